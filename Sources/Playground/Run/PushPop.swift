import Animators
import Foundation
import TerminalRenderer
import TransitionKit

/// The `pushpop` command: parses the arguments, loads the screens, and runs the playground
/// on the terminal or headless. Call it from your own executable to run the playground with
/// your own animators:
///
///     import Animators
///     import Playground
///     exit(PushPop.main(animators: AnimatorCatalog.entries + [.animator("Mine") { MyAnimator(operation: $0) }]))
///
/// Exit status: 0 on success, 1 when it cannot go on (bad Assets, no usable terminal), 2 for
/// bad usage (unknown option, bad value, unknown key token). Ours.
public enum PushPop {
    /// Runs the command with `arguments` (the first is the program name) and returns the exit
    /// status. Messages go to standard error, each line starting with the program's name
    /// (`programName`), as does the usage `--help` prints; headless frames go to standard output.
    /// When the first argument after the name is the name of one of `commands`, that command
    /// runs instead of the playground (the pushpop executable registers `run`); `--help` lists
    /// the commands given and no others.
    ///
    /// On the main actor, `@preconcurrency` as UIKit's isolation is to Swift: a `main.swift` in
    /// Swift 5 mode (whose top-level code is not isolated) calls it without a diagnostic, one in
    /// Swift 6 mode (whose top-level code is on the main actor) as it is.
    @preconcurrency @MainActor
    public static func main(
        arguments: [String] = CommandLine.arguments, animators: [AnimatorEntry] = AnimatorCatalog.entries,
        commands: [PlaygroundCommand] = []
    ) -> Int32 {
        let animators = animators.isEmpty ? AnimatorCatalog.entries : animators
        if let name = arguments.dropFirst().first, let command = commands.first(where: { $0.name == name }) {
            return command.main(
                PlaygroundCommand.Invocation(
                    program: programName(arguments), arguments: Array(arguments.dropFirst(2)), animators: animators,
                    commands: commands))
        }
        return main(arguments: arguments, animators: animators, commands: commands, reloader: nil)
    }

    /// The playground of `main(arguments:animators:commands:)` (no command is chosen by
    /// `arguments`), with the status of the user's files and new builds of the animators coming
    /// from `reloader` (`pushpop run`; headless mode shows its first status and takes no new
    /// build). `commands` are those `--help` lists.
    @preconcurrency @MainActor
    public static func main(
        arguments: [String], animators: [AnimatorEntry], commands: [PlaygroundCommand],
        reloader: (any AnimatorReloading)?
    ) -> Int32 {
        let animators = animators.isEmpty ? AnimatorCatalog.entries : animators
        let program = programName(arguments)
        let environment = ProcessInfo.processInfo.environment
        let options: Options
        do {
            options = try Options.parse(Array(arguments.dropFirst()))
        } catch {
            return usageFailure(error, program: program)
        }
        if options.showHelp {
            print(Options.help(program: program, animators: animators, commands: commands))
            return 0
        }
        if options.showVersion {
            print(versionLine(program: program))
            return 0
        }
        if !options.headless, let refusal = options.headlessOnlyRefusal {
            return usageFailure(UsageError(refusal), program: program)
        }
        if options.headless, let refusal = options.interactiveOnlyRefusal {
            return usageFailure(UsageError(refusal), program: program)
        }
        let animatorIndex: Int
        let animations: AnimationMode
        do {
            animatorIndex = try resolveAnimator(options.animator, in: animators)
            animations = try AnimationMode.from(environment: environment)
        } catch {
            return usageFailure(error, program: program)
        }
        let catalog: ScreenCatalog
        do {
            catalog = try ScreenCatalog.load(assetsDirectory: options.assetsDirectory)
        } catch {
            printError(line("\(error)", program: program))
            return 1
        }

        if options.headless {
            return runHeadless(
                options: options, catalog: catalog, animators: animators, animatorIndex: animatorIndex,
                animations: animations, environment: environment, status: reloader?.poll().status, program: program)
        }

        // The recording's file is made before the terminal is touched: a bad path is bad usage.
        var recording: AsciicastWriter?
        if let path = options.recordPath {
            do {
                recording = try recordingWriter(path: path, environment: environment)
            } catch {
                return usageFailure(UsageError(error.description), program: program)
            }
        }
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(
                environment: environment, glyphs: options.ascii ? .ascii : nil, recording: recording)
        } catch {
            printError(line("\(error)", program: program))
            return 1
        }
        defer { screen.restore() }
        let session = PlaygroundSession(catalog: catalog, animators: animators, animatorIndex: animatorIndex)
        session.animations = animations
        let glyphs = screen.glyphs
        let depth = options.noColor ? .monochrome : screen.colorDepth
        let renderer = PlaygroundRenderer(glyphs: glyphs, depth: depth)
        let frameRate = options.isFrameRateExplicit ? options.fps : 60
        return InteractiveRunLoop(
            session: session, screen: screen, renderer: renderer, frameRate: frameRate, reloader: reloader
        ).run()
    }

    /// An asciicast v2 recording of the terminal at `path` (`--record`): the terminal's size
    /// now (80 × 24 when standard output has none, as asciinema assumes), the time now, `TERM`
    /// and `SHELL` from `environment`, titled "pushpop".
    /// - Throws: `RecordingError` naming the path and the reason.
    static func recordingWriter(path: String, environment: [String: String]) throws(RecordingError)
        -> AsciicastWriter
    {
        var size = winsize()
        let known = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0
        return try AsciicastWriter(
            path: path, columns: known ? Int(size.ws_col) : 80, rows: known ? Int(size.ws_row) : 24,
            timestamp: Int(Date().timeIntervalSince1970), environment: environment, title: name)
    }

    /// pushpop's own name, what `programName` falls back on.
    static let name = "pushpop"

    /// pushpop's version.
    public static let version = "1.0.0"

    /// What `--version` prints for `program`: `pushpop 1.0.0` for pushpop itself, and for an app
    /// built on `PushPop.main` its own name with the pushpop it runs, `my-app (pushpop 1.0.0)`
    /// (pushpop knows no version of the app). Ours.
    static func versionLine(program: String) -> String {
        program == name ? "\(name) \(version)" : "\(program) (\(name) \(version))"
    }

    @MainActor
    private static func runHeadless(
        options: Options, catalog: ScreenCatalog, animators: [AnimatorEntry], animatorIndex: Int,
        animations: AnimationMode, environment: [String: String], status: RunStatus?, program: String
    ) -> Int32 {
        let tokens: [KeyToken]
        do {
            tokens = try KeyToken.parse(options.keys ?? "")
        } catch {
            return usageFailure(error, program: program)
        }
        let size = options.size
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(catalog: catalog, animators: animators, animatorIndex: animatorIndex)
        session.runStatus = status
        session.animations = animations
        let depth: ColorDepth = options.noColor || environment["NO_COLOR"] != nil ? .monochrome : .trueColor
        let runner = HeadlessRunner(
            columns: size.columns, rows: size.rows, fps: options.fps, tokens: tokens, format: options.format,
            glyphs: options.ascii ? .ascii : .unicode, depth: depth)
        // Frames alone go to standard output; whatever the animators print goes to standard
        // error, with the diagnostics and the notices, so that it cannot split a frame.
        fflush(nil)
        let frames = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        defer {
            fflush(nil)
            dup2(frames.fileDescriptor, STDOUT_FILENO)
        }
        runner.run(
            session,
            output: { frame in
                // What the animators printed for this frame first (to standard error).
                fflush(nil)
                frames.write(Data(frame.utf8))
            },
            diagnostics: { diagnostic in
                printError(line("\(diagnostic)", program: program))
            },
            notices: { notice in
                printError(noticeLine(notice, at: AnimationEngine.shared.currentTime, program: program))
            })
        return 0
    }

    /// A notice as headless mode prints it on standard error, in the form of a diagnostic's line:
    /// `pushpop: [notice] t=1.234s MESSAGE` for `program` pushpop, `time` in seconds of the
    /// engine's clock.
    static func noticeLine(_ notice: PlaygroundNotice, at time: TimeInterval, program: String) -> String {
        line("[notice] t=" + String(format: "%.3f", time) + "s " + notice.message, program: program)
    }

    /// The name the program was started by, the one place messages, the usage and the version
    /// take it from: the last path component of `arguments[0]` (an app built on `PushPop.main`
    /// is not called pushpop), or "pushpop" when there is none.
    static func programName(_ arguments: [String]) -> String {
        let name = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        return name.isEmpty || name == "/" ? Self.name : name
    }

    /// The 0-based index for `--animator`: a 1-based number, or the first animator whose name
    /// starts with the value, else the first whose name contains it (any case).
    static func resolveAnimator(_ value: String?, in animators: [AnimatorEntry]) throws(UsageError) -> Int {
        guard let value, !value.isEmpty else { return 0 }
        if let number = Int(value) {
            guard number >= 1, number <= animators.count else {
                throw UsageError(
                    "--animator \(number) is out of range; there are \(animators.count) animators")
            }
            return number - 1
        }
        let lowered = value.lowercased()
        if let index = animators.firstIndex(where: { $0.name.lowercased().hasPrefix(lowered) })
            ?? animators.firstIndex(where: { $0.name.lowercased().contains(lowered) })
        {
            return index
        }
        let names = animators.enumerated().map { "\($0.offset + 1) \($0.element.name)" }.joined(separator: ", ")
        throw UsageError("--animator '\(value)' matches no animator; choose one of: \(names)")
    }

    /// A line of `program` (the name it was started by, `programName`) on standard error:
    /// `my-app: MESSAGE`. Ours.
    public static func line(_ message: String, program: String) -> String {
        program + ": " + message
    }

    /// What `program` prints for a bad command line: `error`'s line and a hint to try `--help`,
    /// `my-app: MESSAGE` and `Try 'my-app --help'.` Ours.
    public static func usageMessage(_ error: UsageError, program: String) -> String {
        line(error.message, program: program) + "\nTry '\(program) --help'."
    }

    /// Writes `usageMessage(error, program:)` on standard error and returns the exit status for
    /// bad usage, 2.
    private static func usageFailure(_ error: UsageError, program: String) -> Int32 {
        printError(usageMessage(error, program: program))
        return 2
    }

    /// Writes `message` and a line break on standard error, its control characters replaced:
    /// diagnostics, notices and errors quote titles, ids and names from the Assets.
    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((TerminalText.sanitized(message) + "\n").utf8))
    }
}
