import Foundation
import TransitionKit

/// The slide of the "Edge-swipe pop" entry, in the system's manner: the upper screen slides
/// across the full width while the lower one moves a third of it and lies under a black veil
/// (alpha 0.1 when covered). A push slides the new screen in from the right over the old one;
/// a pop slides the top screen off to the right and uncovers the one below. 0.35 s, linear
/// while a finger drives it (the interaction supplies the feel), ease-in-out on its own. Ours,
/// written as an iOS developer would against UIKit.
public final class ParallaxSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push or pop.
    public let operation: UINavigationController.Operation

    /// An animator for `operation`.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// 0.35 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        0.35
    }

    /// Moves the screens and the veil; the completion removes the veil, puts the views at rest
    /// and completes with `!transitionWasCancelled`.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let bounds = transitionContext.finalFrame(for: toVC)
        let width = bounds.width
        let isPush = operation == .push

        // The upper screen covers the lower one, which lies under the veil.
        let upper = isPush ? toView : fromView
        let lower = isPush ? fromView : toView
        let veil = UIView(frame: bounds)
        veil.backgroundColor = .black
        if isPush {
            container.addSubview(veil)
            container.addSubview(toView)
            toView.frame = bounds.offsetBy(dx: width, dy: 0)
            veil.alpha = 0
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(veil, belowSubview: fromView)
            toView.frame = bounds.offsetBy(dx: -width / 3, dy: 0)
            veil.alpha = 0.1
        }

        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                upper.frame = isPush ? bounds : bounds.offsetBy(dx: width, dy: 0)
                lower.frame = isPush ? bounds.offsetBy(dx: -width / 3, dy: 0) : bounds
                veil.alpha = isPush ? 0.1 : 0
            },
            completion: { _ in
                veil.removeFromSuperview()
                fromView.frame = bounds
                toView.frame = bounds
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
