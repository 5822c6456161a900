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

    /// The window point (points) at the centre of the cell at `column`, `row` (any cell; those
    /// outside the screen give points outside the window).
    public func point(column: Int, row: Int) -> CGPoint {
        CGPoint(
            x: (Double(column - screen.column) + 0.5) * pointsPerColumn,
            y: (Double(row - screen.row) + 0.5) * pointsPerRow)
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
