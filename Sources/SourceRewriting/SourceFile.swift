/// A user's file: the path as pushpop will name it in messages (absolute), and its text. Ours.
public struct SourceFile: Equatable, Sendable {
    /// The file's path, as messages name it (absolute, e.g. `/home/me/App/SlideAnimator.swift`).
    public let path: String
    /// The file's contents.
    public let text: String

    /// The file at `path` with contents `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
