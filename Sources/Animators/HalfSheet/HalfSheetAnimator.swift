import Foundation
import TransitionKit

/// Slides the half sheet up from below the screen when presenting, and back down when
/// dismissing (0.4 s, ease out), as tutorials' sheet animators do. Ours (the catalogue's "Half
/// sheet").
final class HalfSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The interaction a pan down the sheet drives, for a dismissal started by one.
    let interaction: UIPercentDrivenInteractiveTransition?

    init(isPresenting: Bool, interaction: UIPercentDrivenInteractiveTransition? = nil) {
        self.isPresenting = isPresenting
        self.interaction = interaction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
            let sheetView = transitionContext.view(forKey: isPresenting ? .to : .from)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let shownFrame =
            isPresenting
            ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        var hiddenFrame = shownFrame
        hiddenFrame.origin.y = containerView.bounds.height
        if isPresenting {
            containerView.addSubview(sheetView)
            sheetView.frame = hiddenFrame
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
            animations: {
                sheetView.frame = self.isPresenting ? shownFrame : hiddenFrame
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !self.isPresenting && !cancelled { sheetView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
