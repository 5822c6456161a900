import Foundation
import TransitionKit

extension TransitionRun {
    /// Switches a `UITabBarController` showing `viewControllers` (tab `selectedIndex` selected
    /// before the run starts) to tab `index`, as a tap on its bar item does, animated by
    /// `animator` (a tab bar delegate that returns it is installed). In a key window of
    /// `windowSize` points; the run starts at time 0 with the tap. Throws
    /// `transitionDidNotStart` when no switch starts (the tab is already selected, out of range,
    /// disabled), `invalidWindowSize` for a size that is not positive. Source: Apple's docs for
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`.
    public static func selectTab(
        at index: Int, of viewControllers: [UIViewController], selectedIndex: Int = 0,
        animator: any UIViewControllerAnimatedTransitioning, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        let tabs = UITabBarController()
        tabs.setViewControllers(viewControllers, animated: false)
        tabs.selectedIndex = selectedIndex
        let delegate = FixedAnimatorDelegate(animator)
        tabs.delegate = delegate
        return try selectTab(at: index, in: tabs, windowSize: windowSize, retaining: [delegate])
    }

    /// Switches `tabBarController`, as you configured it (its tabs, selection and delegate; the
    /// delegate is asked as for a tap), to tab `index`. See
    /// `selectTab(at:of:selectedIndex:animator:windowSize:)`.
    public static func selectTab(
        at index: Int, in tabBarController: UITabBarController, windowSize: CGSize = defaultWindowSize
    ) throws -> TransitionRun {
        try selectTab(at: index, in: tabBarController, windowSize: windowSize, retaining: [])
    }

    private static func selectTab(
        at index: Int, in tabs: UITabBarController, windowSize: CGSize, retaining retained: [AnyObject]
    ) throws -> TransitionRun {
        let window = try makeWindow(showing: tabs, size: windowSize)
        let before = tabs.selectedViewController
        return try TransitionRun(
            operation: "tab switch", window: window, host: tabs, retaining: retained,
            start: { tabs.tapTabBarItem(at: index) },
            tookPlace: { tabs.selectedIndex == index && tabs.selectedViewController !== before },
            shown: { tabs.selectedViewController.map { [$0] } ?? [] })
    }
}
