import CNcurses
import Foundation
import Synchronization

/// The one way to the terminal while a session is recorded (`--record`): a pseudo-terminal
/// put in front of it. Everything the program writes for the terminal — ncurses' set-up,
/// updates and restore, the frames `NcursesCanvas` writes directly, the mouse modes — goes to
/// the pseudo-terminal's slave side (ncurses' output stream is on it); a thread of its own reads
/// each burst from the master side, passes it on to the real terminal unchanged, and records it
/// as an `"o"` event (`AsciicastWriter`) at the time it was read, in seconds of the monotonic
/// clock since the recording began. So the recording holds exactly the bytes the terminal
/// received, with no call site of its own to forget. A burst is what is readable at once, read
/// until nothing more is (at most 1 MiB).
///
/// The slave starts with the real terminal's modes and size, so ncurses finds what it would on
/// the terminal and sets its modes there; `mirrorModes()` then gives the real terminal the
/// modes ncurses chose (keys are read from the real terminal, as without a recording). A resize
/// is passed on to the slave and recorded as an `"r"` event (`resized(columns:rows:)`).
/// `finish()` detaches the slave from ncurses' stream, so the thread reads what is left up to
/// the end and stops, and closes the recording. A crash ends the thread with the process: the
/// file then holds every burst read before it (each is written as it is read), and the crash
/// handler restores the real terminal directly. Sources: POSIX `posix_openpt`, `grantpt`,
/// `unlockpt`, `ptsname`; Linux `pty(7)`; ours.
final class TerminalRecorder: Sendable {
    /// The recording.
    let writer: AsciicastWriter
    /// The real terminal's descriptor (a duplicate of the original standard output).
    let terminal: Int32
    private let master: Int32
    private let slave: Int32
    private let start: TimeInterval
    private struct State {
        /// The descriptor of ncurses' stream on the slave.
        var stream: Int32?
        /// Whether `finish()` was called.
        var finished = false
        /// The size last recorded, columns × rows.
        var size: (columns: Int, rows: Int)
    }

    private let state: Mutex<State>
    private let ended = DispatchSemaphore(value: 0)

    /// A pseudo-terminal in front of `terminal` (the real terminal's descriptor) recording to
    /// `writer`, with the modes of `modes` (the terminal's modes, from standard input) and the
    /// terminal's size; nil when no pseudo-terminal can be made (then nothing is left open).
    init?(terminal: Int32, modes: termios?, writer: AsciicastWriter) {
        let master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { return nil }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            close(master)
            return nil
        }
        let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            close(master)
            return nil
        }
        if var modes { _ = tcsetattr(slave, TCSANOW, &modes) }
        var size = winsize()
        if ioctl(terminal, UInt(TIOCGWINSZ), &size) == 0 { _ = ioctl(slave, UInt(TIOCSWINSZ), &size) }
        state = Mutex(State(size: (Int(size.ws_col), Int(size.ws_row))))
        self.writer = writer
        self.terminal = terminal
        self.master = master
        self.slave = slave
        start = MonotonicClock.now()
        let thread = Thread { [self] in pump() }
        thread.name = "pushpop recorder"
        thread.start()
    }

    /// A stream on the slave for ncurses to write to (and set its modes on), or nil.
    func makeStream() -> UnsafeMutablePointer<FILE>? {
        let descriptor = dup(slave)
        guard descriptor >= 0, let stream = fdopen(descriptor, "w") else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        state.withLock { $0.stream = descriptor }
        return stream
    }

    /// Gives the real terminal the modes ncurses set on the slave (cbreak, no echo, no output
    /// processing where it changes nothing: `NcursesScreen`), as if ncurses had set them there.
    func mirrorModes(onto descriptor: Int32) {
        var modes = termios()
        guard tcgetattr(slave, &modes) == 0 else { return }
        _ = tcsetattr(descriptor, TCSADRAIN, &modes)
    }

    /// Records a resize of the terminal to `columns` × `rows` and gives the slave that size;
    /// nothing when that is the size last recorded (a resize is reported by the signal and by
    /// ncurses).
    func resized(columns: Int, rows: Int) {
        let changed = state.withLock { state in
            defer { state.size = (columns, rows) }
            return state.size != (columns, rows)
        }
        guard changed else { return }
        var size = winsize(
            ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        writer.resize(columns: columns, rows: rows, at: MonotonicClock.now() - start)
    }

    /// Ends the recording (idempotent): ncurses' stream no longer reaches the slave (its
    /// descriptor now writes to /dev/null), the slave is closed, the thread passes on and records
    /// what is left and stops (waited for at most 2 s), and the file is closed.
    func finish() {
        let stream = state.withLock { state -> Int32?? in
            guard !state.finished else { return nil }
            state.finished = true
            return .some(state.stream)
        }
        guard let stream else { return }
        if let stream {
            let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
            if null >= 0 {
                dup2(null, stream)
                close(null)
            }
        }
        close(slave)
        _ = ended.wait(timeout: .now() + 2)
        close(master)
        writer.close()
    }

    /// The thread's loop: waits for the master side, reads a burst, passes it on and records
    /// it; ends when the slave side is closed (the read fails) after everything was read.
    private func pump() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var burst: [UInt8] = []
        var open = true
        while open {
            burst.removeAll(keepingCapacity: true)
            var timeout: Int32 = -1  // wait for the first bytes, then take what follows at once
            while burst.count < 1 << 20 {
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, timeout)
                if ready < 0 && errno == EINTR { continue }
                if ready == 0 { break }  // the burst is complete
                let count = ready < 0 ? -1 : buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {  // the slave is closed and everything was read (EIO)
                    open = false
                    break
                }
                burst.append(contentsOf: buffer[..<count])
                timeout = 0
            }
            guard !burst.isEmpty else { continue }
            let time = MonotonicClock.now() - start
            burst.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(terminal, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                        var out = pollfd(fd: terminal, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&out, 1, 100)
                        continue
                    }
                    guard written > 0 else { break }  // the terminal went away; still recorded
                    offset += written
                }
                writer.output(bytes, at: time)
            }
        }
        ended.signal()
    }
}
