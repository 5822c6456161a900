import Foundation
import TransitionKit

/// Where a window of points lands in a rectangle of terminal cells: the phone outline and the
/// screen inside it, and the scale between points and cells.
///
/// The window keeps its aspect ratio on the glass, taking a cell to be `cellAspect` times as
/// tall as it is wide (2 for most terminal fonts); one cell on every side is left for the
/// outline, and the result is centred in the area (odd leftovers go right and down).
/// The screen's cell counts are rounded to whole cells, so the points-per-cell scales are the
/// window size divided by them and may differ slightly from the exact aspect. Source: ours.
public struct PhoneLayout: Equatable, Sendable {
    /// The window size, in points.
    public var windowSize: CGSize
    /// The phone outline box (cells); the screen is inside it, one cell in from each side.
    public var outline: CellRect
    /// The cells the window is drawn into (inside the outline).
    public var screen: CellRect
    /// Window points per cell horizontally.
    public var pointsPerColumn: Double
    /// Window points per cell vertically.
    public var pointsPerRow: Double

    /// Fits a window of `windowSize` points into `area` (cells), keeping its aspect with cells
    /// `cellAspect` times as tall as wide, leaving one cell for the phone outline on each side,
    /// centred. An area smaller than 3×3 cells leaves an empty screen.
    public init(windowSize: CGSize, area: CellRect, cellAspect: Double = 2.0) {
        self.windowSize = windowSize
        let width = max(Double(windowSize.width), 1)
        let height = max(Double(windowSize.height), 1)
        let aspect = cellAspect > 0 ? cellAspect : 2
        let availableColumns = max(0, area.columns - 2)
        let availableRows = max(0, area.rows - 2)
        // Columns per point, limited by the width or by the height (rows are `aspect` columns tall).
        let scale = min(Double(availableColumns) / width, Double(availableRows) * aspect / height)
        var columns = min(availableColumns, Int((width * scale).rounded()))
        var rows = min(availableRows, Int((height * scale / aspect).rounded()))
        if availableColumns > 0 && availableRows > 0 {
            columns = max(columns, 1)
            rows = max(rows, 1)
        } else {
            columns = 0
            rows = 0
        }
        let outlineColumns = columns + 2
        let outlineRows = rows + 2
        let left = area.column + max(0, (area.columns - outlineColumns) / 2)
        let top = area.row + max(0, (area.rows - outlineRows) / 2)
        outline = CellRect(column: left, row: top, columns: outlineColumns, rows: outlineRows)
        screen = CellRect(column: left + 1, row: top + 1, columns: columns, rows: rows)
        pointsPerColumn = columns > 0 ? width / Double(columns) : width
        pointsPerRow = rows > 0 ? height / Double(rows) : height
    }

    /// The window point (points) a press on the cell at `column`, `row` touches. The screen's
    /// cells spread evenly from half a point inside one edge to half a point inside the other,
    /// so its outermost cells touch the window's edges; the outline's cells touch the same edge
    /// as the screen cell beside them (a finger on the bezel); cells farther out give points
    /// outside the window. The point lies inside the cell that `cell(for:)` gives back for it.
    /// Ours: a cell is about 14 points wide at 100×32 (about 20 at 80×24), so with its centre a
    /// press on the first column of content would land just past the 20-point margin where a
    /// screen-edge pan begins; spread this way it lands within it at 80×24 and larger.
    public func touchPoint(column: Int, row: Int) -> CGPoint {
        CGPoint(
            x: Self.touchCoordinate(column - screen.column, cells: screen.columns, points: Double(windowSize.width)),
            y: Self.touchCoordinate(row - screen.row, cells: screen.rows, points: Double(windowSize.height)))
    }

    /// The coordinate (points) for cell `index` of `cells` spanning `points`; see `touchPoint`.
    private static func touchCoordinate(_ index: Int, cells: Int, points: Double) -> Double {
        let inset = min(0.5, points / 2)
        guard cells > 1 else { return points / 2 }
        let onScreen = index == -1 ? 0 : index == cells ? cells - 1 : index
        return inset + Double(onScreen) * (points - 2 * inset) / Double(cells - 1)
    }

    /// The screen cell that shows window point `point` (points), or nil if the point is outside
    /// the window. Used to turn a mouse click's cell back into a point and to test hits.
    public func cell(for point: CGPoint) -> (column: Int, row: Int)? {
        guard !screen.isEmpty else { return nil }
        let x = Double(point.x)
        let y = Double(point.y)
        guard x >= 0, y >= 0, x < Double(windowSize.width), y < Double(windowSize.height) else { return nil }
        let column = min(Int((x / pointsPerColumn).rounded(.down)), screen.columns - 1)
        let row = min(Int((y / pointsPerRow).rounded(.down)), screen.rows - 1)
        return (screen.column + column, screen.row + row)
    }

    /// Maps window points to continuous cell coordinates: cell (c, r) covers [c, c+1) × [r, r+1).
    var windowToCells: CGAffineTransform {
        CGAffineTransform(
            a: 1 / pointsPerColumn, b: 0, c: 0, d: 1 / pointsPerRow, tx: Double(screen.column),
            ty: Double(screen.row))
    }
}
