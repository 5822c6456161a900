import Foundation

extension UIGraphicsImageRendererFormat {
    /// The colour range of an image renderer's bitmap, with UIKit's raw values.
    /// Source: UIKit SDK (`UIGraphicsImageRendererFormatRange`).
    public enum Range: Int, Sendable {
        /// No preference.
        case unspecified = -1
        /// The device's range (the default).
        case automatic = 0
        /// Extended range (more than 8 bits a component).
        case extended = 1
        /// Standard range: sRGB, 8 bits a component.
        case standard = 2
    }
}
