import Foundation

/// One step of a headless `--keys` script: press a key, or let time pass. Ours.
public enum KeyToken: Equatable, Sendable {
    /// Press `key`.
    case key(PlaygroundKey)
    /// Let this many seconds of animation time pass (`wait:SECONDS`).
    case wait(TimeInterval)

    /// The longest `wait:` accepted, seconds (an hour).
    public static let longestWait: TimeInterval = 3600

    /// Parses a `--keys` value: tokens separated by white space, each a key name of
    /// `KeyBinding.all` (case-insensitive) or `wait:SECONDS` with SECONDS from 0 to 3600.
    /// - Throws: `UsageError` naming the first bad token and its 1-based position.
    public static func parse(_ keys: String) throws(UsageError) -> [KeyToken] {
        let words = keys.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        var tokens: [KeyToken] = []
        for (offset, word) in words.enumerated() {
            let position = offset + 1
            if word.lowercased().hasPrefix("wait:") {
                let number = word.dropFirst("wait:".count)
                guard let seconds = TimeInterval(number), (0...Self.longestWait).contains(seconds) else {
                    throw UsageError(
                        "--keys: bad wait '\(word)' at position \(position); expected wait:SECONDS with SECONDS from "
                            + "0 to \(Int(Self.longestWait)), like wait:0.5")
                }
                tokens.append(.wait(seconds))
            } else if let key = PlaygroundKey(token: word) {
                tokens.append(.key(key))
            } else {
                var message = "--keys: unknown key token '\(word)' at position \(position)"
                message +=
                    Suggestion.hint(for: word, among: KeyBinding.all.flatMap(\.tokens) + ["wait:"], quote: "'") ?? ""
                message += "; known: " + KeyBinding.listedTokens.joined(separator: " ")
                throw UsageError(message)
            }
        }
        return tokens
    }
}
