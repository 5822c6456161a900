import CNcurses
import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Real ncurses, on a screen made with `newterm("xterm-256color", …)` over /dev/null (so the
/// test runner's own output is untouched): cells go through `NcursesCanvas` and are read back
/// from the window with `win_wch`/`getcchar`/`extended_pair_content`. Serialized: ncurses has
/// one current screen per process.
@MainActor
@Suite(.serialized) struct NcursesTests {
    /// What one window cell holds.
    struct ReadCell: Equatable {
        var character: Character
        var isBold: Bool
        var pair: Int32
        var foreground: Int32
        var background: Int32
    }

    /// Runs `body` with the standard window of a fresh xterm-256color screen on /dev/null, with
    /// colours started and default colours enabled; tears the screen down afterwards.
    private func withScreen(_ body: (UnsafeMutablePointer<WINDOW>) throws -> Void) throws {
        let previousLocale = String(cString: setlocale(LC_CTYPE, nil))
        setlocale(LC_CTYPE, "C.UTF-8")
        let output = try #require(fopen("/dev/null", "w"))
        let input = try #require(fopen("/dev/null", "r"))
        let screen = try #require(newterm("xterm-256color", output, input))
        defer {
            endwin()
            delscreen(screen)
            fclose(output)
            fclose(input)
            setlocale(LC_CTYPE, previousLocale)
        }
        set_term(screen)
        let window = try #require(pushpop_stdscr())
        #expect(has_colors())
        start_color()
        #expect(use_default_colors() == OK)
        #expect(pushpop_colors() == 256)
        try body(window)
    }

    private func read(_ window: UnsafeMutablePointer<WINDOW>, column: Int, row: Int) -> ReadCell {
        var complex = cchar_t()
        wmove(window, Int32(row), Int32(column))
        win_wch(window, &complex)
        var characters: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        withUnsafeMutablePointer(to: &characters) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 6) { wide in
                _ = getcchar(&complex, wide, &attributes, &shortPair, &pair)
            }
        }
        var foreground: Int32 = 0
        var background: Int32 = 0
        extended_pair_content(pair, &foreground, &background)
        let scalar = Unicode.Scalar(UInt32(bitPattern: characters.0)) ?? "?"
        return ReadCell(
            character: Character(scalar), isBold: attributes & PUSHPOP_A_BOLD != 0, pair: pair,
            foreground: foreground, background: background)
    }

    private func canvas(
        _ window: UnsafeMutablePointer<WINDOW>, depth: ColorDepth = .palette256, glyphs: GlyphSet = .unicode,
        pairCapacity: Int = 65536
    ) -> NcursesCanvas {
        NcursesCanvas(
            window: window, depth: depth, glyphs: glyphs, hasDefaultColors: true, pairCapacity: pairCapacity)
    }

    /// Colours are read back as xterm-256 indices: red → 196, systemBlue-ish (0, 0, 255) → 21,
    /// white → 231, green (0, 255, 0) → 46; nil → −1 (default).
    @Test func drawsCharactersColoursAndBold() throws {
        try withScreen { window in
            let canvas = canvas(window)
            var grid = CellGrid(columns: 10, rows: 3)
            grid[0, 0] = Cell(
                character: "A", foreground: RGB(red: 255, green: 0, blue: 0),
                background: RGB(red: 0, green: 0, blue: 255), isBold: true)
            grid[1, 0] = Cell(character: "─", foreground: .white)
            grid[2, 1] = Cell(character: "▀", foreground: RGB(red: 0, green: 255, blue: 0), background: .white)
            grid[3, 1] = Cell(character: "\u{1B}")  // a control character never reaches the terminal
            canvas.draw(grid)
            #expect(
                read(window, column: 0, row: 0)
                    == ReadCell(character: "A", isBold: true, pair: 1, foreground: 196, background: 21))
            let line = read(window, column: 1, row: 0)
            #expect(line.character == "─" && !line.isBold && line.foreground == 231 && line.background == -1)
            let half = read(window, column: 2, row: 1)
            #expect(half.character == "▀" && half.foreground == 46 && half.background == 231)
            #expect(read(window, column: 3, row: 1).character == " ")
            #expect(
                read(window, column: 5, row: 2)
                    == ReadCell(character: " ", isBold: false, pair: 0, foreground: -1, background: -1))
            // The bottom-right cell of the window can be written too.
            let (columns, rows) = canvas.size
            var full = CellGrid(columns: columns, rows: rows)
            full[columns - 1, rows - 1] = Cell(character: "Z")
            canvas.draw(full)
            #expect(read(window, column: columns - 1, row: rows - 1).character == "Z")
        }
    }

    /// Through ncurses, a wide character goes into its left cell (ncurses takes its width from
    /// `wcwidth` in the test's C.UTF-8 locale); "中文" from column 1 leaves 中 in column 1 and 文
    /// in column 3. "x" over 中's right half: the grid blanks the left half, and the window
    /// shows " x文".
    @Test func wideCharactersThroughNcurses() throws {
        try withScreen { window in
            let canvas = canvas(window)
            var grid = CellGrid(columns: 10, rows: 2)
            grid.write("中文", column: 1, row: 0)
            canvas.draw(grid)
            #expect(read(window, column: 1, row: 0).character == "中")
            #expect(read(window, column: 3, row: 0).character == "文")
            grid[2, 0] = Cell(character: "x")
            canvas.draw(grid)
            #expect(read(window, column: 1, row: 0).character == " ")
            #expect(read(window, column: 2, row: 0).character == "x")
            #expect(read(window, column: 3, row: 0).character == "文")
        }
    }

    /// Only changed cells are written: the whole window first, nothing for the same grid again,
    /// one cell after one change, everything after `invalidate()`.
    @Test func sendsOnlyChangedCells() throws {
        try withScreen { window in
            let canvas = canvas(window)
            let (columns, rows) = canvas.size
            var grid = CellGrid(columns: columns, rows: rows)
            grid.write("hello", column: 0, row: 0)
            canvas.draw(grid)
            #expect(canvas.lastWrittenCount == columns * rows)
            canvas.draw(grid)
            #expect(canvas.lastWrittenCount == 0)
            grid[4, 0] = Cell(character: "!")
            canvas.draw(grid)
            #expect(canvas.lastWrittenCount == 1)
            #expect(read(window, column: 4, row: 0).character == "!")
            canvas.invalidate()
            canvas.draw(grid)
            #expect(canvas.lastWrittenCount == columns * rows)
        }
    }

    /// With room for two pairs (capacity 3, pair 0 reserved), a frame needing two new pairs after
    /// a frame that used two others starts the pair table afresh and repaints with correct colours.
    @Test func recyclesColourPairsWhenFull() throws {
        try withScreen { window in
            let canvas = canvas(window, pairCapacity: 3)
            let red = RGB(red: 255, green: 0, blue: 0)
            let green = RGB(red: 0, green: 255, blue: 0)
            let blue = RGB(red: 0, green: 0, blue: 255)
            var grid = CellGrid(columns: 4, rows: 1)
            grid[0, 0] = Cell(character: "a", foreground: red)
            grid[1, 0] = Cell(character: "b", foreground: green)
            canvas.draw(grid)
            #expect(read(window, column: 1, row: 0).foreground == 46)
            grid[0, 0] = Cell(character: "c", foreground: blue)
            grid[1, 0] = Cell(character: "d", foreground: .white)
            canvas.draw(grid)
            #expect(read(window, column: 0, row: 0).foreground == 21)
            #expect(read(window, column: 1, row: 0).foreground == 231)
            // Three colours in one frame with two pairs: the third falls back to default colours.
            grid[2, 0] = Cell(character: "e", foreground: red)
            canvas.draw(grid)
            #expect(read(window, column: 0, row: 0).foreground == 21)
            #expect(read(window, column: 1, row: 0).foreground == 231)
            #expect(
                read(window, column: 2, row: 0)
                    == ReadCell(character: "e", isBold: false, pair: 0, foreground: -1, background: -1))
        }
    }

    @Test func asciiAndMonochrome() throws {
        try withScreen { window in
            let canvas = canvas(window, depth: .monochrome, glyphs: .ascii)
            var grid = CellGrid(columns: 5, rows: 1)
            grid[0, 0] = Cell(character: "╭", foreground: .white, background: .black)
            grid[1, 0] = Cell(character: "─")
            grid[2, 0] = Cell(character: "▒")
            grid[3, 0] = Cell(character: "é", isBold: true)
            grid[4, 0] = Cell(character: "…")
            canvas.draw(grid)
            let cells = (0..<5).map { self.read(window, column: $0, row: 0) }
            #expect(cells.map(\.character) == ["+", "-", ":", "?", "."])
            #expect(cells.allSatisfy { $0.pair == 0 })
            #expect(cells[3].isBold)
        }
    }

    /// Runs `body` with a fresh screen for `term` whose output goes into a pipe, and a function
    /// that returns the bytes written to it since the last call.
    private func withPipeScreen(
        term: String, _ body: (UnsafeMutablePointer<WINDOW>, Int32, () -> [UInt8]) throws -> Void
    ) throws {
        let previousLocale = String(cString: setlocale(LC_CTYPE, nil))
        setlocale(LC_CTYPE, "C.UTF-8")
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        let output = try #require(fdopen(descriptors[1], "w"))
        let input = try #require(fopen("/dev/null", "r"))
        let screen = try #require(newterm(term, output, input))
        defer {
            endwin()
            delscreen(screen)
            fclose(output)
            fclose(input)
            close(descriptors[0])
            setlocale(LC_CTYPE, previousLocale)
        }
        set_term(screen)
        let window = try #require(pushpop_stdscr())
        start_color()
        _ = use_default_colors()
        func drain() -> [UInt8] {
            fflush(output)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptors[0], $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                bytes.append(contentsOf: buffer[0..<count])
            }
            return bytes
        }
        try body(window, descriptors[1], drain)
    }

    /// xterm-256color speaks ECMA-48: the canvas encodes frames itself and writes them to the
    /// descriptor; replayed through `TerminalModel`, the bytes show the grid (red → 196, the
    /// blue → 33, bold kept), ncurses' window stays blank, and an unchanged grid sends nothing.
    @Test func drawsDirectlyOnAnECMA48Terminal() throws {
        try withPipeScreen(term: "xterm-256color") { window, descriptor, drain in
            let canvas = NcursesCanvas(
                window: window, depth: .palette256, glyphs: .unicode, hasDefaultColors: true, pairCapacity: 256,
                output: descriptor)
            #expect(canvas.isDirect)
            _ = drain()  // ncurses' set-up and its one clear
            let (columns, rows) = canvas.size
            var grid = CellGrid(columns: columns, rows: rows)
            grid[0, 0] = Cell(character: "A", foreground: RGB(red: 255, green: 0, blue: 0), isBold: true)
            grid[5, 2] = Cell(character: "─", foreground: .white, background: RGB(red: 0, green: 122, blue: 255))
            grid[columns - 1, rows - 1] = Cell(character: "Z")
            canvas.draw(grid)
            var model = TerminalModel(columns: columns, rows: rows)
            model.apply(drain())
            #expect(model.unknown.isEmpty)
            #expect(model[0, 0] == TerminalModel.Shown(character: "A", foreground: 196, background: -1, isBold: true))
            #expect(model[5, 2] == TerminalModel.Shown(character: "─", foreground: 231, background: 33, isBold: false))
            #expect(model[columns - 1, rows - 1].character == "Z")
            #expect(canvas.lastWrittenCount == 3)
            #expect(read(window, column: 0, row: 0).character == " ")
            canvas.draw(grid)
            #expect(drain().isEmpty)
        }
    }

    /// Terminals whose terminfo is not ECMA-48 — vt52 (`ESC Y` addressing), ansi (wraps at once
    /// at the margin: `am` without `xenl`) — are drawn through ncurses; so are canvases without
    /// an output descriptor.
    @Test func drawsThroughNcursesOtherwise() throws {
        for term in ["vt52", "ansi"] {
            try withPipeScreen(term: term) { window, descriptor, _ in
                let canvas = NcursesCanvas(
                    window: window, depth: .monochrome, glyphs: .ascii, hasDefaultColors: false, pairCapacity: 1,
                    output: descriptor)
                #expect(!canvas.isDirect, "\(term)")
            }
        }
        try withScreen { window in
            #expect(!canvas(window).isDirect)
        }
    }

    /// `NcursesScreen`, the one way into ncurses, on a pipe: as xterm-256color (terminfo: 256
    /// colours, ECMA-48 addressing) it is the size given, asks for the depth with terminfo's 256
    /// colours, and draws directly with the terminal's default colours; with no depth wanted
    /// and through ncurses, no colours and no direct output; `dumb` (no `cup`) and an entry
    /// terminfo lacks are refused with the errors the app shows.
    @Test func screenSetUp() throws {
        let previousLocale = String(cString: setlocale(LC_CTYPE, nil))
        setlocale(LC_CTYPE, "C.UTF-8")
        defer { setlocale(LC_CTYPE, previousLocale) }
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        let output = try #require(fdopen(descriptors[1], "w"))
        let input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(output)
            fclose(input)
            close(descriptors[0])
        }
        var asked: [Int] = []
        let colourful = try NcursesScreen(
            term: "xterm-256color", output: output, input: input, size: (40, 12), glyphs: .unicode,
            writesDirectly: true,
            depth: { colors in
                asked.append(colors)
                return .palette256
            })
        #expect(asked == [256])
        #expect(colourful.canvas.size == (40, 12))
        #expect(colourful.canvas.depth == .palette256)
        #expect(colourful.canvas.hasDefaultColors)
        #expect(colourful.canvas.isDirect)
        colourful.close()

        let plain = try NcursesScreen(
            term: "xterm-256color", output: output, input: input, size: (40, 12), glyphs: .ascii,
            writesDirectly: false, depth: nil)
        #expect(plain.canvas.depth == .monochrome)
        #expect(!plain.canvas.hasDefaultColors)
        #expect(!plain.canvas.isDirect)
        #expect(plain.canvas.glyphs == .ascii)
        plain.close()

        #expect(throws: TerminalError.cannotAddressCursor("dumb")) {
            _ = try NcursesScreen(
                term: "dumb", output: output, input: input, glyphs: .ascii, writesDirectly: true, depth: nil)
        }
        #expect(throws: TerminalError.unknownTerminal("pushpop-no-such-terminal")) {
            _ = try NcursesScreen(
                term: "pushpop-no-such-terminal", output: output, input: input, glyphs: .ascii, writesDirectly: true,
                depth: nil)
        }
    }

    /// Output processing goes off only where it would change no byte: `OPOST` alone (after
    /// `nonl()` turned `ONLCR` off) is cleared, other flags kept; with `ONLCR`, `OCRNL` or tab
    /// expansion (`TAB3`) on, or `OPOST` already off, nothing is done. Values from POSIX
    /// `termios`: each flag's bit as the header defines it.
    @Test func outputProcessingGoesOffOnlyWhereItChangesNothing() throws {
        var modes = termios()
        modes.c_oflag = tcflag_t(OPOST) | tcflag_t(NL1)
        let raw = try #require(NcursesScreen.withoutOutputProcessing(modes))
        #expect(raw.c_oflag == tcflag_t(NL1))
        for translating in [ONLCR, OCRNL, TAB3] {
            modes.c_oflag = tcflag_t(OPOST) | tcflag_t(translating)
            #expect(NcursesScreen.withoutOutputProcessing(modes) == nil)
        }
        modes.c_oflag = tcflag_t(ONLCR)
        #expect(NcursesScreen.withoutOutputProcessing(modes) == nil)
    }

    @Test func keyDecoding() {
        #expect(KeyDecoder.event(forCharacter: 0x0D) == .enter)
        #expect(KeyDecoder.event(forCharacter: 0x7F) == .backspace)
        #expect(KeyDecoder.event(forCharacter: 0x1B) == .escape)
        #expect(KeyDecoder.event(forCharacter: 0x09) == .tab)
        #expect(KeyDecoder.event(forCharacter: 0x70) == .character("p"))
        #expect(KeyDecoder.event(forCharacter: 0xE9) == .character("é"))
        #expect(KeyDecoder.event(forCharacter: 0x01) == nil)
        #expect(KeyDecoder.event(forKey: KEY_UP) == .up)
        #expect(KeyDecoder.event(forKey: KEY_BTAB) == .backTab)
        #expect(KeyDecoder.event(forKey: KEY_F0 + 1) == nil)
        // ESC [ A read in one batch (a terminal ignoring keypad-transmit mode) is an arrow.
        let raw: [InputEvent] = [
            .character("x"), .escape, .character("["), .character("A"), .escape, .character("O"),
            .character("D"), .escape, .character("["), .character("Z"), .escape, .character("["), .character("q"),
        ]
        var decoder = InputDecoder()
        #expect(
            decoder.decode(raw) == [
                .character("x"), .up, .left, .backTab, .escape, .character("["), .character("q"),
            ])
    }

    /// Without a terminal on standard input/output (as under `swift test` in CI), opening the
    /// screen fails with the message that suggests `--headless`.
    @Test(.enabled(if: isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0))
    func refusesWithoutTerminal() {
        let expected = isatty(STDOUT_FILENO) == 0 ? TerminalError.notATerminal : TerminalError.inputNotATerminal
        #expect(throws: expected) { try TerminalScreen(environment: ["TERM": "xterm"]) }
        #expect(TerminalError.notATerminal.description.contains("--headless"))
        #expect(TerminalError.unknownTerminal("foo\u{1B}[2J").message.hasPrefix("TERM 'foo' is unknown to terminfo"))
        #expect(
            TerminalError.tooSmall(columns: 20, rows: 8, minimumColumns: 40, minimumRows: 16).message
                == "terminal is 20×8; pushpop needs at least 40×16")
    }
}
