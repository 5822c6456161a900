import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// `RecordPainter`'s cell loop: an unturned image's pixel rows found once per row and its
/// pixel column once per cell (`ImageSampler.pixelColumn(atX:)`, `pixelRow(atY:)`), and a run
/// of cells holding the same under the same pixels painted once (its last cell's result
/// reused). Same 30×20 grid as
/// `RasterizerTests`: screen columns 6…22 and rows 1…18, 22.941 points per column and 46.889
/// per row.
@MainActor
@Suite struct CellLoopTests {
    /// 4 × 2 pixels: top row red, green, blue, white; bottom row black, red, green, blue.
    private func bitmap() throws -> CGImage {
        let top: [RGB] = [
            .init(red: 255, green: 0, blue: 0), .init(red: 0, green: 255, blue: 0),
            .init(red: 0, green: 0, blue: 255), .white,
        ]
        let bottom: [RGB] = [.black, top[0], top[1], top[2]]
        return try #require(
            CGImage(width: 4, height: 2, pixelData: (top + bottom).flatMap { [$0.red, $0.green, $0.blue, 255] }))
    }

    /// Stretched over bounds 8 × 4 points, a pixel is 2 × 2 points: x = 3.9 is ⌊3.9/8 · 4⌋ =
    /// pixel column 1, x = 6 column 3; x = 8 and x = −0.1 are beside the image. y = 1.99 is
    /// pixel row ⌊1.99/4 · 2⌋ = 0, y = 2 row 1; y = 4 is below it. Sampling (5, 3) reads
    /// column 2 of row 1: green, opaque.
    @Test func pixelColumnAndRowAreSamplingTakenApart() throws {
        let sampler = try #require(
            ImageSampler(
                image: UIImage(cgImage: try bitmap()), contentMode: .scaleToFill,
                bounds: CGRect(x: 0, y: 0, width: 8, height: 4)))
        #expect(sampler.pixelColumn(atX: 3.9) == 1)
        #expect(sampler.pixelColumn(atX: 6) == 3)
        #expect(sampler.pixelColumn(atX: 8) == nil)
        #expect(sampler.pixelColumn(atX: -0.1) == nil)
        #expect(sampler.pixelRow(atY: 1.99) == 0)
        #expect(sampler.pixelRow(atY: 2) == 1)
        #expect(sampler.pixelRow(atY: 4) == nil)
        let sample = try #require(sampler.withPixels { sampler.pixel(at: CGPoint(x: 5, y: 3), pixels: $0).sample })
        #expect(sample.color == RGB(red: 0, green: 255, blue: 0))
        #expect(sample.alpha == 1)
    }

    /// Red on the left half of the window, blue on the right, white at alpha ½ over all: each
    /// row of the overlay's cells runs red, then blue, then (next row) red again, so a reused
    /// result would show the wrong colour. White over red at ½: (255, 127.5 + ½ → 128, 128);
    /// over blue (128, 128, 255). Columns 8 and 12 lie in the red view (x < 195 points:
    /// columns up to 5.5 + 195/22.941 = 14), columns 17 and 20 in the blue one; rows 5 and 6
    /// are inside every view's edges.
    @Test func aTranslucentFillBlendsOverEachCellsOwnColour() {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        left.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let right = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
        right.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let overlay = UIView(frame: window.bounds)
        overlay.backgroundColor = UIColor(white: 1, alpha: 0.5)
        window.addSubview(left)
        window.addSubview(right)
        window.addSubview(overlay)
        var grid = CellGrid(columns: 30, rows: 20)
        let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(
            window, into: &grid, layout: PhoneLayout(windowSize: window.bounds.size, area: area))
        let overRed = Cell(character: " ", background: RGB(red: 255, green: 128, blue: 128))
        let overBlue = Cell(character: " ", background: RGB(red: 128, green: 128, blue: 255))
        for row in [5, 6] {
            #expect(grid[8, row] == overRed)
            #expect(grid[12, row] == overRed)
            #expect(grid[17, row] == overBlue)
            #expect(grid[20, row] == overBlue)
        }
    }

    /// A run of cells holding the same is painted once only while it shows the same pixels:
    /// a 2 × 2 image (red, blue over green, white) stretched over the window, on the same
    /// empty cells throughout. A cell's samples lie at its centre column and a quarter and
    /// three quarters down: column 8's centre is (8 + ½ − 6) · 22.941 = 57 points (left pixel,
    /// x < 195), column 17's 264 (right); row 5's samples are at (5 + ¼ − 1) · 46.889 = 199 and
    /// 223 points (top pixel, y < 422), row 12's at 527 and 551 (bottom). Both samples alike:
    /// a space on the pixel's colour, so a reused result would show the left pixel's colour
    /// on the right.
    @Test func anImagesCellsTakeEachTheirOwnPixels() throws {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let red = RGB(red: 255, green: 0, blue: 0)
        let green = RGB(red: 0, green: 255, blue: 0)
        let blue = RGB(red: 0, green: 0, blue: 255)
        let bitmap = try #require(
            CGImage(
                width: 2, height: 2,
                pixelData: [red, blue, green, .white].flatMap { [$0.red, $0.green, $0.blue, 255] }))
        let imageView = UIImageView(image: UIImage(cgImage: bitmap))
        imageView.frame = window.bounds
        window.addSubview(imageView)
        var grid = CellGrid(columns: 30, rows: 20)
        let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(
            window, into: &grid, layout: PhoneLayout(windowSize: window.bounds.size, area: area))
        for (row, left, right) in [(5, red, blue), (12, green, RGB.white)] {
            #expect(grid[8, row] == Cell(character: " ", background: left))
            #expect(grid[17, row] == Cell(character: " ", background: right))
            #expect(grid[20, row] == Cell(character: " ", background: right))
        }
    }

    /// A clipping shape tested a row at a time gives what it gives cell by cell. Bounds
    /// (0, 0, 3, 2), cells mapped by x' = x/W, y' = y/W with W = 2 − x (p = −1, r = 2): on row
    /// 0 (y = 0.5) column 0 (x = 0.5, W = 1.5) maps to (⅓, ⅓), inside; column 1 (x = 1.5, W =
    /// ½) to (3, 1), on the open right edge, outside; column 2 (W = −½) is behind the eye. The
    /// identity map on row 1: columns 0…2 inside, −1 and 3 outside.
    @Test func clipShapeRowsMatchItsCells() {
        let bounds = CGRect(x: 0, y: 0, width: 3, height: 2)
        let projective = ClipShape(
            fromCells: PlaneProjection(a: 1, b: 0, p: -1, c: 0, d: 1, q: 0, tx: 0, ty: 0, r: 2), bounds: bounds)
        let identity = ClipShape(fromCells: PlaneProjection(.identity), bounds: bounds)
        var row = [Bool](repeating: false, count: 5)
        row.withUnsafeMutableBufferPointer { projective.contains(columns: 0..<3, row: 0, into: $0.baseAddress!) }
        #expect(Array(row.prefix(3)) == [true, false, false])
        #expect((0..<3).map { projective.contains(column: $0, row: 0) } == [true, false, false])
        row.withUnsafeMutableBufferPointer { identity.contains(columns: -1..<4, row: 1, into: $0.baseAddress!) }
        #expect(row == [false, true, true, true, false])
        #expect((-1..<4).map { identity.contains(column: $0, row: 1) } == row)
    }

    /// An affine clipping shape's row is found as one run by bisection, and holds exactly the
    /// cells tested one by one. Bounds (0, 0, 10, 10). Sheared x' = x, y' = x + y on row 2
    /// (y = 2.5): column c (x = c + ½) is inside when 0 ≤ c + ½ < 10 and c + 3 < 10, so
    /// columns 0…6 of −3…11. Mirrored x' = 10 − x, y' = y on row 4: 0 ≤ 9.5 − c < 10, so
    /// columns 0…9. A turn by 30°: every row of −4…14 against its cells.
    @Test func affineClipShapeRowIsOneRunOfItsCells() {
        let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let sheared = ClipShape(
            fromCells: PlaneProjection(CGAffineTransform(a: 1, b: 1, c: 0, d: 1, tx: 0, ty: 0)), bounds: bounds)
        let mirrored = ClipShape(
            fromCells: PlaneProjection(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 10, ty: 0)), bounds: bounds)
        let turned = ClipShape(
            fromCells: PlaneProjection(
                CGAffineTransform(translationX: -5, y: -5).rotated(by: .pi / 6).translatedBy(x: 5, y: 5)),
            bounds: bounds)
        var row = [Bool](repeating: false, count: 15)
        row.withUnsafeMutableBufferPointer { sheared.contains(columns: -3..<12, row: 2, into: $0.baseAddress!) }
        #expect(row == (-3..<12).map { (0...6).contains($0) })
        row.withUnsafeMutableBufferPointer { mirrored.contains(columns: -3..<12, row: 4, into: $0.baseAddress!) }
        #expect(row == (-3..<12).map { (0...9).contains($0) })
        var row19 = [Bool](repeating: false, count: 19)
        for y in -4..<15 {
            row19.withUnsafeMutableBufferPointer { turned.contains(columns: -4..<15, row: y, into: $0.baseAddress!) }
            #expect(row19 == (-4..<15).map { turned.contains(column: $0, row: y) })
        }
    }
}
