import Foundation
import Playground

/// What `pushpop-bench --pty` prints: a Markdown table of the frames delivered at each
/// `--fps`, the machine and its load, and the targets at 60 fps checked. Ours.
struct CadenceReport {
    let program: String
    let animator: String
    let size: GridSize
    let seconds: Double
    private(set) var rows: [CadenceStatistics] = []

    init(program: String, animator: String, size: GridSize, seconds: Double) {
        self.program = program
        self.animator = animator
        self.size = size
        self.seconds = seconds
    }

    mutating func add(_ row: CadenceStatistics) {
        rows.append(row)
    }

    /// Whether the targets at the default rate are met: 60.0 ± 0.5 fps delivered, p99 of the
    /// interval ≤ 2 ms off 1/60 s.
    static func meetsTargets(_ row: CadenceStatistics) -> Bool {
        abs(row.delivered - 60) <= 0.5 && row.p99Deviation <= 0.002
    }

    func text() -> String {
        var lines: [String] = []
        #if DEBUG
            lines.append("WARNING: debug build; build pushpop and pushpop-bench with -c release")
        #endif
        lines.append(
            "pushpop-bench --pty: \(program) on a \(size.columns)×\(size.rows) pseudo-terminal, "
                + "animator \(animator), pushes and pops queued; frames timed on the master side over "
                + String(format: "%.1f s", seconds))
        lines.append(BenchReport.machine() + ", load average " + Self.loadAverage())
        lines.append("")
        lines.append(
            "| --fps | frames | delivered fps | mean interval ms | target ms | p99 \\|interval − target\\| ms "
                + "| max interval ms | intervals > 1.5 × target |")
        lines.append("|--:|--:|--:|--:|--:|--:|--:|--:|")
        for row in rows {
            let columns = [
                "\(row.requested)", "\(row.frames)", String(format: "%.2f", row.delivered),
                Self.ms(row.meanInterval), Self.ms(1 / Double(row.requested)), Self.ms(row.p99Deviation),
                Self.ms(row.maxInterval), "\(row.gaps)",
            ]
            lines.append("| " + columns.joined(separator: " | ") + " |")
        }
        if let sixty = rows.first(where: { $0.requested == 60 }) {
            lines.append("")
            lines.append(
                "Target at --fps 60: 60.0 ± 0.5 fps delivered, p99 of the interval ≤ 2 ms off 16.667 ms: "
                    + (Self.meetsTargets(sixty) ? "met" : "NOT met"))
        }
        return lines.joined(separator: "\n")
    }

    private static func ms(_ seconds: Double) -> String {
        String(format: "%.3f", seconds * 1000)
    }

    /// The 1, 5 and 15 minute load averages (from /proc/loadavg): other work on the machine
    /// delays frames.
    private static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
