import Foundation

/// Why a recording file cannot be written: the path as given and the system's reason, e.g.
/// `cannot record to '/no/such/dir/a.cast': No such file or directory`. Source: ours.
public struct RecordingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The path as given.
    public let path: String
    /// The system's reason (`strerror`), e.g. "Permission denied".
    public let reason: String

    /// An error for `path` with `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The message, naming the path (its control characters replaced) and the reason.
    public var description: String {
        "cannot record to '\(TerminalText.sanitized(path, keepingLineBreaks: false))': \(reason)"
    }
}
