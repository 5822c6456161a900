import Testing

@testable import TerminalRenderer
@testable import pushpop_bench

/// The floor's work (`CPUFloor`) and the ratios printed against it, with values worked by hand.
/// No time is asserted: only what the floor does and the arithmetic on given times.
@MainActor
@Suite struct CPUFloorTests {
    private let red = RGB(red: 255, green: 0, blue: 0)

    @Test func comparisonCountsEveryDifferingCellInOnePass() {
        // Four cells: the same blank, the same "x", "y" against "z" (glyph), and a blank against
        // a blank on red (colour only): 2 differ.
        let a = [Cell(), Cell(character: "x"), Cell(character: "y"), Cell()]
        let b = [Cell(), Cell(character: "x"), Cell(character: "z"), Cell(background: red)]
        #expect(CPUFloor.differingCells(a, b) == 2)
        // Bold alone differs too (the weight is in the second word): 1.
        #expect(CPUFloor.differingCells([Cell(character: "q")], [Cell(character: "q", isBold: true)]) == 1)
        #expect(CPUFloor.differingCells(a, a) == 0)
    }

    @Test func storeWritesTheFirstCellsOnce() {
        let source = [Cell(character: "a"), Cell(character: "b"), Cell(character: "c")]
        var target = [Cell(), Cell(), Cell()]
        CPUFloor.store(2, of: source, into: &target)
        // "a" and "b" stored, the third left blank.
        #expect(target == [Cell(character: "a"), Cell(character: "b"), Cell()])
        // More than there are: all three, no more.
        CPUFloor.store(5, of: source, into: &target)
        #expect(target == source)
    }

    @Test func measureWritesTheFrameOnceAndComparesWithTheLastFrame() {
        var floor = CPUFloor()
        var grid = CellGrid(columns: 3, rows: 2)
        var writes: [[UInt8]] = []
        let bytes: [UInt8] = Array("\u{1B}[1;1Hab".utf8)
        // First frame: all blank against the blank start: nothing differs; one write of the 8 bytes.
        _ = bytes.withUnsafeBytes { frame in
            floor.measure(frame: frame, grid: grid, redrawn: 6) { writes.append(Array($0)) }
        }
        #expect(writes == [bytes])
        #expect(floor.differingCells == 0)
        // Second frame: (0,0) and (2,1) changed: 2 cells differ from the first frame.
        grid[0, 0] = Cell(character: "a")
        grid[2, 1] = Cell(character: "b", foreground: red)
        _ = bytes.withUnsafeBytes { frame in
            floor.measure(frame: frame, grid: grid, redrawn: 2) { writes.append(Array($0)) }
        }
        #expect(writes == [bytes, bytes])
        #expect(floor.differingCells == 2)
        // Third frame, unchanged: nothing more differs (the running count stays 2).
        _ = bytes.withUnsafeBytes { frame in
            floor.measure(frame: frame, grid: grid, redrawn: 0) { writes.append(Array($0)) }
        }
        #expect(floor.differingCells == 2)
    }

    @Test func ratioIsTheValueOverTheFloor() {
        // 0.6 ms against a floor of 0.05 ms: 12×; nothing measured: 0.
        #expect(abs(CPUFloor.ratio(0.6, to: 0.05) - 12) < 1e-9)
        #expect(CPUFloor.ratio(0.6, to: 0) == 0)
        #expect(CPUFloor.ratio(0, to: 0.05) == 0)
    }

    @Test func reportRatioIsTheRendererMeanOverTheFloorMean() {
        // Renderer = rasterise + encode + write: 0.3 + 0.1 + 0.1 = 0.5 and 0.5 + 0.1 + 0.1 = 0.7,
        // mean 0.6 ms; floors 0.04 and 0.06, mean 0.05 ms: 0.6 / 0.05 = 12×.
        let samples = [
            FrameSample(
                model: 1, rasterise: 0.3, encode: 0.1, write: 0.1, bytes: 10, minimalBytes: 10, changedCells: 1,
                redrawnCells: 1, floor: 0.04),
            FrameSample(
                model: 1, rasterise: 0.5, encode: 0.1, write: 0.1, bytes: 10, minimalBytes: 10, changedCells: 1,
                redrawnCells: 1, floor: 0.06),
        ]
        #expect(abs(BenchReport.floorRatio(samples) - 12) < 1e-9)
        #expect(BenchReport.times(BenchReport.floorRatio(samples)) == "12.0×")
        // --work measures no floor: no ratio.
        var unmeasured = samples
        for index in unmeasured.indices { unmeasured[index].floor = 0 }
        #expect(BenchReport.floorRatio(unmeasured) == 0)
        #expect(BenchReport.times(0) == "-")
    }
}
