import Foundation

/// What building the user's files needs from this machine: the Swift compiler, and the
/// modules of the running pushpop (TransitionKit, Animators, …, in `Modules/` beside the
/// executable, where SwiftPM puts them), so that the user's library is compiled against
/// exactly the code it will be loaded into. Ours.
struct Toolchain: Sendable {
    /// The running executable, resolved (`/proc/self/exe`).
    let executablePath: String
    /// The directory of pushpop's `.swiftmodule`s.
    let modulesDirectory: String
    /// `swiftc`.
    let compilerPath: String
    /// Names this build of pushpop: its path, size and modification time. A build of the
    /// user's files is only reused by the same build of pushpop (no library evolution: the
    /// user's code depends on TransitionKit's exact layout).
    let identity: String

    /// Finds them.
    /// - Throws: `RunError.toolchain` naming what is missing and where it was looked for.
    static func locate(environment: [String: String]) throws(RunError) -> Toolchain {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let modules = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("Modules")
            .path
        guard FileManager.default.fileExists(atPath: modules + "/TransitionKit.swiftmodule") else {
            throw .toolchain(
                "pushpop run compiles your files against the modules this pushpop was built with, and "
                    + "there are none in \(modules); run it from its checkout with `swift run pushpop run …` "
                    + "(or the executable SwiftPM built, which has Modules/ beside it)")
        }
        let searched = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
        guard let compiler = searched.map({ $0 + "/swiftc" }).first(where: FileManager.default.isExecutableFile)
        else {
            throw .toolchain(
                "pushpop run needs the Swift compiler, swiftc, and found none in PATH or /opt/swift/usr/bin")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return Toolchain(
            executablePath: executable, modulesDirectory: modules, compilerPath: compiler,
            identity: "\(executable)\n\(size)\n\(modified)")
    }
}
