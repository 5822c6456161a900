import CNcurses
import CTerminalRestore
import Foundation
import Synchronization

/// The process-wide record of the terminal that ncurses has taken over, so that it can be given
/// back from anywhere: `TerminalScreen.restore()`, the `atexit` hook, and the emergency path of
/// the signal queue (never from a raw C signal handler).
///
/// Restoring ends curses mode (`endwin`: cursor visible, alternate screen left, modes reset) and
/// puts back the exact `termios` saved before ncurses started, so `stty -a` reads as before.
/// Idempotent. Source: ncurses `curs_initscr(3X)` (endwin), POSIX `tcsetattr`; ours.
final class TerminalSession: Sendable {
    /// The one session of this process.
    static let shared = TerminalSession()

    private struct State {
        var isActive = false
        /// Whether the terminal was asked for mouse reports (`enablePointerReports`).
        var reportsPointer = false
        var savedModes: termios?
        var exitHookInstalled = false
        var capture: Capture?
        /// The last answer of `recentOutput`, kept until the capture file grows.
        var recentOutput: (size: off_t, lines: Int, text: [String])?
    }

    /// Where output goes while the terminal is taken over.
    private struct Capture {
        /// A duplicate of the original standard output: the terminal, for ncurses.
        let terminal: Int32
        /// A duplicate of the original standard error.
        let standardError: Int32
        /// The unlinked file that standard output and error write to meanwhile.
        let file: Int32
        /// The pseudo-terminal in front of the terminal while the session is recorded.
        let recorder: TerminalRecorder?
    }

    private let state = Mutex(State())

    /// Records the start of a session: `savedModes` are standard input's modes before ncurses.
    /// Installs the `atexit` hook on first use. Returns false if a session is already active.
    func begin(savedModes: termios?) -> Bool {
        let installHook = state.withLock { state -> Bool? in
            guard !state.isActive else { return nil }
            state.isActive = true
            state.savedModes = savedModes
            defer { state.exitHookInstalled = true }
            return !state.exitHookInstalled
        }
        guard let installHook else { return false }
        if installHook {
            atexit { TerminalSession.shared.restore() }
        }
        return true
    }

    /// Sends standard output and standard error (`print`, `NSLog`, `FileHandle.standardError`)
    /// to an unlinked temporary file while the terminal is taken over, so nothing the program
    /// writes lands on the screen ncurses draws; returns a stream on the terminal itself for
    /// ncurses, or nil if the file or stream cannot be made (then nothing changed).
    /// `recentOutput(lines:)` reads the file for the HUD; `restore()` writes it all out on the
    /// terminal afterwards, and a crash writes it to standard error. With `recording`, the
    /// stream is on a `TerminalRecorder`'s pseudo-terminal in front of the terminal, which
    /// passes everything on and records it; without a pseudo-terminal the session is not
    /// recorded. Ours.
    func captureOutput(recordingTo recording: AsciicastWriter? = nil) -> UnsafeMutablePointer<FILE>? {
        fflush(pushpop_stdout())
        fflush(pushpop_stderr())
        var template = Array("/tmp/pushpop-output-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard file >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in
            if let path = buffer.baseAddress { unlink(path) }
        }
        let terminal = dup(STDOUT_FILENO)
        let standardError = dup(STDERR_FILENO)
        let recorder = recording.flatMap { writer in
            terminal >= 0
                ? TerminalRecorder(terminal: terminal, modes: state.withLock { $0.savedModes }, writer: writer) : nil
        }
        guard terminal >= 0, standardError >= 0,
            let stream = recorder.map({ $0.makeStream() }) ?? fdopen(terminal, "w")
        else {
            recorder?.finish()
            for descriptor in [file, terminal, standardError] where descriptor >= 0 { close(descriptor) }
            return nil
        }
        dup2(file, STDOUT_FILENO)
        dup2(file, STDERR_FILENO)
        setvbuf(pushpop_stdout(), nil, _IOLBF, 0)
        state.withLock {
            $0.capture = Capture(terminal: terminal, standardError: standardError, file: file, recorder: recorder)
        }
        terminalStream = stream
        return stream
    }

    /// The terminal's stream while output is captured.
    nonisolated(unsafe) private var terminalStream: UnsafeMutablePointer<FILE>?

    /// The descriptor of the terminal: the original standard output, also while it is captured.
    var terminalDescriptor: Int32 {
        state.withLock { $0.capture?.terminal } ?? STDOUT_FILENO
    }

    /// The last `lines` complete or partial lines written while output is captured (at most
    /// the last 8 KiB are read), oldest first; empty when nothing was written. Asked every
    /// frame: the file is read again only when it has grown.
    func recentOutput(lines: Int) -> [String] {
        guard lines > 0, let file = state.withLock({ $0.capture?.file }) else { return [] }
        fflush(pushpop_stdout())
        var info = stat()
        guard fstat(file, &info) == 0, info.st_size > 0 else { return [] }
        if let cached = state.withLock({ $0.recentOutput }), cached.size == info.st_size, cached.lines == lines {
            return cached.text
        }
        let length = Int(min(info.st_size, 8192))
        var bytes = [UInt8](repeating: 0, count: length)
        let read = bytes.withUnsafeMutableBytes {
            pread(file, $0.baseAddress, length, off_t(info.st_size) - off_t(length))
        }
        guard read > 0 else { return [] }
        let text = String(decoding: bytes[..<read], as: UTF8.self)
        let all = text.split(separator: "\n", omittingEmptySubsequences: true)
        let recent = all.suffix(lines).map { String($0) }
        state.withLock { $0.recentOutput = (info.st_size, lines, recent) }
        return recent
    }

    /// Puts standard output and error back and writes out what was captured, on the terminal,
    /// sanitised (`TerminalText`: line breaks and tabs kept, escape sequences and other control
    /// characters dropped), so that what the animators printed cannot undo the restored
    /// terminal — set its title, clear it, change its modes. Ours.
    private func endCapture() {
        guard
            let capture = state.withLock({ state -> Capture? in
                defer { state.capture = nil }
                return state.capture
            })
        else { return }
        fflush(pushpop_stdout())
        fflush(pushpop_stderr())
        if let stream = terminalStream { fflush(stream) }
        dup2(capture.terminal, STDOUT_FILENO)
        dup2(capture.standardError, STDERR_FILENO)
        var offset: off_t = 0
        var captured: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(capture.file, $0.baseAddress, $0.count, offset) }
            guard count > 0 else { break }
            captured += buffer[0..<count]
            offset += off_t(count)
        }
        let text = Array(TerminalText.sanitized(String(decoding: captured, as: UTF8.self)).utf8)
        var written = 0
        while written < text.count {
            let count = text[written...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            written += count
        }
        close(capture.file)
        close(capture.standardError)
        // The stream is on the terminal's descriptor itself, unless it is on the recorder's.
        if let stream = terminalStream { fclose(stream) }
        if terminalStream == nil || capture.recorder != nil { close(capture.terminal) }
        terminalStream = nil
    }

    /// After ncurses has set the terminal up: while recording, gives the real terminal the modes
    /// ncurses set on the pseudo-terminal (`TerminalRecorder.mirrorModes(onto:)`).
    func mirrorRecordedModes() {
        state.withLock { $0.capture?.recorder }?.mirrorModes(onto: STDIN_FILENO)
    }

    /// While recording, records that the terminal is now `columns` × `rows`
    /// (`TerminalRecorder.resized(columns:rows:)`).
    func recordResize(columns: Int, rows: Int) {
        state.withLock { $0.capture?.recorder }?.resized(columns: columns, rows: rows)
    }

    /// Ends the recording, if any, once everything for the terminal has been written: what is
    /// left is passed on to the terminal and recorded, and the file is closed.
    private func finishRecording() {
        if let stream = terminalStream { fflush(stream) }
        state.withLock { $0.capture?.recorder }?.finish()
    }

    /// Ends a session whose ncurses screen was never created: only the saved modes go back.
    func abandon() {
        let modes = state.withLock { state -> termios?? in
            guard state.isActive else { return nil }
            state.isActive = false
            return .some(state.savedModes)
        }
        if modes != nil { finishRecording() }
        if let modes, var saved = modes {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &saved)
        }
        if modes != nil { endCapture() }
    }

    /// After `newterm`: prepares the emergency restore for crashes (traps, bad accesses,
    /// aborts), which end the process without `atexit` or signal sources. The handler is C
    /// (`pushpop_arm_crash_restore` in the `CTerminalRestore` target) and async-signal-safe: it
    /// writes reset sequences prepared now from terminfo and puts back the saved modes, then
    /// re-raises. Does nothing unless a session is active.
    func armCrashRestore() {
        guard let (saved, capture) = state.withLock({ $0.isActive ? ($0.savedModes, $0.capture) : nil }),
            let saved
        else { return }
        var modes = saved
        pushpop_arm_crash_restore(
            &modes, capture?.terminal ?? STDOUT_FILENO, capture?.file ?? -1, capture?.standardError ?? STDERR_FILENO)
    }

    /// Mouse reports on: SGR coordinates (1006) with button-motion tracking (1002) — press,
    /// motion while a button is held, release — written to the terminal directly, whatever
    /// terminfo says (`InputDecoder` reads them). `restore()` turns them off again, as does the
    /// crash handler. Source: xterm's "Control Sequences", Mouse Tracking.
    static let pointerReportsOn = "\u{1B}[?1002h\u{1B}[?1006h"
    /// Mouse reports off, in the reverse order.
    static let pointerReportsOff = "\u{1B}[?1006l\u{1B}[?1002l"

    /// Asks the terminal for mouse reports (`pointerReportsOn`); a stop (Ctrl-Z) turns them off
    /// until `fg` (`pushpop_arm_suspend_modes` in `CTerminalRestore` wraps ncurses' SIGTSTP
    /// handler).
    func enablePointerReports() {
        guard
            state.withLock({ state -> Bool in
                guard state.isActive else { return false }
                state.reportsPointer = true
                return true
            })
        else { return }
        writeToTerminal(Self.pointerReportsOn)
        pushpop_arm_suspend_modes(terminalDescriptor)
    }

    /// Writes `text` to the terminal itself, after what ncurses' stream holds, the way ncurses'
    /// stream goes (through the recorder while recording).
    private func writeToTerminal(_ text: String) {
        if let stream = terminalStream { fflush(stream) } else { fflush(pushpop_stdout()) }
        let descriptor = terminalStream.map { fileno($0) } ?? terminalDescriptor
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Gives the terminal back if a session is active: mouse reports off, cursor on, `endwin`,
    /// saved modes back.
    func restore() {
        let taken = state.withLock { state -> (modes: termios?, reportsPointer: Bool)? in
            guard state.isActive else { return nil }
            state.isActive = false
            defer { state.reportsPointer = false }
            return (state.savedModes, state.reportsPointer)
        }
        guard let (savedModes, reportsPointer) = taken else { return }
        pushpop_disarm_crash_restore()
        if reportsPointer {
            pushpop_disarm_suspend_modes()
            writeToTerminal(Self.pointerReportsOff)
        }
        if !isendwin() {
            // Frames written directly may leave colours set that ncurses does not know about:
            // reset them on the terminal itself (not standard output, which is captured).
            if let reset = pushpop_string_capability("sgr0") { writeToTerminal(String(cString: reset)) }
            // Blank the alternate screen before leaving it: a terminal grown while pushpop ran
            // (tmux 3.3 does this) keeps the grown rows of the alternate screen on the restored
            // one, which would show eight rows of the last frame above the shell's prompt.
            if let clear = pushpop_string_capability("clear") { writeToTerminal(String(cString: clear)) }
            curs_set(1)
            endwin()
        }
        finishRecording()
        if var saved = savedModes {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &saved)
        }
        if let stream = terminalStream { fflush(stream) }
        endCapture()
    }
}
