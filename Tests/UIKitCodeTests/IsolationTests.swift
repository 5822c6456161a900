import Foundation
import TestSupport
import Testing
import TransitionKit

/// Swift 6 iOS code: subclasses of NSObject and of UIKit's classes conform to UIKit's
/// main-actor protocols and compile without a diagnostic. Values worked by hand.
@MainActor
@Suite struct IsolationTests {
    @Test func keyframedFadeThroughPushesAndAnInteractivePopCancels() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let delegate = FadeThroughNavigationDelegate()
        navigation.delegate = delegate
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)
        // Linear keyframes under the default ease-in-out overall curve: at 0.25 s of 0.5 s the
        // curve gives relative time 0.5 (symmetry), the end of the first keyframe.
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(presented(home.view).opacity, 0))
        #expect(isClose(presented(detail.view).opacity, 0))
        AnimationEngine.shared.advance(by: 0.25)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(home.view.alpha == 1, "the completion puts the old screen back at rest")

        delegate.interactor.began()
        navigation.popViewController(animated: true)
        delegate.interactor.changed(fraction: 0.3)
        delegate.interactor.ended(fraction: 0.3, velocity: 0)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"], "30 % and slow: cancelled")
        #expect(detail == navigation.topViewController, "controllers compare as NSObjects do")
        #expect(home != detail)
        _ = window
    }
}

private func isClose(_ a: Float, _ b: Float) -> Bool { abs(a - b) < 1e-6 }
