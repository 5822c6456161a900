internal import CLibJPEG
import Foundation

/// Decodes baseline and progressive JPEG images (greyscale, YCbCr and RGB) through
/// libjpeg-turbo into 8-bit RGBA, alpha 255. A file that ends early is an error (libjpeg alone
/// would pad it with grey and only warn). Ours; format source: ITU-T T.81, as libjpeg-turbo
/// implements it.
public enum JPEGDecoder {
    /// Decodes `data` into an RGBA8 bitmap.
    /// - Throws: `ImageDecodingError` with libjpeg's message and how far it had read: not a
    ///   JPEG, corrupt data, data that ends early, an unsupported colour space (CMYK); or a
    ///   size over `ImageDecoder.maximumSide`, refused before the pixels are allocated.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> CGImage {
        guard !data.isEmpty else { throw ImageDecodingError(reason: "JPEG: no data", offset: 0) }
        let bytes = [UInt8](data)
        var reader = pushpop_jpeg_reader()
        defer { pushpop_jpeg_end(&reader) }
        let decoded: Result<CGImage, ImageDecodingError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, pushpop_jpeg_begin(&reader, base, buffer.count) != 0 else {
                return .failure(failure(&reader))
            }
            let width = Int(pushpop_jpeg_width(&reader))
            let height = Int(pushpop_jpeg_height(&reader))
            do throws(ImageDecodingError) {
                try ImageDecoder.checkSize(width: width, height: height, offset: pushpop_jpeg_offset(&reader))
            } catch {
                return .failure(error)
            }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBufferPointer { out in
                out.baseAddress.map { pushpop_jpeg_finish(&reader, $0) } ?? 0
            }
            guard finished != 0 else { return .failure(failure(&reader)) }
            guard let image = CGImage(width: width, height: height, pixelData: pixels) else {
                return .failure(ImageDecodingError(reason: "JPEG: inconsistent image size", offset: 0))
            }
            return .success(image)
        }
        return try decoded.get()
    }

    private static func failure(_ reader: inout pushpop_jpeg_reader) -> ImageDecodingError {
        let message = String(cString: pushpop_jpeg_message(&reader))
        return ImageDecodingError(
            reason: "JPEG: \(message.isEmpty ? "cannot be decoded" : message)", offset: pushpop_jpeg_offset(&reader))
    }
}
