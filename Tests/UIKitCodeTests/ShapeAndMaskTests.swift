import Foundation
import TestSupport
import Testing
import TransitionKit

/// A mask view growing inside UIView.animate and an outline drawn by strokeEnd, worked by hand.
@MainActor
@Suite struct ShapeAndMaskTests {
    @Test func cardRevealGrowsItsMaskViewAndDrawsItsOutline() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let cell = CGRect(x: 20, y: 200, width: 350, height: 80)
        let animator = CardRevealAnimator(cellFrame: cell)
        let delegate = FixedAnimatorDelegate(animator: animator)
        navigation.delegate = delegate
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)

        AnimationEngine.shared.advance(by: 0.3)
        // Ease-in-out at half time is half way: the mask's frame is half way from the cell to
        // (0, 0, 390, 844).
        let maskLayer = detail.view.mask?.layer
        #expect(maskLayer === detail.view.layer.mask)
        let frame = maskLayer?.presentation()?.frame ?? .null
        #expect(isClose(frame, CGRect(x: 10, y: 100, width: 370, height: 462), 1e-4))
        // The outline's strokeEnd is linear: 0.3 s of 0.6 s.
        #expect(isClose(animator.outline?.presentation()?.strokeEnd ?? -1, 0.5, 1e-9))

        AnimationEngine.shared.advance(by: 0.3)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.mask == nil && detail.view.layer.mask == nil)
        #expect(animator.outline?.superlayer == nil)
        _ = window
    }
}

/// A delegate that hands every operation to one animator.
final class FixedAnimatorDelegate: NSObject, UINavigationControllerDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}
