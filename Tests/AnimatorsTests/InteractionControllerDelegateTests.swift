import Foundation
import TestSupport
import Testing
import TransitionKit

@testable import Animators

/// `InteractionControllerDelegate` with a tutorial's swipe interaction controller (below: a
/// left-edge pan on its view controller's view that pops on `.began`, then `update`s with the
/// translation over the view's width and finishes past half way) and the linear
/// `SlideAnimator` (0.5 s; a pop moves the top screen right by the width) on a 390 × 844 window.
@MainActor
@Suite struct InteractionControllerDelegateTests {
    /// Written as the tutorials write it; the selector as pushpop rewrites `#selector`.
    final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
        private weak var viewController: UIViewController?
        private var shouldComplete = false

        init(viewController: UIViewController) {
            self.viewController = viewController
            super.init()
            let pan = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(Self.handlePan(_:)))
            pan.edges = .left
            viewController.view.addGestureRecognizer(pan)
        }

        func handlePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
            guard let view = gesture.view else { return }
            let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
            switch gesture.state {
            case .began: viewController?.navigationController?.popViewController(animated: true)
            case .changed:
                shouldComplete = progress > 0.5
                update(progress)
            case .ended: shouldComplete ? finish() : cancel()
            case .cancelled: cancel()
            default: break
            }
        }
    }

    /// The stack Home › Detail after an animated push (1 s: done), with the delegate set before
    /// the push, and the view controllers each interaction controller was made for, in order.
    func makeStack() -> (UIWindow, UINavigationController, TitledViewController, InteractionControllerDelegate, Box) {
        let made = Box()
        let delegate = InteractionControllerDelegate(
            makeAnimator: { operation in SlideAnimator(operation: operation) },
            makeInteractionController: { viewController in
                made.titles.append(viewController.title ?? "?")
                return SwipeInteractionController(viewController: viewController)
            })
        let navigation = UINavigationController(rootViewController: TitledViewController("Home"))
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)
        AnimationEngine.shared.advance(by: 1)
        return (window, navigation, detail, delegate, made)
    }

    final class Box { var titles: [String] = [] }

    /// The push from Home makes Home's (the root: no didShow for it), didShow Detail makes
    /// Detail's; two different objects, each on its own screen's view.
    @Test func eachShownControllerGetsItsOwn() throws {
        let (window, navigation, detail, delegate, made) = makeStack()
        #expect(made.titles == ["Home", "Detail"])
        let home = navigation.viewControllers[0]
        let homeInteraction = try #require(delegate.interactionController(for: home))
        let detailInteraction = try #require(delegate.interactionController(for: detail))
        #expect(homeInteraction !== detailInteraction)
        #expect(detail.view.gestureRecognizers?.count == 1)
        _ = window
    }

    /// Down at x = 4, right by 273 points (273 / 390 = 0.7) in 10 steps of 1/60 s: the pop is
    /// interactive, at 70 %, so Detail's left edge is at 0.7 × 390 = 273 (the slide is linear);
    /// lifted after 0.2 s still, past half way: it finishes, and Detail's interaction controller
    /// is let go (didShow Home, Detail off the stack); Home keeps its own and is not made again.
    @Test func aSwipePopsInteractively() throws {
        let (window, navigation, detail, delegate, made) = makeStack()
        let interaction = try #require(delegate.interactionController(for: detail) as? SwipeInteractionController)
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 4, y: 500), phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            window.sendTouch(at: CGPoint(x: 4 + 27.3 * CGFloat(step), y: 500), phase: .moved)
        }
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        #expect(isClose(interaction.percentComplete, 0.7))
        #expect(isClose(presentedFrame(detail.view).minX, 273, 0.01))
        engine.advance(by: 0.2)
        window.sendTouch(at: CGPoint(x: 277, y: 500), phase: .ended)
        engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(delegate.interactionController(for: detail) == nil)
        #expect(delegate.interactionController(for: navigation.viewControllers[0]) != nil)
        #expect(made.titles == ["Home", "Detail"])
        _ = window
    }

    /// Down at x = 4, right by `translation` in 10 steps of 1/60 s, still 0.2 s, lifted; then 1 s.
    func swipe(_ window: UIWindow, translation: CGFloat) {
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 4, y: 500), phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            window.sendTouch(at: CGPoint(x: 4 + translation * CGFloat(step) / 10, y: 500), phase: .moved)
        }
        engine.advance(by: 0.2)
        window.sendTouch(at: CGPoint(x: 4 + translation, y: 500), phase: .ended)
        engine.advance(by: 1)
    }

    /// Released at 117 / 390 = 0.3 (not past half way) the pop is cancelled: Detail stays, with
    /// the same interaction controller (no didShow: nothing is let go), so the next swipe, to
    /// 0.7, pops.
    @Test func aCancelledSwipeKeepsTheInteractionController() throws {
        let (window, navigation, detail, delegate, made) = makeStack()
        let interaction = try #require(delegate.interactionController(for: detail))
        swipe(window, translation: 117)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(delegate.interactionController(for: detail) === interaction)
        swipe(window, translation: 273)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(made.titles == ["Home", "Detail"])
    }

    /// A pop from code (a back button, the `b` key): no gesture has begun, so no interaction
    /// controller — the slide runs on its own: at 0.25 s of 0.5 s Detail is half way, x = 195.
    @Test func aPopFromCodeRunsOnItsOwn() {
        let (window, navigation, detail, delegate, _) = makeStack()
        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator?.isInteractive == false)
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(presentedFrame(detail.view).minX, 195, 0.01))
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        withExtendedLifetime(delegate) {}
        _ = window
    }

    /// A push is not interactive (the delegate gives pushes no interaction controller); the
    /// pushed controller gets its own when shown, the others are not made again.
    @Test func pushesAreNeverInteractive() {
        let (window, navigation, _, delegate, made) = makeStack()
        navigation.pushViewController(TitledViewController("More"), animated: true)
        #expect(navigation.transitionCoordinator?.isInteractive == false)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail", "More"])
        #expect(made.titles == ["Home", "Detail", "More"])
        withExtendedLifetime(delegate) {}
        _ = window
    }
}
