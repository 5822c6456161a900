/// The playground's screens, as read from `Assets/screens.json` (or its built-in copy). Ours.
///
/// The file is one JSON object (UTF-8; keys starting with `$`, such as `"$comment"`, are
/// ignored anywhere; any other unknown key is an error):
///
/// ```
/// {
///   "version": 1,                  optional; 1 is the only version
///   "root": "home",                id of the screen at the bottom of the stack
///   "detail": "detail",            optional: id of the screen pushed, numbered, when the
///                                  selection has no push target of its own
///   "screens": [
///     { "id": "home",              unique
///       "title": "Home",           "{n}" is replaced by the screen's number
///       "color": "systemGroupedBackground",   a UIColor Swift name or "#RRGGBB", or a
///                                  list of them cycled by the screen's number
///       "push": "detail",          optional: default push target of this screen
///       "content": ONE OF
///         { "rows": [ { "title": "Photos", "subtitle": "12 photos", "push": "photos" }, … ] }
///         { "grid": { "columns": 3, "photos": ["photo01", …], "push": "photo" } }
///         { "text": "A paragraph." }
///         { "photo": {} }  or  { "photo": { "name": "photo03" } }
///     }, …
///   ]
/// }
/// ```
///
/// Push targets resolve as: the selected row's `push`, else the screen's `push`, else the
/// document's `detail`; a grid pushes its `push` screen with the selected photo. Photo names
/// are `UIImage(named:)` names, files `Assets/photos/NAME` (PNG, JPEG or Netpbm, named as
/// given or with `.png`, `.jpg`, `.jpeg`, `.ppm`, `.pam` or `.pgm`). Every id referred to must
/// exist; errors carry file, line, column and key path (see `AssetError`).
public struct ScreenDocument: Equatable, Sendable, Decodable {
    /// The schema version (1).
    public let version: Int
    /// The id of the root screen.
    public let root: String
    /// The id of the numbered detail screen, if any.
    public let detail: String?
    /// The screens, in file order.
    public let screens: [Screen]

    /// A document; see the properties.
    public init(version: Int = 1, root: String, detail: String?, screens: [Screen]) {
        self.version = version
        self.root = root
        self.detail = detail
        self.screens = screens
    }

    /// Decodes the object described above (cross-references are checked by `firstBrokenReference()`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.schemaObject(allowing: ["version", "root", "detail", "screens"])
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
        root = try container.string("root", nonEmpty: true)
        detail = try container.optionalString("detail")
        screens = try container.decode([Screen].self, forKey: SchemaKey("screens"))
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

    /// The first broken cross-reference, in file order: a duplicate id, a `root`, `detail` or
    /// `push` naming no screen.
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
        if let problem = check(root, at: JSONPath().appending("root")) { return problem }
        if let problem = check(detail, at: JSONPath().appending("detail")) { return problem }
        for (index, screen) in screens.enumerated() {
            let screenPath = screensPath.appending(index: index)
            if let problem = check(screen.push, at: screenPath.appending("push")) { return problem }
            let contentPath = screenPath.appending("content")
            switch screen.content {
            case .rows(let rows):
                for (rowIndex, row) in rows.enumerated() {
                    let rowPath = contentPath.appending("rows").appending(index: rowIndex).appending("push")
                    if let problem = check(row.push, at: rowPath) { return problem }
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
