import Foundation

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out, as Core Graphics'
/// `CGPathElement`: its type and a pointer to its points (0 to 3, see `CGPathElementType`),
/// valid only during the call. Source: Apple's Core Graphics documentation.
public struct CGPathElement {
    /// What the element draws.
    public var type: CGPathElementType
    /// The element's points, in the path's coordinates (points).
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` whose points are at `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
