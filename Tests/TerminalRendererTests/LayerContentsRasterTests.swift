import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// A layer's `contents` image drawn as an image view's image: placed by `contentsGravity`,
/// showing `contentsRect`. Same 30×20 grid as `RasterizerTests`: screen columns 6…22 and rows
/// 1…18, 22.941 points per column and 46.889 per row; a cell samples its upper half at screen
/// row + 0.25 and its lower half at + 0.75 (`▀` when they differ).
@MainActor
@Suite struct LayerContentsRasterTests {
    static let red = RGB(red: 255, green: 0, blue: 0)
    static let blue = RGB(red: 0, green: 0, blue: 255)

    private func render(_ window: UIWindow) -> CellGrid {
        var grid = CellGrid(columns: 30, rows: 20)
        let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)
        let layout = PhoneLayout(windowSize: window.bounds.size, area: area)
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(window, into: &grid, layout: layout)
        return grid
    }

    /// A window with one plain view over all of it whose layer shows `image`.
    private func windowShowing(_ image: CGImage, configure: (CALayer) -> Void = { _ in }) -> UIWindow {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        view.layer.contents = image
        configure(view.layer)
        window.addSubview(view)
        return window
    }

    /// Pixels top to bottom, one column: RGBA of each colour.
    private func column(_ colors: [RGB]) throws -> CGImage {
        try #require(
            CGImage(width: 1, height: colors.count, pixelData: colors.flatMap { [$0.red, $0.green, $0.blue, 255] }))
    }

    /// Red, green, blue, white stretched over the window (`.resize`, the default), exactly as
    /// `RasterizerTests.imageWithHalfBlocks` draws the image view: rows 1…4 red, row 5 `▀`
    /// red over green, rows 10…13 blue, row 14 `▀` blue over white.
    @Test func contentsAreStretchedOverTheBoundsByDefault() throws {
        let green = RGB(red: 0, green: 255, blue: 0)
        let grid = render(windowShowing(try column([Self.red, green, Self.blue, .white])))
        #expect(grid[6, 1] == Cell(character: " ", background: Self.red))
        #expect(grid[22, 5] == Cell(character: "▀", foreground: Self.red, background: green))
        #expect(grid[10, 12] == Cell(character: " ", background: Self.blue))
        #expect(grid[10, 14] == Cell(character: "▀", foreground: Self.blue, background: .white))
        #expect(grid[14, 18] == Cell(character: " ", background: .white))
    }

    /// contentsRect (0, ½, 1, ½) shows the lower two pixels, blue and white, over the whole
    /// window: their boundary at 422 points is screen row 9 exactly, so rows 1…9 are blue and
    /// rows 10…18 white, no half blocks.
    @Test func contentsRectShowsPartOfTheImage() throws {
        let image = try column([Self.red, Self.red, Self.blue, .white])
        let grid = render(windowShowing(image) { $0.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5) })
        #expect(grid[6, 1] == Cell(character: " ", background: Self.blue))
        #expect(grid[6, 9] == Cell(character: " ", background: Self.blue))
        #expect(grid[6, 10] == Cell(character: " ", background: .white))
    }

    /// Red over blue, 1 × 2 pixels at contentsScale 2/422: natural size 211 × 422 points.
    /// Gravity `.bottom` puts it at the top on screen (Core Animation's y axis points up):
    /// x ∈ [89.5, 300.5) → columns ⌈89.5/22.941 + 5.5⌉ = 10 … 18, y ∈ [0, 422): rows 1…4 red,
    /// row 5 `▀` (the pixels meet at 211 points, screen row 4.5), rows 6…9 blue, nothing below.
    /// Gravity `.top` puts it at the bottom: rows 10…18.
    @Test func gravityPlacesTheImageAtItsNaturalSize() throws {
        let image = try column([Self.red, Self.blue])
        let top = render(
            windowShowing(image) {
                $0.contentsScale = 2 / 422
                $0.contentsGravity = .bottom
            })
        #expect(top[10, 1] == Cell(character: " ", background: Self.red))
        #expect(top[18, 1] == Cell(character: " ", background: Self.red))
        #expect(top[9, 1] == .blank && top[19, 1] == .blank)
        #expect(top[10, 5] == Cell(character: "▀", foreground: Self.red, background: Self.blue))
        #expect(top[10, 9] == Cell(character: " ", background: Self.blue))
        #expect(top[10, 10] == .blank)

        let bottom = render(
            windowShowing(image) {
                $0.contentsScale = 2 / 422
                $0.contentsGravity = .top
            })
        #expect(bottom[10, 9] == .blank)
        #expect(bottom[10, 10] == Cell(character: " ", background: Self.red))
        #expect(bottom[10, 18] == Cell(character: " ", background: Self.blue))
    }
}
