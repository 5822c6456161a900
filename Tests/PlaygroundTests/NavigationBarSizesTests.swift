import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The navigation bar's back button and title as the terminal shows them at every size people
/// use, after pushes that settled: Photos on Home, a photo on Photos, and Detail 2 on Detail 1
/// (Home's fifth row, Favourites, pushes numbered details). The rule (UIKit's: Apple's
/// documentation for `UINavigationItem.BackButtonDisplayMode.default`): the title whole, centred
/// unless the back button needs the room, then a space after it; the back button "‹ Title",
/// else "‹ Back", else "‹" — never cut with "…". Each expected line is the bar's row of the
/// phone's screen (its edges `│` included), read from the frames and checked by hand: with
/// the screen `n` columns wide and its edges in the outer two, the bar has n − 2 columns, and
/// "‹ Title", a space and the title must fit in them.
@MainActor
@Suite struct NavigationBarSizesTests {
    struct Case: Sendable, CustomStringConvertible {
        let columns: Int
        let rows: Int
        /// The bar's row on Home (no back button: "Home" centred at ⌊(n − 4) / 2⌋).
        let home: String
        /// The bar's row after Photos on Home, Photo 1 on Photos, Detail 2 on Detail 1.
        let photos: String
        let photo: String
        let detail: String
        var description: String { "\(columns)×\(rows)" }
    }

    nonisolated static let cases: [Case] = [
        // 13 columns, 11 inside: "‹ Home Photos" (13) and "‹ Back Photos" (13) do not fit;
        // "‹" and the title do, the title centred at (13 − 6) / 2 = 3 (rounded down).
        // "‹ Detail 2": centred at 2 would touch the chevron; it moves to column 3.
        Case(
            columns: 40, rows: 16, home: "│   Home    │", photos: "│‹ Photos   │", photo: "│‹ Photo 1  │",
            detail: "│‹ Detail 2 │"),
        // 17 columns, 15 inside: "‹ Home Photos" (13) fits; "‹ Photos Photo 1" (16) does not,
        // "‹ Back Photo 1" (14) does; "‹ Detail 1 Detail 2" (19) does not, "‹ Back Detail 2"
        // fills the 15.
        Case(
            columns: 60, rows: 20, home: "│     Home      │", photos: "│‹ Home Photos  │", photo: "│‹ Back Photo 1 │",
            detail: "│‹ Back Detail 2│"),
        // 18 columns, 16 inside: "‹ Photos Photo 1" (16) fits exactly.
        Case(
            columns: 70, rows: 22, home: "│      Home      │", photos: "│‹ Home Photos   │",
            photo: "│‹ Photos Photo 1│",
            detail: "│‹ Back Detail 2 │"),
        // 20 columns, 18 inside: "‹ Detail 1 Detail 2" (19) still does not fit.
        Case(
            columns: 80, rows: 24, home: "│       Home       │", photos: "│‹ Home Photos     │",
            photo: "│‹ Photos Photo 1  │",
            detail: "│‹ Back Detail 2   │"),
        // 28 columns, 26 inside: Photos centred at (28 − 6) / 2 = 11, clear of "‹ Home" (1…6);
        // Photo 1 centred at 10 = 1 + 8 + 1, just clear of "‹ Photos"; "‹ Detail 1 Detail 2"
        // fits, Detail 2 moved from 10 to 12.
        Case(
            columns: 100, rows: 32, home: "│           Home           │", photos: "│‹ Home    Photos          │",
            photo: "│‹ Photos Photo 1          │", detail: "│‹ Detail 1 Detail 2       │"),
        // 54 columns of 7.2 points: the 8-point margin takes two columns; titles centred at
        // (54 − 6) / 2 = 24 and (54 − 7) / 2 = 23 and (54 − 8) / 2 = 23.
        Case(
            columns: 200, rows: 60,
            home: "│                        Home                        │",
            photos: "│ ‹ Home                Photos                       │",
            photo: "│ ‹ Photos             Photo 1                       │",
            detail: "│ ‹ Detail 1           Detail 2                      │"),
    ]

    /// The phone screen's line that holds `mark` (the back chevron unless given), after `keys`
    /// and 1.2 seconds each.
    func barLine(_ size: Case, keys: [PlaygroundKey], mark: String = "‹") throws -> String {
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: 0)
        for key in keys {
            session.handle(key)
            session.advance(by: 1.2)
        }
        let lines = TestSupport.phoneScreenLines(session, columns: size.columns, rows: size.rows)
        return try #require(lines.first { $0.contains(mark) }, "\(lines.joined(separator: "\n"))")
    }

    @Test(arguments: cases)
    func backButtonAndTitleFitByTheRule(_ size: Case) throws {
        #expect(try barLine(size, keys: [], mark: "Home") == size.home)
        #expect(try barLine(size, keys: [.push]) == size.photos)
        #expect(try barLine(size, keys: [.push, .push]) == size.photo)
        let down = PlaygroundKey.arrowDown
        #expect(try barLine(size, keys: [down, down, down, down, .push, .push]) == size.detail)
    }
}
