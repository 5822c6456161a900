import CNcurses
import Glibc

/// How many terminal columns a character takes: 1, or 2 for a wide one (East Asian Wide and
/// Fullwidth, emoji). Zero-width characters (combining marks, joiners) are `TextSanitizer`'s
/// business and never reach a cell alone, so they are not asked about here.
///
/// The answer is the C library's `wcwidth` in the "C.UTF-8" locale (`newlocale` +
/// `uselocale`, whatever the process's own locale), so headless output is the same on every
/// machine with that locale and agrees with what terminals using the same tables draw. It is
/// read once, at first use, into a bit table of the scalars up to U+3FFFF (planes 0–3, where
/// every wide character is; above, everything counts as narrow): about 7 ms, then one load per
/// question and no call into the C library while drawing. Should "C.UTF-8" be missing, UAX #11's
/// wide ranges (as of Unicode 15) stand in.
///
/// A character of several scalars (a grapheme cluster) is as wide as its first scalar. Ours,
/// where terminals differ: VARIATION SELECTOR-16 (U+FE0F, emoji presentation) after a narrow
/// base such as "❤" makes it two columns in some terminals (kitty, WezTerm, iTerm2) and not in
/// others (xterm, tmux 3.3a, where "ab❤️X" leaves the cursor in column 4), so `TextSanitizer`
/// drops it there and every terminal draws the base in one column. Emoji joined by ZERO WIDTH
/// JOINER, and skin tones, never get here whole either: `TextSanitizer` keeps the first emoji
/// (terminals without ZWJ support draw each part, which would shift the rest of the line).
/// Sources: POSIX `wcwidth`, `newlocale`, `uselocale`; Unicode UAX #11 and UTS #51; ours.
enum CellWidth {
    /// Scalars below this are never wide (U+1100 is the first wide one).
    private static let firstWide: UInt32 = 0x1100
    /// Scalars from this up count as narrow (no wide character is assigned above plane 3).
    private static let tableEnd: UInt32 = 0x40000

    /// One bit per scalar below `tableEnd`: set when the scalar is two columns wide.
    private static let table: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: Int(tableEnd) / 64)
        if let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) {
            let previous = uselocale(locale)
            for value in firstWide..<tableEnd where wcwidth(wchar_t(bitPattern: value)) == 2 {
                bits[Int(value >> 6)] |= 1 << UInt64(value & 63)
            }
            uselocale(previous)
            freelocale(locale)
        } else {
            for value in firstWide..<tableEnd where isWideByUAX11(value) {
                bits[Int(value >> 6)] |= 1 << UInt64(value & 63)
            }
        }
        return bits
    }()

    /// Whether the scalar `value` takes two columns.
    @inline(__always)
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= firstWide, value < tableEnd else { return false }
        return table[Int(value >> 6)] & 1 << UInt64(value & 63) != 0
    }

    /// Whether `character` takes two columns: its first scalar is wide.
    @inline(__always)
    static func isWide(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return isWide(first.value)
    }

    /// Whether any character of `text` is wide (a byte scan first: every wide scalar is at
    /// least U+1100, whose UTF-8 starts with a byte of 0xE1 or more).
    static func containsWide(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0xE1 }) else { return false }
        return text.unicodeScalars.contains { isWide($0.value) }
    }

    /// UAX #11's East Asian Wide and Fullwidth ranges and the emoji blocks, for when the C
    /// library has no "C.UTF-8" locale.
    static func isWideByUAX11(_ value: UInt32) -> Bool {
        switch value {
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
}
