import Testing

@testable import TerminalRenderer

/// `CellGrid`'s record of written rows (`changeMark`, `rowChanged(_:since:)`), which lets
/// `FrameEncoder` compare only rows written since the grid it encoded last.
@Suite struct CellGridChangeTests {
    /// The rows of a 4 × 5 grid written since `mark`, top to bottom.
    private func changedRows(_ grid: CellGrid, since mark: CellGrid.ChangeMark) -> [Int] {
        (0..<grid.rows).filter { grid.rowChanged($0, since: mark) }
    }

    /// Each write path marks exactly the rows it writes: `write` its row (none when the row or
    /// every column is outside); `fill` the rows of its rectangle inside the grid (rows 1…2 of
    /// a rectangle from row 1, 2 high; rows 3…4 of one from row 3, 9 high, clipped at row 4);
    /// the cell subscript its row (nothing outside); the flat subscript index 9 of a 4-wide
    /// grid, row 9 / 4 = 2; `drawBox` rows 0…3 of a 4-high box; `clear`, `resize` and
    /// `makeDisplayable` every row; the buffer loop the rows it names.
    @Test func eachWritePathMarksItsRows() {
        var grid = CellGrid(columns: 4, rows: 5)
        var mark = grid.changeMark
        #expect(changedRows(grid, since: mark) == [])
        grid.write("ab", column: 1, row: 3)
        #expect(changedRows(grid, since: mark) == [3])
        mark = grid.changeMark
        grid.write("ab", column: 0, row: 7)
        grid.write("ab", column: 4, row: 0)
        #expect(changedRows(grid, since: mark) == [])
        grid.fill(CellRect(column: 1, row: 1, columns: 2, rows: 2), with: Cell(character: "x"))
        #expect(changedRows(grid, since: mark) == [1, 2])
        mark = grid.changeMark
        grid.fill(CellRect(column: 0, row: 3, columns: 9, rows: 9), with: Cell(character: "x"))
        #expect(changedRows(grid, since: mark) == [3, 4])
        mark = grid.changeMark
        grid[2, 0] = Cell(character: "y")
        grid[9, 1] = Cell(character: "y")
        #expect(changedRows(grid, since: mark) == [0])
        mark = grid.changeMark
        grid[index: 9] = Cell(character: "z")
        #expect(changedRows(grid, since: mark) == [2])
        mark = grid.changeMark
        grid.drawBox(
            CellRect(column: 0, row: 0, columns: 4, rows: 4), style: .light, foreground: nil, background: nil,
            glyphs: .unicode)
        #expect(changedRows(grid, since: mark) == [0, 1, 2, 3])
        mark = grid.changeMark
        grid.withUnsafeMutableCells(rows: 4..<9) { cells in cells[16] = Cell(character: "w") }
        #expect(changedRows(grid, since: mark) == [4])
        for write in [
            { (grid: inout CellGrid) in grid.clear() }, { $0.resize(columns: 4, rows: 5) },
            { $0.makeDisplayable(with: .ascii) },
        ] {
            mark = grid.changeMark
            write(&grid)
            #expect(changedRows(grid, since: mark) == [0, 1, 2, 3, 4])
        }
        // A resize to 3 rows: the mark's rows are gone, the new ones all count as written.
        mark = grid.changeMark
        grid.resize(columns: 2, rows: 3)
        #expect(changedRows(grid, since: mark) == [0, 1, 2])
    }

    /// Copies share the record until one is written: the copy written first takes a history of
    /// its own, so a mark of the original says every row of that copy may differ, while the
    /// original, written after it, still tells its own rows (row 0 written, rows 1 and 2 not).
    /// Another grid altogether shares nothing with the mark either.
    @Test func aCopyWrittenSinceAMarkHidesNothing() {
        var grid = CellGrid(columns: 3, rows: 3)
        let mark = grid.changeMark
        var copy = grid
        copy.write("c", column: 0, row: 2)
        grid.write("g", column: 0, row: 0)
        #expect(changedRows(grid, since: mark) == [0])
        #expect(changedRows(copy, since: mark) == [0, 1, 2])
        #expect(changedRows(CellGrid(columns: 3, rows: 3), since: mark) == [0, 1, 2])
        #expect(changedRows(grid, since: .none) == [0, 1, 2])
    }

    /// The encoder compares a grid written since its mark only on the written rows, and
    /// another grid (a copy written apart, of the same size) in full: on a cleared 4 × 3
    /// screen, "A" at row 0 column 0 is `ESC[HA`; then a copy of that grid gets "B" at row 2
    /// column 0 while the original gets "C" at row 1 column 0. Encoding the copy sends its "B":
    /// CUP `ESC[3H` then "B" (the cursor stood after "A"). Encoding the original then must
    /// take back "B" (a blank: CUP `ESC[3H`, a space) and send "C" (`ESC[2H` then "C"), though
    /// the original's own record names only row 1.
    @Test func encoderComparesWrittenRowsAndOtherGridsInFull() {
        var encoder = FrameEncoder(depth: .palette256, glyphs: .unicode)
        encoder.assumeCleared(columns: 4, rows: 3)
        var grid = CellGrid(columns: 4, rows: 3)
        var bytes: [UInt8] = []
        grid.write("A", column: 0, row: 0)
        encoder.encode(grid, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[HA")
        var copy = grid
        copy.write("B", column: 0, row: 2)
        grid.write("C", column: 0, row: 1)
        bytes.removeAll()
        encoder.encode(copy, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[3HB")
        bytes.removeAll()
        encoder.encode(grid, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[2HC\u{1B}[3H ")
    }
}
