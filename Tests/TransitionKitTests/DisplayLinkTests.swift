import Foundation
import TestSupport
import Testing
import TransitionKit

/// `CADisplayLink` on the engine's clock: it fires at the end of every `advance(by:)` with the
/// engine's time.
@MainActor
@Suite struct DisplayLinkTests {
    @MainActor final class Counter {
        var stamps: [CFTimeInterval] = []
        var durations: [CFTimeInterval] = []
        var ticks = 0
        func step(_ link: CADisplayLink) {
            stamps.append(link.timestamp)
            durations.append(link.duration)
        }
        func tick() { ticks += 1 }
    }

    @Test func firesEveryFrameWithTheEngineTime() {
        let engine = freshEngine()
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.step)
        #expect(link.timestamp == 0)
        engine.advance(by: 0.1)
        #expect(counter.stamps.isEmpty, "not added yet")
        link.add(to: .main, forMode: .common)
        #expect(engine.hasActiveAnimations, "a running link keeps frames coming")
        engine.advance(by: 0.1)
        engine.advance(by: 0.05)
        #expect(counter.stamps.count == 2)
        #expect(isClose(counter.stamps[0], 0.2) && isClose(counter.stamps[1], 0.25))
        #expect(isClose(counter.durations[0], 1.0 / 60), "no frame before: 1/60")
        #expect(isClose(counter.durations[1], 0.05), "the time since the frame before")
        #expect(isClose(link.targetTimestamp, 0.3))

        link.isPaused = true
        #expect(!engine.hasActiveAnimations)
        engine.advance(by: 0.1)
        #expect(counter.stamps.count == 2, "paused")
        link.isPaused = false
        engine.advance(by: 0.1)
        #expect(counter.stamps.count == 3 && isClose(counter.stamps[2], 0.45))

        link.invalidate()
        engine.advance(by: 0.1)
        #expect(counter.stamps.count == 3, "invalidated")
        link.add(to: .main, forMode: .default)
        engine.advance(by: 0.1)
        #expect(counter.stamps.count == 3, "an invalidated link cannot be added again")
    }

    /// At 20 frames per second the link skips frames closer than 1/20 s to the one it fired
    /// on: frames every 1/60 s fire on every third.
    @Test func preferredFramesPerSecondSkipsFrames() {
        let engine = freshEngine()
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.tick)
        link.preferredFramesPerSecond = 20
        link.add(to: RunLoop.main, forMode: RunLoop.Mode.default)
        for _ in 0..<9 { engine.advance(by: 1.0 / 60) }
        #expect(counter.ticks == 3, "at 1/60, 4/60 and 7/60 s")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 60)
        for _ in 0..<3 { engine.advance(by: 1.0 / 60) }
        #expect(counter.ticks == 6, "the range's preferred 60 wins: every frame")
        link.remove(from: .main, forMode: .default)
        engine.advance(by: 1.0 / 60)
        #expect(counter.ticks == 6)
    }
}
