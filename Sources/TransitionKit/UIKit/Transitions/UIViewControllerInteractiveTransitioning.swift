import Foundation

/// An interaction controller: drives a transition from user input. Return one from
/// `navigationController(_:interactionControllerFor:)`; UIKit then calls
/// `startInteractiveTransition(_:)` instead of the animator's `animateTransition(using:)`.
/// `completionSpeed`, `completionCurve` and `wantsInteractiveStart` are optional.
/// Source: UIKit SDK header `UIViewControllerTransitioning.h`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition with `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// Speed factor for the rest of the transition after the interaction ends (default 1).
    var completionSpeed: CGFloat { get }
    /// Curve for the rest of the transition after the interaction ends (default ease-in-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (default true). When false it starts as if
    /// it were not interactive — `startInteractiveTransition(_:)` is still called, and a
    /// `UIPercentDrivenInteractiveTransition` then runs the animator — and, if the animator is
    /// interruptible (`interruptibleAnimator(using:)`), `pauseInteractiveTransition()` can take
    /// it over later. Source: UIKit SDK header `UIViewControllerTransitioning.h`.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the rest of the transition plays at normal speed.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
