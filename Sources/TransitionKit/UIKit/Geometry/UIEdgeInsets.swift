import Foundation

/// Inset distances for the four edges of a rectangle, in points.
/// Source: Apple's UIKit documentation for `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top edge, points.
    public var top: CGFloat
    /// Inset from the left edge, points.
    public var left: CGFloat
    /// Inset from the bottom edge, points.
    public var bottom: CGFloat
    /// Inset from the right edge, points.
    public var right: CGFloat

    /// Insets of the given distances, in points; positive values shrink a rectangle, negative
    /// ones grow it (see `CGRect.inset(by:)`).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero on every edge (same as `.zero`).
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each edge (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
