import Foundation
import Synchronization

/// What the watching thread tells the main thread: a rebuild started, finished or failed. The
/// news waits in a list under a lock; each post also writes a byte to a pipe, whose read end
/// the run loop waits on with the terminal's input. Ours.
final class WatchMailbox: Sendable {
    /// One piece of news.
    enum News: Sendable {
        case building
        case built(UserBuild)
        case failed(RunError)
    }

    private let news = Mutex<[News]>([])
    /// The pipe's read end, for the run loop to wait on.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// A mailbox with a new pipe (non-blocking, closed on exec).
    /// - Throws: `RunError.toolchain` when no pipe can be made.
    init() throws(RunError) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            throw .toolchain("cannot watch the files: no pipe (\(String(cString: strerror(errno))))")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    /// Posts `item` (from any thread) and wakes the run loop.
    func post(_ item: News) {
        news.withLock { $0.append(item) }
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Everything posted since the last call, oldest first; empties the pipe. The run loop
    /// calls it after every wait, each frame while something moves: with nothing posted it
    /// only takes the lock (no read, no allocation).
    func take() -> [News] {
        let items = news.withLock { items in
            defer { items.removeAll() }
            return items
        }
        guard !items.isEmpty else { return [] }
        var bytes: (UInt64, UInt64) = (0, 0)
        while withUnsafeMutableBytes(of: &bytes, { read(readDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        // News posted between the lock and the drain lost its wake-up byte: write it back.
        if news.withLock({ !$0.isEmpty }) {
            var byte: UInt8 = 1
            _ = write(writeDescriptor, &byte, 1)
        }
        return items
    }
}
