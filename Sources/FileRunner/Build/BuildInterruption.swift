import Foundation
import Synchronization

/// The builds in flight — their temporary directories and compiler processes — so that a
/// pushpop interrupted during a build (Ctrl-C, a termination signal, `q` while `--watch`
/// rebuilds) leaves nothing half-made in the cache: `abandonAll()` stops the compilers and
/// removes the directories. While the first build runs (before the playground takes the
/// terminal, which has its own handling), `catchSignals()` turns SIGINT, SIGTERM and SIGHUP into
/// a flag the build checks. Ours.
enum BuildInterruption {
    /// The signal that interrupted the build, or 0.
    static let caughtSignal = Atomic<Int32>(0)
    private static let inFlight = Mutex(InFlight())

    private struct InFlight {
        var directories: Set<String> = []
        var compilers: Set<Int32> = []
        var isAbandoned = false
    }

    /// The signals a build stops for.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Catches `signals` (those not ignored when pushpop started, as a shell's `nohup` or `&`
    /// ignore them) until `restoreSignals()`.
    static func catchSignals() {
        for number in signals {
            let previous = signal(number) { caught in BuildInterruption.caughtSignal.store(caught, ordering: .relaxed) }
            if isIgnore(previous) { signal(number, SIG_IGN) }
        }
    }

    /// Whether the handler `signal(2)` returned is `SIG_IGN` (C function pointers compare as
    /// addresses).
    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Gives `signals` back their default handling, except those ignored.
    static func restoreSignals() {
        for number in signals {
            if isIgnore(signal(number, SIG_DFL)) { signal(number, SIG_IGN) }
        }
    }

    /// Whether the build must stop: a signal was caught or everything was abandoned.
    static var isInterrupted: Bool {
        caughtSignal.load(ordering: .relaxed) != 0 || inFlight.withLock { $0.isAbandoned }
    }

    /// Records `directory` as being made; false, recording nothing, once everything was
    /// abandoned (pushpop is ending: start nothing new).
    static func begin(directory: String) -> Bool {
        inFlight.withLock { state in
            guard !state.isAbandoned else { return false }
            state.directories.insert(directory)
            return true
        }
    }

    /// `directory` was committed or removed.
    static func end(directory: String) {
        _ = inFlight.withLock { $0.directories.remove(directory) }
    }

    /// Records the compiler `pid` as running.
    static func begin(compiler pid: Int32) {
        _ = inFlight.withLock { $0.compilers.insert(pid) }
    }

    /// The compiler `pid` ended.
    static func end(compiler pid: Int32) {
        _ = inFlight.withLock { $0.compilers.remove(pid) }
    }

    /// Stops every compiler (SIGTERM), removes every directory being made, and starts nothing
    /// new from now on.
    static func abandonAll() {
        let (directories, compilers) = inFlight.withLock { state in
            state.isAbandoned = true
            return (state.directories, state.compilers)
        }
        for pid in compilers { kill(pid, SIGTERM) }
        for directory in directories { try? FileManager.default.removeItem(atPath: directory) }
    }
}
