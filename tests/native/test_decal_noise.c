/* Decals and noise that moves with the emitter's time (issue 31, items 4 and 6), in the core: the decal normal's
   check and axes, a play's normal reaching gpu and cpu layers, and the noise field meaning the same on the GPU
   emitters' reference (the shader's oracle) and the CPU systems. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "draw_list.h"
#include "decal.h"
#include "effect.h"
#include "emitter.h"
#include "emitter_internal.h"
#include "noise.h"
#include "particle_system.h"
#include "particle_system_internal.h"
#include "plume.h"

#define NEAR(a, b, eps) CHECK(fabs((double)(a) - (double)(b)) <= (eps))

static plume_system *new_system(void) { return plume_system_create(&(plume_system_desc){.seed = 7}); }

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

static void test_decal_axes(void)
{
    const float normals[][3] = {{0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {1, 0, 0}, {0.3f, 0.8f, -0.5f}};
    for (int k = 0; k < 5; k++) {
        float n[3], r[3], u[3];
        CHECK_EQ_INT(plume_decal_normal("decal.normal", normals[k], n), PLUME_OK);
        plume_decal_axes(n, r, u);
        float cross[3] = {r[1] * u[2] - r[2] * u[1], r[2] * u[0] - r[0] * u[2], r[0] * u[1] - r[1] * u[0]};
        for (int i = 0; i < 3; i++) NEAR(cross[i], n[i], 1e-5); /* right × up = n: unit, on the surface */
        NEAR(r[0] * n[0] + r[1] * n[1] + r[2] * n[2], 0.0, 1e-6);
    }
    float n[3], r[3], u[3];
    plume_decal_normal("decal.normal", (float[3]){0, 0, 0}, n); /* the default: a floor, +X right, -Z up */
    plume_decal_axes(n, r, u);
    NEAR(n[1], 1.0, 0.0);
    NEAR(r[0], 1.0, 1e-6);
    NEAR(u[2], -1.0, 1e-6);
    CHECK_EQ_INT(plume_decal_normal("play: normal", (float[3]){0, NAN, 0}, n), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("play: normal: must be [x, y, z] of finite numbers");
}

/* Every sim refuses a bad normal or noise speed by its field's name, and keeps nothing. */
static void test_refusals(void)
{
    plume_system *sys = new_system();
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.render = PLUME_RENDER_DECAL,
                                                                 .decal_normal = {INFINITY, 0, 0}}, &e),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("decal.normal");
    /* one render-style enum for every sim: each refuses by name the styles it does not draw */
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.render = 6}, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.render = PLUME_RENDER_TRAIL}, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("render: trail is a cpu layer's, not an emitter's");
    plume_particle_system planar;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.render = PLUME_RENDER_PLANE}, &planar),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("render: plane is a gpu layer's");
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.noise_speed = 1001}, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("noise.speed");
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.noise_speed = NAN}, &e), PLUME_ERR_INVALID_ARGUMENT);
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.render = PLUME_RENDER_DECAL,
                                                                               .decal_normal = {0, NAN, 0}}, &s),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("decal.normal");
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.noise_strength = -1}, &s),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("noise.strength");
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.noise_strength = 1, .manual = 1}, &s),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_get_stats(sys).emitters, 0);
    CHECK_EQ_INT(plume_get_stats(sys).systems, 0);
    plume_particle_system_desc resolved;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.render = PLUME_RENDER_DECAL,
                                                                               .decal_normal = {0, 0, 5}}, &s),
                 PLUME_OK);
    plume_particle_system_resolved(sys, s, &resolved);
    NEAR(resolved.decal_normal[2], 1.0, 1e-6); /* unit */
    NEAR(resolved.noise_scale, 1.0, 0.0);
    plume_system_destroy(sys);
}

/* A play's normal: refused by an effect without decal layers, checked, and given to its cpu layer's system. */
static void test_play_normal(void)
{
    plume_system *sys = new_system();
    plume_effect_desc plain = {.layer_count = 1}, decal = {.layer_count = 2};
    plain.layers[0].gpu = (plume_emitter_desc){.burst = 1, .rate = 0, .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    plain.layers[0].loop = 1; /* loops, as a gpu layer did by default */
    decal.layers[0].gpu = (plume_emitter_desc){.burst = 1, .rate = 0, .explicit_zero = PLUME_EMITTER_ZERO_RATE,
                                               .render = PLUME_RENDER_DECAL};
    decal.layers[0].loop = 1; /* loops, as a gpu layer did by default */
    decal.layers[1].sim = PLUME_SIM_CPU;
    decal.layers[1].cpu = (plume_particle_system_desc){.burst = 1, .explicit_zero = PLUME_PSYS_ZERO_RATE,
                                                       .render = PLUME_RENDER_DECAL};
    plume_effect a, b;
    CHECK_EQ_INT(plume_effect_create(sys, &plain, &a), PLUME_OK);
    CHECK_EQ_INT(plume_effect_create(sys, &decal, &b), PLUME_OK);
    plume_play_options wall = {.given = PLUME_PLAY_NORMAL, .normal = {0, 0, 3}};
    plume_effect_instance in;
    CHECK_EQ_INT(plume_effect_play_with(sys, a, IDENTITY, &wall, &in), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("play: normal");
    CHECK_EQ_INT(in.id, 0);
    plume_play_options bad = {.given = PLUME_PLAY_NORMAL, .normal = {0, 0, NAN}};
    CHECK_EQ_INT(plume_effect_play_with(sys, b, IDENTITY, &bad, &in), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("play: normal: ");
    CHECK_EQ_INT(plume_effect_instances(sys, b), 0);
    plume_stats before = plume_get_stats(sys);
    CHECK_EQ_INT(plume_effect_play_with(sys, b, IDENTITY, &wall, &in), PLUME_OK);
    plume_effect_instance floor_play;
    CHECK_EQ_INT(plume_effect_play(sys, b, IDENTITY, 0, &floor_play), PLUME_OK);
    CHECK_EQ_INT(plume_get_stats(sys).systems, before.systems + 2);
    /* the wall play's system lies on the wall, the floor play's on the floor: their records' normals */
    static plume_draw_list list;
    const float view[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -10, 1};
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, view, IDENTITY, 1);
    int walls = 0, floors = 0;
    for (uint32_t it = 0; it < list.count; it++)
        for (uint32_t k = 0; k < list.items[it].source_count; k++) {
            uint8_t record[PLUME_SPRITE_RECORD_BYTES];
            float n[3];
            if (plume_particle_system_fill(list.items[it].sources[k], 0, record, 1, 0) != 1) continue;
            memcpy(n, record + PLUME_SPRITE_RECORD_AXIS, sizeof n);
            walls += n[2] == 1.0f;
            floors += n[1] == 1.0f;
        }
    CHECK_EQ_INT(walls, 1);
    CHECK_EQ_INT(floors, 1);
    plume_system_destroy(sys);
}

/* A steady column: particles leave one point straight up at one speed, born 500 ms apart. Without moving noise two of
   them at the same age are at the same place; with it they are not (the field moved in between). */
static void emitter_pair(float speed, float out[2][3])
{
    plume_system *sys = new_system();
    plume_emitter_desc d = {.rate = 0, .burst = 1, .duration = 500, .life = 1000, .speed = {1, 1},
                            .explicit_zero = PLUME_EMITTER_ZERO_RATE | PLUME_EMITTER_ZERO_ANGLE, .noise_strength = 1,
                            .noise_scale = 1.5f, .noise_speed = speed, .seed = 3};
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_OK);
    uint32_t burst_slot = plume_emitter_slots(sys, e) - 1;
    const double times[2] = {300.0, 800.0}; /* the burst of cycle 0 and of cycle 1, each 300 ms old */
    for (int k = 0; k < 2; k++) {
        plume_emitter_seek(sys, e, times[k]);
        plume_emitter_particle p;
        CHECK_EQ_INT(plume_emitter_sample(sys, e, burst_slot, &p), PLUME_OK);
        CHECK(p.alive);
        NEAR(p.age, 300.0, 1e-3);
        memcpy(out[k], p.position, sizeof out[k]);
    }
    plume_system_destroy(sys);
}

static void test_moving_noise(void)
{
    float still[2][3], moving[2][3];
    emitter_pair(0.0f, still);
    emitter_pair(2.0f, moving);
    for (int i = 0; i < 3; i++) NEAR(still[0][i], still[1][i], 1e-5);
    float apart = 0.0f;
    for (int i = 0; i < 3; i++) apart += fabsf(moving[0][i] - moving[1][i]);
    CHECK(apart > 0.05f);
    /* the first is born at emitter time 0: its field at 300 ms has the phase of 0.3 s at speed 2 */
    float expected[3] = {0.0f, 0.3f, 0.0f};
    plume_noise_displace(1.0f, 1.5f, plume_noise_phase(2.0f, 0.3f), 0.3f, expected);
    for (int i = 0; i < 3; i++) NEAR(moving[0][i], expected[i], 1e-4);
    /* the phase wraps seamlessly: 20π later the field is the same */
    float a[3] = {0.2f, 0.5f, -0.1f}, b[3] = {0.2f, 0.5f, -0.1f};
    plume_noise_displace(1.0f, 1.0f, plume_noise_phase(1.0f, 1.0f), 0.4f, a);
    plume_noise_displace(1.0f, 1.0f, plume_noise_phase(1.0f, 1.0f + PLUME_NOISE_PERIOD), 0.4f, b);
    for (int i = 0; i < 3; i++) NEAR(a[i], b[i], 1e-4);
}

/* The CPU systems' noise means what the emitters' does: the same column on both sims draws its particle at the same
   place (the system's record against the emitter reference, at the same age and time), and a decal's record carries
   its surface's normal. */
static void test_cpu_noise_matches_gpu(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.rate = 0, .burst = 1, .life = {1000, 1000}, .speed = {1, 1}, .direction = {0, 1, 0},
                                    .explicit_zero = PLUME_PSYS_ZERO_RATE | PLUME_PSYS_ZERO_ANGLE |
                                                     PLUME_PSYS_ZERO_VELOCITY | PLUME_PSYS_ZERO_VELOCITY_RANDOM,
                                    .noise_strength = 1, .noise_scale = 1.5f, .noise_speed = 2, .seed = 5,
                                    .render = PLUME_RENDER_DECAL, .decal_normal = {1, 0, 0}};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    for (int k = 0; k < 18; k++) plume_step(sys, 1000.0 / 60.0); /* 300 ms */
    CHECK_EQ_INT(plume_particle_system_count(sys, s), 1);
    static plume_draw_list list;
    const float view[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -10, 1};
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, view, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 1);
    uint8_t record[PLUME_SPRITE_RECORD_BYTES];
    float drawn[3] = {0, 0, 0}, axis[3] = {0, 0, 0};
    if (list.count == 1) {
        CHECK_EQ_INT(plume_particle_system_record_bytes(list.items[0].sources[0]), PLUME_SPRITE_RECORD_BYTES);
        CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, record, 1, 0), 1);
        memcpy(drawn, record + PLUME_SPRITE_RECORD_POSITION, sizeof drawn);
        memcpy(axis, record + PLUME_SPRITE_RECORD_AXIS, sizeof axis);
    }
    NEAR(axis[0], 1.0, 0.0); /* the decal's normal, for sprite.vert */
    /* the same column as a GPU emitter, 300 ms after its burst */
    plume_emitter_desc g = {.rate = 0, .burst = 1, .life = 1000, .speed = {1, 1}, .no_loop = 1,
                            .explicit_zero = PLUME_EMITTER_ZERO_RATE | PLUME_EMITTER_ZERO_ANGLE, .noise_strength = 1,
                            .noise_scale = 1.5f, .noise_speed = 2};
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &g, &e), PLUME_OK);
    plume_emitter_seek(sys, e, 300.0);
    plume_emitter_particle p;
    CHECK_EQ_INT(plume_emitter_sample(sys, e, plume_emitter_slots(sys, e) - 1, &p), PLUME_OK);
    CHECK(p.alive);
    for (int i = 0; i < 3; i++) NEAR(drawn[i], p.position[i], 1e-4);
    CHECK(fabsf(drawn[0]) + fabsf(drawn[2]) > 0.01f); /* and the noise moved it off the column's axis */
    plume_system_destroy(sys);
}

/* The shaders' copies of the constants (PLUME_GL_SHARED_DEFINES) say what emitter.h says. */
static void test_shader_constants(void)
{
    const char *text = PLUME_GL_SHARED_DEFINES;
    const char *pull = strstr(text, "PLUME_DECAL_PULL "), *period = strstr(text, "PLUME_NOISE_PERIOD ");
    CHECK(pull && period);
    if (!pull || !period) return;
    CHECK(strtof(pull + strlen("PLUME_DECAL_PULL "), NULL) == PLUME_DECAL_PULL);
    CHECK(strtof(period + strlen("PLUME_NOISE_PERIOD "), NULL) == PLUME_NOISE_PERIOD);
}

int main(void)
{
    test_shader_constants();
    test_decal_axes();
    test_refusals();
    test_play_normal();
    test_moving_noise();
    test_cpu_noise_matches_gpu();
    return check_report("test_decal_noise");
}
