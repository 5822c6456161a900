import Animators
import Foundation
import TerminalRenderer
import TestSupport
import Testing
import TransitionKit

@testable import Playground

/// The inspector (`i`), read from headless frames as text: the values it shows against values
/// worked by hand from the animations and the geometry, where its panel goes, how the selection
/// moves, the corner marks on the phone, and hostile text.
@MainActor
@Suite struct InspectorTests {
    private func makeSession(animator: Int = 0) -> PlaygroundSession {
        AnimationEngine.shared.reset()
        return PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: animator)
    }

    private func frame(
        _ session: PlaygroundSession, columns: Int, rows: Int, renderer: PlaygroundRenderer? = nil
    ) -> [String] {
        var grid = CellGrid(columns: columns, rows: rows)
        (renderer ?? PlaygroundRenderer(glyphs: .unicode, depth: .monochrome)).render(session, into: &grid)
        return grid.lines()
    }

    /// The number that follows `prefix` on the first line holding it (up to the next space
    /// or `°`).
    private func number(after prefix: String, in lines: [String]) throws -> Double {
        let line = try #require(lines.first { $0.contains(prefix) }, "no line with \(prefix)")
        let rest = try #require(line.range(of: prefix)).upperBound
        let text = line[rest...].prefix { $0.isNumber || $0 == "." || $0 == "-" }
        return try #require(Double(text), "\(line)")
    }

    /// The issue's acceptance check, as `--keys "i p wait:0.5 right tab"` in seed 004's
    /// keyframe flip at 100×32: the inspector opened, the push, half a second, then `→` selects
    /// the container's first subview (the pushed Photos screen, behind) and Tab the next one
    /// beside it, the Home screen that turns. By hand: the keyframes run under ease-in-out over
    /// 3 s, so at 0.5 s the overall progress is the Bézier (0.42, 0, 0.58, 1) at x = 0.5/3 =
    /// 0.1667: parameter s = 0.1439 (x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³), progress
    /// y(s) = 3(1−s)s² + s³ = 0.0561; the first keyframe takes 0 → 0.65 of it from 0 to π/2,
    /// so the angle is 90° × 0.0561 / 0.65 = 7.77° (computed below to the digits the panel
    /// shows). The frame is the bounding box of the 390×844 view turned by θ about
    /// its bottom centre (anchor (0.5, 1), at (195, 844)): corners (±195, −844) and (±195, 0)
    /// about it go to (x cos θ − y sin θ, x sin θ + y cos θ); the box's left is the corner
    /// (−195, 0) at 195 − 195 cos θ = 1.8, its top the corner (−195, −844) at 844 − 195 sin θ −
    /// 844 cos θ = −18.6, its width 390 cos θ + 844 sin θ = 500.6, and its height from there
    /// down to the corner (195, 0) at 844 + 195 sin θ: 844 cos θ + 390 sin θ = 889.0.
    @Test func theFlipsRotationReadsAsTheKeyframesGiveIt() throws {
        let session = makeSession(animator: 3)
        let tokens = try KeyToken.parse("i p wait:0.5 right tab")
        var frames: [String] = []
        HeadlessRunner(columns: 100, rows: 32, fps: 10, tokens: tokens).run(
            session, output: { frames.append($0) }, diagnostics: { _ in })
        let lines = try #require(frames.last).components(separatedBy: "\n")
        let progress = bezierProgress(0.5 / 3, 0.42, 0, 0.58, 1)
        let degrees = 90 * progress / 0.65
        #expect(abs(progress - 0.0561) < 0.0001)
        let shown = try number(after: "Transform  2-D: rotation ", in: lines)
        #expect(abs(shown - degrees) <= 0.005 + 1e-9, "panel \(shown)°, by hand \(degrees)°")
        // The engine's own presentation value for that time, from the layer: the same.
        let home = try #require(InspectorTree(session).nodes.first { $0.view.accessibilityIdentifier == "home" })
        #expect(abs(Double(presentedAngle(home.view)) * 180 / .pi - degrees) < 1e-6)
        // The model holds the end of the last keyframe, π, beside it.
        #expect(lines.contains { $0.hasSuffix("  model    2-D: rotation 180°") })
        // The selected row, and its rotation column at one place.
        #expect(lines.contains { $0.contains("▸ UIView [home]") && $0.contains(" 7.8° ") })
        let theta = degrees * .pi / 180
        let left = 195 - 195 * cos(theta)
        let top = 844 - 195 * sin(theta) - 844 * cos(theta)
        let width = 390 * cos(theta) + 844 * sin(theta)
        let height = 844 * cos(theta) + 390 * sin(theta)
        let expected = [left, top, width, height].map { InspectorFormat.number($0) }
        #expect(expected == ["1.8", "-18.6", "500.6", "889"])
        #expect(lines.contains { $0.contains("Frame      1.8,-18.6 500.6×889  (model 0,844 390×844)") })
    }

    /// Where the panel goes, with a 390×844-point window. The phone's width for the full height
    /// is round((rows − 2) · 2 · 390/844) + 2 columns: 15 at 16 rows (the width left beside a
    /// 24-column HUD), 22 at 24, 30 at 32, 56 at 60; the HUD's rectangle is the rest beside it,
    /// less a column. Opening the inspector takes part of that rectangle and leaves the phone
    /// as it is. 200×60: 143 columns ≥ 44 + 1 + 72, so a side panel: the HUD keeps 44 columns,
    /// the inspector the other 98. Else under a compact HUD of 10 rows (7 below 24 rows).
    /// The cube (entry 11) at 0.3 s of its 0.6 s push, 100×32, Home selected (`→` Tab): Home,
    /// Photos and the container animate more key paths than the panel has rows for bars; the
    /// selected view's come first, so Home's position and transform bars are the first two
    /// below the heading, and the curve is of Home's animation.
    @Test func theSelectedViewsBarsComeFirst() throws {
        let session = makeSession(animator: 10)
        #expect(session.animator.name == "Cube")
        _ = frame(session, columns: 100, rows: 32)
        session.handle(.inspector)
        session.handle(.push)
        session.advance(by: 0.3)
        session.handle(.arrowRight)
        session.handle(.nextAnimator)
        let lines = frame(session, columns: 100, rows: 32)
        let heading = try #require(lines.firstIndex { $0.hasSuffix("Timeline") || $0.contains("  Timeline") })
        let bars = lines[(heading + 1)...].prefix(2).map { String($0.dropFirst(30)) }
        #expect(bars.count == 2 && bars.allSatisfy { $0.contains("UIView [home]") }, "\(bars)")
    }

    @Test func thePanelTakesPartOfTheHUDsRectangle() throws {
        let window = CGSize(width: 390, height: 844)
        let sizes: [(Int, Int, hud: CellRect, inspector: CellRect)] = [
            (
                40, 16, CellRect(column: 16, row: 0, columns: 24, rows: 7),
                CellRect(column: 16, row: 7, columns: 24, rows: 9)
            ),
            (
                80, 24, CellRect(column: 23, row: 0, columns: 57, rows: 10),
                CellRect(column: 23, row: 10, columns: 57, rows: 14)
            ),
            (
                100, 32, CellRect(column: 31, row: 0, columns: 69, rows: 10),
                CellRect(column: 31, row: 10, columns: 69, rows: 22)
            ),
            (
                200, 60, CellRect(column: 57, row: 0, columns: 44, rows: 60),
                CellRect(column: 102, row: 0, columns: 98, rows: 60)
            ),
        ]
        for (columns, rows, hud, inspector) in sizes {
            let closed = try #require(PlaygroundLayout(columns: columns, rows: rows, windowSize: window))
            let open = try #require(
                PlaygroundLayout(columns: columns, rows: rows, windowSize: window, showsInspector: true))
            #expect(open.phone == closed.phone, "\(columns)×\(rows)")
            #expect(closed.inspector == nil)
            #expect(open.hud == hud, "\(columns)×\(rows)")
            #expect(open.inspector == inspector, "\(columns)×\(rows)")
        }
    }

    /// The frames at each size read: the title and the selected row at all four; the transform
    /// of the selected view where the panel has the rows (80×24 on), and at 200×60 the value
    /// columns on every row. Idle, the tree is the window's; `↓` selects its first subview,
    /// the tab bar controller's root view (the window's own frame, 0,0 390×844). The HUD keeps
    /// its animator row above the panel.
    @Test func thePanelReadsAtEverySize() throws {
        for (columns, rows) in [(40, 16), (80, 24), (100, 32), (200, 60)] {
            let session = makeSession()
            session.handle(.inspector)
            session.handle(.arrowDown)
            let lines = frame(session, columns: columns, rows: rows)
            let text = lines.joined(separator: "\n")
            #expect(text.contains("Inspector: window"), "\(columns)×\(rows)\n\(text)")
            #expect(text.contains("▸ TabBarRootView"), "\(columns)×\(rows)\n\(text)")
            #expect(text.contains("Animator   1/18"), "\(columns)×\(rows)\n\(text)")
            if rows >= 24 {
                #expect(text.contains("Frame      0,0 390×844"), "\(columns)×\(rows)\n\(text)")
                #expect(text.contains("Transform  identity"), "\(columns)×\(rows)\n\(text)")
            }
            if columns == 200 {
                #expect(text.contains("frame x,y w×h pt"))
                #expect(
                    lines.contains {
                        $0.contains("▸ TabBarRootView") && $0.contains("0,0 390×844") && $0.contains(" 0° ")
                    })
            }
        }
    }

    /// While the inspector is open, the arrows and Tab move its selection and do nothing else
    /// (no animator is chosen, nothing is pushed); closed, they act as before. In the idle
    /// window's tree (window, tab bar root view, container, navigation root, …): `↓` goes to
    /// row 1, `→` to its first subview (row 2), `←` back to row 1; Tab from the Home screen's
    /// first row (a RowView) goes to the next row beside it, Shift-Tab back; `↑` from row 0
    /// wraps to the last row.
    @Test func theKeysMoveTheSelectionWhileOpen() throws {
        let session = makeSession()
        session.handle(.inspector)
        var tree = InspectorTree(session)
        func selected() -> Int { session.inspectorSelection.index(in: tree) }
        #expect(selected() == 0 && tree.nodes[0].view === session.window)
        session.handle(.arrowDown)
        #expect(selected() == 1 && tree.nodes[1].depth == 1)
        session.handle(.arrowRight)
        #expect(selected() == 2 && tree.nodes[2].depth == 2)
        session.handle(.arrowLeft)
        #expect(selected() == 1)
        let rows = tree.nodes.indices.filter { tree.nodes[$0].view is RowView }
        #expect(rows.count >= 2)
        while selected() != rows[0] { session.handle(.arrowDown) }
        session.handle(.nextAnimator)
        #expect(selected() == rows[1])
        session.handle(.previousAnimator)
        #expect(selected() == rows[0])
        session.handle(.arrowLeft)
        session.handle(.arrowLeft)
        session.handle(.arrowLeft)
        #expect(selected() < rows[0])
        while selected() != 0 { session.handle(.arrowUp) }
        session.handle(.arrowUp)
        #expect(selected() == tree.nodes.count - 1)
        #expect(session.animatorIndex == 0)
        #expect(session.navigationController.viewControllers.count == 1)
        #expect(!session.isAnyTransitioning)
        // Closed: Tab chooses the next animator again.
        session.handle(.inspector)
        session.handle(.nextAnimator)
        #expect(session.animatorIndex == 1)
        tree = InspectorTree(session)
        #expect(!tree.nodes.isEmpty)
    }

    /// The selected view's corners are marked on the phone, and closing the inspector gives
    /// back exactly the frame a renderer that never opened it draws. The Home screen's first
    /// row is at (16, 107) in the window, 358×80 (the list starts at 91, the row 16 in). At
    /// 100×32 the screen is 28×30 cells from (1, 1): 390/28 = 13.93 points a column and
    /// 844/30 = 28.13 a row, so its left edge is in column 1 + ⌊16/13.93⌋ = 2, its right (374
    /// less a hair) in 1 + ⌊373.999/13.93⌋ = 27, its top in row 1 + ⌊107/28.13⌋ = 4 and its
    /// bottom (187 less a hair) in 1 + ⌊186.999/28.13⌋ = 7.
    @Test func theSelectionIsMarkedOnThePhoneAndClosingRestoresIt() throws {
        let session = makeSession()
        let renderer = PlaygroundRenderer(glyphs: .unicode, depth: .monochrome)
        var grid = CellGrid(columns: 100, rows: 32)
        renderer.render(session, into: &grid)
        let before = grid.lines()
        session.handle(.inspector)
        let tree = InspectorTree(session)
        let row = try #require(tree.nodes.firstIndex { $0.view is RowView })
        while session.inspectorSelection.index(in: tree) != row { session.handle(.arrowDown) }
        #expect(
            InspectorTree.windowBox(of: tree.nodes[row].view, in: session.window)
                == CGRect(x: 16, y: 107, width: 358, height: 80))
        renderer.render(session, into: &grid)
        let open = grid.lines().map { Array($0) }
        #expect(open[4][2] == "┏" && open[4][27] == "┓" && open[7][2] == "┗" && open[7][27] == "┛")
        session.handle(.inspector)
        renderer.render(session, into: &grid)
        #expect(grid.lines() == before)
        #expect(frame(session, columns: 100, rows: 32) == before)
    }

    /// A screen title or label text with escape sequences — an OSC that would retitle the
    /// terminal, a CSI that would clear it, a bell, a C1 CSI — shows in the panel as its plain
    /// characters only, and no cell of the frame holds a control character.
    @Test func hostileTextIsSanitisedInThePanel() throws {
        let session = makeSession()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "\u{1B}]0;pwned\u{07}evil\u{1B}[2J\u{9B}31m\u{07}"
        session.window.addSubview(label)
        session.handle(.inspector)
        session.handle(.arrowUp)  // wraps to the last row: the label, the window's last subview
        #expect(InspectorFormat.name(of: label) == "UILabel \"evil\"")
        let lines = frame(session, columns: 100, rows: 32)
        #expect(lines.contains { $0.contains("View       UILabel \"evil\"") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("▸ UILabel \"evil\"") })
        for line in lines {
            #expect(
                line.unicodeScalars.allSatisfy {
                    $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
                })
        }
    }

    /// The panel draws again only rows that changed: a second frame with nothing moving leaves
    /// every row of it as it was (`PanelWriter.flush` compares), so no grid row of the panel is
    /// touched. Read through the rows the renderer keeps: the same rows, the same text.
    @Test func anUnchangedPanelIsNotDrawnAgain() throws {
        let session = makeSession()
        session.handle(.inspector)
        let renderer = PlaygroundRenderer(glyphs: .unicode, depth: .monochrome)
        var grid = CellGrid(columns: 100, rows: 32)
        renderer.render(session, into: &grid)
        let first = grid.lines()
        // Scribble on a panel row: a frame that redrew it would put the text back.
        grid.write("XXXX", column: 32, row: 20)
        renderer.render(session, into: &grid)
        #expect(grid.lines()[20].contains("XXXX"))
        // A change of selection redraws the rows that changed: the old and new selected rows.
        session.handle(.arrowDown)
        renderer.render(session, into: &grid)
        #expect(grid.lines() != first)
    }
}

/// How the inspector writes transforms, checked against matrices built by hand.
@MainActor
@Suite struct InspectorFormatTests {
    /// Scale (2, 0.5), then 30°, then a move of (10, −5), composed as UIKit composes them: a =
    /// 2 cos 30° = 1.732, b = 2 sin 30° = 1, c = −0.5 sin 30° = −0.25, d = 0.5 cos 30° = 0.433.
    /// Back from the entries: √(a² + b²) = 2, atan2(b, a) = 30°, (ad − bc)/2 = (0.75 + 0.25)/2
    /// = 0.5, shear (ac + bd)/(2 · 0.5) = (−0.433 + 0.433) = 0.
    @Test func aTwoDimensionalTransformIsReadAsItsParts() {
        let t = CGAffineTransform(scaleX: 2, y: 0.5).concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: 10, y: -5))
        #expect(isClose(t.a, 1.7320508) && isClose(t.b, 1) && isClose(t.c, -0.25) && isClose(t.d, 0.4330127))
        #expect(
            InspectorFormat.transform(CATransform3DMakeAffineTransform(t), ascii: false) == [
                "2-D: rotation 30°, scale 2×0.5, translation 10,-5 pt"
            ])
        #expect(
            InspectorFormat.transform(CATransform3DMakeAffineTransform(t), ascii: true) == [
                "2-D: rotation 30 deg, scale 2x0.5, translation 10,-5 pt"
            ])
        #expect(InspectorFormat.transform(CATransform3DIdentity, ascii: false) == ["identity"])
        #expect(InspectorFormat.rotation(CATransform3DMakeAffineTransform(t), ascii: false) == "30°")
    }

    /// A 3-D transform is its matrix, row by row as `CATransform3D` stores it: a move of
    /// (10, 20, 30) is the identity with m41 m42 m43 = 10 20 30; a perspective of 1/500 puts
    /// −0.002 in m34. Each entry right-aligned in 8 columns.
    @Test func aThreeDimensionalTransformIsItsMatrix() {
        var t = CATransform3DMakeTranslation(10, 20, 30)
        t.m34 = -1.0 / 500
        #expect(
            InspectorFormat.transform(t, ascii: false) == [
                "3-D: matrix, rows m11…m14 to m41…m44",
                "       1       0       0       0",
                "       0       1       0       0",
                "       0       0       1  -0.002",
                "      10      20      30       1",
            ])
        #expect(InspectorFormat.rotation(t, ascii: false) == "3-D")
    }
}
