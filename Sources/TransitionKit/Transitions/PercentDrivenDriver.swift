import Foundation

/// Holds a transition's animations and moves them by percentage, the way UIKit's
/// percent-driven transition does: it pauses the container's layer time (`speed = 0`) and
/// sets `timeOffset`, so every animation inside — whenever it was added — follows.
@MainActor
final class PercentDrivenDriver {
    private let context: any UIViewControllerContextTransitioning
    private weak var owner: UIPercentDrivenInteractiveTransition?
    /// The layers whose time is held: the container's, and the navigation bar's.
    private let layers: [CALayer]
    /// Each layer's local time when it was paused (0 %), seconds.
    private var pausedTimes: [TimeInterval] = []
    private var percent: CGFloat = 0
    private var completionObserver: Int?
    let duration: TimeInterval

    init(context: any UIViewControllerContextTransitioning, owner: UIPercentDrivenInteractiveTransition) {
        self.context = context
        self.owner = owner
        if let navigation = context as? NavigationTransitionContext {
            layers = navigation.drivenLayers
            duration = navigation.duration
        } else {
            layers = [context.containerView.layer]
            let animator = (context as? NavigationTransitionContext)?.animator
            duration = animator?.transitionDuration(using: context) ?? 0
        }
    }

    /// Pauses the layers at their current time and runs the animator.
    func start() {
        let engine = AnimationEngine.shared
        pausedTimes = layers.map { $0.convertTime(engine.currentTime, from: nil) }
        for (layer, time) in zip(layers, pausedTimes) {
            layer.speed = 0
            layer.timeOffset = time
        }
        if let navigation = context as? NavigationTransitionContext {
            navigation.animator.animateTransition(using: context)
        }
        apply(0)
    }

    func update(_ fraction: CGFloat) {
        guard completionObserver == nil else { return }
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
        guard completionObserver == nil else { return }
        let engine = AnimationEngine.shared
        let start = percent
        let target: CGFloat = cancelled ? 0 : 1
        let remaining = Double(abs(target - start)) * duration / Double(max(speed, 0.001))
        if let navigation = context as? NavigationTransitionContext {
            navigation.expectedRemainingTime = remaining
        }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let timing = curve.timingFunction
        let begin = engine.currentTime
        let step: @MainActor (TimeInterval) -> Void = { [weak self] now in
            guard let self else { return }
            let u = remaining > 0 ? min((now - begin) / remaining, 1) : 1
            let value = start + (target - start) * CGFloat(timing.progress(at: u))
            self.percent = value
            self.apply(value)
            if u >= 1 { self.complete(cancelled: cancelled) }
        }
        completionObserver = engine.addFrameObserver(drivesFrames: true, step)
        if remaining <= 0 { step(engine.currentTime) }
    }

    private func complete(cancelled: Bool) {
        let engine = AnimationEngine.shared
        if let completionObserver { engine.removeFrameObserver(completionObserver) }
        if cancelled {
            // As UIKit does for interactive animations reversed to their start: the animated
            // properties get back their initial values, and the completions run.
            engine.rewindAnimations(inside: layers)
        }
        // Let time run again, continuing from where it stands (Core Animation's resume).
        for layer in layers {
            let local = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            let parent = layer.superlayer?.localTime ?? engine.currentTime
            layer.beginTime = parent - local
        }
        engine.checkGroups()
        owner?.driverDidFinish()
    }
}
