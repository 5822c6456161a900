import Foundation

/// Animates changes to views and lets you pause, scrub, reverse, stop and re-time them while
/// they run, as UIKit's `UIViewPropertyAnimator`.
///
/// Give it blocks that set animatable view properties (`frame`, `center`, `bounds`,
/// `transform`, `alpha`, `backgroundColor`, the layer's corner radius) and a timing; it animates
/// them over `duration` seconds once started. `UIView.animateKeyframes` (and `UIView.animate`)
/// inside a block join the animator and take its timing, as on iOS.
///
/// **States** (Source: Apple's documentation for `UIViewAnimating` and `UIViewAnimatingState`):
/// - `.inactive` — new, or finished. Blocks added now wait; they run (setting the model values
///   at once, as every animation block does) when the animator becomes active.
/// - `.active` — `startAnimation()` runs the animations (`isRunning`); `pauseAnimation()` or
///   setting `fractionComplete` also activate it, paused. While paused, `fractionComplete`
///   scrubs: linearly when `scrubsLinearly` (the default), else through the timing curve.
///   `isReversed` runs back towards the start. Blocks added while active run at once and animate
///   over what is left of the duration. When the animations reach their end (or, reversed,
///   their start) the animator becomes `.inactive` and the completions run with `.end` (or
///   `.start`, after the properties were put back to their values before the animator) — unless
///   `pausesOnCompletion`, which keeps it active and paused there, without completions.
/// - `.stopped` — after `stopAnimation(false)`: the properties keep the values on screen as
///   their model values; `finishAnimation(at:)` then gives them the values of `.start`, `.end`
///   or `.current` and runs the completions. `stopAnimation(true)` instead goes straight to
///   `.inactive` without completions.
///
/// What UIKit calls a programmer error and raises for — `startAnimation`, `pauseAnimation`,
/// `addAnimations` or `continueAnimation` on a stopped animator, `finishAnimation(at:)` on one
/// that is not stopped, pausing, stopping or scrubbing a non-interruptible one, changing
/// `isInterruptible` or `isUserInteractionEnabled` while active — is reported here as a
/// `property-animator-misuse` diagnostic naming the call, and ignored (ours). Setting
/// `fractionComplete` while running is ignored as in UIKit, with the same diagnostic.
///
/// How the animations are timed (pausing holds what is on screen exactly; scrubbing, reversing
/// or continuing start a new run from what is on screen) is described at `AnimatorTimeline`, the
/// animator's own clock, independent of layer time. A running animator is kept alive until it is
/// inactive again, as UIKit keeps it. Source: UIKit SDK header `UIViewPropertyAnimator.h` and
/// Apple's documentation for `UIViewPropertyAnimator`; the run model is ours where UIKit only
/// shows behaviour.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
    private let parameters: any UITimingCurveProvider
    private let specifiedDuration: TimeInterval
    /// Seconds of a run from 0 to 1 with the animator's own timing: `duration`, or a physical
    /// spring's settling duration.
    private let fullLength: TimeInterval
    private let timeline = AnimatorTimeline()
    private var currentState = UIViewAnimatingState.inactive
    private var reversed = false
    private var interruptible = true
    private var userInteraction = true
    /// Blocks added while inactive, with their delay factors: they run on activation.
    private var pendingAnimations: [(animation: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The properties a `.stopped` animator may still settle (`finishAnimation(at:)`).
    private var stoppedSettlements: [AnimatorTimeline.Settlement] = []

    /// An inactive animator that animates over `duration` seconds (≥ 0) paced by `parameters`
    /// (a physical spring lasts its own settling duration instead). The designated initializer;
    /// `required` here so that `runningPropertyAnimator` and `copy()` make the same class (ours).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.parameters = parameters
        specifiedDuration = AnimationEngine.shared.diagnostics.checkedTime(
            duration, "duration", of: "UIViewPropertyAnimator(duration:timingParameters:)")
        let own = parameters.timing(overDuration: specifiedDuration)
        fullLength = own.length
        super.init()
        timeline.scrubCurve = own.curve
        timeline.onRunEnd = { [weak self] in self?.runDidEnd() }
    }

    /// An inactive animator with one of UIKit's built-in curves and, if given, a first block.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic Bézier curve through `point1` and `point2` (fractions)
    /// and, if given, a first block.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring of damping ratio `ratio` that settles at `duration`,
    /// and, if given, a first block.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with the curve in `options` (ease-in-out by default; the other
    /// options are ignored, as UIKit ignores transition and direction options), adds
    /// `animations` and `completion`, and starts it after `delay` seconds. Ours: called inside
    /// another animation block it still runs on its own, not inheriting that block's timing.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Parameters

    /// The timing the animator was made with.
    open var timingParameters: (any UITimingCurveProvider)? { parameters }
    /// The duration given when it was made, seconds.
    open var duration: TimeInterval { specifiedDuration }
    /// The delay of the latest `startAnimation(afterDelay:)`, seconds (default 0).
    open private(set) var delay: TimeInterval = 0

    /// Whether the animating views take touches (default true). Stored: TransitionKit's hit
    /// testing never skips animating views (ours). Setting it while active is a misuse.
    open var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set {
            guard configurationMayChange("isUserInteractionEnabled") else { return }
            userInteraction = newValue
        }
    }

    /// Whether you hit-test the animating views yourself (default false). Stored only.
    open var isManualHitTestingEnabled = false

    /// Whether the animations may be paused, stopped, scrubbed or reversed (default true);
    /// must be true for an interruptible transition. Setting it while active is a misuse.
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard configurationMayChange("isInterruptible") else { return }
            interruptible = newValue
        }
    }

    /// Whether scrubbing a paused animator moves the properties linearly in `fractionComplete`
    /// (default true) or through the animator's timing curve.
    open var scrubsLinearly: Bool {
        get { timeline.scrubsLinearly }
        set { timeline.scrubsLinearly = newValue }
    }

    /// Whether the animator stays active and paused at the end instead of finishing (default
    /// false); it then runs no completions until it is finished otherwise.
    open var pausesOnCompletion = false

    // MARK: UIViewAnimating

    /// `.inactive`, `.active` or `.stopped` (see the class documentation).
    open var state: UIViewAnimatingState { currentState }

    /// Whether the animations run (including a start delay), forwards or reversed.
    open var isRunning: Bool { currentState == .active && timeline.isRunning }

    /// Whether the animations run back towards their start. Changed while running, the
    /// animations turn at once: a new run from where they stand to the start (or end) over the
    /// part of the duration that covers (ours, as Apple's documentation advises: pause briefly
    /// and start again in the opposite direction). Ignored while stopped.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, currentState != .stopped else { return }
            if currentState == .active, !interruptible {
                reportMisuse("isReversed set on a non-interruptible animator: ignored.")
                return
            }
            reversed = newValue
            if isRunning { beginRun() }
        }
    }

    /// How far the animations are, 0 (start) … 1 (end), whichever way they run; during a run it
    /// moves linearly in time. Set it while paused to scrub (clamped to 0…1); on an inactive
    /// animator, setting it activates it paused there.
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction) }
        set {
            switch currentState {
            case .stopped:
                reportMisuse("fractionComplete set on a stopped animator: ignored.")
                return
            case .inactive:
                activate()
            case .active:
                guard interruptible else {
                    reportMisuse("fractionComplete set on a non-interruptible animator: ignored.")
                    return
                }
                guard !timeline.isRunning else {
                    reportMisuse(
                        "fractionComplete set while the animator runs: ignored, as UIKit ignores it. "
                            + "Call pauseAnimation() first.")
                    return
                }
            }
            timeline.scrub(to: Double(newValue))
        }
    }

    /// Starts the animations, or resumes them where they were paused.
    open func startAnimation() {
        start(after: 0, call: "startAnimation()")
    }

    /// Starts (or resumes) the animations after `delay` seconds, and sets `delay`.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = AnimationEngine.shared.diagnostics.checkedTime(
            delay, "delay", of: "UIViewPropertyAnimator.startAnimation(afterDelay:)")
        start(after: self.delay, call: "startAnimation(afterDelay:)")
    }

    /// Pauses the animations where they stand; an inactive animator becomes active, paused at 0.
    open func pauseAnimation() {
        switch currentState {
        case .stopped:
            reportMisuse("pauseAnimation() on a stopped animator: ignored. Call finishAnimation(at:) first.")
        case .inactive:
            activate()
        case .active:
            guard interruptible else {
                reportMisuse("pauseAnimation() on a non-interruptible animator: ignored.")
                return
            }
            timeline.pause()
        }
    }

    /// Stops the animations where they stand: every animated property keeps its on-screen value
    /// as its model value. `withoutFinishing` true: the animator becomes `.inactive` and no
    /// completion runs. False: it becomes `.stopped`; call `finishAnimation(at:)`. Does nothing
    /// on an inactive animator.
    open func stopAnimation(_ withoutFinishing: Bool) {
        switch currentState {
        case .inactive:
            return
        case .stopped:
            if withoutFinishing { end(at: nil) }
        case .active:
            guard interruptible else {
                reportMisuse("stopAnimation(\(withoutFinishing)) on a non-interruptible animator: ignored.")
                return
            }
            let settlements = timeline.detach(freezing: true)
            timeline.scrub(to: timeline.fraction)
            if withoutFinishing {
                end(at: nil)
            } else {
                stoppedSettlements = settlements
                currentState = .stopped
            }
        }
    }

    /// Finishes a stopped animator: the properties take their values before the animator
    /// (`.start`), the values its blocks set (`.end`), or keep the stopped ones (`.current`);
    /// then the completions run with `finalPosition` and the animator is `.inactive`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard currentState == .stopped else {
            reportMisuse(
                "finishAnimation(at: .\(finalPosition)) called while the animator is \(stateDescription): ignored. "
                    + "It is only allowed after stopAnimation(false), in the .stopped state.")
            return
        }
        AnimatorTimeline.settle(stoppedSettlements, at: finalPosition)
        end(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds the changes in `animation`. Added while inactive, they span the duration from
    /// `delayFactor` × duration to the end; added while active, they run at once and animate from
    /// `delayFactor` (0…1) of the remaining duration to the end. Source: Apple's documentation
    /// for `addAnimations(_:delayFactor:)` and the SDK header.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if delayFactor < 0 || delayFactor > 1 {
            reportMisuse("addAnimations(_:delayFactor: \(delayFactor)): the factor must be within 0…1; clamped.")
        }
        let factor = min(max(Double(delayFactor), 0), 1)
        switch currentState {
        case .stopped:
            reportMisuse("addAnimations on a stopped animator: ignored. Call finishAnimation(at:) first.")
        case .inactive:
            pendingAnimations.append((animation, factor))
        case .active:
            let now = timeline.fraction
            record(animation, spanStart: reversed ? now : now + factor * (1 - now))
        }
    }

    /// Adds the changes in `animation`, alongside the others (`delayFactor` 0).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block run with the final position when the animations end (not after
    /// `stopAnimation(true)`).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Continues an active animator from where it stands towards its end (or start, when
    /// reversed) with `parameters` (nil: its own timing) over `durationFactor` × `duration`
    /// seconds — with a factor of 0 (or less), over what is left of the duration (ours; code
    /// passes 0 for that); a physical spring lasts its settling duration. Source: Apple's
    /// documentation for `continueAnimation(withTimingParameters:durationFactor:)`.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        guard currentState == .active else {
            reportMisuse(
                "continueAnimation(withTimingParameters:durationFactor:) called while the animator is "
                    + "\(stateDescription): ignored. Only an active animator can be continued.")
            return
        }
        guard interruptible else {
            reportMisuse("continueAnimation on a non-interruptible animator: ignored.")
            return
        }
        let factor = AnimationEngine.shared.diagnostics.checkedTime(
            Double(durationFactor), "durationFactor",
            of: "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)")
        beginRun(with: parameters, length: factor > 0 ? factor * specifiedDuration : nil)
    }

    // MARK: NSCopying

    /// A new inactive animator with the same duration, timing and settings (no blocks, no
    /// completions).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(duration: specifiedDuration, timingParameters: parameters)
        copy.interruptible = interruptible
        copy.userInteraction = userInteraction
        copy.isManualHitTestingEnabled = isManualHitTestingEnabled
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        return copy
    }

    // MARK: The state machine

    private var targetFraction: Double { reversed ? 0 : 1 }

    private var stateDescription: String {
        switch currentState {
        case .inactive: "inactive"
        case .active: isRunning ? "active (running)" : "active (paused)"
        case .stopped: "stopped"
        }
    }

    private func start(after delay: TimeInterval, call: String) {
        switch currentState {
        case .stopped:
            reportMisuse("\(call) on a stopped animator: ignored. Call finishAnimation(at:) first.")
        case .inactive:
            activate()
            beginRun(delay: delay)
        case .active:
            guard !timeline.isRunning else { return }
            if timeline.runTarget == targetFraction {
                timeline.resume(delay: delay)
            } else {
                beginRun(delay: delay)
            }
        }
    }

    /// Becomes active: kept alive by the engine, and the waiting blocks run.
    private func activate() {
        currentState = .active
        AnimationEngine.shared.animatorDidActivate(timeline, owner: self)
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for block in blocks { record(block.animation, spanStart: block.delayFactor) }
    }

    /// Runs `animation`, its changes becoming animations on the timeline from `spanStart`.
    private func record(_ animation: () -> Void, spanStart: Double) {
        let capture = AnimationCapture(
            kind: .basic, duration: (1 - spanStart) * fullLength, delay: 0, curve: timeline.scrubCurve,
            repeatCount: 1, autoreverses: false)
        capture.timeline = timeline
        capture.spanStart = spanStart
        AnimationEngine.shared.run(capture, changes: animation, completion: nil)
    }

    /// A new run from what is on screen to the end (or start), with `provider`'s timing (nil:
    /// the animator's) over `length` seconds (nil: the part of the full run left to cover).
    private func beginRun(
        with provider: (any UITimingCurveProvider)? = nil, length: TimeInterval? = nil, delay: TimeInterval = 0
    ) {
        let target = targetFraction
        let remaining = length ?? abs(target - timeline.fraction) * fullLength
        let timing = (provider ?? parameters).timing(overDuration: remaining)
        timeline.beginRun(target: target, curve: timing.curve, length: timing.length, delay: delay)
    }

    /// The run reached its target: finish there, unless `pausesOnCompletion`.
    private func runDidEnd() {
        guard currentState == .active, !pausesOnCompletion else { return }
        let position: UIViewAnimatingPosition = (timeline.runTarget ?? 1) >= 1 ? .end : .start
        let settlements = timeline.detach(freezing: false)
        if position == .start { AnimatorTimeline.settle(settlements, at: .start) }
        end(at: position)
    }

    /// Back to inactive: blocks and completions are spent (UIKit invalidates them), the
    /// completions of nested animation blocks and then the animator's run with `position`
    /// (none after `stopAnimation(true)`).
    private func end(at position: UIViewAnimatingPosition?) {
        currentState = .inactive
        stoppedSettlements.removeAll()
        pendingAnimations.removeAll()
        let handlers = completions
        completions.removeAll()
        let nested = timeline.reset()
        withExtendedLifetime(self) {
            AnimationEngine.shared.animatorDidDeactivate(timeline)
            for completion in nested { completion(position == .end) }
            if let position {
                for handler in handlers { handler(position) }
            }
        }
    }

    private func configurationMayChange(_ property: String) -> Bool {
        guard currentState != .active else {
            reportMisuse("\(property) set on an active animator: ignored (UIKit raises). Set it before starting.")
            return false
        }
        return true
    }

    private func reportMisuse(_ message: String) {
        AnimationEngine.shared.diagnostics.reportFromAnimatorCode(
            .propertyAnimatorMisuse, "UIViewPropertyAnimator: \(message)")
    }
}
