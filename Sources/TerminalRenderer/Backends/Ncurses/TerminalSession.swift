import CNcurses
import Foundation
import Synchronization

/// The process-wide record of the terminal that ncurses has taken over, so that it can be given
/// back from anywhere: `TerminalScreen.restore()`, the `atexit` hook, and the emergency path of
/// the signal queue (never from a raw C signal handler).
///
/// Restoring ends curses mode (`endwin`: cursor visible, alternate screen left, modes reset) and
/// puts back the exact `termios` saved before ncurses started, so `stty -a` reads as before.
/// Idempotent. Source: ncurses `curs_initscr(3X)` (endwin), POSIX `tcsetattr`; ours.
final class TerminalSession: Sendable {
    /// The one session of this process.
    static let shared = TerminalSession()

    private struct State {
        var isActive = false
        var savedModes: termios?
        var exitHookInstalled = false
    }

    private let state = Mutex(State())

    /// Whether a terminal is taken over now.
    var isActive: Bool { state.withLock { $0.isActive } }

    /// Records the start of a session: `savedModes` are standard input's modes before ncurses.
    /// Installs the `atexit` hook on first use. Returns false if a session is already active.
    func begin(savedModes: termios?) -> Bool {
        let installHook = state.withLock { state -> Bool? in
            guard !state.isActive else { return nil }
            state.isActive = true
            state.savedModes = savedModes
            defer { state.exitHookInstalled = true }
            return !state.exitHookInstalled
        }
        guard let installHook else { return false }
        if installHook {
            atexit { TerminalSession.shared.restore() }
        }
        return true
    }

    /// Ends a session whose ncurses screen was never created: only the saved modes go back.
    func abandon() {
        let modes = state.withLock { state -> termios?? in
            guard state.isActive else { return nil }
            state.isActive = false
            return .some(state.savedModes)
        }
        if let modes, var saved = modes {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &saved)
        }
    }

    /// After `newterm`: prepares the emergency restore for crashes (traps, bad accesses,
    /// aborts), which end the process without `atexit` or signal sources. The handler is C
    /// (`pushpop_arm_crash_restore` in the shim) and async-signal-safe: it writes reset
    /// sequences prepared now from terminfo and puts back the saved modes, then re-raises.
    func armCrashRestore() {
        guard let saved = state.withLock({ $0.isActive ? $0.savedModes : nil }) else { return }
        var modes = saved
        pushpop_arm_crash_restore(&modes)
    }

    /// Gives the terminal back if a session is active: cursor on, `endwin`, saved modes back.
    func restore() {
        let modes = state.withLock { state -> termios?? in
            guard state.isActive else { return nil }
            state.isActive = false
            return .some(state.savedModes)
        }
        guard let modes else { return }
        pushpop_disarm_crash_restore()
        if !isendwin() {
            curs_set(1)
            endwin()
        }
        if var saved = modes {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &saved)
        }
        fflush(pushpop_stdout())
    }
}
