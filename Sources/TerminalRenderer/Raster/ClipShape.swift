import Foundation
import TransitionKit

/// A clipping ancestor's shape: cells whose centres map inside `bounds` (and, in perspective,
/// in front of the eye: W > 0) stay visible.
struct ClipShape: Equatable {
    /// Continuous cell coordinates → the ancestor's bounds coordinates.
    let fromCells: PlaneProjection
    /// The ancestor's bounds, points.
    let bounds: CGRect

    /// Whether cell `column`, `row`'s centre maps inside `bounds` (half-open on the right and
    /// bottom, as `ViewGeometry` describes).
    @inline(__always)
    func contains(column: Int, row: Int) -> Bool {
        let x = Double(column) + 0.5
        let y = Double(row) + 0.5
        let f = fromCells.affine
        let u = f.a * x + f.c * y + f.tx
        let v = f.b * x + f.d * y + f.ty
        if fromCells.isAffine {
            return u >= bounds.minX && u < bounds.maxX && v >= bounds.minY && v < bounds.maxY
        }
        let w = fromCells.p * x + fromCells.q * y + fromCells.r
        guard w > 0 else { return false }
        let bx = Double(u) / w
        let by = Double(v) / w
        return bx >= bounds.minX && bx < bounds.maxX && by >= bounds.minY && by < bounds.maxY
    }
}
