/* debris.c — see debris.h. */
#include "debris.h"

int debris_init(plume_system *sys, uint32_t texture, plume_particle_system *out)
{
    plume_particle_system_desc desc = {
        .texture = texture, .blend = PLUME_BLEND_ADDITIVE, .capacity = 4096, .life = {500, 1100},
        .velocity = {0, 2, 0}, .velocity_random = {9, 7, 9}, .gravity = {0, -7, 0}, .drag = 0.9f,
        .size_count = 2, .size = {0.4f, 0.15f},
        .color_count = 3, .color = {1, 0.95f, 0.7f, 1, 1, 0.5f, 0.15f, 0.9f, 0.6f, 0.15f, 0.05f, 0},
        .render = PLUME_RENDER_SPARK, .depth_test = 1, .seed = 77,
        .explicit_zero = PLUME_PSYS_ZERO_RATE /* no flow: bursts only */};
    return plume_add_particle_system(sys, &desc, out) == PLUME_OK;
}

void debris_burst(plume_system *sys, plume_particle_system debris, const vec3 at)
{
    mat4 place; /* world space: each burst is born at the transform of the moment */
    glm_translate_make(place, (float *)at);
    plume_particle_system_set_transform(sys, debris, (const float *)place);
    plume_particle_system_burst(sys, debris, DEBRIS_PER_EXPLOSION);
}
