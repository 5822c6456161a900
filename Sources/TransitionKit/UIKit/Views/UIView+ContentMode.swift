import Foundation

extension UIView {
    /// How a view's content (an image view's image) is fitted into its bounds.
    /// Source: UIKit SDK (`UIViewContentMode`), same raw values.
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill the bounds, ignoring aspect (the default).
        case scaleToFill = 0
        /// Fit inside the bounds keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Fill the bounds keeping the aspect ratio, cropping the rest.
        case scaleAspectFill = 2
        /// UIKit: redraw the content when the bounds change (`draw(_:)`); there is no custom
        /// drawing here.
        case redraw = 3
        /// Centre at natural size.
        case center = 4
        /// Natural size, centred horizontally at the top edge.
        case top = 5
        /// Natural size, centred horizontally at the bottom edge.
        case bottom = 6
        /// Natural size, centred vertically at the left edge.
        case left = 7
        /// Natural size, centred vertically at the right edge.
        case right = 8
        /// Natural size, in the top-left corner.
        case topLeft = 9
        /// Natural size, in the top-right corner.
        case topRight = 10
        /// Natural size, in the bottom-left corner.
        case bottomLeft = 11
        /// Natural size, in the bottom-right corner.
        case bottomRight = 12
    }
}
