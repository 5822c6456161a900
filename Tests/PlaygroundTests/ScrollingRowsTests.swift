import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// A rows screen with more rows than fit, as UIKit's table view shows one: row views only for
/// the rows on screen, and a move of the selection scrolls the list by the least that shows the
/// selected row whole (`UITableView.ScrollPosition.none`).
///
/// The geometry, by hand, in the 390 × 844 window under a navigation bar with no tab bar (as
/// `ScreenViewControllerTests`): the safe area runs from y = 91 (47 status bar + 44 bar) to
/// y = 810 (844 − 34); row `i` is at y = 107 + 96·i (91 + the 16-point margin; 80 tall plus 16
/// between), 80 points tall. A row counts as shown when it is whole in the safe area with the
/// 16 points around it (`ScreenLayout.margin`): the list's offset keeps
/// 91 + offset ≤ 107 + 96·i − 16 and 107 + 96·i + 80 + 16 ≤ 810 + offset.
@MainActor
@Suite struct ScrollingRowsTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// A catalog whose root screen "list" has `count` rows titled `#1` … `#count`.
    private static func catalog(rows count: Int) -> ScreenCatalog {
        let rows = (1...count).map { ScreenRow(title: "#\($0)", subtitle: "row \($0)") }
        let list = Screen(
            id: "list", title: "List", colors: [ScreenColor(name: "white")].compactMap { $0 }, content: .rows(rows))
        let document = ScreenDocument(root: "list", detail: nil, screens: [list])
        return ScreenCatalog(
            assets: PlaygroundAssets(source: .builtIn, screensFile: "list.json", document: document, images: [:]))
    }

    /// The root screen of `catalog(rows:)`, shown under a navigation bar in the window.
    private func showList(rows count: Int) -> ScreenViewController {
        let list = Self.catalog(rows: count).makeRootViewController()
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return list
    }

    /// The scroll offset, points: the list's `bounds.origin.y` less its frame's (the safe
    /// area's top).
    private func offset(_ list: ScreenViewController) -> CGFloat? {
        list.listView.map { $0.bounds.minY - $0.frame.minY }
    }

    @Test("a 10 000-row screen builds row views only for the rows on screen")
    func onlyVisibleRowsHaveViews() throws {
        let list = showList(rows: 10_000)
        // The list covers the safe area, 91…810. Row i (107 + 96·i … 187 + 96·i) meets it
        // while 107 + 96·i < 810, i < 7.33: rows 0…7, row 7 (779…859) in part.
        #expect(list.rowViews.count == 8)
        #expect(list.visibleRows == 0..<8)
        #expect(list.listView?.subviews.count == 8)
        #expect(list.listView?.frame == CGRect(x: 0, y: 91, width: 390, height: 719))
        #expect(list.rowViews.map(\.titleLabel.text) == (1...8).map { "#\($0)" })
        // Each row view is a box and three labels: the screen's whole tree is the list and 8
        // boxes of 4 views, 33 views, whatever the number of rows.
        #expect(Self.descendants(of: list.view) == 1 + 8 * 4)
    }

    @Test("moving the selection past the bottom scrolls by exactly one row at a time")
    func movingPastTheBottomScrollsOneRow() throws {
        let list = showList(rows: 20)
        // Rows 0…6 show whole: row 6 ends at 107 + 576 + 80 = 763, with its margin 779 ≤ 810.
        for index in 1...6 {
            #expect(list.moveSelection(dx: 0, dy: 1) && list.selectedIndex == index)
            #expect(offset(list) == 0)
        }
        // Row 7 ends at 107 + 672 + 80 = 859, with its margin 875: the list scrolls by
        // 875 − 810 = 65, and the row shows at 779 − 65 = 714 in the window.
        #expect(list.moveSelection(dx: 0, dy: 1) && list.selectedIndex == 7)
        #expect(offset(list) == 65)
        #expect(list.selectedTileFrame == CGRect(x: 16, y: 714, width: 358, height: 80))
        #expect(list.selectionCenter == CGPoint(x: 195, y: 754))
        // Row 8: 96 points (one row and its gap) further, 161; it shows where row 7 did.
        #expect(list.moveSelection(dx: 0, dy: 1) && list.selectedIndex == 8)
        #expect(offset(list) == 161)
        #expect(list.selectedTileFrame == CGRect(x: 16, y: 714, width: 358, height: 80))
        // The list's bounds, 91 + 161 … 810 + 161 = 252…971, meet rows 1 (203…283) to 8
        // (875…955); row 0 ends at 187 and row 9 starts at 971: 8 row views. Row 8 is the
        // selected (blue) one.
        #expect(list.visibleRows == 1..<9)
        #expect(list.listView?.bounds.origin == CGPoint(x: 0, y: 91 + 161))
        #expect(list.rowView(at: 8)?.backgroundColor == ScreenPalette.selection)
        #expect(list.rowView(at: 7)?.backgroundColor != ScreenPalette.selection)
        #expect(list.rowView(at: 0) == nil && list.rowView(at: 9) == nil)
    }

    @Test("moving back up does not scroll until the selection leaves the top")
    func movingUpScrollsOnlyAtTheTop() throws {
        let list = showList(rows: 20)
        list.selectItem(at: 8)
        #expect(offset(list) == 161)  // as above
        // With offset 161 the shown band starts at 91 + 161 = 252: row 2's margin starts at
        // 107 + 192 − 16 = 283 ≥ 252, so rows 7 down to 2 show without scrolling.
        for index in stride(from: 7, through: 2, by: -1) {
            #expect(list.moveSelection(dx: 0, dy: -1) && list.selectedIndex == index)
            #expect(offset(list) == 161)
        }
        // Row 2 at 299 − 161 = 138 in the window.
        #expect(list.selectedTileFrame == CGRect(x: 16, y: 138, width: 358, height: 80))
        // Row 1's margin starts at 107 + 96 − 16 = 187 < 252: scroll to 187 − 91 = 96, the row
        // at 203 − 96 = 107, just under the bar and its margin.
        #expect(list.moveSelection(dx: 0, dy: -1) && list.selectedIndex == 1)
        #expect(offset(list) == 96)
        #expect(list.selectedTileFrame == CGRect(x: 16, y: 107, width: 358, height: 80))
        // Row 0: back to the top, 107 − 16 − 91 = 0.
        #expect(list.moveSelection(dx: 0, dy: -1) && list.selectedIndex == 0)
        #expect(offset(list) == 0)
    }

    @Test("a jump to the last row of 10 000")
    func jumpToTheEnd() throws {
        let list = showList(rows: 10_000)
        // Row 9999 ends at 107 + 959 904 + 80 = 960 091, with its margin 960 107: the offset is
        // 960 107 − 810 = 959 297, the row at 960 011 − 959 297 = 714.
        list.selectItem(at: 9_999)
        #expect(offset(list) == 959_297)
        #expect(list.selectedTileFrame == CGRect(x: 16, y: 714, width: 358, height: 80))
        // The list's bounds, 91 + 959 297 … 810 + 959 297 = 959 388…960 107, meet row i
        // when 107 + 96·i + 80 > 959 388 (i > 9 991.7) and 107 + 96·i < 960 107 (i < 10 000):
        // rows 9 992…9 999, 8 views again.
        #expect(list.visibleRows == 9_992..<10_000)
        #expect(list.rowViews.count == 8)
        #expect(list.rowViews.last?.titleLabel.text == "#10000")
        // Back to the top: row 0 at its place, rows 0…7 again, from the same 8 views.
        let views = Set(list.rowViews.map(ObjectIdentifier.init))
        list.selectItem(at: 0)
        #expect(offset(list) == 0)
        #expect(list.visibleRows == 0..<8)
        #expect(Set(list.rowViews.map(ObjectIdentifier.init)) == views)
        #expect(list.rowViews.map(\.titleLabel.text) == (1...8).map { "#\($0)" })
    }

    @Test("a tap selects a row where it shows, and scrolls it whole; over a bar it selects none")
    func tapsOnRows() throws {
        let list = showList(rows: 20)
        // Row 7 (779…859) shows in part, down to the list's bottom at 810: a click at 790
        // selects it and scrolls it whole (offset 65, as above).
        #expect(list.selectItem(atWindowPoint: CGPoint(x: 100, y: 790)) == 7)
        #expect(offset(list) == 65)
        // Row 6 (683…763 less 65: 618…698) shows whole: a click there does not scroll.
        #expect(list.selectItem(atWindowPoint: CGPoint(x: 100, y: 650)) == 6)
        #expect(offset(list) == 65)
        // Row 0 (107…187 less 65: 42…122) shows from the bar's bottom edge, 91, down: a click at
        // 100 selects it, one at 60 is on the bar and selects nothing.
        #expect(list.selectItem(atWindowPoint: CGPoint(x: 100, y: 60)) == nil)
        #expect(list.selectedIndex == 6)
        #expect(list.selectItem(atWindowPoint: CGPoint(x: 100, y: 100)) == 0)
        #expect(offset(list) == 0)
        // Below the list (the home indicator's 34 points), where row 7 would be: nothing.
        #expect(list.selectItem(atWindowPoint: CGPoint(x: 100, y: 830)) == nil)
    }

    @Test("a screen made shorter keeps the selected row shown")
    func shorterScreenKeepsTheSelection() throws {
        let list = showList(rows: 20)
        list.selectItem(at: 5)
        // Row 5 with its margins, 107 + 480 − 16 = 571 … 107 + 480 + 80 + 16 = 683, shows whole.
        #expect(offset(list) == 0)
        // 600 points tall, the same insets: the safe area ends at 600 − 34 = 566, and the list
        // scrolls by 683 − 566 = 117 at the next layout; the list follows the safe area.
        list.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        list.view.layoutIfNeeded()
        #expect(list.listView?.frame == CGRect(x: 0, y: 91, width: 390, height: 475))
        #expect(offset(list) == 117)
        #expect(list.selectedTileFrame == CGRect(x: 16, y: 587 - 117, width: 358, height: 80))
    }

    @Test("the photo zoom pushed from a scrolled row grows from where the row shows")
    func photoZoomFromAScrolledRow() throws {
        AnimationEngine.shared.reset()
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name.hasPrefix("Photo zoom") })
        let session = PlaygroundSession(
            catalog: Self.catalog(rows: 20), animators: AnimatorCatalog.entries, animatorIndex: index)
        try Self.pressDown(7, in: session)
        session.handle(.push)
        // Row 7, scrolled by 65, shows at 714…794: the zoom starts at its centre (195, 754),
        // not at (195, 819), where the row would be unscrolled (under the home indicator).
        let proxy = try #require(session.navigationController.delegate as? NavigationDelegateProxy)
        let zoom = try #require(proxy.inner as? PhotoZoomDelegate)
        #expect(zoom.point == CGPoint(x: 195, y: 754))
    }

    /// Presses ↓ `count` times, a second apart.
    private static func pressDown(_ count: Int, in session: PlaygroundSession) throws {
        let down = try #require(PlaygroundKey(token: "down"))
        for _ in 0..<count {
            session.handle(down)
            session.advance(by: 1)
        }
    }

    @Test(
        "at 40×16 and 60×20 the last of 30 rows, once selected, shows with its title", arguments: [(40, 16), (60, 20)])
    func lastRowShowsInSmallTerminals(_ size: (columns: Int, rows: Int)) throws {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(catalog: Self.catalog(rows: 30), animators: AnimatorCatalog.entries)
        try Self.pressDown(29, in: session)
        let lines = TestSupport.phoneScreenLines(session, columns: size.columns, rows: size.rows)
        let screen = lines.joined(separator: "\n")
        // The last row's title, "#30", on a line that carries the selection's heavy border
        // (┃), and the first row's gone (scrolled away under the bar).
        let last = try #require(lines.first { $0.contains("#30") }, "\(size):\n\(screen)")
        #expect(last.contains("┃"), "\(size):\n\(screen)")
        #expect(!lines.contains { $0.contains("#1 ") || $0.contains("#1›") }, "\(size):\n\(screen)")
    }

    @Test("at 40×16 and 60×20 Home's last row, Recents, shows selected", arguments: [(40, 16), (60, 20)])
    func homeLastRowShows(_ size: (columns: Int, rows: Int)) throws {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries)
        try Self.pressDown(5, in: session)
        let lines = TestSupport.phoneScreenLines(session, columns: size.columns, rows: size.rows)
        let screen = lines.joined(separator: "\n")
        // Home's six rows fit above the tab bar (row 5 ends at 91 + 16 + 480 + 80 = 667, the
        // tab bar starts at 844 − 34 − 49 = 761): no scrolling. The 6-column phone of 40×16
        // has room for "Rec" and the chevron; 60×20 for the whole title.
        let title = size.columns == 40 ? "Rec" : "Recents"
        let recents = try #require(lines.first { $0.contains(title) }, "\(size):\n\(screen)")
        #expect(recents.contains("┃"), "\(size):\n\(screen)")
    }

    /// The number of views under `view` (not counting it).
    private static func descendants(of view: UIView) -> Int {
        view.subviews.reduce(0) { $0 + 1 + descendants(of: $1) }
    }
}
