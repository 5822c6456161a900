import Foundation
import TransitionKit

/// Seed 002's pop animation. The article holds one but does not show it; this is the natural
/// reverse of `PushTransitionAnimation` (ours): the screen below starts scaled to 0.1 under the
/// current one and grows back to full size over 0.6 s while the current screen fades out; the
/// completion restores the popped screen's alpha. Source: `shared/seeds/002_1ee4e0391532b16b.txt`.
public final class PopTransitionAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    /// 0.6 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        return 0.6
    }

    /// Inserts the to view below the from view, scaled to 0.1; over 0.6 s (ease-in-out) grows
    /// it back to the identity while the from view fades to alpha 0; the completion restores
    /// the from view's alpha and completes with `!transitionWasCancelled`. Returns without
    /// completing if a controller is missing from the context.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }

        transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        toViewController.view.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toViewController.view.transform = .identity
                fromViewController.view.alpha = 0
            },
            completion: { _ in
                fromViewController.view.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
