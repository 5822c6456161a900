/// The content of a photo screen: one photo shown full width. Ours.
public struct PhotoDetail: Equatable, Sendable, Decodable {
    /// The image shown when the screen is not pushed from a grid (a grid passes the selected
    /// photo instead); nil shows an empty frame.
    public let name: String?

    /// A photo screen's content; see `name`.
    public init(name: String? = nil) {
        self.name = name
    }

    /// Decodes `{}` or `{ "name": "photo03" }`; other keys are errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: ["name"])
        name = try container.optionalString("name")
    }
}
