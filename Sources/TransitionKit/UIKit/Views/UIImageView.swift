import Foundation

/// A view that shows an image, fitted to its bounds by `contentMode`, as UIKit's `UIImageView`.
/// Source: Apple's UIKit documentation for `UIImageView`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    // Read by the renderer every frame: `@exclusivity(unchecked)`, as CALayer's values are.
    /// The image shown; nil shows nothing but the background.
    @exclusivity(unchecked) open var image: UIImage? {
        willSet {
            AnimationEngine.shared.journal.noteImage(self)
            AnimationEngine.shared.noteChange(from: image, to: newValue)
        }
        // An image drawn from views is drawn as those views (`CALayer.sublayerExtent`).
        didSet { layer.invalidateSublayerExtent() }
    }

    /// An image view sized to `image` (its size in points), at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view with no image and frame `frame`, in points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeContentCopy() -> UIView {
        let copy = UIImageView(image: image)
        copy.contentMode = contentMode
        return copy
    }
}
