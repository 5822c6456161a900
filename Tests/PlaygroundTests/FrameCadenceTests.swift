import Foundation
import Testing

@testable import Playground

/// The interactive run loop's frame schedule (`FrameCadence`), with times given by hand: no
/// clock is read. Times are monotonic seconds; 1/60 s = 16.666 667 ms.
@Suite struct FrameCadenceTests {
    private func isNear(_ a: TimeInterval, _ b: TimeInterval) -> Bool { abs(a - b) < 1e-9 }

    @Test func intervalIsOneOverTheFrameRate() {
        // 1/60 = 0.016 666 7 s, 1/120 = 0.008 333 3 s, 1/240 = 0.004 166 7 s.
        #expect(isNear(FrameCadence(framesPerSecond: 60).interval, 0.016_666_666_667))
        #expect(isNear(FrameCadence(framesPerSecond: 120).interval, 0.008_333_333_333))
        #expect(isNear(FrameCadence(framesPerSecond: 240).interval, 0.004_166_666_667))
    }

    @Test func steadyCadenceKeepsTheGridWhateverTheFrameCost() {
        let cadence = FrameCadence(framesPerSecond: 60)
        // A frame due at 1000 s, drawn by 1000.004 s (4 ms of work): the next is due at
        // 1000 + 1/60 = 1000.016 666 7 s, a wait of 16.666 7 − 4 = 12.666 7 ms.
        let next = cadence.nextDeadline(after: 1000, now: 1000.004)
        #expect(isNear(next, 1000.016_666_666_667))
        #expect(isNear(cadence.wait(until: next, now: 1000.004), 0.012_666_666_667))
        // Sixty frames, each finished 1 ms after it was due: the deadlines stay on the grid,
        // 60 × 1/60 = 1 s later exactly (timed from each wake-up, 60 × 1 ms would be lost).
        var deadline = 1000.0
        for _ in 0..<60 { deadline = cadence.nextDeadline(after: deadline, now: deadline + 0.001) }
        #expect(isNear(deadline, 1001))
    }

    @Test func frameLateByLessThanAnIntervalIsDrawnAtOnce() {
        let cadence = FrameCadence(framesPerSecond: 60)
        // Due at 1000 s, finished at 1000.020 s (20 ms): the next grid point, 1000.016 667, is
        // 3.3 ms past (less than 16.7 ms): it stays the deadline and the wait is 0.
        let next = cadence.nextDeadline(after: 1000, now: 1000.020)
        #expect(isNear(next, 1000.016_666_666_667))
        #expect(cadence.wait(until: next, now: 1000.020) == 0)
    }

    @Test func frameLateByMoreThanAnIntervalSkipsToTheNextGridPoint() {
        let cadence = FrameCadence(framesPerSecond: 60)
        // Due at 1000 s, finished at 1000.040 s (40 ms): 1000.016 667 is 23.3 ms past (more
        // than an interval) and 1000.033 333 past too; the next point after now is
        // 1000 + 3/60 = 1000.05 s, 10 ms away.
        let next = cadence.nextDeadline(after: 1000, now: 1000.040)
        #expect(isNear(next, 1000.05))
        #expect(isNear(cadence.wait(until: next, now: 1000.040), 0.010))
        // At 120 fps (8.333 ms): due at 1000 s, finished at 1000.020 s: 1000.008 333 is
        // 11.7 ms past, 1000.016 667 past too; next 1000 + 3/120 = 1000.025 s, 5 ms away.
        let fast = FrameCadence(framesPerSecond: 120)
        let fastNext = fast.nextDeadline(after: 1000, now: 1000.020)
        #expect(isNear(fastNext, 1000.025))
        #expect(isNear(fast.wait(until: fastNext, now: 1000.020), 0.005))
    }

    @Test func waitHasSubMillisecondPrecision() {
        let cadence = FrameCadence(framesPerSecond: 60)
        // Due at 1000.016 666 7 s, asked at 1000.0161 s: 0.566 7 ms, not a whole millisecond
        // (a poll(2) timeout rounded up would wait 1 ms, 0.43 ms too long).
        #expect(isNear(cadence.wait(until: 1000 + 1.0 / 60, now: 1000.0161), 0.000_566_666_667))
        // At 240 fps: due at 1000 s, finished at 1000.003 s; next 1000.004 166 7 s, 1.166 7 ms away.
        let fast = FrameCadence(framesPerSecond: 240)
        let next = fast.nextDeadline(after: 1000, now: 1000.003)
        #expect(isNear(next, 1000.004_166_666_667))
        #expect(isNear(fast.wait(until: next, now: 1000.003), 0.001_166_666_667))
        // A deadline already past: no wait.
        #expect(cadence.wait(until: 1000, now: 1000.5) == 0)
    }
}
