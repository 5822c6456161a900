import Animators
import Foundation
import TerminalRenderer
import TransitionKit

/// The playground itself, without a terminal: a window with a navigation controller showing
/// the screens (with tabs, a tab bar controller with a navigation controller per tab), what is
/// presented modally over them, the chosen animator, the clock's speed and pause state, help, and the
/// scrubbed (interactive) transition. Keys go in through `handle(_:)`; the renderer reads the
/// rest. The interactive run loop and headless mode both drive this. Ours.
@preconcurrency @MainActor
public final class PlaygroundSession {
    /// The slow-motion speeds `s` cycles through: 1×, ½×, ¼×, 1/10×.
    public static let speeds: [Double] = [1, 0.5, 0.25, 0.1]
    /// How far one `[` or `]` moves a scrubbed transition: 5 %.
    public static let scrubStep: CGFloat = 0.05
    /// The wall-clock length of one frame for the `.` key while paused: 1/60 s, which moves
    /// animation time by 1/60 s × the speed — the frame the run loop would show next at 60
    /// frames per second (ours: stepping through slow motion shows its frames).
    public static let stepDuration: TimeInterval = 1.0 / 60
    /// Where the keys' finger lands, as a fraction of the window's width from its left edge: 0,
    /// inside the 20-point margin of a left-edge pan (`UIScreenEdgePanGestureRecognizer`). Ours.
    public static let virtualFingerEdgeX: CGFloat = 0
    /// The speed, in points per second of engine time, of `Enter`'s flick to the right: twice the
    /// 500 points per second at which the interactive pop finishes whatever its progress. Ours.
    public static let flickSpeed: CGFloat = 1000

    /// The screens.
    public let catalog: ScreenCatalog
    /// The animators, in the order of the number keys (replaced by `reloadAnimators(_:)`).
    public private(set) var animators: [AnimatorEntry]
    /// The phone's window (390 × 844 points unless told otherwise).
    public let window: UIWindow
    /// The navigation controller keys push on and pop: the top presented one, else the selected
    /// tab's (replaced when the animator changes style).
    public var navigationController: UINavigationController {
        (presentationChain.last as? UINavigationController) ?? selectedTabNavigation
    }
    /// One navigation controller per tab, left to right; without tabs, the one stack. Never
    /// empty.
    public private(set) var tabNavigationControllers: [UINavigationController]
    /// The selected tab's navigation controller; without tabs, the one stack.
    private var selectedTabNavigation: UINavigationController { tabNavigationControllers[selectedTabIndex ?? 0] }
    /// The tab bar controller at the window's root when the screens have tabs; nil without.
    /// A new one for each animator (see `install`).
    public private(set) var tabBarController: UITabBarController?
    /// Index into `animators` of the current one.
    public private(set) var animatorIndex: Int
    /// Index into `speeds`.
    public private(set) var speedIndex = 0
    /// Whether time is stopped (`Space`).
    public private(set) var isPaused = false
    /// Whether the help overlay is shown (`?`).
    public private(set) var isShowingHelp = false {
        didSet { if !isShowingHelp { helpScroll = 0 } }
    }
    /// Whether the inspector is open (`i`): the renderer gives it a panel, and Tab, Shift-Tab
    /// and the arrows move its selection.
    public private(set) var isShowingInspector = false
    /// The view selected in the inspector, and its row in the tree when it was selected (the
    /// row kept when the view leaves the tree).
    private(set) var inspectorSelection = InspectorSelection()
    /// The first line of the help overlay shown, where the terminal is too short for all of
    /// them (`↑`/`↓` while it is shown; the renderer keeps it to what there is to show).
    public private(set) var helpScroll = 0
    /// A short message from the playground itself (not a diagnostic), e.g. why a key did nothing.
    /// The HUD shows the latest until the next key or the end of the transition it is about.
    public internal(set) var notice: PlaygroundNotice? {
        didSet {
            if let notice { onNotice?(notice) }
        }
    }
    /// Called with each notice as the session gives it — every time, so that two keys refused
    /// alike give two calls — as `DiagnosticLog.onReport` is with each diagnostic: headless mode
    /// prints them on standard error. Ours.
    public var onNotice: ((PlaygroundNotice) -> Void)?
    /// Set by `q`.
    public private(set) var wantsToQuit = false
    /// How much motion transitions show (`PUSHPOP_ANIMATIONS`; default `.full`). Anything but
    /// `.full` turns Reduce Motion on (`AccessibilitySettings`, which `UIAccessibility` reads and
    /// announces the change of), and back off for `.full`.
    public var animations = AnimationMode.full {
        didSet { AccessibilitySettings.shared.isReduceMotionEnabled = animations != .full }
    }
    /// The picture of the screen fading out over a transition that jumped (`.basic`).
    private var crossFade: UIView?
    /// How long `.basic`'s cross-fade takes: 0.3 s, linear (ours).
    public static let crossFadeDuration: TimeInterval = 0.3
    /// The most clock a jump (`.none`, `.basic`) runs through: 12 s, the longest transition
    /// that is not frozen at once (10 s) and the 2 s after which a missing completion is frozen.
    static let longestJump: TimeInterval = 12
    /// Set by `S`: the frame shown is to be saved (`saveRequestedFrame(_:glyphs:depth:in:)`).
    public private(set) var isFrameSaveRequested = false
    /// The moments `,` and `<` stepped back from while reviewing, the latest (earliest in time)
    /// last: `.` and `>` return through them exactly (see `PlaygroundSession+Review.swift`).
    var reviewTrail: [TimeInterval] = []
    /// What `pushpop run` did with the user's files, and with `--watch` is doing (the HUD's
    /// `Files` row); nil when the playground runs no files of the user's.
    public var runStatus: RunStatus?
    /// The scrubbed transition, while one runs.
    public private(set) var scrub: Scrub?
    /// The finger on the phone, while one is down: the mouse's, or the keys' (`]` on the left
    /// edge). Nil when no finger is down.
    public private(set) var finger: Finger?
    /// How many of the engine's diagnostics came before the last navigation action (a push, a
    /// pop, a scrub, a new animator, a forced completion): the HUD shows only later ones, so
    /// what went wrong in one transition does not hang over the next.
    public private(set) var diagnosticsBefore = 0
    /// At most this many pushes and pops wait for the running transition; more are refused
    /// with a notice (ours: UIKit has no limit, but a key held down would queue minutes).
    public static let queueLimit = 8
    private var wasTransitioning = false
    private var wasOverdue = false

    /// The diagnostics reported since the last navigation action, oldest first.
    public var diagnosticsSinceLastAction: Slice<DiagnosticLog> {
        let all = AnimationEngine.shared.diagnostics
        return all[min(diagnosticsBefore, all.count)...]
    }

    /// The latest diagnostic since the last navigation action.
    public var latestDiagnostic: Diagnostic? { diagnosticsSinceLastAction.last }

    /// The proxies between each navigation controller the session made (tabs and presented)
    /// and the animator's delegate, by navigation controller.
    private var proxies: [ObjectIdentifier: NavigationDelegateProxy] = [:]
    /// The proxy of `navigationController`.
    private var proxy: NavigationDelegateProxy? { proxies[ObjectIdentifier(navigationController)] }
    /// The current entry's tab bar controller delegate and transitioning delegate, kept alive
    /// (UIKit holds both weakly).
    private var tabBarDelegate: (any UITabBarControllerDelegate)?
    private var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// A transition being moved by hand with `[` and `]`.
    public struct Scrub {
        /// The interactor driving it.
        public let interactor: UIPercentDrivenInteractiveTransition
        /// Push or pop.
        public let operation: UINavigationController.Operation
    }

    /// A finger on the window: where it is, and whether the keys put it there.
    public struct Finger: Equatable {
        /// Where it is, in window points (inside the window: a drag past the edge is clamped).
        public var location: CGPoint
        /// Whether the keys (`[` `]`) move it, rather than the mouse.
        public let isVirtual: Bool
        /// Where it landed, window points.
        public let start: CGPoint
        /// The way `]` moves the keys' finger and `Enter` flicks it, a unit vector: right for an
        /// edge swipe, down for a sheet's swipe down, left for a swipe to the next tab.
        public let direction: CGVector
        /// Whether a transition ran while it was down.
        public var sawTransition = false
        /// Whether `Enter` let it go: it flicks along `direction` in the next moment of time
        /// and lifts.
        public var isFlicking = false
    }

    /// The gesture the keys' finger makes when `]` puts it down, in the order tried: the edge
    /// swipe where the stack can pop; a swipe down a presented screen; a swipe across the tabs
    /// to the next one. Ours.
    enum KeyGesture: CaseIterable {
        case edgeSwipe, sheetSwipeDown, tabSwipe
    }

    /// Builds the window and the stack's root screen with the animator at `animatorIndex`.
    /// - Parameters:
    ///   - catalog: the screens (from Assets or built in).
    ///   - animators: the entries the number keys choose from; must not be empty.
    ///   - animatorIndex: 0-based index of the first animator (clamped).
    ///   - windowSize: the phone's size in points.
    public init(
        catalog: ScreenCatalog, animators: [AnimatorEntry], animatorIndex: Int = 0,
        windowSize: CGSize = CGSize(width: 390, height: 844)
    ) {
        self.catalog = catalog
        self.animators = animators.isEmpty ? AnimatorCatalog.entries : animators
        let index = min(max(animatorIndex, 0), self.animators.count - 1)
        self.animatorIndex = index
        window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        let entry = self.animators[index]
        let tabs = catalog.document.tabs
        let roots: [UIViewController] =
            tabs.isEmpty
            ? [catalog.makeRootViewController()]
            : tabs.map { catalog.makeViewController(screenID: $0.root) ?? catalog.makeRootViewController() }
        let navigations = roots.map { entry.makeNavigationController($0) }
        tabNavigationControllers = navigations
        install(navigations, entry: entry, stacks: nil)
        window.makeKeyAndVisible()
        catalog.itemTapHandler = { [weak self] screen, point in self?.itemTapped(on: screen, at: point) }
    }

    /// The current animator's entry.
    public var animator: AnimatorEntry { animators[animatorIndex] }

    /// The clock's speed: 1 is real time.
    public var speed: Double { Self.speeds[speedIndex] }

    /// Whether frames should be drawn continuously: something moves (or a finger let go with
    /// `Enter` is about to flick) and time runs.
    public var isAnimating: Bool {
        !isPaused && (AnimationEngine.shared.hasActiveAnimations || finger?.isFlicking == true)
    }

    /// The animator as the HUD and headless headers name it: `4/13 Keyframe flip (seed 004)`.
    public var animatorLabel: String {
        let name = animator.name
        if let kept = keptAnimatorLabel, kept.index == animatorIndex, kept.count == animators.count, kept.name == name {
            return kept.label
        }
        let label = "\(animatorIndex + 1)/\(animators.count) \(name)"
        keptAnimatorLabel = (animatorIndex, animators.count, name, label)
        return label
    }

    /// `animatorLabel` with what it was made from: the HUD asks for it every frame.
    private var keptAnimatorLabel: (index: Int, count: Int, name: String, label: String)?

    /// The separator of the breadcrumb's titles: ` › `, or ` > ` in ASCII. Ours.
    public static func breadcrumbSeparator(ascii: Bool) -> String { ascii ? " > " : " › " }

    /// The titles of the stack, root first.
    public var breadcrumb: [String] {
        navigationController.viewControllers.map { $0.title ?? String(describing: type(of: $0)) }
    }

    /// The separator before a presented controller's titles in the HUD's breadcrumb: ` ⇡ `, or
    /// ` ^ ` in ASCII (the sheet comes up over what is before it). Ours.
    public static func presentationSeparator(ascii: Bool) -> String { ascii ? " ^ " : " ⇡ " }

    /// The HUD's breadcrumb: the stack under the presentations (the selected tab's), then each
    /// presented navigation controller's stack, each title with the separator before it —
    /// `breadcrumbSeparator` within a stack, `presentationSeparator` before a presented one's
    /// first title (`Home › Inbox ⇡ New Message`). The first title's separator is empty.
    public func hudBreadcrumb(ascii: Bool) -> [(separator: String, title: String)] {
        var crumbs: [(separator: String, title: String)] = []
        forEachBreadcrumb(ascii: ascii) { crumbs.append(($0, $1)) }
        return crumbs
    }

    /// Calls `body` with each entry of `hudBreadcrumb(ascii:)` in order (its separator, its
    /// title), building no array: the HUD compares them with the breadcrumb it drew last
    /// every frame, and allocates only when one changed.
    public func forEachBreadcrumb(ascii: Bool, _ body: (_ separator: String, _ title: String) -> Void) {
        let push = Self.breadcrumbSeparator(ascii: ascii)
        let present = Self.presentationSeparator(ascii: ascii)
        var first = true
        func entry(_ screen: UIViewController, firstOfStack: Bool, presented: Bool) {
            let separator = first ? "" : firstOfStack && presented ? present : push
            first = false
            body(separator, screen.title ?? String(describing: type(of: screen)))
        }
        func visit(_ controller: UIViewController, presented: Bool) {
            guard let navigation = controller as? UINavigationController else {
                entry(controller, firstOfStack: true, presented: presented)
                return
            }
            for (position, screen) in navigation.viewControllers.enumerated() {
                entry(screen, firstOfStack: position == 0, presented: presented)
            }
        }
        visit(selectedTabNavigation, presented: false)
        forEachPresented { visit($0, presented: true) }
    }

    /// Calls `body` with each controller of `presentationChain`, in order, building no array.
    private func forEachPresented(_ body: (UIViewController) -> Void) {
        var current = window.rootViewController?.presentedViewController
        while let controller = current {
            body(controller)
            current = controller.presentedViewController
        }
    }

    /// Moves time by `seconds` of wall-clock time (nothing while paused except queued work).
    public func advance(by seconds: TimeInterval) {
        moveClock(by: isPaused ? 0 : seconds)
        settle()
        if animations != .full { jumpTransition() }
    }

    /// `.none` and `.basic`: a transition that runs on its own (no finger or scrub holds it, not
    /// paused, something animating) is run to its end now, 1/60 s at a time as frames would run
    /// it — the main queue drained, the engine's completions and the delegate callbacks in
    /// order — for at most `longestJump`, so the next frame shows where it ends. With `.basic`
    /// a snapshot of the window as the transition starts is put over it and faded out in
    /// `crossFadeDuration` (then removed; it takes no touches). Ours.
    private func jumpTransition() {
        let engine = AnimationEngine.shared
        guard !isPaused, finger == nil, scrub == nil, isAnyTransitioning, engine.hasActiveAnimations else { return }
        var picture: UIView?
        if animations == .basic {
            crossFade?.removeFromSuperview()
            picture = window.snapshotView(afterScreenUpdates: false)
        }
        let end = engine.currentTime + Self.longestJump
        while isAnyTransitioning, engine.hasActiveAnimations, finger == nil, scrub == nil, engine.currentTime < end {
            moveClock(by: Self.stepDuration)
            settle()
        }
        guard let picture else { return }
        picture.isUserInteractionEnabled = false
        window.addSubview(picture)
        crossFade = picture
        UIView.animate(withDuration: Self.crossFadeDuration, delay: 0, options: [.curveLinear]) {
            picture.alpha = 0
        } completion: { [weak self] _ in
            picture.removeFromSuperview()
            if self?.crossFade === picture { self?.crossFade = nil }
        }
    }

    /// Moves the engine's clock by `seconds` of wall-clock time. A finger let go with `Enter`
    /// flicks in the first 1/60 s of it (or all of it, when shorter) and lifts there.
    func moveClock(by seconds: TimeInterval) {
        let engine = AnimationEngine.shared
        guard seconds > 0, let flicking = finger, flicking.isFlicking else {
            engine.advance(by: seconds)
            return
        }
        let before = engine.currentTime
        let first = min(seconds, Self.stepDuration)
        engine.advance(by: first)
        let elapsed = CGFloat(engine.currentTime - before)
        let distance = Self.flickSpeed * elapsed
        let end = clamped(
            CGPoint(
                x: flicking.location.x + flicking.direction.dx * distance,
                y: flicking.location.y + flicking.direction.dy * distance))
        window.sendTouch(at: end, phase: .moved)
        window.sendTouch(at: end, phase: .ended)
        finger = nil
        engine.advance(by: seconds - first)
    }

    /// After time moved: runs what was queued on the main dispatch queue (animators call
    /// `DispatchQueue.main.async` and `asyncAfter`, due by the wall clock, and Foundation
    /// `Timer`s scheduled on the main run loop), lets the engine handle what that started, lays
    /// out, and follows the transition's state.
    func settle() {
        _ = RunLoop.main.run(mode: .default, before: Date())
        AnimationEngine.shared.advance(by: 0)
        window.layoutIfNeeded()
        dropEndedScrub()
        adoptRunningInteraction()
        followTransitionState()
    }

    /// Notices are about the transition running when they were given: they go when it ends,
    /// and when it turns overdue (the HUD's frozen line then says what to do).
    private func followTransitionState() {
        pruneProxies()
        let transitioning = isAnyTransitioning
        if transitioning != wasTransitioning {
            wasTransitioning = transitioning
            if !transitioning { notice = nil }
        }
        if notice == .queueFull(limit: Self.queueLimit) && navigationController.queuedOperationCount < Self.queueLimit {
            notice = nil  // there is room again
        }
        let overdue = overdueTransition != nil
        if overdue != wasOverdue {
            wasOverdue = overdue
            if overdue { notice = nil }
        }
    }

    /// Forgets the scrub once its transition is over (it may complete while held at 100 %).
    private func dropEndedScrub() {
        if scrub != nil && !navigationController.isTransitioning { scrub = nil }
    }

    /// Starts counting diagnostics afresh: a navigation action begins.
    private func beginAction() {
        diagnosticsBefore = AnimationEngine.shared.diagnostics.count
    }

    /// Whether a push or pop may start or wait: not while a presentation, dismissal or tab
    /// switch runs (pushes wait only for pushes and pops); sets a notice when not.
    private func mayNavigate() -> Bool {
        guard !isPresentationTransitioning, tabBarController?.isTransitioning != true else {
            notice = .actionDuringTransition(.navigation)
            return false
        }
        return true
    }

    /// Whether another push or pop may wait; sets a notice when not.
    private func mayQueue() -> Bool {
        guard navigationController.queuedOperationCount < Self.queueLimit else {
            notice = .queueFull(limit: Self.queueLimit)
            return false
        }
        return true
    }

    // MARK: Animators

    /// Switches to animator `index` (0-based). Refused, with a notice, while a transition runs.
    /// The current animator's own number installs it afresh, as a switch does: the screens are
    /// put back at rest (ours: the way back from an animator that left the screen on top moved
    /// or invisible, e.g. seed 002's push completed after `Esc` cancelled it).
    public func selectAnimator(_ index: Int) {
        guard animators.indices.contains(index) else {
            notice = .noSuchAnimator(number: index + 1, count: animators.count)
            return
        }
        guard !isAnyTransitioning else {
            notice = .switchDuringTransition
            return
        }
        guard presentationChain.isEmpty else {
            notice = .switchWhilePresenting
            return
        }
        installAnimator(at: index, previous: animators[animatorIndex].name)
    }

    /// Replaces the entries, as `pushpop run --watch` does with each new build of the user's
    /// files: the stacks, the speed and the selected animator (found by name; else the first
    /// entry, with a notice) are kept — or with `selectingFirst` the first entry is selected —
    /// and the selected one is installed anew, so that its new code runs from the next push.
    /// Returns false, changing nothing, while a transition runs or something is presented
    /// (presented screens carry the old build's delegates): try again later. Ours.
    public func reloadAnimators(_ entries: [AnimatorEntry], selectingFirst: Bool = false) -> Bool {
        guard !entries.isEmpty, !isAnyTransitioning, presentationChain.isEmpty else { return false }
        let previous = animator.name
        let found = selectingFirst ? 0 : entries.firstIndex { $0.name == previous }
        let index = found ?? 0
        animators = entries
        animatorIndex = index
        installAnimator(at: index, previous: previous)
        if found == nil {
            notice = .animatorGoneAfterReload(previous: previous, now: entries[index].name)
        }
        return true
    }

    /// Installs entry `index` on the screens as they stand (`previous` names the animator
    /// before, for the notice when screens had to be put back at rest).
    private func installAnimator(at index: Int, previous: String) {
        let stacks = tabNavigationControllers.map(\.viewControllers)
        guard stacks.allSatisfy({ !$0.isEmpty }) else { return }
        let entry = animators[index]
        cancelTouch()  // its views and recognizers belong to the navigation controller going away
        animatorIndex = index
        notice = nil
        beginAction()
        let reset = stacks.flatMap(Self.putAtRest)
        for screen in stacks.joined() {
            (screen as? ScreenViewController)?.removeOthersGestureRecognizers()
        }
        let navigations = stacks.compactMap { $0.first.map(entry.makeNavigationController) }
        install(navigations, entry: entry, stacks: stacks)
        if !reset.isEmpty {
            notice = .putBackAtRest(titles: reset, previousAnimator: previous)
        }
    }

    /// Each animator starts from screens at rest, as it would in an app that has only it: the
    /// views of `stack` are put at rest (`UIView.putAtRest()`; the navigation controller then
    /// lays them out). Returns the titles of those that had been left otherwise. Ours.
    private static func putAtRest(_ stack: [UIViewController]) -> [String] {
        stack.compactMap { controller in
            guard let view = controller.viewIfLoaded, view.putAtRest() else { return nil }
            return controller.title ?? String(describing: type(of: controller))
        }
    }

    /// Installs `entry` on `navigations` (one per tab, or the one stack), restoring `stacks`
    /// (each tab's controllers) if given: each gets the entry's delegate as the single stack
    /// does; with tabs they become the tabs (titles and badges from the screens file, the
    /// selected tab kept) of a new tab bar controller with the entry's tab bar delegate — new, as
    /// in an app that has only this animator, so that what an earlier delegate added to the
    /// controller's view (a swipe's pan recognizer) goes with the old one. Ours.
    private func install(
        _ navigations: [UINavigationController], entry: AnimatorEntry, stacks: [[UIViewController]]?
    ) {
        proxies = [:]
        for (index, navigation) in navigations.enumerated() {
            if let stacks, stacks.indices.contains(index), stacks[index].count > 1 {
                navigation.setViewControllers(stacks[index], animated: false)
            }
            adopt(navigation, entry: entry)
        }
        tabNavigationControllers = navigations
        transitioningDelegate = entry.makeTransitioningDelegate?()
        if !catalog.document.tabs.isEmpty {
            let selected = selectedTabIndex ?? 0
            for (navigation, tab) in zip(navigations, catalog.document.tabs) {
                navigation.tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: 0)
                navigation.tabBarItem.badgeValue = tab.badge
            }
            let tabs = UITabBarController()
            tabs.setViewControllers(navigations, animated: false)
            if navigations.indices.contains(selected) { tabs.selectedIndex = selected }
            tabBarController = tabs
            window.rootViewController = tabs
            tabs.loadViewIfNeeded()
            tabBarDelegate = entry.makeTabBarControllerDelegate?(tabs)
            tabs.delegate = tabBarDelegate
        } else {
            window.rootViewController = navigations[0]
        }
        window.layoutIfNeeded()
    }

    /// Gives `navigation` the entry's delegate through a proxy of its own, as every stack of the
    /// session has (tabs and presented navigation controllers), and tells it `didShow` for the
    /// top screen, not animated — ours: UIKit is seen to do so when a navigation controller first
    /// appears (undocumented), and here the delegate arrives on a stack already shown (a new
    /// animator, a `--watch` reload). A delegate that prepares each shown screen (an interaction
    /// controller's edge pan) thus prepares the one on top before the first swipe.
    private func adopt(_ navigation: UINavigationController, entry: AnimatorEntry) {
        navigation.loadViewIfNeeded()  // a subclass may make itself the delegate in viewDidLoad
        let owned = entry.makeDelegate()
        let proxy = NavigationDelegateProxy(inner: owned ?? navigation.delegate, owned: owned)
        navigation.delegate = proxy
        proxies[ObjectIdentifier(navigation)] = proxy
        if let top = navigation.topViewController {
            proxy.navigationController(navigation, didShow: top, animated: false)
        }
    }

    // MARK: Navigation

    /// Pushes the screen the current selection leads to, telling the animator where it starts.
    public func push(from point: CGPoint? = nil) {
        // During a transition the push is queued: it starts from the screen that will be on top
        // by then, as a person pressing keys in a row means.
        let top = navigationController.viewControllersAfterQueuedOperations.last
        guard let screen = top as? ScreenViewController, mayNavigate(), mayQueue() else { return }
        beginAction()
        let target = screen.pushTarget()
        let origin = point ?? screen.selectionCenter ?? CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        // A row has no picture: the animator gets nil, and an image view of nil shows only its
        // background (none), as on iOS — not an invented box of the new screen's colour, which
        // grew black into the Photos screen and blacked out the phone at the start of the pop.
        proxy?.prepareForTransition(from: origin, image: screen.selectedImage)
        navigationController.pushViewController(target, animated: true)
        adoptRunningInteraction()
    }

    /// Pops the top screen (nothing at the root).
    public func pop() {
        popAction { $0.popViewController(animated: true) }
    }

    /// Pops to the root screen.
    public func popToRoot() {
        popAction { $0.popToRootViewController(animated: true) }
    }

    /// A pop of some kind, unless the stack will be at its root by then or the queue is full.
    private func popAction(_ pop: (UINavigationController) -> Void) {
        guard navigationController.viewControllersAfterQueuedOperations.count > 1 else {
            notice = .alreadyAtRoot
            return
        }
        guard mayNavigate(), mayQueue() else { return }
        beginAction()
        pop(navigationController)
        adoptRunningInteraction()
        if let scrub, scrub.operation == .pop, finger == nil {
            notice = .popHeldForInteraction(animator: animator.name)
        }
    }

    /// The running transition's operation: a push keeps the from controller on the stack, a
    /// pop removes it. Nil when no transition runs.
    public var runningOperation: UINavigationController.Operation? {
        if let scrub { return scrub.operation }
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return nil }
        return navigationController.viewControllers.contains { $0 === from } ? .push : .pop
    }

    /// The running transition as the HUD names it — "push", "pop", "present", "dismiss" or
    /// "tab switch" — with its coordinator; nil when none runs.
    public var runningTransition: (name: String, coordinator: any UIViewControllerTransitionCoordinator)? {
        // A presentation's coordinator is also its controllers' `transitionCoordinator`: ask who
        // runs one.
        if navigationController.isTransitioning, let coordinator = navigationController.transitionCoordinator {
            return (runningOperation?.description ?? "", coordinator)
        }
        if let top = presentationChain.last, let presentation = top.presentationController,
            presentation.isTransitioning, let coordinator = top.transitionCoordinator
        {
            // A presentation's to controller is the presented one; a dismissal's is below it.
            let presenting = coordinator.viewController(forKey: .to) === top
            return (presenting ? "present" : "dismiss", coordinator)
        }
        if let tabBarController, tabBarController.isTransitioning,
            let coordinator = tabBarController.transitionCoordinator
        {
            return ("tab switch", coordinator)
        }
        return nil
    }

    /// If the animator's own delegate made the running transition interactive (an
    /// interactive-by-default animator, whether the transition started now or from the queue),
    /// lets `[` `]` `Enter` `Esc` drive it.
    private func adoptRunningInteraction() {
        guard scrub == nil, finger == nil, let interactor = proxy?.interactor,
            navigationController.transitionCoordinator?.isInteractive == true, let operation = runningOperation
        else { return }
        scrub = Scrub(interactor: interactor, operation: operation)
    }

    /// Whether the running transition can be caught: it plays on its own (started with
    /// `wantsInteractiveStart` false, or finished or cancelled after a scrub), its animator is
    /// interruptible (`interruptibleAnimator(using:)`) and a percent-driven interaction
    /// controller drives it — as a pan gesture on the moving screens takes over such a
    /// transition on iOS 10 and later.
    public var canCatchRunningTransition: Bool {
        guard scrub == nil, finger == nil, proxy?.interactor != nil,
            let coordinator = navigationController.transitionCoordinator
        else { return false }
        return coordinator.isInterruptible && !coordinator.isInteractive
    }

    /// Catches the running transition (see `canCatchRunningTransition`): `pause()` on its
    /// interaction controller stops it where it stands and makes it interactive, and `[` `]`
    /// `Enter` `Esc` drive it from there. Returns whether it was caught.
    private func catchRunningTransition() -> Bool {
        guard canCatchRunningTransition, let interactor = proxy?.interactor, let operation = runningOperation
        else { return false }
        beginAction()
        interactor.pause()
        guard navigationController.transitionCoordinator?.isInteractive == true else { return false }
        scrub = Scrub(interactor: interactor, operation: operation)
        return true
    }

    /// Handles a click at `point` (window coordinates, points): selects what is there and
    /// pushes from that point.
    public func click(at point: CGPoint) {
        guard let screen = navigationController.topViewController as? ScreenViewController,
            screen.selectItem(atWindowPoint: point) != nil
        else { return }
        push(from: point)
    }

    /// A tap recognized on `screen`'s row or tile at `point` (window points; the screen has
    /// selected it): pushes from there, when `screen` is the one on top.
    private func itemTapped(on screen: ScreenViewController, at point: CGPoint) {
        guard screen === navigationController.topViewController else { return }
        notice = nil
        push(from: point)
    }

    /// The mouse, or a headless `drag:`, as a finger on the window: `phase` at `point` (window
    /// points; the engine's current time is the event's time). The one way pointer events
    /// reach the session, interactively and headless.
    ///
    /// A press inside the window puts a finger down there (`UIWindow.sendTouch(at:phase:)`,
    /// `.began`): the window's gesture recognizers get it — a screen's rows and tiles a tap
    /// (select and push, on release), the navigation controller's
    /// `interactivePopGestureRecognizer` an edge swipe from the left edge. A press outside the
    /// window is ignored, and so is what follows it. Moves go to the finger (`.moved`), clamped
    /// to the window when the mouse leaves it; the release lifts it (`.ended`). Touches go in
    /// while paused too, and an interactive transition follows the finger then: its progress
    /// comes from the finger, not the clock (what runs on its own after the release waits for
    /// time). Ours.
    public func handlePointer(_ phase: PointerEvent.Phase, at point: CGPoint) {
        switch phase {
        case .down:
            if isShowingHelp {
                isShowingHelp = false  // a press closes the overlay, as a key does, and touches nothing
                return
            }
            guard window.bounds.contains(point) else { return }
            touchDown(at: point, isVirtual: false)
        case .moved:
            guard let finger, !finger.isFlicking else { return }
            moveFinger(to: point)
        case .up:
            guard let finger, !finger.isFlicking else { return }
            let end = clamped(point)
            self.finger = nil
            window.sendTouch(at: end, phase: .ended)
            // A drag from the left edge to the right that popped nothing, on a stack that can
            // pop: say why, as `]` does (the pan begins past 10 points; the edge is 20 points).
            if !finger.sawTransition && !isAnyTransitioning && finger.start.x < 20 && end.x - finger.start.x > 10
                && navigationController.viewControllers.count > 1 && presentationChain.isEmpty
            {
                notice = .edgeSwipeDoesNotPop
            }
        }
    }

    /// Lifts the finger without a gesture (`.cancelled`): the terminal was resized under it, or
    /// `Esc` let go of it. An interactive pop it drove is cancelled. Nothing without a finger.
    public func cancelTouch() {
        guard let finger else { return }
        self.finger = nil
        window.sendTouch(at: finger.location, phase: .cancelled)
    }

    private func touchDown(at point: CGPoint, isVirtual: Bool, direction: CGVector = CGVector(dx: 1, dy: 0)) {
        beginAction()
        finger = Finger(location: point, isVirtual: isVirtual, start: point, direction: direction)
        window.sendTouch(at: point, phase: .began)
    }

    private func moveFinger(to point: CGPoint) {
        let inside = clamped(point)
        finger?.location = inside
        window.sendTouch(at: inside, phase: .moved)
        if isAnyTransitioning { finger?.sawTransition = true }
    }

    /// `point` brought inside the window's bounds.
    private func clamped(_ point: CGPoint) -> CGPoint {
        let bounds = window.bounds
        return CGPoint(x: min(max(point.x, bounds.minX), bounds.maxX), y: min(max(point.y, bounds.minY), bounds.maxY))
    }

    // MARK: Time

    /// Cycles the speed 1× → ½× → ¼× → 1/10× → 1×.
    public func cycleSpeed() {
        speedIndex = (speedIndex + 1) % Self.speeds.count
        AnimationEngine.shared.speed = speed
    }

    /// Stops or restarts time; restarting while reviewing an earlier moment returns to now first.
    public func togglePause() {
        if isPaused { endReview() }
        isPaused.toggle()
    }

    /// While paused: moves time by one frame (1/60 s of wall-clock time at the current speed);
    /// while reviewing, one frame forward through the review towards now instead.
    public func step() {
        guard isPaused else {
            notice = .stepNeedsPause
            return
        }
        if AnimationEngine.shared.reviewTime != nil {
            reviewForward(by: Self.stepDuration * speed)
            return
        }
        moveClock(by: Self.stepDuration)
        settle()
    }

    // MARK: Scrubbing

    /// `[` (`direction` −1) or `]` (+1). With a finger down (the mouse's or the keys'), moves it
    /// left or right by 5 % of the window's width. Otherwise: catches a running interruptible
    /// transition where it stands, or moves the scrubbed one by 5 % — `[` towards the pop's
    /// end, `]` towards the push's end; with no transition, `]` puts a finger on the left edge
    /// of a stack that can pop and moves it 5 % to the right (an edge swipe, through the
    /// window's gesture recognizers: `interactivePopGestureRecognizer`, or the animator's own),
    /// and at the root starts an interactive push at 5 %; `[` starts an interactive pop at 5 %
    /// (the playground's scrub, which any animator can be driven by, not a gesture).
    public func scrub(_ direction: Int) {
        if let finger, !finger.isFlicking {
            let step = CGFloat(direction) * Self.fingerStep(along: finger.direction, in: window.bounds)
            moveFinger(
                to: CGPoint(
                    x: finger.location.x + finger.direction.dx * step, y: finger.location.y + finger.direction.dy * step
                ))
            return
        }
        if scrub == nil && !isAnyTransitioning && direction > 0
            && navigationController.viewControllers.count > 1
        {
            swipeFromEdge()
            return
        }
        if scrub == nil && !isAnyTransitioning && direction > 0 && swipeWithKeys() { return }
        if scrub == nil && isAnyTransitioning {
            guard catchRunningTransition() else {
                notice = .scrubDuringRunningTransition
                return
            }
        }
        if let scrub {
            let forward = (scrub.operation == .pop) == (direction < 0)
            let delta = forward ? Self.scrubStep : -Self.scrubStep
            scrub.interactor.update(scrub.interactor.percentComplete + delta)
            return
        }
        beginAction()
        let interactor = UIPercentDrivenInteractiveTransition()
        proxy?.pendingInteractor = interactor
        let operation: UINavigationController.Operation
        if direction < 0 {
            guard navigationController.viewControllers.count > 1 else {
                proxy?.pendingInteractor = nil
                notice = .nothingToPopForScrub
                return
            }
            operation = .pop
            pop()
        } else {
            operation = .push
            push()
        }
        proxy?.pendingInteractor = nil
        guard navigationController.transitionCoordinator?.isInteractive == true else {
            notice = .notInteractive
            return
        }
        scrub = Scrub(interactor: interactor, operation: operation)
        interactor.update(Self.scrubStep)
        notice = nil
    }

    /// `]` with no transition and a stack that can pop: the keys' finger lands on the left edge,
    /// half way down, and moves 5 % of the width to the right — far enough (19.5 points of 390)
    /// for a pan to begin (10 points), so an edge swipe that pops is then 5 % along. When nothing
    /// takes the swipe (the animator gives a custom animation controller but no interaction
    /// controller, and UIKit's edge swipe then does not pop), the finger is lifted and a notice
    /// says so.
    private func swipeFromEdge() {
        let bounds = window.bounds
        let start = CGPoint(x: bounds.minX + Self.virtualFingerEdgeX * bounds.width, y: bounds.midY)
        touchDown(at: start, isVirtual: true)
        moveFinger(to: CGPoint(x: start.x + Self.scrubStep * bounds.width, y: start.y))
        if !navigationController.isTransitioning {
            cancelTouch()
            notice = .edgeSwipeDoesNotPop
        }
    }

    /// `]` with no transition at the root of a stack: the keys' finger makes the other gesture
    /// the screen offers, if any — a swipe down a presented screen (landing 20 points below its
    /// top, half way across, moving 5 % of the window's height down), else, with tabs shown, a
    /// swipe to the next tab (landing at three quarters of the width, half way down, moving 5 %
    /// of the width left). When the first step starts a transition the finger stays down for
    /// `[` `]` `Enter` `Esc`; otherwise it is lifted and this returns false, so that `]` scrubs
    /// a push as before. Ours.
    private func swipeWithKeys() -> Bool {
        let bounds = window.bounds
        var candidates: [(start: CGPoint, direction: CGVector)] = []
        if let sheet = presentationChain.last?.presentationController?.presentedView {
            let top = sheet.convert(sheet.bounds, to: window).minY
            candidates.append((CGPoint(x: bounds.midX, y: top + 20), CGVector(dx: 0, dy: 1)))
        } else if tabBarController != nil {
            candidates.append((CGPoint(x: bounds.minX + 0.75 * bounds.width, y: bounds.midY), CGVector(dx: -1, dy: 0)))
        }
        for candidate in candidates {
            touchDown(at: candidate.start, isVirtual: true, direction: candidate.direction)
            let step = Self.fingerStep(along: candidate.direction, in: bounds)
            moveFinger(
                to: CGPoint(
                    x: candidate.start.x + candidate.direction.dx * step,
                    y: candidate.start.y + candidate.direction.dy * step))
            if isAnyTransitioning { return true }
            cancelTouch()
        }
        return false
    }

    /// One `[` `]` step of the keys' finger, points: `scrubStep` (5 %) of the window's extent
    /// along `direction` (its width for a sideways swipe, its height for a swipe down).
    static func fingerStep(along direction: CGVector, in bounds: CGRect) -> CGFloat {
        Self.scrubStep * (abs(direction.dx) >= abs(direction.dy) ? bounds.width : bounds.height)
    }

    /// `Enter` with a finger down: lets it go with a flick along its direction (`flickSpeed`),
    /// in the next moment of time — a released edge swipe finishes its pop, a swipe down
    /// dismisses, a swipe across switches the tab.
    public func flickFinger() {
        guard var finger, !finger.isFlicking else { return }
        finger.isFlicking = true
        self.finger = finger
        // A fresh sample where the finger is, so that the flick's velocity is measured from now.
        window.sendTouch(at: finger.location, phase: .moved)
    }

    /// `Enter` during a scrub: plays the rest and completes.
    public func finishScrub() {
        scrub?.interactor.finish()
        scrub = nil
    }

    /// `Esc` during a scrub: plays back to the start and cancels.
    public func cancelScrub() {
        scrub?.interactor.cancel()
        scrub = nil
    }

    // MARK: Keys

    /// Closes the help overlay if it is open (a key with no meaning in the key map was pressed).
    public func dismissHelp() {
        isShowingHelp = false
    }

    /// Keeps the help overlay's scroll at most `limit`: the renderer's word on how far the
    /// lines go at the terminal's size, so that `↑` acts at once after `↓` went past the end.
    public func limitHelpScroll(to limit: Int) {
        helpScroll = min(helpScroll, max(limit, 0))
    }

    /// Does what `key` means in the key map.
    public func handle(_ key: PlaygroundKey) {
        if isShowingHelp {
            switch key {
            case .quit: wantsToQuit = true
            case .arrowUp: helpScroll = max(helpScroll - 1, 0)
            case .arrowDown: helpScroll += 1
            default: isShowingHelp = false
            }
            return
        }
        notice = nil
        dropEndedScrub()
        // A change since (a key's, a dispatch queue's) may have ended the engine's review.
        if AnimationEngine.shared.reviewTime == nil { reviewTrail.removeAll() }
        if isShowingInspector, let move = InspectorSelection.Move(key) {
            inspectorSelection.move(move, in: InspectorTree(self))
            return
        }
        switch key {
        case .enter:
            if finger != nil {
                flickFinger()
            } else if scrub != nil {
                finishScrub()
            } else {
                push()
            }
        case .push: push()
        case .pop: pop()
        case .popToRoot: popToRoot()
        case .animator(let number): selectAnimator(number - 1)
        case .nextAnimator: selectAnimator((animatorIndex + 1) % animators.count)
        case .previousAnimator: selectAnimator((animatorIndex + animators.count - 1) % animators.count)
        case .slowMotion: cycleSpeed()
        case .pause: togglePause()
        case .step: step()
        case .stepBack: stepBack()
        case .timelineBack: scrubTimeline(-1)
        case .timelineForward: scrubTimeline(1)
        case .scrubBack: scrub(-1)
        case .scrubForward: scrub(1)
        case .cancel:
            if finger != nil { cancelTouch() } else { cancelScrub() }
        case .help:
            cancelTouch()  // the overlay covers the phone: a finger under it would act unseen
            isShowingHelp = true
        case .quit: wantsToQuit = true
        case .forceComplete: forceComplete()
        case .arrowLeft: arrow(dx: -1, dy: 0) { self.pop() }
        case .arrowRight: arrow(dx: 1, dy: 0) { self.push() }
        case .arrowUp: arrow(dx: 0, dy: -1, otherwise: nil)
        case .arrowDown: arrow(dx: 0, dy: 1, otherwise: nil)
        case .present: present()
        case .dismiss: dismiss()
        case .previousTab: selectTab(offset: -1)
        case .nextTab: selectTab(offset: 1)
        case .saveFrame: isFrameSaveRequested = true
        case .inspector: isShowingInspector.toggle()
        }
        if isAnyTransitioning { wasTransitioning = true }
    }

    private func arrow(dx: Int, dy: Int, otherwise: (() -> Void)?) {
        let screen = navigationController.topViewController as? ScreenViewController
        if let screen, screen.isGrid || dy != 0 {
            screen.moveSelection(dx: dx, dy: dy)
        } else {
            otherwise?()
        }
    }

    /// `f`: completes a frozen transition — only once its animator is overdue, so that a
    /// transition that is merely running is never cut short (its own completion would then
    /// call `completeTransition` a second time).
    /// Saves `grid`, the frame shown when `S` was pressed, if `S` asked for it: as text and as
    /// ANSI in `directory` (`FrameSnapshot`; glyphs folded to `glyphs`, colours at `depth`), with
    /// a notice that says where, or why not. The run loops call it after the keys, before they
    /// draw the next frame.
    public func saveRequestedFrame(
        _ grid: CellGrid, glyphs: GlyphSet, depth: ColorDepth,
        in directory: String = FileManager.default.currentDirectoryPath
    ) {
        guard isFrameSaveRequested else { return }
        isFrameSaveRequested = false
        notice = FrameSnapshot.save(grid, glyphs: glyphs, depth: depth, in: directory)
    }

    private func forceComplete() {
        guard isAnyTransitioning else {
            notice = .noTransitionToComplete
            return
        }
        guard let overdue = overdueTransition else {
            notice = .transitionStillRunning
            return
        }
        let cancelled = overdue.coordinator?.isCancelled ?? false
        beginAction()
        overdue.forceComplete()
        notice = .forcedCompletion(cancelled: cancelled)
    }

    // MARK: Presenting

    /// The controllers presented modally over the window's root, bottom first (each presents
    /// the next). Every one the playground presents is a navigation controller holding the
    /// presented screen.
    public var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        forEachPresented { chain.append($0) }
        return chain
    }

    /// Whether anything moves: a push or pop, a presentation or dismissal, or a tab switch.
    public var isAnyTransitioning: Bool {
        navigationController.isTransitioning || isPresentationTransitioning
            || tabBarController?.isTransitioning == true
    }

    /// Whether a presentation or dismissal runs (of the top presented controller).
    public var isPresentationTransitioning: Bool {
        presentationChain.last?.presentationController?.isTransitioning == true
    }

    /// The running transition whose animator is overdue, if any: how to read its coordinator and
    /// force it complete.
    private var overdueTransition:
        (coordinator: (any UIViewControllerTransitionCoordinator)?, forceComplete: () -> Void)?
    {
        if navigationController.isTransitionOverdue {
            let navigation = navigationController
            return (navigation.transitionCoordinator, { navigation.forceCompleteTransition() })
        }
        if let top = presentationChain.last, let presentation = top.presentationController,
            presentation.isTransitionOverdue
        {
            return (top.transitionCoordinator, { presentation.forceCompleteTransition() })
        }
        if let tabBarController, tabBarController.isTransitionOverdue {
            return (tabBarController.transitionCoordinator, { tabBarController.forceCompleteTransition() })
        }
        return nil
    }

    /// The running transition's animator's type name, for the HUD's frozen line.
    public var overdueAnimatorName: String? {
        if navigationController.isTransitionOverdue { return navigationController.transitionAnimatorName }
        if let presentation = presentationChain.last?.presentationController, presentation.isTransitionOverdue {
            return presentation.transitionAnimatorName
        }
        if let tabBarController, tabBarController.isTransitionOverdue {
            return tabBarController.transitionAnimatorName
        }
        return nil
    }

    /// Whether the running transition's animator is overdue (see `f`).
    public var isTransitionOverdue: Bool { overdueTransition != nil }

    /// `m`: presents what the selection names (`ScreenDocument.presentation(from:selectedIndex:)`;
    /// when nothing does, the screen `p` would push, as `.automatic` and `.coverVertical`) from
    /// the top screen — over what is already presented, a chain. The screen is wrapped in a
    /// navigation controller of its own made by the animator entry (as iOS apps wrap a compose
    /// sheet so that it has a bar), so `p` and `b` push and pop inside it. With an entry that
    /// has a transitioning delegate, that delegate and its `modalPresentationStyle` are used
    /// instead of the screens file's style. Refused, with a notice, while a transition runs (UIKit
    /// refuses a presentation during another).
    public func present(from point: CGPoint? = nil) {
        guard !isAnyTransitioning else {
            notice = .actionDuringTransition(.present)
            return
        }
        guard let screen = navigationController.topViewController as? ScreenViewController else { return }
        beginAction()
        let target = screen.presentationTarget()
        let navigation = animator.makeNavigationController(target.screen)
        if let transitioningDelegate {
            navigation.modalPresentationStyle = animator.modalPresentationStyle
            navigation.transitioningDelegate = transitioningDelegate
            let origin = point ?? screen.selectionCenter ?? CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            (transitioningDelegate as? TransitionOriginReceiving)?.prepareForTransition(
                from: origin, image: screen.selectedImage)
        } else {
            navigation.modalPresentationStyle = target.style.uiModalPresentationStyle
            navigation.modalTransitionStyle = target.transition.uiModalTransitionStyle
        }
        adopt(navigation, entry: animator)
        screen.present(navigation, animated: true)
    }

    /// `d`: dismisses the top presented controller. Refused, with a notice, while a transition
    /// runs or when nothing is presented.
    public func dismiss() {
        guard let top = presentationChain.last else {
            notice = .nothingToDismiss
            return
        }
        guard !isAnyTransitioning else {
            notice = .actionDuringTransition(.dismiss)
            return
        }
        beginAction()
        top.dismiss(animated: true)
    }

    /// Forgets the proxies of presented navigation controllers that are no longer presented.
    private func pruneProxies() {
        // Every tab's proxy stays: only more proxies than tabs can include one to forget (this
        // runs every frame; the set below is built only then).
        guard proxies.count > tabNavigationControllers.count else { return }
        let live = Set((tabNavigationControllers + presentationChain).map(ObjectIdentifier.init))
        if proxies.count > live.count { proxies = proxies.filter { live.contains($0.key) } }
    }

    // MARK: Tabs

    /// The tabs' titles, left to right; empty without tabs.
    public var tabTitles: [String] {
        (0..<tabCount).map { tabTitle(at: $0) ?? "" }
    }

    /// How many tabs there are; 0 without a tab bar controller.
    public var tabCount: Int { tabBarController == nil ? 0 : tabNavigationControllers.count }

    /// The title of tab `index`'s bar item (`""` when it has none), 0-based; nil when there is
    /// no such tab. What the HUD reads every frame (no array of every title).
    public func tabTitle(at index: Int) -> String? {
        guard index >= 0, index < tabCount else { return nil }
        return tabNavigationControllers[index].tabBarItem.title ?? ""
    }

    /// The selected tab's index, 0-based; nil without tabs.
    public var selectedTabIndex: Int? {
        guard let index = tabBarController?.selectedIndex, tabNavigationControllers.indices.contains(index) else {
            return nil
        }
        return index
    }

    /// `{` (`offset` −1) and `}` (+1): selects the neighbouring tab, wrapping round, as a tap on
    /// its bar item does (`tapTabBarItem(at:)`: the delegate's `shouldSelect`, animator and
    /// `didSelect` run). Refused, with a notice, without tabs, while something is presented (the
    /// tab bar is covered) or while a transition runs.
    public func selectTab(offset: Int) {
        guard let tabBarController, let current = selectedTabIndex else {
            notice = .noTabs
            return
        }
        guard presentationChain.isEmpty else {
            notice = .tabsCoveredByPresentation
            return
        }
        guard !isAnyTransitioning else {
            notice = .actionDuringTransition(.tabSwitch)
            return
        }
        let count = tabNavigationControllers.count
        beginAction()
        tabBarController.tapTabBarItem(at: ((current + offset) % count + count) % count)
    }
}
