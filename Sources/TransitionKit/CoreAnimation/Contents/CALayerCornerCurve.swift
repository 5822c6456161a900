import Foundation

/// The shape of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`
/// (`CALayer.cornerCurve`). Stored: the terminal renderer draws every rounded corner alike
/// (ours). Source: Apple's Core Animation documentation for `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string value (`"circular"`, `"continuous"`).
    public let rawValue: String
    /// The curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The smoother curve iOS's own rounded rectangles use (the "squircle").
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
