import Animators

extension Options {
    /// What `--help` prints: `usage`, then the animators `animators` numbered from 1 as
    /// `--animator N` and the keys 1…9 choose them. Ours.
    public static func help(animators: [AnimatorEntry]) -> String {
        let width = String(animators.count).count
        let lines = animators.enumerated().map { index, entry in
            let number = String(index + 1)
            return "  " + String(repeating: " ", count: width - number.count) + number + "  " + entry.name
        }
        return usage + "\n\nAnimators (--animator N, or keys 1 … 9 and Tab):\n" + lines.joined(separator: "\n")
    }

    /// The options and the key map (`KeyTable`), the start of what `--help` prints. Ours.
    public static var usage: String {
        let minimum = PlaygroundLayout.minimumSize
        let maximum = GridSize.maximumDimension
        let fps = Options.fpsRange
        return """
            usage: pushpop [options]
                   pushpop run FILE.swift… [--watch] [--show-rewrites] [--swift-version 5|6] [options]

            Push and pop screens on a UIKit-style navigation stack and watch custom
            transitions animate in the terminal.

            pushpop run builds your iOS files (import UIKit, @objc, #selector as they are)
            into the playground; their transitions come first in the catalogue:
              --watch             rebuild and reload on every save (interactive only)
              --show-rewrites     print what was rewritten for Swift on Linux, as a diff, and exit
              --swift-version N   the files' Swift language mode, 5 or 6 (default 5)

            Options:
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
              --ansi              headless: write frames with ANSI colour escapes
              -h, --help          show this help and exit
              --version           show the version and exit

            Keys:
            \(KeyTable.helpLines.map { "  " + $0 }.joined(separator: "\n"))

            Key tokens for --keys:
              \(KeyTable.listedTokens.joined(separator: " "))
              (also: return, escape, backtab; names are case-insensitive)
            """
    }
}
