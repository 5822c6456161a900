// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (UIKit's C functions are named `NSStringFrom…`; their Swift names are kept.)
import Foundation

// UIKit's string forms of geometry values, for logs: `{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`,
// `{dx, dy}`, `[a, b, c, d, tx, ty]` and `{top, left, bottom, right}`. Numbers are written in
// their shortest form, whole ones without a fraction ("{{0, 0}, {390, 844}}"), as iOS prints
// them (ours: iOS uses `%.*g`; the shortest round-tripping form agrees with it for the values
// layouts use). Not deprecated: iOS still has them. Source: Apple's UIKit documentation for
// `NSStringFromCGRect(_:)` and its companions.

/// `point` as `{x, y}`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String {
    "{\(UIGeometryText.number(point.x)), \(UIGeometryText.number(point.y))}"
}

/// `size` as `{width, height}`.
public func NSStringFromCGSize(_ size: CGSize) -> String {
    "{\(UIGeometryText.number(size.width)), \(UIGeometryText.number(size.height))}"
}

/// `rect` as `{{x, y}, {width, height}}`.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

/// `vector` as `{dx, dy}`.
public func NSStringFromCGVector(_ vector: CGVector) -> String {
    "{\(UIGeometryText.number(vector.dx)), \(UIGeometryText.number(vector.dy))}"
}

/// `transform` as `[a, b, c, d, tx, ty]`.
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    return "[" + entries.map(UIGeometryText.number).joined(separator: ", ") + "]"
}

/// `insets` as `{top, left, bottom, right}`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    let edges = [insets.top, insets.left, insets.bottom, insets.right]
    return "{" + edges.map(UIGeometryText.number).joined(separator: ", ") + "}"
}

/// How the string forms write a number.
enum UIGeometryText {
    /// `value` in its shortest form: `390`, `2.5`, `-0.1`.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double.isFinite, double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return "\(double)"
    }
}
