import Foundation
import Testing

@testable import TerminalRenderer

/// The asciicast v2 writer: the header's fields, JSON escaping, event times, and the file as it
/// is written. Expected lines are written out by hand from asciinema's "asciicast v2"
/// specification (header object, then `[time, code, data]` arrays) and RFC 8259's escapes.
@Suite struct AsciicastWriterTests {
    /// A fresh path in the temporary directory.
    private func temporaryPath() -> String {
        NSTemporaryDirectory() + "/asciicast-\(UUID().uuidString).cast"
    }

    private func lines(of path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    @Test func headerHoldsVersionSizeTimestampEnvironmentAndTitle() {
        // SHELL before TERM, as asciinema writes them; variables other than the two are left out.
        let header = AsciicastWriter.header(
            columns: 100, rows: 32, timestamp: 1_796_194_034,
            environment: ["TERM": "xterm-256color", "SHELL": "/bin/zsh", "HOME": "/root"], title: "pushpop")
        #expect(
            header
                == "{\"version\": 2, \"width\": 100, \"height\": 32, \"timestamp\": 1796194034, "
                + "\"env\": {\"SHELL\": \"/bin/zsh\", \"TERM\": \"xterm-256color\"}, \"title\": \"pushpop\"}\n")
        // A variable that is not set is left out (env maps strings to strings); no timestamp,
        // no env, no title: the minimal header.
        #expect(
            AsciicastWriter.header(columns: 80, rows: 24, environment: ["TERM": "tmux"])
                == "{\"version\": 2, \"width\": 80, \"height\": 24, \"env\": {\"TERM\": \"tmux\"}}\n")
        #expect(AsciicastWriter.header(columns: 80, rows: 24) == "{\"version\": 2, \"width\": 80, \"height\": 24}\n")
    }

    @Test func controlCharactersAreEscaped() {
        // ESC is U+001B → \u001b; BEL U+0007 → \u0007; DEL U+007F → \u007f; C1 CSI U+009B →
        // \u009b; the short forms for \n \r \t \b \f; quote and backslash escaped.
        let text = "\u{1B}[H\u{07}\u{7F}\u{9B}\n\r\t\u{08}\u{0C}\"\\"
        #expect(AsciicastWriter.jsonString(text) == #""\u001b[H\u0007\u007f\u009b\n\r\t\b\f\"\\""#)
    }

    @Test func nonASCIIIsEscapedAsUTF16() {
        // é U+00E9; ╭ U+256D; 😀 U+1F600 = D83D DE00 in UTF-16:
        // 0x1F600 − 0x10000 = 0xF600; high 0xD800 + (0xF600 >> 10 = 0x3D) = 0xD83D,
        // low 0xDC00 + (0xF600 & 0x3FF = 0x200) = 0xDE00.
        #expect(AsciicastWriter.jsonString("é╭😀a") == #""\u00e9\u256d\ud83d\ude00a""#)
    }

    @Test func eventsHaveSixDecimalsAndCodes() {
        #expect(AsciicastWriter.event(time: 0, code: "o", data: "hi") == "[0.000000, \"o\", \"hi\"]\n")
        #expect(AsciicastWriter.event(time: 1.25, code: "r", data: "90x30") == "[1.250000, \"r\", \"90x30\"]\n")
        // 1/3 s to the microsecond: 0.333333.
        #expect(AsciicastWriter.event(time: 1.0 / 3, code: "o", data: "") == "[0.333333, \"o\", \"\"]\n")
    }

    @Test func fileIsWrittenAsItGoesWithTimesThatNeverGoBack() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try AsciicastWriter(path: path, columns: 40, rows: 16, title: "t")
        let output = { (text: String, time: TimeInterval) in
            Array(text.utf8).withUnsafeBytes { writer.output($0, at: time) }
        }
        output("a", 0.5)
        // Written at once: the file holds the header and the event before the writer closes.
        #expect(
            try lines(of: path) == [
                "{\"version\": 2, \"width\": 40, \"height\": 16, \"title\": \"t\"}", "[0.500000, \"o\", \"a\"]", "",
            ])
        output("b", 0.25)  // earlier than the last: written at the last time, 0.5
        writer.resize(columns: 50, rows: 20, at: 0.75)
        output("c", -1)  // before the start: at the last time, 0.75
        writer.close()
        output("d", 2)  // after close: nothing
        #expect(
            Array(try lines(of: path).dropFirst())
                == [
                    "[0.500000, \"o\", \"a\"]", "[0.500000, \"o\", \"b\"]", "[0.750000, \"r\", \"50x20\"]",
                    "[0.750000, \"o\", \"c\"]", "",
                ])
    }

    @Test func aCharacterSplitBetweenBurstsWaitsForItsEnd() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try AsciicastWriter(path: path, columns: 40, rows: 16)
        // ─ U+2500 is E2 94 80 in UTF-8: the first burst ends after E2 94, the second starts
        // with 80. The first event holds "x" alone, the second the whole ─ and "y".
        ([0x78, 0xE2, 0x94] as [UInt8]).withUnsafeBytes { writer.output($0, at: 0.1) }
        ([0x80, 0x79] as [UInt8]).withUnsafeBytes { writer.output($0, at: 0.2) }
        // A byte that is no UTF-8 (FF) becomes U+FFFD; a lead byte left at the close too.
        ([0xFF, 0xE2] as [UInt8]).withUnsafeBytes { writer.output($0, at: 0.3) }
        writer.close()
        #expect(
            Array(try lines(of: path).dropFirst())
                == [
                    "[0.100000, \"o\", \"x\"]", "[0.200000, \"o\", \"\\u2500y\"]", "[0.300000, \"o\", \"\\ufffd\"]",
                    "[0.300000, \"o\", \"\\ufffd\"]", "",
                ])
    }

    @Test func completeUTF8PrefixCutsOnlyAnUnfinishedCharacter() {
        // "a" then the first 1, 2, 3 bytes of 😀 (F0 9F 98 80): cut after "a"; all four: whole.
        #expect(AsciicastWriter.completeUTF8Prefix([0x61, 0xF0]) == 1)
        #expect(AsciicastWriter.completeUTF8Prefix([0x61, 0xF0, 0x9F]) == 1)
        #expect(AsciicastWriter.completeUTF8Prefix([0x61, 0xF0, 0x9F, 0x98]) == 1)
        #expect(AsciicastWriter.completeUTF8Prefix([0x61, 0xF0, 0x9F, 0x98, 0x80]) == 5)
        #expect(AsciicastWriter.completeUTF8Prefix([0x61, 0xC3, 0xA9]) == 3)  // é whole
        #expect(AsciicastWriter.completeUTF8Prefix([]) == 0)
    }

    @Test func aPathThatCannotBeWrittenIsNamedWithTheReason() {
        #expect(throws: RecordingError(path: "/no/such/dir/a.cast", reason: "No such file or directory")) {
            try AsciicastWriter(path: "/no/such/dir/a.cast", columns: 80, rows: 24)
        }
        // A terminal: a pseudo-terminal's subordinate side, which `--record /dev/tty` would be.
        var primary: Int32 = -1
        var secondary: Int32 = -1
        var name = [CChar](repeating: 0, count: 128)
        if openpty(&primary, &secondary, &name, nil, nil) == 0 {
            defer {
                close(primary)
                close(secondary)
            }
            let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            #expect(throws: RecordingError(path: path, reason: "it is a terminal; record to a file")) {
                try AsciicastWriter(path: path, columns: 80, rows: 24)
            }
        }
        // The path's control characters are shown as U+FFFD (`TerminalText.sanitized`).
        #expect(
            RecordingError(path: "/tmp/\u{1B}]0;x\u{07}.cast", reason: "Is a directory").description
                == "cannot record to '/tmp/\u{FFFD}]0;x\u{FFFD}.cast': Is a directory")
    }

    /// Headless recordings: the first event clears, homes and hides the cursor, then carries the
    /// changed cells as FrameEncoder sends them; a frame that changes nothing is an empty event
    /// at its own time.
    @Test func framesBecomeEventsOfTheirChanges() {
        var frames = AsciicastFrames(columns: 3, rows: 1, depth: .monochrome, glyphs: .unicode)
        #expect(frames.header == "{\"version\": 2, \"width\": 3, \"height\": 1, \"title\": \"pushpop\"}\n")
        var grid = CellGrid(columns: 3, rows: 1)
        grid[0, 0] = Cell(character: "a")
        grid[2, 0] = Cell(character: "b")
        // From a cleared screen: CUP home (ESC[H), "a", then the blank between is re-sent as a
        // space (shorter than a cursor move), "b".
        #expect(frames.event(for: grid, at: 0) == #"[0.000000, "o", "\u001b[H\u001b[2J\u001b[?25l\u001b[Ha b"]"# + "\n")
        #expect(frames.event(for: grid, at: 0.1) == "[0.100000, \"o\", \"\"]\n")
    }
}
