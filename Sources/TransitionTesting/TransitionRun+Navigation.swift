import Foundation
import TransitionKit

extension TransitionRun {
    /// Pushes `viewController` onto a `UINavigationController` whose root is `root`, animated
    /// by `animator` (a navigation delegate that returns it is installed), in a key window of
    /// `windowSize` points. The run starts at time 0 with the push. Throws
    /// `transitionDidNotStart` when no transition starts (e.g. `viewController` is `root`),
    /// `invalidWindowSize` for a size that is not positive. Source: Apple's docs for
    /// `pushViewController(_:animated:)` and
    /// `navigationController(_:animationControllerFor:from:to:)`.
    public static func push(
        _ viewController: UIViewController, onto root: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        let delegate = FixedAnimatorDelegate(animator)
        return try push(viewController, onto: root, delegate: delegate, windowSize: windowSize)
    }

    /// Pushes `viewController` onto a `UINavigationController` whose root is `root` with your
    /// own `delegate` (it gives the animator, and an interaction controller if it wants; held
    /// by the run). A delegate that returns nil leaves UIKit's default slide. See
    /// `push(_:onto:animator:windowSize:)`.
    public static func push(
        _ viewController: UIViewController, onto root: UIViewController,
        delegate: any UINavigationControllerDelegate, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        return try push(viewController, in: navigation, windowSize: windowSize, retaining: [delegate])
    }

    /// Pushes `viewController` onto `navigationController` as you configured it (its stack,
    /// its delegate, or a subclass that animates itself), which becomes the window's root.
    /// See `push(_:onto:animator:windowSize:)`.
    public static func push(
        _ viewController: UIViewController, in navigationController: UINavigationController,
        windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        try push(viewController, in: navigationController, windowSize: windowSize, retaining: [])
    }

    /// Pops `top` off a `UINavigationController` holding `[root, top]` (pushed without
    /// animation before the run starts), animated by `animator`. See
    /// `push(_:onto:animator:windowSize:)`. Source: Apple's docs for
    /// `popViewController(animated:)`.
    public static func pop(
        from top: UIViewController, to root: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        let delegate = FixedAnimatorDelegate(animator)
        return try pop(from: top, to: root, delegate: delegate, windowSize: windowSize)
    }

    /// Pops `top` off a `UINavigationController` holding `[root, top]` with your own
    /// `delegate` (held by the run). See `pop(from:to:animator:windowSize:)`.
    public static func pop(
        from top: UIViewController, to root: UIViewController,
        delegate: any UINavigationControllerDelegate, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        navigation.delegate = delegate
        return try pop(in: navigation, windowSize: windowSize, retaining: [delegate])
    }

    /// Pops the top controller off `navigationController` as you configured it (at least two
    /// controllers on its stack), which becomes the window's root. See
    /// `pop(from:to:animator:windowSize:)`.
    public static func pop(
        in navigationController: UINavigationController, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        try pop(in: navigationController, windowSize: windowSize, retaining: [])
    }

    private static func push(
        _ viewController: UIViewController, in navigation: UINavigationController, windowSize: CGSize,
        retaining retained: [AnyObject]
    ) throws -> TransitionRun {
        let window = try makeWindow(showing: navigation, size: windowSize)
        let stack = navigation.viewControllers
        return try TransitionRun(
            operation: "push", window: window, host: navigation, retaining: retained,
            start: { navigation.pushViewController(viewController, animated: true) },
            tookPlace: {
                navigation.viewControllers.count == stack.count + 1 && navigation.topViewController === viewController
            },
            shown: { navigation.viewControllers })
    }

    private static func pop(
        in navigation: UINavigationController, windowSize: CGSize, retaining retained: [AnyObject]
    ) throws -> TransitionRun {
        let window = try makeWindow(showing: navigation, size: windowSize)
        let stack = navigation.viewControllers
        return try TransitionRun(
            operation: "pop", window: window, host: navigation, retaining: retained,
            start: { navigation.popViewController(animated: true) },
            tookPlace: { navigation.viewControllers.count == stack.count - 1 },
            shown: { navigation.viewControllers })
    }
}
