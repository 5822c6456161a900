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
            let finite =
                f.a.isFinite && f.b.isFinite && f.tx.isFinite && f.ty.isFinite && cy.isFinite && dy.isFinite
            guard finite else {
                for column in columns {
                    let x = Double(column) + 0.5
                    mask[offset] = holds(f.a * x + cy + f.tx, f.b * x + dy + f.ty)
                    offset += 1
                }
                return
            }
            let inside = affineRun(columns, cy: cy, dy: dy)
            let before = inside.lowerBound - columns.lowerBound
            mask.update(repeating: false, count: before)
            (mask + before).update(repeating: true, count: inside.count)
            (mask + before + inside.count).update(repeating: false, count: columns.upperBound - inside.upperBound)
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

    /// The columns of `columns` whose centres an affine map with finite entries takes inside
    /// `bounds`, on the row whose c·y and d·y are `cy` and `dy`: exactly those `holds` accepts
    /// with the arithmetic of `contains(columns:row:into:)`. Along a row X = a·x + c·y + tx
    /// and Y = b·x + d·y + ty are each monotone in the column (a product by a fixed finite
    /// factor and a sum with a fixed finite term round monotonically, and no NaN arises), so
    /// each of the four bounds holds on a prefix or a suffix of the columns and the cells
    /// inside form one run, whose ends are found by bisection.
    private func affineRun(_ columns: Range<Int>, cy: Double, dy: Double) -> Range<Int> {
        let f = fromCells.affine
        func mappedX(_ column: Int) -> Double { f.a * (Double(column) + 0.5) + cy + f.tx }
        func mappedY(_ column: Int) -> Double { f.b * (Double(column) + 0.5) + dy + f.ty }
        // The first column from which `leaves` holds (it holds on a suffix).
        func boundary(_ leaves: (Int) -> Bool) -> Int {
            var (low, high) = (columns.lowerBound, columns.upperBound)
            while low < high {
                let middle = low + (high - low) / 2
                if leaves(middle) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        var (start, end) = (columns.lowerBound, columns.upperBound)
        // Keeps the columns where `mapped` lies in [lower, upper): a coordinate that does not
        // decrease is at least `lower` from some column on and under `upper` up to some; one
        // that decreases the other way round.
        func keep(_ mapped: (Int) -> Double, increasing: Bool, lower: Double, upper: Double) {
            // At least `lower` (`lowerSide`), or under `upper`.
            func holds(_ column: Int, lowerSide: Bool) -> Bool {
                lowerSide ? mapped(column) >= lower : mapped(column) < upper
            }
            start = max(start, boundary { holds($0, lowerSide: increasing) })
            end = min(end, boundary { !holds($0, lowerSide: !increasing) })
        }
        keep(mappedX, increasing: f.a >= 0, lower: bounds.minX, upper: bounds.maxX)
        keep(mappedY, increasing: f.b >= 0, lower: bounds.minY, upper: bounds.maxY)
        return start..<max(start, end)
    }

    /// Whether the bounds point (`x`, `y`) is inside `bounds` (half-open).
    @inline(__always)
    private func holds(_ x: Double, _ y: Double) -> Bool {
        x >= bounds.minX && x < bounds.maxX && y >= bounds.minY && y < bounds.maxY
    }
}
