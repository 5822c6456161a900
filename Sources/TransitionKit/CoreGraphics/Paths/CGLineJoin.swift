import Foundation

/// How the corners of stroked paths are drawn, as Core Graphics' `CGLineJoin`.
/// Source: Apple's Core Graphics documentation.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, cut off beyond the miter limit (the default).
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Squared-off corners.
    case bevel = 2
}
