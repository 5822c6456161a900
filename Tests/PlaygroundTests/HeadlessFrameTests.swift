import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// Animators' pushes, drawn headless at their start, middle and end — and an interruptible one
/// caught and scrubbed by keys — compared with frames in `Frames/` that a person has read (see
/// `Frames/README.md` for what was checked in each). Only the phone is compared, not the HUD.
/// Set `PUSHPOP_RECORD_FRAMES=1` to rewrite the files after a deliberate change — then read
/// every changed frame before committing it.
@MainActor
@Suite struct HeadlessFrameTests {
    struct Case: Sendable, CustomStringConvertible {
        let animator: Int
        let file: String
        /// Seconds after the push at which each frame is taken: start, middle(s), end.
        let times: [TimeInterval]
        /// Key tokens (as `--keys` names them) pressed at some of those times, just before that
        /// frame is taken.
        var keys: [TimeInterval: [String]] = [:]
        var description: String { file }
    }

    nonisolated static let cases: [Case] = [
        Case(animator: 0, file: "seed000-vertical-slide", times: [0, 0.5, 1]),
        Case(animator: 1, file: "seed001-photo-zoom", times: [0, 0.5, 1]),
        Case(animator: 2, file: "seed002-scale-fade", times: [0, 0.3, 0.6]),
        // 1.2 s: about 48° into the swing; 1.766 s: keyframe time 0.65 under ease-in-out, the
        // quarter turn.
        Case(animator: 3, file: "seed004-keyframe-flip", times: [0, 1.2, 1.766, 3]),
        Case(animator: 4, file: "ios-default", times: [0, 0.175, 0.35]),
        // 0.15 s: a quarter of the time, the curve at 0.129; 0.3 s: half way, both faces at 45°.
        Case(animator: 10, file: "cube", times: [0, 0.15, 0.3, 0.6]),
        // 0.175 s: the card turned 23°, its back (Photos) facing away; 0.525 s: turned 157°,
        // the back showing.
        Case(animator: 11, file: "card-flip", times: [0, 0.175, 0.525, 0.7]),
        Case(animator: 12, file: "interruptible-slide", times: [0, 0.3, 0.6]),
        // 0.3 s: half way under ease-in-ease-out, the circle's radius half way from 22 points to
        // the farthest corner.
        Case(animator: 13, file: "circle-reveal", times: [0, 0.15, 0.3, 0.6]),
        // Caught a quarter of the way (0.15 s) and moved on to 40 %, held for a second and
        // taken back to 20 %, then released with Esc: it plays back and the push is undone.
        Case(
            animator: 12, file: "interruptible-slide-caught", times: [0, 0.15, 1.15, 1.5],
            keys: [0.15: ["]", "]", "]"], 1.15: ["[", "[", "[", "[", "esc"]]),
    ]

    nonisolated static let framesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Frames")

    /// The phone's cells (outline included) as text, from a 60 × 30 terminal.
    static func phoneText(_ session: PlaygroundSession) -> String {
        var grid = CellGrid(columns: 60, rows: 30)
        let renderer = PlaygroundRenderer(glyphs: .unicode, depth: .monochrome)
        guard let layout = renderer.render(session, into: &grid) else { return "" }
        let lines = grid.lines()
        let outline = layout.phone.outline
        return lines[outline.row..<(outline.row + outline.rows)].map { line in
            let characters = Array(
                line.padding(toLength: outline.column + outline.columns, withPad: " ", startingAt: 0))
            return String(characters[outline.column..<(outline.column + outline.columns)])
        }.joined(separator: "\n") + "\n"
    }

    @Test(arguments: cases)
    func pushFramesMatchTheReadFrames(_ testCase: Case) throws {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: try TestSupport.classicAssets())
        let session = PlaygroundSession(
            catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: testCase.animator)
        session.handle(.push)
        var text = ""
        var elapsed: TimeInterval = 0
        for (index, time) in testCase.times.enumerated() {
            session.advance(by: time - elapsed)
            elapsed = time
            let tokens = testCase.keys[time] ?? []
            for token in tokens {
                session.handle(try #require(PlaygroundKey(token: token), "key token \(token)"))
            }
            let phase = index == 0 ? "start" : index == testCase.times.count - 1 ? "end" : "middle"
            let pressed = tokens.isEmpty ? "" : " after " + tokens.joined(separator: " ")
            text += "--- \(phase) t=\(time)s\(pressed)\n" + Self.phoneText(session)
        }
        let url = Self.framesDirectory.appendingPathComponent(testCase.file + ".txt")
        if ProcessInfo.processInfo.environment["PUSHPOP_RECORD_FRAMES"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "frames of \(testCase.file) differ from Frames/\(testCase.file).txt")
    }

    /// The "Edge-swipe pop" entry popped by a headless `drag:` script, at 10 frames per second in
    /// a 60 × 30 terminal: Photos pushed and settled (0.5 s), then a finger lands at (2, 430) and
    /// moves 300 points right in 0.3 s, a step of 100 points a frame. Frames: the finger down on
    /// the left edge (start), at x 202 — the pop 200 / 390 = 51 % along, linear while driven —
    /// (middle), and 0.5 s after the lift (end: a flick of 1000 points per second finished it).
    @Test func edgeSwipeFramesMatchTheReadFrames() throws {
        AnimationEngine.shared.reset()
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name == "Edge-swipe pop" })
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: try TestSupport.classicAssets()), animators: AnimatorCatalog.entries,
            animatorIndex: index)
        var frames: [String] = []
        let tokens = try KeyToken.parse("p wait:0.5 drag:2,430,302,430,0.3 wait:0.5")
        HeadlessRunner(columns: 60, rows: 30, fps: 10, tokens: tokens).run(
            session, output: { frames.append($0) }, diagnostics: { _ in })
        // Frames: 0 start, 1 `p`, 2…6 the wait, 7 the landing, 8…10 the moves, 11 the lift, 12…16.
        #expect(frames.count == 17)
        var text = ""
        for (phase, number) in [("start", 7), ("middle", 9), ("end", 16)] where frames.indices.contains(number) {
            let lines = frames[number].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            // The phone's outline is the first 28 columns of all 30 rows at this size.
            let phone = lines.prefix(30).map { String($0.prefix(28)) }
            text += "--- \(phase) frame \(number)\n" + phone.joined(separator: "\n") + "\n"
        }
        let url = Self.framesDirectory.appendingPathComponent("edge-swipe-pop.txt")
        if ProcessInfo.processInfo.environment["PUSHPOP_RECORD_FRAMES"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "frames of edge-swipe-pop differ from Frames/edge-swipe-pop.txt")
    }
}
