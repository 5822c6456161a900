import Foundation
import TerminalRenderer
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

    /// The phone's screen (outline excluded) as `PlaygroundRenderer` draws `session` in a
    /// `columns` × `rows` terminal, monochrome, as lines; empty when the terminal is too small.
    @MainActor static func phoneScreenLines(_ session: PlaygroundSession, columns: Int, rows: Int) -> [String] {
        var grid = CellGrid(columns: columns, rows: rows)
        let renderer = PlaygroundRenderer(glyphs: .unicode, depth: .monochrome)
        guard let layout = renderer.render(session, into: &grid) else { return [] }
        let box = layout.phone.screen
        return grid.lines()[box.row..<box.endRow].map { line in
            let characters = Array(line.padding(toLength: box.endColumn, withPad: " ", startingAt: 0))
            return String(characters[box.column..<box.endColumn])
        }
    }

    /// The built-in screens as they were before tabs and presentations (one navigation stack
    /// from Home, nothing presented: `Fixtures/classic-screens.json`, `git show
    /// d4e5308:Assets/screens.json`) with the built-in photos: what the push frames and the
    /// tests written for one stack run on, so that they keep testing the animators alone.
    @MainActor static func classicAssets() throws -> PlaygroundAssets {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/classic-screens.json")
        let document = try PlaygroundAssets.parseScreens(try Data(contentsOf: url), file: url.path)
        let builtIn = PlaygroundAssets.builtIn()
        return PlaygroundAssets(
            source: builtIn.source, screensFile: url.path, document: document, images: builtIn.images)
    }

    /// The contents of `name` among TransitionKit's decoder test images
    /// (`Tests/TransitionKitTests/Images`, whose `make_images.py` lists their pixels).
    static func decoderTestImage(_ name: String) throws -> Data {
        try Data(
            contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent()  // PlaygroundTests
                .deletingLastPathComponent()  // Tests
                .appendingPathComponent("TransitionKitTests/Images/\(name)"))
    }

    /// Makes a Unix-domain socket file at `path` (a path of at most 107 bytes): a file that is
    /// not a directory yet cannot be opened for reading — `open` fails with `ENXIO`, even as
    /// root.
    static func makeSocket(at path: String) throws {
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

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
