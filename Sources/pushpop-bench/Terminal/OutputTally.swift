import Dispatch
import Foundation
import Synchronization

/// Counts the bytes read from a pseudo-terminal's master side, split into frames by a NUL
/// byte the benchmark writes after each frame (ncurses never sends NUL to an xterm-like
/// terminal: no padding, and cells never hold control characters), keeps the last frame's
/// bytes, and copies what it reads to the dump file. Bytes the floor writes (`CPUFloor`) are
/// counted as a frame of their own but neither kept nor dumped. Shared between the thread
/// that reads and the one that draws. Ours.
final class OutputTally: Sendable {
    private struct State {
        var pending = 0
        var frames: [Int] = []
        /// The bytes of the frame being read, then of the last frame read.
        var current: [UInt8] = []
        var last: [UInt8] = []
        /// Whether the bytes up to the next NUL are the floor's.
        var discarding = false
    }

    private let state = Mutex(State())
    /// Where a copy of the frames goes, or a negative number.
    private let dump: Int32
    /// Signalled once per NUL seen.
    private let frameEnded = DispatchSemaphore(value: 0)
    /// Signalled when the reading thread stops.
    let finished = DispatchSemaphore(value: 0)

    /// A tally copying the frames' bytes (a NUL after each) to `dump` if it is not negative.
    init(dump: Int32) {
        self.dump = dump
    }

    /// Takes in bytes read from the master side.
    func consume(_ bytes: UnsafeRawBufferPointer) {
        var ends = 0
        state.withLock { state in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == 0 {
                take(UnsafeRawBufferPointer(rebasing: bytes[start..<index]), into: &state, ending: true)
                start = index + 1
                ends += 1
            }
            take(UnsafeRawBufferPointer(rebasing: bytes[start...]), into: &state, ending: false)
        }
        for _ in 0..<ends { frameEnded.signal() }
    }

    /// Adds `bytes` to the frame being read, and ends it (with its NUL) if `ending`.
    private func take(_ bytes: UnsafeRawBufferPointer, into state: inout State, ending: Bool) {
        state.pending += bytes.count
        if !state.discarding {
            state.current.append(contentsOf: bytes)
            if dump >= 0 { _ = write(dump, bytes.baseAddress, bytes.count) }
        }
        guard ending else { return }
        state.frames.append(state.pending)
        state.pending = 0
        if state.discarding {
            state.discarding = false
        } else {
            if dump >= 0 {
                var mark: UInt8 = 0
                _ = write(dump, &mark, 1)
            }
            swap(&state.current, &state.last)
            state.current.removeAll(keepingCapacity: true)
        }
    }

    /// Waits for the next frame's end mark and returns that frame's bytes.
    func nextFrame() -> Int {
        frameEnded.wait()
        return state.withLock { $0.frames.isEmpty ? 0 : $0.frames.removeFirst() }
    }

    /// Copies the last frame's bytes into `buffer` (replacing what it held).
    func lastFrame(into buffer: inout [UInt8]) {
        state.withLock { state in
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: state.last)
        }
    }

    /// Marks the bytes up to the next NUL as the floor's: counted, not kept or dumped. Called
    /// between frames (after `nextFrame` returned), before they are written.
    func discardUntilMark() {
        state.withLock { $0.discarding = true }
    }
}
