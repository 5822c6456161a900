import Animators
import Foundation

/// A source of new builds of the animators while the playground runs, and of the status the
/// HUD shows about them: `pushpop run` says which types of the user's files are in the
/// catalogue, and with `--watch` rebuilds them on every save and hands the new entries over
/// through this. The interactive run loop waits on `wakeDescriptor` with the terminal's input
/// and calls `poll()` after every wait. Ours.
@preconcurrency @MainActor
public protocol AnimatorReloading: AnyObject {
    /// A file descriptor that becomes readable when `poll()` has news (`poll()` drains it), or
    /// -1 when there will be none after the first `poll()`.
    var wakeDescriptor: Int32 { get }
    /// What happened since the last call.
    func poll() -> AnimatorReload
}

/// What an `AnimatorReloading` source has for the playground: the entries of a new build, a
/// new status, both or neither. Ours.
public struct AnimatorReload {
    /// The whole list, the user's entries and the catalogue's, in the order of the number keys;
    /// nil when no new build arrived.
    public var entries: [AnimatorEntry]?
    /// Whether the first entry is to be selected (the user's first build after the catalogue ran
    /// alone), rather than the one selected now.
    public var selectsFirstEntry: Bool
    /// The HUD's new `Files` status; nil when it did not change.
    public var status: RunStatus?

    /// News with `entries`, `status`, or neither.
    public init(entries: [AnimatorEntry]? = nil, selectsFirstEntry: Bool = false, status: RunStatus? = nil) {
        self.entries = entries
        self.selectsFirstEntry = selectsFirstEntry
        self.status = status
    }
}
