#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/// Heap allocations made so far by the calling thread: every call of malloc, calloc,
/// posix_memalign and aligned_alloc, and every realloc that is given no block (the ones
/// glibc's allocator serves as new blocks). Counted by this module's definitions of those
/// functions, which the executable that links it puts in front of glibc's (they forward to
/// glibc's `__libc_*` entry points). Ours, for pushpop-bench.
unsigned long long pushpop_allocation_count(void);

#endif
