import Foundation

/// A bitmap: width × height pixels of 8-bit red, green, blue and alpha, as Core Graphics'
/// `CGImage` (the subset TransitionKit needs). Pixels are stored row by row from the top,
/// alpha not premultiplied.
public final class CGImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// `4 · width`.
    public var bytesPerRow: Int { 4 * width }
    /// The pixels, `bytesPerRow · height` bytes: R, G, B, A for each pixel. Ours (Core
    /// Graphics hands these out through a data provider).
    public let pixelData: [UInt8]

    /// Creates a bitmap from RGBA8 pixels; nil if `pixelData` is not `4 · width · height`
    /// bytes or a dimension is negative. Ours (Core Graphics builds images from providers).
    public init?(width: Int, height: Int, pixelData: [UInt8]) {
        guard width >= 0, height >= 0, pixelData.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixelData = pixelData
    }

    /// The pixel at column `x`, row `y` (0-based from the top left) as 0…1 components, or
    /// transparent black outside the image. Ours.
    public func pixel(x: Int, y: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (
            CGFloat(pixelData[i]) / 255, CGFloat(pixelData[i + 1]) / 255,
            CGFloat(pixelData[i + 2]) / 255, CGFloat(pixelData[i + 3]) / 255
        )
    }

    /// The part of the image inside `rect`, in pixels from the top left: `rect` is first made
    /// integral (`CGRectIntegral`: grown to whole pixels) and cut to the image; nil when nothing
    /// is left. The new image holds its own copy of those pixels (ours: Core Graphics shares
    /// them). Source: Apple's Core Graphics documentation for `cropping(to:)`.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull, !rect.isInfinite else { return nil }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let x0 = Int(area.minX)
        let y0 = Int(area.minY)
        let w = Int(area.width)
        let h = Int(area.height)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(w * h * 4)
        for y in y0..<(y0 + h) {
            let start = (y * width + x0) * 4
            pixels += pixelData[start..<(start + w * 4)]
        }
        return CGImage(width: w, height: h, pixelData: pixels)
    }

    /// Equal when the sizes and every pixel byte are equal (value equality; ours).
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixelData == rhs.pixelData
    }
}
