import Foundation
import Playground

/// What `pushpop-bench --pty` prints: a Markdown table of the frames each program delivered at
/// each `--fps`, with its CPU and bytes per frame and the CPU against the floor (`CPUFloor`,
/// measured in-process on the same size and animator), the machine and its load, and the
/// targets at 60 fps checked for pushpop. A frame that changes nothing sends nothing and is
/// not seen, so a program whose frames often change nothing (a peer drawing at whole-row
/// steps) has fewer frames and a higher CPU per frame for the same work: the share of a core
/// compares such programs. Ours.
struct CadenceReport {
    let animator: String
    let size: GridSize
    let seconds: Double
    /// The floor's mean CPU per frame, in milliseconds.
    let floor: Double
    private(set) var rows: [(program: String, statistics: CadenceStatistics)] = []

    /// The most pushpop's CPU per frame may be of the floor at 60 fps (issue 12: 4×).
    static let floorRatioTarget = 4.0

    init(animator: String, size: GridSize, seconds: Double, floor: Double) {
        self.animator = animator
        self.size = size
        self.seconds = seconds
        self.floor = floor
    }

    mutating func add(_ row: CadenceStatistics, program: String) {
        rows.append((program, row))
    }

    /// Whether the cadence targets at the default rate are met: 60.0 ± 0.5 fps delivered, p99
    /// of the interval ≤ 2 ms off 1/60 s.
    static func meetsTargets(_ row: CadenceStatistics) -> Bool {
        abs(row.delivered - 60) <= 0.5 && row.p99Deviation <= 0.002
    }

    func text() -> String {
        var lines: [String] = []
        #if DEBUG
            lines.append("WARNING: debug build; build pushpop and pushpop-bench with -c release")
        #endif
        lines.append(
            "pushpop-bench --pty: each program on a \(size.columns)×\(size.rows) pseudo-terminal, pushpop with "
                + "animator \(animator), pushes and pops queued; frames timed on the master side over "
                + String(format: "%.1f s", seconds) + "; CPU of the program's process over the same window")
        lines.append(BenchReport.machine() + ", load average " + Self.loadAverage())
        lines.append(
            "floor (in-process, the same animator and size): \(BenchReport.ms(floor)) ms CPU per frame")
        lines.append("")
        lines.append(
            "| program | --fps | frames | delivered fps | mean interval ms | target ms "
                + "| p99 \\|interval − target\\| ms | max interval ms | intervals > 1.5 × target "
                + "| CPU % of a core | CPU ms/frame | × floor | bytes/frame |")
        lines.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for (program, row) in rows {
            let columns = [
                URL(fileURLWithPath: program).lastPathComponent, "\(row.requested)", "\(row.frames)",
                String(format: "%.2f", row.delivered), Self.ms(row.meanInterval), Self.ms(1 / Double(row.requested)),
                Self.ms(row.p99Deviation), Self.ms(row.maxInterval), "\(row.gaps)",
                String(format: "%.1f", row.cpuShare * 100), Self.ms(row.cpuPerFrame),
                BenchReport.times(CPUFloor.ratio(row.cpuPerFrame * 1000, to: floor)),
                String(format: "%.0f", row.bytesPerFrame),
            ]
            lines.append("| " + columns.joined(separator: " | ") + " |")
        }
        if let sixty = rows.first(where: { $0.statistics.requested == 60 })?.statistics {
            let ratio = CPUFloor.ratio(sixty.cpuPerFrame * 1000, to: floor)
            lines.append("")
            lines.append(
                "Targets at --fps 60 (issue 12; they do not change the exit status): 60.0 ± 0.5 fps delivered, p99 "
                    + "of the interval ≤ 2 ms off 16.667 ms: " + (Self.meetsTargets(sixty) ? "met" : "NOT met"))
            lines.append(
                "CPU per frame \(Self.ms(sixty.cpuPerFrame)) ms, \(BenchReport.times(ratio)) the floor "
                    + "(≤ \(BenchReport.times(Self.floorRatioTarget))): "
                    + (ratio > 0 && ratio <= Self.floorRatioTarget ? "met" : "NOT met"))
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
