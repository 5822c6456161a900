import Foundation

/// libdispatch's main-queue wake-up descriptor on Linux: an `eventfd` that the main dispatch
/// queue makes readable when work is queued on it (`DispatchQueue.main.async`, an `asyncAfter`
/// falling due) and that Foundation's run loop clears when it runs that work. Declared by
/// libdispatch for CoreFoundation (`_dispatch_get_main_queue_handle_4CF`, exported), not in its
/// Swift overlay.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// Whether the main dispatch queue has work waiting, so that a frame turns Foundation's run
/// loop (which runs that work) only when there is some: a turn costs nine system calls and
/// the run loop's bookkeeping, a look one `poll` with no wait. Ours.
///
/// Only the main dispatch queue is looked at: the playground's clock, timers and display links
/// are the engine's (`AnimationEngine`), and Foundation `Timer`s are not part of it.
enum MainQueueWork {
    /// The descriptor, made on first use as libdispatch makes it for CoreFoundation.
    private static let handle = dispatchMainQueueHandle()

    /// Whether work is queued on the main dispatch queue now (or the answer cannot be had, in
    /// which case the run loop is turned as before).
    static var isPending: Bool {
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) != 0
    }
}
