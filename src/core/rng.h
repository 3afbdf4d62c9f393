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

/* The one seed scheme of effects, for C and JavaScript plays alike (plume_web_layer_seed and
   plume_web_birth_randoms hand it to the JavaScript runtime): the same play seed, the same particles. */
/* The seed of an effect's play number `play` (0, 1, ...) that gave none: the effect's own seed first, then one
   drawn from it for each play after. */
uint32_t plume_play_seed(uint32_t effect_seed, uint32_t play);
/* A layer's seed from its play's; never 0. */
uint32_t plume_layer_seed(uint32_t play_seed, uint32_t layer);
#define PLUME_BIRTH_RANDOMS 9u /* a mesh particle's: five for its shape, then speed, turn, life and its kind's spin */
/* The numbers of birth `birth` in cycle `cycle` of layer `layer` of a play with layer seed `seed`, each in
   [0, 1) (24 random bits): a play and a seek back draw the same particles. */
void plume_birth_randoms(uint32_t seed, uint32_t layer, uint32_t cycle, uint32_t birth, float out[PLUME_BIRTH_RANDOMS]);

#endif
