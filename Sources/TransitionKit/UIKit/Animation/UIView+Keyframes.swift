import Foundation

extension UIView {
    /// Animates the keyframes added in `animations` over `duration` seconds after `delay`.
    ///
    /// Inside `animations`, call `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`;
    /// each keyframe moves its properties from the value they had to the value its block sets,
    /// between its relative start and end (fractions 0…1 of `duration`), holding otherwise.
    /// Values between keyframes follow the calculation mode in `options` (linear by default).
    /// The overall curve — ease-in-out unless curve bits of `UIView.AnimationOptions` are OR-ed
    /// into `options` — warps the whole timeline: relative time 0.65 of a 3 s animation is
    /// reached at ≈ 1.766 s. Properties changed outside any keyframe span the whole duration.
    /// `completion` as for `animate(withDuration:…)`.
    /// Source: Apple's documentation for `animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let log = AnimationEngine.shared.diagnostics
        let method = "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
        let capture = AnimationCapture(
            kind: .keyframes(mode: options.calculationMode),
            duration: log.checkedTime(duration, "duration", of: method),
            delay: log.checkedTime(delay, "delay", of: method),
            curve: TimingCurve(options.curve),
            repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse))
        AnimationEngine.shared.run(capture, changes: animations, completion: completion)
    }

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)` awaited: returns
    /// when the completion would run, on the engine's clock, with its `finished` value (`true`
    /// when the animations ran to the end, `false` when they were interrupted). This is the
    /// iOS SDK's only `async` form of a `UIView` animation method: UIKit marks `animate(…)` and
    /// `transition(…)` as having none, so `await UIView.animate(withDuration:…)` does not wait
    /// there either. Nothing moves unless the engine is advanced: in a test, start the call with
    /// `let task = Task.immediate { await UIView.animateKeyframes(…) }` (it runs up to the wait
    /// at once, so the animation exists when it returns), call
    /// `AnimationEngine.shared.advance(by:)`, then `await task.value`; the playground advances
    /// the clock and runs the main actor's work every frame. If the engine is reset before the
    /// animation ends, the call never returns (ours).
    /// Source: Apple's documentation for `animateKeyframes(withDuration:delay:options:animations:completion:)`
    /// (its `async` declaration).
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await withCheckedContinuation { continuation in
            animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations) {
                continuation.resume(returning: $0)
            }
        }
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block: the changes in `animations`
    /// happen between `frameStartTime` and `frameStartTime + frameDuration`, fractions (0…1) of
    /// the whole animation's duration.
    ///
    /// A keyframe that starts outside 0…1 or ends after 1 is clamped into 0…1 and reported as a
    /// `keyframe-out-of-range` diagnostic (ours; UIKit's result is undefined). Called outside
    /// an `animateKeyframes` block, the changes are made without animation.
    /// Source: Apple's documentation for `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let engine = AnimationEngine.shared
        guard let capture = engine.currentCapture, capture.isKeyframes else {
            performWithoutAnimation(animations)
            return
        }
        let start = min(max(frameStartTime, 0), 1)
        let end = min(max(frameStartTime + max(frameDuration, 0), start), 1)
        if frameStartTime < 0 || frameStartTime > 1 || frameDuration < 0 || frameStartTime + frameDuration > 1 + 1e-9 {
            engine.diagnostics.reportFromAnimatorCode(
                .keyframeOutOfRange,
                String(
                    format: "keyframe at relative start %g, duration %g ends at %g, past 1: clamped to %g…%g. "
                        + "Relative start + duration must stay within 0…1.",
                    frameStartTime, frameDuration, frameStartTime + frameDuration, start, end))
        }
        capture.recordKeyframe(start: start, end: end, animations)
    }
}
