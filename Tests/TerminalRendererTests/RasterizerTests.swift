import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Frames rendered as text and checked cell by cell.
///
/// Every test renders a 390×844 pt window into a 30×20 grid. The layout (see
/// `PhoneLayoutTests` for the method) is: 28×18 cells free, scale min(28/390, 36/844) =
/// 0.042654 → 17 columns × 18 rows; outline 19×20 at column (30 − 19)/2 = 5, row 0; screen
/// columns 6…22, rows 1…18; 390/17 = 22.941 pt per column, 844/18 = 46.889 pt per row.
/// So cell (c, r) has its centre at window point x = (c − 5.5)·22.941, y = (r − 0.5)·46.889,
/// and a view covers the cells whose centres fall inside it:
///     first column = ⌈x₀/22.941 + 5.5⌉ for the left edge x₀ (exclusive bound at the right edge),
///     first row    = ⌈y₀/46.889 + 0.5⌉ likewise.
@MainActor
@Suite struct RasterizerTests {
    static let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)
    static let blue = RGB(red: 0, green: 122, blue: 255)  // systemBlue
    static let red = RGB(red: 255, green: 0, blue: 0)

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }

    private func render(
        _ window: UIWindow, glyphs: GlyphSet = .unicode, depth: ColorDepth = .trueColor
    ) -> CellGrid {
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(windowSize: window.bounds.size, area: RasterizerTests.area)
        Rasterizer(glyphs: glyphs, depth: depth).render(window, into: &grid, layout: layout)
        return grid
    }

    /// A frame: the outline around 18 screen rows of 17 characters each (`screen`, padded).
    private func phone(_ screen: [Int: String]) -> String {
        var lines = ["     ╭─────────────────╮"]
        for row in 1...18 {
            let content = screen[row] ?? ""
            lines.append("     │" + content + String(repeating: " ", count: max(0, 17 - content.count)) + "│")
        }
        lines.append("     ╰─────────────────╯")
        return lines.joined(separator: "\n")
    }

    @Test func layoutUsedByTheseTests() {
        let layout = PhoneLayout(windowSize: CGSize(width: 390, height: 844), area: RasterizerTests.area)
        #expect(layout.screen == CellRect(column: 6, row: 1, columns: 17, rows: 18))
        #expect(layout.outline == CellRect(column: 5, row: 0, columns: 19, rows: 20))
    }

    /// Empty window: outline and nothing else. The expected text is written out in full once.
    @Test func emptyWindow() {
        let grid = render(makeWindow())
        let expected = """
                 ╭─────────────────╮
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 ╰─────────────────╯
            """
        #expect(grid.text() == expected)
        #expect(phone([:]) == expected)
        #expect(grid[5, 0].foreground == Rasterizer.outlineColor)
    }

    /// Box (100, 200, 190, 300): columns ⌈100/22.941 + 5.5⌉ = ⌈9.86⌉ = 10 up to 290/22.941 + 5.5
    /// = 18.14 → 18; rows ⌈200/46.889 + 0.5⌉ = ⌈4.77⌉ = 5 up to 500/46.889 + 0.5 = 11.16 → 11.
    /// So a 9×7 box at columns 10…18 (screen offset 4), rows 5…11.
    @Test func colouredBox() {
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 300))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        let grid = render(window)
        let expected = """
                 ╭─────────────────╮
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │    ┌───────┐    │
                 │    │       │    │
                 │    │       │    │
                 │    │       │    │
                 │    │       │    │
                 │    │       │    │
                 │    └───────┘    │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 │                 │
                 ╰─────────────────╯
            """
        #expect(grid.text() == expected)
        #expect(grid[12, 8] == Cell(character: " ", background: RasterizerTests.blue))
        // Border: white over blue at 0.45 → (114.75, 181.85, 255) → (115, 182, 255).
        #expect(grid[10, 5].foreground == RGB(red: 115, green: 182, blue: 255))
        #expect(grid[10, 5].background == RasterizerTests.blue)
        // Outside the box the screen stays in the terminal's default colours.
        #expect(grid[7, 3] == .blank)
    }

    /// An image view showing an image drawn from a view (`layer.render(in:)`) is drawn as that
    /// view: the box of `colouredBox` (columns 10…18, rows 5…11) with its label "Hi", centred in
    /// the interior (rows 6…10, columns 11…17): row 6 + (5 − 1)/2 = 8, columns 11 + (7 − 2)/2 =
    /// 13 and 14. The bitmap alone would show no letters.
    @Test func imageOfAViewDrawsItsLabelAsText() {
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 190, height: 300))
        source.backgroundColor = .systemBlue
        let label = UILabel(frame: source.bounds)
        label.text = "Hi"
        label.textAlignment = .center
        source.addSubview(label)
        let image = UIGraphicsImageRenderer(bounds: source.bounds).image { context in
            source.layer.render(in: context.cgContext)
        }
        let window = makeWindow()
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 100, y: 200, width: 190, height: 300)
        window.addSubview(imageView)
        let grid = render(window)
        let expected = phone([
            5: "    ┌───────┐", 6: "    │       │", 7: "    │       │", 8: "    │  Hi   │", 9: "    │       │",
            10: "    │       │", 11: "    └───────┘",
        ])
        #expect(grid.text() == expected)
        #expect(grid[12, 8] == Cell(character: " ", background: RasterizerTests.blue))

        // The same view live, where the image view was: the same frame.
        imageView.removeFromSuperview()
        source.frame.origin = CGPoint(x: 100, y: 200)
        window.addSubview(source)
        #expect(render(window).text() == expected)
    }

    /// A 300×100 box centred at (195, 422) with a "Hello" label filling it, rotated 90°: on screen
    /// 100 wide, 300 tall: x ∈ [145, 245) → columns ⌈145/22.941 + 5.5⌉ = ⌈11.82⌉ = 12 … 16.18 → 16;
    /// y ∈ [272, 572) → rows ⌈272/46.889 + 0.5⌉ = ⌈6.30⌉ = 7 … 12.70 → 12. Text is not drawn at 90°.
    @Test func rotated90() {
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 45, y: 372, width: 300, height: 100))
        box.backgroundColor = .systemBlue
        let label = UILabel(frame: box.bounds)
        label.text = "Hello"
        label.textAlignment = .center
        box.addSubview(label)
        window.addSubview(box)
        box.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let grid = render(window)
        #expect(
            grid.text()
                == phone([
                    7: "      ┌───┐",
                    8: "      │   │",
                    9: "      │   │",
                    10: "      │   │",
                    11: "      │   │",
                    12: "      └───┘",
                ]))
    }

    /// The same box 300×150 centred at (195, 422), rotated 180°: x ∈ [45, 345) → columns
    /// ⌈7.46⌉ = 8 … 20.54 → 20; y ∈ [347, 497) → rows ⌈7.90⌉ = 8 … 11.10 → 11. The centred label
    /// "Hello" is upside down: drawn reversed, "olleH", centred ((13 − 5)/2 = 4 → column 12) on row
    /// 8 + (4 − 1)/2 = 9.
    @Test func rotated180WithUpsideDownText() {
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 45, y: 347, width: 300, height: 150))
        box.backgroundColor = .systemBlue
        let label = UILabel(frame: box.bounds)
        label.text = "Hello"
        label.textAlignment = .center
        box.addSubview(label)
        window.addSubview(box)
        box.transform = CGAffineTransform(rotationAngle: .pi)
        let grid = render(window)
        #expect(
            grid.text()
                == phone([
                    8: "  ┌───────────┐",
                    9: "  │   olleH   │",
                    10: "  │           │",
                    11: "  └───────────┘",
                ]))
        // Upright, the same label reads forwards in the same place.
        box.transform = .identity
        #expect(render(window).lines()[9] == "     │  │   Hello   │  │")
    }

    /// A 260×260 box centred at (195, 422) rotated 30°. Expected cells computed independently
    /// (a short script, then read against the shape): each cell centre (c − 5.5)·22.941,
    /// (r − 0.5)·46.889 is rotated by −30° about the centre into the box; covered cells with an
    /// uncovered 4-neighbour are edges; an edge takes the glyph of the nearer side: top/bottom
    /// run at 30° (falling, ╲), left/right at 120° (rising, ╱). The result reads as a square
    /// turned clockwise: its top-left corner at row 6, its bottom-right at row 13.
    @Test func rotated30() {
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 65, y: 292, width: 260, height: 260))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        box.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let grid = render(window)
        #expect(
            grid.text()
                == phone([
                    6: "      ╱",
                    7: "     ╱ ╲╲╲╲",
                    8: "    ╱      ╲╲╲╲",
                    9: "   ╱          ╱╱",
                    10: " ╱╱          ╱",
                    11: "  ╲╲╲╲      ╱",
                    12: "      ╲╲╲╲ ╱",
                    13: "          ╱",
                ]))
        // Covered interior cells are filled; the corners of the bounding box are not covered.
        #expect(grid[14, 9].background == RasterizerTests.blue)
        #expect(grid[7, 7] == .blank)
    }

    /// Seed 004's pop: a whole screen (white, 390×844) turned about its bottom centre (anchor
    /// (0.5, 1) at (195, 844)) by 45°. Derived as in `rotated30`: the left side runs at 135°
    /// (rising ╱) from the bottom left up to the top right of the screen, the bottom side at
    /// 45° (falling ╲); everything right of the left side is covered and filled.
    @Test func screenRotated45AboutBottomCentre() {
        let window = makeWindow()
        let screen = UIView(frame: window.bounds)
        screen.backgroundColor = .white
        window.addSubview(screen)
        screen.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        screen.layer.position = CGPoint(x: 195, y: 844)
        screen.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let grid = render(window)
        #expect(
            grid.text()
                == phone([
                    9: "                ╱",
                    10: "              ╱╱",
                    11: "            ╱╱",
                    12: "          ╱╱",
                    13: "        ╱╱",
                    14: "      ╱╱",
                    15: "    ╱╱",
                    16: "   ╲╲",
                    17: "     ╲╲",
                    18: "       ╲╲╲",
                ]))
        #expect(grid[20, 15].background == .white)
        #expect(grid[8, 10] == .blank)
    }

    /// A 300×300 box at (195, 400) scaled by 0.1 is 30×30 pt: x ∈ [180, 210) → column ⌈13.35⌉ =
    /// 14 only (14.65); y ∈ [385, 415) → row ⌈8.71⌉ = 9 only (9.35). One cell, too small for a
    /// border: fill only. Its label "X" (the box's size, scaled with it) is one cell too, and a
    /// one-character text fits whole in it, so it stays readable: black (`.label`) on the blue.
    /// A longer text does not fit at this scale and is not drawn (no "…" stubs on tiny views).
    @Test func scaledDownToOneCell() {
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 45, y: 250, width: 300, height: 300))
        box.backgroundColor = .systemBlue
        let label = UILabel(frame: box.bounds)
        label.text = "X"
        box.addSubview(label)
        window.addSubview(box)
        box.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        let grid = render(window)
        #expect(grid.text() == phone([9: "        X"]))
        #expect(grid[14, 9] == Cell(character: "X", foreground: .black, background: RasterizerTests.blue))
        #expect(grid[13, 9] == .blank && grid[15, 9] == .blank && grid[14, 8] == .blank && grid[14, 10] == .blank)
        label.text = "XY"
        #expect(render(window)[14, 9] == Cell(character: " ", background: RasterizerTests.blue))
    }

    /// Scaled labels keep their characters' size: a 390×100 label (rows 10…11, 17 columns at
    /// scale 1) scaled by 0.4 about its centre is 156 points wide: x ∈ [117, 273) → columns
    /// ⌈5.1 + 5.5⌉ = 11 … 11.9 + 5.5 = 17.4 → 17, seven cells; y ∈ [430, 470) → row ⌈9.67⌉ = 10
    /// only. "Hello" (5) fits whole in 7: drawn, centred at 11 + (7 − 5)/2 = 12. "Hello world"
    /// (11) would be cut: not drawn at 0.4 — at 0.5 (195 points, columns 10…18, nine cells) it is,
    /// truncated to "Hello wo…".
    @Test func scaledLabelsShowWhileTheyFit() {
        let window = makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        label.text = "Hello"
        label.textAlignment = .center
        window.addSubview(label)
        label.transform = CGAffineTransform(scaleX: 0.4, y: 0.4)
        #expect(render(window).text() == phone([10: "      Hello"]))
        label.text = "Hello world"
        #expect(render(window).text() == phone([:]))
        label.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(render(window).text() == phone([10: "    Hello wo…"]))
    }

    /// An opaque red box (columns 10…18, rows 5…11 as in `colouredBox`) under a white box at
    /// alpha 0.5, frame (150, 300, 100, 100): columns ⌈150/22.941 + 5.5⌉ = ⌈12.04⌉ = 13 …
    /// 250/22.941 + 5.5 = 16.40 → 16; rows ⌈300/46.889 + 0.5⌉ = ⌈6.90⌉ = 7 … 400/46.889 + 0.5 =
    /// 9.03 → 9.
    @Test func alphaBlendOverAnotherBox() {
        let window = makeWindow()
        let below = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 300))
        below.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let above = UIView(frame: CGRect(x: 150, y: 300, width: 100, height: 100))
        above.backgroundColor = .white
        above.alpha = 0.5
        window.addSubview(below)
        window.addSubview(above)
        let grid = render(window)
        #expect(
            grid.text()
                == phone([
                    5: "    ┌───────┐",
                    6: "    │       │",
                    7: "    │  ┌──┐ │",
                    8: "    │  │  │ │",
                    9: "    │  └──┘ │",
                    10: "    │       │",
                    11: "    └───────┘",
                ]))
        // Interior: white at ½ over red = (255·½ + 255·½, 0 + 255·½, 0 + 255·½) = (255, 127.5, 127.5),
        // rounded to (255, 128, 128).
        #expect(grid[14, 8].background == RGB(red: 255, green: 128, blue: 128))
        // The red box's own interior is untouched.
        #expect(grid[11, 8].background == RasterizerTests.red)
        // The white box's border: white·0.55 = (140, 140, 140) laid at ½ over (255, 128, 128):
        // (197.5, 134, 134) → (198, 134, 134).
        #expect(grid[13, 7].foreground == RGB(red: 198, green: 134, blue: 134))
        #expect(grid[13, 7].background == RGB(red: 255, green: 128, blue: 128))

        // Monochrome: no colours; the translucent interior is shaded ▒ (alpha ½).
        let mono = render(window, depth: .monochrome)
        #expect(mono.lines()[8] == "     │    │  │▒▒│ │    │")
        #expect(mono[14, 8].background == nil && mono[13, 7].foreground == nil)
    }

    /// Labels in the full width (columns 6…22, 17 cells):
    /// - (0, 100, 390, 150): rows ⌈100/46.889 + 0.5⌉ = 3 … 250/46.889 + 0.5 = 5.83 → 5, three rows;
    ///   wrapped right-aligned: "one two three" / "four five six" (13 each) start at 6 + 17 − 13 = 10,
    ///   first row 3 + (3 − 2)/2 = 3.
    /// - (0, 400, 390, 100): rows 10…11; "Hello" centred: 6 + (17 − 5)/2 = 12, row 10 + (2 − 1)/2.
    /// - (0, 600, 390, 100): rows ⌈13.30⌉ = 14 … 15.43 → 15; 25 characters truncated to 16 + "…":
    ///   "The quick brown " loses its trailing space → "The quick brown…" at column 6.
    @Test func labels() {
        let window = makeWindow()
        let wrapped = UILabel(frame: CGRect(x: 0, y: 100, width: 390, height: 150))
        wrapped.text = "one two three four five six"
        wrapped.numberOfLines = 0
        wrapped.textAlignment = .right
        let centred = UILabel(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        centred.text = "Hello"
        centred.textAlignment = .center
        centred.textColor = .systemRed
        let truncated = UILabel(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
        truncated.text = "The quick brown fox jumps"
        truncated.font = .boldSystemFont(ofSize: 17)
        for label in [wrapped, centred, truncated] { window.addSubview(label) }
        let grid = render(window)
        #expect(
            grid.text()
                == phone([
                    3: "    one two three",
                    4: "    four five six",
                    10: "      Hello",
                    14: "The quick brown…",
                ]))
        // Text colour over the default background (taken as black) at full opacity: exact.
        #expect(grid[12, 10].foreground == RGB(red: 255, green: 59, blue: 48))
        #expect(grid[6, 14].isBold && !grid[12, 10].isBold)

        // ASCII: the ellipsis is three dots (17 − 3 = 14 characters kept) and the outline is +-|.
        let ascii = render(window, glyphs: .ascii)
        #expect(ascii.lines()[14] == "     |The quick brow...|")
        #expect(ascii.lines()[0] == "     +-----------------+")
    }

    /// A label filling a bordered box (the box of `colouredBox`: columns 10…18, rows 5…11) keeps
    /// its text inside the border: interior columns 11…17 (7 cells), rows 6…10; "pushpop tty test"
    /// is cut to 6 + "…", centred on row 6 + (5 − 1)/2 = 8.
    @Test func labelStaysInsideItsContainersBorder() {
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 300))
        box.backgroundColor = .systemBlue
        let label = UILabel(frame: box.bounds)
        label.text = "pushpop tty test"
        label.textAlignment = .center
        box.addSubview(label)
        window.addSubview(box)
        let grid = render(window)
        #expect(grid.lines()[8] == "     │    │pushpo…│    │")
        #expect(grid.lines()[5] == "     │    ┌───────┐    │")
    }

    /// A red parent (columns 10…18, rows 5…11) clipping a white child wider than the window
    /// (x from −100 to 500 in the window): child rows ⌈300/46.889 + 0.5⌉ = 7 … 9.03 → 9. Only
    /// columns 10…18 show; the child's sides lie outside, so those rows have no │, only its top
    /// and bottom ─.
    @Test func clipsToBounds() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 300))
        parent.backgroundColor = .red
        parent.clipsToBounds = true
        let child = UIView(frame: CGRect(x: -200, y: 100, width: 600, height: 100))
        child.backgroundColor = .white
        parent.addSubview(child)
        window.addSubview(parent)
        let grid = render(window)
        #expect(
            grid.text()
                == phone([
                    5: "    ┌───────┐",
                    6: "    │       │",
                    7: "    ─────────",
                    8: "",
                    9: "    ─────────",
                    10: "    │       │",
                    11: "    └───────┘",
                ]))
        #expect(grid[9, 8] == .blank)
        #expect(grid[10, 8].background == .white)
        // Without clipping the child fills the screen's width (columns 6…22), still without sides.
        parent.clipsToBounds = false
        #expect(render(window).lines()[8] == "     │                 │")
        #expect(render(window)[6, 8].background == .white)
    }

    /// A clipping parent rotated 45° (200×200 centred at (195, 422)) with a child bar 400×40 (in
    /// the parent, from x −100, y 80) that sticks out on both sides. Cells computed independently
    /// as in `rotated30`: the child covers cell centres with parent coordinates x ∈ [−100, 300),
    /// y ∈ [80, 120); those also inside the parent's bounds show the child's colour, the others
    /// (8,7) (9,7) (10,7) (10,8) (18,11) (18,12) (19,12) (20,12) must not.
    @Test func rotatedClipping() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        parent.backgroundColor = .white
        parent.clipsToBounds = true
        let bar = UIView(frame: CGRect(x: -100, y: 80, width: 400, height: 40))
        bar.backgroundColor = .red
        parent.addSubview(bar)
        window.addSubview(parent)
        parent.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let grid = render(window)
        var red: [[Int]] = []
        for row in 1...18 {
            for column in 6...22 where grid[column, row].background == RasterizerTests.red {
                red.append([column, row])
            }
        }
        #expect(
            red == [
                [11, 8], [12, 8], [12, 9], [13, 9], [14, 9], [14, 10], [15, 10], [16, 10], [16, 11], [17, 11],
            ])
        #expect(grid[8, 7] == .blank && grid[20, 12] == .blank)
    }

    /// A 1×4 image (red, green, blue, white rows) filling the window, scale to fill: pixel rows
    /// change at 211, 422 and 633 pt = 4.5, 9 and 13.5 screen rows. Each cell samples its upper
    /// half at screen row + 0.25 and its lower half at + 0.75 (screen row = r − 1): rows 1…4 red;
    /// row 5 samples 4.25 (red) and 4.75 (green) → ▀; rows 6…9 green; rows 10…13 blue; row 14
    /// samples 13.25 (blue) and 13.75 (white) → ▀; rows 15…18 white.
    @Test func imageWithHalfBlocks() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let bitmap = try #require(CGImage(width: 1, height: 4, pixelData: pixels))
        let window = makeWindow()
        let imageView = UIImageView(image: UIImage(cgImage: bitmap))
        imageView.frame = window.bounds
        window.addSubview(imageView)
        let grid = render(window)
        let halves = String(repeating: "▀", count: 17)
        #expect(grid.text() == phone([5: halves, 14: halves]))
        #expect(grid[6, 1] == Cell(character: " ", background: RasterizerTests.red))
        #expect(
            grid[22, 5]
                == Cell(character: "▀", foreground: RasterizerTests.red, background: RGB(red: 0, green: 255, blue: 0)))
        #expect(grid[10, 12] == Cell(character: " ", background: RGB(red: 0, green: 0, blue: 255)))
        #expect(grid[10, 14] == Cell(character: "▀", foreground: RGB(red: 0, green: 0, blue: 255), background: .white))

        // Monochrome: shade by luminance (red 0.21 → ░, green 0.72 → ▓, blue 0.07 → blank, white → █).
        let mono = render(window, depth: .monochrome)
        #expect(mono.lines()[2] == "     │" + String(repeating: "░", count: 17) + "│")
        #expect(mono.lines()[7] == "     │" + String(repeating: "▓", count: 17) + "│")
        #expect(mono.lines()[11] == "     │                 │")
        #expect(mono.lines()[16] == "     │" + String(repeating: "█", count: 17) + "│")
    }

    /// Mid-animation frames use presentation values: a 100×100 box animated linearly from centre
    /// (50, 422) to (340, 422) over 1 s is centred at (195, 422) after 0.5 s: x ∈ [145, 245) →
    /// columns 12…16 (see `rotated90`), y ∈ [372, 472) → rows ⌈8.43⌉ = 9 … 10.57 → 10.
    /// Monochrome, so whole cells (colour adds sub-cell edges: `subCellEdgesWhileMoving`).
    @Test func drawsPresentationValues() {
        AnimationEngine.shared.reset()
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 0, y: 372, width: 100, height: 100))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                box.center = CGPoint(x: 340, y: 422)
            })
        AnimationEngine.shared.advance(by: 0.5)
        #expect(render(window, depth: .monochrome).text() == phone([9: "      ┌───┐", 10: "      └───┘"]))
        AnimationEngine.shared.advance(by: 0.5)
        // At the end: x ∈ [290, 390) → columns ⌈18.14⌉ = 19 … 22.5 → 22.
        #expect(render(window, depth: .monochrome).text() == phone([9: "             ┌──┐", 10: "             └──┘"]))
    }

    /// The same box in colour, moving diagonally: its edges to an eighth of a cell. Animated from
    /// centre (50, 200) to (340, 644), after 0.5 s it is again centred at (195, 422). In
    /// continuous cell coordinates (screen column 6 is window x = 0, row 1 is y = 0; 22.941 and
    /// 46.889 points per cell) it spans x 6 + 145/22.941 = 12.32 … 6 + 245/22.941 = 16.68 and y
    /// 1 + 372/46.889 = 8.93 … 1 + 472/46.889 = 11.07. In eighths, rounded: left 99 (column 12,
    /// 3/8 uncovered on the left: `▍` in black on blue), right 133 (column 16, 5/8 covered from
    /// the left: `▋` in blue on black), top 71 (row 8, 7/8 uncovered at the top: the lower 1/8,
    /// `▁` in blue), bottom 89 (row 11, 1/8 covered at the top: `▇` in black on blue). The full
    /// cells, columns 13…15 and rows 9…10, get the fill and the border; the four corner cells
    /// are partial both ways and stay blank. Over another view, "behind" is that view's colour.
    /// At rest, the whole-cell box of `drawsPresentationValues` comes back.
    @Test func subCellEdgesWhileMoving() {
        AnimationEngine.shared.reset()
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 100))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                box.center = CGPoint(x: 340, y: 644)
            })
        AnimationEngine.shared.advance(by: 0.5)
        let grid = render(window)
        #expect(
            grid.text()
                == phone([
                    8: "       ▁▁▁",
                    9: "      ▍┌─┐▋",
                    10: "      ▍└─┘▋",
                    11: "       ▇▇▇",
                ]))
        let blue = RasterizerTests.blue
        #expect(grid[12, 9] == Cell(character: "▍", foreground: .black, background: blue))
        #expect(grid[16, 10] == Cell(character: "▋", foreground: blue, background: .black))
        #expect(grid[14, 8] == Cell(character: "▁", foreground: blue, background: .black))
        #expect(grid[14, 11] == Cell(character: "▇", foreground: .black, background: blue))
        #expect(grid[12, 8] == .blank && grid[16, 11] == .blank)
        let under = UIView(frame: window.bounds)
        under.backgroundColor = .white
        window.insertSubview(under, belowSubview: box)
        #expect(render(window)[12, 9] == Cell(character: "▍", foreground: .white, background: blue))
        AnimationEngine.shared.advance(by: 0.5)
        under.removeFromSuperview()
        // At rest at (340, 644): x ∈ [290, 390) → columns 19…22; y ∈ [594, 694) → rows
        // ⌈13.17⌉ = 14 … 15.30 → 15.
        #expect(render(window).text() == phone([14: "             ┌──┐", 15: "             └──┘"]))
    }

    /// Moving only sideways (the box of `drawsPresentationValues`, half way), the box gets
    /// sub-cell edges left and right only: its top and bottom stay on whole rows 9 and 10, as
    /// at rest, so its border does not jump when the motion starts or ends.
    @Test func subCellEdgesOnlyAlongTheMotion() {
        AnimationEngine.shared.reset()
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 0, y: 372, width: 100, height: 100))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                box.center = CGPoint(x: 340, y: 422)
            })
        AnimationEngine.shared.advance(by: 0.5)
        #expect(render(window).text() == phone([9: "      ▍┌─┐▋", 10: "      ▍└─┘▋"]))
    }

    @Test func hiddenAndTransparentViewsAreSkipped() {
        let window = makeWindow()
        let hidden = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 300))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let transparent = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 300))
        transparent.backgroundColor = .red
        transparent.alpha = 0
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.backgroundColor = .blue
        transparent.addSubview(child)
        window.addSubview(hidden)
        window.addSubview(transparent)
        #expect(render(window).text() == phone([:]))
    }

    /// `layer.borderWidth` draws a border in `borderColor` even without a fill; rounded corners
    /// when `cornerRadius` > 0. Same cells as `colouredBox`.
    @Test func layerBorderAndCornerRadius() {
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 300))
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.systemGreen.cgColor
        box.layer.cornerRadius = 12
        window.addSubview(box)
        let grid = render(window)
        #expect(grid.lines()[5] == "     │    ╭───────╮    │")
        #expect(grid.lines()[8] == "     │    │       │    │")
        #expect(grid.lines()[11] == "     │    ╰───────╯    │")
        #expect(grid[10, 5].foreground == RGB(red: 52, green: 199, blue: 89))
        #expect(grid[12, 8] == .blank)
    }

    /// Glyphs show from opacity ½ (views' opacity for text): a `.tertiaryLabel` text (alpha 0.3)
    /// shows, blended: (60, 60, 67)·0.3 over black = (18, 18, 20.1) → (18, 18, 20); a label in a
    /// view at alpha 0.4 does not; a box at alpha 0.4 is filled (blended) but has no border.
    /// Rows: label (0, 400, 390, 100) → 10…11 (text on 10); box (100, 200, 190, 150) → rows 5…7.
    @Test func glyphsNeedHalfOpacity() {
        let window = makeWindow()
        let faint = UILabel(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        faint.text = "faint"
        faint.textColor = .tertiaryLabel
        let fading = UILabel(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
        fading.text = "fading"
        fading.alpha = 0.4
        let box = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 150))
        box.backgroundColor = .white
        box.alpha = 0.4
        for view in [faint, fading, box] { window.addSubview(view) }
        let grid = render(window)
        #expect(grid.text() == phone([10: "faint"]))
        #expect(grid[6, 10].foreground == RGB(red: 18, green: 18, blue: 20))
        // White at 0.4 over black: 102.
        #expect(grid[10, 5] == Cell(character: " ", background: RGB(red: 102, green: 102, blue: 102)))
    }

    @Test func hostileLabelTextIsSanitised() {
        let window = makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        label.text = "\u{1B}]0;owned\u{07}A\u{1B}[2JB\u{07}C"
        window.addSubview(label)
        let grid = render(window)
        #expect(grid.lines()[10] == "     │ABC              │")
    }
}
