import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// The iOS 17-style profile push (`Fixtures/ProfileCardAnimator.swift`), values worked by hand:
/// - the avatar's flight, a quadratic Bézier from (50, 150) through the control point (50, 40)
///   to the header's avatar centre (195, 160), eased in and out over 0.5 s;
/// - its growth, `CASpringAnimation(perceptualDuration: 0.4, bounce: 0.2)`: ω₀ = 2π/0.4 =
///   15.708, ζ = 0.8, ω_d = 9.4248, scale 1 → 80/60;
/// - the header, `UIView.animate(springDuration: 0.5, bounce: 0.15)`: ω₀ = 4π, ζ = 0.85,
///   ω_d = 6.6198, translation −40 → 0 and alpha 0 → 1;
/// - the name, from NSValue(cgPoint: (195, 325)) to NSValue(cgPoint: (195, 295)), linear.
@MainActor
@Suite struct ProfileCardTests {
    /// The list in a navigation controller in a window, with the profile pushed (its delegate
    /// returned too: the navigation controller holds it weakly).
    private func pushProfile() -> (
        UINavigationController, ProfileViewController, ProfileNavigationDelegate, UIWindow
    ) {
        UIColor.removeRegisteredColors()
        let list = ProfileListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = makeWindow(navigation)
        navigation.navigationBar.prefersLargeTitles = true
        let delegate = ProfileNavigationDelegate()
        navigation.delegate = delegate
        let profile = ProfileViewController(name: "Ada Lovelace")
        navigation.pushViewController(profile, animated: true)
        return (navigation, profile, delegate, window)
    }

    @Test func theAvatarFliesAlongItsCurveAndGrowsOnTheSpring() throws {
        let (navigation, profile, delegate, window) = pushProfile()
        let flyer = try #require(delegate.currentAnimator?.flyer)
        // Spring at 0.1 s: x = 1 − e^{−1.2566}(cos 0.94248 + (12.566/9.4248) sin 0.94248)
        // = 1 − 0.28463 · (0.58779 + 1.33333 · 0.80902) = 0.52571; scale 1 + x/3 = 1.17524.
        AnimationEngine.shared.advance(by: 0.1)
        #expect(isClose(presentedScale(flyer), 1.17524, 1e-4))
        // Header at 0.1 s: x = 1 − e^{−1.0681}(cos 0.66198 + 1.61355 sin 0.66198) = 0.38810:
        // translation −40 · (1 − x) = −24.476, alpha 0.38810.
        #expect(isClose(presented(profile.header).affineTransform().ty, -24.476, 1e-3))
        #expect(isClose(CGFloat(presented(profile.view).opacity), 0.38810, 1e-4))

        // At 0.25 s the eased flight is half way (ease-in-out is symmetric), Bézier t = ½:
        // ¼(50, 150) + ½(50, 40) + ¼(195, 160) = (86.25, 97.5); the name slid half way: y 310.
        AnimationEngine.shared.advance(by: 0.15)
        #expect(isClose(presented(flyer).position, CGPoint(x: 86.25, y: 97.5), 1e-4))
        #expect(isClose(presented(profile.nameLabel).position, CGPoint(x: 195, y: 310), 1e-6))
        #expect(profile.avatarView.isHidden && profile.verifiedBadge.opacity == 0)
        #expect(profile.verifiedBadge.animationKeys() == nil, "hidden without an implicit fade")

        // At 0.5 s everything added in the transaction has ended: the flyer lands and leaves,
        // the avatar shows, the badge fades in implicitly over the 0.4 s the transaction key set,
        // on Core Animation's default curve (0.25, 0.1, 0.25, 1): half way at 0.7 s.
        AnimationEngine.shared.advance(by: 0.25)
        #expect(navigation.viewControllers.last === profile)
        #expect(flyer.superview == nil && !profile.avatarView.isHidden)
        #expect(profile.verifiedBadge.animationKeys() == ["opacity"])
        AnimationEngine.shared.advance(by: 0.2)
        let faded = bezierProgress(0.5, 0.25, 0.1, 0.25, 1)
        #expect(isClose(CGFloat(profile.verifiedBadge.presentation()?.opacity ?? -1), faded, 1e-4))
        AnimationEngine.shared.advance(by: 0.2)
        #expect(profile.verifiedBadge.animationKeys() == nil)
        _ = (window, delegate)
    }

    @Test func theProfileScreenIsBuiltAsOnIOS() throws {
        let (navigation, profile, delegate, window) = pushProfile()
        AnimationEngine.shared.advance(by: 1)
        // The brand colour is not in an asset catalogue: the fallback.
        #expect(profile.header.backgroundColor == .systemBlue)
        #expect(profile.view.backgroundColor == .white, "light appearance")
        #expect(profile.header.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(profile.header.layer.cornerCurve == .continuous)
        #expect(profile.nameLabel.text == "Ada Lovelace")
        #expect(profile.followLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(profile.hidesBottomBarWhenPushed && profile.preferredStatusBarStyle == .lightContent)
        #expect(profile.navigationItem.largeTitleDisplayMode == .never)
        #expect(navigation.navigationBar.prefersLargeTitles)
        // The SF Symbol placeholder, 16 × 16 pixels at scale 1, fitted into the 24-point badge:
        // resizeAspect scales by 24/16 = 1.5 to the whole 24 × 24.
        let placement = try #require(profile.verifiedBadge.contentsPlacement(in: profile.verifiedBadge.bounds))
        #expect(placement.image.width == 16 && placement.rect == CGRect(x: 0, y: 0, width: 24, height: 24))
        _ = (window, delegate)
    }

    /// With the brand colour registered, as an app's asset catalogue would have it.
    @Test func aRegisteredNamedColourIsUsed() {
        UIColor.removeRegisteredColors()
        UIColor.registerColor(.systemIndigo, named: "BrandBlue")
        let profile = ProfileViewController(name: "Grace Hopper")
        profile.loadViewIfNeeded()
        #expect(profile.header.backgroundColor == .systemIndigo)
        UIColor.removeRegisteredColors()
    }

    /// Following awaits the keyframes: 0.6 s, then the label reads "Following". Started with
    /// Task.immediate so that the animation exists before the clock moves.
    @Test func followingAwaitsItsKeyframes() async {
        _ = freshEngine()
        let profile = ProfileViewController(name: "Ada Lovelace")
        profile.loadViewIfNeeded()
        let task = Task.immediate { await profile.playFollowConfirmation() }
        AnimationEngine.shared.advance(by: 0.3)
        // Half way (ease-in-out overall: relative time ½ at 0.3 s): the first keyframe's end.
        #expect(isClose(presentedScale(profile.followLabel), 1.3, 1e-6))
        #expect(profile.followLabel.text == "Follow")
        AnimationEngine.shared.advance(by: 0.3)
        await task.value
        #expect(profile.followLabel.text == "Following")
    }
}
