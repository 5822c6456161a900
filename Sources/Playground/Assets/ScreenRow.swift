/// One row of a `rows` screen: a box with a title, an optional subtitle and the screen it
/// pushes. Ours.
public struct ScreenRow: Equatable, Sendable, Decodable {
    /// The row's title.
    public let title: String
    /// A second, smaller line; nil for none.
    public let subtitle: String?
    /// The id of the screen pushed from this row; nil pushes the screen's own `push` target
    /// or the document's numbered `detail` screen.
    public let push: String?

    /// A row; see the properties.
    public init(title: String, subtitle: String? = nil, push: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.push = push
    }

    /// Decodes `{ "title": …, "subtitle": …, "push": … }`; other keys are errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: ["title", "subtitle", "push"])
        title = try container.string("title")
        subtitle = try container.optionalString("subtitle")
        push = try container.optionalString("push")
    }
}
