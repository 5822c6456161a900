import Foundation
import Testing
import TransitionKit

@testable import TerminalRenderer

/// Wide characters (CJK, emoji) take two cells, as terminals draw them: in the grid, in label
/// layout, at clip edges and in every encoder. Labels use `RasterizerTests`' layout: a 390×844
/// window in a 30×20 grid, the phone's border in columns 5 and 23, 22.941 points a column and
/// 46.889 a row; a view covers the cells whose centres fall inside it: first row
/// ⌈y₀/46.889 + 0.5⌉, first column ⌈x₀/22.941 + 5.5⌉ (end edges exclusive, likewise).
/// Monochrome, so fills draw no glyphs.
@MainActor
@Suite struct WideCharacterTests {
    static let red = RGB(red: 255, green: 0, blue: 0)  // xterm-256 196

    private func render(_ views: [UIView], glyphs: GlyphSet = .unicode) -> [String] {
        grid(views, glyphs: glyphs).lines()
    }

    /// `views` in a window, in order, drawn into a 30 × 20 grid.
    private func grid(_ views: [UIView], glyphs: GlyphSet = .unicode, depth: ColorDepth = .monochrome) -> CellGrid {
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(
            windowSize: window.bounds.size, area: CellRect(column: 0, row: 0, columns: 30, rows: 20))
        Rasterizer(glyphs: glyphs, depth: depth).render(window, into: &grid, layout: layout)
        return grid
    }

    private func label(_ text: String, x: CGFloat = 16, y: CGFloat, width: CGFloat = 300) -> UILabel {
        let label = UILabel(frame: CGRect(x: x, y: y, width: width, height: 30))
        label.text = text
        return label
    }

    /// Which characters are wide: the C library's answer (UAX #11 East Asian Wide/Fullwidth,
    /// emoji presentation); a cluster is as wide as its first scalar. The sanitiser keeps a
    /// cluster only as wide as that in every terminal: VS16 after the narrow "❤" goes (tmux
    /// 3.3a draws "❤️" in one column, kitty in two), a skin tone after "👍" goes (a terminal
    /// without modifier support draws it as a second emoji), a ZWJ family keeps its first
    /// member, a flag its first letter.
    @Test func widths() {
        for wide: Character in ["中", "あ", "カ", "한", "Ａ", "😀", "🎉", "👍🏽"] {
            #expect(CellWidth.isWide(wide), "\(wide)")
        }
        for narrow: Character in ["a", "é", "…", "─", "█", "›", "❤", "❤️", "ｶ", "α"] {
            #expect(!CellWidth.isWide(narrow), "\(narrow)")
        }
        var sanitizer = TextSanitizer()
        #expect(sanitizer.feed("❤️") == .emit("❤"))
        #expect(sanitizer.feed("😀\u{FE0F}") == .emit("😀\u{FE0F}"))
        #expect(sanitizer.feed("👍🏽") == .emit("👍"))
        #expect(sanitizer.feed("👨‍👩‍👧") == .emit("👨"))
        #expect(sanitizer.feed("🇯🇵") == .emit("🇯"))
    }

    /// A Chinese, a Japanese and an emoji title, one per label (x 16 → column ⌈6.197⌉ = 7;
    /// y 100, 200, 300 → rows ⌈2.63⌉ = 3, ⌈4.77⌉ = 5, ⌈6.90⌉ = 7): two cells a character,
    /// so "你好世界" fills columns 7…14 and the phone's right border stays in column 23 —
    /// before, each showed as "?" per character.
    @Test func cjkJapaneseAndEmojiTitles() {
        let lines = render([label("你好世界", y: 100), label("こんにちは", y: 200), label("Hi 😀🎉!", y: 300)])
        #expect(lines[3] == "     │ 你好世界        │")
        #expect(lines[5] == "     │ こんにちは      │")
        #expect(lines[7] == "     │ Hi 😀🎉!        │")
        #expect(lines[0] == "     ╭─────────────────╮")
    }

    /// Truncation counts cells: a label 140 points wide (x 16…156 → columns 7 … ⌈12.30⌉ − 1 =
    /// 12, six cells) holding "日本語の本" (ten cells): five cells before the ellipsis hold
    /// "日本" (four; "語" would straddle the fifth and sixth), then "…".
    @Test func truncationMeasuresCells() {
        let lines = render([label("日本語の本", y: 400, width: 140)])
        #expect(lines[9] == "     │ 日本…           │")
        let layout = TextLayout.layout("日本語の本", width: 6, maxLines: 1, wraps: false, glyphs: .unicode)
        #expect(layout.isTruncated && layout.lines == [[Glyph("日"), Glyph("本"), Glyph("…")]])
        // Wrapping: "中文 字符串" in 5 cells: "中文" (4), then "字符" (4; "串" would straddle), "串".
        let wrapped = TextLayout.layout("中文 字符串", width: 5, maxLines: 3, wraps: true, glyphs: .unicode)
        #expect(wrapped.lines.map { String($0.map(\.character)) } == ["中文", "字符", "串"])
    }

    /// A clipping container x 70…150 (columns ⌈8.55⌉ = 9 … ⌈12.04⌉ − 1 = 12) holding a label at
    /// x 39 (column ⌈7.20⌉ = 8) with "中文字符串": 中 in 8–9, 文 10–11, 字 12–13. Both edges cut
    /// a pair: 中's right half (column 9) and 字's left half (column 12) show as spaces; no half
    /// glyph, and nothing leaks past the clip.
    @Test func clipEdgesNeverCutAPair() {
        let clip = UIView(frame: CGRect(x: 70, y: 500, width: 80, height: 60))
        clip.clipsToBounds = true
        clip.addSubview(label("中文字符串", x: -31, y: 10))
        let lines = render([clip])
        #expect(lines[12] == "     │    文           │")
    }

    /// ASCII mode (a non-UTF-8 locale): a wide character is "??", two cells, so the layout is
    /// the one of Unicode mode. The grid keeps the wide character, so that truncation and clip
    /// edges keep its cells together; every output shows it as `??` (`terminalGlyph`).
    @Test func asciiModeShowsTwoQuestionMarks() {
        var shown = grid([label("你好 OK", y: 100)], glyphs: .ascii)
        #expect(shown.lines()[3] == "     | 你好 OK         |")
        shown.makeDisplayable(with: .ascii)
        #expect(shown.lines()[3] == "     | ???? OK         |")
        // Cut to 7 cells with "..." (3 cells): 4 cells are left, two whole wide characters
        // of 写真ライブラリ, never three and a half ("???????...").
        let cut = TextLayout.layout("写真ライブラリ", width: 7, maxLines: 1, wraps: false, glyphs: .ascii)
        #expect(cut.lines.map { String($0.map(\.character)) } == ["写真..."])
        let odd = TextLayout.layout("写真ライブラリ", width: 8, maxLines: 1, wraps: false, glyphs: .ascii)
        #expect(odd.lines.map { String($0.map(\.character)) } == ["写真..."])
        var grid = CellGrid(columns: 6, rows: 1)
        grid.write("中x", column: 0, row: 0)
        grid.makeDisplayable(with: .ascii)
        #expect(grid.text() == "??x")
    }

    /// `write`: a wide character with one column left is a space; half off the left edge, its
    /// right half is a space in column 0; the columns advanced count two per wide character.
    @Test func writeNeverSplitsAPair() {
        var grid = CellGrid(columns: 6, rows: 2)
        #expect(grid.write("日本語", column: 0, row: 0, maxColumns: 5) == 5)
        #expect(grid.lines()[0] == "日本")
        #expect(grid[4, 0].character == " " && !grid[4, 0].isWideContinuation)
        #expect(grid.write("中x", column: -1, row: 1) == 3)
        #expect(grid.lines()[1] == " x")
        grid.clear()
        // The last column: no room for the right half.
        #expect(grid.write("ab中", column: 3, row: 0) == 3)
        #expect(grid.lines()[0] == "   ab")
    }

    /// Writing over either half of a pair turns the other half into a space, as terminals do.
    @Test func overwritingOneHalfBreaksThePair() {
        var grid = CellGrid(columns: 6, rows: 1)
        grid.write("中文", column: 0, row: 0)
        grid[1, 0] = Cell(character: "x")  // 中's right half
        #expect(grid.text() == " x文")
        grid[2, 0] = Cell(character: "y")  // 文's left half
        #expect(grid.text() == " xy")
        #expect(!grid[3, 0].isWideContinuation)
        grid.write("中", column: 4, row: 0)
        grid.write("ab", column: 3, row: 0)  // ASCII over the left half
        #expect(grid.text() == " xyab")
        grid.write("中", column: 4, row: 0)
        grid.fill(CellRect(column: 5, row: 0, columns: 1, rows: 1), with: Cell(character: "z"))
        #expect(grid.text() == " xya z")
        // A wide character written over the right half of another breaks that one too.
        grid.write("日本", column: 0, row: 0)
        grid.write("中", column: 1, row: 0)  // 日 loses its left half, 本 its right half
        #expect(grid.text() == " 中  z")
        // Copied cell by cell (as `NcursesCanvas` fits a grid to the window), pairs stay whole.
        var copy = CellGrid(columns: 6, rows: 1)
        for column in 0..<6 { copy[column, 0] = grid[column, 0] }
        #expect(copy == grid)
    }

    /// A shape layer painted over part of a wide label keeps the pairs whole: a red rectangle
    /// from x = 0 to 90 points (to window column 90/22.941 = 3.92, so screen columns 6…9: the
    /// right quarter centre of column 9 lies at 9.75 < 9.92) over a label at x = 16 (its
    /// text from column 7: pairs 日 7–8, 本 9–10, 語 11–12). Rows 80…150 points cover the
    /// label's row 3 (quarter centres at 105.5 and 128.9 points) whole. So 本's left half is
    /// painted over and its right half (column 10) no longer holds a continuation, while 語
    /// at 11–12 stays whole.
    @Test func shapeOverAWideLabelKeepsPairsWhole() {
        let cover = UIView(frame: CGRect(x: 0, y: 80, width: 90, height: 70))
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: cover.bounds, transform: nil)
        shape.fillColor = UIColor.red.cgColor
        cover.layer.addSublayer(shape)
        let grid = grid([label("日本語日本語", y: 100), cover], depth: .trueColor)
        #expect(grid[9, 3].background == Self.red)
        #expect(!grid[9, 3].glyph.isWide)
        #expect(!grid[10, 3].isWideContinuation)
        #expect(grid[11, 3].glyph.isWide)
        #expect(grid[12, 3].isWideContinuation)
        for column in 1..<30 where grid[column, 3].isWideContinuation {
            #expect(grid[column - 1, 3].glyph.isWide)
        }
    }

    /// The encoder's bytes on a cleared 6×1 screen (cursor unknown, default rendition):
    /// 1. "中" at column 1: CUP `ESC[1;2H`, then its three UTF-8 bytes; the cursor is now at 3.
    /// 2. "文" there: the cursor is right of it, so CUP again, then "文".
    /// 3. "x" over 文's right half: the grid blanks the left half; column 1 gets a space (CUP),
    ///    column 2 "x" right after it.
    /// 4. red "中" at column 3 (the cursor is there): `ESC[38;5;196m` (11) beats the reset form
    ///    (12), then "中"; its right half (column 4) is never sent.
    /// 5. the same "中" in the default colour, right half included: only the left cell goes
    ///    again: CUP `ESC[1;4H`, `ESC[m` (3) beating `ESC[39m` (5), "中".
    /// 6. "y" over its left half: "y" (CUP), then the blanked right half, a space.
    @Test func encoderSendsThePairOnce() {
        var encoder = FrameEncoder(depth: .palette256, glyphs: .unicode)
        var reference = ReferenceEncoder(depth: .palette256, glyphs: .unicode)
        encoder.assumeCleared(columns: 6, rows: 1)
        var grid = CellGrid(columns: 6, rows: 1)
        _ = reference.encode(grid)
        func encode() -> String {
            var bytes: [UInt8] = []
            encoder.encode(grid, into: &bytes)
            let counted = reference.encode(grid)
            #expect(counted == ReferenceEncoder.Frame(changedCells: encoder.sentCells, bytes: bytes.count))
            return String(decoding: bytes, as: UTF8.self)
        }
        grid.write("中", column: 1, row: 0)
        #expect(encode() == "\u{1B}[1;2H中")
        grid.write("文", column: 1, row: 0)
        #expect(encode() == "\u{1B}[1;2H文")
        grid[2, 0] = Cell(character: "x")
        #expect(encode() == "\u{1B}[1;2H x")
        grid.write("中", column: 3, row: 0, foreground: Self.red)
        #expect(encode() == "\u{1B}[38;5;196m中")
        grid.write("中", column: 3, row: 0)
        #expect(encode() == "\u{1B}[1;4H\u{1B}[m中")
        #expect(encoder.sentCells == 1)
        grid[3, 0] = Cell(character: "y")
        #expect(encode() == "\u{1B}[1;4Hy ")
    }

    /// Random frames of wide and narrow characters replayed through `TerminalModel` (which
    /// draws 中, 文 and 😀 two columns wide and erases the other half of a pair written over, as
    /// xterm does): every cell shows what the grid holds, and the reference encoder counts the
    /// bytes the encoder sent.
    @Test(arguments: [ColorDepth.palette256, .monochrome])
    func randomFramesWithWideCharactersReplayExactly(depth: ColorDepth) {
        var random = SeededRandom(seed: 7)
        let characters: [Character] = [" ", " ", "a", "─", "▀", "中", "文", "😀", "中"]
        let palette: [RGB?] = [nil, Self.red, .white, RGB(red: 0, green: 122, blue: 255)]
        let (columns, rows) = (9, 4)
        var encoder = FrameEncoder(depth: depth, glyphs: .unicode)
        var reference = ReferenceEncoder(depth: depth, glyphs: .unicode)
        encoder.assumeCleared(columns: columns, rows: rows)
        var model = TerminalModel(columns: columns, rows: rows)
        model.wideCharacters = ["中", "文", "😀"]
        var grid = CellGrid(columns: columns, rows: rows)
        _ = reference.encode(grid)
        var numbering = ColorNumbering(depth: depth)
        for frame in 0..<300 {
            for _ in 0..<(random.next(below: 5) + 1) {
                grid[random.next(below: columns), random.next(below: rows)] = Cell(
                    character: characters[random.next(below: characters.count)],
                    foreground: palette[random.next(below: palette.count)],
                    background: palette[random.next(below: palette.count)], isBold: random.next(below: 4) == 0)
            }
            var bytes: [UInt8] = []
            encoder.encode(grid, into: &bytes)
            model.apply(bytes)
            #expect(reference.encode(grid).bytes == bytes.count, "frame \(frame)")
            #expect(model.unknown.isEmpty, "frame \(frame): \(model.unknown)")
            for row in 0..<rows {
                for column in 0..<columns {
                    let cell = grid[column, row]
                    let shown = model[column, row]
                    let expected: String
                    let actual: String
                    if cell.isWideContinuation {
                        expected = "right half"
                        actual = shown.character == TerminalModel.rightHalf ? "right half" : "\(shown)"
                    } else if cell.character == " "
                        || (cell.character == "▀"
                            && numbering.number(cell.foreground) == numbering.number(cell.background))
                    {
                        expected = "blank on \(numbering.number(cell.background))"
                        actual = shown.character == " " ? "blank on \(shown.background)" : "\(shown)"
                    } else {
                        expected =
                            "\(cell.character) \(numbering.number(cell.foreground)) on \(numbering.number(cell.background))"
                            + (cell.isBold ? " bold" : "")
                        actual =
                            "\(shown.character) \(shown.foreground) on \(shown.background)\(shown.isBold ? " bold" : "")"
                    }
                    #expect(actual == expected, "frame \(frame) cell \(column),\(row)")
                    if actual != expected { return }
                }
            }
        }
    }

    /// Headless output: a line holds the wide character once and skips its right half, so it
    /// is as wide on a terminal as the grid; ANSI likewise: `ESC[0;38;5;196m` before the red
    /// "中", `ESC[0m` before the plain "x".
    @Test func headlessTextAndANSI() {
        var grid = CellGrid(columns: 4, rows: 1)
        grid.write("中", column: 0, row: 0, foreground: Self.red)
        grid.write("x", column: 2, row: 0)
        #expect(grid.lines() == ["中x"])
        #expect(ANSIEncoder.encode(grid, depth: .palette256) == "\u{1B}[0;38;5;196m中\u{1B}[0mx")
        #expect(ANSIEncoder.encode(grid, depth: .monochrome) == grid.text())
    }
}
