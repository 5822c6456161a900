/// What a screen shows below the navigation bar: exactly one of rows, a photo grid, a
/// paragraph of text or a single photo. In the file it is an object with exactly one of
/// the keys `rows`, `grid`, `text` and `photo`. Ours.
public enum ScreenContent: Equatable, Sendable, Decodable {
    /// A list of boxes, one per row, top to bottom.
    case rows([ScreenRow])
    /// Square photo tiles.
    case grid(PhotoGrid)
    /// A paragraph, wrapped to the screen's width.
    case text(String)
    /// One photo, full width.
    case photo(PhotoDetail)

    /// The content keys, in the order checked.
    static let kinds = ["rows", "grid", "text", "photo"]

    /// Decodes the one-key object described above.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: Self.kinds)
        let present = Self.kinds.filter { container.has($0) }
        guard let kind = present.first else {
            throw SchemaViolation(
                path: JSONPath(codingPath: decoder.codingPath),
                message: "expected one of the keys \"rows\", \"grid\", \"text\" or \"photo\"")
        }
        if present.count > 1 {
            throw SchemaViolation(
                path: JSONPath(codingPath: decoder.codingPath),
                message: "a screen shows one kind of content, but this one has both \"\(kind)\" and \"\(present[1])\"")
        }
        switch kind {
        case "rows": self = .rows(try container.decode([ScreenRow].self, forKey: SchemaKey(kind)))
        case "grid": self = .grid(try container.decode(PhotoGrid.self, forKey: SchemaKey(kind)))
        case "text": self = .text(try container.string(kind))
        default: self = .photo(try container.decode(PhotoDetail.self, forKey: SchemaKey(kind)))
        }
    }
}
