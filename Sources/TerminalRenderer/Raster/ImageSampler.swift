import Foundation
import TransitionKit

/// Samples an image as an image view shows it: the image is placed in the view's bounds by
/// `contentMode` (UIKit's meanings: stretched, aspect-fit, aspect-fill, or at natural size
/// pinned to a side or corner) and read by nearest pixel. Points outside the placed image are
/// transparent. Source: UIKit's `UIView.ContentMode` documentation; sampling is ours.
struct ImageSampler: Equatable {
    private let image: CGImage
    /// Where the image lies in the view's bounds coordinates, points.
    let imageRect: CGRect

    init?(image: UIImage?, contentMode: UIView.ContentMode, bounds: CGRect) {
        guard let image, let bitmap = image.cgImage, bitmap.width > 0, bitmap.height > 0 else { return nil }
        self.image = bitmap
        let size =
            image.size.width > 0 && image.size.height > 0
            ? image.size : CGSize(width: bitmap.width, height: bitmap.height)
        imageRect = ImageSampler.place(size, in: bounds, contentMode: contentMode)
        guard imageRect.width > 0, imageRect.height > 0 else { return nil }
    }

    /// The same bitmap object (not compared pixel by pixel: images are immutable) placed alike.
    static func == (lhs: ImageSampler, rhs: ImageSampler) -> Bool {
        lhs.image === rhs.image && lhs.imageRect == rhs.imageRect
    }

    /// The rectangle an image of `size` points occupies in `bounds` under `contentMode`.
    static func place(_ size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        func centred(_ fitted: CGSize) -> CGRect {
            CGRect(
                x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width,
                height: fitted.height)
        }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit:
            let s = min(bounds.width / size.width, bounds.height / size.height)
            return centred(CGSize(width: size.width * s, height: size.height * s))
        case .scaleAspectFill:
            let s = max(bounds.width / size.width, bounds.height / size.height)
            return centred(CGSize(width: size.width * s, height: size.height * s))
        case .center:
            return centred(size)
        case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            var x = bounds.midX - size.width / 2
            var y = bounds.midY - size.height / 2
            switch contentMode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: break
            }
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: break
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// The pixel shown at bounds point `point`: colour and opacity (0…1), or nil outside the image.
    @inline(__always)
    func sample(at point: CGPoint, pixels: UnsafeBufferPointer<UInt8>) -> (color: RGB, alpha: Double)? {
        let u = (point.x - imageRect.minX) / imageRect.width
        let v = (point.y - imageRect.minY) / imageRect.height
        guard u >= 0, u < 1, v >= 0, v < 1 else { return nil }
        let x = min(Int(u * CGFloat(image.width)), image.width - 1)
        let y = min(Int(v * CGFloat(image.height)), image.height - 1)
        let i = (y * image.width + x) * 4
        guard i + 3 < pixels.count else { return nil }
        return (RGB(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2]), Double(pixels[i + 3]) / 255)
    }

    /// Runs `body` with the image's RGBA bytes.
    func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        image.pixelData.withUnsafeBufferPointer(body)
    }
}
