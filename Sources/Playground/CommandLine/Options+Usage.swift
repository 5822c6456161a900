import Animators

extension Options {
    /// What `--help` prints: `usage(program:commands:)`, then the animators `animators` numbered
    /// from 1 as `--animator N` and the keys 1…9 choose them. Ours.
    public static func help(program: String, animators: [AnimatorEntry], commands: [PlaygroundCommand]) -> String {
        let width = String(animators.count).count
        let lines = animators.enumerated().map { index, entry in
            let number = String(index + 1)
            return "  " + String(repeating: " ", count: width - number.count) + number + "  " + entry.name
        }
        return usage(program: program, commands: commands) + "\n\nAnimators (--animator N, or keys 1 … 9 and Tab):\n"
            + lines.joined(separator: "\n")
    }

    /// The start of what `--help` prints: how to call `program` (the name it was started by,
    /// `PushPop.programName`) and each of `commands`, what it does, each command's paragraph,
    /// the options, and the key map (`KeyTable`). Ours.
    public static func usage(program: String, commands: [PlaygroundCommand]) -> String {
        let minimum = PlaygroundLayout.minimumSize
        let maximum = GridSize.maximumDimension
        let fps = Options.fpsRange
        let synopses = commands.map { "\n       \(program) \($0.name) \($0.synopsis)" }.joined()
        let paragraphs = commands.map { $0.help(program) + "\n\n" }.joined()
        return """
            usage: \(program) [options]\(synopses)

            Push and pop screens on a UIKit-style navigation stack and watch custom
            transitions animate in the terminal.

            \(paragraphs)Options:
              --headless          run without a terminal, writing frames to standard output
              --size COLSxROWS    headless grid size, \(minimum.columns)x\(minimum.rows) to \(maximum)x\(maximum) (default 100x32)
              --fps N             frames per second, \(fps.lowerBound) to \(fps.upperBound): headless frames (default 30),
                                  or the most drawn per second interactively (default 60)
              --keys "TOKENS"     keys to press, separated by spaces: key names, wait:SECONDS
                                  (0 to \(Int(KeyToken.longestWait))), or drag:X0,Y0,X1,Y1,SECONDS (a finger from window
                                  point X0,Y0 to X1,Y1 in SECONDS; points, as on the phone, at
                                  any --size), e.g. --keys "p wait:0.5 b wait:1"
              --assets DIR        read screens.json and photos/ from DIR (default: ./Assets,
                                  then the repository's Assets, then the built-in copy)
              --animator N|NAME   start with animator N (from 1; listed below) or the first
                                  whose name starts with NAME, else the first whose name
                                  contains it (any case)
              --ascii             draw with ASCII characters only
              --no-color          draw without colour (also when NO_COLOR is set)
              --ansi              headless: write frames with ANSI colour escapes (--format ansi)
              --format FORMAT     headless: text (default), ansi, or cast (an asciicast v2
                                  recording of the frames, for asciinema play)
              --record FILE       record the session on the terminal to FILE, an asciicast v2
                                  recording (play it with: asciinema play FILE)
              -h, --help          show this help and exit
              --version           show the version and exit

            Keys:
            \(KeyTable.helpLines.map { "  " + $0 }.joined(separator: "\n"))

            Key tokens for --keys:
              \(KeyTable.listedTokens.joined(separator: " "))
              (also: return, escape, backtab; names are case-insensitive but for S, which
              saves the frame, and s, slow motion)
            """
    }
}
