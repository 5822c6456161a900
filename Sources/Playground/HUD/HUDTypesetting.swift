import Glibc
import TerminalRenderer

/// What the HUD typesets the same way frame after frame, kept from one frame to the next: text
/// wrapped to a width, and the key hints for a panel width. The HUD composes every frame
/// (`HUDPanel.compose`), and most of what it wraps — the animator's summary, a diagnostic, a
/// notice — and its key hints read the same as in the last frame: looked up here, they cost a
/// hash instead of a pass over their words. An entry is kept while a frame uses it (`endFrame()`
/// drops those the frame just ended did not), so text that changes every frame, such as an
/// interactive transition's per cent, never piles up. Ours.
final class HUDTypesetting {
    private struct Key: Hashable {
        let text: String
        let width: Int
    }

    /// This frame's wrapped texts, and the last frame's.
    private var wraps: [Key: [String]] = [:]
    private var lastWraps: [Key: [String]] = [:]
    /// The key hints for the last panel width and animator count asked for.
    private var hints: (width: Int, animatorCount: Int, lines: [String])?

    /// `PanelWriter.wrap(text, width:)`, from this frame's or the last frame's lines when there.
    func wrap(_ text: String, width: Int) -> [String] {
        let key = Key(text: text, width: width)
        if let found = wraps[key] { return found }
        let lines = lastWraps.removeValue(forKey: key) ?? PanelWriter.wrap(text, width: width)
        wraps[key] = lines
        return lines
    }

    /// `KeyTable.hintLines(animatorCount:width:)`, worked out again only when the width or the
    /// number of animators changes.
    func hintLines(animatorCount: Int, width: Int) -> [String] {
        if let hints, hints.width == width, hints.animatorCount == animatorCount { return hints.lines }
        let lines = KeyTable.hintLines(animatorCount: animatorCount, width: width)
        hints = (width, animatorCount, lines)
        return lines
    }

    /// Ends a frame: entries this frame did not use are dropped.
    func endFrame() {
        swap(&wraps, &lastWraps)
        wraps.removeAll(keepingCapacity: true)
    }

    /// `value` with `places` digits after the decimal point, rounded as glibc's
    /// `printf("%.*f")` rounds — the exact binary value to the nearest, a tie to the even
    /// digit (0.125 → "0.12", 0.375 → "0.38"; 2.675 is stored below the tie → "2.67"); "-"
    /// before any negative value, negative zero and values that round to zero included. The
    /// same text as `String(format: "%.2f", value)`, worked out in integers without an
    /// allocation for 0…3 places and magnitudes below 2⁵² (the HUD's times, speeds and frame
    /// rates, every frame); other values go through `vsnprintf`. Source: ISO C `fprintf` `f`
    /// conversion; glibc's exact rounding in the current (nearest) mode.
    static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite, value.magnitude < 0x1p52, places >= 0, places <= 3 else {
            return printed(value, places: places)
        }
        let unit: UInt64 = places == 0 ? 1 : places == 1 ? 10 : places == 2 ? 100 : 1000
        // value = ±significand × 2^-shift exactly, with significand < 2^53 and shift ≥ 1 (below 2^52).
        let subnormal = value.exponentBitPattern == 0
        let significand = value.significandBitPattern | (subnormal ? 0 : 1 << 52)
        let shift = 1075 - max(Int(value.exponentBitPattern), 1)
        let scaled = significand * unit  // < 2^63
        var rounded: UInt64 = 0
        if shift < 64 {
            rounded = scaled >> UInt64(shift)
            let rest = scaled & (1 << UInt64(shift) &- 1)
            let half: UInt64 = 1 << UInt64(shift - 1)
            if rest > half || (rest == half && rounded & 1 == 1) { rounded += 1 }
        }  // else below 2^-11 · scale: rounds to 0
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var whole = rounded / unit
            var fraction = rounded % unit
            for _ in 0..<places {
                put(0x30 + UInt8(fraction % 10))
                fraction /= 10
            }
            if places > 0 { put(0x2E) }  // .
            repeat {
                put(0x30 + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if value.sign == .minus { put(0x2D) }  // -
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// `value` as `vsnprintf`'s `%.*f` writes it with `places` digits.
    private static func printed(_ value: Double, places: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 330) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            let count = withVaList([Int32(places), value]) { vsnprintf(base, buffer.count, "%.*f", $0) }
            guard count >= 0, count < buffer.count else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: base, count: Int(count)), as: UTF8.self)
        }
    }
}
