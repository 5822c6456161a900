import Foundation

/// Turns each new `CellGrid` into the bytes that bring a terminal from the previous one to it:
/// only cells that look different are sent, row by row, with ECMA-48 sequences (those of
/// xterm and every terminal emulator in use; `NcursesCanvas` checks terminfo agrees before
/// using this).
///
/// Per changed cell (see `TerminalCell` for "looks different"):
/// - **Cursor**: nothing if the cursor is already there; otherwise the shortest of CUP
///   `ESC[r;cH` (`ESC[rH`, `ESC[H`), on the same row CUF `ESC[nC` (`ESC[C`), CHA `ESC[cG`, or
///   re-sending the skipped cells when they all show in the current rendition, and in the same
///   column VPA `ESC[rd`. After the last column the cursor counts as unknown (pending wrap).
/// - **Rendition**: only what the cell needs and the terminal does not have yet (a blank needs
///   only its background, a full block only its foreground), as one SGR: the shorter of the
///   changes alone (`1`/`22` bold; `39`/`49`, `3n`/`4n`, `38;5;n`/`48;5;n`, `38;2;r;g;b`/
///   `48;2;r;g;b`) and a reset `ESC[;…m` followed by what is not the default.
/// - **Glyph**: its UTF-8 bytes.
///
/// Wide characters (`CellWidth`): the glyph is sent in its pair's left cell and the cursor
/// then stands two columns on; the right cell (the continuation) is never sent. A change to
/// either half sends the pair's left cell again; a cell sent over half of a pair that the
/// terminal shows makes the other half unknown (terminals blank it), so it is sent too when the
/// grid has something there. Re-sending skipped cells is used only where none of them is half
/// of a pair.
///
/// Nothing else is sent: no clear, no cursor hiding, no reset at the end of a frame (the
/// rendition and cursor carry over to the next). `invalidate()` forgets what the terminal shows,
/// so the next grid is sent whole. Sources: ECMA-48 (CUP, CUF, CHA, VPA, SGR); xterm's ctlseqs
/// for the 256- and 24-bit forms; ours.
struct FrameEncoder {
    let depth: ColorDepth
    let glyphs: GlyphSet
    private var numbering: ColorNumbering
    /// The grid last encoded, cell for cell, to skip unchanged cells without converting them.
    private var drawn: [Cell] = []
    /// What the terminal shows, normalised.
    private var shown: [TerminalCell] = []
    private var columns = 0
    private var rows = 0
    /// The cursor's row and column, or −1 when unknown.
    private var cursorRow = -1
    private var cursorColumn = -1
    /// The terminal's rendition, or nil when unknown.
    private var rendition: Rendition?
    /// Cells sent by the last `encode`.
    private(set) var sentCells = 0
    /// The grid last encoded as a point in its history of writes: rows not written since are
    /// as drawn (`CellGrid.rowChanged(_:since:)`) and are not compared.
    private var mark = CellGrid.ChangeMark.none
    /// Rows holding a cell forgotten (`Pass.forget`), compared again even if not written.
    private var recheck: [Bool] = []
    /// Room for one row's bytes (`encode`), kept from frame to frame.
    private var staging: [UInt8] = []
    /// The most bytes one cell takes: a cursor move (at most CUP with two 20-digit numbers, 44;
    /// re-sent cells are fewer), an SGR (at most a reset with bold and two 24-bit colours, 45)
    /// and a glyph of three 4-byte scalars (12); rounded up, with room for an 8-byte store.
    private static let maximumCellBytes = 128

    /// Bold and colour numbers as the terminal has them.
    struct Rendition: Equatable {
        var isBold: Bool
        var foreground: Int32
        var background: Int32
        static let plain = Rendition(isBold: false, foreground: -1, background: -1)
    }

    /// An encoder for a terminal of `depth` showing `glyphs` whose contents are unknown: the
    /// first grid is sent whole, unless `assumeCleared(columns:rows:)` says the screen is blank.
    init(depth: ColorDepth, glyphs: GlyphSet) {
        self.depth = depth
        self.glyphs = glyphs
        numbering = ColorNumbering(depth: depth)
    }

    /// Forgets what the terminal shows (after a resize, or when something else drew on it):
    /// the next `encode` sends every cell.
    mutating func invalidate() {
        for index in shown.indices { shown[index] = .unknownCell }
        for index in drawn.indices { drawn[index] = Self.unsent }
        cursorRow = -1
        rendition = nil
        mark = .none
    }

    /// Takes the terminal to be a cleared screen of `columns` × `rows` in the default rendition
    /// with the cursor somewhere unknown (after `clear`, as when ncurses starts).
    mutating func assumeCleared(columns: Int, rows: Int) {
        resize(columns: columns, rows: rows, cell: .blank, drawnCell: .blank)
        rendition = .plain
    }

    /// A cell no grid holds (a control character), so it differs from every drawn cell.
    private static let unsent = Cell(glyph: Glyph(scalar: 0))

    private mutating func resize(columns: Int, rows: Int, cell: TerminalCell, drawnCell: Cell) {
        self.columns = columns
        self.rows = rows
        shown = Array(repeating: cell, count: columns * rows)
        drawn = Array(repeating: drawnCell, count: columns * rows)
        recheck = Array(repeating: false, count: rows)
        mark = .none
        cursorRow = -1
    }

    /// Appends to `bytes` what brings the terminal to `grid`. A grid of another size than the
    /// last is sent whole (the terminal's contents after a resize are unknown).
    mutating func encode(_ grid: CellGrid, into bytes: inout [UInt8]) {
        if grid.columns != columns || grid.rows != rows {
            resize(columns: grid.columns, rows: grid.rows, cell: .unknownCell, drawnCell: Self.unsent)
            rendition = nil
        }
        let width = columns
        // A row's bytes are stored into `staging` through a pointer, then appended at once: at
        // most one cell is sent per column, each in at most `maximumCellBytes`.
        let room = (width + 1) * Self.maximumCellBytes
        if staging.count < room { staging = Array(repeating: 0, count: room) }
        // Taken out of `self` while the pass stores through them, so that each local is the
        // only reference (no copy on write) and no access to `self` overlaps.
        var shown = self.shown
        var drawn = self.drawn
        var recheck = self.recheck
        var staging = self.staging
        self.shown = []
        self.drawn = []
        self.recheck = []
        self.staging = []
        var sent = 0
        shown.withUnsafeMutableBufferPointer { shown in
            drawn.withUnsafeMutableBufferPointer { drawn in
                recheck.withUnsafeMutableBufferPointer { recheck in
                    staging.withUnsafeMutableBufferPointer { staging in
                        grid.withUnsafeCells { cells in
                            guard let base = staging.baseAddress else { return }
                            var pass = Pass(
                                depth: depth, columns: width, shown: shown, drawn: drawn, recheck: recheck,
                                cursorRow: cursorRow, cursorColumn: cursorColumn, rendition: rendition)
                            // Rows not written since the last grid encoded, none of them forgotten, are as drawn.
                            for row in 0..<rows where recheck[row] || grid.rowChanged(row, since: mark) {
                                recheck[row] = false
                                var out = ByteWriter(base)
                                sent += encodeRow(row, of: cells, with: &pass, into: &out)
                                if out.count > 0 { bytes.append(contentsOf: out.written) }
                            }
                            cursorRow = pass.cursorRow
                            cursorColumn = pass.cursorColumn
                            rendition = pass.rendition
                        }
                    }
                }
            }
        }
        self.shown = shown
        self.drawn = drawn
        self.recheck = recheck
        self.staging = staging
        mark = grid.changeMark
        sentCells = sent
    }

    /// Sends the cells of `row` of `cells` (the grid) that look different from what `pass`
    /// shows, into `out`; returns how many were sent.
    @inline(__always)
    private mutating func encodeRow(
        _ row: Int, of cells: UnsafeBufferPointer<Cell>, with pass: inout Pass, into out: inout ByteWriter
    ) -> Int {
        let width = columns
        let start = row * width
        var sent = 0
        var column = -1
        while true {
            // Most cells are as drawn last time: skipped in a tight loop over both buffers.
            column = Self.firstChange(cells, pass.drawn, from: start + column + 1, to: start + width) - start
            guard column < width else { break }
            let index = start + column
            let cell = cells[index]
            pass.drawn[index] = cell
            var glyph = glyphs.terminalGlyph(cell.glyph)
            if glyph.isWide && column + 1 == width { glyph = .space }  // no room: never half a glyph
            let target = TerminalCell(
                glyph: glyph, foreground: numbering.number(cell.foreground),
                background: numbering.number(cell.background), isBold: cell.isBold)
            if target == pass.shown[index] { continue }
            if glyph.isContinuation {
                // Shown again by sending its left half (unless that is no wide glyph).
                if column > 0, pass.shown[index - 1].glyph.isWide {
                    pass.send(pass.shown[index - 1], row: row, column: column - 1, into: &out)
                    sent += 1
                }
                continue
            }
            pass.send(target, row: row, column: column, into: &out)
            sent += 1
        }
        return sent
    }

    /// The first index from `start` up to `end` where `cells` differ from `drawn`, or `end`.
    /// The next four cells are compared one by one (changes come in runs), then blocks of `block` cells
    /// as bytes (`memcmp`, vectorised; a cell is two integers with no padding, so equal bytes are
    /// equal cells), then the cells of the first block that differs one by one.
    @inline(__always)
    private static func firstChange(
        _ cells: UnsafeBufferPointer<Cell>, _ drawn: UnsafeMutableBufferPointer<Cell>, from start: Int, to end: Int
    ) -> Int {
        var index = start
        // Changes come in runs: the next few cells are looked at before a block is compared.
        let near = min(start + 4, end)
        while index < near {
            if cells[index] != drawn[index] { return index }
            index += 1
        }
        if let new = cells.baseAddress, let old = drawn.baseAddress {
            let bytes = block * MemoryLayout<Cell>.stride
            while end - index >= block, memcmp(new + index, old + index, bytes) == 0 { index += block }
        }
        while index < end, cells[index] == drawn[index] { index += 1 }
        return index
    }

    /// Cells compared as one block of bytes by `firstChange`.
    private static let block = 32

    /// One `encode`: what the terminal shows and the grid last encoded, as buffers stored
    /// through without checks, with the cursor and rendition; it sends cells into a row's bytes.
    private struct Pass {
        let depth: ColorDepth
        let columns: Int
        /// What the terminal shows, normalised.
        let shown: UnsafeMutableBufferPointer<TerminalCell>
        /// The grid last encoded.
        let drawn: UnsafeMutableBufferPointer<Cell>
        /// Rows to compare next time whatever is written.
        let recheck: UnsafeMutableBufferPointer<Bool>
        var cursorRow: Int
        var cursorColumn: Int
        var rendition: Rendition?

        /// Sends `target` to the cell at `row`, `column` and records what the terminal shows then.
        mutating func send(_ target: TerminalCell, row: Int, column: Int, into bytes: inout ByteWriter) {
            let index = row * columns + column
            let before = shown[index].glyph
            // Over half of a pair the terminal blanks the other half: it is no longer known.
            if before.isContinuation, column > 0 {
                forget(index - 1)
            } else if before.isWide, column + 1 < columns, !target.glyph.isWide {
                forget(index + 1)
            }
            shown[index] = target
            // Mostly the cursor is there and the rendition shows the cell: no call for either.
            if cursorRow != row || cursorColumn != column { moveCursor(row: row, column: column, into: &bytes) }
            if rendition.map({ Self.shows(target, in: $0) }) != true { setRendition(for: target, into: &bytes) }
            target.glyph.appendUTF8(to: &bytes)
            var next = column + 1
            if target.glyph.isWide {
                // Its right half lands on the next cell, and blanks a pair whose left half was there.
                if shown[index + 1].glyph.isWide, column + 2 < columns { forget(index + 2) }
                shown[index + 1] = Self.continuation
                next += 1
            }
            if next < columns {
                cursorColumn = next
            } else {
                cursorRow = -1
            }
        }

        /// Marks the cell at `index` unknown, so that it is sent (again) when the grid is encoded.
        private mutating func forget(_ index: Int) {
            shown[index] = .unknownCell
            drawn[index] = FrameEncoder.unsent
            recheck[index / columns] = true
        }

        /// What the right half of a wide glyph shows.
        private static let continuation = TerminalCell(
            glyph: .continuation, foreground: TerminalCell.dontCare, background: TerminalCell.dontCare, isBold: false)

        // MARK: Cursor

        private mutating func moveCursor(row: Int, column: Int, into bytes: inout ByteWriter) {
            defer {
                cursorRow = row
                cursorColumn = column
            }
            if cursorRow == row && cursorColumn == column { return }
            var best = Self.cupLength(row: row, column: column)
            var choice = 0  // 0 CUP, 1 CUF, 2 CHA, 3 resend, 4 VPA
            if cursorRow == row && column > cursorColumn {
                let distance = column - cursorColumn
                let forward = distance == 1 ? 3 : 3 + Self.digits(distance)
                if forward < best {
                    best = forward
                    choice = 1
                }
                let absolute = 3 + Self.digits(column + 1)
                if absolute < best {
                    best = absolute
                    choice = 2
                }
                if let rendition,
                    resendLength(row: row, from: cursorColumn, to: column, rendition: rendition, limit: best)
                        != nil
                {
                    choice = 3
                }
            } else if cursorRow >= 0 && cursorColumn == column {
                let vertical = 3 + Self.digits(row + 1)
                if vertical < best {
                    best = vertical
                    choice = 4
                }
            }
            switch choice {
            case 1:
                bytes.append(0x1B)
                bytes.append(0x5B)
                let distance = column - cursorColumn
                if distance > 1 { bytes.appendNumber(distance) }
                bytes.append(0x43)  // C
            case 2:
                bytes.append(0x1B)
                bytes.append(0x5B)
                bytes.appendNumber(column + 1)
                bytes.append(0x47)  // G
            case 3:
                let start = row * columns
                for skipped in cursorColumn..<column {
                    shown[start + skipped].glyph.appendUTF8(to: &bytes)
                }
            case 4:
                bytes.append(0x1B)
                bytes.append(0x5B)
                bytes.appendNumber(row + 1)
                bytes.append(0x64)  // d
            default:
                bytes.append(0x1B)
                bytes.append(0x5B)
                if row > 0 || column > 0 { bytes.appendNumber(row + 1) }
                if column > 0 {
                    bytes.append(0x3B)
                    bytes.appendNumber(column + 1)
                }
                bytes.append(0x48)  // H
            }
        }

        /// The bytes of re-sending the cells from `start` up to `end` on `row`, if all of them
        /// show in `rendition` and the total is below `limit`; else nil.
        private func resendLength(row: Int, from start: Int, to end: Int, rendition: Rendition, limit: Int) -> Int? {
            var length = 0
            let base = row * columns
            for column in start..<end {
                let cell = shown[base + column]
                guard !cell.glyph.isPairHalf, Self.shows(cell, in: rendition) else { return nil }
                length += cell.glyph.utf8Count
                if length >= limit { return nil }
            }
            return length
        }

        /// Whether `cell` looks right when written in `rendition`.
        @inline(__always)
        private static func shows(_ cell: TerminalCell, in rendition: Rendition) -> Bool {
            (cell.foreground == TerminalCell.dontCare || cell.foreground == rendition.foreground)
                && (cell.background == TerminalCell.dontCare || cell.background == rendition.background)
                && (cell.glyph == .space || cell.isBold == rendition.isBold)
        }

        // MARK: Rendition

        private mutating func setRendition(for cell: TerminalCell, into bytes: inout ByteWriter) {
            if let current = rendition, Self.shows(cell, in: current) { return }
            // What the cell needs; what it does not care about stays as it is, or default on reset.
            let needsForeground = cell.foreground != TerminalCell.dontCare
            let needsBackground = cell.background != TerminalCell.dontCare
            let reset = Rendition(
                isBold: cell.glyph != .space && cell.isBold, foreground: needsForeground ? cell.foreground : -1,
                background: needsBackground ? cell.background : -1)
            guard let current = rendition else {
                appendReset(reset, into: &bytes)
                rendition = reset
                return
            }
            var next = current
            if cell.glyph != .space { next.isBold = cell.isBold }
            if needsForeground { next.foreground = cell.foreground }
            if needsBackground { next.background = cell.background }
            if incrementalLength(from: current, to: next) <= resetLength(reset) {
                appendIncremental(from: current, to: next, into: &bytes)
                rendition = next
            } else {
                appendReset(reset, into: &bytes)
                rendition = reset
            }
        }

        private func incrementalLength(from old: Rendition, to new: Rendition) -> Int {
            var length = 3
            var count = 0
            if old.isBold != new.isBold {
                length += new.isBold ? 1 : 2
                count += 1
            }
            if old.foreground != new.foreground {
                length += colorLength(new.foreground, isForeground: true)
                count += 1
            }
            if old.background != new.background {
                length += colorLength(new.background, isForeground: false)
                count += 1
            }
            return length + max(count - 1, 0)
        }

        private func resetLength(_ new: Rendition) -> Int {
            var length = 3
            if new.isBold { length += 2 }
            if new.foreground != -1 { length += 1 + colorLength(new.foreground, isForeground: true) }
            if new.background != -1 { length += 1 + colorLength(new.background, isForeground: false) }
            return length
        }

        private func appendIncremental(from old: Rendition, to new: Rendition, into bytes: inout ByteWriter) {
            bytes.append(0x1B)
            bytes.append(0x5B)
            var first = true
            func separator() {
                if !first { bytes.append(0x3B) }
                first = false
            }
            if old.isBold != new.isBold {
                separator()
                if new.isBold {
                    bytes.append(0x31)
                } else {
                    bytes.append(0x32)
                    bytes.append(0x32)
                }
            }
            if old.foreground != new.foreground {
                separator()
                appendColor(new.foreground, isForeground: true, into: &bytes)
            }
            if old.background != new.background {
                separator()
                appendColor(new.background, isForeground: false, into: &bytes)
            }
            bytes.append(0x6D)  // m
        }

        private func appendReset(_ new: Rendition, into bytes: inout ByteWriter) {
            bytes.append(0x1B)
            bytes.append(0x5B)
            if new.isBold {
                bytes.append(0x3B)
                bytes.append(0x31)
            }
            if new.foreground != -1 {
                bytes.append(0x3B)
                appendColor(new.foreground, isForeground: true, into: &bytes)
            }
            if new.background != -1 {
                bytes.append(0x3B)
                appendColor(new.background, isForeground: false, into: &bytes)
            }
            bytes.append(0x6D)
        }

        /// Bytes of one colour's parameters (`39`, `31`, `38;5;196`, `38;2;r;g;b`).
        private func colorLength(_ number: Int32, isForeground: Bool) -> Int {
            if number >= 0 && depth == .trueColor {
                return 8 + ByteWriter.Decimal.digits(Int(number >> 16 & 0xFF))
                    + ByteWriter.Decimal.digits(Int(number >> 8 & 0xFF)) + ByteWriter.Decimal.digits(Int(number & 0xFF))
            }
            return Self.colorParameters[Self.parameterIndex(number, isForeground: isForeground)].length
        }

        private func appendColor(_ number: Int32, isForeground: Bool, into bytes: inout ByteWriter) {
            if number >= 0 && depth == .trueColor {
                // `38;2;` or `48;2;`, then the three channels.
                bytes.append(packed: isForeground ? 0x3B_323B_3833 : 0x3B_323B_3834, length: 5)
                bytes.appendNumber(Int(number >> 16 & 0xFF))
                bytes.append(0x3B)
                bytes.appendNumber(Int(number >> 8 & 0xFF))
                bytes.append(0x3B)
                bytes.appendNumber(Int(number & 0xFF))
                return
            }
            let parameter = Self.colorParameters[Self.parameterIndex(number, isForeground: isForeground)]
            bytes.append(packed: parameter.bytes, length: parameter.length)
        }

        /// One colour's SGR parameter: its bytes packed lowest first, and how many there are.
        private struct ColorParameter {
            var bytes: UInt64
            var length: Int
        }

        /// Where `colorParameters` holds the parameter of colour `number` (−1 … 255).
        @inline(__always)
        private static func parameterIndex(_ number: Int32, isForeground: Bool) -> Int {
            Int(number) + (isForeground ? 1 : 258)
        }

        /// The parameters of the default colour and the palette's 256, foreground (−1 … 255) then
        /// background: `39`/`49`; `3n`/`4n` for 0…7; `9n`/`10n` for 8…15 (aixterm's bright
        /// colours); `38;5;n`/`48;5;n` from 16 on (xterm's 256 colours).
        private static let colorParameters: [ColorParameter] = [true, false].flatMap { isForeground in
            (-1..<256).map { number -> ColorParameter in
                let layer = isForeground ? "3" : "4"
                let text: String
                switch number {
                case -1: text = layer + "9"
                case 0..<8: text = layer + String(number)
                case 8..<16: text = (isForeground ? "9" : "10") + String(number - 8)
                default: text = layer + "8;5;" + String(number)
                }
                var parameter = ColorParameter(bytes: 0, length: 0)
                for byte in text.utf8 {
                    parameter.bytes |= UInt64(byte) << (8 * parameter.length)
                    parameter.length += 1
                }
                return parameter
            }
        }

        // MARK: Numbers

        private static func cupLength(row: Int, column: Int) -> Int {
            if row == 0 && column == 0 { return 3 }
            if column == 0 { return 3 + digits(row + 1) }
            return 4 + digits(row + 1) + digits(column + 1)
        }

        @inline(__always)
        static func digits(_ value: Int) -> Int { ByteWriter.Decimal.digits(value) }
    }
}
