import Foundation
import TransitionKit

/// A navigation controller delegate that gives every view controller its own interaction
/// controller, as an app does whose view controller (the delegate, in many tutorials) makes a
/// swipe-to-pop interaction controller for each screen: `pushpop run` installs it for an
/// interaction controller whose files have no delegate of their own. Ours.
///
/// - **Making them.** Each view controller gets `makeInteractionController(viewController)`
///   once: when the navigation controller shows it (`navigationController(_:didShow:animated:)`),
///   or, for one already on the stack when this delegate was set, when a push or pop leaves it
///   (`animationControllerFor`). That covers the root: TransitionKit sends `didShow` only after a
///   push or pop, never for the controllers a navigation controller starts with (UIKit is seen to
///   send it for the root when the navigation controller first appears, which Apple does not
///   document), and a delegate set on a stack already shown (the playground's, after a reload)
///   hears nothing of it. An interaction controller is kept while its view controller is on the
///   stack, so one that puts a gesture recognizer on its view is there each time the screen is
///   on top (a cancelled pop keeps it); after a completed transition the ones of controllers
///   that left the stack are let go.
/// - **Animating.** `animationControllerFor` returns `makeAnimator(operation)`.
/// - **Interacting.** `interactionControllerFor` returns the interaction controller of the pop's
///   from view controller only while a gesture drives that pop: a gesture recognizer attached
///   to its view or one of the view's descendants is `.began` or `.changed` — so a swipe that
///   pops in its handler runs interactively, while a pop from code (a back button, the `b` key)
///   runs on its own. That is what the tutorials' `interactionInProgress` flag, set by the
///   handler on `.began`, decides. Pushes get none. UIKit asks for an interaction controller
///   only when `animationControllerFor` gave an animator (Source: Apple's documentation for
///   `navigationController(_:interactionControllerFor:)`).
@preconcurrency @MainActor
public final class InteractionControllerDelegate: NSObject, UINavigationControllerDelegate {
    /// An interaction controller and the view controller it was made for.
    private struct Made {
        weak var viewController: UIViewController?
        let interactionController: any UIViewControllerInteractiveTransitioning
    }

    private let makeAnimator:
        @MainActor (UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?
    private let makeInteractionController: @MainActor (UIViewController) -> any UIViewControllerInteractiveTransitioning
    /// The interaction controllers made, in the order made.
    private var made: [Made] = []
    /// The from view controller of the pop last asked for, whose interaction controller
    /// `interactionControllerFor` may give.
    private weak var poppingViewController: UIViewController?

    /// A delegate whose animators come from `makeAnimator` (asked with each push's and pop's
    /// operation; nil gives UIKit's own transition) and whose interaction controllers come from
    /// `makeInteractionController`, called once for each view controller shown.
    public init(
        makeAnimator:
            @escaping @MainActor (UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?,
        makeInteractionController:
            @escaping @MainActor (UIViewController) -> any UIViewControllerInteractiveTransitioning
    ) {
        self.makeAnimator = makeAnimator
        self.makeInteractionController = makeInteractionController
    }

    /// The interaction controller made for `viewController`, if it has one yet.
    public func interactionController(for viewController: UIViewController) -> (
        any UIViewControllerInteractiveTransitioning
    )? {
        made.first { $0.viewController === viewController }?.interactionController
    }

    /// Makes `viewController`'s interaction controller if it has none, and lets go of those of
    /// view controllers no longer on `navigationController`'s stack.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let stack = navigationController.viewControllers
        made.removeAll { entry in !stack.contains { $0 === entry.viewController } }
        makeInteractionControllerIfNeeded(for: viewController)
    }

    /// `makeAnimator(operation)`; makes `fromVC`'s interaction controller if it has none (the
    /// root's, on the first push).
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        makeInteractionControllerIfNeeded(for: fromVC)
        poppingViewController = operation == .pop ? fromVC : nil
        return makeAnimator(operation)
    }

    /// The popping view controller's interaction controller while a gesture recognizer on its
    /// view (or a descendant) is `.began` or `.changed`; nil otherwise, and for pushes.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let popping = poppingViewController, let view = popping.viewIfLoaded, Self.isGestureDriving(view)
        else { return nil }
        return interactionController(for: popping)
    }

    private func makeInteractionControllerIfNeeded(for viewController: UIViewController) {
        guard interactionController(for: viewController) == nil else { return }
        made.append(
            Made(viewController: viewController, interactionController: makeInteractionController(viewController)))
    }

    /// Whether a gesture recognizer of `view` or of a view below it has begun or changed.
    private static func isGestureDriving(_ view: UIView) -> Bool {
        let driving: Set<UIGestureRecognizer.State> = [.began, .changed]
        if view.gestureRecognizers?.contains(where: { driving.contains($0.state) }) == true { return true }
        return view.subviews.contains(where: isGestureDriving)
    }
}
