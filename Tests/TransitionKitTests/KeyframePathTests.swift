import Foundation
import TestSupport
import Testing
import TransitionKit

/// `CAKeyframeAnimation.path` and `rotationMode`: where the layer is, and how it is turned, at
/// chosen times. Animations here have no timing function (linear), so the progress is the
/// elapsed fraction; the points are worked from the segments and the Bézier by hand.
@MainActor
@Suite struct KeyframePathTests {
    /// Right 100 points, then down 100 (y grows down): keyframes (0, 0), (100, 0), (100, 100).
    private func corner() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        return path
    }

    private func follow(
        _ path: CGPath, duration: TimeInterval = 2, configure: (CAKeyframeAnimation) -> Void = { _ in }
    ) -> CALayer {
        let layer = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)).layer
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = duration
        configure(move)
        layer.add(move, forKey: "move")
        return layer
    }

    private func shown(_ layer: CALayer) -> CGPoint {
        layer.presentation()?.position ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// Linear, keyframes evenly spaced at 0, ½, 1 of 2 s: at 0.5 s half way along the first
    /// line, (50, 0); at 1.5 s half way down the second, (100, 50); values are ignored.
    @Test func positionFollowsThePathSegmentBySegment() {
        let engine = freshEngine()
        let layer = follow(corner()) { $0.values = [CGPoint(x: 999, y: 999)] }
        engine.advance(by: 0.5)
        #expect(isClose(shown(layer), CGPoint(x: 50, y: 0)))
        engine.advance(by: 1)
        #expect(isClose(shown(layer), CGPoint(x: 100, y: 50)))
        #expect(engine.diagnostics.isEmpty)
    }

    /// keyTimes [0, 0.8, 1] of 2 s: the first leg takes 1.6 s, so at 0.8 s it is half way,
    /// (50, 0), and at 1.8 s the second leg is half done, (100, 50).
    @Test func keyTimesTimeTheSegments() {
        let engine = freshEngine()
        let layer = follow(corner()) { $0.keyTimes = [0, 0.8, 1] }
        engine.advance(by: 0.8)
        #expect(isClose(shown(layer), CGPoint(x: 50, y: 0)))
        engine.advance(by: 1)
        #expect(isClose(shown(layer), CGPoint(x: 100, y: 50)))
    }

    /// Paced: 300 right then 100 down, 400 points in 2 s at 200 points a second whatever the
    /// keyframes: at 1 s 200 points along, (200, 0) — linear timing would be at the corner,
    /// (300, 0); at 1.75 s 350 along, (300, 50).
    @Test func pacedMovesAtConstantSpeedByArcLength() {
        let engine = freshEngine()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        let layer = follow(path) { $0.calculationMode = .paced }
        engine.advance(by: 1)
        #expect(isClose(shown(layer), CGPoint(x: 200, y: 0)))
        engine.advance(by: 0.75)
        #expect(isClose(shown(layer), CGPoint(x: 300, y: 50)))
    }

    /// One cubic from (0, 0) with control points (0, 100), (100, 100) to (100, 0). Linear: at
    /// half time the Bézier at t = ½: ⅛·P0 + ⅜·P1 + ⅜·P2 + ⅛·P3 = (50, 75).
    @Test func aCurveIsFollowedAlongItsBezier() {
        let engine = freshEngine()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let layer = follow(path, duration: 1)
        engine.advance(by: 0.5)
        #expect(isClose(shown(layer), CGPoint(x: 50, y: 75)))
    }

    /// A straight run to (90, 0) drawn as a cubic with both control points at the start: its
    /// parameter t is at x = 90·t³. Linear at half time: 90/8 = 11.25. Paced: half the length,
    /// 45 (within 0.1 point: arc lengths are measured on chords of 1/32 of the parameter).
    @Test func pacedOnACurveGoesByLengthNotByParameter() {
        let engine = freshEngine()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 90, y: 0), control1: .zero, control2: .zero)
        let linear = follow(path, duration: 1)
        let paced = follow(path, duration: 1) { $0.calculationMode = .cubicPaced }
        engine.advance(by: 0.5)
        #expect(isClose(shown(linear), CGPoint(x: 11.25, y: 0)))
        #expect(isClose(shown(paced), CGPoint(x: 45, y: 0), 0.1))
    }

    /// Discrete: each keyframe is held until the next key time (0, ½, 1 of 2 s): (0, 0) at
    /// 0.8 s, (100, 0) at 1.2 s.
    @Test func discreteJumpsFromKeyframeToKeyframe() {
        let engine = freshEngine()
        let layer = follow(corner()) { $0.calculationMode = .discrete }
        engine.advance(by: 0.8)
        #expect(isClose(shown(layer), .zero))
        engine.advance(by: 0.4)
        #expect(isClose(shown(layer), CGPoint(x: 100, y: 0)))
    }

    /// A move-to defines no keyframe: two lines, (0, 0)–(100, 0) and (0, 100)–(100, 100), are
    /// two segments over 0…½ and ½…1; at ¾ the second is half done, (50, 100).
    @Test func aMoveInsideThePathJumps() {
        let engine = freshEngine()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.move(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let layer = follow(path)
        engine.advance(by: 1.5)
        #expect(isClose(shown(layer), CGPoint(x: 50, y: 100)))
    }

    /// rotateAuto: heading right (angle 0) on the first leg, down (π/2) on the second. A turn of
    /// θ about z has m11 = cos θ, m12 = sin θ: at 1.5 s m11 = 0, m12 = 1. rotateAutoReverse adds
    /// π: on the first leg m11 = cos π = −1. The model transform is untouched.
    @Test func rotationModeTurnsTheLayerAlongTheTangent() {
        let engine = freshEngine()
        let auto = follow(corner()) { $0.rotationMode = .rotateAuto }
        let reverse = follow(corner()) { $0.rotationMode = .rotateAutoReverse }
        engine.advance(by: 0.5)
        let first = auto.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(first.m11, 1, 1e-9) && isClose(first.m12, 0, 1e-9))
        let back = reverse.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(back.m11, -1, 1e-9) && isClose(back.m12, 0, 1e-9))
        engine.advance(by: 1)
        let second = auto.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(second.m11, 0, 1e-9) && isClose(second.m12, 1, 1e-9))
        #expect(CATransform3DIsIdentity(auto.transform))
    }

    /// On the curve above, the tangent at the start is its first control leg, straight down
    /// (3·(P1 − P0) = (0, 300): θ = π/2), and at the middle it is level (the derivative at ½ is
    /// ¾(P1 − P0) + 1½(P2 − P1) + ¾(P3 − P2) = (150, 0): θ = 0).
    @Test func rotationFollowsACurvesTangent() {
        let engine = freshEngine()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let layer = follow(path, duration: 1) { $0.rotationMode = .rotateAuto }
        engine.advance(by: 0)
        let start = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(start.m11, 0, 1e-9) && isClose(start.m12, 1, 1e-9))
        engine.advance(by: 0.5)
        let middle = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(middle.m11, 1, 1e-9) && isClose(middle.m12, 0, 1e-9))
    }

    /// A path is for a point property: given for opacity it is reported and the values run.
    @Test func aPathForANonPointKeyPathIsReported() {
        let engine = freshEngine()
        let layer = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)).layer
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.path = corner()
        fade.values = [0, 1]
        fade.duration = 1
        layer.add(fade, forKey: nil)
        #expect(engine.diagnostics.last?.kind == .unsupportedAnimation)
        #expect(engine.diagnostics.last?.message.contains("'opacity'") == true)
        engine.advance(by: 0.25)
        #expect(isClose(CGFloat(layer.presentation()?.opacity ?? -1), 0.25))
    }

    /// The layer keeps a copy of the path: changing the path afterwards changes nothing.
    @Test func theAddedAnimationKeepsThePathAsItWas() {
        let engine = freshEngine()
        let path = corner()
        let layer = follow(path)
        path.addLine(to: CGPoint(x: 0, y: 100))
        engine.advance(by: 1.5)
        #expect(isClose(shown(layer), CGPoint(x: 100, y: 50)))
    }
}
