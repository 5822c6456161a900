import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A pop animator built on `interruptibleAnimator(using:)`: the top screen slides right by the
/// width, the one below comes in from −30 %, linearly over `duration`, so values are easy to
/// work by hand. `reuse` false makes a new animator on every call (the classic mistake).
@MainActor
final class InterruptibleSlidePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let reuse: Bool
    private(set) var made = 0
    private(set) var ended: [Bool] = []
    private(set) var positions: [UIViewAnimatingPosition] = []
    private var animator: UIViewPropertyAnimator?

    init(duration: TimeInterval = 1, reuse: Bool = true) {
        self.duration = duration
        self.reuse = reuse
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if reuse, let animator { return animator }
        made += 1
        let container = transitionContext.containerView
        let width = container.bounds.width
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear)
        if let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = container.bounds.offsetBy(dx: -0.3 * width, dy: 0)
            animator.addAnimations {
                fromView.frame = container.bounds.offsetBy(dx: width, dy: 0)
                toView.frame = container.bounds
            }
        }
        animator.addCompletion { position in
            self.positions.append(position)
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        animator = nil
    }
}

/// A pop animator that is not interruptible but animates with a running property animator in
/// `animateTransition(using:)`, linearly over 1 s.
@MainActor
final class PropertyAnimatorSlidePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        1
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = container.bounds.offsetBy(dx: -117, dy: 0)
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                fromView.frame = container.bounds.offsetBy(dx: 390, dy: 0)
                toView.frame = container.bounds
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// iOS 10 interruptible transitions: a percent-driven interaction drives the animator's
/// interruptible animator. Expected values from UIKit's documented rules (SDK header
/// `UIViewControllerTransitioning.h`) and the animator's geometry: a 390-point-wide container,
/// the top screen at x = 390 · f, the one below at −117 + 117 · f for fraction f.
@MainActor
@Suite struct InterruptibleTransitionTests {
    func makeStack(animator: InterruptibleSlidePopAnimator, interactor: UIPercentDrivenInteractiveTransition?)
        -> (UIWindow, UINavigationController, UIViewController, UIViewController, RecordingDelegate)
    {
        let home = TitledViewController("Home")
        let detail = TitledViewController("Detail")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = RecordingDelegate()
        delegate.animator = animator
        delegate.interactor = interactor
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(detail, animated: false)
        return (window, navigation, home, detail, delegate)
    }

    @Test func scrubbedToFortyPercentAndCancelledThenAnotherFinished() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = InterruptibleSlidePopAnimator()
        let (window, navigation, home, detail, delegate) = makeStack(animator: animator, interactor: driver)
        let engine = AnimationEngine.shared
        navigation.popViewController(animated: true)
        let coordinator = navigation.transitionCoordinator
        #expect(coordinator?.isInteractive == true && coordinator?.isInterruptible == true)
        #expect(animator.made == 1)
        driver.update(0.4)
        engine.advance(by: 1)  // time passing does not move a paused animator
        #expect(isClose(presentedFrame(detail.view).minX, 156))
        #expect(isClose(presentedFrame(home.view).minX, -70.2))
        #expect(isClose(coordinator?.percentComplete ?? -1, 0.4))
        #expect(engine.hasActiveAnimations == false, "a paused interaction lets the playground sleep")
        driver.cancel()
        // Back from 0.4 to 0 over 0.4 · 1 s along ease-in-out: half way (0.2) at 0.2 s.
        engine.advance(by: 0.2)
        #expect(isClose(presentedFrame(detail.view).minX, 78, 1e-3))
        engine.advance(by: 0.2)
        #expect(animator.positions == [.start])
        #expect(animator.ended == [false])
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"], "cancelled: the stack is unchanged")
        #expect(detail.view.frame.minX == 0, "the model value is back at the start")
        #expect(home.view.superview == nil, "the to view left the container")
        #expect(navigation.transitionCoordinator == nil)

        navigation.popViewController(animated: true)
        #expect(animator.made == 2, "a new animator for the next transition (the last was cleared)")
        driver.update(0.7)
        driver.finish()
        // From 0.7 to 1 over 0.3 s: half way (0.85) at 0.15 s → 331.5.
        engine.advance(by: 0.15)
        #expect(isClose(presentedFrame(detail.view).minX, 331.5, 1e-3))
        engine.advance(by: 0.15)
        #expect(animator.positions == [.start, .end] && animator.ended == [false, true])
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(home.view.frame.minX == 0 && detail.view.superview == nil)
        #expect(engine.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func aTransitionStartedWithoutInteractionIsTakenOverByPause() {
        let driver = UIPercentDrivenInteractiveTransition()
        driver.wantsInteractiveStart = false
        driver.completionSpeed = 2
        let animator = InterruptibleSlidePopAnimator()
        let (window, navigation, _, detail, delegate) = makeStack(animator: animator, interactor: driver)
        let engine = AnimationEngine.shared
        navigation.popViewController(animated: true)
        var changes: [Bool] = []
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        #expect(navigation.transitionCoordinator?.isInteractive == false)
        engine.advance(by: 0.25)
        #expect(isClose(presentedFrame(detail.view).minX, 97.5), "running on its own: 0.25 · 390")
        driver.pause()
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        #expect(isClose(driver.percentComplete, 0.25))
        #expect(changes == [true], "moving into interactive mode is announced")
        engine.advance(by: 5)
        #expect(isClose(presentedFrame(detail.view).minX, 97.5))
        #expect(!engine.diagnostics.contains { $0.kind == .completeTransitionNotCalled }, "a paused transition waits")
        driver.update(0.6)
        #expect(isClose(presentedFrame(detail.view).minX, 234))
        driver.finish()
        #expect(changes == [true, false])
        // The rest, 0.4 of 1 s at completion speed 2: 0.2 s.
        engine.advance(by: 0.19)
        #expect(navigation.isTransitioning)
        engine.advance(by: 0.02)
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.map(\.title) == ["Home"] && animator.ended == [true])
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func alongsideAnimationsJoinTheInterruptibleAnimator() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = InterruptibleSlidePopAnimator()
        let (window, navigation, _, _, delegate) = makeStack(animator: animator, interactor: driver)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(badge)
        navigation.popViewController(animated: true)
        navigation.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        driver.update(0.5)
        #expect(isClose(CGFloat(presented(badge).opacity), 0.5, 1e-6), "scrubbed with the animator")
        driver.cancel()
        AnimationEngine.shared.advance(by: 1)
        #expect(badge.alpha == 1, "reversed with it: back at its start")
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func aPropertyAnimatorStartedByAnimateTransitionIsScrubbedWithTheLayers() {
        let driver = UIPercentDrivenInteractiveTransition()
        let home = TitledViewController("Home")
        let detail = TitledViewController("Detail")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = RecordingDelegate()
        delegate.animator = PropertyAnimatorSlidePopAnimator()
        delegate.interactor = driver
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let engine = AnimationEngine.shared
        navigation.pushViewController(detail, animated: false)
        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator?.isInterruptible == false)
        driver.update(0.5)
        engine.advance(by: 2)
        #expect(isClose(presentedFrame(detail.view).minX, 195), "held at half: 0.5 · 390")
        #expect(navigation.isTransitioning)
        driver.cancel()
        // Back from 0.5 over 0.5 s along ease-in-out: 0.25 at 0.25 s → 97.5.
        engine.advance(by: 0.25)
        #expect(isClose(presentedFrame(detail.view).minX, 97.5, 1e-3))
        engine.advance(by: 0.25)
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.frame.minX == 0)

        navigation.popViewController(animated: true)
        driver.update(0.6)
        driver.finish()
        engine.advance(by: 0.4)
        #expect(navigation.viewControllers.map(\.title) == ["Home"] && home.view.frame.minX == 0)
        #expect(engine.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func anotherAnimatorFromInterruptibleAnimatorIsReported() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = InterruptibleSlidePopAnimator(reuse: false)
        let (window, navigation, _, _, delegate) = makeStack(animator: animator, interactor: driver)
        navigation.popViewController(animated: true)
        #expect(AnimationEngine.shared.diagnostics.contains { $0.kind == .interruptibleTransitionMisuse })
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func pausingATransitionWithoutAnInterruptibleAnimatorIsReported() {
        let driver = UIPercentDrivenInteractiveTransition()
        driver.wantsInteractiveStart = false
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = RecordingDelegate()
        delegate.animator = SlidePopAnimator()
        delegate.interactor = driver
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(TitledViewController("Detail"), animated: false)
        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator?.isInterruptible == false)
        AnimationEngine.shared.advance(by: 0.5)
        driver.pause()
        #expect(AnimationEngine.shared.diagnostics.last?.kind == .interruptibleTransitionMisuse)
        AnimationEngine.shared.advance(by: 0.5)
        #expect(navigation.viewControllers.map(\.title) == ["Home"], "it ran to its end on its own")
        withExtendedLifetime(delegate) {}
        _ = window
    }
}
