import Foundation

/// The monotonic clock (`CLOCK_MONOTONIC`) in seconds: what the interactive run loop times
/// frames and the animation by, and what `TerminalScreen.waitForInput` waits by, so that a
/// wait computed from one is exact on the other. Source: POSIX `clock_gettime(2)`; ours.
public enum MonotonicClock {
    /// Seconds since an arbitrary fixed point (the system's start); never goes back.
    public static func now() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
    }
}
