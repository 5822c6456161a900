import Foundation
import TransitionKit

/// A crossfade: the new screen fades in over the old one while the old one fades out, 0.4 s,
/// ease-in-out. Works forwards and backwards (push and pop alike) and interactively.
/// Ours, written as an iOS developer would against UIKit.
public final class CrossfadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Seconds.
    public let duration: TimeInterval

    /// A crossfade lasting `duration` seconds (default 0.4).
    public init(duration: TimeInterval = 0.4) {
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        duration
    }

    /// Adds the to view above the from view at alpha 0 and swaps the alphas; the completion
    /// restores the from view's alpha and completes with `!transitionWasCancelled`.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                toView.alpha = 1
                fromView.alpha = 0
            },
            completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
