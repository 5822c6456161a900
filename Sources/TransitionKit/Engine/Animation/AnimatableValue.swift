import Foundation

/// A value of one animatable layer property, as the engine stores and interpolates it.
enum AnimatableValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case color(RGBA)
    /// A shape layer's path; paths interpolate point by point when their elements match.
    case path(CGPath)

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
    /// points, sizes and colours; angle, scale and translation combined for transforms.
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
            let da = AffineDecomposition(a)
            let db = AffineDecomposition(b)
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
            var decompositions: [(AffineDecomposition, CGFloat)] = []
            for (value, weight) in terms {
                guard case .transform(let v) = value else { return nil }
                decompositions.append((AffineDecomposition(v), weight))
            }
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
            return .transform(sum.transform)
        }
    }
}
