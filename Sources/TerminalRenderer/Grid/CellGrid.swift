/// A rectangle of terminal cells, `columns × rows`, stored row by row in one flat array that
/// is reused from frame to frame (`clear` and `resize` keep its capacity).
///
/// Coordinates are cells: column 0 is the leftmost, row 0 the top. Reading outside the grid
/// gives `Cell.blank`; writing outside is ignored, so drawing code can clip by simply writing.
/// Source: ours.
public struct CellGrid: Equatable, Sendable {
    /// Width in cells.
    public private(set) var columns: Int
    /// Height in cells.
    public private(set) var rows: Int
    /// The cells, row by row: the cell at (column, row) is `cells[row * columns + column]`.
    private(set) var cells: [Cell]

    /// A grid of blank cells; negative sizes count as 0.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    /// The cell at `column`, `row`; outside the grid: `Cell.blank` on reading, ignored on writing.
    public subscript(column: Int, row: Int) -> Cell {
        get {
            guard column >= 0, row >= 0, column < columns, row < rows else { return .blank }
            return cells[row * columns + column]
        }
        set {
            guard column >= 0, row >= 0, column < columns, row < rows else { return }
            cells[row * columns + column] = newValue
        }
    }

    /// The cell at flat index `index` (`row * columns + column`), unchecked beyond the array's own check.
    subscript(index index: Int) -> Cell {
        get { cells[index] }
        set { cells[index] = newValue }
    }

    /// Runs `body` with the cells as one mutable buffer (row by row, `columns` wide), for loops
    /// that touch many cells: no per-cell uniqueness or bounds checks beyond the caller's.
    mutating func withUnsafeMutableCells<Result>(
        _ body: (UnsafeMutableBufferPointer<Cell>) throws -> Result
    ) rethrows -> Result {
        try cells.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Changes the size to `columns × rows` cells (negative counts as 0) and blanks every cell.
    public mutating func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
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
        for index in cells.indices { cells[index] = cell }
    }

    /// Sets every cell of `rect` that lies inside the grid to `cell`.
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        let area = rect.intersection(CellRect(column: 0, row: 0, columns: columns, rows: rows))
        guard !area.isEmpty else { return }
        for row in area.row..<area.endRow {
            let start = row * columns
            for column in area.column..<area.endColumn { cells[start + column] = cell }
        }
    }

    /// Writes `text` on one line from `column`, `row`, one character per cell, and returns how
    /// many columns it advanced: the sanitised text's length, limited by `maxColumns` and the
    /// grid's right edge. Text is sanitised first (`TextSanitizer`: control characters and
    /// escape sequences removed, tabs and line breaks become spaces, wide characters `?`).
    /// Cells left of the grid are skipped but counted; a row outside the grid writes nothing.
    @discardableResult
    public mutating func write(
        _ text: String, column: Int, row: Int, maxColumns: Int? = nil, foreground: RGB? = nil,
        background: RGB? = nil, isBold: Bool = false
    ) -> Int {
        guard row >= 0, row < rows else { return 0 }
        var limit = columns - column
        if let maxColumns { limit = min(limit, maxColumns) }
        guard limit > 0 else { return 0 }
        // Printable ASCII (most text) needs no sanitising: one byte, one cell.
        if let written = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            let count = min(bytes.count, limit)
            for offset in 0..<count where column + offset >= 0 {
                cells[row * columns + column + offset] = Cell(
                    glyph: Glyph(scalar: UInt32(bytes[offset])), foreground: foreground, background: background,
                    isBold: isBold)
            }
            return count
        }), let written {
            return written
        }
        var sanitizer = TextSanitizer(keepsNewlines: false)
        var written = 0
        for character in text {
            guard written < limit else { break }
            guard case .emit(let glyph) = sanitizer.feed(character) else { continue }
            let target = column + written
            if target >= 0 {
                cells[row * columns + target] = Cell(
                    character: glyph, foreground: foreground, background: background, isBold: isBold)
            }
            written += 1
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
    /// box drawing → `+ - |`, shades → `. : # @`, `…` → `.`, `›` → `>`, others `?`), and control
    /// or two-column characters with a space or `?`. For headless output in a non-UTF-8 locale;
    /// `TerminalScreen` does the same on its own when drawing.
    public mutating func makeDisplayable(with glyphs: GlyphSet) {
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

    /// The characters of each row, top to bottom, trailing spaces removed.
    public func lines() -> [String] {
        var result: [String] = []
        result.reserveCapacity(rows)
        for row in 0..<rows {
            var line = ""
            line.reserveCapacity(columns)
            for column in 0..<columns { line.append(cells[row * columns + column].character) }
            while line.last == " " { line.removeLast() }
            result.append(line)
        }
        return result
    }
}
