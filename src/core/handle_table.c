/* handle_table.c — growing the one table every handle kind uses (handle_table.h). */
#include "handle_table.h"

#include <stdlib.h>
#include <string.h>

#include "error.h"

static int grow(plume_handle_table *t)
{
    uint32_t capacity = t->capacity ? t->capacity * 2u : 16u;
    if (capacity > PLUME_TABLE_MAX_SLOTS) capacity = PLUME_TABLE_MAX_SLOTS;
    void **slots = realloc(t->slots, capacity * sizeof *slots);
    if (!slots) return 0;
    t->slots = slots;
    uint32_t *generation = realloc(t->generation, capacity * sizeof *generation);
    if (!generation) return 0; /* slots grew but capacity did not: still consistent */
    t->generation = generation;
    for (uint32_t i = t->capacity; i < capacity; i++) t->slots[i] = NULL, t->generation[i] = 0;
    t->capacity = capacity;
    return 1;
}

plume_status plume_table_reserve(plume_handle_table *t, const char *what, uint32_t *out_slot)
{
    uint32_t slot = t->lowest_free;
    for (;;) {
        while (slot < t->capacity &&
               (t->slots[slot] || !plume_slot_reusable(t->generation[slot], PLUME_TABLE_GENERATION_LIMIT)))
            slot++;
        if (slot < t->capacity) break;
        if (t->capacity == PLUME_TABLE_MAX_SLOTS)
            return plume_fail(PLUME_ERR_LIMIT, "too many %s (at most %u alive at once; a slot serves %u, then retires)",
                              what, PLUME_TABLE_MAX_SLOTS, PLUME_TABLE_GENERATION_LIMIT - 1u);
        if (!grow(t)) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory: the table of %s cannot grow", what);
    }
    t->lowest_free = slot; /* every slot below is taken or spent */
    *out_slot = slot;
    return PLUME_OK;
}

uint32_t plume_table_occupy(plume_handle_table *t, uint32_t slot, void *object)
{
    t->slots[slot] = object;
    t->generation[slot]++;
    t->count++;
    if (slot == t->lowest_free) t->lowest_free = slot + 1;
    return plume_table_id(t, slot);
}

plume_status plume_table_put(plume_handle_table *t, void *object, const char *what, uint32_t *out_id)
{
    uint32_t slot;
    *out_id = 0;
    plume_status status = plume_table_reserve(t, what, &slot);
    if (!status) *out_id = plume_table_occupy(t, slot, object);
    return status;
}

void *plume_table_take(plume_handle_table *t, uint32_t id)
{
    uint32_t slot = plume_table_slot(id);
    void *object = t->slots[slot];
    t->slots[slot] = NULL;
    t->count--;
    if (slot < t->lowest_free) t->lowest_free = slot;
    return object;
}

void plume_table_free(plume_handle_table *t)
{
    free(t->slots);
    free(t->generation);
    *t = (plume_handle_table){.tag = t->tag};
}

plume_status plume_table_stale(plume_table_tag expected, uint32_t id, const char *what, const char *gone)
{
    static const char *const KINDS[] = {NULL, "a texture's", "an emitter's", "an emitter group's", "a particle system's",
                                        "an effect's", "an effect instance's"};
    const uint32_t tag = PLUME_TABLE_TAG_BITS ? id >> (32u - PLUME_TABLE_TAG_BITS) : 0u;
    if (tag && tag != (uint32_t)expected && tag < sizeof KINDS / sizeof KINDS[0])
        return plume_fail(PLUME_ERR_STALE_HANDLE, "%s %u is %s handle, not %s%s's", what, id, KINDS[tag],
                          strchr("aeiou", what[0]) ? "an " : "a ", what);
    return plume_fail(PLUME_ERR_STALE_HANDLE, "%s %u %s", what, id, gone);
}
