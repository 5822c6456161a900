import Foundation

/// How a keyframe animation computes values between its keyframes (Core Animation's
/// `CAAnimationCalculationMode`, chosen through `UIView.KeyframeAnimationOptions`).
enum KeyframeCalculationMode: Sendable {
    /// Straight lines between keyframe values at their key times.
    case linear
    /// Each value held until the next key time; no interpolation.
    case discrete
    /// Constant speed over the whole path; key times ignored.
    case paced
    /// A Catmull-Rom spline through the values at their key times.
    case cubic
    /// A Catmull-Rom spline at constant speed; key times ignored.
    case cubicPaced
}
