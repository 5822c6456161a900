import Foundation
import TestSupport
import Testing
import TransitionKit

@testable import Animators

/// Review (sampling the animations at an earlier time) and animation snapshots, on seed 004's
/// keyframe flip: 3 s of keyframes, the old screen turning about its bottom centre from 0 to π/2
/// over key time 0…0.65 and on to π over 0.65…1 (the article's second keyframe, 0.65 + 1.0,
/// clamped to end at 1), ease-in-out (0.42, 0, 0.58, 1) over the whole.
@MainActor
@Suite struct TimelineReviewTests {
    /// Seed 004's push from Home to Next, begun at time 0, with what keeps it alive (the
    /// navigation controller holds its delegate weakly, as UIKit's does).
    private struct Flip {
        let window: UIWindow
        let home: UIViewController
        let delegate: KeyframeFlipDelegate
    }

    private func pushFlip() -> Flip {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = KeyframeFlipDelegate()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(TitledViewController("Next"), animated: true)
        return Flip(window: window, home: home, delegate: delegate)
    }

    /// What is on screen for every view in the window: presentation transform and frame, in tree
    /// order.
    private func onScreen(_ window: UIWindow) -> [(CATransform3D, CGRect, Float)] {
        var values: [(CATransform3D, CGRect, Float)] = []
        func visit(_ view: UIView) {
            let shown = view.layer.presentation() ?? view.layer
            values.append((shown.transform, shown.frame, shown.opacity))
            view.subviews.forEach(visit)
        }
        visit(window)
        return values
    }

    private func same(_ a: [(CATransform3D, CGRect, Float)], _ b: [(CATransform3D, CGRect, Float)]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { CATransform3DEqualToTransform($0.0, $1.0) && $0.1 == $1.1 && $0.2 == $1.2 }
    }

    @Test func steppingBackThreeFramesShowsExactlyWhatWasLiveThen() {
        let flip = pushFlip()
        let (window, home) = (flip.window, flip.home)
        let engine = AnimationEngine.shared
        let frame = 1.0 / 60
        for _ in 0..<60 { engine.advance(by: frame) }  // 1 s into the flip, frame by frame
        #expect(home.view.layer.animationKeys() == ["transform"])
        // Live values at t1 and at the three frames after it.
        var times = [engine.currentTime]
        var live = [onScreen(window)]
        for _ in 0..<3 {
            engine.advance(by: frame)
            times.append(engine.currentTime)
            live.append(onScreen(window))
        }
        #expect(!same(live[0], live[3]), "the flip moved")
        // Nothing but time passed since the push at 0: everything back to it can be reviewed.
        #expect(engine.earliestReviewTime == 0)

        // Back three frames: exactly what was live at t1, bit for bit.
        for back in 1...3 {
            let used = engine.review(at: times[3 - back])
            #expect(used == times[3 - back])
            #expect(engine.reviewTime == times[3 - back])
            #expect(engine.presentationTime == times[3 - back])
            #expect(same(onScreen(window), live[3 - back]))
        }
        // Forward again through the same frames to live.
        for forward in 1...3 {
            engine.review(at: times[forward])
            #expect(same(onScreen(window), live[forward]))
        }
        #expect(engine.reviewTime == nil, "at currentTime the engine is live")
        #expect(engine.currentTime == times[3], "review moved no time")
        withExtendedLifetime(flip) {}
    }

    @Test func theFlipsAngleAtAChosenTimeIsTheKeyframesThroughTheCurve() {
        let flip = pushFlip()
        let (window, home) = (flip.window, flip.home)
        let engine = AnimationEngine.shared
        // t = 1.2 s: time fraction 0.4; ease-in-out gives k = y(s) where x(s) = 0.4 (bisection,
        // TestSupport); k ≈ 0.3318 < 0.65, so the first keyframe: angle = (k / 0.65) · π/2.
        // The control points as Core Animation keeps them: `Float`s (0.42 is 0.41999998688…).
        let (x1, x2) = (Double(Float(0.42)), Double(Float(0.58)))
        let k = bezierProgress(0.4, x1, 0, x2, 1)
        #expect(abs(k - 0.3318) < 1e-3)
        let expected = k / 0.65 * .pi / 2
        engine.advance(by: 1.2)
        #expect(isClose(presentedAngle(home.view), expected, 1e-9))

        // The snapshot describes the same animation: the keyframes, the curve, the times.
        let snapshots = engine.animationSnapshots(in: window.layer)
        let turn = snapshots.first { $0.view === home.view }
        #expect(turn?.keyPath == "transform")
        #expect(turn?.key == "transform")
        #expect(turn?.keyTimes == [0, 0.65, 1])
        #expect(turn?.calculationMode == .linear)
        #expect(turn?.timing == .bezier(c1: CGPoint(x: x1, y: 0), c2: CGPoint(x: x2, y: 1)))
        #expect(turn?.beginTime == 0)
        #expect(turn?.duration == 3)
        #expect(turn?.activeDuration == 3)
        #expect(abs((turn?.progress(atFraction: 0.4) ?? 0) - k) < 1e-9)
        // 0.3318 / 0.65 · 90° ≈ 45.94°, about the bottom centre (195, 844): no translation.
        let degrees = String(format: "%.2f", Double(expected) * 180 / .pi)
        #expect(turn?.value(at: 1.2) == "rotation \(degrees)° scale 1.000 × 1.000 translation (0.0, 0.0)")

        // Later, reviewing 1.2 s shows the same angle again.
        engine.advance(by: 0.8)
        #expect(!isClose(presentedAngle(home.view), expected, 1e-3))
        engine.review(at: 1.2)
        #expect(isClose(presentedAngle(home.view), expected, 1e-9))
        withExtendedLifetime(flip) {}
    }

    @Test func reviewIsClampedToWhatSamplingCanShow() {
        let flip = pushFlip()
        let home = flip.home
        let engine = AnimationEngine.shared
        engine.advance(by: 1)
        #expect(engine.review(at: -5) == 0, "not before the push")
        #expect(engine.review(at: 7) == 1, "not after now")
        #expect(engine.reviewTime == nil)
        engine.review(at: 0.5)
        #expect(engine.reviewTime == 0.5)
        engine.endReview()
        #expect(engine.reviewTime == nil)

        // Time moving on ends a review; advance(by: 0) with nothing due does not.
        engine.review(at: 0.5)
        engine.advance(by: 0)
        #expect(engine.reviewTime == 0.5)
        engine.advance(by: 0.1)
        #expect(engine.reviewTime == nil)

        // A model change cannot be undone by sampling: the review ends, and nothing before it
        // can be reviewed any more.
        engine.review(at: 0.5)
        home.view.alpha = 0.5
        #expect(engine.reviewTime == nil)
        #expect(engine.earliestReviewTime == engine.currentTime)
        #expect(engine.review(at: 0.5) == engine.currentTime)
        withExtendedLifetime(flip) {}
    }

    @Test func theFlipsEndIsAChangeReviewCannotCross() {
        let flip = pushFlip()
        let home = flip.home
        let engine = AnimationEngine.shared
        engine.advance(by: 2.5)
        engine.advance(by: 1)  // past 3 s: the animation is removed, the completion ran
        #expect(home.view.layer.animationKeys() == nil)
        // The end was at 3 s (a timer), and the completion removed the view then.
        #expect(engine.earliestReviewTime == 3)
        #expect(engine.review(at: 2.9) == 3)
        withExtendedLifetime(flip) {}
    }

    @Test func resetGoesLive() {
        let engine = freshEngine()
        engine.advance(by: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.5
        #expect(engine.earliestReviewTime == 1)
        engine.reset()
        #expect(engine.earliestReviewTime == 0)
        #expect(engine.reviewTime == nil)
    }
}
