import Foundation
import TestSupport
import Testing
import TransitionKit

/// `UIView.animateKeyframes(…) async -> Bool`, the iOS SDK's one async view animation: it
/// returns the completion's `finished`, when the completion would run, on the engine's clock.
/// The call is started with `Task.immediate` (it runs up to its wait at once), the clock is
/// advanced by hand, then the task's value is awaited: no sleeps, no wall clock. Nothing here
/// suspends while the animation is in flight: other tests share the engine and may run on the
/// main actor whenever a test suspends.
@MainActor
@Suite struct AsyncAnimationTests {
    /// Two keyframes over 2 s: x 0 → 100 in the first half, → 300 in the second, under the
    /// default ease-in-out overall curve. At 0.5 s the timeline is at easeInOut(0.25) = k, in
    /// the first keyframe: x = 100 · k / 0.5. After 2 s the call returns true.
    @Test func awaitingKeyframesReturnsWhenTheyEnd() async {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let task = Task.immediate {
            await UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeLinear]) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 300 }
            }
        }
        engine.advance(by: 0.5)
        let k = bezierProgress(0.25, 0.42, 0, 0.58, 1)
        #expect(isClose(presented(view).position.x, 100 * k / 0.5, 1e-5))
        engine.advance(by: 1.5)
        #expect(await task.value == true)
        #expect(view.center.x == 300)
    }

    /// Interrupted — the layer's animations removed half way — it returns false.
    @Test func anInterruptedAnimationReturnsFalse() async {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let task = Task.immediate {
            await UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) { view.alpha = 0 }
        }
        engine.advance(by: 0.5)
        view.layer.removeAllAnimations()
        engine.advance(by: 0)
        #expect(await task.value == false)
    }
}
