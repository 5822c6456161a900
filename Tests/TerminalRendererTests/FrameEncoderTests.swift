import Testing

@testable import TerminalRenderer

/// `FrameEncoder`: exact bytes for small hand-worked frames, and replays of many random frames
/// through `TerminalModel` (an independent ECMA-48 interpreter) that must leave every cell
/// showing what the grid holds.
@Suite struct FrameEncoderTests {
    static let red = RGB(red: 255, green: 0, blue: 0)  // xterm-256 196, ANSI 1

    private func encode(_ encoder: inout FrameEncoder, _ grid: CellGrid) -> String {
        var bytes: [UInt8] = []
        encoder.encode(grid, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// On a cleared 10×3 screen (cursor unknown, default rendition):
    /// - red "X" at column 2, row 1: CUP `ESC[2;3H` (the cursor is unknown), then only the
    ///   foreground changes: `ESC[38;5;196m` (11 bytes) beats the reset form `ESC[;38;5;196m`;
    /// - then "Y" at column 3 (the cursor is there, same rendition): just "Y"; "Z" at column 6:
    ///   CUF `ESC[2C` and CHA `ESC[7G` take 4 bytes, re-sending the two blanks between takes 2
    ///   (blanks show in any foreground), so "  Z";
    /// - a blank that only gains a foreground colour looks the same: nothing is sent;
    /// - a bold "A" in the default colours at row 2 column 0: `ESC[3H`; the terminal still has
    ///   the red, so bold on and the default foreground `ESC[1;39m` (7) lose to the reset form
    ///   `ESC[;1m` (5); then plain "B": `ESC[22m` (5) loses to `ESC[m` (3).
    @Test func handWorkedFrames() {
        var encoder = FrameEncoder(depth: .palette256, glyphs: .unicode)
        encoder.assumeCleared(columns: 10, rows: 3)
        var grid = CellGrid(columns: 10, rows: 3)
        grid[2, 1] = Cell(character: "X", foreground: Self.red)
        #expect(encode(&encoder, grid) == "\u{1B}[2;3H\u{1B}[38;5;196mX")
        grid[3, 1] = Cell(character: "Y", foreground: Self.red)
        grid[6, 1] = Cell(character: "Z", foreground: Self.red)
        #expect(encode(&encoder, grid) == "Y  Z")
        grid[0, 0] = Cell(character: " ", foreground: Self.red)
        #expect(encode(&encoder, grid) == "")
        grid[0, 2] = Cell(character: "A", isBold: true)
        grid[1, 2] = Cell(character: "B")
        #expect(encode(&encoder, grid) == "\u{1B}[3H\u{1B}[;1mA\u{1B}[mB")
        #expect(encoder.sentCells == 2)
    }

    /// Unchanged cells are skipped 32 at a time, compared as bytes: a cell is two 8-byte
    /// integers with no padding. On a cleared 100×2 screen, "X" at column 70 of row 0 (past two
    /// whole blocks) is CUP `ESC[1;71H` then "X"; then "Y" in the last column of row 1 (the
    /// row's 100 cells are three blocks and 4 cells): CUP `ESC[2;100H` (the cursor stood
    /// at column 71 of row 0) then "Y"; a change in column 0 of row 0 alone: `ESC[H` then "Z".
    @Test func changesPastWholeBlocksAreFound() {
        #expect(MemoryLayout<Cell>.size == 16 && MemoryLayout<Cell>.stride == 16)
        var encoder = FrameEncoder(depth: .palette256, glyphs: .unicode)
        encoder.assumeCleared(columns: 100, rows: 2)
        var grid = CellGrid(columns: 100, rows: 2)
        grid[70, 0] = Cell(character: "X")
        #expect(encode(&encoder, grid) == "\u{1B}[1;71HX")
        grid[99, 1] = Cell(character: "Y")
        #expect(encode(&encoder, grid) == "\u{1B}[2;100HY")
        grid[0, 0] = Cell(character: "Z")
        #expect(encode(&encoder, grid) == "\u{1B}[HZ")
        #expect(encoder.sentCells == 1)
    }

    /// Numbers of one to four digits: on a cleared 1001 × 1 screen, "X" in the last column is
    /// CUP `ESC[1;1001H` (the cursor is unknown); after the last column the cursor is unknown
    /// again, so "Y" in column 99 is CUP `ESC[1;100H`; "Z" in column 9 lies left of the cursor
    /// (column 100), where only CUP moves it: `ESC[1;10H`; "W" in column 0: `ESC[H`.
    @Test func numbersOfOneToFourDigits() {
        var encoder = FrameEncoder(depth: .palette256, glyphs: .unicode)
        encoder.assumeCleared(columns: 1001, rows: 1)
        var grid = CellGrid(columns: 1001, rows: 1)
        grid[1000, 0] = Cell(character: "X")
        #expect(encode(&encoder, grid) == "\u{1B}[1;1001HX")
        grid[99, 0] = Cell(character: "Y")
        #expect(encode(&encoder, grid) == "\u{1B}[1;100HY")
        grid[9, 0] = Cell(character: "Z")
        #expect(encode(&encoder, grid) == "\u{1B}[1;10HZ")
        grid[0, 0] = Cell(character: "W")
        #expect(encode(&encoder, grid) == "\u{1B}[HW")
    }

    /// A half block whose halves quantise to one palette colour is sent as a blank on that
    /// background: (250, 0, 0) and (255, 0, 0) are both 196 in 256 colours. At 24 bits they
    /// differ, so the half block goes out as it is, both colours in one SGR: 32 bytes, against
    /// 33 for the reset form.
    @Test func halfBlockOfOneColourIsABlank() {
        var encoder = FrameEncoder(depth: .palette256, glyphs: .unicode)
        encoder.assumeCleared(columns: 4, rows: 1)
        var grid = CellGrid(columns: 4, rows: 1)
        grid[0, 0] = Cell(character: "▀", foreground: RGB(red: 250, green: 0, blue: 0), background: Self.red)
        #expect(encode(&encoder, grid) == "\u{1B}[H\u{1B}[48;5;196m ")
        var direct = FrameEncoder(depth: .trueColor, glyphs: .unicode)
        direct.assumeCleared(columns: 4, rows: 1)
        #expect(encode(&direct, grid) == "\u{1B}[H\u{1B}[38;2;250;0;0;48;2;255;0;0m▀")
    }

    /// An SGR worked out once is written again as it was: on a cleared 2×1 screen, red "A" in
    /// column 0 is `ESC[H` (cursor unknown) and `ESC[38;5;196m` (11 bytes; the reset form
    /// `ESC[;38;5;196m` is 12); the default-coloured "A" back over it is `ESC[H` (the cursor
    /// stood in column 1, where only CUP moves it left) and the reset `ESC[m` (3; `ESC[39m`
    /// is 5). Going back and forth gives the same bytes each time, the later ones from the
    /// encoder's table of SGRs.
    @Test func sgrsWorkedOutBeforeAreTheSame() {
        var encoder = FrameEncoder(depth: .palette256, glyphs: .unicode)
        encoder.assumeCleared(columns: 2, rows: 1)
        var grid = CellGrid(columns: 2, rows: 1)
        for _ in 0..<3 {
            grid[0, 0] = Cell(character: "A", foreground: Self.red)
            #expect(encode(&encoder, grid) == "\u{1B}[H\u{1B}[38;5;196mA")
            grid[0, 0] = Cell(character: "A")
            #expect(encode(&encoder, grid) == "\u{1B}[H\u{1B}[mA")
        }
    }

    /// Palette colours 0…7 as `3n`/`4n`, and 24-bit colours with one to three digits a
    /// channel. On a cleared 3×1 screen at 8 colours, (0, 0, 255) is 4 (blue) and (255, 0, 0)
    /// is 1 (red): a blank on blue needs only its background, `ESC[44m` (5 bytes; the reset
    /// form `ESC[;44m` is 6); then "B" in red on it, `ESC[31m`. At 24 bits, "C" in (7, 80, 200)
    /// on the default background: `ESC[38;2;7;80;200m` (16 bytes; the reset form is 17).
    @Test func paletteAnd24BitParameters() {
        var encoder = FrameEncoder(depth: .palette8, glyphs: .unicode)
        encoder.assumeCleared(columns: 3, rows: 1)
        var grid = CellGrid(columns: 3, rows: 1)
        let blue = RGB(red: 0, green: 0, blue: 255)
        grid[0, 0] = Cell(character: " ", background: blue)
        grid[1, 0] = Cell(character: "B", foreground: Self.red, background: blue)
        #expect(encode(&encoder, grid) == "\u{1B}[H\u{1B}[44m \u{1B}[31mB")
        var direct = FrameEncoder(depth: .trueColor, glyphs: .unicode)
        direct.assumeCleared(columns: 3, rows: 1)
        var colours = CellGrid(columns: 3, rows: 1)
        colours[0, 0] = Cell(character: "C", foreground: RGB(red: 7, green: 80, blue: 200))
        #expect(encode(&direct, colours) == "\u{1B}[H\u{1B}[38;2;7;80;200mC")
    }

    /// After `invalidate()` (or a new size) every cell is sent again, blanks included.
    @Test func invalidateSendsEverything() {
        var encoder = FrameEncoder(depth: .palette8, glyphs: .unicode)
        encoder.assumeCleared(columns: 3, rows: 2)
        var grid = CellGrid(columns: 3, rows: 2)
        grid[1, 1] = Cell(character: "x", foreground: Self.red)
        _ = encode(&encoder, grid)
        #expect(encoder.sentCells == 1)
        encoder.invalidate()
        _ = encode(&encoder, grid)
        #expect(encoder.sentCells == 6)
        _ = encode(&encoder, CellGrid(columns: 4, rows: 2))
        #expect(encoder.sentCells == 8)
    }

    /// Random frames at every depth: after each frame's bytes, the model terminal shows every
    /// cell as the grid holds it (what can be seen of it), and understood every byte.
    @Test(arguments: [ColorDepth.trueColor, .palette256, .palette8, .monochrome])
    func randomFramesReplayExactly(depth: ColorDepth) {
        var random = SeededRandom(seed: 42)
        let characters: [Character] = [" ", " ", " ", "a", "Z", "─", "│", "╭", "▀", "▄", "█", "░", "é", "…"]
        let palette: [RGB?] = [
            nil, Self.red, RGB(red: 250, green: 0, blue: 0), RGB(red: 0, green: 122, blue: 255), .white, .black,
            RGB(red: 100, green: 100, blue: 100),
        ]
        var encoder = FrameEncoder(depth: depth, glyphs: .unicode)
        var columns = 12
        var rows = 5
        encoder.assumeCleared(columns: columns, rows: rows)
        var model = TerminalModel(columns: columns, rows: rows)
        var grid = CellGrid(columns: columns, rows: rows)
        var numbering = ColorNumbering(depth: depth)
        for frame in 0..<200 {
            if frame == 100 {  // a resize: the terminal's contents are unknown
                columns = 9
                rows = 7
                grid = CellGrid(columns: columns, rows: rows)
                model = TerminalModel(columns: columns, rows: rows)
                // Whatever a resized terminal shows: garbage the encoder must overwrite.
                model.apply(Array("\u{1B}[1;31mGARBAGE".utf8))
            }
            let changes = random.next(below: frame % 10 == 0 ? columns * rows : 6) + 1
            for _ in 0..<changes {
                grid[random.next(below: columns), random.next(below: rows)] = Cell(
                    character: characters[random.next(below: characters.count)],
                    foreground: palette[random.next(below: palette.count)],
                    background: palette[random.next(below: palette.count)], isBold: random.next(below: 4) == 0)
            }
            var bytes: [UInt8] = []
            encoder.encode(grid, into: &bytes)
            model.apply(bytes)
            #expect(model.unknown.isEmpty, "frame \(frame): \(model.unknown)")
            for row in 0..<rows {
                for column in 0..<columns {
                    let cell = grid[column, row]
                    let expected = Self.visible(
                        cell.character, numbering.number(cell.foreground), numbering.number(cell.background),
                        cell.isBold)
                    let shown = model[column, row]
                    let actual = Self.visible(shown.character, shown.foreground, shown.background, shown.isBold)
                    #expect(actual == expected, "frame \(frame) cell \(column),\(row): \(shown) for \(cell)")
                    if actual != expected { return }
                }
            }
        }
    }

    /// What a viewer sees of a cell: a blank shows only its background; a half block of one
    /// colour is a blank; a full block shows only its foreground.
    private static func visible(_ character: Character, _ foreground: Int32, _ background: Int32, _ bold: Bool)
        -> String
    {
        if character == " " || ((character == "▀" || character == "▄") && foreground == background) {
            return "blank on \(background)"
        }
        if character == "█" { return "█ in \(foreground)\(bold ? " bold" : "")" }
        return "\(character) \(foreground) on \(background)\(bold ? " bold" : "")"
    }
}
