import Dispatch
import Synchronization

/// Counts the bytes read from a pseudo-terminal's master side, split into frames by a NUL
/// byte the benchmark writes after each frame (ncurses never sends NUL to an xterm-like
/// terminal: no padding, and cells never hold control characters). Shared between the thread
/// that reads and the one that draws. Ours.
final class OutputTally: Sendable {
    private struct State {
        var pending = 0
        var frames: [Int] = []
    }

    private let state = Mutex(State())
    /// Signalled once per NUL seen.
    private let frameEnded = DispatchSemaphore(value: 0)
    /// Signalled when the reading thread stops.
    let finished = DispatchSemaphore(value: 0)

    /// Takes in bytes read from the master side.
    func consume(_ bytes: UnsafeRawBufferPointer) {
        var ends = 0
        state.withLock { state in
            for byte in bytes {
                if byte == 0 {
                    state.frames.append(state.pending)
                    state.pending = 0
                    ends += 1
                } else {
                    state.pending += 1
                }
            }
        }
        for _ in 0..<ends { frameEnded.signal() }
    }

    /// Waits for the next frame's end mark and returns that frame's bytes.
    func nextFrame() -> Int {
        frameEnded.wait()
        return state.withLock { $0.frames.isEmpty ? 0 : $0.frames.removeFirst() }
    }
}
