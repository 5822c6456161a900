import Testing

@testable import TerminalRenderer

@Suite struct ANSIEncoderTests {
    private func sample() -> CellGrid {
        var grid = CellGrid(columns: 4, rows: 2)
        let red = RGB(red: 255, green: 0, blue: 0)
        grid[0, 0] = Cell(character: "A", foreground: red)
        grid[1, 0] = Cell(character: "B", foreground: red, isBold: true)
        grid[2, 0] = Cell(character: "C")
        grid[0, 1] = Cell(character: " ", background: RGB(red: 0, green: 0, blue: 255))
        return grid
    }

    @Test func trueColor() {
        let expected =
            "\u{1B}[0;38;2;255;0;0mA\u{1B}[0;1;38;2;255;0;0mB\u{1B}[0mC\n"
            + "\u{1B}[0;48;2;0;0;255m \u{1B}[0m"
        #expect(ANSIEncoder.encode(sample(), depth: .trueColor) == expected)
    }

    @Test func palette256And8() {
        let expected256 =
            "\u{1B}[0;38;5;196mA\u{1B}[0;1;38;5;196mB\u{1B}[0mC\n" + "\u{1B}[0;48;5;21m \u{1B}[0m"
        #expect(ANSIEncoder.encode(sample(), depth: .palette256) == expected256)
        let expected8 = "\u{1B}[0;31mA\u{1B}[0;1;31mB\u{1B}[0mC\n" + "\u{1B}[0;44m \u{1B}[0m"
        #expect(ANSIEncoder.encode(sample(), depth: .palette8) == expected8)
    }

    @Test func monochromeIsPlainText() {
        var grid = sample()
        #expect(ANSIEncoder.encode(grid, depth: .monochrome) == "ABC\n")
        #expect(ANSIEncoder.encode(grid, depth: .monochrome) == grid.text())
        grid[3, 0] = Cell(character: "\u{1B}")
        #expect(ANSIEncoder.encode(grid, depth: .monochrome) == "ABC\n")
    }
}
