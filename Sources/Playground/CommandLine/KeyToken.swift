import Foundation

/// One step of a headless `--keys` script: press a key, let time pass, or drag a finger. Ours.
public enum KeyToken: Equatable, Sendable {
    /// Press `key`.
    case key(PlaygroundKey)
    /// Let this many seconds of animation time pass (`wait:SECONDS`).
    case wait(TimeInterval)
    /// Put a finger down at `from`, move it in a straight line at an even speed to `to` over
    /// `duration` seconds of animation time, and lift it there (`drag:X0,Y0,X1,Y1,SECONDS`).
    /// Points are the window's (390 × 844 by default), whatever the grid's size, so a script
    /// drags the same way at every size.
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)

    /// The longest `wait:` or `drag:` accepted, seconds (an hour).
    public static let longestWait: TimeInterval = 3600

    /// What a `drag:` token looks like, for messages.
    static let dragForm =
        "drag:X0,Y0,X1,Y1,SECONDS (window points; SECONDS more than 0, at most 3600), like drag:2,400,300,400,0.5"

    /// Parses a `--keys` value: tokens separated by white space, each a key name of
    /// `KeyTable.bindings` (case-insensitive, but `S` and `s` are two keys), `wait:SECONDS` with
    /// SECONDS from 0 to 3600, or `drag:X0,Y0,X1,Y1,SECONDS` with four finite numbers (window
    /// points) and SECONDS more than 0, at most 3600.
    /// - Throws: `UsageError` naming the first bad token, its 1-based position and what is wrong.
    public static func parse(_ keys: String) throws(UsageError) -> [KeyToken] {
        let words = keys.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        var tokens: [KeyToken] = []
        for (offset, word) in words.enumerated() {
            let position = offset + 1
            let lowered = word.lowercased()
            if lowered.hasPrefix("wait:") {
                let number = word.dropFirst("wait:".count)
                guard let seconds = TimeInterval(number), (0...Self.longestWait).contains(seconds) else {
                    throw UsageError(
                        "--keys: bad wait '\(word)' at position \(position); expected wait:SECONDS with SECONDS from "
                            + "0 to \(Int(Self.longestWait)), like wait:0.5")
                }
                tokens.append(.wait(seconds))
            } else if lowered.hasPrefix("drag:") {
                tokens.append(try parseDrag(word, position: position))
            } else if let key = PlaygroundKey(token: word) {
                tokens.append(.key(key))
            } else {
                var message = "--keys: unknown key token '\(word)' at position \(position)"
                message +=
                    Suggestion.hint(
                        for: word, among: KeyTable.bindings.flatMap(\.tokens) + ["wait:", "drag:"], quote: "'")
                    ?? ""
                message += "; known: " + KeyTable.listedTokens.joined(separator: " ")
                throw UsageError(message)
            }
        }
        return tokens
    }

    /// `drag:X0,Y0,X1,Y1,SECONDS` at `position`.
    /// - Throws: `UsageError` saying which part is wrong: the count of numbers, the first that
    ///   is not a finite number, or SECONDS out of range.
    private static func parseDrag(_ word: String, position: Int) throws(UsageError) -> KeyToken {
        let fields = word.dropFirst("drag:".count).split(separator: ",", omittingEmptySubsequences: false)
        func bad(_ problem: String) -> UsageError {
            UsageError("--keys: bad drag '\(word)' at position \(position): \(problem); expected \(dragForm)")
        }
        guard fields.count == 5 else {
            let given = fields == [""] ? "no numbers" : "\(fields.count) number\(fields.count == 1 ? "" : "s")"
            throw bad("\(given) where 5 belong")
        }
        var numbers: [Double] = []
        for (index, field) in fields.enumerated() {
            let name = ["X0", "Y0", "X1", "Y1", "SECONDS"][index]
            guard let number = Double(field), number.isFinite else { throw bad("\(name) '\(field)' is not a number") }
            numbers.append(number)
        }
        let seconds = numbers[4]
        guard seconds > 0, seconds <= Self.longestWait else {
            throw bad("SECONDS \(fields[4]) is not more than 0 and at most \(Int(Self.longestWait))")
        }
        return .drag(
            from: CGPoint(x: numbers[0], y: numbers[1]), to: CGPoint(x: numbers[2], y: numbers[3]), duration: seconds)
    }
}
