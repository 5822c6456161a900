import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A controller that records containment and appearance callbacks with its moving flags.
@MainActor
final class ContainmentLog: UIViewController {
    var log: [String] = []
    private let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func willMove(toParent parent: UIViewController?) {
        log.append("willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.append("didMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear moving=\(isMovingToParent)") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear moving=\(isMovingFromParent)") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// Cases found in review: interactions that end while held, cancels with explicit animations,
/// leaks, fill modes, containment callbacks, transactions and the coordinator.
@MainActor
@Suite struct ReviewFollowUpTests {
    @Test func aTransitionCompletingWhileHeldGivesTimeBack() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = SlidePopAnimator(duration: 1)
        let home = RecordingViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = RecordingDelegate()
        delegate.animator = animator
        delegate.interactor = driver
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(RecordingViewController("Detail"), animated: false)
        navigation.popViewController(animated: true)
        driver.update(1)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.isTransitioning, "held at 100 %: not over until the interaction lets go")
        driver.finish()
        AnimationEngine.shared.advance(by: 0.1)
        #expect(navigation.isTransitioning == false)
        let container = home.view.superview
        #expect(container?.layer.speed == 1 && container?.layer.timeOffset == 0 && container?.layer.beginTime == 0)
        // The next, ordinary transition runs on the engine's clock.
        delegate.interactor = nil
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.isTransitioning == false)
        #expect(navigation.viewControllers.count == 2)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func anAnimatorCompletingAtOnceUnderAnInteractionGivesTimeBack() {
        final class Instant: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            {
                0.5
            }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                if let toView = ctx.view(forKey: .to) { ctx.containerView.addSubview(toView) }
                ctx.completeTransition(true)
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = RecordingDelegate()
        delegate.animator = Instant()
        delegate.interactor = UIPercentDrivenInteractiveTransition()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        #expect(navigation.isTransitioning == false)
        #expect(next.view.superview?.layer.speed == 1)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func cancellingRemovesExplicitAnimationsInsteadOfReplayingThem() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = RecordingDelegate()
        delegate.animator = ExplicitFadeInAnimator()
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.interactor = driver
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        driver.update(0.5)
        driver.cancel()
        // Half of the 0.5 s way back (ease-in-out: half of the distance): 50 % → 25 %.
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(CGFloat(presented(next.view).opacity), 0.25, 1e-3))
        AnimationEngine.shared.advance(by: 0.26)  // the way back takes 0.5 s
        #expect(navigation.isTransitioning == false, "completed as soon as the cancel played back")
        #expect(navigation.viewControllers.count == 1)
        #expect(next.view.layer.animationKeys() == nil)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func removedOnCompletionAloneDoesNotHoldTheEndValue() {
        let engine = freshEngine()
        let view = UIView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.isRemovedOnCompletion = false
        view.layer.add(fade, forKey: "fade")
        engine.advance(by: 2)
        #expect(view.layer.animation(forKey: "fade") != nil, "still on the layer")
        #expect(presented(view).opacity == 1, "but without fill forwards the model value shows")
    }

    @Test func aFillingGroupHoldsItsChildrensEndValues() {
        let engine = freshEngine()
        let view = UIView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 0.5
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        view.layer.add(group, forKey: "group")
        engine.advance(by: 1)
        #expect(isClose(CGFloat(presented(view).opacity), 0.2, 1e-6))
    }

    @Test func groupTimingWarpsItsChildren() {
        let engine = freshEngine()
        let view = UIView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(group, forKey: nil)
        engine.advance(by: 0.25)
        #expect(isClose(CGFloat(presented(view).opacity), 0.129162, 1e-4))
    }

    @Test func containmentCallbacksForPushAndPop() {
        let home = ContainmentLog("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let next = ContainmentLog("Next")
        navigation.pushViewController(next, animated: true)
        AnimationEngine.shared.advance(by: 1)
        #expect(next.log == ["willMove(nav)", "willAppear moving=true", "didAppear", "didMove(nav)"])
        next.log.removeAll()
        navigation.popViewController(animated: true)
        #expect(next.log == ["willMove(nil)", "willDisappear moving=true"], "told as the pop starts")
        AnimationEngine.shared.advance(by: 1)
        #expect(next.log == ["willMove(nil)", "willDisappear moving=true", "didDisappear", "didMove(nil)"])
        // Without animation: the same order, and the moving flags too.
        let other = ContainmentLog("Other")
        navigation.pushViewController(other, animated: false)
        #expect(other.log == ["willMove(nav)", "willAppear moving=true", "didAppear", "didMove(nav)"])
        other.log.removeAll()
        navigation.popViewController(animated: false)
        #expect(other.log == ["willMove(nil)", "willDisappear moving=true", "didDisappear", "didMove(nil)"])
        _ = window
    }

    @Test func aCancelledPopReadoptsThePoppedController() {
        let driver = UIPercentDrivenInteractiveTransition()
        let navigation = UINavigationController(rootViewController: ContainmentLog("Home"))
        let delegate = RecordingDelegate()
        delegate.animator = SlidePopAnimator()
        delegate.interactor = driver
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let detail = ContainmentLog("Detail")
        navigation.pushViewController(detail, animated: false)
        detail.log.removeAll()
        navigation.popViewController(animated: true)
        driver.update(0.3)
        driver.cancel()
        AnimationEngine.shared.advance(by: 1)
        #expect(
            detail.log == [
                "willMove(nil)", "willDisappear moving=true", "willAppear moving=false", "didAppear", "didMove(nav)",
            ])
        #expect(detail.parent === navigation)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func aCompletionBlockCountsOnlyAnimationsAddedAfterIt() {
        let engine = freshEngine()
        let view = UIView()
        var completedAt: TimeInterval?
        CATransaction.begin()
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        CATransaction.setCompletionBlock { completedAt = AnimationEngine.shared.currentTime }
        CATransaction.commit()
        engine.advance(by: 0)
        #expect(completedAt == 0, "nothing was added after the block: it runs at once")
    }

    @Test func theCoordinatorRunsAlongsideAnimationsAndReportsProgress() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        let badge = UIView()
        window.addSubview(badge)
        navigation.pushViewController(UIViewController(), animated: true)
        let coordinator = navigation.transitionCoordinator
        #expect(coordinator?.transitionDuration == 0.35)
        var completed = false
        coordinator?.animate(
            alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in completed = !context.isCancelled })
        AnimationEngine.shared.advance(by: 0.175)
        #expect(isClose(coordinator?.percentComplete ?? -1, 0.5, 1e-9))
        #expect(isClose(CGFloat(presented(badge).opacity), 0.5, 1e-3), "same duration and curve")
        AnimationEngine.shared.advance(by: 0.175)
        #expect(completed)
        #expect(navigation.transitionCoordinator == nil)
        _ = window
    }

    @Test func theCoordinatorTellsWhenTheInteractionEnds() {
        let driver = UIPercentDrivenInteractiveTransition()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = RecordingDelegate()
        delegate.animator = SlidePopAnimator()
        delegate.interactor = driver
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: true)
        var told: Bool?
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { told = $0.isCancelled }
        #expect(navigation.transitionCoordinator?.initiallyInteractive == true)
        driver.update(0.4)
        driver.cancel()
        #expect(told == true)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func resetRestoresEveryEngineSetting() {
        UIView.setAnimationsEnabled(false)
        AnimationEngine.shared.diagnostics.onReport = { _ in }
        let engine = freshEngine()
        #expect(UIView.areAnimationsEnabled)
        #expect(engine.diagnostics.onReport == nil)
        #expect(engine.speed == 1 && engine.currentTime == 0)
    }
}
