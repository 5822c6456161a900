import Foundation
import TestSupport
import Testing
import TransitionKit

/// `Fixtures/SnapshotSlideAnimator.swift`: the picture of the old screen slides away. Values
/// worked by hand.
@MainActor
@Suite struct ImagesOfViewsTests {
    /// The snapshot is the poster screen at 390 × 844 points, scale 1: systemTeal (48, 176,
    /// 199) away from the label. Ease-in over 0.5 s: at 0.25 s the progress is the ease-in
    /// Bézier (0.42, 0), (1, 1) at half time, so the picture is 390 · progress to the left.
    @Test func theSnapshotSlidesAway() {
        let poster = PosterViewController()
        let navigation = UINavigationController(rootViewController: poster)
        let window = makeWindow(navigation)
        let delegate = SnapshotSlideNavigationDelegate()
        navigation.delegate = delegate
        let next = TitledViewController("Next")
        navigation.pushViewController(next, animated: true)

        let snapshotView = delegate.animator.snapshotView
        let image = snapshotView?.image
        #expect(image?.size == CGSize(width: 390, height: 844) && image?.scale == 1)
        let bitmap = image?.cgImage
        let offset = (10 * 390 + 10) * 4
        let teal: [UInt8] = bitmap.map { Array($0.pixelData[offset..<(offset + 4)]) } ?? []
        #expect(teal == [48, 176, 199, 255])
        #expect(poster.view.isHidden, "the real screen hides behind its picture")

        AnimationEngine.shared.advance(by: 0.25)
        let progress = CGFloat(bezierProgress(0.5, 0.42, 0, 1, 1))
        if let snapshotView {
            #expect(isClose(presentedFrame(snapshotView).minX, -390 * progress))
            #expect(isClose(CGFloat(presented(snapshotView).opacity), 1 - progress))
        }
        AnimationEngine.shared.advance(by: 0.25)
        #expect(navigation.topViewController === next)
        #expect(delegate.animator.snapshotView?.superview == nil, "removed")
        #expect(!poster.view.isHidden)
        _ = window
    }
}
