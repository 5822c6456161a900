/// Why a file could not be rewritten. Ours.
public enum SourceRewritingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The Swift toolchain's sourcekitd (`libsourcekitdInProc.so`), which parses the file, could
    /// not be loaded: the paths looked at and why.
    case parserUnavailable(searched: [String], reason: String)
    /// sourcekitd failed to answer (its message).
    case parserFailed(String)
    /// The file at `path` does not parse: the first error's 1-based line and column (UTF-8 bytes,
    /// as the compiler counts) in the user's file, and the compiler's message. `path` is empty for
    /// text rewritten without one (`SourceRewriter.rewrite(_:)`).
    case syntax(path: String, line: Int, column: Int, message: String)

    /// A sentence for the user; a syntax error as the compiler prints it,
    /// `path:line:column: error: message` (without `path:` when the path is empty).
    public var description: String {
        switch self {
        case .parserUnavailable(let searched, let reason):
            "cannot load the Swift parser (sourcekitd), looked for \(searched.joined(separator: ", ")): \(reason)"
        case .parserFailed(let message): "the Swift parser failed: \(message)"
        case .syntax(let path, let line, let column, let message):
            "\(path.isEmpty ? "" : path + ":")\(line):\(column): error: \(message)"
        }
    }
}
