import Foundation

/// Manages one screen's view, as UIKit's `UIViewController`.
///
/// The view is created lazily: the first access to `view` calls `loadView()` (a plain view the
/// size of the screen) and then `viewDidLoad()`. Appearance callbacks (`viewWillAppear(_:)`,
/// `viewDidAppear(_:)`, `viewWillDisappear(_:)`, `viewDidDisappear(_:)`) are sent by the
/// window and by containers such as `UINavigationController`, each at most once per change of
/// state. Source: Apple's UIKit documentation for `UIViewController`.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var _view: UIView?
    private var _title: String?
    private var appearance = Appearance.disappeared
    private var pendingAppearance: Bool?

    private enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// The controller that contains this one (e.g. its navigation controller).
    public internal(set) weak var parent: UIViewController?
    /// Contained controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// What the navigation bar shows for this controller.
    public let navigationItem = UINavigationItem()

    /// True while the controller is being pushed (between `viewWillAppear` and `viewDidAppear`
    /// of its push).
    public internal(set) var isMovingToParent = false
    /// True while the controller is being popped.
    public internal(set) var isMovingFromParent = false

    /// Creates a controller; nib names and bundles are accepted and ignored (there are none).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Controllers are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a controller (`init(nibName: nil, bundle: nil)`).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The superview of the root view, else the parent controller (UIKit's responder chain).
    open override var next: UIResponder? {
        viewIfLoaded?.superview ?? parent
    }

    // MARK: The view

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get { loadedView }
        set {
            _view?.owningViewController = nil
            _view = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view, loading it if needed (non-optional; for TransitionKit's own use).
    var loadedView: UIView {
        if let existing = _view { return existing }
        loadView()
        let loaded: UIView
        if let made = _view {
            loaded = made
        } else {
            loaded = UIView(frame: UIScreen.main.bounds)
            loaded.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            _view = loaded
        }
        loaded.owningViewController = self
        viewDidLoad()
        return loaded
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { _view != nil }
    /// The view if loaded, without loading it.
    public var viewIfLoaded: UIView? { _view }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        _ = loadedView
    }

    /// Creates the view. The default makes a plain `UIView` the size of the screen that
    /// follows its superview's size (`autoresizingMask` `[.flexibleWidth, .flexibleHeight]`, as
    /// UIKit's default view has); override and assign `view` to make your own (without calling
    /// `super`). Source: Apple's docs for `loadView()`.
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    /// The title; also the navigation item's title and the tab bar item's, as UIKit's.
    open var title: String? {
        get { _title }
        set {
            _title = newValue
            navigationItem.title = newValue
            _tabBarItem?.title = newValue
        }
    }

    // MARK: Traits and bars

    /// The traits of the controller's environment: `UITraitCollection.current` (light, compact
    /// width; ours: there is one environment). Source: Apple's UIKit documentation
    /// (`UITraitEnvironment`).
    open var traitCollection: UITraitCollection { .current }
    /// Called when the traits changed: never here, as they do not change (ours).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the tab bar hides while this controller is pushed on a navigation stack (default
    /// false). Stored: the tab bar stays (ours).
    open var hidesBottomBarWhenPushed = false
    /// The edges the view extends under the bars to (default all). Stored: the container always
    /// fills the navigation controller's view, under the bar (ours).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too (default false). Stored.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The status bar style the controller asks for (default `.default`); override to ask for
    /// another. Read by nobody here: the terminal draws no status bar (ours).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller asks for the status bar to be hidden (default false); override to
    /// ask. Read by nobody here.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the system to read the two above again: nothing to update here.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Presentation

    /// How the controller is shown when presented (default `.automatic`: the page sheet on a
    /// phone). Source: Apple's docs for `modalPresentationStyle`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The system animation used when presented without a custom animator (default
    /// `.coverVertical`). Source: Apple's docs for `modalTransitionStyle`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether this controller's view is covered by `.currentContext` and `.overCurrentContext`
    /// presentations made from it or its descendants (default false).
    open var definesPresentationContext = false
    /// Whether a context-defining controller gives its own `modalTransitionStyle` to the
    /// presentations it hosts (default false). Stored.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the presented controller refuses the sheet's interactive (swipe-down)
    /// dismissal (default false); `dismiss(animated:completion:)` works either way. Source:
    /// Apple's docs for `isModalInPresentation`.
    open var isModalInPresentation = false
    /// The size the controller would like its view to have when a container or a presentation
    /// asks (default `.zero`), points. Read by your presentation controllers (ours: the system's
    /// on a phone ignore it, as iOS's page sheet does). A change is told to the parent, else to
    /// the presentation controller, with `preferredContentSizeDidChange(forChildContentContainer:)`.
    /// Source: Apple's docs for `preferredContentSize`.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            let container: (any UIContentContainer)? = parent ?? presentationControllerStorage
            container?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// Whether a presented controller that does not cover the screen takes over the status bar's
    /// appearance (default false). Stored: no status bar is drawn.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Gives the animators, interaction controllers and (for `.custom`) the presentation
    /// controller when this controller is presented; held weakly.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// True while the controller is being presented: from `present` until after its
    /// `viewDidAppear` (so inside `viewWillAppear` and `viewDidAppear`; false again if an
    /// interactive presentation is cancelled). Source: Apple's docs for `isBeingPresented`.
    public internal(set) var isBeingPresented = false
    /// True while the controller is being dismissed: from `dismiss` until after its
    /// `viewDidDisappear` (false again if an interactive dismissal is cancelled). Source:
    /// Apple's docs for `isBeingDismissed`.
    public internal(set) var isBeingDismissed = false
    /// The controller this one presents (not an ancestor's).
    var presentedStorage: UIViewController?
    /// The presentation controller while this controller is presented.
    var presentationControllerStorage: UIPresentationController?
    /// The presentation controller made by reading `presentationController` before presenting.
    var preparedPresentationController: UIPresentationController?

    /// Presents `viewControllerToPresent` modally with its `modalPresentationStyle` and
    /// `modalTransitionStyle` (or its `transitioningDelegate`'s animators); `completion` runs
    /// after the presentation completes (after `viewDidAppear`). `flag` false: at once, no
    /// animator. Refused with an `invalid-operation` diagnostic: a controller that is already
    /// presented or contained, a presenter that already presents another, a presentation
    /// while another runs, a presenter not in a window, the style `.none`. The rules for which
    /// controller presents are in `UIViewController+Presentation.swift`. Source: Apple's docs
    /// for `present(_:animated:completion:)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this controller (or an ancestor) presents — with every one
    /// presented above it: the top one animates away, the ones between are removed at once —
    /// or, if it presents none, the presented controller it is or belongs to.
    /// `completion` runs after the dismissal completes; nothing happens when there is nothing
    /// to dismiss, and a dismissal while a presentation or dismissal runs is refused (an
    /// `invalid-operation` diagnostic). Source: Apple's docs for `dismiss(animated:completion:)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    // MARK: Content container (UIContentContainer)

    /// A child's `preferredContentSize` changed; the default does nothing. Source: Apple's docs
    /// for `preferredContentSizeDidChange(forChildContentContainer:)`.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed: never called here (no Auto Layout); the
    /// default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size, points, a child gets when this controller's view takes `parentSize`: the
    /// default returns `parentSize`. The default `viewWillTransition(to:with:)` asks it for each
    /// child. Source: Apple's docs for `size(forChildContentContainer:withParentContainerSize:)`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The view is about to take `size`, points, with `coordinator` managing the change (called
    /// before the view's size changes; here the change is not animated, see
    /// `UIContentContainer`). The default forwards it to each child, with the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives, then to the presentation
    /// controller of the controller this one presents, which forwards it to that controller.
    /// Override and call `super`. Source: Apple's docs for `viewWillTransition(to:with:)`
    /// ("view controllers forward the size change message to their views and child view
    /// controllers; presentation controllers forward the size change to their presented view
    /// controller").
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        presentedStorage?.presentationControllerStorage?.viewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to become `newCollection`: never called here (one environment); the
    /// default does nothing.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}

    // MARK: Tab bars

    private var _tabBarItem: UITabBarItem?

    /// The item that represents the controller in a tab bar: made on first access with the
    /// controller's title. Source: Apple's docs for `tabBarItem`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }

    // MARK: Containment

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Adds `childController` as a child (calls its `willMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent (calls `didMove(toParent: nil)`; the caller
    /// calls `willMove(toParent: nil)` first, as UIKit's containment API asks). A navigation
    /// controller's child leaves its stack too (see `UINavigationController`).
    /// Source: Apple's documentation for `removeFromParent()`.
    open func removeFromParent() {
        guard let oldParent = parent, oldParent.releaseChild(self) else { return }
        didMove(toParent: nil)
    }

    /// Lets `child` go: it leaves `children` and its `parent` becomes nil. Returns false when
    /// the container refuses (a navigation controller during a transition). Containers
    /// override it to keep their own lists in step.
    func releaseChild(_ child: UIViewController) -> Bool {
        children.removeAll { $0 === child }
        child.parent = nil
        return true
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance

    /// Called before the view is added to the view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added and any transition has finished.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed and any transition has finished.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Starts an appearance change: sends `viewWillAppear` (`isAppearing`) or
    /// `viewWillDisappear`, unless the controller is already in or entering that state.
    /// Containers call this for their children; pair it with `endAppearanceTransition()`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            pendingAppearance = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            pendingAppearance = animated
            viewWillDisappear(animated)
        default:
            return
        }
        for child in childrenForAppearanceForwarding {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes the appearance change begun last: sends `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        let animated = pendingAppearance ?? false
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        pendingAppearance = nil
        for child in childrenForAppearanceForwarding {
            child.endAppearanceTransition()
        }
    }

    /// The transition this container runs itself (a navigation controller's push or pop, a tab
    /// bar controller's tab switch), nil when none runs.
    var ownTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// The children that receive this controller's appearance callbacks: all children by
    /// default; a navigation controller forwards to its top controller only.
    var childrenForAppearanceForwarding: [UIViewController] { children }

    /// Whether the view is on screen (appeared or appearing). Ours, for containers.
    var isAppearingOrAppeared: Bool {
        appearance == .appeared || appearance == .appearing
    }
}

extension UIViewController {
    /// A short name for messages: the class and, when set, the title in quotes. Ours.
    var debugName: String {
        let title = title.map { " “\($0)”" } ?? ""
        return "\(String(describing: type(of: self)))\(title)"
    }
}
