/// A bad command line: the program prints `description`, then `UsageError.tryHelp`, and
/// exits with status 2. Ours.
public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, naming the option or value, without the "pushpop: " prefix.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// `pushpop: MESSAGE`.
    public var description: String { "pushpop: \(message)" }

    /// The line printed after the error.
    public static let tryHelp = "Try 'pushpop --help' for more information."
}
