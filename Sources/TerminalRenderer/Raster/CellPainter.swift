/// How translucent paint lands on a cell at a given colour depth and glyph set. Ours.
///
/// Colour: a fill blends its colour over the cell's background (the terminal default counts as
/// black) and, when translucent, over the glyph's colour too, so text below shows through dimmed;
/// an opaque fill blanks the cell. Glyphs take their colour blended over the cell's background.
/// Monochrome: an opaque fill blanks the cell; a translucent one puts a shade glyph (`░▒▓`, by
/// opacity) in blank cells only, keeping text and borders readable. In both, glyphs (text,
/// borders) appear only at opacity ½ or more, and a fill (or an image) at ½ or more removes
/// the glyph below it while one under ½ keeps it, so frames read cleanly as text: a
/// cross-fade shows the old text, then the new, never a mixture or the old text's letters
/// seen through the gaps of the new screen, and faint overlays (dimming) draw no outline.
struct CellPainter {
    let depth: ColorDepth
    let glyphs: GlyphSet
    /// The shade glyphs, lightest first (`░▒▓█` or `.:#@`).
    let shades: (light: Glyph, medium: Glyph, dark: Glyph, full: Glyph)

    init(depth: ColorDepth, glyphs: GlyphSet) {
        self.depth = depth
        self.glyphs = glyphs
        let shades = glyphs.shades
        self.shades = (Glyph(shades.light), Glyph(shades.medium), Glyph(shades.dark), Glyph(shades.full))
    }

    /// The colour assumed behind cells whose background is the terminal default.
    static let base = RGB.black

    /// The opacity (0…1) from which a fill replaces the cell whole, as opaque paint: within
    /// 1/255 of 1, where blending could not change a colour channel. Ours.
    nonisolated static let opaqueAlpha = 0.996
    /// The opacity (0…1) up to which paint is not drawn at all: within 1/255 of 0. Ours.
    nonisolated static let clearAlpha = 0.004

    var hasColor: Bool { depth != .monochrome }

    /// Paints `color` at opacity `alpha` (0…1) over the whole cell.
    @inline(__always)
    func fill(_ cell: inout Cell, color: RGB, alpha: Double) {
        guard alpha > Self.clearAlpha else { return }
        if alpha >= Self.opaqueAlpha {
            cell = Cell(glyph: .space, foreground: nil, background: hasColor ? color : nil, isBold: false)
            return
        }
        if alpha >= 0.5 && !cell.isSpace && !isShade(cell.glyph) {
            // At least half opaque, the fill is what is read: the glyph below goes.
            cell.glyph = .space
            cell.foreground = nil
            cell.isBold = false
        }
        if hasColor {
            cell.background = color.blended(over: cell.background ?? CellPainter.base, alpha: alpha)
            if !cell.isSpace, let foreground = cell.foreground {
                cell.foreground = color.blended(over: foreground, alpha: alpha)
            }
        } else if cell.isSpace || isShade(cell.glyph) {
            guard alpha >= 0.125 else { return }
            cell.glyph = alpha < 0.375 ? shades.light : (alpha < 0.625 ? shades.medium : shades.dark)
        }
    }

    /// Puts `glyph` in the cell in `color` blended at opacity `alpha` (0…1), bold if `isBold`
    /// — if `visibility` (the opacity that decides whether the glyph shows at all; `alpha` when
    /// nil) is at least ½. Text passes its views' opacity, so a faint text colour such as
    /// `.tertiaryLabel` still shows while a fading label disappears.
    @inline(__always)
    func put(
        _ glyph: Glyph, in cell: inout Cell, color: RGB, alpha: Double, visibility: Double? = nil,
        isBold: Bool = false
    ) {
        guard (visibility ?? alpha) >= 0.5, alpha > 0 else { return }
        cell.glyph = glyph
        cell.isBold = isBold
        cell.foreground = hasColor ? color.blended(over: cell.background ?? CellPainter.base, alpha: alpha) : nil
    }

    /// Whether `glyph` is one of the shade glyphs this painter uses for translucency.
    @inline(__always)
    func isShade(_ glyph: Glyph) -> Bool {
        glyph == shades.light || glyph == shades.medium || glyph == shades.dark
    }

    /// A border colour that stands out from a `fill` background: darker for light fills,
    /// lighter for dark ones. Ours.
    static func borderColor(for fill: RGB) -> RGB {
        if fill.luminance > 0.5 {
            return RGB(
                red: UInt8(Double(fill.red) * 0.55), green: UInt8(Double(fill.green) * 0.55),
                blue: UInt8(Double(fill.blue) * 0.55))
        }
        return RGB.white.blended(over: fill, alpha: 0.45)
    }
}
