import Foundation

/// An animator: how long a transition takes and how it animates. Return one from
/// `navigationController(_:animationControllerFor:from:to:)` to replace the default slide.
/// `interruptibleAnimator(using:)` and `animationEnded(_:)` are optional (defaults below).
/// Source: UIKit SDK header `UIViewControllerTransitioning.h`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds (also used to drive interactive transitions).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Adds the to view to the container, animates, and calls `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator that runs this transition, when it can be interrupted (iOS 10): typically a
    /// `UIViewPropertyAnimator` made on the first call and kept until `animationEnded(_:)`, with
    /// `animateTransition(using:)` calling `interruptibleAnimator(using:).startAnimation()`.
    /// Return the same object for the whole transition. A percent-driven interaction then drives
    /// it (scrubs `fractionComplete`, continues it forwards or reversed) instead of layer time,
    /// and `pauseInteractiveTransition()` can take over a transition that started without
    /// interaction. Optional: without it, the transition is not interruptible.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    /// Called after `completeTransition(_:)` with whether the transition completed. Optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// None: the transition is not interruptible (the method is optional in UIKit). Returns a
    /// placeholder that TransitionKit recognises as "not implemented" and that does nothing;
    /// unlike UIKit, calling it does not crash (ours).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        AbsentInterruptibleAnimator()
    }

    /// Does nothing (the method is optional in UIKit).
    public func animationEnded(_ transitionCompleted: Bool) {}
}
