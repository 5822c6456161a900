import Foundation

/// The calling thread's CPU time, from `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`: time spent
/// running this thread's code, not time waiting (a blocked `write` to a full pseudo-terminal
/// costs nothing). Nanoseconds. Source: POSIX `clock_gettime`.
enum CPUClock {
    /// CPU nanoseconds this thread has used so far.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs `body` and returns its CPU time in milliseconds.
    @inline(__always)
    static func measure(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return Double(now() - start) / 1_000_000
    }
}
