internal import CLibPNG
import Foundation

/// Encodes RGBA8 bitmaps as PNG through libpng's simplified API. Ours.
enum PNGEncoder {
    /// The PNG file of `image`; nil for an empty image or if libpng fails.
    static func encode(_ image: CGImage) -> Data? {
        guard image.width > 0, image.height > 0 else { return nil }
        let width = UInt32(image.width)
        let height = UInt32(image.height)
        return image.pixelData.withUnsafeBytes { pixels -> Data? in
            var size = 0
            guard pushpop_png_write(pixels.baseAddress, width, height, nil, &size) != 0, size > 0 else { return nil }
            var out = [UInt8](repeating: 0, count: size)
            let written = out.withUnsafeMutableBytes {
                pushpop_png_write(pixels.baseAddress, width, height, $0.baseAddress, &size)
            }
            guard written != 0 else { return nil }
            return Data(out.prefix(size))
        }
    }
}
