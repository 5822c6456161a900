import Animators
import Foundation
import Testing
import TransitionKit

@testable import Playground

/// `PUSHPOP_ANIMATIONS`: the mode from the environment, Reduce Motion as UIKit reports it, and
/// headless frames of a push under `none` and `basic` at chosen times.
@MainActor
@Suite(.serialized) struct ReduceMotionTests {
    @Test func theModeComesFromTheEnvironment() throws {
        #expect(try AnimationMode.from(environment: [:]) == .full)
        #expect(try AnimationMode.from(environment: ["PUSHPOP_ANIMATIONS": "none"]) == .none)
        #expect(try AnimationMode.from(environment: ["PUSHPOP_ANIMATIONS": "basic"]) == .basic)
        #expect(try AnimationMode.from(environment: ["PUSHPOP_ANIMATIONS": "full"]) == .full)
        #expect(throws: UsageError("PUSHPOP_ANIMATIONS='Fast' is not one of none, basic, full")) {
            try AnimationMode.from(environment: ["PUSHPOP_ANIMATIONS": "Fast"])
        }
    }

    /// `none` and `basic` turn Reduce Motion on, `full` off, each change announced once.
    @Test func reducedModesTurnReduceMotionOn() {
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: 0)
        defer { session.animations = .full }
        let posts = PostCount()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in posts.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!UIAccessibility.isReduceMotionEnabled)
        session.animations = .none
        #expect(UIAccessibility.isReduceMotionEnabled && posts.value == 1)
        session.animations = .basic  // still reduced: no change to announce
        #expect(UIAccessibility.isReduceMotionEnabled && posts.value == 1)
        session.animations = .full
        #expect(!UIAccessibility.isReduceMotionEnabled && posts.value == 2)
    }

    /// The frames (the phone's 28 columns of each row) of Vertical slide (seed 000, 1 s) at
    /// 60×30, 10 fps, for `keys`, under `mode`, with their times.
    private func phoneFrames(_ keys: String, _ mode: AnimationMode) throws -> [(time: String, rows: [String])] {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: 0)
        session.animations = mode
        defer { session.animations = .full }
        var frames: [(time: String, rows: [String])] = []
        HeadlessRunner(columns: 60, rows: 30, fps: 10, tokens: try KeyToken.parse(keys)).run(
            session,
            output: { text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let time = lines[0].split(separator: " ")[3]  // "t=1.000s"
                frames.append((String(time), lines[1...30].map { String($0.prefix(28)) }))
            }, diagnostics: { _ in })
        return frames
    }

    /// `none`: the push is run to its end before the frame after `p` is drawn — at t = 1.000 s
    /// (the slide's 1 s), the phone as the push under `full` leaves it at 1 s; later frames
    /// are the same. `basic`: the frame after `p` (also at 1 s, the transition over) shows the
    /// screen as it was before the push — the snapshot at alpha 1 — which fades out linearly in
    /// 0.3 s: at 1.1 s (alpha 2/3) the old screen's blank cells draw ▓ over the new one, at 1.2 s
    /// (alpha 1/3) ░ with the new screen's bar showing through, and at 1.3 s it is gone: the
    /// phone is `none`'s.
    @Test func noneJumpsAndBasicCrossFades() throws {
        let full = try phoneFrames("p wait:1", .full)
        let none = try phoneFrames("p wait:0.3", .none)
        let basic = try phoneFrames("p wait:0.3", .basic)
        #expect(full.count == 12 && full[11].time == "t=1.000s")
        #expect(none.map(\.time) == ["t=0.000s", "t=1.000s", "t=1.100s", "t=1.200s", "t=1.300s"])
        #expect(none[1].rows == full[11].rows)
        #expect(none[4].rows == none[1].rows)
        // The first photo tile's top, ringed as selected (the ring is a band of colour: no
        // light edge of its own on the row above).
        #expect(none[1].rows[4] == "││                        ││")
        #expect(none[1].rows[5].hasPrefix("││┏━━━━━━┓"))

        #expect(basic.map(\.time) == none.map(\.time))
        #expect(basic[1].rows == basic[0].rows)
        #expect(basic[0].rows[3] == "││          Home          ││")
        #expect(basic[2].rows[3] == "││▓▓▓▓▓▓▓▓▓▓Home▓▓▓▓▓▓▓▓▓▓││")
        #expect(basic[3].rows[3] == "││‹░Home░░░Photos░░░░░░░░░││")
        #expect(basic[4].rows == none[1].rows)
    }
}

/// Notifications counted by an observer block (posted on the main thread, read after).
private final class PostCount: @unchecked Sendable {
    var value = 0
}
