import Foundation
import TerminalRenderer

/// The CPU floor of a frame (issue 12): the least any renderer must do to show it, measured on
/// the very frame the bench just rendered, with the renderer's clock (`CPUClock`): copy the
/// frame's bytes (`memcpy`), one `write` of them to the same terminal, one pass comparing the
/// whole grid with the previous frame's, cell by cell, and a store of each redrawn cell once
/// (as many cells as the renderer redrew, stored one after another: the cheapest order). The
/// cells are the grid's own (`Cell`, 16 bytes), copied out of it before the clock starts, so
/// the pass compares what the renderer compares, without its code. Ours.
struct CPUFloor {
    /// The grid's cells, row by row, as the renderer drew them this frame and the one before.
    private var current: [Cell] = []
    private var previous: [Cell] = []
    /// Where the redrawn cells are stored.
    private var stored: [Cell] = []
    /// Where the frame's bytes are copied.
    private var copy: [UInt8] = []
    /// A result of every comparison pass, kept so that the compiler cannot drop the pass.
    private(set) var differingCells = 0

    init() {}

    /// CPU milliseconds of the floor for the frame `grid` whose bytes are `frame`, of which
    /// `redrawn` cells were drawn again; `write` sends bytes to the terminal (one call).
    mutating func measure(
        frame: UnsafeRawBufferPointer, grid: CellGrid, redrawn: Int, write: (UnsafeRawBufferPointer) -> Void
    ) -> Double {
        let count = grid.columns * grid.rows
        swap(&current, &previous)
        if current.count != count {
            current = Array(repeating: .blank, count: count)
            previous = Array(repeating: .blank, count: count)
            stored = Array(repeating: .blank, count: count)
        }
        grid.withUnsafeCells { source in
            current.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: source) }
        }
        if copy.count < frame.count { copy = Array(repeating: 0, count: frame.count) }
        let cells = min(max(redrawn, 0), count)
        var differing = 0
        let time = CPUClock.measure {
            copy.withUnsafeMutableBytes { destination in
                if let target = destination.baseAddress, let source = frame.baseAddress {
                    memcpy(target, source, frame.count)
                }
                write(UnsafeRawBufferPointer(rebasing: destination[0..<frame.count]))
            }
            differing = Self.differingCells(current, previous)
            Self.store(cells, of: current, into: &stored)
        }
        differingCells &+= differing
        return time
    }

    /// The cells that differ between `a` and `b` (of equal counts), in one pass over both,
    /// word by word: a cell is two 64-bit words (its glyph, its colours and weight), equal
    /// cells have equal words (`Cell.==` compares them), and the pass calls no function.
    static func differingCells(_ a: [Cell], _ b: [Cell]) -> Int {
        precondition(MemoryLayout<Cell>.stride == 16, "a cell is two 64-bit words")
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let a = a.assumingMemoryBound(to: UInt64.self)
                let b = b.assumingMemoryBound(to: UInt64.self)
                var differing = 0
                var index = 0
                let end = min(a.count, b.count) & ~1
                while index < end {
                    if a[index] != b[index] || a[index + 1] != b[index + 1] { differing += 1 }
                    index += 2
                }
                return differing
            }
        }
    }

    /// Stores the first `count` cells of `cells` into `target`, one by one.
    static func store(_ count: Int, of cells: [Cell], into target: inout [Cell]) {
        cells.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                for index in 0..<min(count, source.count, target.count) {
                    target[index] = source[index]
                }
            }
        }
    }

    /// How many times `value` is `floor` (the renderer's or the app's CPU per frame against the
    /// floor's); 0 when either is not positive.
    static func ratio(_ value: Double, to floor: Double) -> Double {
        value > 0 && floor > 0 ? value / floor : 0
    }
}
