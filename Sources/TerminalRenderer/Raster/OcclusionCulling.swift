/// The parts of one damaged area that each record still has to paint: the area less the
/// opaque boxes (`ViewRecord.opaqueBox`) of the records painted after it, which replace those
/// cells whole whatever they held. Painting a cell depends only on the records over it
/// (`RecordPainter`), so leaving out what a later opaque box paints over gives the same cells
/// — and a screen's background under its rows, or a screen under the one sliding over it, is
/// not painted only to be painted over. Ours.
///
/// Per area it keeps the `Rasterizer.coverLimit` largest opaque boxes inside it (at least
/// `minimumCells` cells each: smaller ones save less than the extra pieces cost), in record
/// order, and for each suffix of them the area less that suffix, as rectangles.
struct OcclusionCulling {
    /// The covers in this area: the record's index and its opaque box within the area, by index.
    private(set) var covers: [(index: Int, box: CellRect)] = []
    /// The pieces of the area less each suffix of `covers`, one list after another:
    /// `pieces[starts[k]..<starts[k + 1]]` is the area less `covers[k...]`.
    private(set) var pieces: [CellRect] = []
    private var starts: [Int] = []
    /// Scratch for subtracting.
    private var kept: [CellRect] = []

    /// Covers smaller than this many cells are not cut out.
    static let minimumCells = 24
    /// A suffix's pieces stop being cut beyond this many (what is left is painted over, as
    /// without culling).
    static let maximumPieces = 24

    /// Works out the pieces of `area` for records whose opaque boxes are `opaqueBoxes` (nil
    /// where a record has none), keeping at most `limit` covers.
    mutating func prepare(area: CellRect, opaqueBoxes: [CellRect?], limit: Int) {
        covers.removeAll(keepingCapacity: true)
        for index in opaqueBoxes.indices where limit > 0 {
            guard let box = opaqueBoxes[index] else { continue }
            let inside = box.intersection(area)
            let cells = inside.columns * inside.rows
            guard cells >= Self.minimumCells else { continue }
            covers.keepLargest((index, inside), limit: limit) { $0.box.columns * $0.box.rows }
        }
        pieces.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        for first in 0...covers.count {
            starts.append(pieces.count)
            kept.removeAll(keepingCapacity: true)
            kept.append(area)
            for cover in covers[first...] where kept.count <= Self.maximumPieces {
                subtract(cover.box)
            }
            pieces.append(contentsOf: kept)
        }
        starts.append(pieces.count)
    }

    /// The pieces a record at `index` paints: the area less the covers of later records.
    func pieces(for index: Int) -> ArraySlice<CellRect> {
        var first = 0
        while first < covers.count && covers[first].index <= index { first += 1 }
        return pieces[starts[first]..<starts[first + 1]]
    }

    /// The pieces no cover holds (to blank before painting).
    var uncovered: ArraySlice<CellRect> { pieces[starts[0]..<starts[1]] }

    /// Replaces `kept` by its rectangles less `cover`: each one it overlaps by up to four
    /// pieces (the rows above and below it, then the columns left and right of it between).
    private mutating func subtract(_ cover: CellRect) {
        var index = 0
        let count = kept.count
        while index < count {
            let piece = kept[index]
            let overlap = piece.intersection(cover)
            if overlap.isEmpty {
                kept.append(piece)
            } else {
                func keep(_ part: CellRect) { if !part.isEmpty { kept.append(part) } }
                keep(
                    CellRect(
                        column: piece.column, row: piece.row, columns: piece.columns, rows: overlap.row - piece.row))
                keep(
                    CellRect(
                        column: piece.column, row: overlap.endRow, columns: piece.columns,
                        rows: piece.endRow - overlap.endRow))
                keep(
                    CellRect(
                        column: piece.column, row: overlap.row, columns: overlap.column - piece.column,
                        rows: overlap.rows))
                keep(
                    CellRect(
                        column: overlap.endColumn, row: overlap.row, columns: piece.endColumn - overlap.endColumn,
                        rows: overlap.rows))
            }
            index += 1
        }
        kept.removeSubrange(0..<count)
    }
}
