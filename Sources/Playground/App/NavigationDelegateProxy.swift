import Animators
import Foundation
import TransitionKit

/// Sits between the navigation controller and the current animator's own delegate: forwards
/// every call to it unchanged, and — only while the playground starts a scrubbed transition —
/// answers `interactionControllerFor` with the playground's percent-driven interactor. It
/// also passes the tapped point on to delegates that want it. Ours.
@MainActor
final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate, TransitionOriginReceiving {
    /// The animator's delegate (or the navigation controller itself, for seed 000's style).
    weak var inner: (any UINavigationControllerDelegate)?
    /// Keeps a delegate made by a catalogue entry alive (the navigation controller holds its
    /// delegate weakly, as UIKit does).
    private let owned: (any UINavigationControllerDelegate)?
    /// Set by the playground just before it starts a scrubbed push or pop.
    var pendingInteractor: UIPercentDrivenInteractiveTransition?
    /// The percent-driven interactor of the latest transition, for the playground to drive:
    /// its own (`pendingInteractor`), or the one the animator's delegate handed out — an
    /// interactive-by-default animator's, or one that lets an interruptible transition start
    /// running (`wantsInteractiveStart` false) to be caught later.
    private(set) var interactor: UIPercentDrivenInteractiveTransition?

    init(inner: (any UINavigationControllerDelegate)?, owned: (any UINavigationControllerDelegate)?) {
        self.inner = inner
        self.owned = owned
    }

    func prepareForTransition(from point: CGPoint, image: UIImage?) {
        (inner as? TransitionOriginReceiving)?.prepareForTransition(from: point, image: image)
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        inner?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        inner?.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        interactor = nil
        let animator = inner?.navigationController(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        // UIKit only asks for an interaction controller for custom animators; to scrub the
        // default slide, hand out the same default explicitly.
        if animator == nil, pendingInteractor != nil {
            return UINavigationController.systemAnimator(for: operation)
        }
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let pendingInteractor {
            interactor = pendingInteractor
            return pendingInteractor
        }
        let handedOut = inner?.navigationController(
            navigationController, interactionControllerFor: animationController)
        interactor = handedOut as? UIPercentDrivenInteractiveTransition
        return handedOut
    }
}
