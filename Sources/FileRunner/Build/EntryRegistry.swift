import SourceRewriting

/// The Swift file pushpop adds to the user's: one C-callable function,
/// `pushpop_user_entries_v1`, that makes an `AnimatorEntry` for each type discovery found and
/// returns them (a retained `[AnimatorEntry]` as an object), for `UserLibrary` to call after
/// loading the build. Each entry's line is marked with `#sourceLocation(file: "pushpop-entry/N")`,
/// so that a compiler error in it names the entry and the build can drop that one alone. Ours.
struct EntryRegistry {
    /// The C symbol of the function.
    static let symbol = "pushpop_user_entries_v1"
    /// The prefix of an entry's file name in compiler diagnostics.
    static let entryPathPrefix = "pushpop-entry/"

    /// The file's text for `entries`.
    static func source(for entries: [DiscoveredTransition]) -> String {
        var lines = [
            "// Made by pushpop run: the catalogue entries of the files given.",
            "import Animators",
            "import TransitionKit",
            "",
            "@_cdecl(\"\(symbol)\")",
            "public func pushpopUserEntries() -> UnsafeMutableRawPointer {",
            "    var entries: [AnimatorEntry] = []",
        ]
        for (index, entry) in entries.enumerated() {
            lines.append("#sourceLocation(file: \"\(entryPathPrefix)\(index)\", line: 1)")
            lines.append("    entries.append(\(entry.entryExpression))")
            lines.append("#sourceLocation()")
        }
        lines += ["    return Unmanaged.passRetained(entries as AnyObject).toOpaque()", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The index of the entry a diagnostic at `path` is in, or nil for the user's files.
    static func entryIndex(ofDiagnosticAt path: String) -> Int? {
        guard path.hasPrefix(entryPathPrefix) else { return nil }
        return Int(path.dropFirst(entryPathPrefix.count))
    }
}
