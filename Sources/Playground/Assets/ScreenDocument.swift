/// The playground's screens, as read from `Assets/screens.json` (or its built-in copy). Ours.
///
/// The file is one JSON object (UTF-8; keys starting with `$`, such as `"$comment"`, are
/// ignored anywhere; any other unknown key is an error):
///
/// ```
/// {
///   "version": 1,                  optional; 1 is the only version
///   "root": "home",                id of the screen at the bottom of the stack; OR
///   "tabs": [                      a tab bar with a navigation stack per tab (1 to 5 tabs;
///     { "title": "Library",        not with "root"): the tab bar item's title
///       "root": "home",            id of the screen at the bottom of this tab's stack
///       "image": "books.vertical", optional: a UIImage(systemName:) name, stored
///       "badge": "3" }, …          optional: the tab bar item's badgeValue
///   ],
///   "detail": "detail",            optional: id of the screen pushed, numbered, when the
///                                  selection has no push target of its own
///   "present": PRESENT,            optional: what is presented when the selection and its
///                                  screen name nothing to present
///   "screens": [
///     { "id": "home",              unique
///       "title": "Home",           "{n}" is replaced by the screen's number
///       "color": "systemGroupedBackground",   a UIColor Swift name or "#RRGGBB", or a
///                                  list of them cycled by the screen's number
///       "push": "detail",          optional: default push target of this screen
///       "present": PRESENT,        optional: default presentation of this screen
///       "content": ONE OF
///         { "rows": [ { "title": "Photos", "subtitle": "12 photos", "push": "photos",
///                       "present": PRESENT }, … ] }     (subtitle, push, present optional)
///         { "grid": { "columns": 3, "photos": ["photo01", …], "push": "photo" } }
///         { "text": "A paragraph." }
///         { "photo": {} }  or  { "photo": { "name": "photo03" } }
///     }, …
///   ]
/// }
///
/// PRESENT: { "screen": "compose",  id of the screen presented modally
///            "style": "pageSheet",  optional: a UIModalPresentationStyle case name:
///                                   automatic (the default), pageSheet, formSheet,
///                                   fullScreen, overFullScreen, currentContext,
///                                   overCurrentContext or custom
///            "transition": "coverVertical" }   optional: a UIModalTransitionStyle case
///                                   name: coverVertical (the default), crossDissolve or
///                                   flipHorizontal (partialCurl is refused)
/// ```
///
/// Without `tabs` a document is one navigation stack and no tab bar, as version 1 files always
/// were. With `tabs`, each tab is a navigation controller of its own whose root is a new
/// controller for the tab's `root` screen; two tabs may start with the same screen. At most 5
/// tabs: a phone's tab bar shows 5 and UIKit moves the rest behind a More tab (Apple's docs for
/// `UITabBarController.viewControllers` and `moreNavigationController`), which pushpop does not
/// have, so a sixth tab is an error rather than a tab that cannot be reached.
///
/// Push targets resolve as: the selected row's `push`, else the screen's `push`, else the
/// document's `detail`; a grid pushes its `push` screen with the selected photo. Presentations
/// resolve the same way (`presentation(from:selectedIndex:)`): the selected row's `present`,
/// else the screen's, else the document's; when none names one, the present key presents what
/// the push key would push, with UIKit's defaults (`automatic`, which is a page sheet, and
/// `coverVertical`). Photo names are `UIImage(named:)` names, files `Assets/photos/NAME` (PNG,
/// JPEG or Netpbm, named as given or with `.png`, `.jpg`, `.jpeg`, `.ppm`, `.pam` or `.pgm`).
/// Every id referred to must exist; errors carry file, line, column and key path (see
/// `AssetError`).
public struct ScreenDocument: Equatable, Sendable, Decodable {
    /// The most tabs a document may have: what a phone's tab bar shows before UIKit adds a More
    /// tab.
    public static let maximumTabCount = 5

    /// The schema version (1).
    public let version: Int
    /// The id of the root screen: of the one navigation stack, or, with tabs, of the first
    /// tab's stack (the one a tab bar controller shows first, `selectedIndex` 0).
    public let root: String
    /// The tabs, left to right; empty for one navigation stack without a tab bar.
    public let tabs: [ScreenTab]
    /// The id of the numbered detail screen, if any.
    public let detail: String?
    /// What is presented when neither the selected row nor its screen names a presentation.
    public let present: ScreenPresentation?
    /// The screens, in file order.
    public let screens: [Screen]

    /// A document with one navigation stack from `root` and no tab bar; see the properties.
    public init(
        version: Int = 1, root: String, detail: String?, present: ScreenPresentation? = nil, screens: [Screen]
    ) {
        self.version = version
        self.root = root
        tabs = []
        self.detail = detail
        self.present = present
        self.screens = screens
    }

    /// A document with a tab bar of `tabs` (1 to `maximumTabCount`); `root` is the first tab's
    /// root (`""`, which names no screen, for no tabs). See the properties.
    public init(
        version: Int = 1, tabs: [ScreenTab], detail: String?, present: ScreenPresentation? = nil, screens: [Screen]
    ) {
        self.version = version
        root = tabs.first?.root ?? ""
        self.tabs = tabs
        self.detail = detail
        self.present = present
        self.screens = screens
    }

    /// Decodes the object described above (cross-references are checked by `firstBrokenReference()`).
    /// - Throws: `SchemaViolation` or `DecodingError` for the first problem: among them both or
    ///   neither of `root` and `tabs`, an empty list of tabs, more than `maximumTabCount` tabs.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: [
            "version", "root", "tabs", "detail", "present", "screens",
        ])
        if container.has("version") {
            let found = try container.decode(Double.self, forKey: SchemaKey("version"))
            guard found == 1 else {
                throw SchemaViolation(
                    path: container.path("version"),
                    message: "unsupported version \(found.rounded() == found ? String(Int(found)) : String(found)); "
                        + "this pushpop reads version 1")
            }
        }
        version = 1
        if let tabs = try container.decodeIfPresent([ScreenTab].self, forKey: SchemaKey("tabs")) {
            try Self.check(tabs, in: container)
            self.tabs = tabs
            root = tabs[0].root
        } else {
            tabs = []
            root = try container.string("root", nonEmpty: true)
        }
        detail = try container.optionalString("detail")
        present = try container.decodeIfPresent(ScreenPresentation.self, forKey: SchemaKey("present"))
        screens = try container.decode([Screen].self, forKey: SchemaKey("screens"))
    }

    /// Checks that decoded `tabs` stand alone (no `root` beside them) and number 1 to
    /// `maximumTabCount`.
    private static func check(_ tabs: [ScreenTab], in container: KeyedDecodingContainer<SchemaKey>) throws {
        if container.has("root") {
            throw SchemaViolation(
                path: container.path("root"),
                message: "give either \"root\" (one navigation stack) or \"tabs\" (a navigation stack per tab), "
                    + "not both", anchor: .key)
        }
        if tabs.isEmpty {
            throw SchemaViolation(
                path: container.path("tabs"),
                message: "the list of tabs is empty; give 1 to \(maximumTabCount) tabs, "
                    + "or \"root\" for one navigation stack without a tab bar")
        }
        if tabs.count > maximumTabCount {
            throw SchemaViolation(
                path: container.path("tabs").appending(index: maximumTabCount),
                message: "at most \(maximumTabCount) tabs, found \(tabs.count): a phone's tab bar shows "
                    + "\(maximumTabCount) and UIKit moves the rest behind a More tab, which pushpop does not have")
        }
    }

    /// What the present key presents from `screen` with item `selectedIndex` selected: the
    /// selected row's `present`, else the screen's `present`, else the document's `present`
    /// (a grid's tiles and text and photo screens have only the screen's and the document's).
    /// Nil when none names one: then the playground presents what the push key would push from
    /// the same selection, with `ScreenPresentation`'s defaults (UIKit's: `automatic`, a page
    /// sheet, and `coverVertical`). A presented photo screen shows the selected grid photo as a
    /// pushed one does. Ours, modelled on the push targets' rule.
    public func presentation(from screen: Screen, selectedIndex: Int?) -> ScreenPresentation? {
        if case .rows(let rows) = screen.content, let index = selectedIndex, rows.indices.contains(index),
            let rowPresentation = rows[index].present
        {
            return rowPresentation
        }
        return screen.present ?? present
    }

    /// The screen with id `id`, if any.
    public func screen(id: String) -> Screen? {
        screens.first { $0.id == id }
    }

    /// Every image name the screens use (grid photos, then fixed photo names), each once, in
    /// file order, with where it is first used.
    var imageReferences: [(name: String, path: JSONPath)] {
        var seen: Set<String> = []
        var references: [(name: String, path: JSONPath)] = []
        for (index, screen) in screens.enumerated() {
            let contentPath = JSONPath().appending("screens").appending(index: index).appending("content")
            switch screen.content {
            case .grid(let grid):
                for (photoIndex, name) in grid.photos.enumerated() where seen.insert(name).inserted {
                    references.append(
                        (name, contentPath.appending("grid").appending("photos").appending(index: photoIndex)))
                }
            case .photo(let detail):
                if let name = detail.name, seen.insert(name).inserted {
                    references.append((name, contentPath.appending("photo").appending("name")))
                }
            case .rows, .text:
                break
            }
        }
        return references
    }

    /// The first broken cross-reference, in file order: a duplicate id, a `root`, tab root,
    /// `detail`, `push` or presented `screen` naming no screen.
    func firstBrokenReference() -> SchemaViolation? {
        var firstIndex: [String: Int] = [:]
        let screensPath = JSONPath().appending("screens")
        for (index, screen) in screens.enumerated() {
            if let earlier = firstIndex[screen.id] {
                return SchemaViolation(
                    path: screensPath.appending(index: index).appending("id"),
                    message: "duplicate id \"\(screen.id)\" (screens[\(earlier)] has it already)")
            }
            firstIndex[screen.id] = index
        }
        let ids = screens.map(\.id)
        func check(_ target: String?, at path: JSONPath) -> SchemaViolation? {
            guard let target, firstIndex[target] == nil else { return nil }
            let message =
                "no screen has the id \"\(target)\"" + (Suggestion.hint(for: target, among: ids, quote: "\"") ?? "")
            return SchemaViolation(path: path, message: message)
        }
        func checkPresentation(_ presentation: ScreenPresentation?, at path: JSONPath) -> SchemaViolation? {
            check(presentation?.screen, at: path.appending("screen"))
        }
        if tabs.isEmpty {
            if let problem = check(root, at: JSONPath().appending("root")) { return problem }
        }
        for (index, tab) in tabs.enumerated() {
            let path = JSONPath().appending("tabs").appending(index: index).appending("root")
            if let problem = check(tab.root, at: path) { return problem }
        }
        if let problem = check(detail, at: JSONPath().appending("detail")) { return problem }
        if let problem = checkPresentation(present, at: JSONPath().appending("present")) { return problem }
        for (index, screen) in screens.enumerated() {
            let screenPath = screensPath.appending(index: index)
            if let problem = check(screen.push, at: screenPath.appending("push")) { return problem }
            if let problem = checkPresentation(screen.present, at: screenPath.appending("present")) { return problem }
            let contentPath = screenPath.appending("content")
            switch screen.content {
            case .rows(let rows):
                for (rowIndex, row) in rows.enumerated() {
                    let rowPath = contentPath.appending("rows").appending(index: rowIndex)
                    if let problem = check(row.push, at: rowPath.appending("push")) { return problem }
                    if let problem = checkPresentation(row.present, at: rowPath.appending("present")) { return problem }
                }
            case .grid(let grid):
                if let problem = check(grid.push, at: contentPath.appending("grid").appending("push")) {
                    return problem
                }
            case .text, .photo:
                break
            }
        }
        return nil
    }
}
