import Foundation
import Testing
@_spi(Rendering) import TransitionKit

@testable import TerminalRenderer

/// The kept `CALayer.sublayerExtent` (the box of everything inside a layer, in its bounds
/// coordinates) is worked out again after every change that can move it, and the rasteriser's
/// skipping of subtrees outside the clip (`Rasterizer.subtreeMisses`) draws the same frames
/// as reading every view. Frames use `RasterizerTests`' layout: a 390×844 window in a 30×20
/// grid, screen columns 6…22 and rows 1…18, 22.941 points a column and 46.889 a row, cell
/// (c, r) centred at window point ((c − 5.5)·22.941, (r − 0.5)·46.889).
@MainActor
@Suite struct SublayerExtentTests {
    static let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)

    /// A window with a rasteriser and grid kept from frame to frame (`renderChanges`).
    struct Screen {
        let window: UIWindow
        let rasterizer: Rasterizer
        var grid = CellGrid(columns: 30, rows: 20)

        @MainActor
        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            rasterizer = Rasterizer(glyphs: .unicode, depth: .trueColor)
        }

        /// The screen's rows 1…18 after drawing the changes since the last frame.
        @MainActor
        mutating func rows() -> [Substring] {
            let layout = PhoneLayout(windowSize: window.bounds.size, area: SublayerExtentTests.area)
            rasterizer.renderChanges(window, into: &grid, layout: layout)
            return Array(grid.text().split(separator: "\n", omittingEmptySubsequences: false)[1...18])
        }
    }

    static let empty = "     │                 │"

    /// Whether the rectangles agree to a millionth of a point.
    private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    /// Children a (10, 20, 30×40) and b (100, 5, 50×10), b holding g at (−20, 30, 10×10): b's
    /// box in its bounds is (0, 0, 50×10) ∪ (−20, 30, 10×10) = (−20, 0, 70×40), placed by b's
    /// position at (80, 5, 70×40); with a, x 10…150 and y 5…60: (10, 5, 140×55). Moving g to
    /// (0, 50) makes b's box (0, 0, 50×60), placed (100, 5, 50×60): y now reaches 65, so
    /// (10, 5, 140×60) — the change two levels down reaches the container. A label added
    /// under a is held.
    @Test func boxFollowsAGrandchildThatMoves() {
        AnimationEngine.shared.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let b = UIView(frame: CGRect(x: 100, y: 5, width: 50, height: 10))
        let g = UIView(frame: CGRect(x: -20, y: 30, width: 10, height: 10))
        b.addSubview(g)
        container.addSubview(a)
        container.addSubview(b)
        let first = container.layer.sublayerExtent
        #expect(first.isBounded)
        #expect(!first.holdsLabel)
        #expect(isClose(first.box, CGRect(x: 10, y: 5, width: 140, height: 55)))
        g.frame.origin = CGPoint(x: 0, y: 50)
        #expect(isClose(container.layer.sublayerExtent.box, CGRect(x: 10, y: 5, width: 140, height: 60)))
        a.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(container.layer.sublayerExtent.holdsLabel)
    }

    /// A child (0, 0, 10×10) animating its transform to a translation by 100 across over 1 s:
    /// while the animation runs the container has no box (the child is not where its model
    /// is); once it has ended, the model's: (100, 0, 10×10). A rotation by a quarter turn
    /// about the centre (5, 5) leaves the box (0, 0, 10×10) — placed by the transform too.
    @Test func boxIsUnboundedWhileASublayerAnimates() {
        let engine = AnimationEngine.shared
        engine.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(child)
        #expect(isClose(container.layer.sublayerExtent.box, CGRect(x: 0, y: 0, width: 10, height: 10)))
        UIView.animate(withDuration: 1) { child.transform = CGAffineTransform(translationX: 100, y: 0) }
        engine.advance(by: 0.5)
        #expect(!container.layer.sublayerExtent.isBounded)
        engine.advance(by: 0.6)
        let settled = container.layer.sublayerExtent
        #expect(settled.isBounded)
        #expect(isClose(settled.box, CGRect(x: 100, y: 0, width: 10, height: 10)))
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(container.layer.sublayerExtent.box, CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    /// A 3-D transform, a mask or a shape layer inside leaves no box; taking the transform
    /// back to the identity gives it back.
    @Test func noBoxFor3DMasksAndShapes() {
        AnimationEngine.shared.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(child)
        var turned = CATransform3DIdentity
        turned.m34 = -1 / 500
        child.layer.transform = CATransform3DRotate(turned, .pi / 4, 0, 1, 0)
        #expect(!container.layer.sublayerExtent.isBounded)
        child.layer.transform = CATransform3DIdentity
        #expect(container.layer.sublayerExtent.isBounded)
        child.layer.mask = CALayer()
        #expect(!container.layer.sublayerExtent.isBounded)
        child.layer.mask = nil
        #expect(container.layer.sublayerExtent.isBounded)
        child.layer.addSublayer(CAShapeLayer())
        #expect(!container.layer.sublayerExtent.isBounded)
    }

    /// A blue box (0, 0, 92×94) in a container at (50, 100, 200×200): window x 50…142, y
    /// 100…194. Columns whose centres fall in [50, 142): 8 (57.4) … 11 (126.2); rows: 3
    /// (117.2), 4 (164.1): a 4×2 box. Hiding the container empties the screen; showing it
    /// again draws the box again.
    @Test func hiddenAncestorToggled() {
        AnimationEngine.shared.reset()
        var screen = Screen()
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 92, height: 94))
        box.backgroundColor = .systemBlue
        container.addSubview(box)
        screen.window.addSubview(container)
        let shown = screen.rows()
        #expect(shown[2] == "     │  ┌──┐           │")
        #expect(shown[3] == "     │  └──┘           │")
        container.isHidden = true
        #expect(screen.rows().allSatisfy { $0 == Self.empty })
        container.isHidden = false
        #expect(screen.rows() == shown)
    }

    /// A parent wholly left of the screen (x −400…−10, not clipping) with a child at (0, 0,
    /// 92×94): nothing shows (the subtree is skipped). The child moved to x 450 (window
    /// 50…142, y 0…94: columns 8…11, rows 1 (23.4) and 2 (70.3)) shows: the parent's kept box
    /// followed the move. Moved back, the screen is empty again.
    @Test func childMovedOutOfAnOffScreenSubtreeIsDrawn() {
        AnimationEngine.shared.reset()
        var screen = Screen()
        let parent = UIView(frame: CGRect(x: -400, y: 0, width: 390, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 92, height: 94))
        child.backgroundColor = .systemBlue
        parent.addSubview(child)
        screen.window.addSubview(parent)
        #expect(screen.rows().allSatisfy { $0 == Self.empty })
        child.frame.origin.x = 450
        let moved = screen.rows()
        #expect(moved[0] == "     │  ┌──┐           │")
        #expect(moved[1] == "     │  └──┘           │")
        #expect(moved[2...].allSatisfy { $0 == Self.empty })
        child.frame.origin.x = 0
        #expect(screen.rows().allSatisfy { $0 == Self.empty })
    }

    /// The same child whose model is off the screen, animated linearly over 1 s from a
    /// translation by 450 across back to none: at 0.1 s it is translated by 405, window x
    /// 5…97. Column c spans window x [(c − 6)·22.941, (c − 5)·22.941): 6 is [0, 22.9), partly
    /// covered; 7…9 whole; 10 is [91.8, 114.7), partly. Moving, opaque and upright, it is
    /// drawn with eighth-block edges (`SubCellBox`): `▎` in columns 6 and 10, the box in 7…9,
    /// rows 1 and 2 — where it is presented, though its model (and the parent's box) are off
    /// the screen. Once the animation has ended, nothing shows.
    @Test func transformAnimationOutOfAnOffScreenSubtreeIsDrawn() {
        let engine = AnimationEngine.shared
        engine.reset()
        var screen = Screen()
        let parent = UIView(frame: CGRect(x: -400, y: 0, width: 390, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 92, height: 94))
        child.backgroundColor = .systemBlue
        child.transform = CGAffineTransform(translationX: 450, y: 0)
        parent.addSubview(child)
        screen.window.addSubview(parent)
        #expect(screen.rows()[0] == "     │  ┌──┐           │")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { child.transform = .identity }
        engine.advance(by: 0.1)
        let moving = screen.rows()
        #expect(moving[0] == "     │▎┌─┐▎            │")
        #expect(moving[1] == "     │▎└─┘▎            │")
        #expect(moving[2...].allSatisfy { $0 == Self.empty })
        engine.advance(by: 1)
        #expect(screen.rows().allSatisfy { $0 == Self.empty })
    }

    /// Cards inside a clipping container (0, 100, 390×40: rows whose centres fall in
    /// [100, 140) — row 3, 117.2) but in a content view placed below its bounds (y 60):
    /// nothing shows. Scrolled up by setting the content view's y to −20, its blue card
    /// (10, 20, 92×94 in it) is at container y 0…94, clipped to 0…40: window y 100…140 —
    /// row 3 — and x 10…102: columns 6 (11.5) … 9 (80.3), a 4×1 fill (no room for edges).
    @Test func clippedSubtreeScrolledIntoView() {
        AnimationEngine.shared.reset()
        var screen = Screen()
        let clipping = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 40))
        clipping.clipsToBounds = true
        let content = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 900))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 92, height: 94))
        card.backgroundColor = .systemBlue
        content.addSubview(card)
        clipping.addSubview(content)
        screen.window.addSubview(clipping)
        #expect(screen.rows().allSatisfy { $0 == Self.empty })
        content.frame.origin.y = -20
        let scrolled = screen.rows()
        #expect(screen.grid[6, 3].background == RGB(red: 0, green: 122, blue: 255))
        #expect(screen.grid[9, 3].background == RGB(red: 0, green: 122, blue: 255))
        #expect(screen.grid[10, 3].background == nil)
        #expect(scrolled.enumerated().allSatisfy { $0.offset == 2 || $0.element == Self.empty })
    }
}
