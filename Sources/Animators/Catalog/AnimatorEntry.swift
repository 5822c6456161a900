import Foundation
import TransitionKit

/// One transition style the playground can run: a readable name and how to install it the
/// way its author does in an app — a delegate object, a navigation-controller subclass that is
/// its own delegate, or nothing (the system default) — and, optionally, how presentations and
/// tab switches run under it: a transitioning delegate set on every presented controller (with
/// the `modalPresentationStyle` it wants), a tab bar controller delegate. An entry without them
/// presents and switches tabs as UIKit does with no delegate. Ours.
public struct AnimatorEntry: Sendable {
    /// The name shown in the HUD, e.g. "Vertical slide (seed 000)".
    public let name: String
    /// One line on what it does.
    public let summary: String
    /// Makes the navigation controller holding `root` (a plain `UINavigationController` unless
    /// the style subclasses it).
    public let makeNavigationController: @MainActor @Sendable (_ root: UIViewController) -> UINavigationController
    /// Makes the delegate to set on the navigation controller, or nil to leave it as is (the
    /// playground keeps a strong reference: `delegate` is weak).
    public let makeDelegate: @MainActor @Sendable () -> (any UINavigationControllerDelegate)?
    /// Makes the transitioning delegate the playground sets on every controller it presents
    /// (`transitioningDelegate`, which UIKit holds weakly: the playground keeps it), or nil for
    /// UIKit's own presentations in the style the screens file names.
    public let makeTransitioningDelegate: (@MainActor @Sendable () -> any UIViewControllerTransitioningDelegate)?
    /// The `modalPresentationStyle` set with `makeTransitioningDelegate`'s delegate (`.custom`
    /// for a delegate with its own presentation controller, as UIKit asks for one only then).
    public let modalPresentationStyle: UIModalPresentationStyle
    /// Makes the delegate of the tab bar controller given (it may add gesture recognizers to
    /// its view, as an interactive tab swipe does), or nil for UIKit's switch without animation.
    /// The playground keeps it (`delegate` is weak).
    public let makeTabBarControllerDelegate:
        (@MainActor @Sendable (_ tabBarController: UITabBarController) -> any UITabBarControllerDelegate)?

    /// An entry with every part given; presentations and tab switches are UIKit's unless
    /// `makeTransitioningDelegate` or `makeTabBarControllerDelegate` are given.
    public init(
        name: String, summary: String,
        makeNavigationController: @escaping @MainActor @Sendable (_ root: UIViewController) -> UINavigationController,
        makeDelegate: @escaping @MainActor @Sendable () -> (any UINavigationControllerDelegate)?,
        makeTransitioningDelegate: (@MainActor @Sendable () -> any UIViewControllerTransitioningDelegate)? = nil,
        modalPresentationStyle: UIModalPresentationStyle = .custom,
        makeTabBarControllerDelegate: (
            @MainActor @Sendable (_ tabBarController: UITabBarController) -> any UITabBarControllerDelegate
        )? = nil
    ) {
        self.name = name
        self.summary = summary
        self.makeNavigationController = makeNavigationController
        self.makeDelegate = makeDelegate
        self.makeTransitioningDelegate = makeTransitioningDelegate
        self.modalPresentationStyle = modalPresentationStyle
        self.makeTabBarControllerDelegate = makeTabBarControllerDelegate
    }

    /// An entry whose presentations run through the transitioning delegate `makeDelegate`
    /// makes, with `modalPresentationStyle` `style`; pushes, pops and tab switches are UIKit's.
    public static func presentation(
        _ name: String, summary: String = "", style: UIModalPresentationStyle = .custom,
        _ makeDelegate: @escaping @MainActor @Sendable () -> any UIViewControllerTransitioningDelegate
    ) -> AnimatorEntry {
        AnimatorEntry(
            name: name, summary: summary, makeNavigationController: { UINavigationController(rootViewController: $0) },
            makeDelegate: { nil }, makeTransitioningDelegate: makeDelegate, modalPresentationStyle: style)
    }

    /// An entry whose tab switches run through the tab bar controller delegate `makeDelegate`
    /// makes for the tab bar controller it is given; pushes, pops and presentations are UIKit's.
    public static func tabBar(
        _ name: String, summary: String = "",
        _ makeDelegate:
            @escaping @MainActor @Sendable (_ tabBarController: UITabBarController) -> any UITabBarControllerDelegate
    ) -> AnimatorEntry {
        AnimatorEntry(
            name: name, summary: summary, makeNavigationController: { UINavigationController(rootViewController: $0) },
            makeDelegate: { nil }, makeTabBarControllerDelegate: makeDelegate)
    }

    /// An entry whose transitions come from a delegate object made by `makeDelegate`, set on a
    /// plain navigation controller.
    public static func delegate(
        _ name: String, summary: String = "",
        _ makeDelegate: @escaping @MainActor @Sendable () -> any UINavigationControllerDelegate
    ) -> AnimatorEntry {
        AnimatorEntry(
            name: name, summary: summary,
            makeNavigationController: { UINavigationController(rootViewController: $0) },
            makeDelegate: { makeDelegate() })
    }

    /// An entry from an animator factory: `makeAnimator` is asked for each push and pop (nil
    /// gives the system default), like a delegate's `animationControllerFor` method.
    public static func animator(
        _ name: String, summary: String = "",
        _ makeAnimator:
            @escaping @MainActor @Sendable (UINavigationController.Operation) -> (
                any UIViewControllerAnimatedTransitioning
            )?
    ) -> AnimatorEntry {
        delegate(name, summary: summary) { AnimatorFactoryDelegate(makeAnimator: makeAnimator) }
    }

    /// An entry whose navigation controller (a subclass that is its own delegate) is made by
    /// `makeNavigationController`.
    public static func navigationController(
        _ name: String, summary: String = "",
        _ makeNavigationController: @escaping @MainActor @Sendable (_ root: UIViewController) -> UINavigationController
    ) -> AnimatorEntry {
        AnimatorEntry(
            name: name, summary: summary, makeNavigationController: makeNavigationController,
            makeDelegate: { nil })
    }
}

/// The delegate behind `AnimatorEntry.animator(_:summary:_:)`.
final class AnimatorFactoryDelegate: NSObject, UINavigationControllerDelegate {
    let makeAnimator: @MainActor (UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?

    init(
        makeAnimator:
            @escaping @MainActor (UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?
    ) {
        self.makeAnimator = makeAnimator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(operation)
    }
}
