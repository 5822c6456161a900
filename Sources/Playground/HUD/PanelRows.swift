import Foundation
import TerminalRenderer

/// The text a panel put on each of its rows in one frame: what `PanelWriter.flush` compares
/// with the next frame's, so that rows that read the same are not drawn again. Ours.
struct PanelRows: Equatable {
    /// One piece of text on a row.
    struct Item: Equatable {
        let text: String
        let column: Int
        let maxColumns: Int
        let foreground: RGB?
        let bold: Bool
    }

    /// The panel's rectangle.
    let rect: CellRect
    /// The items of each row, top to bottom.
    var items: [[Item]]

    /// Empty rows for `rect`.
    init(rect: CellRect) {
        self.rect = rect
        items = Array(repeating: [], count: max(rect.rows, 0))
    }

    /// Empties every row, keeping the storage.
    mutating func clear() {
        for index in items.indices { items[index].removeAll(keepingCapacity: true) }
    }
}
