import Foundation

/// A process's CPU time, all its threads, to the nanosecond: the sum over its threads of the
/// first field of `/proc/PID/task/TID/schedstat` (nanoseconds run on a CPU); where the kernel
/// keeps no such statistics, `utime` + `stime` of `/proc/PID/stat` (fields 14 and 15, in clock
/// ticks of `sysconf(_SC_CLK_TCK)`, 1/100 s on Linux). Read before and after a timed window,
/// the difference is what the process ran in it (a thread that ends inside the window takes
/// its time with it from the nanosecond sum: the program's work is on its main thread).
/// Source: Linux `proc(5)`, `Documentation/scheduler/sched-stats.rst`.
enum ProcessCPUTime {
    /// The seconds of CPU `process` has used so far; nil when it cannot be read (the process
    /// ended).
    static func seconds(of process: pid_t) -> Double? {
        let tasks = "/proc/\(process)/task"
        if let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) {
            let times = threads.compactMap { thread in
                (try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8))
                    .flatMap(nanoseconds(schedstat:))
            }
            if !times.isEmpty && times.count == threads.count { return Double(times.reduce(0, +)) / 1e9 }
        }
        guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let ticks = ticks(stat: text)
        else { return nil }
        return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The nanoseconds run on a CPU from the text of a `schedstat` file (its first of three
    /// numbers); nil when the text is not of that shape.
    static func nanoseconds(schedstat text: String) -> Int? {
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count == 3 else { return nil }
        return Int(fields[0])
    }

    /// `utime` + `stime` from the text of a `/proc/PID/stat` file. The second field, the
    /// command's name in parentheses, may hold spaces and parentheses itself: the fields are
    /// counted from the last `)`, after which field 3 (the state) comes first, so `utime` is
    /// the 12th and `stime` the 13th there. Nil when the text is not of that shape.
    static func ticks(stat text: String) -> Int? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
}
