import Foundation
import TestSupport
import Testing
import TransitionKit

/// iOS code in Swift 5 mode touches UIKit from code the compiler does not know to be on the
/// main actor (UIKit's isolation comes from Objective-C): that compiles here too, without a
/// diagnostic, because TransitionKit's types are `@preconcurrency @MainActor`. The values are
/// worked by hand from the fixtures.
@MainActor
@Suite struct IsolationTests {
    @Test func aPlainNSObjectInteractionControllerDrivesAPop() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: false)
        let swipe = SwipeInteractionController(viewController: detail)
        let delegate = InteractivePopDelegate(swipe: swipe)
        navigation.delegate = delegate

        swipe.handlePan(translationX: 0, ended: false)
        navigation.popViewController(animated: true)
        // A quarter of 390 points: 25 %, under half, so the release cancels.
        swipe.handlePan(translationX: 97.5, ended: false)
        #expect(isClose(swipe.interactor.percentComplete, 0.25))
        swipe.handlePan(translationX: 97.5, ended: true)
        AnimationEngine.shared.advance(by: 2)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"], "cancelled: the stack is as before")
        _ = window
    }

    @Test func helpersInExtensionsAndProtocolDefaultsBuildViews() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let dimming = home.view.makeDimmingView()
        #expect(dimming.frame == home.view.bounds)
        #expect(dimming.backgroundColor == UIColor.black.withAlphaComponent(0.4))

        let animator = ShadowedPushAnimator()
        let shadow = animator.shadowView(for: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(shadow.layer.shadowOpacity == 0.3)

        let delegate = FixedAnimatorDelegate(animator: animator)
        navigation.delegate = delegate
        let next = TitledViewController("Next")
        navigation.pushViewController(next, animated: true)
        // Linear distance under ease-in-out at half time is exactly half (the curve's symmetry):
        // the new screen's minX goes 390 → 0, so 195 at 0.2 s of 0.4 s.
        AnimationEngine.shared.advance(by: 0.2)
        #expect(isClose(presentedFrame(next.view).minX, 195))
        AnimationEngine.shared.advance(by: 0.2)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Next"])
        _ = window
    }
}

/// A delegate returning an animator, and the swipe's interactor while a swipe is in progress
/// (as the tutorials' navigation delegates do; UIKit asks for an interaction controller only
/// when the delegate gave an animator).
final class InteractivePopDelegate: NSObject, UINavigationControllerDelegate {
    let swipe: SwipeInteractionController
    let animator = ShadowedPushAnimator()
    init(swipe: SwipeInteractionController) { self.swipe = swipe }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        swipe.interactionInProgress ? swipe.interactor : nil
    }
}

/// A delegate that hands every operation to one animator.
final class FixedAnimatorDelegate: NSObject, UINavigationControllerDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
