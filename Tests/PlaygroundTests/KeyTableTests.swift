import Foundation
import TerminalRenderer
import Testing

@testable import Playground

/// The one key table and what is made from it: help, the HUD's hints, README's key table, and
/// where the mouse lands on the phone.
@Suite struct KeyTableTests {
    /// The HUD's three hint lines: presenting joins the first, tabs the second, and the animator
    /// keys move to the third so that each line fits an 80-column terminal's side panel (57
    /// columns: 80 − the phone's 22 − 1); the number keys reach the first nine animators, or
    /// as many as there are.
    @Test func hintLines() {
        let lines = KeyTable.hintLines(animatorCount: 14)
        #expect(
            lines == [
                "p push · b pop · r root · m present · d dismiss",
                "{ } tab · s slow · Space pause · . step · [ ] finger",
                "Tab/1-9 animator · f force-complete · ? help · q quit",
            ])
        #expect(lines.allSatisfy { $0.count <= 57 })
        #expect(KeyTable.hintLines(animatorCount: 5)[2].hasPrefix("Tab/1-5 animator"))
    }

    /// Help: the keys in the first 20 columns, what they do after, continuation lines indented;
    /// every line fits the overlay at 78 columns (74 + the box's 4). Reserved keys are not shown.
    @Test func helpLines() throws {
        let lines = KeyTable.helpLines
        #expect(lines.contains("b  h  Backspace  ←  pop (on a photo grid ← moves the selection)"))
        let animators = try #require(lines.firstIndex(of: "1 … 9  Tab  Shift-Tab"), "too long: a line of its own")
        #expect(lines[animators + 1] == "                    pick an animator / the next one / the previous one")
        #expect(lines.contains("?                   this help (↑ ↓ scroll; other keys close it; q quits)"))
        #expect(lines.contains("                    swipe; at a root a sheet's swipe down or a tab swipe,"))
        #expect(lines.allSatisfy { $0.count <= 74 }, "\(lines.filter { $0.count > 74 })")
        #expect(lines.contains("m                   present the selected screen modally"))
        #expect(lines.contains("{  }                the previous / next tab"))
        #expect(KeyTable.helpLines(width: 74) == lines)  // they fit: as they are
        #expect(
            Options.usage(program: "pushpop", commands: []).contains(lines.map { "  " + $0 }.joined(separator: "\n")))
    }

    /// Entries come section by section, in `Section`'s order.
    @Test func entriesAreGroupedBySection() {
        let order = KeyTable.entries.map { KeyTableEntry.Section.allCases.firstIndex(of: $0.section) ?? -1 }
        #expect(order == order.sorted())
    }

    /// Named terminal keys decode through the table: Enter, Esc, Tab, Shift-Tab, Backspace and
    /// the arrows; pointer events and resizes are not keys.
    @Test func namedKeysDecodeThroughTheTable() {
        let cases: [(InputEvent, PlaygroundKey)] = [
            (.enter, .enter), (.escape, .cancel), (.tab, .nextAnimator), (.backTab, .previousAnimator),
            (.backspace, .pop), (.left, .arrowLeft), (.right, .arrowRight), (.up, .arrowUp), (.down, .arrowDown),
            (.character("P"), .push), (.character("]"), .scrubForward),
        ]
        for (event, key) in cases {
            #expect(PlaygroundKey(event) == key, "\(event)")
        }
        #expect(PlaygroundKey(InputEvent.pointer(PointerEvent(phase: .down, column: 1, row: 1))) == nil)
        #expect(PlaygroundKey(InputEvent.resize(columns: 80, rows: 24)) == nil)
        #expect(PlaygroundKey(InputEvent.character("m")) == .present)
        #expect(PlaygroundKey(InputEvent.character("d")) == .dismiss)
        #expect(PlaygroundKey(InputEvent.character("{")) == .previousTab)
        #expect(PlaygroundKey(InputEvent.character("}")) == .nextTab)
    }

    /// README's key table is the table's: the rows between "## Keys" and the next blank line
    /// after the table, compared with `KeyTable.markdown` (on failure, paste that in).
    @Test func readmeKeyTableMatches() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## Keys"))
        let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        #expect(
            table.joined(separator: "\n") == KeyTable.markdown, "README's key table should read:\n\(KeyTable.markdown)")
    }

    /// Cells to window points as the renderer places the phone. 100×32, 390×844 points: the
    /// phone takes round(30·2·390/844) + 2 = 30 columns, so the HUD fits beside it (69 ≥ 30);
    /// in that 30×32 area the screen is 28×30 cells at (1, 1) (`PhoneLayoutTests` works the
    /// same fit). The screen's cells spread from 0.5 to 389.5 points across, 389/27 = 14.407 a
    /// column, and from 0.5 to 843.5 down, 843/29 = 29.069 a row. Cell (1, 1), the screen's
    /// first: (0.5, 0.5). Cell (2, 1): 0.5 + 14.407 = 14.907, within the 20-point edge margin.
    /// Cell (15, 16): (0.5 + 14·14.407, 0.5 + 15·29.069) = (202.204, 436.534). Cell (0, 0), the
    /// outline's corner, touches the same corner as the screen's first cell: (0.5, 0.5). Cell
    /// (29, 31), the opposite outline corner: (389.5, 843.5).
    @Test func windowPointForCellBesideTheHUD() throws {
        let layout = try #require(PlaygroundLayout(columns: 100, rows: 32, windowSize: CGSize(width: 390, height: 844)))
        func close(_ point: CGPoint, _ x: Double, _ y: Double) -> Bool {
            abs(Double(point.x) - x) < 1e-3 && abs(Double(point.y) - y) < 1e-3
        }
        #expect(close(layout.windowPoint(forCell: (1, 1)), 0.5, 0.5))
        #expect(close(layout.windowPoint(forCell: (2, 1)), 14.907, 0.5))
        #expect(close(layout.windowPoint(forCell: (15, 16)), 202.204, 436.534))
        #expect(close(layout.windowPoint(forCell: (0, 0)), 0.5, 0.5))
        #expect(close(layout.windowPoint(forCell: (29, 31)), 389.5, 843.5))
    }

    /// 40×16: the phone would take round(14·2·0.4621) + 2 = 15 columns for the full height,
    /// and 40 − 24 − 1 = 15 are left beside a 24-column HUD: inside the outline 13×14 are free;
    /// columns per point min(13/390, 14·2/844) = 0.033175; 390·0.033175 = 12.94 → 13 columns,
    /// 844·0.033175/2 = 14.0 → 14 rows, the outline 15×16 at (0, 0). Below a 7-row HUD it would
    /// be min(38/390, 7·2/844)·390 = 6.47 → 6 columns: smaller, so the HUD goes beside. Spread:
    /// 389/12 = 32.4167 points a column, 843/13 = 64.846 a row; cell (4, 4) is the screen's
    /// fourth column and row: (0.5 + 3·32.4167, 0.5 + 3·64.846) = (97.75, 195.038).
    @Test func windowPointForCellBesideANarrowHUD() throws {
        let layout = try #require(PlaygroundLayout(columns: 40, rows: 16, windowSize: CGSize(width: 390, height: 844)))
        #expect(layout.hud == CellRect(column: 16, row: 0, columns: 24, rows: 16))
        let point = layout.windowPoint(forCell: (4, 4))
        #expect(abs(Double(point.x) - 97.75) < 1e-3 && abs(Double(point.y) - 195.038) < 1e-3)
    }

    /// 40×30: beside, the phone would have min(round(28·2·0.4621) + 2, 15) = 15 columns (13 of
    /// screen); below a 7-row HUD, in 40×23 cells, min(38/390, 21·2/844) = 0.049763 columns a
    /// point: 390·0.049763 = 19.41 → 19 columns, 844·0.049763/2 = 21.0 → 21 rows — larger, so
    /// the HUD goes below. The outline 21×23 at column (40 − 21)/2 = 9, the screen 19×21 at
    /// (10, 1). Spread: 389/18 = 21.611 a column, 843/20 = 42.15 a row; cell (13, 4) is the
    /// screen's fourth column and row: (0.5 + 3·21.611, 0.5 + 3·42.15) = (65.333, 126.95).
    @Test func windowPointForCellAboveTheHUD() throws {
        let layout = try #require(PlaygroundLayout(columns: 40, rows: 30, windowSize: CGSize(width: 390, height: 844)))
        #expect(layout.hud == CellRect(column: 0, row: 23, columns: 40, rows: 7))
        let point = layout.windowPoint(forCell: (13, 4))
        #expect(abs(Double(point.x) - 65.333) < 1e-3 && abs(Double(point.y) - 126.95) < 1e-3)
    }
}
