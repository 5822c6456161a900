// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Core Animation's C functions are named `CATransform3D…`; their Swift names are kept.)
import Foundation

/// A 4 × 4 homogeneous transform of 3-D space, with Core Animation's layout and semantics.
///
/// A point `(x, y, z)` is the row vector `[x y z 1]` multiplied on the left of the matrix:
///
///     [x' y' z' w'] = [x y z 1] · | m11 m12 m13 m14 |
///                                 | m21 m22 m23 m24 |
///                                 | m31 m32 m33 m34 |
///                                 | m41 m42 m43 m44 |
///
/// and the point drawn is `(x'/w', y'/w', z'/w')`. So `m41 m42 m43` translate (points),
/// `m34 = −1/d` gives perspective with the eye `d` points in front of the layer (positive z
/// comes towards the viewer), and `CATransform3DConcat(a, b)` applies `a` then `b`. Angles
/// are radians; with UIKit's y-down coordinates a positive rotation about z turns clockwise
/// on screen, as `CGAffineTransform(rotationAngle:)` does. Like the C struct it is not
/// `Equatable` (compare with `CATransform3DEqualToTransform`).
/// Source: Apple's Core Animation documentation and the `CATransform3D.h` header.
public struct CATransform3D: Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4 (perspective along x).
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4 (perspective along y).
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4: perspective along z; −1/d puts the eye d points in front.
    public var m34: CGFloat
    /// Translation along x, points.
    public var m41: CGFloat
    /// Translation along y, points.
    public var m42: CGFloat
    /// Translation along z, points.
    public var m43: CGFloat
    /// Row 4, column 4 (1 for every transform the `CATransform3D…` functions make).
    public var m44: CGFloat

    /// A transform with every entry 0 (as the C struct's zero initialiser; not the identity).
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A transform with the sixteen entries given, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }
}

/// The identity transform: 1 on the diagonal, 0 elsewhere. Source: `CATransform3D.h`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity. Source: `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether every entry of `a` equals `b`'s exactly. Source: `CATransform3DEqualToTransform`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.m11 == b.m11 && a.m12 == b.m12 && a.m13 == b.m13 && a.m14 == b.m14
        && a.m21 == b.m21 && a.m22 == b.m22 && a.m23 == b.m23 && a.m24 == b.m24
        && a.m31 == b.m31 && a.m32 == b.m32 && a.m33 == b.m33 && a.m34 == b.m34
        && a.m41 == b.m41 && a.m42 == b.m42 && a.m43 == b.m43 && a.m44 == b.m44
}

/// A translation by `tx`, `ty`, `tz` points. Source: `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A scale by the factors `sx`, `sy`, `sz` (1 = unchanged). Source: `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` through the origin (the anchor
/// point, for a layer's transform); the identity when the axis has length 0. With c = cos,
/// s = sin, t = 1 − c and the unit axis (x, y, z): m11 = t·x² + c, m12 = t·x·y + z·s,
/// m13 = t·x·z − y·s, m21 = t·x·y − z·s, m22 = t·y² + c, m23 = t·y·z + x·s,
/// m31 = t·x·z + y·s, m32 = t·y·z − x·s, m33 = t·z² + c. About z this is
/// `CGAffineTransform(rotationAngle:)`; about y by θ, m11 = m33 = cos θ, m13 = −sin θ,
/// m31 = sin θ. Source: `CATransform3DMakeRotation`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle)))
    let s = CGFloat(sin(Double(angle)))
    let t = 1 - c
    return CATransform3D(
        m11: t * ux * ux + c, m12: t * ux * uy + uz * s, m13: t * ux * uz - uy * s, m14: 0,
        m21: t * ux * uy - uz * s, m22: t * uy * uy + c, m23: t * uy * uz + ux * s, m24: 0,
        m31: t * ux * uz + uy * s, m32: t * uy * uz - ux * s, m33: t * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` with a translation by `tx`, `ty`, `tz` points applied first:
/// `translate(tx, ty, tz) · t`. Source: `CATransform3DTranslate`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` with a scale by `sx`, `sy`, `sz` applied first: `scale(sx, sy, sz) · t`.
/// Source: `CATransform3DScale`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` with a rotation by `angle` radians about `(x, y, z)` applied first:
/// `rotation(angle, x, y, z) · t`. Source: `CATransform3DRotate`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `a` then `b`: the matrix product `a · b`. Source: `CATransform3DConcat`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// The inverse of `t`, or `t` unchanged when it has none (determinant 0 or not finite).
/// Source: `CATransform3DInvert`.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = t.entries
    // Cofactor expansion by 2 × 2 minors of the top two and bottom two rows.
    let s0 = m[0] * m[5] - m[4] * m[1]
    let s1 = m[0] * m[6] - m[4] * m[2]
    let s2 = m[0] * m[7] - m[4] * m[3]
    let s3 = m[1] * m[6] - m[5] * m[2]
    let s4 = m[1] * m[7] - m[5] * m[3]
    let s5 = m[2] * m[7] - m[6] * m[3]
    let c5 = m[10] * m[15] - m[14] * m[11]
    let c4 = m[9] * m[15] - m[13] * m[11]
    let c3 = m[9] * m[14] - m[13] * m[10]
    let c2 = m[8] * m[15] - m[12] * m[11]
    let c1 = m[8] * m[14] - m[12] * m[10]
    let c0 = m[8] * m[13] - m[12] * m[9]
    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return t }
    let k = 1 / determinant
    return CATransform3D(
        m11: (m[5] * c5 - m[6] * c4 + m[7] * c3) * k,
        m12: (-m[1] * c5 + m[2] * c4 - m[3] * c3) * k,
        m13: (m[13] * s5 - m[14] * s4 + m[15] * s3) * k,
        m14: (-m[9] * s5 + m[10] * s4 - m[11] * s3) * k,
        m21: (-m[4] * c5 + m[6] * c2 - m[7] * c1) * k,
        m22: (m[0] * c5 - m[2] * c2 + m[3] * c1) * k,
        m23: (-m[12] * s5 + m[14] * s2 - m[15] * s1) * k,
        m24: (m[8] * s5 - m[10] * s2 + m[11] * s1) * k,
        m31: (m[4] * c4 - m[5] * c2 + m[7] * c0) * k,
        m32: (-m[0] * c4 + m[1] * c2 - m[3] * c0) * k,
        m33: (m[12] * s4 - m[13] * s2 + m[15] * s0) * k,
        m34: (-m[8] * s4 + m[9] * s2 - m[11] * s0) * k,
        m41: (-m[4] * c3 + m[5] * c1 - m[6] * c0) * k,
        m42: (m[0] * c3 - m[1] * c1 + m[2] * c0) * k,
        m43: (-m[12] * s3 + m[13] * s1 - m[14] * s0) * k,
        m44: (m[8] * s3 - m[9] * s1 + m[10] * s0) * k)
}

/// Whether `t` is exactly an affine transform of the plane: m13, m14, m23, m24, m31, m32,
/// m34, m43 are 0 and m33, m44 are 1. Source: `CATransform3DIsAffine`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m34 == 0
        && t.m43 == 0 && t.m33 == 1 && t.m44 == 1
}

/// The affine transform in `t`: `a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42`
/// (the other entries are dropped; exact when `CATransform3DIsAffine(t)`).
/// Source: `CATransform3DGetAffineTransform`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The 3-D transform with the same effect as `m` on the plane z = 0, leaving z alone.
/// Source: `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

extension CATransform3D {
    /// The sixteen entries, row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether every entry is within 1e-9 of the identity's (translation within 1e-6 points):
    /// a turn by 2π counts as the identity. The one definition of "no transform" behind the
    /// `frame-while-transformed` diagnostic and a view at rest (`ViewRestDeviation`). Ours.
    var isEffectivelyIdentity: Bool {
        func near(_ value: CGFloat, _ target: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
            abs(value - target) < tolerance
        }
        return near(m11, 1) && near(m12, 0) && near(m13, 0) && near(m14, 0)
            && near(m21, 0) && near(m22, 1) && near(m23, 0) && near(m24, 0)
            && near(m31, 0) && near(m32, 0) && near(m33, 1) && near(m34, 0)
            && near(m41, 0, 1e-6) && near(m42, 0, 1e-6) && near(m43, 0, 1e-6) && near(m44, 1)
    }
}

extension CATransform3D {
    /// `self` then `other`; when both are affine, exactly as `CGAffineTransform.concatenating`.
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        guard CATransform3DIsAffine(self) && CATransform3DIsAffine(other) else {
            return CATransform3DConcat(self, other)
        }
        return CATransform3DMakeAffineTransform(
            CATransform3DGetAffineTransform(self).concatenating(CATransform3DGetAffineTransform(other)))
    }

    /// The inverse (`self` when there is none); when affine, exactly as `CGAffineTransform.inverted`.
    func inverted() -> CATransform3D {
        guard CATransform3DIsAffine(self) else { return CATransform3DInvert(self) }
        return CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(self).inverted())
    }
}
