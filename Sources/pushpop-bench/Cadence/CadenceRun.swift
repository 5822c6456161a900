import Foundation
import Playground

/// `pushpop-bench --pty`: the real interactive run loop, timed from outside. Starts the
/// program (`pushpop`, or a peer) on a pseudo-terminal of its own (`ChildTerminal`) with its
/// arguments and `--fps`, waits for its first screen, types pushes and pops enough to animate
/// for the whole window (queued: the app runs them back to back; a peer starts animating at
/// the first key), groups what arrives on the master side into frames (`CadenceStatistics`)
/// over `seconds`, from 0.25 s after the keys, and reads the program's CPU time at both ends
/// of the window (`ProcessCPUTime`). Then types `q`. Ours.
struct CadenceRun {
    /// Seconds after the keys before the window opens (the first frames of a push are the
    /// model's own start-up).
    static let settle = 0.25

    let program: String
    /// The program's arguments before `--fps N`.
    let arguments: [String]
    let size: GridSize
    let seconds: Double

    /// Runs the program once at `fps`; nil (with a reason) when it could not be started or
    /// drew nothing.
    func measure(fps: Int) -> Result<CadenceStatistics, BenchError> {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        for name in ["LINES", "COLUMNS", "NO_COLOR", "ESCDELAY"] { environment[name] = nil }
        guard
            let terminal = ChildTerminal(
                program: program, arguments: arguments + ["--fps", "\(fps)"],
                environment: environment, columns: size.columns, rows: size.rows)
        else { return .failure(BenchError("cannot start \(program) on a pseudo-terminal")) }
        defer { terminal.finish(within: 3) }
        guard terminal.waitUntilQuiet(for: 0.3, limit: 10) else {
            return .failure(BenchError("\(program) drew nothing in 10 s"))
        }
        // Push and pop, again and again, queued (8 at most wait): animation for the whole window
        // with the animators of a second or more.
        terminal.type(String(repeating: "pb", count: 4))
        let keys = ChildTerminal.now()
        let start = keys + UInt64(Self.settle * 1e9)
        let end = start + UInt64(seconds * 1e9)
        ChildTerminal.sleep(until: start)
        let cpuStart = ProcessCPUTime.seconds(of: terminal.process)
        ChildTerminal.sleep(until: end)
        let cpuEnd = ProcessCPUTime.seconds(of: terminal.process)
        terminal.type("q")
        let status = terminal.finish(within: 3)
        guard status == 0 else {
            return .failure(BenchError("\(program) ended with wait status \(status)"))
        }
        guard let cpuStart, let cpuEnd else {
            return .failure(BenchError("\(program) ended before the window did"))
        }
        return .success(
            CadenceStatistics(
                arrivals: terminal.received, from: start, to: end, requested: fps, cpuSeconds: cpuEnd - cpuStart))
    }
}
