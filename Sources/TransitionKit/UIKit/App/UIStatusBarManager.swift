import Foundation

/// A window scene's status bar, as UIKit's `UIStatusBarManager`. The terminal draws no status
/// bar; its area is the key window's top safe-area inset (ours). Source: Apple's UIKit
/// documentation for `UIStatusBarManager`.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's frame, points: across the scene's key window, as tall as its top
    /// safe-area inset (47 points on the portrait phone); `.zero` without a key window.
    open var statusBarFrame: CGRect {
        guard let window = scene.keyWindow else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top)
    }

    /// Whether the status bar is hidden: false.
    open var isStatusBarHidden: Bool { false }

    /// The status bar's style: `.default`.
    open var statusBarStyle: UIStatusBarStyle { .default }
}
