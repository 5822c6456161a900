import Foundation
import TestSupport
import Testing

@_spi(Rendering) @testable import TransitionKit

/// The navigation bar's title and back button laid out by the room they have, as iOS does:
/// the back button shows "‹ " and the item below's title, else "‹ Back", else the chevron
/// alone (Apple's documentation for `UINavigationItem.BackButtonDisplayMode.default`), the
/// title whole and centred unless the back button needs the room, then beside it. Text is
/// measured with metrics of 10 × 20 points a character (`TextMetrics`), so every width below is
/// 10 points a character; margins are max(8, 10) = 10 points and a space separates the two.
@MainActor
@Suite struct NavigationBarLayoutTests {
    /// A bar `width` points wide showing "Photos" over "Home", laid out with 10-point characters.
    func bar(width: CGFloat, back: String = "Home", title: String = "Photos") -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 91))
        bar.setItems([UINavigationItem(title: back), UINavigationItem(title: title)], animated: false)
        bar.layoutIfNeeded()
        return bar
    }

    func withTenPointCharacters(_ body: () throws -> Void) rethrows {
        _ = freshEngine()
        TextMetrics.current = TextMetrics(pointsPerColumn: 10, pointsPerRow: 20) { $0.count }
        defer { TextMetrics.current = nil }
        try body()
    }

    @Test func labelsMeasureTheirTextWithTheInstalledMetrics() {
        withTenPointCharacters {
            // "‹ Home" is 6 characters, 60 points; two lines are 2 rows of 20 points.
            let label = UILabel()
            label.text = "‹ Home"
            #expect(label.intrinsicContentSize == CGSize(width: 60, height: 20))
            label.text = "Photos\nin a grid"
            #expect(label.intrinsicContentSize == CGSize(width: 90, height: 40))
        }
        // Without metrics, the estimate: 6 × 0.55 × 17 = 56.1 points, 1.2 × 17 = 20.4.
        let label = UILabel()
        label.text = "‹ Home"
        #expect(isClose(label.intrinsicContentSize.width, 56.1) && isClose(label.intrinsicContentSize.height, 20.4))
    }

    @Test func titleCentredWhenTheBackButtonLeavesRoom() {
        withTenPointCharacters {
            // 300 points: the title's 60 points centred at (300 − 60) / 2 = 120; "‹ Home" ends at
            // 10 + 60 = 70, a space to 80 ≤ 120. The title label reaches 40 points each way
            // (120 − 80 = 40 on the left; 290 − 180 = 110 on the right), its text still at 120.
            let bar = bar(width: 300)
            #expect(bar.backLabel.text == "‹ Home")
            #expect(bar.titleLabel.frame == CGRect(x: 80, y: 47, width: 140, height: 44))
            #expect(bar.backLabel.frame == CGRect(x: 10, y: 47, width: 60, height: 44))
        }
    }

    @Test func titleMovesAsideForTheBackButton() {
        withTenPointCharacters {
            // 200 points: centred at 70, but "‹ Home" and a space take 10…80: the title goes to
            // 80 and ends at 140 ≤ 190 (the trailing margin).
            let bar = bar(width: 200)
            #expect(bar.backLabel.text == "‹ Home")
            #expect(bar.titleLabel.frame == CGRect(x: 80, y: 47, width: 60, height: 44))
        }
    }

    @Test func backButtonShortensToBackThenToTheChevron() {
        withTenPointCharacters {
            // 180 points: "‹ Detail 1" (10 characters) and a space reach 120, the title's 80
            // points would end at 200 > 170; "‹ Back" reaches 80, the title 80…160 fits.
            let back = bar(width: 180, back: "Detail 1", title: "Detail 2")
            #expect(back.backLabel.text == "‹ Back")
            #expect(back.titleLabel.frame == CGRect(x: 80, y: 47, width: 80, height: 44))
            // 120 points: "‹ Back" would put the title at 80…160 > 110; the chevron reaches 30,
            // the title centred at (120 − 80) / 2 = 20 moves to 30 and ends at 110.
            let chevron = bar(width: 120, back: "Detail 1", title: "Detail 2")
            #expect(chevron.backLabel.text == "‹")
            #expect(chevron.titleLabel.frame == CGRect(x: 30, y: 47, width: 80, height: 44))
            #expect(chevron.backLabel.frame == CGRect(x: 10, y: 47, width: 10, height: 44))
            // 100 points: even beside the chevron the title does not fit; it keeps 30…90 and is
            // truncated there, the chevron stays.
            let tight = bar(width: 100, back: "Detail 1", title: "Detail 2")
            #expect(tight.backLabel.text == "‹")
            #expect(tight.titleLabel.frame == CGRect(x: 30, y: 47, width: 60, height: 44))
        }
    }

    @Test func newMetricsLayTheBarOutAgain() {
        withTenPointCharacters {
            let bar = bar(width: 200)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            window.addSubview(bar)
            #expect(bar.backLabel.text == "‹ Home")
            // Characters of 20 points (a smaller terminal): "‹ Home" (120) and a space reach 160,
            // the title (120) would end at 280 > 180 (margins of 20); "‹ Back" too; the chevron
            // reaches 60, the title centred at 40 moves to 60 and ends at 180.
            TextMetrics.current = TextMetrics(pointsPerColumn: 20, pointsPerRow: 40) { $0.count }
            window.layoutIfNeeded()
            #expect(bar.backLabel.text == "‹")
            #expect(bar.titleLabel.frame == CGRect(x: 60, y: 47, width: 120, height: 44))
        }
    }
}
