/* math3d.h — the few transforms the game composes, on top of cglm (column-major, as WebGL and Plume
   take them), and a small seeded random generator so every run draws the same art. */
#ifndef GAME_MATH3D_H
#define GAME_MATH3D_H

#include <stdint.h>

#include <cglm/cglm.h>

#define GAME_PI 3.14159265358979f

typedef struct game_rng {
    uint32_t state;
} game_rng;

/* mulberry32, as web/art.js: one 32-bit state, good enough for art and spawn positions */
float game_random(game_rng *rng);                      /* [0, 1) */
float game_random_range(game_rng *rng, float lo, float hi);
/* A direction uniform on the unit sphere. */
void game_random_direction(game_rng *rng, vec3 out);

/* translation * rotation about Y (yaw) * rotation about X (pitch) * rotation about Z (roll) * scale */
void game_compose(const vec3 position, float yaw, float pitch, float roll, float scale, mat4 out);

#endif
