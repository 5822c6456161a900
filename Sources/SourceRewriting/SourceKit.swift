import CSourceKit
import Foundation

/// The toolchain's sourcekitd, opened once at run time and asked for a file's syntactic outline.
/// Ours.
enum SourceKit {
    /// The library's file name in `<toolchain>/usr/lib`.
    static let libraryName = "libsourcekitdInProc.so"

    /// Where the library is looked for, in order: next to the toolchain of the first `swiftc` or
    /// `swift` on `PATH` (symbolic links resolved: `<toolchain>/usr/bin/swiftc` →
    /// `<toolchain>/usr/lib/libsourcekitdInProc.so`), then `/opt/swift/usr/lib`.
    static var candidates: [String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        var found: [String] = []
        for tool in ["swiftc", "swift"] {
            for directory in path.split(separator: ":") {
                let executable = "\(directory)/\(tool)"
                guard FileManager.default.isExecutableFile(atPath: executable) else { continue }
                let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
                found.append(binary.deletingLastPathComponent().appendingPathComponent("lib/\(libraryName)").path)
                break
            }
        }
        found.append("/opt/swift/usr/lib/\(libraryName)")
        var unique: [String] = []
        for candidate in found where !unique.contains(candidate) { unique.append(candidate) }
        return unique
    }

    /// The outcome of loading the library, once per process.
    private static let loaded: Result<Void, SourceRewritingError> = {
        let searched = candidates
        guard let library = searched.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            return .failure(.parserUnavailable(searched: searched, reason: "no such file"))
        }
        guard let message = pushpop_sourcekit_load(library) else { return .success(()) }
        defer { free(message) }
        return .failure(.parserUnavailable(searched: [library], reason: String(cString: message)))
    }()

    /// sourcekitd's outline of the Swift source `text`.
    /// - Throws: `SourceRewritingError.parserUnavailable` when the library cannot be loaded,
    ///   `.parserFailed` when it answers with an error or a response that does not decode.
    static func outline(of text: String) throws(SourceRewritingError) -> SourceOutline {
        try loaded.get()
        var error: UnsafeMutablePointer<CChar>?
        guard let json = pushpop_sourcekit_editor_open(text, &error) else {
            defer { free(error) }
            throw .parserFailed(error.map { String(cString: $0) } ?? "sourcekitd failed")
        }
        defer { free(json) }
        let data = Data(bytes: json, count: strlen(json))
        do {
            return try JSONDecoder().decode(SourceOutline.self, from: data)
        } catch {
            throw .parserFailed("sourcekitd's response did not decode: \(error)")
        }
    }
}
