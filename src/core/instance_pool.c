#include "instance_pool.h"

#include <stdlib.h>
#include <string.h>

#include "error.h"

#define INITIAL_SLOTS 64u

static int grow_array(void **array, uint32_t count, size_t item_size)
{
    void *grown = realloc(*array, (size_t)count * item_size);
    if (!grown) return 0;
    *array = grown;
    return 1;
}

static plume_status grow(plume_pool *pool)
{
    uint32_t next = pool->allocated ? pool->allocated * 2 : INITIAL_SLOTS;
    if (next > pool->capacity) next = pool->capacity;
    /* each array is swapped in as soon as it grows, so a failure part way leaves a consistent pool */
    if (!grow_array((void **)&pool->records, next, PLUME_RECORD_FLOATS * sizeof(float)) ||
        !grow_array((void **)&pool->slots, next, sizeof(plume_slot)) ||
        !grow_array((void **)&pool->heap, next, sizeof(uint32_t)) ||
        !grow_array((void **)&pool->free_slots, next, sizeof(uint32_t)))
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory growing a pool to %u instances", next);
    memset(&pool->records[(size_t)pool->allocated * PLUME_RECORD_FLOATS], 0,
           (size_t)(next - pool->allocated) * PLUME_RECORD_FLOATS * sizeof(float));
    memset(&pool->slots[pool->allocated], 0, (size_t)(next - pool->allocated) * sizeof(plume_slot));
    pool->allocated = next;
    return PLUME_OK;
}

plume_status plume_pool_init(plume_pool *pool, uint32_t capacity)
{
    memset(pool, 0, sizeof *pool);
    pool->capacity = capacity;
    pool->oldest = pool->newest = PLUME_NO_SLOT;
    plume_status status = grow(pool);
    if (status) plume_pool_free(pool); /* the arrays that grew before one failed: a failed init holds nothing */
    return status;
}

void plume_pool_center(const plume_pool *pool, const uint8_t at[3], float out[3])
{
    double sum[3] = {0, 0, 0};
    for (uint32_t s = 0; s < pool->draw_count; s++) {
        if (!pool->slots[s].alive) continue;
        const float *r = &pool->records[(size_t)s * PLUME_RECORD_FLOATS];
        for (int a = 0; a < 3; a++) sum[a] += r[at[a]];
    }
    for (int a = 0; a < 3; a++) out[a] = pool->alive ? (float)(sum[a] / pool->alive) : 0.0f;
}

struct plume_pool_depth {
    float depth;
    uint32_t slot;
};

static int farther(const struct plume_pool_depth *a, const struct plume_pool_depth *b)
{
    return a->depth > b->depth || (a->depth == b->depth && a->slot < b->slot);
}

const float *plume_pool_sorted_records(plume_pool *pool, const uint8_t at[3], const float row[4], uint32_t *count)
{
    if (pool->sorted_capacity < pool->alive) {
        float *records = realloc(pool->sorted, (size_t)pool->allocated * PLUME_RECORD_FLOATS * sizeof(float));
        if (records) pool->sorted = records;
        struct plume_pool_depth *order = records ? realloc(pool->order, (size_t)pool->allocated * sizeof *order) : NULL;
        if (!order) return NULL;
        pool->order = order;
        pool->sorted_capacity = pool->allocated;
    }
    uint32_t n = 0;
    for (uint32_t s = 0; s < pool->draw_count; s++) {
        if (!pool->slots[s].alive) continue;
        const float *r = &pool->records[(size_t)s * PLUME_RECORD_FLOATS];
        pool->order[n++] = (struct plume_pool_depth){-(row[0] * r[at[0]] + row[1] * r[at[1]] + row[2] * r[at[2]] + row[3]), s};
    }
    static const uint32_t gaps[] = {701, 301, 132, 57, 23, 10, 4, 1}; /* shell sort (Ciura's gaps) */
    for (uint32_t g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
        for (uint32_t i = gaps[g]; i < n; i++) {
            struct plume_pool_depth x = pool->order[i];
            uint32_t j = i;
            for (; j >= gaps[g] && farther(&x, &pool->order[j - gaps[g]]); j -= gaps[g]) pool->order[j] = pool->order[j - gaps[g]];
            pool->order[j] = x;
        }
    }
    for (uint32_t i = 0; i < n; i++)
        memcpy(&pool->sorted[(size_t)i * PLUME_RECORD_FLOATS], &pool->records[(size_t)pool->order[i].slot * PLUME_RECORD_FLOATS],
               PLUME_RECORD_FLOATS * sizeof(float));
    *count = n;
    return pool->sorted;
}

void plume_pool_free(plume_pool *pool)
{
    free(pool->sorted);
    free(pool->order);
    free(pool->records);
    free(pool->slots);
    free(pool->heap);
    free(pool->free_slots);
    memset(pool, 0, sizeof *pool);
}

/* ---- death-time min-heap ---- */

static int dies_before(const plume_pool *pool, uint32_t a, uint32_t b)
{
    return pool->slots[a].death < pool->slots[b].death;
}

static void heap_place(plume_pool *pool, uint32_t index, uint32_t slot)
{
    pool->heap[index] = slot;
    pool->slots[slot].heap_index = index;
}

static void heap_sift_up(plume_pool *pool, uint32_t index)
{
    uint32_t slot = pool->heap[index];
    while (index > 0) {
        uint32_t parent = (index - 1) / 2;
        if (!dies_before(pool, slot, pool->heap[parent])) break;
        heap_place(pool, index, pool->heap[parent]);
        index = parent;
    }
    heap_place(pool, index, slot);
}

static void heap_sift_down(plume_pool *pool, uint32_t index)
{
    uint32_t slot = pool->heap[index];
    uint32_t size = pool->alive;
    for (;;) {
        uint32_t child = index * 2 + 1;
        if (child >= size) break;
        if (child + 1 < size && dies_before(pool, pool->heap[child + 1], pool->heap[child])) child++;
        if (!dies_before(pool, pool->heap[child], slot)) break;
        heap_place(pool, index, pool->heap[child]);
        index = child;
    }
    heap_place(pool, index, slot);
}

/* ---- free-slot min-heap: the lowest free slot is reused first ---- */

static void free_push(plume_pool *pool, uint32_t slot)
{
    uint32_t index = pool->free_count++;
    while (index > 0) {
        uint32_t parent = (index - 1) / 2;
        if (pool->free_slots[parent] <= slot) break;
        pool->free_slots[index] = pool->free_slots[parent];
        index = parent;
    }
    pool->free_slots[index] = slot;
}

static uint32_t free_pop_lowest(plume_pool *pool)
{
    uint32_t lowest = pool->free_slots[0];
    uint32_t last = pool->free_slots[--pool->free_count];
    uint32_t index = 0;
    for (;;) {
        uint32_t child = index * 2 + 1;
        if (child >= pool->free_count) break;
        if (child + 1 < pool->free_count && pool->free_slots[child + 1] < pool->free_slots[child]) child++;
        if (last <= pool->free_slots[child]) break;
        pool->free_slots[index] = pool->free_slots[child];
        index = child;
    }
    if (pool->free_count > 0) pool->free_slots[index] = last;
    return lowest;
}

/* ---- spawn-order list ---- */

static void list_append(plume_pool *pool, uint32_t slot)
{
    pool->slots[slot].older = pool->newest;
    pool->slots[slot].newer = PLUME_NO_SLOT;
    if (pool->newest != PLUME_NO_SLOT) pool->slots[pool->newest].newer = slot;
    else pool->oldest = slot;
    pool->newest = slot;
}

static void list_unlink(plume_pool *pool, uint32_t slot)
{
    plume_slot *s = &pool->slots[slot];
    if (s->older != PLUME_NO_SLOT) pool->slots[s->older].newer = s->newer;
    else pool->oldest = s->newer;
    if (s->newer != PLUME_NO_SLOT) pool->slots[s->newer].older = s->older;
    else pool->newest = s->older;
}

void plume_pool_release(plume_pool *pool, uint32_t slot)
{
    plume_slot *s = &pool->slots[slot];
    if (!s->alive) return;
    s->alive = 0;
    uint32_t index = s->heap_index;
    pool->alive--;
    if (index < pool->alive) {
        heap_place(pool, index, pool->heap[pool->alive]);
        heap_sift_up(pool, index);
        heap_sift_down(pool, pool->slots[pool->heap[index]].heap_index);
    }
    list_unlink(pool, slot);
    if (s->generation == PLUME_GENERATION_MAX) { /* retired: never reused, so never rewritten: hide it now */
        s->retired = 1;
        pool->records[(size_t)slot * PLUME_RECORD_FLOATS + PLUME_RECORD_MAX_AGE] = -1.0f;
        plume_pool_mark_dirty(pool, slot, slot + 1);
    } else {
        free_push(pool, slot);
    }
    while (pool->draw_count > 0 && !pool->slots[pool->draw_count - 1].alive) pool->draw_count--;
}

plume_status plume_pool_acquire(plume_pool *pool, double birth, double death, uint32_t *out_slot)
{
    uint32_t slot;
    for (;;) {
        if (pool->free_count == 0 && pool->created == pool->allocated && pool->allocated < pool->capacity) {
            plume_status status = grow(pool);
            if (status) return status;
        }
        if (pool->free_count > 0) {
            slot = free_pop_lowest(pool);
            break;
        }
        if (pool->created < pool->allocated) {
            slot = pool->created++;
            pool->slots[slot].generation = pool->generation_base;
            break;
        }
        if (pool->alive == 0)
            return plume_fail(PLUME_ERR_LIMIT, "all %u slots have used up their %u generations", pool->capacity,
                              PLUME_GENERATION_MAX);
        pool->recycled++;
        plume_pool_release(pool, pool->oldest); /* full: recycle the oldest live instance (unless retired) */
    }
    plume_slot *s = &pool->slots[slot];
    s->generation++; /* the base only before first use; a spent generation was retired on release */
    if (s->generation > pool->generation_top) pool->generation_top = s->generation;
    s->alive = 1;
    s->birth = birth;
    s->death = death;
    heap_place(pool, pool->alive, slot);
    pool->alive++;
    heap_sift_up(pool, pool->alive - 1);
    list_append(pool, slot);
    if (slot >= pool->draw_count) pool->draw_count = slot + 1;
    *out_slot = slot;
    return PLUME_OK;
}

uint32_t plume_pool_expire(plume_pool *pool, double now)
{
    uint32_t died = 0;
    while (pool->alive > 0 && pool->slots[pool->heap[0]].death <= now) {
        plume_pool_release(pool, pool->heap[0]);
        died++;
    }
    return died;
}

/* Inserts [begin, end), absorbing the runs it touches; past PLUME_POOL_DIRTY_RUNS runs the two
   with the smallest gap merge, which uploads the fewest clean records. O(runs) per call. */
void plume_pool_mark_dirty(plume_pool *pool, uint32_t begin, uint32_t end)
{
    if (begin >= end) return;
    uint32_t *b = pool->dirty_begin, *e = pool->dirty_end, n = pool->dirty_runs;
    uint32_t first = 0; /* runs before `first` end before the new run and stay */
    while (first < n && e[first] < begin) first++;
    uint32_t last = first; /* runs in [first, last) touch or overlap it: absorbed */
    while (last < n && b[last] <= end) {
        if (b[last] < begin) begin = b[last];
        if (e[last] > end) end = e[last];
        last++;
    }
    memmove(&b[first + 1], &b[last], (n - last) * sizeof *b);
    memmove(&e[first + 1], &e[last], (n - last) * sizeof *e);
    n = n + 1 - (last - first);
    b[first] = begin;
    e[first] = end;
    if (n > PLUME_POOL_DIRTY_RUNS) {
        uint32_t closest = 0;
        for (uint32_t i = 1; i + 1 < n; i++)
            if (b[i + 1] - e[i] < b[closest + 1] - e[closest]) closest = i;
        e[closest] = e[closest + 1];
        memmove(&b[closest + 1], &b[closest + 2], (n - closest - 2) * sizeof *b);
        memmove(&e[closest + 1], &e[closest + 2], (n - closest - 2) * sizeof *e);
        n--;
    }
    pool->dirty_runs = n;
}

uint32_t plume_pool_dirty_run_count(const plume_pool *pool) { return pool->dirty_runs; }

void plume_pool_dirty_run(const plume_pool *pool, uint32_t index, uint32_t *out_begin, uint32_t *out_end)
{
    *out_begin = pool->dirty_begin[index];
    *out_end = pool->dirty_end[index];
}

uint32_t plume_pool_dirty_slots(const plume_pool *pool)
{
    uint32_t slots = 0;
    for (uint32_t i = 0; i < pool->dirty_runs; i++) slots += pool->dirty_end[i] - pool->dirty_begin[i];
    return slots;
}

void plume_pool_mark_clean(plume_pool *pool) { pool->dirty_runs = 0; }
