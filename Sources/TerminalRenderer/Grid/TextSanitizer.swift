/// Turns untrusted text into characters that are safe to put in cells: a small state machine
/// fed one `Character` at a time, so callers need no intermediate buffer.
///
/// Removed: C0 and C1 control characters and DEL; whole escape sequences — CSI (`ESC [` … final
/// byte, or C1 `0x9B`), OSC, DCS, SOS, PM and APC strings up to BEL or ST, and two-byte `ESC x`
/// sequences (ECMA-48 §5); bidirectional overrides and isolates, zero-width characters, and
/// combining marks with no base. Tabs become a space; a line break becomes `.newline` when the
/// caller keeps them, a space otherwise. Characters two columns wide (East Asian Wide and
/// Fullwidth, emoji) become `?` so every kept character fills exactly one cell.
/// Source: ECMA-48 for the sequences, Unicode UAX #11 for widths (the common wide ranges); ours.
struct TextSanitizer {
    /// What to do with one input character.
    enum Output: Equatable {
        /// Put this one-column character in the next cell.
        case emit(Character)
        /// Start a new line (only when line breaks are kept).
        case newline
        /// Nothing to draw.
        case skip
    }

    private enum Mode {
        case text
        case escape
        case escapeIntermediate
        case controlSequence
        case controlString
        case controlStringEscape
    }

    private var mode = Mode.text
    /// Whether line breaks produce `.newline` (true) or a space (false).
    let keepsNewlines: Bool

    init(keepsNewlines: Bool = false) {
        self.keepsNewlines = keepsNewlines
    }

    /// Feeds the next character of the text.
    mutating func feed(_ character: Character) -> Output {
        guard let first = character.unicodeScalars.first else { return .skip }
        let value = first.value
        switch mode {
        case .text:
            break
        case .escape:
            switch value {
            case 0x5B: mode = .controlSequence  // [
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: mode = .controlString  // ] P X ^ _
            case 0x20...0x2F: mode = .escapeIntermediate
            case 0x1B: mode = .escape
            default: mode = .text  // final byte of a two-byte sequence (or garbage): swallowed
            }
            return .skip
        case .escapeIntermediate:
            if value == 0x1B {
                mode = .escape
            } else if !(0x20...0x2F).contains(value) {
                mode = .text
            }
            return .skip
        case .controlSequence:
            if (0x40...0x7E).contains(value) || value == 0x18 || value == 0x1A {
                mode = .text  // final byte, or CAN / SUB abort the sequence
            } else if value == 0x1B {
                mode = .escape
            }
            return .skip
        case .controlString:
            if value == 0x07 || value == 0x9C || value == 0x18 || value == 0x1A {
                mode = .text
            } else if value == 0x1B {
                mode = .controlStringEscape
            }
            return .skip
        case .controlStringEscape:
            mode = value == 0x5C ? .text : (value == 0x1B ? .controlStringEscape : .controlString)
            return .skip
        }
        // Plain text.
        switch value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            // "\r\n" is one Character; so are "\n" and "\r" alone.
            return keepsNewlines ? .newline : .emit(" ")
        case 0x09:
            return .emit(" ")
        case 0x1B:
            mode = .escape
            return .skip
        case 0x9B:
            mode = .controlSequence
            return .skip
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
            mode = .controlString
            return .skip
        case 0x00...0x1F, 0x7F...0x9F:
            return .skip
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0x061C, 0xFFF9...0xFFFB:
            return .skip
        default:
            break
        }
        if value < 0x7F && character.unicodeScalars.count == 1 { return .emit(character) }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format, .surrogate, .unassigned, .privateUse:
            return .skip
        default:
            break
        }
        for scalar in character.unicodeScalars where TextSanitizer.isWide(scalar) || scalar.value == 0xFE0F {
            return .emit("?")
        }
        // Drop controls and format characters hidden inside a grapheme cluster.
        if character.unicodeScalars.dropFirst().contains(where: { TextSanitizer.isHiddenTrouble($0) }) {
            return .emit(Character(first))
        }
        return .emit(character)
    }

    /// Whether `scalar` takes two terminal columns (East Asian Wide/Fullwidth and emoji blocks).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
            0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
            0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
            0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
            0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
            0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
            0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    private static func isHiddenTrouble(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
