import Foundation
import TestSupport
import Testing

@_spi(Rendering) import TransitionKit

/// Swift 5 iOS code with 3-D layers and layer transitions (Fixtures/CardFlipView.swift,
/// Fixtures/UINavigationController+CATransition.swift): values at chosen times, worked by hand.
@MainActor
@Suite struct ThreeDTransitionTests {
    private let half = CGFloat(2).squareRoot() / 2  // cos 45° = sin 45°

    /// The card turned by `transform.rotation.y` animations, linear over 0.5 s: at 0.125 s the
    /// front is at π/4 (m11 = cos 45° > 0: it faces the viewer) and the back at −π + π/4 = −3π/4
    /// (m11 = cos 135° < 0: it faces away, so with isDoubleSided false it is not drawn); at
    /// 0.375 s the front is at 3π/4 (away) and the back at −π/4 (facing, m13 = −sin(−45°)).
    @Test func cardFlipTurnsBothFaces() {
        let engine = freshEngine()
        let card = CardFlipView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        var done = false
        card.flip { done = true }
        engine.advance(by: 0.125)
        var front = presented(card.frontView).transform
        var back = presented(card.backView).transform
        #expect(isClose(front.m11, half, 1e-9) && isClose(front.m13, -half, 1e-9))
        #expect(isClose(back.m11, -half, 1e-9) && isClose(back.m13, half, 1e-9))
        engine.advance(by: 0.25)
        front = presented(card.frontView).transform
        back = presented(card.backView).transform
        #expect(isClose(front.m11, -half, 1e-9) && isClose(back.m11, half, 1e-9) && isClose(back.m13, half, 1e-9))
        #expect(!card.frontView.layer.isDoubleSided && !card.backView.layer.isDoubleSided)
        engine.advance(by: 0.125)
        #expect(done && !card.isShowingFront)
        #expect(CATransform3DIsIdentity(card.backView.layer.transform))
    }

    /// UIKit's flip from the right, 0.5 s easing in and out: the card (the faces' superview)
    /// is edge-on at 0.25 s (the curve is at ½: a quarter turn, cos 90° = 0), and at the end
    /// the back face shows and the card is at rest.
    @Test func cardFlipWithUIKitsTransition() {
        let engine = freshEngine()
        let card = CardFlipView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        var finished: Bool?
        card.flipWithTransition { finished = $0 }
        engine.advance(by: 0.25)
        #expect(abs(presented(card).transform.m11) < 1e-6)
        engine.advance(by: 0.25)
        #expect(finished == true)
        #expect(card.frontView.isHidden && !card.backView.isHidden)
        #expect(card.restDeviations.isEmpty)
    }

    /// The classic push: the stack changes at once; 0.25 s into 0.5 s easing in and out the old
    /// screen is half a width (195) to the left and the new one half a width to the right; at
    /// 0.5 s the transition is over. The fade pop: the stack is back at once, and 0.15 s into
    /// 0.3 s (linear) the old screen is at opacity ½ over the new.
    @Test func classicCATransitionPushAndPop() throws {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let detail = TitledViewController("Detail")
        navigation.pushViewControllerFromRight(detail)
        AnimationEngine.shared.advance(by: 0.25)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        let push = try #require(navigation.view.layer.contentTransitionFrame)
        #expect(isClose(push.oldOffset.x, -195, 1e-5) && isClose(push.newOffset.x, 195, 1e-5))
        AnimationEngine.shared.advance(by: 0.25)
        #expect(navigation.view.layer.contentTransitionFrame == nil)

        navigation.popViewControllerWithFade()
        AnimationEngine.shared.advance(by: 0.15)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        let pop = try #require(navigation.view.layer.contentTransitionFrame)
        #expect(isClose(CGFloat(pop.oldOpacity), 0.5, 1e-9) && pop.oldOnTop)
        _ = window
    }

    /// The pre-Swift-4.2 constants name today's values.
    @Test func swift3SpellingsStillWork() {
        let maker: TransitionMaking = Swift3TransitionMaker()
        let transition = maker.makeTransition()
        #expect(transition.type == .moveIn && transition.subtype == .fromTop && transition.duration == 0.4)
    }
}
