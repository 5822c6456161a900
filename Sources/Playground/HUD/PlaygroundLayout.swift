import Foundation
import TerminalRenderer

/// Where the phone and the HUD go in a terminal of a given size: side by side when the
/// terminal is wide enough for a 30-column panel next to the phone, else the HUD below.
/// Ours.
public struct PlaygroundLayout: Equatable, Sendable {
    /// The smallest terminal pushpop draws in: 40 columns × 16 rows.
    public static let minimumSize = (columns: 40, rows: 16)
    /// Columns the side panel needs at least.
    static let sidePanelMinimum = 30
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
        let phoneColumns = Int((Double(rows - 2) * 2 * aspect).rounded()) + 2
        if columns - phoneColumns - 1 >= Self.sidePanelMinimum {
            let phoneArea = CellRect(column: 0, row: 0, columns: phoneColumns, rows: rows)
            phone = PhoneLayout(windowSize: windowSize, area: phoneArea)
            hud = CellRect(column: phoneColumns + 1, row: 0, columns: columns - phoneColumns - 1, rows: rows)
        } else {
            let phoneRows = rows - Self.bottomPanelRows
            phone = PhoneLayout(
                windowSize: windowSize, area: CellRect(column: 0, row: 0, columns: columns, rows: phoneRows))
            hud = CellRect(column: 0, row: phoneRows, columns: columns, rows: Self.bottomPanelRows)
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
