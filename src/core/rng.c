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

uint32_t plume_play_seed(uint32_t effect_seed, uint32_t play)
{
    return play ? plume_layer_seed(effect_seed + play * 0x9e3779b9u, 0xffffu) : effect_seed;
}

uint32_t plume_layer_seed(uint32_t play_seed, uint32_t layer)
{
    uint32_t h = play_seed * 0x9e3779b9u ^ (layer + 1u) * 0x85ebca6bu;
    h ^= h >> 16;
    h *= 0x7feb352du;
    h ^= h >> 15;
    return h ? h : 1u;
}

void plume_birth_randoms(uint32_t seed, uint32_t layer, uint32_t cycle, uint32_t birth, float out[PLUME_BIRTH_RANDOMS])
{
    uint32_t h = seed * 0x9e3779b9u ^ (layer * 4096u + cycle % 4096u + 1u) * 0x85ebca6bu ^ (birth + 1u) * 0xc2b2ae35u;
    h ^= h >> 16;
    h *= 0x7feb352du;
    plume_rng rng;
    plume_rng_seed(&rng, h ^ (h >> 15));
    for (uint32_t i = 0; i < PLUME_BIRTH_RANDOMS; i++) out[i] = plume_rng_range(&rng, 0.0f, 1.0f);
}
