import Foundation
import TransitionKit

/// Seed 000's animator, translated line by line from the article's Objective-C: a push slides
/// the new screen down from above the top edge over the old one, which stays; a pop slides
/// the old screen up and away, revealing the one below (sent to the back). 1 s, ease-in-out.
///
/// As in the article, the to view's start frame is read from `initialFrame(for: fromVC)`,
/// because the to controller's own initial frame is `.zero`. The animator carries the
/// operation, set by the delegate (`AnimatedNavigationController`).
/// Source: `shared/seeds/000_e7aa60a18a4e6b52.txt`.
public final class AnimatedTransition1: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push or pop; set by the delegate before the transition starts.
    public var operation: UINavigationController.Operation = .none

    /// 1 second.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        return 1
    }

    /// Adds the to view and sets the start frames — push: the to view one from-view height
    /// above the top, the from view at y 0; pop: both at y 0, the to view sent to the back —
    /// then animates over 1 s (ease-in-out) to the final frames (pop: the from view one height
    /// above the top) and completes with `true`. Returns without completing if a controller
    /// or view is missing from the context.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView

        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }

        var fromViewInitFrame = transitionContext.initialFrame(for: fromVC)
        var toViewInitFrame = transitionContext.initialFrame(for: fromVC)

        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)

        containerView.addSubview(toView)

        if operation == .push {
            fromViewInitFrame.origin.y = 0
            toViewInitFrame.origin.y = -fromViewInitFrame.size.height
            fromViewFinalFrame = fromViewInitFrame
        } else if operation == .pop {
            fromViewInitFrame.origin.y = 0
            toViewInitFrame.origin.y = 0
            fromViewFinalFrame = fromViewInitFrame
            fromViewFinalFrame.origin.y = -fromViewInitFrame.size.height
            containerView.sendSubviewToBack(toView)
        }

        fromView.frame = fromViewInitFrame
        toView.frame = toViewInitFrame

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = fromViewFinalFrame
                toView.frame = toViewFinalFrame
            },
            completion: { _ in
                transitionContext.completeTransition(true)
            })
    }
}
