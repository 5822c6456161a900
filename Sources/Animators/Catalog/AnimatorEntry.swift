import Foundation
import TransitionKit

/// One transition style the playground can run: a readable name and how to install it the
/// way its author does in an app — a delegate object, a navigation-controller subclass that is
/// its own delegate, or nothing (the system default). Ours.
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

    /// An entry with every part given.
    public init(
        name: String, summary: String,
        makeNavigationController: @escaping @MainActor @Sendable (_ root: UIViewController) -> UINavigationController,
        makeDelegate: @escaping @MainActor @Sendable () -> (any UINavigationControllerDelegate)?
    ) {
        self.name = name
        self.summary = summary
        self.makeNavigationController = makeNavigationController
        self.makeDelegate = makeDelegate
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
