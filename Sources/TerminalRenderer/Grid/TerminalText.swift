/// Text from a file or a compiler, made safe to print on a terminal: every control character
/// (C0, DEL, C1) becomes `�` (a tab, two spaces; a line break stays when asked), so that
/// nothing a user's file holds — an escape sequence in a screen title, a photo name, a string
/// literal that the compiler quotes — reaches the terminal as a command. So do the invisible
/// characters that change how the rest of a line reads (`TextSanitizer.isInvisibleLayout`:
/// bidirectional controls — a terminal that lays out bidirectional text would reverse what
/// follows, as in CVE-2021-42574 — and zero-width spaces) and the line and paragraph
/// separators, so that an id quoted in a message is the id the file holds, visibly; the
/// joiners U+200C and U+200D stay (scripts and emoji need them). Every line pushpop
/// writes that quotes a file goes through it: headless frame headers, diagnostics, notices and
/// error messages (the cell grid has its own `TextSanitizer`). Ours.
public enum TerminalText {
    /// `text` with its control and invisible layout characters replaced; line breaks are kept when
    /// `keepingLineBreaks` (a message of several lines) and replaced too otherwise (one line,
    /// such as a frame header).
    public static func sanitized(_ text: String, keepingLineBreaks: Bool = true) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingLineBreaks: result.unicodeScalars.append(scalar)
            case 0x09: result += "  "
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
                result += "\u{FFFD}"
            case _ where TextSanitizer.isInvisibleLayout(scalar.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as `CellGrid.write` puts it in cells, on one line: escape sequences removed whole
    /// and other control and format characters dropped (`TextSanitizer`), tabs and line breaks
    /// made spaces. For text measured or cut before it is written (a panel's value fitted to its
    /// column), so that the measure is the cells'. Ours.
    public static func cellText(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var sanitizer = TextSanitizer(keepsNewlines: false)
        var result = ""
        for character in text {
            if case .emit(let kept) = sanitizer.feed(character) { result.append(kept) }
        }
        return result
    }

    /// The terminal columns `text` takes once written to cells: 2 for each wide character
    /// (`wcwidth` says 2: East Asian Wide and Fullwidth, emoji), 1 for each other. Text of
    /// scalars that each stand alone as a character (`TextSanitizer.standsAlone`: ASCII,
    /// punctuation, arrows, box drawing…), most text, is counted scalar by scalar, without
    /// breaking it into characters. Source: POSIX `wcwidth` (as `CellGrid.write` places text).
    public static func columns(of text: some StringProtocol) -> Int {
        var columns = 0
        for scalar in text.unicodeScalars {
            guard TextSanitizer.standsAlone(scalar) else {
                return text.reduce(0) { $0 + (CellWidth.isWide($1) ? 2 : 1) }
            }
            columns += CellWidth.isWide(scalar.value) ? 2 : 1
        }
        return columns
    }

    /// The longest start of `text` that takes at most `columns` terminal columns (a wide
    /// character that would straddle the limit is left out).
    public static func prefix(_ text: some StringProtocol, columns: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = CellWidth.isWide(text[index]) ? 2 : 1
            guard used + width <= columns else { break }
            used += width
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
