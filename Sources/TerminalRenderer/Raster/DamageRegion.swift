/// The cells of a frame that must be drawn again: a few rectangles, merged when they overlap
/// or touch, and into one bounding rectangle beyond `limit` of them. Overlaps would only cost
/// time: each rectangle is blanked and drawn whole. Ours.
struct DamageRegion {
    private(set) var rects: [CellRect] = []
    /// At most this many separate rectangles.
    let limit = 12

    /// Adds `rect` (ignored when empty).
    mutating func add(_ rect: CellRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var index = 0
        while index < rects.count {
            let other = rects[index]
            if Self.touch(merged, other) {
                merged = Self.union(merged, other)
                rects.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > limit {
            let all = rects.dropFirst().reduce(rects[0], Self.union)
            rects.removeAll(keepingCapacity: true)
            rects.append(all)
        }
    }

    /// Removes every rectangle.
    mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }

    /// Whether `a` and `b` overlap or share an edge.
    static func touch(_ a: CellRect, _ b: CellRect) -> Bool {
        a.column <= b.endColumn && b.column <= a.endColumn && a.row <= b.endRow && b.row <= a.endRow
    }

    /// The smallest rectangle holding both.
    static func union(_ a: CellRect, _ b: CellRect) -> CellRect {
        let column = min(a.column, b.column)
        let row = min(a.row, b.row)
        return CellRect(
            column: column, row: row, columns: max(a.endColumn, b.endColumn) - column,
            rows: max(a.endRow, b.endRow) - row)
    }
}
