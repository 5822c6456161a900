import Foundation

/// What `pushpop run` did with the user's files, as the HUD shows it on its `Files` row: which
/// types are in the catalogue and which were left out, and with `--watch` whether a rebuild
/// runs or why the last one failed (the build before it keeps running). Ours.
public struct RunStatus: Equatable, Sendable {
    /// Where the build stands.
    public enum State: Equatable, Sendable {
        /// The running build is the latest (with `--watch`: waiting for a save).
        case ready
        /// A save was seen; the files are being rebuilt.
        case building
        /// The last rebuild failed; the build before it still runs.
        case failed
    }

    /// Where the build stands.
    public var state: State
    /// One line: `2 in the catalogue · watching 2 files`, `rebuilding after a save…`,
    /// `build failed: 2 errors; the last build runs`.
    public var message: String
    /// Lines under it: the compiler's errors (`Slide.swift:12:5: error: …`) when it failed, the
    /// types left out of the catalogue and why.
    public var details: [String]
    /// Whether a new build waits to be loaded until the running transition ends or the
    /// presented screens are dismissed (set by the run loop; the HUD says which).
    public var isReloadPending = false

    /// A status in `state` with `message` and `details` (none by default).
    public init(_ state: State, message: String, details: [String] = []) {
        self.state = state
        self.message = message
        self.details = details
    }
}
