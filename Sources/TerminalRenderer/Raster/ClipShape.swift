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
        return holds(f.a * x + f.c * y + f.tx, f.b * x + f.d * y + f.ty)
    }

    /// `contains` for a projective map: also in front of the eye (kept out of line, so that the
    /// affine test stays small where it is inlined into the cell loops).
    @inline(never)
    private func containsInPerspective(column: Int, row: Int) -> Bool {
        let (u, v, w) = fromCells.map(x: Double(column) + 0.5, y: Double(row) + 0.5)
        guard w > 0 else { return false }
        return holds(u / w, v / w)
    }

    /// `contains(column:row:)` for each of `columns` on `row`, written to `mask` from its first
    /// element on: the same arithmetic, with the products of the row's y worked out once.
    func contains(columns: Range<Int>, row: Int, into mask: UnsafeMutablePointer<Bool>) {
        let y = Double(row) + 0.5
        let f = fromCells.affine
        let (cy, dy) = (f.c * y, f.d * y)
        var offset = 0
        if fromCells.isAffine {
            for column in columns {
                let x = Double(column) + 0.5
                mask[offset] = holds(f.a * x + cy + f.tx, f.b * x + dy + f.ty)
                offset += 1
            }
            return
        }
        // As `PlaneProjection.map`: W = p·x + q·y + r.
        let (p, qy, r) = (fromCells.p, fromCells.q * y, fromCells.r)
        for column in columns {
            let x = Double(column) + 0.5
            let w = p * x + qy + r
            mask[offset] = w > 0 && holds((f.a * x + cy + f.tx) / w, (f.b * x + dy + f.ty) / w)
            offset += 1
        }
    }

    /// Whether the bounds point (`x`, `y`) is inside `bounds` (half-open).
    @inline(__always)
    private func holds(_ x: Double, _ y: Double) -> Bool {
        x >= bounds.minX && x < bounds.maxX && y >= bounds.minY && y < bounds.maxY
    }
}
