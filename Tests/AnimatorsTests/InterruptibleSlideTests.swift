import Foundation
import TestSupport
import Testing
import TransitionKit

@testable import Animators

/// The interruptible slide on a 390 × 844 window: one ease-in-out property animator of 0.6 s
/// for the whole transition, started running by an interaction controller with
/// `wantsInteractiveStart` false, caught with `pause()`, scrubbed along its curve
/// (`scrubsLinearly` false), and continued forwards or reversed. Positions are worked by hand
/// from the Bézier (0.42, 0, 0.58, 1) through the independent helpers in TestSupport.
@MainActor
@Suite struct InterruptibleSlideTests {
    func makeStack() -> (UINavigationController, TitledViewController, UIWindow, InterruptibleSlideDelegate) {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let delegate = InterruptibleSlideDelegate()
        navigation.delegate = delegate
        return (navigation, home, window, delegate)
    }

    /// Uncaught, the push runs on its own: at half time the curve is at ½, so Detail has come
    /// half of its 390 points from the right (x = 195) and Home has gone half way out (x = −195).
    @Test func aPushRunsOnItsOwnSideBySide() {
        let (navigation, home, window, delegate) = makeStack()
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.transitionCoordinator?.isInteractive == false)
        #expect(navigation.transitionCoordinator?.isInterruptible == true)
        AnimationEngine.shared.advance(by: 0.3)
        #expect(isClose(presentedFrame(detail.view).minX, 195) && isClose(presentedFrame(home.view).minX, -195))
        AnimationEngine.shared.advance(by: 0.3)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(home.view.superview == nil && detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    /// A pop caught a quarter of the way (0.15 s): `pause()` stops the animator at fraction
    /// 0.25, where the curve had it at e(0.25) ≈ 0.129162: Detail at 0.129162 · 390 ≈ 50.37,
    /// Home at −390 + 50.37. Scrubbed to 0.4 along the curve: e(0.4) ≈ 0.331884, Detail at
    /// ≈ 129.43. Released with `cancel()`: the animator runs back over 0.4 · 0.6 = 0.24 s and
    /// ends at `.start` — the pop is undone, the stack is as before, Detail is back at (0, 0) and
    /// Home out of the container, and the animator is let go. Another pop caught the same way,
    /// scrubbed to 0.8 and released with `finish()` ends 0.2 · 0.6 = 0.12 s later.
    @Test func aCaughtPopScrubbedThenReversedAndAnotherFinished() throws {
        let (navigation, home, window, delegate) = makeStack()
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: false)
        let engine = AnimationEngine.shared

        navigation.popViewController(animated: true)
        let interaction = try #require(delegate.interactionController)
        #expect(interaction.wantsInteractiveStart == false)
        engine.advance(by: 0.15)
        interaction.pause()
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        #expect(isClose(interaction.percentComplete, 0.25, 1e-9))
        let quarter = CGFloat(bezierProgress(0.25, 0.42, 0, 0.58, 1)) * 390
        #expect(
            isClose(presentedFrame(detail.view).minX, quarter) && isClose(presentedFrame(home.view).minX, quarter - 390)
        )
        engine.advance(by: 0.5)
        #expect(isClose(presentedFrame(detail.view).minX, quarter), "held while caught")
        interaction.update(0.4)
        #expect(isClose(presentedFrame(detail.view).minX, CGFloat(bezierProgress(0.4, 0.42, 0, 0.58, 1)) * 390))
        interaction.cancel()
        engine.advance(by: 0.239)
        #expect(navigation.isTransitioning, "still running back")
        engine.advance(by: 0.002)
        #expect(navigation.isTransitioning == false)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && detail.view.superview != nil)
        #expect(home.view.superview == nil)
        #expect(detail.view.restDeviations.isEmpty && detail.view.layer.animationKeys() == nil)

        navigation.popViewController(animated: true)
        let second = try #require(delegate.interactionController)
        #expect(second !== interaction, "a fresh interaction controller for each transition")
        engine.advance(by: 0.3)
        second.pause()
        #expect(isClose(second.percentComplete, 0.5, 1e-9))
        second.update(0.8)
        second.finish()
        engine.advance(by: 0.119)
        #expect(navigation.isTransitioning)
        engine.advance(by: 0.002)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(home.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && detail.view.superview == nil)
        #expect(engine.diagnostics.isEmpty)
        _ = window
    }

    /// The property animator is made once per transition, returned again when asked, and let
    /// go in `animationEnded(_:)`.
    @Test func theAnimatorIsKeptForTheTransitionAndLetGo() throws {
        let (navigation, _, window, _) = makeStack()
        let slide = InterruptibleSlideAnimator(operation: .push)
        let factory = AnimatorFactoryDelegate { _ in slide }
        navigation.delegate = factory
        navigation.pushViewController(TitledViewController("Detail"), animated: true)
        let animator = try #require(slide.animator)
        #expect(animator.state == .active && animator.isRunning)
        #expect(animator.scrubsLinearly == false)
        AnimationEngine.shared.advance(by: 0.6)
        #expect(slide.animator == nil)
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
        _ = window
    }
}
