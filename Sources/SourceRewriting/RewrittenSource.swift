/// A source file rewritten for Swift on Linux: its new text and the changes made. Line-for-line
/// rewrites keep the user's line structure exactly, and `#sourceLocation` directives frame what
/// moves, so that a compiler diagnostic in the copy names the user's file and line. Ours.
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
