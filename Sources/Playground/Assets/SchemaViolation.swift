/// A screens-file value that is valid JSON but breaks the schema, found while decoding
/// (thrown from `init(from:)` and turned into an `AssetError` with a line and column). Ours.
struct SchemaViolation: Error, Sendable {
    /// Which part of the value to point at.
    enum Anchor: Sendable {
        /// The value at `path`.
        case value
        /// The key that names the value at `path` (e.g. an unknown key).
        case key
    }

    /// Where the problem is.
    var path: JSONPath
    /// What is wrong.
    var message: String
    /// What to point at.
    var anchor: Anchor = .value
    /// Whether to add ", found <kind of the value>" to the message.
    var appendsFoundKind = false
}
