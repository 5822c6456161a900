import Foundation

/// A stack of view controllers shown one at a time with a navigation bar, as UIKit's
/// `UINavigationController`.
///
/// The stack changes as soon as `pushViewController(_:animated:)` or a pop returns; the
/// transition then runs through the delegate's animator (or the default slide when the
/// delegate gives none). The transition's container fills the controller's view, the whole
/// window; the navigation bar is drawn above it, outside it. A push or pop asked for while a
/// transition runs is queued and starts when the running one completes; pushing a controller
/// already on the stack is refused. Both are reported as diagnostics (ours; UIKit raises or
/// logs). Source: Apple's UIKit documentation for `UINavigationController` and the SDK header
/// `UIViewControllerTransitioning.h`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    fileprivate var stack: [UIViewController] = []
    private var queue: [PendingOperation] = []
    fileprivate var runningTransition: TransitionContext?
    /// The stack before the running transition, restored if it is cancelled.
    fileprivate var previousStack: [UIViewController] = []

    private enum PendingOperation {
        case push(UIViewController, animated: Bool)
        case pop(animated: Bool)
        case popTo(UIViewController, animated: Bool)
        case set([UIViewController], animated: Bool)
    }

    /// The delegate that picks animators; held weakly. When nil (or released) transitions use
    /// the default slide.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar at the top.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The left-edge swipe that pops the top controller following the finger, attached to the
    /// controller's view: a `UIScreenEdgePanGestureRecognizer` with `edges` `.left` (disable it
    /// with `isEnabled = false`). It begins only with more than one controller on the stack, no
    /// transition running and the top controller's back button shown. The pop runs through
    /// the system animation when the delegate gives no animator for it, or through the
    /// delegate's animator and interaction controller (a `UIPercentDrivenInteractiveTransition`
    /// is driven by the swipe); a delegate that gives an animator but no interaction controller
    /// loses the swipe (ours: what iOS developers observe; Apple documents no rule). The
    /// progress is the horizontal translation over the view's width; on release a flick of 500
    /// points per second decides, otherwise the pop finishes past 0.5 and is cancelled below
    /// (ours). Source: Apple's UIKit documentation for `interactivePopGestureRecognizer`.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop.recognizer }
    private lazy var interactivePop = InteractivePopController(navigationController: self)

    /// The view transitions happen in (UIKit's private `UINavigationTransitionView`): it fills
    /// the controller's view; the top controller's view is its subview.
    let containerView = UIView(frame: .zero)

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adopt(rootViewController)
        stack = [rootViewController]
        rootViewController.didMove(toParent: self)
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Navigation controllers are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// Builds the controller's view: the container filling it and the bar on top, with the top
    /// controller's view in the container.
    open override func loadView() {
        let root = NavigationRootView(frame: UIScreen.main.bounds)
        root.navigationController = self
        view = root
        containerView.accessibilityIdentifier = "transition container"
        root.addSubview(containerView)
        root.addSubview(navigationBar)
        root.addGestureRecognizer(interactivePop.recognizer)
        layoutChrome()
        if let top = stack.last {
            install(top)
        }
    }

    /// Sizes the container to the whole view and the bar to the status bar plus 44 points.
    func layoutChrome() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        containerView.layer.frame = bounds
        containerView.assignSafeAreaInsets(childSafeAreaInsets)
        let top = root.safeAreaInsets.top
        navigationBar.layer.frame = CGRect(
            x: 0, y: 0, width: bounds.width, height: top + UINavigationBar.contentHeight)
        if runningTransition == nil, let topView = stack.last?.viewIfLoaded, topView.superview === containerView {
            place(topView)
        }
    }

    /// The safe-area insets of the controllers' views: the window's plus the bar.
    private var childSafeAreaInsets: UIEdgeInsets {
        var insets = viewIfLoaded?.safeAreaInsets ?? .zero
        if !navigationBar.isHidden { insets.top += UINavigationBar.contentHeight }
        return insets
    }

    /// Puts a controller's view at the container's bounds (keeping a non-identity transform).
    private func place(_ view: UIView) {
        containerView.placeContainedView(view, safeAreaInsets: childSafeAreaInsets)
    }

    fileprivate func install(_ controller: UIViewController) {
        let view = controller.loadedView
        place(view)
        containerView.addSubview(view)
    }

    /// Shows or hides the bar (without animation here).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        layoutChrome()
    }

    override var childrenForAppearanceForwarding: [UIViewController] {
        runningTransition == nil ? stack.last.map { [$0] } ?? [] : []
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: the one presented modally over the navigation
    /// controller, if any, else the top one. Source: Apple's docs for `visibleViewController`.
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    /// Whether a transition is running. Ours.
    public var isTransitioning: Bool { runningTransition != nil }

    override var ownTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? { runningTransition }

    /// The number of push and pop requests waiting for the running transition. Ours.
    public var queuedOperationCount: Int { queue.count }

    /// The stack as it will be once the queued pushes and pops have run, root first. Ours: lets
    /// an app decide what a key pressed during a transition pushes from the screen that will
    /// then be on top.
    public var viewControllersAfterQueuedOperations: [UIViewController] {
        var projected = stack
        for operation in queue {
            switch operation {
            case .push(let controller, _):
                if !projected.contains(where: { $0 === controller }) { projected.append(controller) }
            case .pop:
                if projected.count > 1 { projected.removeLast() }
            case .popTo(let controller, _):
                if let index = projected.firstIndex(where: { $0 === controller }) {
                    projected = Array(projected[...index])
                }
            case .set(let controllers, _):
                projected = controllers
            }
        }
        return projected
    }

    /// The type name of the running transition's animator (e.g. `"TransAnimationModel"`), for
    /// messages; nil when no transition runs. Ours.
    public var transitionAnimatorName: String? { runningTransition?.animatorName }

    /// Whether the running transition's animator is overdue: it has not called
    /// `completeTransition(_:)` 2 s after the transition's duration (the moment the
    /// `complete-transition-missing` diagnostic is reported). Ours.
    public var isTransitionOverdue: Bool { runningTransition?.isOverdue ?? false }

    /// Pushes `viewController` on top and shows it, animated through the delegate's animator
    /// or the default slide. Queued during a running transition; refused (stack unchanged, a
    /// `push-duplicate` diagnostic) if the controller is already on the stack or queued.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) || isQueued(viewController) {
            AnimationEngine.shared.diagnostics.report(
                .duplicatePush,
                "pushViewController: \(viewController.debugName) is already on the navigation stack; the push was "
                    + "refused and the stack is unchanged (UIKit raises NSInvalidArgumentException). Push a new instance."
            )
            return
        }
        if runningTransition != nil {
            enqueue(.push(viewController, animated: animated), "push of \(viewController.debugName)")
            return
        }
        adopt(viewController)
        change(to: stack + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top controller and returns it; nil if only the root is left (or, during a
    /// running transition, when the pop is queued).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if runningTransition != nil {
            enqueue(.pop(animated: animated), "pop")
            return nil
        }
        guard stack.count > 1, let top = stack.last else { return nil }
        change(to: Array(stack.dropLast()), operation: .pop, animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them (bottom first), nil if none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        if runningTransition != nil {
            // As popToViewController would, but named "pop to root" in the queued notice.
            enqueue(.popTo(root, animated: animated), "pop to root")
            return nil
        }
        return popToViewController(root, animated: animated)
    }

    /// Pops controllers until `viewController` is on top; returns the popped ones (bottom
    /// first), or nil if `viewController` is not on the stack (reported as an
    /// `invalid-operation` diagnostic).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if runningTransition != nil {
            enqueue(.popTo(viewController, animated: animated), "pop to \(viewController.debugName)")
            return nil
        }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            AnimationEngine.shared.diagnostics.report(
                .invalidOperation,
                "popToViewController: \(viewController.debugName) is not on the navigation stack; nothing was popped.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        change(to: Array(stack[...index]), operation: .pop, animated: animated)
        return popped
    }

    /// Replaces the stack. If the new top is already on the stack the change animates as a
    /// pop, if it is new as a push, if it is the current top without a transition (as UIKit
    /// chooses). A list with the same controller twice is refused.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for controller in viewControllers where !seen.insert(ObjectIdentifier(controller)).inserted {
            AnimationEngine.shared.diagnostics.report(
                .duplicatePush,
                "setViewControllers: \(controller.debugName) appears twice in the new stack; the change was refused.")
            return
        }
        if runningTransition != nil {
            enqueue(.set(viewControllers, animated: animated), "setViewControllers")
            return
        }
        for controller in viewControllers { adopt(controller) }
        let operation: Operation
        if let newTop = viewControllers.last, newTop !== stack.last {
            operation = stack.contains(where: { $0 === newTop }) ? .pop : .push
        } else {
            operation = .none
        }
        change(to: viewControllers, operation: operation, animated: animated)
    }

    /// Ends a running transition whose animator never called `completeTransition(_:)`: the
    /// animations still running in it end where they were going (their completions run), then,
    /// if the animator still has not completed, as if it had called
    /// `completeTransition(!transitionWasCancelled)`. Ours: the playground's way out of a frozen
    /// stack or an overlong transition. Does nothing when no transition runs.
    public func forceCompleteTransition() {
        runningTransition?.forceComplete()
    }

    /// A new instance of the transition used when the delegate gives no animator (the default
    /// slide, 0.35 s). Ours: UIKit's is private; useful to wrap or to drive interactively.
    public static func systemAnimator(for operation: Operation) -> any UIViewControllerAnimatedTransitioning {
        SystemNavigationAnimator(operation: operation)
    }

    // MARK: Changing the stack

    /// A child that removes itself (`removeFromParent()`) leaves the stack too, as UIKit's
    /// navigation controller keeps its stack as its children: a controller below the top just
    /// disappears from `viewControllers` (and from the bar's back items); the top one is
    /// replaced by the controller below it at once, without animation and with the appearance
    /// callbacks (ours: UIKit leaves the removed view on screen). While a transition runs the
    /// removal is refused and reported as `invalid-operation` (ours).
    override func releaseChild(_ child: UIViewController) -> Bool {
        if runningTransition != nil, stack.contains(where: { $0 === child }) {
            AnimationEngine.shared.diagnostics.report(
                .invalidOperation,
                "removeFromParent() of \(child.debugName) while a navigation transition runs: refused, it stays on "
                    + "the stack. Remove it after the transition completes.")
            return false
        }
        guard super.releaseChild(child) else { return false }
        guard let index = stack.firstIndex(where: { $0 === child }) else { return true }
        let oldStack = stack
        stack.remove(at: index)
        if index == oldStack.count - 1 {
            swap(from: child, to: stack.last, oldStack: oldStack)
        } else {
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        }
        return true
    }

    private func adopt(_ controller: UIViewController) {
        if controller.parent !== self {
            addChild(controller)
        }
    }

    private func isQueued(_ controller: UIViewController) -> Bool {
        queue.contains { operation in
            switch operation {
            case .push(let queued, _): queued === controller
            case .set(let list, _): list.last === controller && !stack.contains { $0 === controller }
            default: false
            }
        }
    }

    private func enqueue(_ operation: PendingOperation, _ description: String) {
        queue.append(operation)
        let running = runningTransition.map { " (\($0.operation) by \($0.animatorName))" } ?? ""
        AnimationEngine.shared.diagnostics.report(
            .operationQueued,
            "\(description) asked for during a running transition\(running): queued as #\(queue.count), "
                + "it starts when the running one completes.")
    }

    fileprivate func runNextQueued() {
        guard runningTransition == nil, !queue.isEmpty else { return }
        let next = queue.removeFirst()
        switch next {
        case .push(let controller, let animated): pushViewController(controller, animated: animated)
        case .pop(let animated): popViewController(animated: animated)
        case .popTo(let controller, let animated): popToViewController(controller, animated: animated)
        case .set(let controllers, let animated): setViewControllers(controllers, animated: animated)
        }
        if runningTransition == nil { runNextQueued() }
    }

    private func change(to newStack: [UIViewController], operation: Operation, animated: Bool) {
        let oldStack = stack
        let from = oldStack.last
        let to = newStack.last
        stack = newStack
        // Controllers leaving hear it as the change starts, as UIKit tells a popped controller.
        for old in oldStack where !newStack.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
        }
        guard let to, let from, from !== to, operation != .none else {
            swap(from: from, to: to, oldStack: oldStack)
            return
        }
        guard animated, isViewLoaded, viewIfLoaded?.window != nil else {
            swap(from: from, to: to, oldStack: oldStack)
            return
        }
        beginTransition(from: from, to: to, operation: operation, oldStack: oldStack)
    }

    /// Changes the visible controller at once, without a transition (the delegate and the
    /// appearance callbacks hear `animated: false`).
    private func swap(from: UIViewController?, to: UIViewController?, oldStack: [UIViewController]) {
        let visible = isViewLoaded && viewIfLoaded?.window != nil && isAppearingOrAppeared
        if let to, to !== from { delegate?.navigationController(self, willShow: to, animated: false) }
        from?.isMovingFromParent = from.map { old in !stack.contains { $0 === old } } ?? false
        to?.isMovingToParent = to.map { new in !oldStack.contains { $0 === new } } ?? false
        defer {
            from?.isMovingFromParent = false
            to?.isMovingToParent = false
        }
        if visible, from !== to {
            from?.beginAppearanceTransition(false, animated: false)
            to?.beginAppearanceTransition(true, animated: false)
        }
        if isViewLoaded, from !== to {
            if let fromView = from?.viewIfLoaded, fromView.superview === containerView {
                fromView.removeFromSuperview()
            }
            if let to { install(to) }
        }
        if visible, from !== to {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
        settleChildren(oldStack: oldStack)
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if let to, to !== from { delegate?.navigationController(self, didShow: to, animated: false) }
    }

    /// Releases controllers that left the stack (they heard `willMove(toParent: nil)` when the
    /// change began; now `didMove(toParent: nil)`) and welcomes the ones that joined
    /// (`didMove(toParent:)`), after the appearance callbacks.
    fileprivate func settleChildren(oldStack: [UIViewController]) {
        for old in oldStack where !stack.contains(where: { $0 === old }) {
            if let oldView = old.viewIfLoaded, oldView.superview === containerView { oldView.removeFromSuperview() }
            old.removeFromParent()
        }
        for new in stack where !oldStack.contains(where: { $0 === new }) {
            new.didMove(toParent: self)
        }
        for child in children where !stack.contains(where: { $0 === child }) && !isQueued(child) {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
    }

    private func beginTransition(
        from: UIViewController, to: UIViewController, operation: Operation, oldStack: [UIViewController]
    ) {
        let custom: (any UIViewControllerAnimatedTransitioning)?
        let interactor: (any UIViewControllerInteractiveTransitioning)?
        if operation == .pop, let edgePop = interactivePop.takePrepared() {
            // The edge swipe asked the delegate already (InteractivePopController).
            (custom, interactor) = (edgePop.animator, edgePop.interactor)
        } else {
            custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        }
        let animator = custom ?? SystemNavigationAnimator(operation: operation)

        // The from view is in the container; the to view is laid out at the final frame but
        // not added: that is the animator's job.
        let fromView = from.loadedView
        if fromView.superview !== containerView { containerView.addSubview(fromView) }
        let toView = to.loadedView
        if toView.superview === containerView { toView.removeFromSuperview() }
        place(toView)

        let bounds = containerView.bounds
        let context = TransitionContext(
            host: self, containerView: containerView, operation: "\(operation)", from: from, to: to,
            fromView: fromView, toView: toView,
            frames: .init(fromInitial: bounds, fromFinal: .zero, toInitial: .zero, toFinal: bounds),
            animator: animator)
        runningTransition = context
        previousStack = oldStack
        AnimationEngine.shared.diagnostics.transitionDidBegin()

        delegate?.navigationController(self, willShow: to, animated: true)
        from.isMovingFromParent = operation == .pop
        to.isMovingToParent = operation == .push
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        navigationBar.beginTransition(to: stack.map(\.navigationItem), duration: context.duration)
        context.run(interactor: interactor)
    }
}

extension UINavigationController: TransitionHost {
    var frozenDescription: String { "the navigation stack is frozen" }
    var chromeLayers: [CALayer] { [navigationBar.layer] }

    func settleTransition(_ context: TransitionContext, didComplete: Bool) {
        guard runningTransition === context else { return }
        let from = context.fromViewController
        let to = context.toViewController
        runningTransition = nil
        if didComplete {
            if let fromView = from.viewIfLoaded, fromView.superview === containerView { fromView.removeFromSuperview() }
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            settleChildren(oldStack: previousStack)
            from.isMovingFromParent = false
            to.isMovingToParent = false
            navigationBar.finishTransition()
        } else {
            if let toView = to.viewIfLoaded, toView.superview === containerView { toView.removeFromSuperview() }
            let abandoned = stack
            stack = previousStack
            for controller in abandoned where !stack.contains(where: { $0 === controller }) {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            if !from.loadedView.isDescendant(of: containerView) { install(from) }
            to.beginAppearanceTransition(false, animated: true)
            from.beginAppearanceTransition(true, animated: true)
            to.endAppearanceTransition()
            from.endAppearanceTransition()
            // Controllers that were leaving stay: they are this controller's children again.
            for controller in stack where !abandoned.contains(where: { $0 === controller }) {
                controller.didMove(toParent: self)
            }
            from.isMovingFromParent = false
            to.isMovingToParent = false
            navigationBar.revertTransition(to: stack.map(\.navigationItem))
        }
        previousStack = []
    }

    func transitionDidEnd(_ context: TransitionContext, didComplete: Bool) {
        if didComplete { delegate?.navigationController(self, didShow: context.toViewController, animated: true) }
        AnimationEngine.shared.performOnNextRunLoopTurn { [weak self] in self?.runNextQueued() }
    }
}

/// The navigation controller's own view: keeps the container and bar sized to it.
@MainActor
final class NavigationRootView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        navigationController?.layoutChrome()
    }
}
