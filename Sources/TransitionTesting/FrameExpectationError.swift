import Foundation
import TerminalRenderer

/// Why `expectFrame(_:named:filePath:)` failed. Every `description` is safe to print on a
/// terminal: control characters read from a file (or a name) are shown as `�`. Ours.
public enum FrameExpectationError: Error, Equatable, CustomStringConvertible {
    /// The frame differs from the expected one stored at `path`; `diff` lists the lines that
    /// differ, numbered from 1, the expected line marked `-` and the actual one `+`.
    case mismatch(name: String, path: String, diff: String)
    /// The frame was written to `path` as the expected frame: none was stored there yet, or
    /// `TRANSITIONTESTING_RECORD` asked for it (`forced`). The test fails so that a recording is
    /// never taken for a pass: read the file, check it, and run the test again.
    case recorded(name: String, path: String, forced: Bool)
    /// `name` cannot name a file: it must be letters, digits, `.`, `_` and `-`, and not begin with `.`.
    case invalidName(String)
    /// The file at `path` could not be read or written; `reason` says why.
    case fileError(path: String, reason: String)

    /// What went wrong and what to do, on one line (several for a diff).
    public var description: String {
        let text: String
        switch self {
        case .mismatch(let name, let path, let diff):
            text = "frame \"\(name)\" differs from the expected frame in \(path):\n\(diff)"
        case .recorded(let name, let path, let forced):
            text =
                "recorded frame \"\(name)\" to \(path) ("
                + (forced ? "\(FrameExpectation.recordVariable) is set" : "there was no expected frame yet")
                + "): read it, check it against your transition's geometry, and run the test again"
                + (forced ? " without \(FrameExpectation.recordVariable)" : "")
        case .invalidName(let name):
            text = "\"\(name)\" cannot name a frame file: use letters, digits, '.', '_' and '-', not first '.'"
        case .fileError(let path, let reason):
            text = "the expected frame \(path) could not be used: \(reason)"
        }
        return TerminalText.sanitized(text)
    }
}
