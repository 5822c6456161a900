import Foundation
import Playground
import TerminalRenderer

/// The benchmark's output: a Markdown table per size (per animator, then all of them), the
/// targets checked at 200×60, the machine, and any animator whose script did not run through. In `--work` mode only the
/// deterministic counts. Ours.
struct BenchReport {
    /// One animator at one size.
    struct Row {
        let size: GridSize
        let animator: String
        let samples: [FrameSample]
        let idleFrames: Int
        let idleBytes: Int
        /// Why the script stopped early for this animator (a transition that did not end), or nil.
        var unfinished: String? = nil
        /// The `--views` case (`ViewCountCase.name`) the row measured, or nil.
        var viewCase: String? = nil
    }

    let mode: BenchOptions.Mode
    let term: String
    let glyphs: GlyphSet
    let throughNcurses: Bool
    var depth = ColorDepth.monochrome
    private(set) var rows: [Row] = []

    init(mode: BenchOptions.Mode, term: String, glyphs: GlyphSet, throughNcurses: Bool) {
        self.mode = mode
        self.term = term
        self.glyphs = glyphs
        self.throughNcurses = throughNcurses
    }

    mutating func add(_ row: Row) {
        rows.append(row)
    }

    /// Whether every animator's script ran through (every transition ended).
    var allFinished: Bool { rows.allSatisfy { $0.unfinished == nil } }

    /// One line per animator whose script stopped early; empty when all ran through.
    private func unfinishedLines() -> [String] {
        let stopped = rows.compactMap { row in
            row.unfinished.map { "- \(row.size.columns)×\(row.size.rows) \(row.animator): \($0)" }
        }
        guard !stopped.isEmpty else { return [] }
        return ["", "NOT measured to the end (the figures above stop where the script did):"] + stopped
    }

    func text() -> String {
        var lines: [String] = []
        #if DEBUG
            lines.append("WARNING: debug build; timings mean little (swift run -c release pushpop-bench)")
        #endif
        lines.append(
            "pushpop-bench: \(term), \(Self.name(depth)), \(glyphs == .unicode ? "Unicode" : "ASCII") glyphs, "
                + (throughNcurses ? "through ncurses' doupdate" : "pushpop's encoder") + "; "
                + "script per animator: push, push, pop, pop at 60 fps")
        switch mode {
        case .measure:
            lines.append(Self.machine())
            for size in sizes {
                lines.append("")
                lines.append(contentsOf: measureTable(size))
                lines.append(contentsOf: viewCaseTable(size))
            }
            // The targets are for the built-in screens; `--views` cases have their own.
            if !rows.contains(where: { $0.viewCase != nil }) {
                lines.append("")
                lines.append(contentsOf: targets())
            }
        case .work:
            for size in sizes {
                lines.append("")
                lines.append(contentsOf: workTable(size))
            }
        }
        lines.append(contentsOf: unfinishedLines())
        return lines.joined(separator: "\n")
    }

    private var sizes: [GridSize] {
        var seen: [GridSize] = []
        for row in rows where !seen.contains(row.size) { seen.append(row.size) }
        return seen
    }

    private func measureTable(_ size: GridSize) -> [String] {
        var lines = [
            "\(size.columns)×\(size.rows): CPU ms per frame (renderer = rasterise + encode + write; model apart)",
            "",
            "| animator | frames | renderer mean | p95 | max | rasterise p95 | encode p95 | write p95 | model mean "
                + "| fps | bytes/frame | minimal | ratio | changed cells/frame | redrawn cells/frame "
                + "| allocs/frame | model allocs/frame |",
            "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
        ]
        let selected = rows.filter { $0.size == size }
        for row in selected {
            lines.append(Self.measureLine(row.animator, row.samples))
        }
        lines.append(Self.measureLine("**all**", selected.flatMap(\.samples)))
        return lines
    }

    private static func measureLine(_ name: String, _ samples: [FrameSample]) -> String {
        let renderer = Distribution(samples.map(\.renderer))
        let bytes = samples.reduce(0) { $0 + $1.bytes }
        let minimal = samples.reduce(0) { $0 + $1.minimalBytes }
        let cells = samples.reduce(0) { $0 + $1.changedCells }
        let redrawn = samples.reduce(0) { $0 + $1.redrawnCells }
        let count = max(samples.count, 1)
        let columns: [String] = [
            name, "\(samples.count)", ms(renderer.mean), ms(renderer.p95), ms(renderer.max),
            ms(Distribution(samples.map(\.rasterise)).p95), ms(Distribution(samples.map(\.encode)).p95),
            ms(Distribution(samples.map(\.write)).p95), ms(Distribution(samples.map(\.model)).mean),
            renderer.mean > 0 ? String(format: "%.0f", 1000 / renderer.mean) : "-",
            "\(bytes / count)", "\(minimal / count)",
            minimal > 0 ? String(format: "%.3f", Double(bytes) / Double(minimal)) : "-",
            "\(cells / count)", "\(redrawn / count)", allocations(samples.map(\.rendererAllocations)),
            allocations(samples.map(\.modelAllocations)),
        ]
        return "| " + columns.joined(separator: " | ") + " |"
    }

    /// Allocations per frame: the mean, to one decimal (a steady state without any reads 0.0).
    static func allocations(_ counts: [Int]) -> String {
        String(format: "%.1f", Double(counts.reduce(0, +)) / Double(max(counts.count, 1)))
    }

    static func ms(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// The targets at 200×60 (or the largest size measured if 200×60 was not): p95 renderer CPU
    /// ≤ 1 ms, bytes ≤ 1.1× the minimal encoder's, nothing drawn or sent when idle.
    private func targets() -> [String] {
        let target = sizes.first { $0.columns == 200 && $0.rows == 60 } ?? sizes.last
        guard let target else { return [] }
        let selected = rows.filter { $0.size == target }
        let samples = selected.flatMap(\.samples)
        let p95 = Distribution(samples.map(\.renderer)).p95
        let bytes = samples.reduce(0) { $0 + $1.bytes }
        let minimal = samples.reduce(0) { $0 + $1.minimalBytes }
        let ratio = minimal > 0 ? Double(bytes) / Double(minimal) : 0
        let worstRatio =
            selected.map { row -> Double in
                let b = row.samples.reduce(0) { $0 + $1.bytes }
                let m = row.samples.reduce(0) { $0 + $1.minimalBytes }
                return m > 0 ? Double(b) / Double(m) : 0
            }.max() ?? 0
        let idleFrames = selected.reduce(0) { $0 + $1.idleFrames }
        let idleBytes = selected.reduce(0) { $0 + $1.idleBytes }
        func verdict(_ ok: Bool) -> String { ok ? "met" : "NOT met" }
        return [
            "Targets at \(target.columns)×\(target.rows), all animators:",
            "- p95 renderer CPU per frame \(Self.ms(p95)) ms (≤ 1 ms): \(verdict(p95 <= 1))",
            "- bytes \(String(format: "%.3f", ratio))× the minimal encoder's overall, worst animator "
                + "\(String(format: "%.3f", worstRatio))× (≤ 1.1×): \(verdict(worstRatio <= 1.1))",
            "- idle: \(idleFrames) frames and \(idleBytes) bytes once nothing moves (0): "
                + verdict(idleFrames == 0 && idleBytes == 0),
        ]
    }

    /// With `--views`: each case's frames at `size` against the first case's (the 6-row Home
    /// screen), the target being a renderer mean within 20 % of it. Empty without `--views`.
    private func viewCaseTable(_ size: GridSize) -> [String] {
        var cases: [String] = []
        for row in rows where row.size == size {
            if let name = row.viewCase, !cases.contains(name) { cases.append(name) }
        }
        guard let first = cases.first else { return [] }
        func samples(_ name: String) -> [FrameSample] {
            rows.filter { $0.size == size && $0.viewCase == name }.flatMap(\.samples)
        }
        let baseline = Distribution(samples(first).map(\.renderer)).mean
        var lines = [
            "",
            "\(size.columns)×\(size.rows), views that draw nothing: each case against \(first) (target: "
                + "renderer mean within 20 %)",
            "",
            "| case | frames | renderer mean | p95 | rasterise mean | allocs/frame | model allocs/frame "
                + "| mean vs \(first) |",
            "|---|--:|--:|--:|--:|--:|--:|--:|",
        ]
        for name in cases {
            let selected = samples(name)
            let renderer = Distribution(selected.map(\.renderer))
            let ratio = baseline > 0 ? renderer.mean / baseline : 0
            let columns = [
                name, "\(selected.count)", Self.ms(renderer.mean), Self.ms(renderer.p95),
                Self.ms(Distribution(selected.map(\.rasterise)).mean),
                Self.allocations(selected.map(\.rendererAllocations)),
                Self.allocations(selected.map(\.modelAllocations)),
                String(format: "%.2f×", ratio) + (ratio <= 1.2 ? "" : " (NOT met)"),
            ]
            lines.append("| " + columns.joined(separator: " | ") + " |")
        }
        return lines
    }

    private func workTable(_ size: GridSize) -> [String] {
        var lines = [
            "\(size.columns)×\(size.rows) work counts (deterministic; compare callgrind totals run to run)",
            "",
            "| animator | frames | changed cells | bytes | minimal bytes | renderer allocations | model allocations |",
            "|---|--:|--:|--:|--:|--:|--:|",
        ]
        let selected = rows.filter { $0.size == size }
        for row in selected + [
            Row(size: size, animator: "**all**", samples: selected.flatMap(\.samples), idleFrames: 0, idleBytes: 0)
        ] {
            let cells = row.samples.reduce(0) { $0 + $1.changedCells }
            let bytes = row.samples.reduce(0) { $0 + $1.bytes }
            let minimal = row.samples.reduce(0) { $0 + $1.minimalBytes }
            let allocations = row.samples.reduce(0) { $0 + $1.rendererAllocations }
            let modelAllocations = row.samples.reduce(0) { $0 + $1.modelAllocations }
            lines.append(
                "| \(row.animator) | \(row.samples.count) | \(cells) | \(bytes) | \(minimal) | \(allocations) "
                    + "| \(modelAllocations) |")
        }
        return lines
    }

    private static func name(_ depth: ColorDepth) -> String {
        switch depth {
        case .trueColor: "24-bit colour"
        case .palette256: "256 colours"
        case .palette8: "8 colours"
        case .monochrome: "no colour"
        }
    }

    /// Processor count and model (from /proc/cpuinfo).
    static func machine() -> String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            info.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "machine: \(ProcessInfo.processInfo.activeProcessorCount) × \(model)"
    }
}
