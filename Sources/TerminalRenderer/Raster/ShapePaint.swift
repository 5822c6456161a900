import Foundation

/// Paint laid over the quarters of cells a shape covers: a `CAShapeLayer`'s fill or stroke, or
/// the edge of a mask (the masked layer's colour in the cells the mask's outline crosses).
/// Whole cells take the colour as a fill; partly covered cells a quadrant glyph in the colour
/// over what is behind (in Unicode colour), or the fill when at least two quarters are covered
/// (ASCII and monochrome). Ours.
struct ShapePaint: Equatable {
    /// Which quarters of which cells.
    let coverage: QuadrantCoverage
    /// The colour, its alpha with the layer's opacity folded in later by the painter.
    let paint: Paint
}
