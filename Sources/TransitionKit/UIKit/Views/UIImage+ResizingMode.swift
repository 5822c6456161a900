import Foundation

extension UIImage {
    /// How a resizable image fills the part between its cap insets, UIKit's raw values.
    /// Source: Apple's UIKit documentation for `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// Tiled (the default).
        case tile = 0
        /// Stretched.
        case stretch = 1
    }
}
