import Foundation
import TestSupport
import Testing
import TransitionKit

/// The Swift 4-era fixture (`Fixtures/Swift4EraPopInAnimator.swift`) compiles with deprecation
/// warnings (this target suppresses them; `.ci/run` type-checks the fixture and checks that each
/// warning names today's spelling) and runs as today's spellings would. Values worked by hand.
@MainActor
@Suite struct Swift4SpellingsTests {
    /// The push: 0.6 s, ease-out — cubic Bézier (0, 0), (0.58, 1) — from scale 0.8 and alpha 0;
    /// the corner radius 0 → 20 pt, ease-in-out, held at the end by its forwards fill.
    @Test func popInPushRunsAsWritten() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let delegate = PopInNavigationDelegate()
        navigation.delegate = delegate
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.transitionAnimatorName == "PopInAnimator")

        AnimationEngine.shared.advance(by: 0.3)
        let progress = CGFloat(bezierProgress(0.5, 0, 0, 0.58, 1))
        #expect(isClose(presentedScale(detail.view), 0.8 + 0.2 * progress))
        #expect(isClose(CGFloat(presented(detail.view).opacity), progress))
        // Ease-in-out is symmetric: half the time, half the radius.
        #expect(isClose(presented(detail.view).cornerRadius, 10))

        AnimationEngine.shared.advance(by: 0.3)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(detail.view.transform == .identity && detail.view.alpha == 1)
        #expect(presented(detail.view).cornerRadius == 0, "the completion removed the held animation")
        _ = window
    }

    @Test func containmentAndLayoutHelpersOfThatEra() {
        let host = BannerHostViewController()
        let window = makeWindow(host)
        host.showBanner()
        #expect(host.bannerIsShown && host.banner.parent === host)
        // Insets (60, 16, 0, 16) of the 390 × 844 bounds: x 16, y 60, width 358.
        #expect(host.banner.view.frame == CGRect(x: 16, y: 60, width: 358, height: 80))
        host.hideBanner()
        #expect(!host.bannerIsShown && host.banner.parent == nil && host.banner.view.superview == nil)
        #expect(host.titleFont.weight == .bold)
        #expect(host.curve == .easeInOut && host.keyframeOptions == .calculationModeCubic)
        let imageView = host.view.subviews.first as? UIImageView
        #expect(imageView?.contentMode == .scaleAspectFill)
        #expect(imageView?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        _ = window
    }
}
