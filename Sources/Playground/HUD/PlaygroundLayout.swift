import Foundation
import TerminalRenderer

/// Where the phone and the HUD go in a terminal of a given size: the phone as large as it can
/// be with the HUD beside it (at least `sidePanelMinimum` columns) or below it
/// (`bottomPanelRows` rows), whichever gives the larger phone; beside on a tie. At the
/// minimum size, 40×16, that is a 15×16 phone beside a 24-column HUD: below, the phone would
/// shrink to 8×9 cells and no title would fit in it. Ours.
public struct PlaygroundLayout: Equatable, Sendable {
    /// The smallest terminal pushpop draws in: 40 columns × 16 rows.
    public static let minimumSize = (columns: 40, rows: 16)
    /// Columns the side panel needs at least: a label column (11) and a value column of 12.
    static let sidePanelMinimum = 24
    /// Rows of the HUD when it is below the phone.
    static let bottomPanelRows = 7

    /// The phone's placement.
    public let phone: PhoneLayout
    /// The HUD's cells.
    public let hud: CellRect

    /// The layout for a `columns` × `rows` terminal and a window of `windowSize` points; nil
    /// when the terminal is smaller than `minimumSize`.
    public init?(columns: Int, rows: Int, windowSize: CGSize) {
        guard columns >= Self.minimumSize.columns, rows >= Self.minimumSize.rows, windowSize.height > 0 else {
            return nil
        }
        // The phone's width in cells for the full height: cells are about twice as tall as wide.
        let aspect = Double(windowSize.width / windowSize.height)
        func phoneColumns(forRows phoneRows: Int) -> Int { Int((Double(phoneRows - 2) * 2 * aspect).rounded()) + 2 }
        let besideColumns = min(phoneColumns(forRows: rows), columns - Self.sidePanelMinimum - 1)
        let belowRows = rows - Self.bottomPanelRows
        let beside = PhoneLayout(
            windowSize: windowSize, area: CellRect(column: 0, row: 0, columns: besideColumns, rows: rows))
        let below = PhoneLayout(
            windowSize: windowSize, area: CellRect(column: 0, row: 0, columns: columns, rows: belowRows))
        if beside.screen.columns >= below.screen.columns {
            phone = beside
            hud = CellRect(column: besideColumns + 1, row: 0, columns: columns - besideColumns - 1, rows: rows)
        } else {
            phone = below
            hud = CellRect(column: 0, row: belowRows, columns: columns, rows: Self.bottomPanelRows)
        }
    }

    /// The window point (points) a press on the terminal cell at `cell` (0-based column and row
    /// of the whole terminal) touches, through the phone's placement and scale as the renderer
    /// draws it (`PhoneLayout.touchPoint(column:row:)`: the screen's outermost cells, and the
    /// outline beside them, touch the window's edges): where a mouse report lands on the phone.
    /// Cells farther off the phone's screen give points outside the window.
    public func windowPoint(forCell cell: (column: Int, row: Int)) -> CGPoint {
        phone.touchPoint(column: cell.column, row: cell.row)
    }
}
