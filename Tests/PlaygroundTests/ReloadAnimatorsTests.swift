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
        /// The titles `didShow` was called with, for this delegate.
        var shown: [String] = []
        init(build: Int) { self.build = build }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            Self.asked.append(build)
            return CrossfadeAnimator()
        }
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            shown.append(viewController.title ?? "?")
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

    /// A delegate installed on a stack already shown (a reload, an animator switch) hears
    /// `didShow` for the top screen at once, not animated, as UIKit is seen to tell it when a
    /// navigation controller first appears; then the next push's. The built-in screens have
    /// three tabs (Home, Inbox, Settings at their roots), each a navigation controller with a
    /// delegate of its own.
    @Test func anInstalledDelegateHearsDidShowForTheTopScreen() throws {
        AnimationEngine.shared.reset()
        var made: [Recorder] = []
        let entries: [AnimatorEntry] =
            [
                .delegate("Mine") {
                    MainActor.assumeIsolated { () -> Recorder in
                        let recorder = Recorder(build: 1)
                        made.append(recorder)
                        return recorder
                    }
                }
            ] + AnimatorCatalog.entries
        let session = PlaygroundSession(catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: entries)
        #expect(made.map(\.shown) == [["Home"], ["Inbox"], ["Settings"]])
        session.handle(.push)
        session.advance(by: 2)
        #expect(made.map(\.shown) == [["Home", "Photos"], ["Inbox"], ["Settings"]])
        #expect(session.reloadAnimators(entries))
        #expect(made.map(\.shown).dropFirst(3) == [["Photos"], ["Inbox"], ["Settings"]])
    }

    /// A delegate that gives each screen it is shown a pan of its own, as an interaction
    /// controller does.
    final class PanGiver: NSObject, UINavigationControllerDelegate {
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            viewController.view.addGestureRecognizer(UIPanGestureRecognizer())
        }
    }

    /// Each animator starts from screens without an earlier one's recognizers: after a reload,
    /// Photos' view has its own tap and the new delegate's pan — 2, not the old pan as well (3),
    /// which would take the touches first with its target gone.
    @Test func aReloadRemovesTheOldBuildsRecognizers() throws {
        AnimationEngine.shared.reset()
        let entries: [AnimatorEntry] = [.delegate("Pans") { PanGiver() }] + AnimatorCatalog.entries
        let session = PlaygroundSession(catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: entries)
        session.handle(.push)
        session.advance(by: 2)
        let photos = try #require(session.navigationController.topViewController)
        #expect(photos.title == "Photos")
        #expect(photos.view.gestureRecognizers?.count == 2)
        #expect(session.reloadAnimators(entries))
        #expect(photos.view.gestureRecognizers?.count == 2)
        #expect(photos.view.gestureRecognizers?.contains { $0 is UITapGestureRecognizer } == true)
    }
}
