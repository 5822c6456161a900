import Foundation
import TransitionKit

/// Buffers the rasteriser reuses from view to view and frame to frame, so drawing allocates
/// nothing per cell. A class so that `Rasterizer.render` can stay non-mutating. Ours.
final class RasterScratch {
    /// Coverage of the cells around the view being drawn (see `Rasterizer`).
    var mask: [Bool] = []
    /// The rotated `masksToBounds` ancestors of the view being drawn (axis-aligned ones are
    /// exact as cell rectangles and clip through `CellRect` alone).
    var clips: [ClipShape] = []
}

/// A clipping ancestor's shape: cells whose centres map inside `bounds` stay visible.
struct ClipShape {
    /// Continuous cell coordinates → the ancestor's bounds coordinates.
    let fromCells: CGAffineTransform
    /// The ancestor's bounds, points.
    let bounds: CGRect

    @inline(__always)
    func contains(column: Int, row: Int) -> Bool {
        let x = Double(column) + 0.5
        let y = Double(row) + 0.5
        let u = fromCells.a * x + fromCells.c * y + fromCells.tx
        let v = fromCells.b * x + fromCells.d * y + fromCells.ty
        return u >= bounds.minX && u < bounds.maxX && v >= bounds.minY && v < bounds.maxY
    }
}
