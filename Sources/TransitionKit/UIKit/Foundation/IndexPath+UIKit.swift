import Foundation

/// UIKit's additions to Foundation's `IndexPath` for table and collection views: a path of two
/// indices, the section first. Foundation on Linux has `IndexPath` but not these.
///
/// As in UIKit, `row`, `item` and `section` require a path of exactly two indices (a
/// precondition: reading them on another path stops the program with UIKit's message).
/// Source: Apple's UIKit documentation for `IndexPath` ("UIKit additions").
extension IndexPath {
    /// The path `[section, row]` of a row in a table view section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path `[section, item]` of an item in a collection view section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first of the two indices.
    public var section: Int {
        get { self[Self.checked(self, 0)] }
        set { self[Self.checked(self, 0)] = newValue }
    }

    /// The row within the section: the second of the two indices.
    public var row: Int {
        get { self[Self.checked(self, 1)] }
        set { self[Self.checked(self, 1)] = newValue }
    }

    /// The item within the section: the second of the two indices (a collection view's `row`).
    public var item: Int {
        get { self[Self.checked(self, 1)] }
        set { self[Self.checked(self, 1)] = newValue }
    }

    private static func checked(_ path: IndexPath, _ position: Int) -> Int {
        precondition(
            path.count == 2,
            "Invalid index path for use with UITableView. This index path must contain exactly two indices "
                + "specifying the section and row.")
        return position
    }
}
