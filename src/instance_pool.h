/* instance_pool.h — the live instances of one kind: slots, generations, death order, spawn order.

   A slot is reused when free, created when none is free (the arrays double, up to the capacity),
   or recycled from the oldest live instance when the pool is full, so memory never grows past the
   capacity. Deaths come off a min-heap ordered by death time, so step() costs O(deaths · log n),
   not O(live). Each slot owns a 16-float record the GPU reads as per-instance data. */
#ifndef PLUME_INSTANCE_POOL_H
#define PLUME_INSTANCE_POOL_H

#include <stdint.h>

#include "plume.h"

#define PLUME_RECORD_FLOATS 16 /* rows 0..2 of the affine model matrix, then birth, max age, sizes */
#define PLUME_RECORD_BIRTH 12
#define PLUME_RECORD_MAX_AGE 13
#define PLUME_RECORD_START_SIZE 14
#define PLUME_RECORD_END_SIZE 15
#define PLUME_NO_SLOT UINT32_MAX

typedef struct plume_slot {
    double birth, death; /* ms on the system clock */
    float spin;          /* radians about Y, drawn once at spawn */
    uint32_t heap_index; /* position in the death heap while alive */
    uint32_t older, newer; /* neighbours in spawn order while alive */
    uint8_t generation;  /* 1..255; bumped at each reuse so old handles go stale */
    uint8_t alive;
} plume_slot;

typedef struct plume_pool {
    uint32_t capacity;   /* hard cap on slots */
    uint32_t allocated;  /* slots with memory behind them */
    uint32_t created;    /* slots handed out at least once */
    uint32_t alive;
    uint32_t recycled;   /* live instances ended early because a spawn found the pool full */
    uint32_t draw_count; /* every live slot is below this: the instance count to draw */
    float *records;
    plume_slot *slots;
    uint32_t *heap;       /* live slots, earliest death first */
    uint32_t *free_slots; /* stack of dead slots below `created` */
    uint32_t free_count;
    uint32_t oldest, newest;
    uint32_t dirty_begin, dirty_end; /* records changed since the backend uploaded them; empty when equal */
} plume_pool;

plume_status plume_pool_init(plume_pool *pool, uint32_t capacity);
void plume_pool_free(plume_pool *pool);

/* Takes a slot for an instance living from birth to death: free, new, or the oldest recycled. */
plume_status plume_pool_acquire(plume_pool *pool, double birth, double death, uint32_t *out_slot);
void plume_pool_release(plume_pool *pool, uint32_t slot);
/* Releases every instance whose death time is at or before now; returns how many died. */
uint32_t plume_pool_expire(plume_pool *pool, double now);
void plume_pool_mark_dirty(plume_pool *pool, uint32_t begin, uint32_t end);
void plume_pool_mark_clean(plume_pool *pool);

#endif
