import Playground
import Testing

@testable import pushpop_bench

/// The "Targets" block of `pushpop-bench`'s report (issue 12's targets), from frames given by
/// hand: no time is measured.
@Suite struct BenchTargetsTests {
    /// `count` frames whose renderer takes `rasterise` + 0.1 ms (encode) + 0 ms (write), with
    /// `floor` ms of floor and `bytes` against 100 minimal bytes.
    private func row(_ size: GridSize, count: Int, rasterise: Double, floor: Double, bytes: Int) -> BenchReport.Row {
        let sample = FrameSample(
            model: 0, rasterise: rasterise, encode: 0.1, write: 0, bytes: bytes, minimalBytes: 100,
            changedCells: 10, redrawnCells: 10, floor: floor)
        return BenchReport.Row(
            size: size, animator: "1 Test", samples: Array(repeating: sample, count: count), idleFrames: 0,
            idleBytes: 0)
    }

    @Test func targetsAreThoseOfIssue12AtBothSizes() {
        var report = BenchReport(mode: .measure, term: "xterm-256color", glyphs: .unicode, throughNcurses: false)
        // 200×60: every frame 0.3 + 0.1 = 0.4 ms (p95 0.4 ≤ 0.5: met), floor 0.125 ms (0.4 / 0.125
        // = 3.2× ≤ 4×: met), 100 bytes against 100 (1.000×: met).
        report.add(row(GridSize(columns: 200, rows: 60), count: 20, rasterise: 0.3, floor: 0.125, bytes: 100))
        // 400×120: 1.1 + 0.1 = 1.2 ms (p95 1.2 > 1: NOT met), floor 0.2 ms (6.0×: NOT met), 110
        // bytes against 100 (1.100× > 1.0×: NOT met).
        report.add(row(GridSize(columns: 400, rows: 120), count: 20, rasterise: 1.1, floor: 0.2, bytes: 110))
        let lines = report.text().split(separator: "\n").map(String.init)
        #expect(lines.contains("- 200×60 p95 renderer CPU per frame 0.400 ms (≤ 0.500 ms): met"))
        #expect(lines.contains("- 200×60 renderer mean 3.2× the floor's 0.125 ms (≤ 4.0×): met"))
        #expect(
            lines.contains(
                "- 200×60 bytes 1.000× the minimal encoder's overall, worst animator 1.000× (≤ 1.0×): met"))
        #expect(lines.contains("- 200×60 idle: 0 frames and 0 bytes once nothing moves (0): met"))
        #expect(lines.contains("- 400×120 p95 renderer CPU per frame 1.200 ms (≤ 1.000 ms): NOT met"))
        #expect(lines.contains("- 400×120 renderer mean 6.0× the floor's 0.200 ms (≤ 4.0×): NOT met"))
        #expect(
            lines.contains(
                "- 400×120 bytes 1.100× the minimal encoder's overall, worst animator 1.100× (≤ 1.0×): NOT met"))
    }

    @Test func anotherSizeAloneIsCheckedAgainstThe200x60Budget() {
        var report = BenchReport(mode: .measure, term: "xterm-256color", glyphs: .unicode, throughNcurses: false)
        // 80×24 only (--quick): 0.5 + 0.1 = 0.6 ms against 0.5 ms: NOT met.
        report.add(row(GridSize(columns: 80, rows: 24), count: 4, rasterise: 0.5, floor: 0.3, bytes: 100))
        let lines = report.text().split(separator: "\n").map(String.init)
        #expect(lines.contains("- 80×24 p95 renderer CPU per frame 0.600 ms (≤ 0.500 ms): NOT met"))
        #expect(lines.contains("- 80×24 renderer mean 2.0× the floor's 0.300 ms (≤ 4.0×): met"))
    }
}
