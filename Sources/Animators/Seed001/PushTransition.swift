import Foundation
import TransitionKit

/// Seed 001's push animator, translated line by line: the new screen waits off to the right;
/// an image view starts at the tapped point with zero size, on the old screen, and grows to
/// the final frame over 1 s; then the new screen takes the final frame, the image view is
/// removed and the transition completes (`!transitionWasCancelled`).
/// Source: `shared/seeds/001_22b77f826f79a5b5.txt`.
public final class PushTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// Where the photo was tapped, in the old screen's coordinates (points; the window's while it fills it).
    public var point: CGPoint = .zero
    /// The photo that grows.
    public var image: UIImage?
    /// Kept, as the article does, to complete from the animation's completion.
    var transitionContext: (any UIViewControllerContextTransitioning)?

    /// 1 second.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        return 1.0
    }

    /// The new screen is hidden at the right; an image view on the current screen does the
    /// animation; at the end it is removed and the new screen is put in place.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        // Without adding them the screen shows nothing.
        let containerView = transitionContext.containerView
        containerView.addSubview(fromVC.view)
        containerView.addSubview(toVC.view)

        let width = fromVC.view.frame.size.width

        // Put the to view aside.
        toVC.view.frame = CGRect(x: width, y: 0, width: width, height: fromVC.view.frame.size.height)

        let finalFrame = transitionContext.finalFrame(for: toVC)

        let animateTime = transitionDuration(using: transitionContext)

        let imageView = UIImageView(image: self.image)
        imageView.frame = CGRect(origin: self.point, size: .zero)

        fromVC.view.addSubview(imageView)

        UIView.animate(
            withDuration: animateTime,
            animations: {
                imageView.frame = finalFrame
            },
            completion: { _ in
                toVC.view.frame = finalFrame
                imageView.removeFromSuperview()
                // End the transition.
                if let context = self.transitionContext {
                    context.completeTransition(!context.transitionWasCancelled)
                }
            })
    }
}
