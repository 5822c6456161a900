import Foundation

extension AnimatableValue {
    /// The value as short text for a panel (ours): numbers to 3 decimals; a point or size
    /// `(x, y)`; a rect `(x, y, width, height)`; an affine transform as its parts (`rotation
    /// 90.00° scale 1.000 × 1.000 translation (0.0, 0.0)`, shear only when there is one), another
    /// transform as its matrix rows; a colour `rgba(r, g, b, a)` in 0…1; a path by its bounding
    /// box.
    var text: String {
        switch self {
        case .scalar(let value): return Self.number(value, 3)
        case .point(let point): return "(\(Self.number(point.x, 1)), \(Self.number(point.y, 1)))"
        case .rect(let rect):
            return "(\(Self.number(rect.minX, 1)), \(Self.number(rect.minY, 1)), \(Self.number(rect.width, 1)), "
                + "\(Self.number(rect.height, 1)))"
        case .transform(let transform):
            guard CATransform3DIsAffine(transform) else {
                let rows = [
                    [transform.m11, transform.m12, transform.m13, transform.m14],
                    [transform.m21, transform.m22, transform.m23, transform.m24],
                    [transform.m31, transform.m32, transform.m33, transform.m34],
                    [transform.m41, transform.m42, transform.m43, transform.m44],
                ]
                return rows.map { $0.map { Self.number($0, 4) }.joined(separator: " ") }.joined(separator: "; ")
            }
            let parts = AffineDecomposition(CATransform3DGetAffineTransform(transform))
            let degrees = Self.number(parts.angle * 180 / .pi, 2)
            var text = "rotation \(degrees)° scale \(Self.number(parts.scaleX, 3)) × \(Self.number(parts.scaleY, 3))"
            if parts.shear != 0 { text += " shear \(Self.number(parts.shear, 3))" }
            return text + " translation " + AnimatableValue.point(parts.translation).text
        case .color(let color):
            let channels = [color.red, color.green, color.blue, color.alpha].map { Self.number($0, 3) }
            return "rgba(\(channels.joined(separator: ", ")))"
        case .path(let path): return "path in " + AnimatableValue.rect(path.boundingBoxOfPath).text
        }
    }

    /// `value` with `places` decimals; −0 written as 0.
    private static func number(_ value: CGFloat, _ places: Int) -> String {
        let text = String(format: "%.\(places)f", Double(value))
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }
}
