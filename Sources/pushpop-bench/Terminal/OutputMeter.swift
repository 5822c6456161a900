import Foundation

/// Where the benchmark's ncurses screen writes, and how many bytes each frame put there.
protocol OutputMeter: AnyObject {
    /// The stream ncurses writes to (its `newterm` output).
    var output: UnsafeMutablePointer<FILE> { get }
    /// The stream ncurses reads from (its `newterm` input; never read).
    var input: UnsafeMutablePointer<FILE> { get }
    /// Ends a frame after ncurses flushed it and returns the bytes written since the last call.
    func endFrame() -> Int
    /// Releases the descriptors (after `endwin`/`delscreen`).
    func close()
}
