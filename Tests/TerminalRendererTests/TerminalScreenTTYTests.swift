import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// `TerminalScreen` on a real terminal: skipped unless `PUSHPOP_TTY_TEST` is set and standard
/// input and output are terminals. Drive it from tmux, running the test binary directly so the
/// pane is its terminal, e.g.
///
///     tmux new-session -d -s tty -x 100 -y 32 \
///       'stty -a >before; PUSHPOP_TTY_TEST=1 PUSHPOP_TTY_LOG=/tmp/log \
///        .build/debug/PushPopPackageTests.xctest --testing-library swift-testing \
///        --filter interactiveSession; stty -a >after; sleep 30'
///     tmux send-keys -t tty p Enter Up Escape; tmux resize-window -t tty -x 90 -y 30
///     tmux capture-pane -p -t tty; tmux send-keys -t tty q
///
/// then compare `before` with `after` and read the event log. (Mouse reports are raw bytes:
/// `tmux send-keys -l -t tty $'\e[<0;10;5M'` writes an SGR press at column 10, row 5.) The
/// session draws a phone with a
/// box and the events so far, redraws on every event (resizes included), and ends on `q`,
/// Ctrl-C, SIGTERM/SIGHUP, or after `PUSHPOP_TTY_SECONDS` (default 30) seconds.
/// `PUSHPOP_TTY_STALL=S` makes it sleep S seconds after the first events, as a hung program would.
@MainActor
@Suite(.serialized) struct TerminalScreenTTYTests {
    nonisolated static let isEnabled =
        ProcessInfo.processInfo.environment["PUSHPOP_TTY_TEST"] != nil && isatty(STDIN_FILENO) == 1
        && isatty(STDOUT_FILENO) == 1

    @Test(.enabled(if: isEnabled)) func interactiveSession() throws {
        let environment = ProcessInfo.processInfo.environment
        let screen = try TerminalScreen(environment: environment)
        defer { screen.restore() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let box = UIView(frame: CGRect(x: 40, y: 200, width: 310, height: 300))
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 10
        let label = UILabel(frame: box.bounds)
        label.text = "pushpop tty test"
        label.textAlignment = .center
        label.textColor = .white
        box.addSubview(label)
        window.addSubview(box)
        let rasterizer = Rasterizer(glyphs: screen.glyphs, depth: screen.colorDepth)
        var grid = CellGrid(columns: 0, rows: 0)
        var log: [InputEvent] = []

        func redraw() {
            grid.resize(columns: screen.size.columns, rows: screen.size.rows)
            let header =
                "size \(screen.size.columns)x\(screen.size.rows) depth \(screen.colorDepth) events \(log.count)"
            grid.write(header, column: 0, row: 0, isBold: true)
            let last = log.suffix(4).map { "\($0)" }.joined(separator: " ")
            grid.write(last, column: 0, row: 1)
            let area = CellRect(column: 0, row: 2, columns: grid.columns, rows: max(0, grid.rows - 2))
            rasterizer.render(window, into: &grid, layout: PhoneLayout(windowSize: window.bounds.size, area: area))
            screen.draw(grid)
        }

        redraw()
        let seconds = environment["PUSHPOP_TTY_SECONDS"].flatMap(Double.init) ?? 30
        let deadline = Date().addingTimeInterval(seconds)
        var finished = false
        while !finished && Date() < deadline {
            let events = screen.waitForInput(timeout: 1)
            log += events
            if !events.isEmpty, let stall = environment["PUSHPOP_TTY_STALL"].flatMap(Double.init) {
                // Simulates a stuck main loop: signals go uncollected (the safety net must act).
                Thread.sleep(forTimeInterval: stall)
            }
            finished = events.contains {
                if case .terminate = $0 { return true }
                return [.character("q"), .interrupt].contains($0)
            }
            if !events.isEmpty { redraw() }
        }
        screen.restore()
        if let path = environment["PUSHPOP_TTY_LOG"] {
            let text = log.map { "\($0)" }.joined(separator: "\n") + "\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(finished)
    }
}
