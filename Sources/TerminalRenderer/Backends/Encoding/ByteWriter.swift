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

    /// Up to 48 bytes, lowest first, in six words.
    typealias Block = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    /// Appends the first `length` (≤ 48) bytes of `block` (all 48 are stored; those past
    /// `length` are overwritten by what follows). The owner guarantees room for 48 bytes.
    @inline(__always)
    mutating func append(block: Block, length: Int) {
        let target = UnsafeMutableRawPointer(base + count)
        target.storeBytes(of: block.0.littleEndian, as: UInt64.self)
        target.storeBytes(of: block.1.littleEndian, toByteOffset: 8, as: UInt64.self)
        target.storeBytes(of: block.2.littleEndian, toByteOffset: 16, as: UInt64.self)
        target.storeBytes(of: block.3.littleEndian, toByteOffset: 24, as: UInt64.self)
        target.storeBytes(of: block.4.littleEndian, toByteOffset: 32, as: UInt64.self)
        target.storeBytes(of: block.5.littleEndian, toByteOffset: 40, as: UInt64.self)
        count += length
    }

    /// The 48 bytes from `offset` on, as `append(block:length:)` takes them (those not written
    /// yet are whatever the room holds).
    func block(from offset: Int) -> Block {
        let source = UnsafeRawPointer(base + offset)
        return (
            UInt64(littleEndian: source.loadUnaligned(as: UInt64.self)),
            UInt64(littleEndian: source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
            UInt64(littleEndian: source.loadUnaligned(fromByteOffset: 16, as: UInt64.self)),
            UInt64(littleEndian: source.loadUnaligned(fromByteOffset: 24, as: UInt64.self)),
            UInt64(littleEndian: source.loadUnaligned(fromByteOffset: 32, as: UInt64.self)),
            UInt64(littleEndian: source.loadUnaligned(fromByteOffset: 40, as: UInt64.self))
        )
    }

    /// Appends `value` (≥ 0) in decimal digits: below 1000 (every row, column and colour
    /// channel) worked out with a multiply and a shift per digit, no table, no call.
    @inline(__always)
    mutating func appendNumber(_ value: Int) {
        if value < 1000 {
            appendSmall(value)
        } else {
            appendLarge(value)
        }
    }

    /// Appends `value` (0…999) in 1 to 3 digits.
    @inline(__always)
    private mutating func appendSmall(_ value: Int) {
        let number = UInt64(truncatingIfNeeded: value)
        if number < 10 {
            append(UInt8(truncatingIfNeeded: 0x30 + number))
        } else if number < 100 {
            append(packed: (0x30 + number / 10) | (0x30 + number % 10) << 8, length: 2)
        } else {
            append(
                packed: (0x30 + number / 100) | (0x30 + number / 10 % 10) << 8 | (0x30 + number % 10) << 16, length: 3)
        }
    }

    /// Appends `value` (≥ 1000): its leading digits, then three digits with zeros kept.
    @inline(never)
    private mutating func appendLarge(_ value: Int) {
        appendNumber(value / 1000)
        let rest = UInt64(truncatingIfNeeded: value % 1000)
        append(packed: (0x30 + rest / 100) | (0x30 + rest / 10 % 10) << 8 | (0x30 + rest % 10) << 16, length: 3)
    }

    /// The number of decimal digits of `value` (≥ 0), as `appendNumber(_:)` writes it.
    @inline(__always)
    static func digits(_ value: Int) -> Int {
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        var count = 4
        var rest = value / 10_000
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
