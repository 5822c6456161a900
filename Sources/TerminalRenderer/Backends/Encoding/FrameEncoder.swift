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
    /// The terminal's rendition (`Rendition.unknown` when unknown).
    private var rendition = Rendition.unknown
    /// Cells sent by the last `encode`.
    private(set) var sentCells = 0
    /// The grid last encoded as a point in its history of writes: rows not written since are
    /// as drawn (`CellGrid.rowChanged(_:since:)`) and are not compared.
    private var mark = CellGrid.ChangeMark.none
    /// Rows holding a cell forgotten (`Pass.forget`), compared again even if not written.
    private var recheck: [Bool] = []
    /// Room for one row's bytes (`encode`), kept from frame to frame.
    private var staging: [UInt8] = []
    /// The SGRs worked out so far (`Pass.setRendition`), kept from frame to frame.
    private var sgrs = Array(repeating: SGR.none, count: SGR.slots)
    /// The most bytes one cell takes: a cursor move (at most CUP with two 20-digit numbers, 44;
    /// re-sent cells are fewer), an SGR (at most a reset with bold and two 24-bit colours, 39)
    /// and a glyph of three 4-byte scalars (12); rounded up, with room for an SGR's 48-byte
    /// store (`ByteWriter.append(block:length:)`) after the cursor move.
    private static let maximumCellBytes = 128

    /// Bold and colour numbers as the terminal has them.
    struct Rendition: Equatable {
        var isBold: Bool
        var foreground: Int32
        var background: Int32
        static let plain = Rendition(isBold: false, foreground: -1, background: -1)
        /// A rendition not known (after `invalidate()` or a resize): colours that no cell has, so
        /// it shows no cell and the next cell sent resets it.
        static let unknown = Rendition(isBold: false, foreground: .min, background: .min)
    }

    /// An SGR `Pass.setRendition` worked out, to be written again as it is: from a rendition, for
    /// what a cell needs (its colours, bold, whether it is a blank), its bytes and the
    /// rendition after. Transitions between the same colours come back frame after frame.
    struct SGR {
        var from: Rendition
        var foreground: Int32
        var background: Int32
        var isBold: Bool
        var isBlank: Bool
        var to: Rendition
        var bytes: ByteWriter.Block
        var length: Int

        /// An empty slot: its colours are no cell's.
        static let none = SGR(
            from: .unknown, foreground: .min, background: .min, isBold: false, isBlank: false, to: .unknown,
            bytes: (0, 0, 0, 0, 0, 0), length: 0)
        /// Slots, a power of two: an SGR goes in the one its colours and bold pick.
        static let slots = 1024

        /// The slot of the SGR from `rendition` for `cell`.
        @inline(__always)
        static func slot(from rendition: Rendition, for cell: TerminalCell) -> Int {
            var hash = UInt32(bitPattern: cell.foreground) &* 0x9E37_79B1
            hash = (hash ^ UInt32(bitPattern: cell.background)) &* 0x85EB_CA6B
            hash = (hash ^ UInt32(bitPattern: rendition.foreground)) &* 0xC2B2_AE35
            hash = (hash ^ UInt32(bitPattern: rendition.background) ^ (cell.isBold ? 1 : 0)) &* 0x9E37_79B1
            return Int(truncatingIfNeeded: hash >> 22)
        }
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
        rendition = .unknown
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
            rendition = .unknown
        }
        let width = columns
        // Rows' bytes are stored into `staging` through a pointer, then appended at once, when
        // less than a row's room is left and at the end: at most one cell is sent per column,
        // each in at most `maximumCellBytes`.
        let room = (width + 1) * Self.maximumCellBytes
        if staging.count < 2 * room { staging = Array(repeating: 0, count: 2 * room) }
        // Taken out of `self` while the pass stores through them, so that each local is the
        // only reference (no copy on write) and no access to `self` overlaps.
        var shown = self.shown
        var drawn = self.drawn
        var recheck = self.recheck
        var staging = self.staging
        var sgrs = self.sgrs
        self.shown = []
        self.drawn = []
        self.recheck = []
        self.staging = []
        self.sgrs = []
        var sent = 0
        shown.withUnsafeMutableBufferPointer { shown in
            drawn.withUnsafeMutableBufferPointer { drawn in
                recheck.withUnsafeMutableBufferPointer { recheck in
                    staging.withUnsafeMutableBufferPointer { staging in
                        sgrs.withUnsafeMutableBufferPointer { sgrs in
                            grid.withUnsafeCells { cells in
                                guard let base = staging.baseAddress else { return }
                                var pass = Pass(
                                    depth: depth, columns: width, shown: shown, drawn: drawn, recheck: recheck,
                                    sgrs: sgrs, cursorRow: cursorRow, cursorColumn: cursorColumn, rendition: rendition)
                                var out = ByteWriter(base)
                                // Rows not written since the last grid encoded, none of them forgotten, are as drawn.
                                for row in 0..<rows where recheck[row] || grid.rowChanged(row, since: mark) {
                                    recheck[row] = false
                                    if out.count > staging.count - room {
                                        bytes.append(contentsOf: out.written)
                                        out = ByteWriter(base)
                                    }
                                    sent += encodeRow(row, of: cells, with: &pass, into: &out)
                                }
                                if out.count > 0 { bytes.append(contentsOf: out.written) }
                                cursorRow = pass.cursorRow
                                cursorColumn = pass.cursorColumn
                                rendition = pass.rendition
                            }
                        }
                    }
                }
            }
        }
        self.shown = shown
        self.drawn = drawn
        self.recheck = recheck
        self.staging = staging
        self.sgrs = sgrs
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
            column = Self.firstChange(cells, pass.drawn, from: start &+ column &+ 1, to: start &+ width) &- start
            guard column < width else { break }
            let index = start &+ column
            let cell = cells[index]
            pass.drawn[index] = cell
            var glyph = glyphs.terminalGlyph(cell.glyph)
            if glyph.isWide && column + 1 == width { glyph = .space }  // no room: never half a glyph
            // Neighbouring cells mostly share their colours: numbered once per run.
            if cell.attributes != pass.numberedAttributes {
                pass.numberedAttributes = cell.attributes
                pass.foreground = numbering.number(cell.foreground)
                pass.background = numbering.number(cell.background)
            }
            let target = TerminalCell(
                glyph: glyph, foreground: pass.foreground, background: pass.background, isBold: cell.isBold)
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
        let near = min(start &+ 4, end)
        while index < near {
            if cells[index] != drawn[index] { return index }
            index &+= 1
        }
        if let new = cells.baseAddress, let old = drawn.baseAddress {
            let bytes = block * MemoryLayout<Cell>.stride
            while end &- index >= block, memcmp(new + index, old + index, bytes) == 0 { index &+= block }
        }
        while index < end, cells[index] == drawn[index] { index &+= 1 }
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
        /// The SGRs worked out so far (`SGR.slots`).
        let sgrs: UnsafeMutableBufferPointer<SGR>
        var cursorRow: Int
        var cursorColumn: Int
        var rendition: Rendition
        /// The attributes (`Cell.attributes`) last numbered, and their colour numbers; `~0`, which
        /// no cell has, before the first.
        var numberedAttributes: UInt64 = ~0
        var foreground: Int32 = 0
        var background: Int32 = 0

        init(
            depth: ColorDepth, columns: Int, shown: UnsafeMutableBufferPointer<TerminalCell>,
            drawn: UnsafeMutableBufferPointer<Cell>, recheck: UnsafeMutableBufferPointer<Bool>,
            sgrs: UnsafeMutableBufferPointer<SGR>, cursorRow: Int, cursorColumn: Int, rendition: Rendition
        ) {
            self.depth = depth
            self.columns = columns
            self.shown = shown
            self.drawn = drawn
            self.recheck = recheck
            self.sgrs = sgrs
            self.cursorRow = cursorRow
            self.cursorColumn = cursorColumn
            self.rendition = rendition
        }

        /// Sends `target` to the cell at `row`, `column` and records what the terminal shows then.
        /// Mostly the cursor is there, the rendition shows the cell and no pair is involved: then
        /// only the glyph's bytes are written, with no call.
        @inline(__always)
        mutating func send(_ target: TerminalCell, row: Int, column: Int, into bytes: inout ByteWriter) {
            let index = row &* columns &+ column
            let before = shown[index].glyph
            if before.isPairHalf { breakPair(over: before, at: index, column: column, by: target.glyph) }
            shown[index] = target
            if cursorRow != row || cursorColumn != column { moveCursor(row: row, column: column, into: &bytes) }
            if !Self.shows(target, in: rendition) { setRendition(for: target, into: &bytes) }
            target.glyph.appendUTF8(to: &bytes)
            var next = column &+ 1
            if target.glyph.isWide { next = placeRightHalf(at: index, column: column) }
            if next < columns {
                cursorColumn = next
            } else {
                cursorRow = -1
            }
        }

        /// Over half of a pair (`before`, at `index` in `column`) the terminal blanks the other
        /// half: it is no longer known.
        @inline(never)
        private mutating func breakPair(over before: Glyph, at index: Int, column: Int, by glyph: Glyph) {
            if before.isContinuation, column > 0 {
                forget(index - 1)
            } else if before.isWide, column + 1 < columns, !glyph.isWide {
                forget(index + 1)
            }
        }

        /// A wide glyph sent at `index` (in `column`): its right half lands on the next cell, and
        /// blanks a pair whose left half was there. Returns the column after it.
        @inline(never)
        private mutating func placeRightHalf(at index: Int, column: Int) -> Int {
            if shown[index + 1].glyph.isWide, column + 2 < columns { forget(index + 2) }
            shown[index + 1] = Self.continuation
            return column + 2
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

        @inline(never)
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
                // Each re-sent cell is at least a byte: as many cells as `best` bytes never win.
                if distance < best, resendLength(row: row, from: cursorColumn, to: column, limit: best) != nil {
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
        /// show in the rendition (none does in `Rendition.unknown`) and the total is below
        /// `limit`; else nil.
        @inline(__always)
        private func resendLength(row: Int, from start: Int, to end: Int, limit: Int) -> Int? {
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

        /// Sets the rendition that `cell` needs (it does not show in the current one) with one
        /// SGR (`workOutRendition`), written again from `sgrs` when worked out before.
        @inline(never)
        private mutating func setRendition(for cell: TerminalCell, into bytes: inout ByteWriter) {
            let isBlank = cell.glyph == .space
            let slot = SGR.slot(from: rendition, for: cell)
            let known = sgrs[slot]
            if known.foreground == cell.foreground, known.background == cell.background, known.isBold == cell.isBold,
                known.isBlank == isBlank, known.from == rendition
            {
                bytes.append(block: known.bytes, length: known.length)
                rendition = known.to
                return
            }
            let from = rendition
            let start = bytes.count
            workOutRendition(for: cell, into: &bytes)
            sgrs[slot] = SGR(
                from: from, foreground: cell.foreground, background: cell.background, isBold: cell.isBold,
                isBlank: isBlank, to: rendition, bytes: bytes.block(from: start), length: bytes.count - start)
        }

        /// Sets the rendition that `cell` needs with one SGR: the changes alone (bold, then the
        /// foreground, then the background), or a reset followed by what is not the default when
        /// that is shorter. What the cell does not care about stays as it is, or default on a
        /// reset.
        @inline(__always)
        private mutating func workOutRendition(for cell: TerminalCell, into bytes: inout ByteWriter) {
            let current = rendition
            let isBlank = cell.glyph == .space
            let needsForeground = cell.foreground != TerminalCell.dontCare
            let needsBackground = cell.background != TerminalCell.dontCare
            let foregroundLength = needsForeground ? colorLength(cell.foreground, isForeground: true) : 0
            let backgroundLength = needsBackground ? colorLength(cell.background, isForeground: false) : 0
            let reset = Rendition(
                isBold: !isBlank && cell.isBold, foreground: needsForeground ? cell.foreground : -1,
                background: needsBackground ? cell.background : -1)
            if current == .unknown {
                appendReset(reset, foregroundLength: foregroundLength, into: &bytes)
                rendition = reset
                return
            }
            // `ESC[`, `;1` when bold, `;` and each colour that is not the default, `m`.
            let resetLength =
                3 + (reset.isBold ? 2 : 0) + (reset.foreground != -1 ? 1 + foregroundLength : 0)
                + (reset.background != -1 ? 1 + backgroundLength : 0)
            // `ESC[`, each change (`1` or `22`, the colours) with `;` between them, `m`.
            let boldChanges = !isBlank && cell.isBold != current.isBold
            let foregroundChanges = needsForeground && cell.foreground != current.foreground
            let backgroundChanges = needsBackground && cell.background != current.background
            var changes = 0
            var length = 3
            if boldChanges {
                length += cell.isBold ? 1 : 2
                changes += 1
            }
            if foregroundChanges {
                length += foregroundLength
                changes += 1
            }
            if backgroundChanges {
                length += backgroundLength
                changes += 1
            }
            length += max(changes - 1, 0)
            guard length <= resetLength else {
                appendReset(reset, foregroundLength: foregroundLength, into: &bytes)
                rendition = reset
                return
            }
            bytes.append(packed: 0x5B1B, length: 2)  // ESC [
            var first = true
            if boldChanges {
                if cell.isBold {
                    bytes.append(0x31)
                } else {
                    bytes.append(packed: 0x3232, length: 2)
                }
                rendition.isBold = cell.isBold
                first = false
            }
            if foregroundChanges {
                if !first { bytes.append(0x3B) }
                appendColor(cell.foreground, isForeground: true, into: &bytes)
                rendition.foreground = cell.foreground
                first = false
            }
            if backgroundChanges {
                if !first { bytes.append(0x3B) }
                appendColor(cell.background, isForeground: false, into: &bytes)
                rendition.background = cell.background
            }
            bytes.append(0x6D)  // m
        }

        /// Appends a reset to `new`: `ESC[`, `;1` when bold, `;` and each colour that is not the
        /// default, `m`.
        @inline(__always)
        private func appendReset(_ new: Rendition, foregroundLength: Int, into bytes: inout ByteWriter) {
            bytes.append(packed: 0x5B1B, length: 2)  // ESC [
            if new.isBold { bytes.append(packed: 0x313B, length: 2) }
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

        /// Bytes of one colour's parameters (see `appendColor`).
        @inline(__always)
        private func colorLength(_ number: Int32, isForeground: Bool) -> Int {
            if number >= 0 && depth == .trueColor {
                return 8 + Self.digits(Int(number >> 16 & 0xFF)) + Self.digits(Int(number >> 8 & 0xFF))
                    + Self.digits(Int(number & 0xFF))
            }
            if number < 16 { return number >= 8 && !isForeground ? 3 : 2 }
            return 5 + Self.digits(Int(number))
        }

        /// Appends one colour's parameters: the default colour (−1) `39`/`49`; at `.trueColor`
        /// `38;2;r;g;b`/`48;2;r;g;b`; else the palette's `3n`/`4n` for 0…7, `9n`/`10n` for 8…15
        /// (aixterm's bright colours), `38;5;n`/`48;5;n` from 16 on (xterm's 256 colours).
        @inline(__always)
        private func appendColor(_ number: Int32, isForeground: Bool, into bytes: inout ByteWriter) {
            let layer: UInt64 = isForeground ? 0x33 : 0x34  // 3 or 4
            if number < 0 {
                bytes.append(packed: layer | 0x39 << 8, length: 2)
            } else if depth == .trueColor {
                // `38;2;` or `48;2;`, then the three channels.
                bytes.append(packed: layer | 0x3B_323B_3800, length: 5)
                bytes.appendNumber(Int(number >> 16 & 0xFF))
                bytes.append(0x3B)
                bytes.appendNumber(Int(number >> 8 & 0xFF))
                bytes.append(0x3B)
                bytes.appendNumber(Int(number & 0xFF))
            } else if number < 8 {
                bytes.append(packed: layer | UInt64(0x30 + number) << 8, length: 2)
            } else if number < 16 {
                if isForeground {
                    bytes.append(packed: 0x39 | UInt64(0x30 + number - 8) << 8, length: 2)
                } else {
                    bytes.append(packed: 0x3031 | UInt64(0x30 + number - 8) << 16, length: 3)
                }
            } else {
                bytes.append(packed: layer | 0x3B_353B_3800, length: 5)
                bytes.appendNumber(Int(number))
            }
        }

        // MARK: Numbers

        @inline(__always)
        private static func cupLength(row: Int, column: Int) -> Int {
            if row == 0 && column == 0 { return 3 }
            if column == 0 { return 3 + digits(row + 1) }
            return 4 + digits(row + 1) + digits(column + 1)
        }

        @inline(__always)
        static func digits(_ value: Int) -> Int { ByteWriter.digits(value) }
    }
}
