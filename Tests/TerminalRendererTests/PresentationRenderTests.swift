import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// A presented page sheet is drawn from the window's view tree with no change to the renderer:
/// the presentation's container is a subview of the window above the root view.
///
/// The 390×844 pt window goes into a 40×40 grid: 38×38 cells free, scale min(38/390, 76/844) =
/// 0.090047 → 390·0.090047 = 35.1 → 35 columns × 844·0.090047/2 = 38 rows; outline 37×40 at
/// column (40 − 37)/2 = 1; screen columns 2…36, rows 1…38; 390/35 = 11.143 pt per column,
/// 844/38 = 22.211 pt per row. Cell (c, r) has its centre at x = (c − 1.5)·11.143,
/// y = (r − 0.5)·22.211.
@MainActor
@Suite struct PresentationRenderTests {
    @Test func pageSheetIsDrawnOverThePushedBackPresenter() {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = UIViewController()
        home.view.backgroundColor = .systemBlue
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemRed
        home.present(sheet, animated: true)
        AnimationEngine.shared.advance(by: 0.6)

        var grid = CellGrid(columns: 40, rows: 40)
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: 40, rows: 40))
        #expect(layout.screen == CellRect(column: 2, row: 1, columns: 35, rows: 38))
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(window, into: &grid, layout: layout)
        // The presenter, pushed back, spans x = 195 ∓ 0.917949·195 = 16 … 374 and y = 47 …
        // 821.7: columns ⌈16/11.143 + 1.5⌉ = 3 to the last centre below 374/11.143 + 1.5 =
        // 35.06, 35; its top row ⌈47/22.211 + 0.5⌉ = ⌈2.62⌉ = 3. The sheet starts at y = 57:
        // row ⌈57/22.211 + 0.5⌉ = ⌈3.07⌉ = 4, full width (columns 2…36), down to row 38.
        // So row 3 shows the presenter's top edge one column in from each side, the sheet's
        // box covers rows 4…38 (the top screen's box is drawn with round corners), and rows 1
        // and 2 are the dimmed, empty window.
        let expected = """
             ╭───────────────────────────────────╮
             │                                   │
             │                                   │
             │ ╭───────────────────────────────╮ │
             │╭─────────────────────────────────╮│
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             ││                                 ││
             │╰─────────────────────────────────╯│
             ╰───────────────────────────────────╯
            """
        #expect(grid.text() == expected)
        // Cells: the sheet is systemRed (255, 59, 48); the presenter's edge is on systemBlue
        // (0, 122, 255) under 20 % black: (0, 0.8·122, 0.8·255) = (0, 97.6, 204) → (0, 98, 204).
        #expect(grid[20, 20].background == RGB(red: 255, green: 59, blue: 48))
        #expect(grid[20, 3].background == RGB(red: 0, green: 98, blue: 204))
    }
}

/// The tab bar is drawn at the bottom of the window with its items' titles.
///
/// Same 40×40 grid as above. The bar spans y = 844 − 49 = 795 … 844: rows whose centres
/// (r − 0.5)·22.211 fall in it: r − 0.5 ≥ 795/22.211 = 35.79 → r ≥ 36.29 → rows 37 and 38. Three
/// items split the 390 points into 130-point thirds; each title is centred in its third.
@MainActor
@Suite struct TabBarRenderTests {
    @Test func tabTitlesAreDrawnInTheBar() {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tabs = UITabBarController()
        tabs.viewControllers = ["Feed", "Chat", "Me"].map { title in
            let controller = UIViewController()
            controller.title = title
            controller.view.backgroundColor = .systemBackground
            return controller
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        var grid = CellGrid(columns: 40, rows: 40)
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: 40, rows: 40))
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(window, into: &grid, layout: layout)
        let lines = grid.text().components(separatedBy: "\n")
        // The bar's box covers rows 37 and 38, columns 2…36; a title is drawn centred on its
        // third's centre x = 65, 195, 325: columns 65/11.143 + 1.5 = 7.3, 19.0, 30.7, so "Feed"
        // in columns 6…9, "Chat" in 17…20 and "Me" in 30…31 (on the bar's top row: a
        // 49-point bar is two rows here and the labels' middle, y = 819.5, falls in row 37).
        // Two rows are too few for top and bottom edges (text before borders): only the sides.
        #expect(lines[37] == " ││   Feed       Chat        Me     ││")
        #expect(lines[38] == " ││                                 ││")
        // Above the bar, the selected tab's view: nothing written in it.
        #expect(!lines[20].contains("Feed"))
    }
}
