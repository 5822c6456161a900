import Foundation
import TransitionKit

/// Cover and uncover from an edge: a push slides the new screen in from `edge` over the old
/// one, which stays; a pop slides the top screen back out to `edge`, uncovering the one below.
/// 0.45 s, ease-out in, ease-in out. Ours, written as an iOS developer would against UIKit.
public final class CoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push (cover) or pop (uncover).
    public let operation: UINavigationController.Operation
    /// The edge the covering screen enters from and leaves to: one of top, left, bottom, right.
    public let edge: UIRectEdge

    /// An animator for `operation` that covers from, and uncovers to, `edge`.
    public init(operation: UINavigationController.Operation, edge: UIRectEdge) {
        self.operation = operation
        self.edge = edge
    }

    /// 0.45 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        0.45
    }

    /// The frame one screen-size beyond `edge` of `bounds`.
    func offscreenFrame(_ bounds: CGRect) -> CGRect {
        switch edge {
        case .top: bounds.offsetBy(dx: 0, dy: -bounds.height)
        case .left: bounds.offsetBy(dx: -bounds.width, dy: 0)
        case .right: bounds.offsetBy(dx: bounds.width, dy: 0)
        default: bounds.offsetBy(dx: 0, dy: bounds.height)
        }
    }

    /// Push: the to view starts beyond the edge and slides to its final frame. Pop: the to view
    /// goes under the from view, which slides beyond the edge. Completes with
    /// `!transitionWasCancelled`, putting the moved view back if cancelled.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let bounds = transitionContext.finalFrame(for: toVC)
        let fromFrame = transitionContext.initialFrame(for: fromVC)
        let duration = transitionDuration(using: transitionContext)
        if operation == .pop {
            toView.frame = bounds
            container.insertSubview(toView, belowSubview: fromView)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: { fromView.frame = self.offscreenFrame(fromFrame) },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    fromView.frame = fromFrame
                    transitionContext.completeTransition(!cancelled)
                })
        } else {
            toView.frame = offscreenFrame(bounds)
            container.addSubview(toView)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseOut],
                animations: { toView.frame = bounds },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}
