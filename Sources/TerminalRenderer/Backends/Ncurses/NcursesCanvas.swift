import CNcurses

/// Puts `CellGrid`s on an ncurses window, one screen update per grid, sending only the cells
/// that changed since the previous grid.
///
/// Each changed cell becomes a `cchar_t` (`setcchar` with the extended pair passed through its
/// `opts` argument, so pairs above 255 work) written with `wadd_wchnstr`, which neither moves
/// the cursor nor wraps (the bottom-right cell is safe). Then `wnoutrefresh` + `doupdate`; the
/// window is never cleared or erased between frames. Colours are quantised to `depth` (direct
/// RGB colour numbers at `.trueColor`, which needs a terminfo entry with `COLORS` ≥ 2²⁴).
/// Separate from `TerminalScreen` so tests can drive it on a `newterm` screen over /dev/null,
/// and public so the benchmark can drive it on a pseudo-terminal and time its two phases:
/// `stage(_:)` (the changed cells into the window: "encode") and `flush()` (ncurses works out
/// and writes the terminal's bytes: "write"). `draw(_:)` is both.
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
    private let quantizer: ColorQuantizer
    private var pairs: ColorPairCache
    /// What the window shows now (as far as this canvas wrote it).
    private var shown: CellGrid
    private var repaintsEverything = true
    /// The colours and pair of the last cell written, reused for the next cell with the same colours.
    private var lastPair: (foreground: RGB?, background: RGB?, pair: Int32)?
    /// Cells written to the window by the last `draw` or `stage` (for tests and statistics).
    public private(set) var lastWrittenCount = 0

    /// A canvas on `window` (a `newterm` screen's standard window, colours already started when
    /// `depth` is not `.monochrome`) with room for `pairCapacity` colour pairs (`COLOR_PAIRS`).
    public init(
        window: UnsafeMutablePointer<WINDOW>, depth: ColorDepth, glyphs: GlyphSet, hasDefaultColors: Bool,
        pairCapacity: Int
    ) {
        self.window = window
        self.depth = depth
        self.glyphs = glyphs
        self.hasDefaultColors = hasDefaultColors
        quantizer = ColorQuantizer(depth: depth)
        pairs = ColorPairCache(capacity: pairCapacity)
        shown = CellGrid(columns: 0, rows: 0)
    }

    /// The window's size in cells.
    public var size: (columns: Int, rows: Int) {
        (Int(max(getmaxx(window), 0)), Int(max(getmaxy(window), 0)))
    }

    /// Makes the next `draw` write every cell (after a resize, or when the screen was disturbed).
    public func invalidate() {
        repaintsEverything = true
    }

    /// Draws `grid` as one screen update: `stage(grid)` then `flush()`.
    public func draw(_ grid: CellGrid) {
        stage(grid)
        flush()
    }

    /// Writes the cells of `grid` that changed since the last staged grid into the window,
    /// without touching the terminal. Cells beyond the window are dropped; window cells beyond
    /// the grid are blanked when everything is repainted.
    public func stage(_ grid: CellGrid) {
        let (columns, rows) = size
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

    /// Sends what was staged to the terminal as one update (`wnoutrefresh` + `doupdate`).
    public func flush() {
        wnoutrefresh(window)
        doupdate()
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
        let character = glyphs.terminalCharacter(cell.character)
        withUnsafeMutableBytes(of: &text) { raw in
            let slots = raw.bindMemory(to: wchar_t.self)
            var index = 0
            for scalar in character.unicodeScalars where index < 5 {
                slots[index] = wchar_t(bitPattern: scalar.value)
                index += 1
            }
        }
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

    /// The ncurses colour number for `color`: −1 (default) for nil when available, otherwise
    /// white/black; the palette index; or the packed RGB value at `.trueColor`.
    private func colorNumber(_ color: RGB?, isForeground: Bool) -> Int32 {
        guard let color else {
            return hasDefaultColors ? -1 : (isForeground ? 7 : 0)
        }
        if depth == .trueColor {
            return Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
        }
        return Int32(quantizer.index(for: color) ?? 0)
    }
}
