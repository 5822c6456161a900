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
        case redraw = 3
        /// Centre at natural size.
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}
