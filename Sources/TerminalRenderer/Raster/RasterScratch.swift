import Foundation
import TransitionKit

/// What the rasteriser keeps from frame to frame: the last frame's view records and where it
/// drew them (to find what changed), and buffers reused so that drawing allocates nothing per
/// cell. A class so that `Rasterizer`'s methods can stay non-mutating. Ours.
final class RasterScratch {
    /// The records of the last frame drawn, back to front.
    var records: [ViewRecord] = []
    /// This frame's records while they are collected.
    var next: [ViewRecord] = []
    /// The `ViewRecord.paintBox` of each of `next` (set by `Rasterizer.dropCovered`), worked
    /// out once a frame.
    var boxes: [CellRect] = []
    /// The `paintBox` of each of `records`.
    var drawnBoxes: [CellRect] = []
    /// The layout, grid size and screen state of the last frame drawn; nil before the first.
    var drawn: (layout: PhoneLayout, columns: Int, rows: Int)?
    /// Coverage of the cells around the view being drawn (see `RecordPainter`).
    var mask: [Bool] = []
    /// The rotated `masksToBounds` ancestors of the view being visited.
    var clips: [ClipShape] = []
    /// The masks of the layer being visited and its ancestors (`mask`, rounded
    /// `masksToBounds`).
    var masks: [QuadrantCoverage] = []
    /// The label lines placed so far while text over text is resolved (`Rasterizer`): the
    /// record, the row, the columns and the line's last glyph; kept to reuse its storage.
    var textSpans: [(record: Int, row: Int, columns: Range<Int>, last: Glyph)] = []
    /// Label layouts of recent frames.
    var textLayouts = TextLayoutCache()
    /// The opaque boxes records are checked against, back to front (`Rasterizer.dropCovered`).
    var covers: [CellRect] = []
    /// The opaque boxes of later siblings while children are checked (`Rasterizer.markCovered`).
    var siblingCovers: [CellRect] = []
    /// How many of this frame's records so far hold text.
    var textRecords = 0
    /// Which of this frame's records are covered (`Rasterizer.dropCovered`).
    var covered: [Bool] = []
    /// The cells to draw again this frame.
    var damage = DamageRegion()
    /// Cells drawn again by the last frame (for tests and the benchmark).
    var damagedCells = 0
}
