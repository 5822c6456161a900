/// Why a file could not be rewritten. Ours.
public enum SourceRewritingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The Swift toolchain's sourcekitd (`libsourcekitdInProc.so`), which parses the file, could
    /// not be loaded: the paths looked at and why.
    case parserUnavailable(searched: [String], reason: String)
    /// sourcekitd failed to answer (its message).
    case parserFailed(String)
    /// The file does not parse: the first error's 1-based line and column (UTF-8 bytes, as the
    /// compiler counts) in the user's file, and the compiler's message.
    case syntax(line: Int, column: Int, message: String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .parserUnavailable(let searched, let reason):
            "cannot load the Swift parser (sourcekitd), looked for \(searched.joined(separator: ", ")): \(reason)"
        case .parserFailed(let message): "the Swift parser failed: \(message)"
        case .syntax(let line, let column, let message): "\(line):\(column): error: \(message)"
        }
    }
}
