import Foundation
import TestSupport
import Testing
import TransitionKit
import TransitionTesting

@testable import Animators

/// Catalogue animators drawn at chosen times, 40 × 24 cells, compared with the frames in
/// `__Frames__/CatalogFrameTests/`. The 390 × 844 window takes a 20 × 22 screen (columns 10…29,
/// rows 1…22): 19.5 points a column, 844 / 22 ≈ 38.36 points a row; a view covers the cells whose
/// centres fall inside it (screen column c's centre at x = (c + ½) · 19.5, row r's at
/// y = (r + ½) · 38.36). "Line n" below is grid row n counted from 0, the phone's top edge
/// (screen row r is line r + 1; a frame diff numbers lines from 1). Each test says where the
/// geometry puts the edges; the stored frames were read against that.
@MainActor
@Suite struct CatalogFrameTests {
    /// A screen with a title label across its whole width at `labelY` (44 points tall; by
    /// default y 400…444, the middle of a full screen).
    func screen(_ title: String, _ color: UIColor, labelY: CGFloat = 400) -> UIViewController {
        let controller = TitledViewController(title)
        controller.view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 0, y: labelY, width: 390, height: 44))
        label.text = title
        label.textAlignment = .center
        controller.view.addSubview(label)
        return controller
    }

    /// Seed 000 half way (0.5 s of 1, ease-in-out at ½): Next has come down from y = −844 to
    /// −422, so its bottom edge is at y = 422: screen row 10 (centre 403) is its last, row 11
    /// (centre 441) is Home's, so Next's bottom border is line 11 of the frame, Home's border
    /// the screen's last line (22). The navigation bar over both reads "‹ Home Next".
    @Test func seed000HalfWay() throws {
        let navigation = AnimatedNavigationController(rootViewController: screen("Home", .systemBlue))
        let run = try TransitionRun.push(screen("Next", .white), in: navigation)
        try run.advance(to: 0.5)
        try expectFrame(run.frame(columns: 40, rows: 24), named: "seed000-push-at-0.5")
        try run.finish()
    }

    /// The tab slide half way (0.15 s of 0.3, ease-in-out at ½): Feed has moved left by half the
    /// width to x = −195 and Search in from the right to x = 195: Feed's right border in column
    /// 19 (screen column 9, centre 185 < 195), Search's left border in column 20. Each label is
    /// centred on its 20 columns, so "Feed" starts 8 columns into a view 10 columns off the
    /// screen and shows as "ed" in columns 10–11; "Search" starts at column 27 and shows "Sea".
    /// The tab bar stays at the bottom.
    @Test func tabSlideHalfWay() throws {
        let tabs = UITabBarController()
        tabs.setViewControllers([screen("Feed", .systemBlue), screen("Search", .white)], animated: false)
        let delegate = TabSlideDelegate(tabBarController: tabs)
        tabs.delegate = delegate
        let run = try TransitionRun.selectTab(at: 1, in: tabs)
        try run.advance(to: 0.15)
        try expectFrame(run.frame(columns: 40, rows: 24), named: "tab-slide-at-0.15")
        #expect(try run.finish().map(\.title) == ["Search"])
        withExtendedLifetime(delegate) {}
    }

    /// The half sheet, through its own transitioning delegate (`.custom`, its presentation
    /// controller). Presented, the sheet takes the lower half: y 422…844, screen rows 11 to 21
    /// (centres 441 to 824), lines 12 to 22 of the frame, rounded; its label (y 100…144 in the
    /// sheet, 522…566 on screen) covers screen row 14 alone (centre 556; row 13's, 518, is above
    /// it): line 15. Above the sheet, Home under the 40 % black dimming view, shaded, its label
    /// on line 11 (screen row 10, centre 403, in y 400…444).
    /// Dismissed, it goes down with ease-out (0, 0, 0.58, 1): at 0.2 s of 0.4 it has fallen
    /// e(½) of the 422 points, e from the independent Bézier helper.
    @Test func halfSheetPresentedAndDismissed() throws {
        let delegate = HalfSheetTransitioningDelegate()
        let sheet = screen("Sheet", .white, labelY: 100)
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        let present = try TransitionRun.present(sheet, from: screen("Home", .systemBlue))
        #expect(try present.finish().map(\.title) == ["Home", "Sheet"])
        #expect(isClose(present.presentation(of: sheet.view).frame, CGRect(x: 0, y: 422, width: 390, height: 422)))
        try expectFrame(present.frame(columns: 40, rows: 24), named: "half-sheet-presented")

        let again = screen("Sheet", .white)
        again.modalPresentationStyle = .custom
        again.transitioningDelegate = delegate
        let dismiss = try TransitionRun.dismiss(again, from: screen("Home", .systemBlue))
        try dismiss.advance(to: 0.2)
        let fallen = CGFloat(422 * bezierProgress(0.5, 0, 0, 0.58, 1))
        #expect(isClose(dismiss.presentation(of: again.view).frame.minY, 422 + fallen, 1e-3))
        #expect(try dismiss.finish().map(\.title) == ["Home"])
        #expect(dismiss.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    /// The cube half way (0.3 s of 0.6): both faces 45° from flat, hinged at x = 195, the
    /// boundary of columns 19 (Home's right border) and 20 (Detail's left). Each far edge is
    /// 390 · cos 45° ≈ 275.8 points from the hinge across and 275.8 back; the container's
    /// perspective (m34 = −1/500 about its centre (195, 422)) divides by 1 + 275.8 / 500 ≈ 1.552:
    /// Home's far edge at x = 195 − 275.8 / 1.552 ≈ 17.3 (first covered screen column 1, centre
    /// 29.25: column 11), y from 422 − 422 / 1.552 ≈ 150 to ≈ 694 (screen rows 4 to 17, centres
    /// 172.6 and 671.5: lines 5 to 18 of the frame); Detail's mirrored at x ≈ 372.7 (column 28).
    /// The edges between slope as the faces recede; the navigation bar covers lines 1–2.
    @Test func cubeHalfWay() throws {
        let delegate = AnimatorFactoryDelegate { operation in CubeAnimator(operation: operation) }
        let run = try TransitionRun.push(
            screen("Detail", .white), onto: screen("Home", .systemBlue), delegate: delegate)
        try run.advance(to: 0.3)
        try expectFrame(run.frame(columns: 40, rows: 24), named: "cube-push-at-0.3")
        try run.finish()
    }
}
