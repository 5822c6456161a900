/// Turns untrusted text into characters that are safe to put in cells: a small state machine
/// fed one `Character` at a time, so callers need no intermediate buffer.
///
/// Removed: C0 and C1 control characters and DEL; whole escape sequences — CSI (`ESC [` … final
/// byte, or C1 `0x9B`), OSC, DCS, SOS, PM and APC strings up to BEL or ST, and two-byte `ESC x`
/// sequences (ECMA-48 §5); bidirectional overrides and isolates, zero-width characters, and
/// combining marks with no base. Tabs become a space; a line break becomes `.newline` when the
/// caller keeps them, a space otherwise. Inside a grapheme cluster, a hidden control or format
/// character (a zero width joiner too) leaves only the first scalar, and scalars that would take
/// columns of their own (a skin tone, a flag's second letter) or widen a narrow base in some
/// terminals only (VS16, U+FE0F) are dropped, so a kept character is exactly as wide as
/// `CellWidth` says in every terminal: one cell, or two for a wide one (CJK, emoji).
/// Source: ECMA-48 for the sequences; ours.
struct TextSanitizer {
    /// What to do with one input character.
    enum Output: Equatable {
        /// Put this character in the next cell (the next two when `CellWidth.isWide`).
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
        case 0x200C, 0x200D, 0xFFF9...0xFFFB:
            return .skip
        case _ where TextSanitizer.isInvisibleLayout(value):
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
        // Drop controls and format characters hidden inside a grapheme cluster (a zero width
        // joiner too: an emoji sequence shows its first emoji).
        if character.unicodeScalars.dropFirst().contains(where: { TextSanitizer.isHiddenTrouble($0) }) {
            return .emit(Character(first))
        }
        // Drop parts that take columns of their own (skin tones, a flag's second letter), and
        // VS16 after a narrow base (`CellWidth`): terminals that do not join or widen them
        // would draw them otherwise than those that do.
        let baseIsWide = CellWidth.isWide(value)
        if character.unicodeScalars.dropFirst().contains(where: { TextSanitizer.widens($0, baseIsWide) }) {
            var kept = String.UnicodeScalarView()
            kept.append(first)
            kept.append(
                contentsOf: character.unicodeScalars.dropFirst().filter { !TextSanitizer.widens($0, baseIsWide) })
            return .emit(Character(String(kept)))
        }
        return .emit(character)
    }

    /// Whether a scalar after the first of a cluster would take columns of its own (a wide
    /// scalar, a regional indicator) or, after a narrow base, make it wide (VS16) in some
    /// terminals only.
    /// Whether `scalar` is a character of its own wherever it stands (grapheme clusters never
    /// join it to a neighbour: no mark, joiner, selector or control) that `feed` emits as it
    /// is: printable ASCII; Latin-1 and the Latin extensions up to U+02FF but the soft hyphen;
    /// general punctuation U+2010…U+2027 and U+2030…U+205E (not the line and paragraph
    /// separators, bidi controls or invisible operators); arrows and technical symbols
    /// U+2190…U+23FF; box drawing, blocks and geometric shapes U+2500…U+25FF. Text made only
    /// of these needs neither grapheme breaking nor sanitising (`CellGrid.write`). Ours.
    @inline(__always)
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x23FF,
            0x2500...0x25FF:
            return true
        default:
            return false
        }
    }

    private static func widens(_ scalar: Unicode.Scalar, _ baseIsWide: Bool) -> Bool {
        CellWidth.isWide(scalar.value) || (0x1F1E6...0x1F1FF).contains(scalar.value)
            || (scalar.value == 0xFE0F && !baseIsWide)
    }

    private static func isHiddenTrouble(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200C, 0x200D:
            return true
        default:
            return isInvisibleLayout(scalar.value)
        }
    }

    /// Whether the scalar `value` is an invisible character that changes how the text around
    /// it reads: a bidirectional embedding, override, isolate or mark (U+202A…U+202E,
    /// U+2066…U+2069, U+200E, U+200F, U+061C), a zero-width space or word joiner (U+200B,
    /// U+2060…U+2064), or a byte order mark (U+FEFF). Cells drop them (`feed`), and messages
    /// show them as `�` (`TerminalText.sanitized`); the joiners U+200C and U+200D are not among
    /// them (messages keep them; cells drop them as well). Source: Unicode's bidirectional
    /// controls (UAX #9) and CVE-2021-42574 for why they matter; the set is ours.
    static func isInvisibleLayout(_ value: UInt32) -> Bool {
        switch value {
        case 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0x061C:
            return true
        default:
            return false
        }
    }
}
