import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The photo zoom (seed 001) pushed from a list row, which has no photo: the animator is told
/// no image, and its image view of nil shows only its background — none, as on iOS — so the
/// screen under it keeps its text while the zoom runs, and the pop does not black out the
/// phone. (Before, the session gave it a one-pixel image of the new screen's colour: the
/// Photos screen is black, so a black box grew over Home and filled the phone at the pop's
/// start.) Monochrome 80 × 24: blank cells are what a black box looks like as text.
@MainActor
@Suite struct PhotoZoomFromRowTests {
    private func phoneLines(_ session: PlaygroundSession) -> [String] {
        var grid = CellGrid(columns: 80, rows: 24)
        let renderer = PlaygroundRenderer(glyphs: .unicode, depth: .monochrome)
        guard let layout = renderer.render(session, into: &grid) else { return [] }
        let box = layout.phone.screen
        return grid.lines()[box.row..<box.endRow].map { line in
            let characters = Array(line.padding(toLength: box.endColumn, withPad: " ", startingAt: 0))
            return String(characters[box.column..<box.endColumn])
        }
    }

    @Test func nothingBlackGrowsOrCoversThePhone() throws {
        AnimationEngine.shared.reset()
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name.hasPrefix("Photo zoom") })
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: index)
        // Push from the Photos row; 0.3 s into the 1 s zoom, the image view grown from the
        // row's centre covers the row's middle: Home's subtitle must still read whole.
        session.handle(.push)
        session.advance(by: 0.3)
        let pushing = phoneLines(session)
        #expect(pushing.contains { $0.contains("12 photos in a") }, "\(pushing.joined(separator: "\n"))")
        session.advance(by: 2)
        // The pop's first frame: the stand-in image view covers the whole screen; Home's
        // rows show (the grid is gone, its picture is nil), not a blank phone.
        session.handle(.pop)
        session.advance(by: 0.05)
        let popping = phoneLines(session)
        #expect(popping.contains { $0.contains("Settings") }, "\(popping.joined(separator: "\n"))")
    }
}
