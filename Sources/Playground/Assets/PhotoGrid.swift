/// The content of a photo-grid screen: square tiles of named images, `columns` per line, each
/// pushing the `push` screen for that photo. Ours.
public struct PhotoGrid: Equatable, Sendable, Decodable {
    /// Tiles per line, 1…6.
    public let columns: Int
    /// Image names (`UIImage(named:)` names; files in `Assets/photos`), in reading order.
    public let photos: [String]
    /// The id of the screen pushed for the selected photo (usually a `photo` screen, which
    /// then shows that photo and gets its 1-based position as its number).
    public let push: String

    /// A grid; see the properties.
    public init(columns: Int, photos: [String], push: String) {
        self.columns = columns
        self.photos = photos
        self.push = push
    }

    /// Decodes `{ "columns": 3, "photos": [ … ], "push": "photo" }`; other keys are errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: ["columns", "photos", "push"])
        columns = try container.wholeNumber("columns", in: 1...6)
        photos = try container.decode([String].self, forKey: SchemaKey("photos"))
        push = try container.string("push", nonEmpty: true)
    }
}
