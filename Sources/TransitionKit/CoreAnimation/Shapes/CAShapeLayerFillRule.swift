import Foundation

/// How a shape layer decides which points its path's fill covers, as Core Animation's
/// `CAShapeLayerFillRule`. Source: Apple's Core Animation documentation.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string value (`"non-zero"`, `"even-odd"`).
    public let rawValue: String
    /// The rule named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Inside where the path winds around the point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from the point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
