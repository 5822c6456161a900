import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A pop animator like UIKit's default: the top screen slides right by the width, the screen
/// below comes in from −30 %; linear in its own time so values are easy to compute by hand.
@MainActor
final class SlidePopAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var ended: [Bool] = []
    var completions: [Bool] = []
    /// More changes made inside the same animation block (none by default).
    var alsoAnimate: (@MainActor () -> Void)?

    init(duration: TimeInterval = 1) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = container.bounds.offsetBy(dx: -0.3 * width, dy: 0)
        toView.alpha = 0.5
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                fromView.frame = container.bounds.offsetBy(dx: width, dy: 0)
                toView.frame = container.bounds
                toView.alpha = 1
                self.alsoAnimate?()
            },
            completion: { finished in
                self.completions.append(finished)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Interactive transitions driven by UIPercentDrivenInteractiveTransition, by hand, with
/// expected values from UIKit's documented behaviour and the animator's own geometry.
@MainActor
@Suite struct InteractiveTransitionTests {
    /// A two-screen stack whose delegate returns `animator` and an interactive driver.
    func makeStack(
        animator: SlidePopAnimator, interactor: UIPercentDrivenInteractiveTransition?
    ) -> (UIWindow, UINavigationController, RecordingViewController, RecordingViewController, RecordingDelegate) {
        let home = RecordingViewController("Home")
        let detail = RecordingViewController("Detail")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = RecordingDelegate()
        delegate.animator = animator
        delegate.interactor = interactor
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(detail, animated: false)
        home.log.removeAll()
        detail.log.removeAll()
        return (window, navigation, home, detail, delegate)
    }

    @Test func scrubbingShowsTheAnimationAtTheSameLinearProgress() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = SlidePopAnimator()
        let (window, navigation, home, detail, delegate) = makeStack(animator: animator, interactor: driver)
        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        for p in [0.25, 0.5, 0.75] as [CGFloat] {
            driver.update(p)
            AnimationEngine.shared.advance(by: 0.3)  // time passing does not move a held transition
            // Linear animation: from x = 0 → 390, to x = −117 → 0, to alpha 0.5 → 1.
            #expect(isClose(presented(detail.view).frame.minX, 390 * p))
            #expect(isClose(presented(home.view).frame.minX, -117 + 117 * p))
            #expect(isClose(CGFloat(presented(home.view).opacity), 0.5 + 0.5 * p, 1e-6))
            #expect(driver.percentComplete == p)
            #expect(navigation.transitionCoordinator?.percentComplete == p)
        }
        #expect(animator.completions.isEmpty, "nothing completes while held")
        withExtendedLifetime(delegate) {}
        _ = window
    }

    /// A gesture handler that divides by a width of 0 gives `.nan`: the update is ignored (the
    /// views stay at the last fraction, 0.25: the from view at x = 390 × 0.25 = 97.5) with one
    /// `progress-invalid` diagnostic naming the method, and the HUD's fraction stays finite.
    @Test func aFractionThatIsNotFiniteIsIgnoredWithADiagnostic() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = SlidePopAnimator()
        let (window, navigation, _, detail, delegate) = makeStack(animator: animator, interactor: driver)
        navigation.popViewController(animated: true)
        driver.update(0.25)
        let zeroWidth: CGFloat = 0
        driver.update(30 / zeroWidth * 0)
        driver.update(.infinity)
        AnimationEngine.shared.advance(by: 0.1)
        #expect(driver.percentComplete == 0.25)
        #expect(navigation.transitionCoordinator?.percentComplete == 0.25)
        #expect(isClose(presented(detail.view).frame.minX, 97.5))
        let reported = AnimationEngine.shared.diagnostics.filter { $0.kind == .invalidProgress }
        #expect(reported.count == 2)
        #expect(reported.first?.message.contains("UIPercentDrivenInteractiveTransition.update(_:)") == true)
        #expect(reported.first?.message.contains(".nan") == true)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func finishFromSixtyPercentTakesFortyPercentOfTheDuration() {
        let driver = UIPercentDrivenInteractiveTransition()
        driver.completionCurve = .linear
        let animator = SlidePopAnimator(duration: 1)
        let (window, navigation, home, detail, delegate) = makeStack(animator: animator, interactor: driver)
        navigation.popViewController(animated: true)
        driver.update(0.6)
        driver.finish()
        let engine = AnimationEngine.shared
        engine.advance(by: 0.2)  // half of the remaining 0.4 s: progress 0.8
        #expect(isClose(presented(detail.view).frame.minX, 390 * 0.8))
        engine.advance(by: 0.19)
        #expect(navigation.isTransitioning, "not done before 0.4 s")
        engine.advance(by: 0.01)
        #expect(navigation.isTransitioning == false)
        #expect(animator.ended == [true])
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(home.view.frame == home.view.superview?.bounds)
        #expect(home.view.alpha == 1)
        #expect(detail.view.superview == nil)
        #expect(delegate.log.last == "didShow Home")
        #expect(home.log == ["Home.willAppear", "Home.didAppear"])
        #expect(detail.log == ["Detail.willDisappear", "Detail.didDisappear"])
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func cancelFromFortyPercentPutsEverythingBack() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = SlidePopAnimator(duration: 1)
        let (window, navigation, home, detail, delegate) = makeStack(animator: animator, interactor: driver)
        let detailFrame = detail.view.frame
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        driver.update(0.4)
        driver.cancel()
        let engine = AnimationEngine.shared
        engine.advance(by: 0.2)
        #expect(navigation.isTransitioning, "the way back takes 0.4 s")
        engine.advance(by: 0.2)
        #expect(navigation.isTransitioning == false)
        // UIKit's documented state after a cancelled pop.
        #expect(animator.ended == [false])
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.superview != nil, "the from view stays")
        #expect(home.view.superview == nil, "the to view leaves the container")
        #expect(detail.view.frame == detailFrame, "back at its initial frame")
        #expect(detail.view.transform == .identity && detail.view.alpha == 1)
        #expect(presented(detail.view).frame == detailFrame)
        #expect(delegate.log.contains("didShow Home") == false, "didShow is not sent")
        #expect(home.log == ["Home.willAppear", "Home.willDisappear", "Home.didDisappear"])
        #expect(detail.log == ["Detail.willDisappear", "Detail.willAppear", "Detail.didAppear"])
        #expect(navigation.navigationBar.topItem?.title == "Detail")
        // The next push is accepted.
        delegate.interactor = nil
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail", "Next"])
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func aHeldTransitionIsNotActiveSoTheAppCanSleep() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = SlidePopAnimator()
        let (window, navigation, _, _, delegate) = makeStack(animator: animator, interactor: driver)
        navigation.popViewController(animated: true)
        driver.update(0.3)
        AnimationEngine.shared.advance(by: 0)
        #expect(AnimationEngine.shared.hasActiveAnimations == false, "held: nothing moves by itself")
        driver.finish()
        #expect(AnimationEngine.shared.hasActiveAnimations, "playing to the end")
        AnimationEngine.shared.advance(by: 1)
        #expect(AnimationEngine.shared.hasActiveAnimations == false)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func updateClampsToZeroAndOne() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = SlidePopAnimator()
        let (window, navigation, _, detail, delegate) = makeStack(animator: animator, interactor: driver)
        navigation.popViewController(animated: true)
        driver.update(-0.5)
        #expect(driver.percentComplete == 0)
        #expect(isClose(presented(detail.view).frame.minX, 0))
        driver.update(1.7)
        #expect(driver.percentComplete == 1)
        #expect(isClose(presented(detail.view).frame.minX, 390))
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func completionSpeedTwoHalvesTheRemainingTime() {
        let driver = UIPercentDrivenInteractiveTransition()
        driver.completionSpeed = 2
        let animator = SlidePopAnimator(duration: 1)
        let (window, navigation, _, _, delegate) = makeStack(animator: animator, interactor: driver)
        navigation.popViewController(animated: true)
        driver.update(0.2)
        driver.finish()
        // Remaining 0.8 of 1 s at speed 2: 0.4 s.
        AnimationEngine.shared.advance(by: 0.39)
        #expect(navigation.isTransitioning)
        AnimationEngine.shared.advance(by: 0.01)
        #expect(navigation.isTransitioning == false)
        #expect(navigation.viewControllers.count == 1)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func completionCurveShapesTheRest() {
        let driver = UIPercentDrivenInteractiveTransition()
        driver.completionCurve = .easeInOut
        let animator = SlidePopAnimator(duration: 1)
        let (window, navigation, _, detail, delegate) = makeStack(animator: animator, interactor: driver)
        navigation.popViewController(animated: true)
        driver.update(0.5)
        driver.finish()
        // 0.5 s remain; after a quarter of them ease-in-out gives 0.129162 of the way from 0.5 to 1.
        AnimationEngine.shared.advance(by: 0.125)
        let expected: CGFloat = 390 * (0.5 + 0.5 * 0.129162)
        #expect(isClose(presented(detail.view).frame.minX, expected, 0.05))
        // The coordinator reports what is on screen, not a linear 0.625.
        let percent = navigation.transitionCoordinator?.percentComplete ?? -1
        #expect(abs(percent - (0.5 + 0.5 * 0.129162)) <= 1e-4)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    @Test func cancelPutsTheBackgroundColourBackOnTheViewAsWellAsTheLayer() {
        let driver = UIPercentDrivenInteractiveTransition()
        let animator = SlidePopAnimator(duration: 1)
        let (window, navigation, _, detail, delegate) = makeStack(animator: animator, interactor: driver)
        detail.view.backgroundColor = .red
        animator.alsoAnimate = { detail.view.backgroundColor = .blue }
        navigation.popViewController(animated: true)
        driver.update(0.5)
        #expect(detail.view.backgroundColor == .blue, "the model value is the target while animating")
        driver.cancel()
        AnimationEngine.shared.advance(by: 0.5)
        #expect(navigation.isTransitioning == false)
        // The cancel rewinds the layer; the view reads the same colour, not a stale copy.
        #expect(detail.view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(detail.view.backgroundColor == .red)
        withExtendedLifetime(delegate) {}
        _ = window
    }

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
}
