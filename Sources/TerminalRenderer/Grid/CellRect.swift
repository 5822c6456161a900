/// A rectangle of terminal cells: the top-left cell and a size, all in cells (column 0 is
/// the leftmost, row 0 the top). Source: ours.
public struct CellRect: Equatable, Hashable, Sendable {
    /// Leftmost column.
    public var column: Int
    /// Top row.
    public var row: Int
    /// Width in columns (≤ 0 is empty).
    public var columns: Int
    /// Height in rows (≤ 0 is empty).
    public var rows: Int

    /// Creates a rectangle from its top-left cell and its size in cells.
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.column = column
        self.row = row
        self.columns = columns
        self.rows = rows
    }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { columns <= 0 || rows <= 0 }
    /// One past the rightmost column.
    public var endColumn: Int { column + columns }
    /// One past the bottom row.
    public var endRow: Int { row + rows }

    /// Whether the cell at `column`, `row` lies inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < endColumn && row >= self.row && row < endRow
    }

    /// The cells both rectangles cover (empty, with a non-negative size, if none).
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(column, other.column)
        let top = max(row, other.row)
        let right = min(endColumn, other.endColumn)
        let bottom = min(endRow, other.endRow)
        return CellRect(column: left, row: top, columns: max(0, right - left), rows: max(0, bottom - top))
    }

    /// The rectangle moved in by `cells` on every side (empty if nothing is left).
    public func insetBy(_ cells: Int) -> CellRect {
        CellRect(
            column: column + cells, row: row + cells, columns: max(0, columns - 2 * cells),
            rows: max(0, rows - 2 * cells))
    }
}
