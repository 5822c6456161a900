import Foundation

/// A named part of a transform that a key path such as `transform.rotation.y` animates
/// (Core Animation's "CATransform3D key paths", usable after `transform.` or
/// `sublayerTransform.`): the rotation about x, y or z in radians (`rotation` is z), the scale
/// factors (`scale` is the average of the three when read, and sets all three), and the
/// translation in points (`translation` is x and y, given as a `CGSize` or `CGPoint`).
///
/// The part is read from and written into the layer's own transform, keeping its other parts:
/// an animation of `transform.rotation.y` on a layer whose transform holds `m34 = −1/500` turns
/// it with that perspective, and one of `transform.scale` on a rotated layer keeps the turn.
/// Core Animation documents the key paths but not how a part combines with the rest of the
/// transform; this is what iOS shows (the common "set m34, then animate transform.rotation.y"
/// code turns in perspective; reading `transform.rotation.z` gives the decomposed angle), so
/// the transform is taken apart, the part replaced and the parts put together again (ours).
/// When the transform is affine and the part is planar (z rotation, x/y scale and
/// translation) the parts are `AffineDecomposition`'s, exactly as before 3-D support;
/// otherwise `TransformDecomposition`'s, with the rotation as turns about x, then y, then z
/// (`eulerAngles`; the order is ours). A transform with no decomposition (squashed flat) is
/// read as the identity with its translation, and written over likewise (ours). Source:
/// Apple's Core Animation Programming Guide, "Key-Value Coding Extensions", CATransform3D key
/// paths (names, units, `rotation` = `rotation.z`, `scale` the average of the three).
enum TransformComponent: String, CaseIterable, Sendable {
    case rotationX = "rotation.x"
    case rotationY = "rotation.y"
    case rotationZ = "rotation.z"
    case scale
    case scaleX = "scale.x"
    case scaleY = "scale.y"
    case scaleZ = "scale.z"
    case translation
    case translationX = "translation.x"
    case translationY = "translation.y"
    case translationZ = "translation.z"

    /// The component named by the rest of a key path (`rotation` is `rotation.z`).
    init?(keyPathSuffix suffix: Substring) {
        if suffix == "rotation" {
            self = .rotationZ
        } else {
            self.init(rawValue: String(suffix))
        }
    }

    /// Whether the part lives in the plane (an affine transform has it).
    var isPlanar: Bool {
        switch self {
        case .rotationZ, .scale, .scaleX, .scaleY, .translation, .translationX, .translationY: true
        case .rotationX, .rotationY, .scaleZ, .translationZ: false
        }
    }

    /// The kind of value the part takes: a point for `translation`, a number otherwise.
    var sample: AnimatableValue {
        self == .translation ? .point(.zero) : .scalar(0)
    }

    /// The part's value in `t`.
    func read(_ t: CATransform3D) -> AnimatableValue {
        if isPlanar && CATransform3DIsAffine(t) {
            let d = AffineDecomposition(CATransform3DGetAffineTransform(t))
            switch self {
            case .scale: return .scalar((d.scaleX + d.scaleY) / 2)
            case .scaleX: return .scalar(d.scaleX)
            case .scaleY: return .scalar(d.scaleY)
            case .rotationZ: return .scalar(d.angle)
            case .translation: return .point(d.translation)
            case .translationX: return .scalar(d.translation.x)
            default: return .scalar(d.translation.y)
            }
        }
        let d = Self.decomposition(of: t)
        let value: Double
        switch self {
        case .rotationX: value = d.eulerAngles.x
        case .rotationY: value = d.eulerAngles.y
        case .rotationZ: value = d.eulerAngles.z
        case .scale: value = d.scale.sum() / 3
        case .scaleX: value = d.scale.x
        case .scaleY: value = d.scale.y
        case .scaleZ: value = d.scale.z
        case .translation: return .point(CGPoint(x: d.translation.x, y: d.translation.y))
        case .translationX: value = d.translation.x
        case .translationY: value = d.translation.y
        case .translationZ: value = d.translation.z
        }
        return .scalar(CGFloat(value))
    }

    /// `t` with this part set to `part` (a value of `sample`'s kind); `t` if it is not.
    func write(_ part: AnimatableValue, into t: CATransform3D) -> CATransform3D {
        if isPlanar && CATransform3DIsAffine(t) {
            var d = AffineDecomposition(CATransform3DGetAffineTransform(t))
            switch (self, part) {
            case (.scale, .scalar(let s)):
                d.scaleX = s
                d.scaleY = s
            case (.scaleX, .scalar(let s)): d.scaleX = s
            case (.scaleY, .scalar(let s)): d.scaleY = s
            case (.rotationZ, .scalar(let a)): d.angle = a
            case (.translation, .point(let p)): d.translation = p
            case (.translationX, .scalar(let x)): d.translation.x = x
            case (.translationY, .scalar(let y)): d.translation.y = y
            default: return t
            }
            return CATransform3DMakeAffineTransform(d.transform)
        }
        var d = Self.decomposition(of: t)
        switch (self, part) {
        case (.rotationX, .scalar(let a)): d.eulerAngles.x = Double(a)
        case (.rotationY, .scalar(let a)): d.eulerAngles.y = Double(a)
        case (.rotationZ, .scalar(let a)): d.eulerAngles.z = Double(a)
        case (.scale, .scalar(let s)): d.scale = SIMD3(repeating: Double(s))
        case (.scaleX, .scalar(let s)): d.scale.x = Double(s)
        case (.scaleY, .scalar(let s)): d.scale.y = Double(s)
        case (.scaleZ, .scalar(let s)): d.scale.z = Double(s)
        case (.translation, .point(let p)):
            d.translation.x = Double(p.x)
            d.translation.y = Double(p.y)
        case (.translationX, .scalar(let x)): d.translation.x = Double(x)
        case (.translationY, .scalar(let y)): d.translation.y = Double(y)
        case (.translationZ, .scalar(let z)): d.translation.z = Double(z)
        default: return t
        }
        return d.transform
    }

    /// `t`'s parts, or the identity's with `t`'s translation when it has none.
    private static func decomposition(of t: CATransform3D) -> TransformDecomposition {
        if let d = TransformDecomposition(t) { return d }
        var d = TransformDecomposition.identity
        d.translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43))
        return d
    }
}
