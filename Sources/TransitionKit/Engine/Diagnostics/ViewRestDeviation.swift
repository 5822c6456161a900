import Foundation

/// One way a screen's view can be left off its rest state after a transition. Ours: UIKit
/// keeps whatever an animator left; TransitionKit reports it (`view-not-at-rest`) and the
/// playground puts views back at rest when it switches animators — both through this one
/// definition (`UIView.restDeviations`, `UIView.putAtRest()`).
///
/// At rest means: anchor point (0.5, 0.5) within 1e-6, an identity transform — the layer's
/// whole 3-D `transform`, every entry within 1e-9, translation within 1e-6 points — alpha 1
/// within 1e-6, and shown.
public enum ViewRestDeviation: Sendable, Equatable {
    /// The anchor point moved to (x, y), 0…1 fractions of the bounds.
    case anchorPoint(CGPoint)
    /// The transform (the layer's 3-D `transform`, of which `UIView.transform` is the affine
    /// part) is not the identity.
    case transform
    /// Alpha below 1 (the value, 0…1).
    case alpha(CGFloat)
    /// `isHidden` is true.
    case hidden

    /// What was left, as a phrase: `anchorPoint (0.5, 1)`, `alpha 0.3`.
    public var leftAs: String {
        switch self {
        case .anchorPoint(let p): "anchorPoint (\(Self.number(p.x)), \(Self.number(p.y)))"
        case .transform: "a transform that is not the identity"
        case .alpha(let a): "alpha \(Self.number(a))"
        case .hidden: "isHidden true"
        }
    }

    /// The rest value to restore, as a phrase: `transform .identity`.
    public var fix: String {
        switch self {
        case .anchorPoint: "anchorPoint (0.5, 0.5) keeping the frame"
        case .transform: "transform .identity"
        case .alpha: "alpha 1"
        case .hidden: "isHidden false"
        }
    }

    /// `0.5`, `1`, `0.25`: a fraction as short as it goes, at most 3 decimals.
    static func number(_ value: CGFloat) -> String {
        var text = String(format: "%.3f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension UIView {
    /// The ways this view's model values are off its rest state (see `ViewRestDeviation`), in
    /// the order anchor point, transform, alpha, hidden; empty when at rest. Ours.
    public var restDeviations: [ViewRestDeviation] {
        var found: [ViewRestDeviation] = []
        let anchor = layer.anchorPoint
        if abs(anchor.x - 0.5) > 1e-6 || abs(anchor.y - 0.5) > 1e-6 { found.append(.anchorPoint(anchor)) }
        if !layer.transform.isEffectivelyIdentity { found.append(.transform) }
        if alpha < 1 - 1e-6 { found.append(.alpha(alpha)) }
        if isHidden { found.append(.hidden) }
        return found
    }

    /// Puts the view back at rest without animation: anchor point (0.5, 0.5), identity
    /// transform, alpha 1, shown. Returns whether anything changed. Ours.
    @discardableResult
    public func putAtRest() -> Bool {
        guard !restDeviations.isEmpty else { return false }
        UIView.performWithoutAnimation {
            layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            layer.transform = CATransform3DIdentity
            alpha = 1
            isHidden = false
        }
        return true
    }
}
