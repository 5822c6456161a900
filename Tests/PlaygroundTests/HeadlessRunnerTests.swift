import Animators
import Foundation
import Testing
import TransitionKit

@testable import Playground

/// Headless mode's outputs besides the frames: diagnostics and the session's notices.
@MainActor
@Suite struct HeadlessRunnerTests {
    /// Twenty `p` under the keyframe flip (3 s) with no time between them: the first push runs,
    /// the next eight wait (`queueLimit`, each a `transition-queued` diagnostic), the other
    /// eleven are refused, each with the queue-full notice; then `1` is refused mid-transition.
    /// Every notice reaches `notices` as it is given — twelve — as the diagnostics reach
    /// `diagnostics` (seed 004's keyframe first, then the eight queued); the frame after the
    /// last `p` shows the notice as well.
    @Test func noticesGoOutAsTheyAreGivenAsDiagnosticsDo() throws {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
        let session = PlaygroundSession(catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: 3)
        let tokens = try KeyToken.parse(Array(repeating: "p", count: 20).joined(separator: " ") + " 1")
        var frames: [String] = []
        var diagnostics: [Diagnostic.Kind] = []
        var notices: [PlaygroundNotice] = []
        HeadlessRunner(columns: 100, rows: 32, fps: 10, tokens: tokens).run(
            session, output: { frames.append($0) }, diagnostics: { diagnostics.append($0.kind) },
            notices: { notices.append($0) })
        let full = PlaygroundNotice.queueFull(limit: 8)
        #expect(notices == Array(repeating: full, count: 11) + [.switchDuringTransition])
        #expect(diagnostics == [.keyframeOutOfRange] + Array(repeating: .operationQueued, count: 8))
        // Frame 0 is the start, frame N follows the Nth key: the 20th is the last push.
        #expect(frames.count == 22 && frames[20].contains(full.message))
        #expect(session.onNotice == nil, "the runner's handler is gone when it returns")
    }

    /// `drag:` in a script: the finger lands on tile 4 of the photo grid — (138, 229, 114, 114)
    /// in the window, see `clickingATilePushesThatPhotoFromThePoint` — and moves 105 points
    /// right: a drag, not a tap (more than 10 points), so nothing is pushed. Frames: the start,
    /// `p`, 20 during `wait:2` at 10 fps, then the landing, 0.2 s × 10 = 2 steps of the move, and
    /// the lift: 26. The clock moves by the drag's 0.2 s: 2.200 s at the end.
    @Test func aDragIsNoTap() throws {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
        let session = PlaygroundSession(catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: 1)
        let tokens = try KeyToken.parse("p wait:2 drag:195,286,300,286,0.2")
        var frames: [String] = []
        HeadlessRunner(columns: 100, rows: 32, fps: 10, tokens: tokens).run(
            session, output: { frames.append($0) }, diagnostics: { _ in })
        #expect(frames.count == 26)
        #expect(frames[22].hasPrefix("--- frame 22 t=2.000s stack: Home › Photos |"))
        #expect(frames[25].hasPrefix("--- frame 25 t=2.200s stack: Home › Photos |"))
    }

    /// A drag that starts outside the 390×844-point window (cells written for points, or a
    /// sign lost) touches nothing and says so, once for that drag; one starting inside is
    /// silent.
    @Test func aDragStartingOutsideTheWindowIsANotice() throws {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
        let session = PlaygroundSession(catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: 1)
        let tokens = try KeyToken.parse("drag:-5000,400,99999,400,0.2 drag:2,400,100,400,0.1")
        var notices: [PlaygroundNotice] = []
        HeadlessRunner(columns: 100, rows: 32, fps: 10, tokens: tokens).run(
            session, output: { _ in }, diagnostics: { _ in }, notices: { notices.append($0) })
        #expect(
            notices == [
                .dragStartsOutsideWindow(start: CGPoint(x: -5000, y: 400), windowSize: CGSize(width: 390, height: 844))
            ])
        #expect(
            notices.first?.message
                == "drag starts at -5000,400, outside the 390×844-point window: nothing is touched "
                + "(drag: takes window points, not cells)")
    }

    /// A start past a billion points is named as given, not as `inf` (its tenths overflowed).
    @Test func aHugeDragStartIsNamedAsGiven() {
        let notice = PlaygroundNotice.dragStartsOutsideWindow(
            start: CGPoint(x: 1e308, y: -2.5e9), windowSize: CGSize(width: 390, height: 844.5))
        #expect(
            notice.message
                == "drag starts at 1e+308,-2.5e+09, outside the 390×844.5-point window: nothing is touched "
                + "(drag: takes window points, not cells)")
    }

    /// The line on standard error: a diagnostic's form, `[notice]` for the identifier.
    @Test func aNoticeLineReadsLikeADiagnosticLine() {
        #expect(
            PushPop.noticeLine(.alreadyAtRoot, at: 1.5, program: "pushpop")
                == "pushpop: [notice] t=1.500s already at the root")
    }
}
