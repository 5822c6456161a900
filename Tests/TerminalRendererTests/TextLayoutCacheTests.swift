import Testing

@testable import TerminalRenderer

/// `TextLayoutCache` gives what `TextLayout.layout` gives, at every width, in any order of
/// widths: the layout it keeps once per text for every width from the text's whole width up
/// is the one laid out there.
@Suite struct TextLayoutCacheTests {
    /// One line, words and runs of spaces, leading and trailing spaces, two paragraphs, a wide
    /// character (two cells; `??` in ASCII) and more lines than `maxLines` allows (cut at every
    /// width).
    static let texts = [
        "Photos", "Recently Deleted", "  two  spaces", "trailing  ", "Inbox\nNew Message", "写真 Photos",
        "one\ntwo\nthree", "",
    ]

    @Test(arguments: [false, true], [GlyphSet.unicode, .ascii])
    func cachedLayoutsAreTheLaidOutOnes(wraps: Bool, glyphs: GlyphSet) {
        var cache = TextLayoutCache()
        // Shrinking, growing and shrinking again: every width is met from both sides.
        let widths = Array((0...24).reversed()) + Array(0...24) + Array((0...24).reversed())
        for text in Self.texts {
            for maxLines in [1, 2] {
                for width in widths {
                    let cached = cache.layout(text, width: width, maxLines: maxLines, wraps: wraps, glyphs: glyphs)
                    let direct = TextLayout.layout(
                        text, width: width, maxLines: maxLines, wraps: wraps, glyphs: glyphs)
                    #expect(
                        cached.lines == direct.lines && cached.isTruncated == direct.isTruncated,
                        "\(text.debugDescription) at \(width) cells, \(maxLines) lines, wraps \(wraps), \(glyphs)")
                }
            }
        }
    }

    /// "Recently Deleted" is 16 cells: at 16 and wider it is one line, whole; at 15 it is cut
    /// ("Recently Delet…", 15 cells, on one line).
    @Test func aTextFitsFromItsWholeWidthUp() {
        var cache = TextLayoutCache()
        for width in [40, 16, 100] {
            let layout = cache.layout("Recently Deleted", width: width, maxLines: 1, wraps: false, glyphs: .unicode)
            #expect(layout.lines == [Array("Recently Deleted").map { Glyph($0) }] && !layout.isTruncated)
        }
        let cut = cache.layout("Recently Deleted", width: 15, maxLines: 1, wraps: false, glyphs: .unicode)
        #expect(cut.lines == [Array("Recently Delet…").map { Glyph($0) }] && cut.isTruncated)
    }
}
