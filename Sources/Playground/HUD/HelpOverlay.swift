import Foundation
import TerminalRenderer

/// The `?` overlay: the whole key map in a box over the middle of the terminal. Where the
/// terminal is narrower than the key map, each entry's keys go on a line of their own
/// (`KeyTable.helpLines(width:)`); where it is shorter, the box shows as many lines as fit from
/// line `scroll` on, and its bottom edge says which way more is (`↑`/`↓` scroll it). A box that
/// nearly fills the width blanks its rows edge to edge, so nothing shows beside it. Ours.
struct HelpOverlay {
    let glyphs: GlyphSet

    /// Draws the overlay into `grid`, its lines from `scroll` (clamped to what there is to
    /// show). Returns the scroll used.
    @discardableResult
    func draw(into grid: inout CellGrid, scroll: Int) -> Int {
        let columns = grid.columns
        let rows = grid.rows
        let natural = (KeyTable.helpLines.map(\.count).max() ?? 40) + 4
        let width = min(columns - 2, natural)
        let lines = KeyTable.helpLines(width: width - 4)
        let height = min(rows - 2, lines.count + 4)
        guard width > 10, height > 4 else { return 0 }
        let rect = CellRect(column: (columns - width) / 2, row: (rows - height) / 2, columns: width, rows: height)
        let visible = height - 4
        let first = min(max(scroll, 0), max(lines.count - visible, 0))
        if columns - width <= 4 {
            grid.fill(CellRect(column: 0, row: rect.row, columns: columns, rows: rect.rows), with: .blank)
        } else {
            grid.fill(rect, with: .blank)
        }
        grid.drawBox(rect, style: .rounded, foreground: HUDPanel.accent, background: nil, glyphs: glyphs)
        grid.write(" Keys ", column: rect.column + 2, row: rect.row, foreground: HUDPanel.accent, isBold: true)
        for (index, line) in lines[first...].prefix(visible).enumerated() {
            grid.write(line, column: rect.column + 2, row: rect.row + 2 + index, maxColumns: width - 4)
        }
        if lines.count > visible {
            let up = first > 0
            let down = first + visible < lines.count
            let arrows = glyphs == .ascii ? (up ? "^" : "") + (down ? "v" : "") : (up ? "↑" : "") + (down ? "↓" : "")
            let label = " \(arrows) \(first + 1)–\(first + visible) of \(lines.count) "
            let text = glyphs == .ascii ? label.replacingOccurrences(of: "–", with: "-") : label
            grid.write(
                text, column: max(rect.column + 2, rect.endColumn - 2 - text.count), row: rect.endRow - 1,
                maxColumns: width - 4, foreground: HUDPanel.accent)
        }
        return first
    }
}
