import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A delegate giving a pop animator, and an interaction controller only when `interactive`.
@MainActor
final class CustomPopDelegate: NSObject, UINavigationControllerDelegate {
    let interactive: Bool
    var asked = 0
    let interaction = UIPercentDrivenInteractiveTransition()

    init(interactive: Bool) {
        self.interactive = interactive
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        asked += 1
        return operation == .pop ? SlidePopAnimator(duration: 0.5) : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactive ? interaction : nil
    }
}

/// The navigation controller's edge swipe, driven by synthesized touches. The window is 390
/// points wide, so a 30 % swipe is a translation of 117 points and 70 % one of 273 points.
@MainActor
@Suite struct InteractivePopGestureTests {
    func makeStack(delegate: (any UINavigationControllerDelegate)? = nil) -> (
        UIWindow, UINavigationController, RecordingViewController, RecordingViewController
    ) {
        let home = RecordingViewController("Home")
        let detail = RecordingViewController("Detail")
        let navigation = UINavigationController(rootViewController: home)
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(detail, animated: false)
        home.log.removeAll()
        detail.log.removeAll()
        return (window, navigation, home, detail)
    }

    /// A finger down at x = 5 (within the 20-point edge margin), moved right to x = 5 +
    /// `translation` in 10 steps of 1/60 s, then held `rest` seconds and lifted there.
    func swipe(_ window: UIWindow, translation: CGFloat, rest: TimeInterval) {
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 5, y: 400), phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            window.sendTouch(at: CGPoint(x: 5 + translation * CGFloat(step) / 10, y: 400), phase: .moved)
        }
        engine.advance(by: rest)
        window.sendTouch(at: CGPoint(x: 5 + translation, y: 400), phase: .ended)
    }

    @Test func theRecognizerIsALeftEdgePanOnTheNavigationView() throws {
        let (_, navigation, _, _) = makeStack()
        let edge = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left)
        #expect(edge.view === navigation.view)
    }

    @Test func releasedAtThirtyPercentWithoutVelocityTheSystemPopIsCancelled() {
        let (window, navigation, _, detail) = makeStack()
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 5, y: 400), phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            window.sendTouch(at: CGPoint(x: 5 + 11.7 * CGFloat(step), y: 400), phase: .moved)
        }
        // Mid-swipe: the pop runs interactively at 117 / 390 = 0.3.
        #expect(navigation.isTransitioning)
        #expect(isClose(detail.transitionCoordinator?.percentComplete ?? -1, 0.3))
        engine.advance(by: 0.2)  // the finger rests: no velocity
        window.sendTouch(at: CGPoint(x: 122, y: 400), phase: .ended)
        engine.advance(by: 1)
        // Cancelled: the stack is as before, Detail is shown again. Apple's documentation and
        // the iOS 7 behaviour of a cancelled swipe: Detail hears willDisappear, then willAppear
        // and didAppear; Home willAppear, then willDisappear and didDisappear.
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.superview != nil)
        #expect(detail.log == ["Detail.willDisappear", "Detail.willAppear", "Detail.didAppear"])
    }

    @Test func theSystemPopFollowsTheFingerLinearly() {
        let (window, _, home, detail) = makeStack()
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 5, y: 400), phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            window.sendTouch(at: CGPoint(x: 5 + 11.7 * CGFloat(step), y: 400), phase: .moved)
        }
        // The finger has moved 117 pt, 0.3 of the 390-pt width. Linear while interactive: Detail's
        // left edge is under the finger's travel, at 0.3 × 390 = 117 (eased in-out it would be
        // at about 0.216 × 390 ≈ 84); Home comes from −0.3 × 390 = −117 toward 0, so it is at
        // −117 × (1 − 0.3) = −81.9.
        #expect(isClose(presentedFrame(detail.view).minX, 117, 0.5))
        #expect(isClose(presentedFrame(home.view).minX, -81.9, 0.5))
        window.sendTouch(at: CGPoint(x: 122, y: 400), phase: .cancelled)
        engine.advance(by: 1)
    }

    @Test func releasedAtSeventyPercentWithoutVelocityTheSystemPopFinishes() {
        let (window, navigation, home, detail) = makeStack()
        swipe(window, translation: 273, rest: 0.2)
        AnimationEngine.shared.advance(by: 1)
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(detail.view.superview == nil)
        #expect(home.log == ["Home.willAppear", "Home.didAppear"])
    }

    @Test func aFlickFinishesEvenAtThirtyPercent() {
        let (window, navigation, _, _) = makeStack()
        // No rest: the last 0.1 s span 6 steps of 11.7 pt, 70.2 pt in 0.1 s = 702 pt/s ≥ 500.
        swipe(window, translation: 117, rest: 0)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
    }

    @Test func nothingPopsAtTheRootOrFromTheMiddleOfTheScreen() {
        let (window, navigation, _, _) = makeStack()
        // From x = 100, far from the edge: the edge pan fails.
        window.sendTouch(at: CGPoint(x: 100, y: 400), phase: .began)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        window.sendTouch(at: CGPoint(x: 300, y: 400), phase: .moved)
        #expect(!navigation.isTransitioning)
        window.sendTouch(at: CGPoint(x: 300, y: 400), phase: .ended)
        navigation.popViewController(animated: false)
        swipe(window, translation: 273, rest: 0.2)
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
    }

    @Test func theDelegatesInteractionControllerIsDrivenByTheSwipe() {
        let delegate = CustomPopDelegate(interactive: true)
        let (window, navigation, _, detail) = makeStack(delegate: delegate)
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 5, y: 400), phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            window.sendTouch(at: CGPoint(x: 5 + 27.3 * CGFloat(step), y: 400), phase: .moved)
        }
        // The delegate's interaction is at 273 / 390 = 0.7; the delegate was asked once.
        #expect(isClose(delegate.interaction.percentComplete, 0.7))
        #expect(delegate.asked == 1)
        // SlidePopAnimator moves Detail right by the width, linearly: 0.7 × 390 = 273 points.
        #expect(isClose(presented(detail.view).position.x, 195 + 273, 0.01))
        engine.advance(by: 0.2)
        window.sendTouch(at: CGPoint(x: 278, y: 400), phase: .ended)
        engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
    }

    @Test func aDelegateAnimatorWithoutInteractionControllerLosesTheSwipe() {
        let delegate = CustomPopDelegate(interactive: false)
        let (window, navigation, _, _) = makeStack(delegate: delegate)
        swipe(window, translation: 273, rest: 0.2)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
    }
}
