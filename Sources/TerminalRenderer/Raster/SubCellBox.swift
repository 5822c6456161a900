/// A moving, opaque, upright box drawn to an eighth of a cell along the directions it moves in:
/// its edges rounded to eighths, the cells it covers entirely (`full`, which get the fill and
/// the border), and the cells along each edge that it covers only in part, drawn with a block
/// glyph — the left
/// eighths `▏▎▍▌▋▊▉` across, the lower eighths `▁▂▃▄▅▆▇` down — in the box's colour
/// over the colour behind:
/// - left edge, k eighths of the cell uncovered on the left: the left-k block, foreground the
///   colour behind, background the box;
/// - right edge, k eighths covered from the left: the left-k block, foreground the box;
/// - top edge, k eighths uncovered at the top: the lower-(8 − k) block, foreground the box;
/// - bottom edge, k eighths covered from the top: the lower-(8 − k) block, foreground the
///   colour behind, background the box.
/// Along a direction the box does not move in, its edges stay where whole cells put them (the
/// centre rule, as at rest), so a box sliding sideways keeps its top and bottom borders. A cell
/// partial in both directions (a corner) is left as it is. Boxes with fewer than 2×2 full cells
/// are not drawn this way (they keep the whole-cell look). Ours; the glyphs are Unicode's Block
/// Elements, U+2581…U+258F.
struct SubCellBox: Equatable {
    /// Edges in eighths of a cell: left and right in columns × 8, top and bottom in rows × 8.
    let left: Int
    let right: Int
    let top: Int
    let bottom: Int
    /// The cells entirely inside the box.
    let full: CellRect

    /// The box for `geometry` (which must be upright) moving `horizontally` and/or `vertically`,
    /// or nil if under 2×2 full cells.
    init?(geometry: ViewGeometry, horizontally: Bool, vertically: Bool) {
        let extent = geometry.cellExtent
        let box = geometry.cellBox
        func eighths(_ value: Double) -> Int { Int((min(max(value, -100_000), 100_000) * 8).rounded()) }
        left = horizontally ? eighths(extent.minX) : box.column * 8
        right = horizontally ? eighths(extent.maxX) : box.endColumn * 8
        top = vertically ? eighths(extent.minY) : box.row * 8
        bottom = vertically ? eighths(extent.maxY) : box.endRow * 8
        let firstColumn = (left + 7) >> 3
        let endColumn = right >> 3
        let firstRow = (top + 7) >> 3
        let endRow = bottom >> 3
        guard endColumn - firstColumn >= 2, endRow - firstRow >= 2 else { return nil }
        full = CellRect(column: firstColumn, row: firstRow, columns: endColumn - firstColumn, rows: endRow - firstRow)
    }

    /// The full cells and the partial ones around them.
    var cells: CellRect {
        CellRect(column: full.column - 1, row: full.row - 1, columns: full.columns + 2, rows: full.rows + 2)
    }

    /// One partial cell strip: where, and how to draw it.
    struct Strip {
        let cells: CellRect
        let glyph: Glyph
        /// Whether the glyph's foreground is the box's colour (else the colour behind).
        let boxInForeground: Bool
    }

    /// The partial strips along the four edges (those with something to draw): left, right,
    /// top, bottom, made as they are iterated.
    var strips: Strips { Strips(box: self) }

    /// A box's partial strips, made one by one as they are iterated: nothing is stored, so
    /// painting a box allocates nothing.
    struct Strips: Sequence, IteratorProtocol {
        let box: SubCellBox
        /// The next edge to look at: 0 left, 1 right, 2 top, 3 bottom.
        private var edge = 0

        init(box: SubCellBox) {
            self.box = box
        }

        mutating func next() -> Strip? {
            while edge < 4 {
                defer { edge += 1 }
                if let strip = box.strip(atEdge: edge) { return strip }
            }
            return nil
        }
    }

    /// The strip along edge `edge` (0 left, 1 right, 2 top, 3 bottom), or nil when that edge
    /// lies on a cell boundary.
    private func strip(atEdge edge: Int) -> Strip? {
        switch edge {
        case 0:
            guard left & 7 != 0 else { return nil }
            return Strip(
                cells: CellRect(column: left >> 3, row: full.row, columns: 1, rows: full.rows),
                glyph: Self.leftBlock(left & 7), boxInForeground: false)
        case 1:
            guard right & 7 != 0 else { return nil }
            return Strip(
                cells: CellRect(column: right >> 3, row: full.row, columns: 1, rows: full.rows),
                glyph: Self.leftBlock(right & 7), boxInForeground: true)
        case 2:
            guard top & 7 != 0 else { return nil }
            return Strip(
                cells: CellRect(column: full.column, row: top >> 3, columns: full.columns, rows: 1),
                glyph: Self.lowerBlock(8 - (top & 7)), boxInForeground: true)
        default:
            guard bottom & 7 != 0 else { return nil }
            return Strip(
                cells: CellRect(column: full.column, row: bottom >> 3, columns: full.columns, rows: 1),
                glyph: Self.lowerBlock(8 - (bottom & 7)), boxInForeground: false)
        }
    }

    /// The left `eighths` block (1…7): `▏` U+258F … `▉` U+2589.
    static func leftBlock(_ eighths: Int) -> Glyph {
        Glyph(scalar: UInt32(0x2590 - eighths))
    }

    /// The lower `eighths` block (1…7): `▁` U+2581 … `▇` U+2587.
    static func lowerBlock(_ eighths: Int) -> Glyph {
        Glyph(scalar: UInt32(0x2580 + eighths))
    }
}
