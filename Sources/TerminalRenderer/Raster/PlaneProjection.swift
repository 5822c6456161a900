import Foundation
import TransitionKit

/// A projective map of the plane (a homography), in the row-vector convention of
/// `CGAffineTransform` and `CATransform3D`:
///
///     [X Y W] = [x y 1] · | a  b  p |
///                         | c  d  q |
///                         | tx ty r |
///
/// maps (x, y) to (X/W, Y/W). A point with W > 0 lies in front of the eye; W ≤ 0 is at or
/// behind it and is not drawn. Affine maps (p = q = 0, r = 1) keep their `CGAffineTransform`
/// and every operation on them is the affine one, bit for bit, so 2-D drawing is exactly what
/// it was before perspective. A layer's map to its superlayer is its `CATransform3D` chain
/// flattened into the superlayer's plane (rows and columns 1, 2 and 4: z is dropped, as Core
/// Animation flattens every layer's subtree into its parent's plane). Ours.
struct PlaneProjection: Equatable {
    /// The first two columns, as an affine transform's entries.
    let affine: CGAffineTransform
    /// The third column: W = p·x + q·y + r.
    let p: Double
    let q: Double
    let r: Double
    /// Whether p = q = 0 and r = 1 (then `affine` is the whole map).
    let isAffine: Bool

    /// The affine map `t`.
    init(_ t: CGAffineTransform) {
        self.init(affine: t, p: 0, q: 0, r: 1)
    }

    private init(affine: CGAffineTransform, p: Double, q: Double, r: Double) {
        self.affine = affine
        self.p = p
        self.q = q
        self.r = r
        isAffine = p == 0 && q == 0 && r == 1
    }

    /// The map with these entries, divided by r when it is affine up to that factor (r > 0).
    init(a: Double, b: Double, p: Double, c: Double, d: Double, q: Double, tx: Double, ty: Double, r: Double) {
        if p == 0 && q == 0 && r > 0 {
            self.init(CGAffineTransform(a: a / r, b: b / r, c: c / r, d: d / r, tx: tx / r, ty: ty / r))
        } else {
            self.init(affine: CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty), p: p, q: q, r: r)
        }
    }

    /// `m` acting on the plane z = 0, with z dropped from the result (rows and columns 1, 2, 4).
    init(flattening m: CATransform3D) {
        self.init(
            a: Double(m.m11), b: Double(m.m12), p: Double(m.m14), c: Double(m.m21), d: Double(m.m22),
            q: Double(m.m24), tx: Double(m.m41), ty: Double(m.m42), r: Double(m.m44))
    }

    /// `self` then `other`.
    func concatenating(_ other: PlaneProjection) -> PlaneProjection {
        if isAffine && other.isAffine { return PlaneProjection(affine.concatenating(other.affine)) }
        let (a1, b1, c1, d1) = (Double(affine.a), Double(affine.b), Double(affine.c), Double(affine.d))
        let (x1, y1) = (Double(affine.tx), Double(affine.ty))
        let (a2, b2, c2, d2) = (
            Double(other.affine.a), Double(other.affine.b), Double(other.affine.c), Double(other.affine.d)
        )
        let (x2, y2) = (Double(other.affine.tx), Double(other.affine.ty))
        let (p2, q2, r2) = (other.p, other.q, other.r)
        return PlaneProjection(
            a: a1 * a2 + b1 * c2 + p * x2, b: a1 * b2 + b1 * d2 + p * y2, p: a1 * p2 + b1 * q2 + p * r2,
            c: c1 * a2 + d1 * c2 + q * x2, d: c1 * b2 + d1 * d2 + q * y2, q: c1 * p2 + d1 * q2 + q * r2,
            tx: x1 * a2 + y1 * c2 + r * x2, ty: x1 * b2 + y1 * d2 + r * y2, r: x1 * p2 + y1 * q2 + r * r2)
    }

    /// The determinant of the 3 × 3 matrix (a·d − b·c when affine). Its sign is the map's
    /// orientation wherever W > 0: negative means mirrored (the back of a layer faces the eye).
    var determinant: Double {
        let (a, b, c, d) = (Double(affine.a), Double(affine.b), Double(affine.c), Double(affine.d))
        if isAffine { return a * d - b * c }
        let (tx, ty) = (Double(affine.tx), Double(affine.ty))
        return a * (d * r - q * ty) - b * (c * r - q * tx) + p * (c * ty - d * tx)
    }

    /// Whether the map is singular or as good as (the determinant against the product of the
    /// column lengths, the largest it can be, under 1e-12: a layer seen edge-on).
    var isDegenerate: Bool {
        let (a, b, c, d) = (Double(affine.a), Double(affine.b), Double(affine.c), Double(affine.d))
        let (tx, ty) = (Double(affine.tx), Double(affine.ty))
        let bound =
            (a * a + c * c + tx * tx).squareRoot() * (b * b + d * d + ty * ty).squareRoot()
            * (p * p + q * q + r * r).squareRoot()
        let det = determinant
        return !(det.isFinite && bound.isFinite && abs(det) > 1e-12 * bound)
    }

    /// The inverse, or nil when degenerate. Affine maps invert as `CGAffineTransform.inverted()`.
    func inverted() -> PlaneProjection? {
        if isAffine { return PlaneProjection(affine.inverted()) }
        guard !isDegenerate else { return nil }
        let (a, b, c, d) = (Double(affine.a), Double(affine.b), Double(affine.c), Double(affine.d))
        let (tx, ty) = (Double(affine.tx), Double(affine.ty))
        let k = 1 / determinant
        // The adjugate over the determinant. W keeps its sign: a point in front of the eye maps
        // back with W > 0 (see `ClipShape`).
        return PlaneProjection(
            a: (d * r - q * ty) * k, b: (p * ty - b * r) * k, p: (b * q - p * d) * k,
            c: (q * tx - c * r) * k, d: (a * r - p * tx) * k, q: (p * c - a * q) * k,
            tx: (c * ty - d * tx) * k, ty: (b * tx - a * ty) * k, r: (a * d - b * c) * k)
    }

    /// (X, Y, W) for the point (x, y).
    @inline(__always)
    func map(x: Double, y: Double) -> (x: Double, y: Double, w: Double) {
        let t = affine
        let mappedX = Double(t.a) * x + Double(t.c) * y + Double(t.tx)
        let mappedY = Double(t.b) * x + Double(t.d) * y + Double(t.ty)
        return isAffine ? (mappedX, mappedY, 1) : (mappedX, mappedY, p * x + q * y + r)
    }

    /// The point (x, y) maps to, (X/W, Y/W); infinite where W ≤ 0 (at or behind the eye).
    @inline(__always)
    func point(x: Double, y: Double) -> CGPoint {
        guard isAffine else { return pointInPerspective(x: x, y: y) }
        return CGPoint(x: affine.a * x + affine.c * y + affine.tx, y: affine.b * x + affine.d * y + affine.ty)
    }

    /// `point` for a projective map (out of line, so that the affine case stays small where it
    /// is inlined into the cell loops).
    @inline(never)
    private func pointInPerspective(x: Double, y: Double) -> CGPoint {
        let (u, v, w) = map(x: x, y: y)
        guard w > 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        return CGPoint(x: u / w, y: v / w)
    }

    /// The affine map closest to this one at (x, y): its derivative there, placed so that it
    /// maps (x, y) where this map does (the map itself when affine; undefined where W ≤ 0).
    func tangent(atX x: Double, y: Double) -> CGAffineTransform {
        if isAffine { return affine }
        let (mx, my, w) = map(x: x, y: y)
        let (u, v) = (mx / w, my / w)
        // ∂(X/W)/∂x = (a − u·p)/W, and likewise.
        let a = (Double(affine.a) - u * p) / w
        let b = (Double(affine.b) - v * p) / w
        let c = (Double(affine.c) - u * q) / w
        let d = (Double(affine.d) - v * q) / w
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: u - a * x - c * y, ty: v - b * x - d * y)
    }
}
