import Foundation
import TerminalRenderer

/// Writes lines top-down within a rectangle: label/value fields, wrapped text, and lines
/// anchored to the bottom.
struct PanelWriter {
    let rect: CellRect
    var row: Int
    let labelWidth = 11

    /// What each row holds so far.
    private var rows: PanelRows
    /// Text wrapped in earlier frames.
    private let typesetting: HUDTypesetting

    /// Rows kept free at the bottom (for the HUD's key hints).
    let reservedRows: Int

    /// A writer for `rect`, looking up in `typesetting` what earlier frames wrapped; its rows
    /// take over the storage of `recycling` (rows no longer needed) when given. The last
    /// `reservedRows` rows are left to `bottom(_:foreground:)`.
    init(
        rect: CellRect, typesetting: HUDTypesetting, recycling: consuming PanelRows? = nil, reservedRows: Int = 4
    ) {
        self.rect = rect
        self.typesetting = typesetting
        self.reservedRows = reservedRows
        row = rect.row
        var recycled = recycling ?? PanelRows(rect: rect)
        if recycled.rect == rect {
            recycled.clear()
        } else {
            recycled = PanelRows(rect: rect)
        }
        rows = recycled
    }

    var valueWidth: Int { max(rect.columns - labelWidth - 1, 8) }
    /// The row below the last the top-down lines may take.
    private var limit: Int { rect.row + rect.rows - reservedRows }

    /// Rows left above the key hints.
    var remainingRows: Int { max(limit - row, 0) }

    mutating func skip() {
        if row < limit { row += 1 }
    }

    mutating func line(_ text: String, foreground: RGB? = nil, bold: Bool = false) {
        guard row < limit else { return }
        emit(
            Self.fit(text, rect.columns - 1), column: rect.column + 1, row: row, maxColumns: rect.columns - 1,
            foreground: foreground, bold: bold)
        row += 1
    }

    /// `text` cut to `width` terminal columns (wide characters take two), with an ellipsis
    /// when it does not fit.
    static func fit(_ text: String, _ width: Int) -> String {
        // A character takes at most as many columns as its UTF-8 bytes (a wide one, U+1100 and
        // up, has three or four): text of at most `width` bytes fits without counting.
        guard width > 0, text.utf8.count > width, TerminalText.columns(of: text) > width else { return text }
        return TerminalText.prefix(text, columns: width - 1) + "…"
    }

    /// One row of `cells`, each a text at an offset from the rectangle's first column, at
    /// most `width` columns wide (cut with an ellipsis).
    mutating func columns(_ cells: [(text: String, offset: Int, width: Int, foreground: RGB?, bold: Bool)]) {
        guard row < limit else { return }
        for cell in cells where cell.offset < rect.columns && cell.width > 0 {
            let width = min(cell.width, rect.columns - cell.offset)
            emit(
                Self.fit(cell.text, width), column: rect.column + cell.offset, row: row, maxColumns: width,
                foreground: cell.foreground, bold: cell.bold)
        }
        row += 1
    }

    mutating func field(_ label: String, _ value: String, foreground: RGB? = nil, bold: Bool = false) {
        guard row < limit else { return }
        emit(label, column: rect.column + 1, row: row, maxColumns: labelWidth - 1, foreground: HUDPanel.dim)
        emit(
            Self.fit(value, valueWidth), column: rect.column + 1 + labelWidth, row: row, maxColumns: valueWidth,
            foreground: foreground, bold: bold)
        row += 1
    }

    mutating func wrapped(_ text: String, indent: Bool, foreground: RGB? = nil, maxLines: Int) {
        let column = rect.column + 1 + (indent ? labelWidth : 0)
        let width = max(rect.columns - 1 - (indent ? labelWidth : 0), 8)
        var lines = typesetting.wrap(text, width: width)
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            if let last = lines.popLast() { lines.append(TerminalText.prefix(last, columns: max(width - 1, 1)) + "…") }
        }
        for line in lines {
            guard row < limit else { return }
            emit(line, column: column, row: row, maxColumns: width, foreground: foreground)
            row += 1
        }
    }

    mutating func bottom(_ lines: [String], foreground: RGB?) {
        var y = rect.row + rect.rows - lines.count
        for line in lines where y >= rect.row {
            emit(
                Self.fit(line, rect.columns - 1), column: rect.column + 1, row: y, maxColumns: rect.columns - 1,
                foreground: foreground)
            y += 1
        }
    }

    /// Notes `text` for `row` (drawn by `flush`).
    private mutating func emit(
        _ text: String, column: Int, row: Int, maxColumns: Int, foreground: RGB?, bold: Bool = false
    ) {
        let index = row - rect.row
        guard rows.items.indices.contains(index) else { return }
        rows.items[index].append(
            PanelRows.Item(text: text, column: column, maxColumns: maxColumns, foreground: foreground, bold: bold))
    }

    /// Draws the rows into `grid`: every row of the rectangle, blanked first, or — given the
    /// `previous` rows that `grid` still shows (same rectangle) — only the rows that differ.
    /// Returns the rows, for the next frame.
    func flush(into grid: inout CellGrid, previous: PanelRows?) -> PanelRows {
        let unchanged = previous.map { $0.rect == rect } ?? false
        for (index, items) in rows.items.enumerated() {
            if unchanged, let previous, previous.items[index] == items { continue }
            let row = rect.row + index
            grid.fill(CellRect(column: rect.column, row: row, columns: rect.columns, rows: 1), with: .blank)
            for item in items {
                grid.write(
                    item.text, column: item.column, row: row, maxColumns: item.maxColumns, foreground: item.foreground,
                    isBold: item.bold)
            }
        }
        return rows
    }

    /// Greedy word wrap to `width` terminal columns (wide characters take two): lines break at
    /// spaces (U+0020; a no-break space is part of its word), never between a number and the
    /// unit after it (`measures(_:)`); a word longer than a line is cut after its last `.`, `(`,
    /// `:` or `,` that fits (code such as `transitionContext.transitionWasCancelled` breaks
    /// between its names), else at the line's end. Ours.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for var word in measures(text) {
            while TerminalText.columns(of: word) > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                var head = TerminalText.prefix(word, columns: max(width, 2))
                if let mark = head.dropLast().lastIndex(where: { ".(:,".contains($0) }) {
                    head = String(head[...mark])
                }
                lines.append(head)
                word = String(word.dropFirst(head.count))
            }
            if current.isEmpty {
                current = word
            } else if TerminalText.columns(of: current) + 1 + TerminalText.columns(of: word) <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The units a number keeps on its line: seconds, milliseconds, per cent, degrees, points,
    /// pixels, frames per second.
    static let units: Set<Substring> = ["s", "ms", "%", "°", "pt", "px", "fps"]

    /// The words of `text`, split at spaces, where a word that ends in a digit and the unit
    /// after it (`units`, before any closing punctuation: `s,` `%:` `s)`) are one: `0.6 s,`.
    static func measures(_ text: String) -> [String] {
        var words: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if let number = words.last, number.last?.isWholeNumber == true,
                units.contains(word.prefix { !",.;:!?)]".contains($0) })
            {
                words[words.count - 1] = number + " " + word
            } else {
                words.append(String(word))
            }
        }
        return words
    }
}
