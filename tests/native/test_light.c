/* Layers' lights (plume_light, plume_lights): an explosion's light while it plays and none after, on every sim
   (gpu emitters, cpu systems, mesh layers; alone and in C effects); keys over the layer's time, loops over cycles,
   the brightest first, the bound on max, and the checks naming light.<field>. */
#include <math.h>

#include "check.h"
#include "effect.h"
#include "light.h"

static const char *const QUAD = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nf 1 2 3 4\n";

static void placed(float m[16], float x, float y, float z)
{
    for (int i = 0; i < 16; i++) m[i] = (i % 5 == 0) ? 1.0f : 0.0f;
    m[12] = x, m[13] = y, m[14] = z;
}

static int near(float a, float b) { return fabsf(a - b) <= 1e-3f * fmaxf(1.0f, fabsf(b)); }

/* A flash: 0 at the start, 8 at a tenth of the layer's time, 0 at its end; orange, reaching 6 units. */
static plume_light flash(void)
{
    plume_light light = {.color = {1.0f, 0.5f, 0.25f}, .intensity = {.count = 3, .values = {0, 8, 0}, .times = {0, 0.1f, 1}},
                         .range = {.count = 1, .values = {6}}};
    return light;
}

/* A burst of 20 living 1000 ms: the layer's time is one life, so the flash peaks at 100 ms and is out at 1000. */
static plume_emitter_desc explosion(void)
{
    return (plume_emitter_desc){.rate = 0, .burst = 20, .life = 1000, .no_loop = 1,
                                .explicit_zero = PLUME_EMITTER_ZERO_RATE, .light = flash()};
}

static void test_gpu_effect_explosion(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 2};
    desc.layers[0].gpu = explosion();
    desc.layers[0].gpu.no_loop = 0; /* in a layer its loop is the layer's (0: plays once) */
    desc.layers[0].position[1] = 1.0f; /* the light is at the layer's place in the instance */
    desc.layers[1].gpu = (plume_emitter_desc){.rate = 10, .life = 500};
    desc.layers[1].loop = 1; /* unlit: no light of its own; loops, as a gpu layer did by default */
    plume_effect boom;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &boom), PLUME_OK);
    plume_point_light out[8];
    CHECK_EQ_INT(plume_lights(ctx, out, 8), 0);
    float at[16];
    placed(at, 2, 3, 4);
    plume_effect_instance a;
    CHECK_EQ_INT(plume_effect_play(ctx, boom, at, 7, &a), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 50), PLUME_OK);
    CHECK_EQ_INT(plume_lights(ctx, out, 8), 1);
    CHECK(near(out[0].position[0], 2) && near(out[0].position[1], 4) && near(out[0].position[2], 4));
    CHECK(near(out[0].color[0], 1) && near(out[0].color[1], 0.5f) && near(out[0].color[2], 0.25f));
    CHECK(near(out[0].intensity, 4)); /* halfway up to the peak */
    CHECK(near(out[0].range, 6));
    CHECK_EQ_INT(plume_step(ctx, 50), PLUME_OK);
    CHECK_EQ_INT(plume_lights(ctx, out, 8), 1);
    CHECK(near(out[0].intensity, 8));
    CHECK_EQ_INT(plume_step(ctx, 450), PLUME_OK); /* 550 ms: half the way down */
    CHECK_EQ_INT(plume_lights(ctx, out, 8), 1);
    CHECK(near(out[0].intensity, 4));
    CHECK_EQ_INT(plume_step(ctx, 460), PLUME_OK); /* 1010 ms: its particles are gone, and its light */
    CHECK_EQ_INT(plume_lights(ctx, out, 8), 0);
    CHECK_EQ_INT(plume_lights(ctx, NULL, 8), 0);
    plume_system_destroy(ctx);
}

static void test_brightest_first_and_bounded(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    enum { N = PLUME_MAX_LIGHTS + 6 };
    for (int i = 0; i < N; i++) {
        plume_emitter_desc d = {.rate = 10, .life = 500,
                                .light = {.intensity = {.count = 1, .values = {(float)(i % 7) + 1.0f}}}};
        plume_emitter e;
        CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_OK);
        float at[16];
        placed(at, (float)i, 0, 0);
        CHECK_EQ_INT(plume_emitter_set_transform(ctx, e, at), PLUME_OK);
    }
    CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    plume_point_light out[N];
    CHECK_EQ_INT(plume_lights(ctx, out, 3), 3);
    for (int i = 0; i < 3; i++) CHECK(near(out[i].intensity, 7)); /* the three brightest, first made first */
    CHECK(near(out[0].position[0], 6) && near(out[1].position[0], 13) && near(out[2].position[0], 20));
    CHECK(near(out[0].color[0], 1) && near(out[0].color[2], 1)); /* no colour: white */
    CHECK(near(out[0].range, PLUME_LIGHT_DEFAULT_RANGE));
    CHECK_EQ_INT(plume_lights(ctx, out, N), PLUME_MAX_LIGHTS); /* max is bounded */
    for (uint32_t i = 1; i < PLUME_MAX_LIGHTS; i++) CHECK(out[i - 1].intensity >= out[i].intensity);
    CHECK_EQ_INT(plume_lights(ctx, out, 0), 0);
    plume_system_destroy(ctx);
}

static void test_loop_repeats_its_cycle_until_its_end(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_emitter_desc d = {.rate = 20, .life = 400, .duration = 1000, .delay = 100,
                            .light = {.intensity = {.count = 2, .values = {1, 3}}, .cycle = 500}};
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_OK);
    plume_point_light out[1];
    CHECK_EQ_INT(plume_step(ctx, 50), PLUME_OK);
    CHECK_EQ_INT(plume_lights(ctx, out, 1), 0); /* before its delay */
    CHECK_EQ_INT(plume_step(ctx, 175), PLUME_OK); /* 125 ms in: a quarter of the cycle */
    CHECK_EQ_INT(plume_lights(ctx, out, 1), 1);
    CHECK(near(out[0].intensity, 1.5f));
    CHECK_EQ_INT(plume_step(ctx, 5000), PLUME_OK); /* 5125: the same point of a later cycle */
    CHECK_EQ_INT(plume_lights(ctx, out, 1), 1);
    CHECK(near(out[0].intensity, 1.5f));
    CHECK_EQ_INT(plume_emitter_stop(ctx, e), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 300), PLUME_OK); /* its last particles still fly: lit */
    CHECK_EQ_INT(plume_lights(ctx, out, 1), 1);
    CHECK_EQ_INT(plume_step(ctx, 200), PLUME_OK); /* gone */
    CHECK_EQ_INT(plume_lights(ctx, out, 1), 0);
    CHECK_EQ_INT(plume_emitter_seek(ctx, e, 200), PLUME_OK); /* a seek back shows it again */
    CHECK_EQ_INT(plume_lights(ctx, out, 1), 1);
    plume_system_destroy(ctx);
}

static void test_cpu_systems(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    /* a fire flowing for ever at a position in its frame, lit at a constant 2 */
    plume_particle_system_desc fire = {.rate = 30, .position = {0, 1, 0},
                                       .light = {.color = {1, 0.6f, 0.2f}, .intensity = {.count = 1, .values = {2}}}};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(ctx, &fire, &s), PLUME_OK);
    float at[16];
    placed(at, 5, 0, 0);
    CHECK_EQ_INT(plume_particle_system_set_transform(ctx, s, at), PLUME_OK);
    plume_point_light out[4];
    for (int i = 0; i < 300; i++) plume_step(ctx, 16);
    CHECK_EQ_INT(plume_lights(ctx, out, 4), 1);
    CHECK(near(out[0].position[0], 5) && near(out[0].position[1], 1) && near(out[0].intensity, 2));
    CHECK_EQ_INT(plume_remove_particle_system(ctx, s), PLUME_OK);
    CHECK_EQ_INT(plume_lights(ctx, out, 4), 0);
    /* a burst: over one life (its 1000 ms), out with its last particle */
    plume_particle_system_desc boom = {.burst = 30, .life = {1000, 1000}, .explicit_zero = PLUME_PSYS_ZERO_RATE,
                                       .light = flash()};
    CHECK_EQ_INT(plume_add_particle_system(ctx, &boom, &s), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 100), PLUME_OK);
    CHECK_EQ_INT(plume_lights(ctx, out, 4), 1);
    CHECK(near(out[0].intensity, 8));
    for (int i = 0; i < 100 && !plume_particle_system_ended(ctx, s); i++) plume_step(ctx, 16);
    CHECK(plume_particle_system_ended(ctx, s));
    CHECK_EQ_INT(plume_lights(ctx, out, 4), 0);
    plume_system_destroy(ctx);
}

static void test_mesh_layers(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    uint32_t kind;
    CHECK_EQ_INT(plume_define_kind(ctx, "quad", &(plume_kind_desc){.mesh_obj = QUAD, .max_age = 1000}, &kind), PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 5, .life = {1000, 1000}, .light = flash()};
    desc.layers[0].position[0] = 1.0f;
    plume_effect boom;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &boom), PLUME_OK);
    float at[16];
    placed(at, 0, 2, 0);
    plume_effect_instance a, b;
    CHECK_EQ_INT(plume_effect_play(ctx, boom, at, 1, &a), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 100), PLUME_OK);
    placed(at, 10, 0, 0);
    CHECK_EQ_INT(plume_effect_play(ctx, boom, at, 2, &b), PLUME_OK); /* a later play: dimmer now */
    CHECK_EQ_INT(plume_step(ctx, 50), PLUME_OK);
    plume_point_light out[4];
    CHECK_EQ_INT(plume_lights(ctx, out, 4), 2);
    CHECK(near(out[0].position[0], 1) && near(out[0].position[1], 2)); /* the first play, past its peak: 150 ms */
    CHECK(near(out[0].intensity, 8.0f * (1.0f - (0.15f - 0.1f) / 0.9f)));
    CHECK(near(out[1].position[0], 11) && near(out[1].intensity, 4));
    CHECK_EQ_INT(plume_instance_kill(ctx, b), PLUME_OK);
    CHECK_EQ_INT(plume_lights(ctx, out, 4), 1);
    for (int i = 0; i < 60; i++) plume_step(ctx, 16);
    CHECK_EQ_INT(plume_lights(ctx, out, 4), 0);
    plume_effect_instance ended[4];
    CHECK_EQ_INT(plume_poll_ended(ctx, ended, 4), 1);
    CHECK_EQ_INT(plume_effect_destroy(ctx, boom), PLUME_OK);
    CHECK_EQ_INT(plume_lights(ctx, out, 4), 0);
    plume_system_destroy(ctx);
}

static void test_checks_name_the_field(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_emitter e;
    plume_emitter_desc d = explosion();
    d.light.color[1] = -1.0f;
    CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("light.color");
    d = explosion();
    d.light.intensity.values[1] = 2e6f;
    CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("light.intensity");
    d = explosion();
    d.light.intensity.values[0] = NAN;
    CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("light.intensity");
    d = explosion();
    d.light.intensity.count = 9;
    CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("light.intensity");
    d = explosion();
    d.light.range.values[0] = 0.0f;
    CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("light.range");
    d = explosion();
    d.light.intensity.times[1] = 0.0f; /* times going back */
    d.light.intensity.times[2] = 0.05f;
    d.light.intensity.times[1] = 0.5f;
    CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("light.intensity");
    d = explosion();
    d.light.cycle = INFINITY;
    CHECK_EQ_INT(plume_create_emitter(ctx, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("light.cycle");
    plume_particle_system s;
    plume_particle_system_desc sd = {.rate = 10, .light = flash()};
    sd.light.range.values[0] = -2.0f;
    CHECK_EQ_INT(plume_add_particle_system(ctx, &sd, &s), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("light.range");
    uint32_t kind;
    CHECK_EQ_INT(plume_define_kind(ctx, "quad", &(plume_kind_desc){.mesh_obj = QUAD}, &kind), PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 1, .light = flash()};
    desc.layers[0].mesh.light.color[0] = 65.0f;
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[0]: light.color");
    /* a refused desc changed nothing: no light shows */
    plume_point_light out[2];
    CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    CHECK_EQ_INT(plume_lights(ctx, out, 2), 0);
    plume_system_destroy(ctx);
}

int main(void)
{
    test_gpu_effect_explosion();
    test_brightest_first_and_bounded();
    test_loop_repeats_its_cycle_until_its_end();
    test_cpu_systems();
    test_mesh_layers();
    test_checks_name_the_field();
    return check_report("test_light");
}
