import Foundation

/// An object that says how an animator's animations are paced, as UIKit's
/// `UITimingCurveProvider`: a built-in or custom cubic Bézier curve, a spring, or both.
///
/// `UICubicTimingParameters` and `UISpringTimingParameters` adopt it; your own class may too (it
/// must then be an `NSObject` that is `NSCoding` and `NSCopying`, as on iOS). A property animator
/// reads `timingCurveType` and then `cubicTimingParameters` or `springTimingParameters`.
/// Source: UIKit SDK header `UITimingCurveProvider.h` and Apple's documentation for
/// `UITimingCurveProvider`.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// Which of the two parameter objects carries the timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing: required for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing: required for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}
