import Foundation

/// Moves a transition by percentage for `UIPercentDrivenInteractiveTransition`, the way UIKit
/// does, in one of two ways:
///
/// - **Layer time**, when the animator has no interruptible animator: it holds the container's
///   and the navigation bar's layer time (`speed = 0`) and sets `timeOffset`, so every animation
///   inside — whenever it was added — follows; `finish`/`cancel` play the rest along the
///   completion curve. A `UIViewPropertyAnimator` that `animateTransition(using:)` starts runs on
///   its own clock, not layer time, so the driver tracks it and moves it alongside: paused,
///   scrubbed to the same time, then continued (reversed on cancel) to end with the layers
///   (UIKit tracks such animators too; how exactly is ours).
/// - **The interruptible animator** (iOS 10: the animator implements
///   `interruptibleAnimator(using:)`): it drives that animator. `update` pauses it and sets its
///   `fractionComplete`; `finish` continues it forwards and `cancel` reversed (`isReversed`), with
///   `timingCurve` or a cubic curve made from `completionCurve`, over `(1 − p)` (or `p`) of the
///   duration divided by `completionSpeed`; `pause` takes over a transition that runs on its own
///   (started with `wantsInteractiveStart` false, or after a finish or cancel). Only the
///   host's chrome (a navigation bar) has its layer time held, following the animator's `fractionComplete`.
///
/// However the transition ends, held time is given back: the layers get their own timing
/// again and the animations still inside are moved in time so that they carry on where they
/// stand. Source: UIKit SDK header `UIViewControllerTransitioning.h` ("If there is an
/// interruptible animator, these methods will either scrub or continue the transition in the
/// forward or reverse directions").
@MainActor
final class PercentDrivenDriver {
    private enum Source {
        case layerTime
        case animator(any UIViewImplicitlyAnimating)
    }

    /// A layer whose time is held: its own timing, and its local time at 0 %.
    private struct HeldLayer {
        let layer: CALayer
        let speed: Float
        let timeOffset: TimeInterval
        let zero: TimeInterval
    }

    private let context: TransitionContext
    private weak var owner: UIPercentDrivenInteractiveTransition?
    private var source = Source.layerTime
    /// Layer time: the interruptible property animators `animateTransition(using:)` started.
    private var tracked: [UIViewPropertyAnimator] = []
    /// Layer time, after the interaction: where the play-out goes (0 or 1).
    private var playOutTarget: CGFloat?
    private var held: [HeldLayer] = []
    private var percent: CGFloat = 0
    /// Whether the interaction moves the transition now (it is not playing on its own).
    private var isInteracting = false
    /// After the interaction ends: the play-out (layer time) or the following of the animator.
    private var frameObserver: Int?
    let duration: TimeInterval

    /// A driver for `context` (push, pop, presentation, dismissal or tab switch).
    init(context: TransitionContext, owner: UIPercentDrivenInteractiveTransition) {
        self.context = context
        self.owner = owner
        duration = context.duration
    }

    /// Starts the transition: runs the animator's `animateTransition(using:)` and, when the
    /// context is interactive, holds it at 0 %.
    func start() {
        context.onComplete = { [weak self] in self?.contextDidComplete() }
        let interactive = context.isInteractive
        if let animator = context.interruptibleAnimatorIfAny() {
            source = .animator(animator)
            context.animator?.animateTransition(using: context)
            context.checkInterruptibleAnimatorIsTheSame()
            if interactive {
                takeOver()
            } else if animator.state == .inactive {
                animator.startAnimation()
            }
        } else {
            if interactive {
                hold(context.drivenLayers, atFraction: 0)
                isInteracting = true
            }
            let started = AnimationEngine.shared.propertyAnimators {
                context.animator?.animateTransition(using: context)
            }
            guard isInteracting else { return }
            tracked = started.compactMap { $0 as? UIViewPropertyAnimator }.filter(\.isInterruptible)
            for animator in tracked { animator.pauseAnimation() }
            apply(0)
        }
    }

    func update(_ fraction: CGFloat) {
        if case .animator(let animator) = source {
            if !isInteracting { takeOver() }
            guard isInteracting else { return }
            animator.fractionComplete = fraction
        }
        guard isInteracting else { return }
        percent = fraction
        apply(fraction)
        scrubTracked(to: fraction)
        context.updateInteractiveTransition(fraction)
    }

    /// Takes over an interruptible transition that plays on its own; a transition without an
    /// interruptible animator cannot be taken over (an `interruptible-transition-misuse`).
    func pause() {
        guard !isInteracting else { return }
        guard case .animator = source else {
            AnimationEngine.shared.diagnostics.report(
                .interruptibleTransitionMisuse,
                "pause() of a \(context.operation) whose animator (\(context.animatorName)) has no "
                    + "interruptibleAnimator(using:): a running transition can only be taken over through an "
                    + "interruptible animator; ignored.")
            return
        }
        takeOver()
    }

    /// Pauses the interruptible animator where it stands and makes the transition interactive.
    private func takeOver() {
        guard case .animator(let animator) = source, !context.isCompleted else { return }
        stopObserving()
        if animator.state == .inactive || animator.isRunning { animator.pauseAnimation() }
        percent = animator.fractionComplete
        if held.isEmpty { hold(context.chromeLayers, atFraction: percent) }
        isInteracting = true
        apply(percent)
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percent)
        owner?.interactionDidResume(at: percent)
    }

    /// Holds `layers` so that their local time stands at `fraction` of the duration now.
    private func hold(_ layers: [CALayer], atFraction fraction: CGFloat) {
        let engine = AnimationEngine.shared
        for layer in layers {
            let now = layer.convertTime(engine.currentTime, from: nil)
            held.append(
                HeldLayer(
                    layer: layer, speed: layer.speed, timeOffset: layer.timeOffset,
                    zero: now - Double(fraction) * duration))
            layer.speed = 0
            layer.timeOffset = now
        }
    }

    private func apply(_ fraction: CGFloat) {
        for entry in held {
            entry.layer.timeOffset = entry.zero + Double(fraction) * duration
        }
    }

    /// Layer time: scrubs the tracked animators to the time the held layers show, `fraction` of
    /// the transition's duration (clamped to each animator's own duration).
    private func scrubTracked(to fraction: CGFloat) {
        for animator in tracked where animator.state == .active {
            if animator.isRunning { animator.pauseAnimation() }
            let own = animator.duration > 0 ? Double(fraction) * duration / animator.duration : 1
            animator.fractionComplete = CGFloat(min(own, 1))
        }
    }

    /// Ends the interaction: plays (or lets the animator play) from the current percentage to
    /// 1, or back to 0 when `cancelled`, over the remaining fraction of the duration divided by
    /// `speed`; the transition completes when the animations end.
    func end(
        cancelled: Bool, speed: CGFloat, curve: UIView.AnimationCurve, timingCurve: (any UITimingCurveProvider)?
    ) {
        guard isInteracting else { return }
        isInteracting = false
        let start = percent
        let target: CGFloat = cancelled ? 0 : 1
        let remaining = Double(abs(target - start)) * duration / Double(max(speed, 0.001))
        context.expectedRemainingTime = remaining
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        switch source {
        case .layerTime:
            for animator in tracked where animator.state == .active {
                animator.isReversed = cancelled
                animator.continueAnimation(
                    withTimingParameters: UICubicTimingParameters(animationCurve: curve),
                    durationFactor: CGFloat(animator.duration > 0 ? remaining / animator.duration : 0))
            }
            playOut(from: start, to: target, over: remaining, curve: curve.timingFunction)
        case .animator(let animator):
            context.checkInterruptibleAnimatorIsTheSame()
            // durationFactor is in units of the animator's own duration.
            let unit = (animator as? UIViewPropertyAnimator)?.duration ?? duration
            animator.isReversed = cancelled
            animator.continueAnimation(
                withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: curve),
                durationFactor: CGFloat(unit > 0 ? remaining / unit : 0))
            follow(animator)
        }
    }

    /// Layer time: moves the held time from `start` to `target` along `timing`, then completes.
    private func playOut(
        from start: CGFloat, to target: CGFloat, over remaining: TimeInterval, curve timing: CAMediaTimingFunction
    ) {
        let engine = AnimationEngine.shared
        let begin = engine.currentTime
        playOutTarget = target
        let step: @MainActor (TimeInterval) -> Void = { [weak self] now in
            guard let self, !self.held.isEmpty else { return }
            let u = remaining > 0 ? min((now - begin) / remaining, 1) : 1
            let value = start + (target - start) * CGFloat(timing.progress(at: u))
            self.percent = value
            self.context.completionPercent = value
            self.apply(value)
            if u >= 1 { self.completePlayOut(cancelled: target == 0) }
        }
        frameObserver = engine.addFrameObserver(drivesFrames: true, step)
        if remaining <= 0 { step(engine.currentTime) }
    }

    private func completePlayOut(cancelled: Bool) {
        let engine = AnimationEngine.shared
        playOutTarget = nil
        if cancelled {
            // As UIKit does for interactive animations reversed to their start: the animated
            // properties get back their initial values, and the completions run.
            engine.rewindAnimations(inside: held.map(\.layer))
        }
        releaseTime()
        engine.checkGroups()
    }

    /// The interruptible animator plays on its own: the held bar and the coordinator's
    /// percentage follow its `fractionComplete` each frame (the animator itself keeps frames
    /// coming while it runs).
    private func follow(_ animator: any UIViewImplicitlyAnimating) {
        stopObserving()
        frameObserver = AnimationEngine.shared.addFrameObserver(drivesFrames: false) { [weak self] _ in
            guard let self else { return }
            let fraction = animator.fractionComplete
            self.percent = fraction
            self.context.completionPercent = fraction
            self.apply(fraction)
        }
    }

    private func stopObserving() {
        if let frameObserver { AnimationEngine.shared.removeFrameObserver(frameObserver) }
        frameObserver = nil
    }

    /// Gives the held layers their own timing back, moving the animations inside in time so that
    /// they carry on from where they stand (Core Animation's resume, without leaving a
    /// permanent offset on the layers). Idempotent.
    private func releaseTime() {
        stopObserving()
        let engine = AnimationEngine.shared
        for entry in held {
            let heldTime = entry.layer.timeOffset
            entry.layer.speed = entry.speed
            entry.layer.timeOffset = entry.timeOffset
            engine.shiftAnimations(inside: entry.layer, by: entry.layer.localTime - heldTime)
        }
        held.removeAll()
    }

    /// The transition completed (by the animator, after a finish, a cancel, or while held). A
    /// play-out the completion came before (a tracked animator's completion runs before the
    /// frame's play-out step) is taken to its end first.
    private func contextDidComplete() {
        isInteracting = false
        if let target = playOutTarget {
            apply(target)
            completePlayOut(cancelled: target == 0)
        }
        releaseTime()
        owner?.driverDidFinish()
    }
}
