import Animators
import Foundation

/// A source of new builds of the animators while the playground runs, and of the status the
/// HUD shows about them: `pushpop run` says which types of the user's files are in the
/// catalogue, and with `--watch` rebuilds them on every save and hands the new entries over
/// through this. The
/// interactive run loop waits on `wakeDescriptor` with the terminal's input and calls `poll()`
/// after every wait. Ours.
@preconcurrency @MainActor
public protocol AnimatorReloading: AnyObject {
    /// A file descriptor that becomes readable when `poll()` has news (`poll()` drains it), or
    /// -1 when there will be none after the first `poll()`.
    var wakeDescriptor: Int32 { get }
    /// What happened since the last call: the entries of a new build (the whole list, the
    /// user's and the catalogue's, in the order of the number keys), a new status, both or
    /// neither.
    func poll() -> (entries: [AnimatorEntry]?, status: RunStatus?)
}
