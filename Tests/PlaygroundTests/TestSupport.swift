import Foundation
import Testing

@testable import Playground

/// Paths and fixtures shared by the Playground tests.
enum TestSupport {
    /// The package's `Assets` directory, found from this file's path.
    static let assetsDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PlaygroundTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Assets").path

    /// A new empty directory under the temporary directory.
    static func makeTemporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("pushpop-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Writes `text` to `path`, creating directories.
    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path`, creating directories.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The `AssetError` parsing `json` as file `t.json` throws, or nil if it parses.
    static func parseError(_ json: String) -> AssetError? {
        do {
            _ = try PlaygroundAssets.parseScreens(Data(json.utf8), file: "t.json")
            return nil
        } catch {
            return error
        }
    }
}
