import Foundation

extension UIImage {
    /// Whether an image is drawn as it is or as a template in the tint colour, UIKit's raw
    /// values. Source: Apple's UIKit documentation for `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides (the default).
        case automatic = 0
        /// Always as it is.
        case alwaysOriginal = 1
        /// Always as a template: its opaque pixels in the tint colour.
        case alwaysTemplate = 2
    }
}
