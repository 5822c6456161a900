import Foundation

extension CALayer {
    /// Where the layer's `contents` image is drawn, for the renderer: the bitmap, the rectangle
    /// it fills in `bounds` (the bounds coordinates, points) as `contentsGravity` places it, and
    /// the part of the bitmap shown there (`contentsRect`, unit coordinates); nil when the
    /// contents are not a `CGImage` with pixels, or are placed in nothing. The natural size the
    /// gravities that do not resize show is the shown part's pixels ÷ `contentsScale`. Ours,
    /// after Apple's documentation for `contentsGravity`, `contentsScale` and `contentsRect`.
    package func contentsPlacement(in bounds: CGRect) -> (image: CGImage, rect: CGRect, source: CGRect)? {
        // Nil first: casting an empty `Any?` goes through the runtime's dynamic cast all the same.
        guard let value = contents, let image = value as? CGImage, image.width > 0, image.height > 0 else {
            return nil
        }
        let source = contentsRect
        let scale = contentsScale > 0 ? contentsScale : 1
        let natural = CGSize(
            width: CGFloat(image.width) * abs(source.width) / scale,
            height: CGFloat(image.height) * abs(source.height) / scale)
        guard natural.width > 0, natural.height > 0 else { return nil }
        let rect = contentsGravity.contentMode.contentRect(forContentOfSize: natural, in: bounds)
        guard rect.width > 0, rect.height > 0 else { return nil }
        return (image, rect, source)
    }
}
