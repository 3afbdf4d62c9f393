#include "rng.h"

#define PCG_MULTIPLIER 6364136223846793005ull
#define PCG_INCREMENT 1442695040888963407ull

void plume_rng_seed(plume_rng *rng, uint32_t seed)
{
    rng->state = 0;
    plume_rng_next(rng);
    rng->state += seed;
    plume_rng_next(rng);
}

uint32_t plume_rng_next(plume_rng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * PCG_MULTIPLIER + PCG_INCREMENT;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

float plume_rng_range(plume_rng *rng, float lo, float hi)
{
    /* 24 random bits: exactly representable in a float, so the result stays below hi. */
    float unit = (float)(plume_rng_next(rng) >> 8) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * unit;
}
