import CNcurses
import Foundation

/// The real terminal, through ncurses: draws `CellGrid`s and reports keys, the mouse, resizes and
/// signals. At most one is open at a time.
///
/// Opening: refuses unless standard input and output are terminals; `setlocale(LC_ALL, "")`;
/// SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGWINCH are routed through a self-pipe (`SignalRelay`); then
/// an `NcursesScreen` for `$TERM` on standard output and input (`newterm`, never `initscr`,
/// which exits on an unknown `TERM`: cbreak, noecho, nonl, invisible cursor, and colours, with
/// the terminal's default colours as −1, unless `NO_COLOR`), with keypad, non-blocking reads,
/// mouse reports (SGR with button motion, decoded by `InputDecoder`) and ESCDELAY 25 ms unless
/// `ESCDELAY` is set. Frames are encoded by pushpop and written directly when terminfo speaks
/// ECMA-48 (`NcursesCanvas`), else drawn through ncurses. The terminal is always given back — `restore()`, an
/// `atexit` hook, and a 2 s safety net for termination signals the program does not collect —
/// with `endwin` and the exact saved `termios`. Sources: ncurses `curs_initscr(3X)`,
/// `curs_inopts(3X)`, `curs_mouse(3X)`, `resizeterm(3X)`, `curs_color(3X)`; ours.
@MainActor
public final class TerminalScreen {
    /// The terminal's size in cells, as ncurses knows it (updated on resize).
    public private(set) var size: (columns: Int, rows: Int)
    /// The colour depth drawn: `ColorDepth.detect` capped by what terminfo can show
    /// (`.trueColor` needs frames written directly, or a direct-colour entry with `COLORS` ≥ 2²⁴;
    /// otherwise 256 at most).
    public let colorDepth: ColorDepth
    /// The glyphs drawn: those the locale can show (`GlyphSet.detect`), or `.ascii` when asked
    /// for; cells are folded to ASCII as they are sent when `.ascii`.
    public let glyphs: GlyphSet

    private let curses: NcursesScreen
    private let canvas: NcursesCanvas
    private let signals: SignalRelay
    private var isRestored = false
    /// Mouse reports and escape sequences ncurses passed on as characters, across reads.
    private var decoder = InputDecoder()

    /// Takes over the terminal (see the type's description). Throws `TerminalError` when
    /// standard input or output is not a terminal, `TERM` is unset or unknown to terminfo,
    /// or another `TerminalScreen` is open. `glyphs` forces a glyph set (`.ascii` for
    /// `--ascii`); nil takes the locale's. With `recording`, everything written to the terminal
    /// from the set-up to the restore is recorded there as it goes (`TerminalRecorder`), with
    /// the resizes; the recording is closed when the terminal is given back.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment, glyphs forcedGlyphs: GlyphSet? = nil,
        recording: AsciicastWriter? = nil
    ) throws {
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.inputNotATerminal }
        guard let term = environment["TERM"], !term.isEmpty else { throw TerminalError.termNotSet }
        var savedModes = termios()
        let hasModes = tcgetattr(STDIN_FILENO, &savedModes) == 0
        guard TerminalSession.shared.begin(savedModes: hasModes ? savedModes : nil) else {
            throw TerminalError.alreadyActive
        }
        guard let signals = SignalRelay() else {
            TerminalSession.shared.abandon()
            throw TerminalError(
                message: "cannot create a pipe for signal handling: \(String(cString: strerror(errno)))")
        }
        setlocale(LC_ALL, "")
        signals.start()
        let terminal: UnsafeMutablePointer<FILE> =
            TerminalSession.shared.captureOutput(recordingTo: recording) ?? pushpop_stdout()
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let curses: NcursesScreen
        do throws(TerminalError) {
            curses = try NcursesScreen(
                term: term, output: terminal, input: pushpop_stdin(),
                glyphs: forcedGlyphs ?? GlyphSet.detect(environment: environment), writesDirectly: true,
                depth: noColor ? nil : { ColorDepth.detect(environment: environment, terminalColors: $0) })
        } catch {
            signals.stop()
            // With no screen made there is nothing of ncurses' to end: only the modes go back.
            if error == .unknownTerminal(term) {
                TerminalSession.shared.abandon()
            } else {
                TerminalSession.shared.restore()
            }
            throw error
        }
        let canvas = curses.canvas
        self.curses = curses
        self.signals = signals
        self.canvas = canvas
        colorDepth = canvas.depth
        glyphs = canvas.glyphs
        size = canvas.size

        let window = canvas.window
        intrflush(window, false)
        keypad(window, true)
        nodelay(window, true)
        if environment["ESCDELAY"] == nil { set_escdelay(25) }
        // Mouse reports are ours (`InputDecoder`), not ncurses': its mouse stays off, and its key
        // for terminfo's `kmous` sequence is disabled, so reports arrive as characters under
        // every TERM.
        keyok(KEY_MOUSE, false)
        TerminalSession.shared.mirrorRecordedModes()
        TerminalSession.shared.enablePointerReports()
    }

    /// Draws `grid` as one screen update: only cells that changed since the last draw are sent
    /// (everything after a resize); the screen is never cleared between frames; `wnoutrefresh`
    /// then `doupdate`. A grid larger than the terminal is cut; a smaller one leaves the rest blank.
    public func draw(_ grid: CellGrid) {
        guard !isRestored else { return }
        canvas.draw(grid)
    }

    /// Blocks until input, a signal, or `timeout` seconds pass (nil: no limit), sleeping in
    /// `ppoll()` on standard input and the signal pipe, and returns every event available now —
    /// possibly none on timeout. A resize is reported once per call, with the new size, after
    /// ncurses has been resized (`resizeterm`). A hang-up of standard input reports `.terminate(signal: SIGHUP)`.
    /// With `wakeDescriptor`, it also returns (with no events) as soon as that descriptor is
    /// readable; the caller reads it. The timeout is kept to the nanosecond on `MonotonicClock`
    /// (`ppoll` takes a `timespec`; `poll`'s whole milliseconds, rounded up, would make every
    /// frame of an animation up to 1 ms late), and is at most an hour.
    public func waitForInput(timeout: TimeInterval?, wakingOn wakeDescriptor: Int32? = nil) -> [InputEvent] {
        guard !isRestored else { return [] }
        // Input and signals make their descriptors readable until read (each read drains all
        // there is, ncurses' own buffer included), so they are read only when the wait reports
        // them: a frame that times out makes one system call here.
        let deadline = timeout.map { MonotonicClock.now() + min(max($0, 0), 3600) }
        while true {
            var remaining: timespec?
            if let deadline {
                let seconds = max(deadline - MonotonicClock.now(), 0)
                let whole = seconds.rounded(.down)
                remaining = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
            }
            // A negative descriptor is ignored by poll(2).
            var descriptors = (
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
            )
            let ready = withUnsafeMutablePointer(to: &descriptors) { pointer in
                pointer.withMemoryRebound(to: pollfd.self, capacity: 3) { descriptors in
                    if var remaining { ppoll(descriptors, 3, &remaining, nil) } else { ppoll(descriptors, 3, nil, nil) }
                }
            }
            if ready < 0 && errno != EINTR { return [] }
            if ready > 0 && descriptors.0.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                // The terminal went away: report what was still readable, then end.
                return availableEvents() + [.terminate(signal: SIGHUP)]
            }
            if ready != 0 {  // readable, or interrupted by a signal (its byte is in the pipe now)
                let events = availableEvents()
                if !events.isEmpty { return events }
            }
            if ready > 0 && descriptors.2.revents != 0 { return [] }
            if let deadline, MonotonicClock.now() >= deadline { return [] }
        }
    }

    /// The last `lines` lines the program printed (standard output and error) while the
    /// terminal is taken over, oldest first; they are written out on the terminal when it is
    /// given back. Ours: `print` from an animator must not scribble over the screen.
    public func recentOutput(lines: Int) -> [String] {
        TerminalSession.shared.recentOutput(lines: lines)
    }

    /// Gives the terminal back (idempotent): the screen cleared first on terminals without an
    /// alternate screen, then `endwin` (cursor visible, alternate screen left),
    /// the saved terminal modes, the previous signal dispositions. Drawing and input do nothing
    /// afterwards. Also run by the `atexit` hook.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        // Without an alternate screen (e.g. TERM=linux, vt100) the last frame would stay under
        // the shell's prompt: clear it first.
        if !pushpop_has_string_capability("smcup"), let window = pushpop_stdscr() {
            wclear(window)
            wrefresh(window)
        }
        TerminalSession.shared.restore()
        curses.close()
        signals.stop()
    }

    /// A screen let go without `restore()` gives the terminal back.
    isolated deinit {
        restore()
    }

    // MARK: Input

    /// Signals from the pipe, then every key ncurses can decode now (non-blocking), with mouse
    /// reports and unknown arrow sequences decoded (`InputDecoder`).
    private func availableEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        for signalNumber in signals.drain() {
            switch signalNumber {
            // After a stop (Ctrl-Z) and `fg` the screen must be drawn again, perhaps at a new size.
            case SIGWINCH, SIGCONT: appendResize(to: &events, afterSignal: true)
            case SIGINT: events.append(.interrupt)
            default: events.append(.terminate(signal: signalNumber))
            }
        }
        var character: wint_t = 0
        while true {
            let result = wget_wch(canvas.window, &character)
            if result == ERR { break }
            if result == KEY_CODE_YES {
                let key = Int32(bitPattern: character)
                switch key {
                case KEY_RESIZE: appendResize(to: &events, afterSignal: false)
                default:
                    if let event = KeyDecoder.event(forKey: key) { events.append(event) }
                }
            } else if let event = KeyDecoder.event(forCharacter: UInt32(character)) {
                events.append(event)
            }
        }
        return decoder.decode(events)
    }

    /// Resizes ncurses to the terminal's size (after SIGWINCH) and records one `.resize` event,
    /// replacing any earlier one of this batch.
    private func appendResize(to events: inout [InputEvent], afterSignal: Bool) {
        if afterSignal {
            var window = winsize()
            if ioctl(TerminalSession.shared.terminalDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
                window.ws_row > 0
            {
                resizeterm(Int32(window.ws_row), Int32(window.ws_col))
            }
        }
        size = canvas.size
        canvas.invalidate()
        events.removeAll { if case .resize = $0 { return true } else { return false } }
        events.append(.resize(columns: size.columns, rows: size.rows))
        TerminalSession.shared.recordResize(columns: size.columns, rows: size.rows)
    }
}
