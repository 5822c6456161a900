import Foundation

/// An explicit animation from one value to another, as Core Animation's `CABasicAnimation`.
///
/// With `fromValue` and `toValue` it runs between them; with one of them and `byValue` the
/// other is derived; with only `toValue` (or only `fromValue`) it runs from (or to) the value
/// the layer shows now; with only `byValue` from the value now by that amount. Values are
/// numbers, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D` or `CGAffineTransform` (each bare or
/// in an `NSValue`: `NSValue(cgPoint:)`, `NSValue(caTransform3D:)`, …), `CGColor`/`UIColor` or
/// `CGPath`, as the key path needs; another value is ignored and reported as an
/// `unsupported-animation` diagnostic when the animation is added (ours). Source: Apple's
/// Core Animation documentation for `CABasicAnimation`.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The starting value.
    open var fromValue: Any?
    /// The ending value.
    open var toValue: Any?
    /// The change relative to the start (or before the end).
    open var byValue: Any?

    /// An animation with no key path or values yet.
    public override init() {
        super.init()
    }

    /// Not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeBlank() -> CAAnimation {
        CABasicAnimation()
    }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        if let copy = copy as? CABasicAnimation {
            copy.fromValue = fromValue
            copy.toValue = toValue
            copy.byValue = byValue
        }
    }

    /// Adds the animation to `anObject` (a layer) under `event`. With no `fromValue`, `toValue`
    /// or `byValue` — an implicit animation — it runs from the value the layer shows now (before
    /// the change that triggered it) to the new model value, as Core Animation documents for
    /// that case.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        guard fromValue == nil, toValue == nil, byValue == nil, let path = LayerKeyPath(keyPath),
            let copy = makeCopy() as? CABasicAnimation
        else {
            super.run(forKey: event, object: anObject, arguments: dict)
            return
        }
        copy.fromValue = path.read(layer.presentationValue(for: path.property)).objectValue
        layer.add(copy, forKey: event)
    }

    override func apply(to layer: CALayer, elapsed: TimeInterval, timing: PassTiming) {
        guard let progress = progress(elapsed: elapsed, timing: timing), let path = LayerKeyPath(keyPath) else {
            return
        }
        let current = path.read(layer.modelValue(for: path.property))
        let from = path.convert(fromValue)
        let to = path.convert(toValue)
        let by = path.convert(byValue)
        let start: AnimatableValue
        let end: AnimatableValue
        switch (from, to, by) {
        case (let f?, let t?, _): (start, end) = (f, t)
        case (let f?, nil, let b?): (start, end) = (f, f.adding(b))
        case (nil, let t?, let b?): (start, end) = (t.subtracting(b), t)
        case (let f?, nil, nil): (start, end) = (f, isAdditive ? .zero(like: f) : current)
        case (nil, let t?, nil): (start, end) = (isAdditive ? .zero(like: t) : current, t)
        case (nil, nil, let b?):
            (start, end) = (isAdditive ? .zero(like: b) : current, isAdditive ? b : current.adding(b))
        default: return
        }
        set(start.interpolated(to: end, fraction: CGFloat(progress)), on: layer, path: path)
    }

    override func valueProblems(on layer: CALayer) -> [String] {
        guard let name = keyPath, let keyPath = LayerKeyPath(name) else { return [] }
        let subject = "\(String(describing: type(of: self))) for key path '\(name)'"
        var problems = [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)].compactMap {
            label, value in
            value.flatMap { value in
                keyPath.convert(value) == nil
                    ? "\(subject): \(label) is \(LayerKeyPath.typeName(of: value)), not \(keyPath.acceptedValues); "
                        + "it is ignored." : nil
            }
        }
        let current = keyPath.read(layer.modelValue(for: keyPath.property))
        if case .path(let start) = keyPath.convert(fromValue) ?? current,
            case .path(let end) = keyPath.convert(toValue) ?? current, !start.canInterpolate(to: end)
        {
            problems.append("\(subject): \(CGPath.mismatchDescription(start, end))")
        }
        return problems
    }
}

extension AnimatableValue {
    /// The zero of `value`'s kind (identity for transforms).
    static func zero(like value: AnimatableValue) -> AnimatableValue {
        switch value {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .rect: .rect(.zero)
        case .color: .color(.clear)
        case .transform: .transform(CATransform3DIdentity)
        case .path: value
        }
    }
}
