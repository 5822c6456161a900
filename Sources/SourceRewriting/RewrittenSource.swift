/// A source file rewritten for Swift on Linux: its new text and the changes made. The text has
/// the user's line structure exactly — rewrites never add or remove a line break — so a compiler
/// diagnostic at line N of the copy is at line N of the user's file. Ours.
public struct RewrittenSource: Equatable, Sendable {
    /// The rewritten file's text.
    public let text: String
    /// The changes, in the order of their place in the file.
    public let rewrites: [SourceRewrite]

    /// The rewritten `text` and its `rewrites`.
    public init(text: String, rewrites: [SourceRewrite]) {
        self.text = text
        self.rewrites = rewrites
    }
}
