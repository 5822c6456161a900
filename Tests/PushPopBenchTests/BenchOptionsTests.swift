import Testing

@testable import pushpop_bench

/// The bench's command line: a mode's defaults give way to `--sizes` and `--animators` in
/// whatever order they come, and options only `--pty` reads are refused without it.
@MainActor
@Suite struct BenchOptionsTests {
    /// `--pty` times 200×60 unless `--sizes` says, before or after it; `--quick` runs animators
    /// 1 and 2 (indices 0 and 1) at 80×24 unless told otherwise.
    @Test func modeDefaultsGiveWayToGivenValuesInAnyOrder() throws {
        let before = try BenchOptions.parse(["--sizes", "80x24", "--pty"])
        let after = try BenchOptions.parse(["--pty", "--sizes", "80x24"])
        let alone = try BenchOptions.parse(["--pty"])
        #expect(before.sizes.map(\.columns) == [80] && before.sizes.map(\.rows) == [24])
        #expect(after.sizes.map(\.columns) == [80] && after.sizes.map(\.rows) == [24])
        #expect(alone.sizes.map(\.columns) == [200] && alone.sizes.map(\.rows) == [60])
        let quick = try BenchOptions.parse(["--animators", "5", "--quick"])
        #expect(quick.animators == [4] && quick.sizes.map(\.columns) == [80])
        #expect(try BenchOptions.parse(["--quick"]).animators == [0, 1])
    }

    /// `--fps`, `--seconds`, `--pushpop` and `--peer` mean nothing to the in-process bench:
    /// without `--pty` the first of them is named in the error.
    @Test func ptyOptionsNeedPty() throws {
        for option in [["--fps", "30"], ["--seconds", "3"], ["--pushpop", "/bin/true"], ["--peer", "/bin/true"]] {
            #expect {
                try BenchOptions.parse(option)
            } throws: { error in
                "\(error)" == "\(option[0]) is an option of --pty (the interactive loop timed on a pseudo-terminal)"
            }
        }
        #expect(try BenchOptions.parse(["--peer", "/bin/true", "--pty"]).peerPath == "/bin/true")
    }
}
