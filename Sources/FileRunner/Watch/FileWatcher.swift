import Foundation

/// Watches the user's files for saves with Linux's inotify, on a thread of its own, and
/// rebuilds them after each: a write closed (`IN_CLOSE_WRITE`), a file moved or created in its
/// place (`IN_MOVED_TO`, `IN_CREATE`: editors that save to a new file and rename it), or the
/// file deleted or moved away (`IN_DELETE`, `IN_MOVED_FROM`: the rebuild says it is missing). It
/// watches the files' directories, not the files, so a file replaced keeps being watched. A
/// burst of events (an editor's save is several) gives one rebuild, 150 ms after the last.
/// Ours.
enum FileWatcher {
    /// Seconds of quiet after an event before rebuilding.
    static let settleTime: TimeInterval = 0.15

    /// Starts watching `builder`'s files; news of each rebuild goes to `mailbox`.
    /// - Throws: `RunError.toolchain` when inotify cannot watch a file's directory.
    static func start(_ builder: UserBuilder, mailbox: WatchMailbox) throws(RunError) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw .toolchain("cannot watch the files (inotify: \(String(cString: strerror(errno))))")
        }
        var names: [Int32: Set<String>] = [:]
        for path in builder.paths {
            let url = URL(fileURLWithPath: path)
            let directory = url.deletingLastPathComponent().path
            let mask =
                UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
                | UInt32(IN_MOVED_FROM)
            let watch = inotify_add_watch(descriptor, directory, mask)
            guard watch >= 0 else {
                close(descriptor)
                throw .toolchain("cannot watch \(directory) (inotify: \(String(cString: strerror(errno))))")
            }
            names[watch, default: []].insert(url.lastPathComponent)
        }
        let watched = names
        Thread.detachNewThread {
            while true {
                guard waitForChange(descriptor, names: watched) else { return }
                mailbox.post(.building)
                do throws(RunError) {
                    mailbox.post(.built(try builder.build()))
                } catch {
                    mailbox.post(.failed(error))
                }
            }
        }
    }

    /// Blocks until an event names a watched file, then until `settleTime` passes with no more
    /// events. Returns false when inotify fails (the watch ends).
    private static func waitForChange(_ descriptor: Int32, names: [Int32: Set<String>]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 8192)
        var changed = false
        while true {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let timeout = changed ? Int32(settleTime * 1000) : -1
            let ready = poll(&request, 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return false
            }
            if ready == 0 { return true }  // quiet again after a change
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            var offset = 0
            // struct inotify_event: wd (int32), mask, cookie, len (uint32), then len bytes of name.
            while offset + 16 <= count {
                let watch = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
                let length = Int(
                    buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if names[watch]?.contains(name) == true { changed = true }
                offset += 16 + length
            }
        }
    }
}
