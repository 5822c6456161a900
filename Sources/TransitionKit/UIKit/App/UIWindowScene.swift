import Foundation

/// The scene that holds the app's windows, as UIKit's `UIWindowScene`: every `UIWindow` is in
/// it (TransitionKit has one scene). Source: Apple's UIKit documentation for `UIWindowScene`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows that still exist, in the order they were created.
    open var windows: [UIWindow] {
        UIApplication.shared.liveWindows.filter { $0.windowScene === self }
    }

    /// The scene's key window, if it has one.
    open var keyWindow: UIWindow? {
        guard let key = UIApplication.shared.currentKeyWindow, key.windowScene === self else { return nil }
        return key
    }

    /// The screen the scene is on.
    open var screen: UIScreen { .main }

    /// The scene's status bar.
    open var statusBarManager: UIStatusBarManager? { statusBar }
    private lazy var statusBar = UIStatusBarManager(scene: self)

    override init() {
        super.init()
    }
}
