import Foundation

/// A process's CPU time, all its threads, user and system, from `/proc/PID/stat` (fields 14
/// `utime` and 15 `stime`, in clock ticks of `sysconf(_SC_CLK_TCK)`, 1/100 s on Linux): read
/// before and after a timed window, the difference is what the process ran in it, to a tick.
/// Source: Linux `proc(5)`.
enum ProcessCPUTime {
    /// The seconds of CPU `process` has used so far; nil when it cannot be read (the process
    /// ended).
    static func seconds(of process: pid_t) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let ticks = ticks(stat: text)
        else { return nil }
        return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
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
