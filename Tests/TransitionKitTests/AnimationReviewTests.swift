import Foundation
import TestSupport
import Testing
import TransitionKit

/// Review and snapshots for what is not a pure function of the engine's clock (property
/// animators, display links, held layer time) and for explicit animations. Every expected value
/// is worked by hand from the animation's numbers.
@MainActor
@Suite struct AnimationReviewTests {
    @Test func aRunningPropertyAnimatorIsReviewedOnItsOwnClockAndItsChangesBound() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Centre x 50 → 150 over 1 s, linear: 50 + 100 t.
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        engine.advance(by: 0.25)
        let atQuarter = presented(view).position
        #expect(atQuarter.x == 75)
        engine.advance(by: 0.25)
        #expect(presented(view).position.x == 100)

        engine.review(at: 0.25)
        #expect(presented(view).position == atQuarter)
        // The snapshot: its position now (0.25) placed on the clock, the run's curve.
        let snapshot = engine.animationSnapshots(in: view.layer).first
        #expect(snapshot?.keyPath == "position")
        #expect(snapshot?.beginTime == 0)
        #expect(snapshot?.duration == 1)
        #expect(snapshot?.timing == .linear)
        #expect(snapshot?.value(at: 0.75) == "(125.0, 50.0)")
        engine.endReview()

        // Pausing changes the animator's clock: nothing before it can be reviewed.
        animator.pauseAnimation()
        #expect(engine.earliestReviewTime == 0.5)
        #expect(engine.review(at: 0.25) == 0.5)
        // Scrubbing while paused is a change too, however often.
        engine.advance(by: 0.5)
        animator.fractionComplete = 0.2
        #expect(engine.earliestReviewTime == 1)
        #expect(presented(view).position.x == 70)
        animator.stopAnimation(true)
    }

    @MainActor final class Mover {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func step(_ link: CADisplayLink) { view.center.x += 10 }
    }

    @Test func aDisplayLinkMovesWhatNoClockKnows() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mover = Mover(view)
        let link = CADisplayLink(target: mover, selector: Mover.step)
        link.add(to: .main, forMode: .common)
        engine.advance(by: 0.1)
        engine.advance(by: 0.1)
        #expect(view.center.x == 70)
        // Each frame the link ran (and moved the view): review cannot go back past the last.
        #expect(engine.earliestReviewTime == engine.currentTime)
        #expect(engine.review(at: 0.1) == engine.currentTime)
        #expect(engine.reviewTime == nil)
        link.invalidate()
    }

    @Test func heldLayerTimeIsAChangeAndSamplesItsOffset() {
        let engine = freshEngine()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(view)
        // Alpha 1 → 0 over 1 s, linear.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        engine.advance(by: 0.5)
        // Held as an interactive transition holds its container: time stands at 0.3.
        container.layer.speed = 0
        container.layer.timeOffset = 0.3
        #expect(engine.earliestReviewTime == 0.5)
        engine.advance(by: 0.5)
        #expect(isClose(CGFloat(presented(view).opacity), 0.7, 1e-6))
        engine.review(at: 0.75)
        #expect(isClose(CGFloat(presented(view).opacity), 0.7, 1e-6), "held time is the offset at any time")
        // The bar on the engine clock: begun 0.3 s before the reviewed moment.
        #expect(engine.animationSnapshots(in: container.layer).first?.beginTime == 0.75 - 0.3)
        container.layer.timeOffset = 0.4
        #expect(engine.reviewTime == nil)
        #expect(engine.earliestReviewTime == 1)
    }

    @Test func settingWhatIsAlreadySetIsNoChange() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Inbox"
        view.addSubview(label)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        engine.advance(by: 0.5)
        engine.review(at: 0.25)
        // What a layout pass does every frame: the same frame, border, colour, text again.
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.layer.borderWidth = 0
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        label.text = "Inbox"
        label.textColor = .label
        view.isHidden = false
        #expect(engine.reviewTime == 0.25)
        #expect(engine.earliestReviewTime == 0)
        // A new text is a change.
        label.text = "Inbox (3)"
        #expect(engine.reviewTime == nil)
        #expect(engine.earliestReviewTime == 0.5)
    }

    /// Code that animates while the engine shows an earlier moment works on what is live: the
    /// new animation starts from the value on screen now, and the review ends.
    @Test func animatingDuringAReviewStartsFromTheLiveValue() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Centre x 50 → 150 over 1 s, linear.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        engine.advance(by: 0.5)
        engine.review(at: 0.25)
        #expect(presented(view).position.x == 75)
        // From where it is live (100, at 0.5 s) to 0, not from the reviewed 75.
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 0 })
        #expect(engine.reviewTime == nil)
        #expect(presented(view).position.x == 100)
        engine.advance(by: 0.5)
        #expect(presented(view).position.x == 50)
    }

    @Test func explicitAnimationsGiveOneSnapshotPerPropertyAnimation() {
        let engine = freshEngine()
        engine.advance(by: 1)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        // A group of 2 s: x 0 → 100 over 1 s from 0.5 s into it (linear), and a spring of the
        // opacity that lasts as long as the group (it has no duration of its own).
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.beginTime = 0.5
        slide.duration = 1
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.fromValue = 0
        spring.toValue = 1
        spring.stiffness = 200
        let group = CAAnimationGroup()
        group.animations = [slide, spring]
        group.duration = 2
        layer.add(group, forKey: "enter")
        // Keyframes without key times: evenly spaced, repeated twice, autoreversing.
        let wobble = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        wobble.values = [0, 0.1, -0.1, 0]
        wobble.duration = 0.4
        wobble.repeatCount = 2
        wobble.autoreverses = true
        wobble.calculationMode = .cubic
        wobble.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(wobble, forKey: "wobble")
        #expect(engine.earliestReviewTime == 1, "adding animations is a change")

        let snapshots = engine.animationSnapshots(in: layer)
        #expect(snapshots.map(\.keyPath) == ["opacity", "position.x", "transform.rotation.z"])
        #expect(snapshots.map(\.key) == ["enter", "enter", "wobble"])
        let (fade, move, turn) = (snapshots[0], snapshots[1], snapshots[2])
        #expect([fade.beginTime, fade.duration, fade.activeDuration] == [1, 2, 2])
        #expect(fade.timing == .spring(mass: 1, stiffness: 200, damping: 10, initialVelocity: 0))
        #expect([move.beginTime, move.duration, move.activeDuration] == [1.5, 1, 1])
        #expect(move.timing == .linear)
        #expect(move.progress(atFraction: 0.3) == 0.3)
        // At 2 s the group is 1 s in, the slide 0.5 s in: halfway, x = 50.
        #expect(move.value(at: 2) == "50.000")
        let evenly: [Double] = [0, 1.0 / 3, 2.0 / 3, 1]
        #expect(turn.keyTimes == evenly)
        #expect(turn.calculationMode == .cubic)
        // 0.4 s a pass, back and forth, twice: 1.6 s.
        #expect(turn.duration == 0.4)
        #expect(isClose(turn.activeDuration, 1.6, 1e-12))
        #expect(turn.timing == .bezier(c1: CGPoint(x: CGFloat(Float(0.42)), y: 0), c2: CGPoint(x: 1, y: 1)))
        // After its end (2.6 s) without a fill, it shows nothing.
        #expect(turn.value(at: 3) == nil)
        #expect(turn.endTime == turn.beginTime + turn.activeDuration)
    }

    @Test func aUIKitSpringIsDescribedAsTheMassOneSpringTheEngineRuns() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(
            withDuration: 0.5, delay: 0.2, usingSpringWithDamping: 1, initialSpringVelocity: 2, options: [],
            animations: { view.center.y = 150 })
        let snapshot = engine.animationSnapshots(in: view.layer).first
        #expect(snapshot?.beginTime == 0.2, "after the delay")
        #expect(snapshot?.duration == 0.5)
        guard case .spring(let mass, let stiffness, let damping, let velocity) = snapshot?.timing else {
            Issue.record("not a spring: \(String(describing: snapshot?.timing))")
            return
        }
        // Critically damped (ζ = 1): damping = 2√(stiffness · mass); velocity as UIKit's.
        #expect(mass == 1)
        #expect(isClose(damping, 2 * stiffness.squareRoot(), 1e-9))
        #expect(isClose(velocity, 2, 1e-12))
        // The curve is the engine's: x(u) of the critically damped spring ω₀ = √stiffness·0.5.
        let omega = Double(stiffness.squareRoot()) * 0.5
        let v0 = 2 * 0.5
        let u = 0.3
        let expected = 1 - exp(-omega * u) * (1 + (omega - v0) * u)
        #expect(abs((snapshot?.progress(atFraction: u) ?? 0) - expected) < 1e-9)
    }
}
