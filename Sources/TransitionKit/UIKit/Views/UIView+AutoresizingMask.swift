import Foundation

extension UIView {
    /// Which parts of a view's frame grow or shrink when its superview's bounds size changes
    /// (UIKit's "springs and struts"), with UIKit's raw values. Flexible parts share the
    /// change in proportion to their current sizes; the others stay fixed.
    /// Source: UIKit SDK (`UIViewAutoresizing`) and Apple's documentation for `autoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bit pattern.
        public let rawValue: UInt
        /// A mask from its bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin (from the superview's left edge) is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
