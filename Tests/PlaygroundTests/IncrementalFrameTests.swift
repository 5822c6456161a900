import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The playground's frames drawn as the app draws them — one renderer and one grid kept from
/// frame to frame, only changes drawn again — against each frame drawn from scratch by a fresh
/// renderer into a fresh grid: equal cell for cell, for every catalogue animator's push, push,
/// pop and pop at 15 frames per second (colour and monochrome), with the help overlay opened
/// and closed on the way.
@MainActor
@Suite struct IncrementalFrameTests {
    nonisolated static let animators = Array(0..<14)

    @Test(arguments: animators)
    func incrementalFramesEqualFullFrames(animator: Int) {
        for depth in [ColorDepth.trueColor, .monochrome] {
            AnimationEngine.shared.reset()
            let session = PlaygroundSession(
                catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
                animatorIndex: animator)
            let renderer = PlaygroundRenderer(glyphs: .unicode, depth: depth)
            var grid = CellGrid(columns: 90, rows: 30)
            var frames = 0
            func check(_ label: String) {
                renderer.render(session, into: &grid)
                var fresh = CellGrid(columns: 90, rows: 30)
                PlaygroundRenderer(glyphs: .unicode, depth: depth).render(session, into: &fresh)
                let same = grid == fresh
                #expect(same, "animator \(animator + 1) \(depth) \(label): frame \(frames) differs")
                frames += 1
            }
            session.advance(by: 0)
            check("start")
            for key in [PlaygroundKey.push, .push, .help, .help, .pop, .pop] {
                session.handle(key)
                session.advance(by: 0)
                check("\(key)")
                var steps = 0
                while steps < 200, session.isAnimating || session.scrub != nil {
                    steps += 1
                    if session.scrub != nil && !session.isAnimating {
                        session.handle(steps < 5 ? .scrubBack : .push)
                        session.advance(by: 0)
                    } else {
                        session.advance(by: 1.0 / 15)
                    }
                    check("\(key) step \(steps)")
                }
            }
            #expect(frames > 20)
        }
    }
}
