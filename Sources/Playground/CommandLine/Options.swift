import Foundation

/// pushpop's command-line options, parsed by hand from `CommandLine.arguments`. Ours.
///
/// Options may be written `--fps 30` or `--fps=30`; a later option overrides an earlier one.
/// There are no positional arguments. Options are checked one by one, not against each other
/// (`--size`, `--keys`, `--ansi` or `--format` without `--headless`, and `--record` with it, are
/// refused by `PushPop.main` through `headlessOnlyRefusal` and `interactiveOnlyRefusal`).
public struct Options: Equatable, Sendable {
    /// `--headless`: no terminal; frames go to standard output.
    public var headless = false
    /// `--size COLSxROWS`: the headless grid size (default 100 × 32).
    public var size = GridSize.defaultHeadless
    /// Whether `--size` was given (it only applies with `--headless`).
    public var isSizeExplicit = false
    /// Whether `--fps` was given.
    public var isFrameRateExplicit = false
    /// `--fps N`: frames per second, 1…240 (default 30): the headless frame rate; interactively the
    /// most frames drawn per second while something moves (60 unless given).
    public var fps = 30
    /// `--keys "…"`, raw (already checked: `KeyToken.parse(keys)` does not throw); nil when
    /// not given.
    public var keys: String?
    /// `--assets DIR`, as given; nil when not given.
    public var assetsDirectory: String?
    /// `--animator N|NAME`, raw: a 1-based index, or a case-insensitive name prefix (else a
    /// part of the name), resolved by the app against its catalogue; nil when not given.
    public var animator: String?
    /// `--ascii`: ASCII glyphs only.
    public var ascii = false
    /// `--no-color`: no colour.
    public var noColor = false
    /// `--format text|ansi|cast`: how headless frames are written (default `.text`).
    public var format = FrameFormat.text
    /// The option that set `format` last, `--format` or `--ansi` (they only apply with
    /// `--headless`); nil when neither was given.
    public var formatOption: String?
    /// `--ansi`: headless frames with ANSI colour escapes, the same as `--format ansi`.
    public var ansi: Bool { format == .ansi }
    /// `--record FILE`: the asciicast v2 file an interactive session is recorded to; nil when
    /// not given.
    public var recordPath: String?
    /// `--help` / `-h`: print `Options.help(program:animators:commands:)` and exit.
    public var showHelp = false
    /// `--version`: print the version and exit.
    public var showVersion = false

    /// The defaults: interactive, 100 × 32 for headless, 30 fps, nothing else set.
    public init() {}

    /// Why the options given cannot run interactively: the first of `--size`, `--keys`,
    /// `--ansi` and `--format` given (they only apply with `--headless`), with what the
    /// playground does instead; nil when none was given. Ours.
    public var headlessOnlyRefusal: String? {
        if isSizeExplicit {
            return "--size only applies with --headless; the playground uses the terminal's size"
        }
        if keys != nil {
            return "--keys only applies with --headless; the playground reads the keys you press"
        }
        if formatOption == Option.ansi.rawValue {
            return "--ansi only applies with --headless; the playground draws in colour on the terminal"
        }
        if formatOption != nil {
            return "--format only applies with --headless; to record the terminal, use --record FILE.cast"
        }
        return nil
    }

    /// Why the options given cannot run headless: `--record`, which records a terminal, with
    /// what to use instead; nil when it was not given. Ours.
    public var interactiveOnlyRefusal: String? {
        recordPath == nil ? nil : "--record records the terminal; headless, write a recording with --format cast"
    }

    /// The valid `--fps` values.
    public static let fpsRange = 1...240

    private enum Option: String, CaseIterable {
        case headless = "--headless"
        case size = "--size"
        case fps = "--fps"
        case keys = "--keys"
        case assets = "--assets"
        case animator = "--animator"
        case ascii = "--ascii"
        case noColor = "--no-color"
        case ansi = "--ansi"
        case format = "--format"
        case record = "--record"
        case help = "--help"
        case version = "--version"

        /// What the value looks like, for "needs a value" messages; nil for flags.
        var valueHint: String? {
            switch self {
            case .size: "COLSxROWS, like 100x32"
            case .fps: "a whole number from \(Options.fpsRange.lowerBound) to \(Options.fpsRange.upperBound)"
            case .keys: "space-separated key tokens, like \"p wait:1 b\""
            case .assets: "a directory holding screens.json"
            case .animator: "an animator's number from 1 or the start of its name"
            case .format: FrameFormat.allCases.map(\.rawValue).joined(separator: ", ")
            case .record: "a file to write, like session.cast"
            case .headless, .ascii, .noColor, .ansi, .help, .version: nil
            }
        }
    }

    /// Whether `argument` is an option that takes its value from the next argument (`--fps`,
    /// not `--fps=30`, not a flag): `pushpop run` uses it to tell files from option values.
    public static func takesSeparateValue(_ argument: String) -> Bool {
        Option(rawValue: argument)?.valueHint != nil
    }

    /// Parses the process's arguments: `CommandLine.arguments` without the program's name.
    /// - Throws: `UsageError` naming the first offending option or value.
    public static func parseCommandLine() throws(UsageError) -> Options {
        try parse(Array(CommandLine.arguments.dropFirst()))
    }

    /// Parses `arguments`, the arguments after the program's name.
    /// - Throws: `UsageError` naming the first offending option or value.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" {
                options.showHelp = true
                continue
            }
            guard argument.hasPrefix("--") else {
                if argument.hasPrefix("-"), argument.count > 1 {
                    throw UsageError("unknown option '\(argument)'\(suggestion(for: argument))")
                }
                throw UsageError("unexpected argument '\(argument)'")
            }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let option = Option(rawValue: name) else {
                throw UsageError("unknown option '\(name)'\(suggestion(for: name))")
            }
            guard let hint = option.valueHint else {
                if inlineValue != nil { throw UsageError("\(name) takes no value, got '\(argument)'") }
                switch option {
                case .headless: options.headless = true
                case .ascii: options.ascii = true
                case .noColor: options.noColor = true
                case .ansi:
                    options.format = .ansi
                    options.formatOption = name
                case .help: options.showHelp = true
                default: options.showVersion = true
                }
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if let next = remaining.first, !next.hasPrefix("--") {
                value = next
                remaining = remaining.dropFirst()
            } else {
                throw UsageError("\(name) needs a value (\(hint))")
            }
            try options.apply(option, value: value)
        }
        return options
    }

    private mutating func apply(_ option: Option, value: String) throws(UsageError) {
        switch option {
        case .size:
            guard let parsed = GridSize(parsing: value) else {
                throw UsageError("--size expects COLSxROWS like 100x32, got '\(value)'")
            }
            let minimum = PlaygroundLayout.minimumSize
            let maximum = GridSize.maximumDimension
            guard (minimum.columns...maximum).contains(parsed.columns), (minimum.rows...maximum).contains(parsed.rows)
            else {
                throw UsageError(
                    "--size must be from \(minimum.columns)x\(minimum.rows) (the smallest pushpop draws in) to "
                        + "\(maximum)x\(maximum), got '\(value)'")
            }
            size = parsed
            isSizeExplicit = true
        case .fps:
            guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value),
                Self.fpsRange.contains(number)
            else {
                throw UsageError(
                    "--fps expects a whole number from \(Self.fpsRange.lowerBound) to \(Self.fpsRange.upperBound), got '\(value)'"
                )
            }
            fps = number
            isFrameRateExplicit = true
        case .keys:
            _ = try KeyToken.parse(value)
            keys = value
        case .assets:
            guard !value.isEmpty else { throw UsageError("--assets expects a directory, got ''") }
            assetsDirectory = value
        case .animator:
            guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UsageError(
                    "--animator expects an animator's number from 1 or the start of its name, got '\(value)'")
            }
            animator = value
        case .format:
            guard let format = FrameFormat(rawValue: value) else {
                let names = FrameFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("--format expects one of \(names), got '\(value)'")
            }
            self.format = format
            formatOption = Option.format.rawValue
        case .record:
            guard !value.isEmpty else { throw UsageError("--record expects a file, got ''") }
            recordPath = value
        case .headless, .ascii, .noColor, .ansi, .help, .version:
            break
        }
    }

    private static func suggestion(for option: String) -> String {
        let names = Option.allCases.map(\.rawValue) + ["-h"]
        return Suggestion.hint(for: option, among: names, quote: "'") ?? ""
    }
}
