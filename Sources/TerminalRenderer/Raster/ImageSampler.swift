import Foundation
import TransitionKit

/// Samples an image as an image view shows it: the image is placed in the view's bounds by
/// `contentMode` (`UIView.ContentMode.contentRect(forContentOfSize:in:)`: stretched, aspect-fit,
/// aspect-fill, or at natural size pinned to a side or corner) and read by nearest pixel. Points
/// outside the placed image are transparent. A layer's `contents` image is sampled the same way,
/// placed by its `contentsGravity` and showing its `contentsRect` (beyond the image, its edge
/// pixels). Source: UIKit's `UIView.ContentMode` and Core Animation's `contentsGravity`
/// documentation; sampling is ours.
struct ImageSampler: Equatable {
    private let image: CGImage
    /// Where the image lies in the view's bounds coordinates, points.
    let imageRect: CGRect
    /// The part of the image shown in `imageRect`, in the image's unit coordinates.
    private let source: CGRect
    /// The bitmap's size in pixels (read once: the image is immutable).
    private let width: Int
    private let height: Int

    init?(image: UIImage?, contentMode: UIView.ContentMode, bounds: CGRect) {
        guard let image, let bitmap = image.cgImage, bitmap.width > 0, bitmap.height > 0 else { return nil }
        self.image = bitmap
        let size =
            image.size.width > 0 && image.size.height > 0
            ? image.size : CGSize(width: bitmap.width, height: bitmap.height)
        imageRect = contentMode.contentRect(forContentOfSize: size, in: bounds)
        source = CGRect(x: 0, y: 0, width: 1, height: 1)
        width = bitmap.width
        height = bitmap.height
        guard imageRect.width > 0, imageRect.height > 0 else { return nil }
    }

    /// The `contents` image of `layer` (a presentation layer) placed in `bounds`; nil when it
    /// has none (see `CALayer.contentsPlacement(in:)`). Inlined: an initialiser takes the layer
    /// owned, a retain and release for every layer read otherwise.
    @MainActor @inline(__always)
    init?(contentsOf layer: CALayer, bounds: CGRect) {
        guard let placement = layer.contentsPlacement(in: bounds) else { return nil }
        image = placement.image
        imageRect = placement.rect
        source = placement.source
        width = placement.image.width
        height = placement.image.height
    }

    /// The same bitmap object (not compared pixel by pixel: images are immutable) placed alike.
    static func == (lhs: ImageSampler, rhs: ImageSampler) -> Bool {
        lhs.image === rhs.image && lhs.imageRect == rhs.imageRect && lhs.source == rhs.source
    }

    /// A pixel read from the image: colour and opacity (0…1).
    typealias Sample = (color: RGB, alpha: Double)

    /// A pixel as the bitmap holds it, packed so that pixels compare in one step: its RGBA
    /// bytes in bits 0…31 (red lowest) with bit 32 set, or 0 (`outside`) outside the image.
    /// Equal pixels give equal samples. Ours.
    struct Pixel: Equatable {
        var bits: UInt64

        /// No pixel: the point is outside the image.
        static let outside = Pixel(bits: 0)

        /// The pixel's colour and opacity (0…1), or nil outside the image.
        @inline(__always)
        var sample: Sample? {
            guard bits != 0 else { return nil }
            let alpha = UInt8(truncatingIfNeeded: bits >> 24)
            let color = RGB(
                red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
                blue: UInt8(truncatingIfNeeded: bits >> 16))
            // Opaque pixels (most) skip the division: 255 / 255 is exactly 1.
            return (color, alpha == 255 ? 1 : Double(alpha) / 255)
        }
    }

    /// The pixel shown at bounds point `point`, `.outside` outside the image.
    @inline(__always)
    func pixel(at point: CGPoint, pixels: UnsafeBufferPointer<UInt8>) -> Pixel {
        guard let x = pixelColumn(atX: point.x), let y = pixelRow(atY: point.y) else { return .outside }
        return pixel(column: x, row: y, pixels: pixels)
    }

    /// The image's pixel column shown at bounds x coordinate `x`, or nil left or right of the
    /// image. With `pixelRow(atY:)` this is `sample(at:pixels:)` taken apart, for views that
    /// are not turned, whose cells' columns and rows map to pixel columns and rows apart.
    @inline(__always)
    func pixelColumn(atX x: CGFloat) -> Int? {
        let u = (x - imageRect.minX) / imageRect.width
        guard u >= 0, u < 1 else { return nil }
        let s = source.minX + u * source.width
        return min(max(Int(s * CGFloat(width)), 0), width - 1)
    }

    /// The image's pixel row shown at bounds y coordinate `y`, or nil above or below the image.
    @inline(__always)
    func pixelRow(atY y: CGFloat) -> Int? {
        let v = (y - imageRect.minY) / imageRect.height
        guard v >= 0, v < 1 else { return nil }
        let t = source.minY + v * source.height
        return min(max(Int(t * CGFloat(height)), 0), height - 1)
    }

    /// The pixel at `column`, `row` (from `pixelColumn(atX:)` and `pixelRow(atY:)`), read as
    /// one 32-bit word. Both lie inside the bitmap, so the offset cannot overflow: it is
    /// worked out without overflow checks (this runs per cell).
    @inline(__always)
    func pixel(column: Int, row: Int, pixels: UnsafeBufferPointer<UInt8>) -> Pixel {
        let i = (row &* width &+ column) &* 4
        guard i + 3 < pixels.count else { return .outside }
        let rgba = UInt32(
            littleEndian: UnsafeRawBufferPointer(pixels).loadUnaligned(fromByteOffset: i, as: UInt32.self))
        return Pixel(bits: 1 << 32 | UInt64(rgba))
    }

    /// Runs `body` with the image's RGBA bytes.
    func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        image.pixelData.withUnsafeBufferPointer(body)
    }
}
