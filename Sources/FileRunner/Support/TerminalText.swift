/// Text from a file or a compiler, made safe to print on a terminal: every control character
/// (C0, DEL, C1) but the line break becomes `�` (a tab, two spaces), so that nothing a user's
/// file holds — an escape sequence in a string literal that the compiler quotes — reaches the
/// terminal as a command. Ours.
enum TerminalText {
    /// `text` with its control characters replaced.
    static func sanitized(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result.unicodeScalars.append(scalar)
            case 0x09: result += "  "
            case 0x00...0x1F, 0x7F...0x9F: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
