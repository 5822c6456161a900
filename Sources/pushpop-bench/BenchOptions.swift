import Playground
import TerminalRenderer

/// `pushpop-bench`'s command line. Ours.
struct BenchOptions {
    /// What to run.
    enum Mode {
        /// Timings and bytes per animator and size, through a pseudo-terminal.
        case measure
        /// Deterministic work counts for callgrind (no timings).
        case work
    }

    var mode = Mode.measure
    /// The terminal sizes, columns × rows.
    var sizes: [GridSize] = [
        GridSize(columns: 80, rows: 24), GridSize(columns: 200, rows: 60),
        GridSize(columns: 400, rows: 120),
    ]
    /// 0-based animator indices; nil: all.
    var animators: [Int]?
    /// The terminfo entry ncurses writes for.
    var term = "xterm-256color"
    var ascii = false
    /// The colour depth asked for (capped by the terminal through ncurses).
    var depth = ColorDepth.palette256
    /// Whether frames go through ncurses' `doupdate` instead of pushpop's own encoder.
    var throughNcurses = false
    /// Where to copy the terminal's bytes (measure mode).
    var dumpPath: String?
    /// `--pty`: the `pushpop` executable on a pseudo-terminal, the frames it delivers timed,
    /// in place of either mode.
    var timesInteractiveLoop = false
    /// `--pty`: the frame rates asked of pushpop, one run each.
    var frameRates = [60, 120, 240]
    /// `--pty`: seconds of frames timed per run.
    var seconds = 5.0
    /// `--pty`: the pushpop executable; nil: the one beside pushpop-bench.
    var programPath: String?
    /// `--pty`: a peer program run after pushpop the same way (`--peer`), or nil.
    var peerPath: String?
    /// Whether to run the view-count cases (`ViewCountCase`) instead of the built-in screens.
    var viewCases = false
    var showHelp = false

    /// The glyphs asked for.
    var glyphs: GlyphSet { ascii ? .ascii : .unicode }

    static let usage = """
        usage: pushpop-bench [--quick | --work] [--sizes 80x24,200x60,...] [--animators 1,2,...]
                             [--term NAME] [--depth 24|256|8|1] [--ascii] [--through-ncurses]
                             [--dump FILE] [--views]
               pushpop-bench --pty [--fps 60,120,240] [--seconds 5] [--sizes 200x60]
                             [--animators 4] [--pushpop PATH] [--peer PATH]

        Renders every catalogue animator's push, push, pop, pop at 60 fps through the ncurses
        backend into a pseudo-terminal and prints, per animator and size, CPU time per frame
        (rasterise / encode / write), the frame rate that sustains, bytes per frame against a
        minimal changed-cells encoder, and changed cells per frame; beside them the CPU floor of
        each frame (its bytes copied and written to the same terminal, one pass comparing the
        grid with the last one, each redrawn cell stored once) and the renderer's mean ÷ the
        floor's. Then issue 12's targets, met or NOT met: p95 renderer ≤ 0.5 ms at 200x60 and
        ≤ 1 ms at 400x120, renderer ≤ 4× the floor, bytes ≤ 1.0× the minimal encoder's, idle
        0 frames and 0 bytes (--views: every case within 1.2× the 6-row Home screen). Build it
        in release:
            swift run -c release pushpop-bench
        Exit status: 0 when every animator's script ran through, 1 when a transition did not
        end or the terminal could not be opened, 2 for a bad option. Unmet speed targets do not
        change it (times depend on the machine and its load); read the verdicts.

          --quick       80x24 and two animators only (a smoke test for CI)
          --work        fixed script at 200x60 into a file, counts only (for callgrind):
                        valgrind --tool=callgrind .build/release/pushpop-bench --work
          --sizes       terminal sizes (default 80x24,200x60,400x120)
          --animators   1-based animator numbers (default: all)
          --term        terminfo entry (default xterm-256color)
          --depth       colours: 24 (24-bit, as with COLORTERM=truecolor), 256 (default), 8, 1 (none)
          --ascii       ASCII glyphs
          --through-ncurses  draw through ncurses' doupdate instead of pushpop's encoder
          --dump FILE   copy every byte the terminal receives to FILE (NUL between frames)
          --views       the script on a Home screen of 6 rows, of 1000 rows, and of 1000 rows
                        with thousands of views that draw nothing (hidden, alpha 0, off-screen,
                        clipped away, covered); each against the 6-row one (default: animator 1)

        --pty runs the real interactive loop instead: the pushpop executable (release build,
        beside pushpop-bench: swift build -c release) on a pseudo-terminal of its own, once per
        frame rate, with pushes and pops queued, and times the frames as they arrive on the
        master side: delivered fps, mean interval, p99 of |interval - 1/fps|, the program's CPU
        per frame (its threads' CPU time over the window, /proc/PID/task/*/schedstat, ÷ frames)
        against the floor of the same animator and size measured in-process,
        and bytes per frame. Targets at 60 fps: 60.0 ± 0.5 fps, p99 ≤ 2 ms, CPU ≤ 4× the floor
        (printed, not in the exit status).
          --fps         frame rates, one run each (default 60,120,240)
          --seconds     seconds timed per run (default 5)
          --sizes       the terminal's size (first only; default 200x60)
          --animators   the animator (first only; default 4, the 3 s keyframe flip)
          --pushpop     the executable (default: pushpop beside pushpop-bench)
          --peer PATH   then the same for another program, run as PATH --seconds S --fps N: it
                        draws its first screen, animates from the first key for S seconds at N
                        frames a second and quits by itself (or at q); e.g. the C ncurses slide
                        in Benchmarks/ncurses-slide (Benchmarks/side-by-side.sh)
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var index = 0
        // A mode's sizes and animators, used where `--sizes` and `--animators` do not say, in
        // whatever order the options come.
        var modeSizes: [GridSize]?
        var modeAnimators: [Int]?
        var givenSizes = false
        var givenAnimators = false
        // Options that only `--pty` reads, named as given, for the error without it.
        var ptyOnly: [String] = []
        func value(_ name: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw BenchError("\(name) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--quick":
                modeSizes = [GridSize(columns: 80, rows: 24)]
                modeAnimators = [0, 1]
            case "--work":
                options.mode = .work
                modeSizes = [GridSize(columns: 200, rows: 60)]
            case "--pty":
                options.timesInteractiveLoop = true
                modeSizes = [GridSize(columns: 200, rows: 60)]
            case "--fps":
                ptyOnly.append(argument)
                options.frameRates = try value(argument).split(separator: ",").map { text in
                    guard let rate = Int(text), (1...240).contains(rate) else {
                        throw BenchError("bad frame rate '\(text)' (1 to 240)")
                    }
                    return rate
                }
            case "--seconds":
                ptyOnly.append(argument)
                let text = try value(argument)
                guard let seconds = Double(text), seconds >= 1, seconds <= 60 else {
                    throw BenchError("bad duration '\(text)' (1 to 60 seconds)")
                }
                options.seconds = seconds
            case "--pushpop":
                ptyOnly.append(argument)
                options.programPath = try value(argument)
            case "--peer":
                ptyOnly.append(argument)
                options.peerPath = try value(argument)
            case "--sizes":
                givenSizes = true
                options.sizes = try value(argument).split(separator: ",").map { text in
                    let parts = text.lowercased().split(separator: "x")
                    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns >= 40,
                        rows >= 16, columns <= 1000, rows <= 1000
                    else { throw BenchError("bad size '\(text)' (COLSxROWS, 40x16 to 1000x1000)") }
                    return GridSize(columns: columns, rows: rows)
                }
            case "--animators":
                givenAnimators = true
                options.animators = try value(argument).split(separator: ",").map { text in
                    guard let number = Int(text), number >= 1 else { throw BenchError("bad animator '\(text)'") }
                    return number - 1
                }
            case "--term": options.term = try value(argument)
            case "--ascii": options.ascii = true
            case "--depth":
                switch try value(argument) {
                case "24": options.depth = .trueColor
                case "256": options.depth = .palette256
                case "8": options.depth = .palette8
                case "1": options.depth = .monochrome
                case let other: throw BenchError("bad depth '\(other)' (24, 256, 8 or 1)")
                }
            case "--through-ncurses": options.throughNcurses = true
            case "--dump": options.dumpPath = try value(argument)
            case "--views": options.viewCases = true
            case "--help", "-h": options.showHelp = true
            default: throw BenchError("unknown option '\(argument)'")
            }
            index += 1
        }
        if let modeSizes, !givenSizes { options.sizes = modeSizes }
        if let modeAnimators, !givenAnimators { options.animators = modeAnimators }
        if !options.timesInteractiveLoop, let first = ptyOnly.first {
            throw BenchError("\(first) is an option of --pty (the interactive loop timed on a pseudo-terminal)")
        }
        return options
    }
}
