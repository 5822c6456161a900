/// Colour numbers for a terminal of a given depth, as the encoder and ncurses are told them:
/// −1 for the terminal's default (a nil colour), the palette index at `.palette256` and
/// `.palette8` (`ColorQuantizer`), the packed `0xRRGGBB` value at `.trueColor`, and −1 for
/// every colour at `.monochrome`. Palette lookups go through a small direct-mapped cache,
/// since a frame holds few distinct colours. Ours.
struct ColorNumbering {
    let depth: ColorDepth
    private let quantizer: ColorQuantizer
    /// Cache slots: key (`0x1RRGGBB`, 0 when empty) and its palette index.
    private var keys: [UInt32]
    private var values: [Int32]
    private static let slots = 4096

    init(depth: ColorDepth) {
        self.depth = depth
        quantizer = ColorQuantizer(depth: depth)
        let slots = depth == .palette256 || depth == .palette8 ? Self.slots : 0
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: 0, count: slots)
    }

    /// The number for `color` (nil: the default, −1).
    @inline(__always)
    mutating func number(_ color: RGB?) -> Int32 {
        guard let color else { return -1 }
        let packed = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        switch depth {
        case .monochrome: return -1
        case .trueColor: return Int32(packed)
        case .palette256, .palette8:
            let key = packed | 0x100_0000
            let slot = Int((packed ^ (packed >> 12) ^ (packed >> 20)) & UInt32(Self.slots - 1))
            if keys[slot] == key { return values[slot] }
            let index = Int32(quantizer.index(for: color) ?? 0)
            keys[slot] = key
            values[slot] = index
            return index
        }
    }
}
