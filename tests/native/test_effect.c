/* Effects in C (effect.h): an effect played as many instances, each ending by itself and reported
   once by plume_poll_ended; stop, kill, seek, set_transform; every instance of a layer in one draw
   item; handles and errors. */
#include <math.h>
#include <stdlib.h>

#include "check.h"
#include "draw_list.h"
#include "effect.h"
#include "emitter_internal.h"
#include "system_internal.h"

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
    desc.layers[0].gpu = (plume_emitter_desc){.rate = 0, .burst = 10, .life = 300, .no_loop = 1,
                                              .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    desc.layers[1].gpu = (plume_emitter_desc){.rate = 50, .life = 200, .duration = 200, .no_loop = 1};
    desc.layers[1].position[1] = 2.0f;
    return desc;
}

static uint32_t poll_all(plume_context *ctx, plume_effect_instance *out, uint32_t max)
{
    uint32_t n = 0, got;
    while (n < max && (got = plume_poll_ended(ctx, out + n, max - n > 7 ? 7 : max - n)) > 0) n += got;
    return n;
}

static void test_instances_end_by_themselves(void)
{
    plume_context *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
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
    plume_context *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = two_layers();
    desc.layers[1].gpu.no_loop = 0; /* the flow loops: only stop() ends it */
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
    plume_context *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
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
    plume_context *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].gpu = (plume_emitter_desc){.rate = 0, .burst = 2, .life = 100, .no_loop = 1,
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

int main(void)
{
    test_many_ends_with_kills_and_small_polls();
    test_instances_end_by_themselves();
    test_stop_kill_seek_move();
    test_errors();
    return check_report("test_effect");
}
