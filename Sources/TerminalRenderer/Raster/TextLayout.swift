/// Lays a label's text out in lines of cells: sanitised, made displayable in the glyph set,
/// wrapped at spaces (long words broken) or kept on one line, and truncated at the tail with
/// an ellipsis, as UIKit's default `byTruncatingTail`. Ours (no font metrics in a terminal:
/// one character per cell).
enum TextLayout {
    /// The narrowest text area, in cells, in which text that does not fit whole is drawn cut
    /// (truncated, or its words broken across lines). Ours: narrower, a label would show one
    /// letter and an ellipsis, or its words as a column of single letters (a screen shrinking
    /// away scattered them); it shows no text instead, as the eye loses text that small.
    static let minimumCutWidth = 3

    /// The lines for `text` in a box `width` cells wide: at most `maxLines` (≥ 1) lines; with
    /// `wraps` false, one line with line breaks turned into spaces. Also whether text was cut
    /// (ending in the ellipsis) to fit.
    static func layout(
        _ text: String, width: Int, maxLines: Int, wraps: Bool, glyphs: GlyphSet
    ) -> (lines: [[Character]], isTruncated: Bool) {
        guard width > 0, maxLines > 0 else { return ([], !text.isEmpty) }
        var paragraphs: [[Character]] = [[]]
        var sanitizer = TextSanitizer(keepsNewlines: wraps)
        for character in text {
            switch sanitizer.feed(character) {
            case .emit(let glyph): paragraphs[paragraphs.count - 1].append(glyphs.displayable(glyph))
            case .newline: paragraphs.append([])
            case .skip: break
            }
        }
        if !wraps {
            let line = paragraphs.first ?? []
            return line.count > width ? ([truncated(line, width: width, glyphs: glyphs)], true) : ([line], false)
        }
        var lines: [[Character]] = []
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
            paragraph.split(separator: " ").contains { $0.count > width }
        }
        return (lines, overflow || brokenWord)
    }

    /// Greedy word wrap of one paragraph into lines of at most `width` characters.
    static func wrap(_ paragraph: [Character], width: Int) -> [[Character]] {
        var lines: [[Character]] = []
        var line: [Character] = []
        var index = 0
        while index < paragraph.count {
            // Next word and the spaces before it.
            var spaces = 0
            while index < paragraph.count, paragraph[index] == " " {
                spaces += 1
                index += 1
            }
            var word: [Character] = []
            while index < paragraph.count, paragraph[index] != " " {
                word.append(paragraph[index])
                index += 1
            }
            if word.isEmpty { break }
            let gap = line.isEmpty ? 0 : max(spaces, 1)
            if line.count + gap + word.count <= width {
                if gap > 0 { line.append(contentsOf: repeatElement(" ", count: gap)) }
                line.append(contentsOf: word)
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = []
            }
            while word.count > width {
                lines.append(Array(word.prefix(width)))
                word.removeFirst(width)
            }
            line = word
        }
        lines.append(line)
        return lines
    }

    /// `line` cut to `width` cells ending in the ellipsis (`…` or `...`); with `force`, the
    /// ellipsis is added even when the line fits (more text followed).
    static func truncated(_ line: [Character], width: Int, glyphs: GlyphSet, force: Bool = false) -> [Character] {
        if line.count <= width && !force { return line }
        let ellipsis = Array(glyphs.ellipsis)
        if width <= ellipsis.count {
            return force ? Array(ellipsis.prefix(width)) : Array(line.prefix(width))
        }
        var kept = Array(line.prefix(width - ellipsis.count))
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }
}

/// `TextLayout.layout` results kept from frame to frame by the rasteriser (`RasterScratch`),
/// keyed by everything the layout depends on, so a label is laid out once rather than for each
/// damaged rectangle it meets in each frame. At most `limit` entries: when full it starts
/// afresh. Ours.
struct TextLayoutCache {
    private struct Key: Hashable {
        let text: String
        let width: Int
        let maxLines: Int
        let wraps: Bool
        let glyphs: GlyphSet
    }

    /// The most layouts kept (labels on screen at once are far fewer).
    static let limit = 256
    private var entries: [Key: (lines: [[Character]], isTruncated: Bool)] = [:]

    /// `TextLayout.layout(text, width:maxLines:wraps:glyphs:)`, from the cache when it is there.
    mutating func layout(
        _ text: String, width: Int, maxLines: Int, wraps: Bool, glyphs: GlyphSet
    ) -> (lines: [[Character]], isTruncated: Bool) {
        let key = Key(text: text, width: width, maxLines: maxLines, wraps: wraps, glyphs: glyphs)
        if let found = entries[key] { return found }
        let result = TextLayout.layout(text, width: width, maxLines: maxLines, wraps: wraps, glyphs: glyphs)
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = result
        return result
    }
}
