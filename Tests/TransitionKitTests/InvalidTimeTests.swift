import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// Every duration and delay TransitionKit reads from user code is checked alike: one that is
/// not finite or is negative is reported (`time-invalid`, naming the method and the value) and
/// the method's fallback is used — 0 s, or Core Animation's default 0.25 s for a
/// `CAAnimation` and a transaction. (Called outside an animator, so no animator is named.)
@MainActor
@Suite struct InvalidTimeTests {
    /// The one message for `method` given `value` as `parameter`, `fallback` used.
    func message(_ method: String, _ parameter: String, _ value: String, fallback: String = "0 s") -> String {
        "\(method): the \(parameter) is \(value); \(fallback) used instead. Give a finite \(parameter) of 0 s or more."
    }

    var reported: [String] {
        AnimationEngine.shared.diagnostics.filter { $0.kind == .invalidTime }.map(\.message)
    }

    /// An infinite keyframe duration becomes 0 s: the change is made at once, no animation stays.
    @Test func keyframesWithInfiniteDuration() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: .infinity, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }
        engine.advance(by: 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0)
        #expect(
            reported == [
                message(
                    "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)", "duration",
                    ".infinity")
            ])
    }

    /// A NaN delay becomes 0 s: the 1 s fade runs from now (alpha 0.5 at 0.5 s, linear).
    @Test func animationWithNaNDelay() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: .nan, options: .curveLinear, animations: { view.alpha = 0 })
        engine.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        #expect(
            reported == [message("UIView.animate(withDuration:delay:options:animations:completion:)", "delay", ".nan")])
    }

    /// A property animator made with −1 s lasts 0 s; a start after `.infinity` starts now.
    @Test func propertyAnimatorWithNegativeDurationAndInfiniteDelay() {
        _ = freshEngine()
        let animator = UIViewPropertyAnimator(duration: -1, curve: .linear)
        #expect(animator.duration == 0)
        animator.addAnimations {}
        animator.startAnimation(afterDelay: .infinity)
        #expect(animator.delay == 0)
        #expect(
            reported == [
                message("UIViewPropertyAnimator(duration:timingParameters:)", "duration", "-1 s"),
                message("UIViewPropertyAnimator.startAnimation(afterDelay:)", "delay", ".infinity"),
            ])
    }

    /// A `CABasicAnimation` of infinite duration runs Core Animation's default 0.25 s; so does a
    /// transaction given `.nan`.
    @Test func coreAnimationTimes() throws {
        _ = freshEngine()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = .infinity
        layer.add(fade, forKey: "fade")
        #expect(try #require(layer.animation(forKey: "fade")).duration == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(.nan)
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.commit()
        #expect(
            reported == [
                message("CALayer.add(_:forKey:) of a CABasicAnimation", "duration", ".infinity", fallback: "0.25 s"),
                message("CATransaction.setAnimationDuration(_:)", "duration", ".nan", fallback: "0.25 s"),
            ])
    }

    /// `UIView.transition(with:duration:…)` given `.infinity` makes the change at once.
    @Test func viewTransitionWithInfiniteDuration() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.transition(
            with: view, duration: .infinity, options: .transitionCrossDissolve,
            animations: {
                view.backgroundColor = .red
            })
        engine.advance(by: 0)
        #expect(view.subviews.isEmpty, "no snapshot cross-dissolving")
        #expect(
            reported == [
                message("UIView.transition(with:duration:options:animations:completion:)", "duration", ".infinity")
            ])
    }
}
