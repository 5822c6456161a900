import Testing

@testable import TerminalRenderer

/// Mouse reports and escape sequences from the bytes a terminal sends, through the same path as
/// `TerminalScreen`: each byte as ncurses hands it over (`KeyDecoder.event(forCharacter:)`),
/// then `InputDecoder`, batch by batch. Reports follow xterm's "Control Sequences" (Mouse
/// Tracking): SGR `ESC [ < b ; x ; y M|m` with x and y 1-based; X10 `ESC [ M b x y`, each byte
/// 32 + the value.
@Suite struct InputDecoderTests {
    /// The events ncurses gives for `bytes` (ASCII here), one per byte.
    private func keys(_ bytes: String) -> [InputEvent] {
        bytes.unicodeScalars.compactMap { KeyDecoder.event(forCharacter: $0.value) }
    }

    /// Decodes the batches in turn with one decoder, concatenating what each gives.
    private func decode(_ batches: String...) -> [[InputEvent]] {
        var decoder = InputDecoder()
        return batches.map { decoder.decode(keys($0)) }
    }

    private func down(_ column: Int, _ row: Int) -> InputEvent {
        .pointer(PointerEvent(phase: .down, column: column, row: row))
    }
    private func moved(_ column: Int, _ row: Int) -> InputEvent {
        .pointer(PointerEvent(phase: .moved, column: column, row: row))
    }
    private func up(_ column: Int, _ row: Int) -> InputEvent {
        .pointer(PointerEvent(phase: .up, column: column, row: row))
    }

    /// A press at x 10, y 5 (1-based) is cell (9, 4); button 32 is motion with the left button
    /// held; `m` releases. Keys before, between and after stay keys.
    @Test func sgrPressDragRelease() {
        #expect(
            decode("p\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<32;12;6Mb\u{1B}[<0;12;6m")
                == [[.character("p"), down(9, 4), moved(10, 4), moved(11, 5), .character("b"), up(11, 5)]])
    }

    /// Columns past 223 (where X10's byte ends) and large rows decode: SGR has no limit.
    @Test func sgrLargeCoordinates() {
        #expect(decode("\u{1B}[<0;300;120M") == [[down(299, 119)]])
    }

    /// Shift (4), Meta (8) and Control (16) held with the left button are ignored; the middle (1)
    /// and right (2) buttons, the wheel (64, 65) and motion with no button (35, mode 1003) give
    /// nothing — and no stray keys.
    @Test func sgrOtherButtonsAndModifiers() {
        #expect(decode("\u{1B}[<4;2;3M\u{1B}[<24;2;3m\u{1B}[<48;4;3M") == [[down(1, 2), up(1, 2), moved(3, 2)]])
        #expect(decode("\u{1B}[<1;2;3M\u{1B}[<2;2;3m\u{1B}[<64;2;3M\u{1B}[<65;2;3M\u{1B}[<35;9;9M") == [[]])
    }

    /// A report split over reads, anywhere after `ESC [ <` (ncurses itself waits after `ESC`
    /// and `ESC [`): held until its end arrives, then decoded; nothing comes out meanwhile.
    @Test func sgrSplitAcrossReads() {
        #expect(decode("\u{1B}[<", "0;10;5M") == [[], [down(9, 4)]])
        #expect(
            decode("p\u{1B}[<0;1", "0;5", "m q") == [
                [.character("p")], [], [up(9, 4), .character(" "), .character("q")],
            ])
        #expect(decode("\u{1B}[<32;11;5", "M\u{1B}[<0;", "11;5m") == [[], [moved(10, 4)], [up(10, 4)]])
    }

    /// A sequence that starts like a report and breaks the grammar is dropped through its final
    /// byte, as a terminal parses a control sequence (ECMA-48: parameter bytes `0`…`?`,
    /// intermediate bytes space…`/`, then a final byte `@`…`~`); what follows is decoded as
    /// usual. No `[` (a scrub), Escape (a cancel) or digit (an animator) leaks.
    @Test func sgrGarbageIsDropped() {
        // A letter inside is a final byte: the sequence ends there; what follows is keys.
        #expect(decode("\u{1B}[<0;1x0;5Mp") == [keys("0;5Mp")])
        // Too few numbers, an empty number, too many numbers: the whole report goes.
        #expect(decode("\u{1B}[<0;10M") == [[]])
        #expect(decode("\u{1B}[<0;;5Mp") == [keys("p")])
        #expect(decode("\u{1B}[<0;1;2;3Mq") == [keys("q")])
        // Numbers of 6 and 21 digits (more than any terminal has cells), a negative one (`-` is
        // an intermediate byte), and an overlong one split over two reads: all of each goes.
        #expect(decode("\u{1B}[<123456;1;1M") == [[]])
        #expect(decode("\u{1B}[<999999999999999999999;1;1Mp") == [keys("p")])
        #expect(decode("\u{1B}[<0;-5;10Mp") == [keys("p")])
        #expect(decode("\u{1B}[<1234567", ";1;1Mp") == [[], keys("p")])
        // A report cut off by the next report, or by a key that is no character.
        #expect(decode("\u{1B}[<0;10\u{1B}[<0;10;5M") == [[down(9, 4)]])
        // A run of parameter bytes longer than any report is dropped up to the limit; the rest
        // passes, so a stuck stream cannot hold keys back for ever.
        let run = String(repeating: "1", count: InputDecoder.longestSkippedSequence)
        #expect(decode("\u{1B}[<" + run + "p") == [keys("111p")])
    }

    /// X10-style reports (what `tmux-256color`'s terminfo names, and what terminals without
    /// mode 1006 send): `ESC [ M` then 32 + button, column, row. Left press at column 12,
    /// row 11 (1-based; `,` is 44, `+` 43) is cell (11, 10); 35 (`#`) is a release; 64 (`@`)
    /// motion with the left button held.
    @Test func x10Reports() {
        #expect(decode("\u{1B}[M ,+\u{1B}[M@-+\u{1B}[M#-+") == [[down(11, 10), moved(12, 10), up(12, 10)]])
        #expect(decode("\u{1B}[M", " ,", "+p") == [[], [], [down(11, 10), .character("p")]])
        #expect(decode("\u{1B}[Ma,+") == [[]], "a is 97: 65, the wheel, gives nothing")
    }

    /// Arrow and back-tab sequences terminfo did not describe are still those keys; a lone
    /// Escape, or `ESC [` followed by something else, stays what it was.
    @Test func otherSequences() {
        #expect(decode("\u{1B}[A\u{1B}OD\u{1B}[Z") == [[.up, .left, .backTab]])
        #expect(decode("\u{1B}") == [[.escape]])
        #expect(decode("\u{1B}[", "q") == [[.escape, .character("[")], [.character("q")]])
        #expect(decode("\u{1B}[q") == [[.escape, .character("["), .character("q")]])
    }
}
