import Foundation
import TransitionKit

/// A clipping ancestor's shape: cells whose centres map inside `bounds` stay visible.
struct ClipShape: Equatable {
    /// Continuous cell coordinates → the ancestor's bounds coordinates.
    let fromCells: CGAffineTransform
    /// The ancestor's bounds, points.
    let bounds: CGRect

    /// Whether cell `column`, `row`'s centre maps inside `bounds` (half-open on the right and
    /// bottom, as `ViewGeometry` describes).
    @inline(__always)
    func contains(column: Int, row: Int) -> Bool {
        let x = Double(column) + 0.5
        let y = Double(row) + 0.5
        let u = fromCells.a * x + fromCells.c * y + fromCells.tx
        let v = fromCells.b * x + fromCells.d * y + fromCells.ty
        return u >= bounds.minX && u < bounds.maxX && v >= bounds.minY && v < bounds.maxY
    }
}
