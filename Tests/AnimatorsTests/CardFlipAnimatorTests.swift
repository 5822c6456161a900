import Foundation
import TestSupport
import Testing
import TransitionKit

@testable import Animators

/// The card flip on a 390 × 844 window: 0.7 s of keyframes under the overall ease-in-out
/// curve, two linear quarter turns about y. With keyframe time k = e(t / 0.7), the old screen
/// stands at k · π and the new one, on the card's back, at k · π − π, so the expected matrices
/// come from cos and sin of those angles; e is the Bézier (0.42, 0, 0.58, 1), evaluated by the
/// independent helpers in TestSupport.
@MainActor
@Suite struct CardFlipAnimatorTests {
    func makeStack() -> (UINavigationController, TitledViewController, UIWindow, CardFlipNavigationDelegate) {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let delegate = CardFlipNavigationDelegate()
        navigation.delegate = delegate
        return (navigation, home, window, delegate)
    }

    /// A quarter of the way (0.175 s): k = e(0.25) ≈ 0.129162, half-way through the first
    /// keyframe's quarter turn in keyframe time 2k ≈ 0.258, so Home has turned k · π ≈ 23.25°:
    /// m11 = cos ≈ 0.918797, m13 = −sin ≈ −0.394730. Detail is at k · π − π ≈ −156.75°:
    /// m11 = −cos(k·π) ≈ −0.918797, m13 = −sin(k·π − π) = +sin(k·π) ≈ +0.394730; its m33 =
    /// cos(−156.75°) < 0: it faces away, and being single-sided it is not drawn — the back of the
    /// card. At half time (k = ½) Home is edge-on (m11 = 0, m13 = −1) and Detail too (m13 = +1);
    /// at three quarters k = 1 − e(0.25) by symmetry, and the faces have swapped roles.
    @Test func pushTurnsTheCardOverWithTheNewScreenOnItsBack() {
        let (navigation, home, window, delegate) = makeStack()
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)
        let container = home.view.superview
        #expect(container?.layer.sublayerTransform.m34 == -1.0 / 1000)
        #expect(home.view.layer.isDoubleSided == false && detail.view.layer.isDoubleSided == false)

        let k = bezierProgress(0.25, 0.42, 0, 0.58, 1)
        let (c, s) = (CGFloat(cos(k * .pi)), CGFloat(sin(k * .pi)))
        AnimationEngine.shared.advance(by: 0.175)
        let front = presented(home.view).transform
        let back = presented(detail.view).transform
        #expect(isClose(front.m11, c, 1e-6) && isClose(front.m13, -s, 1e-6) && isClose(front.m33, c, 1e-6))
        #expect(isClose(back.m11, -c, 1e-6) && isClose(back.m13, s, 1e-6) && isClose(back.m33, -c, 1e-6))
        #expect(presented(home.view).position == CGPoint(x: 195, y: 422), "the card turns about its centre line")

        AnimationEngine.shared.advance(by: 0.175)
        #expect(isClose(presented(home.view).transform.m11, 0, 1e-6))
        #expect(isClose(presented(home.view).transform.m13, -1, 1e-6))
        #expect(isClose(presented(detail.view).transform.m13, 1, 1e-6))

        AnimationEngine.shared.advance(by: 0.175)
        // k' = 1 − k: Home at (1 − k) · π (facing away), Detail at −k · π (facing the eye).
        #expect(isClose(presented(home.view).transform.m33, -c, 1e-6))
        #expect(isClose(presented(detail.view).transform.m11, c, 1e-6))
        #expect(isClose(presented(detail.view).transform.m13, s, 1e-6))

        AnimationEngine.shared.advance(by: 0.175)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(home.view.superview == nil)
        #expect(detail.view.restDeviations.isEmpty && detail.view.layer.isDoubleSided)
        #expect(container.map { CATransform3DIsIdentity($0.layer.sublayerTransform) } == true)
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
        _ = window
    }

    /// The pop turns the other way: Detail from 0 to −π, Home from π to 0. A quarter of the way
    /// Detail is at −k · π (m13 = +sin(k·π)) and Home at π − k · π (m13 = −sin(k·π), m33 < 0).
    @Test func popFlipsBackTheOtherWay() {
        let (navigation, home, window, delegate) = makeStack()
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: false)
        navigation.popViewController(animated: true)
        let k = bezierProgress(0.25, 0.42, 0, 0.58, 1)
        let (c, s) = (CGFloat(cos(k * .pi)), CGFloat(sin(k * .pi)))
        AnimationEngine.shared.advance(by: 0.175)
        #expect(isClose(presented(detail.view).transform.m11, c, 1e-6))
        #expect(isClose(presented(detail.view).transform.m13, s, 1e-6))
        #expect(isClose(presented(home.view).transform.m13, -s, 1e-6))
        #expect(isClose(presented(home.view).transform.m33, -c, 1e-6))
        AnimationEngine.shared.advance(by: 0.525)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(detail.view.superview == nil)
        #expect(home.view.restDeviations.isEmpty && home.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
        _ = window
    }
}
