import Foundation

/// The coordinator a window's change of size hands to `viewWillTransition(to:with:)`: not
/// animated (`isAnimated` false, `transitionDuration` 0, `percentComplete` 1) — the terminal
/// resizes at once, so there is nothing to animate along (ours; on iOS a rotation animates) —
/// with no from or to controllers or views (nil for every key, as UIKit's for a size change),
/// the window as its container and the identity as `targetTransform` (a resize, not a
/// rotation). `animate(alongsideTransition:completion:)` keeps both blocks: the window runs
/// the alongside blocks, without animation, once the new size is laid out, then the
/// completions; blocks given after that run at once. Source for the shape: Apple's docs for
/// `viewWillTransition(to:with:)` and `UIViewControllerTransitionCoordinator`.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Whether the alongside blocks have run, and the completions.
    private var ranAlongside = false
    private var completed = false

    init(containerView: UIView) {
        self.containerView = containerView
    }

    var isAnimated: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation {
            if ranAlongside { UIView.performWithoutAnimation { animation(self) } } else { alongside.append(animation) }
        }
        if let completion {
            if completed { completion(self) } else { completions.append(completion) }
        }
        return true
    }

    /// Never interactive: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }

    /// Runs the alongside blocks given so far, without animation.
    func runAlongsideAnimations() {
        ranAlongside = true
        let blocks = alongside
        alongside.removeAll()
        UIView.performWithoutAnimation {
            for block in blocks { block(self) }
        }
    }

    /// Runs the completions given so far.
    func complete() {
        completed = true
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
