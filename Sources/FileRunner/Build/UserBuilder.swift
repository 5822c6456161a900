import Foundation
import SourceRewriting
import TerminalRenderer

/// Builds the user's files into a shared library that pushpop loads: reads and checks them,
/// rewrites what Swift on Linux cannot compile into private copies (the files themselves are
/// only read), finds the types to put in the catalogue, writes the registry of their entries,
/// and compiles it all with `swiftc -emit-library` against the running pushpop's modules — or
/// reuses the build of the same inputs from the cache. Ours.
///
/// The library's TransitionKit symbols are left undefined and bound, when it is loaded, to the
/// running pushpop's own (its executable exports them), so the user's types live in the one
/// UIKit world the playground runs. Its module is named after the build (`PushpopUser_HASH`),
/// so that every build loaded into one process has symbols of its own.
struct UserBuilder: Sendable {
    /// The user's files, as given on the command line (made absolute).
    let paths: [String]
    /// The files' Swift language mode: "5" or "6".
    let swiftVersion: String
    let toolchain: Toolchain
    let cache: BuildCache
    /// Told what takes time, before it starts: "preparing the modules pushpop provides…" (once
    /// per build of pushpop), "building Slide.swift…" (not when a build is reused).
    var report: (@Sendable (String) -> Void)? = nil

    /// Modules that stand in for Apple's: each re-exports TransitionKit and Foundation, so that
    /// `import UIKit`, `import QuartzCore` and `import CoreGraphics` work unchanged.
    static let standInModules = ["UIKit", "QuartzCore", "CoreGraphics"]

    /// Builds (or reuses) the library.
    /// - Throws: `RunError` for a missing, non-Swift or unreadable file, a syntax error, no
    ///   transition in the files, a missing toolchain, an unwritable cache, or compiler errors.
    func build() throws(RunError) -> UserBuild {
        let start = DispatchTime.now()
        let files = try rewrite()
        let sources = files.map(\.source)
        let rewritten = files.map(\.rewritten)
        let discovery: Discovery
        do {
            discovery = try TransitionDiscovery.discover(in: sources)
        } catch {
            throw .source(error)
        }
        var entries = Self.ordered(discovery.entries)
        var refusals = discovery.refusals
        guard !entries.isEmpty else { throw .noTransitions(files: paths, refusals: refusals) }
        try prepareStandInModules()
        while true {
            let registry = EntryRegistry.source(for: entries)
            var hash = StableHash()
            hash.combine(toolchain.identity)
            hash.combine(swiftVersion)
            for copy in rewritten { hash.combine(copy.text) }
            hash.combine(registry)
            let directory = cache.buildDirectory(hash.hex)
            let library = directory + "/libPushpopUser_\(hash.hex).so"
            func finished(reused: Bool) -> UserBuild {
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                return UserBuild(
                    libraryPath: library, entries: entries, refusals: refusals, files: files, seconds: seconds,
                    wasReused: reused)
            }
            if FileManager.default.fileExists(atPath: library) {
                cache.touch(directory)
                return finished(reused: true)
            }

            report?("building \(paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))…")
            let temporary = try cache.makeTemporaryDirectory()
            var inputs: [String] = []
            for index in rewritten.indices {
                let name = URL(fileURLWithPath: paths[index]).lastPathComponent
                inputs.append("\(temporary)/\(index)-\(name)")
            }
            inputs.append(temporary + "/PushpopEntries.swift")
            let texts = rewritten.map(\.text) + [registry]
            do {
                for (path, text) in zip(inputs, texts) { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
            } catch {
                cache.discard(temporary)
                throw .cache("cannot write the copies of your files in \(temporary): \(error.localizedDescription)")
            }
            let output = temporary + "/" + URL(fileURLWithPath: library).lastPathComponent
            let result = run(
                toolchain.compilerPath,
                [
                    "-emit-library", "-module-name", "PushpopUser_\(hash.hex)", "-swift-version", swiftVersion,
                    "-Onone", "-parse-as-library", "-suppress-warnings", "-diagnostic-style", "llvm",
                    "-I", toolchain.modulesDirectory, "-I", cache.modulesDirectory,
                    "-module-cache-path", cache.moduleCacheDirectory, "-o", output,
                ] + inputs, in: temporary)
            if BuildInterruption.isInterrupted {
                cache.discard(temporary)
                throw .interrupted(signal: BuildInterruption.caughtSignal.load(ordering: .relaxed))
            }
            if result.status == 0 {
                try cache.commit(temporary, to: directory)
                return finished(reused: false)
            }
            cache.discard(temporary)
            let errors = CompilerDiagnostic.parse(result.output).filter { $0.severity == "error" }
            // Errors only in pushpop's own lines: those entries go, with the compiler's reason,
            // and the rest is built again. Any error in the user's files stops the build.
            let failing = Set(errors.compactMap { EntryRegistry.entryIndex(ofDiagnosticAt: $0.path) })
            guard !errors.isEmpty, errors.allSatisfy({ EntryRegistry.entryIndex(ofDiagnosticAt: $0.path) != nil })
            else {
                throw .buildFailed(
                    errors: errors, notes: Self.notes(for: errors, output: result.output), output: result.output)
            }
            for index in failing.sorted(by: >) where entries.indices.contains(index) {
                let entry = entries.remove(at: index)
                let reason = errors.first { EntryRegistry.entryIndex(ofDiagnosticAt: $0.path) == index }?.message
                refusals.append(
                    DiscoveryRefusal(
                        typeName: entry.typeName, path: entry.path, line: entry.line,
                        reason: "pushpop could not make one (\(reason ?? "the compiler refused its entry")); "
                            + "give it a static makeForPushpop() (README, pushpop run)"))
            }
            guard !entries.isEmpty else { throw .noTransitions(files: paths, refusals: refusals) }
        }
    }

    /// `entries` in the catalogue's order: the types that install a whole style first (a
    /// navigation controller subclass, then the delegates: navigation, transitioning, tab bar;
    /// then interaction controllers, each installed with the animator it drives), animators after
    /// them, each kind in the order of the files — so the one selected first is the one the app
    /// would install, which uses the animators. Ours.
    static func ordered(_ entries: [DiscoveredTransition]) -> [DiscoveredTransition] {
        let ranks: [DiscoveredTransition.Kind] = [
            .navigationController, .navigationDelegate, .transitioningDelegate, .tabBarControllerDelegate,
            .interactionController, .animator,
        ]
        return entries.enumerated().sorted { first, second in
            let a = ranks.firstIndex(of: first.element.kind) ?? ranks.count
            let b = ranks.firstIndex(of: second.element.kind) ?? ranks.count
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }

    /// The files read and rewritten for Swift on Linux, without building them (what
    /// `--show-rewrites` prints).
    /// - Throws: `RunError` for a missing, non-Swift or unreadable file, or a syntax error.
    func rewrite() throws(RunError) -> [UserBuild.RewrittenFile] {
        let sources = try paths.map(Self.read)
        do {
            let rewritten = try SourceRewriter.rewrite(files: sources)
            return zip(sources, rewritten).map { UserBuild.RewrittenFile(source: $0, rewritten: $1) }
        } catch {
            throw .source(error)
        }
    }

    /// What pushpop adds to the compiler's errors: the UIKit-looking names TransitionKit does not
    /// have (UIKit API it does not model yet — or a misspelling: pushpop cannot tell, and says
    /// both), the modules it does not have, and the Objective-C forms it cannot rewrite
    /// (optional protocol requirements, `#selector(getter:)`).
    static func notes(for errors: [CompilerDiagnostic], output: String) -> [String] {
        var notes: [String] = []
        for error in errors {
            var note: String?
            if let name = error.unmodelledName {
                note =
                    "\(name) is not in TransitionKit (\(error.shortLocation)): if UIKit has it, TransitionKit does not "
                    + "model it yet; else check the spelling"
            } else if let module = error.missingModule {
                note =
                    "pushpop has no module \(module) (\(error.shortLocation)): it provides UIKit, QuartzCore and "
                    + "CoreGraphics (all TransitionKit) and Foundation"
            }
            if error.message.contains("'optional' can only be applied to members of an '@objc' protocol") {
                note =
                    "optional protocol requirements (@objc optional) have no counterpart in Swift on Linux "
                    + "(\(error.shortLocation)): make the requirement required, with a default implementation in a "
                    + "protocol extension"
            } else if error.message.contains("'#selector' can only be used with the Objective-C runtime") {
                note =
                    "pushpop rewrites #selector(method) only (\(error.shortLocation)): #selector(getter:) and "
                    + "#selector(setter:) have no counterpart on Linux, where target–action calls methods"
            }
            if let note, !notes.contains(note) { notes.append(note) }
        }
        if output.contains("compiled with a different version") || output.contains("cannot load module") {
            notes.append(
                "the swiftc on PATH is not the one that built pushpop; put that toolchain first in PATH")
        }
        return notes
    }

    /// Reads `path`.
    private static func read(_ path: String) throws(RunError) -> SourceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingFile(path)
        }
        guard !isDirectory.boolValue else { throw .notAFile(path) }
        guard path.hasSuffix(".swift") else { throw .notSwift(path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path, reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        guard let text = String(validating: data, as: UTF8.self), !data.contains(0) else {
            throw .unreadable(path, reason: "not a Swift file: it is not UTF-8 text")
        }
        return SourceFile(path: path, text: text)
    }

    /// Compiles the modules standing in for Apple's, once per build of pushpop, into the
    /// cache's `modules/` (made whole elsewhere and renamed into place). Beside them, a module
    /// map declares the C modules TransitionKit imports internally (libpng, libjpeg) without
    /// their headers: the user's code never sees them, and the compiler only needs their names.
    private func prepareStandInModules() throws(RunError) {
        let modules = cache.modulesDirectory
        guard !FileManager.default.fileExists(atPath: modules) else { return }
        report?(
            "preparing the UIKit, QuartzCore and CoreGraphics modules pushpop provides (once per build of pushpop)…")
        let temporary = try cache.makeTemporaryDirectory()
        let map = "module CLibPNG [system] {\n}\nmodule CLibJPEG [system] {\n}\n"
        do {
            try Data(map.utf8).write(to: URL(fileURLWithPath: temporary + "/module.modulemap"))
            for name in Self.standInModules {
                let source =
                    "// \(name) on Linux, as pushpop run provides it: TransitionKit.\n"
                    + "@_exported import Foundation\n@_exported import TransitionKit\n"
                try Data(source.utf8).write(to: URL(fileURLWithPath: "\(temporary)/\(name).swift"))
            }
        } catch {
            cache.discard(temporary)
            throw .cache("cannot write in the build cache \(temporary): \(error.localizedDescription)")
        }
        for name in Self.standInModules {
            let result = run(
                toolchain.compilerPath,
                [
                    "-emit-module", "-parse-as-library", "-module-name", name, "-I", toolchain.modulesDirectory,
                    "-module-cache-path", cache.moduleCacheDirectory,
                    "-I", temporary, "-o", "\(temporary)/\(name).swiftmodule", "\(temporary)/\(name).swift",
                ], in: temporary)
            if BuildInterruption.isInterrupted {
                cache.discard(temporary)
                throw .interrupted(signal: BuildInterruption.caughtSignal.load(ordering: .relaxed))
            }
            guard result.status == 0 else {
                cache.discard(temporary)
                throw .toolchain(
                    "cannot build the \(name) module pushpop provides (is \(toolchain.compilerPath) the compiler "
                        + "that built pushpop?):\n" + TerminalText.sanitized(result.output))
            }
        }
        try cache.commit(temporary, to: modules)
    }

    /// Runs `executable` with `arguments`; its exit status and its output (standard output and
    /// error together, through a file in `directory`: no pipe to drain, and nothing a signal can
    /// interrupt half-read). Once the build is interrupted (`BuildInterruption`), the compiler is
    /// stopped.
    private func run(_ executable: String, _ arguments: [String], in directory: String) -> (
        status: Int32, output: String
    ) {
        let outputPath = directory + "/compiler-output.txt"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            let output = FileHandle(forWritingAtPath: outputPath)
        else { return (126, "cannot write \(outputPath)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "cannot run \(executable): \(error.localizedDescription)")
        }
        let pid = process.processIdentifier
        BuildInterruption.begin(compiler: pid)
        var stopped = false
        while process.isRunning {
            if !stopped && BuildInterruption.isInterrupted {
                kill(pid, SIGTERM)
                stopped = true
            }
            usleep(10_000)
        }
        BuildInterruption.end(compiler: pid)
        try? output.close()
        let text = FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) }
        try? FileManager.default.removeItem(atPath: outputPath)
        return (process.terminationStatus, text ?? "")
    }
}
