import Animators
import Foundation
import Testing
import TransitionKit

@testable import Playground

/// `pushpop run --watch` hands each new build's entries to the session: the stacks, the speed
/// and the selected animator (by name) stay; the new entry's delegate is installed; nothing
/// changes while a transition runs or something is presented.
@MainActor
@Suite struct ReloadAnimatorsTests {
    /// An entry named `name` whose delegate records that it made an animator (a crossfade).
    final class Recorder: NSObject, UINavigationControllerDelegate {
        let build: Int
        nonisolated(unsafe) static var asked: [Int] = []
        init(build: Int) { self.build = build }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            Self.asked.append(build)
            return CrossfadeAnimator()
        }
    }

    func entries(build: Int) -> [AnimatorEntry] {
        [.delegate("Mine") { Recorder(build: build) }] + AnimatorCatalog.entries
    }

    @Test func reloadKeepsStackSpeedAndAnimatorAndRunsTheNewBuild() {
        AnimationEngine.shared.reset()
        Recorder.asked = []
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: entries(build: 1))
        session.handle(.push)
        session.advance(by: 2)
        #expect(session.breadcrumb == ["Home", "Photos"])
        session.handle(.nextAnimator)  // to the catalogue's first, then back: the selection is by name
        session.handle(.previousAnimator)
        session.handle(.slowMotion)  // ½×
        #expect(session.reloadAnimators(entries(build: 2)))
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(session.speed == 0.5)
        #expect(session.animator.name == "Mine")
        #expect(session.animatorIndex == 0)
        session.handle(.pop)
        session.advance(by: 4)
        // The push ran through build 1's delegate, the pop through build 2's.
        #expect(Recorder.asked == [1, 2])
        #expect(session.breadcrumb == ["Home"])
    }

    @Test func reloadWaitsForTheRunningTransition() {
        AnimationEngine.shared.reset()
        Recorder.asked = []
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: entries(build: 1))
        session.handle(.push)
        #expect(session.navigationController.isTransitioning)
        #expect(!session.reloadAnimators(entries(build: 2)))
        session.advance(by: 2)
        #expect(session.reloadAnimators(entries(build: 2)))
        // "Mine" is selected; a build without it falls back to the first entry.
        #expect(session.animator.name == "Mine")
        #expect(session.reloadAnimators(AnimatorCatalog.entries))
        #expect(session.animatorIndex == 0)
        #expect(session.animator.name == AnimatorCatalog.entries[0].name)
        #expect(session.notice == .animatorGoneAfterReload(previous: "Mine", now: "Vertical slide (seed 000)"))
        #expect(session.breadcrumb == ["Home", "Photos"])
    }
}
