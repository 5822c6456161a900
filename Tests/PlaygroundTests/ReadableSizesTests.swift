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
}
