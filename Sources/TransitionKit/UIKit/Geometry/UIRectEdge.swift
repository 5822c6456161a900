import Foundation

/// Edges of a rectangle, as UIKit's `UIRectEdge` option set (same raw values).
/// Source: UIKit SDK (`UIGeometry.h`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bit pattern: top 1, left 2, bottom 4, right 8.
    public let rawValue: UInt
    /// Creates an edge set from its bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge (y = minY).
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge (x = minX).
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge (y = maxY).
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge (x = maxX).
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
