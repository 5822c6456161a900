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

    /// `value` with `places` digits after the decimal point, rounded as C's `printf("%.*f")`
    /// rounds (the same text as `String(format: "%.2f", value)`, without Foundation's
    /// formatter: the HUD formats its times every frame).
    static func decimal(_ value: Double, places: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 330) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            let count = withVaList([Int32(places), value]) { vsnprintf(base, buffer.count, "%.*f", $0) }
            guard count >= 0, count < buffer.count else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: base, count: Int(count)), as: UTF8.self)
        }
    }
}
