import Foundation

/// Hears when an explicit animation starts and stops, as Core Animation's
/// `CAAnimationDelegate`. Both methods are optional. Source: Apple's Core Animation documentation.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation begins (after any `beginTime` delay).
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation ends (`flag` true) or is removed early (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
