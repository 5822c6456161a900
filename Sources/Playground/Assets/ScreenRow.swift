/// One row of a `rows` screen: a box with a title, an optional subtitle, the screen it pushes
/// and what it presents. Ours.
public struct ScreenRow: Equatable, Sendable, Decodable {
    /// The row's title.
    public let title: String
    /// A second, smaller line; nil for none.
    public let subtitle: String?
    /// The id of the screen pushed from this row; nil pushes the screen's own `push` target
    /// or the document's numbered `detail` screen.
    public let push: String?
    /// What the present key presents from this row; nil presents the screen's own `present`, else
    /// the document's (see `ScreenDocument.presentation(from:selectedIndex:)`).
    public let present: ScreenPresentation?

    /// A row; see the properties.
    public init(title: String, subtitle: String? = nil, push: String? = nil, present: ScreenPresentation? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.push = push
        self.present = present
    }

    /// Decodes `{ "title": …, "subtitle": …, "push": …, "present": … }` (all but `title`
    /// optional); other keys are errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: ["title", "subtitle", "push", "present"])
        title = try container.string("title")
        subtitle = try container.optionalString("subtitle")
        push = try container.optionalString("push")
        present = try container.decodeIfPresent(ScreenPresentation.self, forKey: SchemaKey("present"))
    }
}
