import Foundation

extension UISwipeGestureRecognizer {
    /// The directions of a swipe, as UIKit's `UISwipeGestureRecognizer.Direction` (same raw
    /// values). Source: UIKit SDK (`UISwipeGestureRecognizer.h`).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bit pattern: right 1, left 2, up 4, down 8.
        public let rawValue: UInt
        /// A direction set from its bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards the right (increasing x).
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards (decreasing y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }
}
