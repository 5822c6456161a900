import Foundation
@_spi(Rendering) import TransitionKit

/// What the rasteriser keeps from frame to frame: the last frame's view records and where it
/// drew them (to find what changed), and buffers reused so that drawing allocates nothing per
/// cell. A class so that `Rasterizer`'s methods can stay non-mutating. Its properties are
/// `@exclusivity(unchecked)`: only the rasteriser that owns it reaches them, on the main actor,
/// never two at once through one property, and a dynamic check per access cost more than
/// the work around it. Ours.
final class RasterScratch {
    /// The records of the last frame drawn, back to front.
    @exclusivity(unchecked) var records: [ViewRecord] = []
    /// This frame's records while they are collected.
    @exclusivity(unchecked) var next: [ViewRecord] = []
    /// The `ViewRecord.paintBox` of each of `next`, worked out once as each is recorded
    /// (`Rasterizer.append`).
    @exclusivity(unchecked) var boxes: [CellRect] = []
    /// The `ViewRecord.opaqueBox` of each of `next`, likewise.
    @exclusivity(unchecked) var opaqueBoxes: [CellRect?] = []
    /// The `paintBox` of each of `records`.
    @exclusivity(unchecked) var drawnBoxes: [CellRect] = []
    /// The layout, grid size and screen state of the last frame drawn; nil before the first.
    @exclusivity(unchecked) var drawn: (layout: PhoneLayout, columns: Int, rows: Int)?
    /// Coverage of the cells around the view being drawn (see `RecordPainter`).
    @exclusivity(unchecked) var mask: [Bool] = []
    /// The rotated `masksToBounds` ancestors of the view being visited.
    @exclusivity(unchecked) var clips: [ClipShape] = []
    /// The masks of the layer being visited and its ancestors (`mask`, rounded
    /// `masksToBounds`).
    @exclusivity(unchecked) var masks: [QuadrantCoverage] = []
    /// The label lines placed so far while text over text is resolved (`Rasterizer`): the
    /// record, the row, the columns and the line's last glyph; kept to reuse its storage.
    @exclusivity(unchecked) var textSpans: [(record: Int, row: Int, columns: Range<Int>, last: Glyph)] = []
    /// The outline of the rounded layer being drawn (`Rasterizer.roundedOutline`), built
    /// again in place for each.
    @exclusivity(unchecked) var outline = CGMutablePath()
    /// The polygons of the path being filled, in cells (`Rasterizer.fillCoverage`).
    @exclusivity(unchecked) var polygons = FillPolygons()
    /// The segments of the path being stroked, in cells (`Rasterizer.shapeContent`).
    @exclusivity(unchecked) var stroke = StrokeSegments()
    /// What a fill's scanline works in (`QuadrantCoverage.FillScratch`).
    @exclusivity(unchecked) var fill = QuadrantCoverage.FillScratch()
    /// A mask shape layer's fill and stroke while they are joined (`Rasterizer.maskCoverage`).
    @exclusivity(unchecked) var maskShapes: [ShapePaint] = []
    /// The records' lists of shapes (`CoverageContent.shapes`), reused two frames later
    /// (`FramePool`). The three pools start a frame in the order declared: shapes and masks
    /// hold coverages' bits.
    @exclusivity(unchecked) var shapeLists = FramePool<ShapePaint>()
    /// The records' lists of masks (`CoverageContent.masks`), likewise.
    @exclusivity(unchecked) var maskLists = FramePool<QuadrantCoverage>()
    /// The bits of this frame's coverages (`QuadrantCoverage.bits`), likewise.
    @exclusivity(unchecked) var coverageBits = FramePool<UInt8>()
    /// Label layouts of recent frames.
    @exclusivity(unchecked) var textLayouts = TextLayoutCache()
    /// The opaque boxes records are checked against, back to front (`Rasterizer.dropCovered`).
    @exclusivity(unchecked) var covers: [CellRect] = []
    /// The opaque boxes of later siblings while children are checked (`Rasterizer.markCovered`).
    @exclusivity(unchecked) var siblingCovers: [CellRect] = []
    /// How many of this frame's records so far hold text.
    @exclusivity(unchecked) var textRecords = 0
    /// Which of this frame's records are covered (`Rasterizer.dropCovered`).
    @exclusivity(unchecked) var covered: [Bool] = []
    /// The pieces of a damaged area each record paints (`OcclusionCulling`).
    @exclusivity(unchecked) var culling = OcclusionCulling()
    /// The cells to draw again this frame.
    @exclusivity(unchecked) var damage = DamageRegion()
    /// Cells drawn again by the last frame (for tests and the benchmark).
    @exclusivity(unchecked) var damagedCells = 0
}
