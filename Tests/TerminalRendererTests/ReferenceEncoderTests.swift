import Testing

@testable import TerminalRenderer

/// `ReferenceEncoder`'s byte counts against frames worked out by hand from its definition
/// (256 colours; red (255, 0, 0) is palette entry 196).
@Suite struct ReferenceEncoderTests {
    static let red = RGB(red: 255, green: 0, blue: 0)

    /// A 10×3 screen, starting blank:
    /// 1. red "X" at column 2, row 1: CUP `ESC[2;3H` 6 + SGR `ESC[38;5;196m` 11 + 1 = 18 bytes;
    /// 2. red "Y" at column 3 (the cursor is there, the rendition fits): 1; red "Z" at column 6:
    ///    re-sending the two blanks between (2) beats CUF `ESC[2C` (4): 2 + 1; in all 4 bytes;
    /// 3. "é" in the default colours at the origin: CUP `ESC[H` 3 + `ESC[m` 3 (beats `ESC[39m`, 5)
    ///    + 2 bytes of UTF-8 = 8; a blank that gains only a foreground colour does not change;
    /// 4. a half block whose halves are one palette colour at column 9, row 2 is a blank on red:
    ///    CUP `ESC[3;10H` 7 + `ESC[48;5;196m` 11 + 1 = 19; the same grid again: 0.
    @Test func handWorkedFrames() {
        var encoder = ReferenceEncoder(depth: .palette256, glyphs: .unicode)
        var grid = CellGrid(columns: 10, rows: 3)
        grid[2, 1] = Cell(character: "X", foreground: Self.red)
        #expect(encoder.encode(grid) == ReferenceEncoder.Frame(changedCells: 1, bytes: 18))
        grid[3, 1] = Cell(character: "Y", foreground: Self.red)
        grid[6, 1] = Cell(character: "Z", foreground: Self.red)
        #expect(encoder.encode(grid) == ReferenceEncoder.Frame(changedCells: 2, bytes: 4))
        grid[0, 0] = Cell(character: "é")
        grid[1, 0] = Cell(character: " ", foreground: Self.red)
        #expect(encoder.encode(grid) == ReferenceEncoder.Frame(changedCells: 1, bytes: 8))
        grid[9, 2] = Cell(character: "▀", foreground: RGB(red: 250, green: 0, blue: 0), background: Self.red)
        #expect(encoder.encode(grid) == ReferenceEncoder.Frame(changedCells: 1, bytes: 19))
        #expect(encoder.encode(grid) == ReferenceEncoder.Frame(changedCells: 0, bytes: 0))
    }

    /// SGR lengths: bold on and off, palette and 24-bit colours, and a CUP's short forms.
    @Test func sequenceLengths() {
        #expect(ReferenceEncoder.cupBytes(row: 0, column: 0) == 3)  // ESC[H
        #expect(ReferenceEncoder.cupBytes(row: 9, column: 0) == 5)  // ESC[10H
        #expect(ReferenceEncoder.cupBytes(row: 59, column: 199) == 9)  // ESC[60;200H
        #expect(ReferenceEncoder.colorParameterBytes(-1, isForeground: true, depth: .palette256) == 2)  // 39
        #expect(ReferenceEncoder.colorParameterBytes(3, isForeground: false, depth: .palette8) == 2)  // 43
        #expect(ReferenceEncoder.colorParameterBytes(9, isForeground: false, depth: .palette256) == 3)  // 101
        #expect(ReferenceEncoder.colorParameterBytes(21, isForeground: true, depth: .palette256) == 7)  // 38;5;21
        // 38;2;0;122;255
        #expect(ReferenceEncoder.colorParameterBytes(0x007AFF, isForeground: true, depth: .trueColor) == 14)
    }
}
