import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// `Rasterizer.renderChanges` against a full `render` of the same state: after every step of
/// each scenario, the grid kept from frame to frame and drawn incrementally must equal a grid
/// drawn from scratch by a fresh rasteriser, and one drawn by a rasteriser that paints every
/// view over every cell (`cullsOccludedCells` false), cell for cell (glyph, colours, bold). Also checks
/// that the work follows the change: nothing is drawn again when nothing changed, and a small
/// change draws far fewer cells than the screen. Window 390×844 in a 40×30 area (see
/// `RasterizerTests` for the method): screen 26 × 28 cells = 728.
@MainActor
@Suite struct IncrementalRenderTests {
    static let area = CellRect(column: 0, row: 0, columns: 40, rows: 30)

    /// One scenario: a window, and steps that change it; each step is followed by a frame.
    struct Run {
        let window: UIWindow
        let depth: ColorDepth
        let glyphs: GlyphSet
        let incremental: Rasterizer
        var grid = CellGrid(columns: 40, rows: 30)
        let layout: PhoneLayout

        @MainActor
        init(depth: ColorDepth, glyphs: GlyphSet = .unicode) {
            AnimationEngine.shared.reset()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            self.depth = depth
            self.glyphs = glyphs
            incremental = Rasterizer(glyphs: glyphs, depth: depth)
            layout = PhoneLayout(windowSize: window.bounds.size, area: IncrementalRenderTests.area)
        }

        /// Draws a frame both ways and compares; returns the cells drawn again incrementally.
        @MainActor
        @discardableResult
        mutating func frame(_ label: String) -> Int {
            incremental.renderChanges(window, into: &grid, layout: layout)
            var fresh = CellGrid(columns: 40, rows: 30)
            Rasterizer(glyphs: glyphs, depth: depth).render(window, into: &fresh, layout: layout)
            // Everything painted: nothing skipped, dropped or left out for being covered.
            var everything = Rasterizer(glyphs: glyphs, depth: depth)
            everything.cullsOccludedCells = false
            var reference = CellGrid(columns: 40, rows: 30)
            everything.render(window, into: &reference, layout: layout)
            for (name, other) in [("a full render", fresh), ("a render painting everything", reference)] {
                var difference: (column: Int, row: Int)?
                for row in 0..<30 where difference == nil {
                    for column in 0..<40 where grid[column, row] != other[column, row] {
                        difference = (column, row)
                        break
                    }
                }
                #expect(
                    difference == nil,
                    "\(label): incremental frame differs from \(name) at \(difference.map { "\($0.column),\($0.row)" } ?? "")"
                )
            }
            return incremental.lastDrawnCells
        }
    }

    static func box(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    nonisolated static let depths: [ColorDepth] = [.trueColor, .palette256, .monochrome]

    /// A screen of rows with labels; a box slides across it (a 1 s linear move, frames every
    /// 1/20 s): every frame equals a full render; the first frame draws the whole screen, an
    /// unchanged frame draws nothing, and a moving frame draws only around the box.
    @Test(arguments: depths)
    func movingBox(depth: ColorDepth) {
        var run = Run(depth: depth)
        let screen = Self.box(run.window.bounds, .systemBackground)
        for index in 0..<6 {
            let row = Self.box(CGRect(x: 16, y: 100 + CGFloat(index) * 110, width: 358, height: 90), .systemGray5)
            row.layer.cornerRadius = 8
            let label = UILabel(frame: CGRect(x: 12, y: 20, width: 300, height: 40))
            label.text = "Row \(index + 1) with some text"
            row.addSubview(label)
            screen.addSubview(row)
        }
        run.window.addSubview(screen)
        let mover = Self.box(CGRect(x: 0, y: 300, width: 120, height: 120), .systemRed)
        run.window.addSubview(mover)
        #expect(run.frame("first") == 26 * 28)
        #expect(run.frame("unchanged") == 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { mover.center.x = 330 })
        for step in 1...20 {
            AnimationEngine.shared.advance(by: 0.05)
            let drawn = run.frame("move \(step)")
            #expect(drawn < 26 * 28 / 2, "step \(step) drew \(drawn) cells")
        }
        #expect(run.frame("at rest") == 0)
    }

    /// Wide characters under a small box that slides across them a few points a frame: the
    /// box's damage cuts the labels' pairs at every column, odd and even, and each frame must
    /// still equal a full render (no pair lost its half at a damage edge).
    @Test(arguments: depths)
    func boxSlidingOverWideText(depth: ColorDepth) {
        var run = Run(depth: depth)
        for (index, text) in ["你好世界，早上好", "こんにちは、世界", "😀🎉 Hi 中文 ok"].enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: 200 + CGFloat(index) * 60, width: 370, height: 40))
            label.text = text
            run.window.addSubview(label)
        }
        let mover = Self.box(CGRect(x: 0, y: 190, width: 30, height: 160), .systemRed)
        run.window.addSubview(mover)
        run.frame("first")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { mover.center.x = 360 })
        for step in 1...40 {
            AnimationEngine.shared.advance(by: 0.025)
            run.frame("slide \(step)")
        }
    }

    /// Views appear (added, unhidden), disappear (removed, hidden, alpha 0) and change order.
    @Test(arguments: depths)
    func appearingDisappearingAndRestacking(depth: ColorDepth) {
        var run = Run(depth: depth)
        let a = Self.box(CGRect(x: 40, y: 100, width: 200, height: 200), .systemBlue)
        let b = Self.box(CGRect(x: 120, y: 200, width: 200, height: 200), .systemGreen)
        run.window.addSubview(a)
        run.frame("a")
        run.window.addSubview(b)
        run.frame("b added")
        run.window.bringSubviewToFront(a)
        run.frame("a to front")
        b.isHidden = true
        run.frame("b hidden")
        b.isHidden = false
        run.frame("b shown")
        a.alpha = 0
        run.frame("a transparent")
        a.removeFromSuperview()
        run.frame("a removed")
        b.addSubview(a)
        a.alpha = 1
        run.frame("a inside b")
        b.clipsToBounds = true
        run.frame("b clips a")
    }

    /// A box rotating through 90° over a label, and a clipping parent rotating with a child.
    @Test(arguments: depths)
    func rotating(depth: ColorDepth) {
        var run = Run(depth: depth)
        let label = UILabel(frame: CGRect(x: 0, y: 380, width: 390, height: 80))
        label.text = "underneath"
        label.textAlignment = .center
        run.window.addSubview(label)
        let spinner = Self.box(CGRect(x: 95, y: 322, width: 200, height: 200), .systemOrange)
        spinner.clipsToBounds = true
        spinner.addSubview(Self.box(CGRect(x: -100, y: 80, width: 400, height: 40), .systemPurple))
        run.window.addSubview(spinner)
        run.frame("start")
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { spinner.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        for step in 1...10 {
            AnimationEngine.shared.advance(by: 0.1)
            run.frame("rotate \(step)")
        }
    }

    /// Alpha fading over another box (colours blend; in monochrome shades come and go).
    @Test(arguments: depths)
    func alphaChanging(depth: ColorDepth) {
        var run = Run(depth: depth)
        run.window.addSubview(Self.box(CGRect(x: 60, y: 150, width: 270, height: 400), .systemRed))
        let veil = Self.box(CGRect(x: 100, y: 250, width: 190, height: 200), .white)
        run.window.addSubview(veil)
        run.frame("opaque")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { veil.alpha = 0 })
        for step in 1...10 {
            AnimationEngine.shared.advance(by: 0.1)
            run.frame("fade \(step)")
        }
    }

    /// Text and images change in place; an image view grows from a tile to the whole window
    /// (a photo zoom).
    @Test(arguments: depths)
    func labelAndImageChanges(depth: ColorDepth) throws {
        var run = Run(depth: depth)
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 60))
        label.text = "before"
        run.window.addSubview(label)
        let first = try #require(CGImage(width: 2, height: 2, pixelData: [UInt8](repeating: 200, count: 16)))
        var pixels = [UInt8](repeating: 0, count: 16)
        for index in 0..<4 {
            pixels[index * 4 + index % 3] = 255
            pixels[index * 4 + 3] = 255
        }
        let second = try #require(CGImage(width: 2, height: 2, pixelData: pixels))
        let photo = UIImageView(image: UIImage(cgImage: first))
        photo.frame = CGRect(x: 40, y: 300, width: 120, height: 120)
        run.window.addSubview(photo)
        run.frame("start")
        label.text = "after"
        run.frame("text")
        label.textColor = .systemBlue
        run.frame("text colour")
        photo.image = UIImage(cgImage: second)
        run.frame("image")
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveEaseInOut, animations: { photo.frame = run.window.bounds })
        for step in 1...10 {
            AnimationEngine.shared.advance(by: 0.1)
            run.frame("zoom \(step)")
        }
    }

    /// ASCII glyphs too (no sub-cell edges there).
    @Test func asciiMovingBox() {
        var run = Run(depth: .palette256, glyphs: .ascii)
        let mover = Self.box(CGRect(x: 0, y: 300, width: 150, height: 150), .systemRed)
        run.window.addSubview(mover)
        run.frame("first")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { mover.center.y = 700 })
        for step in 1...10 {
            AnimationEngine.shared.advance(by: 0.1)
            run.frame("move \(step)")
        }
    }
}
