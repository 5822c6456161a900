internal import CLibPNG
import Foundation

/// Decodes PNG images (every colour type and bit depth, interlaced or not, with their
/// transparency) through libpng's simplified API into 8-bit RGBA in sRGB, alpha not
/// premultiplied. Ours; format source: the PNG specification, as libpng implements it.
public enum PNGDecoder {
    /// Decodes `data` into an RGBA8 bitmap.
    /// - Throws: `ImageDecodingError` with libpng's message and how far it had read: not a
    ///   PNG, a bad chunk or checksum, data that ends early; or a size over
    ///   `ImageDecoder.maximumSide`, refused before the pixels are allocated.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> CGImage {
        guard !data.isEmpty else { throw ImageDecodingError(reason: "PNG: no data", offset: 0) }
        let bytes = [UInt8](data)
        var reader = pushpop_png_reader()
        defer { pushpop_png_end(&reader) }
        let decoded: Result<CGImage, ImageDecodingError> = bytes.withUnsafeBytes { buffer in
            guard pushpop_png_begin(&reader, buffer.baseAddress, buffer.count) != 0 else {
                return .failure(failure(&reader))
            }
            let width = Int(reader.image.width)
            let height = Int(reader.image.height)
            do throws(ImageDecodingError) {
                try ImageDecoder.checkSize(width: width, height: height, offset: Int(pushpop_png_offset(&reader)))
            } catch {
                return .failure(error)
            }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { pushpop_png_finish(&reader, $0.baseAddress) }
            guard finished != 0 else { return .failure(failure(&reader)) }
            guard let image = CGImage(width: width, height: height, pixelData: pixels) else {
                return .failure(ImageDecodingError(reason: "PNG: inconsistent image size", offset: 0))
            }
            return .success(image)
        }
        return try decoded.get()
    }

    private static func failure(_ reader: inout pushpop_png_reader) -> ImageDecodingError {
        let message = String(cString: pushpop_png_message(&reader))
        return ImageDecodingError(
            reason: "PNG: \(message.isEmpty ? "cannot be decoded" : message)", offset: Int(pushpop_png_offset(&reader)))
    }
}
