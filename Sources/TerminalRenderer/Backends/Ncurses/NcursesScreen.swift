import CNcurses
import Foundation

/// An ncurses screen for a terminfo entry on a pair of streams, set up as pushpop draws on a
/// terminal, with the `NcursesCanvas` that draws on it: the one front door to ncurses.
/// `TerminalScreen` opens the real terminal through it (and adds input modes, signals and the
/// terminal's restore); the benchmark opens a pseudo-terminal or a file through it, so that it
/// measures what the app draws.
///
/// The set-up: `newterm(term, output, input)` — never `initscr`, which exits on an unknown
/// terminal — made the current screen; refused unless terminfo can move the cursor (`cup`);
/// the crash restore armed at once when a `TerminalScreen` has taken the terminal over
/// (`TerminalSession`); then cbreak, noecho, nonl, output processing off where it changes no byte
/// (`stopOutputProcessing`), `leaveok`, an invisible cursor; the size
/// given, if any (`resizeterm`); colours when a depth is wanted (`CursesColors.start`, with the
/// terminal's default colours as −1). Sources: ncurses `curs_initscr(3X)`, `curs_inopts(3X)`,
/// `curs_outopts(3X)`, `curs_kernel(3X)`, `resizeterm(3X)`, `curs_color(3X)`; ours.
@MainActor
public final class NcursesScreen {
    /// What draws on the screen (its standard window), at the depth and with the glyphs chosen.
    public let canvas: NcursesCanvas

    private let screen: OpaquePointer
    private var isClosed = false

    /// Opens a screen (see the type's description).
    /// - Parameters:
    ///   - term: The terminfo entry, e.g. `"xterm-256color"`.
    ///   - output: The stream ncurses writes to (the terminal).
    ///   - input: The stream ncurses reads from.
    ///   - size: The screen's size in cells, when ncurses cannot find it out from `output`
    ///     (a file) or must not take the environment's; nil keeps what ncurses found.
    ///   - glyphs: The glyphs the terminal can show; cells are folded to them.
    ///   - writesDirectly: Whether frames are encoded here and written to `output`'s descriptor
    ///     (when terminfo speaks ECMA-48, `NcursesCanvas`), rather than drawn through ncurses.
    ///   - wanted: The colour depth wanted, given terminfo's number of colours (`COLORS`),
    ///     capped by what the terminal can show (`CursesColors.start`); nil starts no colours
    ///     (`.monochrome`, as for `NO_COLOR`).
    /// - Throws: `TerminalError.unknownTerminal(term)` when terminfo has no entry for `term`,
    ///   `TerminalError.cannotAddressCursor(term)` when the entry has no `cup`, a `TerminalError`
    ///   when ncurses made no window. Nothing is left open when it throws.
    public init(
        term: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
        size: (columns: Int, rows: Int)? = nil, glyphs: GlyphSet, writesDirectly: Bool,
        depth wanted: ((_ terminalColors: Int) -> ColorDepth)?
    ) throws(TerminalError) {
        guard let screen = newterm(term, output, input) else { throw TerminalError.unknownTerminal(term) }
        set_term(screen)
        guard pushpop_has_string_capability("cup") else {
            endwin()
            delscreen(screen)
            throw TerminalError.cannotAddressCursor(term)
        }
        TerminalSession.shared.armCrashRestore()
        guard let window = pushpop_stdscr() else {
            endwin()
            delscreen(screen)
            throw TerminalError(message: "ncurses created no screen for TERM '\(term)'")
        }
        self.screen = screen
        cbreak()
        noecho()
        nonl()
        Self.stopOutputProcessing(fileno(output))
        leaveok(window, true)
        curs_set(0)
        if let size, getmaxx(window) != size.columns || getmaxy(window) != size.rows {
            resizeterm(Int32(size.rows), Int32(size.columns))
        }
        let colors = wanted.map { CursesColors.start(direct: writesDirectly, wanted: $0) } ?? CursesColors.none
        canvas = NcursesCanvas(
            window: window, depth: colors.depth, glyphs: glyphs, hasDefaultColors: colors.hasDefaultColors,
            pairCapacity: colors.pairCapacity, output: writesDirectly ? fileno(output) : nil)
    }

    /// Turns the terminal's output processing off (`OPOST` in `c_oflag`) where, with `nonl()`
    /// having turned `ONLCR` off, it would change no byte — no `OCRNL`, `ONLRET`, `ONOCR`,
    /// `OLCUC` or tab expansion (`TAB3`) — and tells ncurses (`def_prog_mode`), so that it
    /// keeps the mode when it sets the terminal up again (after a stop, `fg`). The kernel then
    /// copies each frame to the terminal as it is, instead of looking at every byte for
    /// characters to translate: a frame's `write` to a pseudo-terminal took a quarter of the
    /// CPU time (bench, p95 at 200×60: 0.047 → 0.012 ms). Leaving curses mode (`endwin`) and
    /// `TerminalSession`'s restore put the shell's modes back. Source: POSIX `termios`
    /// (`OPOST`: "perform output processing" as the other `c_oflag` flags say; with none of
    /// them set, none is done); the choice to turn it off is ours.
    static func stopOutputProcessing(_ descriptor: Int32) {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0, var raw = withoutOutputProcessing(modes),
            tcsetattr(descriptor, TCSADRAIN, &raw) == 0
        else { return }
        def_prog_mode()
    }

    /// `modes` with `OPOST` off, when it is on and no output flag it enables would change a
    /// byte (see `stopOutputProcessing`); nil otherwise (nothing to do, or it would).
    nonisolated static func withoutOutputProcessing(_ modes: termios) -> termios? {
        guard modes.c_oflag & tcflag_t(OPOST) != 0 else { return nil }
        let translating = tcflag_t(ONLCR | OCRNL | ONLRET | ONOCR | OLCUC)
        guard modes.c_oflag & translating == 0, modes.c_oflag & tcflag_t(TABDLY) != tcflag_t(TAB3) else { return nil }
        var raw = modes
        raw.c_oflag &= ~tcflag_t(OPOST)
        return raw
    }

    /// Frees the screen (`delscreen`), after ending curses mode (`endwin`) if that was not done
    /// yet. Idempotent; draw nothing on `canvas` afterwards.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        if !isendwin() { endwin() }
        delscreen(screen)
    }
}
