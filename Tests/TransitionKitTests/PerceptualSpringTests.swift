import Foundation
import TestSupport
import Testing
import TransitionKit

/// iOS 17's springs, described by a perceptual duration d and a bounce b: mass 1, stiffness
/// (2π/d)², damping ratio ζ = 1 − b (b ≥ 0) or 1/(1 + b) (b < 0), so ω₀ = 2π/d. Positions are
/// the damped oscillator worked by hand:
/// - critically damped (b = 0): x(t) = 1 − e^{−ω₀t}(1 + ω₀t);
/// - underdamped: x(t) = 1 − e^{−ζω₀t}(cos ω_d t + (ζω₀/ω_d) sin ω_d t), ω_d = ω₀√(1 − ζ²).
@MainActor
@Suite struct PerceptualSpringTests {
    /// Apple's worked example (SwiftUI's `Spring`): d = 0.5, b = 0.3 → mass 1, stiffness
    /// (4π)² = 157.91, damping 0.7 · 2 · 4π = 17.59; and back again.
    @Test func aSpringAnimationFromDurationAndBounce() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, 157.9137, 1e-4))
        #expect(isClose(spring.damping, 17.5929, 1e-4))
        #expect(isClose(spring.perceptualDuration, 0.5, 1e-12) && isClose(spring.bounce, 0.3, 1e-12))
        #expect(!spring.allowsOverdamping)
        #expect(spring.duration == spring.settlingDuration && spring.duration > 0.5)
    }

    /// b = −0.5: ζ = 1/0.5 = 2, damping 2 · 2 · 4π = 50.27, overdamping allowed; the bounce
    /// reads back as 1/ζ − 1 = −0.5.
    @Test func aNegativeBounceIsOverdamped() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        #expect(isClose(spring.damping, 50.2655, 1e-4))
        #expect(spring.allowsOverdamping)
        #expect(isClose(spring.bounce, -0.5, 1e-12))
    }

    /// position.x 0 → 100 on the d = 0.5, b = 0.3 spring: ω₀ = 4π, ζ = 0.7, ω_d = 8.9742; at
    /// 0.1 s e^{−0.87965}(cos 0.89742 + 0.98020 sin 0.89742) = 0.57670, so x = 42.330.
    @Test func theSpringMovesAsWorkedByHand() {
        let engine = freshEngine()
        let layer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        spring.keyPath = "position.x"
        spring.fromValue = 0
        spring.toValue = 100
        layer.add(spring, forKey: nil)
        engine.advance(by: 0.1)
        #expect(isClose(layer.presentation()?.position.x ?? -1, 42.330, 1e-3))
    }

    /// Mass 1, stiffness 100, damping 40 is ζ = 2. Without overdamping (the default) it moves
    /// critically damped, ω₀ = 10: at 0.1 s x = 1 − e^{−1}·2 = 0.26424. Allowed, it creeps:
    /// roots −20 ± 10√3, d(t) = a e^{r₁t} + (1 − a) e^{r₂t} with a = −r₂/(r₁ − r₂) = 1.07735:
    /// x = 0.17774.
    @Test func overdampingIsOnlyAllowedWhenAsked() {
        let engine = freshEngine()
        func spring(allowing: Bool) -> CALayer {
            let layer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.damping = 40
            spring.allowsOverdamping = allowing
            spring.fromValue = 0
            spring.toValue = 1
            spring.duration = 5
            layer.add(spring, forKey: nil)
            return layer
        }
        let clamped = spring(allowing: false)
        let creeping = spring(allowing: true)
        engine.advance(by: 0.1)
        #expect(isClose(clamped.presentation()?.position.x ?? -1, 0.26424, 1e-5))
        #expect(isClose(creeping.presentation()?.position.x ?? -1, 0.17774, 1e-5))
    }

    /// UIView.animate(springDuration: 1, bounce: 0): critically damped, ω₀ = 2π. Centre x 50 →
    /// 150: at 0.25 s 50 + 100(1 − e^{−π/2}(1 + π/2)) = 96.558. It runs until it stays within
    /// 0.1 %: (1 + ω₀t)e^{−ω₀t} = 0.001 at ω₀t = 9.2348, t = 1.4698 s, found on 1 ms steps at
    /// 1.470 s, when the completion runs with true.
    @Test func viewSpringsWithDurationAndBounce() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finishedAt: TimeInterval?
        UIView.animate(springDuration: 1, bounce: 0) {
            view.center.x = 150
        } completion: { finished in
            if finished { finishedAt = AnimationEngine.shared.currentTime }
        }
        #expect(view.center.x == 150, "the model changes at once")
        engine.advance(by: 0.25)
        #expect(isClose(presented(view).position.x, 96.558, 1e-3))
        engine.advance(by: 1.2)
        #expect(finishedAt == nil)
        engine.advance(by: 0.05)
        #expect(isClose(CGFloat(finishedAt ?? 0), 1.470, 1.5e-3))
        #expect(isClose(presented(view).position.x, 150))
    }

    /// The same spring in a property animator: UISpringTimingParameters(duration: 0.5, bounce:
    /// 0.3) moving x 0 → 100 is at 42.330 after 0.1 s, as the layer animation above; the
    /// animator's own duration (10 s) is ignored, the run lasting the settling time.
    @Test func timingParametersWithDurationAndBounce() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let timing = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: timing)
        animator.addAnimations { view.center.x = 100 }
        var ended = false
        animator.addCompletion { ended = $0 == .end }
        animator.startAnimation()
        engine.advance(by: 0.1)
        #expect(isClose(presented(view).position.x, 42.330, 1e-3))
        engine.advance(by: 2)
        #expect(ended)
        let moving = UISpringTimingParameters(duration: 0.5, bounce: 0, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(moving.initialVelocity == CGVector(dx: 2, dy: 0))
    }
}
