/// Why the terminal cannot be used, in words for the person who ran the program. The program
/// puts its own name before it: the remedies name options, never a command, as an app built on
/// pushpop's playground is not called pushpop. Source: ours.
public struct TerminalError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The explanation, one sentence with the remedy where there is one.
    public let message: String

    /// An error with `message`.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// Standard output is not a terminal.
    public static let notATerminal = TerminalError(
        message: "stdout is not a terminal; run with --headless (and e.g. --size 100x32) "
            + "to write frames as text instead")

    /// Standard input is not a terminal (keys cannot be read).
    public static let inputNotATerminal = TerminalError(
        message: "stdin is not a terminal; run it from a terminal, or with --headless and --keys "
            + "to script the keys")

    /// `TERM` is unset or empty.
    public static let termNotSet = TerminalError(
        message: "TERM is not set; set it to your terminal's type (e.g. TERM=xterm-256color) or run with --headless")

    /// `TERM` names a terminal that cannot move the cursor (no `cup` in terminfo, e.g. `dumb`).
    public static func cannotAddressCursor(_ term: String) -> TerminalError {
        TerminalError(
            message: "TERM '\(sanitized(term))' cannot move the cursor (no 'cup' in terminfo); pushpop needs a "
                + "full-screen terminal (e.g. xterm-256color), or run with --headless")
    }

    /// terminfo has no entry for `term`.
    public static func unknownTerminal(_ term: String) -> TerminalError {
        TerminalError(
            message: "TERM '\(sanitized(term))' is unknown to terminfo; set TERM to a known type "
                + "(e.g. xterm-256color) or run with --headless")
    }

    /// The terminal is `columns × rows` cells but at least `minimumColumns × minimumRows` are needed.
    public static func tooSmall(columns: Int, rows: Int, minimumColumns: Int, minimumRows: Int) -> TerminalError {
        TerminalError(
            message: "terminal is \(columns)×\(rows); pushpop needs at least \(minimumColumns)×\(minimumRows)")
    }

    /// Another `TerminalScreen` is still open (restore it first).
    public static let alreadyActive = TerminalError(
        message: "the terminal is already in use by another TerminalScreen; restore() it first")

    /// `text` without control characters, for quoting in a message.
    private static func sanitized(_ text: String) -> String {
        var sanitizer = TextSanitizer(keepsNewlines: false)
        var result = ""
        for character in text {
            if case .emit(let kept) = sanitizer.feed(character) { result.append(kept) }
        }
        return result
    }
}
