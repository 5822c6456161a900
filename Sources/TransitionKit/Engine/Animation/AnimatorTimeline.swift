import Foundation

/// The clock of one `UIViewPropertyAnimator`, independent of layer time; ours.
///
/// The animator's position is `fraction`, 0 (start) … 1 (end), whichever way it runs. The
/// animations made inside the animator's blocks are ordinary `LayerAnimation`s on their layers,
/// but each reads its progress from here through its `Member` instead of from layer time; so
/// pausing, scrubbing and reversing the animator move all of them at once, and a layer whose
/// time is held (`speed` 0, as a percent-driven transition holds the container) does not stop
/// them. Each member covers the part of the timeline from `spanStart` (its delay) to 1; its own
/// position is u = (fraction − spanStart) / (1 − spanStart), clamped to 0…1.
///
/// The timeline is in one of two modes:
/// - **scrubbed** at a fraction (the state before the first run, and after `scrub(to:)`):
///   each member shows progress u (`scrubsLinearly`), or `scrubCurve`(u);
/// - a **run** from the fraction it began at to a target (1 forwards, 0 backwards), moving the
///   fraction linearly in time over `length` seconds, paused or not. When a run begins, each
///   member notes its progress p₀ and position u₀; during the run it shows
///   p₀ + (target − p₀) · curve((u − u₀) / (target − u₀)): every animation follows the run's curve
///   over its own remaining part, from where it stood. The first run from 0 to 1 is therefore
///   simply curve(u), as a Core Animation animation with the delay and curve would be. Pausing
///   a run freezes it, so resuming continues exactly; scrubbing, reversing or continuing with
///   new timing begin a new run from what is on screen, so nothing jumps.
///
/// The engine keeps an active timeline (and the animator that owns it) alive until the
/// animator is inactive again, as UIKit keeps a running animator; a running timeline keeps
/// `AnimationEngine.hasActiveAnimations` true, a paused one does not.
@MainActor
final class AnimatorTimeline {
    /// One animation driven by the timeline: the link its `LayerAnimation` reads progress through.
    @MainActor
    final class Member {
        weak var timeline: AnimatorTimeline?
        weak var layer: CALayer?
        let animation: LayerAnimation
        /// The timeline fraction at which this animation begins, 0…1.
        let spanStart: Double
        /// Progress and own position (0…1) when the current run began.
        fileprivate var runStartProgress = 0.0
        fileprivate var runStartPosition = 0.0

        init(timeline: AnimatorTimeline, layer: CALayer, animation: LayerAnimation, spanStart: Double) {
            self.timeline = timeline
            self.layer = layer
            self.animation = animation
            self.spanStart = spanStart
        }

        /// This animation's own position (0…1) when the timeline stands at `fraction`.
        func position(atFraction fraction: Double) -> Double {
            guard spanStart < 1 else { return fraction >= 1 ? 1 : 0 }
            return min(max((fraction - spanStart) / (1 - spanStart), 0), 1)
        }

        /// The animation's progress now (0…1; a spring may overshoot).
        var progress: Double { timeline?.progress(of: self) ?? 1 }

        /// The layer, while this animation is still the one on it for its property.
        var attachedLayer: CALayer? {
            guard let layer, layer.animation(for: animation.property) === animation else { return nil }
            return layer
        }
    }

    /// A property the timeline animated, with the values `settle(_:at:)` may give it.
    struct Settlement {
        let layer: CALayer
        let property: LayerProperty
        /// The value before the animator's first animation of it.
        let initial: AnimatableValue
        /// The value its last animation moves to.
        let final: AnimatableValue
    }

    private struct Run {
        let startFraction: Double
        let target: Double
        let curve: TimingCurve
        let length: TimeInterval
        /// Seconds run before the latest resume.
        var elapsed: TimeInterval = 0
        /// Engine time at which it last started running (in the future during a delay); nil
        /// while paused.
        var resumedAt: TimeInterval?

        func elapsed(at now: TimeInterval) -> TimeInterval {
            min(elapsed + (resumedAt.map { max(now - $0, 0) } ?? 0), length)
        }

        func runFraction(at now: TimeInterval) -> Double {
            length > 0 ? elapsed(at: now) / length : 1
        }

        func fraction(at now: TimeInterval) -> Double {
            startFraction + (target - startFraction) * runFraction(at: now)
        }
    }

    private enum Mode {
        case scrubbed(Double)
        case run(Run)
    }

    private var mode = Mode.scrubbed(0)
    private var endTimer: Int?
    /// The animations made by the animator's blocks, oldest first.
    private(set) var members: [Member] = []
    /// Completions of `UIView.animate…` calls made inside the animator's blocks.
    private var nestedCompletions: [(Bool) -> Void] = []

    /// Whether a paused, scrubbed timeline shows progress u (true) or `scrubCurve`(u).
    var scrubsLinearly = true {
        didSet { AnimationEngine.shared.noteIrreversibleChange() }
    }
    /// The animator's own curve, for scrubbing when `scrubsLinearly` is false.
    var scrubCurve = TimingCurve(.linear) {
        didSet { AnimationEngine.shared.noteIrreversibleChange() }
    }
    /// Called when a run reaches its target (the timeline is then paused there).
    var onRunEnd: (@MainActor () -> Void)?

    private var now: TimeInterval { AnimationEngine.shared.currentTime }

    /// Where the timeline stands now, 0…1.
    var fraction: Double { fraction(at: now) }

    /// Where the timeline stands at engine time `time` (seconds) as it is set now, 0…1.
    func fraction(at time: TimeInterval) -> Double {
        switch mode {
        case .scrubbed(let fraction): fraction
        case .run(let run): run.fraction(at: time)
        }
    }

    /// The curve members follow now: the run's, or while scrubbed the scrub mapping (nil:
    /// linear).
    var currentCurve: TimingCurve? {
        switch mode {
        case .scrubbed: scrubsLinearly ? nil : scrubCurve
        case .run(let run): run.curve
        }
    }

    /// Whether a run is under way (including its delay).
    var isRunning: Bool {
        if case .run(let run) = mode { return run.resumedAt != nil }
        return false
    }

    /// The target of the current run (paused or not); nil when scrubbed.
    var runTarget: Double? {
        if case .run(let run) = mode { return run.target }
        return nil
    }

    /// The progress `member` shows now: on screen, so at the moment the engine reviews
    /// (`AnimationEngine.review(at:)`) while it does — a run's fraction is a function of time,
    /// and any change to the run ends a review.
    func progress(of member: Member) -> Double {
        progress(of: member, at: AnimationEngine.shared.presentationTime)
    }

    /// The progress `member` shows at engine time `time` (seconds) with the timeline as it is
    /// set now.
    func progress(of member: Member, at time: TimeInterval) -> Double {
        switch mode {
        case .scrubbed(let fraction):
            let u = member.position(atFraction: fraction)
            return scrubsLinearly ? u : scrubCurve.progress(at: u)
        case .run(let run):
            let u = member.position(atFraction: run.fraction(at: time))
            let span = run.target - member.runStartPosition
            guard abs(span) > 1e-12 else { return member.runStartProgress }
            let s = min(max((u - member.runStartPosition) / span, 0), 1)
            return member.runStartProgress + (run.target - member.runStartProgress) * run.curve.progress(at: s)
        }
    }

    // MARK: Moving

    /// Begins a run from what is on screen to `target` (0 or 1): the fraction moves linearly
    /// over `length` seconds after `delay` seconds; each member follows `curve` over its part.
    func beginRun(target: Double, curve: TimingCurve, length: TimeInterval, delay: TimeInterval) {
        AnimationEngine.shared.noteIrreversibleChange()
        let start = fraction
        for member in members {
            member.runStartProgress = progress(of: member)
            member.runStartPosition = member.position(atFraction: start)
        }
        mode = .run(
            Run(
                startFraction: start, target: target, curve: curve, length: max(length, 0),
                resumedAt: now + max(delay, 0)))
        scheduleEnd()
    }

    /// Freezes the current run where it stands.
    func pause() {
        guard case .run(var run) = mode, run.resumedAt != nil else { return }
        AnimationEngine.shared.noteIrreversibleChange()
        run.elapsed = run.elapsed(at: now)
        run.resumedAt = nil
        mode = .run(run)
        cancelEnd()
    }

    /// Lets a paused run go on after `delay` seconds.
    func resume(delay: TimeInterval) {
        guard case .run(var run) = mode, run.resumedAt == nil else { return }
        AnimationEngine.shared.noteIrreversibleChange()
        run.resumedAt = now + max(delay, 0)
        mode = .run(run)
        scheduleEnd()
    }

    /// Stands still at `fraction` (0…1), showing the scrub mapping.
    func scrub(to fraction: Double) {
        AnimationEngine.shared.noteIrreversibleChange()
        cancelEnd()
        mode = .scrubbed(min(max(fraction, 0), 1))
    }

    private func scheduleEnd() {
        cancelEnd()
        guard case .run(let run) = mode, let resumedAt = run.resumedAt else { return }
        endTimer = AnimationEngine.shared.schedule(at: resumedAt + (run.length - run.elapsed)) { [weak self] in
            self?.runDidEnd()
        }
    }

    private func cancelEnd() {
        if let endTimer { AnimationEngine.shared.cancelTimer(endTimer) }
        endTimer = nil
    }

    private func runDidEnd() {
        endTimer = nil
        guard case .run(var run) = mode else { return }
        run.elapsed = run.length
        run.resumedAt = nil
        mode = .run(run)
        onRunEnd?()
    }

    // MARK: Animations

    /// Turns the changes recorded in `capture` into animations driven by this timeline, each
    /// beginning at `capture.spanStart`; `completion` (of a nested `UIView.animate…` call) runs
    /// when the animator finishes.
    func adopt(_ capture: AnimationCapture, completion: ((Bool) -> Void)?) {
        let start = fraction
        for key in capture.order {
            guard let entry = capture.entries[key] else { continue }
            let layer = entry.layer
            let animation = LayerAnimation(
                property: entry.property, track: capture.track(for: entry), beginTime: layer.localTime,
                duration: capture.duration, curve: capture.curve, group: nil)
            let member = Member(timeline: self, layer: layer, animation: animation, spanStart: capture.spanStart)
            member.runStartPosition = member.position(atFraction: start)
            animation.timelineMember = member
            layer.add(animation)
            members.append(member)
        }
        if let completion { nestedCompletions.append(completion) }
    }

    /// Takes every animation off its layer and returns what each animated property may settle
    /// to: one entry per layer and property whose latest animation from this timeline was still
    /// on it (an animation added from elsewhere since has the last word). With `freezing`, each
    /// such property first takes the value on screen as its model value.
    func detach(freezing: Bool) -> [Settlement] {
        // A change reviews cannot cross, noted first: freezing reads what is on screen now.
        AnimationEngine.shared.noteIrreversibleChange()
        var settlements: [Settlement] = []
        var seen = Set<AnimationCapture.Key>()
        for member in members.reversed() {
            guard let layer = member.layer else { continue }
            let key = AnimationCapture.Key(layer: ObjectIdentifier(layer), property: member.animation.property)
            guard seen.insert(key).inserted, member.attachedLayer != nil else { continue }
            let current = freezing ? layer.presentationValue(for: member.animation.property) : nil
            layer.removeAnimation(for: member.animation.property, interrupted: false)
            if let current { layer.setModelValueWithoutAnimation(current, for: member.animation.property) }
            let first = members.first { $0.layer === layer && $0.animation.property == member.animation.property }
            guard let initial = (first ?? member).animation.track.initialValue,
                let final = member.animation.track.finalValue
            else { continue }
            settlements.append(
                Settlement(layer: layer, property: member.animation.property, initial: initial, final: final))
        }
        return settlements
    }

    /// Gives the properties in `settlements` the values of `position`: their values before the
    /// animator at `.start`, the ones its blocks set at `.end`; `.current` leaves them.
    static func settle(_ settlements: [Settlement], at position: UIViewAnimatingPosition) {
        for settlement in settlements {
            switch position {
            case .start: settlement.layer.setModelValueWithoutAnimation(settlement.initial, for: settlement.property)
            case .end: settlement.layer.setModelValueWithoutAnimation(settlement.final, for: settlement.property)
            case .current: break
            }
        }
    }

    /// Forgets every animation and nested completion and stands at 0 again; returns the nested
    /// completions for the caller to run.
    func reset() -> [(Bool) -> Void] {
        AnimationEngine.shared.noteIrreversibleChange()
        cancelEnd()
        mode = .scrubbed(0)
        members.removeAll()
        let completions = nestedCompletions
        nestedCompletions.removeAll()
        return completions
    }
}
