import Foundation
import TestSupport
import Testing
import TransitionKit

@testable import Animators

/// The circle reveal, with values worked by hand from its geometry: a push from the point
/// (70, 300) of a 390 × 844 window grows the mask from a 22-point circle to one reaching the
/// farthest corner, (390, 844): radius √(320² + 544²) ≈ 631.14.
@MainActor
@Suite struct CircleRevealTests {
    static let origin = CGPoint(x: 70, y: 300)
    static let endRadius = (320.0 * 320 + 544 * 544).squareRoot()

    private func maskBox(_ view: UIView) -> CGRect {
        (view.layer.mask as? CAShapeLayer)?.presentation()?.path?.boundingBoxOfPath ?? .null
    }

    private func circle(radius: Double) -> CGRect {
        CGRect(x: 70 - radius, y: 300 - radius, width: 2 * radius, height: 2 * radius)
    }

    @Test func pushGrowsAndPopShrinksTheMask() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let delegate = CircleRevealDelegate()
        navigation.delegate = delegate
        let detail = TitledViewController("Detail")
        delegate.prepareForTransition(from: Self.origin, image: nil)
        navigation.pushViewController(detail, animated: true)

        #expect(isClose(maskBox(detail.view), circle(radius: 22), 0.05), "starts at the fingertip")
        AnimationEngine.shared.advance(by: 0.3)
        // Ease-in-ease-out is symmetric: half time is half way between the radii.
        #expect(isClose(maskBox(detail.view), circle(radius: (22 + Self.endRadius) / 2), 0.1))
        AnimationEngine.shared.advance(by: 0.3)
        AnimationEngine.shared.advance(by: 0)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.layer.mask == nil, "the mask is removed at the end")

        navigation.popViewController(animated: true)
        AnimationEngine.shared.advance(by: 0.15)
        // A quarter of the time: ease-in-ease-out (0.42, 0, 0.58, 1) at 0.25.
        let shrunk = Self.endRadius + (22 - Self.endRadius) * bezierProgress(0.25, 0.42, 0, 0.58, 1)
        #expect(isClose(maskBox(detail.view), circle(radius: shrunk), 0.1))
        #expect(home.view.superview === detail.view.superview, "the revealed screen is below")
        AnimationEngine.shared.advance(by: 0.45)
        AnimationEngine.shared.advance(by: 0)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(detail.view.layer.mask == nil && home.view.layer.mask == nil)
        _ = window
    }
}
