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
    /// (`CGRectApplyAffineTransform`). A null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minPoint = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
        let maxPoint = CGPoint(x: xs.max() ?? 0, y: ys.max() ?? 0)
        return CGRect(x: minPoint.x, y: minPoint.y, width: maxPoint.x - minPoint.x, height: maxPoint.y - minPoint.y)
    }
}
