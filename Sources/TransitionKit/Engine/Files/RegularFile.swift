import Foundation

/// Reads a file that must be a regular file, with the system's reason when it cannot: its
/// status is read (`stat`, following symbolic links) before it is opened, so a FIFO, socket or
/// device is refused by name and never opened (opening a FIFO to read blocks until a writer
/// comes). Used for every file read from an asset directory. Ours.
public enum RegularFile {
    /// Why a file could not be read: a one-line, lower-case reason such as `"not a regular
    /// file (a FIFO)"` or the system's `"too many levels of symbolic links"`.
    public struct ReadError: Error, Equatable, Sendable {
        /// What was wrong.
        public let reason: String
    }

    /// The contents of the regular file at `path`, at most `maximumCount` bytes (pass one more
    /// than a limit to find that it is exceeded).
    /// - Throws: `ReadError` whose reason is `"not a regular file (a KIND)"` for a directory,
    ///   FIFO, socket or device, `"a symbolic link to "TARGET", which does not exist"` for a link
    ///   to nothing, or the operating system's reason (`strerror`) when the status
    ///   cannot be read, the file cannot be opened or reading fails.
    public static func read(atPath path: String, maximumCount: Int = .max) throws(ReadError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT, let target = danglingLinkTarget(path) {
                throw ReadError(reason: "a symbolic link to \"\(target)\", which does not exist")
            }
            throw systemError(code)
        }
        if let kind = kind(of: status.st_mode) {
            throw ReadError(reason: "not a regular file (\(kind))")
        }
        // O_NONBLOCK: should the file be replaced by a FIFO after `stat`, opening it still
        // returns at once (it has no effect on a regular file).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw systemError(errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            return try handle.read(upToCount: maximumCount) ?? Data()
        } catch {
            throw ReadError(reason: "reading failed: \(error.localizedDescription)")
        }
    }

    /// What the file is, when it is not a regular file (`st_mode`'s type bits, see stat(2)).
    private static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "an unknown kind of file"
        }
    }

    /// Where the symbolic link at `path` points, when `path` is one (its target, or a link on
    /// the way to it, missing); nil when `path` is not a link.
    private static func danglingLinkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        let bytes = buffer.prefix(count).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func systemError(_ code: Int32) -> ReadError {
        ReadError(reason: strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)")
    }
}
