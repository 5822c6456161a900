import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Text under a translucent view: kept while the view is under half opaque, gone once it is at
/// least half (the view is then what is read) — for a fill and for an image alike, so a screen
/// fading in over another never shows the old text's letters through the gaps between its
/// tiles (seed 002). Layout as `RasterizerTests`' (46.889 points a row, screen rows 1…18): the
/// label at y 400…500 covers rows ⌈9.03⌉ = 10 … 11, its line on row 10; the cover, y 300…600,
/// rows ⌈6.90⌉ = 7 … 13, and x −100…490, wider than the screen, so its edges are off screen or
/// on rows 7 and 13, never on row 10. Monochrome.
@MainActor
@Suite struct TextUnderTranslucentViewsTests {
    private func row10(cover: UIView, alpha: CGFloat) -> String {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        label.text = "Inbox"
        window.addSubview(label)
        cover.frame = CGRect(x: -100, y: 300, width: 590, height: 300)
        cover.alpha = alpha
        window.addSubview(cover)
        window.makeKeyAndVisible()
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: 30, rows: 20))
        Rasterizer(glyphs: .unicode, depth: .monochrome).render(window, into: &grid, layout: layout)
        return grid.text().components(separatedBy: "\n")[10]
    }

    @Test func aFillHidesTextFromHalfOpaque() {
        let fill = { () -> UIView in
            let view = UIView()
            view.backgroundColor = .white
            return view
        }
        #expect(row10(cover: fill(), alpha: 0.4).contains("Inbox"))
        // 0.6: the medium shade ▒ (0.375 ≤ 0.6 < 0.625) in every cell, the text gone.
        #expect(row10(cover: fill(), alpha: 0.6) == "     │" + String(repeating: "▒", count: 17) + "│")
    }

    @Test func anImageUnderHalfOpaqueKeepsTheTextBelow() throws {
        let bitmap = try #require(CGImage(width: 1, height: 1, pixelData: [255, 255, 255, 255]))
        let image = UIImageView(image: UIImage(cgImage: bitmap))
        #expect(row10(cover: image, alpha: 0.3).contains("Inbox"))
    }
}
