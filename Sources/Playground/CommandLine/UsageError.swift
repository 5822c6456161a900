/// A bad command line: the program prints `description` after its name, then a hint to try
/// `--help`, and exits with status 2 (`PushPop.main`). Ours.
public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, naming the option or value, e.g. `unknown option '--fsp' (did you mean
    /// '--fps'?)`; without the program's name, which the program puts before it.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// `message`.
    public var description: String { message }
}
