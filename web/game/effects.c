/* effects.c — see effects.h. */
#include "effects.h"

#include <stdio.h>
#include <stdlib.h>

#include "models.h"
#include "particle_shapes.h"
#include "particle_textures.h"

#define EXPLOSIONS_PER_SECOND 30.0 /* while fire is held */
#define GLOW_LIFE_MS 600.0
#define GLOW_EVERY_MS (GLOW_LIFE_MS / EFFECTS_GLOWS)

static int make_texture(effects *fx, game_texture which, uint32_t *out)
{
    size_t size = 0;
    uint8_t *png = game_texture_png(which, &size);
    if (!png) {
        fprintf(stderr, "out of memory drawing texture %d\n", (int)which);
        return 0;
    }
    plume_status status = plume_create_texture(fx->sys, png, size, out);
    free(png);
    return status == PLUME_OK;
}

static int define(effects *fx, const char *name, shape_pair *shape, plume_kind_desc desc, uint32_t *out)
{
    if (shape->start.failed || shape->end.failed) {
        shape_free(shape);
        fprintf(stderr, "out of memory building the %s mesh\n", name);
        return 0;
    }
    desc.mesh_obj = shape->start.text;
    desc.mesh2_obj = shape->end.text;
    plume_status status = plume_define_kind(fx->sys, name, &desc, out);
    shape_free(shape); /* Plume keeps its own parsed copy */
    return status == PLUME_OK;
}

static int define_kinds(effects *fx, const uint32_t textures[GAME_TEXTURE_COUNT])
{
    shape_pair shape;
    shape_explosion(&shape, 56, 7);
    /* born hot (HDR, a yellow-white hue): the tonemap keeps hues, and sums of sRGB colours turn redder as they pile
       up (linear light is their 2.4th power), so white-hot must be asked for and the cooling stays orange */
    static const float fire_start[4] = {2.2f, 2, 1.6f, 1}, fire_end[4] = {0.8f, 0.4f, 0.15f, 1};
    if (!define(fx, "explosion", &shape,
                (plume_kind_desc){.texture = textures[GAME_TEXTURE_FIREBALL], .blend = PLUME_BLEND_ADDITIVE_IGNORE_ALPHA,
                                  .fade = PLUME_FADE_BOOK, .max_age = 2000, .start_size = 1.2f, .end_size = 3.5f,
                                  .depth_test = 1, .start_color = fire_start, .end_color = fire_end,
                                  .look = {.hue_shift = -12}},
                &fx->explosion))
        return 0;
    shape_shockwave(&shape, 40);
    static const float ring_start[4] = {0.6f, 0.8f, 1, 1}, ring_end[4] = {0.2f, 0.3f, 1, 1};
    if (!define(fx, "shockwave", &shape,
                (plume_kind_desc){.texture = textures[GAME_TEXTURE_RING], .blend = PLUME_BLEND_ADDITIVE_IGNORE_ALPHA,
                                  .fade = PLUME_FADE_LINEAR, .max_age = 900, .start_size = 1, .end_size = 3.2f,
                                  .depth_test = 1, .start_color = ring_start, .end_color = ring_end},
                &fx->shockwave))
        return 0;
    shape_spark_spray(&shape, 36, 21);
    if (!define(fx, "sparks", &shape,
                (plume_kind_desc){.texture = textures[GAME_TEXTURE_SPARK], .blend = PLUME_BLEND_ADDITIVE_IGNORE_ALPHA,
                                  .fade = PLUME_FADE_LINEAR, .max_age = 1300, .start_size = 1.5f, .end_size = 1.8f,
                                  .depth_test = 1},
                &fx->sparks))
        return 0;
    shape_engine_cone(&shape, 4);
    return define(fx, "engine glow", &shape,
                  (plume_kind_desc){.texture = textures[GAME_TEXTURE_FLAME],
                                    .blend = PLUME_BLEND_ADDITIVE_IGNORE_ALPHA, .fade = PLUME_FADE_LINEAR,
                                    .max_age = (float)GLOW_LIFE_MS, .start_size = 1, .end_size = 1, .no_spin = 1,
                                    .depth_test = 1, .capacity = 16},
                  &fx->glow);
}

/* The exhaust: a GPU emitter at the nozzle blowing backwards (+Z in the ship's frame). */
static int create_exhaust(effects *fx, uint32_t texture)
{
    plume_emitter_desc desc = {
        .texture = texture, .rate = 80, .life = 700, .shape = PLUME_SHAPE_CONE, .radius = 0.15f, .angle = 8,
        .direction = {0, 0, 1}, .speed = {4, 6}, .drag = 0.5f, .size_count = 3, .size = {0.3f, 0.45f, 0.6f},
        .color_count = 3, .color = {1, 0.8f, 0.5f, 0.7f, 1, 0.4f, 0.15f, 0.35f, 0.5f, 0.4f, 0.5f, 0},
        .blend = PLUME_BLEND_ADDITIVE, .noise_strength = 0.6f, .seed = 5};
    return plume_create_emitter(fx->sys, &desc, &fx->exhaust) == PLUME_OK;
}

/* Smoke that lingers where an explosion was: puffs of the generated smoke flipbook, lit from above and
   dissolving at the edges as they age (one effect, played at some explosions, one draw for all). */
static int create_smoke(effects *fx)
{
    uint32_t smoke;
    if (plume_create_generated_texture(fx->sys, "smoke", &smoke, NULL) != PLUME_OK) return 0;
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].gpu = (plume_emitter_desc){
        .texture = smoke, .rate = 0, .burst = 7, .life = 3200, .shape = PLUME_SHAPE_SPHERE,
        .radius = 1.2f, .speed = {0.4f, 1.4f}, .gravity = {0, 0.6f, 0}, .drag = 0.8f, .rotation = {0, 360},
        .spin = {-20, 20}, .size_count = 3, .size = {2.2f, 4.5f, 6.5f}, .size_times = {0, 0.3f, 1}, .color_count = 3,
        .color = {0.55f, 0.42f, 0.34f, 0, 0.42f, 0.4f, 0.42f, 0.55f, 0.3f, 0.3f, 0.34f, 0}, .color_times = {0, 0.12f, 1},
        .color_ease = PLUME_EASE_SMOOTH, .atlas_cols = 8, .atlas_rows = 8, .blend = PLUME_BLEND_ALPHA, .depth_test = 1,
        .look = {.light = {-0.3f, -1, -0.2f}, .light_strength = 0.55f, .erosion = 0.7f},
        .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    return plume_effect_create(fx->sys, &desc, &fx->smoke) == PLUME_OK;
}

/* The engine's heat trail: short ribbons streaming back from the nozzle, blue-white to a faint orange. */
static int create_heat_trail(effects *fx)
{
    plume_particle_system_desc desc = {
        .blend = PLUME_BLEND_ADDITIVE, .capacity = 256, .rate = 45, .life = {350, 500},
        .velocity = {0, 0, 7}, .velocity_random = {0.6f, 0.6f, 1}, .drag = 1.5f, .size_count = 2, .size = {0.35f, 0.1f},
        .color_count = 3, .color = {0.6f, 0.75f, 1.2f, 0.5f, 1, 0.55f, 0.25f, 0.3f, 0.5f, 0.15f, 0.05f, 0},
        .color_times = {0, 0.3f, 1}, .render = PLUME_RENDER_TRAIL, .trail_length = 160, .depth_test = 1, .seed = 91};
    return plume_add_particle_system(fx->sys, &desc, &fx->heat) == PLUME_OK;
}

/* The blast every explosion plays (one C effect, one draw call per layer for all plays): the book's two-keyframe
   fireball mesh (a mesh layer of the "explosion" kind), a brief flash on the generated flare, a fire flipbook that
   billows out and slows (speed over life), and embers falling out of it (gpu layers). The flash, the fire's first key
   and the embers are HDR (above 1): the demo's tonemap (hdr.h) keeps each colour's hue, so a hot core must be given
   a whiter hue to read white-hot, and thirty explosions a second add up to orange, not to a wall of white. */
static int create_blast(effects *fx, uint32_t ember_texture)
{
    uint32_t flare, fire, fire_atlas[2];
    if (plume_create_generated_texture(fx->sys, "flare", &flare, NULL) != PLUME_OK ||
        plume_create_generated_texture(fx->sys, "fire", &fire, fire_atlas) != PLUME_OK)
        return 0;
    plume_effect_desc desc = {.layer_count = 4};
    desc.layers[3].sim = PLUME_SIM_MESH; /* its life, sizes and random turn are the kind's */
    desc.layers[3].mesh = (plume_mesh_layer_desc){.kind = fx->explosion, .burst = 1};
    desc.layers[0].gpu = (plume_emitter_desc){
        .texture = flare, .rate = 0, .burst = 1, .life = 220, .explicit_zero = PLUME_EMITTER_ZERO_RATE |
        PLUME_EMITTER_ZERO_SPEED, .size_count = 3, .size = {2, 7, 8}, .size_times = {0, 0.25f, 1}, .color_count = 2,
        .color = {2.6f, 2.1f, 1.5f, 0.8f, 1.2f, 0.45f, 0.15f, 0}, .blend = PLUME_BLEND_ADDITIVE, .depth_test = 1};
    desc.layers[1].gpu = (plume_emitter_desc){
        .texture = fire, .atlas_cols = fire_atlas[0], .atlas_rows = fire_atlas[1], .rate = 0, .burst = 7, .life = 950,
        .shape = PLUME_SHAPE_SPHERE, .radius = 0.5f, .speed = {1.5f, 3.5f}, .drag = 0.6f,
        .speed_over_life = {.count = 3, .values = {1.6f, 0.25f, 0.1f}, .times = {0, 0.35f, 1}},
        .rotation = {0, 360}, .spin = {-50, 50}, .size_count = 3, .size = {1.2f, 3, 3.8f}, .size_times = {0, 0.3f, 1},
        .color_count = 4, .color = {3, 2.8f, 2.2f, 0.8f, 1.6f, 1.15f, 0.65f, 0.55f, 0.6f, 0.3f, 0.12f, 0.3f, 0.15f, 0.05f, 0.02f, 0},
        .color_times = {0, 0.3f, 0.7f, 1}, .blend = PLUME_BLEND_ADDITIVE, .depth_test = 1,
        .explicit_zero = PLUME_EMITTER_ZERO_RATE,
        /* the fireball's light on the asteroids around it (main.c hands the strongest to the scene): a flash of
           orange that fades with the fire, reaching a cluster's width */
        .light = {.color = {1, 0.5f, 0.18f}, .intensity = {.count = 4, .values = {0, 8, 3, 0}, .times = {0, 0.05f, 0.3f, 1}},
                  .range = {.count = 1, .values = {20}}}};
    desc.layers[2].gpu = (plume_emitter_desc){
        .texture = ember_texture, .rate = 0, .burst = 24, .life = 900, .shape = PLUME_SHAPE_SPHERE,
        .radius = 0.4f, .speed = {5, 9}, .gravity = {0, -6, 0}, .drag = 1.2f, .size_count = 2, .size = {0.35f, 0.1f},
        .color_count = 2, .color = {2.4f, 1.8f, 0.9f, 1, 1, 0.3f, 0.05f, 0}, .blend = PLUME_BLEND_ADDITIVE,
        .depth_test = 1, .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    return plume_effect_create(fx->sys, &desc, &fx->blast) == PLUME_OK;
}

int effects_init(effects *fx, uint32_t seed)
{
    *fx = (effects){.rng = {seed}};
    fx->sys = plume_system_create(&(plume_system_desc){.seed = seed});
    if (!fx->sys) return 0;
    uint32_t textures[GAME_TEXTURE_COUNT];
    for (int t = 0; t < GAME_TEXTURE_COUNT; t++)
        if (!make_texture(fx, (game_texture)t, &textures[t])) return 0;
    uint32_t glow_texture = textures[GAME_TEXTURE_FIREBALL];
    return define_kinds(fx, textures) && create_exhaust(fx, glow_texture) && create_blast(fx, glow_texture) && create_smoke(fx) &&
           create_heat_trail(fx) &&
           debris_init(fx->sys, textures[GAME_TEXTURE_FIREBALL], &fx->debris);
}

void effects_glow_position(const mat4 ship, vec3 out)
{
    glm_mat4_mulv3((vec4 *)ship, (vec3){0, 0, SHIP_ENGINE_Z}, 1, out);
}

/* An explosion and its company at a random point ahead of the ship, `age` ms old: the explosions one frame fires are
   spread over that frame's time (not born together, the same age, as one blob of overdraw), each a little bigger or
   smaller. */
static void fire_one(effects *fx, const mat4 ship, double age)
{
    vec3 local = {game_random_range(&fx->rng, -16, 16), game_random_range(&fx->rng, -5, 7),
                  -game_random_range(&fx->rng, 14, 42)};
    vec3 at;
    glm_mat4_mulv3((vec4 *)ship, local, 1, at);
    mat4 place;
    glm_translate_make(place, at);
    float scale = game_random_range(&fx->rng, 0.7f, 1.35f);
    glm_scale_uni(place, scale);
    plume_effect_instance blast;
    plume_effect_play(fx->sys, fx->blast, (const float *)place, 0, &blast); /* fire and forget */
    if (age > 0.0) plume_instance_seek(fx->sys, blast, age);
    debris_burst(fx->sys, fx->debris, at);
    fx->explosions_fired++;
    float roll = game_random(&fx->rng);
    if (roll < 0.35f) {
        mat4 tilted;
        game_compose(at, 0, game_random_range(&fx->rng, -0.5f, 0.5f), game_random_range(&fx->rng, -0.5f, 0.5f), 1,
                     tilted);
        plume_spawn_aged(fx->sys, fx->shockwave, (const float *)tilted, 0, 0, 0, (float)age);
    }
    if (game_random(&fx->rng) < 0.5f) {
        mat4 aimed; /* sprays upward-ish in any direction */
        game_compose(at, 0, game_random_range(&fx->rng, -1, 1), game_random_range(&fx->rng, -1, 1), 1, aimed);
        plume_spawn_aged(fx->sys, fx->sparks, (const float *)aimed, 0, 0, 0, (float)age);
    }
    if (game_random(&fx->rng) < 0.4f) {
        plume_effect_instance smoke;
        plume_effect_play(fx->sys, fx->smoke, (const float *)place, 0, &smoke);
        if (age > 0.0) plume_instance_seek(fx->sys, smoke, age);
    }
}

void effects_blast_at(effects *fx, const vec3 at)
{
    mat4 place;
    glm_translate_make(place, (float *)at);
    plume_effect_instance blast;
    plume_effect_play(fx->sys, fx->blast, (const float *)place, 0, &blast);
    fx->explosions_fired++;
}

/* The glow: staggered short-lived cones that all follow the nozzle, turning and pulsing. */
static void update_glow(effects *fx, const mat4 ship, double time_ms)
{
    vec3 nozzle = {0, 0, SHIP_ENGINE_Z};
    mat4 at_nozzle;
    glm_translate_to((vec4 *)ship, nozzle, at_nozzle);
    if (time_ms >= fx->next_glow_ms) {
        for (int i = 0; i < EFFECTS_GLOWS; i++)
            if (!plume_is_alive(fx->sys, fx->glows[i])) {
                fx->glows[i] = plume_spawn(fx->sys, fx->glow, (const float *)at_nozzle, 0, 0, 0);
                break;
            }
        fx->next_glow_ms = time_ms + GLOW_EVERY_MS;
    }
    float seconds = (float)(time_ms / 1000.0);
    float pulse = 1 + 0.18f * sinf(seconds * 2 * GAME_PI * 2.5f);
    for (int i = 0; i < EFFECTS_GLOWS; i++) {
        if (!plume_is_alive(fx->sys, fx->glows[i])) continue;
        mat4 m;
        glm_mat4_copy(at_nozzle, m);
        glm_rotate_z(m, seconds * 3.0f + (float)i * GAME_PI / 4, m);
        glm_scale(m, (vec3){pulse, pulse, 0.8f + 0.4f * pulse});
        plume_set_transform(fx->sys, fx->glows[i], (const float *)m);
    }
}

void effects_update(effects *fx, const mat4 ship, int firing, double ms, double time_ms)
{
    if (firing) {
        fx->fire_credit += ms * EXPLOSIONS_PER_SECOND / 1000.0;
        if (!fx->was_firing) fx->fire_credit = 1; /* a tap fires at once */
        /* the k-th explosion due in this frame was due (credit - 1) / rate seconds ago */
        for (; fx->fire_credit >= 1; fx->fire_credit -= 1)
            fire_one(fx, ship, (fx->fire_credit - 1) * 1000.0 / EXPLOSIONS_PER_SECOND);
    } else {
        fx->fire_credit = 0;
    }
    fx->was_firing = firing;
    plume_effect_instance ended[32];
    for (uint32_t n; (n = plume_poll_ended(fx->sys, ended, 32)) > 0;) fx->blasts_ended += n; /* frees them */
    update_glow(fx, ship, time_ms);
    mat4 nozzle;
    glm_translate_to((vec4 *)ship, (vec3){0, 0, SHIP_ENGINE_Z}, nozzle);
    plume_emitter_set_transform(fx->sys, fx->exhaust, (const float *)nozzle);
    plume_particle_system_set_transform(fx->sys, fx->heat, (const float *)nozzle);
}
