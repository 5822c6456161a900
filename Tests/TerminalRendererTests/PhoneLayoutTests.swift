import Foundation
import Testing

@testable import TerminalRenderer

@Suite struct PhoneLayoutTests {
    private func cellOf(_ layout: PhoneLayout, _ point: CGPoint) -> [Int]? {
        layout.cell(for: point).map { [$0.column, $0.row] }
    }

    /// 390×844 pt into 100×32 cells: 98×30 are free inside the outline. Columns per point:
    /// min(98/390, 30·2/844) = 0.071090 (height-bound); width 390·0.071090 = 27.73 → 28 columns,
    /// height 844·0.071090/2 = 30 rows. Outline 30×32, centred: (100 − 30)/2 = 35.
    @Test func portraitPhoneInWideArea() {
        let layout = PhoneLayout(
            windowSize: CGSize(width: 390, height: 844), area: CellRect(column: 0, row: 0, columns: 100, rows: 32))
        #expect(layout.outline == CellRect(column: 35, row: 0, columns: 30, rows: 32))
        #expect(layout.screen == CellRect(column: 36, row: 1, columns: 28, rows: 30))
        #expect(abs(layout.pointsPerColumn - 390.0 / 28) < 1e-9)
        #expect(abs(layout.pointsPerRow - 844.0 / 30) < 1e-9)
        // The screen's first cell and the outline beside it touch half a point in from the corner.
        let first = layout.touchPoint(column: 36, row: 1)
        #expect(abs(first.x - 0.5) < 1e-9 && abs(first.y - 0.5) < 1e-9)
        let outline = layout.touchPoint(column: 35, row: 0)
        #expect(abs(outline.x - 0.5) < 1e-9 && abs(outline.y - 0.5) < 1e-9)
        // Farther out is outside the window: one more spread step, 389/27 = 14.407 pt, beyond.
        #expect(layout.touchPoint(column: 34, row: 1).x < 0)
        // Every screen cell's touch point lies in that cell.
        for column in 36..<64 {
            for row in 1..<31 {
                #expect(cellOf(layout, layout.touchPoint(column: column, row: row)) == [column, row])
            }
        }
        #expect(cellOf(layout, CGPoint(x: 0, y: 0)) == [36, 1])
        #expect(cellOf(layout, CGPoint(x: 389.9, y: 843.9)) == [63, 30])
        // 200/13.93 = 14.4, 430/28.13 = 15.3.
        #expect(cellOf(layout, CGPoint(x: 200, y: 430)) == [36 + 14, 1 + 15])
        #expect(layout.cell(for: CGPoint(x: 390, y: 10)) == nil)
        #expect(layout.cell(for: CGPoint(x: -0.1, y: 10)) == nil)
    }

    /// 390×844 into 200×60 at (0, 2): free 198×58; scale min(198/390, 116/844) = 0.137441;
    /// 53.6 → 54 columns, 58 rows. Outline 56×60 at column (200 − 56)/2 = 72.
    @Test func portraitPhoneInLargeTerminalWithOffset() {
        let layout = PhoneLayout(
            windowSize: CGSize(width: 390, height: 844), area: CellRect(column: 0, row: 2, columns: 200, rows: 60))
        #expect(layout.outline == CellRect(column: 72, row: 2, columns: 56, rows: 60))
        #expect(layout.screen == CellRect(column: 73, row: 3, columns: 54, rows: 58))
    }

    /// Landscape 844×390 into 100×32: scale min(98/844, 60/390) = 0.116114 (width-bound):
    /// 98 columns, 390·0.116114/2 = 22.6 → 23 rows; outline 100×25 at row (32 − 25)/2 = 3.
    @Test func landscapeWindow() {
        let layout = PhoneLayout(
            windowSize: CGSize(width: 844, height: 390), area: CellRect(column: 0, row: 0, columns: 100, rows: 32))
        #expect(layout.outline == CellRect(column: 0, row: 3, columns: 100, rows: 25))
        #expect(layout.screen == CellRect(column: 1, row: 4, columns: 98, rows: 23))
    }

    @Test func tinyAreaGivesEmptyScreen() {
        let layout = PhoneLayout(
            windowSize: CGSize(width: 390, height: 844), area: CellRect(column: 0, row: 0, columns: 2, rows: 10))
        #expect(layout.screen.isEmpty)
        #expect(layout.cell(for: CGPoint(x: 1, y: 1)) == nil)
    }
}
