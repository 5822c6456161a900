import Animators
import Foundation
import Testing
import TransitionKit

@testable import Playground

/// Interactions that used to feel stuck: a key pop that an interactive-by-default delegate holds
/// at 0 %, and a screen left invisible after `Esc` that the current animator's number brings
/// back.
@MainActor
@Suite struct StuckInteractionTests {
    func makeSession(_ name: String) throws -> PlaygroundSession {
        AnimationEngine.shared.reset()
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name == name })
        return PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: index)
    }

    /// "Interactive pop"'s delegate gives an interaction controller for every pop, so `b`'s pop
    /// starts held at 0 % — as `popViewController(animated:)` from a back button does on iOS
    /// with such a delegate. The notice says so and which keys drive it; `[` ×10 then moves it
    /// to 50 % (10 × 5 %) and `Enter` finishes it: Home.
    @Test func keyPopHeldByTheDelegateSaysWhatToDo() throws {
        let session = try makeSession("Interactive pop")
        session.handle(.push)
        session.advance(by: 2)
        session.handle(.pop)
        #expect(session.scrub?.operation == .pop)
        #expect(session.notice == .popHeldForInteraction(animator: "Interactive pop"))
        #expect(
            session.notice?.message
                == "Interactive pop made this pop interactive: it waits at 0 % for a finger, as a pop from code does "
                + "on iOS — [ ] drag it, Enter finishes, Esc cancels")
        for _ in 0..<10 { session.handle(.scrubBack) }
        #expect(abs((session.scrub?.interactor.percentComplete ?? 0) - 0.5) < 1e-9)
        session.handle(.enter)
        session.advance(by: 2)
        #expect(session.breadcrumb == ["Home"])
    }

    /// Seed 002's push scrubbed with `]` (5 %) and cancelled with `Esc`: the playground rewinds
    /// Photos' alpha to 0, the value the animator gave it before animating, and the seed calls
    /// `completeTransition(true)` anyway (its article never checks for a cancel), so Photos is
    /// on top at alpha 0 — a blank phone. Seed 002's own number (3) installs it afresh and puts
    /// Photos back at rest: alpha 1, with the put-back notice.
    @Test func currentAnimatorsNumberPutsAnInvisibleScreenBack() throws {
        let session = try makeSession("Scale + fade (seed 002)")
        session.handle(.scrubForward)
        #expect(session.scrub?.operation == .push)
        session.handle(.cancel)
        session.advance(by: 2)
        #expect(session.breadcrumb == ["Home", "Photos"])
        let photos = try #require(session.navigationController.topViewController?.view)
        #expect(photos.alpha == 0)
        session.handle(.animator(3))
        #expect(photos.alpha == 1)
        #expect(session.notice == .putBackAtRest(titles: ["Photos"], previousAnimator: "Scale + fade (seed 002)"))
    }
}
