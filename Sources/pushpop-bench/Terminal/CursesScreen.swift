import CNcurses
import Foundation
import TerminalRenderer

/// An ncurses screen on an `OutputMeter`, set up as `TerminalScreen` sets up a real terminal
/// (colours with the terminal's defaults as −1, invisible cursor, `leaveok`), with the
/// `NcursesCanvas` that draws on it. Ours.
@MainActor
final class CursesScreen {
    let canvas: NcursesCanvas
    let meter: OutputMeter
    private let screen: OpaquePointer
    private var isClosed = false

    /// A screen for terminfo entry `term` of `columns` × `rows` cells at no more than `depth`;
    /// throws a message if ncurses refuses.
    init(
        term: String, columns: Int, rows: Int, depth: ColorDepth, glyphs: GlyphSet, meter: OutputMeter,
        throughNcurses: Bool
    ) throws {
        use_env(false)
        guard let screen = newterm(term, meter.output, meter.input) else {
            throw BenchError("ncurses has no terminfo entry for '\(term)'")
        }
        set_term(screen)
        guard let window = pushpop_stdscr() else { throw BenchError("ncurses made no window") }
        self.screen = screen
        self.meter = meter
        cbreak()
        noecho()
        nonl()
        leaveok(window, true)
        curs_set(0)
        if getmaxx(window) != columns || getmaxy(window) != rows {
            resizeterm(Int32(rows), Int32(columns))
        }
        // The app's rules (`TerminalScreen`), with `depth` in place of the environment's.
        let colors =
            depth == .monochrome ? CursesColors.none : CursesColors.start(direct: !throughNcurses) { _ in depth }
        canvas = NcursesCanvas(
            window: window, depth: colors.depth, glyphs: glyphs, hasDefaultColors: colors.hasDefaultColors,
            pairCapacity: colors.pairCapacity, output: throughNcurses ? nil : fileno(meter.output))
    }

    /// Ends curses mode and frees the screen and the meter.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        endwin()
        _ = meter.endFrame()
        delscreen(screen)
        meter.close()
    }
}
