import Foundation
import TransitionKit

/// Slides between tabs: the new tab comes in from the side of its index (from the right for a
/// tab further right) as the old one leaves by the other side (0.3 s, ease in-out), as Swift
/// tutorials' tab animators do. Ours (the catalogue's "Tab slide").
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// +1 when the new tab is to the right of the old one, −1 when to its left.
    let direction: CGFloat

    init(direction: CGFloat) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let offset = containerView.bounds.width * direction
        toView.frame = containerView.bounds.offsetBy(dx: offset, dy: 0)
        containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
            animations: {
                fromView.frame.origin.x = -offset
                toView.frame.origin.x = 0
            },
            completion: { _ in
                fromView.frame.origin.x = 0
                if transitionContext.transitionWasCancelled { toView.frame.origin.x = 0 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
