import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// The rule by which views that paint nothing inside their clip make no record
/// (`ViewGeometry.reach`, `Rasterizer.paintsOutside`), and that their subviews are still
/// drawn where they show. Frames use `RasterizerTests`' layout: a 390×844 window in a 30×20
/// grid, screen columns 6…22 and rows 1…18, 22.941 points a column and 46.889 a row, cell
/// (c, r) centred at window point ((c − 5.5)·22.941, (r − 0.5)·46.889).
@MainActor
@Suite struct OffClipCullingTests {
    static let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)

    private func render(_ window: UIWindow) -> CellGrid {
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(windowSize: window.bounds.size, area: Self.area)
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(window, into: &grid, layout: layout)
        return grid
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }

    /// Bounds (0, 0, 25, 13) moved by (12, 7) to window points (12…37, 7…20), a tenth of a
    /// cell a point: extent x 1.2…3.7, y 0.7…2.0. The cells it touches are columns
    /// ⌊1.2⌋ = 1 … ⌈3.7⌉ = 4 (exclusive) and rows ⌊0.7⌋ = 0 … ⌈2.0⌉ = 2; one more each side:
    /// columns 0…4 (5), rows −1…2 (4). Its centre-rule box (centres 1.5, 2.5, 3.5 across and
    /// 1.5 down) is columns 1…3, row 1: inside.
    @Test func reachIsTheTouchedCellsWidenedByOne() throws {
        let geometry = try #require(
            ViewGeometry(
                bounds: CGRect(x: 0, y: 0, width: 25, height: 13),
                toWindow: PlaneProjection(CGAffineTransform(translationX: 12, y: 7)),
                windowToCells: CGAffineTransform(scaleX: 0.1, y: 0.1)))
        #expect(geometry.reach == CellRect(column: 0, row: -1, columns: 5, rows: 4))
        #expect(geometry.cellBox == CellRect(column: 1, row: 1, columns: 3, rows: 1))
        #expect(geometry.reach.intersection(geometry.cellBox) == geometry.cellBox)
    }

    /// Clip columns 0…9, rows 0…9. A reach starting at column 10 misses it, one starting at 9
    /// meets it. The reach beside (columns 10…12, rows 0…2) touches only cell (11, 1) (the reach
    /// less its one-cell widening). A label's text frame inside the clip whose ring of edge
    /// cells holds that cell (columns 5…10 on row 1: ring columns 4…11) keeps the label (its
    /// text may be moved there); one further away (columns 5…6 on row 5: ring to column 7 and
    /// rows 4…6), one outside the clip or empty does not; a shape or masked layer is always
    /// kept.
    @Test func paintsOutsideRule() {
        let clip = CellRect(column: 0, row: 0, columns: 10, rows: 10)
        let beside = CellRect(column: 10, row: 0, columns: 3, rows: 3)
        let overlapping = CellRect(column: 9, row: 0, columns: 3, rows: 3)
        #expect(Rasterizer.paintsOutside(clip, reach: beside, textFrame: nil, reachesAnywhere: false))
        #expect(!Rasterizer.paintsOutside(clip, reach: overlapping, textFrame: nil, reachesAnywhere: false))
        #expect(
            !Rasterizer.paintsOutside(
                clip, reach: beside, textFrame: CellRect(column: 5, row: 1, columns: 6, rows: 1),
                reachesAnywhere: false))
        #expect(
            Rasterizer.paintsOutside(
                clip, reach: beside, textFrame: CellRect(column: 5, row: 5, columns: 2, rows: 1),
                reachesAnywhere: false))
        #expect(
            Rasterizer.paintsOutside(
                clip, reach: beside, textFrame: CellRect(column: 20, row: 20, columns: 2, rows: 2),
                reachesAnywhere: false))
        #expect(
            Rasterizer.paintsOutside(
                clip, reach: beside, textFrame: CellRect(column: 0, row: 0, columns: 0, rows: 0),
                reachesAnywhere: false))
        #expect(!Rasterizer.paintsOutside(clip, reach: beside, textFrame: nil, reachesAnywhere: true))
    }

    /// A label's text moved into its text frame lands in its reach moved there: the frame
    /// (2, 2, 52×56) of a screen; a card's label whose reach (columns 0…18, rows 11…17) meets
    /// the frame's ring at column 1 moves one column right, keeping its rows (2, 11, 19×7); a
    /// reach taller than the frame (rows 0…69) is cut to the frame's rows (2…57). Under a
    /// clip of rows 8…10 (a clipping strip) the first lands nowhere in it — the label paints
    /// outside. A reach of columns 0…2, rows 7…11 (touching column 1, the frame's left ring,
    /// on rows 8…10), beside a strip of columns 3…53, is outside the strip but lands in it
    /// (columns 2…4).
    @Test func movedTextLandsInTheReachMovedIntoTheFrame() {
        let frame = CellRect(column: 2, row: 2, columns: 52, rows: 56)
        let reach = CellRect(column: 0, row: 11, columns: 19, rows: 7)
        #expect(ViewRecord.moved(reach, into: frame) == CellRect(column: 2, row: 11, columns: 19, rows: 7))
        #expect(
            ViewRecord.moved(CellRect(column: 5, row: 0, columns: 10, rows: 70), into: frame)
                == CellRect(column: 5, row: 2, columns: 10, rows: 56))
        let strip = CellRect(column: 1, row: 8, columns: 54, rows: 3)
        #expect(ViewRecord.mayMoveText(from: reach, into: frame))
        #expect(Rasterizer.paintsOutside(strip, reach: reach, textFrame: frame, reachesAnywhere: false))
        let beside = CellRect(column: 0, row: 7, columns: 3, rows: 5)
        let inner = CellRect(column: 3, row: 8, columns: 51, rows: 3)
        #expect(ViewRecord.moved(beside, into: frame) == CellRect(column: 2, row: 7, columns: 3, rows: 5))
        #expect(beside.intersection(inner).isEmpty)
        #expect(!Rasterizer.paintsOutside(inner, reach: beside, textFrame: frame, reachesAnywhere: false))
    }

    /// A red parent wholly left of the screen (x −400…−10) that does not clip, with a blue
    /// child at (400, 0, 92, 94) in it: window x 0…92, y 0…94. Columns whose centres fall in
    /// [0, 92): 6 (11.5), 7 (34.4), 8 (57.4), 9 (80.3); rows: 1 (23.4), 2 (70.3). The child
    /// is drawn as a 4×2 box; nothing of the parent shows, and the parent makes no record.
    @Test func childOfAnOffScreenParentIsDrawn() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: -400, y: 0, width: 390, height: 100))
        parent.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 400, y: 0, width: 92, height: 94))
        child.backgroundColor = .systemBlue
        parent.addSubview(child)
        window.addSubview(parent)
        let grid = render(window)
        let lines = grid.text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "     │┌──┐             │")
        #expect(lines[2] == "     │└──┘             │")
        #expect(lines[3] == "     │                 │")
        #expect(grid[7, 1].background == RGB(red: 0, green: 122, blue: 255))
    }

    /// The same parent clipping its subviews (`clipsToBounds`): the child shows only inside
    /// the parent, which is off the screen, so the screen stays empty.
    @Test func childOfAnOffScreenClippingParentIsNotDrawn() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: -400, y: 0, width: 390, height: 100))
        parent.backgroundColor = .red
        parent.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 400, y: 0, width: 92, height: 94))
        child.backgroundColor = .systemBlue
        parent.addSubview(child)
        window.addSubview(parent)
        let grid = render(window)
        let lines = grid.text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1...18].allSatisfy { $0 == "     │                 │" })
    }

    /// A box is covered when one cover holds all of it: (2, 2, 3×3) lies in (0, 0, 10×10);
    /// (8, 8, 3×3) reaches column and row 10, outside it.
    @Test func coveredOnlyWhenOneCoverHoldsTheWholeBox() {
        let covers = [CellRect(column: 0, row: 0, columns: 10, rows: 10)]
        #expect(Rasterizer.isCovered(CellRect(column: 2, row: 2, columns: 3, rows: 3), by: covers))
        #expect(!Rasterizer.isCovered(CellRect(column: 8, row: 8, columns: 3, rows: 3), by: covers))
        #expect(!Rasterizer.isCovered(CellRect(column: 2, row: 2, columns: 3, rows: 3), by: []))
    }

    /// At most `coverLimit` (4) covers, the largest: 1, 4, 9 and 16 cells fill the list; 25
    /// cells takes the 1-cell one's place (it leaves, the others keep their order, 25 goes
    /// last); then 2 cells is smaller than every one kept (4 the smallest) and is not added.
    @Test func keepsTheLargestCovers() {
        var covers: [CellRect] = []
        for side in 1...4 { Rasterizer.addCover(CellRect(column: 0, row: 0, columns: side, rows: side), to: &covers) }
        Rasterizer.addCover(CellRect(column: 0, row: 0, columns: 5, rows: 5), to: &covers)
        #expect(covers.map { $0.columns * $0.rows } == [4, 9, 16, 25])
        Rasterizer.addCover(CellRect(column: 0, row: 0, columns: 2, rows: 1), to: &covers)
        #expect(covers.map { $0.columns * $0.rows } == [4, 9, 16, 25])
    }

    /// A label (120, 300, 100×40) under an opaque blue box (100, 200, 190×300): the label's
    /// cells are row ⌈300/46.889 + 0.5⌉ = 7, columns ⌈120/22.941 + 5.5⌉ = 11 up to
    /// 220/22.941 + 5.5 = 15.09, inside the box's columns 10…18 and rows 5…11
    /// (`RasterizerTests.colouredBox`). The box shows, its inside blank: no letter of the
    /// label, which makes no record.
    @Test func labelUnderAnOpaqueBoxShowsNothing() {
        let window = makeWindow()
        let label = UILabel(frame: CGRect(x: 120, y: 300, width: 100, height: 40))
        label.text = "Hidden"
        label.textColor = .black
        window.addSubview(label)
        let box = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 300))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        let lines = render(window).text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[5] == "     │    ┌───────┐    │")
        for row in 6...10 { #expect(lines[row] == "     │    │       │    │") }
        #expect(lines[11] == "     │    └───────┘    │")
    }
}
