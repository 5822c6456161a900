import Synchronization

/// A rectangle of terminal cells, `columns × rows`, stored row by row in one flat array that
/// is reused from frame to frame (`clear` and `resize` keep its capacity).
///
/// Coordinates are cells: column 0 is the leftmost, row 0 the top. Reading outside the grid
/// gives `Cell.blank`; writing outside is ignored, so drawing code can clip by simply writing.
///
/// A wide character (`CellWidth`: CJK, emoji) fills two cells: its glyph in the left one and a
/// continuation in the right one (`Cell.isWideContinuation`). The grid keeps pairs whole, as a
/// terminal does: writing over either half turns the other half into a space, and a wide
/// character with only one cell left (at the right edge, or of `write`'s `maxColumns`) is a
/// space instead, never half a glyph. Source: ours; terminals' handling of wide characters.
///
/// Every write path (`write`, `fill`, `clear`, `drawBox`, the subscripts, `resize`, the
/// buffer loops) records which rows it wrote, so an encoder can compare only those rows with
/// what it sent last (`changeMark`, `rowChanged(_:since:)`). Copies share that record until
/// one of them is written, which then starts a history of its own: a mark taken from one copy
/// never hides another copy's writes. Source: ours.
public struct CellGrid: Equatable, Sendable {
    /// Width in cells.
    public private(set) var columns: Int
    /// Height in cells.
    public private(set) var rows: Int
    /// The cells, row by row: the cell at (column, row) is `cells[row * columns + column]`.
    private(set) var cells: [Cell]
    /// For each row, `version` when it was last written.
    private var rowVersions: [UInt64]
    /// Writes made in this grid's history (`history`), counted.
    private var version: UInt64 = 0
    /// The history this grid's writes are counted in; shared by copies until one is written.
    private var history = History()

    /// A history of writes: its own number, so that a mark from another history never matches.
    private final class History: Sendable {
        let number = History.counter.add(1, ordering: .relaxed).newValue
        private static let counter = Atomic<UInt64>(0)
    }

    /// A point in a grid's history of writes, to ask later which rows were written since.
    struct ChangeMark: Equatable {
        fileprivate var history: UInt64
        fileprivate var version: UInt64
        /// A mark of no grid: every row counts as written since.
        static let none = ChangeMark(history: 0, version: 0)
    }

    /// A grid of blank cells; negative sizes count as 0.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
        rowVersions = Array(repeating: 0, count: self.rows)
    }

    /// Equal sizes and cells (their histories of writes do not count).
    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.cells == rhs.cells
    }

    /// This grid as it is now, in its history of writes.
    var changeMark: ChangeMark { ChangeMark(history: history.number, version: version) }

    /// Whether `row` may hold other cells than when `mark` was taken: it was written since in
    /// this grid's history, or the mark is of another history (another grid, or a copy
    /// written since).
    @inline(__always)
    func rowChanged(_ row: Int, since mark: ChangeMark) -> Bool {
        mark.history != history.number || rowVersions[row] > mark.version
    }

    /// Records that `rows` are written now: a new version, and a history of its own if a
    /// copy shares this one.
    @inline(__always)
    private mutating func touch(_ rows: Range<Int>) {
        if !isKnownUniquelyReferenced(&history) { history = History() }
        version &+= 1
        let version = version
        rowVersions.withUnsafeMutableBufferPointer { versions in
            for row in rows { versions[row] = version }
        }
    }

    /// The cell at `column`, `row`; outside the grid: `Cell.blank` on reading, ignored on writing.
    /// Writing keeps wide characters whole (see the type): over either half of a pair the other
    /// half becomes a space; a wide glyph also puts its continuation in the next cell (with its
    /// colours), or is a space in the last column; a continuation cell is written as a space
    /// unless a wide glyph is on its left (so grids copy cell by cell).
    public subscript(column: Int, row: Int) -> Cell {
        get {
            guard column >= 0, row >= 0, column < columns, row < rows else { return .blank }
            return cells[row * columns + column]
        }
        set {
            guard column >= 0, row >= 0, column < columns, row < rows else { return }
            touch(row..<row + 1)
            let index = row * columns + column
            if (cells[index].glyph.bits | newValue.glyph.bits) & Glyph.wideBit == 0 {
                cells[index] = newValue
            } else {
                place(newValue, at: index, column: column)
            }
        }
    }

    /// Stores `cell` at `index` (in `column`), keeping pairs whole.
    private mutating func place(_ cell: Cell, at index: Int, column: Int) {
        if cell.glyph.isContinuation, column > 0, cells[index - 1].glyph.isWide {
            cells[index] = cell  // the right half of the pair already there (a copy, cell by cell)
            return
        }
        breakPair(at: index, column: column)
        var cell = cell
        if cell.glyph.isContinuation {
            cell.glyph = .space
        } else if cell.glyph.isWide {
            if column + 1 < columns {
                breakPair(at: index + 1, column: column + 1)
                var half = cell
                half.glyph = .continuation
                cells[index + 1] = half
            } else {
                cell.glyph = .space
            }
        }
        cells[index] = cell
    }

    /// If the cell at `index` (in `column`) is half of a pair, turns the other half into a space.
    @inline(__always)
    private mutating func breakPair(at index: Int, column: Int) {
        let glyph = cells[index].glyph
        if glyph.isContinuation, column > 0 {
            cells[index - 1].glyph = .space
        } else if glyph.isWide, column + 1 < columns {
            cells[index + 1].glyph = .space
        }
    }

    /// After the cells `start..<end` of `row` were overwritten with one-column glyphs: a pair
    /// they cut at either end loses its other half too.
    @inline(__always)
    private mutating func breakPairs(cutBy start: Int, _ end: Int, row: Int) {
        let base = row * columns
        if start > 0, cells[base + start - 1].glyph.isWide { cells[base + start - 1].glyph = .space }
        if end < columns, cells[base + end].glyph.isContinuation { cells[base + end].glyph = .space }
    }

    /// Turns every half pair in `rect` (and the columns beside it) into a space: a wide glyph
    /// whose continuation was overwritten, or a continuation whose wide glyph was. For loops
    /// that wrote cells through `withUnsafeMutableCells` where a pair might have been.
    mutating func repairPairs(in rect: CellRect) {
        let area = rect.intersection(CellRect(column: 0, row: 0, columns: columns, rows: rows))
        guard !area.isEmpty else { return }
        touch(area.row..<area.endRow)
        let first = max(area.column - 1, 0)
        let last = min(area.endColumn + 1, columns)
        for row in area.row..<area.endRow {
            let base = row * columns
            for column in first..<last where cells[base + column].glyph.isPairHalf {
                let index = base + column
                if cells[index].glyph.isContinuation {
                    if column == 0 || !cells[index - 1].glyph.isWide { cells[index].glyph = .space }
                } else if column + 1 == columns || !cells[index + 1].glyph.isContinuation {
                    cells[index].glyph = .space
                }
            }
        }
    }

    /// The cell at flat index `index` (`row * columns + column`), unchecked beyond the array's own check.
    subscript(index index: Int) -> Cell {
        get { cells[index] }
        set {
            let row = index / max(columns, 1)
            touch(row..<row + 1)
            cells[index] = newValue
        }
    }

    /// Runs `body` with the cells as one buffer (row by row, `columns` wide), for loops that read
    /// many cells: no per-cell bounds checks beyond the caller's.
    package func withUnsafeCells<Result>(_ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        try cells.withUnsafeBufferPointer { try body($0) }
    }

    /// Runs `body` with the cells as one mutable buffer (row by row, `columns` wide), for loops
    /// that touch many cells: no per-cell uniqueness or bounds checks beyond the caller's.
    /// `body` writes only in `rows` (clamped to the grid), which count as written.
    mutating func withUnsafeMutableCells<Result>(
        rows written: Range<Int>, _ body: (UnsafeMutableBufferPointer<Cell>) throws -> Result
    ) rethrows -> Result {
        touch(written.clamped(to: 0..<rows))
        return try cells.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Changes the size to `columns × rows` cells (negative counts as 0) and blanks every cell.
    public mutating func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        if rowVersions.count != self.rows {
            rowVersions.removeAll(keepingCapacity: true)
            rowVersions.append(contentsOf: repeatElement(0, count: self.rows))
        }
        touch(0..<self.rows)
        let count = self.columns * self.rows
        if cells.count == count {
            clear()
        } else {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: repeatElement(Cell.blank, count: count))
        }
    }

    /// Sets every cell to `cell` (blank by default).
    public mutating func clear(to cell: Cell = .blank) {
        touch(0..<rows)
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: cell) }
    }

    /// Sets every cell of `rect` that lies inside the grid to `cell` (a wide character fills as
    /// spaces); pairs cut at its edges lose their other half too.
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        let area = rect.intersection(CellRect(column: 0, row: 0, columns: columns, rows: rows))
        guard !area.isEmpty else { return }
        touch(area.row..<area.endRow)
        var cell = cell
        if cell.glyph.isPairHalf { cell.glyph = .space }
        let width = columns
        cells.withUnsafeMutableBufferPointer { cells in
            for row in area.row..<area.endRow {
                let start = row * width
                UnsafeMutableBufferPointer(rebasing: cells[(start + area.column)..<(start + area.endColumn)])
                    .update(repeating: cell)
            }
        }
        for row in area.row..<area.endRow { breakPairs(cutBy: area.column, area.endColumn, row: row) }
    }

    /// Writes `text` on one line from `column`, `row`, one character per cell (two for a wide
    /// one), and returns how many columns it advanced: the sanitised text's width in cells,
    /// limited by `maxColumns` and the grid's right edge. Text is sanitised first
    /// (`TextSanitizer`: control characters and escape sequences removed, tabs and line breaks
    /// become spaces). A wide character with one column left is a space there, and the writing
    /// stops. Cells left of the grid are skipped but counted (a wide character half off the
    /// left edge leaves a space in column 0); a row outside the grid writes nothing.
    @discardableResult
    public mutating func write(
        _ text: String, column: Int, row: Int, maxColumns: Int? = nil, foreground: RGB? = nil,
        background: RGB? = nil, isBold: Bool = false
    ) -> Int {
        guard row >= 0, row < rows else { return 0 }
        var limit = columns - column
        if let maxColumns { limit = min(limit, maxColumns) }
        guard limit > 0 else { return 0 }
        touch(row..<row + 1)
        // Printable ASCII (most text) needs no sanitising: one byte, one cell.
        if let written = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            let count = min(bytes.count, limit)
            // The colours and weight are packed once; each cell takes its byte as the glyph.
            var cell = Cell(glyph: .space, foreground: foreground, background: background, isBold: isBold)
            let first = max(0, -column)
            let base = row * columns + column
            cells.withUnsafeMutableBufferPointer { cells in
                for offset in first..<max(count, first) {
                    cell.glyph = Glyph(scalar: UInt32(bytes[offset]))
                    cells[base + offset] = cell
                }
            }
            if count > 0 { breakPairs(cutBy: max(column, 0), column + count, row: row) }
            return count
        }), let written {
            return written
        }
        var written = 0
        // Puts `glyph` in the next column(s).
        func put(_ glyph: Glyph) {
            let target = column + written
            var glyph = glyph
            var width = glyph.isWide ? 2 : 1
            if written + width > limit {
                glyph = .space  // one column left: a space, not half a wide glyph
                width = 1
            }
            if target >= 0 {
                self[target, row] = Cell(glyph: glyph, foreground: foreground, background: background, isBold: isBold)
            } else if target == -1 && width == 2 {
                // Half off the left edge: its right half is a space.
                self[0, row] = Cell(glyph: .space, foreground: foreground, background: background, isBold: isBold)
            }
            written += width
        }
        // Text of scalars that stand alone (punctuation, arrows, blocks…) needs neither grapheme
        // breaking nor the sanitiser: each scalar is a character kept as it is.
        if text.unicodeScalars.allSatisfy(TextSanitizer.standsAlone) {
            for scalar in text.unicodeScalars {
                guard written < limit else { break }
                put(Glyph(character: scalar))
            }
            return written
        }
        var sanitizer = TextSanitizer(keepsNewlines: false)
        for character in text {
            guard written < limit else { break }
            guard case .emit(let kept) = sanitizer.feed(character) else { continue }
            put(Glyph(kept))
        }
        return written
    }

    /// Draws the outline of `rect` in `style` (the interior is left as it is): corners, `─` along
    /// the top and bottom, `│` down the sides, clipped to the grid. A one-row rectangle is a
    /// horizontal line, a one-column one a vertical line. `glyphs` `.ascii` draws `+ - |`.
    public mutating func drawBox(
        _ rect: CellRect, style: BoxStyle, foreground: RGB?, background: RGB?, glyphs: GlyphSet
    ) {
        guard !rect.isEmpty else { return }
        let box = glyphs.box(style)
        let horizontal = Glyph(box.horizontal)
        let vertical = Glyph(box.vertical)
        func put(_ glyph: Glyph, _ column: Int, _ row: Int) {
            self[column, row] = Cell(glyph: glyph, foreground: foreground, background: background)
        }
        let right = rect.endColumn - 1
        let bottom = rect.endRow - 1
        if rect.rows == 1 {
            for column in rect.column...right { put(horizontal, column, rect.row) }
            return
        }
        if rect.columns == 1 {
            for row in rect.row...bottom { put(vertical, rect.column, row) }
            return
        }
        for column in (rect.column + 1)..<right {
            put(horizontal, column, rect.row)
            put(horizontal, column, bottom)
        }
        for row in (rect.row + 1)..<bottom {
            put(vertical, rect.column, row)
            put(vertical, right, row)
        }
        put(Glyph(box.topLeft), rect.column, rect.row)
        put(Glyph(box.topRight), right, rect.row)
        put(Glyph(box.bottomLeft), rect.column, bottom)
        put(Glyph(box.bottomRight), right, bottom)
    }

    /// Replaces every character the glyph set cannot show with its stand-in (`GlyphSet.ascii`:
    /// box drawing → `+ - |`, shades → `. : # @`, `…` → `.`, `›` → `>`, others `?`; a wide
    /// character `??`, one per cell, so the layout stays), and control characters with a space. For headless output in a non-UTF-8 locale;
    /// `TerminalScreen` does the same on its own when drawing.
    public mutating func makeDisplayable(with glyphs: GlyphSet) {
        touch(0..<rows)
        for index in cells.indices {
            let glyph = cells[index].glyph
            let shown = glyphs.terminalGlyph(glyph)
            if shown != glyph { cells[index].glyph = shown }
        }
    }

    /// The characters as text: rows joined by `"\n"`, trailing spaces of each row removed
    /// (colours and weight are not shown).
    public func text() -> String {
        lines().joined(separator: "\n")
    }

    /// The characters of each row, top to bottom, trailing spaces removed. A wide character
    /// stands once for its two cells, so each line is as wide on a terminal as the grid.
    public func lines() -> [String] {
        var result: [String] = []
        result.reserveCapacity(rows)
        for row in 0..<rows {
            var line = ""
            line.reserveCapacity(columns)
            for column in 0..<columns where !cells[row * columns + column].glyph.isContinuation {
                line.append(cells[row * columns + column].character)
            }
            while line.last == " " { line.removeLast() }
            result.append(line)
        }
        return result
    }
}
