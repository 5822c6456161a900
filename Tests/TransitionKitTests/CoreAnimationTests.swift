import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// Records delegate calls with the engine time.
@MainActor
final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) {
        events.append("start@\(AnimationEngine.shared.currentTime)")
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop(\(flag))@\(AnimationEngine.shared.currentTime)")
    }
}

/// Explicit Core Animation animations against Core Animation's documented behaviour, values
/// computed by hand.
@MainActor
@Suite struct CoreAnimationTests {
    @Test func basicAnimationChangesOnlyThePresentation() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.delegate = log
        view.layer.opacity = 0.8
        view.layer.add(fade, forKey: "fade")
        #expect(view.layer.animationKeys() == ["fade"])
        engine.advance(by: 0.5)
        #expect(isClose(CGFloat(presented(view).opacity), 0.5, 1e-6), "linear by default")
        #expect(view.layer.opacity == 0.8, "the model value does not change")
        engine.advance(by: 0.5)
        #expect(isClose(CGFloat(presented(view).opacity), 0.8, 1e-6), "removed at the end: the model shows")
        #expect(view.layer.animationKeys() == nil)
        #expect(log.events == ["start@0.0", "stop(true)@1.0"])
        #expect(engine.hasActiveAnimations == false)
    }

    @Test func fillForwardsKeepsTheLastValue() {
        let engine = freshEngine()
        let view = UIView()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.5
        grow.toValue = 1.5
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        view.layer.add(grow, forKey: "grow")
        engine.advance(by: 0.25)
        // 0.5 + 1 · ease-in-out(0.25) = 0.5 + 0.129162.
        #expect(isClose(presented(view).affineTransform().a, 0.629162, 1e-4))
        engine.advance(by: 2)
        #expect(isClose(presented(view).affineTransform().a, 1.5, 1e-9))
        #expect(view.layer.animation(forKey: "grow") != nil)
        #expect(view.transform == .identity)
        #expect(engine.hasActiveAnimations == false, "ended: only filling")
    }

    @Test func fromTheCurrentValueAndByValues() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // position (5, 5)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 105
        move.duration = 1
        view.layer.add(move, forKey: nil)
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).position.x, 55), "from the value on screen to 105")
        let nudge = CABasicAnimation(keyPath: "position.y")
        nudge.byValue = 20
        nudge.duration = 1
        view.layer.add(nudge, forKey: nil)
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).position.y, 15), "5 → 25, half way")
    }

    @Test func additiveKeyframesShake() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -10, 10, 0]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.isAdditive = true
        shake.duration = 1
        view.layer.add(shake, forKey: "shake")
        engine.advance(by: 0.25)
        #expect(isClose(presented(view).position.x, -5))
        engine.advance(by: 0.25)  // half way from −10 to 10
        #expect(isClose(presented(view).position.x, 5))
        engine.advance(by: 0.375)  // 7/8: half way from 10 back to 0
        #expect(isClose(presented(view).position.x, 10))
    }

    @Test func replacingUnderTheSameKeyStopsTheOldOne() {
        let engine = freshEngine()
        let view = UIView()
        let first = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = first
        view.layer.add(fade, forKey: "fade")
        engine.advance(by: 0.5)
        let again = CABasicAnimation(keyPath: "opacity")
        again.toValue = 0.5
        view.layer.add(again, forKey: "fade")
        engine.advance(by: 0)
        #expect(first.events == ["start@0.0", "stop(false)@0.5"])
        #expect(view.layer.animationKeys() == ["fade"])
        // Default duration 0.25 s; with only toValue it runs from the layer's own value (the
        // model, 1: the replaced animation is gone) to 0.5 — half way is 0.75.
        engine.advance(by: 0.125)
        #expect(isClose(CGFloat(presented(view).opacity), 0.75, 1e-6))
    }

    @Test func delayedBeginFillsBackwards() {
        let engine = freshEngine()
        let view = UIView()
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 0.6
        fade.duration = 1
        fade.beginTime = CACurrentMediaTime() + 1
        fade.fillMode = .backwards
        fade.delegate = log
        view.layer.add(fade, forKey: nil)
        #expect(isClose(CGFloat(presented(view).opacity), 0.2, 1e-6), "the first value during the delay")
        engine.advance(by: 1.5)
        #expect(isClose(CGFloat(presented(view).opacity), 0.4, 1e-6))
        engine.advance(by: 1)
        #expect(log.events == ["start@1.0", "stop(true)@2.0"])
    }

    @Test func groupsTimeTheirChildren() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 40)
        move.beginTime = 1
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        view.layer.add(group, forKey: "both")
        engine.advance(by: 0.5)
        #expect(isClose(CGFloat(presented(view).opacity), 0.25, 1e-6))
        #expect(presented(view).position == CGPoint(x: 5, y: 5), "the move has not begun")
        engine.advance(by: 1)  // 1.5 s: the move is half way
        #expect(isClose(presented(view).position.x, 50) && isClose(presented(view).position.y, 20))
        engine.advance(by: 1)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func springFollowsTheDampedOscillator() {
        // mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 10 / (2 · 10) = 0.5, ω_d = 10 √0.75.
        let spring = CASpringAnimation(keyPath: "position.x")
        let damped = 10 * 0.75.squareRoot()
        for t in [0.05, 0.2, 0.5] {
            let expected = exp(-5 * t) * (cos(damped * t) + 5 / damped * sin(damped * t))
            #expect(abs(spring.displacement(at: t) - expected) < 1e-12)
        }
        // Settled when e^{−5t}·√(1 + (5/ω_d)²) falls to 0.001 or before: at most ≈ 1.41 s.
        let envelopeBound = log(1000 * (1 + 25 / (damped * damped)).squareRoot()) / 5
        #expect(spring.settlingDuration <= envelopeBound + 0.001)
        #expect(spring.settlingDuration > 1.0)
    }

    @Test func anAutoreversingSpringComesBackToItsFromValueAtTwiceItsDuration() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 1
        spring.autoreverses = true
        spring.fillMode = .forwards
        spring.isRemovedOnCompletion = false
        view.layer.add(spring, forKey: "spring")
        // mass 1, stiffness 100, damping 10: ζ = 0.5, ω₀ = 10, ω_d = 10 √0.75; from rest,
        // x(t) = 1 − e^{−5t}(cos ω_d t + (5/ω_d) sin ω_d t). The way back retraces it.
        let damped = 10 * 0.75.squareRoot()
        func x(_ t: Double) -> Double { 1 - exp(-5 * t) * (cos(damped * t) + 5 / damped * sin(damped * t)) }
        engine.advance(by: 0.3)
        #expect(isClose(presented(view).position.x, 100 * x(0.3), 1e-6))
        engine.advance(by: 1.1)  // 1.4 s: 0.6 s of the pass, on the way back
        #expect(isClose(presented(view).position.x, 100 * x(0.6), 1e-6))
        engine.advance(by: 0.3)  // 1.7 s
        #expect(isClose(presented(view).position.x, 100 * x(0.3), 1e-6))
        engine.advance(by: 0.3)  // 2 s: back at the from value, and it stays there
        #expect(isClose(presented(view).position.x, 0, 1e-9))
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).position.x, 0, 1e-9))
    }

    @Test func transactionCompletesWhenEverythingInItHasFinished() {
        let engine = freshEngine()
        let view = UIView()
        var completedAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = AnimationEngine.shared.currentTime }
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 50
        move.duration = 1
        view.layer.add(move, forKey: nil)
        CATransaction.commit()
        engine.advance(by: 0.75)
        #expect(completedAt == nil)
        engine.advance(by: 0.5)
        #expect(completedAt == 1.0)
    }

    @Test func anEmptyTransactionCompletesOnTheNextTurn() {
        let engine = freshEngine()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        CATransaction.commit()
        #expect(completed == false)
        engine.advance(by: 0)
        #expect(completed)
    }

    @Test func unsupportedKeyPathsAreReported() {
        let engine = freshEngine()
        let view = UIView()
        let shadow = CABasicAnimation(keyPath: "shadowOpacity")
        view.layer.add(shadow, forKey: nil)
        #expect(engine.diagnostics.last?.kind == .unsupportedAnimation)
        #expect(
            engine.diagnostics.last?.message.hasPrefix("CABasicAnimation for key path 'shadowOpacity' is not animated")
                == true)
        // A shape layer's property on a plain layer does nothing either, as in Core Animation.
        view.layer.add(CABasicAnimation(keyPath: "path"), forKey: nil)
        #expect(engine.diagnostics.last?.message.contains("'path' is a CAShapeLayer property") == true)
        let before = engine.diagnostics.count
        CAShapeLayer().add(CABasicAnimation(keyPath: "strokeEnd"), forKey: nil)
        #expect(engine.diagnostics.count == before, "on a shape layer it is supported")
    }

    @Test func explicitAnimationsFollowAnInteractiveTransition() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        let delegate = RecordingDelegate()
        delegate.animator = ExplicitFadeInAnimator()
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.interactor = driver
        navigation.delegate = delegate
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        driver.update(0.5)
        AnimationEngine.shared.advance(by: 3)
        #expect(isClose(CGFloat(presented(next.view).opacity), 0.5, 1e-6), "held at half way")
        driver.finish()
        AnimationEngine.shared.advance(by: 0.6)
        #expect(navigation.isTransitioning == false)
        #expect(navigation.topViewController === next)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func removedOnCompletionAloneDoesNotHoldTheEndValue() {
        let engine = freshEngine()
        let view = UIView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.isRemovedOnCompletion = false
        view.layer.add(fade, forKey: "fade")
        engine.advance(by: 2)
        #expect(view.layer.animation(forKey: "fade") != nil, "still on the layer")
        #expect(presented(view).opacity == 1, "but without fill forwards the model value shows")
    }

    @Test func aFillingGroupHoldsItsChildrensEndValues() {
        let engine = freshEngine()
        let view = UIView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 0.5
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        view.layer.add(group, forKey: "group")
        engine.advance(by: 1)
        #expect(isClose(CGFloat(presented(view).opacity), 0.2, 1e-6))
    }

    @Test func groupTimingWarpsItsChildren() {
        let engine = freshEngine()
        let view = UIView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(group, forKey: nil)
        engine.advance(by: 0.25)
        #expect(isClose(CGFloat(presented(view).opacity), 0.129162, 1e-4))
    }

    @Test func aCompletionBlockCountsOnlyAnimationsAddedAfterIt() {
        let engine = freshEngine()
        let view = UIView()
        var completedAt: TimeInterval?
        CATransaction.begin()
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        CATransaction.setCompletionBlock { completedAt = AnimationEngine.shared.currentTime }
        CATransaction.commit()
        engine.advance(by: 0)
        #expect(completedAt == 0, "nothing was added after the block: it runs at once")
    }
}
