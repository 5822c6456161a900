import Foundation
import Playground

/// `pushpop run`'s arguments: the files, its own options, and the playground's options (any
/// other, passed on as they are). Ours.
struct RunOptions: Equatable, Sendable {
    /// The files, as given.
    var files: [String] = []
    /// `--watch`: rebuild and reload on every save.
    var watch = false
    /// `--show-rewrites`: print the rewrites as a diff and exit.
    var showRewrites = false
    /// `--swift-version 5|6`: the files' language mode (5 by default: most published iOS code
    /// is written for it, and Swift 6 code compiles in it too).
    var swiftVersion = "5"
    /// The playground's options (`--headless`, `--keys …`, `--animator …`), in order.
    var playgroundArguments: [String] = []

    /// The language modes `--swift-version` takes.
    static let swiftVersions = ["5", "6"]

    /// Parses the arguments after `run`.
    /// - Throws: `RunError.usage` for a bad `--swift-version` or no file.
    static func parse(_ arguments: [String]) throws(RunError) -> RunOptions {
        var options = RunOptions()
        var remaining = arguments[...]
        var onlyFiles = false
        while let argument = remaining.popFirst() {
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                options.files.append(argument)
                continue
            }
            switch argument {
            case "--":
                onlyFiles = true
            case "--watch":
                options.watch = true
            case "--show-rewrites":
                options.showRewrites = true
            case "--swift-version":
                guard let value = remaining.popFirst() else {
                    throw .usage("--swift-version needs a value (5 or 6)")
                }
                try options.setSwiftVersion(value)
            case let option where option.hasPrefix("--swift-version="):
                try options.setSwiftVersion(String(option.dropFirst("--swift-version=".count)))
            default:
                options.playgroundArguments.append(argument)
                if Options.takesSeparateValue(argument), let value = remaining.first, !value.hasPrefix("--") {
                    options.playgroundArguments.append(value)
                    remaining = remaining.dropFirst()
                }
            }
        }
        return options
    }

    private mutating func setSwiftVersion(_ value: String) throws(RunError) {
        guard Self.swiftVersions.contains(value) else {
            throw .usage("--swift-version expects 5 or 6, got '\(value)'")
        }
        swiftVersion = value
    }
}
