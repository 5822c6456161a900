import Foundation

/// A Core Animation key path an explicit animation can animate, and how its value is read from
/// and written into the layer property it belongs to.
///
/// Supported: `opacity`, `position` (`.x`, `.y`), `bounds` (`.origin`, `.size`, `.size.width`,
/// `.size.height`), `backgroundColor`, `cornerRadius`, `zPosition`, `transform` and
/// `sublayerTransform` (`CATransform3D` values) and their parts (`TransformComponent`):
/// `.rotation` (= `.rotation.z`), `.rotation.x`, `.rotation.y`, `.scale`, `.scale.x/.y/.z`,
/// `.translation`, `.translation.x/.y/.z`. A part replaces that part of the layer's transform
/// and keeps the others. Source: Apple's Core Animation Programming Guide (key-value coding
/// extensions).
enum LayerKeyPath {
    case whole(LayerProperty)
    case positionX, positionY
    case boundsOrigin, boundsSize, boundsWidth, boundsHeight
    /// A part of `transform` or `sublayerTransform`.
    case part(LayerProperty, TransformComponent)

    /// Every supported key path, for messages.
    static let supported: [String] = {
        let transformParts = ["rotation"] + TransformComponent.allCases.map(\.rawValue)
        return [
            "opacity", "position", "position.x", "position.y", "bounds", "bounds.origin", "bounds.size",
            "bounds.size.width", "bounds.size.height", "backgroundColor", "cornerRadius", "zPosition", "transform",
        ] + transformParts.map { "transform." + $0 } + ["sublayerTransform"]
            + transformParts.map { "sublayerTransform." + $0 }
            + ["path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd"]
    }()

    init?(_ keyPath: String?) {
        guard let keyPath else { return nil }
        switch keyPath {
        case "opacity": self = .whole(.opacity)
        case "position": self = .whole(.position)
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "bounds": self = .whole(.bounds)
        case "bounds.origin": self = .boundsOrigin
        case "bounds.size": self = .boundsSize
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "backgroundColor": self = .whole(.backgroundColor)
        case "cornerRadius": self = .whole(.cornerRadius)
        case "path": self = .whole(.path)
        case "fillColor": self = .whole(.fillColor)
        case "strokeColor": self = .whole(.strokeColor)
        case "lineWidth": self = .whole(.lineWidth)
        case "strokeStart": self = .whole(.strokeStart)
        case "strokeEnd": self = .whole(.strokeEnd)
        case "zPosition": self = .whole(.zPosition)
        case "transform": self = .whole(.transform)
        case "sublayerTransform": self = .whole(.sublayerTransform)
        default:
            for property in [LayerProperty.transform, .sublayerTransform] {
                let prefix = property.rawValue + "."
                if keyPath.hasPrefix(prefix),
                    let component = TransformComponent(keyPathSuffix: keyPath.dropFirst(prefix.count))
                {
                    self = .part(property, component)
                    return
                }
            }
            return nil
        }
    }

    /// The layer property the key path is part of.
    var property: LayerProperty {
        switch self {
        case .whole(let property): property
        case .positionX, .positionY: .position
        case .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: .bounds
        case .part(let property, _): property
        }
    }

    /// The part of `whole` (a value of `property`) this key path names.
    func read(_ whole: AnimatableValue) -> AnimatableValue {
        switch (self, whole) {
        case (.whole, _): return whole
        case (.positionX, .point(let p)): return .scalar(p.x)
        case (.positionY, .point(let p)): return .scalar(p.y)
        case (.boundsOrigin, .rect(let r)): return .point(r.origin)
        case (.boundsSize, .rect(let r)): return .point(CGPoint(x: r.width, y: r.height))
        case (.boundsWidth, .rect(let r)): return .scalar(r.width)
        case (.boundsHeight, .rect(let r)): return .scalar(r.height)
        case (.part(_, let component), .transform(let t)): return component.read(t)
        default: return whole
        }
    }

    /// `whole` with this key path's part replaced by `part`.
    func write(_ part: AnimatableValue, into whole: AnimatableValue) -> AnimatableValue {
        switch (self, whole, part) {
        case (.whole, _, _): return part
        case (.positionX, .point(let p), .scalar(let x)): return .point(CGPoint(x: x, y: p.y))
        case (.positionY, .point(let p), .scalar(let y)): return .point(CGPoint(x: p.x, y: y))
        case (.boundsOrigin, .rect(let r), .point(let o)): return .rect(CGRect(origin: o, size: r.size))
        case (.boundsSize, .rect(let r), .point(let s)):
            return .rect(CGRect(origin: r.origin, size: CGSize(width: s.x, height: s.y)))
        case (.boundsWidth, .rect(let r), .scalar(let w)):
            return .rect(CGRect(origin: r.origin, size: CGSize(width: w, height: r.height)))
        case (.boundsHeight, .rect(let r), .scalar(let h)):
            return .rect(CGRect(origin: r.origin, size: CGSize(width: r.width, height: h)))
        case (.part(_, let component), .transform(let t), _): return .transform(component.write(part, into: t))
        default: return whole
        }
    }

    /// Converts a value given to an animation (`fromValue`, `values`, …) to this key path's
    /// kind: numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), `CGPoint`, `CGSize`,
    /// `CGRect`, `CGAffineTransform` and `CATransform3D` — each bare or in an `NSValue`
    /// (`NSValue(cgPoint:)`, Foundation's `NSValue(point:)`, …) — `CGColor`/`UIColor`, and
    /// `CGPath`/`UIBezierPath`; nil if it does not fit (`acceptedValues` says what does).
    func convert(_ value: Any?) -> AnimatableValue? {
        guard let value else { return nil }
        switch read(sample) {
        case .scalar: return Self.number(value).map { .scalar($0) }
        case .point:
            if let point = Self.point(value) { return .point(point) }
            if let size = Self.size(value) { return .point(CGPoint(x: size.width, y: size.height)) }
            return nil
        case .rect:
            if let rect = value as? CGRect { return .rect(rect) }
            return ((value as? NSValue)?.storedRect).map { .rect($0) }
        case .color:
            if let color = value as? UIColor { return .color(color.rgba) }
            if let color = value as? CGColor { return .color(color.rgba) }
            return nil
        case .transform:
            if let transform = value as? CATransform3D { return .transform(transform) }
            if let transform = (value as? NSValue)?.storedTransform3D { return .transform(transform) }
            if let affine = value as? CGAffineTransform ?? (value as? NSValue)?.storedAffineTransform {
                return .transform(CATransform3DMakeAffineTransform(affine))
            }
            return nil
        case .path:
            if let path = value as? CGPath { return .path(path) }
            if let path = value as? UIBezierPath { return .path(path.cgPath) }
            return nil
        }
    }

    /// What `convert` takes for this key path, for messages.
    var acceptedValues: String {
        switch read(sample) {
        case .scalar: "a number"
        case .point: "a CGPoint or CGSize, bare or in an NSValue"
        case .rect: "a CGRect, bare or in an NSValue"
        case .color: "a CGColor or UIColor"
        case .transform: "a CATransform3D or CGAffineTransform, bare or in an NSValue"
        case .path: "a CGPath or UIBezierPath"
        }
    }

    /// The type of `value` as a message names it: `NSValue(cgVector:)` for a value made so,
    /// else the dynamic type (`CGVector`, `String`, `NSNumber`).
    static func typeName(of value: Any) -> String {
        if let held = (value as? NSValue)?.heldGeometryName { return held }
        if value is NSNumber { return "NSNumber" }
        return String(describing: type(of: value))
    }

    /// A value of the property's kind, to learn the part's kind.
    private var sample: AnimatableValue {
        switch property {
        case .bounds: .rect(.zero)
        case .position: .point(.zero)
        case .transform, .sublayerTransform: .transform(CATransform3DIdentity)
        case .opacity, .cornerRadius, .zPosition, .lineWidth, .strokeStart, .strokeEnd: .scalar(0)
        case .backgroundColor, .fillColor, .strokeColor: .color(.clear)
        case .path: .path(CGPath(elements: []))
        }
    }

    /// A `CGPoint`, bare or in an `NSValue`.
    static func point(_ value: Any) -> CGPoint? {
        value as? CGPoint ?? (value as? NSValue)?.storedPoint
    }

    /// A `CGSize`, bare or in an `NSValue`.
    static func size(_ value: Any) -> CGSize? {
        value as? CGSize ?? (value as? NSValue)?.storedSize
    }

    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: return nil
        }
    }
}

extension AnimatableValue {
    /// `self + other` for numbers, points and rectangles (component-wise), colours
    /// (component-wise) and transforms (`self` then `other`); `self` for mixed kinds.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.color(let a), .color(let b)):
            return .color(
                RGBA(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case (.transform(let a), .transform(let b)): return .transform(a.concatenating(b))
        case (.path, .path): return other
        default: return self
        }
    }

    /// `self − other` (the inverse of `adding`).
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height))
        case (.color(let a), .color(let b)):
            return .color(
                RGBA(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha))
        case (.transform(let a), .transform(let b)): return .transform(a.concatenating(b.inverted()))
        default: return self
        }
    }
}
