import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The built-in screens read at the terminal sizes people use: at each size every Home row's
/// title is on the phone, the selected row is marked without colour (the heavy `┃` or `┏` of
/// its border), and on the photo grid the tile selected by an arrow key is marked (`┏━┓`).
/// Monochrome, as headless frames are: what shows here shows without colour. At 40 × 16 the
/// phone (15 × 16 cells beside a 24-column HUD) has 14 rows for Home's nav bar, six row boxes
/// and tab bar: the titles keep a row each, and "Favourites" (10 letters in 9 cells, the
/// last taken by the row's chevron) shows as "Favouri…".
@MainActor
@Suite struct ReadableSizesTests {
    static let titles = ["Photos", "Settings", "About", "Inbox", "Favourites", "Recents"]

    @Test(arguments: [(40, 16), (60, 20), (80, 24), (100, 32), (200, 60)])
    func titlesAndSelectionShow(_ size: (columns: Int, rows: Int)) throws {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: 0)
        let home = TestSupport.phoneScreenLines(session, columns: size.columns, rows: size.rows)
        for title in Self.titles {
            let shown = size.columns == 40 && title == "Favourites" ? "Favouri…" : title
            #expect(
                home.contains { $0.contains(shown) },
                "\(title) at \(size.columns)×\(size.rows):\n\(home.joined(separator: "\n"))")
        }
        // The selected row, Photos: its line carries the heavy border.
        let photos = try #require(home.first { $0.contains("Photos") })
        #expect(photos.contains("┃") || photos.contains("┏"), "\(photos)")
        // Push the photo grid, let it settle, move the selection: a tile is ringed heavy.
        session.handle(.push)
        session.advance(by: 5)
        session.handle(try #require(PlaygroundKey(token: "right")))
        session.advance(by: 1)
        let grid = TestSupport.phoneScreenLines(session, columns: size.columns, rows: size.rows)
        #expect(
            grid.contains { $0.contains("┏") } && grid.contains { $0.contains("┗") },
            "\(grid.joined(separator: "\n"))")
    }

    /// The places in `lines` (a phone screen) where a light box glyph touches the heavy ring
    /// of the selected tile: beside it on its row (`┏━━┓┐`, `┌┏━┓`), or above its top or below
    /// its bottom in the same column (`┌──┐` over `┏━━┓`). The screen's own edges (its first
    /// and last columns and rows, the screen view's border) are not counted.
    static func lightEdgesBesideHeavy(_ lines: [String]) -> [String] {
        let light = Set("─│┌┐└┘")
        let grid = lines.map(Array.init)
        func glyph(_ row: Int, _ column: Int) -> Character {
            guard row > 0, row < grid.count - 1, column > 0, column < grid[row].count - 1 else { return " " }
            return grid[row][column]
        }
        var found: [String] = []
        for (row, line) in grid.enumerated() {
            for column in line.indices where "━┃┏┓┗┛".contains(line[column]) {
                var touching = [glyph(row, column - 1), glyph(row, column + 1)]
                if "┏━┓".contains(line[column]) { touching.append(glyph(row - 1, column)) }
                if "┗━┛".contains(line[column]) { touching.append(glyph(row + 1, column)) }
                if touching.contains(where: light.contains) { found.append("row \(row): \(lines[row])") }
            }
        }
        return found
    }

    @Test func theLightEdgeCheckFindsTheStrayRing() {
        // The tester's frames (issue 11) are found; a ring alone and light boxes apart are not.
        // (Inside a screen: its own edges, the first and last rows and columns, are left out.)
        #expect(!Self.lightEdgesBesideHeavy(["│        │ ", "│┏━━━━━━┓┐ ", "│┃▒▒▓▓▓▒┃│ ", "│┗━━━━━━┛┘ ", "│"]).isEmpty)
        #expect(!Self.lightEdgesBesideHeavy(["│     ", "│┌┏━┓┐ ", "│"]).isEmpty)
        #expect(!Self.lightEdgesBesideHeavy(["│         ", "│┌──────┐ ", "│┏━━━━━━┓ ", "│"]).isEmpty)
        #expect(Self.lightEdgesBesideHeavy(["│        ", "│┏━━┓ ┌─┐ ", "│┗━━┛ └─┘ ", "│"]).isEmpty)
        #expect(Self.lightEdgesBesideHeavy(["│┏━━┓     ", "│┗━━┛     "]).isEmpty)
    }

    /// The selected tile is marked by its heavy ring alone: the selection ring behind it (4
    /// points larger, less than a cell) shows no light edge of its own beside it, at every
    /// size, on the first tile and on the one → selects.
    @Test(arguments: [(40, 16), (60, 20), (70, 22), (80, 24), (100, 32), (200, 60)])
    func selectedTileHasNoSecondBorder(_ size: (columns: Int, rows: Int)) throws {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: 0)
        session.handle(.push)
        session.advance(by: 5)
        for key in [nil, PlaygroundKey.arrowRight] {
            if let key {
                session.handle(key)
                session.advance(by: 1)
            }
            let grid = TestSupport.phoneScreenLines(session, columns: size.columns, rows: size.rows)
            let shown = "\(size.columns)×\(size.rows):\n\(grid.joined(separator: "\n"))"
            #expect(grid.contains { $0.contains("┏") } && grid.contains { $0.contains("┗") }, "\(shown)")
            #expect(Self.lightEdgesBesideHeavy(grid).isEmpty, "\(shown)")
        }
    }
}
