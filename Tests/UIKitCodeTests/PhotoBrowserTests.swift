import Foundation
import TestSupport
import Testing
import TransitionKit

/// The photo browser's zoom: IndexPath layout across UIScreen.main, a PNG from UIImage(named:),
/// the key window from the connected scenes, a resizable snapshot and a spring property animator.
/// Values worked by hand from the fixture's geometry.
@MainActor
@Suite struct PhotoBrowserTests {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TransitionKitTests/Images")

    @Test func theTappedPhotoZoomsFromItsCellInTheKeyWindow() {
        UIImage.registerAssetDirectory(Self.images)
        let grid = PhotoGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        let window = makeWindow(navigation)
        // Three columns across 390 points with 2-point gaps: side (390 − 4) / 3 = 128.667;
        // item 4 is row 1, column 1: x = 130.667, y = 100 + 130.667.
        grid.selectedIndexPath = IndexPath(item: 4, section: 0)
        let cell = grid.frameForItem(at: grid.selectedIndexPath)
        #expect(isClose(cell, CGRect(x: 130.667, y: 230.667, width: 128.667, height: 128.667), 1e-3))
        #expect(grid.selectedIndexPath.item == 4 && grid.selectedIndexPath.section == 0)

        let animator = PhotoZoomAnimator(originFrame: cell, photoName: "rgba-2x2")
        let delegate = FixedAnimatorDelegate(animator: animator)
        navigation.delegate = delegate
        let detail = TitledViewController("Photo")
        navigation.pushViewController(detail, animated: true)

        let zoom = animator.zoomView
        #expect(zoom?.superview === window, "the photo rides in the key window")
        #expect(zoom?.image?.size == CGSize(width: 2, height: 2), "the 2 × 2 PNG")
        #expect(isClose(zoom?.layer.presentation()?.frame ?? .null, cell, 1e-6), "starts on its cell")
        #expect(animator.backdrop?.bounds.size == window.bounds.size, "a snapshot of the whole grid")
        #expect(detail.view.alpha == 0)

        AnimationEngine.shared.advance(by: 2)
        #expect(navigation.viewControllers.map(\.title) == [nil, "Photo"])
        #expect(zoom?.superview == nil && animator.backdrop?.superview == nil)
        #expect(detail.view.alpha == 1)
        _ = window
    }
}
