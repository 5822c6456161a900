/// A transition type of the user's files that pushpop cannot run, and why. Ours.
public struct DiscoveryRefusal: Equatable, Sendable, CustomStringConvertible {
    /// The type's name, qualified by the types it is nested in.
    public let typeName: String
    /// The path of the file that declares it, as given.
    public let path: String
    /// The 1-based line of its declaration.
    public let line: Int
    /// Why, and what would make it runnable: `pushpop cannot create it: …`.
    public let reason: String

    /// A refusal of `typeName`, declared at `path`:`line`, for `reason`.
    public init(typeName: String, path: String, line: Int, reason: String) {
        self.typeName = typeName
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// `path:line: TypeName: reason`, as the compiler words a diagnostic's place.
    public var description: String { "\(path):\(line): \(typeName): \(reason)" }
}
