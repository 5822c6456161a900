import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// The Swift 4-era "message sent" push (`Fixtures/Swift4EraSentAnimator.swift`) runs as written,
/// values worked by hand. The window is 390 × 844 with a 47-point status bar, so the plane
/// starts at (40, 87) and lands at (350, 744): 310 points right, then 657 down, 967 in all,
/// flown at constant speed in 1 s.
@MainActor
@Suite struct SentConfirmationTests {
    private func push() -> (UINavigationController, SentNavigationDelegate, TitledViewController, UIWindow) {
        UIImage.removeRegisteredImages()
        // A 2 × 1 picture of the plane.
        if let bitmap = CGImage(width: 2, height: 1, pixelData: [255, 255, 255, 255, 0, 122, 255, 255]) {
            UIImage.registerImage(UIImage(cgImage: bitmap), named: "paperplane")
        }
        let navigation = UINavigationController(rootViewController: TitledViewController("Compose"))
        let window = makeWindow(navigation)
        let delegate = SentNavigationDelegate()
        navigation.delegate = delegate
        let sent = TitledViewController("Sent")
        navigation.pushViewController(sent, animated: true)
        return (navigation, delegate, sent, window)
    }

    @Test func thePlaneFliesAroundTheCornerAtConstantSpeed() throws {
        let (navigation, delegate, sent, window) = push()
        let animator = delegate.animator
        let plane = try #require(animator.plane)
        #expect(animator.log == ["Sending in {{0, 0}, {390, 844}}"])

        // 0.2 s: 193.4 points along the first leg, heading right (no turn).
        AnimationEngine.shared.advance(by: 0.2)
        let early = try #require(plane.presentation())
        #expect(isClose(early.position, CGPoint(x: 233.4, y: 87), 1e-6))
        #expect(isClose(early.transform.m11, 1, 1e-9) && isClose(early.transform.m12, 0, 1e-9))

        // 0.5 s: 483.5 points, 173.5 down the second leg, (350, 260.5), heading down: a turn of
        // π/2 (m11 = cos = 0, m12 = sin = 1).
        AnimationEngine.shared.advance(by: 0.3)
        let late = try #require(plane.presentation())
        #expect(isClose(late.position, CGPoint(x: 350, y: 260.5), 1e-6))
        #expect(isClose(late.transform.m11, 0, 1e-9) && isClose(late.transform.m12, 1, 1e-9))

        AnimationEngine.shared.advance(by: 0.5)
        #expect(navigation.viewControllers.last === sent)
        #expect(plane.superlayer == nil && animator.spotlight?.superlayer == nil)
        _ = window
    }

    /// The hole's radius grows linearly from 1 to 900 points: 225.75 at 0.25 s, 450.5 at
    /// 0.5 s. A point 300 points above the landing, (350, 444), is dimmed (inside the rectangle
    /// only: one crossing pair under the even-odd rule) at 0.25 s and in the hole at 0.5 s.
    /// The ring is drawn a quarter, then half, of the way round.
    @Test func theSpotlightOpensAndTheRingDrawsItself() throws {
        let (_, delegate, _, window) = push()
        let spotlight = try #require(delegate.animator.spotlight)
        let ring = try #require(delegate.animator.ring)
        #expect(spotlight.fillRule == .evenOdd && ring.lineCap == .round && ring.lineJoin == .round)
        // Built under kCATransactionDisableActions: only the explicit animations run.
        #expect(spotlight.animationKeys() == ["grow"] && ring.animationKeys() == ["draw"])
        #expect(delegate.animator.plane?.animationKeys() == ["flight"])

        let probe = CGPoint(x: 350, y: 444)
        AnimationEngine.shared.advance(by: 0.25)
        #expect(spotlight.presentation()?.path?.contains(probe, using: .evenOdd) == true)
        #expect(isClose(ring.presentation()?.strokeEnd ?? -1, 0.25, 1e-9))
        AnimationEngine.shared.advance(by: 0.25)
        #expect(spotlight.presentation()?.path?.contains(probe, using: .evenOdd) == false)
        #expect(isClose(ring.presentation()?.strokeEnd ?? -1, 0.5, 1e-9))
        _ = window
    }

    /// The plane's picture, 2 × 1 pixels at scale 1, fitted into its 32-point square:
    /// resizeAspect scales by min(32/2, 32/1) = 16 to 32 × 16, centred at y 8.
    @Test func thePlaneIsAnImageInItsLayer() throws {
        let (_, delegate, _, window) = push()
        let plane = try #require(delegate.animator.plane)
        #expect(plane.contentsGravity == .resizeAspect && plane.contentsScale == 1)
        let placement = try #require(plane.contentsPlacement(in: plane.bounds))
        #expect(placement.rect == CGRect(x: 0, y: 8, width: 32, height: 16))
        UIImage.removeRegisteredImages()
        _ = window
    }
}
