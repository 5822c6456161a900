// A counting allocator for pushpop-bench: malloc and its siblings, defined in the executable,
// come before glibc's for the whole process (the dynamic linker binds every library's calls to
// the executable's definitions first) and forward to glibc's own entry points. The count is
// per thread (static TLS in the executable: no allocation of its own), so a frame counts only
// what the thread drawing it allocated.
#include <errno.h>
#include <stddef.h>
#include "CAllocationCounter.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local unsigned long long allocations;

unsigned long long pushpop_allocation_count(void) { return allocations; }

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) allocations++;
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    allocations++;
    void *block = __libc_memalign(alignment, size);
    if (block == NULL && size != 0) return ENOMEM;
    *result = block;
    return 0;
}
