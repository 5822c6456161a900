import Foundation

/// An animator whose animations can be changed while they run, as UIKit's
/// `UIViewImplicitlyAnimating`: add animation blocks and completions, and continue with new
/// timing. What an animator returns from `interruptibleAnimator(using:)` for an interruptible
/// transition. The four methods are optional in UIKit; here each has a default that does
/// nothing. Source: UIKit SDK header `UIViewAnimating.h` and Apple's documentation for
/// `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds the property changes in `animation`, starting `delayFactor` (0…1) of the remaining
    /// duration later. Optional.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds the property changes in `animation`, run alongside the others. Optional.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block run with the final position when the animations end. Optional.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues paused animations with new timing (`nil`: the animator's own) over
    /// `durationFactor` times the animator's duration. Optional.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (the method is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (the method is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (the method is optional in UIKit).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (the method is optional in UIKit).
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}
