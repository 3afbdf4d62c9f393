/* count_allocations.h — a test's counting allocator: the linker routes every malloc/calloc/realloc of the test
   and the core here (link the test with -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc); `allocations` counts them,
   so a test can say "stepping allocates nothing"; `fail_allocation` (>= 0) makes the allocation that many calls from
   now return NULL, once, so a test can fail each allocation of a call in turn. Include it in one file of a test. */
#ifndef PLUME_COUNT_ALLOCATIONS_H
#define PLUME_COUNT_ALLOCATIONS_H

#include <stddef.h>

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *pointer, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *pointer, size_t size);

static unsigned long allocations;
static long fail_allocation = -1;

static int allocation_fails(void)
{
    allocations++;
    return fail_allocation >= 0 && fail_allocation-- == 0;
}

void *__wrap_malloc(size_t size)
{
    return allocation_fails() ? NULL : __real_malloc(size);
}
void *__wrap_calloc(size_t count, size_t size)
{
    return allocation_fails() ? NULL : __real_calloc(count, size);
}
void *__wrap_realloc(void *pointer, size_t size)
{
    return allocation_fails() ? NULL : __real_realloc(pointer, size);
}

#endif
