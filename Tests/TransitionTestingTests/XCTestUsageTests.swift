import TransitionKit
import TransitionTesting
import XCTest

/// TransitionTesting from XCTest, as a project still on XCTest uses it: the same calls, a
/// thrown error fails the test method. The methods are `async`, so Swift picks the awaiting
/// `advance` and `finish`, which let the main queue run between frames (XCTest runs one test
/// at a time, so nothing else touches the engine meanwhile). Its end frame, in `__Frames__/XCTestUsageTests/`, is
/// `SlideFrameTests`' push-end without the label (the same push, white Profile on top).
final class XCTestUsageTests: XCTestCase {
    @MainActor
    func testPushFromXCTest() async throws {
        let home = ColoredViewController("Home", .systemBlue)
        let profile = ColoredViewController("Profile", .white)
        let run = try TransitionRun.push(profile, onto: home, animator: SlideAnimator())
        // t = 0.3 of 0.4 s, linear: 390 · 0.25 = 97.5 points still to go.
        try await run.advance(to: 0.3)
        XCTAssertEqual(run.presentation(of: profile.view).frame.minX, 97.5, accuracy: 1e-6)
        let stack = try await run.finish()
        XCTAssertEqual(stack.map(\.title), ["Home", "Profile"])
        XCTAssertTrue(run.diagnostics.isEmpty)
        try expectFrame(run.frame(columns: 40, rows: 24), named: "push-end")
    }

    @MainActor
    func testAnUndoneTransitionFailsWithItsReason() async throws {
        let run = try TransitionRun.push(
            ColoredViewController("Next", .white), onto: ColoredViewController("Home", .white),
            animator: UndoingAnimator())
        do {
            try await run.finish()
            XCTFail("finish() returned for an undone push")
        } catch {
            XCTAssertEqual(error as? TransitionTestingError, .transitionCancelled(operation: "push", showing: ["Home"]))
        }
    }

    /// An animator that completes from `DispatchQueue.main.async` (`MainQueueFadeAnimator`):
    /// the synchronous `finish()` cannot run the queued block and reports the transition
    /// never completing; the awaiting one lets it run and ends the push at its first frame
    /// after 0.2 s (the animation's end at 0.2 s exactly, the block on the queue after it).
    @MainActor
    func testACompletionFromTheMainQueueNeedsTheAwaitingFinish() async throws {
        let run = try TransitionRun.push(
            ColoredViewController("Next", .white), onto: ColoredViewController("Home", .white),
            animator: MainQueueFadeAnimator())
        let stack = try await run.finish()
        XCTAssertEqual(stack.map(\.title), ["Home", "Next"])
        XCTAssertEqual(run.time, 0.2, accuracy: 1e-9)
        XCTAssertTrue(run.diagnostics.isEmpty)

        let stuck = try TransitionRun.push(
            ColoredViewController("Next", .white), onto: ColoredViewController("Home", .white),
            animator: MainQueueFadeAnimator())
        let sync: () throws -> [UIViewController] = stuck.finish
        XCTAssertThrowsError(try sync()) { error in
            XCTAssertEqual(
                error as? TransitionTestingError,
                .transitionDidNotComplete(operation: "push", duration: 0.2, after: 2.2))
        }
        // The block was only waiting for the main queue: once the test suspends, it runs.
        XCTAssertFalse(stuck.isComplete)
        await Task.yield()
        XCTAssertTrue(stuck.isComplete)
    }

    /// Something else resets the engine while an awaiting run gives the main queue up (here a
    /// block queued before the first frame, as another test's work would be): the run says so
    /// after that frame, 1/60 s in, rather than carry on with a clock that is not its own.
    @MainActor
    func testAnEngineResetElsewhereIsReported() async throws {
        let run = try TransitionRun.push(
            ColoredViewController("Next", .white), onto: ColoredViewController("Home", .white),
            animator: SlideAnimator())
        DispatchQueue.main.async { AnimationEngine.shared.reset() }
        do {
            try await run.advance(to: 0.1)
            XCTFail("the run went on after the engine was reset")
        } catch {
            XCTAssertEqual(error as? TransitionTestingError, .engineUsedElsewhere(operation: "push", at: 1.0 / 60))
        }
    }
}
