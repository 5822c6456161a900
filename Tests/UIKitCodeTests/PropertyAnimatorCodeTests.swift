import Foundation
import TestSupport
import Testing
import TransitionKit

/// Swift 6 iOS code built on UIViewPropertyAnimator: the WWDC-2016-style interruptible slide
/// driven by an edge-swipe interaction controller, and a drawer scrubbed by a pan. Values worked
/// by hand from the fixtures' geometry: a 390 × 844 window.
@MainActor
@Suite struct PropertyAnimatorCodeTests {
    @Test func theInterruptibleSlidePushesThenAScrubbedPopIsCancelledAndAnotherFinishes() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let delegate = SlideNavigationDelegate()
        navigation.delegate = delegate
        let engine = AnimationEngine.shared
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)
        // Ease-in-out at half time is half way (its symmetry): Detail 390 → 0 at 195, Home
        // 0 → −117 at −58.5.
        engine.advance(by: 0.2)
        #expect(isClose(presentedFrame(detail.view).minX, 195))
        #expect(isClose(presentedFrame(home.view).minX, -58.5))
        engine.advance(by: 0.2)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(home.view.superview == nil)

        let swipe = delegate.interactionController
        swipe.gestureBegan()
        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator?.isInterruptible == true)
        swipe.gestureChanged(translationX: 156, width: 390)
        // 40 %, scrubbed linearly: Detail at 0.4 · 390, Home at −117 + 0.4 · 117.
        #expect(isClose(presentedFrame(detail.view).minX, 156))
        #expect(isClose(presentedFrame(home.view).minX, -70.2))
        swipe.gestureEnded(translationX: 156, velocityX: 0, width: 390)
        // Cancelled: back over 0.4 of 0.4 s.
        engine.advance(by: 0.16)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(navigation.transitionCoordinator == nil)
        #expect(detail.view.frame.minX == 0 && home.view.superview == nil, "the views are back")

        swipe.gestureBegan()
        navigation.popViewController(animated: true)
        swipe.gestureChanged(translationX: 273, width: 390)
        swipe.gestureEnded(translationX: 273, velocityX: 0, width: 390)
        // Finished from 70 %: the rest over 0.3 of 0.4 s.
        engine.advance(by: 0.12)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(home.view.frame.minX == 0 && detail.view.superview == nil)
        #expect(engine.diagnostics.isEmpty)
        _ = window
    }

    @Test func theDrawerFollowsThePanAndSettlesOrTurnsBack() {
        let drawerController = DrawerViewController()
        let window = makeWindow(drawerController)
        let engine = AnimationEngine.shared
        let drawer = drawerController.drawer
        // Collapsed: 844 − 80 = 764; expanded: 844 − 600 = 244; 520 points of travel.
        #expect(drawer.frame.minY == 764)
        drawerController.panBegan()
        drawerController.panChanged(translationY: -130)
        // A quarter of the way up, linearly while scrubbing: 764 − 130.
        #expect(isClose(presentedFrame(drawer).minY, 634))
        #expect(isClose(presented(drawer).cornerRadius, 4))
        #expect(engine.hasActiveAnimations == false)
        drawerController.panEnded(velocityY: -300)
        // The rest, 0.75 of 0.5 s, on the damping-1 spring that settles then.
        engine.advance(by: 0.374)
        #expect(drawerController.state == .collapsed)
        engine.advance(by: 0.002)
        #expect(drawerController.state == .expanded)
        #expect(drawer.frame.minY == 244 && drawer.layer.cornerRadius == 16)

        drawerController.panBegan()
        drawerController.panChanged(translationY: 104)
        #expect(isClose(presentedFrame(drawer).minY, 348), "a fifth of the way down: 244 + 104")
        drawerController.panEnded(velocityY: -500)
        // Flicked back up: reversed, back over 0.2 of 0.5 s to where it started.
        engine.advance(by: 0.1)
        #expect(drawerController.state == .expanded)
        #expect(drawer.frame.minY == 244 && drawer.layer.cornerRadius == 16)
        #expect(drawer.layer.animationKeys() == nil)
        _ = window
    }
}
