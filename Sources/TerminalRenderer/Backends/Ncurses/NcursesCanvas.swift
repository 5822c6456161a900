import CNcurses
import Foundation

/// Puts `CellGrid`s on an ncurses screen, one screen update per grid, sending only the cells
/// that look different from what the terminal shows. Never clears or erases between frames.
///
/// Two ways, chosen at creation:
/// - **Direct** (given an output descriptor and a terminal whose terminfo speaks ECMA-48,
///   `DirectOutputSupport`): `FrameEncoder` turns the changes into the fewest bytes it can and
///   they go out in one `write`. ncurses still owns the terminal's modes, input and restore;
///   its window stays blank and untouched, so it never redraws over the frame. Colours may be
///   24-bit whenever the depth says so (`COLORTERM`), whatever terminfo's `colors`.
/// - **Through ncurses** (otherwise): each changed cell becomes a `cchar_t` (`setcchar` with
///   the extended pair passed through its `opts` argument, so pairs above 255 work) written
///   with `wadd_wchnstr`, then `wnoutrefresh` + `doupdate`. A wide character is written in its
///   left cell only: ncurses takes its width from `wcwidth` and fills the right cell itself. Colours are quantised to `depth`
///   (direct RGB colour numbers at `.trueColor`, which needs a terminfo entry with `COLORS` ≥ 2²⁴).
///
/// Public so the benchmark can drive it on a pseudo-terminal and time its two phases:
/// `stage(_:)` ("encode": the changes into bytes, or into the window) and `flush()` ("write":
/// the bytes out, or ncurses' `doupdate`). `draw(_:)` is both. Tests drive it on a `newterm`
/// screen over /dev/null or a pipe.
/// Source: ncurses `curs_getcchar(3X)`, `curs_add_wchstr(3X)`, `curs_refresh(3X)`; ours.
@MainActor
public final class NcursesCanvas {
    /// The ncurses window drawn into (the screen's standard window).
    public let window: UnsafeMutablePointer<WINDOW>
    /// The colour depth cells are quantised to.
    public let depth: ColorDepth
    /// The glyphs the terminal can show; cells are folded to them.
    public let glyphs: GlyphSet
    /// Whether colour −1 (the terminal's default) is available (`use_default_colors` succeeded).
    public let hasDefaultColors: Bool
    /// Whether frames are encoded here and written straight to the terminal (else through ncurses).
    public var isDirect: Bool { output != nil }
    /// Colour numbers for ncurses' pairs (with a palette cache), as the encoder numbers them.
    private var numbering: ColorNumbering
    private var pairs: ColorPairCache
    /// What the window shows now (as far as this canvas wrote it).
    private var shown: CellGrid
    private var repaintsEverything = true
    /// The colours and pair of the last cell written, reused for the next cell with the same colours.
    private var lastPair: (foreground: RGB?, background: RGB?, pair: Int32)?
    /// Cells written by the last `draw` or `stage` (for tests and statistics).
    public private(set) var lastWrittenCount = 0
    /// Direct output: the descriptor ncurses writes to, the encoder and its bytes for the frame.
    private let output: Int32?
    private var encoder: FrameEncoder
    private var bytes: [UInt8] = []
    private var fitted = CellGrid(columns: 0, rows: 0)

    /// A canvas on `window` (a `newterm` screen's standard window, colours already started when
    /// `depth` is not `.monochrome`) with room for `pairCapacity` colour pairs (`COLOR_PAIRS`).
    /// With `output` (the descriptor of the stream ncurses writes to) and a terminal that
    /// `DirectOutputSupport.check(depth:)` accepts, frames are encoded and written directly;
    /// the screen is cleared once through ncurses first.
    public init(
        window: UnsafeMutablePointer<WINDOW>, depth: ColorDepth, glyphs: GlyphSet, hasDefaultColors: Bool,
        pairCapacity: Int, output: Int32? = nil
    ) {
        self.window = window
        self.depth = depth
        self.glyphs = glyphs
        self.hasDefaultColors = hasDefaultColors
        numbering = ColorNumbering(depth: depth)
        pairs = ColorPairCache(capacity: pairCapacity)
        shown = CellGrid(columns: 0, rows: 0)
        encoder = FrameEncoder(depth: depth, glyphs: glyphs)
        if let output, DirectOutputSupport.check(depth: depth) {
            self.output = output
            // ncurses clears the screen on its first update and sends what it set up (modes,
            // cursor, mouse); from then on its window stays blank and untouched.
            wrefresh(window)
            let (columns, rows) = (Int(max(getmaxx(window), 0)), Int(max(getmaxy(window), 0)))
            encoder.assumeCleared(columns: columns, rows: rows)
            bytes.reserveCapacity(columns * rows * 4)
        } else {
            self.output = nil
        }
    }

    /// The window's size in cells.
    public var size: (columns: Int, rows: Int) {
        (Int(max(getmaxx(window), 0)), Int(max(getmaxy(window), 0)))
    }

    /// Makes the next `draw` write every cell (after a resize, or when the screen was disturbed).
    public func invalidate() {
        repaintsEverything = true
        encoder.invalidate()
        if isDirect { untouchwin(window) }
    }

    /// Draws `grid` as one screen update: `stage(grid)` then `flush()`.
    public func draw(_ grid: CellGrid) {
        stage(grid)
        flush()
    }

    /// Prepares the update for `grid`: the changed cells as bytes (direct) or into the window
    /// (through ncurses), without touching the terminal. Cells beyond the window are dropped;
    /// window cells beyond the grid are blank.
    public func stage(_ grid: CellGrid) {
        let (columns, rows) = size
        if isDirect {
            bytes.removeAll(keepingCapacity: true)
            if grid.columns == columns && grid.rows == rows {
                encoder.encode(grid, into: &bytes)
            } else {
                fit(grid, columns: columns, rows: rows)
                encoder.encode(fitted, into: &bytes)
            }
            lastWrittenCount = encoder.sentCells
            return
        }
        if shown.columns != columns || shown.rows != rows {
            shown.resize(columns: columns, rows: rows)
            repaintsEverything = true
        }
        if !paint(grid, columns: columns, rows: rows) {
            // Out of colour pairs: start the pair table afresh and repaint everything with it.
            pairs.reset()
            lastPair = nil
            repaintsEverything = true
            _ = paint(grid, columns: columns, rows: rows)
        }
        repaintsEverything = false
    }

    /// Sends what was staged to the terminal as one update: one `write` of the bytes (direct),
    /// or `wnoutrefresh` + `doupdate`.
    public func flush() {
        guard let output else {
            wnoutrefresh(window)
            doupdate()
            return
        }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(output, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR) {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var descriptor = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptor, 1, 100)
                } else {
                    break  // the terminal went away; input reports the hang-up
                }
            }
        }
    }

    /// `grid` cut or padded with blanks to `columns` × `rows`, in `fitted`.
    private func fit(_ grid: CellGrid, columns: Int, rows: Int) {
        if fitted.columns != columns || fitted.rows != rows {
            fitted.resize(columns: columns, rows: rows)
        } else {
            fitted.clear()
        }
        for row in 0..<min(rows, grid.rows) {
            for column in 0..<min(columns, grid.columns) { fitted[column, row] = grid[column, row] }
        }
    }

    /// Writes the cells that differ from `shown`; false if colour pairs ran out (the cells
    /// after that point were written in the default colours).
    private func paint(_ grid: CellGrid, columns: Int, rows: Int) -> Bool {
        var complete = true
        var written = 0
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = column < grid.columns && row < grid.rows ? grid[column, row] : Cell.blank
                let index = row * columns + column
                if !repaintsEverything && shown[index: index] == cell { continue }
                shown[index: index] = cell
                // A wide glyph's right half: ncurses fills it when the left half is written.
                if cell.glyph.isContinuation && glyphs == .unicode { continue }
                if !put(cell, column: column, row: row, allowDefaultFallback: !complete) {
                    complete = false
                    _ = put(cell, column: column, row: row, allowDefaultFallback: true)
                }
                written += 1
            }
        }
        lastWrittenCount = written
        return complete
    }

    /// Writes one cell; false if it needed a new colour pair and none was left (unless
    /// `allowDefaultFallback`, which writes it in pair 0 instead).
    private func put(_ cell: Cell, column: Int, row: Int, allowDefaultFallback: Bool) -> Bool {
        var pair: Int32 = 0
        if depth != .monochrome {
            if let last = lastPair, last.foreground == cell.foreground, last.background == cell.background {
                pair = last.pair  // runs of one colour are the common case
            } else {
                let foreground = colorNumber(cell.foreground, isForeground: true)
                let background = colorNumber(cell.background, isForeground: false)
                if let found = pairs.pair(foreground: foreground, background: background) {
                    pair = found
                    lastPair = (cell.foreground, cell.background, found)
                } else if !allowDefaultFallback {
                    return false
                }
            }
        }
        var text: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
        let glyph = glyphs.terminalGlyph(cell.glyph)
        text.0 = wchar_t(bitPattern: glyph.firstScalar)
        text.1 = wchar_t(bitPattern: UInt32(truncatingIfNeeded: glyph.bits >> 21 & 0x1F_FFFF))
        text.2 = wchar_t(bitPattern: UInt32(truncatingIfNeeded: glyph.bits >> 42 & 0x1F_FFFF))
        var complex = cchar_t()
        var extendedPair = pair
        let attributes = cell.isBold ? PUSHPOP_A_BOLD : PUSHPOP_A_NORMAL
        withUnsafePointer(to: &text) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 6) { characters in
                _ = setcchar(&complex, characters, attributes, Int16(truncatingIfNeeded: min(pair, 255)), &extendedPair)
            }
        }
        wmove(window, Int32(row), Int32(column))
        wadd_wchnstr(window, &complex, 1)
        return true
    }

    /// The ncurses colour number for `color` (`ColorNumbering`; only asked for when `depth` is
    /// not `.monochrome`): −1 (default) for nil when available, otherwise white/black; the
    /// palette index; or the packed RGB value at `.trueColor`.
    private func colorNumber(_ color: RGB?, isForeground: Bool) -> Int32 {
        let number = numbering.number(color)
        guard number == -1, !hasDefaultColors else { return number }
        return isForeground ? 7 : 0
    }
}
