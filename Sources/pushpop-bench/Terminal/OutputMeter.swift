import Foundation
import TerminalRenderer

/// Where the benchmark's ncurses screen writes, and how many bytes each frame put there.
protocol OutputMeter: AnyObject {
    /// The stream ncurses writes to (its `newterm` output).
    var output: UnsafeMutablePointer<FILE> { get }
    /// The stream ncurses reads from (its `newterm` input; never read).
    var input: UnsafeMutablePointer<FILE> { get }
    /// Ends a frame after ncurses flushed it and returns the bytes written since the last call.
    func endFrame() -> Int
    /// The CPU floor (`CPUFloor`) of the frame `endFrame` last ended, whose grid is `grid`, of
    /// which `redrawn` cells were drawn again, in milliseconds; nil where it is not measured.
    func measureFloor(_ floor: inout CPUFloor, grid: CellGrid, redrawn: Int) -> Double?
    /// Releases the descriptors (after `endwin`/`delscreen`).
    func close()
}
