/// A cell as the terminal shows it: the glyph the backend sends, bold, and the colour numbers
/// the terminal is told (−1: the terminal's default; `dontCare` where the colour cannot be
/// seen). Two cells that look the same compare equal, so the encoder sends neither again.
///
/// Normalised (ours): a blank (a space) shows only its background, so its foreground and
/// bold are `dontCare` / false; a half block `▀` or `▄` whose two colours quantise to the same
/// number is that blank; a full block `█` shows only its foreground, so its background is
/// `dontCare`; the right half of a wide character (`Glyph.continuation`) shows what its left
/// half is sent with, so it has neither colour nor bold of its own.
struct TerminalCell: Equatable {
    /// The glyph sent (already folded to the glyph set and made safe).
    var glyph: Glyph
    /// Foreground colour number, −1 for the default, `dontCare` when invisible.
    var foreground: Int32
    /// Background colour number, −1 for the default, `dontCare` when invisible.
    var background: Int32
    /// Bold (false when it cannot be seen).
    var isBold: Bool

    /// A colour that no cell shows: any colour will do.
    static let dontCare: Int32 = -2
    /// A colour no terminal state has: cells holding it always differ from what is on screen.
    static let unknown: Int32 = -3

    /// A blank in the default colours: what a cleared screen shows.
    static let blank = TerminalCell(glyph: .space, foreground: dontCare, background: -1, isBold: false)
    /// A cell whose content is not known (after a resize): equal to no real cell.
    static let unknownCell = TerminalCell(glyph: .space, foreground: unknown, background: unknown, isBold: false)

    /// The normalised cell for `glyph` (already folded) with colour numbers `foreground`
    /// and `background`.
    @inline(__always)
    init(glyph: Glyph, foreground: Int32, background: Int32, isBold: Bool) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        if glyph == .space {
            self.foreground = TerminalCell.dontCare
            self.isBold = false
        } else if glyph.isContinuation {
            self.foreground = TerminalCell.dontCare
            self.background = TerminalCell.dontCare
            self.isBold = false
        } else if glyph == .upperHalf || glyph == .lowerHalf {
            if foreground == background {
                self.glyph = .space
                self.foreground = TerminalCell.dontCare
                self.isBold = false
            }
        } else if glyph == .fullBlock {
            self.background = TerminalCell.dontCare
        }
    }
}
