import Foundation

/// Holds a transition's animations and moves them by percentage, the way UIKit's
/// percent-driven transition does: it pauses the container's layer time (`speed = 0`) and
/// sets `timeOffset`, so every animation inside — whenever it was added — follows. When the
/// transition ends (however it ends) time is given back: the layers get their own timing again
/// and the animations still inside are moved in time so that they carry on where they stand.
@MainActor
final class PercentDrivenDriver {
    private let context: NavigationTransitionContext
    private weak var owner: UIPercentDrivenInteractiveTransition?
    /// The layers whose time is held: the container's, and the navigation bar's.
    private let layers: [CALayer]
    /// Each layer's own timing before it was held: (speed, timeOffset); the driver never
    /// changes `beginTime`.
    private var originalTiming: [(speed: Float, timeOffset: TimeInterval)] = []
    /// Each layer's local time when it was paused (0 %), seconds.
    private var pausedTimes: [TimeInterval] = []
    private var percent: CGFloat = 0
    private var completionObserver: Int?
    private var isHolding = false
    let duration: TimeInterval

    /// A driver for `context`, a navigation transition's (the only contexts TransitionKit makes).
    init(context: NavigationTransitionContext, owner: UIPercentDrivenInteractiveTransition) {
        self.context = context
        self.owner = owner
        layers = context.drivenLayers
        duration = context.duration
    }

    /// Pauses the layers at their current time and runs the animator.
    func start() {
        let engine = AnimationEngine.shared
        originalTiming = layers.map { ($0.speed, $0.timeOffset) }
        pausedTimes = layers.map { $0.convertTime(engine.currentTime, from: nil) }
        for (layer, time) in zip(layers, pausedTimes) {
            layer.speed = 0
            layer.timeOffset = time
        }
        isHolding = true
        context.onComplete = { [weak self] in self?.contextDidComplete() }
        context.animator?.animateTransition(using: context)
        if isHolding { apply(0) }
    }

    func update(_ fraction: CGFloat) {
        guard isHolding, completionObserver == nil else { return }
        percent = fraction
        apply(fraction)
        context.updateInteractiveTransition(fraction)
    }

    func pause() {
        context.pauseInteractiveTransition()
    }

    private func apply(_ fraction: CGFloat) {
        for (layer, time) in zip(layers, pausedTimes) {
            layer.timeOffset = time + Double(fraction) * duration
        }
    }

    /// Plays from the current percentage to 1 (or back to 0 when `cancelled`) over the remaining
    /// fraction of the duration divided by `speed`, along `curve`; then completes.
    func end(cancelled: Bool, speed: CGFloat, curve: UIView.AnimationCurve) {
        guard isHolding, completionObserver == nil else { return }
        let engine = AnimationEngine.shared
        let start = percent
        let target: CGFloat = cancelled ? 0 : 1
        let remaining = Double(abs(target - start)) * duration / Double(max(speed, 0.001))
        context.expectedRemainingTime = remaining
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let timing = curve.timingFunction
        let begin = engine.currentTime
        let step: @MainActor (TimeInterval) -> Void = { [weak self] now in
            guard let self, self.isHolding else { return }
            let u = remaining > 0 ? min((now - begin) / remaining, 1) : 1
            let value = start + (target - start) * CGFloat(timing.progress(at: u))
            self.percent = value
            self.context.completionPercent = value
            self.apply(value)
            if u >= 1 { self.complete(cancelled: cancelled) }
        }
        completionObserver = engine.addFrameObserver(drivesFrames: true, step)
        if remaining <= 0 { step(engine.currentTime) }
    }

    private func complete(cancelled: Bool) {
        let engine = AnimationEngine.shared
        if cancelled {
            // As UIKit does for interactive animations reversed to their start: the animated
            // properties get back their initial values, and the completions run.
            engine.rewindAnimations(inside: layers)
        }
        releaseTime()
        engine.checkGroups()
    }

    /// Gives the layers their own timing back, moving the animations inside in time so that
    /// they carry on from where they stand (Core Animation's resume, without leaving a
    /// permanent offset on the layers). Idempotent.
    private func releaseTime() {
        guard isHolding else { return }
        isHolding = false
        let engine = AnimationEngine.shared
        if let completionObserver { engine.removeFrameObserver(completionObserver) }
        completionObserver = nil
        for (layer, timing) in zip(layers, originalTiming) {
            let held = layer.timeOffset
            layer.speed = timing.speed
            layer.timeOffset = timing.timeOffset
            engine.shiftAnimations(inside: layer, by: layer.localTime - held)
        }
    }

    /// The transition completed (by the animator, after a finish, a cancel, or while held).
    private func contextDidComplete() {
        releaseTime()
        owner?.driverDidFinish()
    }
}
