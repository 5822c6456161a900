import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Shape layers and masks drawn in cells, against coverage computed independently: each
/// quarter cell is covered when its centre is inside the shape, tested here with the circle's
/// own equation rather than the renderer's scanline.
///
/// The layout is `RasterizerTests`': a 390×844 pt window in a 30×20 grid, screen columns 6…22
/// and rows 1…18, 390/17 = 22.941 pt per column and 844/18 = 46.889 pt per row. Cell (c, r)
/// spans window x ∈ [(c − 6)·22.941, (c − 5)·22.941) and y ∈ [(r − 1)·46.889, r·46.889); its
/// quarter centres lie at a quarter and three quarters of each.
@MainActor
@Suite struct ShapeRasterTests {
    static let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)
    static let column = 390.0 / 17
    static let row = 844.0 / 18
    static let red = RGB(red: 255, green: 0, blue: 0)
    static let blue = RGB(red: 0, green: 122, blue: 255)

    private func makeWindow() -> UIWindow {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }

    private func render(_ window: UIWindow, glyphs: GlyphSet = .unicode, depth: ColorDepth = .trueColor) -> CellGrid {
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(windowSize: window.bounds.size, area: Self.area)
        Rasterizer(glyphs: glyphs, depth: depth).render(window, into: &grid, layout: layout)
        return grid
    }

    /// The quarters of screen cell (c, r) whose centres satisfy `inside` (bits 1 top left,
    /// 2 top right, 4 bottom left, 8 bottom right), from the layout's arithmetic above.
    private func quarters(column c: Int, row r: Int, _ inside: (Double, Double) -> Bool) -> UInt8 {
        var bits: UInt8 = 0
        for (index, (fx, fy)) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)].enumerated() {
            let x = (Double(c - 6) + fx) * Self.column
            let y = (Double(r - 1) + fy) * Self.row
            if inside(x, y) { bits |= UInt8(1 << index) }
        }
        return bits
    }

    /// Whether a quarter centre of cell (c, r) lies within 1.5 points of the circle of radius
    /// `radius` about (cx, cy): the renderer follows the curve with chords within 0.05 cell
    /// (1.1 points), so such a quarter may fall either way and the cell is not checked.
    private func nearCircle(column c: Int, row r: Int, cx: Double, cy: Double, radius: Double) -> Bool {
        [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)].contains { fx, fy in
            let x = (Double(c - 6) + fx) * Self.column
            let y = (Double(r - 1) + fy) * Self.row
            return abs(hypot(x - cx, y - cy) - radius) < 1.5
        }
    }

    /// The glyph a cell shows for `bits` of a shape in Unicode colour: a full cell is a blank
    /// with the colour behind it; otherwise the quadrant glyph.
    private static let quadrants: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", " ",
    ]

    @Test func aFilledCircleCoversItsQuarterCells() {
        let window = makeWindow()
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 45, y: 272, width: 300, height: 300)).cgPath
        circle.fillColor = UIColor.red.cgColor
        window.layer.addSublayer(circle)
        let grid = render(window)
        var partial = 0
        for r in 1...18 {
            for c in 6...22 {
                guard !nearCircle(column: c, row: r, cx: 195, cy: 422, radius: 150) else { continue }
                let expected = quarters(column: c, row: r) { x, y in hypot(x - 195, y - 422) < 150 }
                let cell = grid[c, r]
                switch expected {
                case 0: #expect(cell.background == nil && cell.glyph == .space, "(\(c), \(r)) outside")
                case 15: #expect(cell.background == Self.red && cell.glyph == .space, "(\(c), \(r)) inside")
                default:
                    partial += 1
                    #expect(cell.glyph.character == Self.quadrants[Int(expected)], "(\(c), \(r)) edge \(expected)")
                    #expect(cell.foreground == Self.red)
                }
            }
        }
        #expect(partial >= 8, "a round edge, in quarter cells")
    }

    @Test func aStrokeIsDrawnFromStrokeStartToStrokeEnd() {
        // A horizontal line across the screen at y = 422 (row 9's upper half: 422/46.889 = 9.0,
        // so the line runs along the boundary of rows 9 and 10, in the quarters of both whose
        // centres lie within ¼ row of it: row 9's lower ones and row 10's upper ones), drawn to
        // half its length: x from 0 to 195, columns 6…14 (195/22.941 = 8.5: column 14's left
        // quarters only).
        let window = makeWindow()
        let line = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 422))
        path.addLine(to: CGPoint(x: 390, y: 422))
        line.path = path.cgPath
        line.strokeColor = UIColor.systemBlue.cgColor
        line.fillColor = nil
        line.lineWidth = 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.layer.addSublayer(line)
        line.strokeEnd = 0.5
        CATransaction.commit()
        let grid = render(window)
        for c in 6...13 {
            #expect(grid[c, 9].glyph.character == "▄", "column \(c), row 9: lower half")
            #expect(grid[c, 10].glyph.character == "▀", "column \(c), row 10: upper half")
            #expect(grid[c, 9].foreground == Self.blue)
        }
        #expect(grid[14, 9].glyph.character == "▖")
        #expect(grid[14, 10].glyph.character == "▘")
        #expect(grid[15, 9].glyph == .space && grid[15, 10].glyph == .space, "past strokeEnd")
    }

    @Test func aMaskClipsAViewToItsCircleWithQuadrantEdges() {
        let window = makeWindow()
        let red = UIView(frame: window.bounds)
        red.backgroundColor = .red
        window.addSubview(red)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 390, height: 46.889))
        label.text = "TOP"
        red.addSubview(label)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: CGRect(x: 45, y: 272, width: 300, height: 300)).cgPath
        red.layer.mask = mask
        let grid = render(window)
        for r in 1...18 {
            for c in 6...22 {
                guard !nearCircle(column: c, row: r, cx: 195, cy: 422, radius: 150) else { continue }
                let expected = quarters(column: c, row: r) { x, y in hypot(x - 195, y - 422) < 150 }
                let cell = grid[c, r]
                switch expected {
                case 0: #expect(cell.background == nil && cell.glyph == .space, "(\(c), \(r)) masked out")
                case 15: #expect(cell.background == Self.red, "(\(c), \(r)) inside the mask")
                default:
                    #expect(cell.glyph.character == Self.quadrants[Int(expected)], "(\(c), \(r)) edge")
                    #expect(cell.foreground == Self.red)
                }
            }
        }
        #expect(!grid.text().contains("TOP"), "the label is outside the mask")
    }

    @Test func asciiAndMonochromeChooseWholeCells() {
        let window = makeWindow()
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 45, y: 272, width: 300, height: 300)).cgPath
        circle.fillColor = UIColor.red.cgColor
        window.layer.addSublayer(circle)
        let grid = render(window, glyphs: .ascii, depth: .palette256)
        for r in 1...18 {
            for c in 6...22 {
                guard !nearCircle(column: c, row: r, cx: 195, cy: 422, radius: 150) else { continue }
                let expected = quarters(column: c, row: r) { x, y in hypot(x - 195, y - 422) < 150 }
                let filled = grid[c, r].background != nil
                #expect(filled == (expected.nonzeroBitCount >= 2), "(\(c), \(r)): \(expected)")
                #expect(grid[c, r].glyph == Glyph.space)
            }
        }
    }

    @Test func roundedMasksToBoundsClipsSublayersAtTheCorners() {
        // A card of 230 × 469 pt at (80, 188) with corner radius 100, clipping a red child that
        // fills it. The child shows in the card's whole cells inside the rounded rectangle.
        let window = makeWindow()
        let card = UIView(frame: CGRect(x: 80, y: 187.556, width: 229.41, height: 468.89))
        card.layer.cornerRadius = 100
        card.clipsToBounds = true
        window.addSubview(card)
        let child = UIView(frame: card.bounds)
        child.backgroundColor = .red
        card.addSubview(child)
        let grid = render(window)
        func insideRounded(_ x: Double, _ y: Double) -> Bool {
            let minX = 80.0
            let minY = 187.556
            let maxX = minX + 229.41
            let maxY = minY + 468.89
            guard x >= minX, x < maxX, y >= minY, y < maxY else { return false }
            let cx = min(max(x, minX + 100), maxX - 100)
            let cy = min(max(y, minY + 100), maxY - 100)
            return hypot(x - cx, y - cy) <= 100
        }
        for r in 1...18 {
            for c in 6...22 {
                let expected = quarters(column: c, row: r, insideRounded)
                #expect((grid[c, r].background == Self.red) == (expected == 15), "(\(c), \(r)): \(expected)")
            }
        }
    }

    @Test func aViewRoundedToACircleIsDrawnRound() {
        // cornerRadius half the side: the view is the circle of `aFilledCircleCoversItsQuarterCells`,
        // drawn the same way, with no box border.
        let window = makeWindow()
        let dot = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300))
        dot.backgroundColor = .red
        dot.layer.cornerRadius = 150
        window.addSubview(dot)
        let grid = render(window)
        for r in 1...18 {
            for c in 6...22 {
                guard !nearCircle(column: c, row: r, cx: 195, cy: 422, radius: 150) else { continue }
                let expected = quarters(column: c, row: r) { x, y in hypot(x - 195, y - 422) < 150 }
                let cell = grid[c, r]
                switch expected {
                case 0: #expect(cell.background == nil && cell.glyph == .space, "(\(c), \(r)) outside")
                case 15: #expect(cell.background == Self.red && cell.glyph == .space, "(\(c), \(r)) inside")
                default: #expect(cell.glyph.character == Self.quadrants[Int(expected)], "(\(c), \(r)) edge")
                }
            }
        }
    }

    @Test func smallCornerRadiiKeepTheBoxWithRoundedCorners() {
        // A radius of 10 points is under three quarters of a cell (22.9 × 46.9 points): the view
        // stays a box, its corners drawn `╭╮╰╯`. The card spans columns 8…17 and rows 3…8
        // (x 46…275, y 94…375 by the centre rule).
        let window = makeWindow()
        let card = UIView(frame: CGRect(x: 46, y: 94, width: 229, height: 281))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        window.addSubview(card)
        let grid = render(window)
        #expect(grid[8, 3].glyph.character == "╭")
        #expect(grid[17, 3].glyph.character == "╮")
        #expect(grid[8, 8].glyph.character == "╰")
        #expect(grid[17, 8].glyph.character == "╯")
    }

    @Test func maskedCornersRoundOnlyTheCornersNamed() {
        // The circle's view with only its top corners rounded (`layerMinXMinYCorner` and
        // `layerMaxXMinYCorner`, the top on screen): the top half is the round one, the bottom
        // half a square. Cell (8, 12) is near the bottom-left corner (x 45.9…68.8, y 515.8…562.7):
        // its quarter centres, e.g. (51.6, 527.5), are inside the square and 180 points or more
        // from the circle's centre (195, 422); cell (8, 7) (y 281.3…328.2) mirrors it at the top:
        // inside the square, outside the circle.
        let window = makeWindow()
        let dot = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300))
        dot.backgroundColor = .red
        dot.layer.cornerRadius = 150
        dot.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        window.addSubview(dot)
        let grid = render(window)
        #expect(grid[8, 12].background == Self.red, "a square bottom corner")
        #expect(grid[8, 7].background == nil, "a round top corner")
    }
}
