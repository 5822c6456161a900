import Foundation
import TerminalRenderer

/// The `?` overlay: the whole key map in a box over the middle of the terminal. Ours.
struct HelpOverlay {
    let glyphs: GlyphSet

    /// The key map, as `--help` shows it (`KeyTable.helpLines`).
    static var lines: [String] { KeyTable.helpLines }

    func draw(into grid: inout CellGrid, columns: Int, rows: Int) {
        let width = min(columns - 2, (Self.lines.map(\.count).max() ?? 40) + 4)
        let height = min(rows - 2, Self.lines.count + 4)
        guard width > 10, height > 4 else { return }
        let rect = CellRect(column: (columns - width) / 2, row: (rows - height) / 2, columns: width, rows: height)
        grid.fill(rect, with: .blank)
        grid.drawBox(rect, style: .rounded, foreground: HUDPanel.accent, background: nil, glyphs: glyphs)
        grid.write(" Keys ", column: rect.column + 2, row: rect.row, foreground: HUDPanel.accent, isBold: true)
        for (index, line) in Self.lines.enumerated() where index < height - 4 {
            grid.write(line, column: rect.column + 2, row: rect.row + 2 + index, maxColumns: width - 4)
        }
    }
}
