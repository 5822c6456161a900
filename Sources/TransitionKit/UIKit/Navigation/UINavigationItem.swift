import Foundation

/// What a view controller shows in the navigation bar while it is on top: its title and the
/// back button's title that the controller above it shows. Source: Apple's UIKit documentation
/// for `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title in the middle of the bar. A view controller's `title` sets it.
    open var title: String?
    /// The back button title the next controller shows; nil uses this item's title ("Back" when
    /// that is too long or missing).
    open var backButtonTitle: String?
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false
    /// When the title is large (default `.automatic`: as the item below). Stored: titles are
    /// drawn one size (ours).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// When a navigation item shows a large title, UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it (the bar's `prefersLargeTitles` for the first).
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
    }

    /// An item with title `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }
}
