import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// UIView animation semantics, driven by hand through AnimationEngine.
@MainActor
@Suite struct AnimationTests {
    // Suites run concurrently; each test resets the shared engine at the start of its own
    // (synchronous, main-actor) body, so no other test can run in between.

    @Test func modelChangesAtOncePresentationFollowsTheCurve() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 2) { view.center = CGPoint(x: 150, y: 50) }
        #expect(view.center == CGPoint(x: 150, y: 50), "the model value changes at once")
        #expect(presented(view).position == CGPoint(x: 50, y: 50))
        engine.advance(by: 0.5)
        // t/d = 0.25 → ease-in-out 0.129162 → x = 50 + 100 · 0.129162.
        #expect(isClose(presented(view).position.x, 50 + 100 * 0.129162, 0.01))
        engine.advance(by: 1.5)
        #expect(presented(view).position.x == 150)
        #expect(view.layer.animationKeys() == nil)
        #expect(engine.hasActiveAnimations == false)
    }

    @Test func completionRunsAtTheEndWithFinishedTrue() {
        let engine = freshEngine()
        let view = UIView()
        var calls: [(Bool, TimeInterval)] = []
        UIView.animate(
            withDuration: 1, animations: { view.alpha = 0 },
            completion: { calls.append(($0, AnimationEngine.shared.currentTime)) })
        engine.advance(by: 0.7)
        #expect(calls.isEmpty)
        engine.advance(by: 0.7)
        #expect(calls.count == 1)
        #expect(calls.first?.0 == true)
        #expect(calls.first?.1 == 1.0, "runs at the moment the animation ends, not at the frame")
    }

    @Test func tenStepsOfATenthCompleteAOneSecondAnimation() {
        let engine = freshEngine()
        let view = UIView()
        var finished = false
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in finished = true })
        for _ in 0..<10 { engine.advance(by: 0.1) }  // adds up to 0.9999999999999999
        #expect(finished, "due at 1 s, reached by ten steps of 0.1 s")
    }

    @Test func zeroDurationChangesAtOnceAndCompletesOnTheNextTurn() {
        let engine = freshEngine()
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }, completion: { finished = $0 })
        #expect(isClose(presented(view).opacity.cg, 0.3, 1e-6))
        #expect(view.layer.animationKeys() == nil)
        #expect(finished == nil, "not synchronously")
        engine.advance(by: 0)
        #expect(finished == true)
    }

    @Test func delayHoldsTheOldValueThenAnimates() {
        let engine = freshEngine()
        let view = UIView()
        var finishedAt: TimeInterval?
        UIView.animate(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 },
            completion: { _ in finishedAt = AnimationEngine.shared.currentTime })
        engine.advance(by: 0.4)
        #expect(presented(view).opacity == 1)
        engine.advance(by: 0.6)  // t = 1.0: half of the linear animation
        #expect(isClose(presented(view).opacity.cg, 0.5, 1e-6))
        engine.advance(by: 1)
        #expect(finishedAt == 1.5)
    }

    @Test func aNewAnimationInterruptsTheOldOneFromTheOnScreenValue() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var first: Bool?
        var second: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 105 },
            completion: { first = $0 })
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).position.x, 55))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 5 },
            completion: { second = $0 })
        #expect(isClose(presented(view).position.x, 55), "starts from where it is on screen")
        engine.advance(by: 0)
        #expect(first == false, "the replaced animation completes with finished == false")
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).position.x, 30))
        engine.advance(by: 0.5)
        #expect(second == true)
        #expect(view.center.x == 5)
    }

    @Test func removeAllAnimationsCompletesWithFalse() {
        let engine = freshEngine()
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        engine.advance(by: 0.2)
        view.layer.removeAllAnimations()
        engine.advance(by: 0)
        #expect(finished == false)
        #expect(presented(view).opacity == 0, "the model value shows")
    }

    @Test func performWithoutAnimationInsideABlock() {
        _ = freshEngine()
        let view = UIView()
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.center = CGPoint(x: 9, y: 9) }
        }
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(presented(view).position == CGPoint(x: 9, y: 9))
    }

    @Test func blockWithoutChangesCompletesOnTheNextTurn() {
        let engine = freshEngine()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        engine.advance(by: 0)
        #expect(finished == true)
    }

    @Test func repeatAndAutoreverse() {
        let engine = freshEngine()
        let view = UIView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat]) { view.alpha = 0 }
        engine.advance(by: 0.25)
        #expect(isClose(presented(view).opacity.cg, 0.75, 1e-6))
        engine.advance(by: 1.0)  // 1.25: on the way back, 0.25 past the turn
        #expect(isClose(presented(view).opacity.cg, 0.25, 1e-6))
        engine.advance(by: 10)
        #expect(engine.hasActiveAnimations)
    }

    @Test func springAnimationEndsAtTheDurationAndOvershoots() {
        let engine = freshEngine()
        let view = UIView()
        var finishedAt: TimeInterval?
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 100 }, completion: { _ in finishedAt = AnimationEngine.shared.currentTime })
        var peak: CGFloat = 0
        for _ in 0..<99 {
            engine.advance(by: 0.01)
            peak = max(peak, presented(view).position.x)
        }
        #expect(peak > 120, "an under-damped spring overshoots")
        engine.advance(by: 0.01)
        #expect(finishedAt == 1.0)
        #expect(presented(view).position.x == 100)
    }

    @Test func keyframesWarpTheTimelineWithEaseInOut() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animateKeyframes(
            withDuration: 3, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.center.x = 150 }
            })
        // Keyframe time k is reached when ease-in-out(t / 3) = k.
        engine.advance(by: 3 * easeInOutTime(reaching: 0.25))
        #expect(isClose(presented(view).opacity.cg, 0.5, 1e-4))
        #expect(isClose(presented(view).position.x, 50, 1e-3), "centre holds until its keyframe starts")
        engine.advance(by: 3 * (easeInOutTime(reaching: 0.5) - easeInOutTime(reaching: 0.25)))
        #expect(isClose(presented(view).opacity.cg, 0, 1e-4))
        #expect(isClose(presented(view).position.x, 100, 1e-2))
        engine.advance(by: 3)
        #expect(presented(view).opacity == 1)
    }

    @Test func curveBitsInKeyframeOptionsMakeTheTimelineLinear() {
        let engine = freshEngine()
        let view = UIView()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: linear,
            animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 } })
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).opacity.cg, 0.75, 1e-6))
    }

    @Test func discreteKeyframesJump() {
        let engine = freshEngine()
        let view = UIView()
        let options: UIView.KeyframeAnimationOptions = [
            .calculationModeDiscrete,
            UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
        ]
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        engine.advance(by: 0.25)
        #expect(presented(view).opacity == 1)
        engine.advance(by: 0.3)  // 0.55: past the first keyframe's end
        #expect(isClose(presented(view).opacity.cg, 0.5, 1e-6))
    }

    @Test func pacedKeyframesMoveAtConstantSpeed() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // centre (5, 5)
        let options: UIView.KeyframeAnimationOptions = [
            .calculationModePaced,
            UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
        ]
        // Key times 0.1 and 1 are ignored: the path 5 → 95 (90 points) → 65 (30 points) is
        // covered at constant speed, 120 points per second.
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center.x = 95 }
                UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { view.center.x = 65 }
            })
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).position.x, 65, 1e-6), "60 points along: 5 + 60")
        engine.advance(by: 0.25)
        #expect(isClose(presented(view).position.x, 95, 1e-6), "90 points along: the turn")
        engine.advance(by: 0.125)
        #expect(isClose(presented(view).position.x, 80, 1e-6))
    }

    @Test func cubicKeyframesPassThroughTheValuesSmoothly() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // centre x 5
        let options: UIView.KeyframeAnimationOptions = [
            .calculationModeCubic,
            UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
        ]
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
            })
        engine.advance(by: 0.25)
        // Catmull-Rom on 5, 105, 5 (end points repeated) at s = 0.5 of the first segment:
        // 0.5 · (2·5 + (−5 + 105)·0.5 + (2·5 − 5·5 + 4·105 − 5)·0.25 + (−5 + 3·5 − 3·105 + 5)·0.125)
        // = 0.5 · (10 + 50 + 100 − 37.5) = 61.25.
        #expect(isClose(presented(view).position.x, 61.25, 1e-6))
        engine.advance(by: 0.25)
        #expect(isClose(presented(view).position.x, 105, 1e-6), "passes through the keyframe value")
    }

    @Test func keyframeOverrunningOneIsClampedAndReported() {
        let engine = freshEngine()
        let view = UIView()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: { UIView.addKeyframe(withRelativeStartTime: 0.65, relativeDuration: 1.0) { view.alpha = 0 } })
        #expect(engine.diagnostics.map(\.kind) == [.keyframeOutOfRange])
        #expect(engine.diagnostics.first?.message.contains("1.65") == true)
        engine.advance(by: 1)
        #expect(presented(view).opacity == 0)
    }

    @Test func animationsDisabled() {
        let engine = freshEngine()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == nil)
        engine.advance(by: 0)
        #expect(finished == true)
    }

    @Test func engineSpeedScalesTime() {
        let engine = freshEngine()
        let view = UIView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        engine.speed = 0.25
        engine.advance(by: 1)
        #expect(isClose(presented(view).opacity.cg, 0.75, 1e-6))
        #expect(engine.currentTime == 0.25)
    }

    @Test func resetRestoresEveryEngineSetting() {
        UIView.setAnimationsEnabled(false)
        AnimationEngine.shared.diagnostics.onReport = { _ in }
        let engine = freshEngine()
        #expect(UIView.areAnimationsEnabled)
        #expect(engine.diagnostics.onReport == nil)
        #expect(engine.speed == 1 && engine.currentTime == 0)
    }
}

extension Float {
    var cg: CGFloat { CGFloat(self) }
}
