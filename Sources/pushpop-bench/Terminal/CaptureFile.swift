import Foundation
import TerminalRenderer

/// An unlinked temporary file as ncurses' output: bytes per frame are the growth of the file
/// offset. No thread and no terminal, so a run is the same instruction for instruction (for
/// `valgrind --tool=callgrind`). ncurses cannot learn a file's size: the caller sets it with
/// `resizeterm`. Ours.
final class CaptureFile: OutputMeter {
    let output: UnsafeMutablePointer<FILE>
    let input: UnsafeMutablePointer<FILE>
    private var offset: off_t = 0
    private var isClosed = false

    /// Creates the file; nil on failure.
    init?() {
        var template = Array("/tmp/pushpop-bench-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in
            if let path = buffer.baseAddress { unlink(path) }
        }
        guard let output = fdopen(descriptor, "w"), let input = fopen("/dev/null", "r") else {
            Glibc.close(descriptor)
            return nil
        }
        self.output = output
        self.input = input
    }

    func endFrame() -> Int {
        fflush(output)
        let now = lseek(fileno(output), 0, SEEK_CUR)
        defer { offset = now }
        return Int(now - offset)
    }

    /// Not measured: a run into a file counts work, it does not time it.
    func measureFloor(_ floor: inout CPUFloor, grid: CellGrid, redrawn: Int) -> Double? {
        nil
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        fclose(output)
        fclose(input)
    }
}
