import Foundation
import TerminalRenderer

/// Compares `frame` (the text of `TransitionRun.frame(columns:rows:ascii:)`) with the expected
/// frame stored beside the test file, `__Frames__/<TestFile>/<name>.txt` next to `filePath`
/// (e.g. `Tests/MyTests/__Frames__/ZoomFadeTests/push-at-0.25.txt`), and throws
/// `FrameExpectationError` when they differ: `.mismatch` with a line diff (each differing
/// line's number, the expected line marked `-`, the actual `+`).
///
/// When no expected frame is stored yet, it records this one there and throws `.recorded`, as
/// swift-snapshot-testing does ("An existing reference was not found on disk. Automatically
/// recorded snapshot…", its test failing): a first run never passes unseen, so a frame that
/// was never committed, or a CI checkout without it, fails instead of passing against itself.
/// Read the recorded file, check it by eye, commit it, run again. With the environment
/// variable `TRANSITIONTESTING_RECORD` set (to anything but `0`), a frame that differs from
/// the stored one is recorded over it and the test fails the same way, naming the variable, so
/// that it is not left set; frames that match pass, so each run goes on to the next frame that
/// changed (a test stops at its first failure: run it until it passes).
///
/// Line endings: a stored `\r\n` reads as `\n`, and one final line break is ignored on both
/// sides. The frame file is UTF-8. A thrown error fails the test in Swift Testing and in XCTest
/// alike. Ours.
public func expectFrame(_ frame: String, named name: String, filePath: String = #filePath) throws {
    try FrameExpectation(
        name: name, filePath: filePath, recordsAll: FrameExpectation.recordsFromEnvironment()
    ).check(frame)
}

/// Where an expected frame lives and how it is compared (`expectFrame`). Ours.
struct FrameExpectation {
    /// The environment variable that asks for every frame to be recorded again.
    static let recordVariable = "TRANSITIONTESTING_RECORD"

    let name: String
    let filePath: String
    /// Whether to record whatever is stored (`TRANSITIONTESTING_RECORD`).
    let recordsAll: Bool

    /// Whether `TRANSITIONTESTING_RECORD` is set to something other than empty or `0`.
    static func recordsFromEnvironment() -> Bool {
        let value = ProcessInfo.processInfo.environment[recordVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// `__Frames__/<TestFile>/<name>.txt` beside `filePath`.
    var path: String {
        let test = URL(fileURLWithPath: filePath)
        return test.deletingLastPathComponent().appendingPathComponent("__Frames__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name + ".txt").path
    }

    func check(_ frame: String) throws {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        guard !name.isEmpty, !name.hasPrefix("."), name.unicodeScalars.allSatisfy(allowed.contains),
            name.allSatisfy(\.isASCII)
        else { throw FrameExpectationError.invalidName(name) }
        let actual = Self.normalized(frame)
        let manager = FileManager.default
        if !manager.fileExists(atPath: path) || (recordsAll && (try? stored()) != actual) {
            do {
                try manager.createDirectory(
                    at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((actual + "\n").utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw FrameExpectationError.fileError(path: path, reason: "writing it failed: \(error)")
            }
            throw FrameExpectationError.recorded(name: name, path: path, forced: recordsAll)
        }
        let expected = try stored()
        guard expected != actual else { return }
        throw FrameExpectationError.mismatch(
            name: name, path: path, diff: FrameDiff(expected: expected, actual: actual).report)
    }

    /// The stored frame, normalised.
    /// - Throws: `FrameExpectationError.fileError` when it cannot be read or is not UTF-8.
    private func stored() throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FrameExpectationError.fileError(path: path, reason: "reading it failed: \(error)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FrameExpectationError.fileError(path: path, reason: "it is not UTF-8 text")
        }
        return Self.normalized(text)
    }

    /// `text` with `\r\n` read as `\n` and one final line break dropped.
    static func normalized(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\r\n", with: "\n")
        if result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
