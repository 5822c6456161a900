/// A problem with the playground's Assets, located like a compiler diagnostic:
/// `Assets/screens.json:14:17: screens[1].color: unknown colour "systemBleu" (did you mean
/// "systemBlue"?)`. Ours.
///
/// `file` is the path as the user would type it (relative to the current directory when the
/// Assets were found there). `line` and `column` are 1-based (columns count Unicode scalars)
/// and nil when the problem is with a whole file (an unreadable or undecodable image, a
/// missing directory). `keyPath` is where in `screens.json` the problem is, written
/// `screens[2].content.rows[0].title`; nil when it concerns no particular value.
public struct AssetError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file with the problem.
    public var file: String
    /// The 1-based line, if the problem has a position in a text file.
    public var line: Int?
    /// The 1-based column (Unicode scalars), if the problem has a position in a text file.
    public var column: Int?
    /// Where in the screens file, e.g. `screens[1].color`; nil for none.
    public var keyPath: String?
    /// What is wrong, one line, e.g. `unknown colour "systemBleu" (did you mean "systemBlue"?)`.
    public var message: String

    /// Creates an error; see the properties.
    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `FILE:LINE:COLUMN: KEYPATH: MESSAGE`, leaving out the parts that are nil or empty.
    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        if let keyPath, !keyPath.isEmpty {
            return "\(location): \(keyPath): \(message)"
        }
        return "\(location): \(message)"
    }
}
