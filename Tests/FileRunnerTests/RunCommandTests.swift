import FileRunner
import Playground
import Testing

/// `run` as the pushpop executable registers it.
@Suite struct RunCommandTests {
    /// pushpop's usage with `run` registered reads as it always has (before `run` was a
    /// registered command the text was one literal): the two ways to call it, and `run`'s
    /// paragraph before the options. Written out by hand.
    @Test func pushpopsUsageListsRun() {
        let usage = Options.usage(program: "pushpop", commands: [RunCommand.command])
        #expect(
            usage.hasPrefix(
                """
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

                """))
    }
}
