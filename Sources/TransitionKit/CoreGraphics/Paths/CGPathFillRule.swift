import Foundation

/// Which points a path's fill covers, as Core Graphics' `CGPathFillRule`.
/// Source: Apple's Core Graphics documentation.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around the point a non-zero number of times (the default).
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}
