import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The keys that look back while paused: `,` one frame back, `<` `>` a tenth of the transition,
/// `.` forward through what was stepped back over — by the engine's review, which samples the
/// animations at the earlier time. On seed 004's keyframe flip (3 s), the case.
@MainActor
@Suite struct ReviewKeysTests {
    /// The flip's session (entry 4, index 3), on the classic screens.
    private func flipSession() throws -> PlaygroundSession {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: try TestSupport.classicAssets()), animators: AnimatorCatalog.entries,
            animatorIndex: 3)
        #expect(session.animator.name == "Keyframe flip (seed 004)")
        return session
    }

    /// A headless frame without its header line (frame number and time).
    private func body(_ frame: String) -> Substring {
        frame.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last ?? ""
    }

    /// The first 28 columns of the frame's first 30 lines: the phone, outline included, in a
    /// 60 × 30 terminal (the HUD is beside it).
    private func phone(_ frame: String) -> [Substring] {
        body(frame).split(separator: "\n", omittingEmptySubsequences: false).prefix(30).map { $0.prefix(28) }
    }

    /// The check, as a `--keys` script at 60 frames per second: pause 1.2 s into the
    /// flip, step back three frames and forward three: the whole frame, HUD included, is the
    /// one before, character for character; each frame stepped back to shows the phone as the
    /// live frame of that moment did.
    @Test func threeFramesBackAndForwardGiveTheFrameBeforeExactly() throws {
        let session = try flipSession()
        var frames: [String] = []
        let tokens = try KeyToken.parse("p wait:1.2 space , , , . . .")
        HeadlessRunner(columns: 60, rows: 30, fps: 60, tokens: tokens).run(
            session, output: { frames.append($0) }, diagnostics: { _ in })
        // Frames: 0 start, 1 `p`, 2…73 the wait (72 steps of 1/60 s), 74 paused, 75…77 `,`,
        // 78…80 `.`.
        try #require(frames.count == 81)
        #expect(body(frames[80]) == body(frames[74]), "forward three: the frame before, exactly")
        #expect(frames[80].hasPrefix("--- frame 80 t=1.200s"), "no time moved")
        // Back one, two, three frames: the phone as it was live 1, 2, 3 frames before 1.2 s.
        for back in 1...3 {
            #expect(phone(frames[74 + back]) == phone(frames[73 - back]), "\(back) back")
        }
        #expect(phone(frames[77]) != phone(frames[73]), "the flip moved in three frames")
        // The HUD says how far back: 3 × 1/60 s = 0.050 s.
        #expect(body(frames[77]).contains("Review     −0.050 s (, . < >)"))
        #expect(frames[77].hasPrefix("--- frame 77 t=1.200s showing 1.150s"))
        #expect(!body(frames[80]).contains("Review"))
    }

    @Test func aTenthOfTheTransitionBackAndOnThroughTheSameMoments() throws {
        let session = try flipSession()
        session.handle(.push)
        let engine = AnimationEngine.shared
        session.advance(by: 0.9)
        let liveAt09 = presentedAngle(try #require(session.flippedView))
        session.advance(by: 0.3)
        let liveAt12 = presentedAngle(try #require(session.flippedView))
        session.handle(.pause)
        // `<`: 3 s / 10 back, to 0.9 s (within the sum's rounding).
        session.handle(.timelineBack)
        #expect(isClose(try #require(session.reviewOffset), -0.3, 1e-12))
        #expect(isClose(presentedAngle(try #require(session.flippedView)), liveAt09, 1e-9))
        // On back to the push at 0 s (0.9 s is three tenths, give or take the sums' last
        // bits), where it stops: nothing before the push can be shown.
        var presses = 1
        while session.notice == nil && presses < 8 {
            session.handle(.timelineBack)
            presses += 1
        }
        #expect((5...6).contains(presses))
        #expect(engine.reviewTime == 0)
        #expect(session.notice == .reviewAtEarliest(secondsBack: engine.currentTime))
        // `>` returns through the same moments to now, exactly.
        while engine.reviewTime != nil && presses > 0 {
            session.handle(.timelineForward)
            presses -= 1
        }
        #expect(engine.reviewTime == nil)
        #expect(presentedAngle(try #require(session.flippedView)) == liveAt12)
        // Once live, `>` moves the clock on a tenth, as `.` does a frame.
        session.handle(.timelineForward)
        #expect(isClose(engine.currentTime, 1.5, 1e-12))
    }

    @Test func keysThatCannotLookBackNowSaySo() throws {
        let session = try flipSession()
        session.handle(.stepBack)
        #expect(session.notice == .reviewNeedsPause)
        session.handle(.timelineForward)
        #expect(session.notice == .reviewNeedsPause)
        session.handle(.pause)
        session.handle(.timelineBack)
        #expect(session.notice == .noTransitionToReview)
        #expect(session.notice?.message == "no transition to scrub: < > move along a running one")
        // Paused with nothing animated since the start: nothing earlier to show.
        session.handle(.stepBack)
        #expect(session.notice == .reviewAtEarliest(secondsBack: 0))
        #expect(
            session.notice?.message
                == "nothing earlier to show: 0.000 s back something changed that sampling the animations cannot undo")
    }

    @Test func unpausingWhileReviewingRunsOnFromNow() throws {
        let session = try flipSession()
        session.handle(.push)
        session.advance(by: 1)
        session.handle(.pause)
        session.handle(.stepBack)
        #expect(AnimationEngine.shared.reviewTime != nil)
        session.handle(.pause)
        #expect(!session.isPaused)
        #expect(AnimationEngine.shared.reviewTime == nil)
        #expect(session.reviewOffset == nil)
        #expect(session.reviewTrail.isEmpty)
        // A push while reviewing waits behind the flip: nothing on screen changes, the review
        // stays. ↓ moves the selection on Photos (a border moves): the engine is live again.
        session.handle(.pause)
        session.handle(.stepBack)
        session.handle(.push)
        #expect(AnimationEngine.shared.reviewTime != nil)
        session.handle(.arrowDown)
        #expect(AnimationEngine.shared.reviewTime == nil)
        #expect(session.reviewOffset == nil)
    }

    /// A transition driven by its fraction (`[` scrubs a pop with a percent-driven interaction)
    /// holds its layers' time: each step of the finger is a change, and between steps every
    /// moment shows the same frame.
    @Test func aScrubbedTransitionIsHeldByItsFractionNotTheClock() throws {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: try TestSupport.classicAssets()), animators: AnimatorCatalog.entries,
            animatorIndex: 4)
        #expect(session.animator.name == "iOS default")
        let engine = AnimationEngine.shared
        // Drawn first at rest, as the app draws every frame: the first drawing measures text in
        // the grid's cells and lays labels out again (a change review cannot undo).
        _ = TestSupport.phoneScreenLines(session, columns: 60, rows: 30)
        session.handle(.push)
        session.advance(by: 1)
        session.handle(.scrubBack)  // an interactive pop, at 5 %
        session.advance(by: 0)
        #expect(session.scrub != nil)
        let scrubbedAt = engine.currentTime
        #expect(engine.earliestReviewTime == scrubbedAt)
        session.advance(by: 0.5)
        let held = TestSupport.phoneScreenLines(session, columns: 60, rows: 30)
        session.handle(.pause)
        session.handle(.stepBack)
        #expect(engine.reviewTime != nil)
        #expect(TestSupport.phoneScreenLines(session, columns: 60, rows: 30) == held, "held: the same frame")
        for _ in 0..<40 { session.handle(.stepBack) }
        #expect(engine.reviewTime == scrubbedAt)
        #expect(session.notice == .reviewAtEarliest(secondsBack: engine.currentTime - scrubbedAt))
        // The finger's next step is a change: live again, and nothing before it.
        session.handle(.scrubBack)
        #expect(engine.reviewTime == nil)
        #expect(engine.earliestReviewTime == engine.currentTime)
    }

    @Test func theKeysAreInTheTableAndScripts() throws {
        #expect(
            try KeyToken.parse(", < > .") == [
                .key(.stepBack), .key(.timelineBack), .key(.timelineForward), .key(.step),
            ])
        #expect(PlaygroundKey(character: ",") == .stepBack)
        #expect(KeyTable.helpLines.contains(",  <  >             while paused: one frame back / a tenth of the"))
    }
}

extension PlaygroundSession {
    /// The view seed 004's push turns: the root screen's, while the flip runs.
    fileprivate var flippedView: UIView? {
        navigationController.viewControllers.first?.view
    }
}

/// The on-screen rotation angle of `view`, radians: atan2(b, a) of its presentation transform.
@MainActor
private func presentedAngle(_ view: UIView) -> CGFloat {
    let t = view.layer.presentation()?.affineTransform() ?? .identity
    return atan2(t.b, t.a)
}

private func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}
