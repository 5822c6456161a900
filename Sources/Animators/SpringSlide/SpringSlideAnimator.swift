import Foundation
import TransitionKit

/// A springy slide: a push slides the new screen in from the right on an under-damped spring
/// (damping ratio 0.7, so it overshoots a little and settles) while the old screen drifts left
/// by a quarter of the width; a pop slides it back out. 0.7 s.
/// Ours, written as an iOS developer would against UIKit.
public final class SpringSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push or pop.
    public let operation: UINavigationController.Operation
    /// UIKit's damping ratio for the spring.
    public static let damping: CGFloat = 0.7

    /// An animator for `operation`.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// 0.7 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        0.7
    }

    /// Moves the views by their centres with `animate(withDuration:delay:usingSpringWithDamping:…)`;
    /// the completion puts the from view back and completes with `!transitionWasCancelled`.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let bounds = transitionContext.finalFrame(for: toVC)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let right = CGPoint(x: bounds.midX + bounds.width, y: bounds.midY)
        let drifted = CGPoint(x: bounds.midX - bounds.width / 4, y: bounds.midY)
        toView.frame = bounds
        if operation == .pop {
            container.insertSubview(toView, belowSubview: fromView)
            toView.center = drifted
        } else {
            container.addSubview(toView)
            toView.center = right
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: Self.damping, initialSpringVelocity: 0, options: [],
            animations: {
                toView.center = centre
                fromView.center = self.operation == .pop ? right : drifted
            },
            completion: { _ in
                fromView.center = centre
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
