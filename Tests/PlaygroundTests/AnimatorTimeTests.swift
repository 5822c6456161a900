import Animators
import Foundation
import Testing
import TransitionKit

@testable import Playground

/// Animators whose times cannot be run as given — a duration of `.infinity`, an hour, −1 or
/// `.nan` — and one that undoes its own push: each is named in a diagnostic, and the user
/// always gets a usable stack back. Expected values follow from the fixtures' code, worked by
/// hand in each test.
@MainActor
@Suite struct AnimatorTimeTests {
    /// A session on the built-in screens whose one entry pushes with `makeAnimator`'s animator
    /// and pops with the system's, the engine reset.
    func makeSession(
        _ makeAnimator: @escaping @MainActor @Sendable () -> any UIViewControllerAnimatedTransitioning
    ) -> PlaygroundSession {
        AnimationEngine.shared.reset()
        let entry = AnimatorEntry.animator("Under test") { operation in operation == .push ? makeAnimator() : nil }
        return PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: [entry], animatorIndex: 0)
    }

    var messages: [String] { AnimationEngine.shared.diagnostics.map { "[\($0.identifier)] \($0.message)" } }

    /// `transitionDuration(using:)` returns `.infinity` and the animator animates over it. Both
    /// reads are reported, each with 0 s used instead: the context's duration is 0 s (the HUD
    /// shows 0.00 s, no `inf`), and the block's 0 s duration makes the change at once, with its
    /// completion — and so `completeTransition(true)` — on the next turn of the run loop: one
    /// frame later Photos is on the stack, at rest.
    @Test func infiniteDurationPushEndsAtOnceAndIsNamed() throws {
        let session = makeSession { ConfiguredSlideAnimator(duration: .infinity) }
        session.handle(.push)
        let coordinator = try #require(session.navigationController.transitionCoordinator)
        #expect(coordinator.transitionDuration == 0)
        session.advance(by: 1.0 / 60)
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(session.navigationController.isTransitioning == false)
        #expect(session.navigationController.topViewController?.view.transform == .identity)
        #expect(
            messages == [
                "[time-invalid] ConfiguredSlideAnimator.transitionDuration(using:): the duration is "
                    + ".infinity; 0 s used instead. Give a finite duration of 0 s or more.",
                "[time-invalid] ConfiguredSlideAnimator.animateTransition(using:): "
                    + "UIView.animate(withDuration:animations:completion:): the duration is .infinity; "
                    + "0 s used instead. Give a finite duration of 0 s or more.",
            ])
    }

    /// −1 and `.nan` are treated as `.infinity` is: 0 s used, each read named with the value.
    @Test(arguments: [(-1.0, "-1 s"), (Double.nan, ".nan")])
    func negativeOrNaNDurationIsNamed(duration: TimeInterval, shown: String) {
        let session = makeSession { ConfiguredSlideAnimator(duration: duration) }
        session.handle(.push)
        session.advance(by: 1.0 / 60)
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(session.navigationController.isTransitioning == false)
        #expect(
            messages.first
                == "[time-invalid] ConfiguredSlideAnimator.transitionDuration(using:): the duration is "
                + "\(shown); 0 s used instead. Give a finite duration of 0 s or more.")
        #expect(messages.count == 2, "the animation block's duration too")
    }

    /// An hour is a valid duration, but longer than the 10 s `longestDuration`: reported at the
    /// start, and the transition is overdue at once, so `f` completes it at once (at 0.5 s, 1/7200
    /// of the way). The slide's animation jumps to its end (transform identity, no animation
    /// left on Photos' layer) and its completion calls `completeTransition(true)` itself, so
    /// nothing is reported twice; `b` then pops with the system's 0.35 s slide.
    @Test func hourLongPushCanBeForceCompletedAtOnce() throws {
        let session = makeSession { ConfiguredSlideAnimator(duration: 3600) }
        session.handle(.push)
        session.advance(by: 0.5)
        #expect(session.navigationController.isTransitioning)
        #expect(session.isTransitionOverdue)
        session.handle(.forceComplete)
        #expect(session.notice == .forcedCompletion(cancelled: false))
        #expect(session.navigationController.isTransitioning == false)
        #expect(session.breadcrumb == ["Home", "Photos"])
        let photos = try #require(session.navigationController.topViewController?.view)
        #expect(photos.transform == .identity)
        #expect(photos.layer.animationKeys() == nil)
        #expect(
            messages == [
                "[transition-too-long] ConfiguredSlideAnimator.transitionDuration(using:) returned 3600 s for the "
                    + "push, longer than 10 s: press f to complete it now. Transitions take a fraction of a second "
                    + "(UIKit's take 0.2 to 0.5 s)."
            ])
        session.handle(.pop)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"])
    }

    /// The fade ends at 0.3 s and calls `completeTransition(false)` although nothing cancelled
    /// the push: UIKit undoes it (Photos leaves the stack), and the slip is named.
    @Test func completeFalseWithoutCancelIsNamed() {
        let session = makeSession { InvertedCompletionFadeAnimator() }
        session.handle(.push)
        session.advance(by: 0.5)
        #expect(session.breadcrumb == ["Home"])
        #expect(session.navigationController.isTransitioning == false)
        #expect(
            messages == [
                "[complete-false-not-cancelled] InvertedCompletionFadeAnimator called completeTransition(false) "
                    + "although nothing cancelled the push: it was undone, the screens are as before. Call "
                    + "completeTransition(!transitionContext.transitionWasCancelled)."
            ])
    }
}
