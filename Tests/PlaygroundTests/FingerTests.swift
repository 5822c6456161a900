import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The mouse and the keys as a finger on the phone: pointer events become touches for the
/// window's gesture recognizers (the navigation controller's `interactivePopGestureRecognizer`,
/// a screen's tap, an animator's own edge pan), and `]` `[` `Enter` `Esc` move, flick and cancel
/// a finger put on the left edge. The release rule of the interactive pop (TransitionKit's
/// `InteractivePopController`): a flick of at least 500 points per second decides, else the pop
/// finishes above 0.5 progress. The window is 390 × 844 points.
@MainActor
@Suite struct FingerTests {
    /// A session on the built-in screens, at Home › Photos when `pushed`, the engine reset.
    func makeSession(_ name: String = "iOS default", pushed: Bool = true) throws -> PlaygroundSession {
        AnimationEngine.shared.reset()
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name == name })
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: index)
        if pushed {
            session.handle(.push)
            session.advance(by: 1)
        }
        return session
    }

    /// The run of `script` (key tokens) through the headless runner at 10 frames per second.
    func run(_ script: String, on session: PlaygroundSession) throws {
        HeadlessRunner(columns: 100, rows: 32, fps: 10, tokens: try KeyToken.parse(script)).run(
            session, output: { _ in }, diagnostics: { _ in })
    }

    /// Drags from x 5 to 0.7 × 390 = 273 over 0.5 s (5 steps of 53.6 points, one per 0.1 s at
    /// 10 frames per second): the pan's translation at release is 268 points, 268 / 390 = 0.687
    /// of the width, above 0.5, and its velocity over the last 0.1 s 53.6 / 0.1 = 536 points per
    /// second, at least 500. Either way the pop finishes.
    @Test func aHeadlessDragFromTheLeftEdgePastHalfWayPops() throws {
        let session = try makeSession()
        try run("drag:5,430,273,430,0.5 wait:1", on: session)
        #expect(session.breadcrumb == ["Home"])
        #expect(session.navigationController.isTransitioning == false)
        #expect(session.finger == nil)
    }

    /// The help overlay covers the phone, so nothing happens under it unseen: opening it
    /// mid-drag cancels the touch (the pop is put back, as UIKit does for a cancelled
    /// gesture), and a press while it is open closes it and touches nothing.
    @Test func theHelpOverlayTakesTheFingerAway() throws {
        let session = try makeSession()
        session.handlePointer(.down, at: CGPoint(x: 5, y: 430))
        session.advance(by: 0.1)
        session.handlePointer(.moved, at: CGPoint(x: 300, y: 430))
        #expect(session.navigationController.isTransitioning)
        session.handle(.help)
        #expect(session.finger == nil)
        session.handlePointer(.up, at: CGPoint(x: 300, y: 430))
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(session.isShowingHelp)
        session.handlePointer(.down, at: CGPoint(x: 5, y: 430))
        #expect(!session.isShowingHelp)
        #expect(session.finger == nil)
    }

    /// With a page sheet up (the inbox's compose sheet, from y 57, 787 points tall), `]` puts
    /// the keys' finger on the sheet 20 points below its top and moves it down 5 % of 844 =
    /// 42.2 points a press: 12 presses are 506.4 points, 506.4 / 787 = 0.643 of the way down.
    /// `Enter` flicks it down: dismissed. Again with `]` ×6 (0.32) and `Esc`: the touch is
    /// cancelled and the sheet stays.
    @Test func keysSwipeASheetDown() throws {
        let session = try makeSession(pushed: false)
        session.handle(.nextTab)
        session.advance(by: 1)
        session.handle(.present)
        session.advance(by: 1)
        #expect(session.hudBreadcrumb(ascii: false).map(\.title) == ["Inbox", "New Message"])
        for _ in 0..<12 { session.handle(.scrubForward) }
        let finger = try #require(session.finger)
        #expect(finger.direction == CGVector(dx: 0, dy: 1))
        #expect(abs(finger.location.y - (77 + 506.4)) < 1e-9)
        let progress = session.presentationChain.last?.transitionCoordinator?.percentComplete ?? -1
        #expect(abs(progress - 506.4 / 787) < 1e-6)
        session.handle(.enter)
        session.advance(by: 1)
        #expect(session.presentationChain.isEmpty)
        session.handle(.present)
        session.advance(by: 1)
        for _ in 0..<6 { session.handle(.scrubForward) }
        session.handle(.cancel)
        session.advance(by: 1)
        #expect(session.presentationChain.count == 1)
        #expect(session.finger == nil)
    }

    /// With the Tab slide entry at a tab's root, `]` swipes to the next tab: the finger lands at
    /// 0.75 × 390 = 292.5, half way down, and moves left 19.5 points a press; 12 presses are
    /// 234 points, 0.6 of the width: `Enter` flicks it left and Messages is selected. With the
    /// iOS default (tabs switch at once, no swipe), `]` at the root scrubs a push as before.
    @Test func keysSwipeAcrossTabsWhereTheAnimatorSwipesTabs() throws {
        let session = try makeSession("Tab slide", pushed: false)
        for _ in 0..<12 { session.handle(.scrubForward) }
        #expect(session.finger?.direction == CGVector(dx: -1, dy: 0))
        #expect(session.finger?.location == CGPoint(x: 292.5 - 234, y: 422))
        #expect(session.isAnyTransitioning)
        session.handle(.enter)
        session.advance(by: 1)
        #expect(session.tabBarController?.selectedIndex == 1)
        let plain = try makeSession(pushed: false)
        plain.handle(.scrubForward)
        #expect(plain.finger == nil)
        #expect(plain.scrub?.operation == .push)
    }

    /// A mouse drag from the left edge that pops nothing (the startup animator gives a custom
    /// pop without an interaction controller) says why, as `]` does.
    @Test func aMouseEdgeSwipeThatPopsNothingSaysWhy() throws {
        let session = try makeSession("Vertical slide (seed 000)")
        var notices: [PlaygroundNotice] = []
        session.onNotice = { notices.append($0) }
        session.handlePointer(.down, at: CGPoint(x: 2, y: 420))
        session.advance(by: 0.1)
        session.handlePointer(.moved, at: CGPoint(x: 300, y: 420))
        session.handlePointer(.up, at: CGPoint(x: 300, y: 420))
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(notices == [.edgeSwipeDoesNotPop])
    }

    /// Dragged to 0.3 × 390 = 117 and held there 0.2 s before the release: the last 0.1 s has
    /// one sample, so the velocity is 0, and the progress 112 / 390 = 0.287 is short of 0.5 —
    /// the pop is cancelled and Photos stays.
    @Test func aDragReleasedShortOfHalfWayWithoutVelocityPutsTheScreenBack() throws {
        let session = try makeSession()
        session.handlePointer(.down, at: CGPoint(x: 5, y: 430))
        for step in 1...5 {
            session.advance(by: 0.1)
            session.handlePointer(.moved, at: CGPoint(x: 5 + 112 * CGFloat(step) / 5, y: 430))
        }
        #expect(session.breadcrumb == ["Home"], "the stack changes as the pop starts (UIKit)")
        let progress = session.navigationController.transitionCoordinator?.percentComplete ?? -1
        #expect(abs(progress - 112.0 / 390) < 1e-9, "the pop follows the finger: 112 of 390 points")
        session.advance(by: 0.2)
        session.handlePointer(.up, at: CGPoint(x: 117, y: 430))
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(session.navigationController.isTransitioning == false)
    }

    /// `]` puts a finger on the left edge (x 0, half way down) and moves it 5 % of 390 = 19.5
    /// points a press: 14 presses are 273 points, 70 %. `Enter` flicks it at 1000 points per
    /// second: the pop finishes.
    @Test func keysMoveAFingerAndEnterFlicksItToFinish() throws {
        let session = try makeSession()
        for _ in 0..<14 { session.handle(.scrubForward) }
        #expect(
            session.finger
                == PlaygroundSession.Finger(
                    location: CGPoint(x: 273, y: 422), isVirtual: true, start: CGPoint(x: 0, y: 422),
                    direction: CGVector(dx: 1, dy: 0), sawTransition: true))
        let progress = session.navigationController.transitionCoordinator?.percentComplete ?? -1
        #expect(abs(progress - 0.7) < 1e-9)
        session.handle(.scrubBack)
        #expect(abs((session.navigationController.transitionCoordinator?.percentComplete ?? -1) - 0.65) < 1e-9)
        session.handle(.enter)
        session.advance(by: 1)
        #expect(session.finger == nil)
        #expect(session.breadcrumb == ["Home"])
        #expect(session.navigationController.isTransitioning == false)
    }

    /// Six presses are 30 %; even so, a flick finishes (1000 ≥ 500 points per second) — and
    /// `Esc` cancels the touch instead: the pop is cancelled.
    @Test func escCancelsTheKeysFingerAndThePop() throws {
        let session = try makeSession()
        for _ in 0..<6 { session.handle(.scrubForward) }
        session.handle(.cancel)
        #expect(session.finger == nil)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])
        for _ in 0..<6 { session.handle(.scrubForward) }
        session.handle(.enter)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"], "a flick at 30 % finishes")
    }

    /// While paused the finger still moves the pop (its progress comes from the finger), and
    /// the flick of `Enter` waits for time: the `.` step (1/60 s) lets it go. Unpaused, a
    /// flicking finger counts as animating (the run loop draws frames for it).
    @Test func whilePausedTheTransitionFollowsTheFinger() throws {
        let session = try makeSession()
        session.handle(.pause)
        for _ in 0..<10 { session.handle(.scrubForward) }
        #expect(abs((session.navigationController.transitionCoordinator?.percentComplete ?? -1) - 0.5) < 1e-9)
        session.handle(.enter)
        #expect(session.finger?.isFlicking == true)
        #expect(session.isAnimating == false, "paused")
        session.handle(.step)
        #expect(session.finger == nil)
        session.handle(.pause)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"])
    }

    /// At the root `]` scrubs a push as before; an animator whose delegate gives a custom pop
    /// animation but no interaction controller (the crossfade) does not pop by the edge swipe,
    /// as on iOS: the finger is lifted and a notice says so.
    @Test func anAnimatorWithoutInteractionControllerIsNotPoppedByTheSwipe() throws {
        let session = try makeSession("Crossfade")
        session.handle(.scrubForward)
        #expect(session.finger == nil)
        #expect(session.notice == .edgeSwipeDoesNotPop)
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(session.navigationController.isTransitioning == false)
    }

    /// A tap on Home's second row (Settings) selects it and pushes its target, Settings, on the
    /// release; a press on the first row dragged 100 points down across the rows pushes nothing
    /// (the tap fails past 10 points) and leaves the selection where the tap would have set it.
    @Test func aTapOnARowPushesItsTargetAndADragDoesNot() throws {
        let session = try makeSession(pushed: false)
        let home = try #require(session.navigationController.topViewController as? ScreenViewController)
        let settings = home.rowViews[1].convert(home.rowViews[1].bounds, to: nil)
        let photos = home.rowViews[0].convert(home.rowViews[0].bounds, to: nil)

        session.handlePointer(.down, at: CGPoint(x: photos.midX, y: photos.midY))
        for step in 1...4 {
            session.handlePointer(.moved, at: CGPoint(x: photos.midX, y: photos.midY + 25 * CGFloat(step)))
        }
        session.handlePointer(.up, at: CGPoint(x: photos.midX, y: photos.midY + 100))
        #expect(session.navigationController.isTransitioning == false)
        #expect(session.breadcrumb == ["Home"])

        session.handlePointer(.down, at: CGPoint(x: settings.midX, y: settings.midY))
        #expect(session.breadcrumb == ["Home"], "a press alone pushes nothing")
        session.handlePointer(.up, at: CGPoint(x: settings.midX + 3, y: settings.midY))
        #expect(home.selectedIndex == 1)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Settings"])
    }

    /// A tap on tile 4 of the photo grid — (138, 229, 114, 114) in the window — pushes Photo 5,
    /// the photo growing from the tap. A press outside the window (x −7) is ignored, and so are
    /// the moves and the release that follow it.
    @Test func aPressOutsideThePhoneIsIgnoredAndATapOnATilePushesIt() throws {
        let session = try makeSession("Photo zoom (seed 001)")
        let grid = try #require(session.navigationController.topViewController as? ScreenViewController)
        session.handlePointer(.down, at: CGPoint(x: -7, y: 286))
        #expect(session.finger == nil)
        session.handlePointer(.moved, at: CGPoint(x: 195, y: 286))
        session.handlePointer(.up, at: CGPoint(x: 195, y: 286))
        #expect(session.breadcrumb == ["Home", "Photos"])
        #expect(grid.selectedIndex == 0)
        session.handlePointer(.down, at: CGPoint(x: 195, y: 286))
        session.handlePointer(.up, at: CGPoint(x: 195, y: 286))
        #expect(grid.selectedIndex == 4)
        #expect(session.breadcrumb == ["Home", "Photos", "Photo 5"])
    }

    /// A drag that leaves the phone keeps the finger, clamped to the window's edge (x 390), and
    /// a cancel (the terminal resized) cancels the pop.
    @Test func aDragLeavingThePhoneIsClampedAndACancelPutsTheScreenBack() throws {
        let session = try makeSession()
        session.handlePointer(.down, at: CGPoint(x: 5, y: 430))
        session.advance(by: 0.1)
        session.handlePointer(.moved, at: CGPoint(x: 600, y: 430))
        #expect(session.finger?.location == CGPoint(x: 390, y: 430))
        #expect(abs((session.navigationController.transitionCoordinator?.percentComplete ?? -1) - 385.0 / 390) < 1e-9)
        session.cancelTouch()
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])
    }

    /// Switching animators with a finger resting on a row (no transition) cancels its touch: the
    /// navigation controller it touched is replaced. The release that follows does nothing.
    @Test func switchingAnimatorsCancelsTheTouch() throws {
        let session = try makeSession(pushed: false)
        session.handlePointer(.down, at: CGPoint(x: 195, y: 147))
        session.handle(.animator(6))
        #expect(session.finger == nil)
        session.handlePointer(.up, at: CGPoint(x: 195, y: 147))
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"], "no tap: the touch was cancelled")
    }

    /// The "Edge-swipe pop" entry pops through its own edge pan: dragged from x 2 to 300 over
    /// 0.4 s (298 / 390 = 0.76) it pops; to 100 and held 0.2 s (98 / 390 = 0.25, no velocity)
    /// it puts Photos back. UIKit's `interactivePopGestureRecognizer` does not take the swipe:
    /// the delegate gives it no interaction controller.
    @Test func theEdgeSwipeEntryPopsByItsOwnPan() throws {
        let session = try makeSession("Edge-swipe pop")
        let navigation = try #require(session.navigationController as? EdgeSwipeNavigationController)
        let swipe = try #require(navigation.edgeSwipeDelegate?.interactionController)
        session.handlePointer(.down, at: CGPoint(x: 2, y: 430))
        session.advance(by: 0.1)
        session.handlePointer(.moved, at: CGPoint(x: 100, y: 430))
        #expect(swipe.interactionInProgress, "the entry's own pan drives the pop")
        #expect(navigation.interactivePopGestureRecognizer?.state == .failed, "UIKit's edge swipe does not")
        #expect(abs(swipe.percentComplete - 98.0 / 390) < 1e-9)
        session.advance(by: 0.2)
        session.handlePointer(.up, at: CGPoint(x: 100, y: 430))
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])
        try run("drag:2,430,300,430,0.4 wait:1", on: session)
        #expect(session.breadcrumb == ["Home"])
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
    }

    /// The "Interactive pop" entry's delegate hands out a percent-driven interaction controller
    /// for every pop; UIKit's `interactivePopGestureRecognizer` takes it when the keys' finger
    /// swipes from the edge and drives it: 8 presses are 8 × 19.5 = 156 points, 40 %; `Enter`
    /// flicks it and the pop finishes.
    @Test func theInteractivePopEntryIsDrivenByUIKitsEdgeSwipe() throws {
        let session = try makeSession("Interactive pop")
        for _ in 0..<8 { session.handle(.scrubForward) }
        let recognizer = session.navigationController.interactivePopGestureRecognizer
        #expect(recognizer?.state == .changed)
        #expect(session.scrub == nil, "a finger drives it, not the playground's scrub")
        #expect(abs((session.navigationController.transitionCoordinator?.percentComplete ?? -1) - 0.4) < 1e-9)
        session.handle(.enter)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home"])
    }

    /// While a finger is down the phone shows it: in a 60 × 30 terminal the screen starts at
    /// cell (1, 1) with 15 points per column and 844 / 28 = 30.14 points per row, so the finger at
    /// (5, 430) is in column 1 + 0 and row 1 + 14 (430 / 30.14 = 14.3). Lifted, it is gone.
    @Test func thePhoneShowsTheFinger() throws {
        let session = try makeSession()
        let renderer = PlaygroundRenderer(glyphs: .unicode, depth: .monochrome)
        var grid = CellGrid(columns: 60, rows: 30)
        renderer.render(session, into: &grid)
        #expect(!grid.text().contains("●"))
        session.handlePointer(.down, at: CGPoint(x: 5, y: 430))
        renderer.render(session, into: &grid)
        #expect(grid[1, 15].character == "●")
        #expect(grid.text().filter { $0 == "●" }.count == 1)
        session.handlePointer(.up, at: CGPoint(x: 5, y: 430))
        renderer.render(session, into: &grid)
        #expect(!grid.text().contains("●"))
        var fresh = CellGrid(columns: 60, rows: 30)
        PlaygroundRenderer(glyphs: .unicode, depth: .monochrome).render(session, into: &fresh)
        #expect(grid == fresh, "what the marker covered is drawn again")
    }
}
