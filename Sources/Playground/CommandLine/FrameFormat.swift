/// How headless mode writes its frames (`--format`). Ours.
public enum FrameFormat: String, CaseIterable, Equatable, Sendable {
    /// Each frame as a header line (frame number, time, stack, animator), then the grid as text.
    case text
    /// As `text`, with the grid's colours as ANSI (SGR) escapes (`--ansi` is this).
    case ansi
    /// An asciicast v2 recording of the frames (`AsciicastFrames`): a header line, then one
    /// event per frame at its time, for `asciinema play`.
    case cast
}
