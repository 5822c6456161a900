import Glibc
import TerminalRenderer

/// What the HUD typesets the same way frame after frame, kept from one frame to the next: text
/// wrapped to a width, the breadcrumb fitted to a width, the progress bar, and the key hints
/// for a panel width. The HUD composes every frame (`HUDPanel.compose`), and most of what it
/// typesets reads the same as in the last frame: found here, it costs a comparison of strings
/// (instant for the same string, as a title or a summary held by the session) instead of a pass
/// over its words. Wrapped texts are looked up in the order the last frame asked for them, so
/// the next one is mostly the one to compare; an entry is kept while a frame uses it
/// (`endFrame()` drops those the frame just ended did not), so text that changes every frame,
/// such as an interactive transition's per cent, never piles up. Ours.
final class HUDTypesetting {
    /// A text wrapped to a width, and its lines.
    private struct Wrap {
        let text: String
        let width: Int
        let lines: [String]
    }

    /// This frame's wrapped texts, and the last frame's, in the order they were asked for.
    private var wraps: [Wrap] = []
    private var lastWraps: [Wrap] = []
    /// Where in `lastWraps` the next text is looked for first.
    private var nextWrap = 0
    /// The key hints for the last panel width and animator count asked for.
    private var hints: (width: Int, animatorCount: Int, lines: [String])?
    /// The breadcrumb last fitted: its entries, the width, and the text.
    private var breadcrumb: (crumbs: [(separator: String, title: String)], width: Int, text: String)?
    /// The progress bar last drawn: filled and total cells, glyphs, and the text.
    private var bar: (filled: Int, width: Int, ascii: Bool, text: String)?

    /// `PanelWriter.wrap(text, width:)`, from the last frame's lines when there.
    func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String]?
        if nextWrap < lastWraps.count, lastWraps[nextWrap].width == width, lastWraps[nextWrap].text == text {
            lines = lastWraps[nextWrap].lines
            nextWrap += 1
        } else if let index = lastWraps.firstIndex(where: { $0.width == width && $0.text == text }) {
            lines = lastWraps[index].lines
            nextWrap = index + 1
        }
        let wrapped = lines ?? PanelWriter.wrap(text, width: width)
        wraps.append(Wrap(text: text, width: width, lines: wrapped))
        return wrapped
    }

    /// `KeyTable.hintLines(animatorCount:width:)`, worked out again only when the width or the
    /// number of animators changes.
    func hintLines(animatorCount: Int, width: Int) -> [String] {
        if let hints, hints.width == width, hints.animatorCount == animatorCount { return hints.lines }
        let lines = KeyTable.hintLines(animatorCount: animatorCount, width: width)
        hints = (width, animatorCount, lines)
        return lines
    }

    /// The breadcrumb of `session` (`PlaygroundSession.hudBreadcrumb(ascii:)`: titles, each
    /// with the separator before it), dropping entries from the front ("…" and the first kept
    /// one's separator) until it fits `width` columns; worked out again only when an entry or
    /// the width changes (compared entry by entry as the session lists them: no array is built
    /// while it stays the same).
    @MainActor
    func breadcrumb(of session: PlaygroundSession, ascii: Bool, width: Int) -> String {
        if let kept = breadcrumb, kept.width == width {
            var count = 0
            var same = true
            session.forEachBreadcrumb(ascii: ascii) { separator, title in
                guard same, count < kept.crumbs.count, kept.crumbs[count].separator == separator,
                    kept.crumbs[count].title == title
                else {
                    same = false
                    return
                }
                count += 1
            }
            if same && count == kept.crumbs.count { return kept.text }
        }
        return fitBreadcrumb(session.hudBreadcrumb(ascii: ascii), width: width)
    }

    /// `breadcrumb(of:ascii:width:)` for the entries `crumbs`.
    func breadcrumb(_ crumbs: [(separator: String, title: String)], width: Int) -> String {
        if let breadcrumb, breadcrumb.width == width, breadcrumb.crumbs.count == crumbs.count,
            zip(breadcrumb.crumbs, crumbs).allSatisfy({ $0.separator == $1.separator && $0.title == $1.title })
        {
            return breadcrumb.text
        }
        return fitBreadcrumb(crumbs, width: width)
    }

    /// Fits `crumbs` to `width` (see `breadcrumb(of:ascii:width:)`) and keeps the result.
    private func fitBreadcrumb(_ crumbs: [(separator: String, title: String)], width: Int) -> String {
        var parts = crumbs[...]
        func joined() -> String { parts.map { $0.separator + $0.title }.joined() }
        var text = (parts.first?.title ?? "") + parts.dropFirst().map { $0.separator + $0.title }.joined()
        while TerminalText.columns(of: text) > width && parts.count > 1 {
            parts.removeFirst()
            text = "…" + joined()
        }
        breadcrumb = (crumbs, width, text)
        return text
    }

    /// A progress bar of `width` cells between brackets, `fraction` (0…1, clamped; 0 when not
    /// finite) of them filled (rounded): `[███░░░]`, or `[###---]` in ASCII; drawn again only
    /// when the filled cells, the width or the glyphs change.
    func progressBar(_ fraction: Double, width: Int, ascii: Bool) -> String {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let filled = Int((clamped * Double(width)).rounded())
        if let bar, bar.filled == filled, bar.width == width, bar.ascii == ascii { return bar.text }
        // Written as UTF-8 straight into the string: `#`/`-`, or U+2588 `█` (E2 96 88) and
        // U+2591 `░` (E2 96 91).
        let glyphBytes = ascii ? 1 : 3
        let text = String(unsafeUninitializedCapacity: 2 + max(width, 0) * glyphBytes) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            put(0x5B)  // [
            for cell in 0..<max(width, 0) {
                if ascii {
                    put(cell < filled ? 0x23 : 0x2D)
                } else {
                    put(0xE2)
                    put(0x96)
                    put(cell < filled ? 0x88 : 0x91)
                }
            }
            put(0x5D)  // ]
            return count
        }
        bar = (filled, width, ascii, text)
        return text
    }

    /// Ends a frame: wrapped texts this frame did not use are dropped.
    func endFrame() {
        swap(&wraps, &lastWraps)
        wraps.removeAll(keepingCapacity: true)
        nextWrap = 0
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
