import Foundation
import TestSupport
import Testing

@_spi(Rendering) import TransitionKit

/// The badge push (`Fixtures/BadgePopAnimator.swift`) seen by a timeline: its animations as
/// snapshots, values worked by hand, and reviewed at an earlier time exactly:
/// - the screen, `UIView.animate` with a 0.6 s spring from y + 844 to 0 (damping 0.8);
/// - the badge, a group of 0.3 s from 0.3 s on: scale 0.5 → 1 and opacity 0.4 → 1, linear (no
///   timing function), filled backwards (the start values show before it begins);
/// - the title, a 0.6 s `CATransition` fade from "Loading…" to "Inbox".
@MainActor
@Suite struct ReviewCodeTests {
    private func pushBadge() -> (BadgeViewController, BadgePopNavigationDelegate, UIWindow) {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        let delegate = BadgePopNavigationDelegate()
        navigation.delegate = delegate
        let badge = BadgeViewController()
        navigation.pushViewController(badge, animated: true)
        return (badge, delegate, window)
    }

    @Test func theTimelineListsEachAnimationWithItsTimes() throws {
        let (screen, delegate, _) = pushBadge()
        let engine = AnimationEngine.shared
        // The pushed screen's (the navigation bar cross-fades its titles besides).
        let snapshots = engine.animationSnapshots(in: screen.view.layer)
        // Tree order: the screen's view, then the badge, then the title (its subviews in order).
        #expect(snapshots.map(\.keyPath) == ["transform", "opacity", "transform.scale", "transition"])
        let (slide, fade, scale, crossfade) = (snapshots[0], snapshots[1], snapshots[2], snapshots[3])
        #expect(slide.view === screen.view)
        #expect([slide.beginTime, slide.duration] == [0, 0.6])
        guard case .spring(let mass, _, _, let velocity) = slide.timing else {
            Issue.record("\(slide.timing)")
            return
        }
        #expect(mass == 1 && velocity == 0)
        #expect(fade.view === screen.badge && scale.key == "pop")
        #expect([fade.beginTime, fade.duration, scale.beginTime, scale.duration] == [0.3, 0.3, 0.3, 0.3])
        #expect(fade.timing == .linear)
        // Before it begins the group fills backwards: the start values; at 0.45 s half way.
        #expect(fade.value(at: 0.1) == "0.400")
        #expect(fade.value(at: 0.45) == "0.700")
        #expect(scale.value(at: 0.45) == "0.750")
        #expect(crossfade.view === screen.titleLabel && crossfade.key == kCATransition)
        #expect(crossfade.value(at: 0.15) == "fade 25.0 %")
        withExtendedLifetime(delegate) {}
    }

    @Test func reviewShowsExactlyWhatWasOnScreen() throws {
        let (screen, delegate, window) = pushBadge()
        let engine = AnimationEngine.shared
        engine.advance(by: 0.4)
        let badge = presented(screen.badge)
        let before = (presented(screen.view).transform, badge.transform, badge.opacity)
        let fadeBefore = screen.titleLabel.layer.contentTransitionFrame?.oldOpacity
        engine.advance(by: 0.1)
        engine.review(at: 0.4)
        let reviewed = presented(screen.badge)
        #expect(CATransform3DEqualToTransform(presented(screen.view).transform, before.0))
        #expect(CATransform3DEqualToTransform(reviewed.transform, before.1))
        #expect(reviewed.opacity == before.2)
        // The badge one third through its pop: opacity 0.4 + 0.6 / 3 = 0.6.
        #expect(abs(reviewed.opacity - 0.6) < 1e-6)
        #expect(screen.titleLabel.layer.contentTransitionFrame?.oldOpacity == fadeBefore)
        withExtendedLifetime((delegate, window)) {}
    }
}
