import Foundation

/// An explicit animation of one layer property named by a key path (see `CALayer.add(_:forKey:)`
/// for the supported key paths). Source: Apple's Core Animation documentation for
/// `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. `"opacity"`, `"position.x"`, `"transform.scale"`.
    open var keyPath: String?
    /// Whether the animated values are added to the layer's current value (for shakes and nudges).
    open var isAdditive = false

    /// An animation with no key path yet.
    public override init() {
        super.init()
    }

    /// Not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeBlank() -> CAAnimation {
        CAPropertyAnimation()
    }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        if let copy = copy as? CAPropertyAnimation {
            copy.keyPath = keyPath
            copy.isAdditive = isAdditive
        }
    }

    override var keyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Puts `value` (of the key path's kind) on `layer`, added to the current value when additive.
    func set(_ value: AnimatableValue, on layer: CALayer, path: LayerKeyPath) {
        let whole = layer.modelValue(for: path.property)
        let part = isAdditive ? path.read(whole).adding(value) : value
        layer.setRawValue(path.write(part, into: whole), for: path.property)
    }
}
