import Foundation

/// A cubic Bézier pacing for a property animator, as UIKit's `UICubicTimingParameters`: one of
/// UIKit's built-in curves or two control points of a curve from (0, 0) to (1, 1). The x values
/// are elapsed fractions of the duration (0…1), the y values fractions of the change.
/// Immutable. Source: UIKit SDK header `UITimingParameters.h` and Apple's documentation for
/// `UICubicTimingParameters`.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, @preconcurrency UITimingCurveProvider {
    private let curve: UIView.AnimationCurve
    /// The Core Animation function with these control points (the engine's curve).
    let function: CAMediaTimingFunction
    private let curveType: UITimingCurveType
    private let points: (CGPoint, CGPoint)

    /// Core Animation's default curve: control points (0.25, 0.1) and (0.25, 1).
    public override init() {
        self.curve = .easeInOut
        function = CAMediaTimingFunction(name: .default)
        curveType = .cubic
        points = (function.c1, function.c2)
        super.init()
    }

    /// The control points of UIKit's built-in `curve` (ease-in-out (0.42, 0), (0.58, 1);
    /// ease-in (0.42, 0), (1, 1); ease-out (0, 0), (0.58, 1); linear (0, 0), (1, 1)).
    public init(animationCurve curve: UIView.AnimationCurve) {
        self.curve = curve
        function = curve.timingFunction
        curveType = .builtin
        points = (function.c1, function.c2)
        super.init()
    }

    /// A custom curve through `point1` and `point2` (x clamped to 0…1, y free: values outside
    /// 0…1 overshoot).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        self.curve = .easeInOut
        function = CAMediaTimingFunction(
            controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        curveType = .cubic
        points = (point1, point2)
        super.init()
    }

    /// Timing parameters are not decoded from archives here; always nil (ours).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Does nothing: timing parameters are not archived here (ours).
    open func encode(with coder: NSCoder) {}

    /// The same parameters (they are immutable, so the object itself, as for immutable
    /// Foundation objects).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The built-in curve these parameters were made from; `.easeInOut` for custom control
    /// points and for `init()` (ours: UIKit returns no meaningful curve for those).
    open var animationCurve: UIView.AnimationCurve { curve }
    /// The first control point, (x, y) fractions: as given, or the built-in curve's (at Core
    /// Animation's `Float` precision).
    open var controlPoint1: CGPoint { points.0 }
    /// The second control point, (x, y) fractions.
    open var controlPoint2: CGPoint { points.1 }

    /// `.builtin` for `init(animationCurve:)`, `.cubic` otherwise.
    open var timingCurveType: UITimingCurveType { curveType }
    /// `self`.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// nil.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}
