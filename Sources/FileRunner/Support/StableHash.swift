/// A 64-bit FNV-1a hash of bytes, the same in every process and on every machine (Swift's
/// `Hasher` is seeded per process): the name of a cached build. Not for security: a cache key
/// only needs distinct inputs to give distinct names, which 64 bits give for any cache's size.
/// Source: Fowler–Noll–Vo, FNV-1a (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in `text`'s UTF-8 bytes, then a 0 byte, so that ("ab", "c") and ("a", "bc") differ.
    mutating func combine(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
    }

    /// 16 lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
