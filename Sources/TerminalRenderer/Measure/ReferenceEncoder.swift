/// The bytes a minimal changed-cells encoder sends to bring a terminal from one grid to the
/// next: the yardstick the benchmark holds the backend's output against. It counts, it does
/// not write; it is written apart from the backends, from this description. Ours.
///
/// **Cells.** Each cell is compared as the terminal shows it: the glyph the backend writes
/// (`GlyphSet.terminalCharacter`), bold, and the foreground and background colour numbers at
/// `depth` (−1 for the terminal's default; the palette index at `.palette256` / `.palette8`;
/// the packed RGB value at `.trueColor`; always −1 at `.monochrome`). What cannot be seen does
/// not count: a space shows only its background (its foreground and bold are free), a half
/// block `▀`/`▄` whose two colours are the same number is such a space, and a full block `█`
/// shows only its foreground. A cell is *changed* when what it shows differs from the previous
/// grid's; the first grid is compared with a blank screen (spaces on the default background),
/// which is what a terminal shows after a clear.
///
/// **Order and state.** Changed cells are sent row by row, left to right. The encoder keeps a
/// cursor position and a current rendition (bold, foreground, background) from cell to cell
/// and from frame to frame (it starts with an unknown cursor and the default rendition).
/// Writing a glyph moves the cursor one column right; writing the last column leaves the cursor
/// unknown (terminals differ on the pending wrap).
///
/// **Wide characters.** A wide glyph (two columns, `CellWidth`) is sent in its left cell and
/// moves the cursor two columns; its right cell (the continuation) shows whatever the left one
/// was sent with, is never sent, and counts as changed only with its left cell — unless the
/// terminal lost it, and then the left cell is sent again. A wide glyph in the last column is a
/// space. Sending a cell over half of a pair the terminal shows blanks the other half there:
/// that half is then unknown, so it is sent when the grid holds anything else than the blank.
///
/// **Per changed cell**, the sum of:
/// 1. *Cursor move*, when the cursor is not already on the cell: the fewest bytes of
///    - CUP `ESC [ row ; col H` (1-based; `ESC [ row H` for column 1, `ESC [ H` for the origin);
///    - on the same row, to the right: CUF `ESC [ n C` (`ESC [ C` for n = 1), CHA `ESC [ col G`,
///      or re-sending the skipped cells' glyphs when every one of them shows correctly in the
///      current rendition and none is half of a wide pair;
///    - in the same column: VPA `ESC [ row d`.
///    An unknown cursor takes CUP.
/// 2. *SGR*, when the current rendition does not show the cell correctly: the shorter of an
///    incremental `ESC [ … m` changing only what the cell needs (bold on `1`, off `22`; colours
///    `39`/`49` for the default, `3n`/`4n` for n < 8, `9n`/`10n` for 8…15, `38;5;n`/`48;5;n`
///    above, and `38;2;r;g;b`/`48;2;r;g;b` at `.trueColor`) and a reset form `ESC [ ; … m`
///    (`ESC [ m` alone) that sets only what the cell needs and is not the default.
/// 3. *Glyph*: its UTF-8 bytes.
///
/// Nothing else: no cursor hiding, no final rendition reset, no synchronisation marks. Encoders
/// that also erase, repeat (`REP`) or scroll can send less; a changed-cells encoder cannot.
/// Sources: ECMA-48 (CUP, CUF, CHA, VPA, SGR); xterm's ctlseqs for the 256- and 24-bit SGR forms.
public struct ReferenceEncoder {
    /// The colour depth colours are quantised to.
    public let depth: ColorDepth
    /// The glyph set cells are folded to.
    public let glyphs: GlyphSet
    private let quantizer: ColorQuantizer
    /// What the terminal shows, cell by cell.
    private var previous: [TerminalCell] = []
    /// The cells of the previous grid as stored (to skip unchanged ones quickly).
    private var previousCells: [Cell] = []
    private var columns = 0
    private var rows = 0
    private var cursor: (row: Int, column: Int)?
    private var rendition = Rendition.plain

    /// What a cell shows: its glyph and the rendition it needs (`free` where any will do).
    private struct TerminalCell: Equatable {
        var glyph: Glyph
        var rendition: Rendition
    }

    /// A colour number meaning "any": the colour cannot be seen.
    private static let free: Int32 = -2
    private static let space = Glyph(scalar: 0x20)  // " "
    private static let upperHalf = Glyph(scalar: 0x2580)  // ▀
    private static let lowerHalf = Glyph(scalar: 0x2584)  // ▄
    private static let fullBlock = Glyph(scalar: 0x2588)  // █
    /// What the right half of a wide glyph shows: nothing of its own.
    private static let continuation = TerminalCell(
        glyph: .continuation, rendition: Rendition(isBold: false, foreground: free, background: free))
    /// A cell the terminal blanked in a way not known: equal to no cell of a grid.
    private static let lost = TerminalCell(
        glyph: .space, rendition: Rendition(isBold: false, foreground: -3, background: -3))
    /// Palette indices already worked out, by packed RGB.
    private var indices: [UInt32: Int32] = [:]

    /// Bold and the two colour numbers (−1: default).
    private struct Rendition: Equatable {
        var isBold: Bool
        var foreground: Int32
        var background: Int32
        static let plain = Rendition(isBold: false, foreground: -1, background: -1)
    }

    /// An encoder for a terminal of `depth` showing `glyphs`, before its first frame.
    public init(depth: ColorDepth, glyphs: GlyphSet) {
        self.depth = depth
        self.glyphs = glyphs
        quantizer = ColorQuantizer(depth: depth)
    }

    /// What sending one frame took.
    public struct Frame: Equatable, Sendable {
        /// Cells whose terminal form changed.
        public var changedCells: Int
        /// Bytes the minimal encoder sends for them.
        public var bytes: Int
    }

    /// Counts the bytes that bring the terminal from the previous grid (a blank screen at
    /// first, or after a size change) to `grid`, and remembers `grid` as the previous one.
    public mutating func encode(_ grid: CellGrid) -> Frame {
        if grid.columns != columns || grid.rows != rows {
            columns = grid.columns
            rows = grid.rows
            let blank = TerminalCell(
                glyph: .space, rendition: Rendition(isBold: false, foreground: Self.free, background: -1))
            previous = Array(repeating: blank, count: columns * rows)
            previousCells = Array(repeating: Cell(glyph: Glyph(scalar: 0)), count: columns * rows)
            cursor = nil
        }
        var frame = Frame(changedCells: 0, bytes: 0)
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                // A cell stored exactly as before shows exactly as before.
                let stored = grid[index: index]
                guard stored != previousCells[index] else { continue }
                previousCells[index] = stored
                let cell = terminalCell(stored, lastColumn: column + 1 == columns)
                guard cell != previous[index] else { continue }
                if cell.glyph.isContinuation {
                    // Lost by the terminal while its left half was not: the left half again.
                    if column > 0, previous[index - 1].glyph.isWide {
                        send(previous[index - 1], row: row, column: column - 1, frame: &frame)
                    }
                    continue
                }
                send(cell, row: row, column: column, frame: &frame)
            }
        }
        return frame
    }

    /// Counts sending `cell` to `row`, `column` and records what the terminal shows then.
    private mutating func send(_ cell: TerminalCell, row: Int, column: Int, frame: inout Frame) {
        let index = row * columns + column
        let before = previous[index].glyph
        if before.isContinuation && column > 0 {
            lose(index - 1)
        } else if before.isWide && column + 1 < columns && !cell.glyph.isWide {
            lose(index + 1)
        }
        previous[index] = cell
        frame.changedCells += 1
        frame.bytes += moveBytes(to: row, column, cells: previous)
        if !Self.fits(cell, rendition) {
            let (bytes, next) = Self.sgr(from: rendition, for: cell, depth: depth)
            frame.bytes += bytes
            rendition = next
        }
        frame.bytes += cell.glyph.utf8Count
        var next = column + 1
        if cell.glyph.isWide {
            if previous[index + 1].glyph.isWide && column + 2 < columns { lose(index + 2) }
            previous[index + 1] = Self.continuation
            next += 1
        }
        cursor = next < columns ? (row, next) : nil
    }

    /// The terminal blanked the cell at `index` in a way not known: it is sent again.
    private mutating func lose(_ index: Int) {
        previous[index] = Self.lost
        previousCells[index] = Cell(glyph: Glyph(scalar: 0))
    }

    private mutating func terminalCell(_ cell: Cell, lastColumn: Bool) -> TerminalCell {
        if cell.glyph.isContinuation && glyphs == .unicode { return Self.continuation }
        var glyph = glyphs.terminalGlyph(cell.glyph)
        if glyph.isWide && lastColumn { glyph = Self.space }
        var rendition = Rendition(
            isBold: cell.isBold, foreground: colorNumber(cell.foreground), background: colorNumber(cell.background))
        if (glyph == Self.upperHalf || glyph == Self.lowerHalf) && rendition.foreground == rendition.background {
            glyph = Self.space
        }
        if glyph == Self.space {
            rendition.foreground = Self.free
            rendition.isBold = false
        } else if glyph == Self.fullBlock {
            rendition.background = Self.free
        }
        return TerminalCell(glyph: glyph, rendition: rendition)
    }

    /// Whether `cell` shows correctly when written in `rendition`.
    private static func fits(_ cell: TerminalCell, _ rendition: Rendition) -> Bool {
        (cell.rendition.foreground == free || cell.rendition.foreground == rendition.foreground)
            && (cell.rendition.background == free || cell.rendition.background == rendition.background)
            && (cell.glyph == space || cell.rendition.isBold == rendition.isBold)
    }

    private mutating func colorNumber(_ color: RGB?) -> Int32 {
        guard let color, depth != .monochrome else { return -1 }
        let packed = Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
        if depth == .trueColor { return packed }
        if let index = indices[UInt32(packed)] { return index }
        let index = Int32(quantizer.index(for: color) ?? 0)
        indices[UInt32(packed)] = index
        return index
    }

    /// The fewest bytes that put the cursor on `row`, `column` (0 if it is there).
    private func moveBytes(to row: Int, _ column: Int, cells: [TerminalCell]) -> Int {
        guard let cursor else { return Self.cupBytes(row: row, column: column) }
        if cursor.row == row && cursor.column == column { return 0 }
        var best = Self.cupBytes(row: row, column: column)
        if cursor.row == row && column > cursor.column {
            let distance = column - cursor.column
            best = min(best, distance == 1 ? 3 : 3 + Self.digits(distance))
            best = min(best, 3 + Self.digits(column + 1))
            // Re-sending the skipped cells, if they all have the current rendition.
            var resend = 0
            for skipped in cursor.column..<column {
                let cell = cells[row * columns + skipped]
                guard !cell.glyph.isPairHalf, Self.fits(cell, rendition), resend < best else {
                    resend = Int.max
                    break
                }
                resend += cell.glyph.utf8Count
            }
            best = min(best, resend)
        }
        if cursor.column == column {
            best = min(best, 3 + Self.digits(row + 1))
        }
        return best
    }

    /// `ESC [ row ; col H` with 1-based numbers and the parameters that may be left out.
    static func cupBytes(row: Int, column: Int) -> Int {
        if row == 0 && column == 0 { return 3 }
        if column == 0 { return 3 + digits(row + 1) }
        return 4 + digits(row + 1) + digits(column + 1)
    }

    /// The bytes of the shortest SGR that makes `old` show `cell`, and the rendition after it.
    private static func sgr(from old: Rendition, for cell: TerminalCell, depth: ColorDepth) -> (Int, Rendition) {
        let needs = cell.rendition
        let needsBold = cell.glyph != space
        // Incremental: only what the cell needs and differs.
        var incremental = old
        // The parameters' bytes and how many there are (one `;` between each two).
        var parameterBytes = 0
        var parameterCount = 0
        if needsBold && old.isBold != needs.isBold {
            parameterBytes += needs.isBold ? 1 : 2  // `1` / `22`
            parameterCount += 1
            incremental.isBold = needs.isBold
        }
        if needs.foreground != free && old.foreground != needs.foreground {
            parameterBytes += colorParameterBytes(needs.foreground, isForeground: true, depth: depth)
            parameterCount += 1
            incremental.foreground = needs.foreground
        }
        if needs.background != free && old.background != needs.background {
            parameterBytes += colorParameterBytes(needs.background, isForeground: false, depth: depth)
            parameterCount += 1
            incremental.background = needs.background
        }
        let incrementalBytes = 3 + parameterBytes + max(parameterCount - 1, 0)
        // Reset, then what the cell needs that is not the default: ESC [ ; p ; p m (ESC [ m alone).
        let reset = Rendition(
            isBold: needsBold && needs.isBold, foreground: needs.foreground == free ? -1 : needs.foreground,
            background: needs.background == free ? -1 : needs.background)
        var resetBytes = 3
        if reset.isBold { resetBytes += 2 }
        if reset.foreground != -1 {
            resetBytes += 1 + colorParameterBytes(reset.foreground, isForeground: true, depth: depth)
        }
        if reset.background != -1 {
            resetBytes += 1 + colorParameterBytes(reset.background, isForeground: false, depth: depth)
        }
        return incrementalBytes <= resetBytes ? (incrementalBytes, incremental) : (resetBytes, reset)
    }

    /// The bytes of one colour's SGR parameter(s), e.g. `38;5;196` (8 bytes).
    static func colorParameterBytes(_ number: Int32, isForeground: Bool, depth: ColorDepth) -> Int {
        if number < 0 { return 2 }  // 39 / 49
        if depth == .trueColor {
            let red = Int(number >> 16 & 0xFF)
            let green = Int(number >> 8 & 0xFF)
            let blue = Int(number & 0xFF)
            return 5 + digits(red) + 1 + digits(green) + 1 + digits(blue)  // 38;2;r;g;b
        }
        switch number {
        case 0..<8: return 2  // 3n / 4n
        case 8..<16: return isForeground ? 2 : 3  // 9n / 10n
        default: return 5 + digits(Int(number))  // 38;5;n
        }
    }

    /// Decimal digits of a non-negative `value`.
    static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }
}
