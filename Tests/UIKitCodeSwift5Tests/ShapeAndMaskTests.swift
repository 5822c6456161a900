import Foundation
import TestSupport
import Testing
import TransitionKit

/// The tutorial circle reveal, with values worked by hand from its geometry.
@MainActor
@Suite struct ShapeAndMaskTests {
    @Test func circleRevealGrowsTheMaskFromTheButton() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let animator = CircleRevealAnimator()
        animator.originFrame = CGRect(x: 300, y: 60, width: 40, height: 40)
        let delegate = FixedAnimatorDelegate(animator: animator)
        navigation.delegate = delegate
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)

        // The button's centre is (320, 80); the "extreme point" is (320, 80 − 844) and the
        // radius √(320² + 764²) ≈ 828.3. CABasicAnimation is linear: at 0.25 s of 0.5 s the
        // oval's half-size is half way from 20 to 20 + 828.3.
        let radius = (320.0 * 320 + 764 * 764).squareRoot()
        AnimationEngine.shared.advance(by: 0.25)
        let mask = detail.view.layer.mask as? CAShapeLayer
        let half = 20 + radius / 2
        let box = mask?.presentation()?.path?.boundingBoxOfPath ?? .null
        #expect(isClose(box, CGRect(x: 320 - half, y: 80 - half, width: 2 * half, height: 2 * half), 0.3))
        #expect(navigation.isTransitioning)

        AnimationEngine.shared.advance(by: 0.25)
        // animationDidStop completes the transition on the next turn and removes the mask.
        AnimationEngine.shared.advance(by: 0)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.layer.mask == nil)
        #expect(!navigation.isTransitioning)
        _ = window
    }
}
