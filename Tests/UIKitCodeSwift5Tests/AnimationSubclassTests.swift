import Foundation
import TestSupport
import Testing
import TransitionKit

/// `Fixtures/PulseAnimation.swift`: a `CABasicAnimation` subclass with `override init()`, added
/// to a layer (which keeps a copy), told apart in `animationDidStop` by key-value-coded values.
@MainActor
@Suite struct AnimationSubclassTests {
    /// Scale 1 → 1.2 in 0.25 s (linear: no timing function), autoreversing, twice: 1 s in all.
    /// At 0.125 s the scale is 1.1; at 0.375 s (half-way back) 1.1; at 1 s it is over.
    @Test func theSubclassRunsAndItsCopyCarriesTheTags() {
        let window = makeWindow(UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let coordinator = PulseCoordinator()
        coordinator.pulse(view)

        let running = view.layer.animation(forKey: "pulse")
        #expect(running is CABasicAnimation, "the layer's copy is of the nearest Core Animation class")
        #expect(!(running is PulseAnimation), "documented: a copy is not of the user's subclass")
        #expect((running as? CABasicAnimation)?.keyPath == "transform.scale")
        #expect(running?.repeatCount == 2 && running?.autoreverses == true)

        AnimationEngine.shared.advance(by: 0.125)
        #expect(isClose(presentedScale(view), 1.1))
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(presentedScale(view), 1.1))
        AnimationEngine.shared.advance(by: 0.625)
        #expect(coordinator.finishedIDs == ["pulse"])
        #expect(coordinator.pulsedLayers.first === view.layer)
        #expect(isClose(presentedScale(view), 1), "removed on completion: the model scale shows")
    }

    @Test func copyingKeepsEveryProperty() {
        let pulse = PulseAnimation()
        let copy = pulse.copy() as? CABasicAnimation
        #expect(copy?.fromValue as? Double == 1.0 && copy?.toValue as? Double == 1.2)
        #expect(copy?.duration == 0.25 && copy?.value(forKey: "animationID") as? String == "pulse")
        pulse.toValue = 2.0
        #expect(copy?.toValue as? Double == 1.2, "the copy is independent")
    }

    /// A timeline reads the subclass's copy as Core Animation runs it — 0.25 s a pass, there and
    /// back, twice: 1 s in all, linear — and review shows any earlier moment of it exactly: at
    /// 0.3 s the second half of the first pass, 0.8 of the way, scale 1 + 0.2 · 0.8 = 1.16.
    @Test func aTimelineReadsTheSubclassAndReviewShowsItsPast() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.add(PulseAnimation(), forKey: "pulse")
        let snapshot = engine.animationSnapshots(in: view.layer).first
        #expect(snapshot?.keyPath == "transform.scale")
        #expect(snapshot?.key == "pulse")
        #expect(snapshot?.duration == 0.25)
        #expect(snapshot?.activeDuration == 1)
        #expect(snapshot?.timing == .linear)
        engine.advance(by: 0.3)
        let atThree = presentedScale(view)
        #expect(isClose(atThree, 1.16, 1e-9))
        engine.advance(by: 0.3)
        #expect(!isClose(presentedScale(view), 1.16, 1e-3))
        engine.review(at: 0.3)
        #expect(presentedScale(view) == atThree)
        #expect(snapshot?.value(at: 0.3) == "1.160")
    }
}
