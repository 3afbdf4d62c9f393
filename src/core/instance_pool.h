/* instance_pool.h — the live instances of one kind: slots, generations, death order, spawn order.

   A slot is reused when free (always the lowest free slot, so the live set stays packed at the
   bottom and draw_count follows it), created when none is free (the arrays double, up to the
   capacity), or recycled from the oldest live instance when the pool is full, so memory never grows
   past the capacity. A slot whose generation is spent is retired, never reused, so no handle can
   ever repeat. Deaths come off a min-heap ordered by death time, so step() costs O(deaths · log n),
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
#define PLUME_POOL_DIRTY_RUNS 16 /* runs of changed records kept apart; more merge the two closest */
/* Generations run 1..PLUME_GENERATION_MAX: the 25 bits of a 53-bit handle left after kind and slot. */
#define PLUME_GENERATION_MAX ((1u << 25) - 1u)

typedef struct plume_slot {
    double birth, death; /* ms on the system clock */
    float spin;          /* radians about Y, drawn once at spawn */
    uint32_t heap_index; /* position in the death heap while alive */
    uint32_t older, newer; /* neighbours in spawn order while alive */
    uint32_t generation; /* 1..PLUME_GENERATION_MAX; bumped at each reuse so old handles go stale */
    uint8_t alive;
    uint8_t retired;     /* its generation is spent: never handed out again */
} plume_slot;

typedef struct plume_pool {
    uint32_t capacity;   /* hard cap on slots */
    uint32_t allocated;  /* slots with memory behind them */
    uint32_t created;    /* slots handed out at least once */
    uint32_t alive;
    uint32_t recycled;   /* live instances ended early because a spawn found the pool full */
    uint32_t generation_base; /* a new slot's first generation is this + 1: above every handle of an earlier kind of
                                 its index (plume_undefine_kind), so an old handle never names a new instance */
    uint32_t generation_top;  /* the highest generation handed out */
    uint32_t draw_count; /* highest live slot + 1: the instance count to draw */
    float *records;
    plume_slot *slots;
    uint32_t *heap;       /* live slots, earliest death first */
    uint32_t *free_slots; /* min-heap of dead slots below `created`: the lowest is reused first */
    uint32_t free_count;
    uint32_t oldest, newest;
    /* records changed since the backend uploaded them: sorted, non-overlapping, non-touching
       half-open runs [begin, end) */
    uint32_t dirty_begin[PLUME_POOL_DIRTY_RUNS + 1], dirty_end[PLUME_POOL_DIRTY_RUNS + 1]; /* +1: room to insert */
    uint32_t dirty_runs;
    /* plume_pool_sorted_records' scratch: the live records far to near, and the order it sorts */
    float *sorted;
    struct plume_pool_depth *order;
    uint32_t sorted_capacity;
} plume_pool;

plume_status plume_pool_init(plume_pool *pool, uint32_t capacity);
/* The mean position of the live instances, for ordering draws (0 when none): each record holds x, y, z at
   `at[0..2]` (mesh records: the translation, 3, 7, 11; emitter group members: their origin). */
void plume_pool_center(const plume_pool *pool, const uint8_t at[3], float out[3]);
/* The live records ordered far to near (for alpha blending: each instance over those behind it), copied into
   the pool's scratch: the depth of a record is -(row · position + row[3]) (row: the view matrix's third row;
   the position at at[0..2]); ties keep slot order. Returns them and their count, or NULL when memory runs
   out (`count` untouched: the caller draws unsorted). Valid until the next call or a change of the pool. */
const float *plume_pool_sorted_records(plume_pool *pool, const uint8_t at[3], const float row[4], uint32_t *count);
void plume_pool_free(plume_pool *pool);

/* Takes a slot for an instance living from birth to death: the lowest free, a new one, or the
   oldest live one recycled. PLUME_ERR_LIMIT only when every slot up to the capacity is retired. */
plume_status plume_pool_acquire(plume_pool *pool, double birth, double death, uint32_t *out_slot);
void plume_pool_release(plume_pool *pool, uint32_t slot);
/* Releases every instance whose death time is at or before now; returns how many died. */
uint32_t plume_pool_expire(plume_pool *pool, double now);

/* Changed records, for a backend to upload: up to PLUME_POOL_DIRTY_RUNS runs of slots, sorted.
     for (uint32_t i = 0; i < plume_pool_dirty_run_count(pool); i++) {
         plume_pool_dirty_run(pool, i, &begin, &end); ... upload records [begin, end) ...
     }
     plume_pool_mark_clean(pool);
   Small changes far apart stay apart (a follower in slot 0 and spawns near slot 1000 upload two
   short runs, not everything between); when the runs are full the two closest merge. */
void plume_pool_mark_dirty(plume_pool *pool, uint32_t begin, uint32_t end);
uint32_t plume_pool_dirty_run_count(const plume_pool *pool);
void plume_pool_dirty_run(const plume_pool *pool, uint32_t index, uint32_t *out_begin, uint32_t *out_end);
/* Slots inside the dirty runs (what an upload of every run sends), for stats and tests. */
uint32_t plume_pool_dirty_slots(const plume_pool *pool);
void plume_pool_mark_clean(plume_pool *pool);

#endif
