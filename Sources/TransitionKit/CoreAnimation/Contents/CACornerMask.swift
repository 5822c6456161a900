import Foundation

/// Which corners `cornerRadius` rounds, as Core Animation's `CACornerMask`
/// (`CALayer.maskedCorners`). The names follow Core Animation's axes: on a UIKit layer, `MinY`
/// is the top edge. Source: Apple's Core Animation documentation for `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits (Core Animation's values).
    public let rawValue: UInt
    /// The corners whose bits are set in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the smallest x and y: top left on screen.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y: top right on screen.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y: bottom left on screen.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the largest x and y: bottom right on screen.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
