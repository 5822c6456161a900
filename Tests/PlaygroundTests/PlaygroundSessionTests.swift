import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The playground's behaviour as keys drive it, without a terminal. Expected stacks and
/// states follow the key table (`KeyTable`, README "Keys") and UIKit's navigation semantics.
@MainActor
@Suite struct PlaygroundSessionTests {
    /// A session on the built-in screens with the catalogue, the engine reset.
    func makeSession(animator: Int = 0) -> PlaygroundSession {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
        return PlaygroundSession(catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: animator)
    }

    // MARK: The built-in entries

    /// The built-in entries whose behaviour is known, by name: each runs its pushes and pops
    /// through an animator over time (not at once), can be scrubbed half way with `[` `]` where
    /// something visibly stands between the ends, and reports no diagnostic but its known ones.
    static let builtInEntries = [
        "Vertical slide (seed 000)", "Photo zoom (seed 001)", "Scale + fade (seed 002)",
        "Keyframe flip (seed 004)", "iOS default", "Crossfade", "Cover / uncover", "Card stack", "Spring slide",
        "Interactive pop", "Cube", "Card flip", "Interruptible slide", "Circle reveal", "Edge-swipe pop", "Half sheet",
        "Bubble present", "Tab slide",
    ]

    /// The index in `AnimatorCatalog.entries` of the built-in entry `name`.
    func builtInIndex(_ name: String) throws -> Int {
        try #require(AnimatorCatalog.entries.firstIndex { $0.name == name }, "no built-in entry \(name)")
    }

    @Test func everyBuiltInEntryIsNamedWithItsKnownBehaviour() {
        #expect(AnimatorCatalog.entries.map(\.name) == Self.builtInEntries)
    }

    @Test func builtInEntriesAnimateAndReportOnlyTheirKnownMistakes() throws {
        for name in Self.builtInEntries {
            let session = makeSession(animator: try builtInIndex(name))
            session.handle(.push)
            #expect(session.navigationController.isTransitioning, "\(name): the push animates")
            session.advance(by: 5)
            #expect(session.breadcrumb == ["Home", "Photos"], "\(name)")
            #expect(session.navigationController.isTransitioning == false, "\(name)")
            session.handle(.pop)
            if session.scrub != nil {  // interactive by default: drag it home
                for _ in 0..<20 { session.handle(.scrubBack) }
                session.handle(.enter)  // Enter finishes
            }
            session.advance(by: 5)
            #expect(session.breadcrumb == ["Home"], "\(name)")
            // Seed 004 moves the anchor point of the screen it swings (article) and never moves
            // it back: Home is left with anchor (0.5, 1) after the pop. No other animator errs.
            let expected: [Diagnostic.Kind] = name == "Keyframe flip (seed 004)" ? [.viewNotAtRest] : []
            #expect(
                AnimationEngine.shared.diagnostics.map(\.kind).filter { $0 != .keyframeOutOfRange } == expected,
                "\(name)")
        }
    }

    @Test func switchingAnimatorPutsScreensBackAtRest() throws {
        let session = makeSession(animator: 3)  // Keyframe flip (seed 004)
        session.handle(.push)
        session.advance(by: 4)
        session.handle(.pop)
        session.advance(by: 4)
        let home = try #require(session.navigationController.topViewController?.view)
        #expect(home.layer.anchorPoint == CGPoint(x: 0.5, y: 1), "as the article leaves it")
        #expect(
            AnimationEngine.shared.diagnostics.last?.message
                == "TransAnimationModel left ScreenViewController “Home”'s view with anchorPoint (0.5, 1) after "
                + "the pop: the next transition starts from there (one that sets center is thrown off by the "
                + "moved anchor point). Restore anchorPoint (0.5, 0.5) keeping the frame in the completion.")
        session.handle(.animator(9))  // Spring slide: places screens by their centre
        #expect(home.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(session.notice == .putBackAtRest(titles: ["Home"], previousAnimator: "Keyframe flip (seed 004)"))
        session.handle(.push)
        session.advance(by: 4)
        session.handle(.pop)
        session.advance(by: 4)
        // Back at the container's bounds: 390 × 844 at the origin, not half a screen up.
        #expect(home.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(home.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func switchingAnimatorsKeepsTheStackAndIsRefusedMidTransition() {
        let session = makeSession()
        session.handle(.push)
        session.handle(.animator(3))
        #expect(session.animatorIndex == 0, "refused while a transition runs")
        #expect(session.notice == .switchDuringTransition)
        session.advance(by: 2)
        session.handle(.animator(3))
        #expect(session.animatorIndex == 2)
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(session.navigationController.delegate is NavigationDelegateProxy)
        session.handle(.nextAnimator)
        #expect(session.animator.name == "Keyframe flip (seed 004)")
        session.handle(.previousAnimator)
        #expect(session.animator.name == "Scale + fade (seed 002)")
        // The new navigation controller shows the top screen in its container.
        let top = session.navigationController.topViewController
        #expect(top?.view.window === session.window)
    }

    @Test func seed000KeepsItsOwnDelegateStyleBehindTheProxy() {
        let session = makeSession(animator: 0)
        #expect(session.navigationController is AnimatedNavigationController)
        session.handle(.push)
        // Seed 000's push: the new screen starts a full height above (y = −844).
        let top = session.navigationController.topViewController?.view
        #expect(top.flatMap { $0.layer.presentation()?.frame.minY } == -844)
    }

    @Test func slowMotionPauseAndStep() {
        let session = makeSession(animator: 4)  // iOS default, 0.35 s
        session.handle(.slowMotion)
        #expect(AnimationEngine.shared.speed == 0.5)
        session.handle(.slowMotion)
        session.handle(.slowMotion)
        #expect(session.speed == 0.1)
        session.handle(.slowMotion)
        #expect(session.speed == 1)
        session.handle(.push)
        session.handle(.pause)
        session.advance(by: 1)
        #expect(AnimationEngine.shared.currentTime == 0, "paused: time stands still")
        session.handle(.step)
        #expect(abs(AnimationEngine.shared.currentTime - 1.0 / 60) < 1e-12)
        session.handle(.pause)
        session.advance(by: 1)
        #expect(session.navigationController.isTransitioning == false)
    }

    @Test func scrubbingAPopThenCancellingAndFinishing() {
        let session = makeSession(animator: 4)
        session.handle(.push)
        session.advance(by: 1)
        for _ in 0..<10 { session.handle(.scrubBack) }
        #expect(session.scrub?.operation == .pop)
        #expect(abs((session.scrub?.interactor.percentComplete ?? 0) - 0.5) < 1e-9, "10 × 5 %")
        #expect(session.breadcrumb == ["Home"], "the stack changes as the pop starts")
        session.handle(.scrubForward)
        #expect(abs((session.scrub?.interactor.percentComplete ?? 0) - 0.45) < 1e-9)
        session.handle(.cancel)
        #expect(session.scrub == nil)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"], "cancelled: back as before")
        for _ in 0..<12 { session.handle(.scrubBack) }
        session.handle(.enter)  // Enter finishes
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"])
        #expect(session.navigationController.isTransitioning == false)
    }

    @Test func scrubbingAPushWithTheRightBracket() {
        let session = makeSession(animator: 5)  // crossfade, 0.4 s
        session.handle(.scrubForward)
        #expect(session.scrub?.operation == .push)
        for _ in 0..<9 { session.handle(.scrubForward) }
        // Half way along the linear timeline: ease-in-out 0.5 → the new screen at alpha 0.5.
        let next = session.navigationController.topViewController?.view
        #expect(abs(CGFloat(next?.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-3)
        session.handle(.cancel)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"])
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
    }

    /// The seeds whose articles always call `completeTransition(true)`, even after a cancel.
    static let seedsThatIgnoreCancel = [
        "Vertical slide (seed 000)", "Scale + fade (seed 002)", "Keyframe flip (seed 004)",
    ]

    /// Every built-in entry driven by `[` `]`: a pop scrubbed to half way shows the transition
    /// between its ends (the real screens moved) and completes on Enter; a push scrubbed half way
    /// and cancelled is undone — except by an animator that calls `completeTransition(true)`
    /// anyway (the seeds 000, 002's push and 004 do, as their articles do): UIKit then pushes,
    /// and the diagnostic says why. The stack always agrees with what the animator said.
    @Test func builtInEntriesWorkInteractively() throws {
        for name in Self.builtInEntries {
            let session = makeSession(animator: try builtInIndex(name))
            session.handle(.push)
            session.advance(by: 5)
            let photos = try #require(session.navigationController.topViewController)
            let start = photos.view.layer.presentation()?.frame
            let startAlpha = photos.view.layer.presentation()?.opacity
            let startTransform = photos.view.layer.presentation()?.affineTransform()

            for _ in 0..<10 { session.handle(.scrubBack) }
            #expect(session.scrub?.operation == .pop, "\(name)")
            session.advance(by: 1)
            #expect(session.navigationController.isTransitioning, "\(name): held half way, not finished")
            let home = session.navigationController.viewControllers.first?.view
            let moved =
                photos.view.layer.presentation()?.frame != start
                || photos.view.layer.presentation()?.opacity != startAlpha
                || photos.view.layer.presentation()?.affineTransform() != startTransform
                || home?.layer.presentation()?.affineTransform() != .identity || home?.superview != nil
            #expect(moved, "\(name): something is half way")
            session.handle(.enter)
            session.advance(by: 5)
            #expect(session.breadcrumb == ["Home"], "\(name)")

            if session.animator.makeTabBarControllerDelegate != nil && session.tabBarController != nil {
                // At a tab's root `]` swipes to the next tab where the animator swipes tabs
                // (`FingerTests`); Esc cancels the touch and the tab stays.
                for _ in 0..<10 { session.handle(.scrubForward) }
                #expect(session.finger?.direction == CGVector(dx: -1, dy: 0), "\(name)")
                session.handle(.cancel)
                session.advance(by: 5)
                #expect(session.tabBarController?.selectedIndex == 0, "\(name)")
                continue
            }
            for _ in 0..<10 { session.handle(.scrubForward) }
            #expect(session.scrub?.operation == .push, "\(name)")
            session.handle(.cancel)
            session.advance(by: 5)
            let blamed = AnimationEngine.shared.diagnostics.contains { $0.kind == .completedAfterCancel }
            if Self.seedsThatIgnoreCancel.contains(name) {
                #expect(blamed, "\(name): completes with true after a cancel")
            } else {
                #expect(!blamed, "\(name): honours the cancel")
            }
            #expect(session.breadcrumb == (blamed ? ["Home", "Photos"] : ["Home"]), "\(name)")
            #expect(session.navigationController.isTransitioning == false, "\(name)")
        }
    }

    /// The interruptible slide runs on its own, and `[` `]` catch it where it stands, as a pan
    /// gesture would (its interaction controller's `pause()`): caught a quarter of the way into
    /// a push (0.15 s of 0.6) at 25 %, `]` moves it on to 30 %; held there while time passes;
    /// four `[` take it back to 10 %, and `Esc` plays it back to the start: no push. A second push
    /// caught half way is finished with `Enter` after the catch moved it to 55 %; a pop caught a
    /// quarter of the way with `[` (towards the pop's end: 30 %) is finished too.
    @Test func aRunningInterruptibleTransitionIsCaughtScrubbedAndFinishedOrCancelled() throws {
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name == "Interruptible slide" })
        let session = makeSession(animator: index)
        session.handle(.push)
        #expect(session.scrub == nil && session.canCatchRunningTransition, "it runs on its own, catchable")
        session.advance(by: 0.15)
        session.handle(.scrubForward)
        #expect(session.scrub?.operation == .push)
        #expect(abs((session.scrub?.interactor.percentComplete ?? 0) - 0.30) < 1e-9)
        #expect(session.canCatchRunningTransition == false, "already caught")
        session.advance(by: 1)
        #expect(session.navigationController.isTransitioning, "held while caught")
        #expect(abs((session.scrub?.interactor.percentComplete ?? 0) - 0.30) < 1e-9)
        for _ in 0..<4 { session.handle(.scrubBack) }
        #expect(abs((session.scrub?.interactor.percentComplete ?? 0) - 0.10) < 1e-9)
        session.handle(.cancel)
        #expect(session.scrub == nil)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"], "reversed to the start: no push")
        #expect(session.navigationController.isTransitioning == false)
        let home = try #require(session.navigationController.topViewController?.view)
        #expect(home.restDeviations.isEmpty && home.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        session.handle(.push)
        session.advance(by: 0.3)
        session.handle(.scrubForward)
        #expect(abs((session.scrub?.interactor.percentComplete ?? 0) - 0.55) < 1e-9)
        session.handle(.enter)
        #expect(session.scrub == nil && session.canCatchRunningTransition, "finishing: it can be caught again")
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])

        session.handle(.pop)
        session.advance(by: 0.15)
        session.handle(.scrubBack)
        #expect(session.scrub?.operation == .pop)
        #expect(abs((session.scrub?.interactor.percentComplete ?? 0) - 0.30) < 1e-9)
        session.handle(.enter)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"])
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
    }

    /// A transition without an interruptible animator cannot be caught: `[` during the iOS
    /// default's push says so and changes nothing.
    @Test func aTransitionThatIsNotInterruptibleIsNotCaught() {
        let session = makeSession(animator: 4)  // iOS default
        session.handle(.push)
        #expect(session.canCatchRunningTransition == false)
        session.handle(.scrubBack)
        #expect(session.scrub == nil)
        #expect(session.notice == .scrubDuringRunningTransition)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
    }

    @Test func scrubbingAllTheWayThenNavigatingOnWorks() {
        let session = makeSession(animator: 4)
        for _ in 0..<20 { session.handle(.scrubForward) }  // held at 100 %
        session.advance(by: 1)
        #expect(session.navigationController.isTransitioning, "held: not over until released")
        session.handle(.enter)  // Enter
        session.advance(by: 0.1)
        #expect(session.scrub == nil)
        #expect(session.breadcrumb == ["Home", "Photos"])
        session.handle(.pop)
        #expect(session.isAnimating, "the next transition runs on its own")
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"])
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
    }

    @Test func theNavigationBarFollowsTheScrub() throws {
        let session = makeSession(animator: 4)
        session.handle(.push)
        session.advance(by: 1)
        for _ in 0..<5 { session.handle(.scrubBack) }  // 25 %
        let bar = session.navigationController.navigationBar
        #expect(bar.titleLabel.text == "Home")
        // The cross-fade runs with the default ease-in-out: 0.129162 at a quarter.
        let quarter = CGFloat(bar.titleLabel.layer.presentation()?.opacity ?? -1)
        #expect(abs(quarter - 0.129162) < 1e-3)
        for _ in 0..<5 { session.handle(.scrubBack) }  // 50 %
        let half = CGFloat(bar.titleLabel.layer.presentation()?.opacity ?? -1)
        #expect(abs(half - 0.5) < 1e-3)
        session.handle(.cancel)
        session.advance(by: 1)
        #expect(bar.titleLabel.text == "Photos")
        #expect(bar.titleLabel.alpha == 1)
    }

    @Test func seed002IgnoresACancelAsItsArticleDoesAndSaysSo() {
        let session = makeSession(animator: 2)  // scale + fade always completes with true
        for _ in 0..<6 { session.handle(.scrubForward) }
        session.handle(.cancel)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"], "completeTransition(true): UIKit pushes anyway")
        let diagnostics = AnimationEngine.shared.diagnostics
        #expect(diagnostics.map(\.kind) == [.completedAfterCancel, .viewNotAtRest])
        #expect(
            diagnostics.first?.message.hasPrefix("PushTransitionAnimation called completeTransition(true) after")
                == true)
        // The cancel played the new screen's fade back to alpha 0, and the push went ahead with it
        // there: an invisible screen, which the second diagnostic names.
        #expect(
            diagnostics.last?.message
                == "PushTransitionAnimation left ScreenViewController “Photos”'s view with alpha 0 after the push: "
                + "the next transition starts from there. Restore alpha 1 in the completion.")
        session.handle(.pop)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"], "the stack is still usable")
    }

    @Test func clickingATilePushesThatPhotoFromThePoint() throws {
        let session = makeSession(animator: 1)  // photo zoom
        session.handle(.push)
        session.advance(by: 2)
        let grid = try #require(session.navigationController.topViewController as? ScreenViewController)
        #expect(grid.isGrid)
        // Tile 4 is at (138, 229, 114, 114) in the window: click its middle.
        session.click(at: CGPoint(x: 195, y: 286))
        #expect(grid.selectedIndex == 4)
        #expect(session.breadcrumb.last == "Photo 5")
        let imageView = try #require(grid.view.subviews.last as? UIImageView)
        #expect(imageView.layer.presentation()?.frame.origin == CGPoint(x: 195, y: 286), "grows from the click")
        #expect(imageView.image == grid.tileViews[4].image)
    }

    @Test func arrowsMoveTheGridSelectionAndPushOrPopElsewhere() throws {
        let session = makeSession(animator: 4)
        session.handle(.arrowDown)
        let home = try #require(session.navigationController.topViewController as? ScreenViewController)
        #expect(home.selectedIndex == 1)
        session.handle(.arrowUp)
        session.handle(.arrowRight)  // not a grid: push
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])
        let grid = try #require(session.navigationController.topViewController as? ScreenViewController)
        session.handle(.arrowRight)
        session.handle(.arrowDown)
        #expect(grid.selectedIndex == 4, "on a grid the arrows move the selection")
        #expect(session.breadcrumb == ["Home", "Photos"])
        session.handle(.arrowLeft)
        #expect(grid.selectedIndex == 3)
    }

    @Test func mashingPushAndPopQueuesAndEndsConsistent() {
        let session = makeSession(animator: 4)
        for key in [PlaygroundKey.push, .push, .pop, .push, .pop, .pop] {
            session.handle(key)
            session.advance(by: 0.05)
        }
        #expect(session.navigationController.queuedOperationCount > 0)
        #expect(AnimationEngine.shared.diagnostics.last?.kind == .operationQueued)
        session.advance(by: 5)
        // push, push, pop, push, pop, pop from [Home]: [Home].
        #expect(session.breadcrumb == ["Home"])
        #expect(session.navigationController.isTransitioning == false)
    }

    @Test func keysPressedDuringATransitionActOnTheScreenThatWillBeOnTop() {
        let session = makeSession(animator: 0)  // 1 s pushes and pops
        for key in [PlaygroundKey.push, .push, .pop, .push, .pop, .pop, .push] {
            session.handle(key)
        }
        // From Home: Photos, Photo 1, back, Photo 1 again, back, back to Home, Photos.
        #expect(session.navigationController.queuedOperationCount == 6)
        session.advance(by: 8)
        #expect(session.breadcrumb == ["Home", "Photos"])
        session.handle(.pop)
        session.handle(.pop)
        #expect(session.notice == .alreadyAtRoot, "the second pop would pop the root")
        #expect(session.navigationController.queuedOperationCount == 0)
    }

    @Test func forceCompleteOnlyCutsAFrozenTransitionShort() {
        let session = makeSession(animator: 4)
        session.handle(.push)
        session.handle(.forceComplete)
        #expect(session.navigationController.isTransitioning, "a healthy transition runs on")
        #expect(session.notice == .transitionStillRunning)
        session.advance(by: 1)
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
    }

    @Test func aFrozenTransitionDropsTheStaleNoticeAndForceCompletes() {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
        let forgetful = AnimatorEntry.animator("Forgetful") { _ in ForgetfulAnimator() }
        let session = PlaygroundSession(catalog: catalog, animators: [forgetful], animatorIndex: 0)
        session.handle(.push)
        session.handle(.forceComplete)
        #expect(session.notice == .transitionStillRunning)
        session.advance(by: 2.2)  // duration 0.3 s + 2 s is 2.3 s: not overdue yet
        #expect(session.navigationController.isTransitionOverdue == false)
        #expect(session.notice != nil)
        session.advance(by: 0.2)
        #expect(session.navigationController.isTransitionOverdue)
        #expect(session.notice == nil, "the frozen line says what to do now, not the old notice")
        session.handle(.forceComplete)
        #expect(session.navigationController.isTransitioning == false)
        #expect(session.breadcrumb == ["Home", "Photos"])
    }

    @Test func aQueuedInteractivePopIsDrivenWhenItStarts() {
        let session = makeSession(animator: 9)  // "Interactive pop"
        session.handle(.push)
        session.handle(.pop)  // queued behind the push
        #expect(session.scrub == nil)
        session.advance(by: 1)
        #expect(session.scrub?.operation == .pop, "the pop began interactively and is ours to drive")
        #expect(session.notice == nil, "the HUD's transition line gives the keys, once")
        for _ in 0..<20 { session.handle(.scrubBack) }
        session.handle(.enter)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"])
    }

    // Work an animator puts on the main dispatch queue (`DispatchQueue.main.async`) runs between
    // frames; a test cannot show it (tests run inside the main queue, which does not run
    // blocks re-entrantly), so `.ci/run` checks it with Examples/MyTransitions, whose animator
    // completes from `DispatchQueue.main.async`.

    @Test func theQueueIsCappedAndNoticesExpire() {
        let session = makeSession(animator: 3)  // 3 s keyframes
        for _ in 0..<20 { session.handle(.push) }
        #expect(session.navigationController.queuedOperationCount == PlaygroundSession.queueLimit)
        #expect(session.notice == .queueFull(limit: 8))
        session.advance(by: 3.1)  // the first push is over: 7 wait, there is room again
        #expect(session.navigationController.queuedOperationCount == PlaygroundSession.queueLimit - 1)
        #expect(session.notice == nil)
        session.handle(.animator(1))
        #expect(session.notice == .switchDuringTransition)
        session.advance(by: 60)
        #expect(session.navigationController.isTransitioning == false)
        #expect(session.notice == nil, "the notice went with the transition it was about")
    }

    @Test func theHUDShowsWhatWentWrongSinceTheLastAction() throws {
        let session = makeSession(animator: 3)  // seed 004 reports its keyframe
        session.handle(.push)
        #expect(session.latestDiagnostic?.kind == .keyframeOutOfRange)
        session.advance(by: 4)
        session.handle(.animator(5))
        #expect(session.latestDiagnostic == nil, "a new animator starts clean")
        session.handle(.pop)
        session.advance(by: 1)
        #expect(session.latestDiagnostic == nil)
        // The same mistake in a later transition is reported again (and shown again).
        session.handle(.animator(4))  // back to seed 004 (keys are 1-based)
        session.handle(.push)
        #expect(session.latestDiagnostic?.kind == .keyframeOutOfRange)
        #expect(AnimationEngine.shared.diagnostics.filter { $0.kind == .keyframeOutOfRange }.count == 2)
    }

    @Test func theHUDListsEveryDiagnosticSinceTheLastAction() {
        let session = makeSession(animator: 2)  // seed 002: completes with true after a cancel
        for _ in 0..<6 { session.handle(.scrubForward) }
        session.handle(.cancel)
        session.advance(by: 1)
        var grid = CellGrid(columns: 100, rows: 32)
        PlaygroundRenderer(glyphs: .unicode, depth: .monochrome).render(session, into: &grid)
        let hud = grid.lines().joined(separator: "\n")
        #expect(hud.contains("⚠ [complete-true-after-cancel] PushTransitionAnimation called"))
        #expect(hud.contains("⚠ [view-not-at-rest] PushTransitionAnimation left"))
    }

    @Test func helpOpensAndAnyKeyClosesIt() {
        let session = makeSession()
        session.handle(.help)
        #expect(session.isShowingHelp)
        session.handle(.push)
        #expect(session.isShowingHelp == false)
        #expect(session.breadcrumb == ["Home"], "the key only closed the help")
        session.handle(.quit)
        #expect(session.wantsToQuit)
    }

    @Test func forceCompleteWhenNothingRuns() {
        let session = makeSession()
        session.handle(.forceComplete)
        #expect(session.notice == .noTransitionToComplete)
    }
}

/// Adds the to view and fades it in over 0.3 s, but never calls `completeTransition`.
final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3) { toView.alpha = 1 }
    }
}
