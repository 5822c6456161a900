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
    /// status. Messages go to standard error; headless frames to standard output.
    ///
    /// On the main actor, `@preconcurrency` as UIKit's isolation is to Swift: a `main.swift` in
    /// Swift 5 mode (whose top-level code is not isolated) calls it without a diagnostic, one in
    /// Swift 6 mode (whose top-level code is on the main actor) as it is.
    @preconcurrency @MainActor
    public static func main(
        arguments: [String] = CommandLine.arguments, animators: [AnimatorEntry] = AnimatorCatalog.entries
    ) -> Int32 {
        main(arguments: arguments, animators: animators, reloader: nil)
    }

    /// `main(arguments:animators:)` with the status of the user's files and new builds of the
    /// animators coming from `reloader` (`pushpop run`; headless mode shows its first status and
    /// takes no new build).
    @preconcurrency @MainActor
    public static func main(
        arguments: [String], animators: [AnimatorEntry], reloader: (any AnimatorReloading)?
    ) -> Int32 {
        let animators = animators.isEmpty ? AnimatorCatalog.entries : animators
        let tryHelp = "Try '\(programName(arguments)) --help'."
        let environment = ProcessInfo.processInfo.environment
        let options: Options
        do {
            options = try Options.parse(Array(arguments.dropFirst()))
        } catch {
            printError("\(error)\n\(tryHelp)")
            return 2
        }
        if options.showHelp {
            print(Options.help(animators: animators))
            return 0
        }
        if options.showVersion {
            print("pushpop \(version)")
            return 0
        }
        if !options.headless, let refusal = options.headlessOnlyRefusal {
            printError("pushpop: \(refusal)\n\(tryHelp)")
            return 2
        }
        let animatorIndex: Int
        do {
            animatorIndex = try resolveAnimator(options.animator, in: animators)
        } catch {
            printError("\(error)\n\(tryHelp)")
            return 2
        }
        let catalog: ScreenCatalog
        do {
            catalog = try ScreenCatalog.load(assetsDirectory: options.assetsDirectory)
        } catch {
            printError("pushpop: \(error)")
            return 1
        }

        if options.headless {
            return runHeadless(
                options: options, catalog: catalog, animators: animators, animatorIndex: animatorIndex,
                environment: environment, status: reloader?.poll().status, tryHelp: tryHelp)
        }

        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(environment: environment, glyphs: options.ascii ? .ascii : nil)
        } catch {
            printError("pushpop: \(error)")
            return 1
        }
        defer { screen.restore() }
        let session = PlaygroundSession(catalog: catalog, animators: animators, animatorIndex: animatorIndex)
        let glyphs = screen.glyphs
        let depth = options.noColor ? .monochrome : screen.colorDepth
        let renderer = PlaygroundRenderer(glyphs: glyphs, depth: depth)
        let frameRate = options.isFrameRateExplicit ? options.fps : 60
        return InteractiveRunLoop(
            session: session, screen: screen, renderer: renderer, frameRate: frameRate, reloader: reloader
        ).run()
    }

    /// pushpop's version.
    public static let version = "1.0.0"

    @MainActor
    private static func runHeadless(
        options: Options, catalog: ScreenCatalog, animators: [AnimatorEntry], animatorIndex: Int,
        environment: [String: String], status: RunStatus?, tryHelp: String
    ) -> Int32 {
        let tokens: [KeyToken]
        do {
            tokens = try KeyToken.parse(options.keys ?? "")
        } catch {
            printError("\(error)\n\(tryHelp)")
            return 2
        }
        let size = options.size
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(catalog: catalog, animators: animators, animatorIndex: animatorIndex)
        session.runStatus = status
        let depth: ColorDepth = options.noColor || environment["NO_COLOR"] != nil ? .monochrome : .trueColor
        let runner = HeadlessRunner(
            columns: size.columns, rows: size.rows, fps: options.fps, tokens: tokens, ansi: options.ansi,
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
                printError("pushpop: \(diagnostic)")
            },
            notices: { notice in
                printError(noticeLine(notice, at: AnimationEngine.shared.currentTime))
            })
        return 0
    }

    /// A notice as headless mode prints it on standard error, in the form of a diagnostic's line:
    /// `pushpop: [notice] t=1.234s MESSAGE`, `time` in seconds of the engine's clock.
    static func noticeLine(_ notice: PlaygroundNotice, at time: TimeInterval) -> String {
        "pushpop: [notice] t=" + String(format: "%.3f", time) + "s " + notice.message
    }

    /// The name the program was started by, for messages: the last path component of
    /// `arguments[0]` (an app built on `PushPop.main` is not called pushpop), or "pushpop" when
    /// there is none.
    static func programName(_ arguments: [String]) -> String {
        let name = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        return name.isEmpty || name == "/" ? "pushpop" : name
    }

    /// The 0-based index for `--animator`: a 1-based number, or the first animator whose name
    /// starts with the value, else the first whose name contains it (any case).
    static func resolveAnimator(_ value: String?, in animators: [AnimatorEntry]) throws(UsageError) -> Int {
        guard let value, !value.isEmpty else { return 0 }
        if let number = Int(value) {
            guard number >= 1, number <= animators.count else {
                throw UsageError(
                    "pushpop: --animator \(number) is out of range; there are \(animators.count) animators")
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
        throw UsageError("pushpop: --animator '\(value)' matches no animator; choose one of: \(names)")
    }

    /// Writes `message` and a line break on standard error, its control characters replaced:
    /// diagnostics, notices and errors quote titles, ids and names from the Assets.
    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((TerminalText.sanitized(message) + "\n").utf8))
    }
}
