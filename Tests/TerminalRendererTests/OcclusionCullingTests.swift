import Testing

@testable import TerminalRenderer

/// `OcclusionCulling`: the pieces of a damaged area each record paints are the area less the
/// opaque boxes of later records, worked out here cell by cell from the rectangles.
@Suite struct OcclusionCullingTests {
    static let area = CellRect(column: 0, row: 0, columns: 20, rows: 10)
    /// Record 1's opaque box: columns 2…11, rows 2…6 (50 cells).
    static let first = CellRect(column: 2, row: 2, columns: 10, rows: 5)
    /// Record 3's: columns 8…19, every row (120 cells); it overlaps the first in columns
    /// 8…11, rows 2…6 (20 cells).
    static let second = CellRect(column: 8, row: 0, columns: 12, rows: 10)

    /// The cells of `pieces`, failing if two pieces share one.
    private func cells(_ pieces: ArraySlice<CellRect>) -> Set<[Int]> {
        var cells = Set<[Int]>()
        var count = 0
        for piece in pieces {
            for row in piece.row..<piece.endRow {
                for column in piece.column..<piece.endColumn { cells.insert([column, row]) }
            }
            count += piece.columns * piece.rows
        }
        #expect(cells.count == count, "pieces overlap")
        return cells
    }

    /// The area's cells outside every rectangle of `covers`.
    private func expected(less covers: [CellRect]) -> Set<[Int]> {
        var cells = Set<[Int]>()
        for row in 0..<10 {
            for column in 0..<20 where !covers.contains(where: { $0.contains(column: column, row: row) }) {
                cells.insert([column, row])
            }
        }
        return cells
    }

    /// Records 0…4, with opaque boxes at 1 and 3: record 0 paints what neither covers
    /// (200 − (50 + 120 − 20) = 50 cells), records 1 and 2 what the second does not (80), and
    /// records 3 and 4, painted after both, the whole area; the cells to blank first are
    /// record 0's.
    @Test func eachRecordPaintsTheAreaLessLaterCovers() {
        var culling = OcclusionCulling()
        culling.prepare(area: Self.area, opaqueBoxes: [nil, Self.first, nil, Self.second, nil], limit: 4)
        #expect(cells(culling.pieces(for: 0)) == expected(less: [Self.first, Self.second]))
        #expect(cells(culling.pieces(for: 0)).count == 50)
        #expect(cells(culling.pieces(for: 1)) == expected(less: [Self.second]))
        #expect(cells(culling.pieces(for: 1)).count == 80)
        #expect(cells(culling.pieces(for: 2)) == expected(less: [Self.second]))
        #expect(cells(culling.pieces(for: 3)).count == 200)
        #expect(cells(culling.pieces(for: 4)).count == 200)
        #expect(cells(culling.uncovered) == expected(less: [Self.first, Self.second]))
    }

    /// A cover is cut to the area: a box reaching past it covers only its part inside.
    @Test func coversAreCutToTheArea() {
        var culling = OcclusionCulling()
        let area = CellRect(column: 0, row: 0, columns: 20, rows: 5)
        culling.prepare(area: area, opaqueBoxes: [nil, Self.second], limit: 4)
        #expect(culling.covers.map(\.box) == [CellRect(column: 8, row: 0, columns: 12, rows: 5)])
        let painted = cells(culling.pieces(for: 0))
        #expect(painted.count == 8 * 5)
        #expect(painted.allSatisfy { $0[0] < 8 && $0[1] < 5 })
    }

    /// Boxes under `minimumCells` (24) cells are not cut out (a row of 23 cells stays painted
    /// under), beyond `limit` covers only the largest are kept, in record order, and with a
    /// limit of 0 none is.
    @Test func smallAndSurplusCoversAreLeftOut() {
        var culling = OcclusionCulling()
        let small = CellRect(column: 0, row: 9, columns: 23, rows: 1)
        culling.prepare(area: Self.area, opaqueBoxes: [small, nil], limit: 4)
        #expect(culling.covers.isEmpty)
        #expect(cells(culling.pieces(for: 0)).count == 200)

        // Four boxes of 24, 30, 40 and 50 cells with room for two: the 40 and the 50, in order.
        let boxes: [CellRect?] = [
            CellRect(column: 0, row: 0, columns: 24, rows: 1), CellRect(column: 0, row: 1, columns: 10, rows: 3),
            CellRect(column: 10, row: 1, columns: 10, rows: 4), CellRect(column: 0, row: 5, columns: 10, rows: 5),
        ]
        culling.prepare(area: CellRect(column: 0, row: 0, columns: 24, rows: 10), opaqueBoxes: boxes, limit: 2)
        #expect(culling.covers.map(\.index) == [2, 3])
        // With room for none (culling off), every record paints the whole area.
        culling.prepare(area: CellRect(column: 0, row: 0, columns: 24, rows: 10), opaqueBoxes: boxes, limit: 0)
        #expect(culling.covers.isEmpty)
        #expect(Array(culling.pieces(for: 0)) == [CellRect(column: 0, row: 0, columns: 24, rows: 10)])
    }
}
