import SourceRewriting

/// A finished build of the user's files: the shared library to load, the types in it, the
/// types left out, and what was rewritten. Ours.
struct UserBuild: Sendable {
    /// The library (`libPushpopUser_….so`) in the build cache.
    let libraryPath: String
    /// The types in the catalogue, in the order of the files and of their place in them.
    let entries: [DiscoveredTransition]
    /// The types found but left out, and why.
    let refusals: [DiscoveryRefusal]
    /// Each file's rewrites for Swift on Linux, in the order of the files.
    let files: [RewrittenFile]
    /// Seconds the build took (reading, rewriting, compiling); near zero when reused.
    let seconds: Double
    /// Whether an earlier build of the same files was reused from the cache.
    let wasReused: Bool

    /// A user's file and its rewritten copy.
    struct RewrittenFile: Sendable {
        /// The user's file.
        let source: SourceFile
        /// The copy compiled.
        let rewritten: RewrittenSource
    }
}
