import Foundation
import TestSupport
import Testing
import TransitionKit

/// Swift 5 presentation and tab code (Fixtures/BubblePresentTransition.swift,
/// Fixtures/TabSlideTransition.swift): values at chosen times, worked by hand.
@MainActor
@Suite struct PresentationCodeTests {
    /// The bubble grows from the compose button at (330, 760) over 0.5 s with UIView.animate's
    /// default ease-in-out, which is at 0.5 half-way (symmetric).
    @Test func bubbleGrowsFromTheTappedPointAndShrinksBack() throws {
        let inbox = InboxViewController()
        let window = makeWindow(inbox)
        defer { withExtendedLifetime(window) {} }
        inbox.composeTapped()
        let compose = try #require(inbox.presentedViewController as? ComposeViewController)
        let bubble = inbox.transition.bubble
        // The square around the tap: 2 · √(max(330, 390 − 330)² + max(760, 844 − 760)²)
        // = 2 · √(330² + 760²) = 2 · √686500 = 1657.106 points a side.
        #expect(isClose(bubble.bounds.width, 2 * (686_500 as CGFloat).squareRoot()))
        #expect(isClose(bubble.layer.cornerRadius, (686_500 as CGFloat).squareRoot()))
        AnimationEngine.shared.advance(by: 0.25)
        // scale 0.001 + (1 − 0.001) · 0.5 = 0.5005; the centre half-way from (330, 760) to
        // (195, 422): (262.5, 591); alpha 0.5.
        #expect(isClose(presented(bubble).affineTransform().a, 0.5005))
        #expect(isClose(presented(compose.view).position, CGPoint(x: 262.5, y: 591)))
        #expect(isClose(CGFloat(presented(compose.view).opacity), 0.5))
        AnimationEngine.shared.advance(by: 0.26)
        #expect(compose.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // A custom presentation keeps the presenter's view in the window, under the container.
        #expect(inbox.view.superview === window)
        #expect(compose.presentingViewController === inbox)

        compose.close()
        AnimationEngine.shared.advance(by: 0.25)
        // Shrinking: 1 + (0.001 − 1) · 0.5 = 0.5005 again, the centre half-way back.
        #expect(isClose(presented(bubble).affineTransform().a, 0.5005))
        #expect(isClose(presented(compose.view).position, CGPoint(x: 262.5, y: 591)))
        AnimationEngine.shared.advance(by: 0.26)
        #expect(compose.view.superview == nil)
        #expect(bubble.superview == nil)
        #expect(inbox.presentedViewController == nil)
        #expect(window.subviews.count == 1)
    }

    /// The phone turns with Compose up: 390 × 844 → 844 × 390. The inbox's viewWillTransition
    /// moves the compose button to (844 − 60, 390 − 84) = (784, 306) alongside; Compose (a
    /// default view, flexible width and height) fills the 844 × 390 container; the dismissal's
    /// bubble shrinks back to the new button: half-way, the centre is half-way from (422, 195)
    /// to (784, 306), (603, 250.5).
    @Test func theBubbleFollowsTheComposeButtonWhenTheScreenTurns() throws {
        let inbox = InboxViewController()
        let window = makeWindow(inbox)
        defer { withExtendedLifetime(window) {} }
        inbox.composeTapped()
        let compose = try #require(inbox.presentedViewController as? ComposeViewController)
        AnimationEngine.shared.advance(by: 0.51)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(inbox.composeButtonCenter == CGPoint(x: 784, y: 306))
        #expect(compose.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        compose.close()
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(presented(compose.view).position, CGPoint(x: 603, y: 250.5)))
        AnimationEngine.shared.advance(by: 0.26)
        #expect(inbox.presentedViewController == nil)
    }

    /// The tabs slide over 0.3 s, ease-in-out: half-way, at 0.5.
    @Test func tabsSlideFromTheSideOfTheirIndex() throws {
        let titles = ["Feed", "Search", "Profile"]
        let controllers = titles.map { title -> UIViewController in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        let tabs = SlidingTabBarController()
        tabs.viewControllers = controllers
        let window = makeWindow(tabs)
        defer { withExtendedLifetime(window) {} }
        let container = try #require(controllers[0].view.superview)

        tabs.tapTabBarItem(at: 2)
        AnimationEngine.shared.advance(by: 0.15)
        // Moving right to left: the new tab from x = 390 to 0 is at 195; the old one at −195.
        #expect(isClose(presentedFrame(controllers[2].view).minX, 195))
        #expect(isClose(presentedFrame(controllers[0].view).minX, -195))
        AnimationEngine.shared.advance(by: 0.16)
        #expect(container.subviews == [controllers[2].view])
        #expect(controllers[0].view.frame.minX == 0)

        tabs.tapTabBarItem(at: 0)
        AnimationEngine.shared.advance(by: 0.15)
        // Back to the left: the first tab comes from x = −390, half-way at −195.
        #expect(isClose(presentedFrame(controllers[0].view).minX, -195))
        AnimationEngine.shared.advance(by: 0.16)
        #expect(container.subviews == [controllers[0].view])
        #expect(tabs.selections == ["Profile", "Feed"])
        #expect(tabs.selectedIndex == 0)
    }

    /// Fixtures/SlideInPresentation.swift: the tutorial's one animator for both directions reads
    /// the presented frame from `finalFrame(for:)` when dismissing too, so that frame must be the
    /// presented one (UIKit gives it; the card slides out rather than vanishing). Window 390 × 844:
    /// the presented frame is the bottom two thirds, y = 844 − 562.667 = 281.333; linear over
    /// 0.3 s, so half-way down from it to y = 844 is 281.333 + (844 − 281.333) / 2 = 562.667.
    @Test func aTutorialSlideInDismissalSlidesOutFromThePresentedFrame() throws {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let manager = SlideInPresentationManager()
        let card = TitledViewController("Card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = manager
        home.present(card, animated: true)
        AnimationEngine.shared.advance(by: 0.35)
        let presentedY: CGFloat = 844 - 844 * 2 / 3
        #expect(isClose(card.view.frame.origin.y, presentedY))
        home.dismiss(animated: true)
        AnimationEngine.shared.advance(by: 0.15)
        #expect(isClose(presented(card.view).frame.origin.y, presentedY + (844 - presentedY) / 2))
        AnimationEngine.shared.advance(by: 0.2)
        #expect(home.presentedViewController == nil)
    }
}
