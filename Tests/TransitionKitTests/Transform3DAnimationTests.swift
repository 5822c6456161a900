import Foundation
import TestSupport
import Testing
import TransitionKit

/// 3-D transforms in animations: presentation transforms at chosen times, worked by hand.
/// `CABasicAnimation` is linear without a timing function; `UIView.animate` eases in and out
/// (Bézier (0.42, 0, 0.58, 1), evaluated by TestSupport's independent `bezierProgress`).
@MainActor
@Suite struct Transform3DAnimationTests {
    private let half = CGFloat(2).squareRoot() / 2  // cos 45° = sin 45°

    /// The perspective with the eye `distance` points in front.
    private func perspective(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    private func layerOfView() -> CALayer {
        UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)).layer
    }

    /// From the identity to a quarter turn about y, linear over 1 s: at 0.5 s half the angle,
    /// 45°: m11 = m33 = cos 45°, m13 = −sin 45°, m31 = sin 45° (a turn through its angle, not
    /// through the entries: those would give m11 = (1 + 0)/2 = 0.5).
    @Test func aMatrixAnimationTurnsThroughItsAngle() {
        let engine = freshEngine()
        let layer = layerOfView()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        turn.duration = 1
        layer.add(turn, forKey: "turn")
        engine.advance(by: 0.5)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, half, 1e-9) && isClose(t.m13, -half, 1e-9))
        #expect(isClose(t.m31, half, 1e-9) && isClose(t.m33, half, 1e-9))
        #expect(CATransform3DIsIdentity(layer.transform), "explicit animations leave the model alone")
    }

    /// With the same perspective at both ends the perspective stays: R(45°)·P has
    /// m14 = sin 45°/500 and m34 = −cos 45°/500 (row i of R times P's last column (0, 0, −1/500, 1)).
    @Test func aPerspectiveAtBothEndsStays() {
        let engine = freshEngine()
        let layer = layerOfView()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: perspective(500))
        turn.toValue = NSValue(
            caTransform3D: CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), perspective(500)))
        turn.duration = 2
        layer.add(turn, forKey: nil)
        engine.advance(by: 1)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, half, 1e-9) && isClose(t.m13, -half, 1e-9))
        #expect(isClose(t.m14, half / 500, 1e-12) && isClose(t.m34, -half / 500, 1e-12))
    }

    /// A turn of 270° about y is the same matrix as −90°: the matrix animation takes the shorter
    /// arc, so half way it is at −45° (m13 = −sin(−45°) = +sin 45°).
    @Test func matricesTurnTheShorterWay() {
        let engine = freshEngine()
        let layer = layerOfView()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(3 * .pi / 2, 0, 1, 0))
        turn.duration = 1
        layer.add(turn, forKey: nil)
        engine.advance(by: 0.5)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, half, 1e-9) && isClose(t.m13, half, 1e-9))
    }

    /// `transform.rotation.y` from 0 to π over 2 s on a layer whose transform is the perspective
    /// m34 = −1/500: the angle animates and the perspective stays. At 0.5 s, θ = π/4; at 1.5 s,
    /// θ = 3π/4: m11 = cos θ, m13 = −sin θ, m14 = sin θ/500, m34 = −cos θ/500.
    @Test func rotationYKeepsTheLayersPerspective() {
        let engine = freshEngine()
        let layer = layerOfView()
        layer.transform = perspective(500)
        let spin = CABasicAnimation(keyPath: "transform.rotation.y")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 2
        layer.add(spin, forKey: "spin")
        engine.advance(by: 0.5)
        var t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, half, 1e-9) && isClose(t.m13, -half, 1e-9))
        #expect(isClose(t.m14, half / 500, 1e-12) && isClose(t.m34, -half / 500, 1e-12))
        engine.advance(by: 1)
        t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, -half, 1e-9) && isClose(t.m13, -half, 1e-9))
        #expect(isClose(t.m14, half / 500, 1e-12) && isClose(t.m34, half / 500, 1e-12))
    }

    /// `transform.rotation` is z and spins through a whole turn (values, not matrices): at 0.75 of
    /// 0 → 2π the angle is 3π/2: m11 = cos = 0, m12 = sin = −1, m21 = −sin = 1.
    @Test func rotationZSpinsAWholeTurn() {
        let engine = freshEngine()
        let layer = layerOfView()
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: nil)
        engine.advance(by: 0.75)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(abs(t.m11) < 1e-9 && isClose(t.m12, -1, 1e-9) && isClose(t.m21, 1, 1e-9))
        #expect(CATransform3DIsAffine(t), "a turn about z stays a 2-D transform")
    }

    /// `byValue` reads the current part: a layer turned half way round about y (π) turned by a
    /// further π/2 is, half way, at 5π/4: m11 = cos 5π/4 = −sin 45°, m13 = −sin 5π/4 = +sin 45°.
    @Test func rotationYByValueStartsFromTheCurrentTurn() {
        let engine = freshEngine()
        let layer = layerOfView()
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let more = CABasicAnimation(keyPath: "transform.rotation.y")
        more.byValue = CGFloat.pi / 2
        more.duration = 1
        layer.add(more, forKey: nil)
        engine.advance(by: 0.5)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, -half, 1e-9) && isClose(t.m13, half, 1e-9))
    }

    /// The z parts: `transform.scale.z` sets m33, `transform.translation.z` m43, half way.
    @Test func zParts() {
        let engine = freshEngine()
        let layer = layerOfView()
        let scale = CABasicAnimation(keyPath: "transform.scale.z")
        scale.fromValue = 1
        scale.toValue = 3
        scale.duration = 1
        let move = CABasicAnimation(keyPath: "transform.translation.z")
        move.fromValue = 0
        move.toValue = -40
        move.duration = 1
        layer.add(scale, forKey: "scale")
        layer.add(move, forKey: "move")
        engine.advance(by: 0.5)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m33, 2, 1e-9) && isClose(t.m43, -20, 1e-9))
    }

    /// `layer.transform` set inside `UIView.animate` animates, easing in and out: at 0.25 of 1 s the
    /// progress is f = B(0.25) of the ease-in-out Bézier. From the identity (no perspective) to
    /// R·P (a quarter turn about x, m34 = −1/500) both the angle and the perspective move by f:
    /// R(φ = f·π/2) with m34 = −f/500, so m22 = cos φ, m23 = sin φ, m24 = sin φ·(−f/500),
    /// m34 = cos φ·(−f/500) (row 2 of R is (0, cos φ, sin φ, 0), row 3 (0, −sin φ, cos φ, 0)).
    @Test func layerTransformAnimatesInsideUIViewAnimate() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let target = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), perspective(500))
        UIView.animate(withDuration: 1) { view.layer.transform = target }
        #expect(CATransform3DEqualToTransform(view.layer.transform, target), "the model changes at once")
        engine.advance(by: 0.25)
        let f = CGFloat(bezierProgress(0.25, 0.42, 0, 0.58, 1))
        let phi = f * .pi / 2
        let t = presented(view).transform
        // Within the engine's Bézier solving (about 1e-8 in progress).
        #expect(isClose(t.m22, cos(phi), 1e-6) && isClose(t.m23, sin(phi), 1e-6))
        #expect(isClose(t.m24, -sin(phi) * f / 500, 1e-9) && isClose(t.m34, -cos(phi) * f / 500, 1e-9))
    }

    /// Keyframes of `layer.transform`: 0 → 90° about y over the first half, → 180° over the second,
    /// linear throughout: at 0.75 s the turn is half way from 90° to 180°, 135°.
    @Test func keyframedLayerTransform() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            }
        }
        engine.advance(by: 0.75)
        let t = presented(view).transform
        #expect(isClose(t.m11, -half, 1e-9) && isClose(t.m13, -half, 1e-9))
    }

    /// `zPosition` and `sublayerTransform` animate explicitly: at 0.3 s of 1 s linear, zPosition
    /// 0 → 10 is 3; the sublayer perspective 0 → −1/500 is −0.3/500.
    @Test func zPositionAndSublayerTransform() {
        let engine = freshEngine()
        let layer = layerOfView()
        let depth = CABasicAnimation(keyPath: "zPosition")
        depth.fromValue = 0
        depth.toValue = 10
        depth.duration = 1
        let sublayer = CABasicAnimation(keyPath: "sublayerTransform")
        sublayer.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        sublayer.toValue = NSValue(caTransform3D: perspective(500))
        sublayer.duration = 1
        layer.add(depth, forKey: nil)
        layer.add(sublayer, forKey: nil)
        engine.advance(by: 0.3)
        let shown = layer.presentation()
        #expect(isClose(shown?.zPosition ?? 0, 3, 1e-9))
        #expect(isClose(shown?.sublayerTransform.m34 ?? 0, -0.3 / 500, 1e-12))
        #expect(engine.diagnostics.isEmpty, "both key paths are supported")
    }

    /// Keyframes through `transform.rotation.y` values: 0, π/2, π at 0, ½, 1 of 1 s: at 0.25 s, π/4.
    @Test func keyframeAnimationOfRotationY() {
        let engine = freshEngine()
        let layer = layerOfView()
        let keyframes = CAKeyframeAnimation(keyPath: "transform.rotation.y")
        keyframes.values = [0, CGFloat.pi / 2, CGFloat.pi]
        keyframes.duration = 1
        layer.add(keyframes, forKey: nil)
        engine.advance(by: 0.25)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, half, 1e-9) && isClose(t.m31, half, 1e-9))
    }

    /// `CASpringAnimation` on `transform.scale` with the defaults (mass 1, stiffness 100,
    /// damping 10): ω₀ = 10, ζ = 10/(2·10) = ½, ω_d = 10·√¾ = 8.66025. At 0.1 s
    /// x = 1 − e^(−0.5)(cos 0.866025 + (5/8.66025) sin 0.866025) = 1 − 0.606531 × (0.647847 +
    /// 0.577350 × 0.761759) = 0.340292, so the scale from 0.5 to 1 is 0.5 + 0.5x = 0.670146.
    @Test func springOnTransformScale() {
        let engine = freshEngine()
        let layer = layerOfView()
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.5
        spring.toValue = 1
        spring.duration = 1
        layer.add(spring, forKey: nil)
        engine.advance(by: 0.1)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, 0.670146, 1e-5) && isClose(t.m22, 0.670146, 1e-5))
    }
}
