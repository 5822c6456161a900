import Foundation

/// An affine transformation matrix for 2-D drawing, with Core Graphics' layout and semantics.
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not this type; TransitionKit
/// supplies it. A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, i.e. the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// multiplied on the right of the row vector `[x y 1]`. Angles are in radians; with UIKit's
/// y-down coordinates a positive angle turns clockwise on screen.
/// Source: Apple's Core Graphics documentation for `CGAffineTransform`.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Entry (1, 1): x scale and rotation.
    public var a: CGFloat
    /// Entry (1, 2): y shear and rotation.
    public var b: CGFloat
    /// Entry (2, 1): x shear and rotation.
    public var c: CGFloat
    /// Entry (2, 2): y scale and rotation.
    public var d: CGFloat
    /// Translation along x, in points.
    public var tx: CGFloat
    /// Translation along y, in points.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six matrix entries (unlabelled form, as in Core Graphics).
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform, `[1 0 0 1 0 0]`.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform, `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform()

    /// A transform that scales by `sx` along x and `sy` along y (factors; 1 = unchanged).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (clockwise on screen in UIKit's y-down space).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A transform that translates by `tx`, `ty` points.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `t2` after `self` (Core Graphics' `CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `self` with a scale by `sx`, `sy` applied first (Core Graphics' `CGAffineTransformScale`).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `self` with a rotation by `angle` radians applied first (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `self` with a translation by `tx`, `ty` points applied first (`CGAffineTransformTranslate`).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse transform; a non-invertible matrix (determinant 0) is returned unchanged,
    /// as `CGAffineTransformInvert` does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    /// `CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)`, for logs and test output. Ours.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
