import Foundation
import TransitionKit

/// A slide that can be caught in flight: on a push the new screen slides in from the right and
/// pushes the old one out to the left, side by side; a pop slides them back. 0.6 s,
/// ease-in-out.
///
/// Written as WWDC 2016's "Advances in UIKit Animations and Transitions" showed for iOS 10: the
/// whole transition is one `UIViewPropertyAnimator`, made on the first call to
/// `interruptibleAnimator(using:)` and kept in a property (UIKit asks for it more than once and
/// wants the same object for the whole transition), started by `animateTransition(using:)`,
/// and let go in `animationEnded(_:)`. Because of it, an interaction controller can pause the
/// running transition, scrub its `fractionComplete`, and continue it forwards or reversed; the
/// completion reports where the animator stopped (`.end` completes, `.start` cancels, and the
/// animator has then put the moved frames back). Ours.
public final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push (the new screen comes from the right) or pop (from the left).
    public let operation: UINavigationController.Operation
    /// The transition's property animator, from the first `interruptibleAnimator(using:)` until
    /// `animationEnded(_:)`.
    public private(set) var animator: UIViewPropertyAnimator?

    /// An animator for `operation`.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// 0.6 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        0.6
    }

    /// Starts the interruptible animator.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The one property animator of this transition: the first call puts the new screen a
    /// screen's width to the right (push) or left (pop) of its final frame and makes an
    /// ease-in-out animator that moves both screens by that width; later calls return it.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let duration = transitionDuration(using: transitionContext)
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        // Caught mid-flight, a paused animator scrubbed linearly would jump from where the curve
        // had it to the linear fraction: scrub along the curve instead.
        animator.scrubsLinearly = false
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return animator }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let offset = operation == .pop ? -finalFrame.width : finalFrame.width
        toView.frame = finalFrame.offsetBy(dx: offset, dy: 0)
        container.addSubview(toView)

        animator.addAnimations {
            toView.frame = finalFrame
            fromView.frame = finalFrame.offsetBy(dx: -offset, dy: 0)
        }
        return animator
    }

    /// Lets the property animator go.
    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
