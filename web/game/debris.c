/* debris.c — see debris.h. */
#include "debris.h"

int debris_init(plume_system *sys, uint32_t texture, plume_particle_system *out)
{
    (void)texture; /* the streaks are plain ribbons: a texture is laid along a trail, and a round one thins it */
    plume_particle_system_desc desc = {
        .blend = PLUME_BLEND_ADDITIVE, .capacity = 4096, .life = {500, 1100},
        .velocity = {0, 2, 0}, .velocity_random = {9, 7, 9}, .gravity = {0, -7, 0}, .drag = 0.9f,
        .size_count = 2, .size = {0.22f, 0.06f},
        .color_count = 3, .color = {1.6f, 1.3f, 0.8f, 1, 1, 0.5f, 0.15f, 0.9f, 0.6f, 0.15f, 0.05f, 0},
        .color_times = {0, 0.25f, 1}, /* white-hot only briefly */
        .render = PLUME_RENDER_TRAIL, .trail_length = 220, .depth_test = 1, .seed = 77,
        .explicit_zero = PLUME_PSYS_ZERO_RATE /* no flow: bursts only */};
    if (plume_add_particle_system(sys, &desc, out) != PLUME_OK) return 0;
    /* each hot fragment leaves puffs of smoke behind it: a sub-emitter, bounded by its capacity */
    uint32_t smoke;
    if (plume_create_generated_texture(sys, "smoke", &smoke, NULL) != PLUME_OK) return 0;
    plume_particle_system_desc puffs = {
        .texture = smoke, .blend = PLUME_BLEND_ALPHA, .capacity = 4096, .life = {600, 900}, .burst = 1,
        .velocity_random = {0.2f, 0.2f, 0.2f}, .explicit_zero = PLUME_PSYS_ZERO_VELOCITY,
        .size_count = 2, .size = {0.25f, 0.9f},
        .color_count = 3, .color = {0.45f, 0.42f, 0.4f, 0, 0.4f, 0.38f, 0.36f, 0.45f, 0.3f, 0.3f, 0.3f, 0},
        .color_times = {0, 0.15f, 1}, .atlas_cols = 8, .atlas_rows = 8, .depth_test = 1, .sort = 1, .seed = 78,
        .look = {.light = {-0.3f, -1, -0.2f}, .light_strength = 0.5f, .erosion = 0.6f},
        .parent = out->id, .parent_event = PLUME_SUB_INTERVAL, .parent_interval = 70};
    plume_particle_system trail_smoke;
    return plume_add_particle_system(sys, &puffs, &trail_smoke) == PLUME_OK;
}

void debris_burst(plume_system *sys, plume_particle_system debris, const vec3 at)
{
    mat4 place; /* world space: each burst is born at the transform of the moment */
    glm_translate_make(place, (float *)at);
    plume_particle_system_set_transform(sys, debris, (const float *)place);
    plume_particle_system_burst(sys, debris, DEBRIS_PER_EXPLOSION);
}
