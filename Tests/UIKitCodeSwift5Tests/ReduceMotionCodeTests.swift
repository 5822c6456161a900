import Foundation
import TestSupport
import Testing
import TransitionKit

/// Swift 5 code that asks UIKit whether motion is reduced (Fixtures/MotionAwareTransition.swift):
/// the setting as `AccessibilitySettings` gives it, the notification when it changes, and the
/// push each answer makes, at chosen times worked by hand.
@MainActor
@Suite(.serialized) struct ReduceMotionCodeTests {
    /// Off, the push slides: linear over 0.5 s from x = 390 (the container's width to the right)
    /// to 0, so at 0.25 s x = 390 · (1 − 0.25 / 0.5) = 195, alpha 1. Turned on, the delegate hears
    /// the notification once (setting it on again posts nothing) and reads true; the next push
    /// stays at x = 0 and fades: alpha 0.25 / 0.5 = 0.5 at 0.25 s. Both complete at 0.5 s.
    @Test func thePushSlidesOrCrossDissolvesAsTheSettingSays() throws {
        _ = freshEngine()
        let settings = AccessibilitySettings.shared
        settings.isReduceMotionEnabled = false
        defer { settings.isReduceMotionEnabled = false }
        let delegate = MotionAwareNavigationDelegate()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(!delegate.reduceMotion && !UIAccessibility.isReduceMotionEnabled)

        let first = UIViewController()
        navigation.pushViewController(first, animated: true)
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(presented(first.view).frame.origin.x, 195))
        #expect(isClose(CGFloat(presented(first.view).opacity), 1))
        AnimationEngine.shared.advance(by: 0.26)
        #expect(navigation.viewControllers.count == 2 && first.view.frame.origin.x == 0)

        settings.isReduceMotionEnabled = true
        settings.isReduceMotionEnabled = true
        #expect(delegate.settingChanges == 1 && delegate.reduceMotion && UIAccessibility.isReduceMotionEnabled)

        let second = UIViewController()
        navigation.pushViewController(second, animated: true)
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(presented(second.view).frame.origin.x, 0))
        #expect(isClose(CGFloat(presented(second.view).opacity), 0.5))
        AnimationEngine.shared.advance(by: 0.26)
        #expect(navigation.viewControllers.count == 3 && second.view.alpha == 1)

        settings.isReduceMotionEnabled = false
        #expect(delegate.settingChanges == 2 && !delegate.reduceMotion)
    }
}
