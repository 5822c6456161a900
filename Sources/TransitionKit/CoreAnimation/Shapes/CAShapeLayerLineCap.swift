import Foundation

/// How a shape layer's stroke ends open subpaths, as Core Animation's `CAShapeLayerLineCap`.
/// Source: Apple's Core Animation documentation.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string value (`"butt"`, `"round"`, `"square"`).
    public let rawValue: String
    /// The cap named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The stroke ends at the endpoint (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half disc ends the stroke.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The stroke goes on half the line width past the endpoint.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
