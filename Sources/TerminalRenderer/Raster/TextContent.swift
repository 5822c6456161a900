import TransitionKit

/// What a `UILabel` shows, read once per frame: the text and how it is set. Ours.
struct TextContent: Equatable {
    let text: String
    let ink: Paint
    let alignment: NSTextAlignment
    let numberOfLines: Int
    let isBold: Bool
}
