import Foundation

/// What a running transition tells anyone who asks: its controllers and views, duration,
/// progress and whether it is interactive or was cancelled.
/// Source: UIKit SDK header `UIViewControllerTransitionCoordinator.h`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether it started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether it is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether its animator is interruptible: it implements `interruptibleAnimator(using:)`.
    var isInterruptible: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// Its progress, 0…1. For a non-interactive transition: elapsed time over the duration (ours;
    /// UIKit reports it for interactive ones only).
    var percentComplete: CGFloat { get }
    /// The speed factor used after an interaction ends (1 when not interactive).
    var completionVelocity: CGFloat { get }
    /// The curve used after an interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The container view.
    var containerView: UIView { get }
    /// Identity here.
    var targetTransform: CGAffineTransform { get }
    /// The from or to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// A running transition, as handed out by `UIViewController.transitionCoordinator`: run your
/// own animations alongside it and hear when it ends.
/// Source: UIKit SDK header `UIViewControllerTransitionCoordinator.h`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside an animation block with the transition's remaining duration —
    /// for an interruptible transition whose animator is a `UIViewPropertyAnimator`, as one of
    /// its blocks (`addAnimations`), so that it scrubs, reverses and finishes with it (ours:
    /// UIKit does not document how) — and `completion` after the transition completes or is
    /// cancelled. Returns true.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Calls `handler` whenever the transition moves out of interactive mode (finished or
    /// cancelled) and, for an interruptible transition, back into it (paused).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewController {
    /// The transition this controller or its nearest ancestor takes part in, if one is running:
    /// a navigation controller's push or pop, a tab bar controller's tab switch, or the
    /// presentation or dismissal of a presented controller (for the presented controller and
    /// the one presenting it). Nil when none runs. Source: Apple's docs for
    /// `transitionCoordinator`.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let own = controller.ownTransitionCoordinator { return own }
            if let running = controller.presentationControllerStorage?.runningTransition { return running }
            if let running = controller.presentedStorage?.presentationControllerStorage?.runningTransition {
                return running
            }
            current = controller.parent
        }
        return nil
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion: UIKit's Swift API lets
    /// the nullable completion be left out (`coordinator.animate(alongsideTransition: { _ in
    /// self.dimmingView.alpha = 1 })`). Returns true.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
