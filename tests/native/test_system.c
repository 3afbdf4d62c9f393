/* The core through its public API: kinds, spawning, ages and death, stats, handles, determinism. */
#include <math.h>
#include <stdlib.h>

#include "check.h"
#include "effect.h"
#include "js_numbers.h"
#include "plume.h"
#include "system_internal.h"

static const char *QUAD = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\n"
                          "f 1/1 2/2 3/3 4/4\n";
static const char *QUAD_MOVED = "v 4 -1 0\nv 6 -1 0\nv 6 1 0\nv 4 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\n"
                                "f 1/1 2/2 3/3 4/4\n";
static const char *TRIANGLE = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n";

static plume_system *make_system(uint32_t seed, uint32_t *kind, uint32_t capacity)
{
    plume_system *sys = plume_system_create(&(plume_system_desc){.seed = seed});
    CHECK(sys != NULL);
    CHECK_EQ_INT(plume_define_kind(sys, "quad",
                                   &(plume_kind_desc){.mesh_obj = QUAD, .mesh2_obj = QUAD_MOVED, .capacity = capacity},
                                   kind),
                 PLUME_OK);
    return sys;
}

static void test_kind_defaults_and_keyframes(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    CHECK_EQ_INT(kind, 1);
    CHECK_EQ_INT(plume_find_kind(sys, "quad"), 1);
    CHECK_EQ_INT(plume_find_kind(sys, "nope"), 0);
    const plume_kind *k = sys->kinds[0];
    CHECK(k->max_age == PLUME_DEFAULT_MAX_AGE && k->start_size == PLUME_DEFAULT_START_SIZE &&
          k->end_size == PLUME_DEFAULT_END_SIZE);
    CHECK(k->spin && !k->point_down && !k->depth_test && k->blend == PLUME_BLEND_ADDITIVE);
    CHECK_EQ_INT(k->pool.capacity, PLUME_DEFAULT_CAPACITY);
    CHECK_EQ_INT(k->vertex_count, 4);
    CHECK_EQ_INT(k->index_count, 6);
    /* vertex 1: start (1,-1,0), end (6,-1,0), uv (1, 1-0) */
    const float *v1 = &k->vertices[PLUME_VERTEX_FLOATS];
    CHECK(v1[0] == 1 && v1[1] == -1 && v1[3] == 6 && v1[4] == -1 && v1[6] == 1 && v1[7] == 1);

    /* a one-mesh kind repeats its start as its end */
    uint32_t tri;
    CHECK_EQ_INT(plume_define_kind(sys, "tri", &(plume_kind_desc){.mesh_obj = TRIANGLE, .no_spin = 1}, &tri),
                 PLUME_OK);
    const float *t1 = &sys->kinds[1]->vertices[PLUME_VERTEX_FLOATS];
    CHECK(t1[0] == t1[3] && t1[1] == t1[4] && t1[2] == t1[5]);
    CHECK(!sys->kinds[1]->spin);
    plume_system_destroy(sys);
}

/* A kind's facing reaches its draw item (the mesh pipeline's uCamera.w): 0 as modelled, 1 camera, 2 axis. */
static void test_kind_billboards(void)
{
    plume_system *sys = plume_system_create(NULL);
    const plume_kind_billboard modes[3] = {PLUME_KIND_BILLBOARD_NONE, PLUME_KIND_BILLBOARD_CAMERA, PLUME_KIND_BILLBOARD_AXIS};
    const char *names[3] = {"none", "camera", "axis"};
    for (int i = 0; i < 3; i++) {
        uint32_t kind;
        CHECK_EQ_INT(plume_define_kind(sys, names[i], &(plume_kind_desc){.mesh_obj = QUAD, .billboard = modes[i]}, &kind),
                     PLUME_OK);
        CHECK(plume_spawn(sys, kind, NULL, 0, 0, 0) != 0);
    }
    static plume_draw_list list;
    plume_system_collect_draws(sys, &list, 0);
    CHECK_EQ_INT(list.count, 3);
    for (uint32_t i = 0; i < list.count && i < 3; i++) CHECK(list.items[i].uniforms[11] == (float)modes[i]);
    plume_draw_list_free(&list);
    plume_system_destroy(sys);
}

static void test_kind_errors_change_nothing(void)
{
    uint32_t kind, out;
    plume_system *sys = make_system(1, &kind, 0);
    CHECK_EQ_INT(plume_define_kind(sys, "quad", &(plume_kind_desc){.mesh_obj = QUAD}, &out), PLUME_ERR_DUPLICATE_KIND);
    CHECK_ERROR_HAS("'quad' is already defined");
    CHECK_EQ_INT(plume_define_kind(sys, "bad", &(plume_kind_desc){.mesh_obj = QUAD, .mesh2_obj = TRIANGLE}, &out),
                 PLUME_ERR_KEYFRAME_MISMATCH);
    CHECK_ERROR_HAS("mesh2 has 3 vertices but mesh has 4");
    CHECK_EQ_INT(plume_define_kind(sys, "bad", &(plume_kind_desc){.mesh_obj = "v 1 2\n"}, &out), PLUME_ERR_OBJ_SYNTAX);
    CHECK_ERROR_HAS("particle kind 'bad': mesh: OBJ line 1");
    CHECK_EQ_INT(plume_define_kind(sys, "bad", &(plume_kind_desc){.mesh_obj = QUAD, .max_age = -5}, &out),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("maxAge must be a positive finite number");
    CHECK_EQ_INT(plume_define_kind(sys, "bad", &(plume_kind_desc){.mesh_obj = QUAD, .end_size = NAN}, &out),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("endSize");
    CHECK_EQ_INT(plume_define_kind(sys, "bad", &(plume_kind_desc){.mesh_obj = QUAD, .texture = 7}, &out),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("texture 7 does not exist");
    CHECK_EQ_INT(plume_define_kind(sys, "bad", &(plume_kind_desc){.mesh_obj = QUAD, .capacity = 1u << 20}, &out),
                 PLUME_ERR_LIMIT);
    CHECK_EQ_INT(plume_define_kind(sys, "", &(plume_kind_desc){.mesh_obj = QUAD}, &out), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_define_kind(sys, "bad", &(plume_kind_desc){.mesh_obj = QUAD, .billboard = 3}, &out),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("unknown billboard 3");
    CHECK_EQ_INT(plume_kind_count(sys), 1);
    CHECK_EQ_INT(plume_find_kind(sys, "bad"), 0);
    /* and the system still works */
    CHECK(plume_spawn(sys, kind, NULL, 0, 0, 0) != 0);
    plume_system_destroy(sys);
}

static void test_spawn_errors(void)
{
    plume_system *sys = plume_system_create(NULL);
    CHECK_EQ_INT(plume_spawn(sys, 1, NULL, 0, 0, 0), 0);
    CHECK_EQ_INT(plume_last_status(), PLUME_ERR_NO_KINDS);
    CHECK_ERROR_HAS("no particle kinds are defined yet");
    uint32_t kind;
    plume_define_kind(sys, "quad", &(plume_kind_desc){.mesh_obj = QUAD}, &kind);
    CHECK_EQ_INT(plume_spawn(sys, 9, NULL, 0, 0, 0), 0);
    CHECK_EQ_INT(plume_last_status(), PLUME_ERR_UNKNOWN_KIND);
    CHECK_EQ_INT(plume_spawn(sys, kind, NULL, NAN, 0, 0), 0);
    CHECK_ERROR_HAS("maxAge");
    CHECK_EQ_INT(plume_spawn(sys, kind, NULL, 100, -1, 0), 0);
    CHECK_ERROR_HAS("startSize");
    float bad[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, INFINITY, 0, 0, 1};
    CHECK_EQ_INT(plume_spawn(sys, kind, bad, 0, 0, 0), 0);
    CHECK_ERROR_HAS("transform element 12");
    CHECK_EQ_INT(plume_get_stats(sys).particles_active, 0);
    CHECK_EQ_INT(plume_step(sys, -1), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_step(sys, NAN), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(plume_time(sys) == 0.0);
    plume_system_destroy(sys);
}

static void test_ages_death_and_stats(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    plume_instance a = plume_spawn(sys, kind, NULL, 1000, 0, 0);
    plume_step(sys, 400);
    plume_instance b = plume_spawn(sys, kind, NULL, 1000, 0, 0);
    plume_stats stats = plume_get_stats(sys);
    CHECK_EQ_INT(stats.particles_created, 2);
    CHECK_EQ_INT(stats.particles_active, 2);
    const float *record_b = &sys->kinds[0]->pool.records[plume_handle_slot(b) * PLUME_RECORD_FLOATS];
    CHECK(record_b[PLUME_RECORD_BIRTH] == 400.0f && record_b[PLUME_RECORD_MAX_AGE] == 1000.0f);
    CHECK(record_b[PLUME_RECORD_START_SIZE] == 1.0f && record_b[PLUME_RECORD_END_SIZE] == 50.0f);
    plume_step(sys, 599.0);
    CHECK(plume_is_alive(sys, a));
    plume_step(sys, 1.0); /* a reaches its maxAge */
    CHECK(!plume_is_alive(sys, a));
    CHECK(plume_is_alive(sys, b));
    CHECK_EQ_INT(plume_get_stats(sys).particles_active, 1);
    plume_instance c = plume_spawn(sys, kind, NULL, 0, 0, 0); /* reuses a's slot */
    CHECK(plume_handle_slot(c) == plume_handle_slot(a));
    CHECK(c != a);
    CHECK(!plume_is_alive(sys, a)); /* a's handle stays stale after its slot is reused */
    CHECK_EQ_INT(plume_set_transform(sys, a, NULL), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_get_stats(sys).particles_created, 2);
    plume_step(sys, 10000);
    CHECK_EQ_INT(plume_get_stats(sys).particles_active, 0);
    plume_system_destroy(sys);
}

static void test_capacity_cap_recycles_oldest(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 3);
    plume_instance ids[5];
    for (int i = 0; i < 5; i++) {
        ids[i] = plume_spawn(sys, kind, NULL, 0, 0, 0);
        plume_step(sys, 1);
    }
    CHECK(!plume_is_alive(sys, ids[0]) && !plume_is_alive(sys, ids[1]));
    CHECK(plume_is_alive(sys, ids[2]) && plume_is_alive(sys, ids[3]) && plume_is_alive(sys, ids[4]));
    plume_stats stats = plume_get_stats(sys);
    CHECK_EQ_INT(stats.particles_active, 3);
    CHECK_EQ_INT(stats.particles_created, 3);
    plume_system_destroy(sys);
}

static void test_kill_and_follow(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    plume_instance id = plume_spawn(sys, kind, (float[16]){1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1}, 0, 0, 0);
    plume_pool *pool = &sys->kinds[0]->pool;
    const float *record = &pool->records[plume_handle_slot(id) * PLUME_RECORD_FLOATS];
    CHECK(record[3] == 5 && record[7] == 6 && record[11] == 7); /* translation ends each affine row */
    plume_pool_mark_clean(pool);
    CHECK_EQ_INT(plume_set_transform(sys, id, (float[16]){1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -2, 0, 3, 1}), PLUME_OK);
    CHECK(record[3] == -2 && record[11] == 3);
    CHECK_EQ_INT(plume_pool_dirty_slots(pool), 1);
    CHECK_EQ_INT(plume_kill(sys, id), PLUME_OK);
    CHECK(record[PLUME_RECORD_MAX_AGE] < 0); /* hidden on the GPU without waiting for its age */
    CHECK_EQ_INT(plume_kill(sys, id), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_get_stats(sys).particles_active, 0);
    plume_system_destroy(sys);
}

static void spawn_sequence(uint32_t seed, float *out_records)
{
    uint32_t kind;
    plume_system *sys = make_system(seed, &kind, 0);
    for (int i = 0; i < 8; i++) plume_spawn(sys, kind, NULL, 0, 0, 0);
    memcpy(out_records, sys->kinds[0]->pool.records, 8 * PLUME_RECORD_FLOATS * sizeof(float));
    plume_system_destroy(sys);
}

static void test_seeded_determinism(void)
{
    float a[8 * PLUME_RECORD_FLOATS], b[8 * PLUME_RECORD_FLOATS], c[8 * PLUME_RECORD_FLOATS];
    spawn_sequence(7, a);
    spawn_sequence(7, b);
    spawn_sequence(8, c);
    CHECK(memcmp(a, b, sizeof a) == 0);
    CHECK(memcmp(a, c, sizeof a) != 0);
    /* the spin is a pure Y rotation: row 1 is untouched, rows 0 and 2 differ between instances */
    CHECK(a[4] == 0 && a[5] == 1 && a[6] == 0);
    CHECK(a[0] != a[PLUME_RECORD_FLOATS]);
}

/* The age the GPU computes, float(GPU time) - float(record birth), stays within 1/16 ms of the
   true age across four rebases, with frame steps that are not whole milliseconds. Without the
   rebase, birth times near 2^22 ms are floats 0.5 ms apart and this fails. */
static void test_rebase_keeps_gpu_ages_precise(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    const double frame_ms = 1000.0 / 60.0;
    plume_instance id = 0;
    double born = 0, worst = 0;
    long samples = 0;
    for (long frame = 0; plume_time(sys) < 4.0 * PLUME_EPOCH_SPAN_MS + 5000.0; frame++) {
        if (frame % 997 == 0) {
            id = plume_spawn(sys, kind, NULL, 20000, 0, 0);
            born = plume_time(sys);
        }
        CHECK_EQ_INT(plume_step(sys, frame_ms), PLUME_OK);
        if (!plume_is_alive(sys, id)) continue;
        const float *record = &sys->kinds[0]->pool.records[plume_handle_slot(id) * PLUME_RECORD_FLOATS];
        float gpu_age = plume_system_gpu_time(sys) - record[PLUME_RECORD_BIRTH];
        double error = fabs((double)gpu_age - (plume_time(sys) - born));
        if (error > worst) worst = error;
        samples++;
    }
    CHECK(sys->epoch_generation == 4);
    CHECK(samples > 200000);
    printf("GPU ages over 4 rebases: worst error %.4f ms in %ld samples\n", worst, samples);
    CHECK(worst <= 1.0 / 16.0);
    plume_system_destroy(sys);
}

/* Dead slots whose records the shader would draw at this GPU time or a later one before the next
   rebase: every slot that is not alive must be killed (max age < 0) or already past its max age. */
static int ghosts(const plume_system *sys, uint32_t below_draw_count_only)
{
    int count = 0;
    float now = plume_system_gpu_time(sys);
    for (uint32_t k = 0; k < sys->kind_count; k++) {
        const plume_pool *pool = &sys->kinds[k]->pool;
        uint32_t end = below_draw_count_only ? pool->draw_count : pool->created;
        for (uint32_t slot = 0; slot < end; slot++) {
            const float *record = &pool->records[(size_t)slot * PLUME_RECORD_FLOATS];
            float age = now - record[PLUME_RECORD_BIRTH], max_age = record[PLUME_RECORD_MAX_AGE];
            if (!pool->slots[slot].alive && !(max_age < 0.0f || age >= max_age)) count++;
        }
    }
    return count;
}

/* Instances that died above draw_count before a rebase must not come back when draw_count grows
   over their slots and the new clock reaches their old-epoch birth times. */
static void test_no_ghosts_after_rebase(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    const plume_pool *pool = &sys->kinds[0]->pool;
    plume_step(sys, 1000000.0);
    plume_instance keeper = plume_spawn(sys, kind, NULL, 1e8f, 0, 0); /* slot 0 */
    for (int i = 1; i <= 9; i++) plume_spawn(sys, kind, NULL, 1000.0f + (float)i, 0, 0); /* slot 9 dies last */
    plume_step(sys, 2000.0);
    CHECK_EQ_INT(pool->draw_count, 1); /* slots 1..9 are dead above it, born at ~1,000,000 ms */
    CHECK_EQ_INT(ghosts(sys, 0), 0);
    plume_step(sys, 50000.0); /* past the span: rebase */
    CHECK(sys->epoch > 0);
    CHECK_EQ_INT(ghosts(sys, 0), 0);
    plume_instance newcomer = plume_spawn(sys, kind, NULL, 1e8f, 0, 0);
    plume_step(sys, 1000500.0); /* the GPU clock reaches the dead instances' old birth times */
    CHECK(plume_is_alive(sys, keeper) && plume_is_alive(sys, newcomer));
    CHECK_EQ_INT(ghosts(sys, 1), 0); /* none drawn */
    CHECK_EQ_INT(ghosts(sys, 0), 0); /* and none could be */
    plume_system_destroy(sys);
}

static int compare_ids(const void *a, const void *b)
{
    plume_instance x = *(const plume_instance *)a, y = *(const plume_instance *)b;
    return (x > y) - (x < y);
}

/* One slot reused 1,000,000 times: no id repeats, so no old id ever comes alive again (with the
   old 8-bit generation the first id was alive again after 255 reuses). */
static void test_stale_ids_never_come_back(void)
{
    enum { REUSES = 1000000 };
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    plume_instance *ids = malloc(REUSES * sizeof *ids);
    int revived = 0, elsewhere = 0, too_wide = 0;
    for (int i = 0; i < REUSES; i++) {
        ids[i] = plume_spawn(sys, kind, NULL, 0, 0, 0);
        if (plume_handle_slot(ids[i]) != 0) elsewhere++;
        if (ids[i] == 0 || ids[i] >= (1ull << 53)) too_wide++; /* must be an exact JavaScript number */
        if (i > 0 && (plume_is_alive(sys, ids[0]) || plume_is_alive(sys, ids[i - 1]))) revived++;
        if (i >= 256 && plume_is_alive(sys, ids[i - 256])) revived++;
        plume_kill(sys, ids[i]);
    }
    CHECK_EQ_INT(elsewhere, 0); /* the same slot every time: the worst case for aliasing */
    CHECK_EQ_INT(too_wide, 0);
    CHECK_EQ_INT(revived, 0);
    qsort(ids, REUSES, sizeof *ids, compare_ids);
    int repeats = 0;
    for (int i = 1; i < REUSES; i++) repeats += ids[i] == ids[i - 1];
    CHECK_EQ_INT(repeats, 0);
    free(ids);
    plume_system_destroy(sys);
}

/* Ids with bits no handle has, or another kind's bits, are stale, never some other instance. */
static void test_forged_ids_are_stale(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    plume_instance id = plume_spawn(sys, kind, NULL, 0, 0, 0);
    CHECK(plume_is_alive(sys, id));
    const plume_instance forged[] = {0, id + (1ull << 32), id | (1ull << 53), id | (1ull << 63), id ^ (1ull << 18),
                                     id + 1, UINT64_MAX};
    for (size_t i = 0; i < sizeof forged / sizeof forged[0]; i++) {
        CHECK(!plume_is_alive(sys, forged[i]));
        CHECK_EQ_INT(plume_kill(sys, forged[i]), PLUME_ERR_STALE_HANDLE);
        CHECK_ERROR_HAS("is not alive");
    }
    CHECK(plume_is_alive(sys, id));
    plume_system_destroy(sys);
}

/* After a burst dies, the instances that follow take the lowest free slots, so draw_count follows
   the live set: 2 live instances draw 2 slots, not the 16,001 of the burst's high-water mark. */
static void test_draw_count_follows_the_live_set(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    const plume_pool *pool = &sys->kinds[0]->pool;
    plume_instance keeper = plume_spawn(sys, kind, NULL, 1e6f, 0, 0);
    for (int i = 0; i < 16000; i++) plume_spawn(sys, kind, NULL, 100.0f + (float)i * 0.001f, 0, 0);
    CHECK_EQ_INT(pool->draw_count, 16001);
    plume_step(sys, 200); /* the burst dies, the slot of its last instance last */
    plume_instance follower = plume_spawn(sys, kind, NULL, 1e6f, 0, 0);
    CHECK_EQ_INT(plume_get_stats(sys).particles_active, 2);
    CHECK_EQ_INT(plume_handle_slot(keeper), 0);
    CHECK_EQ_INT(plume_handle_slot(follower), 1);
    CHECK_EQ_INT(pool->draw_count, 2);
    plume_kill(sys, follower);
    CHECK_EQ_INT(pool->draw_count, 1);
    plume_system_destroy(sys);
}

/* The book's engine glow after a burst: one instance followed every frame in slot 0 plus 20 spawns a
   frame. What a backend uploads (every dirty run) stays close to the 21 records that changed, where
   one dirty range spanned everything between them (48 KB a frame for 1.3 KB of change). */
static void test_uploads_follow_the_changes(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    plume_pool *pool = &sys->kinds[0]->pool;
    plume_instance follower = plume_spawn(sys, kind, NULL, 1e9f, 0, 0);
    for (int i = 0; i < 16000; i++) plume_spawn(sys, kind, NULL, 100.0f + (float)i * 0.001f, 0, 0);
    plume_step(sys, 200);
    plume_pool_mark_clean(pool); /* the burst's records went up */
    const double frame_ms = 1000.0 / 60.0;
    const size_t record_bytes = PLUME_RECORD_FLOATS * sizeof(float);
    size_t uploaded = 0, changed = 0, worst = 0;
    for (int frame = 0; frame < 600; frame++) {
        float at[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, (float)frame, 0, 0, 1};
        CHECK_EQ_INT(plume_set_transform(sys, follower, at), PLUME_OK);
        for (int i = 0; i < 20; i++) plume_spawn(sys, kind, NULL, 1000, 0, 0);
        plume_step(sys, frame_ms);
        size_t bytes = plume_pool_dirty_slots(pool) * record_bytes;
        if (frame >= 120) { /* after the first second the live set is steady */
            uploaded += bytes;
            changed += 21 * record_bytes;
            if (bytes > worst) worst = bytes;
        }
        plume_pool_mark_clean(pool); /* as the backend does after uploading the runs */
    }
    CHECK_EQ_INT(plume_handle_slot(follower), 0);
    CHECK(pool->draw_count < 1300); /* ~1,200 live spawns at 20 a frame for 1 s, not the burst's 16,001 */
    printf("follower + 20 spawns a frame: %zu bytes uploaded for %zu changed, worst frame %zu bytes\n", uploaded,
           changed, worst);
    CHECK(uploaded <= changed + changed / 4);
    CHECK(worst <= 4096);
    plume_system_destroy(sys);
}

/* plume.h: "" after a call that succeeded. Each successful call follows a failure, so an error
   left over from the failure shows. */
#define CHECK_CLEAN()                                       \
    do {                                                    \
        CHECK_EQ_INT(plume_last_status(), PLUME_OK);        \
        CHECK(plume_last_error()[0] == '\0');               \
    } while (0)

static void fail_once(plume_system *sys)
{
    CHECK_EQ_INT(plume_step(sys, -1.0), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(plume_last_error()[0] != '\0');
}

static void test_success_clears_the_last_error(void)
{
    uint32_t kind, texture;
    plume_system *sys = plume_system_create(NULL);
    fail_once(sys);
    plume_system *other = plume_system_create(NULL);
    CHECK_CLEAN();
    plume_system_destroy(other);
    fail_once(sys);
    CHECK_EQ_INT(plume_define_kind(sys, "quad", &(plume_kind_desc){.mesh_obj = QUAD}, &kind), PLUME_OK);
    CHECK_CLEAN();
    fail_once(sys);
    plume_instance id = plume_spawn(sys, kind, NULL, 0, 0, 0);
    CHECK(id != 0);
    CHECK_CLEAN();
    fail_once(sys);
    CHECK_EQ_INT(plume_set_transform(sys, id, NULL), PLUME_OK);
    CHECK_CLEAN();
    fail_once(sys);
    CHECK_EQ_INT(plume_step(sys, 1.0), PLUME_OK);
    CHECK_CLEAN();
    fail_once(sys);
    CHECK_EQ_INT(plume_kill(sys, id), PLUME_OK);
    CHECK_CLEAN();
    CHECK_EQ_INT(plume_create_texture(sys, (const uint8_t *)"junk", 4, &texture), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("not a readable PNG or JPEG");
    /* a query that cannot fail leaves the error of the last call that could */
    CHECK(!plume_is_alive(sys, id));
    CHECK_ERROR_HAS("not a readable PNG or JPEG");
    plume_system_destroy(sys);
}

/* Time stays finite and moving: huge steps (step(MAX_VALUE) twice was Infinity, and every spawn
   after it died at once) and steps too small to move the clock are refused with a message. */
static void test_absurd_steps_are_refused(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    CHECK_EQ_INT(plume_step(sys, 1e300), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("past 2^48 ms");
    CHECK_EQ_INT(plume_step(sys, 1.7976931348623157e308), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_step(sys, INFINITY), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("finite, non-negative");
    CHECK(plume_time(sys) == 0.0);
    CHECK_EQ_INT(plume_step(sys, 1e14), PLUME_OK); /* 3,170 years: odd but representable */
    CHECK_EQ_INT(plume_step(sys, 1e-9), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("too small to move the clock at 100000000000000 ms");
    CHECK(plume_time(sys) == 1e14);
    CHECK_EQ_INT(plume_step(sys, PLUME_MAX_TIME_MS - 1e14), PLUME_OK);
    CHECK_EQ_INT(plume_step(sys, 1.0), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(plume_time(sys) == PLUME_MAX_TIME_MS);
    CHECK_EQ_INT(plume_step(sys, 0.0), PLUME_OK);
    /* the clock is still exact: an instance lives its age and dies */
    plume_system *fresh = make_system(1, &kind, 0);
    CHECK_EQ_INT(plume_step(fresh, 1e12 + 0.5), PLUME_OK);
    plume_instance id = plume_spawn(fresh, kind, NULL, 100, 0, 0);
    CHECK_EQ_INT(plume_step(fresh, 99.5), PLUME_OK);
    CHECK(plume_is_alive(fresh, id));
    CHECK_EQ_INT(plume_step(fresh, 0.5), PLUME_OK);
    CHECK(!plume_is_alive(fresh, id));
    plume_system_destroy(fresh);
    plume_system_destroy(sys);
}

/* What the exports do with JavaScript numbers before they narrow (src/web/js_numbers.h). */
static void test_numbers_from_javascript(void)
{
    CHECK(plume_instance_from_js(1.0) == 1);
    CHECK(plume_instance_from_js(9007199254740991.0) == 9007199254740991ull);
    const double not_ids[] = {0.0, -1.0, 1.5, 9007199254740992.0, 1e300, NAN, INFINITY, -0.0};
    for (size_t i = 0; i < sizeof not_ids / sizeof not_ids[0]; i++) CHECK(plume_instance_from_js(not_ids[i]) == 0);
    float out;
    CHECK_EQ_INT(plume_float_from_js(0.0, "maxAge", &out), PLUME_OK);
    CHECK(out == 0.0f);
    CHECK_EQ_INT(plume_float_from_js(250.5, "maxAge", &out), PLUME_OK);
    CHECK(out == 250.5f);
    CHECK_EQ_INT(plume_float_from_js(1e39, "maxAge", &out), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("maxAge 1e+39 is beyond float range");
    CHECK_EQ_INT(plume_float_from_js(1e-46, "startSize", &out), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("startSize 1e-46 is too small for a float");
    CHECK_EQ_INT(plume_float_from_js(1e-40, "scale1", &out), PLUME_ERR_INVALID_ARGUMENT); /* a denormal */
    CHECK_ERROR_HAS("scale1 1e-40 is too small");
    CHECK_EQ_INT(plume_float_from_js(NAN, "endSize", &out), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("endSize is NaN");
    CHECK_EQ_INT(plume_float_from_js(-INFINITY, "scale2", &out), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("scale2 is -Infinity");
}

/* plume_spawn_aged: an instance spawned 300 ms into its life is the one spawned 300 ms ago (same
   record, same death); a negative age schedules the birth; ages at or past maxAge, or not finite, are refused. */
static void test_spawn_with_a_start_age(void)
{
    uint32_t kind;
    plume_system *sys = make_system(1, &kind, 0);
    plume_step(sys, 1000);
    plume_instance early = plume_spawn(sys, kind, NULL, 1000, 0, 0);
    plume_step(sys, 300);
    plume_instance aged = plume_spawn_aged(sys, kind, NULL, 1000, 0, 0, 300.0);
    plume_instance later = plume_spawn_aged(sys, kind, NULL, 1000, 0, 0, -200.0);
    CHECK(early && aged && later);
    const float *records = sys->kinds[0]->pool.records;
    CHECK(records[plume_handle_slot(aged) * PLUME_RECORD_FLOATS + PLUME_RECORD_BIRTH] ==
          records[plume_handle_slot(early) * PLUME_RECORD_FLOATS + PLUME_RECORD_BIRTH]);
    CHECK(records[plume_handle_slot(later) * PLUME_RECORD_FLOATS + PLUME_RECORD_BIRTH] == 1500.0f);
    CHECK_EQ_INT(plume_get_stats(sys).particles_active, 3);
    plume_step(sys, 700); /* early and aged reach 1000 ms together */
    CHECK(!plume_is_alive(sys, early) && !plume_is_alive(sys, aged));
    CHECK(plume_is_alive(sys, later));
    plume_step(sys, 499);
    CHECK(plume_is_alive(sys, later)); /* born at 1500, dies at 2500 */
    plume_step(sys, 1);
    CHECK(!plume_is_alive(sys, later));
    CHECK_EQ_INT(plume_spawn_aged(sys, kind, NULL, 1000, 0, 0, 1000.0), 0);
    CHECK(strstr(plume_last_error(), "below maxAge (1000)") != NULL);
    CHECK_EQ_INT(plume_spawn_aged(sys, kind, NULL, 0, 0, 0, NAN), 0);
    CHECK_EQ_INT(plume_last_status(), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_spawn_aged(sys, kind, NULL, 0, 0, 0, -2e9), 0);
    CHECK(plume_spawn_aged(sys, kind, NULL, 0, 0, 0, 999.0) != 0);
    plume_system_destroy(sys);
}

/* Only the last kind, never used by an instance (a stale handle could name the next kind's) nor by an effect,
   can be forgotten: its index is the next definition's (issue 28: a refused createEffect left kinds behind). */
static void test_forget_last_kind(void)
{
    plume_system *sys = plume_system_create(NULL);
    uint32_t a, b, c;
    CHECK_EQ_INT(plume_define_kind(sys, "a", &(plume_kind_desc){.mesh_obj = QUAD}, &a), PLUME_OK);
    CHECK_EQ_INT(plume_define_kind(sys, "b", &(plume_kind_desc){.mesh_obj = TRIANGLE}, &b), PLUME_OK);
    CHECK_EQ_INT(plume_forget_last_kind(sys, b), PLUME_OK);
    CHECK(plume_last_error()[0] == '\0');
    CHECK_EQ_INT(plume_kind_count(sys), 1);
    CHECK_EQ_INT(plume_find_kind(sys, "b"), 0);
    CHECK_EQ_INT(plume_forget_last_kind(sys, b), PLUME_ERR_INVALID_ARGUMENT); /* gone */
    CHECK(strstr(plume_last_error(), "kind 2 is not defined") != NULL);
    CHECK_EQ_INT(plume_define_kind(sys, "c", &(plume_kind_desc){.mesh_obj = QUAD}, &c), PLUME_OK);
    CHECK(c != b && (c & 1023u) == 2); /* b's index again, another id (b's stays dead) */
    CHECK_EQ_INT(plume_forget_last_kind(sys, b), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_forget_last_kind(sys, a), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "not the last defined") != NULL);
    CHECK_EQ_INT(plume_forget_last_kind(sys, 0), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_forget_last_kind(sys, 77), PLUME_ERR_INVALID_ARGUMENT);
    /* a kind that held an instance stays, even after it died: its handle must never name the next kind's */
    plume_instance id = plume_spawn(sys, c, NULL, 10, 0, 0);
    CHECK(id != 0);
    CHECK_EQ_INT(plume_forget_last_kind(sys, c), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "has had instances (1 alive)") != NULL);
    CHECK_EQ_INT(plume_step(sys, 20), PLUME_OK);
    CHECK(!plume_is_alive(sys, id));
    CHECK_EQ_INT(plume_forget_last_kind(sys, c), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "has had instances (0 alive)") != NULL);
    /* one scheduled (born later) counts too */
    uint32_t d, e;
    CHECK_EQ_INT(plume_define_kind(sys, "d", &(plume_kind_desc){.mesh_obj = QUAD}, &d), PLUME_OK);
    CHECK(plume_spawn_aged(sys, d, NULL, 0, 0, 0, -500.0) != 0);
    CHECK_EQ_INT(plume_forget_last_kind(sys, d), PLUME_ERR_INVALID_ARGUMENT);
    /* the kind of an effect's mesh layer stays while the effect lives */
    CHECK_EQ_INT(plume_define_kind(sys, "e", &(plume_kind_desc){.mesh_obj = QUAD}, &e), PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = e, .burst = 1};
    plume_effect fx;
    CHECK_EQ_INT(plume_effect_create(sys, &desc, &fx), PLUME_OK);
    CHECK_EQ_INT(plume_forget_last_kind(sys, e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "mesh layer") != NULL);
    CHECK_EQ_INT(plume_effect_destroy(sys, fx), PLUME_OK);
    CHECK_EQ_INT(plume_forget_last_kind(sys, e), PLUME_OK);
    /* define and forget again and again: never the PLUME_MAX_KINDS limit */
    uint32_t previous = 0;
    for (int i = 0; i < 2000; i++) {
        uint32_t k = 0;
        CHECK_EQ_INT(plume_define_kind(sys, "again", &(plume_kind_desc){.mesh_obj = TRIANGLE, .capacity = 4}, &k), PLUME_OK);
        CHECK_EQ_INT(k & 1023u, 4); /* the same index, each time another id */
        CHECK(k != previous);
        previous = k;
        CHECK_EQ_INT(plume_forget_last_kind(sys, k), PLUME_OK);
    }
    CHECK_EQ_INT(plume_kind_count(sys), 3);
    /* a texture the forgotten kind used is free to go */
    uint32_t texture = 0, t;
    CHECK_EQ_INT(plume_create_generated_texture(sys, "glow", &texture, NULL), PLUME_OK);
    CHECK_EQ_INT(plume_define_kind(sys, "textured", &(plume_kind_desc){.mesh_obj = QUAD, .texture = texture}, &t), PLUME_OK);
    CHECK_EQ_INT(plume_destroy_texture(sys, texture), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_forget_last_kind(sys, t), PLUME_OK);
    CHECK_EQ_INT(plume_destroy_texture(sys, texture), PLUME_OK);
    plume_system_destroy(sys);
}

/* Keys over life and an atlas (plume_kind_keys): checked as the emitters' are, named with the kind; a keyed kind draws
   through its own pipeline with its block after the look; a kind without keys draws as it always did. */
static void test_kind_keys(void)
{
    plume_system *sys = plume_system_create(NULL);
    uint32_t plain, keyed, colored, k;
    CHECK_EQ_INT(plume_define_kind(sys, "plain", &(plume_kind_desc){.mesh_obj = QUAD}, &plain), PLUME_OK);
    plume_kind_desc desc = {.mesh_obj = QUAD, .keys = {.size_count = 3, .size = {1, 4, 2}, .size_times = {0, 0.25f, 1},
                                                       .size_ease = PLUME_EASE_SMOOTH, .atlas_cols = 2, .atlas_rows = 2,
                                                       .atlas_fps = 10, .atlas_random_start = 1}};
    CHECK_EQ_INT(plume_define_kind(sys, "keyed", &desc, &keyed), PLUME_OK);
    const float red[4] = {1, 0, 0, 1}, blue[4] = {0, 0, 1, 0.5f};
    CHECK_EQ_INT(plume_define_kind(sys, "colored", &(plume_kind_desc){.mesh_obj = QUAD, .start_color = red, .end_color = blue,
                                   .keys = {.color_count = 3, .color = {1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0.5f}}}, &colored),
                 PLUME_OK);
    const plume_kind *p = sys->kinds[plain - 1], *kk = sys->kinds[keyed - 1], *c = sys->kinds[colored - 1];
    CHECK(!p->keyed && !p->size_keyed && kk->keyed && kk->size_keyed && c->keyed && !c->size_keyed);
    for (int i = PLUME_KIND_LOOK_FLOATS; i < PLUME_KIND_KEYED_VEC4S * 4; i++) CHECK(p->look[i] == 0.0f);
    /* the block: counts and eases, the atlas (random start in look[18]), the rows with the last key repeated */
    const float *u = kk->look;
    CHECK(u[18] == 1.0f);
    CHECK(u[PLUME_KIND_KEY_COUNTS * 4] == 3 && u[PLUME_KIND_KEY_COUNTS * 4 + 1] == 2 && u[PLUME_KIND_KEY_COUNTS * 4 + 2] == 1);
    CHECK(u[PLUME_KIND_KEY_ATLAS * 4] == 2 && u[PLUME_KIND_KEY_ATLAS * 4 + 1] == 2 && u[PLUME_KIND_KEY_ATLAS * 4 + 2] == 10 &&
          u[PLUME_KIND_KEY_ATLAS * 4 + 3] == 4);
    CHECK(u[(PLUME_KIND_KEY_ROWS + 1) * 4] == 0.25f && u[(PLUME_KIND_KEY_ROWS + 1) * 4 + 1] == 4);
    CHECK(u[(PLUME_KIND_KEY_ROWS + 7) * 4] == 1 && u[(PLUME_KIND_KEY_ROWS + 7) * 4 + 1] == 2);
    /* no colour keys: the start and end colours (white) as two evenly spaced keys */
    CHECK(u[(PLUME_KIND_KEY_ROWS + 1) * 4 + 2] == 1 && u[PLUME_KIND_KEY_COLORS * 4 + 3] == 1);
    /* colour keys evenly spaced: 0, 0.5, 1 */
    CHECK(c->look[(PLUME_KIND_KEY_ROWS + 1) * 4 + 2] == 0.5f && c->look[(PLUME_KIND_KEY_COLORS + 1) * 4 + 1] == 1);
    CHECK(c->look[(PLUME_KIND_KEY_COLORS + 5) * 4 + 3] == 0.5f);

    plume_draw_list list = {0};
    plume_system_collect_draws(sys, &list, 1);
    CHECK_EQ_INT(list.count, 3);
    CHECK_EQ_INT(list.items[0].pipeline, PLUME_PIPELINE_MESH);
    CHECK_EQ_INT(list.items[0].uniform_vec4s, PLUME_KIND_ITEM_VEC4S);
    CHECK_EQ_INT(list.items[1].pipeline, PLUME_PIPELINE_MESH_KEYED);
    CHECK_EQ_INT(list.items[1].uniform_vec4s, PLUME_KIND_KEYED_VEC4S);
    plume_draw_list_free(&list);

    /* a kind with size keys takes no sizes at its spawns; one with colour keys only does */
    CHECK(plume_spawn(sys, keyed, NULL, 0, 0, 0) != 0);
    CHECK(plume_spawn(sys, keyed, NULL, 0, 2, 0) == 0);
    CHECK_ERROR_HAS("particle kind 'keyed' has size keys (its scale over life): a spawn of it takes no startSize or endSize");
    CHECK(plume_spawn(sys, colored, NULL, 0, 2, 3) != 0);

    /* mistakes, each named with the kind, the field, the value and what it may be; nothing is defined */
    struct { plume_kind_keys keys; const char *message; } bad[] = {
        {{.size_count = 9}, "particle kind 'k': size takes at most 8 keys"},
        {{.size_count = 2, .size = {1, -1}}, "particle kind 'k': size must be a finite number >= 0, got -1"},
        {{.size_count = 2, .size = {1, NAN}}, "size must be a finite number >= 0, got nan"},
        {{.size_count = 3, .size = {1, 2, 3}, .size_times = {0, 0.6f, 0.4f}}, "size: key times must not go back (0.4 after 0.6)"},
        {{.size_count = 2, .size = {1, 2}, .size_times = {0, 1.5f}}, "size must be a key time from 0 to 1 (of life), got 1.5"},
        {{.size_count = 1, .size = {1}, .size_ease = 2}, "size: unknown ease 2"},
        {{.color_count = 1, .color = {1, 1, 1, 2}}, "color must be an alpha from 0 to 1, got 2"},
        {{.color_count = 1, .color = {65, 1, 1, 1}}, "color must be a channel from 0 to 64 (above 1: HDR), got 65"},
        {{.atlas_cols = 65}, "particle kind 'k': atlas is 65 x 0; at most 64 x 64 frames"},
        {{.atlas_cols = 2, .atlas_rows = 2, .atlas_frames = 5}, "atlas.frames is 5 but a 2 x 2 atlas holds 4"},
        {{.atlas_cols = 2, .atlas_fps = -1}, "atlas.fps must be a finite number of frames a second from 0 to 1e6, got -1"},
        {{.atlas_cols = 2, .atlas_fps = INFINITY}, "atlas.fps must be a finite number of frames a second from 0 to 1e6, got inf"},
    };
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_EQ_INT(plume_define_kind(sys, "k", &(plume_kind_desc){.mesh_obj = QUAD, .keys = bad[i].keys}, &k),
                     PLUME_ERR_INVALID_ARGUMENT);
        CHECK_ERROR_HAS(bad[i].message);
        CHECK_EQ_INT(plume_kind_count(sys), 3);
    }
    /* volume: accepted (a mesh has its own depth), drawn as without; a wrong value is still named */
    CHECK_EQ_INT(plume_define_kind(sys, "volume", &(plume_kind_desc){.mesh_obj = QUAD, .look = {.volume = 1}}, &k), PLUME_OK);
    CHECK(!sys->kinds[k - 1]->keyed);
    CHECK_EQ_INT(plume_define_kind(sys, "volume2", &(plume_kind_desc){.mesh_obj = QUAD, .look = {.volume = 2}}, &k),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("particle kind 'volume2': volume must be 0 or 1");
    plume_system_destroy(sys);
}

int main(void)
{
    test_kind_keys();
    test_forget_last_kind();
    test_kind_billboards();
    test_kind_defaults_and_keyframes();
    test_kind_errors_change_nothing();
    test_spawn_errors();
    test_ages_death_and_stats();
    test_spawn_with_a_start_age();
    test_capacity_cap_recycles_oldest();
    test_kill_and_follow();
    test_seeded_determinism();
    test_rebase_keeps_gpu_ages_precise();
    test_no_ghosts_after_rebase();
    test_stale_ids_never_come_back();
    test_forged_ids_are_stale();
    test_draw_count_follows_the_live_set();
    test_uploads_follow_the_changes();
    test_success_clears_the_last_error();
    test_absurd_steps_are_refused();
    test_numbers_from_javascript();
    return check_report("system");
}
