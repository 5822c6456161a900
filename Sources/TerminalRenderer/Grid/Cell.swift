/// One terminal cell: a glyph with its colours and weight.
///
/// `nil` colours mean the terminal's default foreground or background. A character two columns
/// wide (`CellWidth`: CJK, emoji) fills two cells of a `CellGrid`: the glyph in the left one,
/// a continuation (`isWideContinuation`, no character of its own) in the right one; the grid
/// keeps the pair whole. Control characters are replaced by `CellGrid.write` and the
/// backends. Stored packed in
/// two integers (`Glyph`, and both colours with bold), so that grids compare and copy fast;
/// the properties below read and write that storage. Source: ours.
public struct Cell: Equatable, Sendable {
    /// The glyph's scalars.
    var glyph: Glyph
    /// Foreground in bits 0…24 and background in bits 32…56 (`0x1RRGGBB`, 0 for nil), bold in bit 63.
    var attributes: UInt64

    /// Creates a cell; the defaults make a blank one.
    public init(character: Character = " ", foreground: RGB? = nil, background: RGB? = nil, isBold: Bool = false) {
        glyph = Glyph(character)
        attributes = Cell.pack(foreground) | Cell.pack(background) << 32 | (isBold ? Cell.boldBit : 0)
    }

    /// A cell of `glyph` (internal: no conversion from `Character`).
    @inline(__always)
    init(glyph: Glyph, foreground: RGB? = nil, background: RGB? = nil, isBold: Bool = false) {
        self.glyph = glyph
        attributes = Cell.pack(foreground) | Cell.pack(background) << 32 | (isBold ? Cell.boldBit : 0)
    }

    /// A space in the terminal's default colours, not bold.
    public static let blank = Cell()

    /// The glyph (`" "` for a blank cell; U+0000 for the right half of a wide character).
    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    /// Text colour; nil is the terminal's default.
    public var foreground: RGB? {
        @inline(__always) get { Cell.unpack(attributes) }
        @inline(__always) set { attributes = attributes & ~0xFFFF_FFFF | Cell.pack(newValue) }
    }

    /// Background colour; nil is the terminal's default.
    public var background: RGB? {
        @inline(__always) get { Cell.unpack(attributes >> 32) }
        @inline(__always) set { attributes = attributes & (0xFFFF_FFFF | Cell.boldBit) | Cell.pack(newValue) << 32 }
    }

    /// Whether the glyph is drawn bold.
    public var isBold: Bool {
        @inline(__always) get { attributes & Cell.boldBit != 0 }
        @inline(__always) set { attributes = newValue ? attributes | Cell.boldBit : attributes & ~Cell.boldBit }
    }

    /// Whether this is the right half of a wide character, which the glyph in the cell to its
    /// left covers.
    public var isWideContinuation: Bool { glyph.isContinuation }

    /// Whether the glyph is a space.
    @inline(__always)
    var isSpace: Bool { glyph == .space }

    /// Equal glyphs (scalar for scalar), colours and weight.
    @inline(__always)
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.glyph.bits == rhs.glyph.bits && lhs.attributes == rhs.attributes
    }

    private static let boldBit: UInt64 = 1 << 63

    @inline(__always)
    private static func pack(_ color: RGB?) -> UInt64 {
        guard let color else { return 0 }
        return 0x100_0000 | UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
    }

    @inline(__always)
    private static func unpack(_ bits: UInt64) -> RGB? {
        guard bits & 0x100_0000 != 0 else { return nil }
        return RGB(
            red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8),
            blue: UInt8(truncatingIfNeeded: bits))
    }
}
