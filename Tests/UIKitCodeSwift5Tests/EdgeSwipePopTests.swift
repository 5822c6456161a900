import Foundation
import TestSupport
import Testing
import TransitionKit

/// `Fixtures/EdgeSwipePopInteractor.swift`: the app's own edge pan on the pushed screen drives
/// its interaction controller through touches. The window is 390 points wide; the animator
/// moves the top screen right by the width, linearly, over 0.4 s.
@MainActor
@Suite struct EdgeSwipePopTests {
    func makeStack() -> (UIWindow, UINavigationController, UIViewController, EdgeSwipeNavigationDelegate) {
        let delegate = EdgeSwipeNavigationDelegate()
        let home = UIViewController()
        home.title = "Home"
        let detail = UIViewController()
        detail.title = "Detail"
        let navigation = UINavigationController(rootViewController: home)
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(detail, animated: true)  // the system push; attaches the pan
        AnimationEngine.shared.advance(by: 1)
        return (window, navigation, detail, delegate)
    }

    /// Down at x = 4, right by `translation` in 10 steps of 1/60 s, rest 0.2 s, lift.
    func swipe(_ window: UIWindow, translation: CGFloat, check: () -> Void = {}) {
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 4, y: 500), phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            window.sendTouch(at: CGPoint(x: 4 + translation * CGFloat(step) / 10, y: 500), phase: .moved)
        }
        check()
        engine.advance(by: 0.2)
        window.sendTouch(at: CGPoint(x: 4 + translation, y: 500), phase: .ended)
        engine.advance(by: 1)
    }

    @Test func aSwipeToSeventyPercentPops() throws {
        let (window, navigation, detail, delegate) = makeStack()
        let interactor = try #require(delegate.interactor)
        swipe(window, translation: 273) {
            // 273 / 390 = 0.7: the interaction is there, and Detail's centre is 195 + 0.7 × 390.
            #expect(isClose(interactor.percentComplete, 0.7))
            #expect(isClose(presented(detail.view).position.x, 195 + 273, 0.01))
        }
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(!interactor.isInteracting)
    }

    @Test func aSwipeToThirtyPercentPutsTheScreenBack() {
        let (window, navigation, detail, _) = makeStack()
        swipe(window, translation: 117)  // 0.3: shouldFinish stays false
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(isClose(presented(detail.view).position.x, 195))
    }
}
