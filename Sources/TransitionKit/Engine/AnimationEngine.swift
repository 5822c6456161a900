import Foundation

/// The one clock behind every animation: TransitionKit's stand-in for UIKit's render server
/// and run loop. Ours.
///
/// Nothing moves by itself. `advance(by:)` moves `currentTime` forward and, in time order,
/// runs everything that falls due: animation completions, scheduled timers, work queued for
/// "the next run-loop turn", frame observers (display links among them), then the layout pass
/// of the visible windows. The playground advances it from a monotonic
/// clock; tests and headless mode advance it by hand, so every frame is deterministic.
@preconcurrency @MainActor
public final class AnimationEngine {
    /// The engine every view animation uses.
    public static let shared = AnimationEngine()

    /// Media time in seconds since the engine started (or was last reset).
    public private(set) var currentTime: TimeInterval = 0

    /// The time, in seconds of engine time, at which `presentation()` samples the animations
    /// while the engine is reviewing an earlier moment (`review(at:)`); nil when live. Ours.
    public internal(set) var reviewTime: TimeInterval?

    /// The latest engine time, in seconds, at which something happened that sampling the
    /// animations at an earlier time cannot undo: a value the renderer draws changed (a layer's
    /// properties, sublayers, mask, time, a label's text and style, an image view's image), an
    /// animation was added, removed or moved in time, a property animator's run changed, or
    /// code ran that may change such things as it likes — a timer (other than the engine's own
    /// look for animations that ended), work queued for the next run-loop turn, a
    /// frame-driving observer (a display link, an interaction playing out). `review(at:)` never
    /// goes before it. 0 after `reset()`. Ours.
    public internal(set) var earliestReviewTime: TimeInterval = 0

    /// Rate of media time to wall-clock time passed to `advance(by:)`: 1 is real time, 0.25
    /// quarter speed, 0 frozen.
    public var speed: Double = 1

    /// Every diagnostic reported since the last `reset()`, oldest first, and the handler told
    /// of each new one (`DiagnosticLog`).
    public private(set) lazy var diagnostics = DiagnosticLog { [unowned self] in self.currentTime }

    private struct Timer {
        let time: TimeInterval
        let sequence: Int
        /// Whether the timer only looks for animations that ended: what it then changes is
        /// noted where it is changed, so its firing alone bounds no review.
        let onlyChecksEnds: Bool
        let action: @MainActor () -> Void
    }

    private var timers: [Timer] = []
    private var sequence = 0
    private var runLoopQueue: [@MainActor () -> Void] = []
    private var activeGroups: [AnimationGroup] = []
    /// Explicit animations that have not ended yet, with their layers.
    private var explicitRecords: [(layer: WeakLayer, attached: AttachedAnimation)] = []
    /// Open `CATransaction`s, innermost last.
    var transactions: [CATransaction.Frame] = []
    /// Committed transactions waiting for their animations.
    var committedTransactions: [CATransaction.Frame] = []
    private var animatedLayers: [ObjectIdentifier: WeakLayer] = [:]
    private var frameObservers: [Int: @MainActor (TimeInterval) -> Void] = [:]
    /// The tokens of `frameObservers` in the order they were added (ascending).
    private var frameObserverOrder: [Int] = []
    /// The observers that move something every frame (see `addFrameObserver(drivesFrames:_:)`).
    private var frameDrivers: Set<Int> = []
    private var captures: [AnimationCapture] = []
    /// What changed since the last frame was drawn (for `CATransition`'s old look).
    let journal = ChangeJournal()
    /// Property animators that are active or stopped, with their timelines: kept alive until
    /// they are inactive again, as UIKit keeps a running animator.
    private var liveAnimators: [(timeline: AnimatorTimeline, owner: AnyObject)] = []
    private var animationsDisabled = 0
    private var needsGroupCheck = false

    fileprivate struct WeakLayer {
        weak var layer: CALayer?
    }

    init() {}

    /// Whether anything is moving or due at once: a running (or delayed) animation whose layer's
    /// time runs, a running (or delayed) property animator, work queued for the next run-loop
    /// turn, or something that moves on every frame (an interactive transition playing to its
    /// end). Animations held by a paused layer time (`speed == 0`, as an interactive transition
    /// holds them) or by a paused property animator do not count, and neither do timers in the
    /// future; see `nextTimerTime`.
    public var hasActiveAnimations: Bool {
        if !runLoopQueue.isEmpty || !frameDrivers.isEmpty { return true }
        if liveAnimators.contains(where: { $0.timeline.isRunning }) { return true }
        // One pass (asked every frame): whether a layer runs, and whether one is to be dropped.
        var isRunning = false
        var holdsStale = false
        for entry in animatedLayers.values {
            guard let layer = entry.layer, layer.hasAnimations else {
                holdsStale = true
                continue
            }
            if !isRunning && layer.hasRunningAnimations && !layer.isTimeFrozen { isRunning = true }
        }
        if holdsStale { pruneAnimatedLayers() }
        return isRunning
    }

    /// Engine time, in seconds, of the earliest scheduled timer, if any (the playground sleeps
    /// until then). Ours.
    public var nextTimerTime: TimeInterval? {
        timers.min { $0.time < $1.time }?.time
    }

    /// Moves time forward by `seconds` of wall-clock time (media time moves `seconds · speed`)
    /// and runs everything due, in time order. Each timer and completion runs with
    /// `currentTime` set to the moment it fell due. `advance(by: 0)` only runs work queued for
    /// the next run-loop turn. Negative values are treated as 0.
    /// Time moving forward ends a review (`endReview()`) first.
    public func advance(by seconds: TimeInterval) {
        let target = currentTime + max(seconds, 0) * max(speed, 0)
        if target > currentTime { endReview() }
        for (kind, message) in PendingDiagnostics.take() { diagnostics.report(kind, message) }
        drainRunLoop()
        while let index = nextTimerIndex(dueBy: target) {
            let timer = timers.remove(at: index)
            currentTime = max(currentTime, timer.time)
            if !timer.onlyChecksEnds { noteIrreversibleChange() }
            timer.action()
            drainRunLoop()
        }
        currentTime = max(currentTime, target)
        checkGroups()
        drainRunLoop()
        // What drives frames (a display link, an interaction playing out) changes things as
        // it likes: nothing before now can be reviewed exactly once it ran.
        if !frameDrivers.isEmpty { noteIrreversibleChange() }
        for token in frameObserverOrder {
            // One removed by an earlier observer this frame does not run.
            frameObservers[token]?(currentTime)
        }
        drainRunLoop()
        UIApplication.shared.layoutVisibleWindows()
        // The frame is drawn from here on: what changed before it is no longer news.
        journal.frameDidEnd()
    }

    /// Starts over at time 0: drops timers, queued work, animation groups and explicit
    /// animations (without running their completions), transactions, observers (display links
    /// among them), diagnostics (those held for the next frame too) and the diagnostic handler;
    /// speed back to 1, animations enabled, live (no review), text measured by the estimate
    /// (no `TextMetrics`: first, so that what the windows still alive change by it is not news
    /// after the reset, nor a change a review cannot go back past). For tests.
    public func reset() {
        TextMetrics.current = nil
        currentTime = 0
        reviewTime = nil
        earliestReviewTime = 0
        speed = 1
        timers.removeAll()
        runLoopQueue.removeAll()
        activeGroups.removeAll()
        explicitRecords.removeAll()
        transactions.removeAll()
        committedTransactions.removeAll()
        animatedLayers.removeAll()
        frameObservers.removeAll()
        frameObserverOrder.removeAll()
        frameDrivers.removeAll()
        captures.removeAll()
        liveAnimators.removeAll()
        animationsDisabled = 0
        animationsEnabled = true
        diagnostics.reset()
        journal.frameDidEnd()
        _ = PendingDiagnostics.take()
        needsGroupCheck = false
        GestureArena.shared.reset()
        TransitionContext.forgetRunning()
    }

    // MARK: Scheduling (internal)

    /// Runs `action` on the next run-loop turn: in the current or next `advance(by:)`, at the
    /// current time (UIKit's `DispatchQueue.main.async` from inside a transition).
    func performOnNextRunLoopTurn(_ action: @escaping @MainActor () -> Void) {
        runLoopQueue.append(action)
    }

    /// Runs `action` when engine time reaches `time`. Returns a token for `cancelTimer`. A timer
    /// that `onlyChecksEnds` (the engine's own look for animations that ended) does not bound
    /// reviews by firing (`earliestReviewTime`); others run code that may change anything.
    @discardableResult
    func schedule(
        at time: TimeInterval, onlyChecksEnds: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> Int {
        sequence += 1
        timers.append(Timer(time: time, sequence: sequence, onlyChecksEnds: onlyChecksEnds, action: action))
        return sequence
    }

    func cancelTimer(_ token: Int) {
        timers.removeAll { $0.sequence == token }
    }

    /// Calls `observer` with the time at the end of every `advance(by:)` until removed. An
    /// observer that `drivesFrames` moves something each frame, so it keeps
    /// `hasActiveAnimations` true; others only watch frames that happen anyway.
    func addFrameObserver(drivesFrames: Bool, _ observer: @escaping @MainActor (TimeInterval) -> Void) -> Int {
        sequence += 1
        frameObservers[sequence] = observer
        frameObserverOrder.append(sequence)
        if drivesFrames { frameDrivers.insert(sequence) }
        return sequence
    }

    func removeFrameObserver(_ token: Int) {
        frameObservers.removeValue(forKey: token)
        frameObserverOrder.removeAll { $0 == token }
        frameDrivers.remove(token)
    }

    private func nextTimerIndex(dueBy target: TimeInterval) -> Int? {
        var best: Int?
        // A nanosecond of slack: time added up in steps (ten of 0.1 s) falls a hair short of the
        // moment it names (1 s), and what is due then must still run.
        for (index, timer) in timers.enumerated() where timer.time <= target + 1e-9 {
            if let b = best {
                let current = timers[b]
                if timer.time < current.time || (timer.time == current.time && timer.sequence < current.sequence) {
                    best = index
                }
            } else {
                best = index
            }
        }
        return best
    }

    /// Runs the work queued for the next run-loop turn now, and what that work queues in turn.
    func drainRunLoop() {
        var guardCount = 0
        while !runLoopQueue.isEmpty && guardCount < 100_000 {
            noteIrreversibleChange()
            let work = runLoopQueue
            runLoopQueue.removeAll()
            for action in work { action() }
            guardCount += 1
            if needsGroupCheck { checkGroups() }
        }
    }

    /// Drops the layers gone or without animations (`hasActiveAnimations` found one).
    private func pruneAnimatedLayers() {
        animatedLayers = animatedLayers.filter { $0.value.layer?.hasAnimations == true }
    }

    // MARK: Animation capture (internal)

    /// Whether UIKit-style animations are enabled (`UIView.areAnimationsEnabled`).
    var animationsEnabled = true

    func layerWillChange(_ layer: CALayer, _ property: LayerProperty) {
        guard animationsDisabled == 0, animationsEnabled, let capture = captures.last else { return }
        capture.record(layer, property)
    }

    func layerDidAddAnimation(_ layer: CALayer) {
        animatedLayers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
    }

    /// A property animator became active: keep it and its timeline alive until
    /// `animatorDidDeactivate(_:)`.
    func animatorDidActivate(_ timeline: AnimatorTimeline, owner: AnyObject) {
        guard !liveAnimators.contains(where: { $0.timeline === timeline }) else { return }
        liveAnimators.append((timeline, owner))
    }

    /// The owners of the property animators that became active while `body` ran (for a
    /// percent-driven transition: those its animator's `animateTransition(using:)` started),
    /// oldest first.
    func propertyAnimators(activatedDuring body: () -> Void) -> [AnyObject] {
        let before = Set(liveAnimators.map { ObjectIdentifier($0.timeline) })
        body()
        return liveAnimators.filter { !before.contains(ObjectIdentifier($0.timeline)) }.map(\.owner)
    }

    /// A property animator is inactive again.
    func animatorDidDeactivate(_ timeline: AnimatorTimeline) {
        liveAnimators.removeAll { $0.timeline === timeline }
    }

    func groupNeedsCheck() {
        needsGroupCheck = true
        performOnNextRunLoopTurn { [weak self] in self?.checkGroups() }
    }

    /// Runs `changes` with animations off (`UIView.performWithoutAnimation`).
    func withoutAnimation(_ changes: () -> Void) {
        animationsDisabled += 1
        changes()
        animationsDisabled -= 1
    }

    /// Runs `changes` recording into `capture`, then starts its animations. Inside a property
    /// animator's block, a nested `UIView.animate…` block joins the animator's timeline: UIKit
    /// nests animations into an enclosing property animator, which gives them its timing.
    /// An animation block is a change reviews cannot cross, noted first: its captures read
    /// what is on screen now, not at a reviewed moment.
    func run(_ capture: AnimationCapture, changes: () -> Void, completion: ((Bool) -> Void)?) {
        noteIrreversibleChange()
        if capture.timeline == nil, let outer = captures.last, let timeline = outer.timeline {
            capture.timeline = timeline
            capture.spanStart = outer.spanStart
        }
        if let timeline = capture.timeline, animationsEnabled {
            captures.append(capture)
            changes()
            captures.removeLast()
            timeline.adopt(capture, completion: completion)
            return
        }
        if capture.duration <= 0 && capture.delay <= 0 || !animationsEnabled {
            withoutAnimation(changes)
            if let completion {
                performOnNextRunLoopTurn { completion(true) }
            }
            return
        }
        captures.append(capture)
        changes()
        captures.removeLast()
        commit(capture, completion: completion)
    }

    /// The capture recording right now (for `addKeyframe`).
    var currentCapture: AnimationCapture? { captures.last }

    private func commit(_ capture: AnimationCapture, completion: ((Bool) -> Void)?) {
        let group = AnimationGroup(completion: completion)
        var latestEnd = currentTime
        for key in capture.order {
            guard let entry = capture.entries[key] else { continue }
            let layer = entry.layer
            let begin = layer.localTime + capture.delay
            let animation = LayerAnimation(
                property: entry.property, track: capture.track(for: entry), beginTime: begin,
                duration: capture.duration, curve: capture.curve, repeatCount: capture.repeatCount,
                autoreverses: capture.autoreverses, group: group)
            layer.add(animation)
            group.members.append(AnimationGroup.Member(layer: layer, animation: animation))
            latestEnd = max(latestEnd, currentTime + (animation.endTime - layer.localTime))
        }
        if group.members.isEmpty {
            // Nothing animatable changed: UIKit calls the completion on the next turn.
            if capture.delay > 0 {
                schedule(at: currentTime + capture.delay) { group.finish(true) }
            } else {
                performOnNextRunLoopTurn { group.finish(true) }
            }
            return
        }
        activeGroups.append(group)
        transactions.last?.track(group)
        if latestEnd.isFinite {
            schedule(at: latestEnd, onlyChecksEnds: true) { [weak self] in self?.checkGroups() }
        }
    }

    /// Completes every group whose animations have all ended or been removed, and ends the
    /// explicit animations whose time has run out.
    func checkGroups() {
        needsGroupCheck = false
        checkExplicitAnimations()
        guard !activeGroups.isEmpty else { return }
        let groups = activeGroups
        for group in groups {
            if group.isDone {
                continue
            }
            // Members no longer attached count as finished, so a group with none left completes.
            if group.allFinished {
                group.detachFinished()
                group.finish(!group.wasInterrupted)
                transactionMemberFinished(group)
            }
        }
        // Most frames complete nothing: the array is rewritten only when a group is done.
        if activeGroups.contains(where: \.isDone) { activeGroups.removeAll { $0.isDone } }
    }
}

extension AnimationEngine {
    /// Moves every animation on `root` and the layers inside it by `delta` seconds of local
    /// time (after an interaction gave the time back, so they carry on where they stand).
    func shiftAnimations(inside root: CALayer, by delta: TimeInterval) {
        guard delta != 0 else { return }
        root.shiftAnimations(by: delta)
        for sublayer in root.sublayers ?? [] { shiftAnimations(inside: sublayer, by: delta) }
    }

    /// Ends every animation running on a layer inside `roots` as if its time had run out: the
    /// layers keep their model values, animation blocks whose animations all ended complete with
    /// `finished == true` (now, before this returns), explicit animations' delegates hear
    /// `finished == true`. Used when a transition is force-completed, so that its screens do not
    /// go on moving for as long as the animator asked.
    func finishAnimations(inside roots: [CALayer]) {
        for (weakLayer, attached) in explicitRecords {  // a copy: removing edits the original
            guard let layer = weakLayer.layer, roots.contains(where: { layer.isInside($0) }) else { continue }
            layer.removeExplicitAnimation(forKey: attached.key, finished: true)
        }
        for group in activeGroups {
            for member in group.members {
                guard let layer = member.attachedLayer, roots.contains(where: { layer.isInside($0) }) else { continue }
                layer.removeAnimation(for: member.animation.property, interrupted: false)
            }
        }
        checkGroups()
    }

    /// Puts every animation running on a layer inside `roots` back at its start: the model
    /// value becomes the animation's initial value and the animation is removed (its group
    /// then completes with `finished == true`); explicit animations there are removed (their
    /// delegates hear `finished == false`). Used when an interactive transition is cancelled.
    func rewindAnimations(inside roots: [CALayer]) {
        for (weakLayer, attached) in explicitRecords {  // a copy: removing edits the original
            guard let layer = weakLayer.layer, roots.contains(where: { layer.isInside($0) }) else { continue }
            layer.removeExplicitAnimation(forKey: attached.key, finished: false)
        }
        for group in activeGroups {
            for member in group.members {
                guard let layer = member.attachedLayer, roots.contains(where: { layer.isInside($0) }),
                    let initial = member.animation.track.initialValue
                else { continue }
                layer.removeAnimation(for: member.animation.property, interrupted: false)
                layer.setModelValueWithoutAnimation(initial, for: member.animation.property)
            }
        }
    }
}

extension AnimationEngine {
    // MARK: Explicit animations (internal)

    /// Starts watching an explicit animation just added to `layer`: `animationDidStart` when it
    /// begins, the end when its time runs out.
    func explicitAnimationAdded(_ attached: AttachedAnimation, on layer: CALayer) {
        explicitRecords.append((WeakLayer(layer: layer), attached))
        transactions.last?.track(attached)
        let now = layer.localTime
        if attached.beginTime <= now {
            performOnNextRunLoopTurn { [weak self] in self?.startIfNeeded(attached) }
        } else {
            schedule(at: currentTime + (attached.beginTime - now)) { [weak self] in self?.startIfNeeded(attached) }
        }
        let end = attached.endTime - now
        if end.isFinite {
            schedule(at: currentTime + max(end, 0), onlyChecksEnds: true) { [weak self] in self?.checkGroups() }
        }
    }

    private func startIfNeeded(_ attached: AttachedAnimation) {
        guard !attached.hasStarted else { return }
        attached.hasStarted = true
        attached.animation.delegate?.animationDidStart(attached.animation)
    }

    /// An explicit animation left its layer early (`finished` false) or at its end.
    func explicitAnimationRemoved(_ attached: AttachedAnimation, finished: Bool) {
        let wasRunning = !attached.hasEnded
        attached.hasEnded = true
        explicitRecords.removeAll { $0.attached === attached }
        guard wasRunning else { return }
        performOnNextRunLoopTurn { [weak self] in
            attached.animation.delegate?.animationDidStop(attached.animation, finished: finished)
            self?.transactionMemberFinished(attached)
        }
    }

    private func checkExplicitAnimations() {
        guard !explicitRecords.isEmpty else { return }
        for (weakLayer, attached) in explicitRecords {
            guard let layer = weakLayer.layer else {
                explicitAnimationRemoved(attached, finished: false)
                continue
            }
            // Held by an interaction (time frozen): not over until the interaction lets go.
            guard !layer.isTimeFrozen, layer.localTime >= attached.endTime - 1e-9 else { continue }
            startIfNeeded(attached)
            attached.hasEnded = true
            explicitRecords.removeAll { $0.attached === attached }
            if attached.animation.isRemovedOnCompletion { layer.removeExplicit(attached) }
            attached.animation.delegate?.animationDidStop(attached.animation, finished: true)
            transactionMemberFinished(attached)
        }
    }

    func transactionMemberFinished(_ member: AnyObject) {
        for frame in transactions + committedTransactions { frame.finish(member) }
    }

    func transactionDidComplete(_ frame: CATransaction.Frame) {
        committedTransactions.removeAll { $0 === frame }
    }
}
