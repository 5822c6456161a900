import Foundation

/// Why an image could not be decoded: a one-line reason, the byte offset where it was found,
/// and the file, when the image came from one. Ours.
public struct ImageDecodingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was wrong, e.g. `"expected width, found \"x\""`.
    public let reason: String
    /// Byte offset into the data where the problem was found (for PNG and JPEG: how far the
    /// decoder had read); 0 when the file could not be read.
    public let offset: Int
    /// The path of the file the data came from, if any.
    public var file: String?
    /// Whether the file could not be read, so that nothing was decoded.
    let isUnreadableFile: Bool

    /// An error for `reason` at byte `offset` of the data from `file` (if any).
    public init(reason: String, offset: Int, file: String? = nil) {
        self.reason = reason
        self.offset = offset
        self.file = file
        isUnreadableFile = false
    }

    /// The file at `file` could not be read, for `reason` (`RegularFile.ReadError`'s).
    init(unreadableFile file: String, reason: String) {
        self.reason = "cannot read the file: \(reason)"
        offset = 0
        self.file = file
        isUnreadableFile = true
    }

    /// `"<reason> (at byte <offset>)"`, or only `"<reason>"` for a file that could not be read,
    /// after `"<file>: "` when there is a file.
    public var description: String {
        (file.map { "\($0): " } ?? "") + reason + (isUnreadableFile ? "" : " (at byte \(offset))")
    }
}
