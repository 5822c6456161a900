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
    /// The layout, grid size and screen state of the last frame drawn; nil before the first.
    var drawn: (layout: PhoneLayout, columns: Int, rows: Int)?
    /// Coverage of the cells around the view being drawn (see `RecordPainter`).
    var mask: [Bool] = []
    /// The rotated `masksToBounds` ancestors of the view being visited.
    var clips: [ClipShape] = []
    /// Label layouts of recent frames.
    var textLayouts = TextLayoutCache()
    /// The cells to draw again this frame.
    var damage = DamageRegion()
    /// Cells drawn again by the last frame (for tests and the benchmark).
    var damagedCells = 0

    /// A subview and its presentation layer, while its siblings are put in drawing order.
    typealias Child = (view: UIView, layer: CALayer)
    /// Emptied child lists kept for reuse (one per level of the tree being visited).
    private var childLists: [[Child]] = []

    /// An empty list to collect a view's children in (reused, so visiting allocates nothing).
    func takeChildList() -> [Child] {
        childLists.popLast() ?? []
    }

    /// Takes back a list from `takeChildList()`, emptied (the views are not kept); `list` is
    /// left empty.
    func giveBack(_ list: inout [Child]) {
        list.removeAll(keepingCapacity: true)
        childLists.append(list)
        list = []
    }
}
