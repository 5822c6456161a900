import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// Presentations, dismissals and tab switches on the built-in tabbed screens, drawn headless at
/// their start, middle and end like the push frames (`HeadlessFrameTests`), compared with
/// frames in `Frames/` that a person has read (see `Frames/README.md`). Set
/// `PUSHPOP_RECORD_FRAMES=1` to rewrite them after a deliberate change — then read every changed
/// frame before committing it.
@MainActor
@Suite struct PresentationFrameTests {
    struct Case: Sendable, CustomStringConvertible {
        /// The catalogue entry, by name.
        let animator: String
        let file: String
        /// Keys (`--keys` tokens) pressed at once before the first step, then the steps: keys
        /// pressed at the step's start, and the times (seconds after them) of its frames.
        var setup: [String] = []
        let steps: [(keys: [String], times: [TimeInterval])]
        var description: String { file }
    }

    nonisolated static let cases: [Case] = [
        // The inbox's compose sheet (a page sheet): 0.5 s up, the tab bar controller pushed back;
        // 0.5 s down.
        Case(
            animator: "iOS default", file: "page-sheet", setup: ["}"],
            steps: [(["m"], [0, 0.25, 0.5]), (["d"], [0, 0.25, 0.5])]),
        // Photos (what p pushes from Home) as a half sheet: 0.4 s up with the dimming, 0.4 s down.
        Case(animator: "Half sheet", file: "half-sheet", steps: [(["m"], [0, 0.2, 0.4]), (["d"], [0, 0.2, 0.4])]),
        // Photos out of a bubble from Home's selected row: 0.5 s.
        Case(animator: "Bubble present", file: "bubble-present", steps: [(["m"], [0, 0.25, 0.5])]),
        // Library to Messages: 0.3 s, Messages coming in from the right.
        Case(animator: "Tab slide", file: "tab-slide", steps: [(["}"], [0, 0.15, 0.3])]),
        // Without a tab bar delegate UIKit switches at once: one frame.
        Case(animator: "iOS default", file: "tab-switch-system", steps: [(["}"], [0])]),
    ]

    @Test(arguments: cases)
    func framesMatchTheReadFrames(_ testCase: Case) throws {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name == testCase.animator })
        let session = PlaygroundSession(catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: index)
        for token in testCase.setup {
            session.handle(try #require(PlaygroundKey(token: token)))
        }
        var text = ""
        for step in testCase.steps {
            for token in step.keys {
                session.handle(try #require(PlaygroundKey(token: token), "key token \(token)"))
            }
            var elapsed: TimeInterval = 0
            for (index, time) in step.times.enumerated() {
                session.advance(by: time - elapsed)
                elapsed = time
                let phase =
                    step.times.count == 1
                    ? "at once" : index == 0 ? "start" : index == step.times.count - 1 ? "end" : "middle"
                text +=
                    "--- \(step.keys.joined(separator: " ")) \(phase) t=\(time)s\n"
                    + HeadlessFrameTests.phoneText(session)
            }
            // Let it settle before the next step.
            session.advance(by: 1)
        }
        let url = HeadlessFrameTests.framesDirectory.appendingPathComponent(testCase.file + ".txt")
        if ProcessInfo.processInfo.environment["PUSHPOP_RECORD_FRAMES"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "frames of \(testCase.file) differ from Frames/\(testCase.file).txt")
    }
}
