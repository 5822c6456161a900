import Foundation

/// Implicit animations, as Core Animation runs them for layers that back no view: changing an
/// animatable property (`position`, `bounds`, `transform`, `opacity`, `backgroundColor`,
/// `cornerRadius`, a shape layer's `path`, colours, `lineWidth`, `strokeStart`, `strokeEnd`)
/// of a layer that is in a layer tree (it has a superlayer, or masks a layer) runs the action
/// `action(forKey:)` finds: by default (`defaultAction(forKey:)`) a `CABasicAnimation` with no
/// values, which runs from the value on screen before the change to the new one over `CATransaction.animationDuration()` (0.25 s unless set) with
/// `CATransaction.animationTimingFunction()` or, when none is set, the `.default` curve
/// (0.25, 0.1, 0.25, 1) — ours: Core Animation does not document the curve. Nothing runs inside
/// `CATransaction.setDisableActions(true)`, for a layer not in a tree (a new layer configured
/// before it is added does not animate), or for a property whose action is `NSNull`.
/// Source: Apple's Core Animation documentation for `action(forKey:)` and `CATransaction`.
extension CALayer {
    /// Runs the implicit animation of `property` before its value changes to a new one (see the
    /// extension's description).
    func runImplicitAction(for property: LayerProperty) {
        guard timeParent != nil, !CATransaction.disableActions() else { return }
        action(forKey: property.rawValue)?.run(forKey: property.rawValue, object: self, arguments: nil)
    }
}

extension AnimatableValue {
    /// The value as an animation's `fromValue`/`toValue` would hold it: `CGFloat`, `CGPoint`,
    /// `CGRect`, `CGAffineTransform`, `CGColor` or `CGPath`.
    var objectValue: Any {
        switch self {
        case .scalar(let s): s
        case .point(let p): p
        case .rect(let r): r
        case .transform(let t): t
        case .color(let c): c.cgColor
        case .path(let p): p
        }
    }
}
