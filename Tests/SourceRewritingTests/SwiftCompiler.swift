import Foundation

/// The toolchain's `swiftc`, type-checking rewritten copies against the package's built modules
/// (TransitionKit, Animators) and a module named `UIKit` that re-exports TransitionKit, as
/// `pushpop run` compiles a user's files.
enum SwiftCompiler {
    /// The package's root (this file is in `Tests/SourceRewritingTests`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The compiler's status (nonzero on an error) and diagnostics (empty when there are none) for
    /// `files` (name and text) type-checked together as one module.
    static func typecheck(_ files: [(name: String, text: String)]) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pushpop-rewriting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules").path
        let includes = [
            "-I", modules, "-I", packageRoot.appendingPathComponent("Sources/CLibPNG").path,
            "-I", packageRoot.appendingPathComponent("Sources/CLibJPEG").path,
        ]
        let shim = directory.appendingPathComponent("UIKit.swift")
        try "@_exported import TransitionKit\n".write(to: shim, atomically: true, encoding: .utf8)
        let module = try run(
            [
                "-emit-module", "-module-name", "UIKit", "-parse-as-library", shim.path, "-emit-module-path",
                directory.appendingPathComponent("UIKit.swiftmodule").path,
            ] + includes)
        guard module.status == 0 else { return module }
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try run(
            ["-typecheck", "-swift-version", "5", "-module-name", "UserTransitions", "-I", directory.path]
                + includes + paths)
    }

    /// `swiftc` (found on `PATH`) run with `arguments`: its status and its output and errors.
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
