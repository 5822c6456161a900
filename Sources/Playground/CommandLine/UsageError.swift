/// A bad command line: the program prints `description`, then a hint to try `--help`, and
/// exits with status 2. Ours.
public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, naming the option or value, e.g. `unknown option '--fsp' (did you mean
    /// '--fps'?)`.
    public let message: String

    /// An error saying `message` (with or without the "pushpop: " prefix).
    public init(_ message: String) {
        self.message = message.hasPrefix(Self.prefix) ? String(message.dropFirst(Self.prefix.count)) : message
    }

    /// `pushpop: MESSAGE`.
    public var description: String { Self.prefix + message }

    private static let prefix = "pushpop: "
}
