import Foundation
import Testing
@_spi(Rendering) import TransitionKit

@testable import TerminalRenderer

/// Quarter-cell coverage of filled polygons (scanline, edge by edge into half rows) and the
/// runs of covered cells the cell loop paints masked views by.
@Suite struct QuadrantCoverageTests {
    /// The bits of `coverage` row by row over its box.
    private func rows(_ coverage: QuadrantCoverage) -> [[UInt8]] {
        let box = coverage.box
        return (box.row..<box.endRow).map { row in
            (box.column..<box.endColumn).map { coverage.quarters(column: $0, row: row) }
        }
    }

    /// The coverage of the fill of `polygons` (cell coordinates), each a closed subpath of a
    /// path, within `limit`: as the rasteriser fills a path (`appendFillPolygons`).
    private func fill(_ polygons: [[CGPoint]], evenOdd: Bool, within limit: CellRect) -> QuadrantCoverage {
        let path = CGMutablePath()
        for polygon in polygons {
            path.addLines(between: polygon)
            path.closeSubpath()
        }
        var flattened = FillPolygons()
        path.appendFillPolygons(tolerance: 0.05, to: &flattened)
        var scratch = QuadrantCoverage.FillScratch()
        return QuadrantCoverage(fill: flattened, evenOdd: evenOdd, within: limit, scratch: &scratch)
    }

    /// The rectangle x 0.5…3.5, y 0.5…2.5 (cells). Quarter centres lie at k/2 + ¼; inside are
    /// x = 0.75…3.25 (cell 0's right quarter, cells 1 and 2 whole across, cell 3's left) and
    /// y = 0.75…2.25 (row 0's lower half, row 1 whole, row 2's upper half). Bits: 1 top left,
    /// 2 top right, 4 bottom left, 8 bottom right.
    private var rectangle: QuadrantCoverage {
        fill(
            [
                [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 3.5, y: 0.5), CGPoint(x: 3.5, y: 2.5), CGPoint(x: 0.5, y: 2.5)]
            ],
            evenOdd: false, within: CellRect(column: 0, row: 0, columns: 10, rows: 10))
    }

    @Test func rectangleFillCoversTheQuartersWhoseCentresAreInside() {
        let coverage = rectangle
        #expect(coverage.box == CellRect(column: 0, row: 0, columns: 4, rows: 3))
        #expect(rows(coverage) == [[8, 12, 12, 4], [10, 15, 15, 5], [2, 3, 3, 1]])
    }

    /// A 4-cell square with a 2-cell hole (x, y 1…3), even-odd: the ring's cells are whole,
    /// the hole's empty.
    @Test func evenOddRingLeavesTheHoleEmpty() {
        let outer = [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)]
        let inner = [CGPoint(x: 1, y: 1), CGPoint(x: 3, y: 1), CGPoint(x: 3, y: 3), CGPoint(x: 1, y: 3)]
        let coverage = fill([outer, inner], evenOdd: true, within: CellRect(column: 0, row: 0, columns: 10, rows: 10))
        #expect(
            rows(coverage).prefix(4).map { Array($0.prefix(4)) } == [
                [15, 15, 15, 15], [15, 0, 0, 15], [15, 0, 0, 15], [15, 15, 15, 15],
            ])
    }

    /// Row 1 of the rectangle holds 10, 15, 15, 5: whole cells are columns 1 and 2; at least
    /// two quarters all four columns. Row 0 (8, 12, 12, 4) has no whole cell.
    @Test func coveredRunsFollowTheCellTest() {
        let coverage = rectangle
        #expect(coverage.firstCovered(row: 1, from: 0, to: 10, wholeCells: true) == 1)
        #expect(coverage.coveredRunEnd(row: 1, from: 1, to: 10, wholeCells: true) == 3)
        #expect(coverage.coveredRunEnd(row: 1, from: 1, to: 2, wholeCells: true) == 2)
        #expect(coverage.firstCovered(row: 1, from: 0, to: 10, wholeCells: false) == 0)
        #expect(coverage.coveredRunEnd(row: 1, from: 0, to: 10, wholeCells: false) == 4)
        #expect(coverage.firstCovered(row: 0, from: 0, to: 10, wholeCells: true) == 10)
        // Outside the box nothing is covered.
        #expect(coverage.firstCovered(row: 5, from: 0, to: 10, wholeCells: false) == 10)
        #expect(coverage.coveredRunEnd(row: 1, from: 6, to: 10, wholeCells: false) == 6)
    }

    /// A triangle reaching 10²¹ cells to the right (its points finite, far off): on the half
    /// row at y = ¼ its edges cross at x = 0 (the left edge) and x = 10²¹ · ¼ / 10 = 2.5 × 10¹⁹,
    /// and likewise lower down, so every quarter of the 4 × 4 limit is inside — and the far
    /// crossing (5 × 10¹⁹ quarter columns, past `Int.max`) is clamped, not converted to an
    /// integer, which trapped.
    @Test func aCrossingFarOffFillsToTheLimit() {
        let far = [CGPoint(x: 0, y: 0), CGPoint(x: 1e21, y: 10), CGPoint(x: 0, y: 10)]
        let coverage = fill([far], evenOdd: false, within: CellRect(column: 0, row: 0, columns: 4, rows: 4))
        #expect(rows(coverage) == Array(repeating: [15, 15, 15, 15], count: 4))
    }
}
