import Animators
import Foundation
import TerminalRenderer
import TestSupport
import Testing
import TransitionKit

@testable import Playground

/// The inspector's timeline, read from headless frames and from its parts: the bar, ticks and
/// cursor of seed 004's flip placed by hand, the cursor and values following a review (a step
/// back in time), the curve plotted dot by dot, and the curve's names.
@MainActor
@Suite struct TimelineSectionTests {
    private func flipSession() -> PlaygroundSession {
        AnimationEngine.shared.reset()
        return PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: 3)
    }

    /// Seed 004's push run to `seconds` with the inspector open and the turning Home screen
    /// selected (`→` the container's first subview, Tab the next beside it).
    private func flipWithHomeSelected(at seconds: TimeInterval) -> PlaygroundSession {
        let session = flipSession()
        // Drawn first at rest, as the app draws every frame: the first drawing measures text in
        // the grid's cells and lays labels out again (a change review cannot undo).
        _ = frame(session)
        session.handle(.inspector)
        session.handle(.push)
        session.advance(by: seconds)
        session.handle(.arrowRight)
        session.handle(.nextAnimator)
        return session
    }

    private func frame(_ session: PlaygroundSession) -> [String] {
        var grid = CellGrid(columns: 100, rows: 32)
        PlaygroundRenderer(glyphs: .unicode, depth: .monochrome).render(session, into: &grid)
        return grid.lines()
    }

    /// At 100×32 the inspector is 69 columns from column 31 (`InspectorTests`); the bars' names
    /// take min(28, max(10, 69/3)) = 23 columns, so the axis starts 1 + 23 + 1 = 25 columns in
    /// (column 56) and is 69 − 25 − 1 = 43 columns wide: time t of the 3 s transition is at
    /// index round(t/3 × 42). The keyframes' key times are 0, 0.65 and 1 of the progress, which
    /// ease-in-out paces: 0.65 is reached at x = 0.5887 of the time (1.766 s), index
    /// round(0.5887 × 42) = 25; the cursor at 1.2 s is at index round(16.8) = 17. So the bar
    /// reads: tick, 16 bars, cursor, 7 bars, tick, 16 bars, tick.
    @Test func theFlipsBarHasItsKeyframesAndTheCursorWhereTheTimesPutThem() throws {
        let session = flipWithHomeSelected(at: 1.2)
        let lines = frame(session)
        let keyframe = easeInOutTime(reaching: 0.65)
        #expect(abs(keyframe - 0.5887) < 0.0001)
        #expect(Int((keyframe * 42).rounded()) == 25 && Int((1.2 / 3 * 42).rounded()) == 17)
        let bar =
            "┿" + String(repeating: "━", count: 16) + "┃" + String(repeating: "━", count: 7) + "┿"
            + String(repeating: "━", count: 16) + "┿"
        let row = try #require(
            lines.firstIndex { $0.contains("transform UIView [home]") }, "\(lines.joined(separator: "\n"))")
        let characters = Array(lines[row])
        #expect(String(characters[56..<(56 + 43)]) == bar)
        // The axis below: 0 s at its start, the time now centred on the cursor (index 17 less
        // half of "1.2 s", column 56 + 15 = 71), the end at the panel's right.
        let axis = Array(lines[row + 1])
        #expect(String(axis[56..<59]) == "0 s" && String(axis[71..<76]) == "1.2 s" && String(axis[96..<99]) == "3 s")
        #expect(lines[row + 2].contains("transform at 40 % of its time: Bézier ease-in-out (0.42,0)(0.58,1)"))
    }

    /// With `--ascii` the same bar is `+`, `=` and the cursor `|` — ticks at indexes 0, 25 and
    /// 42, the cursor at 17 (worked out above) — the rotation in degrees is ` deg`, the curve a
    /// `Bezier`, and every cell of the inspector (rows 10 on, right of the phone) is ASCII once
    /// the grid is made displayable, as the runners make it (an ellipsis becomes `.`).
    @Test func theTimelineAndPanelAreASCIIWithASCIIGlyphs() throws {
        let session = flipWithHomeSelected(at: 1.2)
        var grid = CellGrid(columns: 100, rows: 32)
        PlaygroundRenderer(glyphs: .ascii, depth: .monochrome).render(session, into: &grid)
        grid.makeDisplayable(with: .ascii)
        let lines = grid.lines()
        let bar =
            "+" + String(repeating: "=", count: 16) + "|" + String(repeating: "=", count: 7) + "+"
            + String(repeating: "=", count: 16) + "+"
        let row = try #require(lines.firstIndex { $0.contains("transform UIView [home]") })
        #expect(String(Array(lines[row])[56..<(56 + 43)]) == bar)
        #expect(lines.contains { $0.contains("Transform  2-D: rotation 45.95 deg") })
        #expect(lines.contains { $0.contains("transform at 40 % of its time: Bezier ease-in-out (0.42,0)(0.58,1)") })
        for line in lines[10...] {
            let ascii = line.dropFirst(30).unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(line)")
        }
    }

    /// Stepping back: at 1.8 s, a review of engine time 1.2 s (`AnimationEngine.review(at:)`, as
    /// `,` does) shows the phone and the inspector exactly as drawn live at 1.2 s — the
    /// rotation (90° × y/0.65, y the ease-in-out progress at x = 0.4 of the time: parameter
    /// s = 0.3859, y = 3(1−s)s² + s³ = 0.3319, so 45.95°), the bounding frame, the cursor and
    /// its time, the curve's point. (The HUD's Transition row is the coordinator's progress,
    /// not the panel's: it is left out.)
    @Test func theCursorAndValuesFollowAReview() throws {
        // The phone's 30 columns of every row, and the inspector's rows (10 on) right of it.
        func phoneAndPanel(_ lines: [String]) -> [String] {
            lines.map { String($0.prefix(30)) } + lines[10...].map { String($0.dropFirst(30)) }
        }
        let live = phoneAndPanel(frame(flipWithHomeSelected(at: 1.2)))
        let session = flipWithHomeSelected(at: 1.2)
        session.advance(by: 0.6)
        #expect(phoneAndPanel(frame(session)) != live)
        AnimationEngine.shared.review(at: 1.2)
        let reviewed = phoneAndPanel(frame(session))
        #expect(reviewed == live)
        let progress = bezierProgress(0.4, 0.42, 0, 0.58, 1)
        #expect(abs(progress - 0.3319) < 0.0001)
        let degrees = 90 * progress / 0.65
        #expect(abs(degrees - 45.95) < 0.005)
        #expect(reviewed.contains { $0.contains("Transform  2-D: rotation 45.95°") })
        #expect(reviewed.contains { $0.contains("0 s            1.2 s") })
    }

    /// The issue's check with the inspector open: paused at 1.2 s, three frames back (`,`)
    /// and three forward (`.`) give the frame started from, panel and all; three back, the
    /// cursor's time is 1.2 − 3/60 = 1.15 s and the rotation 90° × y/0.65 with y the
    /// ease-in-out progress at x = 1.15/3 = 0.3833: parameter s = 0.3673, y = 3(1−s)s² + s³ =
    /// 0.3056, so 42.32°.
    @Test func threeFramesBackAndForthGiveTheSameFrame() throws {
        let session = flipWithHomeSelected(at: 1.2)
        session.handle(.pause)
        let start = frame(session)
        for _ in 0..<3 { session.handle(.stepBack) }
        let back = frame(session)
        let progress = bezierProgress(1.15 / 3, 0.42, 0, 0.58, 1)
        let degrees = 90 * progress / 0.65
        #expect(abs(progress - 0.3056) < 0.0001 && abs(degrees - 42.32) < 0.005)
        #expect(back.contains { $0.contains("Transform  2-D: rotation 42.32°") }, "\(back.joined(separator: "\n"))")
        #expect(back.contains { $0.contains("1.15 s") })
        for _ in 0..<3 { session.handle(.step) }
        #expect(frame(session) == start)
    }

    /// A linear curve plotted in ASCII, 5 × 5 cells, one dot a cell: progress x/4 at column x
    /// is on row round((1 − x/4) × 4) = 4 − x, each column joined to the row of the one before
    /// (so a line, not dots), the current point (half way: column 2, row 2) as `o`.
    @Test func aLinearCurvePlotsAsAJoinedDiagonal() {
        let curve = TimelineSection.Curve(name: "opacity", timing: .linear, progress: { $0 }, fraction: 0.5)
        #expect(
            TimelineSection.plot(curve, columns: 5, rows: 5, ascii: true) == [
                "    *", "   **", "  o* ", " **  ", "**   ",
            ])
    }

    /// In braille, 2 × 1 cells are 4 × 4 dots: progress 0, 1/3, 2/3, 1 on dot rows 3, 2, 1, 0,
    /// joined down to the row before. The left cell holds dots (0, 3), (1, 2), (1, 3): bits
    /// 0x40, 0x20, 0x80 = U+28E0 `⣠`; the right (0, 1), (0, 2), (1, 0), (1, 1): 0x02, 0x04,
    /// 0x08, 0x10 = U+281E `⠞`. The point now, at the start, is in the left cell: `●`.
    @Test func brailleCellsHoldTwoByFourDots() {
        let curve = TimelineSection.Curve(name: "opacity", timing: .linear, progress: { $0 }, fraction: 0)
        #expect(TimelineSection.plot(curve, columns: 2, rows: 1, ascii: false) == ["●⠞"])
        let later = TimelineSection.Curve(name: "opacity", timing: .linear, progress: { $0 }, fraction: 1)
        #expect(TimelineSection.plot(later, columns: 2, rows: 1, ascii: false) == ["⣠●"])
    }

    /// Where a spring has settled: progress 1 − e^(−10f) ends at 1 − e^(−10) = 0.99995 and is
    /// within 0.01 of it once e^(−10f) − e^(−10) ≤ 0.01, f ≥ 0.4601; sampled at 1/200, the last
    /// sample still outside is f = 0.460 (0.010007), so it settles from 0.465.
    @Test func aSpringSettlesWhereItStaysWithinOnePercent() {
        #expect(TimelineSection.settlingFraction { 1 - exp(-10 * $0) } == 0.465)
    }

    /// The curves' names: UIKit's Béziers by name with their points; a spring by its damping
    /// ratio, ζ = 10 / (2 √(1 · 100)) = 0.5.
    @Test func curvesAreNamedAsUIKitNamesThem() {
        #expect(TimelineSection.describe(.linear) == "linear")
        #expect(
            TimelineSection.describe(.bezier(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 0.58, y: 1)))
                == "Bézier ease-in-out (0.42,0)(0.58,1)")
        #expect(
            TimelineSection.describe(.bezier(c1: CGPoint(x: 0.3, y: 0.2), c2: CGPoint(x: 0.1, y: 1)))
                == "Bézier (0.3,0.2)(0.1,1)")
        #expect(
            TimelineSection.describe(.spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
                == "spring ζ 0.5")
        #expect(
            TimelineSection.describe(.spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0), ascii: true)
                == "spring zeta 0.5")
    }
}
