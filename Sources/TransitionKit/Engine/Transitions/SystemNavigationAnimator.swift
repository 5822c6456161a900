import Foundation

/// The transition a navigation controller runs when its delegate gives no animator: the new
/// screen slides in from the right edge over the old one, which moves left by 30 % of the
/// width and dims; a pop runs the reverse. 0.35 s, ease-in-out; linear while interactive (an
/// edge swipe or a scrub), so the screen's edge stays under the finger as on iOS. Ours: an
/// approximation of iOS, whose numbers Apple does not publish.
@MainActor
final class SystemNavigationAnimator: UIViewControllerAnimatedTransitioning {
    /// Seconds.
    static let duration: TimeInterval = 0.35
    /// How far the lower screen moves, as a fraction of the container's width.
    static let parallax: CGFloat = 0.3
    /// Opacity of the black dimming over the lower screen when fully covered.
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let width = container.bounds.width
        let fromCenter = fromView.center
        let toCenter = toView.center
        let dim = UIView(frame: container.bounds)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        let isPush = operation != .pop
        if isPush {
            toView.center = CGPoint(x: toCenter.x + width, y: toCenter.y)
            container.addSubview(toView)
            container.insertSubview(dim, belowSubview: toView)
            dim.alpha = 0
        } else {
            toView.center = CGPoint(x: toCenter.x - width * Self.parallax, y: toCenter.y)
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dim, belowSubview: fromView)
            dim.alpha = Self.dimming
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.systemTransitionCurve(for: transitionContext)],
            animations: {
                if isPush {
                    fromView.center = CGPoint(x: fromCenter.x - width * Self.parallax, y: fromCenter.y)
                    dim.alpha = Self.dimming
                } else {
                    fromView.center = CGPoint(x: fromCenter.x + width, y: fromCenter.y)
                    dim.alpha = 0
                }
                toView.center = toCenter
            },
            completion: { _ in
                dim.removeFromSuperview()
                let cancelled = transitionContext.transitionWasCancelled
                // Leave the views where UIKit leaves them: the from view at its old place (it is
                // removed, or stays if cancelled), the to view at its final place.
                fromView.center = fromCenter
                if cancelled { toView.center = toCenter }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
