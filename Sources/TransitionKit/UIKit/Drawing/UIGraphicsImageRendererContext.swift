import Foundation

/// What an image renderer's drawing block is given, as UIKit's
/// `UIGraphicsImageRendererContext`. Source: Apple's UIKit documentation.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// An image of what has been drawn so far.
    open var currentImage: UIImage { cgContext.makeUIImage() }
}
