import Foundation

/// Decodes the image formats `UIImage` reads, told apart by their first bytes: PNG and JPEG
/// (what iOS apps ship; through Debian's libpng and libjpeg-turbo) and Netpbm (PPM, PGM, PAM).
/// Images larger than `maximumSide` pixels on a side are refused before any pixel memory is
/// allocated, so a small hostile file cannot claim gigabytes. Ours.
public enum ImageDecoder {
    /// The largest width or height accepted, in pixels: 16384 (an RGBA bitmap of at most
    /// 16384 × 16384 × 4 bytes = 1 GiB).
    public static let maximumSide = 16384

    /// The largest image file read, in bytes: 256 MiB. Ours: far more than an image shown in a
    /// terminal needs (a PNG or JPEG of `maximumSide` pixels a side is usually smaller), and a
    /// file past it is refused after reading one byte more, not read whole into memory.
    public static let maximumFileByteCount = 256 << 20

    /// The names `UIImage(named:)` tries for a name, in order: the name as given, then with
    /// each extension of the formats decoded here.
    public static let fileExtensions = ["", ".png", ".jpg", ".jpeg", ".ppm", ".pam", ".pgm"]

    /// The file that holds the image named `name` in `directory` (a path, absolute or relative to
    /// the current directory): the first of `name` and `name` with each of `fileExtensions`
    /// that exists and is not a directory, as `directory/NAME…`; nil if there is none. A name
    /// whose status cannot be read for a reason other than its absence (`ENOENT`, `ENOTDIR`),
    /// such as a symbolic link loop (`ELOOP`) or a folder it may not search, counts as existing,
    /// so that reading it reports that reason rather than "no image". What `UIImage(named:)`
    /// reads in an asset directory, and the playground's Assets loader too.
    public static func path(forImageNamed name: String, inDirectory directory: String) -> String? {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        for suffix in fileExtensions {
            let path = folder + name + suffix
            var status = stat()
            if stat(path, &status) == 0 {
                if status.st_mode & S_IFMT != S_IFDIR { return path }
            } else if (errno != ENOENT && errno != ENOTDIR) || lstat(path, &status) == 0 {
                // There, but unreadable, or a symbolic link to nothing: reading it says why.
                return path
            }
        }
        return nil
    }

    /// Decodes `data` (PNG, JPEG or Netpbm) into an RGBA8 bitmap.
    /// - Throws: `ImageDecodingError` naming the first problem and its byte offset: an unknown
    ///   format, a size over `maximumSide`, a truncated or corrupt file (the decoder's message).
    public static func decode(_ data: Data) throws(ImageDecodingError) -> CGImage {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0x89, 0x50, 0x4E]) { return try PNGDecoder.decode(data) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEGDecoder.decode(data) }
        if bytes.first == UInt8(ascii: "P") { return try NetpbmDecoder.decode(data) }
        throw ImageDecodingError(
            reason: "not an image TransitionKit decodes (PNG, JPEG, or Netpbm: PPM, PGM, PAM)", offset: 0)
    }

    /// The contents of the image file at `path`, read as every asset file is (`RegularFile`): a
    /// FIFO, socket, device or directory is refused by its status without being opened (a FIFO
    /// would block), a symbolic link loop or a missing permission gives the system's reason, and
    /// a file larger than `maximumFileByteCount` is refused. What `UIImage(named:)`,
    /// `UIImage(contentsOfFile:)` and the playground's Assets loader read.
    /// - Throws: `RegularFile.ReadError` with `RegularFile.read`'s reasons, or
    ///   `"larger than 256 MiB, the limit for an image file"`.
    public static func contents(ofFile path: String) throws(RegularFile.ReadError) -> Data {
        let data = try RegularFile.read(atPath: path, maximumCount: maximumFileByteCount + 1)
        guard data.count <= maximumFileByteCount else {
            throw RegularFile.ReadError(
                reason: "larger than \(maximumFileByteCount >> 20) MiB, the limit for an image file")
        }
        return data
    }

    /// Reads (`contents(ofFile:)`) and decodes the file at `path`.
    /// - Throws: `ImageDecodingError` whose `file` is `path`: `"cannot read the file: REASON"`
    ///   with `contents(ofFile:)`'s reason when it cannot be read (its description names no byte
    ///   offset), or `decode(_:)`'s reasons.
    public static func decode(contentsOfFile path: String) throws(ImageDecodingError) -> CGImage {
        let data: Data
        do {
            data = try contents(ofFile: path)
        } catch {
            throw ImageDecodingError(unreadableFile: path, reason: error.reason)
        }
        do {
            return try decode(data)
        } catch {
            var named = error
            named.file = path
            throw named
        }
    }

    /// Refuses a size outside 1…`maximumSide` on either side, found at byte `offset`.
    static func checkSize(width: Int, height: Int, offset: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw ImageDecodingError(
                reason: "image size \(width)×\(height) outside 1…\(maximumSide)", offset: offset)
        }
    }
}
