/* handles.h — the one handle scheme of every table (textures, emitters, CPU systems; instances keep
   theirs in the pool's records): an id is generation << slot_bits | slot. A slot's generation goes up
   each time the slot is reused; a slot whose generation would pass its limit retires (is never handed
   out again) instead of wrapping, so a dead id stays dead for ever and never names a newer object. */
#ifndef PLUME_HANDLES_H
#define PLUME_HANDLES_H

#include <stdint.h>

static inline uint32_t plume_handle_id(uint32_t slot, uint32_t generation, uint32_t slot_bits)
{
    return (generation << slot_bits) | slot;
}

static inline uint32_t plume_handle_slot_of(uint32_t id, uint32_t slot_bits) { return id & ((1u << slot_bits) - 1u); }

static inline uint32_t plume_handle_generation_of(uint32_t id, uint32_t slot_bits) { return id >> slot_bits; }

/* 1 while the slot can serve another object: its next generation is below `limit`. */
static inline int plume_slot_reusable(uint32_t generation, uint32_t limit) { return generation + 1u < limit; }

#endif
