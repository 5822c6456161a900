import Foundation

/// The root of a view hierarchy, as UIKit's `UIWindow`: it holds the root view controller's
/// view, sized to the window.
///
/// A portrait window (taller than wide) gets the iPhone's safe-area insets — 47 points at the
/// top for the status bar, 34 at the bottom for the home indicator (ours, the iPhone 14's);
/// others get none. Source: Apple's UIKit documentation for `UIWindow`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Whether `makeKeyAndVisible()` has been called.
    public private(set) var isKeyWindow = false

    /// Creates a hidden window with frame `frame`, in points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        let portrait = frame.height > frame.width
        assignSafeAreaInsets(portrait ? UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : .zero)
    }

    /// Windows are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view controller whose view fills the window. Setting it replaces the old one's view.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded, let oldView = old.viewIfLoaded, oldView.superview === self {
                if isKeyWindow { old.beginAppearanceTransition(false, animated: false) }
                oldView.removeFromSuperview()
                if isKeyWindow { old.endAppearanceTransition() }
            }
            if let root = rootViewController {
                let rootView = root.loadedView
                if isKeyWindow { root.beginAppearanceTransition(true, animated: false) }
                rootView.frame = bounds
                rootView.assignSafeAreaInsets(safeAreaInsets)
                addSubview(rootView)
                rootView.layoutIfNeeded()
                if isKeyWindow { root.endAppearanceTransition() }
            }
        }
    }

    /// Shows the window and makes it key; the root view controller gets `viewWillAppear` and
    /// `viewDidAppear` (not animated) the first time.
    open func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isHidden = false
        isKeyWindow = true
        if let root = rootViewController {
            root.beginAppearanceTransition(true, animated: false)
            layoutIfNeeded()
            root.endAppearanceTransition()
        }
    }
}
