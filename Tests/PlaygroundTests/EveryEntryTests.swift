import Animators
import Foundation
import MyAnimators
import TestSupport
import Testing
import TransitionKit

@testable import Playground

/// What every entry the playground can show must do — the built-in ones, yours
/// (`MyAnimators.entries`) and two written as users write theirs (`UserStyleEntries`: a
/// navigation controller adding a `CATransition` to a push without animation, and snapshots
/// standing in for hidden screens) — asking only what every working animator does, however it
/// is written. What only some do (animating over time, being scrubbable, moving the real
/// screens) is checked for the built-in entries by name in `PlaygroundSessionTests`.
@MainActor
@Suite struct EveryEntryTests {
    /// Every entry: the built-in ones, yours, then the user-style fixtures.
    static var everyEntry: [AnimatorEntry] {
        AnimatorCatalog.entries + MyAnimators.entries + UserStyleEntries.entries
    }

    /// How long after its duration a transition may still run before the playground calls it
    /// frozen (`complete-transition-missing`; `f` force-completes it): 2 s (README, Diagnostics).
    static let frozenMargin: TimeInterval = 2

    /// One frame of the interactive run loop at 60 frames per second.
    static let frame: TimeInterval = 1.0 / 60

    /// Whether a diagnostic of `kind` means the animator is broken — its transition froze or left
    /// a black screen, or it did what UIKit raises an exception for — rather than something
    /// questionable that still works (a moved anchor point left for the next transition, a
    /// clamped keyframe, a frame read while transformed) or something the app or the Assets did
    /// (a queued push, an image that does not decode, a key path TransitionKit does not draw).
    /// Every kind is decided here, so that a new one is too.
    static func meansBrokenAnimator(_ kind: Diagnostic.Kind) -> Bool {
        switch kind {
        case .completeTransitionNotCalled, .completeTransitionCalledTwice, .completedAfterCancel,
            .toViewNotInContainer, .emptyContainer, .duplicatePush, .invalidOperation, .propertyAnimatorMisuse,
            .interruptibleTransitionMisuse, .unrecognizedSelector, .cancelledWithoutCancel, .invalidTime,
            .transitionTooLong, .invalidGeometry, .invalidProgress, .hierarchyCycle, .invalidSpring:
            true
        case .frameWhileTransformed, .keyframeOutOfRange, .operationQueued, .unsupportedAnimation, .viewNotAtRest,
            .imageNotDecoded:
            false
        }
    }

    /// Every entry pushes and pops, and presents and dismisses or switches tabs where it
    /// provides those (`pushAndPopEveryEntry`). In a process of its own: the check
    /// lets the main dispatch queue run between frames, as the run loop does (an animator may
    /// complete from `DispatchQueue.main.async`), and while it waits other tests in this process
    /// would start over the shared `AnimationEngine` under it.
    @Test func everyEntryPushesAndPops() async {
        await #expect(processExitsWith: .success) {
            await EveryEntryTests.pushAndPopEveryEntry()
        }
    }

    /// For each entry: a push ends within its duration (0 s when it is not animated) plus the
    /// frozen margin, with Home › Photos on the stack and Photos shown in the container at rest;
    /// a pop likewise, back to Home; an entry with a transitioning delegate presents and
    /// dismisses (`presentAndDismiss`), one with a tab bar delegate switches to Messages, each
    /// likewise in time and at rest; and no diagnostic that means a broken animator. A pop that
    /// is interactive by default is dragged home with `[` and released with `Enter`, as a finger
    /// would. Time moves a frame at a time and the main queue runs after each, as in the run loop.
    static func pushAndPopEveryEntry() async {
        let entries = everyEntry
        for (index, entry) in entries.enumerated() {
            AnimationEngine.shared.reset()
            let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
            let session = PlaygroundSession(catalog: catalog, animators: entries, animatorIndex: index)
            let name = entry.name
            session.handle(.push)
            await runUntilAtRest(session, name)
            expectShownAtRest(session, ["Home", "Photos"], name)
            session.handle(.pop)
            if session.scrub != nil {
                for _ in 0..<20 { session.handle(.scrubBack) }
                session.handle(.enter)
            }
            await runUntilAtRest(session, name)
            expectShownAtRest(session, ["Home"], name)
            if entry.makeTransitioningDelegate != nil {
                await presentAndDismiss(session, name)
            }
            if entry.makeTabBarControllerDelegate != nil {
                session.handle(.nextTab)
                await runUntilAtRest(session, name)
                #expect(session.selectedTabIndex == 1, "\(name): the tab switch ends on Messages")
                expectShownAtRest(session, ["Inbox"], name)
            }
            let broken = AnimationEngine.shared.diagnostics.filter { meansBrokenAnimator($0.kind) }
            #expect(broken.isEmpty, "\(name): \(broken.map(\.description))")
        }
    }

    /// For an entry with a transitioning delegate: `m` on Home presents Photos (what `p` would
    /// push) through it, and it ends within its duration plus the frozen margin, presented by
    /// the tab bar controller with its view in the presentation's container; `d` dismisses it,
    /// back to Home alone.
    static func presentAndDismiss(_ session: PlaygroundSession, _ name: String) async {
        session.handle(.present)
        await runUntilAtRest(session, name)
        let presented = session.presentationChain
        #expect(presented.count == 1, "\(name): one presented")
        #expect(presented.first?.presentingViewController === session.tabBarController, "\(name)")
        #expect(presented.first?.view.window === session.window, "\(name): the presented view is shown")
        #expect(session.breadcrumb == ["Photos"], "\(name): \(session.breadcrumb)")
        session.handle(.dismiss)
        await runUntilAtRest(session, name)
        #expect(session.presentationChain.isEmpty, "\(name): dismissed")
        #expect(presented.first?.viewIfLoaded?.window == nil, "\(name): the presented view is gone")
        expectShownAtRest(session, ["Home"], name)
    }

    /// Advances `session` a frame at a time, running what was queued on the main dispatch queue
    /// after each frame, until its transition has ended and nothing animates — for at most the
    /// running transition's duration (0 with none: a push without animation) plus
    /// `frozenMargin` — and expects the transition to have ended by then.
    static func runUntilAtRest(_ session: PlaygroundSession, _ name: String) async {
        let limit = (session.runningTransition?.coordinator.transitionDuration ?? 0) + frozenMargin
        var elapsed: TimeInterval = 0
        await runMainQueue(session)
        while session.isAnyTransitioning || AnimationEngine.shared.hasActiveAnimations, elapsed < limit {
            session.advance(by: frame)
            elapsed += frame
            await runMainQueue(session)
        }
        #expect(!session.isAnyTransitioning, "\(name): still running \(limit) s after it began")
    }

    /// Runs the blocks queued on the main dispatch queue so far, as the playground does after
    /// every frame, then lets the session see what they did. The test gives the main queue up
    /// while it waits; a block of its own, queued last, resumes it.
    static func runMainQueue(_ session: PlaygroundSession) async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        session.advance(by: 0)
    }

    /// The stack reads `titles`, and its top screen is what the container shows, at rest: in the
    /// navigation controller's container (UIKit's transition view, filling its view) and the only
    /// thing visible there, at the container's bounds — 390 × 844 points at the origin — in the
    /// model and on screen (within 1e-6 points), shown, alpha 1, no transform. A moved anchor point is allowed where
    /// the frame is right: the picture is the same, and only the next transition is thrown off,
    /// which the `view-not-at-rest` diagnostic reports (seed 004 leaves one, as its article does).
    static func expectShownAtRest(_ session: PlaygroundSession, _ titles: [String], _ name: String) {
        #expect(session.breadcrumb == titles, "\(name): stack \(session.breadcrumb)")
        guard let view = session.navigationController.topViewController?.viewIfLoaded,
            let container = view.superview
        else {
            Issue.record("\(name): \(titles.last ?? "") is not in a view hierarchy")
            return
        }
        #expect(container.superview === session.navigationController.view, "\(name): in the container")
        #expect(view.window === session.window, "\(name)")
        let visible = container.subviews.filter { !$0.isHidden && $0.alpha > 0 }
        #expect(visible.count == 1 && visible.first === view, "\(name): the container shows only the top screen")
        // Within 1e-6 points, as the rest state's translation is (`ViewRestDeviation`).
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(isClose(view.layer.frame, screen, 1e-6), "\(name): at \(view.layer.frame)")
        let shown = view.layer.presentation()?.frame ?? .null
        #expect(isClose(shown, screen, 1e-6), "\(name): on screen at \(shown)")
        let deviations = view.restDeviations.filter {
            if case .anchorPoint = $0 { return false }
            return true
        }
        #expect(deviations.isEmpty, "\(name): left with \(deviations.map(\.leftAs))")
        #expect(view.layer.presentation()?.opacity == 1, "\(name): shown on screen")
    }

    // MARK: The user-style fixtures are what they say

    /// A session showing user-style entry `index`, the engine reset.
    func makeUserStyleSession(_ index: Int) -> PlaygroundSession {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
        return PlaygroundSession(catalog: catalog, animators: UserStyleEntries.entries, animatorIndex: index)
    }

    /// The classic push is no transition to UIKit — a push without animation, the stack changed
    /// at once — but a layer transition: the navigation controller's layer carries a `.push`
    /// `CATransition` from the right for its 0.3 s, and nothing after.
    @Test func theClassicPushIsALayerTransitionWithoutATransitionContext() throws {
        let session = makeUserStyleSession(0)
        session.handle(.push)
        #expect(session.navigationController.isTransitioning == false)
        #expect(session.breadcrumb == ["Home", "Photos"])
        let layer = session.navigationController.view.layer
        let transition = try #require(layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .push && transition.subtype == .fromRight && transition.duration == 0.3)
        session.advance(by: 0.15)
        #expect(layer.animation(forKey: kCATransition) != nil, "half way")
        session.advance(by: 0.16)
        #expect(layer.animation(forKey: kCATransition) == nil, "over after 0.3 s")
    }

    /// Half way through the snapshot zoom's push (0.2 s of 0.4) both real screens are hidden and
    /// the snapshots move instead. `UIView.animate` eases in and out, and the curve (0.42, 0,
    /// 0.58, 1) is symmetric about its middle, so at half the time it is half way: the new
    /// screen's snapshot at opacity 0.5 and scale 0.8 + (1 − 0.8) × 0.5 = 0.9, the old one's at
    /// opacity 0.5 and scale 1 + (1.1 − 1) × 0.5 = 1.05.
    @Test func theSnapshotZoomMovesSnapshotsOfHiddenScreens() throws {
        let session = makeUserStyleSession(1)
        session.handle(.push)
        session.advance(by: 0.2)
        let stack = session.navigationController.viewControllers
        let home = try #require(stack.first?.view)
        let photos = try #require(stack.last?.view)
        #expect(home.isHidden && photos.isHidden)
        let container = try #require(photos.superview)
        let snapshots = container.subviews.filter { $0 !== home && $0 !== photos }
        #expect(snapshots.count == 2)
        let old = try #require(snapshots.first?.layer.presentation())
        let new = try #require(snapshots.last?.layer.presentation())
        #expect(abs(old.opacity - 0.5) < 1e-6 && abs(new.opacity - 0.5) < 1e-6)
        #expect(isClose(old.affineTransform(), CGAffineTransform(scaleX: 1.05, y: 1.05), 1e-6))
        #expect(isClose(new.affineTransform(), CGAffineTransform(scaleX: 0.9, y: 0.9), 1e-6))
    }
}
