import Foundation

/// A value of one animatable layer property, as the engine stores and interpolates it.
enum AnimatableValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case rect(CGRect)
    /// A layer transform; affine ones (`CATransform3DIsAffine`) keep their 2-D treatment.
    case transform(CATransform3D)
    case color(RGBA)
    /// A shape layer's path; paths interpolate point by point when their elements match.
    case path(CGPath)

    /// Equal kinds with equal values (transforms entry by entry, as
    /// `CATransform3DEqualToTransform`).
    static func == (lhs: AnimatableValue, rhs: AnimatableValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): a == b
        case (.point(let a), .point(let b)): a == b
        case (.rect(let a), .rect(let b)): a == b
        case (.transform(let a), .transform(let b)): CATransform3DEqualToTransform(a, b)
        case (.color(let a), .color(let b)): a == b
        default: false
        }
    }

    /// The value `fraction` of the way to `other` (fraction may leave 0…1 for springs).
    /// Values of different kinds do not mix: the target wins.
    func interpolated(to other: AnimatableValue, fraction: CGFloat) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(a + (b - a) * fraction)
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x + (b.origin.x - a.origin.x) * fraction,
                    y: a.origin.y + (b.origin.y - a.origin.y) * fraction,
                    width: a.size.width + (b.size.width - a.size.width) * fraction,
                    height: a.size.height + (b.size.height - a.size.height) * fraction))
        case (.transform(let a), .transform(let b)):
            return .transform(a.interpolated(to: b, fraction: fraction))
        case (.color(let a), .color(let b)):
            return .color(a.interpolated(to: b, fraction: min(max(fraction, 0), 1)))
        case (.path(let a), .path(let b)):
            return .path(a.interpolated(to: b, fraction: fraction))
        default:
            return fraction < 1 ? self : other
        }
    }

    /// A distance between two values of the same kind, for paced keyframes: Euclidean for
    /// points, sizes and colours; angle, scale and translation combined for transforms (in 3-D:
    /// the angle between the rotations, the scales' differences and the translation's / 100).
    func distance(to other: AnimatableValue) -> CGFloat {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return abs(b - a)
        case (.point(let a), .point(let b)):
            return hypot(b.x - a.x, b.y - a.y)
        case (.rect(let a), .rect(let b)):
            let dx = b.origin.x - a.origin.x
            let dy = b.origin.y - a.origin.y
            let dw = b.size.width - a.size.width
            let dh = b.size.height - a.size.height
            return (dx * dx + dy * dy + dw * dw + dh * dh).squareRoot()
        case (.transform(let a), .transform(let b)):
            guard CATransform3DIsAffine(a) && CATransform3DIsAffine(b) else {
                let da = TransformDecomposition(a) ?? .identity
                let db = TransformDecomposition(b) ?? .identity
                let ds = db.scale - da.scale
                let scales = abs(ds.x) + abs(ds.y) + abs(ds.z)
                let moved = db.translation - da.translation
                return CGFloat(da.rotationAngle(to: db) + scales + TransformDecomposition.length(moved) / 100)
            }
            let da = AffineDecomposition(CATransform3DGetAffineTransform(a))
            let db = AffineDecomposition(CATransform3DGetAffineTransform(b))
            var angle = abs(db.angle - da.angle)
            if angle > .pi { angle = 2 * .pi - angle }
            return angle + abs(db.scaleX - da.scaleX) + abs(db.scaleY - da.scaleY)
                + hypot(db.translation.x - da.translation.x, db.translation.y - da.translation.y) / 100
        case (.color(let a), .color(let b)):
            let dr = b.red - a.red
            let dg = b.green - a.green
            let dbl = b.blue - a.blue
            let dal = b.alpha - a.alpha
            return (dr * dr + dg * dg + dbl * dbl + dal * dal).squareRoot()
        default:
            return 1
        }
    }

    /// A weighted combination `Σ wᵢ·vᵢ` of same-kind values, for cubic (Catmull-Rom) keyframes.
    /// Transforms are combined through their decompositions.
    static func combination(_ terms: [(AnimatableValue, CGFloat)]) -> AnimatableValue? {
        guard let first = terms.first?.0 else { return nil }
        switch first {
        case .scalar:
            var sum: CGFloat = 0
            for (value, weight) in terms {
                guard case .scalar(let v) = value else { return nil }
                sum += v * weight
            }
            return .scalar(sum)
        case .point:
            var sum = CGPoint.zero
            for (value, weight) in terms {
                guard case .point(let v) = value else { return nil }
                sum.x += v.x * weight
                sum.y += v.y * weight
            }
            return .point(sum)
        case .rect:
            var sum = CGRect.zero
            for (value, weight) in terms {
                guard case .rect(let v) = value else { return nil }
                sum.origin.x += v.origin.x * weight
                sum.origin.y += v.origin.y * weight
                sum.size.width += v.size.width * weight
                sum.size.height += v.size.height * weight
            }
            return .rect(sum)
        case .color:
            var sum = RGBA.clear
            for (value, weight) in terms {
                guard case .color(let v) = value else { return nil }
                sum.red += v.red * weight
                sum.green += v.green * weight
                sum.blue += v.blue * weight
                sum.alpha += v.alpha * weight
            }
            return .color(sum)
        case .path:
            // No spline through paths: the weights' largest term's path (ours).
            return terms.max { $0.1 < $1.1 }?.0
        case .transform:
            var transforms: [(CATransform3D, CGFloat)] = []
            for (value, weight) in terms {
                guard case .transform(let v) = value else { return nil }
                transforms.append((v, weight))
            }
            guard transforms.allSatisfy({ CATransform3DIsAffine($0.0) }) else {
                return .transform(Self.spatialCombination(transforms))
            }
            let decompositions = transforms.map { (AffineDecomposition(CATransform3DGetAffineTransform($0.0)), $0.1) }
            guard var sum = decompositions.first?.0 else { return nil }
            sum.scaleX = 0
            sum.scaleY = 0
            sum.shear = 0
            sum.angle = 0
            sum.translation = .zero
            // Unwrap each angle against the previous one (terms come in key order), so the
            // spline follows the same shorter arcs as linear keyframes and never jumps at ±π.
            var previous = decompositions[0].0.angle
            for (d, weight) in decompositions {
                var step = d.angle - previous
                while step > .pi { step -= 2 * .pi }
                while step <= -.pi { step += 2 * .pi }
                previous += step
                sum.scaleX += d.scaleX * weight
                sum.scaleY += d.scaleY * weight
                sum.shear += d.shear * weight
                sum.angle += previous * weight
                sum.translation.x += d.translation.x * weight
                sum.translation.y += d.translation.y * weight
            }
            return .transform(CATransform3DMakeAffineTransform(sum.transform))
        }
    }

    /// `Σ wᵢ·tᵢ` of 3-D transforms through their `TransformDecomposition`s: parts weighted, and
    /// quaternions weighted after turning each to the same side as the previous one (the
    /// shorter arcs), then normalised. Ours.
    private static func spatialCombination(_ terms: [(CATransform3D, CGFloat)]) -> CATransform3D {
        var sum = TransformDecomposition.identity
        sum.scale = .zero
        sum.translation = .zero
        sum.perspective = .zero
        var quaternion = SIMD4<Double>.zero
        var previous: SIMD4<Double>?
        for (transform, weight) in terms {
            let d = TransformDecomposition(transform) ?? .identity
            let w = Double(weight)
            var q = d.quaternion
            if let previous, TransformDecomposition.dot4(previous, q) < 0 { q = -q }
            previous = q
            sum.scale += d.scale * w
            sum.shear += d.shear * w
            sum.translation += d.translation * w
            sum.perspective += d.perspective * w
            quaternion += q * w
        }
        let norm = TransformDecomposition.dot4(quaternion, quaternion).squareRoot()
        sum.quaternion = norm > 0 ? quaternion / norm : SIMD4(0, 0, 0, 1)
        return sum.transform
    }
}
