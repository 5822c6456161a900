import Foundation
import TransitionKit

/// Seed 002's push animation, translated line by line: the new screen is added at alpha 0;
/// over 0.6 s the old screen scales down to 0.1 while the new one fades in; the completion
/// resets the old screen's transform to identity. Source: `shared/seeds/002_1ee4e0391532b16b.txt`.
public final class PushTransitionAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    /// 0.6 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        return 0.6
    }

    /// Adds the to view on top at alpha 0; over 0.6 s (ease-in-out) scales the from view to 0.1
    /// while the to view fades in; the completion resets the from view's
    /// transform and completes with `true`, as the article does (it never checks for
    /// cancellation). Returns without completing if a controller is missing from the context.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }

        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromViewController.view.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
                toViewController.view.alpha = 1.0
            },
            completion: { _ in
                fromViewController.view.transform = .identity
                transitionContext.completeTransition(true)
            })
    }
}
