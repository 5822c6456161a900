import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Subtrees hidden under a later sibling's opaque fill are not read (`Rasterizer.markCovered`),
/// and the frames are those of reading every view. Frames use `RasterizerTests`' layout: a
/// 390×844 window in a 30×20 grid, screen columns 6…22 and rows 1…18, 22.941 points a column
/// and 46.889 a row, cell (c, r) centred at window point ((c − 5.5)·22.941, (r − 0.5)·46.889).
@MainActor
@Suite struct CoveredSubtreeTests {
    static let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)

    /// The screen's rows 1…18 after `rasterizer` draws the changes since its last frame.
    private func rows(_ window: UIWindow, _ rasterizer: Rasterizer, _ grid: inout CellGrid) -> [Substring] {
        let layout = PhoneLayout(windowSize: window.bounds.size, area: Self.area)
        rasterizer.renderChanges(window, into: &grid, layout: layout)
        return Array(grid.text().split(separator: "\n", omittingEmptySubsequences: false)[1...18])
    }

    /// A container (x 180…390, y 200…500) of red boxes, under a blue cover of the same frame:
    /// columns whose centres fall in [180, 390) are 14 (195.0) … 22 (378.5), rows in
    /// [200, 500) are 5 (211.0) … 11 (492.3): only the cover's box shows. Moved off the screen
    /// (x 400), the cover uncovers the boxes: the first two, (0, 0, 92×94) and (110, 0, 92×94)
    /// in the container, are window x 180…272 and 290…382, y 200…294 — columns 14 … 17
    /// (263.8) and 19 (309.7) … 22, rows 5 and 6 (257.9): two 4×2 boxes.
    @Test func boxesUnderACoverShowOnceItMoves() {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let container = UIView(frame: CGRect(x: 180, y: 200, width: 210, height: 300))
        for index in 0..<4 {
            let box = UIView(
                frame: CGRect(x: CGFloat(index % 2) * 110, y: CGFloat(index / 2) * 150, width: 92, height: 94))
            box.backgroundColor = .red
            container.addSubview(box)
        }
        let cover = UIView(frame: container.frame)
        cover.backgroundColor = .systemBlue
        window.addSubview(container)
        window.addSubview(cover)
        let rasterizer = Rasterizer(glyphs: .unicode, depth: .trueColor)
        var grid = CellGrid(columns: 30, rows: 20)
        let covered = rows(window, rasterizer, &grid)
        #expect(covered[4] == "     │        ┌───────┐│")
        for row in 5...9 { #expect(covered[row] == "     │        │       ││") }
        #expect(covered[10] == "     │        └───────┘│")
        #expect(grid[15, 7].background == RGB(red: 0, green: 122, blue: 255))
        cover.frame.origin.x = 400
        let uncovered = rows(window, rasterizer, &grid)
        #expect(uncovered[4] == "     │        ┌──┐ ┌──┐│")
        #expect(uncovered[5] == "     │        └──┘ └──┘│")
    }

    /// Label A, one word too long for the screen, on row 7 (y 300…340: centre 304.8),
    /// columns 6…22, truncated to fill them all; a blue cover at x 100…280 (columns 10
    /// (103.2) … 17 (263.8)), y 200…500 (rows 5…11); under it a container at x 150…230, y
    /// 260…400 (its cells widened by one, columns 11…16 and rows 5…10, lie inside the cover)
    /// holding label B at window x 150…230 on row 7: columns 13 (172.1) … 15 (217.9). B's
    /// line starts inside A's with a letter, so A's ends a cell before, at column 12
    /// (`resolveTextOverText`), though B is covered: A shows "Alph" in columns 6…9, the
    /// cover's edges are columns 10 and 17, and columns 18…22 stay blank (uncut, A's line
    /// would run on there). The covered subtree is read for that: a label came before it.
    @Test func aCoveredLabelStillCutsAnEarlierLine() {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let a = UILabel(frame: CGRect(x: 0, y: 300, width: 390, height: 40))
        a.text = "Alphabetagammadeltaepsilonzeta"
        a.textColor = .black
        window.addSubview(a)
        let container = UIView(frame: CGRect(x: 150, y: 260, width: 80, height: 140))
        let b = UILabel(frame: CGRect(x: 0, y: 40, width: 80, height: 40))
        b.text = "Covered"
        b.textColor = .black
        container.addSubview(b)
        window.addSubview(container)
        let cover = UIView(frame: CGRect(x: 100, y: 200, width: 180, height: 300))
        cover.backgroundColor = .systemBlue
        window.addSubview(cover)
        var grid = CellGrid(columns: 30, rows: 20)
        let shown = rows(window, Rasterizer(glyphs: .unicode, depth: .trueColor), &grid)
        #expect(shown[6] == "     │Alph│      │     │")
    }
}
