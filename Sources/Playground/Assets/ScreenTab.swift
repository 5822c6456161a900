/// One tab of the playground's tab bar: `{ "title": "Library", "root": "home", "image"?:
/// "books.vertical", "badge"?: "3" }` in the screens file. Ours (the keys); what they become is
/// UIKit's: each tab is a navigation controller whose root is a new controller for screen
/// `root`, with a `UITabBarItem` of this title, image and badge value.
///
/// Two tabs may name the same `root` (ours): each tab gets a new controller of its own, as
/// UIKit needs (a view controller has at most one parent), so one screen can start two stacks.
public struct ScreenTab: Equatable, Sendable, Decodable {
    /// The tab bar item's title (not empty).
    public let title: String
    /// The id of the screen at the bottom of this tab's navigation stack.
    public let root: String
    /// The tab bar item's image, as a `UIImage(systemName:)` name such as `"books.vertical"`;
    /// stored for the tab bar to use; nil for none.
    public let image: String?
    /// The tab bar item's `badgeValue`; nil for no badge.
    public let badge: String?

    /// A tab; see the properties.
    public init(title: String, root: String, image: String? = nil, badge: String? = nil) {
        self.title = title
        self.root = root
        self.image = image
        self.badge = badge
    }

    /// Decodes `{ "title", "root", "image"?, "badge"? }`; other keys are errors.
    /// - Throws: `SchemaViolation` for an empty title, root or image.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: ["title", "root", "image", "badge"])
        title = try container.string("title", nonEmpty: true)
        root = try container.string("root", nonEmpty: true)
        image = try container.optionalString("image", nonEmpty: true)
        badge = try container.optionalString("badge")
    }
}
