/// The line style of a box drawn with box-drawing glyphs (`CellGrid.drawBox`).
/// Glyphs from Unicode's Box Drawing block (U+2500…U+257F); ASCII mode uses `+ - |` for light
/// and rounded boxes and `# =` for heavy and double ones (`#` corners and sides, `=` tops and
/// bottoms).
public enum BoxStyle: Sendable, Hashable {
    /// `┌─┐│└┘`
    case light
    /// `╭─╮│╰╯`
    case rounded
    /// `┏━┓┃┗┛`
    case heavy
    /// `╔═╗║╚╝`
    case double
}
