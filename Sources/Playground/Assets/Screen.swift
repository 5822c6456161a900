import Foundation
import TransitionKit

/// One screen of the playground as the screens file describes it. Ours.
///
/// A title may contain `{n}`, replaced by the number of the view controller made from it: a
/// running count for screens pushed as numbered details ("Detail 3"), the photo's 1-based
/// position for a screen pushed from a grid ("Photo 3"). With several colours, screen number
/// n uses colour n (cycling), so consecutive numbered screens differ.
public struct Screen: Equatable, Sendable, Decodable {
    /// Unique id that `root`, tabs, `detail`, `push` and presentations refer to.
    public let id: String
    /// The navigation-bar title; `{n}` becomes the screen's number.
    public let title: String
    /// Background colours (at least one).
    public let colors: [ScreenColor]
    /// The screen pushed by `p` when the selection gives no target (rows without their own
    /// `push`, text and photo screens); nil falls back to the document's `detail`.
    public let push: String?
    /// What the present key presents when the selection gives nothing (rows without their own
    /// `present`, grids, text and photo screens); nil falls back to the document's `present`.
    public let present: ScreenPresentation?
    /// What the screen shows.
    public let content: ScreenContent

    /// A screen; see the properties. `colors` must not be empty.
    public init(
        id: String, title: String, colors: [ScreenColor], push: String? = nil, present: ScreenPresentation? = nil,
        content: ScreenContent
    ) {
        self.id = id
        self.title = title
        self.colors = colors
        self.push = push
        self.present = present
        self.content = content
    }

    /// Decodes `{ "id", "title", "color", "push"?, "present"?, "content" }`; other keys are errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: ["id", "title", "color", "push", "present", "content"])
        id = try container.string("id", nonEmpty: true)
        title = try container.string("title")
        colors = try ScreenColor.decodeList(in: container, key: "color")
        push = try container.optionalString("push")
        present = try container.decodeIfPresent(ScreenPresentation.self, forKey: SchemaKey("present"))
        content = try container.decode(ScreenContent.self, forKey: SchemaKey("content"))
    }

    /// The title with `{n}` replaced by `number` (by nothing when nil).
    public func title(number: Int?) -> String {
        title.replacingOccurrences(of: "{n}", with: number.map(String.init) ?? "")
    }

    /// The background colour of screen `number` (1-based; nil or < 1 is the first colour).
    public func color(number: Int?) -> UIColor {
        guard let first = colors.first else { return .systemBackground }
        guard let number, number >= 1 else { return first.color }
        return colors[(number - 1) % colors.count].color
    }
}
