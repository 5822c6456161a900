import Foundation

/// An animator: how long a transition takes and how it animates. Return one from
/// `navigationController(_:animationControllerFor:from:to:)` to replace the default slide.
/// `animationEnded(_:)` is optional. Source: UIKit SDK header `UIViewControllerTransitioning.h`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds (also used to drive interactive transitions).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Adds the to view to the container, animates, and calls `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)` with whether the transition completed. Optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing (the method is optional in UIKit).
    public func animationEnded(_ transitionCompleted: Bool) {}
}
