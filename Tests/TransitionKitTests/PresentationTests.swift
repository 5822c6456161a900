import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// One log shared by several controllers and a presentation controller, so that the order of
/// their callbacks can be read.
@MainActor
final class SharedLog {
    var entries: [String] = []
}

/// A presentation controller delegate that does nothing.
@MainActor
final class AdaptiveDelegate: UIAdaptivePresentationControllerDelegate {}

/// A controller that writes its appearance callbacks to a shared log.
@MainActor
final class LoggingController: UIViewController {
    let log: SharedLog
    let name: String

    init(_ name: String, _ log: SharedLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) {
        log.entries.append("\(name).didAppear" + (isBeingPresented ? " (being presented)" : ""))
    }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) {
        log.entries.append("\(name).didDisappear" + (isBeingDismissed ? " (being dismissed)" : ""))
    }
}

/// A presentation controller for the bottom half of the container that logs its hooks.
@MainActor
final class HalfPresentationController: UIPresentationController {
    var log: SharedLog?
    var removesPresenter = false
    /// Whether a transition coordinator was there in presentationTransitionWillBegin.
    var sawCoordinator = false

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func presentationTransitionWillBegin() {
        sawCoordinator = presentedViewController.transitionCoordinator != nil
        log?.entries.append("presentationWillBegin")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.entries.append("presentationDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() { log?.entries.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.entries.append("dismissalDidEnd(\(completed))")
    }
}

/// What an animator saw in the context, for `view(forKey:)` and frame checks.
@MainActor
final class ContextSnapshot {
    var fromView: UIView?
    var toView: UIView?
    var fromVC: UIViewController?
    var toVC: UIViewController?
    var initialFrames: [CGRect] = []
    var finalFrames: [CGRect] = []
}

/// Puts the presented view at its final frame (or removes nothing) and completes after 0.3 s
/// of a fade; records what the context gives.
@MainActor
final class RecordingPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let snapshot = ContextSnapshot()

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        snapshot.fromView = context.view(forKey: .from)
        snapshot.toView = context.view(forKey: .to)
        let from = context.viewController(forKey: .from)
        let to = context.viewController(forKey: .to)
        snapshot.fromVC = from
        snapshot.toVC = to
        for vc in [from, to].compactMap({ $0 }) {
            snapshot.initialFrames.append(context.initialFrame(for: vc))
            snapshot.finalFrames.append(context.finalFrame(for: vc))
        }
        let moving = presenting ? context.view(forKey: .to) : context.view(forKey: .from)
        if presenting, let moving, let to {
            moving.frame = context.finalFrame(for: to)
            moving.alpha = 0
            context.containerView.addSubview(moving)
        }
        UIView.animate(
            withDuration: 0.3, animations: { moving?.alpha = self.presenting ? 1 : 0 },
            completion: { _ in
                moving?.alpha = 1
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// A transitioning delegate with recording animators, a half presentation controller and
/// optional interaction controllers.
@MainActor
final class RecordingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let presentAnimator = RecordingPresentationAnimator(presenting: true)
    let dismissAnimator = RecordingPresentationAnimator(presenting: false)
    var presentationController: HalfPresentationController?
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?
    var presentationInteractor: UIPercentDrivenInteractiveTransition?
    var log: SharedLog?
    var removesPresenter = false
    var sources: [UIViewController] = []

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        sources.append(source)
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissAnimator
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { dismissalInteractor }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { presentationInteractor }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = HalfPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        controller.removesPresenter = removesPresenter
        presentationController = controller
        return controller
    }
}

@MainActor
@Suite struct PresentationTests {
    @Test func customPresentationControllerFramesTheHalfSheet() throws {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        let sheet = TitledViewController("Sheet")
        let delegate = RecordingTransitioningDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        home.present(sheet, animated: true)
        AnimationEngine.shared.advance(by: 0.31)
        // The window is 390 × 844 and the container fills it: the bottom half starts at
        // 844 / 2 = 422 and is 422 tall.
        let container = try #require(delegate.presentationController?.containerView)
        #expect(container.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(delegate.presentAnimator.snapshot.finalFrames.last == CGRect(x: 0, y: 422, width: 390, height: 422))
        // The container is the window's last subview, above the root view, which stays.
        #expect(window.subviews.last === container)
        #expect(home.view.superview === window)
        #expect(sheet.view.superview === container)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.presentingViewController === home)
        #expect(sheet.presentationController === delegate.presentationController)
        #expect(delegate.sources.first === home)
    }

    @Test func pageSheetSitsBelowTheStatusBarAndPushesThePresenterBack() {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let sheet = TitledViewController("Sheet")
        // .automatic (the default) is the page sheet on a phone.
        #expect(sheet.modalPresentationStyle == .automatic)
        // As on iOS 13, the presentation controller can be configured before presenting.
        let adaptiveDelegate = AdaptiveDelegate()
        let prepared = sheet.presentationController
        prepared?.delegate = adaptiveDelegate
        home.present(sheet, animated: true)
        #expect(sheet.presentationController === prepared)
        #expect(sheet.presentationController?.delegate === adaptiveDelegate)
        #expect(sheet.presentationController?.presentationStyle == .pageSheet)
        AnimationEngine.shared.advance(by: 0.51)
        // The window's top inset is 47; the sheet starts 10 below: y = 57, height 844 − 57 = 787.
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        // The presenter is scaled to (390 − 2·16) / 390 = 358 / 390 = 0.917949 about its
        // centre, whose top then comes down by (1 − 0.917949) · 844 / 2 = 34.6256; it is moved
        // a further 47 − 34.6256 = 12.3744 so that its top is at 47.
        let scale: CGFloat = 358.0 / 390.0
        let expected = CGAffineTransform(translationX: 0, y: 47 - (1 - scale) * 422).scaledBy(x: scale, y: scale)
        #expect(isClose(home.view.transform, expected))
        #expect(isClose(home.view.transform.ty, 12.3744, 1e-3))
        // Top of the pushed-back presenter on screen: 422 + 12.3744 − 0.917949 · 422 = 47.
        #expect(isClose(presented(home.view).frame.minY, 47, 1e-3))
        #expect(home.view.layer.cornerRadius == 10)

        sheet.dismiss(animated: true)
        AnimationEngine.shared.advance(by: 0.51)
        #expect(home.view.transform == .identity)
        #expect(home.view.layer.cornerRadius == 0)
        #expect(sheet.view.layer.cornerRadius == 0)
        #expect(home.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil)
    }

    @Test func presentingAndPresentedThroughAChainOfThree() throws {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let second = TitledViewController("Second")
        let secondNavigation = UINavigationController(rootViewController: second)
        secondNavigation.modalPresentationStyle = .fullScreen
        // Called on the navigation controller's child: UIKit's presenter is the window's root.
        home.present(secondNavigation, animated: false)
        #expect(secondNavigation.presentingViewController === navigation)
        #expect(navigation.presentedViewController === secondNavigation)
        // A child asks its ancestors: home's presentedViewController is its parent's.
        #expect(home.presentedViewController === secondNavigation)
        #expect(navigation.visibleViewController === secondNavigation)

        let third = TitledViewController("Third")
        third.modalPresentationStyle = .overFullScreen
        // Called from inside the presented navigation controller: presented by it.
        second.present(third, animated: false)
        #expect(third.presentingViewController === secondNavigation)
        #expect(secondNavigation.presentedViewController === third)
        // second is not presented itself: its presentingViewController is its presented
        // ancestor's presenter, the root.
        #expect(second.presentingViewController === navigation)
        #expect(second.presentedViewController === third)
        // The full-screen presentation removed the root's view; two containers remain, in
        // order, the third's on top.
        try #require(window.subviews.count == 2)
        #expect(navigation.view.superview == nil)
        #expect(secondNavigation.view.isDescendant(of: window.subviews[0]))
        #expect(third.view.isDescendant(of: window.subviews[1]))

        // Presenting again from the root, which already presents, is refused.
        let refused = TitledViewController("Refused")
        navigation.present(refused, animated: false)
        #expect(refused.presentingViewController == nil)
        #expect(AnimationEngine.shared.diagnostics.last?.kind == .invalidOperation)

        // Dismissing from the root dismisses the second and the third above it.
        navigation.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil)
        #expect(secondNavigation.presentedViewController == nil)
        #expect(third.presentingViewController == nil)
        // Only the root's view is left, back in the window.
        #expect(window.subviews.count == 1)
        #expect(navigation.view.superview === window)
    }

    @Test func currentContextIsPresentedByTheDefiningController() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        home.definesPresentationContext = true
        let overlay = TitledViewController("Overlay")
        overlay.modalPresentationStyle = .overCurrentContext
        home.present(overlay, animated: false)
        #expect(overlay.presentingViewController === home)
        #expect(home.presentedViewController === overlay)
        // The container covers home's view (the whole window here).
        #expect(overlay.presentationController?.containerView?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func viewForKeyFollowsThePresentationStyle() throws {
        // Full screen: the presenter's view is in the container during the transition and is
        // the from view; it is removed afterwards (Apple's docs for .fullScreen).
        do {
            let home = TitledViewController("Home")
            let window = makeWindow(home)
            defer { withExtendedLifetime(window) {} }
            let modal = TitledViewController("Modal")
            let delegate = RecordingTransitioningDelegate()
            modal.modalPresentationStyle = .fullScreen
            modal.transitioningDelegate = delegate
            home.present(modal, animated: true)
            let snapshot = delegate.presentAnimator.snapshot
            #expect(snapshot.fromView === home.view)
            #expect(snapshot.toView === modal.view)
            #expect(snapshot.fromVC === home)
            #expect(snapshot.toVC === modal)
            // initial and final of the presenter: the container's bounds; presented: zero → bounds.
            let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
            #expect(snapshot.initialFrames == [bounds, .zero])
            #expect(snapshot.finalFrames == [bounds, bounds])
            AnimationEngine.shared.advance(by: 0.31)
            #expect(home.view.superview == nil)
            modal.dismiss(animated: true)
            let dismissal = delegate.dismissAnimator.snapshot
            #expect(dismissal.fromView === modal.view)
            #expect(dismissal.toView === home.view)
            #expect(home.view.superview === modal.presentationController?.containerView)
            AnimationEngine.shared.advance(by: 0.31)
            // Back where it was: the window's subview.
            #expect(home.view.superview === home.view.window)
            #expect(home.view.window?.subviews.count == 1)
        }
        // Over full screen and custom (shouldRemovePresentersView false): no from view on
        // present, no to view on dismiss; the presenter's view stays in the window.
        for style in [UIModalPresentationStyle.overFullScreen, .custom] {
            let home = TitledViewController("Home")
            let window = makeWindow(home)
            let modal = TitledViewController("Modal")
            let delegate = RecordingTransitioningDelegate()
            modal.modalPresentationStyle = style
            modal.transitioningDelegate = delegate
            home.present(modal, animated: true)
            #expect(delegate.presentAnimator.snapshot.fromView == nil)
            #expect(delegate.presentAnimator.snapshot.toView === modal.view)
            AnimationEngine.shared.advance(by: 0.31)
            #expect(home.view.superview === window)
            modal.dismiss(animated: true)
            #expect(delegate.dismissAnimator.snapshot.fromView === modal.view)
            #expect(delegate.dismissAnimator.snapshot.toView == nil)
            AnimationEngine.shared.advance(by: 0.31)
        }
        // Custom whose presentation controller removes the presenter's view: it is the from view.
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let modal = TitledViewController("Modal")
        let delegate = RecordingTransitioningDelegate()
        delegate.removesPresenter = true
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = delegate
        home.present(modal, animated: true)
        #expect(delegate.presentAnimator.snapshot.fromView === home.view)
        // The half sheet's final frame: the bottom half, 422 points from the top.
        #expect(delegate.presentAnimator.snapshot.finalFrames.last == CGRect(x: 0, y: 422, width: 390, height: 422))
    }

    @Test func fullScreenAppearanceCallbacksComeInUIKitsOrder() {
        let log = SharedLog()
        let home = LoggingController("Home", log)
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        log.entries.removeAll()
        let modal = LoggingController("Modal", log)
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        home.present(modal, animated: true) {
            log.entries.append("completion")
            completed = true
        }
        #expect(modal.isBeingPresented)
        AnimationEngine.shared.advance(by: 0.51)
        #expect(completed)
        #expect(!modal.isBeingPresented)
        home.dismiss(animated: true) { log.entries.append("dismissed") }
        #expect(modal.isBeingDismissed)
        AnimationEngine.shared.advance(by: 0.51)
        // Full screen removes the presenter's view: it disappears and reappears (Apple's docs
        // for viewWillDisappear and .fullScreen); the completion runs last.
        #expect(
            log.entries == [
                "Home.willDisappear", "Modal.willAppear", "Home.didDisappear", "Modal.didAppear (being presented)",
                "completion", "Modal.willDisappear", "Home.willAppear", "Modal.didDisappear (being dismissed)",
                "Home.didAppear", "dismissed",
            ])
    }

    @Test func pageSheetKeepsThePresenterAppeared() {
        let log = SharedLog()
        let home = LoggingController("Home", log)
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        log.entries.removeAll()
        let sheet = LoggingController("Sheet", log)
        home.present(sheet, animated: true)
        AnimationEngine.shared.advance(by: 0.51)
        sheet.dismiss(animated: true)
        AnimationEngine.shared.advance(by: 0.51)
        // iOS 13's sheets leave the presenter's view in place: it gets no callbacks.
        #expect(
            log.entries == [
                "Sheet.willAppear", "Sheet.didAppear (being presented)", "Sheet.willDisappear",
                "Sheet.didDisappear (being dismissed)",
            ])
    }

    @Test func hooksReportCompletionAndACancelledInteractiveDismissal() throws {
        let log = SharedLog()
        let home = LoggingController("Home", log)
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        log.entries.removeAll()
        let sheet = LoggingController("Sheet", log)
        let delegate = RecordingTransitioningDelegate()
        delegate.log = log
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        home.present(sheet, animated: true)
        #expect(delegate.presentationController?.sawCoordinator == true)
        AnimationEngine.shared.advance(by: 0.31)

        // An interactive dismissal dragged to 30 % and let go of: cancelled.
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteractor = interactor
        sheet.dismiss(animated: true)
        #expect(sheet.transitionCoordinator?.isInteractive == true)
        interactor.update(0.3)
        // The fade is held at 30 %: alpha 1 − 0.3 = 0.7 on screen (linear in time; the
        // ease-in-out of UIView.animate at 0.3 gives bezier(0.42, 0, 0.58, 1)).
        interactor.cancel()
        // The rest plays back over 0.3 · 0.3 s = 0.09 s.
        AnimationEngine.shared.advance(by: 0.1)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.view.superview === delegate.presentationController?.containerView)
        delegate.dismissalInteractor = nil
        sheet.dismiss(animated: true)
        AnimationEngine.shared.advance(by: 0.31)
        #expect(home.presentedViewController == nil)
        #expect(
            log.entries == [
                "presentationWillBegin", "Sheet.willAppear", "presentationDidEnd(true)",
                "Sheet.didAppear (being presented)",
                // The cancelled dismissal: the sheet appears again, no longer being dismissed.
                "dismissalWillBegin", "Sheet.willDisappear", "dismissalDidEnd(false)", "Sheet.willAppear",
                "Sheet.didAppear",
                "dismissalWillBegin", "Sheet.willDisappear", "dismissalDidEnd(true)",
                "Sheet.didDisappear (being dismissed)",
            ])
    }

    @Test func partialCurlIsRefusedWithItsName() {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let modal = TitledViewController("Modal")
        modal.modalPresentationStyle = .fullScreen
        modal.modalTransitionStyle = .partialCurl
        home.present(modal, animated: true)
        let diagnostic = AnimationEngine.shared.diagnostics.last
        #expect(diagnostic?.kind == .unsupportedAnimation)
        #expect(diagnostic?.message.contains(".partialCurl") == true)
        // Cover vertical instead: at the end the modal fills the window.
        AnimationEngine.shared.advance(by: 0.51)
        #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func coverVerticalStartsBelowTheWindow() {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let modal = TitledViewController("Modal")
        modal.modalPresentationStyle = .overFullScreen
        home.present(modal, animated: true)
        // Starts one window height down: y = 844; half-way in time, the ease-in-out curve is at
        // 0.5 (symmetric), so y = 422.
        #expect(isClose(presentedFrame(modal.view).minY, 844))
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(presentedFrame(modal.view).minY, 422, 0.01))
    }

    @Test func alongsideAnimationsRunWithThePresentation() {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let modal = TitledViewController("Modal")
        modal.modalPresentationStyle = .overFullScreen
        var endedCancelled: Bool?
        let badge = UIView(frame: .zero)
        home.view.addSubview(badge)
        home.present(modal, animated: true)
        modal.transitionCoordinator?.animate(
            alongsideTransition: { _ in badge.alpha = 0 }, completion: { endedCancelled = $0.isCancelled })
        #expect(home.transitionCoordinator != nil)
        // Half-way through the 0.5 s: ease-in-out at 0.5 is 0.5, alpha 1 − 0.5 = 0.5.
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(CGFloat(presented(badge).opacity), 0.5, 0.01))
        AnimationEngine.shared.advance(by: 0.26)
        #expect(endedCancelled == false)
        #expect(modal.transitionCoordinator == nil)
    }
}

/// Fades a sheet out over 0.3 s on dismissal, with an interaction controller, for the page
/// sheet's interactive dismissal.
@MainActor
final class InteractiveSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let dismissAnimator = RecordingPresentationAnimator(presenting: false)
    let interactor = UIPercentDrivenInteractiveTransition()

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissAnimator
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

@MainActor
@Suite struct InteractivePresentationTests {
    @Test func anInteractiveSheetDismissalScrubsThePushedBackPresenter() {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let sheet = TitledViewController("Sheet")
        let delegate = InteractiveSheetDelegate()
        sheet.transitioningDelegate = delegate
        home.present(sheet, animated: true)
        AnimationEngine.shared.advance(by: 0.51)
        let pushedBack: CGFloat = 358.0 / 390.0
        #expect(isClose(home.view.transform.a, pushedBack))

        sheet.dismiss(animated: true)
        delegate.interactor.update(0.5)
        AnimationEngine.shared.advance(by: 1)
        // Held at 50 % of 0.3 s whatever the clock does: the presenter's scale, animated
        // alongside with ease-in-out (0.5 at half-way), is half-way back to 1:
        // 0.917949 + (1 − 0.917949) · 0.5 = 0.958974; the sheet's fade (linear held time,
        // ease-in-out curve) is at alpha 1 − 0.5 = 0.5.
        #expect(isClose(presented(home.view).affineTransform().a, pushedBack + (1 - pushedBack) * 0.5, 1e-3))
        #expect(isClose(CGFloat(presented(sheet.view).opacity), 0.5, 1e-3))
        delegate.interactor.cancel()
        AnimationEngine.shared.advance(by: 0.2)
        // Cancelled: the sheet stays, the presenter pushed back again.
        #expect(home.presentedViewController === sheet)
        #expect(isClose(presented(home.view).affineTransform().a, pushedBack, 1e-3))
        #expect(isClose(home.view.transform.a, pushedBack))
    }

    @Test func aCancelledInteractivePresentationLeavesNothingPresented() throws {
        let log = SharedLog()
        let home = LoggingController("Home", log)
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        log.entries.removeAll()
        let sheet = LoggingController("Sheet", log)
        let delegate = RecordingTransitioningDelegate()
        delegate.log = log
        let interactor = UIPercentDrivenInteractiveTransition()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        delegate.presentationInteractor = interactor
        var completed = false
        home.present(sheet, animated: true) { completed = true }
        interactor.update(0.4)
        interactor.cancel()
        // Back over 0.4 · 0.3 s = 0.12 s.
        AnimationEngine.shared.advance(by: 0.13)
        #expect(!completed)
        #expect(home.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil)
        #expect(window.subviews.count == 1)
        #expect(
            log.entries == [
                "presentationWillBegin", "Sheet.willAppear", "presentationDidEnd(false)", "Sheet.willDisappear",
                "Sheet.didDisappear",
            ])
    }

    @Test func crossDissolveFadesTheModalIn() {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let modal = TitledViewController("Modal")
        modal.modalPresentationStyle = .fullScreen
        modal.modalTransitionStyle = .crossDissolve
        home.present(modal, animated: true)
        // 0.5 s ease-in-out: half-way at 0.5.
        AnimationEngine.shared.advance(by: 0.25)
        #expect(isClose(CGFloat(presented(modal.view).opacity), 0.5, 1e-3))
        #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        AnimationEngine.shared.advance(by: 0.26)
        #expect(home.view.superview == nil)
        #expect(modal.presentingViewController === home)
    }

    @Test func flipHorizontalEndsWithTheModalShown() {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let modal = TitledViewController("Modal")
        modal.modalPresentationStyle = .fullScreen
        modal.modalTransitionStyle = .flipHorizontal
        home.present(modal, animated: true)
        #expect(modal.transitionCoordinator?.transitionDuration == 0.75)
        AnimationEngine.shared.advance(by: 0.76)
        #expect(modal.view.superview === modal.presentationController?.containerView)
        #expect(home.view.superview == nil)
        modal.dismiss(animated: true)
        AnimationEngine.shared.advance(by: 0.76)
        #expect(home.view.superview === window)
        #expect(modal.view.superview == nil)
        #expect(!modal.view.isHidden)
    }
}

/// Records the adaptive delegate calls of a sheet's swipe to dismiss.
@MainActor
final class SheetDismissalDelegate: UIAdaptivePresentationControllerDelegate {
    var log: [String] = []
    var allows = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("didAttemptToDismiss")
    }
}

@MainActor
@Suite struct SheetSwipeDismissalTests {
    @Test func aSwipeDownTheSheetDismissesItInteractively() throws {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let sheet = TitledViewController("Sheet")
        let delegate = SheetDismissalDelegate()
        sheet.presentationController?.delegate = delegate
        home.present(sheet, animated: true)
        AnimationEngine.shared.advance(by: 0.51)
        let controller = try #require(sheet.presentationController)

        // Dragged half-way and let go of: the sheet, from y = 57 towards 844 over the held
        // 0.5 s, ease-in-out (0.5 at half time), is at 57 + 787 · 0.5 = 450.5; cancelled, it goes
        // back up over 0.5 · 0.5 s = 0.25 s.
        let first = try #require(controller.beginInteractiveDismissal())
        first.update(0.5)
        #expect(isClose(presentedFrame(sheet.view).minY, 450.5, 1e-3))
        first.cancel()
        AnimationEngine.shared.advance(by: 0.26)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(delegate.log == ["shouldDismiss", "willDismiss"])

        // Dragged to 70 % and released: it finishes over 0.3 · 0.5 s = 0.15 s.
        let second = try #require(controller.beginInteractiveDismissal())
        second.update(0.7)
        second.finish()
        AnimationEngine.shared.advance(by: 0.16)
        #expect(home.presentedViewController == nil)
        #expect(home.view.transform == .identity)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss"])
    }

    /// A finger on the sheet, moved straight down in 10 steps of 1/60 s to `depth` points
    /// below where it landed, then held `rest` seconds and lifted there.
    func drag(_ window: UIWindow, from start: CGPoint, down depth: CGFloat, sideways: CGFloat = 0, rest: TimeInterval) {
        let engine = AnimationEngine.shared
        window.sendTouch(at: start, phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            let fraction = CGFloat(step) / 10
            window.sendTouch(
                at: CGPoint(x: start.x + sideways * fraction, y: start.y + depth * fraction), phase: .moved)
        }
        engine.advance(by: rest)
        window.sendTouch(at: CGPoint(x: start.x + sideways, y: start.y + depth), phase: .ended)
    }

    /// The sheet is 787 points tall (from y 57). A finger landing on it at y 200 and dragged
    /// 0.3 × 787 = 236.1 down, held still 0.2 s (no velocity) and lifted, puts it back; dragged
    /// 0.7 × 787 = 550.9 down and lifted the same way, it dismisses. Mid-drag at 0.3 the sheet's
    /// top is under the finger's travel: the system slide runs linear while interactive, so
    /// 57 + 0.3 × 787 = 293.1 (eased in-out it would lag at about 0.188: 204.7).
    @Test func aDragDownTheSheetFollowsTheFingerAndDismissesPastHalfWay() throws {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let sheet = TitledViewController("Sheet")
        let delegate = SheetDismissalDelegate()
        sheet.presentationController?.delegate = delegate
        home.present(sheet, animated: true)
        AnimationEngine.shared.advance(by: 0.51)

        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 195, y: 200), phase: .began)
        for step in 1...10 {
            engine.advance(by: 1.0 / 60)
            window.sendTouch(at: CGPoint(x: 195, y: 200 + 23.61 * CGFloat(step)), phase: .moved)
        }
        #expect(isClose(presentedFrame(sheet.view).minY, 293.1, 0.5))
        engine.advance(by: 0.2)
        window.sendTouch(at: CGPoint(x: 195, y: 436.1), phase: .ended)
        engine.advance(by: 1)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))

        drag(window, from: CGPoint(x: 195, y: 200), down: 550.9, rest: 0.2)
        // The rest of the slide takes 0.3 × 0.5 = 0.15 s; the dismissal completes on a frame
        // after the one the slide ends in (two frames here, as the playground's are).
        engine.advance(by: 0.5)
        engine.advance(by: 0.5)
        #expect(home.presentedViewController == nil)
        #expect(home.view.transform == .identity)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss"])
    }

    /// A fast flick finishes from 30 %; a sideways drag, a drag up and one that starts on the
    /// pushed-back presenter above the sheet (y 30 < 57) do not begin the dismissal.
    @Test func onlyADragDownFromTheSheetDismissesIt() throws {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let sheet = TitledViewController("Sheet")
        let delegate = SheetDismissalDelegate()
        sheet.presentationController?.delegate = delegate
        home.present(sheet, animated: false)
        drag(window, from: CGPoint(x: 100, y: 300), down: 20, sideways: 200, rest: 0)
        drag(window, from: CGPoint(x: 195, y: 600), down: -300, rest: 0)
        drag(window, from: CGPoint(x: 195, y: 30), down: 400, rest: 0)
        AnimationEngine.shared.advance(by: 1)
        #expect(home.presentedViewController === sheet)
        #expect(delegate.log.isEmpty)
        // 236.1 points in 10/60 s: the last 0.1 s covers 6 steps of 23.61 = 141.7 points in
        // 0.1 s, 1417 points per second, past 500: finished although short of half way.
        drag(window, from: CGPoint(x: 195, y: 200), down: 236.1, rest: 0)
        AnimationEngine.shared.advance(by: 1)
        #expect(home.presentedViewController == nil)
    }

    /// With `isModalInPresentation` the drag down is refused, and the delegate hears of it.
    @Test func aModalSheetRefusesTheDragDown() throws {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let sheet = TitledViewController("Sheet")
        sheet.isModalInPresentation = true
        let delegate = SheetDismissalDelegate()
        sheet.presentationController?.delegate = delegate
        home.present(sheet, animated: false)
        drag(window, from: CGPoint(x: 195, y: 200), down: 600, rest: 0)
        AnimationEngine.shared.advance(by: 1)
        #expect(home.presentedViewController === sheet)
        #expect(delegate.log == ["didAttemptToDismiss"])
    }

    @Test func aModalSheetRefusesTheSwipe() throws {
        let home = TitledViewController("Home")
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let sheet = TitledViewController("Sheet")
        sheet.isModalInPresentation = true
        let delegate = SheetDismissalDelegate()
        sheet.presentationController?.delegate = delegate
        home.present(sheet, animated: false)
        #expect(sheet.presentationController?.beginInteractiveDismissal() == nil)
        #expect(delegate.log == ["didAttemptToDismiss"])
        #expect(home.presentedViewController === sheet)
        // A full-screen presentation has no swipe.
        sheet.dismiss(animated: false)
        let modal = TitledViewController("Modal")
        modal.modalPresentationStyle = .fullScreen
        home.present(modal, animated: false)
        #expect(modal.presentationController?.beginInteractiveDismissal() == nil)
    }
}

@MainActor
@Suite struct ChainDismissalTests {
    /// Home presents A full screen, A presents B over full screen; home.dismiss animates B
    /// away straight to home and removes A at once (Apple's docs).
    @Test func dismissingLowInAChainAnimatesOnlyTheTop() throws {
        let log = SharedLog()
        let home = LoggingController("Home", log)
        let window = makeWindow(home)
        defer { withExtendedLifetime(window) {} }
        let a = LoggingController("A", log)
        a.modalPresentationStyle = .fullScreen
        home.present(a, animated: false)
        let b = LoggingController("B", log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        log.entries.removeAll()
        var done = false
        home.dismiss(animated: true) { done = true }
        // At once: A is gone; home's view is back, in B's container under B; B is on its way
        // down (cover vertical, 0.5 s).
        let container = try #require(b.presentationController?.containerView)
        #expect(window.subviews == [container])
        #expect(container.subviews.first === home.view)
        #expect(a.presentingViewController == nil)
        #expect(home.presentedViewController === b)
        #expect(b.presentingViewController === home)
        AnimationEngine.shared.advance(by: 0.25)
        // Half-way (ease-in-out 0.5): B is 844 · 0.5 = 422 down.
        #expect(isClose(presentedFrame(b.view).minY, 422, 0.01))
        AnimationEngine.shared.advance(by: 0.26)
        #expect(done)
        #expect(window.subviews == [home.view])
        #expect(home.presentedViewController == nil)
        #expect(
            log.entries == [
                "A.willDisappear", "A.didDisappear (being dismissed)", "B.willDisappear", "Home.willAppear",
                "B.didDisappear (being dismissed)", "Home.didAppear",
            ])
    }
}
