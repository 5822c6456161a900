/// Encodes a `CellGrid` as text with ANSI SGR colour sequences, for the headless `--ansi`
/// output (a terminal or `less -R` shows it as drawn).
///
/// Rows are joined by `"\n"` (no newline after the last). Each row starts in the default
/// rendition; whenever a cell's rendition differs from the previous cell's, one full SGR is
/// written: `ESC[0` then `;1` for bold, the foreground and the background, then `m` (`ESC[0m`
/// alone for the default). Colours are quantised to `depth`: `38;2;r;g;b`/`48;2;r;g;b` at
/// `.trueColor`, `38;5;n`/`48;5;n` at `.palette256`, `3n`/`4n` at `.palette8`. A row that ends
/// in a non-default rendition ends with `ESC[0m`. Trailing blank cells with no background are
/// left out. `.monochrome` gives plain text, exactly `grid.text()` (no escape at all).
/// Control characters in cells are written as spaces. A wide character is written once, in its
/// left cell; its right cell (the continuation) adds nothing, so every row is as wide on a
/// terminal as the grid.
/// Source: ECMA-48 SGR; xterm's ctlseqs for the 256- and 24-bit forms.
public enum ANSIEncoder {
    /// The grid as SGR-coloured text for a terminal of `depth` (plain text when monochrome).
    public static func encode(_ grid: CellGrid, depth: ColorDepth) -> String {
        let quantizer = ColorQuantizer(depth: depth)
        var output = ""
        output.reserveCapacity(grid.columns * grid.rows * 2)
        for row in 0..<grid.rows {
            if row > 0 { output.append("\n") }
            // Last cell worth writing: not a plain space on the default background.
            var end = grid.columns
            while end > 0 {
                let cell = grid[end - 1, row]
                if cell.isWideContinuation || safe(cell.character) != " "
                    || (depth != .monochrome && cell.background != nil)
                {
                    break
                }
                end -= 1
            }
            var current = Rendition.plain
            for column in 0..<end {
                let cell = grid[column, row]
                if cell.isWideContinuation { continue }
                if depth != .monochrome {
                    let rendition = Rendition(cell: cell)
                    if rendition != current {
                        output.append(rendition.sgr(quantizer: quantizer))
                        current = rendition
                    }
                }
                output.append(safe(cell.character))
            }
            if current != .plain { output.append("\u{1B}[0m") }
        }
        return output
    }

    /// `character` as it may reach a terminal: controls as spaces (`GlyphSet.terminalCharacter`;
    /// no ASCII folding — the grid was drawn for its glyph set).
    static func safe(_ character: Character) -> Character {
        GlyphSet.unicode.terminalCharacter(character)
    }

    /// Bold and colours of a cell.
    private struct Rendition: Equatable {
        var foreground: RGB?
        var background: RGB?
        var isBold: Bool

        static let plain = Rendition(foreground: nil, background: nil, isBold: false)

        init(foreground: RGB?, background: RGB?, isBold: Bool) {
            self.foreground = foreground
            self.background = background
            self.isBold = isBold
        }

        init(cell: Cell) {
            self.init(foreground: cell.foreground, background: cell.background, isBold: cell.isBold)
        }

        func sgr(quantizer: ColorQuantizer) -> String {
            if self == .plain { return "\u{1B}[0m" }
            var text = "\u{1B}[0"
            if isBold { text += ";1" }
            if let foreground { text += ANSIEncoder.code(foreground, layer: 3, quantizer: quantizer) }
            if let background { text += ANSIEncoder.code(background, layer: 4, quantizer: quantizer) }
            return text + "m"
        }
    }

    /// `;38;…` (layer 3, foreground) or `;48;…` (layer 4, background) for `color`.
    private static func code(_ color: RGB, layer: Int, quantizer: ColorQuantizer) -> String {
        switch quantizer.depth {
        case .trueColor: return ";\(layer)8;2;\(color.red);\(color.green);\(color.blue)"
        case .palette256: return ";\(layer)8;5;\(quantizer.index(for: color) ?? 0)"
        case .palette8: return ";\(layer)\(quantizer.index(for: color) ?? 0)"
        case .monochrome: return ""
        }
    }
}
