import Foundation
import Testing

@testable import TransitionTesting

/// expectFrame in a scratch directory: the test file is a made-up path there, so the
/// `__Frames__` folder it writes is the test's own.
@Suite struct ExpectFrameTests {
    /// A fresh directory and a test file path inside it.
    func scratch() throws -> (directory: URL, testFile: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("transitiontesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (directory, directory.appendingPathComponent("SlideTests.swift").path)
    }

    @Test func recordsOnTheFirstRunAndFailsThenPassesAgainstTheRecording() throws {
        let (directory, testFile) = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("__Frames__/SlideTests/push-at-0.25.txt").path
        #expect(throws: FrameExpectationError.recorded(name: "push-at-0.25", path: path, forced: false)) {
            try FrameExpectation(name: "push-at-0.25", filePath: testFile, recordsAll: false).check("ab\ncd")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "ab\ncd\n")
        try FrameExpectation(name: "push-at-0.25", filePath: testFile, recordsAll: false).check("ab\ncd")
        // A file checked out with CRLF line endings reads the same.
        try Data("ab\r\ncd\r\n".utf8).write(to: URL(fileURLWithPath: path))
        try FrameExpectation(name: "push-at-0.25", filePath: testFile, recordsAll: false).check("ab\ncd")
    }

    @Test func recordModeRewritesAndFailsNamingTheVariable() throws {
        let (directory, testFile) = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expectation = FrameExpectation(name: "f", filePath: testFile, recordsAll: false)
        _ = try? expectation.check("old")
        let recording = FrameExpectation(name: "f", filePath: testFile, recordsAll: true)
        let error = FrameExpectationError.recorded(name: "f", path: recording.path, forced: true)
        #expect(throws: error) { try recording.check("new") }
        #expect(String(describing: error).contains("(TRANSITIONTESTING_RECORD is set)"))
        #expect(String(describing: error).hasSuffix("run the test again without TRANSITIONTESTING_RECORD"))
        #expect(try String(contentsOfFile: recording.path, encoding: .utf8) == "new\n")
        try expectation.check("new")
        // A frame that matches what is stored passes in record mode too, so a test with
        // several frames gets past it to record the next one that changed.
        try recording.check("new")
    }

    @Test func aDifferentFrameFailsWithTheDifferingLinesNumbered() throws {
        let (directory, testFile) = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expectation = FrameExpectation(name: "f", filePath: testFile, recordsAll: false)
        _ = try? expectation.check("one\ntwo\nthree")
        let error = #expect(throws: FrameExpectationError.self) { try expectation.check("one\nTWO\nthree\nfour") }
        guard case .mismatch(_, _, let diff) = error else {
            Issue.record("expected a mismatch, got \(String(describing: error))")
            return
        }
        // Lines 2 (changed) and 4 (only in the actual frame).
        #expect(
            diff == """
                2 of 4 lines differ (- expected, 3 lines; + actual, 4 lines):
                2 - |two|
                2 + |TWO|
                4 - (no line)
                4 + |four|
                """)
        #expect(
            error.map(String.init(describing:))?.hasPrefix(
                "frame \"f\" differs from the expected frame in \(expectation.path):\n") == true)
    }

    @Test func controlCharactersFromTheFileNeverReachTheMessage() throws {
        let (directory, testFile) = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expectation = FrameExpectation(name: "f", filePath: testFile, recordsAll: false)
        _ = try? expectation.check("x")
        // An escape sequence (clear screen), a bell and a C1 control in the stored frame.
        try Data("\u{1B}[2J\u{07}\u{9B}x\n".utf8).write(to: URL(fileURLWithPath: expectation.path))
        let error = #expect(throws: FrameExpectationError.self) { try expectation.check("x") }
        let message = error.map(String.init(describing:)) ?? ""
        #expect(message.contains("1 - |\u{FFFD}[2J\u{FFFD}\u{FFFD}x|"))
        let controls = message.unicodeScalars.filter {
            $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
        }
        #expect(controls.isEmpty)
    }

    @Test func aNameThatIsNotAFileNameIsRefused() throws {
        for name in ["", "../escape", ".hidden", "a/b", "tab\there", "é"] {
            #expect(throws: FrameExpectationError.invalidName(name)) {
                try FrameExpectation(name: name, filePath: "/tmp/X.swift", recordsAll: false).check("x")
            }
        }
    }

    @Test func theFramesFolderIsBesideTheTestFile() {
        let expectation = FrameExpectation(
            name: "pop-end", filePath: "/work/Tests/MyTests/ZoomTests.swift", recordsAll: false)
        #expect(expectation.path == "/work/Tests/MyTests/__Frames__/ZoomTests/pop-end.txt")
    }
}
