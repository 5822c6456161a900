import CAllocationCounter

/// Heap allocations made by the calling thread, counted by the bench's own `malloc`,
/// `calloc`, `realloc` (of no block), `posix_memalign` and `aligned_alloc`, which forward to
/// glibc's (`CAllocationCounter`). Every Swift object, array buffer and string storage is one
/// of them. Ours.
enum AllocationCounter {
    /// Allocations this thread has made so far.
    static func count() -> Int {
        Int(truncatingIfNeeded: pushpop_allocation_count())
    }
}
