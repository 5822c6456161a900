import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// UIViewPropertyAnimator's state machine and timing, driven by hand. Expected values come from
/// Apple's documented behaviour and the geometry, worked in the comments; Bézier values from
/// TestSupport's independent bisection (`bezierProgress`).
@MainActor
@Suite struct PropertyAnimatorTests {
    /// A 100 × 100 view centred at (100, 100).
    func square() -> UIView {
        UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test func pausedAtThreeTenthsReversedAndContinuedEndsAtTheStartWithTheModelPutBack() {
        let engine = freshEngine()
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 300 }
        animator.addCompletion { positions.append($0) }
        #expect(view.center.x == 100, "blocks wait until the animator starts")
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(view.center.x == 300, "the model value changes at once")
        #expect(animator.state == .active && animator.isRunning)
        engine.advance(by: 0.3)
        // Linear over 1 s: 100 + 200 · 0.3 = 160.
        #expect(isClose(presented(view).position.x, 160))
        animator.pauseAnimation()
        #expect(!animator.isRunning && animator.state == .active)
        #expect(isClose(animator.fractionComplete, 0.3))
        #expect(engine.hasActiveAnimations == false, "a paused animator lets the playground sleep")
        engine.advance(by: 5)
        #expect(isClose(presented(view).position.x, 160), "pausing holds what is on screen")
        animator.isReversed = true
        animator.startAnimation()
        #expect(engine.hasActiveAnimations)
        // Back from 0.3 to 0 over 0.3 · 1 s, linearly: half way after 0.15 s, at 0.15 → 130.
        engine.advance(by: 0.15)
        #expect(isClose(presented(view).position.x, 130))
        #expect(isClose(animator.fractionComplete, 0.15))
        engine.advance(by: 0.15)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
        #expect(view.center.x == 100, "finished at .start: the model value is put back")
        #expect(view.layer.animationKeys() == nil)
        #expect(engine.hasActiveAnimations == false)
    }

    @Test func scrubbingIsLinearByDefaultAndFollowsTheCurveOtherwise() {
        let engine = freshEngine()
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.alpha = 0 }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning, "setting the fraction activates it, paused")
        #expect(view.alpha == 0)
        // scrubsLinearly (the default): alpha = 1 − 0.3.
        #expect(isClose(CGFloat(presented(view).opacity), 0.7, 1e-6))
        animator.scrubsLinearly = false
        // Through ease-in (0.42, 0), (1, 1): alpha = 1 − y(0.3).
        let eased = bezierProgress(0.3, 0.42, 0, 1, 1)
        #expect(isClose(CGFloat(presented(view).opacity), CGFloat(1 - eased), 1e-5))
        #expect(engine.hasActiveAnimations == false)
        // Resuming from the scrubbed 30 % runs the rest, 0.7 · 2 s = 1.4 s, along ease-in from
        // there: after 0.7 s, 1 − (y(0.3) + (1 − y(0.3)) · y(0.5)).
        animator.startAnimation()
        engine.advance(by: 0.7)
        let expected = 1 - (eased + (1 - eased) * bezierProgress(0.5, 0.42, 0, 1, 1))
        #expect(isClose(CGFloat(presented(view).opacity), CGFloat(expected), 1e-5))
        engine.advance(by: 0.7)
        #expect(animator.state == .inactive)
        #expect(view.alpha == 0)
    }

    @Test func stopWithoutFinishingThenFinishAtCurrentKeepsThePresentedValues() {
        let engine = freshEngine()
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center = CGPoint(x: 200, y: 300)
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        engine.advance(by: 0.4)
        animator.finishAnimation(at: .current)
        #expect(engine.diagnostics.last?.kind == .propertyAnimatorMisuse, "finish before stop is a misuse")
        #expect(engine.diagnostics.last?.message.contains("finishAnimation(at: .current)") == true)
        #expect(animator.state == .active && positions.isEmpty, "and is ignored")
        animator.stopAnimation(false)
        // 40 % of (100, 100) → (200, 300): (140, 180), now the model value.
        #expect(animator.state == .stopped)
        #expect(isClose(view.center, CGPoint(x: 140, y: 180)))
        #expect(view.layer.animationKeys() == nil)
        #expect(positions.isEmpty, "no completion until finished")
        animator.startAnimation()
        #expect(engine.diagnostics.last?.message.contains("startAnimation() on a stopped animator") == true)
        #expect(animator.state == .stopped)
        engine.advance(by: 1)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        #expect(animator.state == .inactive)
        #expect(isClose(view.center, CGPoint(x: 140, y: 180)), ".current keeps the stopped values")
    }

    @Test func finishingAStoppedAnimatorAtTheEndOrStartSetsThoseValues() {
        let engine = freshEngine()
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.2 }
        animator.startAnimation()
        engine.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(isClose(view.alpha, 0.6, 1e-6), "1 − 0.8 · 0.5")
        animator.finishAnimation(at: .end)
        #expect(isClose(view.alpha, 0.2, 1e-6))
        let back = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        back.startAnimation()
        engine.advance(by: 0.25)
        back.stopAnimation(false)
        back.finishAnimation(at: .start)
        #expect(isClose(view.alpha, 0.2, 1e-6), ".start: the value before the animator")
    }

    @Test func stopWithFinishingSkipsTheCompletions() {
        let engine = freshEngine()
        let view = square()
        var completions = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        engine.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(isClose(view.alpha, 0.75, 1e-6))
        engine.advance(by: 2)
        #expect(completions == 0)
    }

    @Test func aPhysicalSpringLastsItsSettlingDuration() {
        let engine = freshEngine()
        let view = square()
        // mass 1, stiffness 100, damping 20: ω₀ = √100 = 10, ζ = 20 / (2 √100) = 1, critically
        // damped: x(t) = 1 − e^{−10t}(1 + 10t). The animator's own 5 s are ignored.
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        #expect(spring.timingCurveType == .spring && spring.springTimingParameters === spring)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        #expect(animator.duration == 5)
        var endedAt: TimeInterval?
        animator.addAnimations { view.center.x = 200 }
        animator.addCompletion { _ in endedAt = AnimationEngine.shared.currentTime }
        animator.startAnimation()
        engine.advance(by: 0.2)
        // x(0.2) = 1 − e^{−2} · 3 = 0.593994.
        #expect(isClose(presented(view).position.x, 100 + 100 * (1 - exp(-2) * 3), 1e-6))
        // Settled when e^{−10t}(1 + 10t) ≤ 0.001 (decreasing): by bisection here, ≈ 0.9234 s.
        var low = 0.0
        var high = 2.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if exp(-10 * mid) * (1 + 10 * mid) > 0.001 { low = mid } else { high = mid }
        }
        engine.advance(by: high - 0.2 - 0.002)
        #expect(endedAt == nil)
        engine.advance(by: 0.004)
        #expect(endedAt.map { abs($0 - high) < 0.0015 } == true, "settling found on a 1 ms grid")
    }

    @Test func springParametersFollowApplesDefinitions() {
        // Apple: init() has damping ratio 4.56 and no velocity.
        let system = UISpringTimingParameters()
        #expect(system.initialVelocity == .zero)
        guard case .physical(let mass, let stiffness, let damping) = system.model else {
            Issue.record("the system spring is physical")
            return
        }
        #expect(isClose(damping / (2 * (stiffness * mass).squareRoot()), 4.56, 0.01))
        let ratio = UISpringTimingParameters(dampingRatio: 0.5)
        #expect(ratio.model == .dampingRatio(0.5) && ratio.initialVelocity == CGVector(dx: 0, dy: 0))

        // A ratio spring settles at the animator's duration; its velocity (here the larger
        // component, dy = 4 distances per second) is the slope at the start: x(t) ≈ 4t.
        let engine = freshEngine()
        let view = square()
        let timing = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 4))
        let animator = UIViewPropertyAnimator(duration: 0.8, timingParameters: timing)
        animator.addAnimations { view.center.y = 1100 }
        var endedAt: TimeInterval?
        animator.addCompletion { _ in endedAt = AnimationEngine.shared.currentTime }
        animator.startAnimation()
        engine.advance(by: 0.001)
        let slope = (presented(view).position.y - 100) / 1000 / 0.001
        #expect(isClose(slope, 4, 0.2))
        engine.advance(by: 0.799)
        #expect(endedAt.map { abs($0 - 0.8) < 1e-9 } == true)
    }

    @Test func aRunningPropertyAnimatorStartsAfterItsDelayWithTheCurveInItsOptions() {
        let engine = freshEngine()
        let view = square()
        var result: (UIViewAnimatingPosition, TimeInterval)?
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0.25, options: [.curveEaseOut], animations: { view.alpha = 0 },
                completion: { result = ($0, AnimationEngine.shared.currentTime) })
            weakAnimator = animator
            #expect(animator.state == .active && animator.isRunning)
            #expect(animator.delay == 0.25)
            #expect(view.alpha == 0)
        }
        #expect(weakAnimator != nil, "kept alive while it runs, as UIKit keeps it")
        engine.advance(by: 0.2)
        #expect(presented(view).opacity == 1, "still in its delay")
        #expect(engine.hasActiveAnimations)
        engine.advance(by: 0.3)
        // Half of the 0.5 s along ease-out (0, 0), (0.58, 1).
        #expect(isClose(CGFloat(presented(view).opacity), CGFloat(1 - bezierProgress(0.5, 0, 0, 0.58, 1)), 1e-5))
        engine.advance(by: 0.25)
        #expect(result?.0 == .end && result?.1 == 0.75)
        #expect(weakAnimator == nil, "released once inactive")
        #expect(engine.hasActiveAnimations == false)
    }

    @Test func animationsAddedWithADelayFactorStartLaterAndEndTogether() {
        let engine = freshEngine()
        let view = square()
        let other = square()
        // Added while inactive with factor 0.5: from 0.5 · 2 s = 1 s to 2 s.
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 300 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        engine.advance(by: 1)
        #expect(presented(view).opacity == 1)
        #expect(isClose(presented(view).position.x, 200))
        // Added at 1 s (half way) with factor 0.5: a delay of 0.5 × the remaining 1 s, so it
        // runs from 1.5 s to 2 s.
        animator.addAnimations({ other.center.y = 300 }, delayFactor: 0.5)
        engine.advance(by: 0.25)
        // 1.25 s: view alpha (1 → 0 over 1…2 s) is 0.75; other has not moved.
        #expect(isClose(CGFloat(presented(view).opacity), 0.75, 1e-6))
        #expect(isClose(presented(other).position.y, 100))
        engine.advance(by: 0.5)
        // 1.75 s: other is half way through its 0.5 s: 100 + 200 · 0.5.
        #expect(isClose(presented(other).position.y, 200))
        engine.advance(by: 0.25)
        #expect(animator.state == .inactive)
        #expect(other.center.y == 300 && other.layer.animationKeys() == nil)
    }

    @Test func keyframesInsideAnAnimatorFollowItsTimeline() {
        let engine = freshEngine()
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations {
            // The keyframe block's own 5 s and ease-in-out give way to the animator's timing.
            UIView.animateKeyframes(withDuration: 5, delay: 0, options: []) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 200 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y = 300 }
            }
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        // Half way through the first keyframe: x 150, y not yet moving.
        #expect(isClose(presented(view).position, CGPoint(x: 150, y: 100)))
        animator.fractionComplete = 0.75
        #expect(isClose(presented(view).position, CGPoint(x: 200, y: 200)))
        animator.startAnimation()
        engine.advance(by: 0.25)
        #expect(animator.state == .inactive)
        #expect(view.center == CGPoint(x: 200, y: 300))
    }

    @Test func reversingWhileRunningTurnsBackFromWhereItStands() {
        let engine = freshEngine()
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        engine.advance(by: 0.6)
        animator.isReversed = true
        #expect(animator.isRunning)
        // From 0.6 back to 0 over 0.6 s: after 0.3 s at 0.3 → 130.
        engine.advance(by: 0.3)
        #expect(isClose(presented(view).position.x, 130))
        engine.advance(by: 0.3)
        #expect(positions == [.start] && view.center.x == 100)
    }

    @Test func pausesOnCompletionKeepsItActiveAtTheEnd() {
        let engine = freshEngine()
        let view = square()
        var completions = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 200 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        engine.advance(by: 1.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(completions == 0)
        #expect(isClose(presented(view).position.x, 200))
        #expect(engine.hasActiveAnimations == false)
        animator.isReversed = true
        animator.startAnimation()
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).position.x, 150))
        engine.advance(by: 0.5)
        #expect(animator.state == .active && completions == 0, "still pausing on completion, at the start")
        animator.pausesOnCompletion = false
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(completions == 1 && view.center.x == 100)
    }

    @Test func continuingWithNewTimingRunsTheRestOverTheFactorOfTheDuration() {
        let engine = freshEngine()
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 200 }
        animator.startAnimation()
        engine.advance(by: 0.5)
        animator.pauseAnimation()
        // At 0.25 (x 125): the rest along ease-in over 0.5 · 2 s = 1 s.
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.5)
        #expect(animator.isRunning)
        engine.advance(by: 0.5)
        let progress = 0.25 + 0.75 * bezierProgress(0.5, 0.42, 0, 1, 1)
        #expect(isClose(presented(view).position.x, CGFloat(100 + 100 * progress), 1e-4))
        engine.advance(by: 0.5)
        #expect(animator.state == .inactive)
    }

    @Test func settingTheFractionWhileRunningIsIgnoredAndReported() {
        let engine = freshEngine()
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        engine.advance(by: 0.5)
        animator.fractionComplete = 0.9
        #expect(isClose(animator.fractionComplete, 0.5))
        #expect(engine.diagnostics.last?.kind == .propertyAnimatorMisuse)
        animator.isInterruptible = false
        #expect(animator.isInterruptible, "cannot change while active")
    }

    @Test func copiesAreInactiveWithTheSameTiming() {
        let animator = UIViewPropertyAnimator(
            duration: 0.7, controlPoint1: CGPoint(x: 0.1, y: 0.2),
            controlPoint2: CGPoint(x: 0.3, y: 1))
        animator.scrubsLinearly = false
        let copy = animator.copy() as? UIViewPropertyAnimator
        #expect(copy?.duration == 0.7 && copy?.state == .inactive && copy?.scrubsLinearly == false)
        let cubic = copy?.timingParameters?.cubicTimingParameters
        #expect(cubic?.controlPoint1 == CGPoint(x: 0.1, y: 0.2) && cubic?.controlPoint2 == CGPoint(x: 0.3, y: 1))
        #expect(cubic?.timingCurveType == .cubic)
        #expect(isClose(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2, CGPoint(x: 0.58, y: 1), 1e-6))
    }
}
