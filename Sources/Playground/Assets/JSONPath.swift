/// A location inside a JSON document as a list of object keys and array indices, written
/// `screens[2].content.rows[0].title` (the empty path is the top-level value). Ours.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object key or an array index (0-based).
    public enum Component: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array, 0-based.
        case index(Int)
    }

    /// The steps from the top-level value.
    public var components: [Component]

    /// A path of `components`.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path a `Decoder` reports: keys with an integer value (the decoder's array indices)
    /// become indices.
    init(codingPath: [any CodingKey]) {
        components = codingPath.map { key in
            if let index = key.intValue { return .index(index) }
            return .key(key.stringValue)
        }
    }

    /// This path with the member `key` appended.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path with the array element `index` appended.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path without its last step (the empty path stays empty).
    public var parent: JSONPath {
        JSONPath(Array(components.dropLast()))
    }

    /// Whether this is the top-level value.
    public var isEmpty: Bool { components.isEmpty }

    /// `screens[2].content.rows[0].title`; empty for the top level.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
