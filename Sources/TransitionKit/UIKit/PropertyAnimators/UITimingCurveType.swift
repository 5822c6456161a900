import Foundation

/// Which timing information a `UITimingCurveProvider` supplies, as UIKit's `UITimingCurveType`.
/// Source: UIKit SDK header `UITimingCurveProvider.h` and Apple's documentation for
/// `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (`UIView.AnimationCurve`), in `cubicTimingParameters`.
    case builtin = 0
    /// A custom cubic Bézier curve, in `cubicTimingParameters`.
    case cubic = 1
    /// A spring, in `springTimingParameters`.
    case spring = 2
    /// A cubic curve modified by a spring: both parameters. TransitionKit times it by the
    /// spring alone (ours).
    case composed = 3
}
