import Foundation

extension CALayer {
    /// Stores `value` under `key`, as Core Animation's key-value coding does for layers (a
    /// "container class": any key is accepted). A key that names a property sets it through
    /// its setter (so it animates inside an animation block, as a property set directly
    /// would): the animatable key paths of `CABasicAnimation` (`opacity`, `position`,
    /// `bounds`, `transform`, `cornerRadius`, `backgroundColor`, …) and `hidden`,
    /// `masksToBounds`, `anchorPoint`, `borderWidth`, `borderColor`,
    /// `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`, `speed`, `timeOffset`,
    /// `beginTime`. Other keys are kept with the layer (its presentation copies have them too).
    /// Source: Apple's Core Animation Programming Guide, "Key-Value Coding Extensions".
    public func setValue(_ value: Any?, forKey key: String) {
        if let path = LayerKeyPath(key) {
            if let part = path.convert(value) {
                setModelValue(path.write(part, into: modelValue(for: path.property)), for: path.property)
            }
            return
        }
        if setPlainProperty(value, forKey: key) { return }
        keyedValues[key] = value
    }

    /// The value stored under `key`, or the model value of the property it names (see
    /// `setValue(_:forKey:)`); nil if none. Numbers are `NSNumber`s, points `CGPoint`s, sizes
    /// `CGSize`s, rectangles `CGRect`s, colours `CGColor`s (on Linux `as? CGFloat` does not
    /// bridge from `NSNumber`: use `as? Double`).
    public func value(forKey key: String) -> Any? {
        if let path = LayerKeyPath(key) {
            return Self.object(path.read(modelValue(for: path.property)), for: path)
        }
        if let plain = plainProperty(forKey: key) { return plain }
        return keyedValues[key]
    }

    /// `setValue(_:forKey:)` for a key path: an animatable path such as
    /// `"transform.rotation.z"` or `"position.x"` sets that part of the property; otherwise
    /// each key but the last names a layer (or animation) held under the one before.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if LayerKeyPath(keyPath) != nil { return setValue(value, forKey: keyPath) }
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKey: String(keyPath[..<dot])) {
        case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
        case let animation as CAAnimation: animation.setValue(value, forKeyPath: rest)
        default: break
        }
    }

    /// `value(forKey:)` for a key path (see `setValue(_:forKeyPath:)`).
    public func value(forKeyPath keyPath: String) -> Any? {
        if LayerKeyPath(keyPath) != nil { return value(forKey: keyPath) }
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch value(forKey: String(keyPath[..<dot])) {
        case let layer as CALayer: return layer.value(forKeyPath: rest)
        case let animation as CAAnimation: return animation.value(forKeyPath: rest)
        default: return nil
        }
    }

    /// Sets `value` (of the property's kind) through the property's public setter.
    private func setModelValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.bounds, .rect(let rect)): bounds = rect
        case (.position, .point(let point)): position = point
        case (.transform, .transform(let transform)): self.transform = transform
        case (.sublayerTransform, .transform(let transform)): sublayerTransform = transform
        case (.zPosition, .scalar(let scalar)): zPosition = scalar
        case (.opacity, .scalar(let scalar)): opacity = Float(scalar)
        case (.backgroundColor, .color(let color)): backgroundColor = color.cgColor
        case (.cornerRadius, .scalar(let scalar)): cornerRadius = scalar
        case (.path, .path(let path)): (self as? CAShapeLayer)?.path = path
        case (.fillColor, .color(let color)): (self as? CAShapeLayer)?.fillColor = color.cgColor
        case (.strokeColor, .color(let color)): (self as? CAShapeLayer)?.strokeColor = color.cgColor
        case (.lineWidth, .scalar(let scalar)): (self as? CAShapeLayer)?.lineWidth = scalar
        case (.strokeStart, .scalar(let scalar)): (self as? CAShapeLayer)?.strokeStart = scalar
        case (.strokeEnd, .scalar(let scalar)): (self as? CAShapeLayer)?.strokeEnd = scalar
        default: break
        }
    }

    /// A key-path value as Core Animation's key-value coding hands it out.
    private static func object(_ value: AnimatableValue, for path: LayerKeyPath) -> Any {
        switch value {
        case .scalar(let scalar): return NSNumber(value: Double(scalar))
        case .point(let point):
            if case .boundsSize = path { return CGSize(width: point.x, height: point.y) }
            return point
        case .rect(let rect): return rect
        case .transform(let transform): return NSValue(caTransform3D: transform)
        case .color(let color): return color.cgColor
        case .path(let path): return path
        }
    }

    private func plainProperty(forKey key: String) -> Any? {
        switch key {
        case "hidden": NSNumber(value: isHidden)
        case "masksToBounds": NSNumber(value: masksToBounds)
        case "anchorPoint": anchorPoint
        case "borderWidth": NSNumber(value: Double(borderWidth))
        case "borderColor": borderColor
        case "shadowOpacity": NSNumber(value: shadowOpacity)
        case "shadowRadius": NSNumber(value: Double(shadowRadius))
        case "shadowOffset": shadowOffset
        case "shadowColor": shadowColor
        case "speed": NSNumber(value: speed)
        case "timeOffset": NSNumber(value: timeOffset)
        case "beginTime": NSNumber(value: beginTime)
        default: nil
        }
    }

    private func setPlainProperty(_ value: Any?, forKey key: String) -> Bool {
        let number = value.flatMap { LayerKeyPath.number($0) }
        switch key {
        case "hidden": isHidden = (value as? Bool) ?? ((number ?? 0) != 0)
        case "masksToBounds": masksToBounds = (value as? Bool) ?? ((number ?? 0) != 0)
        case "anchorPoint": if let point = value.flatMap(LayerKeyPath.point) { anchorPoint = point }
        case "borderWidth": borderWidth = number ?? 0
        case "borderColor": borderColor = Self.color(value)
        case "shadowOpacity": shadowOpacity = Float(number ?? 0)
        case "shadowRadius": shadowRadius = number ?? 0
        case "shadowOffset": if let size = value.flatMap(LayerKeyPath.size) { shadowOffset = size }
        case "shadowColor": shadowColor = Self.color(value)
        case "speed": speed = Float(number ?? 0)
        case "timeOffset": timeOffset = TimeInterval(number ?? 0)
        case "beginTime": beginTime = TimeInterval(number ?? 0)
        default: return false
        }
        return true
    }

    private static func color(_ value: Any?) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        return value as? CGColor
    }
}
