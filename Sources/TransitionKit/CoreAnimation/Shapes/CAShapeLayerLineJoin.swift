import Foundation

/// How a shape layer's stroke turns corners, as Core Animation's `CAShapeLayerLineJoin`.
/// Source: Apple's Core Animation documentation.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string value (`"miter"`, `"round"`, `"bevel"`).
    public let rawValue: String
    /// The join named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Sharp corners (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Squared-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
