import Foundation

/// What a tab bar shows for one tab — a title, an image, a badge — as UIKit's `UITabBarItem`.
/// Every controller has one (`tabBarItem`, titled with the controller's title). The bar draws
/// the title (images are stored: ours). Source: Apple's UIKit documentation for `UITabBarItem`.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The system items UIKit provides, each with its own title and image.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        /// The title UIKit shows for the item in English (ours: the system's strings).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The text under the image.
    open var title: String?
    /// The image (stored; the bar draws the title only).
    open var image: UIImage?
    /// The image when the tab is selected (stored).
    open var selectedImage: UIImage?
    /// A number you give the item to tell items apart (default 0).
    open var tag = 0
    /// The badge's text, nil for none (stored).
    open var badgeValue: String?
    /// Whether the item can be selected (default true): a tap on a disabled item does nothing.
    open var isEnabled = true

    /// An item with `title`, `image` and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// An item with `title`, `image` and `selectedImage`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// One of the system's items, with its title ("Favorites", "Search", …) and `tag`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.title = systemItem.title
        self.tag = tag
        super.init()
    }

    /// An untitled item.
    public override init() {
        super.init()
    }
}
