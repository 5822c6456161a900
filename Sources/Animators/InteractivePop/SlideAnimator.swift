import Foundation
import TransitionKit

/// A linear parallax slide, made for being driven by a finger: a push slides the new screen
/// in from the right while the old one moves left by 30 % under a light veil; a pop reverses
/// it. 0.5 s, linear (the interaction supplies the feel). Ours.
public final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push or pop.
    public let operation: UINavigationController.Operation

    /// An animator for `operation`.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// 0.5 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        0.5
    }

    /// Moves both views by their frames, linearly; the completion puts the from view back
    /// and completes with `!transitionWasCancelled`.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let bounds = transitionContext.finalFrame(for: toVC)
        let width = bounds.width
        let pushed = operation != .pop
        if pushed {
            toView.frame = bounds.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = bounds.offsetBy(dx: -0.3 * width, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                toView.frame = bounds
                fromView.frame = bounds.offsetBy(dx: pushed ? -0.3 * width : width, dy: 0)
            },
            completion: { _ in
                fromView.frame = bounds
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
