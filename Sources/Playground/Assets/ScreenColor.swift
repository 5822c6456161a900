import Foundation
import TransitionKit

/// A screen's background colour as written in the screens file — a UIColor Swift name
/// (`"systemTeal"`, `"systemBackground"`, any key of `UIColor.named`) or `"#RRGGBB"` — and
/// the colour it names. Ours.
public struct ScreenColor: Equatable, Sendable {
    /// The text from the file, e.g. `"systemTeal"` or `"#E8F4F8"`.
    public let name: String
    /// The colour.
    public let color: UIColor

    /// The colour `name` names, or nil if it names none (names are case-sensitive, as Swift's).
    public init?(name: String) {
        if let named = UIColor.named[name] {
            self.name = name
            color = named
            return
        }
        guard let rgb = Self.hexValue(name) else { return nil }
        self.name = name
        color = UIColor(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    /// Why `name` names no colour, for error messages: `unknown colour "systemBleu" (did you
    /// mean "systemBlue"?)`.
    static func problem(with name: String) -> String {
        if name.hasPrefix("#") {
            return "invalid colour \"\(name)\"; expected #RRGGBB with six hexadecimal digits"
        }
        if let hint = Suggestion.hint(for: name, among: UIColor.named.keys.sorted(), quote: "\"") {
            return "unknown colour \"\(name)\"" + hint
        }
        return "unknown colour \"\(name)\"; use a UIColor name such as \"systemBlue\" or \"#RRGGBB\""
    }

    private static func hexValue(_ text: String) -> Int? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        return Int(digits, radix: 16)
    }

    /// Decodes member `key` of `container`: one colour name or a non-empty list of them.
    static func decodeList(in container: KeyedDecodingContainer<SchemaKey>, key: String) throws -> [ScreenColor] {
        let codingKey = SchemaKey(key)
        if let name = try? container.decode(String.self, forKey: codingKey) {
            return [try resolve(name, at: container.path(key))]
        }
        guard container.has(key) else {
            throw DecodingError.keyNotFound(
                codingKey, DecodingError.Context(codingPath: container.codingPath, debugDescription: "missing"))
        }
        guard var list = try? container.nestedUnkeyedContainer(forKey: codingKey) else {
            throw SchemaViolation(
                path: container.path(key), message: "expected a colour name or a list of colour names",
                appendsFoundKind: true)
        }
        var colors: [ScreenColor] = []
        while !list.isAtEnd {
            let index = list.currentIndex
            let name = try list.decode(String.self)
            colors.append(try resolve(name, at: container.path(key).appending(index: index)))
        }
        guard !colors.isEmpty else {
            throw SchemaViolation(path: container.path(key), message: "the list of colours is empty")
        }
        return colors
    }

    private static func resolve(_ name: String, at path: JSONPath) throws -> ScreenColor {
        guard let color = ScreenColor(name: name) else {
            throw SchemaViolation(path: path, message: problem(with: name))
        }
        return color
    }
}
