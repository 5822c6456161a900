import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A tab bar delegate that records its calls and hands out a given animator.
@MainActor
final class RecordingTabDelegate: UITabBarControllerDelegate {
    var log: [String] = []
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    var refuses: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        log.append("shouldSelect \(viewController.title ?? "?")")
        return !refuses.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.title ?? "?")")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("animator \(fromVC.title ?? "?")→\(toVC.title ?? "?")")
        return animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Slides the new tab in from the right over 0.4 s, linearly.
@MainActor
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
        let width = context.containerView.bounds.width
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        context.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear],
            animations: {
                fromView.transform = CGAffineTransform(translationX: -width, y: 0)
                toView.transform = .identity
            },
            completion: { _ in
                fromView.transform = .identity
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

@MainActor
@Suite struct TabBarTests {
    private func makeTabs() -> (UITabBarController, [UIViewController], UIWindow) {
        let first = TitledViewController("Feed")
        let second = TitledViewController("Search")
        let third = TitledViewController("Profile")
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first), second, third]
        let window = makeWindow(tabs)
        return (tabs, [first, second, third], window)
    }

    @Test func theBarSitsAtTheBottomWithTheTabsTitles() throws {
        let (tabs, controllers, window) = makeTabs()
        defer { withExtendedLifetime(window) {} }
        // 844 − 49 = 795: the bar's 49 points at the bottom (ours: without the 34-point inset).
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
        // The navigation controller's item has no title (it has none); the others have theirs.
        #expect(tabs.tabBar.items?.map(\.title) == [nil, "Search", "Profile"])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === controllers[0].navigationController)
        #expect(controllers[0].tabBarController === tabs)
        #expect(controllers[1].tabBarController === tabs)
        // The first tab's navigation view fills the container; the tabs' bottom inset is the bar.
        let navigationView = try #require(controllers[0].navigationController?.view)
        #expect(navigationView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(navigationView.safeAreaInsets.bottom == 49)
        let search = UITabBarItem(tabBarSystemItem: .search, tag: 4)
        #expect(search.title == "Search")
        #expect(search.tag == 4)
    }

    /// A finger on the bar: the bar is 390 points wide with 3 items, 130 each, from y 795 to
    /// 844. Down and up at (195, 820) is on item 1 (130 ≤ 195 < 260): Search is selected through
    /// the delegate, as a tap does. Down on item 0 at (65, 820) and up on item 2 at (325, 820)
    /// selects nothing; neither does a touch above the bar (y 700).
    @Test func aFingerLiftedOnAnItemSelectsItsTab() {
        let (tabs, controllers, window) = makeTabs()
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        window.sendTouch(at: CGPoint(x: 65, y: 820), phase: .began)
        window.sendTouch(at: CGPoint(x: 325, y: 820), phase: .moved)
        window.sendTouch(at: CGPoint(x: 325, y: 820), phase: .ended)
        #expect(tabs.selectedIndex == 0)
        #expect(delegate.log.isEmpty)
        window.sendTouch(at: CGPoint(x: 195, y: 700), phase: .began)
        window.sendTouch(at: CGPoint(x: 195, y: 700), phase: .ended)
        #expect(tabs.selectedIndex == 0)
        window.sendTouch(at: CGPoint(x: 195, y: 820), phase: .began)
        window.sendTouch(at: CGPoint(x: 195, y: 820), phase: .ended)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === controllers[1])
        // The first tab is Feed's navigation controller, which has no title of its own: "?".
        #expect(delegate.log == ["shouldSelect Search", "animator ?→Search", "didSelect Search"])
    }

    @Test func settingSelectedIndexSkipsTheDelegateAndAnimation() {
        let (tabs, controllers, window) = makeTabs()
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingTabDelegate()
        delegate.animator = TabSlideAnimator()
        tabs.delegate = delegate
        tabs.selectedIndex = 2
        // Apple's docs: no delegate call; the switch is immediate.
        #expect(delegate.log.isEmpty)
        #expect(!tabs.isTransitioning)
        #expect(tabs.selectedViewController === controllers[2])
        #expect(controllers[2].view.superview === tabs.selectedViewController?.view.superview)
        #expect(controllers[0].navigationController?.view.superview == nil)
        #expect(tabs.tabBar.selectedItem === controllers[2].tabBarItem)
        tabs.selectedViewController = controllers[1]
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.log.isEmpty)
    }

    @Test func aTapSwitchesThroughTheDelegatesAnimatorAndRemovesTheOldTab() throws {
        let (tabs, controllers, window) = makeTabs()
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingTabDelegate()
        delegate.animator = TabSlideAnimator()
        tabs.delegate = delegate
        let oldView = try #require(controllers[0].navigationController?.view)
        let container = try #require(oldView.superview)
        #expect(tabs.tapTabBarItem(at: 1))
        #expect(tabs.isTransitioning)
        // The navigation controller in the first tab has no title: "?".
        #expect(delegate.log == ["shouldSelect Search", "animator ?→Search", "didSelect Search"])
        // Half-way (linear): the new tab is 390 · (1 − 0.5) = 195 points to the right.
        AnimationEngine.shared.advance(by: 0.2)
        #expect(isClose(presented(controllers[1].view).affineTransform().tx, 195))
        #expect(container.subviews.count == 2)
        AnimationEngine.shared.advance(by: 0.21)
        #expect(!tabs.isTransitioning)
        // At the end only the new tab's view is in the container.
        #expect(container.subviews.count == 1)
        #expect(container.subviews.first === controllers[1].view)
        #expect(oldView.superview == nil)
        #expect(tabs.selectedIndex == 1)
    }

    @Test func shouldSelectCanRefuseATap() {
        let (tabs, _, window) = makeTabs()
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingTabDelegate()
        delegate.refuses = ["Profile"]
        tabs.delegate = delegate
        #expect(!tabs.tapTabBarItem(at: 2))
        #expect(tabs.selectedIndex == 0)
        #expect(delegate.log == ["shouldSelect Profile"])
        // Without an animator the tap switches at once, with didSelect.
        #expect(tabs.tapTabBarItem(at: 1))
        #expect(tabs.selectedIndex == 1)
        #expect(
            delegate.log == ["shouldSelect Profile", "shouldSelect Search", "animator ?→Search", "didSelect Search"])
    }

    @Test func appearanceCallbacksFollowTheSelection() {
        let first = RecordingViewController("A")
        let second = RecordingViewController("B")
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(tabs)
        defer { withExtendedLifetime(window) {} }
        #expect(first.log == ["A.willAppear", "A.didAppear"])
        #expect(second.log.isEmpty)
        tabs.selectedIndex = 1
        #expect(first.log == ["A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear"])
        #expect(second.log == ["B.willAppear", "B.didAppear"])
    }
}

@MainActor
@Suite struct InteractiveTabSwitchTests {
    @Test func aCancelledInteractiveSwitchKeepsTheOldTab() throws {
        let first = RecordingViewController("A")
        let second = RecordingViewController("B")
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(tabs)
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingTabDelegate()
        delegate.animator = TabSlideAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        tabs.delegate = delegate
        let container = try #require(first.view.superview)
        #expect(tabs.tapTabBarItem(at: 1))
        #expect(tabs.transitionCoordinator?.isInteractive == true)
        interactor.update(0.25)
        // Held at 25 % of the linear 0.4 s slide: the new tab 390 · 0.75 = 292.5 to the right.
        #expect(isClose(presented(second.view).affineTransform().tx, 292.5))
        interactor.cancel()
        // Back over 0.25 · 0.4 s = 0.1 s.
        AnimationEngine.shared.advance(by: 0.11)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        #expect(container.subviews == [first.view])
        #expect(first.log == ["A.willAppear", "A.didAppear", "A.willDisappear", "A.willAppear", "A.didAppear"])
        #expect(second.log == ["B.willAppear", "B.willDisappear", "B.didDisappear"])
    }
}

/// Adds the to view and never completes: a frozen transition.
@MainActor
final class NeverCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
    }
}

/// Hands out the frozen animator for presentations.
@MainActor
final class FrozenPresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = NeverCompletingAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor
@Suite struct FrozenTransitionTests {
    /// complete-transition-missing comes 2 s after the 0.3 s duration, naming what is frozen.
    @Test func frozenTabSwitchAndPresentationAreReportedAndForceCompleted() throws {
        let tabs = UITabBarController()
        let first = TitledViewController("A")
        let second = TitledViewController("B")
        tabs.viewControllers = [first, second]
        let window = makeWindow(tabs)
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingTabDelegate()
        delegate.animator = NeverCompletingAnimator()
        tabs.delegate = delegate
        tabs.tapTabBarItem(at: 1)
        AnimationEngine.shared.advance(by: 2.29)
        #expect(!tabs.isTransitionOverdue)
        AnimationEngine.shared.advance(by: 0.02)
        #expect(tabs.isTransitionOverdue)
        let diagnostic = try #require(AnimationEngine.shared.diagnostics.last)
        #expect(diagnostic.kind == .completeTransitionNotCalled)
        #expect(diagnostic.message.contains("tab switch: the tab bar is frozen"))
        tabs.forceCompleteTransition()
        #expect(!tabs.isTransitioning)
        #expect(tabs.selectedIndex == 1)

        let modal = TitledViewController("Modal")
        let frozen = FrozenPresentationDelegate()
        modal.transitioningDelegate = frozen
        modal.modalPresentationStyle = .overFullScreen
        tabs.present(modal, animated: true)
        let controller = try #require(modal.presentationController)
        #expect(controller.isTransitioning)
        #expect(controller.transitionAnimatorName == "NeverCompletingAnimator")
        AnimationEngine.shared.advance(by: 2.31)
        #expect(controller.isTransitionOverdue)
        #expect(
            AnimationEngine.shared.diagnostics.last?.message.contains("presentation: the presentation is frozen")
                == true)
        controller.forceCompleteTransition()
        #expect(!controller.isTransitioning)
        #expect(tabs.presentedViewController === modal)
    }
}
