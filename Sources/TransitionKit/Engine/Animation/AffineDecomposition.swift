import Foundation

/// The parts of an affine transform that animations interpolate: scale, shear, rotation and
/// translation, recomposed as `rotate(scale-and-shear(p)) + translation` (column vectors).
///
/// Core Animation interpolates transforms by decomposing them the same way, which is why a
/// rotation animates through its angle rather than through its matrix entries.
struct AffineDecomposition: Equatable {
    var scaleX: CGFloat
    var scaleY: CGFloat
    /// x += shear · y, applied after scaling.
    var shear: CGFloat
    /// Radians, in (−π, π].
    var angle: CGFloat
    var translation: CGPoint

    init(_ t: CGAffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let angle = sx == 0 ? 0 : CGFloat(atan2(Double(t.b), Double(t.a)))
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        let shearTimesScaleY = t.c * cosine + t.d * sine
        let sy = -t.c * sine + t.d * cosine
        self.scaleX = sx
        self.scaleY = sy
        self.shear = sy == 0 ? 0 : shearTimesScaleY / sy
        self.angle = angle
        self.translation = CGPoint(x: t.tx, y: t.ty)
    }

    var transform: CGAffineTransform {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        let kx = shear * scaleY
        return CGAffineTransform(
            a: scaleX * cosine,
            b: scaleX * sine,
            c: kx * cosine - scaleY * sine,
            d: kx * sine + scaleY * cosine,
            tx: translation.x,
            ty: translation.y)
    }
}

extension CGAffineTransform {
    /// The transform a fraction `fraction` (0…1, may overshoot for springs) of the way from
    /// `self` to `other`: scale, shear and translation linearly, the angle along the shorter
    /// arc (a half turn goes the positive way). Ours, after Core Animation's behaviour.
    func interpolated(to other: CGAffineTransform, fraction: CGFloat) -> CGAffineTransform {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let from = AffineDecomposition(self)
        let to = AffineDecomposition(other)
        var delta = to.angle - from.angle
        let twoPi = 2 * CGFloat.pi
        while delta > .pi { delta -= twoPi }
        while delta <= -.pi { delta += twoPi }
        // Identical angles written differently (π vs −π) must not spin a full turn.
        if abs(abs(delta) - .pi) < 1e-12 { delta = .pi }
        var result = from
        result.scaleX += (to.scaleX - from.scaleX) * fraction
        result.scaleY += (to.scaleY - from.scaleY) * fraction
        result.shear += (to.shear - from.shear) * fraction
        result.angle += delta * fraction
        result.translation.x += (to.translation.x - from.translation.x) * fraction
        result.translation.y += (to.translation.y - from.translation.y) * fraction
        return result.transform
    }

    /// The rotation angle of the transform in radians, (−π, π]: `atan2(b, a)`.
    var rotationAngle: CGFloat {
        CGFloat(atan2(Double(b), Double(a)))
    }
}
