import Foundation

/// The app, as UIKit's `UIApplication`: the windows, the key window, the scene they belong to
/// and whether touch events are ignored.
///
/// Every `UIWindow` belongs to the app from its creation until it is released (held weakly,
/// listed in creation order); the key window is the one `makeKeyAndVisible()` or `makeKey()`
/// was called on last. There is one scene, a `UIWindowScene` holding every window. The engine
/// lays out the visible windows (their views that need it, `layoutSubviews()`) at the end of
/// every frame, as UIKit does before each screen update. Source: Apple's UIKit documentation
/// for `UIApplication`; one scene is ours.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    /// The app.
    public class var shared: UIApplication { instance }

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    private var registered: [WeakWindow] = []
    private weak var keyWindowStorage: UIWindow?
    private var ignoringDepth = 0
    /// The app's one scene (ours: pushpop has one phone screen).
    let scene = UIWindowScene()

    private override init() {
        super.init()
    }

    /// The app's windows, visible and hidden, in the order they were created.
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { liveWindows }

    /// The window made key last (`makeKeyAndVisible()`), if it still exists.
    @available(
        *, deprecated,
        message:
            "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
    )
    open var keyWindow: UIWindow? { currentKeyWindow }

    /// The status bar's frame in screen coordinates, points: across the key window's width, as
    /// tall as its top safe-area inset (47 points on the portrait phone; ours); `.zero` without
    /// a key window. Source: Apple's UIKit documentation for `statusBarFrame`.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarFrame: CGRect { scene.statusBarManager?.statusBarFrame ?? .zero }

    /// The scenes connected to the app: the one `UIWindowScene`.
    open var connectedScenes: Set<UIScene> { [scene] }

    /// Sends `action` to `target` with `sender` (and `event`); a nil `target` goes up the
    /// responder chain from `sender` (ours: TransitionKit has no first responder, where UIKit
    /// starts) to the first responder whose type has the method. Returns whether the method was
    /// called; a target or sender not of the method's types is an `unrecognized-selector`
    /// diagnostic (see `Selector`). Source: Apple's UIKit documentation for
    /// `sendAction(_:to:from:for:)`.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            let from = sender.map { " from a \(String(describing: type(of: $0)))" } ?? ""
            return action.perform(
                on: target as AnyObject, sender: sender, event: event, site: "sendAction(_:to:from:for:)\(from)")
        }
        var responder = sender as? UIResponder
        while let current = responder {
            if action.isImplemented(by: current) {
                let site = "sendAction(_:to:from:for:) up the responder chain"
                return action.perform(on: current, sender: sender, event: event, site: site)
            }
            responder = current.next
        }
        return false
    }

    /// Whether touch-downs are ignored (`beginIgnoringInteractionEvents()`).
    var ignoresTouches: Bool { ignoringDepth > 0 }

    /// Starts ignoring touch events (a finger touching down meanwhile is not delivered); calls
    /// nest and must be balanced by `endIgnoringInteractionEvents()`.
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    open func beginIgnoringInteractionEvents() {
        ignoringDepth += 1
    }

    /// Ends one `beginIgnoringInteractionEvents()`; extra calls are ignored.
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    open func endIgnoringInteractionEvents() {
        ignoringDepth = max(0, ignoringDepth - 1)
    }

    /// Whether more `beginIgnoringInteractionEvents()` than `endIgnoringInteractionEvents()`
    /// calls have been made.
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    open var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    // MARK: Internal

    /// The windows that still exist, in creation order.
    var liveWindows: [UIWindow] {
        registered.removeAll { $0.window == nil }
        return registered.compactMap(\.window)
    }

    /// The key window (not deprecated, for TransitionKit's own use).
    var currentKeyWindow: UIWindow? { keyWindowStorage }

    func register(_ window: UIWindow) {
        registered.append(WeakWindow(window: window))
    }

    func makeKey(_ window: UIWindow) {
        keyWindowStorage = window
    }

    /// Lays out every visible window's views that need it (UIKit's layout pass before a screen
    /// update).
    /// Runs every engine frame, so it makes no array: it walks the registered windows as they
    /// were when it began (a window made during layout waits for the next pass) and forgets
    /// those that are gone only when it met one.
    func layoutVisibleWindows() {
        var metGone = false
        for entry in registered {
            guard let window = entry.window else {
                metGone = true
                continue
            }
            if !window.isHidden { window.layoutIfNeeded() }
        }
        if metGone { registered.removeAll { $0.window == nil } }
    }
}
