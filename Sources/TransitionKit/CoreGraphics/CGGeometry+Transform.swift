import Foundation

extension CGPoint {
    /// The point mapped through `t`: `(a·x + c·y + tx, b·x + d·y + ty)` (Core Graphics'
    /// `CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t` without its translation (`CGSizeApplyAffineTransform`);
    /// the result may have negative components.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four corners of `self` mapped through `t`
    /// (`CGRectApplyAffineTransform`). A null rectangle stays null. Allocates nothing (the
    /// renderer maps a box per view per frame).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let p0 = CGPoint(x: minX, y: minY).applying(t)
        let p1 = CGPoint(x: maxX, y: minY).applying(t)
        let p2 = CGPoint(x: minX, y: maxY).applying(t)
        let p3 = CGPoint(x: maxX, y: maxY).applying(t)
        let low = CGPoint(x: min(min(p0.x, p1.x), min(p2.x, p3.x)), y: min(min(p0.y, p1.y), min(p2.y, p3.y)))
        let high = CGPoint(x: max(max(p0.x, p1.x), max(p2.x, p3.x)), y: max(max(p0.y, p1.y), max(p2.y, p3.y)))
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
