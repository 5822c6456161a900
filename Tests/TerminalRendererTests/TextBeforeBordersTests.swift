import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Text comes before borders: a box too small for edges around its text draws fewer edges, a
/// label too small to hold a cell's centre still gets a row, and text on its container's edge
/// is moved inside. The layout is `RasterizerTests`': a 390×844 window in a 30×20 grid, screen
/// columns 6…22 and rows 1…18, 22.941 points a column and 46.889 a row; a view covers the cells
/// whose centres fall inside it: first row ⌈y₀/46.889 + 0.5⌉, first column ⌈x₀/22.941 + 5.5⌉
/// (the end edges exclusive, likewise). Monochrome, so fills draw no glyphs.
@MainActor
@Suite struct TextBeforeBordersTests {
    private func render(_ window: UIWindow) -> [String] {
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: 30, rows: 20))
        Rasterizer(glyphs: .unicode, depth: .monochrome).render(window, into: &grid, layout: layout)
        return grid.text().components(separatedBy: "\n")
    }

    /// A list row: a filled box with a title and a subtitle label, as a table cell lays them.
    private func row(y: CGFloat, height: CGFloat, titleY: CGFloat, subtitleY: CGFloat) -> UIView {
        let box = UIView(frame: CGRect(x: 0, y: y, width: 390, height: height))
        box.backgroundColor = .white
        for (text, top) in [("Photos", titleY), ("12 photos", subtitleY)] {
            let label = UILabel(frame: CGRect(x: 16, y: top, width: 300, height: 30))
            label.text = text
            box.addSubview(label)
        }
        return box
    }

    private func makeWindow(_ subview: UIView) -> UIWindow {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(subview)
        window.makeKeyAndVisible()
        return window
    }

    /// A box 2 rows tall: y 375…465 → rows ⌈8.497⌉ = 9 … ⌈10.417⌉ − 1 = 10; columns 6…22. No
    /// room for top and bottom edges, so only its sides (│ in columns 6 and 22); the title
    /// (y 383…413 → row 9) and subtitle (y 425…455 → row 10) start at x 16 → column
    /// ⌈6.197⌉ = 7, on their own rows — before, the top edge ran through the title's row and
    /// the bottom edge through the subtitle's (`┌Photos────…┐`).
    @Test func twoRowBoxKeepsOnlyItsSides() {
        let lines = render(makeWindow(row(y: 375, height: 90, titleY: 8, subtitleY: 50)))
        #expect(lines[9] == "     ││Photos         ││")
        #expect(lines[10] == "     ││12 photos      ││")
        #expect(!lines[8].contains("─") && !lines[11].contains("─"))
    }

    /// A box 4 rows tall keeps every edge: y 375…565 → rows 9 … ⌈12.55⌉ − 1 = 12. Its title
    /// label (y 383…413) is on row 9, the top edge: the text moves inside, to row 10; the
    /// subtitle (y 475…505 → row ⌈10.63⌉ = 11) stays on row 11.
    @Test func textOnAnEdgeMovesInside() {
        let lines = render(makeWindow(row(y: 375, height: 190, titleY: 8, subtitleY: 100)))
        #expect(lines[9] == "     │┌───────────────┐│")
        #expect(lines[10] == "     ││Photos         ││")
        #expect(lines[11] == "     ││12 photos      ││")
        #expect(lines[12] == "     │└───────────────┘│")
    }

    /// Text is moved in only from its box's edges. The same 4-row box (rows 9…12, interior rows
    /// 10…11, columns 7…21) with a plain container holding a label: at x −800 the label's
    /// cells are far left of the screen (x −792…−688 → columns ⌈−29⌉ …, all < 0), so nothing of
    /// "FARAWAY" is drawn; the interior rows stay blank. Before, the text was moved into the
    /// box's interior (`FARA…` on row 10). Moved to x 0 it is on the box's top edge's row
    /// (y 383…413 → row 9) and columns 7…: moved in to row 10 as before.
    @Test func textFarOutsideItsBoxIsNotMovedIn() {
        let box = row(y: 375, height: 190, titleY: 100, subtitleY: 100)
        for label in box.subviews { label.removeFromSuperview() }
        let container = UIView(frame: CGRect(x: -800, y: 0, width: 390, height: 190))
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 300, height: 30))
        label.text = "FARAWAY"
        container.addSubview(label)
        box.addSubview(container)
        let window = makeWindow(box)
        var lines = render(window)
        #expect(lines[10] == "     ││               ││")
        #expect(lines.allSatisfy { !$0.contains("F") })
        container.frame.origin.x = 0
        lines = render(window)
        #expect(lines[10] == "     ││FARAWAY        ││")
    }

    /// A label 2 columns wide (x 100…130 → columns ⌈9.86⌉ = 10 … ⌈11.17⌉ − 1 = 11; y 400…500 →
    /// rows 10…11, its line centred on row 10): "Photos" does not fit and would be cut to the
    /// stump "P…" (as before) — narrower than `TextLayout.minimumCutWidth`, so no text; "OK"
    /// fits whole and is drawn. A column-wide wrapping label would have shown its words as a
    /// column of single letters (seed 002's shrinking screen); it shows none either.
    @Test func textTooNarrowToCutIsNotDrawn() {
        let label = UILabel(frame: CGRect(x: 100, y: 400, width: 30, height: 100))
        label.text = "Photos"
        let window = makeWindow(label)
        #expect(render(window)[10] == "     │                 │")
        label.text = "OK"
        #expect(render(window)[10] == "     │    OK           │")
        label.text = "What pushpop is"
        label.numberOfLines = 0
        label.frame = CGRect(x: 100, y: 300, width: 10, height: 300)
        #expect(render(window).allSatisfy { !$0.contains("W") && !$0.contains("h") })
    }

    /// A label 20 points tall at y 400…420 holds no cell centre (rows ⌈9.03⌉ = 10 to
    /// ⌈9.457⌉ = 10: none) — a 17-point title at about 47 points a row. Its centre, y 410, is
    /// in row 1 + 410/46.889 = 9.74 → row 9: the text is drawn there (before, not at all).
    @Test func labelShorterThanACellGetsTheRowAtItsCentre() {
        let label = UILabel(frame: CGRect(x: 0, y: 400, width: 390, height: 20))
        label.text = "Inbox"
        let lines = render(makeWindow(label))
        #expect(lines[9] == "     │Inbox            │")
    }
}
