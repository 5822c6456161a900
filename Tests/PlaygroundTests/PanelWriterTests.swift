import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The HUD's word wrap. Widths and breaks are counted by hand.
@Suite struct PanelWriterTests {
    /// The Cube's summary. Up to "(0.6" it is 68 columns: the 3 two 3 screens 7 turn 4 as 2
    /// faces 5 of 2 a 1 cube 4 about 5 their 5 shared 6 edge 4 (0.6 4 is 55 characters and 13
    /// spaces; "(0.6 s," is 71. At 68 to 70 columns "(0.6" fits and "s," does not: the number
    /// goes to the next line with its unit. At 71 both fit.
    @Test func aNumberStaysWithItsUnit() {
        let cube = "the two screens turn as faces of a cube about their shared edge (0.6 s, 3-D)"
        for width in 68...70 {
            #expect(
                PanelWriter.wrap(cube, width: width)
                    == ["the two screens turn as faces of a cube about their shared edge", "(0.6 s, 3-D)"],
                "width \(width)")
        }
        #expect(
            PanelWriter.wrap(cube, width: 71)
                == ["the two screens turn as faces of a cube about their shared edge (0.6 s,", "3-D)"])
    }

    /// Per cent before a colon, seconds mid-sentence; a number followed by a word that is no
    /// unit breaks as any word does ("8" then "pushes"); words are measured in characters.
    @Test func unitsAfterNumbersAndOtherWords() {
        // "interactive 50" is 14 columns and "interactive 50 %:" 17, so at 14 the number moves
        // down with its unit; "50 %: [ ]" is 9 and "50 %: [ ] scrub" 15.
        #expect(
            PanelWriter.wrap("interactive 50 %: [ ] scrub", width: 14) == ["interactive", "50 %: [ ]", "scrub"])
        // "not called 2" is 12, "2 s after" 9.
        #expect(PanelWriter.wrap("not called 2 s after its", width: 13) == ["not called", "2 s after its"])
        #expect(PanelWriter.wrap("8 pushes wait", width: 8) == ["8 pushes", "wait"])
        #expect(PanelWriter.wrap("π/2 then π", width: 8) == ["π/2 then", "π"])
    }

    /// A no-break space is part of its word; a word longer than a line is cut.
    @Test func noBreakSpacesAndLongWords() {
        #expect(PanelWriter.wrap("a 3\u{A0}D cube", width: 4) == ["a", "3\u{A0}D", "cube"])
        #expect(PanelWriter.wrap("abcdefghij k", width: 4) == ["abcd", "efgh", "ij k"])
        #expect(PanelWriter.wrap("   ", width: 4) == [])
    }

    /// Wide characters take two columns in the HUD too: "主页ホーム" is 10 columns, so in 7 it
    /// is "主页ホ" (6) and "…"; wrapped at 8, "一般" and "画面" (4 each, 9 with the space) take
    /// a line each and "プライバシー" (12) is cut after 8 columns, "プライバ", never through a
    /// character.
    @Test func wideCharactersAreMeasuredInColumns() {
        #expect(PanelWriter.fit("主页ホーム", 7) == "主页ホ…")
        #expect(PanelWriter.fit("主页", 4) == "主页")
        #expect(PanelWriter.wrap("一般 画面 プライバシー", width: 8) == ["一般", "画面", "プライバ", "シー"])
    }

    /// Code longer than a line breaks between its names: at 30 columns
    /// "completeTransition(!transitionContext.transitionWasCancelled)" (61) is cut after its
    /// last "(" or "." within 30 columns — "completeTransition(" (19), then
    /// "!transitionContext." (19), then "transitionWasCancelled)" (23) — not mid-name.
    @Test func longCodeBreaksBetweenNames() {
        #expect(
            PanelWriter.wrap("call completeTransition(!transitionContext.transitionWasCancelled) now", width: 30) == [
                "call", "completeTransition(", "!transitionContext.", "transitionWasCancelled) now",
            ])
    }

    /// A writer given the rows of an earlier frame starts from empty rows (their storage
    /// reused) when the rectangle is the same, from new ones otherwise: either way it draws
    /// only what it was told. Rect 20 × 6 at (2, 1): "Speed" on the first row at column 3.
    @Test @MainActor func recycledRowsStartEmpty() {
        let rect = CellRect(column: 2, row: 1, columns: 20, rows: 6)
        var earlier = PanelWriter(rect: rect, typesetting: HUDTypesetting())
        earlier.line("old")
        earlier.line("older")
        var grid = CellGrid(columns: 24, rows: 8)
        let old = earlier.flush(into: &grid, previous: nil)
        for recycled in [old, PanelRows(rect: CellRect(column: 0, row: 0, columns: 5, rows: 2))] {
            var writer = PanelWriter(rect: rect, typesetting: HUDTypesetting(), recycling: recycled)
            writer.line("Speed")
            var fresh = CellGrid(columns: 24, rows: 8)
            let rows = writer.flush(into: &fresh, previous: nil)
            #expect(rows.rect == rect)
            #expect(rows.items.map(\.count) == [1, 0, 0, 0, 0, 0])
            #expect(fresh.lines()[1] == "   Speed")
            #expect(fresh.lines()[2] == "")
        }
    }
}
