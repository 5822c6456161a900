import Foundation
import TestSupport
import Testing

@_spi(Rendering) import TransitionKit

/// Swift 6 iOS code with 3-D layers and layer transitions (Fixtures/CubeNavigationAnimator.swift):
/// presentation transforms at chosen times, worked by hand.
@MainActor
@Suite struct ThreeDTransitionTests {
    /// The cube push on a 390-point-wide screen, 0.6 s easing in and out: at 0.3 s the curve is
    /// at ½ (ease-in-out is symmetric), so each face is half way between its ends through the
    /// parts (angle and translation): the old screen at R(−45°)·T(−195, 0, 0) — m11 = cos 45°,
    /// m13 = −sin(−45°) = +sin 45°, m41 = −195 — and the new one at R(+45°)·T(−195, 0, 0). Both
    /// under the container's perspective m34 = −1/500. At the end both are at rest.
    @Test func cubePushTurnsBothFacesAboutTheSharedEdge() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let delegate = CubeNavigationDelegate()
        navigation.delegate = delegate
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)
        AnimationEngine.shared.advance(by: 0.3)
        let half = CGFloat(2).squareRoot() / 2
        let old = presented(home.view).transform
        let new = presented(detail.view).transform
        #expect(isClose(old.m11, half, 1e-6) && isClose(old.m13, half, 1e-6) && isClose(old.m41, -195, 1e-4))
        #expect(isClose(new.m11, half, 1e-6) && isClose(new.m13, -half, 1e-6) && isClose(new.m41, -195, 1e-4))
        #expect(home.view.layer.anchorPoint == CGPoint(x: 1, y: 0.5) && detail.view.layer.anchorPoint.x == 0)
        #expect(detail.view.superview?.layer.sublayerTransform.m34 == -1.0 / 500)
        AnimationEngine.shared.advance(by: 0.3)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.restDeviations.isEmpty, "the completion put the screen back at rest")
        #expect(detail.view.superview.map { CATransform3DIsIdentity($0.layer.sublayerTransform) } == true)
        _ = window
    }

    /// The badge's cross-fade: the old text on top fading out over 0.2 s, linear: at 0.05 s the
    /// old content's opacity is 1 − 0.25 = 0.75 and it still reads "Idle".
    @Test func badgeTextCrossFades() throws {
        let engine = freshEngine()
        let badge = StatusBadge(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        badge.setText("Idle", animated: false)
        engine.advance(by: 0)  // a frame shows "Idle"
        badge.setText("Busy", animated: true)
        #expect(badge.label.text == "Busy")
        engine.advance(by: 0.05)
        let frame = try #require(badge.label.layer.contentTransitionFrame)
        #expect(isClose(CGFloat(frame.oldOpacity), 0.75, 1e-9) && frame.oldOnTop)
        #expect((frame.oldContent as? UILabel)?.text == "Idle")
        engine.advance(by: 0.15)
        #expect(badge.label.layer.contentTransitionFrame == nil)
    }
}
