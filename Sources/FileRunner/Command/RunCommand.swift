import Animators
import Foundation
import Playground
import SourceRewriting
import TerminalRenderer

/// `pushpop run FILE.swift…`: builds the user's iOS files into the playground — `import UIKit`,
/// `@objc`, `#selector` and the rest as they are — and runs it with their transitions first in
/// the catalogue, the first of them selected; with `--watch`, again on every save. Ours.
///
/// Standard error gets what happened (the rewrites, the types in the catalogue and those left
/// out, the build's time) before the playground starts; compiler errors name the user's files
/// and lines. Exit status: the playground's, or 1 when the files cannot be run (missing, not
/// Swift, a syntax error, no transition, a failed build), 2 for bad usage.
public enum RunCommand {
    /// `run`, as the pushpop executable registers it with `PushPop.main`: its line and paragraph
    /// of the usage, and its entry.
    public static let command = PlaygroundCommand(
        name: "run", synopsis: "FILE.swift… [--watch] [--show-rewrites] [--swift-version 5|6] [options]",
        help: { program in
            """
            \(program) run builds your iOS files (import UIKit, @objc, #selector as they are)
            into the playground; their transitions come first in the catalogue:
              --watch             rebuild and reload on every save (interactive only)
              --show-rewrites     print what was rewritten for Swift on Linux, as a diff, and exit
              --swift-version N   the files' Swift language mode, 5 or 6 (default 5)
            """
        },
        main: { invocation in main(invocation) })

    /// Runs `run` with the arguments after it, the program's catalogue (the built-in entries,
    /// listed after the user's) and its name for messages; returns the exit status.
    @MainActor
    static func main(_ invocation: PlaygroundCommand.Invocation) -> Int32 {
        let program = invocation.program
        do {
            return try run(invocation)
        } catch {
            if case .buildFailed(_, _, let output) = error {
                printError(compilerOutput(output), program: nil)
            }
            if case .usage(let message) = error {
                printError(PushPop.usageMessage(UsageError(message), program: program), program: nil)
            } else {
                printError(error.description, program: program)
            }
            return error.exitStatus
        }
    }

    @MainActor
    private static func run(_ invocation: PlaygroundCommand.Invocation) throws(RunError) -> Int32 {
        let program = invocation.program
        let options = try RunOptions.parse(invocation.arguments)
        let playground: Options
        do {
            playground = try Options.parse(options.playgroundArguments)
        } catch {
            throw .usage("\(error)")
        }
        if playground.showHelp || playground.showVersion {
            return PushPop.main(
                arguments: [program] + options.playgroundArguments, animators: invocation.animators,
                commands: invocation.commands, reloader: nil)
        }
        guard !options.files.isEmpty else {
            throw .usage("\(program) run needs your Swift files, e.g. \(program) run MyTransition.swift")
        }
        if options.watch && playground.headless {
            throw .usage("--watch rebuilds while the playground runs on a terminal; it does not apply with --headless")
        }
        var seen = Set<String>()
        let files = options.files.filter { seen.insert(URL(fileURLWithPath: $0).standardized.path).inserted }
        let environment = ProcessInfo.processInfo.environment
        let toolchain = try Toolchain.locate(environment: environment)
        let cache = try BuildCache.open(for: toolchain, environment: environment)
        let names = files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        var builder = UserBuilder(paths: files, swiftVersion: options.swiftVersion, toolchain: toolchain, cache: cache)
        builder.report = { @Sendable message in printError(message, program: program) }
        if options.showRewrites {
            let files = try builder.rewrite()
            let scratch = try cache.makeTemporaryDirectory()
            print(RewriteReport.text(for: files, scratch: scratch), terminator: "")
            cache.discard(scratch)
            return 0
        }
        // Until the playground takes over (it has its own handling), a signal stops the build
        // cleanly: the compiler is stopped and its directory removed.
        BuildInterruption.catchSignals()
        let first: UserBuild?
        var firstError: RunError?
        do throws(RunError) {
            first = try builder.build()
        } catch {
            // With --watch, what an edit can fix is shown and waited for; the rest ends here.
            guard options.watch, error.isFixedByEditing else {
                BuildInterruption.restoreSignals()
                throw error
            }
            if case .buildFailed(_, _, let output) = error {
                printError(compilerOutput(output), program: nil)
            }
            printError(error.description + "\nwatching \(names) for a fix", program: program)
            first = nil
            firstError = error
        }
        BuildInterruption.restoreSignals()
        defer { BuildInterruption.abandonAll() }  // a rebuild still running when the playground ends
        var entries: [AnimatorEntry] = []
        if let first {
            report(first, program: program)
            entries = try UserLibrary.entries(fromLibraryAt: first.libraryPath)
        }
        var mailbox: WatchMailbox?
        if options.watch {
            let box = try WatchMailbox()
            var quiet = builder
            quiet.report = nil  // standard error is the HUD's while the playground runs
            try FileWatcher.start(quiet, mailbox: box)
            mailbox = box
        }
        let reloader = BuildReloader(
            build: first, error: firstError, catalogue: invocation.animators, fileCount: files.count, mailbox: mailbox)
        return PushPop.main(
            arguments: [program] + options.playgroundArguments, animators: entries + invocation.animators,
            commands: invocation.commands, reloader: reloader)
    }

    /// The compiler's `output` with the user's own lines quoted where it quoted pushpop's copy of
    /// a rewritten line (`CompilerDiagnostic.printed`).
    static func compilerOutput(_ output: String) -> String {
        var files: [String: [Substring]] = [:]
        func userLine(_ path: String, _ number: Int) -> String? {
            if files[path] == nil {
                guard !path.hasPrefix(EntryRegistry.entryPathPrefix),
                    let data = FileManager.default.contents(atPath: path)
                else { return nil }
                files[path] = String(decoding: data, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
            }
            guard let lines = files[path], lines.indices.contains(number - 1) else { return nil }
            return String(lines[number - 1])
        }
        return CompilerDiagnostic.parse(output).map { $0.printed(userLine: userLine) }.joined(separator: "\n")
    }

    /// The build's summary on standard error, each line after `program`'s name.
    private static func report(_ build: UserBuild, program: String) {
        let how = build.wasReused ? "reused the last build" : "built"
        printError(how + " in " + String(format: "%.1f s", build.seconds), program: program)
        for file in build.files where !file.rewritten.rewrites.isEmpty {
            let count = file.rewritten.rewrites.count
            printError(
                "\((file.source.path as NSString).lastPathComponent): \(count) rewrite\(count == 1 ? "" : "s") "
                    + "for Swift on Linux (--show-rewrites prints them)", program: program)
        }
        let names = build.entries.enumerated().map { "\($0.offset + 1) \($0.element.typeName)" }
        printError("in the catalogue: " + names.joined(separator: ", "), program: program)
        for refusal in build.refusals {
            printError("left out: \(refusal)", program: program)
        }
    }

    /// Writes `message` on standard error, after `program`'s name (none for the compiler's output
    /// and a message that has it already), its control characters replaced.
    private static func printError(_ message: String, program: String?) {
        let text = TerminalText.sanitized(program.map { PushPop.line(message, program: $0) } ?? message)
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
