import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector`: `dx` and `dy` in whatever unit the
/// API that takes it names (`UISpringTimingParameters.initialVelocity`: total animation
/// distances per second). Foundation on Linux has no `CGVector`; this is Core Graphics' shape.
/// Source: Apple's Core Graphics documentation for `CGVector`.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector, (0, 0).
    public init() {
        dx = 0
        dy = 0
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

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector() }
}
