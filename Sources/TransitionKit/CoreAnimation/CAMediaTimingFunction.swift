import Foundation

/// The name of one of Core Animation's predefined timing functions.
/// Source: Apple's Core Animation documentation (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name as a string (`"linear"`, `"easeIn"`, …; Core Animation's constant values).
    public var rawValue: String
    /// A name from its string; an unknown name gives a linear curve in
    /// `CAMediaTimingFunction(name:)` (ours).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: control points (0, 0), (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease in: control points (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease out: control points (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease in and out: control points (0.42, 0), (0.58, 1) — UIKit's default view-animation curve.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default for layer animations: control points (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points: it maps the
/// elapsed fraction of an animation's duration (0…1) to the fraction of the change applied.
/// Source: Apple's Core Animation documentation for `CAMediaTimingFunction`.
public final class CAMediaTimingFunction: Sendable, Equatable, CustomStringConvertible {
    /// First control point (x in 0…1).
    let c1: CGPoint
    /// Second control point (x in 0…1).
    let c2: CGPoint

    /// Creates a curve with control points `(c1x, c1y)` and `(c2x, c2y)`; x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(min(max(c1x, 0), 1)), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(min(max(c2x, 0), 1)), y: CGFloat(c2y))
    }

    /// Creates one of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `index` (0…3: the end points (0, 0) and (1, 1) and the two
    /// control points between them) into `values[0]` (x) and `values[1]` (y).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch index {
        case 0: point = .zero
        case 1: point = c1
        case 2: point = c2
        default: point = CGPoint(x: 1, y: 1)
        }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// Equal when both control points are equal (value equality; ours).
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
    }

    /// `CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)`, for logs and test output. Ours.
    public var description: String {
        "CAMediaTimingFunction(controlPoints: \(c1.x), \(c1.y), \(c2.x), \(c2.y))"
    }

    /// The curve's progress (y) at elapsed fraction `x` (clamped to 0…1): solves x(s) = x for
    /// the Bézier parameter s (Newton's method, bisection as fallback) and returns y(s).
    func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let x1 = Double(c1.x)
        let y1 = Double(c1.y)
        let x2 = Double(c2.x)
        let y2 = Double(c2.y)
        if x1 == y1 && x2 == y2 { return x }  // linear
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inv = 1 - s
            return 3 * inv * inv * s * p1 + 3 * inv * s * s * p2 + s * s * s
        }
        func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inv = 1 - s
            return 3 * inv * inv * p1 + 6 * inv * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return bezier(s, y1, y2) }
            let slope = derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return bezier(s, y1, y2)
    }
}
