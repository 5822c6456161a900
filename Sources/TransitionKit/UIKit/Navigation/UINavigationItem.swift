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
