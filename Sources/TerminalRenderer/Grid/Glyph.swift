/// A cell's glyph packed in an integer: up to three Unicode scalars of 21 bits each (the first
/// in the low bits; a zero scalar after the first ends it), so cells compare, copy and hash as
/// integers. A character of more scalars keeps its first three (a base and two combining
/// marks). Unlike `Character`, comparison is scalar by scalar, not by canonical equivalence:
/// what a terminal is sent is what is compared. Internal; `Cell.character` is the public face.
///
/// Bit 63 marks a glyph two columns wide (`CellWidth`), worked out once when the glyph is made
/// from a `Character`: a wide glyph sits in its pair's left cell and `continuation` in the
/// right one. Source: ours.
struct Glyph: Hashable, Sendable {
    /// The packed scalars (bits 0…62) and the wide mark (bit 63).
    var bits: UInt64

    /// Bit 63: the glyph is two columns wide (or is a wide glyph's `continuation`).
    static let wideBit: UInt64 = 1 << 63
    /// The bits that hold scalars.
    private static let scalarMask: UInt64 = wideBit - 1

    /// The glyph of a single scalar value (not checked).
    @inline(__always)
    init(scalar: UInt32) {
        bits = UInt64(scalar)
    }

    /// The glyph of the one-scalar character `scalar`, as `init(_: Character)` makes it (marked
    /// wide when `CellWidth` says so), without making the `Character`.
    @inline(__always)
    init(character scalar: Unicode.Scalar) {
        let value = scalar.value
        bits = UInt64(value)
        if value >= 0x1100 && CellWidth.isWide(value) { bits |= Glyph.wideBit }
    }

    /// The glyph of `character` (its first three scalars), marked wide when `CellWidth` says so.
    init(_ character: Character) {
        var bits: UInt64 = 0
        var shift: UInt64 = 0
        for scalar in character.unicodeScalars {
            guard shift < 63 else { break }
            bits |= UInt64(scalar.value) << shift
            shift += 21
        }
        if bits >= UInt64(0x1100) && CellWidth.isWide(character) { bits |= Glyph.wideBit }
        self.bits = bits
    }

    /// The right cell of a wide glyph's pair: never sent to a terminal (the wide glyph covers it).
    static let continuation = Glyph(bits: wideBit)

    @inline(__always)
    private init(bits: UInt64) {
        self.bits = bits
    }

    /// Whether the glyph takes two columns (its pair's right cell holds `continuation`).
    @inline(__always)
    var isWide: Bool { bits & Glyph.wideBit != 0 && bits != Glyph.wideBit }

    /// Whether this is the right cell of a wide glyph's pair.
    @inline(__always)
    var isContinuation: Bool { bits == Glyph.wideBit }

    /// Whether the glyph is wide or a continuation: one half of a pair.
    @inline(__always)
    var isPairHalf: Bool { bits & Glyph.wideBit != 0 }

    /// The same scalars, one column wide (ASCII folding of a wide glyph).
    @inline(__always)
    var narrow: Glyph { Glyph(bits: bits & Glyph.scalarMask) }

    /// `" "`.
    static let space = Glyph(scalar: 0x20)
    /// `▀`, the upper half block.
    static let upperHalf = Glyph(scalar: 0x2580)
    /// `▄`, the lower half block.
    static let lowerHalf = Glyph(scalar: 0x2584)
    /// `█`, the full block.
    static let fullBlock = Glyph(scalar: 0x2588)

    /// The first scalar's value.
    @inline(__always)
    var firstScalar: UInt32 { UInt32(truncatingIfNeeded: bits & 0x1F_FFFF) }

    /// Whether the glyph is one scalar.
    @inline(__always)
    var isSingleScalar: Bool { (bits & Glyph.scalarMask) >> 21 == 0 }

    /// The scalar values, first to last.
    var scalars: [UInt32] {
        var values = [firstScalar]
        var rest = (bits & Glyph.scalarMask) >> 21
        while rest != 0 {
            values.append(UInt32(truncatingIfNeeded: rest & 0x1F_FFFF))
            rest >>= 21
        }
        return values
    }

    /// The glyph as a `Character` (invalid scalars become U+FFFD).
    var character: Character {
        if isSingleScalar { return Character(Unicode.Scalar(firstScalar) ?? "\u{FFFD}") }
        var text = ""
        for value in scalars { text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        return Character(text)
    }

    /// Appends the glyph's UTF-8 bytes to `bytes`.
    @inline(__always)
    func appendUTF8(to bytes: inout ByteWriter) {
        var rest = bits & Glyph.scalarMask
        repeat {
            let value = UInt64(rest & 0x1F_FFFF)
            switch value {
            case 0..<0x80:
                bytes.append(UInt8(value))
            case 0x80..<0x800:
                bytes.append(packed: (0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8, length: 2)
            case 0x800..<0x10000:
                bytes.append(
                    packed: (0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16,
                    length: 3)
            default:
                bytes.append(
                    packed: (0xF0 | value >> 18 & 0x07) | (0x80 | value >> 12 & 0x3F) << 8
                        | (0x80 | value >> 6 & 0x3F) << 16 | (0x80 | value & 0x3F) << 24, length: 4)
            }
            rest >>= 21
        } while rest != 0
    }

    /// The number of UTF-8 bytes of the glyph.
    @inline(__always)
    var utf8Count: Int {
        var count = 0
        var rest = bits & Glyph.scalarMask
        repeat {
            let value = rest & 0x1F_FFFF
            count += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
            rest >>= 21
        } while rest != 0
        return count
    }
}
