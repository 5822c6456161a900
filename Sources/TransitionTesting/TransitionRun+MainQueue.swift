import Foundation
import TransitionKit

/// The same steps as `advance(to:)` and `finish()`, letting the main queue run between frames:
/// for animators that complete (or animate) from `DispatchQueue.main.async`, an iOS habit. A
/// test's body runs on the main queue, which cannot run anything else until the test
/// suspends; here each frame suspends until a block queued after the frame's runs, so blocks
/// queued by the frame run before the next (as `Tests/PlaygroundTests/EveryEntryTests` does). Call them with `await` from an `async` test
/// (`try await run.finish()`): in an async function Swift picks these over the synchronous
/// ones. Other main-actor work may run at those moments too — other tests among them, which
/// Swift Testing runs in parallel: should one reset or move `AnimationEngine.shared`, the run
/// throws `engineUsedElsewhere`. Keep tests that run transitions in a `.serialized` suite, or
/// run `swift test --no-parallel`, when they await. Ours.
extension TransitionRun {
    /// `advance(to:)`, letting the main queue run after every frame.
    public func advance(to seconds: TimeInterval) async throws {
        try checkForward(to: seconds)
        while stepFrame(toward: seconds, untilComplete: false) { try await yieldToMainQueue() }
        time = max(time, seconds)
    }

    /// `advance(by:)`, letting the main queue run after every frame.
    public func advance(by seconds: TimeInterval) async throws {
        try await advance(to: time + max(seconds, 0))
    }

    /// `finish()`, letting the main queue run after every frame.
    @discardableResult
    public func finish() async throws -> [UIViewController] {
        for target in finishTargets {
            while stepFrame(toward: target, untilComplete: true) { try await yieldToMainQueue() }
        }
        return try ended()
    }

    /// Runs the blocks queued on the main queue so far — the run gives the queue up and a block
    /// of its own, queued last, resumes it — then the engine's work they started
    /// (`advance(by: 0)`). Throws `engineUsedElsewhere` when the clock is no longer the run's.
    private func yieldToMainQueue() async throws {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        guard !engineWasTouched else {
            throw TransitionTestingError.engineUsedElsewhere(operation: operation, at: time)
        }
        engine.advance(by: 0)
    }
}
