import Foundation

/// The corners of a rectangle, as UIKit's `UIRectCorner` (for
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`). Source: Apple's UIKit
/// documentation.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values: 1, 2, 4, 8).
    public let rawValue: UInt
    /// A set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minX, minY on a y-down screen).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
