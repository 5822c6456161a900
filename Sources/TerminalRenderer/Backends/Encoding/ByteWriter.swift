/// Bytes stored through a pointer into room reserved beforehand, for the encoder's escape
/// sequences: no capacity or uniqueness check per byte. The owner guarantees the room (the
/// bytes written plus 8, since `append(packed:length:)` stores a whole word). Ours.
struct ByteWriter {
    private let base: UnsafeMutablePointer<UInt8>
    /// Bytes written so far, from `base`.
    private(set) var count = 0

    /// A writer storing from `base` on.
    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Appends `byte`.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends the `length` (≤ 8) low bytes of `packed`, lowest first (the 8 bytes are all
    /// stored; those past `length` are overwritten by what follows).
    @inline(__always)
    mutating func append(packed: UInt64, length: Int) {
        UnsafeMutableRawPointer(base + count).storeBytes(of: packed.littleEndian, as: UInt64.self)
        count += length
    }

    /// Appends `value` (≥ 0) in decimal digits.
    @inline(__always)
    mutating func appendNumber(_ value: Int) {
        if value < Decimal.count {
            let entry = Decimal.table[value]
            append(packed: UInt64(entry & 0xFF_FFFF), length: Int(entry >> 24))
        } else {
            appendNumber(value / Decimal.count)
            let rest = value % Decimal.count  // three digits, zeros kept
            append(
                packed: UInt64(0x30 + rest / 100) | UInt64(0x30 + rest / 10 % 10) << 8 | UInt64(0x30 + rest % 10) << 16,
                length: 3)
        }
    }

    /// The decimal digits of 0…999 packed as ASCII (lowest byte first) with their count in the
    /// top byte; `digits(_:)` and `appendNumber(_:)` read them.
    enum Decimal {
        static let count = 1000
        static let table: [UInt32] = (0..<count).map { value in
            var packed: UInt32 = 0
            var length: UInt32 = 0
            for digit in String(value).utf8 {
                packed |= UInt32(digit) << (8 * length)
                length += 1
            }
            return packed | length << 24
        }

        /// The number of decimal digits of `value` (≥ 0).
        @inline(__always)
        static func digits(_ value: Int) -> Int {
            value < count ? Int(table[value] >> 24) : 3 + digits(value / count)
        }
    }
}
