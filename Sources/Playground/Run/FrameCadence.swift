import Foundation

/// When the interactive run loop draws the frames of an animation: on a grid of deadlines
/// `interval` seconds apart on the monotonic clock, each the previous one plus the interval
/// (never the moment of waking plus the interval, which would add each frame's lateness to
/// the next), so that 60 frames a second means 60. A frame late by less than an interval is
/// drawn at once and the grid kept; one late by more than an interval skips the grid points
/// it missed and waits for the next one, so a slow frame is skipped, not accumulated. Only
/// when frames are drawn follows the grid: the animation clock advances by the real time
/// elapsed. A pure value, tested by hand. Ours.
struct FrameCadence: Equatable {
    /// Seconds between frames: 1 / the frame rate.
    let interval: TimeInterval

    /// The cadence of `framesPerSecond` frames a second (at least 1).
    init(framesPerSecond: Int) {
        interval = 1 / Double(max(framesPerSecond, 1))
    }

    /// The deadline of the frame after the one due at `deadline` (monotonic seconds), at
    /// `now`: `deadline + interval` if that is past by no more than an interval (then it is
    /// drawn at once); else the first grid point `deadline + n × interval` after `now`.
    func nextDeadline(after deadline: TimeInterval, now: TimeInterval) -> TimeInterval {
        let next = deadline + interval
        guard now - next > interval else { return next }
        let missed = ((now - deadline) / interval).rounded(.down)
        return deadline + (missed + 1) * interval
    }

    /// Seconds to wait at `now` for `deadline`: 0 once it has passed.
    func wait(until deadline: TimeInterval, now: TimeInterval) -> TimeInterval {
        max(0, deadline - now)
    }
}
