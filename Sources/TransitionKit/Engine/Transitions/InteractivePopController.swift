import Foundation

/// What makes `UINavigationController.interactivePopGestureRecognizer` pop (ours; UIKit's
/// `_UINavigationInteractiveTransition` is private): a left-edge pan on the navigation
/// controller's view that pops the top controller following the finger, as iOS does.
///
/// - **When it begins.** Only with more than one controller on the stack, no transition
///   running, the navigation controller's view in a window, and the top controller's
///   `navigationItem.hidesBackButton` false (iOS hides the edge swipe with the back button).
///   Then the navigation delegate is asked, once, for the pop's animation controller:
///   - none: the pop runs through the system pop animation (`systemAnimator(for: .pop)`),
///     driven by a `UIPercentDrivenInteractiveTransition` of ours (completion curve ease-out);
///   - one, with an interaction controller from `interactionControllerFor`: the pop runs
///     through both, and when the interaction controller is a
///     `UIPercentDrivenInteractiveTransition` the edge pan drives it (`update`, `finish`,
///     `cancel`); another kind drives itself;
///   - one without an interaction controller: the edge pan fails and nothing pops. This is the
///     behaviour iOS developers report (a delegate with custom animations loses the edge
///     swipe unless it gives an interaction controller); ours, as Apple documents no rule.
/// - **While the finger moves.** The progress is the pan's horizontal translation in the
///   navigation controller's view divided by that view's width, clamped to 0…1.
/// - **On release.** `PanDrivenInteraction`'s rule: a flick of at least 500 points per second to
///   the right finishes the pop and one to the left cancels it; slower, it finishes when the
///   progress is above 0.5 and cancels otherwise (ours: iOS publishes neither number). Released at 30 % with no
///   velocity, the pop is cancelled: the stack is as before and the top controller gets
///   `viewWillAppear`/`viewDidAppear` again, as Apple's documentation of cancelled interactive
///   transitions says; at 70 % it finishes and the controller is popped. A cancelled touch
///   cancels.
@MainActor
final class InteractivePopController {
    private weak var navigationController: UINavigationController?
    let recognizer = InteractivePopGestureRecognizer()
    /// The animation and interaction controllers the next pop uses (prepared when the pan may
    /// begin; taken by the navigation controller's pop).
    private var prepared: Prepared?
    /// The interaction the pan drives while the pop runs.
    private var interaction = PanDrivenInteraction()

    struct Prepared {
        let animator: (any UIViewControllerAnimatedTransitioning)?
        let interactor: any UIViewControllerInteractiveTransitioning
    }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        recognizer.edges = .left
        recognizer.name = "interactivePopGestureRecognizer"
        recognizer.controller = self
        recognizer.addTarget(self, action: Selector(Self.handlePan(_:)))
    }

    /// Whether an interactive pop can begin now (no transition runs anywhere: one at a time, as
    /// on iOS); if so, prepares its controllers.
    func prepareInteractivePop() -> Bool {
        prepared = nil
        guard let navigation = navigationController, !navigation.isTransitioning, !TransitionContext.isAnyRunning,
            navigation.viewIfLoaded?.window != nil
        else { return false }
        let stack = navigation.viewControllers
        guard stack.count > 1, let top = stack.last, !top.navigationItem.hidesBackButton else { return false }
        let below = stack[stack.count - 2]
        let custom = navigation.delegate?.navigationController(
            navigation, animationControllerFor: .pop, from: top, to: below)
        if let custom {
            guard
                let interactor = navigation.delegate?.navigationController(navigation, interactionControllerFor: custom)
            else { return false }
            prepared = Prepared(animator: custom, interactor: interactor)
        } else {
            let system = UIPercentDrivenInteractiveTransition()
            system.completionCurve = .easeOut
            prepared = Prepared(animator: nil, interactor: system)
        }
        return true
    }

    /// The prepared controllers, once, for the pop the began pan asks for (nil for any other
    /// pop: a pan that was prepared but did not begin leaves nothing behind).
    func takePrepared() -> Prepared? {
        defer { prepared = nil }
        return recognizer.state == .began ? prepared : nil
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let navigation = navigationController else { return }
        interaction.follow(
            pan, progress: progress(of: pan, in: navigation), velocity: pan.velocity(in: navigation.viewIfLoaded).x
        ) {
            let interactor = prepared?.interactor
            navigation.popViewController(animated: true)
            prepared = nil
            return interactor as? UIPercentDrivenInteractiveTransition
        }
    }

    /// The pan's horizontal translation over the navigation view's width, 0…1.
    private func progress(of pan: UIPanGestureRecognizer, in navigation: UINavigationController) -> CGFloat {
        guard let view = navigation.viewIfLoaded, view.bounds.width > 0 else { return 0 }
        return min(max(pan.translation(in: view).x / view.bounds.width, 0), 1)
    }
}
