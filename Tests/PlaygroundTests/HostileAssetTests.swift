import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// Nothing from a file reaches headless output as a control character (issue 11, item 4): a
/// screen title, a screen id and a row title holding `ESC [2J` (erase the screen), an OSC
/// window-title string ended by BEL, a C1 CSI (U+009B) and a carriage return.
@MainActor
@Suite struct HostileAssetTests {
    /// The escapes, as JSON writes them.
    static let hostile = #"\u001b[2J\u001b]0;pwned\u0007\u009b31m\r"#

    static let screens = """
        { "root": "home\(hostile)",
          "screens": [
            { "id": "home\(hostile)", "title": "Home\(hostile)", "color": "black",
              "content": { "rows": [ { "title": "Row\(hostile)", "push": "next\(hostile)" } ] } },
            { "id": "next\(hostile)", "title": "Next\(hostile)", "color": "black", "content": { "text": "t\(hostile)" } }
          ] }
        """

    /// The control characters in `text` other than the line break: C0, DEL and C1.
    static func controls(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
    }

    @Test func headlessFramesHoldNoControlCharactersFromTheAssets() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.screens, to: "\(directory)/screens.json")
        AnimationEngine.shared.reset()
        let catalog = try ScreenCatalog.load(assetsDirectory: directory)
        let session = PlaygroundSession(catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: 0)
        var frames: [String] = []
        HeadlessRunner(columns: 100, rows: 32, fps: 10, tokens: try KeyToken.parse("p wait:1")).run(
            session, output: { frames.append($0) }, diagnostics: { _ in })
        // The start, `p`, 10 frames of the wait.
        #expect(frames.count == 12)
        for frame in frames { #expect(Self.controls(in: frame) == []) }
        // The header keeps the visible rest of each title, each control shown as U+FFFD: after
        // the push the stack is `Home… › Next…`.
        let marked = "\u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}31m\u{FFFD}"
        let header = try #require(frames.last?.split(separator: "\n").first)
        #expect(header.contains("Home\(marked)"))
        #expect(header.contains("Next\(marked)"))
    }

    @Test func theSanitiserReplacesEveryControlButKeptLineBreaks() {
        // Hand-made: ESC, BEL, U+009B and CR are each one U+FFFD; a tab two spaces.
        let text = "a\u{1B}[2J\tb\u{07}\u{9B}\r\nc"
        #expect(TerminalText.sanitized(text) == "a\u{FFFD}[2J  b\u{FFFD}\u{FFFD}\u{FFFD}\nc")
        let oneLine = TerminalText.sanitized(text, keepingLineBreaks: false)
        #expect(oneLine == "a\u{FFFD}[2J  b\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}c")
    }

    @Test func theSanitiserShowsInvisibleLayoutCharactersButKeepsJoiners() {
        // Hand-made: a right-to-left override (U+202E), a first-strong isolate and its pop
        // (U+2068, U+2069), a right-to-left mark (U+200F), a zero-width space (U+200B), a BOM
        // (U+FEFF) and a line separator (U+2028) are each one U+FFFD; the zero width joiner of
        // the family emoji and the non-joiner (U+200C) stay, as do letters around them.
        let text = "X\u{202E}Y\u{2068}z\u{2069}\u{200F}a\u{200B}b\u{FEFF}c\u{2028}d 👨\u{200D}👩 a\u{200C}b"
        #expect(
            TerminalText.sanitized(text)
                == "X\u{FFFD}Y\u{FFFD}z\u{FFFD}\u{FFFD}a\u{FFFD}b\u{FFFD}c\u{FFFD}d 👨\u{200D}👩 a\u{200C}b")
    }
}
