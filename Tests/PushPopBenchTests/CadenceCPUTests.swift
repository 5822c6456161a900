import Testing

@testable import pushpop_bench

/// `pushpop-bench --pty`'s CPU and bytes per frame, and the reading of `/proc/PID/stat`, with
/// values worked by hand.
@Suite struct CadenceCPUTests {
    @Test func statFieldsAreCountedFromTheLastParenthesis() {
        // proc(5): pid (comm) state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt
        // cmajflt utime stime …; a name with a space and a ")" of its own: utime 250 + stime 37.
        let line = "4242 (push pop) x) S 1 4242 4242 34816 4242 4194304 120 0 3 0 250 37 0 0 20 0 1 0 99\n"
        #expect(ProcessCPUTime.ticks(stat: line) == 287)
        // Cut short before stime, or no name: nil.
        #expect(ProcessCPUTime.ticks(stat: "4242 (pushpop) S 1 4242 4242 34816 4242 4194304 120 0 3 0 250") == nil)
        #expect(ProcessCPUTime.ticks(stat: "garbage") == nil)
    }

    @Test func schedstatGivesNanosecondsOnACPU() {
        // sched-stats: time on a CPU (ns), time waiting to run (ns), timeslices run.
        #expect(ProcessCPUTime.nanoseconds(schedstat: "127463 3352476 2\n") == 127_463)
        #expect(ProcessCPUTime.nanoseconds(schedstat: "127463 3352476") == nil)
        #expect(ProcessCPUTime.nanoseconds(schedstat: "") == nil)
    }

    @Test func cpuAndBytesPerFrameAreOverTheFramesSeen() {
        // Four frames at 60 fps (every 16.666 ms), each one read of 1 000 bytes, then a read
        // 2 ms into the fourth frame (its second piece, 500 bytes, within the burst gap), all in
        // the window; 0.02 s of CPU: 5 ms per frame; 4 500 bytes / 4 frames = 1 125.
        let ms: UInt64 = 1_000_000
        let times: [UInt64] = [1000 * ms, 1000 * ms + 16_667_000, 1000 * ms + 33_333_000, 1050 * ms, 1052 * ms]
        let arrivals = zip(times, [1000, 1000, 1000, 1000, 500]).map { ChildTerminal.Arrival(time: $0, bytes: $1) }
        let statistics = CadenceStatistics(
            arrivals: arrivals, from: 999 * ms, to: 1100 * ms, requested: 60, cpuSeconds: 0.02)
        #expect(statistics.frames == 4)
        #expect(abs(statistics.cpuPerFrame - 0.005) < 1e-12)
        #expect(abs(statistics.bytesPerFrame - 1125) < 1e-9)
        // 0.02 s of CPU over the 101 ms window (999 to 1 100 ms): 0.198 of a core.
        #expect(abs(statistics.cpuShare - 0.02 / 0.101) < 1e-9)
        // CPU per frame 5 ms against a floor of 0.05 ms: 100×.
        #expect(abs(CPUFloor.ratio(statistics.cpuPerFrame * 1000, to: 0.05) - 100) < 1e-6)
    }

    @Test func perFrameWithoutFramesIsZero() {
        #expect(CadenceStatistics.perFrame(0.3, frames: 0) == 0)
        #expect(abs(CadenceStatistics.perFrame(0.3, frames: 60) - 0.005) < 1e-12)
    }
}
