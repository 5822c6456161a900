import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Text over text: a cell holds one character, so where two labels' lines land on one row of
/// cells the later label's line owns its row of its text area (the earlier one's letters there
/// are hidden, not seen past the later one's), and a label moved sideways inside its
/// container's edges yields to a neighbour's letters. The layout is `TextBeforeBordersTests`':
/// a 390×844 window in a 30×20 grid, screen columns 6…22 and rows 1…18, 22.941 points a column
/// and 46.889 a row; a view covers the cells whose centres fall inside it. Monochrome.
@MainActor
@Suite struct TextOverTextTests {
    private func render(_ window: UIWindow, with rasterizer: Rasterizer? = nil, into grid: CellGrid? = nil)
        -> (lines: [String], grid: CellGrid)
    {
        var grid = grid ?? CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: 30, rows: 20))
        if let rasterizer {
            rasterizer.renderChanges(window, into: &grid, layout: layout)
        } else {
            Rasterizer(glyphs: .unicode, depth: .monochrome).render(window, into: &grid, layout: layout)
        }
        return (grid.text().components(separatedBy: "\n"), grid)
    }

    private func makeWindow(_ subview: UIView) -> UIWindow {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(subview)
        window.makeKeyAndVisible()
        return window
    }

    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    /// A white box y 375…465 (rows 9…10, sides only: columns 6 and 22), its subtitle added
    /// first (y 15…45 in the box, 390…420 in the window → row ⌈8.82⌉ = 9) and its title on top
    /// (y 8…38 → 383…413 → row ⌈8.67⌉ = 9): one row of cells. Both from x 16 (column 7), 300
    /// wide (to column ⌈19.27⌉ − 1 = 19): 13 cells. The subtitle is laid out as
    /// "12 photos in…" (13); the title "Photos" covers its first 6 and hides the other 7 —
    /// before, "Photostos in…" was seen.
    @Test func theLaterLabelHidesTheEarlierOnesLettersInItsRow() {
        let box = UIView(frame: CGRect(x: 0, y: 375, width: 390, height: 90))
        box.backgroundColor = .white
        box.addSubview(label("12 photos in a grid", CGRect(x: 16, y: 15, width: 300, height: 30)))
        let title = label("Photos", CGRect(x: 16, y: 8, width: 300, height: 30))
        box.addSubview(title)
        let window = makeWindow(box)
        let rasterizer = Rasterizer(glyphs: .unicode, depth: .monochrome)
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: 30, rows: 20))
        rasterizer.render(window, into: &grid, layout: layout)
        #expect(grid.text().components(separatedBy: "\n")[9] == "     ││Photos         ││")
        // Changed frame to frame, only the damaged cells drawn again: the same as drawn afresh.
        // "Pho" (3 letters) leaves the subtitle's "12 " under it and hides the rest.
        title.text = "Pho"
        let changed = render(window, with: rasterizer, into: grid).lines
        #expect(changed[9] == "     ││Pho            ││")
        #expect(changed == render(window).lines)
    }

    /// The title "Photos and more" (15 letters) fills columns 7…21 (its frame x 16…390 reaches
    /// column 22, the box's side, and is cut to the inside). A chevron "›" at x 372…388 covers
    /// only column ⌈21.7⌉ = 22, the side: it is moved in to column 21, onto the title's last
    /// letter, and cuts the title there: 14 cells, "Photos and mo…" — before, the chevron
    /// replaced the "e" ("Photos and mor›"). With the short title "Photos" column 21 is free.
    @Test func aChevronOverATitlesLastLetterCutsItToItsEllipsis() {
        let box = UIView(frame: CGRect(x: 0, y: 375, width: 390, height: 90))
        box.backgroundColor = .white
        let title = label("Photos and more", CGRect(x: 16, y: 8, width: 374, height: 30))
        box.addSubview(title)
        box.addSubview(label("›", CGRect(x: 372, y: 8, width: 16, height: 30)))
        let window = makeWindow(box)
        #expect(render(window).lines[9] == "     ││Photos and mo…›││")
        title.text = "Photos"
        #expect(render(window).lines[9] == "     ││Photos        ›││")
    }

    /// Words side by side: "Home" from x 16 (columns 7…10) and "Photos" from x 110 (column
    /// ⌈110/22.941 + 5.5⌉ = 11, to x 310, column 19) meet letter to letter at column 11: the
    /// earlier gives up a cell for a space, "Home" cut to 3 cells, "Ho…" (columns 7…9) — before,
    /// "HomePhotos". "Photos" from x 80 (column ⌈8.99⌉ = 9) starts inside "Home": cut a cell
    /// before it, 1 cell, too few to read (`minimumCutWidth` 3), so not drawn. "›" from x 110
    /// is no letter: "Home›" stays.
    @Test func wordsSideBySideKeepASpace() {
        let box = UIView(frame: CGRect(x: 0, y: 375, width: 390, height: 90))
        box.backgroundColor = .white
        box.addSubview(label("Home", CGRect(x: 16, y: 8, width: 300, height: 30)))
        let second = label("Photos", CGRect(x: 110, y: 8, width: 200, height: 30))
        box.addSubview(second)
        let window = makeWindow(box)
        #expect(render(window).lines[9] == "     ││Ho… Photos     ││")
        second.frame.origin.x = 80
        #expect(render(window).lines[9] == "     ││  Photos       ││")
        second.frame.origin.x = 110
        second.text = "›"
        #expect(render(window).lines[9] == "     ││Home›          ││")
    }

    /// A cut line keeps two characters before its ellipsis or shows nothing: "‹ Home" in 3
    /// cells would be "‹…" (the space before "H" trimmed), which says nothing, so it is empty;
    /// "Photos" in 3 cells is "Ph…"; in 4, "‹ Home" is "‹ H…".
    @Test func aCutLineKeepsTwoCharactersOrNone() {
        func cut(_ text: String, _ width: Int) -> String {
            String(TextLayout.truncated(text.map { Glyph($0) }, width: width, glyphs: .unicode).map(\.character))
        }
        #expect(cut("‹ Home", 3) == "")
        #expect(cut("Photos", 3) == "Ph…")
        #expect(cut("‹ Home", 4) == "‹ H…")
    }
}
