import Foundation
import TransitionKit

/// The bubble transition of the popular Swift tutorials: a circle in the presented screen's
/// colour grows from the tapped point until it covers the screen, the presented screen growing
/// with it from that point and fading in; dismissing shrinks both back into the point (0.5 s).
/// Ours (the catalogue's "Bubble present").
final class BubblePresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Mode {
        case present, dismiss
    }

    let mode: Mode
    /// Where the bubble grows from and shrinks into, in the container's coordinates (points).
    let origin: CGPoint
    /// The bubble grown by the presentation, shrunk again by the dismissal.
    let bubble: UIView

    init(mode: Mode, origin: CGPoint, bubble: UIView) {
        self.mode = mode
        self.origin = origin
        self.bubble = bubble
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    /// A square centred on `origin` whose inscribed circle covers `size`: its side is twice the
    /// distance from `origin` to the farthest corner.
    static func bubbleFrame(origin: CGPoint, size: CGSize) -> CGRect {
        let lengthX = max(origin.x, size.width - origin.x)
        let lengthY = max(origin.y, size.height - origin.y)
        let side = (lengthX * lengthX + lengthY * lengthY).squareRoot() * 2
        return CGRect(x: origin.x - side / 2, y: origin.y - side / 2, width: side, height: side)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let shrunk = CGAffineTransform(scaleX: 0.001, y: 0.001)
        switch mode {
        case .present:
            guard let presentedView = transitionContext.view(forKey: .to),
                let presented = transitionContext.viewController(forKey: .to)
            else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: presented)
            presentedView.frame = finalFrame
            let viewCenter = presentedView.center
            bubble.frame = Self.bubbleFrame(origin: origin, size: containerView.bounds.size)
            bubble.layer.cornerRadius = bubble.frame.height / 2
            bubble.backgroundColor = presentedView.backgroundColor ?? presented.view.backgroundColor ?? .systemTeal
            bubble.transform = shrunk
            containerView.addSubview(bubble)
            presentedView.center = origin
            presentedView.transform = shrunk
            presentedView.alpha = 0
            containerView.addSubview(presentedView)
            UIView.animate(
                withDuration: duration,
                animations: {
                    self.bubble.transform = .identity
                    presentedView.transform = .identity
                    presentedView.alpha = 1
                    presentedView.center = viewCenter
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        case .dismiss:
            guard let returningView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let viewCenter = returningView.center
            UIView.animate(
                withDuration: duration,
                animations: {
                    self.bubble.transform = shrunk
                    returningView.transform = shrunk
                    returningView.center = self.origin
                    returningView.alpha = 0
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if !cancelled {
                        returningView.removeFromSuperview()
                        self.bubble.removeFromSuperview()
                    }
                    returningView.transform = .identity
                    returningView.center = viewCenter
                    returningView.alpha = 1
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}
