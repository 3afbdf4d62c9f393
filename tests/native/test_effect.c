/* Effects in C (effect.h): an effect played as many instances, each ending by itself and reported
   once by plume_poll_ended; stop, kill, seek, set_transform; every instance of a layer in one draw
   item; handles and errors. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "draw_list.h"
#include "effect.h"
#include "effect_internal.h"
#include "emitter_internal.h"
#include "layer_sim.h"
#include "system_internal.h"
#include "mesh_reference.h"

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

static void placed(float m[16], float x, float y, float z)
{
    for (int i = 0; i < 16; i++) m[i] = IDENTITY[i];
    m[12] = x, m[13] = y, m[14] = z;
}

/* A burst layer and a short flow 2 units up: ends after 400 ms (the flow's 200 + its life 200). */
static plume_effect_desc two_layers(void)
{
    plume_effect_desc desc = {.layer_count = 2};
    desc.layers[0].gpu = (plume_emitter_desc){.rate = 0, .burst = 10, .life = 300,
                                              .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    desc.layers[1].gpu = (plume_emitter_desc){.rate = 50, .life = 200, .duration = 200};
    desc.layers[1].position[1] = 2.0f;
    return desc;
}

static uint32_t poll_all(plume_system *ctx, plume_effect_instance *out, uint32_t max)
{
    uint32_t n = 0, got;
    while (n < max && (got = plume_poll_ended(ctx, out + n, max - n > 7 ? 7 : max - n)) > 0) n += got;
    return n;
}

static void test_instances_end_by_themselves(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = two_layers();
    plume_effect boom;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &boom), PLUME_OK);
    enum { N = 200 };
    plume_effect_instance played[N];
    double born[N];
    for (int i = 0; i < N; i++) {
        float at[16];
        placed(at, (float)(i % 20), (float)(i / 20), 0);
        CHECK_EQ_INT(plume_effect_play(ctx, boom, at, 0, &played[i]), PLUME_OK);
        born[i] = plume_time(ctx);
        if (i % 10 == 9) CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    }
    CHECK_EQ_INT(plume_effect_instances(ctx, boom), N);
    /* every instance of a layer in one item: two items for 200 instances */
    static plume_draw_list list;
    plume_draw_list_clear(&list, plume_system_gpu_time(ctx));
    plume_emitters_collect_draws(ctx, &list, IDENTITY, IDENTITY, 0);
    CHECK_EQ_INT(list.count, 2);
    int reported[N] = {0}, early = 0, late = 0;
    for (int frame = 0; frame < 60; frame++) {
        CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
        plume_effect_instance ended[N];
        uint32_t n = poll_all(ctx, ended, N);
        for (uint32_t k = 0; k < n; k++)
            for (int i = 0; i < N; i++)
                if (ended[k].id == played[i].id) {
                    reported[i]++;
                    if (plume_time(ctx) - born[i] < 400.0 - 1e-6) early++; /* the flow's last particle lives to 400 */
                    CHECK(!plume_instance_alive(ctx, played[i]));
                }
        for (int i = 0; i < N; i++) /* reported at the first poll at or after its end */
            late += !reported[i] && plume_time(ctx) - born[i] >= 400.0 + 1e-6;
    }
    for (int i = 0; i < N; i++) CHECK_EQ_INT(reported[i], 1);
    CHECK_EQ_INT(early, 0);
    CHECK_EQ_INT(late, 0);
    CHECK_EQ_INT(plume_effect_instances(ctx, boom), 0);
    CHECK_EQ_INT(plume_get_stats(ctx).emitters, 0); /* the members were freed */
    plume_system_destroy(ctx);
}

static void test_stop_kill_seek_move(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = two_layers();
    desc.layers[1].loop = 1; /* the flow loops: only stop() ends it */
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_effect_instance stopped, killed, moved;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 5, &stopped), PLUME_OK);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 6, &killed), PLUME_OK);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 7, &moved), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 100), PLUME_OK);
    CHECK_EQ_INT(plume_instance_kill(ctx, killed), PLUME_OK);
    CHECK(!plume_instance_alive(ctx, killed));
    CHECK_EQ_INT(plume_instance_kill(ctx, killed), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("ended");
    float at[16];
    placed(at, 50, 0, 0);
    CHECK_EQ_INT(plume_instance_set_transform(ctx, moved, at), PLUME_OK);
    CHECK_EQ_INT(plume_instance_stop(ctx, stopped), PLUME_OK);
    plume_effect_instance ended[8];
    int stopped_ended = 0, others = 0;
    for (int frame = 0; frame < 40; frame++) {
        CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
        uint32_t n = plume_poll_ended(ctx, ended, 8);
        for (uint32_t k = 0; k < n; k++) {
            stopped_ended += ended[k].id == stopped.id;
            others += ended[k].id != stopped.id;
        }
    }
    CHECK_EQ_INT(stopped_ended, 1); /* stop: its particles finish, then it ends */
    CHECK_EQ_INT(others, 0);        /* the looping one plays on; the killed one is not reported */
    CHECK(plume_instance_alive(ctx, moved));
    /* seek after stop: it emits again (fresh members), and ends again when stopped again */
    plume_effect_instance again;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 8, &again), PLUME_OK);
    CHECK_EQ_INT(plume_instance_stop(ctx, again), PLUME_OK);
    CHECK_EQ_INT(plume_instance_seek(ctx, again, 50.0), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 600), PLUME_OK);
    CHECK_EQ_INT(plume_poll_ended(ctx, ended, 8), 0); /* looping again after the seek */
    double time;
    CHECK_EQ_INT(plume_instance_time(ctx, again, &time), PLUME_OK);
    CHECK(fabs(time - 650.0) < 1e-6);
    /* the moved instance's particles: born after the move, around x = 50 */
    plume_stats stats = plume_get_stats(ctx);
    CHECK(stats.emitter_particles > 0);
    CHECK_EQ_INT(plume_effect_destroy(ctx, fx), PLUME_OK);
    CHECK(!plume_instance_alive(ctx, moved));
    CHECK(!plume_instance_alive(ctx, again));
    CHECK_EQ_INT(plume_get_stats(ctx).emitters, 0);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 1, &again), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("destroyed");
    plume_system_destroy(ctx);
}

static void test_errors(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect fx;
    plume_effect_desc empty = {.layer_count = 0};
    CHECK_EQ_INT(plume_effect_create(ctx, &empty, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("1 to 8 layers");
    plume_effect_desc bad = two_layers();
    bad.layers[1].gpu.life = -5.0f;
    CHECK_EQ_INT(plume_effect_create(ctx, &bad, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[1]: life");
    CHECK_EQ_INT(fx.id, 0);
    CHECK_EQ_INT(plume_get_stats(ctx).emitters, 0);
    plume_effect_desc good = two_layers();
    CHECK_EQ_INT(plume_effect_create(ctx, &good, &fx), PLUME_OK);
    CHECK(plume_last_error()[0] == '\0');
    float nan_at[16];
    placed(nan_at, NAN, 0, 0);
    plume_effect_instance in;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, nan_at, 1, &in), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("transform");
    CHECK_EQ_INT(in.id, 0);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 1, &in), PLUME_OK);
    CHECK_EQ_INT(plume_instance_seek(ctx, in, -1.0), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("seek");
    CHECK_EQ_INT(plume_instance_stop(ctx, (plume_effect_instance){12345}), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_effect_destroy(ctx, (plume_effect){999}), PLUME_ERR_STALE_HANDLE);
    /* many instances, then the context goes with them alive (the sanitizers see any leak) */
    for (int i = 0; i < 5000; i++) CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &in), PLUME_OK);
    CHECK_EQ_INT(plume_effect_instances(ctx, fx), 5001);
    plume_system_destroy(ctx);
}

/* Instances killed while they wait to be reported leave their entries behind: more ends than the ring
   was sized for must still each be reported once (a review found 19 of 64 lost). */
static void test_many_ends_with_kills_and_small_polls(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].gpu = (plume_emitter_desc){.rate = 0, .burst = 2, .life = 100,
                                              .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    enum { FIRST = 40, SECOND = 44 };
    plume_effect_instance first[FIRST], second[SECOND], out[1];
    for (int i = 0; i < FIRST; i++) { /* a millisecond apart: they end, and wait, in this order */
        CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &first[i]), PLUME_OK);
        CHECK_EQ_INT(plume_step(ctx, 1), PLUME_OK);
    }
    CHECK_EQ_INT(plume_step(ctx, 200), PLUME_OK);
    CHECK_EQ_INT(plume_poll_ended(ctx, out, 1), 1); /* one taken; 39 wait */
    int killed = 0; /* the last 20 waiting: their entries stay, after the 19 live ones */
    for (int i = FIRST - 1; i >= 0 && killed < 20; i--)
        if (plume_instance_alive(ctx, first[i]) && plume_instance_kill(ctx, first[i]) == PLUME_OK) killed++;
    for (int i = 0; i < SECOND; i++) CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &second[i]), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 200), PLUME_OK);
    uint32_t reported = 1, n;
    while ((n = plume_poll_ended(ctx, out, 1)) > 0) reported += n;
    CHECK_EQ_INT(reported, FIRST - killed + SECOND);
    CHECK_EQ_INT(plume_effect_instances(ctx, fx), 0);
    CHECK_EQ_INT(plume_get_stats(ctx).emitters, 0);
    plume_system_destroy(ctx);
}

/* ---- cpu and mesh layers ---- */

static const char *const QUAD = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nf 1 2 3 4\n";

static uint32_t quad_kind(plume_system *ctx)
{
    uint32_t kind = 0;
    CHECK_EQ_INT(plume_define_kind(ctx, "quad", &(plume_kind_desc){.mesh_obj = QUAD, .start_size = 0.5f, .end_size = 0.5f},
                                   &kind), PLUME_OK);
    return kind;
}

/* layer 0: a cpu burst of 20 (life 300); layer 1: a mesh burst of 10 (life 400) 2 units up; layer 2: a
   gpu burst of 5 (life 200). The instance ends at 400 ms, when its last (mesh) particle dies. */
static plume_effect_desc three_sims(uint32_t kind)
{
    plume_effect_desc desc = {.layer_count = 3};
    desc.layers[0].sim = PLUME_SIM_CPU;
    desc.layers[0].cpu = (plume_particle_system_desc){.burst = 20, .life = {300, 300}, .explicit_zero = PLUME_PSYS_ZERO_RATE};
    desc.layers[1].sim = PLUME_SIM_MESH;
    desc.layers[1].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 10, .life = {400, 400}, .speed = {1, 2},
                                                  .shape = PLUME_SHAPE_SPHERE};
    desc.layers[1].position[1] = 2.0f;
    desc.layers[2].gpu = (plume_emitter_desc){.rate = 0, .burst = 5, .life = 200,
                                              .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    return desc;
}

static void test_every_sim_plays_and_ends(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = three_sims(quad_kind(ctx));
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    enum { N = 30 };
    plume_effect_instance played[N];
    for (int i = 0; i < N; i++) {
        float at[16];
        placed(at, 10.0f * (float)i, 0, 0);
        CHECK_EQ_INT(plume_effect_play(ctx, fx, at, 0, &played[i]), PLUME_OK);
    }
    CHECK_EQ_INT(plume_step(ctx, 1), PLUME_OK);
    CHECK_EQ_INT(plume_instance_particles(ctx, played[3]), 20 + 10 + 5);
    CHECK_EQ_INT(plume_get_stats(ctx).particles_active, N * 10); /* the mesh layers' kind instances */
    /* where it was played: x = 30 ± a few units, the mesh particles 2 units up */
    float lo[3], hi[3];
    CHECK_EQ_INT(plume_instance_bounds(ctx, played[3], lo, hi), PLUME_OK);
    CHECK(lo[0] > 25.0f && hi[0] < 35.0f && lo[0] < 30.0f && hi[0] > 30.0f);
    CHECK(hi[1] > 2.0f && lo[1] < 1.0f);
    int reported[N] = {0};
    double ended_at[N] = {0};
    for (int frame = 0; frame < 40; frame++) {
        plume_effect_instance out[N];
        uint32_t n = poll_all(ctx, out, N);
        for (uint32_t k = 0; k < n; k++)
            for (int i = 0; i < N; i++)
                if (out[k].id == played[i].id) reported[i]++, ended_at[i] = plume_time(ctx);
        CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    }
    for (int i = 0; i < N; i++) {
        CHECK_EQ_INT(reported[i], 1);
        CHECK(ended_at[i] >= 400.0 && ended_at[i] <= 400.0 + 17.0); /* not before its last particle died */
        CHECK(!plume_instance_alive(ctx, played[i]));
    }
    plume_stats stats = plume_get_stats(ctx);
    CHECK_EQ_INT(stats.particles_active, 0);
    CHECK_EQ_INT(stats.emitters, 0);
    CHECK_EQ_INT(stats.systems, 0); /* each play's system went with it */
    CHECK_EQ_INT(plume_effect_instances(ctx, fx), 0);
    plume_system_destroy(ctx);
}

/* A looping cpu flow and a looping mesh flow never end by themselves; stopped, they end when their
   last particles die, and births scheduled after the stop never come. */
static void test_cpu_and_mesh_stop(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 2};
    desc.layers[0].sim = PLUME_SIM_CPU;
    desc.layers[0].cpu = (plume_particle_system_desc){.rate = 100, .life = {250, 250}};
    desc.layers[0].loop = 1; /* its flow runs on (a layer that does not loop flows for its 1000 ms cycle) */
    desc.layers[1].sim = PLUME_SIM_MESH;
    desc.layers[1].mesh = (plume_mesh_layer_desc){.kind = quad_kind(ctx), .rate = 50, .duration = 200,
                                                  .life = {300, 300}};
    desc.layers[1].loop = 1;
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_effect_instance in, out[4];
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 7, &in), PLUME_OK);
    for (int frame = 0; frame < 120; frame++) CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    CHECK_EQ_INT(plume_poll_ended(ctx, out, 4), 0);
    CHECK(plume_instance_alive(ctx, in));
    uint32_t before = plume_instance_particles(ctx, in);
    CHECK(before > 30); /* ~25 cpu, ~15 mesh */
    CHECK_EQ_INT(plume_instance_stop(ctx, in), PLUME_OK);
    CHECK(plume_instance_particles(ctx, in) <= before);
    double stopped_at = plume_time(ctx), ended_at = 0.0;
    uint32_t most_after = 0;
    for (int frame = 0; frame < 40 && !ended_at; frame++) {
        CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
        if (plume_instance_alive(ctx, in)) {
            uint32_t now = plume_instance_particles(ctx, in);
            most_after = now > most_after ? now : most_after;
        }
        if (plume_poll_ended(ctx, out, 4) == 1) ended_at = plume_time(ctx);
    }
    CHECK(most_after < before); /* nothing born after the stop */
    CHECK(ended_at >= stopped_at + 250.0 && ended_at <= stopped_at + 300.0 + 17.0);
    CHECK_EQ_INT(out[0].id, in.id);
    CHECK_EQ_INT(plume_get_stats(ctx).particles_active, 0);
    CHECK_EQ_INT(plume_get_stats(ctx).systems, 0);
    plume_system_destroy(ctx);
}

static int same_box(const float a_lo[3], const float a_hi[3], const float b_lo[3], const float b_hi[3], float tolerance)
{
    int same = 1;
    for (int k = 0; k < 3; k++) same &= fabsf(a_lo[k] - b_lo[k]) <= tolerance && fabsf(a_hi[k] - b_hi[k]) <= tolerance;
    return same;
}

/* A sought instance shows what one stepped there shows (cpu: at 60 Hz; mesh: exactly), and a seek back
   after a stop plays again; a moved instance takes its mesh particles along. */
static void test_cpu_and_mesh_seek_and_move(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 2};
    desc.layers[0].sim = PLUME_SIM_CPU;
    desc.layers[0].cpu = (plume_particle_system_desc){.rate = 60, .life = {400, 600}, .duration = 500};
    desc.layers[1].sim = PLUME_SIM_MESH;
    desc.layers[1].mesh = (plume_mesh_layer_desc){.kind = quad_kind(ctx), .rate = 40, .burst = 3, .duration = 500,
                                                  .life = {300, 700}, .speed = {2, 4}, .gravity = {0, -3, 0}, .drag = 0.5f,
                                                  .shape = PLUME_SHAPE_CONE};
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_effect_instance stepped, sought;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 42, &stepped), PLUME_OK);
    for (int frame = 0; frame < 21; frame++) CHECK_EQ_INT(plume_step(ctx, 1000.0 / 60.0), PLUME_OK);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 42, &sought), PLUME_OK);
    CHECK_EQ_INT(plume_instance_seek(ctx, sought, 350.0), PLUME_OK);
    double t_stepped, t_sought;
    CHECK_EQ_INT(plume_instance_time(ctx, stepped, &t_stepped), PLUME_OK);
    CHECK_EQ_INT(plume_instance_time(ctx, sought, &t_sought), PLUME_OK);
    CHECK(fabs(t_stepped - 350.0) < 1e-6 && fabs(t_sought - 350.0) < 1e-6);
    CHECK_EQ_INT(plume_instance_particles(ctx, sought), plume_instance_particles(ctx, stepped));
    float a_lo[3], a_hi[3], b_lo[3], b_hi[3];
    CHECK_EQ_INT(plume_instance_bounds(ctx, stepped, a_lo, a_hi), PLUME_OK);
    CHECK_EQ_INT(plume_instance_bounds(ctx, sought, b_lo, b_hi), PLUME_OK);
    CHECK(same_box(a_lo, a_hi, b_lo, b_hi, 1e-3f));
    /* stopped, then sought back: it plays again as a fresh play would */
    CHECK_EQ_INT(plume_instance_stop(ctx, sought), PLUME_OK);
    CHECK_EQ_INT(plume_instance_seek(ctx, sought, 100.0), PLUME_OK);
    plume_effect_instance fresh;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 42, &fresh), PLUME_OK);
    CHECK_EQ_INT(plume_instance_seek(ctx, fresh, 100.0), PLUME_OK);
    CHECK_EQ_INT(plume_instance_particles(ctx, sought), plume_instance_particles(ctx, fresh));
    CHECK(plume_instance_particles(ctx, fresh) > 5);
    for (int frame = 0; frame < 6; frame++) CHECK_EQ_INT(plume_step(ctx, 1000.0 / 60.0), PLUME_OK);
    CHECK_EQ_INT(plume_instance_particles(ctx, sought), plume_instance_particles(ctx, fresh)); /* the flow came back */
    CHECK_EQ_INT(plume_instance_bounds(ctx, sought, a_lo, a_hi), PLUME_OK);
    CHECK_EQ_INT(plume_instance_bounds(ctx, fresh, b_lo, b_hi), PLUME_OK);
    CHECK(same_box(a_lo, a_hi, b_lo, b_hi, 1e-3f));
    /* moved 50 units along x: every particle of both sims goes along (cpu: newborns; mesh: all) */
    float far_away[16];
    placed(far_away, 50, 0, 0);
    CHECK_EQ_INT(plume_instance_set_transform(ctx, fresh, far_away), PLUME_OK);
    for (int frame = 0; frame < 40; frame++) CHECK_EQ_INT(plume_step(ctx, 1000.0 / 60.0), PLUME_OK);
    CHECK_EQ_INT(plume_instance_bounds(ctx, fresh, b_lo, b_hi), PLUME_OK);
    CHECK(b_lo[0] > 40.0f);
    /* the seek limit of a cpu layer, said */
    CHECK_EQ_INT(plume_instance_seek(ctx, fresh, 400000.0), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("cpu layer");
    CHECK_EQ_INT(plume_instance_seek(ctx, fresh, NAN), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("from 0 to 300000 (a cpu layer"); /* the limit that applies to this instance */
    /* NULL outputs: refused, never written */
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 1, NULL), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_instance_time(ctx, fresh, NULL), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_instance_bounds(ctx, fresh, NULL, b_hi), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_poll_ended(ctx, NULL, 4), 0);
    CHECK_ERROR_HAS("out");
    plume_system_destroy(ctx);
}

/* Killing an instance, or destroying its effect, takes every particle of every sim at once. */
static void test_kill_and_destroy_take_everything(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = three_sims(quad_kind(ctx));
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_effect_instance a, b, out[4];
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &a), PLUME_OK);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &b), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    CHECK_EQ_INT(plume_instance_kill(ctx, a), PLUME_OK);
    CHECK_EQ_INT(plume_get_stats(ctx).particles_active, 10);
    CHECK_EQ_INT(plume_get_stats(ctx).systems, 1);
    CHECK_EQ_INT(plume_instance_stop(ctx, a), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_effect_destroy(ctx, fx), PLUME_OK);
    plume_stats stats = plume_get_stats(ctx);
    CHECK_EQ_INT(stats.particles_active, 0);
    CHECK_EQ_INT(stats.systems, 0);
    CHECK_EQ_INT(stats.emitters, 0);
    CHECK(!plume_instance_alive(ctx, b));
    CHECK_EQ_INT(plume_step(ctx, 1000), PLUME_OK);
    CHECK_EQ_INT(plume_poll_ended(ctx, out, 4), 0); /* neither is reported: the caller ended them */
    plume_system_destroy(ctx);
}

static void test_layer_errors(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    uint32_t kind = quad_kind(ctx);
    plume_effect fx;
    plume_effect_desc desc = three_sims(kind);
    desc.layers[2].sim = 3;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[2]: sim: unknown sim 3");
    desc = three_sims(kind);
    desc.layers[1].mesh.kind = 9;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[1]: mesh.kind: 9 is not a defined kind");
    desc = three_sims(kind);
    desc.layers[1].mesh.life[0] = 500.0f; /* above its max */
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[1]: life: min 500 ms is above max 400 ms"); /* numbers, not stb's "No float" */
    desc = three_sims(kind);
    desc.layers[1].mesh.burst = 0; /* every sim says it in the same words, naming the field as JavaScript does */
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[1].rate: rate 0 emits nothing without a burst; give burst >= 1");
    desc = three_sims(kind);
    desc.layers[2].gpu.burst = 0;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[2].rate: rate 0 emits nothing without a burst; give burst >= 1");
    desc = three_sims(kind);
    desc.layers[0].cpu.period = 50.0f, desc.layers[0].cpu.burst = 0; /* a period flows where rate is 0 */
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    CHECK_EQ_INT(plume_effect_destroy(ctx, fx), PLUME_OK);
    desc = three_sims(kind); /* the schedule's checks in JavaScript's words, naming the field */
    desc.layers[2].delay = 4e6f;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[2].delay: must be at most 3600000 ms (an hour), got 4000000");
    desc.layers[2].delay = -1.0f;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[2].delay: must be a finite number >= 0, got -1");
    desc = three_sims(kind);
    desc.layers[1].mesh.duration = 0.5f;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[1].duration: a 'mesh' layer's cycle must be from 1 ms to 3600000 ms (an hour), got 0.5");
    desc = three_sims(kind);
    desc.layers[1].mesh.rate = 1e6f, desc.layers[1].mesh.duration = 1e5f;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("cycle has 100000010 births");
    desc = three_sims(kind);
    desc.layers[1].mesh.gravity[1] = NAN;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("gravity");
    desc = three_sims(kind);
    desc.layers[0].cpu.one_shot = 1;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[0]: cpu.one_shot");
    desc = three_sims(kind);
    desc.layers[0].cpu.burst = 0; /* no flow and no burst: a layer that shows nothing is a mistake, said */
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[0].rate: rate 0 emits nothing without a burst; give burst >= 1");
    desc = three_sims(kind);
    desc.layers[2].gpu.time_scale = 2.0f; /* a gpu layer's own clock beside cpu and mesh layers (as JavaScript's): its
                                               members run twice as fast; the instance's time is plume_step's */
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    CHECK_EQ_INT(plume_effect_destroy(ctx, fx), PLUME_OK);
    /* output pointers and descs that are NULL: refused by name, never dereferenced */
    desc = three_sims(kind);
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, NULL), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("out");
    CHECK_EQ_INT(plume_effect_create(ctx, NULL, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("needs a desc");
    desc = three_sims(kind);
    desc.layers[0].cpu.drag = -1.0f;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[0]: drag");
    CHECK_EQ_INT(plume_get_stats(ctx).emitters, 0); /* nothing half-made stays */
    /* a texture destroyed after the effect was made: the play says so, and leaves nothing behind */
    uint32_t texture = 0;
    CHECK_EQ_INT(plume_create_generated_texture(ctx, "glow", &texture, NULL), PLUME_OK);
    desc = three_sims(kind);
    desc.layers[0].cpu.texture = texture;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    CHECK_EQ_INT(plume_destroy_texture(ctx, texture), PLUME_ERR_INVALID_ARGUMENT); /* an effect uses it */
    CHECK_ERROR_HAS("cpu layer of an effect");
    plume_effect_instance playing;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &playing), PLUME_OK);
    CHECK_EQ_INT(plume_destroy_texture(ctx, texture), PLUME_ERR_INVALID_ARGUMENT); /* the effect is what to destroy */
    CHECK_ERROR_HAS("cpu layer of an effect");
    CHECK_EQ_INT(plume_effect_destroy(ctx, fx), PLUME_OK);
    CHECK_EQ_INT(plume_destroy_texture(ctx, texture), PLUME_OK);
    plume_system_destroy(ctx);
}

/* A looping mesh layer with births closer than a step: playing shows what seeking shows (the review found the
   newest births dropped when the dead of the last step still held their room), and its sizes resolve one by one. */
static void test_dense_mesh_loop(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    uint32_t kind = 0;
    CHECK_EQ_INT(plume_define_kind(ctx, "big", &(plume_kind_desc){.mesh_obj = QUAD, .start_size = 10, .end_size = 10},
                                   &kind), PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .rate = 1000, .duration = 1000,
                                                  .life = {1000, 1000}, .size = {0, 1}};
    desc.layers[0].loop = 1;
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_effect_instance stepped, sought;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 5, &stepped), PLUME_OK);
    uint32_t differ = 0;
    for (int frame = 0; frame < 300; frame++) { /* every frame: the same instance sought to the same time */
        CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
        double t;
        CHECK_EQ_INT(plume_instance_time(ctx, stepped, &t), PLUME_OK);
        CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 5, &sought), PLUME_OK);
        CHECK_EQ_INT(plume_instance_seek(ctx, sought, t), PLUME_OK);
        differ += plume_instance_particles(ctx, stepped) != plume_instance_particles(ctx, sought);
        CHECK_EQ_INT(plume_instance_kill(ctx, sought), PLUME_OK);
    }
    CHECK_EQ_INT(differ, 0);
    CHECK(plume_last_error()[0] == '\0');
    CHECK(plume_instance_particles(ctx, stepped) >= 990);
    /* size {0, 1}: the kind's 10 at birth, 1 at death; the box holds the larger */
    float lo[3], hi[3];
    CHECK_EQ_INT(plume_instance_bounds(ctx, stepped, lo, hi), PLUME_OK);
    CHECK(hi[0] >= 10.0f);
    /* timing that would walk thousands of cycles a step, or schedule births past what a pool can: refused */
    desc.layers[0].mesh.duration = 1e-5f;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("duration");
    desc.layers[0].mesh.duration = 1000, desc.layers[0].delay = 2e9f;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("delay");
    desc.layers[0].delay = 0, desc.layers[0].mesh.burst = 0xffffffffu, desc.layers[0].mesh.rate = 2;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT); /* no wrap to a few births */
    CHECK_ERROR_HAS("births");
    plume_system_destroy(ctx);
}

/* A seeded random sequence of every call over effects with gpu, cpu and mesh layers (the native
   sequence fuzzer's model covers gpu and cpu layers; this adds mesh layers): reported instances were
   alive and are reported once, stats agree, nothing is left when no instance lives (the sanitizers see
   leaks and stale memory). */
static void test_random_sequence_every_sim(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 3});
    uint32_t kind = quad_kind(ctx);
    enum { EFFECTS = 3, PLAYS = 64 };
    plume_effect effects[EFFECTS];
    int effect_alive[EFFECTS] = {0};
    plume_effect_instance plays[PLAYS];
    uint32_t play_effect[PLAYS], play_count = 0, reported_total = 0;
    uint64_t state = 12345;
    for (int op = 0; op < 3000; op++) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        uint32_t r = (uint32_t)(state >> 33), what = r % 9, e = (r >> 4) % EFFECTS;
        if (what == 0 && !effect_alive[e]) {
            plume_effect_desc desc = three_sims(kind);
            desc.layer_count = 1 + (r >> 8) % 3;
            desc.layers[0].sim = (r >> 10) % 3; /* any sim first */
            if (desc.layers[0].sim == PLUME_SIM_GPU) desc.layers[0].gpu = desc.layers[2].gpu;
            if (desc.layers[0].sim == PLUME_SIM_MESH) desc.layers[0].mesh = desc.layers[1].mesh;
            desc.layers[1].loop = (r >> 12) & 1;
            desc.layers[1].mesh.rate = (r >> 13) & 1 ? 30.0f : 0.0f;
            CHECK_EQ_INT(plume_effect_create(ctx, &desc, &effects[e]), PLUME_OK);
            effect_alive[e] = 1;
        } else if (what == 1 && effect_alive[e] && play_count < PLAYS) {
            float at[16];
            placed(at, (float)(r % 50), 0, 0);
            CHECK_EQ_INT(plume_effect_play(ctx, effects[e], at, r >> 20, &plays[play_count]), PLUME_OK);
            play_effect[play_count++] = e;
        } else if (what >= 2 && what <= 5 && play_count) {
            uint32_t i = (r >> 8) % play_count;
            float at[16];
            placed(at, 0, (float)(r % 7), 0);
            plume_status status = what == 2   ? plume_instance_stop(ctx, plays[i])
                                  : what == 3 ? plume_instance_seek(ctx, plays[i], (double)(r % 900))
                                  : what == 4 ? plume_instance_set_transform(ctx, plays[i], at)
                                              : plume_instance_kill(ctx, plays[i]);
            CHECK_EQ_INT(status, PLUME_OK);
            if (what == 5) play_effect[i] = play_effect[--play_count], plays[i] = plays[play_count];
        } else if (what == 6 && effect_alive[e] && (r >> 8) % 8 == 0) {
            CHECK_EQ_INT(plume_effect_destroy(ctx, effects[e]), PLUME_OK);
            effect_alive[e] = 0;
            for (uint32_t i = play_count; i-- > 0;)
                if (play_effect[i] == e) {
                    CHECK(!plume_instance_alive(ctx, plays[i]));
                    play_effect[i] = play_effect[--play_count], plays[i] = plays[play_count];
                }
        } else if (what == 7) {
            CHECK_EQ_INT(plume_step(ctx, (double)(r % 60)), PLUME_OK);
        } else {
            plume_effect_instance out[5];
            uint32_t n = plume_poll_ended(ctx, out, 5);
            for (uint32_t k = 0; k < n; k++) {
                uint32_t i = 0;
                while (i < play_count && plays[i].id != out[k].id) i++;
                CHECK(i < play_count); /* alive until now, reported once */
                if (i == play_count) continue;
                CHECK(!plume_instance_alive(ctx, plays[i]));
                play_effect[i] = play_effect[--play_count], plays[i] = plays[play_count];
                reported_total++;
            }
        }
        plume_stats stats = plume_get_stats(ctx);
        CHECK_EQ_INT(stats.instances, play_count);
        for (uint32_t i = 0; i < play_count; i++) {
            float lo[3], hi[3];
            CHECK_EQ_INT(plume_instance_bounds(ctx, plays[i], lo, hi), PLUME_OK);
            for (int k = 0; k < 3; k++) CHECK(!(lo[k] > hi[k]) ? isfinite(lo[k]) && isfinite(hi[k]) : 1);
        }
        if (!play_count) { /* nothing left of any sim */
            CHECK_EQ_INT(stats.particles_active, 0);
            CHECK_EQ_INT(stats.systems, 0);
            CHECK_EQ_INT(stats.emitters, 0);
        }
    }
    CHECK(reported_total > 50); /* the sequence reaches natural ends, not only kills */
    /* stopped, every instance ends by itself and is reported once: none is left hanging */
    for (uint32_t i = 0; i < play_count; i++) CHECK_EQ_INT(plume_instance_stop(ctx, plays[i]), PLUME_OK);
    for (int frame = 0; frame < 40 && play_count; frame++) {
        CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
        plume_effect_instance out[PLAYS];
        uint32_t n = plume_poll_ended(ctx, out, PLAYS);
        for (uint32_t k = 0; k < n; k++) {
            uint32_t i = 0;
            while (i < play_count && plays[i].id != out[k].id) i++;
            CHECK(i < play_count);
            if (i < play_count) play_effect[i] = play_effect[--play_count], plays[i] = plays[play_count];
        }
    }
    CHECK_EQ_INT(play_count, 0);
    CHECK_EQ_INT(plume_get_stats(ctx).particles_active, 0);
    plume_system_destroy(ctx);
}

/* A cpu layer's seek past its cost bound (PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK) refuses the whole instance seek,
   naming the layer, before any layer moved (issue 28). */
static void test_seek_refused_by_a_big_cpu_layer(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 2};
    desc.layers[0].gpu = (plume_emitter_desc){.rate = 10, .life = 300};
    desc.layers[0].loop = 1; /* loops, as a gpu layer did by default */
    desc.layers[1].sim = PLUME_SIM_CPU;
    desc.layers[1].cpu = (plume_particle_system_desc){.rate = 5, .capacity = PLUME_PARTICLE_SYSTEM_MAX_CAPACITY};
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_effect_instance in;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 3, &in), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 100), PLUME_OK);
    uint32_t before = plume_instance_particles(ctx, in);
    CHECK_EQ_INT(plume_instance_seek(ctx, in, 2000), PLUME_ERR_LIMIT);
    CHECK_ERROR_HAS("layers[1]: seek: 2000 ms re-simulates 120 steps of 262143 particles");
    CHECK_ERROR_HAS("can seek at most 1066 ms");
    double t = 0;
    CHECK_EQ_INT(plume_instance_time(ctx, in, &t), PLUME_OK);
    CHECK(fabs(t - 100.0) < 1e-6); /* the gpu layer was not sought either */
    CHECK_EQ_INT(plume_instance_particles(ctx, in), before);
    CHECK_EQ_INT(plume_instance_seek(ctx, in, 1000), PLUME_OK);
    CHECK_EQ_INT(plume_instance_time(ctx, in, &t), PLUME_OK);
    CHECK(fabs(t - 1000.0) < 1e-6);
    plume_system_destroy(ctx);
}

/* A seek's time is checked once, by the core, for a play and before one is made (plume_effect_check_seek: what
   JavaScript's effect.seek asks before playing): a cpu layer bounds it at 5 minutes, a gpu layer at 1e12 ms of its
   clock (its own time scale too); NaN and negative times are refused alike. */
static void test_seek_time_checked_once(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 2};
    desc.layers[0].gpu = (plume_emitter_desc){.rate = 10, .life = 300, .time_scale = 1000};
    desc.layers[0].loop = 1; /* loops, as a gpu layer did by default */
    desc.layers[1].sim = PLUME_SIM_CPU;
    desc.layers[1].cpu = (plume_particle_system_desc){.rate = 5};
    plume_effect with_cpu, gpu_only;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &with_cpu), PLUME_OK);
    desc.layer_count = 1;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &gpu_only), PLUME_OK);
    CHECK_EQ_INT(plume_effect_check_seek(ctx, with_cpu, 1000), PLUME_OK);
    CHECK_EQ_INT(plume_effect_check_seek(ctx, with_cpu, 300001), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("seek: ms must be a number of milliseconds from 0 to 300000 (a cpu layer re-simulates from the start");
    CHECK_EQ_INT(plume_effect_check_seek(ctx, gpu_only, 300001), PLUME_OK);
    CHECK_EQ_INT(plume_effect_check_seek(ctx, gpu_only, 2e9), PLUME_ERR_INVALID_ARGUMENT); /* 2e12 ms of its clock */
    CHECK_ERROR_HAS("seek: layers[0]'s clock would pass 1e12 ms");
    CHECK_EQ_INT(plume_effect_check_seek(ctx, gpu_only, NAN), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("seek: ms must be a number of milliseconds from 0 to 1e12");
    CHECK_EQ_INT(plume_effect_check_seek(ctx, gpu_only, -1), PLUME_ERR_INVALID_ARGUMENT);
    plume_effect_instance play;
    CHECK_EQ_INT(plume_effect_play(ctx, with_cpu, IDENTITY, 3, &play), PLUME_OK);
    CHECK_EQ_INT(plume_instance_seek(ctx, play, 300001), PLUME_ERR_INVALID_ARGUMENT); /* the same check, the same words */
    CHECK_ERROR_HAS("seek: ms must be a number of milliseconds from 0 to 300000");
    CHECK_EQ_INT(plume_effect_destroy(ctx, gpu_only), PLUME_OK);
    CHECK_EQ_INT(plume_effect_check_seek(ctx, gpu_only, 10), PLUME_ERR_STALE_HANDLE);
    plume_system_destroy(ctx);
}

/* A looping mesh layer keeps births × (ceil(max life / duration) + 1) particles alive at once: above
   PLUME_MAX_MESH_LAYER_LIVE it is refused by name; at the bound a step of any length walks no more spawns. */
static void test_mesh_layer_live_bound(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    uint32_t kind = 0; /* room for the play's 65,065 (a play takes room for every particle it can hold at once) */
    CHECK_EQ_INT(plume_define_kind(ctx, "roomy", &(plume_kind_desc){.mesh_obj = QUAD, .capacity = 65536}, &kind), PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 1, .duration = 1,
                                                  .life = {3600000, 3600000}};
    desc.layers[0].loop = 1;
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers: its 'mesh' layer has up to 3600001 particles alive or scheduled at once");
    CHECK_ERROR_HAS("at most 65536");
    desc.layers[0].mesh.life[0] = desc.layers[0].mesh.life[1] = 0; /* the kind's 1000 ms: 1001 alive */
    desc.layers[0].mesh.burst = 65;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    desc.layers[0].mesh.burst = 66; /* 66066 */
    plume_effect too_many;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &too_many), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("66066");
    plume_effect_instance in;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 3, &in), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 1e9), PLUME_OK); /* a billion cycles later: only the last life's are walked */
    CHECK(plume_instance_particles(ctx, in) <= 65065u);
    CHECK(plume_get_stats(ctx).particles_active <= 65065u);
    CHECK_EQ_INT(PLUME_MAX_MESH_LAYER_LIVE, 65536);
    /* the bound is a play's, over all its mesh layers: two of 40,000 and 30,000 births are refused together */
    plume_effect_desc two = {.layer_count = 2};
    for (int l = 0; l < 2; l++) {
        two.layers[l].sim = PLUME_SIM_MESH;
        two.layers[l].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = l ? 30000 : 40000, .life = {7000, 7000}};
    }
    CHECK_EQ_INT(plume_effect_create(ctx, &two, &too_many), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers: its 2 'mesh' layers have up to 70000 particles alive or scheduled at once");
    /* one of 10,000 living 7 s plays once; looped by its play, 8 cycles overlap: refused before anything is made */
    two.layer_count = 1;
    two.layers[0].mesh.burst = 10000;
    plume_effect once;
    CHECK_EQ_INT(plume_effect_create(ctx, &two, &once), PLUME_OK);
    plume_play_options looped = {.loop = PLUME_PLAY_LOOP};
    plume_effect_instance refused;
    uint32_t plays = plume_effect_instances(ctx, once);
    CHECK_EQ_INT(plume_effect_play_with(ctx, once, IDENTITY, &looped, &refused), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("play: with loop: true, layers: its 'mesh' layer has up to 80000 particles alive");
    CHECK_ERROR_HAS("(or play it without loop: true)");
    CHECK_EQ_INT(plume_effect_instances(ctx, once), plays);
    plume_system_destroy(ctx);
}

/* Kinds are undefined once nothing draws them (issue 29: an effect's kinds were never freed, 1,023 at most), and a
   kind defined after at the same index never answers an old handle of the undefined one. */
static void test_undefine_kind(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 3});
    uint32_t a = quad_kind(ctx);
    plume_instance old = plume_spawn(ctx, a, IDENTITY, 1000, 1, 1);
    CHECK(old != 0);
    CHECK_EQ_INT(plume_undefine_kind(ctx, a), PLUME_ERR_INVALID_ARGUMENT); /* a live instance */
    CHECK_ERROR_HAS("has 1 live instances");
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = a, .burst = 1};
    plume_effect effect;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &effect), PLUME_OK);
    CHECK_EQ_INT(plume_kill(ctx, old), PLUME_OK);
    CHECK_EQ_INT(plume_undefine_kind(ctx, a), PLUME_ERR_INVALID_ARGUMENT); /* an effect's mesh layer */
    CHECK_ERROR_HAS("destroy the effect first");
    CHECK_EQ_INT(plume_effect_destroy(ctx, effect), PLUME_OK);
    CHECK_EQ_INT(plume_undefine_kind(ctx, a), PLUME_OK);
    CHECK_EQ_INT(plume_undefine_kind(ctx, a), PLUME_ERR_STALE_HANDLE);
    CHECK(plume_find_kind(ctx, "quad") == 0);
    CHECK(plume_spawn(ctx, a, IDENTITY, 1000, 1, 1) == 0); /* its id names nothing now */
    uint32_t b = quad_kind(ctx); /* the same name and index again, another id: the old one names nothing */
    CHECK(b != a && (b & 1023u) == (a & 1023u));
    CHECK(plume_spawn(ctx, a, IDENTITY, 1000, 1, 1) == 0);
    CHECK_EQ_INT(plume_last_status(), PLUME_ERR_UNKNOWN_KIND);
    CHECK_EQ_INT(plume_undefine_kind(ctx, a), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_kind_resource(ctx, a), UINT32_MAX);
    desc.layers[0].mesh.kind = a; /* an effect given the old id is refused by name */
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &effect), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("is not a defined kind");
    CHECK_EQ_INT(plume_find_kind(ctx, "quad"), b);
    CHECK(plume_spawn(ctx, b + (2u << 10), IDENTITY, 1000, 1, 1) == 0); /* forged: a live kind's index, a later generation */
    CHECK_EQ_INT(plume_last_status(), PLUME_ERR_UNKNOWN_KIND);
    plume_instance fresh = plume_spawn(ctx, b, IDENTITY, 1000, 1, 1);
    CHECK(fresh != 0 && fresh != old);
    CHECK(!plume_is_alive(ctx, old)); /* the old handle names nothing, though its slot is alive again */
    CHECK_EQ_INT(plume_kill(ctx, old), PLUME_ERR_STALE_HANDLE);
    CHECK(plume_is_alive(ctx, fresh));
    /* defined and undefined far past the 1,023 ids: the index is used again */
    for (int i = 0; i < 3000; i++) {
        uint32_t k = 0;
        CHECK_EQ_INT(plume_define_kind(ctx, "churn", &(plume_kind_desc){.mesh_obj = QUAD}, &k), PLUME_OK);
        plume_instance one = plume_spawn(ctx, k, IDENTITY, 10, 1, 1);
        CHECK(one != 0);
        CHECK_EQ_INT(plume_kill(ctx, one), PLUME_OK);
        CHECK_EQ_INT(plume_undefine_kind(ctx, k), PLUME_OK);
    }
    CHECK(plume_kind_count(ctx) <= 2);
    plume_stats stats = plume_get_stats(ctx);
    CHECK_EQ_INT(stats.particles_created, 3002); /* undefined kinds' instances still counted */
    plume_system_destroy(ctx);
}

/* Every C play of a mesh layer is drawn (issue 29): each takes room for its particles in the kind's pool, and a
   play the plays alive leave no room for is refused (LIMIT) instead of recycling their particles. */
static void test_every_mesh_play_drawn(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 2});
    uint32_t kind = 0;
    CHECK_EQ_INT(plume_define_kind(ctx, "three", &(plume_kind_desc){.mesh_obj = QUAD, .capacity = 3, .max_age = 5000}, &kind),
                 PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 1};
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_effect_instance plays[4];
    for (int i = 0; i < 3; i++) CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &plays[i]), PLUME_OK);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &plays[3]), PLUME_ERR_LIMIT);
    CHECK_ERROR_HAS("play: layers[0]: this play's mesh particles (up to 1 alive at once) do not fit in kind 'three': it "
                    "holds 3 (its capacity) and the plays alive now take 3");
    CHECK_EQ_INT(plume_effect_instances(ctx, fx), 3); /* the refused play left nothing */
    CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    plume_stats stats = plume_get_stats(ctx);
    CHECK_EQ_INT(stats.particles_active, 3);
    CHECK_EQ_INT(stats.recycled, 0);
    CHECK_EQ_INT(plume_instance_kill(ctx, plays[0]), PLUME_OK);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &plays[3]), PLUME_OK); /* its room came back */
    plume_system_destroy(ctx);
}

static uint32_t emitter_items(plume_system *ctx)
{
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0.0f);
    plume_emitters_collect_draws(ctx, &list, IDENTITY, IDENTITY, 1);
    return list.count;
}

/* A play's clock reads back exactly what it was sought to, however long the system has run (it was now - (now - ms),
   rounded: a seek to 1e-30 ms read back 0, so a member played again by set_render_order was at 0 and stayed in its
   group when moved, where the member before it left; found by fuzz_sequence). */
static void test_seek_time_reads_back(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].loop = 1;
    desc.layers[0].gpu = (plume_emitter_desc){.rate = 30, .life = 300};
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_effect_instance in;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 3, &in), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 411.0), PLUME_OK);
    static const double times[] = {0.37, 1e-30, 123.456, 5e-324, 299999.99};
    for (unsigned i = 0; i < sizeof times / sizeof times[0]; i++) {
        double t = -1.0;
        CHECK_EQ_INT(plume_instance_seek(ctx, in, times[i]), PLUME_OK);
        CHECK_EQ_INT(plume_instance_time(ctx, in, &t), PLUME_OK);
        CHECK(t == times[i]);
    }
    CHECK_EQ_INT(plume_step(ctx, 16.0), PLUME_OK); /* and on from there */
    double t = -1.0;
    CHECK_EQ_INT(plume_instance_time(ctx, in, &t), PLUME_OK);
    CHECK(t == 299999.99 + 16.0);
    /* sought a hair past 0, played again at another render order, then moved: it leaves its group as it would have */
    float moved[16];
    placed(moved, 5, 0, 0);
    CHECK_EQ_INT(plume_instance_seek(ctx, in, 1e-30), PLUME_OK);
    CHECK_EQ_INT(plume_instance_set_render_order(ctx, in, -1), PLUME_OK);
    uint32_t before = emitter_items(ctx); /* the layer's own group and the order's */
    CHECK_EQ_INT(plume_instance_set_transform(ctx, in, moved), PLUME_OK);
    CHECK_EQ_INT(emitter_items(ctx), before + 1); /* its member, alone */
    plume_system_destroy(ctx);
}

/* A stopped looping mesh play whose particles died, stopped again and moved to a render order before its end is
   polled: the part made again stops where the play stopped, so no particle is born again and none is left behind once
   the play is reported (the second stop moved the stop time: fuzz_effects found 4 left in the kind for good). */
static void test_ended_play_moved_leaves_no_particles(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = quad_kind(ctx), .burst = 4, .life = {375, 375}, .duration = 500,
                                                  .speed = {0, 1}, .shape = PLUME_SHAPE_SPHERE};
    desc.layers[0].loop = 1;
    plume_effect fx;
    plume_effect_instance play;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_play_options options = {.seed = 5, .given = PLUME_PLAY_TIME_SCALE, .time_scale = 1.0f};
    CHECK_EQ_INT(plume_effect_play_with(ctx, fx, IDENTITY, &options, &play), PLUME_OK);
    CHECK_EQ_INT(plume_instance_stop(ctx, play), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 1e7), PLUME_OK); /* its particles die: it ends, not polled yet */
    CHECK_EQ_INT(plume_get_stats(ctx).particles_active, 0);
    CHECK_EQ_INT(plume_instance_stop(ctx, play), PLUME_OK); /* again: it stays stopped where it was */
    CHECK_EQ_INT(plume_instance_set_render_order(ctx, play, 0), PLUME_OK);
    CHECK_EQ_INT(plume_get_stats(ctx).particles_active, 0); /* nothing born again */
    plume_effect_instance out[4];
    CHECK_EQ_INT(poll_all(ctx, out, 4), 1);
    CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
    CHECK_EQ_INT(plume_get_stats(ctx).particles_active, 0);
    CHECK_EQ_INT(plume_effect_destroy(ctx, fx), PLUME_OK);
    CHECK_EQ_INT(plume_get_stats(ctx).particles_active, 0);
    plume_system_destroy(ctx);
}

/* effect.c calls every sim through its table without asking first for what every play needs: each sim has them, its
   name, and what its abilities promise (a sim that ticks has a step; one that re-simulates has a seek cost). */
static void test_every_sim_has_its_table(void)
{
    static const char *const names[PLUME_SIM_COUNT] = {[PLUME_SIM_GPU] = "gpu", [PLUME_SIM_CPU] = "cpu", [PLUME_SIM_MESH] = "mesh"};
    for (uint32_t s = 0; s < PLUME_SIM_COUNT; s++) {
        const plume_layer_sim *sim = plume_layer_sims[s];
        CHECK(sim != NULL);
        if (!sim) continue;
        CHECK(sim->name && !strcmp(sim->name, names[s]));
        CHECK(sim->check && sim->make && sim->discard && sim->stop && sim->seek && sim->set_transform && sim->particles &&
              sim->bounds);
        CHECK(!(sim->abilities & PLUME_LAYER_TICKS) == !sim->step);
        CHECK(!(sim->abilities & PLUME_LAYER_RESIMULATES) == !sim->seek_cost);
        CHECK(!(sim->abilities & PLUME_LAYER_WIND) == !sim->set_wind);
        CHECK(!(sim->abilities & PLUME_LAYER_TIME_SCALED) == !sim->clock_scale);
        CHECK(sim->step || sim->take_ended); /* its ends come from somewhere */
        CHECK(sim->reorder || sim->move_to_order); /* a play's render order reaches it */
    }
}

/* A play sought past a gpu layer's end after that end was taken (another layer still playing) ends again: the seek
   asks every part for its end once more, and the member already past its end tells it at once (found by the effects
   fuzzer: its emitter kept `reported` from before and never told it again, so the play never ended). */
static void test_seek_past_a_taken_end_ends(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 2};
    desc.layers[0].gpu = (plume_emitter_desc){.burst = 4, .life = 300, .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    desc.layers[1].gpu = (plume_emitter_desc){.burst = 4, .life = 2000, .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    plume_effect fx;
    plume_effect_instance play, out[4];
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 3, &play), PLUME_OK);
    CHECK_EQ_INT(plume_step(ctx, 400), PLUME_OK);
    CHECK_EQ_INT(poll_all(ctx, out, 4), 0); /* layer 0's end taken, layer 1 plays on */
    CHECK_EQ_INT(plume_instance_seek(ctx, play, 500), PLUME_OK); /* layer 0 is past its end still */
    CHECK_EQ_INT(plume_step(ctx, 1000), PLUME_OK);
    CHECK_EQ_INT(poll_all(ctx, out, 4), 0); /* layer 1 lives to 2000 ms */
    CHECK_EQ_INT(plume_step(ctx, 600), PLUME_OK);
    CHECK_EQ_INT(poll_all(ctx, out, 4), 1);
    CHECK_EQ_INT(out[0].id, play.id);
    /* a stopped play sought past its end, and a play sought there twice, end once each */
    for (int twice = 0; twice < 2; twice++) {
        CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 3, &play), PLUME_OK);
        CHECK_EQ_INT(plume_step(ctx, 400), PLUME_OK);
        CHECK_EQ_INT(poll_all(ctx, out, 4), 0);
        if (twice) CHECK_EQ_INT(plume_instance_seek(ctx, play, 600), PLUME_OK);
        else CHECK_EQ_INT(plume_instance_stop(ctx, play), PLUME_OK);
        CHECK_EQ_INT(plume_instance_seek(ctx, play, 2500), PLUME_OK); /* past both ends */
        CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
        CHECK_EQ_INT(poll_all(ctx, out, 4), 1);
        CHECK_EQ_INT(plume_step(ctx, 16), PLUME_OK);
        CHECK_EQ_INT(poll_all(ctx, out, 4), 0);
    }
    CHECK_EQ_INT(plume_get_stats(ctx).emitters, 0);
    plume_system_destroy(ctx);
}

/* A mesh play's box holds every vertex its particles draw, as the mesh vertex shader places them: the play's transform
   scales and turns them (a box from the mesh's unscaled reach let a game cull a scaled play's visible meshes), and a
   kind facing the camera draws at its instance's scale whichever way it turns. */
static void test_mesh_box_holds_scaled_meshes(void)
{
    for (int facing = 0; facing < 2; facing++) {
        plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 5});
        uint32_t kind = 0;
        CHECK_EQ_INT(plume_define_kind(ctx, "quad", &(plume_kind_desc){.mesh_obj = QUAD, .start_size = 1, .end_size = 3,
                                                                         .billboard = facing ? PLUME_KIND_BILLBOARD_CAMERA : 0},
                                       &kind), PLUME_OK);
        plume_effect_desc desc = {.layer_count = 1};
        desc.layers[0].sim = PLUME_SIM_MESH;
        desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 12, .life = {1000, 1000}, .speed = {1, 3},
                                                      .shape = PLUME_SHAPE_SPHERE, .rotation = {0, 360}};
        plume_effect fx;
        CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
        /* scaled 10, 2 and 0.5 along x, y, z, then turned 30 degrees about z, at (5, 0, -3) */
        const float c = cosf(0.5235988f), s = sinf(0.5235988f);
        const float at[16] = {10 * c, 10 * s, 0, 0, -2 * s, 2 * c, 0, 0, 0, 0, 0.5f, 0, 5, 0, -3, 1};
        plume_effect_instance in;
        CHECK_EQ_INT(plume_effect_play(ctx, fx, at, 0, &in), PLUME_OK);
        for (int frame = 0; frame < 3; frame++) {
            CHECK_EQ_INT(plume_step(ctx, 300), PLUME_OK);
            mesh_reference_box box = {0};
            CHECK_EQ_INT(plume_instance_bounds(ctx, in, box.lo, box.hi), PLUME_OK);
            uint32_t vertices = mesh_reference_vertices(ctx, plume_kind_find(ctx, kind), mesh_reference_inside, &box);
            CHECK_EQ_INT(vertices, 12 * 4);
            CHECK_EQ_INT(box.outside, 0);
        }
        plume_system_destroy(ctx);
    }
}

/* A mesh play's box follows its particles' size now, not the largest of their lives: a mesh growing from 0.1 to 5
   (the spaceship's explosions grow so) drew at 0.59 at 100 ms, and its box took 5, eight times as wide as what it
   drew, so a game culling by it kept it long after it left the view. Every vertex stays inside. */
static void test_mesh_box_follows_size(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 4});
    uint32_t kinds[2] = {0, 0}; /* as modelled, and facing the camera (no size keys: its size at its age too) */
    CHECK_EQ_INT(plume_define_kind(ctx, "quad", &(plume_kind_desc){.mesh_obj = QUAD}, &kinds[0]), PLUME_OK);
    CHECK_EQ_INT(plume_define_kind(ctx, "facing", &(plume_kind_desc){.mesh_obj = QUAD,
                                                                     .billboard = PLUME_KIND_BILLBOARD_CAMERA}, &kinds[1]),
                 PLUME_OK);
    for (int run = 0; run < 4; run++) {
        int shrinking = run & 1, facing = run >> 1;
        uint32_t kind = kinds[facing];
        plume_effect_desc desc = {.layer_count = 1};
        desc.layers[0].sim = PLUME_SIM_MESH;
        desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 1, .life = {1000, 1000},
                                                      .size = {shrinking ? 5.0f : 0.1f, shrinking ? 0.1f : 5.0f}};
        plume_effect fx;
        CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
        plume_effect_instance in;
        CHECK_EQ_INT(plume_effect_play(ctx, fx, IDENTITY, 0, &in), PLUME_OK);
        for (int frame = 1; frame <= 9; frame++) {
            CHECK_EQ_INT(plume_step(ctx, 100), PLUME_OK);
            mesh_reference_box box = {0};
            CHECK_EQ_INT(plume_instance_bounds(ctx, in, box.lo, box.hi), PLUME_OK);
            CHECK_EQ_INT(mesh_reference_vertices(ctx, plume_kind_find(ctx, kind), mesh_reference_inside, &box), 4);
            CHECK_EQ_INT(box.outside, 0);
            /* the quad's corners are √2 out at size 1: the box's half width is √2 × the size now, a hair more; facing
               the camera, it may turn to any view: √2 × √2 (the spun x axis's longest) */
            float u = frame / 10.0f, size = shrinking ? 5.0f - 4.9f * u : 0.1f + 4.9f * u;
            CHECK_NEAR(box.hi[0], (facing ? 2.0f : 1.41421356f) * size, 0.03);
        }
        CHECK_EQ_INT(plume_effect_destroy(ctx, fx), PLUME_OK);
    }
    plume_system_destroy(ctx);
}

/* A mesh layer drawing a kind with size keys takes the keys: a size of its own is refused, in the layer vocabulary
   (JavaScript's createEffect says the core's words). */
static void test_keyed_kind_takes_no_layer_size(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    uint32_t kind = 0;
    CHECK_EQ_INT(plume_define_kind(ctx, "grows", &(plume_kind_desc){.mesh_obj = QUAD,
                                                                      .keys = {.size_count = 2, .size = {1, 3}}}, &kind),
                 PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 1, .size = {1, 2}};
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("layers[0]: size: kind 'grows' has size keys (its scale over life): a layer drawing it takes them; "
                    "leave size out (0, 0)");
    desc.layers[0].mesh.size[0] = desc.layers[0].mesh.size[1] = 0.0f;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    plume_system_destroy(ctx);
}

/* A play's transform scales how far its particles go alike on every sim: launch speeds pass through it as its shape
   does (the gpu shader normalised its direction, so a gpu layer played at scale 3 kept its speed while cpu and mesh
   layers tripled theirs). One effect, a gpu, a cpu and a mesh layer from a point at 4 units/s in every direction, no
   gravity, played at scale 3 and turned: after 500 ms every particle of every sim is 3 × 4 × 0.5 = 6 units out. */
static void test_scaled_play_spreads_alike_on_every_sim(void)
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 3});
    plume_effect_desc desc = {.layer_count = 3};
    desc.layers[0].gpu = (plume_emitter_desc){.rate = 0, .burst = 30, .life = 2000, .shape = PLUME_SHAPE_POINT,
                                              .angle = 180, .speed = {4, 4}, .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    desc.layers[1].sim = PLUME_SIM_CPU;
    desc.layers[1].cpu = (plume_particle_system_desc){.burst = 30, .life = {2000, 2000}, .shape = PLUME_SHAPE_POINT,
                                                      .angle = 180, .speed = {4, 4},
                                                      .explicit_zero = PLUME_PSYS_ZERO_RATE};
    desc.layers[2].sim = PLUME_SIM_MESH;
    desc.layers[2].mesh = (plume_mesh_layer_desc){.kind = quad_kind(ctx), .burst = 30, .life = {2000, 2000},
                                                  .shape = PLUME_SHAPE_POINT, .angle = 180, .speed = {4, 4}};
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &fx), PLUME_OK);
    const float c = cosf(0.5f), s = sinf(0.5f), x = 5, y = 1, z = -3;
    const float at[16] = {3 * c, 3 * s, 0, 0, -3 * s, 3 * c, 0, 0, 0, 0, 3, 0, x, y, z, 1};
    plume_effect_instance in;
    CHECK_EQ_INT(plume_effect_play(ctx, fx, at, 0, &in), PLUME_OK);
    for (int frame = 0; frame < 5; frame++) CHECK_EQ_INT(plume_step(ctx, 100), PLUME_OK);
    float lo[3], hi[3];
    CHECK_EQ_INT(plume_instance_bounds(ctx, in, lo, hi), PLUME_OK);
#define DISTANCE(p) sqrtf(((p)[0] - x) * ((p)[0] - x) + ((p)[1] - y) * ((p)[1] - y) + ((p)[2] - z) * ((p)[2] - z))
    /* gpu: the shader's equations (plume_emitter_sample), inside the play's box */
    plume_emitter member = {plume_instance_part(ctx, in, 0)};
    int gpu = 0, cpu = 0, mesh = 0;
    for (uint32_t j = 0; j < plume_emitter_slots(ctx, member); j++) {
        plume_emitter_particle p;
        if (plume_emitter_sample(ctx, member, j, &p) != PLUME_OK || !p.alive) continue;
        gpu++;
        CHECK_NEAR(DISTANCE(p.position), 6.0, 0.02);
        for (int a = 0; a < 3; a++) CHECK(p.position[a] >= lo[a] && p.position[a] <= hi[a]);
    }
    plume_particle_system_arrays arrays;
    CHECK_EQ_INT(plume_particle_system_arrays_of(ctx, (plume_particle_system){plume_instance_part(ctx, in, 1)}, &arrays),
                 PLUME_OK);
    for (uint32_t i = 0; i < arrays.count; i++, cpu++) CHECK_NEAR(DISTANCE(&arrays.positions[i * 3]), 6.0, 0.02);
    const plume_kind *kind = plume_kind_find(ctx, desc.layers[2].mesh.kind);
    for (uint32_t slot = 0; slot < kind->pool.draw_count; slot++) {
        if (!kind->pool.slots[slot].alive) continue;
        const float *record = kind->pool.records + (size_t)slot * PLUME_RECORD_FLOATS;
        const float place[3] = {record[3], record[7], record[11]};
        mesh++;
        CHECK_NEAR(DISTANCE(place), 6.0, 0.02);
    }
#undef DISTANCE
    CHECK_EQ_INT(gpu, 30);
    CHECK_EQ_INT(cpu, 30);
    CHECK_EQ_INT(mesh, 30);
    plume_system_destroy(ctx);
}

int main(void)
{
    test_scaled_play_spreads_alike_on_every_sim();
    test_mesh_box_follows_size();
    test_keyed_kind_takes_no_layer_size();
    test_mesh_box_holds_scaled_meshes();
    test_seek_past_a_taken_end_ends();
    test_every_sim_has_its_table();
    test_ended_play_moved_leaves_no_particles();
    test_seek_time_reads_back();
    test_seek_time_checked_once();
    test_every_mesh_play_drawn();
    test_undefine_kind();
    test_seek_refused_by_a_big_cpu_layer();
    test_mesh_layer_live_bound();
    test_many_ends_with_kills_and_small_polls();
    test_instances_end_by_themselves();
    test_stop_kill_seek_move();
    test_errors();
    test_every_sim_plays_and_ends();
    test_cpu_and_mesh_stop();
    test_cpu_and_mesh_seek_and_move();
    test_kill_and_destroy_take_everything();
    test_layer_errors();
    test_random_sequence_every_sim();
    test_dense_mesh_loop();
    return check_report("test_effect");
}
