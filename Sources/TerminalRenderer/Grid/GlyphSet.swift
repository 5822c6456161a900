/// Which characters the renderer may put in cells: Unicode box drawing, block and shade
/// glyphs, or 7-bit ASCII only (for terminals whose locale is not UTF-8).
public enum GlyphSet: Sendable, Hashable {
    /// Box drawing (`┌─┐`), shades (`░▒▓`), half blocks (`▀`), the ellipsis `…`.
    case unicode
    /// `+ - |`, `. : #`, `...`: every cell holds a character below U+0080.
    case ascii

    /// The glyph set the locale can show: the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set
    /// and not empty decides (POSIX precedence); `.unicode` if it names UTF-8 (`UTF-8` or
    /// `utf8`, any case), otherwise — and when none is set, the "C" locale — `.ascii`.
    ///
    /// East Asian locales: box drawing, blocks, shades and `…` are "ambiguous" width in Unicode
    /// (UAX #11), and terminals in a Chinese, Japanese or Korean locale (`zh`, `ja`, `ko`)
    /// commonly draw them two columns wide, which would tear every frame apart. There the safe
    /// choice is `.ascii`, unless `PUSHPOP_AMBIGUOUS_WIDTH` is `narrow` (the terminal is set to
    /// draw them one column wide). Source: POSIX locale precedence; UAX #11; ours.
    public static func detect(environment: [String: String]) -> GlyphSet {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let lowered = value.lowercased()
            guard lowered.contains("utf-8") || lowered.contains("utf8") else { return .ascii }
            if isEastAsian(locale: lowered) && environment["PUSHPOP_AMBIGUOUS_WIDTH"]?.lowercased() != "narrow" {
                return .ascii
            }
            return .unicode
        }
        return .ascii
    }

    /// Whether a (lowercased) locale name is Chinese, Japanese or Korean: `zh`, `ja` or `ko`,
    /// then the end, `_`, `.` or `@` (`ja_JP.UTF-8`, `zh_TW.utf8`, `ko.UTF-8`).
    static func isEastAsian(locale: String) -> Bool {
        for language in ["zh", "ja", "ko"] where locale.hasPrefix(language) {
            let rest = locale.dropFirst(2)
            if rest.isEmpty || rest.first == "_" || rest.first == "." || rest.first == "@" { return true }
        }
        return false
    }

    /// The glyphs of a box in `style`.
    func box(_ style: BoxStyle) -> BoxGlyphs {
        switch self {
        case .ascii: return style == .heavy || style == .double ? .asciiHeavy : .ascii
        case .unicode:
            switch style {
            case .light: return .light
            case .rounded: return .rounded
            case .heavy: return .heavy
            case .double: return .double
            }
        }
    }

    /// The ellipsis that ends truncated text: `…` or `...`.
    var ellipsis: String { self == .unicode ? "…" : "..." }

    /// Glyphs from lightest to densest, for shading by coverage or luminance:
    /// `░ ▒ ▓ █` or `. : # @`.
    var shades: (light: Character, medium: Character, dark: Character, full: Character) {
        self == .unicode ? ("░", "▒", "▓", "█") : (".", ":", "#", "@")
    }

    /// Diagonal edge glyphs, rising (`╱`, `/`) and falling (`╲`, `\`) left to right.
    var diagonals: (rising: Character, falling: Character) {
        self == .unicode ? ("╱", "╲") : ("/", "\\")
    }

    /// A character this glyph set can show for `character`: itself in Unicode mode; in ASCII
    /// mode ASCII stays, box drawing becomes `+ - |`, shades and blocks `. : # @`, common
    /// typography its ASCII look-alike, and anything else `?` (a wide character is `??`: the
    /// caller puts a `?` in each of its two cells).
    func displayable(_ character: Character) -> Character {
        if self == .unicode || character.isASCII { return character }
        return GlyphSet.asciiFallback(for: character)
    }

    /// The ASCII look-alike used by `displayable(_:)` in ASCII mode.
    static func asciiFallback(for character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first else { return "?" }
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578,
            0x257A:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579,
            0x257B:
            return "|"
        case 0x250C...0x254B, 0x2552...0x2570: return "+"
        case 0x2571: return "/"
        case 0x2572: return "\\"
        case 0x2573: return "X"
        case 0x2591: return "."
        case 0x2592: return ":"
        case 0x2593: return "#"
        case 0x2580...0x2590, 0x2594...0x259F: return "@"
        case 0x2018, 0x2019, 0x201A, 0x2032: return "'"
        case 0x201C, 0x201D, 0x201E, 0x2033: return "\""
        case 0x2010...0x2015, 0x2212: return "-"
        case 0x2026: return "."
        case 0x2039, 0x00AB: return "<"
        case 0x203A, 0x00BB: return ">"
        case 0x2022, 0x00B7, 0x2027: return "*"
        case 0x00A0, 0x2000...0x200A: return " "
        case 0x2190: return "<"
        case 0x2192: return ">"
        case 0x2191: return "^"
        case 0x2193: return "v"
        case 0x00D7: return "x"
        default: return "?"
        }
    }
}

extension GlyphSet {
    /// `terminalCharacter(_:)` for a packed glyph, keeping the common cases — printable ASCII,
    /// control characters, the renderer's own box-drawing and block glyphs — in integers.
    /// A wide glyph and its continuation stay in Unicode mode and are `?` each in ASCII mode.
    @inline(__always)
    func terminalGlyph(_ glyph: Glyph) -> Glyph {
        if glyph.isPairHalf {
            if self == .ascii { return Glyph(scalar: 0x3F) }  // ?
            if glyph.isContinuation || glyph.isSingleScalar { return glyph }
        } else if glyph.isSingleScalar {
            let value = glyph.firstScalar
            if value >= 0x20 && value < 0x7F { return glyph }
            if value < 0x20 || (value >= 0x7F && value <= 0x9F) { return .space }
            if value >= 0x2500 && value <= 0x259F {
                return self == .unicode ? glyph : Glyph(GlyphSet.asciiFallback(for: glyph.character))
            }
        }
        return Glyph(terminalCharacter(glyph.character))
    }

    /// The character a backend writes for a cell holding `character`: control characters become
    /// a space, a lone combining mark a space, a cluster is cut as `TextSanitizer` cuts it;
    /// then `displayable(_:)`.
    /// The last line of defence: cells filled through `CellGrid.write` are already clean.
    @inline(__always)
    func terminalCharacter(_ character: Character) -> Character {
        guard let first = character.unicodeScalars.first else { return " " }
        let value = first.value
        if value >= 0x20 && value < 0x7F && character.unicodeScalars.count == 1 { return character }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return " " }
        if character.unicodeScalars.count == 1 && (0x2500...0x259F).contains(value) {
            return displayable(character)  // box drawing and blocks: the renderer's own glyphs
        }
        var sanitizer = TextSanitizer(keepsNewlines: false)
        guard case .emit(let kept) = sanitizer.feed(character) else { return " " }
        return displayable(kept)
    }
}
