import Foundation
import TestSupport
import Testing
import TransitionKit

/// Swift 5 iOS code built on UIViewPropertyAnimator: a card push caught in flight and finished
/// from where the finger left it, and a view jiggled by a running property animator around
/// keyframes. Values worked by hand from the fixtures on a 390 × 844 window; Bézier values from
/// TestSupport's independent bisection.
@MainActor
@Suite struct PropertyAnimatorCodeTests {
    @Test func aCardPushCaughtInFlightFinishesFromWhereItWasLeft() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let controller = CatchableTransitionController()
        navigation.delegate = controller
        let engine = AnimationEngine.shared
        let card = TitledViewController("Card")
        navigation.pushViewController(card, animated: true)
        #expect(navigation.transitionCoordinator?.isInteractive == false, "it starts running on its own")
        engine.advance(by: 0.3)
        // Half of 0.6 s along the Bézier (0.2, 0.9), (0.3, 1): the card rises from 844.
        let half = bezierProgress(0.5, 0.2, 0.9, 0.3, 1)
        #expect(isClose(presentedFrame(card.view).minY, CGFloat(844 * (1 - half)), 1e-3))
        #expect(isClose(CGFloat(presented(home.view).opacity), CGFloat(1 - 0.5 * half), 1e-5))

        controller.touchDown()
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        #expect(isClose(controller.interactor.percentComplete, 0.5), "caught at half its time")
        engine.advance(by: 3)
        #expect(isClose(presentedFrame(card.view).minY, CGFloat(844 * (1 - half)), 1e-3), "held by the finger")
        #expect(!engine.diagnostics.contains { $0.kind == .completeTransitionNotCalled })

        controller.touchUp(progress: 0.8)
        // Dragged to 80 %, linearly: 844 · 0.2 = 168.8; then the rest, 0.2 of 0.6 s, eases out.
        #expect(isClose(presentedFrame(card.view).minY, 168.8, 1e-3))
        engine.advance(by: 0.06)
        let progress = 0.8 + 0.2 * bezierProgress(0.5, 0, 0, 0.58, 1)
        #expect(isClose(presentedFrame(card.view).minY, CGFloat(844 * (1 - progress)), 1e-3))
        engine.advance(by: 0.06)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Card"])
        #expect(navigation.transitionCoordinator == nil)
        #expect(card.view.frame.minY == 0 && card.view.layer.cornerRadius == 0)
        #expect(home.view.alpha == 1 && controller.animator.transitionAnimator == nil)
        _ = window
    }

    @Test func aRunningPropertyAnimatorJigglesThroughItsKeyframes() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.jiggle()
        // The keyframes' relative time is the animator's ease-in-out of t / 0.33 s: the first
        // keyframe (−π/8) ends where that reaches 0.25, the second passes 0 at 0.5.
        engine.advance(by: 0.33 * easeInOutTime(reaching: 0.25))
        #expect(isClose(presentedAngle(view), -.pi / 8, 1e-4))
        engine.advance(by: 0.33 * (0.5 - easeInOutTime(reaching: 0.25)))
        #expect(isClose(presentedAngle(view), 0, 1e-4))
        engine.advance(by: 0.33 * 0.5)
        #expect(view.transform == .identity)
        #expect(view.layer.animationKeys() == nil)
        #expect(engine.hasActiveAnimations == false)
    }
}
