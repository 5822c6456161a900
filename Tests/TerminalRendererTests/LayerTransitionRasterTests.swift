import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Frames of a `CATransition` and of a `UIView.transition` flip, as text read by a person.
///
/// A 400 × 200 window in a 42 × 12 grid: 40 × 10 cells free, scale min(40/400, 10·2/200) = 0.1 →
/// 40 columns × 10 rows of 10 × 20 points; outline 42 × 12 at (0, 0); screen columns 1…40,
/// rows 1…10. A view from x₀ to x₁ covers the columns whose centres (c − 0.5)·10 fall in
/// [x₀, x₁).
@MainActor
@Suite struct LayerTransitionRasterTests {
    private func makeWindow() -> UIWindow {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        window.makeKeyAndVisible()
        return window
    }

    private func render(_ window: UIWindow) -> CellGrid {
        var grid = CellGrid(columns: 42, rows: 12)
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: 42, rows: 12))
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(window, into: &grid, layout: layout)
        return grid
    }

    /// A page filling `container`, in `color`, with a centred label.
    private func page(_ title: String, _ color: UIColor, in container: UIView) -> UIView {
        let page = UIView(frame: container.bounds)
        page.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 100, y: 80, width: 200, height: 40))
        label.text = title
        label.textAlignment = .center
        label.textColor = .white
        page.addSubview(label)
        container.addSubview(page)
        return page
    }

    /// Push from the right over 1 s, linear, on a container holding the "OLD" page; the page is
    /// replaced by "NEW" right after. At 0: the old page in place. At 0.25 s: the old page 100
    /// points (10 columns) to the left, its right edge at column 30, its label at x = 0…200,
    /// columns 1…20, "OLD" centred from column 1 + (20 − 3)/2 = 9; the new page starts at
    /// x = 300, column 31, its label off screen. At 0.5 s: the old page's right edge at column 20
    /// and its label at columns −9…10, so only the "D" shows, in column 1; the new page from
    /// column 21, its label at columns 31…50, "NEW" from column 39: "NE" shows. The pages'
    /// borders off screen are cut, as is everything outside the container's bounds. At the
    /// end: the new page alone.
    @Test func pushFramesAtStartMiddleAndEnd() {
        let window = makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let old = page("OLD", .systemBlue, in: container)
        AnimationEngine.shared.advance(by: 0)  // a frame shows OLD: the transition's old look
        let transition = CATransition()
        transition.duration = 1
        transition.type = .push
        transition.subtype = .fromRight
        container.layer.add(transition, forKey: kCATransition)
        old.removeFromSuperview()
        _ = page("NEW", .systemGreen, in: container)
        let start = """
            ╭────────────────────────────────────────╮
            │┌──────────────────────────────────────┐│
            ││                                      ││
            ││                                      ││
            ││                                      ││
            ││                 OLD                  ││
            ││                                      ││
            ││                                      ││
            ││                                      ││
            ││                                      ││
            │└──────────────────────────────────────┘│
            ╰────────────────────────────────────────╯
            """
        #expect(render(window).text() == start)
        AnimationEngine.shared.advance(by: 0.25)
        let quarter = """
            ╭────────────────────────────────────────╮
            │─────────────────────────────┐┌─────────│
            │                             ││         │
            │                             ││         │
            │                             ││         │
            │        OLD                  ││         │
            │                             ││         │
            │                             ││         │
            │                             ││         │
            │                             ││         │
            │─────────────────────────────┘└─────────│
            ╰────────────────────────────────────────╯
            """
        #expect(render(window).text() == quarter)
        AnimationEngine.shared.advance(by: 0.25)
        let middle = """
            ╭────────────────────────────────────────╮
            │───────────────────┐┌───────────────────│
            │                   ││                   │
            │                   ││                   │
            │                   ││                   │
            │D                  ││                 NE│
            │                   ││                   │
            │                   ││                   │
            │                   ││                   │
            │                   ││                   │
            │───────────────────┘└───────────────────│
            ╰────────────────────────────────────────╯
            """
        #expect(render(window).text() == middle)
        AnimationEngine.shared.advance(by: 0.5)
        let end = start.replacingOccurrences(of: "OLD", with: "NEW")
        #expect(render(window).text() == end)
    }

    /// `UIView.transition(with:)` flipping from the right over 1 s, linear: at 0.25 s the view is
    /// turned 45° with the right edge towards the viewer (taller than the left); at 0.5 s it is
    /// edge-on and nothing of it is drawn; at the end it is upright with the new content.
    @Test func flipIsEdgeOnAtHalfTime() {
        let window = makeWindow()
        let card = UIView(frame: CGRect(x: 100, y: 40, width: 200, height: 120))
        card.backgroundColor = .systemBlue
        window.addSubview(card)
        UIView.transition(
            with: card, duration: 1, options: [.transitionFlipFromRight, .curveLinear],
            animations: { card.backgroundColor = .systemGreen })
        AnimationEngine.shared.advance(by: 0.25)
        let turned = render(window)
        let blue = RGB(red: 0, green: 122, blue: 255)
        var rowsByColumn: [Int: Int] = [:]
        for row in 1...10 {
            for column in 1...40 where turned[column, row].background == blue {
                rowsByColumn[column, default: 0] += 1
            }
        }
        let columns = rowsByColumn.keys.sorted()
        #expect(columns.count > 2)
        if let left = columns.first, let right = columns.last {
            #expect(rowsByColumn[right, default: 0] > rowsByColumn[left, default: 0], "the right edge comes forward")
        }
        AnimationEngine.shared.advance(by: 0.25)
        let blank = render(emptyWindow())
        #expect(render(window).text() == blank.text(), "edge-on: nothing of it is drawn")
        AnimationEngine.shared.advance(by: 0.5)
        let green = RGB(red: 52, green: 199, blue: 89)
        #expect(render(window)[20, 5].background == green)
    }

    private func emptyWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        window.makeKeyAndVisible()
        return window
    }
}
