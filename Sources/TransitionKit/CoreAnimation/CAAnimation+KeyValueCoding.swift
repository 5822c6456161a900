import Foundation

extension CAAnimation {
    /// Stores `value` under `key`, as Core Animation's key-value coding does for animations (a
    /// "container class": any key is accepted). Keys naming a property set it: `duration`,
    /// `beginTime`, `repeatCount`, `autoreverses`, `removedOnCompletion`, `fillMode`,
    /// `timingFunction`, `delegate`, and on the subclasses `keyPath`, `additive`, `fromValue`,
    /// `toValue`, `byValue`, `values`, `keyTimes`, `calculationMode`, `animations`. Other keys
    /// are kept with the animation, and its copies (the one the layer runs, the one
    /// `animationDidStop` gets) carry them. Source: Apple's Core Animation Programming Guide,
    /// "Key-Value Coding Extensions".
    public func setValue(_ value: Any?, forKey key: String) {
        if setDeclared(value, forKey: key) { return }
        keyedValues[key] = value
    }

    /// The value stored under `key`, or the property it names (see `setValue(_:forKey:)`);
    /// nil if none. Numbers are returned as `NSNumber` (on Linux `as? CGFloat` does not bridge
    /// from it: use `as? Double`).
    public func value(forKey key: String) -> Any? {
        if let declared = declaredValue(forKey: key) { return declared.value }
        return keyedValues[key]
    }

    /// `setValue(_:forKey:)` through a dotted path: each key but the last names an animation
    /// (or layer) held under the one before.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKey: String(keyPath[..<dot])) {
        case let animation as CAAnimation: animation.setValue(value, forKeyPath: rest)
        case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
        default: break
        }
    }

    /// `value(forKey:)` through a dotted path (see `setValue(_:forKeyPath:)`).
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch value(forKey: String(keyPath[..<dot])) {
        case let animation as CAAnimation: return animation.value(forKeyPath: rest)
        case let layer as CALayer: return layer.value(forKeyPath: rest)
        default: return nil
        }
    }

    /// The value of a property named by a key (possibly nil), as opposed to no such property.
    private struct DeclaredValue {
        let value: Any?
        init(_ value: Any?) { self.value = value }
    }

    /// The property `key` names, wrapped (so that a property whose value is nil is still
    /// found); nil when `key` names no property.
    private func declaredValue(forKey key: String) -> DeclaredValue? {
        let property = self as? CAPropertyAnimation
        let basic = self as? CABasicAnimation
        let keyframe = self as? CAKeyframeAnimation
        switch key {
        case "duration": return DeclaredValue(NSNumber(value: duration))
        case "beginTime": return DeclaredValue(NSNumber(value: beginTime))
        case "repeatCount": return DeclaredValue(NSNumber(value: repeatCount))
        case "autoreverses": return DeclaredValue(NSNumber(value: autoreverses))
        case "removedOnCompletion": return DeclaredValue(NSNumber(value: isRemovedOnCompletion))
        case "fillMode": return DeclaredValue(fillMode.rawValue)
        case "timingFunction": return DeclaredValue(timingFunction)
        case "delegate": return DeclaredValue(delegate)
        case "keyPath" where property != nil: return DeclaredValue(property?.keyPath)
        case "additive" where property != nil: return DeclaredValue(property.map { NSNumber(value: $0.isAdditive) })
        case "fromValue" where basic != nil: return DeclaredValue(basic?.fromValue)
        case "toValue" where basic != nil: return DeclaredValue(basic?.toValue)
        case "byValue" where basic != nil: return DeclaredValue(basic?.byValue)
        case "values" where keyframe != nil: return DeclaredValue(keyframe?.values)
        case "keyTimes" where keyframe != nil: return DeclaredValue(keyframe?.keyTimes)
        case "calculationMode" where keyframe != nil: return DeclaredValue(keyframe?.calculationMode.rawValue)
        case "animations" where self is CAAnimationGroup: return DeclaredValue((self as? CAAnimationGroup)?.animations)
        default: return nil
        }
    }

    /// Sets the property `key` names from `value` (numbers as any numeric type or `NSNumber`,
    /// modes as their names); returns false when `key` names no property.
    private func setDeclared(_ value: Any?, forKey key: String) -> Bool {
        let number = value.flatMap { LayerKeyPath.number($0) }
        switch key {
        case "duration": duration = TimeInterval(number ?? 0)
        case "beginTime": beginTime = TimeInterval(number ?? 0)
        case "repeatCount": repeatCount = Float(number ?? 0)
        case "autoreverses": autoreverses = Self.flag(value)
        case "removedOnCompletion": isRemovedOnCompletion = Self.flag(value)
        case "fillMode": fillMode = Self.name(value).map(CAMediaTimingFillMode.init(rawValue:)) ?? .removed
        case "timingFunction": timingFunction = value as? CAMediaTimingFunction
        case "delegate": delegate = value as? any CAAnimationDelegate
        default:
            return setSubclassDeclared(value, forKey: key)
        }
        return true
    }

    private func setSubclassDeclared(_ value: Any?, forKey key: String) -> Bool {
        switch (key, self) {
        case ("keyPath", let property as CAPropertyAnimation): property.keyPath = Self.name(value)
        case ("additive", let property as CAPropertyAnimation): property.isAdditive = Self.flag(value)
        case ("fromValue", let basic as CABasicAnimation): basic.fromValue = value
        case ("toValue", let basic as CABasicAnimation): basic.toValue = value
        case ("byValue", let basic as CABasicAnimation): basic.byValue = value
        case ("values", let keyframe as CAKeyframeAnimation): keyframe.values = value as? [Any]
        case ("keyTimes", let keyframe as CAKeyframeAnimation): keyframe.keyTimes = value as? [NSNumber]
        case ("calculationMode", let keyframe as CAKeyframeAnimation):
            keyframe.calculationMode = Self.name(value).map(CAAnimationCalculationMode.init(rawValue:)) ?? .linear
        case ("animations", let group as CAAnimationGroup): group.animations = value as? [CAAnimation]
        default: return false
        }
        return true
    }

    private static func flag(_ value: Any?) -> Bool {
        if let flag = value as? Bool { return flag }
        return (value.flatMap { LayerKeyPath.number($0) } ?? 0) != 0
    }

    private static func name(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let mode as CAMediaTimingFillMode: mode.rawValue
        case let mode as CAAnimationCalculationMode: mode.rawValue
        default: nil
        }
    }
}
