import Animators
import Foundation
import TerminalRenderer
import TestSupport
import Testing
import TransitionKit

@testable import Playground

/// Tabs and presentations as keys drive them, on the built-in screens (tabs Library, Messages
/// and Settings; the inbox presents the compose sheet; the compose sheet's third row presents
/// the photos full screen). Expected values follow Apple's docs for `UITabBarController` and
/// `present(_:animated:completion:)` and the screens file.
@MainActor
@Suite struct PresentAndTabSessionTests {
    /// A session on the built-in screens with the catalogue entry named `animator`, the engine
    /// reset.
    func makeSession(animator: String = "iOS default") throws -> PlaygroundSession {
        AnimationEngine.shared.reset()
        let catalog = ScreenCatalog(assets: PlaygroundAssets.builtIn())
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name == animator })
        return PlaygroundSession(catalog: catalog, animators: AnimatorCatalog.entries, animatorIndex: index)
    }

    /// The HUD's breadcrumb as one string, Unicode separators.
    func crumbs(_ session: PlaygroundSession) -> String {
        session.hudBreadcrumb(ascii: false).map { $0.separator + $0.title }.joined()
    }

    /// The window's root is a tab bar controller with a navigation controller per tab, titled
    /// and badged as the screens file says; `}` and `{` move between them, wrapping round, and
    /// the keys act on the selected tab's stack.
    @Test func theTabsAreNavigationStacksSwitchedByBraces() throws {
        let session = try makeSession()
        let tabs = try #require(session.tabBarController)
        #expect(session.window.rootViewController === tabs)
        #expect(tabs.viewControllers?.count == 3)
        #expect(session.tabTitles == ["Library", "Messages", "Settings"])
        #expect(tabs.tabBar.items?.map(\.title) == ["Library", "Messages", "Settings"])
        #expect(tabs.tabBar.items?.map(\.badgeValue) == [nil, "3", nil])
        #expect(
            session.tabNavigationControllers.map { $0.viewControllers.first?.title } == ["Home", "Inbox", "Settings"])
        #expect(session.selectedTabIndex == 0 && session.breadcrumb == ["Home"])
        session.handle(.push)
        session.advance(by: 1)
        #expect(session.breadcrumb == ["Home", "Photos"])
        session.handle(.nextTab)
        #expect(session.selectedTabIndex == 1 && session.breadcrumb == ["Inbox"])
        session.handle(.previousTab)
        session.handle(.previousTab)
        #expect(session.selectedTabIndex == 2 && session.breadcrumb == ["Settings"])
        session.handle(.nextTab)
        // Library kept its stack.
        #expect(session.selectedTabIndex == 0 && session.breadcrumb == ["Home", "Photos"])
    }

    /// What the HUD reads each frame without building arrays: the tab count and each tab's
    /// title (nil past either end), and the breadcrumb fitted from the session's entries — kept
    /// while they stay the same, fitted again when a screen is pushed or a title changes.
    @Test func theHUDReadsTabsAndTheBreadcrumbInPlace() throws {
        let session = try makeSession()
        #expect(session.tabCount == 3)
        #expect((0..<3).map { session.tabTitle(at: $0) } == ["Library", "Messages", "Settings"])
        #expect(session.tabTitle(at: 3) == nil && session.tabTitle(at: -1) == nil)
        var visited: [String] = []
        session.forEachBreadcrumb(ascii: true) { visited.append($0 + $1) }
        #expect(visited == ["Home"])

        let typesetting = HUDTypesetting()
        #expect(typesetting.breadcrumb(of: session, ascii: false, width: 40) == "Home")
        session.handle(.push)
        session.advance(by: 1)
        #expect(typesetting.breadcrumb(of: session, ascii: false, width: 40) == "Home › Photos")
        // The same entries, separators and width: only a title changes, and it is seen.
        session.navigationController.topViewController?.title = "Album"
        #expect(typesetting.breadcrumb(of: session, ascii: false, width: 40) == "Home › Album")
        #expect(typesetting.breadcrumb(of: session, ascii: true, width: 40) == "Home > Album")
        #expect(typesetting.breadcrumb(of: session, ascii: true, width: 10) == "… > Album")
    }

    /// Switching animators installs the new entry on every tab and keeps each tab's stack and
    /// the selection.
    @Test func anAnimatorSwitchReinstallsEveryTab() throws {
        let session = try makeSession()
        session.handle(.push)
        session.advance(by: 1)
        session.handle(.nextTab)
        let before = session.tabNavigationControllers
        session.selectAnimator(0)  // Vertical slide: a navigation controller subclass
        #expect(session.animator.name == "Vertical slide (seed 000)")
        let after = session.tabNavigationControllers
        #expect(zip(before, after).allSatisfy { $0 !== $1 })
        #expect(after.allSatisfy { type(of: $0) != UINavigationController.self })
        #expect(after.map { $0.viewControllers.map(\.title) } == [["Home", "Photos"], ["Inbox"], ["Settings"]])
        #expect(session.tabBarController?.viewControllers?.count == 3)
        #expect(session.selectedTabIndex == 1)
    }

    /// Each animator gets a new tab bar controller: the Tab slide's pan recognizer stays with
    /// its own, so after switching to another entry a sideways drag no longer switches tabs, and
    /// switching back gives one pan again, not two.
    @Test func aTabBarDelegatesGesturesGoWithItsAnimator() throws {
        let session = try makeSession(animator: "Tab slide")
        let slide = try #require(AnimatorCatalog.entries.firstIndex { $0.name == "Tab slide" })
        let plain = try #require(AnimatorCatalog.entries.firstIndex { $0.name == "iOS default" })
        #expect(session.tabBarController?.view.gestureRecognizers?.count == 1)
        session.selectAnimator(plain)
        #expect(session.tabBarController?.view.gestureRecognizers?.isEmpty ?? true)
        #expect(session.tabBarController?.delegate == nil)
        session.selectAnimator(slide)
        #expect(session.tabBarController?.view.gestureRecognizers?.count == 1)
        #expect(session.window.rootViewController === session.tabBarController)
    }

    /// `m` on the inbox presents the compose sheet (the screen's `present`: a page sheet) in a
    /// navigation controller of its own, from the tab bar controller (the window's root, Apple's
    /// docs for `present`); `p` pushes inside it; its third row presents the photos full screen
    /// over it, a chain; `d` dismisses the top one at a time. Each system presentation and
    /// dismissal takes 0.5 s here (TransitionKit's sheet and cover).
    @Test func presentingMakesAChainThatDismissesFromTheTop() throws {
        let session = try makeSession()
        let tabs = try #require(session.tabBarController)
        session.handle(.nextTab)
        session.handle(.present)
        #expect(session.isPresentationTransitioning)
        let sheet = try #require(session.presentationChain.first as? UINavigationController)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        #expect(sheet.presentingViewController === tabs)
        #expect(sheet.topViewController?.title == "New Message")
        #expect(crumbs(session) == "Inbox ⇡ New Message")
        #expect(session.runningTransition?.name == "present")
        session.advance(by: 0.6)
        #expect(!session.isAnyTransitioning)
        session.handle(.push)
        session.advance(by: 1)
        #expect(sheet.viewControllers.count == 2)
        #expect(crumbs(session) == "Inbox ⇡ New Message › Detail 1")
        session.handle(.pop)
        session.advance(by: 1)
        let compose = try #require(sheet.topViewController as? ScreenViewController)
        compose.selectItem(at: 2)
        session.handle(.present)
        session.advance(by: 0.6)
        #expect(session.presentationChain.count == 2)
        let cover = try #require(session.presentationChain.last as? UINavigationController)
        #expect(cover.modalPresentationStyle == .fullScreen && cover.presentingViewController === sheet)
        #expect(crumbs(session) == "Inbox ⇡ New Message ⇡ Photos")
        #expect(
            session.hudBreadcrumb(ascii: true).map { $0.separator + $0.title }.joined()
                == "Inbox ^ New Message ^ Photos")
        session.handle(.dismiss)
        #expect(session.runningTransition?.name == "dismiss")
        session.advance(by: 0.6)
        #expect(session.presentationChain.count == 1)
        session.handle(.dismiss)
        session.advance(by: 0.6)
        #expect(session.presentationChain.isEmpty && session.breadcrumb == ["Inbox"])
    }

    /// The HUD at 80 × 24 (the panel beside the phone, 57 columns) shows the chain and the tab
    /// on rows of their own, and every hint line whole; at 48 × 40 (the panel below the phone,
    /// 7 rows: beside, the phone would have 48 − 25 = 23 columns; below, round(31·2·390/844) + 2
    /// = 31) the tab goes before the stack so that the animator's row stays.
    @Test func theHUDShowsTheChainAndTheTabAt80By24() throws {
        let session = try makeSession()
        session.handle(.nextTab)
        session.handle(.present)
        session.advance(by: 0.6)
        let renderer = PlaygroundRenderer(glyphs: .unicode, depth: .monochrome)
        var grid = CellGrid(columns: 80, rows: 24)
        renderer.render(session, into: &grid)
        let lines = grid.lines()
        #expect(lines.contains { $0.hasSuffix("Stack      Inbox ⇡ New Message") })
        #expect(lines.contains { $0.hasSuffix("Tab        2/3 Messages") })
        #expect(lines.contains { $0.contains("Animator   \(session.animatorLabel)") })
        for hint in KeyTable.hintLines(animatorCount: session.animators.count) {
            #expect(lines.contains { $0.hasSuffix(hint) }, "\(hint)")
        }
        var small = CellGrid(columns: 48, rows: 40)
        renderer.render(session, into: &small)
        let below = small.lines()
        #expect(below.contains { $0.hasSuffix("Stack      Messages: Inbox ⇡ New Message") })
        #expect(below.contains { $0.contains("Animator") })
    }

    /// `f` on a frozen presentation: an entry whose presentation animator never calls
    /// `completeTransition` (1 s long) is still running at 2.5 s (`f` refuses: not overdue until
    /// 2 s past its duration) and overdue at 3.1 s, when `f` completes it; the HUD's frozen line
    /// names the animator.
    @Test func fForceCompletesAFrozenPresentation() throws {
        AnimationEngine.shared.reset()
        let entry = AnimatorEntry.presentation("Frozen") { FrozenPresentationDelegate() }
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: [entry])
        session.handle(.present)
        session.advance(by: 2.5)
        session.handle(.forceComplete)
        #expect(session.notice == .transitionStillRunning)
        session.advance(by: 0.6)
        #expect(session.isTransitionOverdue)
        #expect(session.overdueAnimatorName == "FrozenPresentationAnimator")
        session.handle(.forceComplete)
        #expect(session.notice == .forcedCompletion(cancelled: false))
        #expect(!session.isAnyTransitioning && session.presentationChain.count == 1)
    }

    /// What is refused, as values: a dismissal with nothing presented; a present, a dismissal,
    /// a tab switch or a push while a presentation runs; the tab keys while a sheet covers the
    /// bar; an animator switch while something is presented; the tab keys without tabs.
    @Test func refusalsAreNotices() throws {
        let session = try makeSession()
        session.handle(.dismiss)
        #expect(session.notice == .nothingToDismiss)
        session.handle(.present)
        session.handle(.present)
        #expect(session.notice == .actionDuringTransition(.present))
        session.handle(.dismiss)
        #expect(session.notice == .actionDuringTransition(.dismiss))
        session.handle(.push)
        #expect(session.notice == .actionDuringTransition(.navigation))
        session.advance(by: 0.6)
        session.handle(.nextTab)
        #expect(session.notice == .tabsCoveredByPresentation)
        session.handle(.animator(1))
        #expect(session.notice == .switchWhilePresenting)

        AnimationEngine.shared.reset()
        let classic = PlaygroundSession(
            catalog: ScreenCatalog(assets: try TestSupport.classicAssets()), animators: AnimatorCatalog.entries)
        #expect(classic.tabBarController == nil && classic.selectedTabIndex == nil)
        classic.handle(.nextTab)
        #expect(classic.notice == .noTabs)
    }

    /// Half sheet: the entry's delegate presents with `.custom`; the sheet ends in the lower
    /// half, 844 × 0.5 = 422 points tall at y 422, over the dimming view; a tap above it (on the
    /// dimming) dismisses it through the slide down (0.4 s).
    @Test func theHalfSheetPresentsOverADimmingViewThatDismissesOnATap() throws {
        let session = try makeSession(animator: "Half sheet")
        session.handle(.present)
        let sheet = try #require(session.presentationChain.first)
        #expect(sheet.modalPresentationStyle == .custom)
        session.advance(by: 0.5)
        #expect(!session.isAnyTransitioning)
        #expect(isClose(sheet.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422), 1e-6))
        session.window.sendTouch(at: CGPoint(x: 195, y: 200), phase: .began)
        session.window.sendTouch(at: CGPoint(x: 195, y: 200), phase: .ended)
        #expect(session.runningTransition?.name == "dismiss")
        session.advance(by: 0.5)
        #expect(session.presentationChain.isEmpty)
    }

    /// Half sheet: a pan down the sheet drags it down with the finger — 211 points, half its
    /// 422, puts the dismissal at 0.5 — and released there (past 0.4) it finishes.
    @Test func aPanDownTheHalfSheetDismissesItInteractively() throws {
        let session = try makeSession(animator: "Half sheet")
        session.handle(.present)
        session.advance(by: 0.5)
        let window = session.window
        window.sendTouch(at: CGPoint(x: 195, y: 500), phase: .began)
        for step in 1...10 {
            session.advance(by: 0.05)
            window.sendTouch(at: CGPoint(x: 195, y: 500 + 21.1 * CGFloat(step)), phase: .moved)
        }
        let coordinator = try #require(session.runningTransition?.coordinator)
        #expect(coordinator.isInteractive)
        // The recognizer begins after its slop; the translation is from the touch-down.
        #expect(abs(coordinator.percentComplete - 0.5) < 0.01)
        window.sendTouch(at: CGPoint(x: 195, y: 711), phase: .ended)
        session.advance(by: 1)
        #expect(session.presentationChain.isEmpty)
    }

    /// The custom pans begin only for their own direction: a drag up the half sheet starts no
    /// dismissal, and with the Tab slide on Messages a vertical drag starts no switch (before
    /// the check it went to Library), nor does a drag to the right on Library (no tab to its
    /// left). Each is checked while the finger is still down.
    @Test func theCustomPansBeginOnlyForTheirDirection() throws {
        let sheet = try makeSession(animator: "Half sheet")
        sheet.handle(.present)
        sheet.advance(by: 0.5)
        #expect(!drag(sheet, from: CGPoint(x: 195, y: 700), by: CGVector(dx: 0, dy: -200)))
        #expect(sheet.presentationChain.count == 1)

        let slide = try makeSession(animator: "Tab slide")
        slide.handle(.nextTab)
        slide.advance(by: 1)
        #expect(!drag(slide, from: CGPoint(x: 195, y: 300), by: CGVector(dx: 0, dy: 300)))
        #expect(slide.selectedTabIndex == 1)
        slide.handle(.previousTab)
        slide.advance(by: 1)
        #expect(!drag(slide, from: CGPoint(x: 100, y: 300), by: CGVector(dx: 200, dy: 0)))
        #expect(slide.selectedTabIndex == 0)
    }

    /// A finger from `start` moved by `offset` in 10 steps of 0.05 s, then lifted, and a second
    /// for what it started to end. Returns whether a transition ran while the finger was down.
    func drag(_ session: PlaygroundSession, from start: CGPoint, by offset: CGVector) -> Bool {
        session.window.sendTouch(at: start, phase: .began)
        var point = start
        for _ in 1...10 {
            session.advance(by: 0.05)
            point = CGPoint(x: point.x + offset.dx / 10, y: point.y + offset.dy / 10)
            session.window.sendTouch(at: point, phase: .moved)
        }
        let started = session.isAnyTransitioning
        session.window.sendTouch(at: point, phase: .ended)
        session.advance(by: 1)
        return started
    }

    /// Bubble present: the bubble grows from the selection's centre — Home's first row — and the
    /// presented screen with it: a quarter of the way in, the presented view is scaled below 1
    /// and centred between that point and the screen's centre.
    @Test func theBubbleGrowsFromTheSelection() throws {
        let session = try makeSession(animator: "Bubble present")
        let home = try #require(session.navigationController.topViewController as? ScreenViewController)
        let origin = try #require(home.selectionCenter)
        session.handle(.present)
        let presented = try #require(session.presentationChain.first)
        #expect(presented.modalPresentationStyle == .custom)
        session.advance(by: 0.25)
        let layer = try #require(presented.view.layer.presentation())
        #expect(layer.affineTransform().a < 1 && layer.affineTransform().a > 0)
        // UIView.animate eases in and out; at half time (0.25 of 0.5 s) half way: the centre is
        // the mean of the origin and (195, 422).
        // Within 1e-3 points: the timing curve is solved numerically.
        #expect(abs(layer.position.x - (origin.x + 195) / 2) < 1e-3)
        #expect(abs(layer.position.y - (origin.y + 422) / 2) < 1e-3)
        session.advance(by: 0.3)
        #expect(!session.isAnyTransitioning)
        session.handle(.dismiss)
        session.advance(by: 0.6)
        #expect(session.presentationChain.isEmpty)
    }

    /// Tab slide: `}` runs the delegate's animator; half way (0.15 of 0.3 s, ease in-out is
    /// symmetric) Library's view is 195 points to the left and Messages' 195 to the right of
    /// the origin; at the end Library's view is out of the container (the check).
    @Test func aTabSlideRunsTheDelegatesAnimator() throws {
        let session = try makeSession(animator: "Tab slide")
        let tabs = try #require(session.tabBarController)
        let library = session.tabNavigationControllers[0].view
        let messages = session.tabNavigationControllers[1].view
        session.handle(.nextTab)
        #expect(tabs.isTransitioning && session.runningTransition?.name == "tab switch")
        session.advance(by: 0.15)
        // Within 1e-3 points: the timing curve is solved numerically.
        #expect(abs((library?.layer.presentation()?.frame.minX ?? 0) + 195) < 1e-3)
        #expect(abs((messages?.layer.presentation()?.frame.minX ?? 0) - 195) < 1e-3)
        session.advance(by: 0.2)
        #expect(!tabs.isTransitioning && session.selectedTabIndex == 1)
        #expect(library?.superview == nil)
    }

    /// Tab slide: a pan to the left over the content swipes to the next tab, following the
    /// finger — 195 points of 390 is half way — and released there with no speed it finishes
    /// only past half way: at 40 % (156 points) it goes back.
    @Test func aSwipeOverTheContentSwitchesTabsInteractively() throws {
        let session = try makeSession(animator: "Tab slide")
        let tabs = try #require(session.tabBarController)
        let window = session.window
        window.sendTouch(at: CGPoint(x: 300, y: 400), phase: .began)
        for step in 1...8 {
            session.advance(by: 0.1)
            window.sendTouch(at: CGPoint(x: 300 - 19.5 * CGFloat(step), y: 400), phase: .moved)
        }
        let coordinator = try #require(tabs.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(abs(coordinator.percentComplete - 0.4) < 0.01)
        session.advance(by: 0.5)  // held still: no velocity
        window.sendTouch(at: CGPoint(x: 144, y: 400), phase: .ended)
        session.advance(by: 1)
        #expect(!tabs.isTransitioning && session.selectedTabIndex == 0)
    }
}

/// Presents by adding the view and never completing: a frozen presentation.
@MainActor
final class FrozenPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
    }
}

/// Hands out `FrozenPresentationAnimator` for presentations.
@MainActor
final class FrozenPresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { FrozenPresentationAnimator() }
}
