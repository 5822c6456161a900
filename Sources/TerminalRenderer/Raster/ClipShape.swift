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
        guard fromCells.isAffine else { return containsInPerspective(column: column, row: row) }
        let x = Double(column) + 0.5
        let y = Double(row) + 0.5
        let f = fromCells.affine
        let u = f.a * x + f.c * y + f.tx
        let v = f.b * x + f.d * y + f.ty
        return u >= bounds.minX && u < bounds.maxX && v >= bounds.minY && v < bounds.maxY
    }

    /// `contains` for a projective map: also in front of the eye (kept out of line, so that the
    /// affine test stays small where it is inlined into the cell loops).
    @inline(never)
    private func containsInPerspective(column: Int, row: Int) -> Bool {
        let (u, v, w) = fromCells.map(x: Double(column) + 0.5, y: Double(row) + 0.5)
        guard w > 0 else { return false }
        let x = u / w
        let y = v / w
        return x >= bounds.minX && x < bounds.maxX && y >= bounds.minY && y < bounds.maxY
    }
}
