import Foundation
import TransitionKit

/// Seed 001's pop animator. The article only says the pop is "the same idea with its own
/// animation", so this is the natural reverse of `PushTransition` (ours): the screen below is
/// put back in place, the photo covers the whole screen and shrinks over 1 s into the point it
/// grew from; then the image view is removed and the transition completes.
/// Source: `shared/seeds/001_22b77f826f79a5b5.txt` (push), reverse written for pushpop.
public final class PopTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// The point the photo grew from (and shrinks back into), container coordinates, points.
    public var point: CGPoint = .zero
    /// The photo that shrinks.
    public var image: UIImage?

    /// 1 second.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        return 1.0
    }

    /// Puts the to view below the from view at its final frame and hides the from view (alpha
    /// 0); an image view of `image` at the from view's initial frame stands in for it and
    /// shrinks to zero size at `point` over 1 s (ease-in-out); the completion removes it,
    /// restores the from view's alpha and completes with `!transitionWasCancelled`. Returns without
    /// completing if a controller is missing from the context.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
        toVC.view.frame = transitionContext.finalFrame(for: toVC)

        let imageView = UIImageView(image: self.image)
        imageView.frame = transitionContext.initialFrame(for: fromVC)
        containerView.addSubview(imageView)
        // The photo stands in for the screen being popped.
        fromVC.view.alpha = 0

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                imageView.frame = CGRect(origin: self.point, size: .zero)
            },
            completion: { _ in
                imageView.removeFromSuperview()
                fromVC.view.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
