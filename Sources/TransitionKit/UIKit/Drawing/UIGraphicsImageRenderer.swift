import Foundation

/// Makes images by running drawing code, as UIKit's `UIGraphicsImageRenderer`: each
/// `image(actions:)` gives the block a fresh context of the renderer's size at the format's
/// scale, current for the block (`UIGraphicsGetCurrentContext()` works inside), with user
/// space mapped so that `bounds` fills the image. The image keeps the views it was drawn from
/// (see `CGContext`). Source: Apple's UIKit documentation for `UIGraphicsImageRenderer`.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The format images are made in.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat.preferred())
    }

    /// A renderer of images of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds` (points; drawing at `bounds.origin` lands at the
    /// image's top left) with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.preferred())
    }

    /// A renderer of images of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(bounds: bounds, format: format)
    }

    /// True: image renderers make images.
    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh context and returns the image drawn.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = makeContext()
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        return context.cgContext.makeUIImage()
    }

    /// Runs `actions` and returns the image drawn as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext {
        let standard = bounds.standardized
        let cgContext = CGContext(
            size: standard.size, scale: format.scale, opaque: format.opaque,
            transform: CGAffineTransform(translationX: -standard.minX, y: -standard.minY))
        return UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
    }
}
