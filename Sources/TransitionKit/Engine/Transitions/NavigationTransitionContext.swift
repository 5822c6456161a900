import Foundation

/// The transition context a navigation controller hands to an animator (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`).
@MainActor
final class NavigationTransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    private weak var navigationController: UINavigationController?
    let containerView: UIView
    let operation: UINavigationController.Operation
    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// The animator; released when the transition completes (an animator that keeps the context,
    /// as seed 001's does, must not keep everything alive).
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller, if interactive; released when the transition completes.
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// Called once when the transition completes (the percent-driven driver gives time back).
    var onComplete: (() -> Void)?
    /// The stack before the operation, restored if the transition is cancelled.
    let previousStack: [UIViewController]
    /// The from view's frame when the transition started, container coordinates.
    let fromInitialFrame: CGRect
    /// Engine time at which the transition started, seconds.
    let startTime: TimeInterval
    /// The animator's duration, seconds.
    private(set) var duration: TimeInterval = 0

    let isAnimated = true
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
    /// The layers an interaction controller holds and scrubs: the container's and the bar's.
    var drivenLayers: [CALayer] {
        [containerView.layer] + navigationBarLayers
    }

    /// The navigation bar's layer (its title cross-fade runs in its own time).
    var navigationBarLayers: [CALayer] {
        navigationController.map { [$0.navigationBar.layer] } ?? []
    }

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
    /// screen); else elapsed / duration (linear after other interactions).
    var progress: CGFloat {
        if isInteractive || initiallyInteractive && expectedRemainingTime == nil { return interactivePercent }
        if let completionPercent { return completionPercent }
        guard duration > 0 else { return 1 }
        let elapsed = AnimationEngine.shared.currentTime - (interactionEndTime ?? startTime)
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

    init(
        navigationController: UINavigationController, containerView: UIView,
        operation: UINavigationController.Operation, from: UIViewController, to: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning, previousStack: [UIViewController]
    ) {
        self.navigationController = navigationController
        self.containerView = containerView
        self.operation = operation
        self.fromViewController = from
        self.toViewController = to
        self.animator = animator
        self.animatorName = String(describing: type(of: animator))
        self.previousStack = previousStack
        self.fromInitialFrame = containerView.bounds
        self.startTime = AnimationEngine.shared.currentTime
        self.duration = max(animator.transitionDuration(using: self), 0)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        interactivePercent = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = false
        interactionDidEnd()
        navigationController?.transitionDidEndInteraction(self)
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        interactionDidEnd()
        navigationController?.transitionDidEndInteraction(self)
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
        navigationController?.transitionDidBeginInteraction(self)
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
        navigationController?.transitionDidComplete(self, didComplete: didComplete)
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
        case .from: fromViewController.loadedView
        case .to: toViewController.loadedView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? fromInitialFrame : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === toViewController ? containerView.bounds : .zero
    }
}
