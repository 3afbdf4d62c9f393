/* handle_table.h — the one handle scheme of every table (textures, emitters, emitter groups, CPU
   systems, effects, effect instances; mesh instances keep theirs in the pool's records).

   An id is generation << PLUME_TABLE_SLOT_BITS | slot. A slot's generation goes up each time the slot
   is reused; a slot whose generation would reach PLUME_TABLE_GENERATION_LIMIT retires (is never handed
   out again) instead of wrapping, so a dead id stays dead for ever and never names a newer object.
   The generation is never 0, so neither is an id. Tables grow (doubling) as objects are added, up to
   PLUME_TABLE_MAX_SLOTS alive at once; a table that cannot grow says whether memory or the id space
   ran out. */
#ifndef PLUME_HANDLE_TABLE_H
#define PLUME_HANDLE_TABLE_H

#include <stdint.h>

#include "plume.h"

#define PLUME_TABLE_SLOT_BITS 16u
#define PLUME_TABLE_MAX_SLOTS (1u << PLUME_TABLE_SLOT_BITS) /* alive at once */

/* Debug builds (PLUME_TAGGED_HANDLES: the native build with sanitizers, which the tests and fuzzers use) keep the
   table's tag in an id's top 3 bits, so a handle of one kind passed as another is refused naming what it is
   ("emitter 2147549184 is a particle system's handle, not an emitter's") instead of reading as stale; a slot then
   serves 8,191 objects. Release builds (the web module, a game's) keep all 16 bits for the generation. */
#ifndef PLUME_TAGGED_HANDLES
#define PLUME_TABLE_TAG_BITS 0u
#else
#define PLUME_TABLE_TAG_BITS 3u
#endif
#define PLUME_TABLE_GENERATION_BITS (32u - PLUME_TABLE_SLOT_BITS - PLUME_TABLE_TAG_BITS)
#define PLUME_TABLE_GENERATION_LIMIT (1u << PLUME_TABLE_GENERATION_BITS) /* a slot serves this - 1 objects, then retires */

/* What a table holds, as the tag of its ids (the owner sets it when it makes the table; 0: untagged). */
typedef enum plume_table_tag {
    PLUME_TABLE_UNTAGGED = 0,
    PLUME_TABLE_TEXTURES,
    PLUME_TABLE_EMITTERS,
    PLUME_TABLE_GROUPS,
    PLUME_TABLE_SYSTEMS,
    PLUME_TABLE_EFFECTS,
    PLUME_TABLE_INSTANCES,
} plume_table_tag;

typedef struct plume_handle_table {
    uint32_t tag; /* plume_table_tag: what its ids say they are, in a tagged build */
    void **slots;
    uint32_t *generation; /* per slot */
    uint32_t capacity;    /* slots allocated */
    uint32_t count;       /* objects alive */
    uint32_t lowest_free; /* no free slot below this one: put searches from here */
} plume_handle_table;

static inline uint32_t plume_handle_id(uint32_t slot, uint32_t generation, uint32_t slot_bits)
{
    return (generation << slot_bits) | slot;
}

static inline uint32_t plume_handle_slot_of(uint32_t id, uint32_t slot_bits) { return id & ((1u << slot_bits) - 1u); }

static inline uint32_t plume_handle_generation_of(uint32_t id, uint32_t slot_bits) { return id >> slot_bits; }

/* 1 while the slot can serve another object: its next generation is below `limit`. */
static inline int plume_slot_reusable(uint32_t generation, uint32_t limit) { return generation + 1u < limit; }

static inline uint32_t plume_table_slot(uint32_t id) { return plume_handle_slot_of(id, PLUME_TABLE_SLOT_BITS); }

/* A slot's generation as its table's ids carry it: with the table's tag above it in a tagged build. */
static inline uint32_t plume_table_tagged(const plume_handle_table *t, uint32_t generation)
{
    return PLUME_TABLE_TAG_BITS ? generation | (t->tag << PLUME_TABLE_GENERATION_BITS) : generation;
}

/* The object an id names; NULL for 0, a stale id (its object was taken out), another table's or a forged one. */
static inline void *plume_table_find(const plume_handle_table *t, uint32_t id)
{
    uint32_t slot = plume_table_slot(id);
    if (!t || !id || slot >= t->capacity || !t->slots[slot] ||
        plume_table_tagged(t, t->generation[slot]) != plume_handle_generation_of(id, PLUME_TABLE_SLOT_BITS))
        return NULL;
    return t->slots[slot];
}

/* The id of the object in `slot` now. */
static inline uint32_t plume_table_id(const plume_handle_table *t, uint32_t slot)
{
    return plume_handle_id(slot, plume_table_tagged(t, t->generation[slot]), PLUME_TABLE_SLOT_BITS);
}

/* The error for an id a table of `expected` ids does not hold: "<what> <id> <gone>" (e.g. "emitter", "was destroyed
   (or never existed)");
   in a tagged build an id of another table says which kind of handle it is instead (both STALE_HANDLE). */
plume_status plume_table_stale(plume_table_tag expected, uint32_t id, const char *what, const char *gone);

/* The slot the next put would use (growing the table), for callers that need it before the object
   is made; plume_table_occupy fills it. Fails as plume_table_put does. */
plume_status plume_table_reserve(plume_handle_table *t, const char *what, uint32_t *out_slot);
/* Puts `object` (not NULL) in a slot from plume_table_reserve; its id. */
uint32_t plume_table_occupy(plume_handle_table *t, uint32_t slot, void *object);
/* Puts `object` (not NULL) in the lowest free slot that has a generation left, growing the table;
   *out_id is its id. Fails (the id 0) with OUT_OF_MEMORY or LIMIT "too many <what> (at most 65536
   alive at once)", and then the table is as it was. */
plume_status plume_table_put(plume_handle_table *t, void *object, const char *what, uint32_t *out_id);
/* Takes the object with this (live) id out: its id is dead from now on. Returns the object. */
void *plume_table_take(plume_handle_table *t, uint32_t id);
/* Frees the table's arrays (not the objects: walk slots[0..capacity) first). */
void plume_table_free(plume_handle_table *t);

#endif
