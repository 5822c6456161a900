import Foundation

/// The transition context every transition hands to its animator — push and pop, present and
/// dismiss, a tab switch (UIKit's private `_UIViewControllerOneToOneTransitionContext`) — and
/// the one driver that runs it: it starts the animator or the interaction controller, watches
/// for a frozen transition (`complete-transition-missing`) and an empty container, and when
/// the animator calls `completeTransition(_:)` reports the classic mistakes, lets its host
/// settle, then runs `animationEnded(_:)` and the coordinator's completions. What differs per
/// kind of transition — which views `view(forKey:)` gives, the frames — is given by the host
/// that makes it. Ours.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// The start and end frames of the two controllers' views, container coordinates, points.
    struct Frames {
        var fromInitial: CGRect
        var fromFinal: CGRect
        var toInitial: CGRect
        var toFinal: CGRect
    }

    private weak var host: (any TransitionHost)?
    let containerView: UIView

    /// The transitions running now, in the order they started (weakly held).
    private static var running: [WeakContext] = []

    private struct WeakContext {
        weak var context: TransitionContext?
    }

    /// Whether any transition runs in any window: a push or pop, a presentation or dismissal,
    /// a tab switch. The system's own gestures (the edge pop, a sheet's swipe down) do not begin
    /// meanwhile, as on iOS, where one transition at a time runs.
    static var isAnyRunning: Bool {
        running.removeAll { $0.context == nil }
        return !running.isEmpty
    }

    /// Whether a finger touching down now is not delivered: a transition runs on its own —
    /// neither interactive nor interruptible (its animator vended no interruptible animator).
    /// Ours, as UIKit is seen to do: it ignores interaction events while a view controller
    /// transition animates, except an interactive or interruptible one, which a finger may
    /// catch.
    static var ignoresNewTouches: Bool {
        running.removeAll { $0.context == nil }
        return running.contains { entry in
            guard let context = entry.context else { return false }
            return !context.isInteractive && context.interruptibleAnimator == nil
        }
    }

    /// Forgets every running transition (`AnimationEngine.reset()`, for tests).
    static func forgetRunning() {
        running.removeAll()
    }
    /// What runs, for messages: "push", "pop", "presentation", "dismissal", "tab switch".
    let operation: String
    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// What `view(forKey:)` gives; nil where UIKit gives nil.
    let fromView: UIView?
    let toView: UIView?
    let frames: Frames
    /// Whether a completed transition must leave the to view in the container (the
    /// `to-view-missing` check): true for push, pop, presentation and tab switch.
    let requiresToViewInContainer: Bool
    /// The animator; released when the transition completes (an animator that keeps the context,
    /// as seed 001's does, must not keep everything alive).
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller, if interactive; released when the transition completes.
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// Called once when the transition completes (the percent-driven driver gives time back).
    var onComplete: (() -> Void)?
    /// Engine time at which the transition started, seconds.
    let startTime: TimeInterval
    /// The animator's duration, seconds: what `transitionDuration(using:)` returned, or 0 when
    /// that was not finite or negative (`time-invalid`).
    private(set) var duration: TimeInterval = 0
    /// The longest transition a person waits for, seconds: 10 (ours; UIKit's own take 0.2 to
    /// 0.5 s, and even 1/10× slow motion shows a 1 s transition within it). A longer
    /// `transitionDuration(using:)` is reported (`transition-too-long`) and its transition counts
    /// as overdue from the start, so that it can be force-completed at once.
    static let longestDuration: TimeInterval = 10

    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let targetTransform = CGAffineTransform.identity
    /// Interactive progress last reported, 0…1.
    private(set) var interactivePercent: CGFloat = 0
    /// Progress 0…1 (the coordinator's view; see `progress`).
    var percentComplete: CGFloat { progress }
    /// Whether `completeTransition(_:)` has been called.
    private(set) var isCompleted = false
    /// Whether an empty container was reported already (once per transition).
    var reportedEmptyContainer = false
    /// After an interaction ends: the seconds the rest of the transition takes.
    var expectedRemainingTime: TimeInterval?
    /// The layers an interaction controller holds and scrubs: the container's and the host's
    /// chrome.
    var drivenLayers: [CALayer] {
        [containerView.layer] + chromeLayers
    }

    /// The host's layers outside the container (a navigation bar's title cross-fade runs in its
    /// own time).
    var chromeLayers: [CALayer] { host?.chromeLayers ?? [] }

    /// Whether the animator is overdue: it has not called `completeTransition(_:)` 2 s after
    /// the duration (when `complete-transition-missing` is reported), or its duration is longer
    /// than `longestDuration` (from the start).
    private(set) var isOverdue = false
    private var watchdog: Int?
    private var frameCheck: Int?

    /// Whether the animator was asked for its interruptible animator yet.
    private var askedForInterruptibleAnimator = false
    /// The animator's interruptible animator, once asked; nil if it has none.
    private var interruptibleAnimator: (any UIViewImplicitlyAnimating)?

    private var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var initiallyInteractive = false

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { interruptibleAnimatorIfAny() != nil }
    var transitionDuration: TimeInterval { duration }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    /// Progress 0…1: the interaction's percentage while interactive; after a percent-driven
    /// interaction ends, the value its driver plays along the completion curve (what is on
    /// screen); else elapsed / duration (linear after other interactions), the elapsed time
    /// counted to the moment on screen (`AnimationEngine.presentationTime`: an earlier one while
    /// the engine reviews it).
    var progress: CGFloat {
        if isInteractive || initiallyInteractive && expectedRemainingTime == nil { return interactivePercent }
        if let completionPercent { return completionPercent }
        guard duration > 0 else { return 1 }
        let elapsed = AnimationEngine.shared.presentationTime - (interactionEndTime ?? startTime)
        if let remaining = expectedRemainingTime {
            let target: CGFloat = transitionWasCancelled ? 0 : 1
            guard remaining > 0 else { return target }
            let u = min(max(elapsed / remaining, 0), 1)
            return interactionEndPercent + (target - interactionEndPercent) * CGFloat(u)
        }
        return CGFloat(min(max(elapsed / duration, 0), 1))
    }

    /// The percentage a `PercentDrivenDriver` shows while it plays an ended interaction out.
    var completionPercent: CGFloat?

    private var interactionEndTime: TimeInterval?
    private var interactionEndPercent: CGFloat = 0

    /// The animator's interruptible animator: asked on first need and kept for the whole
    /// transition (UIKit: "the same instance for the life of a transition"); nil when the
    /// animator does not implement `interruptibleAnimator(using:)`.
    func interruptibleAnimatorIfAny() -> (any UIViewImplicitlyAnimating)? {
        if !askedForInterruptibleAnimator, let animator {
            askedForInterruptibleAnimator = true
            var vended: (any UIViewImplicitlyAnimating)?
            AnimationEngine.shared.diagnostics.whileRunningAnimator(animatorName) {
                vended = animator.interruptibleAnimator(using: self)
            }
            interruptibleAnimator = vended is AbsentInterruptibleAnimator ? nil : vended
        }
        return interruptibleAnimator
    }

    /// Asks the animator for its interruptible animator again and reports an
    /// `interruptible-transition-misuse` if it is another object; the first one stays in use.
    func checkInterruptibleAnimatorIsTheSame() {
        guard let first = interruptibleAnimator, let animator else { return }
        var again: (any UIViewImplicitlyAnimating)?
        AnimationEngine.shared.diagnostics.whileRunningAnimator(animatorName) {
            again = animator.interruptibleAnimator(using: self)
        }
        guard let again, again !== first else { return }
        AnimationEngine.shared.diagnostics.report(
            .interruptibleTransitionMisuse,
            "\(animatorName).interruptibleAnimator(using:) returned another animator than the first time "
                + "(\(type(of: again)), not the same object): the first one keeps driving the \(operation). "
                + "Make the animator once, keep it in a property, return it every time, "
                + "and clear it in animationEnded(_:).")
    }

    func markInteractive() {
        isInteractive = true
        initiallyInteractive = true
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation, !isCompleted, let animator = interruptibleAnimatorIfAny() as? UIViewPropertyAnimator,
            animator.state != .stopped
        {
            animator.addAnimations { animation(self) }
        } else if let animation {
            let elapsed = AnimationEngine.shared.currentTime - startTime
            let remaining = isInteractive ? duration : max(duration - elapsed, 0)
            UIView.animate(withDuration: remaining, animations: { animation(self) })
        }
        if let completion { alongsideCompletions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Runs the alongside completions once the transition is over.
    func runAlongsideCompletions() {
        let handlers = alongsideCompletions
        alongsideCompletions.removeAll()
        for handler in handlers { handler(self) }
    }

    private func interactionDidEnd() {
        interactionEndTime = AnimationEngine.shared.currentTime
        interactionEndPercent = interactivePercent
        interactionDidChange()
    }

    /// Tells every `notifyWhenInteractionChanges` handler; they stay for later changes (an
    /// interruptible transition may be paused and ended again).
    private func interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// A readable name of the animator for messages: its type.
    let animatorName: String

    /// Lets go of the animator and interaction controller after the end. The context itself
    /// stays alive until the next run-loop turn, as UIKit's autoreleased context does: animators
    /// that keep it `weak` still read it right after `completeTransition(_:)` (the circle
    /// reveal's `viewController(forKey: .to)?.view.layer.mask = nil`). Ours.
    func releaseParticipants() {
        animator = nil
        interactor = nil
        interruptibleAnimator = nil
        let complete = onComplete
        onComplete = nil
        complete?()
        AnimationEngine.shared.performOnNextRunLoopTurn { withExtendedLifetime(self) {} }
    }

    /// A context for `host`'s transition from `from` to `to` in `containerView`, whose
    /// `view(forKey:)` gives `fromView` and `toView` and whose frames are `frames`; `isAnimated`
    /// false for a change made at once (`present(_:animated: false)`).
    init(
        host: any TransitionHost, containerView: UIView, operation: String,
        from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?, frames: Frames,
        requiresToViewInContainer: Bool = true, isAnimated: Bool = true,
        animator: any UIViewControllerAnimatedTransitioning
    ) {
        self.isAnimated = isAnimated
        self.host = host
        self.containerView = containerView
        self.operation = operation
        self.fromViewController = from
        self.toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.frames = frames
        self.requiresToViewInContainer = requiresToViewInContainer
        self.animator = animator
        self.animatorName = String(describing: type(of: animator))
        self.startTime = AnimationEngine.shared.currentTime
        let diagnostics = AnimationEngine.shared.diagnostics
        let method = "\(animatorName).transitionDuration(using:)"
        self.duration = diagnostics.checkedTime(
            animator.transitionDuration(using: self), "duration", of: method)
        if duration > Self.longestDuration {
            isOverdue = true
            diagnostics.report(
                .transitionTooLong,
                "\(method) returned \(DiagnosticLog.describe(seconds: duration)) for the \(operation), longer than "
                    + "\(DiagnosticLog.describe(seconds: Self.longestDuration)): press f to complete it now. "
                    + "Transitions take a fraction of a second (UIKit's take 0.2 to 0.5 s).")
        }
    }

    // MARK: Running

    /// Starts the transition: through `interactor` when there is one (it starts the animator;
    /// with `wantsInteractiveStart` false as if not interactive, iOS 10), else the animator's
    /// `animateTransition(using:)`; arms the frozen-transition watchdog unless interactive, and
    /// checks the container each frame.
    func run(interactor: (any UIViewControllerInteractiveTransitioning)?) {
        self.interactor = interactor
        Self.running.append(WeakContext(context: self))
        let engine = AnimationEngine.shared
        frameCheck = engine.addFrameObserver(drivesFrames: false) { [weak self] _ in
            guard let self, !self.isCompleted else { return }
            self.checkContainer()
        }
        if let interactor {
            if interactor.wantsInteractiveStart { markInteractive() }
            engine.diagnostics.whileRunningAnimator(animatorName) { interactor.startInteractiveTransition(self) }
            if !isCompleted, !isInteractive { armWatchdog() }
        } else {
            let animator = self.animator
            engine.diagnostics.whileRunningAnimator(animatorName) { animator?.animateTransition(using: self) }
            if !isCompleted { armWatchdog() }
        }
    }

    /// Ends the transition: the animations still running in the container and the host's
    /// chrome jump to their ends (their completions run, as at their end, and may complete the
    /// transition themselves: animation blocks' completions and explicit animations'
    /// `animationDidStop(_:finished:)`, which Core Animation delivers on the next run-loop turn,
    /// so that turn is run now), then, if the animator still has not, as if it had called
    /// `completeTransition(!transitionWasCancelled)`. The way out of a frozen transition or
    /// one longer than `longestDuration`. Ours.
    func forceComplete() {
        let engine = AnimationEngine.shared
        engine.finishAnimations(inside: drivenLayers)
        engine.drainRunLoop()
        if !isCompleted { completeTransition(!transitionWasCancelled) }
    }

    private func armWatchdog() {
        disarmWatchdog()
        let engine = AnimationEngine.shared
        let expected = expectedRemainingTime ?? duration
        watchdog = engine.schedule(at: engine.currentTime + expected + 2) { [weak self] in
            guard let self, !self.isCompleted else { return }
            self.isOverdue = true
            AnimationEngine.shared.diagnostics.report(
                .completeTransitionNotCalled,
                "\(self.animatorName) has not called completeTransition(_:) 2 s after its "
                    + String(format: "%.2f s", self.duration)
                    + " \(self.operation): \(self.host?.frozenDescription ?? "the transition is frozen"). Call "
                    + "transitionContext.completeTransition(!transitionContext.transitionWasCancelled) "
                    + "when your animations end.")
        }
    }

    private func disarmWatchdog() {
        if let watchdog { AnimationEngine.shared.cancelTimer(watchdog) }
        watchdog = nil
    }

    private func checkContainer() {
        let visible = containerView.subviews.contains { !$0.isHidden }
        if !visible, !reportedEmptyContainer {
            reportedEmptyContainer = true
            AnimationEngine.shared.diagnostics.report(
                .emptyContainer,
                "\(animatorName): the container is empty during the \(operation) (a black "
                    + "screen on iOS). Add the to view with transitionContext.containerView.addSubview(toView) "
                    + "and keep the from view until the animation ends.")
        }
    }

    /// After `completeTransition(_:)`: the checks, the host's settling, `animationEnded(_:)`,
    /// the coordinator's completions, the host's end, the rest check of the screen on top.
    private func finish(didComplete: Bool) {
        disarmWatchdog()
        Self.running.removeAll { $0.context == nil || $0.context === self }
        if let frameCheck { AnimationEngine.shared.removeFrameObserver(frameCheck) }
        frameCheck = nil
        isOverdue = false
        let diagnostics = AnimationEngine.shared.diagnostics
        if !didComplete && !transitionWasCancelled {
            diagnostics.report(
                .cancelledWithoutCancel,
                "\(animatorName) called completeTransition(false) although nothing cancelled the \(operation): "
                    + "it was undone, the screens are as before. Call "
                    + "completeTransition(!transitionContext.transitionWasCancelled).")
        }
        if didComplete {
            if transitionWasCancelled {
                diagnostics.report(
                    .completedAfterCancel,
                    "\(animatorName) called completeTransition(true) after the interaction was cancelled: "
                        + "the \(operation) went ahead anyway. Call "
                        + "completeTransition(!transitionContext.transitionWasCancelled).")
            }
            if requiresToViewInContainer, let toView, !toView.isDescendant(of: containerView) {
                diagnostics.report(
                    .toViewNotInContainer,
                    "\(animatorName) completed the \(operation) without adding the to view "
                        + "(\(toViewController.debugName)) to the container: the screen is empty. Call "
                        + "transitionContext.containerView.addSubview(toView) in animateTransition(using:).")
            }
        }
        let host = self.host
        host?.settleTransition(self, didComplete: didComplete)
        animator?.animationEnded(didComplete)
        runAlongsideCompletions()
        releaseParticipants()
        host?.transitionDidEnd(self, didComplete: didComplete)
        let top = didComplete ? (toView, toViewController) : (fromView, fromViewController)
        if let view = top.0 { checkRestState(of: view, top.1, cancelled: !didComplete) }
    }

    /// Reports the screen left on top after a transition when it is not at rest
    /// (`UIView.restDeviations`): an animator that moved the anchor point and never moved it
    /// back leaves every later transition that sets `center` half a screen off. Ours; UIKit
    /// keeps whatever the animator left.
    private func checkRestState(of view: UIView, _ controller: UIViewController, cancelled: Bool) {
        guard view.isDescendant(of: containerView) else { return }
        let deviations = view.restDeviations
        guard !deviations.isEmpty else { return }
        let anchorMoved = deviations.contains { if case .anchorPoint = $0 { true } else { false } }
        AnimationEngine.shared.diagnostics.report(
            .viewNotAtRest,
            "\(animatorName) left \(controller.debugName)'s view with "
                + "\(deviations.map(\.leftAs).joined(separator: ", ")) after the "
                + "\(cancelled ? "cancelled " : "")\(operation): the next transition starts from there"
                + (anchorMoved ? " (one that sets center is thrown off by the moved anchor point)" : "")
                + ". Restore \(deviations.map(\.fix).joined(separator: ", ")) in the completion.")
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard
            let percentComplete = AnimationEngine.shared.diagnostics.checkedFraction(
                percentComplete, of: "updateInteractiveTransition(_:)")
        else { return }
        interactivePercent = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = false
        interactionDidEnd()
        if !isCompleted { armWatchdog() }
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        interactionDidEnd()
        if !isCompleted { armWatchdog() }
    }

    /// An interruptible transition was paused: it is interactive again and its outcome open
    /// (`transitionWasCancelled` false until the next cancel); the interaction handlers hear it
    /// and the frozen-transition watchdog waits. Does nothing while already interactive.
    func pauseInteractiveTransition() {
        guard !isInteractive, !isCompleted else { return }
        isInteractive = true
        transitionWasCancelled = false
        expectedRemainingTime = nil
        interactionDidChange()
        disarmWatchdog()
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            AnimationEngine.shared.diagnostics.report(
                .completeTransitionCalledTwice,
                "\(animatorName) called completeTransition(\(didComplete)) a second time; ignored. "
                    + "Call it exactly once, in the completion of your last animation.")
            return
        }
        isCompleted = true
        finish(didComplete: didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return frames.fromInitial }
        return vc === toViewController ? frames.toInitial : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === toViewController { return frames.toFinal }
        return vc === fromViewController ? frames.fromFinal : .zero
    }
}
