/* math3d.c — see math3d.h. */
#include "math3d.h"

float game_random(game_rng *rng)
{
    uint32_t t = rng->state += 0x6d2b79f5u;
    t = (t ^ (t >> 15)) * (t | 1u);
    t ^= t + (t ^ (t >> 7)) * (t | 61u);
    return (float)((t ^ (t >> 14)) >> 8) / 16777216.0f;
}

float game_random_range(game_rng *rng, float lo, float hi) { return lo + (hi - lo) * game_random(rng); }

void game_random_direction(game_rng *rng, vec3 out)
{
    float z = game_random_range(rng, -1, 1);
    float phi = game_random_range(rng, 0, 2 * GAME_PI);
    float ring = sqrtf(1 - z * z);
    out[0] = ring * cosf(phi);
    out[1] = ring * sinf(phi);
    out[2] = z;
}

void game_compose(const vec3 position, float yaw, float pitch, float roll, float scale, mat4 out)
{
    glm_translate_make(out, (float *)position);
    glm_rotate_y(out, yaw, out);
    glm_rotate_x(out, pitch, out);
    glm_rotate_z(out, roll, out);
    glm_scale_uni(out, scale);
}
