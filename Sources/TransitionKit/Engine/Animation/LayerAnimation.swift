import Foundation

/// One running animation of one layer property: what UIKit builds (a `CABasicAnimation` or
/// `CAKeyframeAnimation`) when a property changes inside an animation block.
///
/// Times are in the layer's local time (engine time converted through the layer tree's
/// `beginTime`/`speed`/`timeOffset`, as Core Animation does) — except for an animation made
/// inside a `UIViewPropertyAnimator`'s block: it reads its progress from the animator's
/// timeline (`timelineMember`), and its `beginTime`, `duration` and `curve` are not used.
@MainActor
final class LayerAnimation {
    let property: LayerProperty
    let track: AnimationTrack
    /// Local time at which the animation starts (after its delay), seconds. Moved when an
    /// interaction gives its layer's time back.
    var beginTime: TimeInterval
    /// Seconds for one pass; ≤ 0 means it is complete at once.
    let duration: TimeInterval
    let curve: TimingCurve
    /// Passes to run; `.infinity` repeats for ever. 1 runs once.
    let repeatCount: Double
    let autoreverses: Bool
    /// The `UIView.animate…` call this animation came from; its completion waits for it.
    weak var group: AnimationGroup?
    /// Set for an animation driven by a property animator's timeline (see `AnimatorTimeline`).
    var timelineMember: AnimatorTimeline.Member?

    init(
        property: LayerProperty, track: AnimationTrack, beginTime: TimeInterval, duration: TimeInterval,
        curve: TimingCurve, repeatCount: Double = 1, autoreverses: Bool = false, group: AnimationGroup?
    ) {
        self.property = property
        self.track = track
        self.beginTime = beginTime
        self.duration = duration
        self.curve = curve
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.group = group
    }

    /// Local time at which the animation has run all its passes (infinite when repeating for ever).
    var endTime: TimeInterval {
        guard duration > 0 else { return beginTime }
        let pass = duration * (autoreverses ? 2 : 1)
        return beginTime + pass * max(repeatCount, 1)
    }

    func isFinished(atLocalTime time: TimeInterval) -> Bool {
        time >= endTime
    }

    /// Elapsed fraction of one pass (0…1, folded back when autoreversing) at local time `time`.
    func elapsedFraction(atLocalTime time: TimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        let elapsed = time - beginTime
        if elapsed <= 0 { return 0 }
        let pass = duration * (autoreverses ? 2 : 1)
        if time >= endTime { return autoreverses ? 0 : 1 }
        let within = elapsed.truncatingRemainder(dividingBy: pass)
        let u = within / duration
        return u > 1 ? 2 - u : u
    }

    /// The presentation value at local time `time`; before the start (during a delay) it is the
    /// initial value, as UIKit's backwards fill shows.
    func value(atLocalTime time: TimeInterval) -> AnimatableValue? {
        if let timelineMember { return track.value(at: timelineMember.progress) }
        return track.value(at: curve.progress(at: elapsedFraction(atLocalTime: time)))
    }
}
