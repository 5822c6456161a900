import Foundation
import TransitionKit

extension TransitionRun {
    /// Presents `viewController` from `presenter` (the window's root), animated by `animator`:
    /// a transitioning delegate that returns it for the presentation and the dismissal becomes
    /// `viewController.transitioningDelegate`. Set `modalPresentationStyle` as your app does
    /// (`.custom` with a presentation controller of yours goes through your own delegate:
    /// `present(_:from:windowSize:)`). In a key window of `windowSize` points; the run starts at
    /// time 0 with the presentation. Throws `transitionDidNotStart` when no transition starts,
    /// `invalidWindowSize` for a size that is not positive. Source: Apple's docs for
    /// `present(_:animated:completion:)` and `UIViewControllerTransitioningDelegate`.
    public static func present(
        _ viewController: UIViewController, from presenter: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        let delegate = FixedAnimatorDelegate(animator)
        viewController.transitioningDelegate = delegate
        return try present(viewController, from: presenter, windowSize: windowSize, retaining: [delegate])
    }

    /// Presents `viewController` from `presenter` as you configured it: its own
    /// `transitioningDelegate` and `modalPresentationStyle` (or `modalTransitionStyle` for a
    /// system animation). See `present(_:from:animator:windowSize:)`.
    public static func present(
        _ viewController: UIViewController, from presenter: UIViewController, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        try present(viewController, from: presenter, windowSize: windowSize, retaining: [])
    }

    /// Dismisses `viewController`, presented from `presenter` (the window's root) without
    /// animation before the run starts, animated by `animator` (installed as for
    /// `present(_:from:animator:windowSize:)`). Source: Apple's docs for
    /// `dismiss(animated:completion:)`.
    public static func dismiss(
        _ viewController: UIViewController, from presenter: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        let delegate = FixedAnimatorDelegate(animator)
        viewController.transitioningDelegate = delegate
        return try dismiss(viewController, from: presenter, windowSize: windowSize, retaining: [delegate])
    }

    /// Dismisses `viewController`, presented from `presenter` without animation first, as you
    /// configured it (its own `transitioningDelegate`). See
    /// `dismiss(_:from:animator:windowSize:)`.
    public static func dismiss(
        _ viewController: UIViewController, from presenter: UIViewController, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        try dismiss(viewController, from: presenter, windowSize: windowSize, retaining: [])
    }

    private static func present(
        _ viewController: UIViewController, from presenter: UIViewController, windowSize: CGSize,
        retaining retained: [AnyObject]
    ) throws -> TransitionRun {
        let window = try makeWindow(showing: presenter, size: windowSize)
        return try TransitionRun(
            operation: "present", window: window, host: viewController,
            retaining: retained + [viewController],
            start: { presenter.present(viewController, animated: true) },
            tookPlace: { viewController.presentingViewController != nil },
            shown: { presentationChain(from: presenter) })
    }

    private static func dismiss(
        _ viewController: UIViewController, from presenter: UIViewController, windowSize: CGSize,
        retaining retained: [AnyObject]
    ) throws -> TransitionRun {
        let window = try makeWindow(showing: presenter, size: windowSize)
        presenter.present(viewController, animated: false)
        AnimationEngine.shared.advance(by: 0)
        guard viewController.presentingViewController != nil else {
            throw TransitionTestingError.transitionDidNotStart(
                operation: "dismiss",
                reason: "presenting \(names(of: [viewController])[0]) without animation, before the dismissal, "
                    + "did not take place" + reportedDiagnostics())
        }
        return try TransitionRun(
            operation: "dismiss", window: window, host: viewController, retaining: retained + [viewController],
            start: { viewController.dismiss(animated: true) },
            tookPlace: { viewController.presentingViewController == nil },
            shown: { presentationChain(from: presenter) })
    }

    /// `root` and the controllers presented on it, in order.
    private static func presentationChain(from root: UIViewController) -> [UIViewController] {
        var chain = [root]
        while let next = chain.last?.presentedViewController { chain.append(next) }
        return chain
    }
}
