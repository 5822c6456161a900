/// What a screen or row presents modally: `{ "screen": "compose", "style": "pageSheet",
/// "transition": "coverVertical" }` in the screens file. Ours (the keys); the style and
/// transition names and their defaults are UIKit's.
///
/// `style` is a `UIModalPresentationStyle` case name (default `automatic`, UIKit's default
/// for `modalPresentationStyle`), `transition` a `UIModalTransitionStyle` case name (default
/// `coverVertical`, UIKit's default for `modalTransitionStyle`). Which presentation applies to
/// a selection is `ScreenDocument.presentation(from:selectedIndex:)`.
public struct ScreenPresentation: Equatable, Sendable, Decodable {
    /// The id of the screen presented (a new controller for it, numbered as a push numbers it).
    public let screen: String
    /// The presented controller's `modalPresentationStyle`.
    public let style: ModalPresentationStyle
    /// The presented controller's `modalTransitionStyle`.
    public let transition: ModalTransitionStyle

    /// A presentation of `screen`; the defaults are UIKit's.
    public init(
        screen: String, style: ModalPresentationStyle = .automatic, transition: ModalTransitionStyle = .coverVertical
    ) {
        self.screen = screen
        self.style = style
        self.transition = transition
    }

    /// Decodes `{ "screen": …, "style"?: …, "transition"?: … }`; other keys are errors.
    /// - Throws: `SchemaViolation` for an empty `screen`, or a style or transition that is no
    ///   supported case name (UIKit names the playground refuses, such as `partialCurl`, say why).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: ["screen", "style", "transition"])
        screen = try container.string("screen", nonEmpty: true)
        style =
            try container.optionalChoice(
                "style", describedAs: "presentation style", unsupported: ModalPresentationStyle.unsupported)
            ?? .automatic
        transition =
            try container.optionalChoice(
                "transition", describedAs: "transition style", unsupported: ModalTransitionStyle.unsupported)
            ?? .coverVertical
    }
}
