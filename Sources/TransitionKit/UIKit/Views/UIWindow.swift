import Foundation

/// The root of a view hierarchy, as UIKit's `UIWindow`: it holds the root view controller's
/// view, sized to the window.
///
/// A portrait window (taller than wide) gets the iPhone's safe-area insets — 47 points at the
/// top for the status bar, 34 at the bottom for the home indicator (ours, the iPhone 14's);
/// others get none. Every window belongs to `UIApplication.shared` and its one scene from its
/// creation; one window at a time is key. Source: Apple's UIKit documentation for `UIWindow`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Whether the window has been shown (`makeKeyAndVisible()`): it then sends its root view
    /// controller's appearance callbacks.
    private var hasBeenShown = false

    /// The scene the window belongs to (the app's one scene unless set otherwise).
    open weak var windowScene: UIWindowScene?

    /// Creates a hidden window with frame `frame`, in points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        assignSafeAreaInsets(Self.safeAreaInsets(for: frame.size))
        let application = UIApplication.shared
        windowScene = application.scene
        application.register(self)
    }

    /// Creates a hidden window in `windowScene`, the size of its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// Windows are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The safe-area insets of a window of `size`, points: the iPhone's when portrait (see the
    /// type's description), none otherwise.
    static func safeAreaInsets(for size: CGSize) -> UIEdgeInsets {
        size.height > size.width ? UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : .zero
    }

    /// The window's rectangle, points. Setting one of another size is a size transition: see
    /// `changeSize(to:_:)` in `UIWindow+SizeTransition.swift`.
    open override var frame: CGRect {
        get { super.frame }
        set { changeSize(to: newValue.size) { super.frame = newValue } }
    }

    /// The window's own coordinate space, points. Setting one of another size is a size
    /// transition, as setting `frame`.
    open override var bounds: CGRect {
        get { super.bounds }
        set { changeSize(to: newValue.size) { super.bounds = newValue } }
    }

    /// The view controller whose view fills the window. Setting it replaces the old one's view.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded, let oldView = old.viewIfLoaded, oldView.superview === self {
                if hasBeenShown { old.beginAppearanceTransition(false, animated: false) }
                oldView.removeFromSuperview()
                if hasBeenShown { old.endAppearanceTransition() }
            }
            if let root = rootViewController {
                let rootView = root.loadedView
                if hasBeenShown { root.beginAppearanceTransition(true, animated: false) }
                rootView.frame = bounds
                rootView.assignSafeAreaInsets(safeAreaInsets)
                addSubview(rootView)
                rootView.layoutIfNeeded()
                if hasBeenShown { root.endAppearanceTransition() }
            }
        }
    }

    /// Delivers `event`'s touches: to the gesture recognizers of each touch's view and its
    /// ancestors first, then to the view itself (which passes what it does not handle up the
    /// responder chain) unless a recognizer that cancels touches in views recognized them.
    /// UIApplication calls it for every touch event; override to watch events, calling
    /// `super`. Source: Apple's UIKit documentation for `sendEvent(_:)`.
    open func sendEvent(_ event: UIEvent) {
        GestureArena.shared.deliver(event)
    }

    /// Whether this is the app's key window (the one made key last).
    open var isKeyWindow: Bool { UIApplication.shared.currentKeyWindow === self }

    /// Makes the window the key window, without showing it.
    open func makeKey() {
        UIApplication.shared.makeKey(self)
    }

    /// Shows the window and makes it key; the root view controller gets `viewWillAppear` and
    /// `viewDidAppear` (not animated) the first time.
    open func makeKeyAndVisible() {
        makeKey()
        guard !hasBeenShown else { return }
        isHidden = false
        hasBeenShown = true
        if let root = rootViewController {
            root.beginAppearanceTransition(true, animated: false)
            layoutIfNeeded()
            root.endAppearanceTransition()
        }
    }
}
