import Testing

@testable import TerminalRenderer

@Suite struct CellGridTests {
    @Test func outOfRangeReadsBlankAndIgnoresWrites() {
        var grid = CellGrid(columns: 3, rows: 2)
        grid[5, 0] = Cell(character: "x")
        grid[-1, 1] = Cell(character: "x")
        #expect(grid[5, 0] == .blank)
        #expect(grid.text() == "\n")
        grid[2, 1] = Cell(character: "z", isBold: true)
        #expect(grid.lines() == ["", "  z"])
        #expect(grid[2, 1].isBold)
    }

    @Test func writeClipsAndReportsColumns() {
        var grid = CellGrid(columns: 6, rows: 1)
        #expect(grid.write("Hello, world", column: 2, row: 0) == 4)
        #expect(grid.text() == "  Hell")
        grid.clear()
        #expect(grid.write("abcdef", column: 0, row: 0, maxColumns: 3) == 3)
        #expect(grid.text() == "abc")
        // Off the left edge: counted, not written.
        grid.clear()
        #expect(grid.write("xyz", column: -2, row: 0) == 3)
        #expect(grid.text() == "z")
        #expect(grid.write("xyz", column: 0, row: 1) == 0)
    }

    @Test func writeSanitisesControlsAndEscapes() {
        var grid = CellGrid(columns: 20, rows: 1)
        // CSI colour, BEL, tab, C1 CSI (0x9B) "2J", OSC title ending in BEL.
        let written = grid.write(
            "a\u{1B}[31mb\u{07}c\td\u{9B}2Je\u{1B}]0;pwned\u{07}f\u{1B}(Bg", column: 0, row: 0,
            foreground: RGB(red: 1, green: 2, blue: 3))
        #expect(grid.text() == "abc defg")
        #expect(written == 8)
        #expect(grid[0, 0].foreground == RGB(red: 1, green: 2, blue: 3))
        grid.clear()
        // Wide characters take two cells each (5 columns written: 日 0–1, 本 2–3, x 4); a bidi
        // override vanishes; newline becomes a space.
        #expect(grid.write("日本\u{202E}x\ny", column: 0, row: 0) == 7)
        #expect(grid.text() == "日本x y")
        #expect(grid[1, 0].isWideContinuation && grid[3, 0].isWideContinuation && grid[4, 0].character == "x")
    }

    /// Light and rounded in Unicode; double (like heavy) in ASCII is `#` and `=`.
    @Test func drawBoxStyles() {
        var grid = CellGrid(columns: 12, rows: 3)
        grid.drawBox(
            CellRect(column: 0, row: 0, columns: 4, rows: 3), style: .light, foreground: nil, background: nil,
            glyphs: .unicode)
        grid.drawBox(
            CellRect(column: 4, row: 0, columns: 4, rows: 3), style: .rounded, foreground: nil, background: nil,
            glyphs: .unicode)
        grid.drawBox(
            CellRect(column: 8, row: 0, columns: 4, rows: 3), style: .double, foreground: nil, background: nil,
            glyphs: .ascii)
        #expect(
            grid.text() == """
                ┌──┐╭──╮#==#
                │  ││  │#  #
                └──┘╰──╯#==#
                """)
    }

    @Test func makeDisplayableFoldsToASCII() {
        var grid = CellGrid(columns: 12, rows: 1)
        grid.write("Home › Ph…", column: 0, row: 0)
        grid[10, 0] = Cell(character: "╭")
        grid[11, 0] = Cell(character: "\u{7}")
        var unicode = grid
        unicode.makeDisplayable(with: .unicode)
        #expect(unicode.text() == "Home › Ph…╭")
        grid.makeDisplayable(with: .ascii)
        #expect(grid.text() == "Home > Ph.+")
    }

    @Test func resizeAndFill() {
        var grid = CellGrid(columns: 2, rows: 2)
        grid.fill(CellRect(column: 1, row: 0, columns: 5, rows: 5), with: Cell(character: "#"))
        #expect(grid.text() == " #\n #")
        grid.resize(columns: 3, rows: 1)
        #expect(grid.columns == 3 && grid.rows == 1)
        #expect(grid.text() == "")
    }

    @Test func equalityComparesEveryField() {
        let a = Cell(character: "a", foreground: .white, background: nil, isBold: false)
        #expect(a == Cell(character: "a", foreground: .white))
        #expect(a != Cell(character: "a", foreground: .black))
        #expect(a != Cell(character: "b", foreground: .white))
        #expect(a != Cell(character: "a", foreground: .white, isBold: true))
    }

    /// Text of scalars that stand alone is written scalar by scalar: "[█░] ½× ⌚|" is 9
    /// one-column characters and ⌚ (U+231A, emoji presentation: wide), 11 columns, ⌚ in
    /// columns 8–9 and "|" in 10. With 9 columns allowed, ⌚ has one column left and is a space.
    @Test func writeTextOfScalarsThatStandAlone() {
        var grid = CellGrid(columns: 12, rows: 2)
        #expect(grid.write("[█░] ½× ⌚|", column: 0, row: 0, foreground: .white) == 11)
        #expect(grid[1, 0] == Cell(character: "█", foreground: .white))
        #expect(grid[5, 0].character == "½" && grid[6, 0].character == "×")
        #expect(grid[8, 0].character == "⌚" && grid[9, 0].isWideContinuation)
        #expect(grid[10, 0].character == "|")
        #expect(grid.write("[█░] ½× ⌚|", column: 0, row: 1, maxColumns: 9) == 9)
        #expect(grid.lines()[1] == "[█░] ½×")
        // A combining mark does not stand alone: "é" as e + U+0301 is one character, one cell.
        #expect(grid.write("·e\u{301}·", column: 0, row: 1) == 3)
        #expect(grid[1, 1].character == "e\u{301}")
    }

    /// Every scalar that stands alone is one the sanitiser emits as it is; the soft hyphen,
    /// the line separator, the zero width joiner, a combining acute and VS16 do not stand alone.
    @Test func scalarsThatStandAloneAreKeptAsTheyAre() {
        var kept = 0
        for value in UInt32(0x20)...0x25FF {
            guard let scalar = Unicode.Scalar(value), TextSanitizer.standsAlone(scalar) else { continue }
            var sanitizer = TextSanitizer()
            if sanitizer.feed(Character(scalar)) == .emit(Character(scalar)) { kept += 1 }
        }
        // 0x20…0x7E (95) + 0xA0…0x2FF less 0xAD (607) + 0x2010…0x2027 (24) + 0x2030…0x205E (47)
        // + 0x2190…0x23FF (624) + 0x2500…0x25FF (256) = 1653.
        #expect(kept == 1653)
        for value: UInt32 in [0xAD, 0x2028, 0x200D, 0x301, 0xFE0F] {
            #expect(Unicode.Scalar(value).map(TextSanitizer.standsAlone) == false)
        }
    }
}
