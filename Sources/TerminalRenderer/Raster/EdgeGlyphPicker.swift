/// Chooses the border glyph of a view's edge cell (a covered cell with an uncovered
/// 4-neighbour). Ours.
///
/// Views within 20° of upright (or of 90°, 180°, 270°) use the neighbours: the uncovered sides
/// pick `─`, `│` or a corner (`┌┐└┘`, rounded `╭╮╰╯`), so an axis-aligned rectangle gets an
/// exact box and a slightly tilted one a stepped box. Other views use the side of the bounds
/// nearest the cell centre and draw it by its angle on screen: `─`, `│`, `╲` (falling left to
/// right) or `╱` (rising) — a 45° square reads as a diamond.
struct EdgeGlyphPicker {
    private let usesNeighbours: Bool
    private let topBottomGlyph: Glyph
    private let leftRightGlyph: Glyph
    private let horizontal: Glyph
    private let vertical: Glyph
    private let topLeft: Glyph
    private let topRight: Glyph
    private let bottomLeft: Glyph
    private let bottomRight: Glyph

    init(geometry: ViewGeometry, style: BoxStyle, glyphs: GlyphSet) {
        let box = glyphs.box(style)
        usesNeighbours = geometry.isAxisAligned(tolerance: 20)
        topBottomGlyph = Glyph(EdgeGlyphPicker.glyph(forDirection: geometry.rotationDegrees, box: box, glyphs: glyphs))
        leftRightGlyph = Glyph(EdgeGlyphPicker.glyph(forDirection: geometry.yAxisDegrees, box: box, glyphs: glyphs))
        horizontal = Glyph(box.horizontal)
        vertical = Glyph(box.vertical)
        topLeft = Glyph(box.topLeft)
        topRight = Glyph(box.topRight)
        bottomLeft = Glyph(box.bottomLeft)
        bottomRight = Glyph(box.bottomRight)
    }

    /// The glyph for a straight side running at `degrees` on screen (y down).
    private static func glyph(forDirection degrees: Double, box: BoxGlyphs, glyphs: GlyphSet) -> Character {
        var angle = degrees.truncatingRemainder(dividingBy: 180)
        if angle < 0 { angle += 180 }
        switch angle {
        case 22.5..<67.5: return glyphs.diagonals.falling
        case 67.5..<112.5: return box.vertical
        case 112.5..<157.5: return glyphs.diagonals.rising
        default: return box.horizontal
        }
    }

    /// The glyph for the edge cell at `column`, `row`, given which 4-neighbours are uncovered.
    func glyph(
        top: Bool, bottom: Bool, left: Bool, right: Bool, geometry: ViewGeometry, column: Int, row: Int
    ) -> Glyph {
        if usesNeighbours {
            if top && bottom { return horizontal }
            if left && right { return vertical }
            if top && left { return topLeft }
            if top && right { return topRight }
            if bottom && left { return bottomLeft }
            if bottom && right { return bottomRight }
            return top || bottom ? horizontal : vertical
        }
        // Distance, in window points, from the cell centre to each side of the bounds.
        let p = geometry.boundsPoint(column: column, row: row)
        let b = geometry.bounds
        let xLength = geometry.xAxisLength
        let yLength = geometry.yAxisLength
        let toTopBottom = min(Double(p.y - b.minY), Double(b.maxY - p.y)) * yLength
        let toLeftRight = min(Double(p.x - b.minX), Double(b.maxX - p.x)) * xLength
        return toTopBottom <= toLeftRight ? topBottomGlyph : leftRightGlyph
    }
}
