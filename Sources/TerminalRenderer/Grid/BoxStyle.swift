/// The line style of a box drawn with box-drawing glyphs (`CellGrid.drawBox`).
/// Glyphs from Unicode's Box Drawing block (U+2500…U+257F); ASCII mode uses `+ - |` for all.
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
