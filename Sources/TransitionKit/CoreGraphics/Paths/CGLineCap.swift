import Foundation

/// How the ends of stroked open subpaths are drawn, as Core Graphics' `CGLineCap`.
/// Source: Apple's Core Graphics documentation.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends exactly at the endpoint (the default).
    case butt = 0
    /// A half disc of the line width's diameter ends the stroke.
    case round = 1
    /// The stroke goes on half the line width past the endpoint.
    case square = 2
}
