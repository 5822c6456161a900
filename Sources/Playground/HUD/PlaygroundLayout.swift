import Foundation
import TerminalRenderer

/// Where the phone and the HUD go in a terminal of a given size: the phone as large as it can
/// be with the HUD beside it (at least `sidePanelMinimum` columns) or below it
/// (`bottomPanelRows` rows), whichever gives the larger phone; beside on a tie. At the
/// minimum size, 40×16, that is a 15×16 phone beside a 24-column HUD: below, the phone would
/// shrink to 8×9 cells and no title would fit in it.
///
/// The inspector, when open, takes part of the HUD's rectangle, never the phone's: the phone
/// stays as large as it was, and opening the inspector moves nothing in it. Where the HUD's
/// rectangle is wide enough for a HUD of `inspectorHUDColumns` and an inspector of
/// `inspectorMinimumColumns` beside it (from 174 columns at 60 rows), the inspector is a side
/// panel: the HUD keeps those columns and the inspector the rest. Else, where it is at least
/// `inspectorStackedMinimumRows` tall, the inspector is a bottom panel under a compact HUD of
/// `inspectorHUDRows` rows (`inspectorHUDRowsSmall` below 24 rows): at 80×24 and 100×32 the
/// 57- and 69-column HUD keeps 10 rows and the inspector the other 14 and 22; at 40×16 the
/// 24-column HUD keeps 7 and the inspector 9. A HUD strip below the phone (a wide window)
/// is shared side by side, half each. Ours.
public struct PlaygroundLayout: Equatable, Sendable {
    /// The smallest terminal pushpop draws in: 40 columns × 16 rows.
    public static let minimumSize = (columns: 40, rows: 16)
    /// Columns the side panel needs at least: a label column (11) and a value column of 12.
    static let sidePanelMinimum = 24
    /// Rows of the HUD when it is below the phone.
    static let bottomPanelRows = 7
    /// Columns the HUD keeps beside a side inspector.
    static let inspectorHUDColumns = 44
    /// Columns a side inspector needs at least.
    static let inspectorMinimumColumns = 72
    /// Rows the HUD needs to stack an inspector under it.
    static let inspectorStackedMinimumRows = 16
    /// Rows the compact HUD keeps above a bottom inspector: the title, stack, animator,
    /// transition, speed and a state or notice line, then the three hint lines.
    static let inspectorHUDRows = 10
    /// Rows the HUD keeps above a bottom inspector in a terminal of fewer than 24 rows: the
    /// title, stack and animator, then the hints.
    static let inspectorHUDRowsSmall = 7

    /// The phone's placement.
    public let phone: PhoneLayout
    /// The HUD's cells.
    public let hud: CellRect
    /// The inspector's cells; nil when it is closed.
    public let inspector: CellRect?

    /// The layout for a `columns` × `rows` terminal and a window of `windowSize` points, with
    /// the inspector open if `showsInspector`; nil when the terminal is smaller than
    /// `minimumSize`.
    public init?(columns: Int, rows: Int, windowSize: CGSize, showsInspector: Bool = false) {
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
        let panel: CellRect
        if beside.screen.columns >= below.screen.columns {
            phone = beside
            panel = CellRect(column: besideColumns + 1, row: 0, columns: columns - besideColumns - 1, rows: rows)
        } else {
            phone = below
            panel = CellRect(column: 0, row: belowRows, columns: columns, rows: Self.bottomPanelRows)
        }
        guard showsInspector else {
            hud = panel
            inspector = nil
            return
        }
        (hud, inspector) = Self.split(panel, terminalRows: rows)
    }

    /// The HUD's and the inspector's parts of `panel` (see the type's rule).
    private static func split(_ panel: CellRect, terminalRows: Int) -> (hud: CellRect, inspector: CellRect) {
        if panel.columns >= inspectorHUDColumns + 1 + inspectorMinimumColumns {
            let hud = CellRect(column: panel.column, row: panel.row, columns: inspectorHUDColumns, rows: panel.rows)
            let inspector = CellRect(
                column: hud.endColumn + 1, row: panel.row, columns: panel.columns - inspectorHUDColumns - 1,
                rows: panel.rows)
            return (hud, inspector)
        }
        if panel.rows >= inspectorStackedMinimumRows {
            let hudRows = terminalRows >= 24 ? inspectorHUDRows : inspectorHUDRowsSmall
            let hud = CellRect(column: panel.column, row: panel.row, columns: panel.columns, rows: hudRows)
            let inspector = CellRect(
                column: panel.column, row: panel.row + hudRows, columns: panel.columns, rows: panel.rows - hudRows)
            return (hud, inspector)
        }
        let half = panel.columns / 2
        let hud = CellRect(column: panel.column, row: panel.row, columns: half, rows: panel.rows)
        let inspector = CellRect(
            column: panel.column + half + 1, row: panel.row, columns: panel.columns - half - 1, rows: panel.rows)
        return (hud, inspector)
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
