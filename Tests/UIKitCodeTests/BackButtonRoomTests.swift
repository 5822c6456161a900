import Foundation
import TestSupport
import Testing

@_spi(Rendering) import TransitionKit

/// `Fixtures/AccountSettingsViewController.swift` as a terminal of 15 × 28-point cells shows
/// it (100 × 32: a 390-point window over 26 columns), its text measured in those cells
/// (`TextMetrics`). The bar's margins are a character, 15 points, so its room ends at 375.
@MainActor
@Suite struct BackButtonRoomTests {
    @Test func theBackButtonShortensToBackAndTheBadgeFitsItsText() throws {
        let settings = AccountSettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        let window = makeWindow(navigation)  // resets the engine, and with it the metrics
        TextMetrics.current = TextMetrics(pointsPerColumn: 15, pointsPerRow: 28) { $0.count }
        defer { TextMetrics.current = nil }
        settings.showAlerts()
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        // "Alerts", 6 × 15 = 90 points, centred at (390 − 90) / 2 = 150. "‹ Account Settings"
        // (18 × 15 = 270) and a space reach 15 + 270 + 15 = 300: the title would end at 390 >
        // 375. "‹ Back" (90) and a space reach 120 ≤ 150: the title stays centred, its label
        // reaching 30 points each way (150 − 120 = 30; 375 − 240 = 135), the back label to a
        // character before it (120 − 15 − 15 = 90 points).
        #expect(bar.backLabel.text == "‹ Back")
        #expect(bar.titleLabel.frame.minX == 120 && bar.titleLabel.frame.width == 150)
        #expect(bar.backLabel.frame.minX == 15 && bar.backLabel.frame.width == 90)
        // The badge sized to "3 new": 5 characters of 15 points, one row of 28.
        let alerts = try #require(navigation.topViewController as? AlertsViewController)
        #expect(alerts.badgeLabel.frame == CGRect(x: 20, y: 120, width: 75, height: 28))
    }
}
