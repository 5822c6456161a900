import Foundation

/// The parts of a 3-D transform that animations interpolate: `M = S · K · R · T · P` in Core
/// Animation's row-vector convention (a point is scaled, sheared, rotated, translated, then
/// projected), with
/// - `S` the scale along x, y, z;
/// - `K` the shears xy, xz, yz (row 2 gains xy·row 1, row 3 gains xz·row 1 + yz·row 2);
/// - `R` a rotation, kept as a unit quaternion (x, y, z, w);
/// - `T` the translation (points);
/// - `P` the perspective: the identity with its last column set to (p1, p2, p3, p4).
///
/// Interpolation is linear in scale, shear, translation and perspective, and spherical
/// (slerp) in the quaternion along the shorter arc. Core Animation does not document how it
/// interpolates matrices; what iOS shows is this: a `transform` animation turns through its
/// angle (decomposed, not entry by entry), the shorter way round — a turn to 2π does not move
/// and a turn past π goes back the other way, which is why iOS code animates
/// `transform.rotation` with numbers for whole turns. The decomposition is the W3C's for CSS 3-D
/// matrices (after Graphics Gems II's `unmatrix`), which WebKit also hands to Core Animation;
/// the code is ours. Sources: W3C CSS Transforms Module Level 2, "Decomposing a 3D matrix" and
/// "Interpolation of decomposed 3D matrix values"; Stack Overflow questions 44828064 ("Why 2π
/// rotation animation doesn't work for CALayer.transform?": transforms animate by decomposition)
/// and 11571420 (whole turns through `transform.rotation`).
struct TransformDecomposition {
    var scale: SIMD3<Double>
    /// Shear factors xy, xz, yz.
    var shear: SIMD3<Double>
    /// Unit quaternion (x, y, z, w) of the rotation.
    var quaternion: SIMD4<Double>
    var translation: SIMD3<Double>
    /// The last column of the projection (p1, p2, p3, p4); (0, 0, 0, 1) without perspective.
    var perspective: SIMD4<Double>

    /// The identity's parts.
    static let identity = TransformDecomposition(
        scale: SIMD3(1, 1, 1), shear: .zero, quaternion: SIMD4(0, 0, 0, 1), translation: .zero,
        perspective: SIMD4(0, 0, 0, 1))

    init(
        scale: SIMD3<Double>, shear: SIMD3<Double>, quaternion: SIMD4<Double>, translation: SIMD3<Double>,
        perspective: SIMD4<Double>
    ) {
        self.scale = scale
        self.shear = shear
        self.quaternion = quaternion
        self.translation = translation
        self.perspective = perspective
    }

    /// The parts of `t`, or nil when it has none: m44 = 0, or the upper 3 × 3 is singular (a
    /// layer squashed flat, such as a scale of 0).
    init?(_ t: CATransform3D) {
        let m44 = Double(t.m44)
        guard m44 != 0, m44.isFinite else { return nil }
        func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> SIMD3<Double> {
            SIMD3(Double(a), Double(b), Double(c)) / m44
        }
        var rows = (row(t.m11, t.m12, t.m13), row(t.m21, t.m22, t.m23), row(t.m31, t.m32, t.m33))
        let determinant = Self.dot(rows.0, Self.cross(rows.1, rows.2))
        guard determinant != 0, determinant.isFinite else { return nil }
        translation = row(t.m41, t.m42, t.m43)
        // Perspective: the upper 3 × 3 B times p gives the last column's top, so p = B⁻¹·c.
        let column = row(t.m14, t.m24, t.m34)
        if column != .zero {
            // B⁻¹'s columns are rows.1 × rows.2, rows.2 × rows.0, rows.0 × rows.1 over det B.
            let p =
                (column.x * Self.cross(rows.1, rows.2) + column.y * Self.cross(rows.2, rows.0)
                    + column.z * Self.cross(rows.0, rows.1)) / determinant
            perspective = SIMD4(p.x, p.y, p.z, 1 - Self.dot(translation, p))
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        // Scale and shear: Gram-Schmidt on the rows.
        var s = SIMD3<Double>.zero
        var k = SIMD3<Double>.zero
        s.x = Self.length(rows.0)
        rows.0 /= s.x
        k.x = Self.dot(rows.0, rows.1)
        rows.1 -= k.x * rows.0
        s.y = Self.length(rows.1)
        rows.1 /= s.y
        k.x /= s.y
        k.y = Self.dot(rows.0, rows.2)
        rows.2 -= k.y * rows.0
        k.z = Self.dot(rows.1, rows.2)
        rows.2 -= k.z * rows.1
        s.z = Self.length(rows.2)
        rows.2 /= s.z
        k.y /= s.z
        k.z /= s.z
        // A reflection: negate the scales and rows so that R is a rotation.
        if Self.dot(rows.0, Self.cross(rows.1, rows.2)) < 0 {
            s = -s
            rows = (-rows.0, -rows.1, -rows.2)
        }
        scale = s
        shear = k
        quaternion = Self.quaternion(fromRows: rows)
    }

    /// The transform these parts make: `S · K · R · T · P`.
    var transform: CATransform3D {
        let r = Self.rows(of: quaternion)
        let b0 = scale.x * r.0
        let b1 = scale.y * (shear.x * r.0 + r.1)
        let b2 = scale.z * (shear.y * r.0 + shear.z * r.1 + r.2)
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        func f(_ value: Double) -> CGFloat { CGFloat(value) }
        return CATransform3D(
            m11: f(b0.x), m12: f(b0.y), m13: f(b0.z), m14: f(Self.dot(b0, p)),
            m21: f(b1.x), m22: f(b1.y), m23: f(b1.z), m24: f(Self.dot(b1, p)),
            m31: f(b2.x), m32: f(b2.y), m33: f(b2.z), m34: f(Self.dot(b2, p)),
            m41: f(translation.x), m42: f(translation.y), m43: f(translation.z),
            m44: f(Self.dot(translation, p) + perspective.w))
    }

    /// The parts `fraction` of the way to `other` (fraction may leave 0…1 for springs).
    func interpolated(to other: TransformDecomposition, fraction: Double) -> TransformDecomposition {
        var result = self
        result.scale += (other.scale - scale) * fraction
        result.shear += (other.shear - shear) * fraction
        result.translation += (other.translation - translation) * fraction
        result.perspective += (other.perspective - perspective) * fraction
        result.quaternion = Self.slerp(quaternion, other.quaternion, fraction)
        return result
    }

    /// The rotation as turns about x, then y, then z (radians): `R = Rx(x) · Ry(y) · Rz(z)`,
    /// the form the key paths `transform.rotation.x/.y/.z` read and write. Of the two angle
    /// triples that make the same rotation, the one with the smaller turns about x and z, so a
    /// turn about one axis reads back as that axis's angle, up to ±π. Ours.
    var eulerAngles: SIMD3<Double> {
        get {
            let r = Self.rows(of: quaternion)
            let beta = asin(min(max(-r.0.z, -1), 1))
            if abs(cos(beta)) < 1e-9 {
                // Gimbal lock: put the whole turn in z.
                return SIMD3(0, beta, atan2(-r.1.x, r.1.y))
            }
            let first = SIMD3(atan2(r.1.z, r.2.z), beta, atan2(r.0.y, r.0.x))
            let second = SIMD3(
                Self.wrapped(first.x + .pi), Self.wrapped(.pi - beta), Self.wrapped(first.z + .pi))
            return abs(second.x) + abs(second.z) < abs(first.x) + abs(first.z) - 1e-12 ? second : first
        }
        set {
            let (cx, sx) = (cos(newValue.x), sin(newValue.x))
            let (cy, sy) = (cos(newValue.y), sin(newValue.y))
            let (cz, sz) = (cos(newValue.z), sin(newValue.z))
            // Rows of Rx · Ry · Rz (row-vector rotations, as CATransform3DMakeRotation's).
            let rows = (
                SIMD3(cy * cz, cy * sz, -sy),
                SIMD3(sx * sy * cz - cx * sz, sx * sy * sz + cx * cz, sx * cy),
                SIMD3(cx * sy * cz + sx * sz, cx * sy * sz - sx * cz, cx * cy)
            )
            quaternion = Self.quaternion(fromRows: rows)
        }
    }

    /// The angle, radians (0…π), of the rotation from this one's to `other`'s.
    func rotationAngle(to other: TransformDecomposition) -> Double {
        2 * acos(min(abs(Self.dot4(quaternion, other.quaternion)), 1))
    }

    // MARK: Vector and quaternion helpers

    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    static func dot4(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double { (a * b).sum() }

    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

    /// `angle` in (−π, π].
    static func wrapped(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a <= -.pi { a += 2 * .pi }
        return a
    }

    /// The unit quaternion of the rotation whose row-vector matrix has rows `r` (r.i.j is
    /// entry (i, j)); Shepperd's method, picking the largest term for accuracy.
    static func quaternion(fromRows r: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) -> SIMD4<Double> {
        let trace = r.0.x + r.1.y + r.2.z
        let q: SIMD4<Double>
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()
            q = SIMD4((r.1.z - r.2.y) / s, (r.2.x - r.0.z) / s, (r.0.y - r.1.x) / s, s / 4)
        } else if r.0.x >= r.1.y && r.0.x >= r.2.z {
            let s = 2 * max(1 + r.0.x - r.1.y - r.2.z, 0).squareRoot()
            q = SIMD4(s / 4, (r.0.y + r.1.x) / s, (r.0.z + r.2.x) / s, (r.1.z - r.2.y) / s)
        } else if r.1.y >= r.2.z {
            let s = 2 * max(1 + r.1.y - r.0.x - r.2.z, 0).squareRoot()
            q = SIMD4((r.0.y + r.1.x) / s, s / 4, (r.1.z + r.2.y) / s, (r.2.x - r.0.z) / s)
        } else {
            let s = 2 * max(1 + r.2.z - r.0.x - r.1.y, 0).squareRoot()
            q = SIMD4((r.0.z + r.2.x) / s, (r.1.z + r.2.y) / s, s / 4, (r.0.y - r.1.x) / s)
        }
        let norm = dot4(q, q).squareRoot()
        return norm > 0 ? q / norm : SIMD4(0, 0, 0, 1)
    }

    /// The rows of the row-vector rotation matrix of the unit quaternion `q`.
    static func rows(of q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    /// Spherical interpolation `fraction` of the way from `a` to `b` along the shorter arc.
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ fraction: Double) -> SIMD4<Double> {
        var target = b
        var cosine = dot4(a, b)
        if cosine < 0 {
            target = -b
            cosine = -cosine
        }
        let result: SIMD4<Double>
        if cosine > 0.9995 {
            result = a + (target - a) * fraction
        } else {
            let angle = acos(cosine)
            result = (a * sin((1 - fraction) * angle) + target * sin(fraction * angle)) / sin(angle)
        }
        let norm = dot4(result, result).squareRoot()
        return norm > 0 ? result / norm : a
    }
}

extension CATransform3D {
    /// The transform a fraction `fraction` (0…1, may overshoot for springs) of the way from
    /// `self` to `other`. When both are affine, exactly as `CGAffineTransform.interpolated`
    /// (2-D motion is unchanged by 3-D support); otherwise through `TransformDecomposition`,
    /// or entry by entry when either end has no decomposition (a layer squashed flat; ours).
    func interpolated(to other: CATransform3D, fraction: CGFloat) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if CATransform3DIsAffine(self) && CATransform3DIsAffine(other) {
            let planar = CATransform3DGetAffineTransform(self).interpolated(
                to: CATransform3DGetAffineTransform(other), fraction: fraction)
            return CATransform3DMakeAffineTransform(planar)
        }
        guard let from = TransformDecomposition(self), let to = TransformDecomposition(other) else {
            let a = entries
            let b = other.entries
            let e = zip(a, b).map { $0 + ($1 - $0) * fraction }
            return CATransform3D(
                m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
        }
        return from.interpolated(to: to, fraction: Double(fraction)).transform
    }
}
