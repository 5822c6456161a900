import Foundation

/// A container that shows one of several controllers at a time, with a tab bar at the bottom
/// to choose among them, as UIKit's `UITabBarController` (put a `UINavigationController` in a
/// tab for a navigation stack per tab).
///
/// Selections come two ways, as in UIKit. Code sets `selectedIndex` or
/// `selectedViewController`: the tab changes at once, without the delegate (no
/// `shouldSelect`, no `didSelect`, no animator). The user taps the bar — here
/// `tapTabBarItem(at:)` (ours: UIKit's tap handling is private) — and the delegate is asked
/// `shouldSelect`, the switch runs through its animator if it gives one (interactively through
/// its interaction controller), and `didSelect` follows the selection. The transition's
/// container fills the controller's view; the bar is drawn above it, outside it; when the
/// switch completes the old tab's view leaves the container. Source: Apple's UIKit
/// documentation for `UITabBarController` and `UITabBarControllerDelegate`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selected = NSNotFound
    private var runningTransition: TransitionContext?
    /// The selection before the running switch, restored if it is cancelled.
    private var previousIndex = NSNotFound
    private let bar = UITabBar(frame: .zero)

    /// The view tab switches happen in: it fills the controller's view; the selected tab's view
    /// is its subview.
    let containerView = UIView(frame: .zero)

    /// The delegate asked about the user's selections; held weakly.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar at the bottom, one item per tab (each controller's `tabBarItem`).
    open var tabBar: UITabBar { bar }

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        bar.tabBarController = self
    }

    /// Tab bar controllers are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// Builds the view: the container filling it, the bar at the bottom, the selected tab's
    /// view in the container.
    open override func loadView() {
        let root = TabBarRootView(frame: UIScreen.main.bounds)
        root.tabBarController = self
        view = root
        containerView.accessibilityIdentifier = "transition container"
        root.addSubview(containerView)
        root.addSubview(bar)
        layoutChrome()
        if let current = selectedViewController { install(current) }
    }

    /// Sizes the container to the whole view and the bar to the bottom `UITabBar.contentHeight`
    /// points.
    func layoutChrome() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        containerView.layer.frame = bounds
        containerView.assignSafeAreaInsets(childSafeAreaInsets)
        bar.frame = CGRect(
            x: 0, y: bounds.height - UITabBar.contentHeight, width: bounds.width, height: UITabBar.contentHeight)
        if runningTransition == nil, let current = selectedViewController?.viewIfLoaded,
            current.superview === containerView
        {
            place(current)
        }
    }

    /// The tabs' safe-area insets: the view's, with the bottom at least the bar's height.
    private var childSafeAreaInsets: UIEdgeInsets {
        var insets = viewIfLoaded?.safeAreaInsets ?? .zero
        insets.bottom = max(insets.bottom, UITabBar.contentHeight)
        return insets
    }

    private func place(_ view: UIView) {
        containerView.placeContainedView(view, safeAreaInsets: childSafeAreaInsets)
    }

    private func install(_ controller: UIViewController) {
        let view = controller.loadedView
        place(view)
        containerView.addSubview(view)
    }

    override var childrenForAppearanceForwarding: [UIViewController] {
        runningTransition == nil ? selectedViewController.map { [$0] } ?? [] : []
    }

    override var ownTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? { runningTransition }

    // MARK: The tabs

    /// The tabs' root controllers, left to right; nil when none. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it is among the new ones;
    /// otherwise the first tab is selected (NSNotFound with no tabs). The delegate is not
    /// asked. During a tab switch: refused (an `invalid-operation` diagnostic; ours).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard runningTransition == nil else {
            return refuse("setViewControllers(_:animated:) during a tab switch")
        }
        let old = tabs ?? []
        let new = viewControllers ?? []
        let oldSelection = selectedViewController
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
        }
        let added = new.filter { controller in !old.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        tabs = viewControllers
        if let oldSelection, let index = new.firstIndex(where: { $0 === oldSelection }) {
            selected = index
        } else {
            selected = new.isEmpty ? NSNotFound : 0
        }
        bar.setItems(new.map { $0.tabBarItem }, animated: false)
        bar.selectedItem = selectedViewController?.tabBarItem
        swap(from: oldSelection, to: selectedViewController)
        for controller in old where !new.contains(where: { $0 === controller }) {
            if let view = controller.viewIfLoaded, view.superview === containerView { view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// The selected tab's index (NSNotFound when there are no tabs). Setting it selects that
    /// tab at once, without the delegate and without animation (Apple's docs); an index out of
    /// range is refused (an `invalid-operation` diagnostic; ours).
    open var selectedIndex: Int {
        get { selected }
        set {
            guard runningTransition == nil else { return refuse("selectedIndex set during a tab switch") }
            guard let tabs, tabs.indices.contains(newValue) else {
                return refuse("selectedIndex \(newValue) is not the index of a tab (\(tabs?.count ?? 0) tabs)")
            }
            let old = selectedViewController
            selected = newValue
            bar.selectedItem = tabs[newValue].tabBarItem
            swap(from: old, to: tabs[newValue])
        }
    }

    /// The selected tab's controller. Setting it to one of `viewControllers` selects it as
    /// `selectedIndex` does (no delegate, no animation).
    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selected) else { return nil }
            return tabs[selected]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else {
                return refuse("selectedViewController set to a controller that is not one of the tabs")
            }
            selectedIndex = index
        }
    }

    /// Whether a tab switch is running. Ours.
    public var isTransitioning: Bool { runningTransition != nil }

    /// The type name of the running switch's animator, for messages; nil when none runs. Ours.
    public var transitionAnimatorName: String? { runningTransition?.animatorName }

    /// Whether the running switch's animator has not called `completeTransition(_:)` 2 s after
    /// its duration. Ours.
    public var isTransitionOverdue: Bool { runningTransition?.isOverdue ?? false }

    /// Ends a running tab switch whose animator never called `completeTransition(_:)`, as
    /// `UINavigationController.forceCompleteTransition()` does a push. Ours. Does nothing when
    /// no switch runs.
    public func forceCompleteTransition() {
        runningTransition?.forceComplete()
    }

    /// Selects tab `index` as a tap on its bar item does: nothing for a disabled item, an
    /// index out of range or during a switch; else the delegate's `shouldSelect` may refuse;
    /// the switch runs through the delegate's animator (and interaction controller) if it gives
    /// one, at once otherwise; `didSelect` follows the selection (also when the tab was already
    /// selected; a navigation controller in it then pops to its root, as UIKit does). Returns
    /// whether the tab was selected. Ours: UIKit's tap handling is private; this is how the
    /// playground, tests and gestures tap the bar.
    @discardableResult
    public func tapTabBarItem(at index: Int) -> Bool {
        guard runningTransition == nil, let tabs, tabs.indices.contains(index), tabs[index].tabBarItem.isEnabled
        else { return false }
        let target = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return false }
        guard let from = selectedViewController, from !== target else {
            if let navigation = target as? UINavigationController {
                navigation.popToRootViewController(animated: true)
            } else if selectedViewController == nil {
                selectedIndex = index
            }
            delegate?.tabBarController(self, didSelect: target)
            return true
        }
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: target)
        previousIndex = selected
        selected = index
        bar.selectedItem = target.tabBarItem
        if let animator, isViewLoaded, viewIfLoaded?.window != nil {
            beginTransition(from: from, to: target, animator: animator)
        } else {
            swap(from: from, to: target)
        }
        delegate?.tabBarController(self, didSelect: target)
        return true
    }

    private func refuse(_ what: String) {
        AnimationEngine.shared.diagnostics.report(
            .invalidOperation, "\(debugName): \(what); refused, the selection is unchanged.")
    }

    // MARK: Switching

    /// Shows `to` instead of `from` at once, with the appearance callbacks (not animated).
    private func swap(from: UIViewController?, to: UIViewController?) {
        guard from !== to else { return }
        let visible = isViewLoaded && viewIfLoaded?.window != nil && isAppearingOrAppeared
        if visible {
            from?.beginAppearanceTransition(false, animated: false)
            to?.beginAppearanceTransition(true, animated: false)
        }
        if isViewLoaded {
            if let fromView = from?.viewIfLoaded, fromView.superview === containerView {
                fromView.removeFromSuperview()
            }
            if let to { install(to) }
        }
        if visible {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
    }

    private func beginTransition(
        from: UIViewController, to: UIViewController, animator: any UIViewControllerAnimatedTransitioning
    ) {
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let fromView = from.loadedView
        if fromView.superview !== containerView { containerView.addSubview(fromView) }
        let toView = to.loadedView
        if toView.superview === containerView { toView.removeFromSuperview() }
        place(toView)
        let bounds = containerView.bounds
        let context = TransitionContext(
            host: self, containerView: containerView, operation: "tab switch", from: from, to: to,
            fromView: fromView, toView: toView,
            frames: .init(fromInitial: bounds, fromFinal: .zero, toInitial: .zero, toFinal: bounds),
            animator: animator)
        runningTransition = context
        AnimationEngine.shared.diagnostics.transitionDidBegin()
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        context.run(interactor: interactor)
    }
}

extension UITabBarController: TransitionHost {
    var frozenDescription: String { "the tab bar is frozen" }
    var chromeLayers: [CALayer] { [] }

    func settleTransition(_ context: TransitionContext, didComplete: Bool) {
        guard runningTransition === context else { return }
        runningTransition = nil
        let from = context.fromViewController
        let to = context.toViewController
        if didComplete {
            if let fromView = from.viewIfLoaded, fromView.superview === containerView { fromView.removeFromSuperview() }
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        } else {
            if let toView = to.viewIfLoaded, toView.superview === containerView { toView.removeFromSuperview() }
            selected = previousIndex
            bar.selectedItem = from.tabBarItem
            if !from.loadedView.isDescendant(of: containerView) { install(from) }
            to.beginAppearanceTransition(false, animated: true)
            from.beginAppearanceTransition(true, animated: true)
            to.endAppearanceTransition()
            from.endAppearanceTransition()
        }
        previousIndex = NSNotFound
    }

    func transitionDidEnd(_ context: TransitionContext, didComplete: Bool) {}
}

/// The tab bar controller's own view: keeps the container and bar sized to it.
@MainActor
final class TabBarRootView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        tabBarController?.layoutChrome()
    }
}
