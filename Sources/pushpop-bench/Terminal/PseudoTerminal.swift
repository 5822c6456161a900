import CNcurses
import Foundation
import TerminalRenderer

/// A pseudo-terminal pair (`posix_openpt`, `grantpt`, `unlockpt`, `ptsname`) of a given size:
/// ncurses writes to the slave side as it would to a terminal; a thread drains the master side
/// and counts what arrives (`OutputTally`), so writes never block for long and every byte that
/// would reach a real terminal is counted. Source: POSIX `posix_openpt(3)`; ours.
final class PseudoTerminal: OutputMeter {
    let output: UnsafeMutablePointer<FILE>
    let input: UnsafeMutablePointer<FILE>
    private let master: Int32
    private let slave: Int32
    private let tally: OutputTally
    private var isClosed = false
    /// The last frame's bytes, for the floor.
    private var frameBytes: [UInt8] = []

    /// Opens a pair `columns` × `rows` cells large and starts draining it, copying every byte
    /// to the open descriptor `dump` if it is not negative (a NUL after each frame); nil on
    /// failure. The caller owns `dump` and closes it after `close()`, so one file can collect
    /// several terminals in turn.
    init?(columns: Int, rows: Int, dump: Int32) {
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            Glibc.close(master)
            return nil
        }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            Glibc.close(master)
            return nil
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        guard let output = fdopen(slave, "w"), let input = fdopen(dup(slave), "r") else {
            Glibc.close(slave)
            Glibc.close(master)
            return nil
        }
        self.master = master
        self.slave = slave
        self.output = output
        self.input = input
        let tally = OutputTally(dump: dump)
        self.tally = tally
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                buffer.withUnsafeBytes { tally.consume(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            }
            tally.finished.signal()
        }
        thread.start()
    }

    func endFrame() -> Int {
        fflush(output)
        var mark: UInt8 = 0
        _ = write(slave, &mark, 1)
        return tally.nextFrame()
    }

    /// Measures the floor of the frame `endFrame` last ended, whose grid is `grid` and of which
    /// `redrawn` cells were drawn again: its bytes written again to the slave side, not counted
    /// as a frame nor dumped. CPU milliseconds.
    func measureFloor(_ floor: inout CPUFloor, grid: CellGrid, redrawn: Int) -> Double? {
        tally.lastFrame(into: &frameBytes)
        tally.discardUntilMark()
        let slave = self.slave
        let time = frameBytes.withUnsafeBytes { frame in
            floor.measure(frame: frame, grid: grid, redrawn: redrawn) { bytes in
                _ = write(slave, bytes.baseAddress, bytes.count)
            }
        }
        _ = endFrame()
        return time
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        fclose(output)
        fclose(input)
        // With the slave side closed, the master's reads end (EIO) once it is drained.
        tally.finished.wait()
        Glibc.close(master)
    }
}
