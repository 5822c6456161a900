/// Lays a label's text out in lines of cells: sanitised, made displayable in the glyph set,
/// wrapped at spaces (long words broken) or kept on one line, and truncated at the tail with
/// an ellipsis, as UIKit's default `byTruncatingTail`. Widths are in cells: a character takes
/// one, a wide one (`CellWidth`: CJK, emoji) two, and is never split; where one cell is left
/// for it, the line ends there. In ASCII mode a wide character is `??` (two cells, so lines
/// break and truncate as in Unicode mode). Ours (no font metrics in a terminal).
enum TextLayout {
    /// The narrowest text area, in cells, in which text that does not fit whole is drawn cut
    /// (truncated, or its words broken across lines). Ours: narrower, a label would show one
    /// letter and an ellipsis, or its words as a column of single letters (a screen shrinking
    /// away scattered them); it shows no text instead, as the eye loses text that small.
    static let minimumCutWidth = 3

    /// The lines for `text` in a box `width` cells wide: at most `maxLines` (≥ 1) lines of
    /// glyphs (a wide glyph stands once for its two cells; see `width(of:)`); with `wraps`
    /// false, one line with line breaks turned into spaces. Also whether text was cut (ending
    /// in the ellipsis) to fit.
    static func layout(
        _ text: String, width: Int, maxLines: Int, wraps: Bool, glyphs: GlyphSet
    ) -> (lines: [[Glyph]], isTruncated: Bool) {
        guard width > 0, maxLines > 0 else { return ([], !text.isEmpty) }
        var paragraphs: [[Glyph]] = [[]]
        var sanitizer = TextSanitizer(keepsNewlines: wraps)
        for character in text {
            switch sanitizer.feed(character) {
            case .emit(let kept):
                // A wide character stays one wide glyph in ASCII mode too, so that wrapping,
                // truncation and clip edges keep its two cells together; the grid shows it as
                // `??` (`CellGrid.makeDisplayable(with:)`).
                let glyph = CellWidth.isWide(kept) ? Glyph(kept) : Glyph(glyphs.displayable(kept))
                paragraphs[paragraphs.count - 1].append(glyph)
            case .newline: paragraphs.append([])
            case .skip: break
            }
        }
        if !wraps {
            let line = paragraphs.first ?? []
            return self.width(of: line) > width
                ? ([truncated(line, width: width, glyphs: glyphs)], true) : ([line], false)
        }
        var lines: [[Glyph]] = []
        var overflow = false
        for paragraph in paragraphs {
            for line in wrap(paragraph, width: width) {
                if lines.count == maxLines {
                    overflow = true
                    break
                }
                lines.append(line)
            }
            if overflow { break }
        }
        if overflow, let last = lines.popLast() {
            lines.append(truncated(last, width: width, glyphs: glyphs, force: true))
        }
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        // Words longer than the width are broken across lines: that is cutting them too.
        let brokenWord = paragraphs.contains { paragraph in
            paragraph.split(separator: .space).contains { self.width(of: $0) > width }
        }
        return (lines, overflow || brokenWord)
    }

    /// The width of `glyphs` in cells: one each, two for a wide one.
    @inline(__always)
    static func width<Glyphs: Collection<Glyph>>(of glyphs: Glyphs) -> Int {
        var cells = 0
        for glyph in glyphs { cells += glyph.isWide ? 2 : 1 }
        return cells
    }

    /// The longest start of `glyphs` at most `width` cells wide.
    static func prefix(_ glyphs: [Glyph], width: Int) -> [Glyph] {
        var cells = 0
        var count = 0
        while count < glyphs.count {
            let next = cells + (glyphs[count].isWide ? 2 : 1)
            guard next <= width else { break }
            cells = next
            count += 1
        }
        return Array(glyphs.prefix(count))
    }

    /// Greedy word wrap of one paragraph into lines of at most `width` cells.
    static func wrap(_ paragraph: [Glyph], width: Int) -> [[Glyph]] {
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        var index = 0
        while index < paragraph.count {
            // Next word and the spaces before it.
            var spaces = 0
            while index < paragraph.count, paragraph[index] == .space {
                spaces += 1
                index += 1
            }
            var word: [Glyph] = []
            while index < paragraph.count, paragraph[index] != .space {
                word.append(paragraph[index])
                index += 1
            }
            if word.isEmpty { break }
            let gap = line.isEmpty ? 0 : max(spaces, 1)
            var wordWidth = self.width(of: word)
            if lineWidth + gap + wordWidth <= width {
                if gap > 0 { line.append(contentsOf: repeatElement(.space, count: gap)) }
                line.append(contentsOf: word)
                lineWidth += gap + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = []
            }
            while wordWidth > width {
                // A wide glyph that would straddle the width starts the next line.
                var piece = prefix(word, width: width)
                if piece.isEmpty { piece = [word[0]] }  // a wide glyph in a one-cell box
                lines.append(piece)
                word.removeFirst(piece.count)
                wordWidth = self.width(of: word)
            }
            line = word
            lineWidth = wordWidth
        }
        lines.append(line)
        return lines
    }

    /// `line` cut to `width` cells ending in the ellipsis (`…` or `...`); with `force`, the
    /// ellipsis is added even when the line fits (more text followed). A wide glyph that would
    /// straddle the ellipsis goes, so the line may be a cell short. Ours: a cut line keeps at
    /// least two characters before its ellipsis, else it is empty — "‹…" or "P…" says nothing
    /// (the same reason `minimumCutWidth` gives).
    static func truncated(_ line: [Glyph], width: Int, glyphs: GlyphSet, force: Bool = false) -> [Glyph] {
        if self.width(of: line) <= width && !force { return line }
        let ellipsis = glyphs.ellipsis.map { Glyph($0) }
        if width <= ellipsis.count {
            return force ? Array(ellipsis.prefix(width)) : prefix(line, width: width)
        }
        var kept = prefix(line, width: width - ellipsis.count)
        while kept.last == .space { kept.removeLast() }
        guard kept.count >= 2 else { return [] }
        return kept + ellipsis
    }
}

/// `TextLayout.layout` results kept from frame to frame by the rasteriser (`RasterScratch`),
/// keyed by everything the layout depends on, so a label is laid out once rather than for each
/// damaged rectangle it meets in each frame. Per text, the layout it has at any width from its
/// whole width up (`wholeWidth`: the widest line laid out with no limit on the width, when
/// nothing is cut there) is kept once: a label that grows or shrinks while its text fits
/// finds it at every width, with nothing laid out or stored again. At most `limit` texts: when
/// full it starts afresh. Ours.
struct TextLayoutCache {
    private struct Key: Hashable {
        let text: String
        let maxLines: Int
        let wraps: Bool
        let glyphs: GlyphSet
    }

    private struct Entry {
        /// From this width on the layout is `whole`; nil when the text is cut at any width.
        var wholeWidth: Int?
        var whole: (lines: [[Glyph]], isTruncated: Bool)
        /// Layouts at widths under `wholeWidth` (or at any width without one), as met.
        var narrower: [(width: Int, layout: (lines: [[Glyph]], isTruncated: Bool))] = []
    }

    /// The most texts kept (labels on screen at once are far fewer).
    static let limit = 256
    private var entries: [Key: Entry] = [:]

    /// The width beyond which nothing is laid out: wider than any terminal.
    private static let unlimited = 1 << 20

    /// `TextLayout.layout(text, width:maxLines:wraps:glyphs:)`, from the cache when it is there.
    mutating func layout(
        _ text: String, width: Int, maxLines: Int, wraps: Bool, glyphs: GlyphSet
    ) -> (lines: [[Glyph]], isTruncated: Bool) {
        let key = Key(text: text, maxLines: maxLines, wraps: wraps, glyphs: glyphs)
        if let entry = entries[key] {
            if let wholeWidth = entry.wholeWidth, width >= wholeWidth { return entry.whole }
            if let found = entry.narrower.first(where: { $0.width == width }) { return found.layout }
        } else {
            if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
            let whole = TextLayout.layout(text, width: Self.unlimited, maxLines: maxLines, wraps: wraps, glyphs: glyphs)
            // At least a cell: at width 0 nothing is laid out.
            let widest = whole.lines.reduce(1) { max($0, TextLayout.width(of: $1)) }
            entries[key] = Entry(wholeWidth: whole.isTruncated ? nil : widest, whole: whole)
            if !whole.isTruncated && width >= widest { return whole }
        }
        let result = TextLayout.layout(text, width: width, maxLines: maxLines, wraps: wraps, glyphs: glyphs)
        entries[key]?.narrower.append((width, result))
        return result
    }
}
