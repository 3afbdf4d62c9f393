/* rng.h — a small seedable generator (PCG32), so the same seed and calls give the same picture. */
#ifndef PLUME_RNG_H
#define PLUME_RNG_H

#include <stdint.h>

typedef struct plume_rng {
    uint64_t state;
} plume_rng;

void plume_rng_seed(plume_rng *rng, uint32_t seed);
uint32_t plume_rng_next(plume_rng *rng);
/* Uniform in [lo, hi). */
float plume_rng_range(plume_rng *rng, float lo, float hi);

#endif
