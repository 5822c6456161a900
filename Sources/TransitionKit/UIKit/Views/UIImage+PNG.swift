import Foundation

extension UIImage {
    /// The image as PNG data (8-bit RGBA); nil for an empty image. The scale is not recorded
    /// (as UIKit's). Source: Apple's documentation for `pngData()`.
    public func pngData() -> Data? {
        cgImage.flatMap { PNGEncoder.encode($0) }
    }
}
