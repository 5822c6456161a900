import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Layers drawn through their 3-D transforms: perspective, zPosition order, back faces, layers
/// edge-on and behind the eye. Values worked by hand in the comments.
///
/// The window is 400 × 200 points in a 102 × 52 grid: 100 × 50 cells free, scale
/// min(100/400, 50·2/200) = 0.25 → 100 columns × round(200·0.25/2) = 25 rows; outline 102 × 27 at
/// column 0, row (52 − 27)/2 = 12; screen columns 1…100, rows 13…37; 4 points per column, 8 per
/// row. Cell (c, r) has its centre at window point ((c − 0.5)·4, (r − 12.5)·8).
@MainActor
@Suite struct PerspectiveRasterTests {
    static let area = CellRect(column: 0, row: 0, columns: 102, rows: 52)
    static let red = RGB(red: 255, green: 0, blue: 0)
    static let blue = RGB(red: 0, green: 122, blue: 255)  // systemBlue
    /// cos 30°, sin 30°.
    static let c30 = 3.0.squareRoot() / 2
    static let s30 = 0.5

    private func makeWindow() -> UIWindow {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        window.makeKeyAndVisible()
        return window
    }

    private func render(_ window: UIWindow) -> CellGrid {
        var grid = CellGrid(columns: 102, rows: 52)
        let layout = PhoneLayout(windowSize: window.bounds.size, area: Self.area)
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(window, into: &grid, layout: layout)
        return grid
    }

    /// The perspective with the eye `distance` points in front.
    private func perspective(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    /// A red 200 × 100 view centred in the window (anchor at window point (200, 100)).
    private func redCard(in window: UIWindow) -> UIView {
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(card)
        return card
    }

    /// The screen cells whose background is `color`.
    private func cells(of color: RGB, in grid: CellGrid) -> Set<[Int]> {
        var found: Set<[Int]> = []
        for row in 13..<38 {
            for column in 1..<101 where grid[column, row].background == color {
                found.insert([column, row])
            }
        }
        return found
    }

    /// The cells the card turned 30° about y under m34 = −1/500 covers, found independently of
    /// the renderer: a window point (X, Y) relative to the anchor came from the card point (x, y)
    /// with X = x·cos 30°/w, Y = y/w, w = 1 + x·sin 30°/500; so x = X/(cos 30° − X·sin 30°/500),
    /// y = Y·w. Covered: −100 ≤ x < 100 and −50 ≤ y < 50.
    private func expectedTurnedCard() -> Set<[Int]> {
        var covered: Set<[Int]> = []
        for row in 13..<38 {
            for column in 1..<101 {
                let x0 = (Double(column) - 0.5) * 4 - 200
                let y0 = (Double(row) - 12.5) * 8 - 100
                let x = x0 / (Self.c30 - x0 * Self.s30 / 500)
                let w = 1 + x * Self.s30 / 500
                let y = y0 * w
                if x >= -100 && x < 100 && y >= -50 && y < 50 && w > 0 { covered.insert([column, row]) }
            }
        }
        return covered
    }

    /// The corners of the 200 × 100 card turned 30° about y, `m34 = −1/500`: relative to the anchor,
    /// (−100, ∓50) → w = 1 − 100·½/500 = 0.9 → (−86.60254/0.9, ∓50/0.9) = (−96.22504, ∓55.55556);
    /// (100, ∓50) → w = 1.1 → (78.72958, ∓45.45455). Plus the anchor (200, 100). The renderer's map
    /// from the card's bounds to the window sends its corners there.
    @Test func projectedCornersThroughTheRenderersGeometry() throws {
        let window = makeWindow()
        let card = redCard(in: window)
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), perspective(500))
        let map = Rasterizer.toSuperlayer(card.layer, in: SublayerSpace(window.layer))
        #expect(!map.isAffine)
        func corner(_ x: Double, _ y: Double) -> CGPoint {
            let (u, v, w) = map.map(x: x, y: y)
            return CGPoint(x: u / w, y: v / w)
        }
        let expected = [
            (corner(0, 0), CGPoint(x: 103.77496, y: 44.44444)),
            (corner(0, 100), CGPoint(x: 103.77496, y: 155.55556)),
            (corner(200, 0), CGPoint(x: 278.72958, y: 54.54545)),
            (corner(200, 100), CGPoint(x: 278.72958, y: 145.45455)),
        ]
        for (shown, worked) in expected {
            #expect(abs(shown.x - worked.x) < 1e-4 && abs(shown.y - worked.y) < 1e-4, "\(shown) vs \(worked)")
        }
    }

    /// The same card through the cell mask: exactly the cells worked out above. By hand at the
    /// edges: the first covered column is ⌈103.775/4 + 0.5⌉ = 27 (centre x = 106, X = −94:
    /// x = −94/(0.866025 + 0.094) = −97.914, w = 0.902086, so Y ∈ [−55.427, 55.427): rows 19…31,
    /// 13 rows); the last is 70 (centre 278, X = 78: x = 78/0.788025 = 98.982, w = 1.098982,
    /// Y ∈ [−45.497, 45.497): rows 20…30, 11 rows). The near edge is taller than the far one.
    @Test func perspectiveShowsTheNearEdgeTaller() {
        let window = makeWindow()
        let card = redCard(in: window)
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), perspective(500))
        let shown = cells(of: Self.red, in: render(window))
        #expect(shown == expectedTurnedCard())
        let columns = shown.map { $0[0] }
        #expect(columns.min() == 27 && columns.max() == 70)
        #expect(shown.filter { $0[0] == 27 }.map { $0[1] }.sorted() == Array(19...31))
        #expect(shown.filter { $0[0] == 70 }.map { $0[1] }.sorted() == Array(20...30))
    }

    /// The perspective given by the superlayer instead (`sublayerTransform.m34 = −1/500` on a
    /// window-sized container whose anchor is the card's position): the same picture.
    @Test func sublayerTransformGivesTheSamePerspective() {
        let window = makeWindow()
        let container = UIView(frame: window.bounds)
        container.layer.sublayerTransform = perspective(500)
        window.addSubview(container)
        let card = redCard(in: window)
        container.addSubview(card)
        card.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        #expect(cells(of: Self.red, in: render(window)) == expectedTurnedCard())
    }

    /// A perspective alone does not change a flat layer: it is drawn exactly as with no
    /// transform (the map flattens to an affine one).
    @Test func perspectiveAloneChangesNothing() {
        let window = makeWindow()
        let card = redCard(in: window)
        let flat = render(window)
        card.layer.transform = perspective(500)
        #expect(Rasterizer.toSuperlayer(card.layer, in: SublayerSpace(window.layer)).isAffine)
        #expect(render(window) == flat)
    }

    /// Siblings are drawn in zPosition order: red first in `subviews` but at zPosition 1 is drawn
    /// over blue; with equal zPositions the later subview (blue) is on top again.
    @Test func zPositionOrdersSiblings() {
        let window = makeWindow()
        let red = redCard(in: window)
        let blue = UIView(frame: CGRect(x: 150, y: 75, width: 200, height: 100))
        blue.backgroundColor = .systemBlue
        window.addSubview(blue)
        // Cell (50, 25): centre (198, 100), inside both.
        #expect(render(window)[50, 25].background == Self.blue)
        red.layer.zPosition = 1
        #expect(render(window)[50, 25].background == Self.red)
        blue.layer.zPosition = 1
        #expect(render(window)[50, 25].background == Self.blue, "equal zPositions keep subview order")
    }

    /// Turned half way round about y the card shows its back: hidden with `isDoubleSided` false
    /// (with its subviews), drawn (mirrored) otherwise.
    @Test func backFacesHideWhenNotDoubleSided() {
        let window = makeWindow()
        let card = redCard(in: window)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        inner.backgroundColor = .systemBlue
        card.addSubview(inner)
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi, 0, 1, 0), perspective(500))
        #expect(!cells(of: Self.red, in: render(window)).isEmpty, "double-sided by default")
        card.layer.isDoubleSided = false
        let grid = render(window)
        #expect(cells(of: Self.red, in: grid).isEmpty && cells(of: Self.blue, in: grid).isEmpty)
        // Turned only 60°, it still faces the viewer.
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective(500))
        #expect(!cells(of: Self.red, in: render(window)).isEmpty)
    }

    /// Edge-on (a quarter turn about y) nothing of the card is drawn; wholly behind the eye
    /// (moved 600 points towards a viewer 500 points away) neither; partly behind the eye (a
    /// 2000-point-wide card turned 80°: its near end at z = 1000·sin 80° = 985 > 500) only the
    /// part in front, with no stray cells — every red cell's centre maps back into the card.
    @Test func edgeOnAndBehindTheEye() {
        let window = makeWindow()
        let card = redCard(in: window)
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), perspective(500))
        #expect(cells(of: Self.red, in: render(window)).isEmpty)
        card.layer.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), perspective(500))
        #expect(cells(of: Self.red, in: render(window)).isEmpty)

        card.bounds = CGRect(x: 0, y: 0, width: 2000, height: 100)
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(80 * .pi / 180, 0, 1, 0), perspective(500))
        let shown = cells(of: Self.red, in: render(window))
        #expect(!shown.isEmpty)
        // Independently: X = x·cos 80°/w, w = 1 + x·sin 80°/500 ⇒ x = X/(cos 80° − X·sin 80°/500).
        let (c80, s80) = (cos(80 * Double.pi / 180), sin(80 * Double.pi / 180))
        for cell in shown {
            let x0 = (Double(cell[0]) - 0.5) * 4 - 200
            let y0 = (Double(cell[1]) - 12.5) * 8 - 100
            let x = x0 / (c80 - x0 * s80 / 500)
            let w = 1 + x * s80 / 500
            #expect(w > 0 && x >= -1000 && x < 1000 && abs(y0 * w) <= 50, "cell \(cell)")
        }
    }

    /// A label on a card in perspective keeps its text while turned up to 60° (foreshortened by
    /// at most half) and facing the viewer; turned 70° only the fill shows.
    @Test func textOnTurnedLabels() {
        let window = makeWindow()
        let card = redCard(in: window)
        let label = UILabel(frame: card.bounds)
        label.text = "Hi"
        label.textAlignment = .center
        card.addSubview(label)
        func hasText(_ grid: CellGrid) -> Bool { grid.text().contains("Hi") }
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective(500))
        #expect(hasText(render(window)))
        card.layer.transform = CATransform3DConcat(
            CATransform3DMakeRotation(70 * .pi / 180, 0, 1, 0), perspective(500))
        let grid = render(window)
        #expect(!hasText(grid) && !cells(of: Self.red, in: grid).isEmpty)
    }
}
