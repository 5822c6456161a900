import Foundation

/// A coding key for any member name: the screens file is decoded with explicit key names so
/// that unknown keys can be reported. Ours.
struct SchemaKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}

extension Decoder {
    /// The current value as an object whose keys must be among `allowed` (keys starting with
    /// `$`, such as `"$comment"`, are always allowed and ignored).
    /// - Throws: `DecodingError.typeMismatch` if the value is not an object; `SchemaViolation`
    ///   naming the first unknown key (alphabetically) otherwise.
    func schemaObject(allowing allowed: [String]) throws -> KeyedDecodingContainer<SchemaKey> {
        let container = try container(keyedBy: SchemaKey.self)
        let unknown = container.allKeys.map(\.stringValue)
            .filter { !allowed.contains($0) && !$0.hasPrefix("$") }
            .sorted()
        if let first = unknown.first {
            var message = "unknown key \"\(first)\""
            if let hint = Suggestion.hint(for: first, among: allowed, quote: "\"") {
                message += hint
            } else {
                message += "; expected " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            }
            throw SchemaViolation(
                path: JSONPath(codingPath: codingPath).appending(first), message: message, anchor: .key)
        }
        return container
    }
}

extension KeyedDecodingContainer where Key == SchemaKey {
    /// The path of member `key`.
    func path(_ key: String) -> JSONPath {
        JSONPath(codingPath: codingPath).appending(key)
    }

    /// Whether member `key` is present.
    func has(_ key: String) -> Bool {
        contains(SchemaKey(key))
    }

    /// The required string member `key`; with `nonEmpty`, an empty string is a violation.
    func string(_ key: String, nonEmpty: Bool = false) throws -> String {
        let value = try decode(String.self, forKey: SchemaKey(key))
        if nonEmpty, value.isEmpty {
            throw SchemaViolation(path: path(key), message: "\"\(key)\" must not be empty")
        }
        return value
    }

    /// The optional string member `key` (absent or null: nil); with `nonEmpty`, an empty string
    /// is a violation.
    func optionalString(_ key: String, nonEmpty: Bool = false) throws -> String? {
        let value = try decodeIfPresent(String.self, forKey: SchemaKey(key))
        if nonEmpty, value?.isEmpty == true {
            throw SchemaViolation(path: path(key), message: "\"\(key)\" must not be empty")
        }
        return value
    }

    /// The optional member `key` as one of `Choice`'s case names (absent or null: nil).
    /// - Throws: `SchemaViolation` for a name that is no case: `"partialCurl" is not supported
    ///   (REASON); expected …` for the names in `unsupported`, else `unknown NOUN "x"` with a
    ///   suggestion or the list of names.
    func optionalChoice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, describedAs noun: String, unsupported: [String: String]
    ) throws -> Choice? where Choice.RawValue == String {
        guard let name = try optionalString(key) else { return nil }
        if let choice = Choice(rawValue: name) { return choice }
        let names = Choice.allCases.map { "\"\($0.rawValue)\"" }
        let expected = "expected " + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        let message: String
        if let reason = unsupported[name] {
            message = "\"\(name)\" is not supported (\(reason)); \(expected)"
        } else if let hint = Suggestion.hint(for: name, among: Choice.allCases.map(\.rawValue), quote: "\"") {
            message = "unknown \(noun) \"\(name)\"" + hint
        } else {
            message = "unknown \(noun) \"\(name)\"; \(expected)"
        }
        throw SchemaViolation(path: path(key), message: message)
    }

    /// The required member `key` as a whole number in `range`.
    func wholeNumber(_ key: String, in range: ClosedRange<Int>) throws -> Int {
        let value = try decode(Double.self, forKey: SchemaKey(key))
        guard value.rounded() == value, value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw SchemaViolation(
                path: path(key),
                message:
                    "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.format(value))"
            )
        }
        return Int(value)
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
