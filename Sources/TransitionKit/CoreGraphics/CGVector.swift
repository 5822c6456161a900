import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector`: `dx` across and `dy` down (in the
/// units of whatever it measures — points, or UIKit's spring velocities in distances per
/// second). Foundation on Linux has no `CGVector`; this is Core Graphics' type with its Swift
/// overlay's initialisers. Source: Apple's Core Graphics documentation for `CGVector`.
public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomDebugStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component (positive is down in UIKit's coordinates).
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with components `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with components `dx` and `dy`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    /// `(dx, dy)`, as Core Graphics' overlay prints it.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
