/* CPU particle systems in the core: the flow's creation period and capacity, zero allocations while
   playing (malloc, calloc and realloc are wrapped at link time and counted), one-shot systems ending,
   handle generations, bounds, sorting, wind, the simulation model's equations, seeking, world and
   local space, the vertex records, and bad settings. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "curve.h"
#include "look.h"
#include "draw_list.h"
#include "emitter.h"
#include "handle_table.h"
#include "particle_system.h"
#include "particle_system_internal.h"
#include "plume.h"

#define NEAR(a, b, eps) CHECK(fabs((double)(a) - (double)(b)) <= (eps))

#include "count_allocations.h" /* `allocations`: every malloc/calloc/realloc (-Wl,--wrap) */

static plume_system *new_system(void) { return plume_system_create(&(plume_system_desc){.seed = 7}); }

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

static void translation(float m[16], float x, float y, float z)
{
    memcpy(m, IDENTITY, sizeof IDENTITY);
    m[12] = x, m[13] = y, m[14] = z;
}

/* A still particle desc: no random velocity, long life. */
static plume_particle_system_desc still(void)
{
    return (plume_particle_system_desc){.life = {10000, 10000}, .explicit_zero = PLUME_PSYS_ZERO_VELOCITY |
                                                                                PLUME_PSYS_ZERO_VELOCITY_RANDOM};
}

static void test_creation_period_and_capacity(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = still();
    d.period = 100.0f; /* one particle every 100 ms */
    plume_particle_system a;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &a), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_count(sys, a), 0);
    for (int i = 0; i < 62; i++) plume_step(sys, 16.0); /* 992 ms */
    CHECK_EQ_INT(plume_particle_system_count(sys, a), 9);
    plume_step(sys, 8.0); /* 1000 ms */
    CHECK_EQ_INT(plume_particle_system_count(sys, a), 10);
    /* the same at one big step: the period is a rate, not one particle per update */
    plume_particle_system b;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &b), PLUME_OK);
    plume_step(sys, 1000.0);
    CHECK_EQ_INT(plume_particle_system_count(sys, b), 10);

    /* capacity stops the flow, and no backlog bursts out when room frees */
    plume_particle_system_desc c = still();
    c.rate = 1000.0f;
    c.capacity = 5;
    c.life[0] = c.life[1] = 100.0f;
    plume_particle_system full;
    CHECK_EQ_INT(plume_add_particle_system(sys, &c, &full), PLUME_OK);
    plume_step(sys, 50.0);
    CHECK_EQ_INT(plume_particle_system_count(sys, full), 5);
    plume_step(sys, 40.0);
    CHECK_EQ_INT(plume_particle_system_count(sys, full), 5);
    plume_step(sys, 20.0); /* all five died at 100 ms (life <= 0); the flow refills only what one step makes */
    CHECK_EQ_INT(plume_particle_system_count(sys, full), 5);
    plume_stats stats = plume_get_stats(sys);
    CHECK_EQ_INT(stats.systems, 3);
    CHECK_EQ_INT(stats.system_particles, 21 + 11 + 5); /* every step advances every system */
    /* the default capacity holds rate × the longest life */
    plume_particle_system_desc r = {.rate = 300, .life = {500, 2000}};
    plume_particle_system big;
    CHECK_EQ_INT(plume_add_particle_system(sys, &r, &big), PLUME_OK);
    plume_particle_system_desc resolved;
    plume_particle_system_resolved(sys, big, &resolved);
    CHECK_EQ_INT(resolved.capacity, 600);
    plume_system_destroy(sys);
}

/* Everything a frame does: step, collect (bounds, culling, sorting), fill. */
static uint8_t records[PLUME_SPRITE_RECORD_BYTES * 4 * 4096];

static void frame(plume_system *sys, plume_draw_list *list, const float view[16], const float vp[16])
{
    plume_step(sys, 16.0);
    plume_draw_list_clear(list, 0.0f);
    plume_particle_systems_collect_draws(sys, list, view, vp, 0);
    for (uint32_t i = 0; i < list->count; i++)
        for (uint32_t s = 0; s < list->items[i].source_count; s++) {
            uint32_t first = 0, n;
            while ((n = plume_particle_system_fill(list->items[i].sources[s], first, records, 4096, 1))) first += n;
        }
}

static void test_no_allocation_while_playing(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc smoke = {.rate = 100, .life = {500, 1500}, .gravity = {0, -1, 0}, .drag = 0.5f,
                                        .size_random = 0.3f, .color_random = {0.1f, 0.1f, 0.1f, 0}, .spin = {-90, 90},
                                        .atlas_cols = 4, .atlas_rows = 4, .atlas_fps = 12, .blend = PLUME_BLEND_ALPHA,
                                        .sort = 1};
    plume_particle_system_desc sparks = {.rate = 200, .render = PLUME_RENDER_SPARK, .local_space = 1, .one_shot = 0};
    plume_particle_system a, b;
    unsigned long at_start = allocations;
    CHECK_EQ_INT(plume_add_particle_system(sys, &smoke, &a), PLUME_OK);
    CHECK(allocations > at_start); /* the wrappers see the core's allocations */
    CHECK_EQ_INT(plume_add_particle_system(sys, &sparks, &b), PLUME_OK);
    static plume_draw_list list;
    float view[16], vp[16];
    translation(view, 0, -1, -8);
    memcpy(vp, view, sizeof vp);
    vp[14] = 0.5f; /* everything in front of an orthographic-like box: drawn */
    frame(sys, &list, view, vp); /* warm-up */
    unsigned long before = allocations;
    float m[16];
    for (int f = 0; f < 10000; f++) {
        translation(m, sinf((float)f * 0.01f), 0, 0);
        plume_particle_system_set_transform(sys, a, m);
        plume_particle_system_set_wind(sys, b, (float[3]){cosf((float)f * 0.01f), 0, 0});
        if (f % 100 == 0) plume_particle_system_burst(sys, b, 20);
        frame(sys, &list, view, vp);
    }
    CHECK_EQ_INT(allocations - before, 0);
    CHECK(plume_particle_system_count(sys, a) > 50);
    CHECK(list.count >= 1);
    plume_system_destroy(sys);
}

static void test_one_shot_ends(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.one_shot = 1, .burst = 10, .life = {100, 200}, .explicit_zero = PLUME_PSYS_ZERO_RATE};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_count(sys, s), 10); /* the burst is at time 0 */
    plume_step(sys, 150.0);
    CHECK(plume_particle_system_exists(sys, s));
    plume_step(sys, 60.0);
    CHECK(!plume_particle_system_exists(sys, s));
    CHECK_EQ_INT(plume_get_stats(sys).systems, 0);
    CHECK_EQ_INT(plume_particle_system_burst(sys, s, 1), PLUME_ERR_STALE_HANDLE);
    /* a one-shot with a flow ends after its duration and its particles */
    plume_particle_system_desc f = {.one_shot = 1, .rate = 100, .duration = 300, .life = {100, 100}};
    CHECK_EQ_INT(plume_add_particle_system(sys, &f, &s), PLUME_OK);
    plume_step(sys, 300.0);
    CHECK(plume_particle_system_count(sys, s) > 0);
    plume_step(sys, 100.0);
    CHECK(!plume_particle_system_exists(sys, s));
    /* a continuous system never ends by itself */
    plume_particle_system_desc c = {.rate = 0, .life = {100, 100}, .explicit_zero = PLUME_PSYS_ZERO_RATE};
    CHECK_EQ_INT(plume_add_particle_system(sys, &c, &s), PLUME_OK);
    plume_step(sys, 1000.0);
    CHECK(plume_particle_system_exists(sys, s));
    plume_system_destroy(sys);
}

static void test_handles(void)
{
    plume_system *sys = new_system();
    plume_particle_system a, b;
    CHECK_EQ_INT(plume_add_particle_system(sys, NULL, &a), PLUME_OK);
    CHECK(a.id != 0);
    CHECK_EQ_INT(plume_remove_particle_system(sys, a), PLUME_OK);
    CHECK(!plume_particle_system_exists(sys, a));
    CHECK_EQ_INT(plume_add_particle_system(sys, NULL, &b), PLUME_OK);
    CHECK_EQ_INT(b.id & 0xffffu, a.id & 0xffffu); /* the same slot, reused */
    CHECK(b.id != a.id);
    CHECK(!plume_particle_system_exists(sys, a)); /* the old handle stays dead */
    CHECK(plume_particle_system_exists(sys, b));
    CHECK_EQ_INT(plume_particle_system_set_wind(sys, a, (float[3]){1, 0, 0}), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("was removed");
    CHECK_EQ_INT(plume_remove_particle_system(sys, a), PLUME_ERR_STALE_HANDLE); /* removing twice */
    CHECK_EQ_INT(plume_particle_system_seek(sys, (plume_particle_system){0}, 0), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_particle_system_seek(sys, (plume_particle_system){0xffffffffu}, 0), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_particle_system_count(sys, a), 0);
    /* the table grows as systems are added (it stopped at 1,024 before), up to the 65,536 a handle's
       slot bits name */
    plume_particle_system_desc tiny = {.capacity = 1};
    uint32_t added = 1;
    plume_particle_system s;
    while (plume_add_particle_system(sys, &tiny, &s) == PLUME_OK) added++;
    CHECK_EQ_INT(added, 65536);
    CHECK_EQ_INT(PLUME_MAX_PARTICLE_SYSTEMS, 65536);
    CHECK_ERROR_HAS("too many particle systems (at most 65536 alive at once");
    CHECK_EQ_INT(plume_last_status(), PLUME_ERR_LIMIT);
    plume_system_destroy(sys);
}

static void test_bounds_and_space(void)
{
    plume_system *sys = new_system();
    plume_particle_system s;
    plume_particle_system_desc d = still();
    d.burst = 1;
    d.size_count = 1;
    d.size[0] = 2.0f;
    d.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    d.position[0] = 1, d.position[1] = 2, d.position[2] = 3;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    float lo[3], hi[3];
    plume_particle_system_bounds(sys, s, lo, hi);
    NEAR(lo[0], 1 - 1.4144, 1e-4);
    NEAR(hi[2], 3 + 1.4144, 1e-4);
    /* world space: the particle keeps where it was born when the system moves */
    float m[16];
    translation(m, 10, 0, 0);
    plume_particle_system_set_transform(sys, s, m);
    plume_particle_system_bounds(sys, s, lo, hi);
    NEAR(lo[0], 1 - 1.4144, 1e-4);
    uint8_t record[PLUME_SPRITE_RECORD_BYTES];
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 1);
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, record, 1, 0), 1);
    float p[3];
    memcpy(p, record + PLUME_SPRITE_RECORD_POSITION, sizeof p);
    NEAR(p[0], 1, 1e-6);
    /* local space: it moves with the system */
    d.local_space = 1;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &d), PLUME_OK);
    plume_particle_system_bounds(sys, s, lo, hi);
    NEAR(lo[0], 11 - 1.4144, 1e-4);
    plume_particle_system_fill(list.items[0].sources[0], 0, record, 1, 0);
    memcpy(p, record + PLUME_SPRITE_RECORD_POSITION, sizeof p);
    NEAR(p[0], 11, 1e-6);
    /* a system with nothing live has an empty box and no draw item */
    plume_particle_system_desc empty = {.explicit_zero = PLUME_PSYS_ZERO_RATE};
    plume_particle_system e;
    plume_add_particle_system(sys, &empty, &e);
    plume_particle_system_bounds(sys, e, lo, hi);
    CHECK(lo[0] > hi[0]);
    /* culling: a box outside the frustum gives no item */
    plume_draw_list_clear(&list, 0);
    float far_away[16];
    translation(far_away, 0, 0, 0);
    far_away[12] = 100.0f; /* clip x = x + 100: everything right of the frustum */
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, far_away, 0);
    CHECK_EQ_INT(list.count, 0);
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 0);
    CHECK_EQ_INT(list.count, 0); /* x = 11 ± 1.4 is outside the unit box too */
    translation(m, 0, 0, 0);
    plume_particle_system_set_transform(sys, s, m);
    float small[16];
    translation(small, 0, 0, 0);
    small[0] = small[5] = small[10] = 0.1f; /* (1, 2, 3) ± 1.4 is inside */
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, small, 0);
    CHECK_EQ_INT(list.count, 1);
    plume_system_destroy(sys);
}

static float record_z(const uint8_t *record)
{
    float z;
    memcpy(&z, record + PLUME_SPRITE_RECORD_POSITION + 8, sizeof z);
    return z;
}

static void test_sort_order(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.manual = 1, .sort = 1, .blend = PLUME_BLEND_ALPHA, .capacity = 8};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_arrays a;
    plume_particle_system_arrays_of(sys, s, &a);
    const float zs[5] = {0, 5, -5, 2, -1};
    for (int i = 0; i < 5; i++) {
        a.positions[i * 3] = 0, a.positions[i * 3 + 1] = 0, a.positions[i * 3 + 2] = zs[i];
        a.sizes[i] = 0.1f;
    }
    CHECK_EQ_INT(plume_particle_system_set_count(sys, s, 5), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_set_count(sys, s, 9), PLUME_ERR_LIMIT);
    float view[16];
    translation(view, 0, 0, -10); /* camera at z = 10 */
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    float vp[16];
    memcpy(vp, IDENTITY, sizeof vp);
    vp[10] = 0.01f; /* every z inside */
    plume_particle_systems_collect_draws(sys, &list, view, vp, 0);
    CHECK_EQ_INT(list.count, 1);
    uint8_t out[5 * PLUME_SPRITE_RECORD_BYTES];
    CHECK_EQ_INT(plume_particle_system_record_bytes(list.items[0].sources[0]), PLUME_SPRITE_BILLBOARD_BYTES);
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, out, 5, 0), 5);
    const float expected_front[5] = {-5, -1, 0, 2, 5}; /* far first */
    for (int i = 0; i < 5; i++) NEAR(record_z(out + i * PLUME_SPRITE_BILLBOARD_BYTES), expected_front[i], 0);
    translation(view, 0, 0, 10); /* camera at z = -10 */
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, view, vp, 0);
    plume_particle_system_fill(list.items[0].sources[0], 0, out, 5, 0);
    for (int i = 0; i < 5; i++) NEAR(record_z(out + i * PLUME_SPRITE_BILLBOARD_BYTES), expected_front[4 - i], 0);
    /* two sorted systems: the farther drawn first (one item: they share every state) */
    plume_particle_system t;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &t), PLUME_OK);
    plume_particle_system_arrays b;
    plume_particle_system_arrays_of(sys, t, &b);
    b.positions[0] = b.positions[1] = 0, b.positions[2] = -8;
    b.sizes[0] = 0.1f;
    plume_particle_system_set_count(sys, t, 1);
    translation(view, 0, 0, -10);
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, view, vp, 0);
    CHECK_EQ_INT(list.count, 1);
    CHECK_EQ_INT(list.items[0].source_count, 2);
    CHECK_EQ_INT(list.items[0].instance_count, 6);
    CHECK_EQ_INT(plume_particle_system_source_count(list.items[0].sources[0]), 1); /* the one at z = -8 */
    translation(view, 0, 0, 10); /* from the other side it comes last */
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, view, vp, 0);
    CHECK_EQ_INT(plume_particle_system_source_count(list.items[0].sources[1]), 1);
    plume_system_destroy(sys);
}

static void test_model_and_wind(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = still();
    d.burst = 1;
    d.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    d.velocity[0] = 2.0f;
    d.gravity[1] = -10.0f;
    d.drag = 0.5f;
    d.spin[0] = d.spin[1] = 90.0f;
    d.size_count = 3;
    d.size[0] = 1, d.size[1] = 3, d.size[2] = 2;
    d.color_count = 2;
    for (int i = 0; i < 8; i++) d.color[i] = i < 4 ? 1.0f : 0.0f;
    d.life[0] = d.life[1] = 1000.0f;
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    /* the documented update, by hand */
    double p[3] = {0, 0, 0}, v[3] = {2, 0, 0}, a[3] = {0, -10, 0};
    for (int step = 0; step < 25; step++) {
        plume_step(sys, 20.0);
        double dt = 0.02, damp = exp(-0.5 * dt);
        for (int k = 0; k < 3; k++) {
            v[k] = (v[k] + a[k] * dt) * damp;
            p[k] += v[k] * dt;
        }
    }
    plume_particle_system_arrays arr;
    plume_particle_system_arrays_of(sys, s, &arr);
    for (int k = 0; k < 3; k++) {
        NEAR(arr.positions[k], p[k], 1e-4);
        NEAR(arr.velocities[k], v[k], 1e-4);
    }
    NEAR(arr.rotations[0], 0.5 * 3.14159265 / 2, 1e-4);     /* 90°/s for 0.5 s */
    NEAR(arr.sizes[0], 3.0, 1e-4);                          /* t = 0.5: the middle key */
    NEAR(arr.colors[3], 0.5, 1e-4);                          /* alpha halfway from 1 to 0 */
    NEAR(arr.previous[1], p[1] - v[1] * 0.02, 1e-4);
    /* wind from the next update on */
    plume_particle_system_set_wind(sys, s, (float[3]){0, 10, 0}); /* cancels gravity */
    double vy = arr.velocities[1];
    plume_step(sys, 20.0);
    NEAR(arr.velocities[1], vy * exp(-0.5 * 0.02), 1e-5);
    CHECK_EQ_INT(plume_particle_system_set_wind(sys, s, (float[3]){0, NAN, 0}), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("wind[1]");
    plume_system_destroy(sys);
}

static void test_seek_and_atlas(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.rate = 120, .seed = 42, .gravity = {0, -2, 0}, .atlas_cols = 2, .atlas_rows = 2,
                                    .atlas_fps = 8};
    plume_particle_system s, t;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &t), PLUME_OK);
    for (int i = 0; i < 60; i++) plume_step(sys, PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS);
    plume_particle_system_arrays a, b;
    plume_particle_system_arrays_of(sys, s, &a);
    float stepped[3 * 256];
    uint32_t count = a.count;
    CHECK(count > 50 && count < 256);
    memcpy(stepped, a.positions, count * 3 * sizeof(float));
    for (int i = 0; i < 60; i++) plume_step(sys, PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS);
    unsigned long before = allocations;
    CHECK_EQ_INT(plume_particle_system_seek(sys, t, 1000.0), PLUME_OK);
    CHECK_EQ_INT(allocations - before, 0);
    plume_particle_system_arrays_of(sys, t, &b);
    CHECK_EQ_INT(b.count, count);
    CHECK(!memcmp(stepped, b.positions, count * 3 * sizeof(float))); /* the same seed: the same particles */
    double time;
    plume_particle_system_time(sys, t, &time);
    NEAR(time, 1000.0, 1e-9);
    for (uint32_t i = 0; i < b.count; i++) CHECK(b.frames[i] < 4);
    CHECK_EQ_INT(plume_particle_system_seek(sys, t, -1.0), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_particle_system_seek(sys, t, 1e9), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("seek");
    plume_system_destroy(sys);
}

static void test_records(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.manual = 1, .capacity = 2, .render = PLUME_RENDER_SPARK, .stretch = 0.5f};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_arrays a;
    plume_particle_system_arrays_of(sys, s, &a);
    a.positions[0] = 1, a.positions[1] = 2, a.positions[2] = 3;
    a.velocities[0] = 4, a.velocities[1] = 8, a.velocities[2] = 12; /* a spark's tail: 0.5 s of it behind */
    a.previous[0] = 7, a.previous[1] = 7, a.previous[2] = 7;        /* not drawn */
    a.sizes[0] = 0.25f, a.rotations[0] = 0.5f;
    a.colors[0] = 1, a.colors[1] = 0.5f, a.colors[2] = 0, a.colors[3] = 2; /* clamped */
    a.frames[0] = 3;
    plume_particle_system_set_count(sys, s, 1);
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    uint8_t out[4 * PLUME_SPRITE_RECORD_BYTES];
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, out, 1, 1), 1);
    static const uint8_t corners[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int c = 0; c < 4; c++) {
        const uint8_t *r = out + c * PLUME_SPRITE_RECORD_BYTES;
        float f[8];
        memcpy(f, r, sizeof f);
        const float expected[8] = {1, 2, 3, -1, -2, -3, 0.25f, 0.5f}; /* position, axis (the tail), size, rotation */
        for (int k = 0; k < 8; k++) NEAR(f[k], expected[k], 0);
        CHECK_EQ_INT(r[PLUME_SPRITE_RECORD_COLOR], 255);
        CHECK_EQ_INT(r[PLUME_SPRITE_RECORD_COLOR + 1], 128);
        CHECK_EQ_INT(r[PLUME_SPRITE_RECORD_COLOR + 2], 0);
        CHECK_EQ_INT(r[PLUME_SPRITE_RECORD_COLOR + 3], 255);
        uint16_t frame;
        memcpy(&frame, r + PLUME_SPRITE_RECORD_FRAME, sizeof frame);
        CHECK_EQ_INT(frame, 3);
        CHECK_EQ_INT(r[PLUME_SPRITE_RECORD_CORNER], corners[c][0]);
        CHECK_EQ_INT(r[PLUME_SPRITE_RECORD_CORNER + 1], corners[c][1]);
    }
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 1, out, 1, 1), 0);
    CHECK_EQ_INT(plume_particle_system_record_bytes(list.items[0].sources[0]), PLUME_SPRITE_RECORD_BYTES);
    CHECK_EQ_INT(list.items[0].resource, PLUME_RESOURCE_SPRITE);
    /* a billboard: the same particle in 28 bytes, without the axis it never reads (its own resource: its own
       attribute setup) */
    plume_particle_system_desc bd = {.manual = 1, .capacity = 2, .local_space = 1};
    plume_particle_system b;
    CHECK_EQ_INT(plume_add_particle_system(sys, &bd, &b), PLUME_OK);
    float moved[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1};
    plume_particle_system_set_transform(sys, b, moved);
    plume_particle_system_arrays_of(sys, b, &a);
    a.positions[0] = 1, a.positions[1] = 2, a.positions[2] = 3;
    a.sizes[0] = 0.25f, a.rotations[0] = 0.5f;
    a.colors[0] = 1, a.colors[1] = 0.5f, a.colors[2] = 0, a.colors[3] = 1;
    a.frames[0] = 3;
    plume_particle_system_set_count(sys, b, 1);
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 2); /* the spark and the billboard: different styles, different items */
    const plume_draw_item *item = &list.items[list.items[0].resource == PLUME_RESOURCE_SPRITE_BILLBOARD ? 0 : 1];
    CHECK_EQ_INT(item->resource, PLUME_RESOURCE_SPRITE_BILLBOARD);
    CHECK_EQ_INT(plume_particle_system_record_bytes(item->sources[0]), PLUME_SPRITE_BILLBOARD_BYTES);
    for (int replicate = 0; replicate < 2; replicate++) {
        memset(out, 0xee, sizeof out);
        CHECK_EQ_INT(plume_particle_system_fill(item->sources[0], 0, out, 1, replicate), 1);
        for (int c = 0; c < (replicate ? 4 : 1); c++) {
            const uint8_t *r = out + c * PLUME_SPRITE_BILLBOARD_BYTES;
            float f[5];
            memcpy(f, r, sizeof f);
            const float expected[5] = {11, 2, 3, 0.25f, 0.5f}; /* position (through the transform), size, rotation */
            for (int k = 0; k < 5; k++) NEAR(f[k], expected[k], 0);
            CHECK_EQ_INT(r[PLUME_SPRITE_BILLBOARD_COLOR], 255);
            CHECK_EQ_INT(r[PLUME_SPRITE_BILLBOARD_COLOR + 1], 128);
            CHECK_EQ_INT(r[PLUME_SPRITE_BILLBOARD_COLOR + 3], 255);
            uint16_t frame;
            memcpy(&frame, r + PLUME_SPRITE_BILLBOARD_FRAME, sizeof frame);
            CHECK_EQ_INT(frame, 3);
            CHECK_EQ_INT(r[PLUME_SPRITE_BILLBOARD_CORNER], replicate ? corners[c][0] : 0);
            CHECK_EQ_INT(r[PLUME_SPRITE_BILLBOARD_CORNER + 1], replicate ? corners[c][1] : 0);
        }
        CHECK_EQ_INT(out[(replicate ? 4 : 1) * PLUME_SPRITE_BILLBOARD_BYTES], 0xee); /* nothing past its records */
    }
    CHECK_EQ_INT(plume_particle_system_burst(sys, s, 1), PLUME_ERR_INVALID_ARGUMENT); /* manual: the game's */
    plume_particle_system_set_count(sys, s, 2); /* the second was never written: zeros */
    plume_particle_system_arrays_of(sys, s, &a);
    CHECK(a.sizes[1] == 0.0f && a.positions[3] == 0.0f && a.colors[7] == 0.0f);
    plume_particle_system simulated;
    CHECK_EQ_INT(plume_add_particle_system(sys, NULL, &simulated), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_set_count(sys, simulated, 1), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("only a manual system");
    plume_system_destroy(sys);
}

/* Trails: a record per segment, from the particle now back along its path, joined end to end. */
/* A corner of a trail segment's record as sprite.vert places it: end 0 the head end, 1 the tail end; side -1 or +1. */
static void trail_corner(const uint8_t *record, const float eye[3], int end, int side, float out[3])
{
    float f[8], along[3], across[3], to_eye[3], n = 0.0f, m = 0.0f;
    uint16_t frame;
    memcpy(f, record, sizeof f); /* head xyz, tail xyz, head width, tail width */
    memcpy(&frame, record + PLUME_SPRITE_RECORD_FRAME, sizeof frame);
    for (int a = 0; a < 3; a++) along[a] = f[a] - f[3 + a], n += along[a] * along[a];
    for (int a = 0; a < 3; a++) along[a] /= sqrtf(n), to_eye[a] = eye[a] - 0.5f * (f[a] + f[3 + a]);
    across[0] = along[1] * to_eye[2] - along[2] * to_eye[1];
    across[1] = along[2] * to_eye[0] - along[0] * to_eye[2];
    across[2] = along[0] * to_eye[1] - along[1] * to_eye[0];
    for (int a = 0; a < 3; a++) m += across[a] * across[a];
    const float width = f[6 + end], shear = (float)(((frame >> 4) >> (end ? 6 : 0)) & 63) - 32.0f; /* not eroding */
    for (int a = 0; a < 3; a++)
        out[a] = f[end * 3 + a] + side * 0.5f * width * (across[a] / sqrtf(m) + along[a] * shear / 31.0f);
}

/* A trail bent by gravity, seen from the side: its joints are mitred, each segment's tail corners where the next
   one's head corners are (within the shears' 31sts), so a bend shows neither a wedge of background nor an overlap. */
static void test_trail_bend(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = still();
    d.burst = 1;
    d.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    d.velocity[0] = 2.0f, d.velocity[1] = 6.0f, d.gravity[1] = -20.0f; /* over its apex in the XY plane: 10° a joint */
    d.render = PLUME_RENDER_TRAIL;
    d.trail_length = 600.0f;
    d.trail_width_count = 1, d.trail_width[0] = 1.0f;
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    for (int i = 0; i < 40; i++) plume_step(sys, 20.0); /* 0.8 s */
    float view[16];
    memcpy(view, IDENTITY, sizeof view);
    view[14] = -10.0f; /* the camera at z = 10, looking at the plane of the path */
    const float eye[3] = {0.0f, 0.0f, 10.0f};
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, view, IDENTITY, 1);
    enum { N = PLUME_TRAIL_SEGMENTS };
    uint8_t out[N * PLUME_SPRITE_RECORD_BYTES];
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, out, N, 0), N);
    int mitred = 0;
    for (int k = 0; k + 1 < N; k++) {
        const uint8_t *a = out + k * PLUME_SPRITE_RECORD_BYTES, *b = a + PLUME_SPRITE_RECORD_BYTES;
        uint16_t frame;
        memcpy(&frame, a + PLUME_SPRITE_RECORD_FRAME, sizeof frame);
        mitred += ((frame >> 10) & 63) != 32;
        for (int side = -1; side <= 1; side += 2) {
            float tail[3], head[3], gap = 0.0f;
            trail_corner(a, eye, 1, side, tail);
            trail_corner(b, eye, 0, side, head);
            for (int c = 0; c < 3; c++) gap += (tail[c] - head[c]) * (tail[c] - head[c]);
            CHECK(sqrtf(gap) < 0.02f); /* a fiftieth of the width */
        }
    }
    CHECK(mitred >= N / 2); /* the bend shows at most joints */
    plume_system_destroy(sys);
}

static void test_trails(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = still();
    d.burst = 1;
    d.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    d.velocity[0] = 1.0f; /* 1 unit/s along x */
    d.render = PLUME_RENDER_TRAIL;
    d.trail_length = 1200.0f; /* a position kept every 100 ms */
    d.size_count = 1, d.size[0] = 0.5f;
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    for (int i = 0; i < 75; i++) plume_step(sys, 20.0); /* 1.5 s: the trail is longer than its 1.2 s */
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 1);
    CHECK_EQ_INT(list.items[0].instance_count, PLUME_TRAIL_SEGMENTS);
    enum { N = PLUME_TRAIL_SEGMENTS };
    uint8_t out[N * PLUME_SPRITE_RECORD_BYTES];
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, out, N, 0), N);
    float previous_size = 1.0f;
    int previous_alpha = 256;
    for (int k = 0; k < N; k++) {
        const uint8_t *r = out + k * PLUME_SPRITE_RECORD_BYTES;
        float f[7];
        memcpy(f, r, sizeof f); /* head xyz, tail xyz, width */
        if (k == 0) NEAR(f[0], 1.5, 1e-3); /* the head is the particle now */
        if (k + 1 < N) { /* continuous: each segment's tail is the next one's head */
            float next[3];
            memcpy(next, r + PLUME_SPRITE_RECORD_BYTES, sizeof next);
            for (int a = 0; a < 3; a++) NEAR(f[3 + a], next[a], 0);
        }
        CHECK(f[3] < f[0]);                            /* it points back along the path */
        CHECK(f[6] > 0.0f && f[6] < previous_size);    /* narrowing to the tail */
        /* the particle's alpha on every segment: the fade to the tail is sprite.vert's, per corner, so it is
           continuous across joints (tests/browser/trails_and_sub_emitters.test.mjs checks it in pixels) */
        CHECK(previous_alpha == 256 || r[PLUME_SPRITE_RECORD_COLOR + 3] == previous_alpha);
        uint16_t frame;
        memcpy(&frame, r + PLUME_SPRITE_RECORD_FRAME, sizeof frame);
        CHECK_EQ_INT(frame & 15, k); /* the texture laid along it; the joints' shears above (test_trail_bend) */
        previous_size = f[6], previous_alpha = r[PLUME_SPRITE_RECORD_COLOR + 3];
    }
    float tail[3];
    memcpy(tail, out + (N - 1) * PLUME_SPRITE_RECORD_BYTES + 12, sizeof tail);
    NEAR(tail[0], 1.5 - 1.2, 0.11); /* 1.2 s of path behind (a sample every 100 ms) */
    float lo[3], hi[3];
    CHECK_EQ_INT(plume_particle_system_bounds(sys, s, lo, hi), PLUME_OK);
    CHECK(lo[0] <= tail[0] - 0.2f && hi[0] >= 1.5f); /* the box holds the trail (culling) */
    /* width keys over the trail: 2 at the head, 0 at the tail */
    d.trail_width_count = 2, d.trail_width[0] = 2.0f, d.trail_width[1] = 0.0f;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &d), PLUME_OK);
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, out, N, 0), N);
    float width;
    memcpy(&width, out + PLUME_SPRITE_RECORD_SIZE, sizeof width);
    NEAR(width, 2.0, 1e-4); /* the head end's; the tail end's in the rotation, the next segment's head end */
    for (int k = 0; k < N; k++) {
        float ends[2], next = 0.0f;
        memcpy(ends, out + k * PLUME_SPRITE_RECORD_BYTES + PLUME_SPRITE_RECORD_SIZE, sizeof ends);
        if (k + 1 < N) memcpy(&next, out + (k + 1) * PLUME_SPRITE_RECORD_BYTES + PLUME_SPRITE_RECORD_SIZE, sizeof next);
        NEAR(ends[0], 2.0 * (1.0 - (double)k / N), 1e-4);
        NEAR(ends[1], next, 1e-4); /* continuous: no step in the edge where segments meet */
    }
    /* trail.scroll: the texture's offset along the ribbon is the item's (camera .w), the clock's 1.5 s × the scroll
       taken modulo one texture length (sprite.vert subtracts it from v); a flowing trail draws in an item of its own */
    const float scrolls[3] = {0.5f, -0.5f, 0.0f}, offsets[3] = {0.75f, 0.25f, 0.0f};
    for (int k = 0; k < 3; k++) {
        d.trail_scroll = scrolls[k];
        CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &d), PLUME_OK);
        plume_draw_list_clear(&list, 0);
        plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
        NEAR(list.items[0].uniforms[PLUME_SU_CAMERA * 4 + 3], offsets[k], 1e-4);
    }
    /* a new particle's trail starts where it is: its segments have no length and draw nothing */
    CHECK_EQ_INT(plume_particle_system_burst(sys, s, 1), PLUME_OK);
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    uint8_t both[2 * N * PLUME_SPRITE_RECORD_BYTES];
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, both, 2 * N, 0), 2 * N);
    int drawn = 0;
    for (int k = 0; k < 2 * N; k++) {
        memcpy(&width, both + k * PLUME_SPRITE_RECORD_BYTES + PLUME_SPRITE_RECORD_SIZE, sizeof width);
        drawn += width > 0.0f;
    }
    CHECK_EQ_INT(drawn, N);
    /* many particles dying and being born, sorted far to near: every trail still starts at its own particle */
    plume_particle_system_desc many = {.rate = 60, .life = {100, 300}, .render = PLUME_RENDER_TRAIL, .sort = 1,
                                       .velocity_random = {2, 2, 2}, .position_random = {5, 5, 5}, .trail_length = 200};
    plume_particle_system m;
    CHECK_EQ_INT(plume_add_particle_system(sys, &many, &m), PLUME_OK);
    for (int i = 0; i < 40; i++) plume_step(sys, 16.0);
    plume_particle_system_arrays ma;
    plume_particle_system_arrays_of(sys, m, &ma);
    CHECK(ma.count > 5);
    float view[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -10, 1};
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, view, IDENTITY, 1);
    const void *source = NULL;
    for (uint32_t it = 0; it < list.count; it++)
        for (uint32_t k = 0; k < list.items[it].source_count; k++)
            if (plume_particle_system_source_count(list.items[it].sources[k]) == ma.count * N) source = list.items[it].sources[k];
    CHECK(source != NULL);
    static uint8_t records[64 * N * PLUME_SPRITE_RECORD_BYTES];
    uint32_t written = source ? plume_particle_system_fill(source, 0, records, ma.count * N, 0) : 0;
    CHECK_EQ_INT(written, ma.count * N);
    for (uint32_t p = 0; p < written / N; p++) {
        float head[3];
        memcpy(head, records + (size_t)p * N * PLUME_SPRITE_RECORD_BYTES, sizeof head);
        int found = 0;
        for (uint32_t i = 0; i < ma.count && !found; i++)
            found = head[0] == ma.positions[i * 3] && head[1] == ma.positions[i * 3 + 1] && head[2] == ma.positions[i * 3 + 2];
        CHECK(found);
        /* and its tail is no further than its particle went in 200 ms (a swapped-in trail would be) */
        float tail[3];
        memcpy(tail, records + ((size_t)p * N + N - 1) * PLUME_SPRITE_RECORD_BYTES + 12, sizeof tail);
        float dx = tail[0] - head[0], dy = tail[1] - head[1], dz = tail[2] - head[2];
        CHECK(sqrtf(dx * dx + dy * dy + dz * dz) < 1.0f); /* at most 3.5 units/s for 0.2 s; born up to 17 apart */
    }
    plume_system_destroy(sys);
}

/* Sub-emitters: particles start where the parent's are born, die or every interval of their life; bounded by the
   child's capacity (the rest counted); the child ends after its parent. */
static void test_sub_emitters(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc pd = still();
    pd.burst = 3;
    pd.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    pd.life[0] = pd.life[1] = 100.0f;
    pd.position[0] = 1, pd.position[1] = 2, pd.position[2] = 3;
    plume_particle_system parent, deaths, ticks, full;
    CHECK_EQ_INT(plume_add_particle_system(sys, &pd, &parent), PLUME_OK);
    plume_particle_system_desc cd = still();
    cd.life[0] = cd.life[1] = 1000.0f;
    cd.parent = parent.id, cd.parent_event = PLUME_SUB_DEATH, cd.burst = 2;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &deaths), PLUME_OK);
    cd.parent_event = PLUME_SUB_INTERVAL, cd.parent_interval = 30.0f, cd.burst = 1;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &ticks), PLUME_OK);
    cd.parent_event = PLUME_SUB_DEATH, cd.burst = 2, cd.capacity = 4;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &full), PLUME_OK);
    plume_particle_system_arrays a;
    plume_particle_system_arrays_of(sys, deaths, &a);
    CHECK_EQ_INT(a.count, 0); /* nothing of its own */
    CHECK(!plume_particle_system_ended(sys, deaths)); /* waiting for its parent */
    plume_step(sys, 50.0);
    plume_particle_system_arrays_of(sys, deaths, &a);
    CHECK_EQ_INT(a.count, 0);
    plume_particle_system_arrays t;
    plume_particle_system_arrays_of(sys, ticks, &t);
    CHECK_EQ_INT(t.count, 3); /* one at 30 ms of each parent particle's life */
    plume_step(sys, 45.0);
    plume_particle_system_arrays_of(sys, ticks, &t);
    CHECK_EQ_INT(t.count, 9); /* at 60 and 90 ms too */
    plume_step(sys, 10.0); /* the parents die at 100 ms */
    plume_particle_system_arrays_of(sys, deaths, &a);
    CHECK_EQ_INT(a.count, 6);
    for (uint32_t i = 0; i < a.count; i++) {
        NEAR(a.positions[i * 3], 1, 1e-5);
        NEAR(a.positions[i * 3 + 1], 2, 1e-5);
        NEAR(a.positions[i * 3 + 2], 3, 1e-5);
    }
    plume_particle_system_arrays f;
    plume_particle_system_arrays_of(sys, full, &f);
    CHECK_EQ_INT(f.count, 4);
    CHECK_EQ_INT(plume_get_stats(sys).sub_emitter_dropped, 2); /* said, not silent */
    CHECK(plume_particle_system_ended(sys, parent));
    CHECK(!plume_particle_system_ended(sys, deaths)); /* its own particles live on */
    plume_step(sys, 1000.0);
    CHECK(plume_particle_system_ended(sys, deaths));
    /* births: a flowing parent; the parent removed ends the child once its particles are gone */
    pd.explicit_zero = PLUME_PSYS_ZERO_VELOCITY | PLUME_PSYS_ZERO_VELOCITY_RANDOM;
    pd.burst = 0, pd.rate = 100.0f; /* one every 10 ms */
    plume_particle_system flowing, births;
    CHECK_EQ_INT(plume_add_particle_system(sys, &pd, &flowing), PLUME_OK);
    cd.parent = flowing.id, cd.parent_event = PLUME_SUB_BIRTH, cd.burst = 1, cd.capacity = 0;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &births), PLUME_OK);
    plume_step(sys, 100.0);
    plume_particle_system_arrays b;
    plume_particle_system_arrays_of(sys, births, &b);
    plume_particle_system_arrays fl;
    plume_particle_system_arrays_of(sys, flowing, &fl);
    CHECK(b.count >= 9 && b.count == fl.count); /* one for each birth (all alive yet) */
    CHECK_EQ_INT(plume_remove_particle_system(sys, flowing), PLUME_OK);
    CHECK(!plume_particle_system_ended(sys, births));
    plume_step(sys, 1000.0);
    CHECK(plume_particle_system_ended(sys, births));
    /* a long step: particles born at an event during it are as old as the time since */
    plume_particle_system quick, slow, late_parent;
    pd.burst = 1, pd.rate = 0, pd.explicit_zero |= PLUME_PSYS_ZERO_RATE, pd.life[0] = pd.life[1] = 100.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &pd, &late_parent), PLUME_OK);
    cd.parent = late_parent.id, cd.parent_event = PLUME_SUB_DEATH, cd.burst = 4, cd.capacity = 0;
    cd.life[0] = cd.life[1] = 50.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &quick), PLUME_OK);
    cd.life[0] = cd.life[1] = 500.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &slow), PLUME_OK);
    plume_step(sys, 200.0); /* the parent died 100 ms before the end of the step */
    plume_particle_system_arrays q, w;
    plume_particle_system_arrays_of(sys, quick, &q);
    plume_particle_system_arrays_of(sys, slow, &w);
    CHECK_EQ_INT(q.count, 0); /* born and dead within the step */
    CHECK_EQ_INT(w.count, 4);
    NEAR(w.life[0], 400.0, 1e-3);
    /* births of a parent's burst: made together with the child, and burst() between steps */
    plume_particle_system bursting, newborns;
    pd.burst = 3;
    CHECK_EQ_INT(plume_add_particle_system(sys, &pd, &bursting), PLUME_OK);
    cd.parent = bursting.id, cd.parent_event = PLUME_SUB_BIRTH, cd.burst = 2, cd.life[0] = cd.life[1] = 1000.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &newborns), PLUME_OK);
    plume_step(sys, 10.0);
    plume_particle_system_arrays nb;
    plume_particle_system_arrays_of(sys, newborns, &nb);
    CHECK_EQ_INT(nb.count, 6);
    CHECK_EQ_INT(plume_particle_system_burst(sys, bursting, 2), PLUME_OK);
    plume_step(sys, 10.0);
    plume_particle_system_arrays_of(sys, newborns, &nb);
    CHECK_EQ_INT(nb.count, 10);
    /* a seek replays the parent alone: its deaths meanwhile reach no child afterwards */
    plume_particle_system dying;
    cd.parent_event = PLUME_SUB_DEATH;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &dying), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_seek(sys, bursting, 150.0), PLUME_OK); /* its burst died at 100 ms */
    plume_step(sys, 1.0);
    plume_particle_system_arrays dy;
    plume_particle_system_arrays_of(sys, dying, &dy);
    CHECK_EQ_INT(dy.count, 0);
    /* a chain whatever the slots: a grandchild in a lower slot than its parent still gets the births */
    plume_particle_system top, middle, bottom, filler;
    CHECK_EQ_INT(plume_add_particle_system(sys, &pd, &filler), PLUME_OK);
    CHECK_EQ_INT(plume_add_particle_system(sys, &pd, &top), PLUME_OK);
    cd.parent = top.id, cd.parent_event = PLUME_SUB_DEATH, cd.burst = 2;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &middle), PLUME_OK);
    CHECK_EQ_INT(plume_remove_particle_system(sys, filler), PLUME_OK); /* a free slot below both */
    cd.parent = middle.id, cd.parent_event = PLUME_SUB_BIRTH, cd.burst = 1;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &bottom), PLUME_OK);
    CHECK(plume_table_slot(bottom.id) < plume_table_slot(middle.id));
    plume_step(sys, 150.0); /* top's 3 die: 6 in middle, 6 births for bottom in the same step */
    plume_particle_system_arrays mid, bot;
    plume_particle_system_arrays_of(sys, middle, &mid);
    plume_particle_system_arrays_of(sys, bottom, &bot);
    CHECK_EQ_INT(mid.count, 6);
    CHECK_EQ_INT(bot.count, 6);
    /* set_desc on a sub-emitter whose parent ended and was removed keeps working */
    CHECK_EQ_INT(plume_remove_particle_system(sys, top), PLUME_OK);
    cd.parent = top.id, cd.parent_event = PLUME_SUB_DEATH, cd.burst = 2, cd.size_count = 1, cd.size[0] = 3.0f;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, middle, &cd), PLUME_OK);
    /* mistakes */
    cd.size_count = 0;
    cd.life[0] = cd.life[1] = 1000.0f;
    cd.parent = 12345;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &births), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("parent 12345 is not a live particle system");
    cd.parent = parent.id, cd.parent_event = PLUME_SUB_INTERVAL, cd.parent_interval = 0;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &births), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("interval");
    cd.parent_event = PLUME_SUB_DEATH, cd.local_space = 1;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &births), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("space must be 'world'");
    cd.local_space = 0, cd.parent = parent.id, cd.parent_event = PLUME_SUB_NONE;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &births), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("needs parent_event");
    cd.parent = parent.id;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, deaths, &pd), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("set when the system is added");
    plume_system_destroy(sys);
}

static void test_bad_settings(void)
{
    plume_system *sys = new_system();
    plume_particle_system s;
    struct { plume_particle_system_desc desc; plume_status status; const char *needle; } cases[] = {
        {{.rate = NAN}, PLUME_ERR_INVALID_ARGUMENT, "rate"},
        {{.rate = -1}, PLUME_ERR_INVALID_ARGUMENT, "rate must be a finite number >= 0"},
        {{.drag = INFINITY}, PLUME_ERR_INVALID_ARGUMENT, "drag"},
        {{.gravity = {0, NAN, 0}}, PLUME_ERR_INVALID_ARGUMENT, "gravity[1]"},
        {{.life = {500, 100}}, PLUME_ERR_INVALID_ARGUMENT, "life must be [min, max]"},
        {{.capacity = PLUME_PARTICLE_SYSTEM_MAX_CAPACITY + 1}, PLUME_ERR_LIMIT, "capacity"},
        {{.capacity = 4, .burst = 5}, PLUME_ERR_LIMIT, "burst 5 does not fit capacity 4"},
        {{.atlas_cols = 65}, PLUME_ERR_INVALID_ARGUMENT, "atlas is 65 x 1"},
        {{.render = 6}, PLUME_ERR_INVALID_ARGUMENT, "render style"},
        {{.render = PLUME_RENDER_PLANE}, PLUME_ERR_INVALID_ARGUMENT, "render: plane is a gpu layer's"},
        {{.render = PLUME_RENDER_TRAIL, .manual = 1}, PLUME_ERR_INVALID_ARGUMENT, "a manual system draws no trail"},
        {{.render = PLUME_RENDER_TRAIL, .atlas_cols = 2}, PLUME_ERR_INVALID_ARGUMENT, "takes no atlas"},
        {{.render = PLUME_RENDER_TRAIL, .trail_length = -1}, PLUME_ERR_INVALID_ARGUMENT, "trail.length"},
        {{.render = PLUME_RENDER_TRAIL, .trail_scroll = 1001}, PLUME_ERR_INVALID_ARGUMENT, "got 1001"},
        {{.render = PLUME_RENDER_TRAIL, .trail_scroll = NAN}, PLUME_ERR_INVALID_ARGUMENT, "trail.scroll"},
        {{.trail_scroll = 1}, PLUME_ERR_INVALID_ARGUMENT, "texture lengths a second, on a trail"},
        {{.trail_width_count = 9}, PLUME_ERR_INVALID_ARGUMENT, "trail.width takes at most 8 keys"},
        {{.blend = 9}, PLUME_ERR_INVALID_ARGUMENT, "blend"},
        {{.texture = 77}, PLUME_ERR_INVALID_ARGUMENT, "texture 77 does not exist"},
        {{.size_count = 9}, PLUME_ERR_INVALID_ARGUMENT, "at most 8 keys"},
        {{.color_count = 1, .color = {1, 0, 0, 2}}, PLUME_ERR_INVALID_ARGUMENT, "an alpha from 0 to 1"},
        {{.color_count = 1, .color = {65, 0, 0, 1}}, PLUME_ERR_INVALID_ARGUMENT, "a channel from 0 to 64"},
        {{.size_count = 3, .size = {1, 2, 3}, .size_times = {0, 0.6f, 0.5f}}, PLUME_ERR_INVALID_ARGUMENT, "must not go back (0.5 after 0.6)"},
        {{.size_count = 2, .size = {1, 2}, .size_times = {0, 1.5f}}, PLUME_ERR_INVALID_ARGUMENT, "key time from 0 to 1"},
        {{.size_ease = 2}, PLUME_ERR_INVALID_ARGUMENT, "unknown ease"},
        {{.look = {.erosion = 1.5f}}, PLUME_ERR_INVALID_ARGUMENT, "erosion"},
        {{.look = {.light_strength = -1}}, PLUME_ERR_INVALID_ARGUMENT, "lighting.strength"},
        {{.look = {.hue_shift = NAN}}, PLUME_ERR_INVALID_ARGUMENT, "hueShift"},
        {{.look = {.volume = 2}}, PLUME_ERR_INVALID_ARGUMENT, "volume must be 0 or 1"},
        {{.size_random = 1.5f}, PLUME_ERR_INVALID_ARGUMENT, "sizeRandom"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK_EQ_INT(plume_add_particle_system(sys, &cases[i].desc, &s), cases[i].status);
        CHECK_ERROR_HAS(cases[i].needle);
        CHECK_EQ_INT(s.id, 0);
    }
    CHECK_EQ_INT(plume_get_stats(sys).systems, 0);
    CHECK_EQ_INT(plume_add_particle_system(sys, NULL, &s), PLUME_OK); /* still usable */
    CHECK_EQ_INT(plume_particle_system_set_transform(sys, s, NULL), PLUME_ERR_INVALID_ARGUMENT);
    float bad[16];
    memcpy(bad, IDENTITY, sizeof bad);
    bad[13] = INFINITY;
    CHECK_EQ_INT(plume_particle_system_set_transform(sys, s, bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &cases[0].desc), PLUME_ERR_INVALID_ARGUMENT);
    plume_step(sys, 100.0);
    CHECK(plume_particle_system_count(sys, s) > 0);
    plume_system_destroy(sys);
}

/* Keys with times and an ease (curve.c), HDR colours and the hue turning with age (look.c). */
static void test_timed_keys_and_look(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = still();
    d.burst = 1;
    d.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    d.life[0] = d.life[1] = 2000.0f;
    d.size_count = 3; /* [[0, 1], [0.1, 4], [1, 0]] */
    d.size[0] = 1, d.size[1] = 4, d.size[2] = 0;
    d.size_times[1] = 0.1f, d.size_times[2] = 1.0f;
    d.color_count = 2; /* HDR red, to red at 0.5 (its hue turns 120°/s) */
    float red[8] = {4, 0, 0, 1, 4, 0, 0, 1};
    memcpy(d.color, red, sizeof red);
    d.look.hue_shift = 120.0f;
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_arrays arr;
    plume_particle_system_arrays_of(sys, s, &arr);
    plume_step(sys, 200.0); /* t = 0.1: the middle key exactly */
    NEAR(arr.sizes[0], 4.0, 1e-4);
    plume_step(sys, 800.0); /* t = 0.5: 4/9 of the way from 4 to 0; 1000 ms of age: the hue turned 120°, red
                               became green, brighter than 1 */
    NEAR(arr.sizes[0], 4.0 - 4.0 * 0.4 / 0.9, 1e-4);
    NEAR(arr.colors[0], 0.0, 1e-4);
    NEAR(arr.colors[1], 4.0, 1e-4);
    NEAR(arr.colors[2], 0.0, 1e-4);
    plume_remove_particle_system(sys, s);

    /* smooth ease: f² (3 - 2f) between keys; linear would be 1.75 at a quarter of the first segment */
    d = still();
    d.burst = 1;
    d.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    d.life[0] = d.life[1] = 1000.0f;
    d.size_count = 2;
    d.size[0] = 1, d.size[1] = 2;
    d.size_ease = PLUME_EASE_SMOOTH;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_arrays_of(sys, s, &arr);
    plume_step(sys, 250.0);
    NEAR(arr.sizes[0], 1.0 + 0.15625, 1e-4);
    /* a step: two keys at the same time jump there */
    plume_remove_particle_system(sys, s);
    d.size_ease = PLUME_EASE_LINEAR;
    d.size_count = 4;
    d.size[0] = 1, d.size[1] = 1, d.size[2] = 3, d.size[3] = 3;
    d.size_times[0] = 0, d.size_times[1] = 0.5f, d.size_times[2] = 0.5f, d.size_times[3] = 1.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_arrays_of(sys, s, &arr);
    plume_step(sys, 490.0);
    NEAR(arr.sizes[0], 1.0, 1e-4);
    plume_step(sys, 20.0);
    NEAR(arr.sizes[0], 3.0, 1e-4);
    plume_system_destroy(sys);
}

/* speed_over_life moves a CPU particle as the GPU reference does (the velocity times the keys, stepped at 60 Hz);
   rotation_over_life turns its drawn record; bad keys are refused by name. */
static void test_speed_and_rotation_keys(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = still();
    d.burst = 1;
    d.explicit_zero = PLUME_PSYS_ZERO_RATE | PLUME_PSYS_ZERO_VELOCITY_RANDOM;
    d.life[0] = d.life[1] = 1000.0f;
    d.velocity[1] = 4.0f;
    d.speed_over_life = (plume_keys){.count = 2, .values = {1, 0}, .times = {0, 0.5f}};
    d.rotation_over_life = (plume_keys){.count = 2, .values = {0, 90}};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_arrays arr;
    plume_particle_system_arrays_of(sys, s, &arr);
    for (int i = 0; i < 30; i++) plume_step(sys, 1000.0 / 60.0); /* half its life: 4 × 0.25 = 1 unit up */
    NEAR(arr.positions[1], 1.0, 1e-3);
    for (int i = 0; i < 24; i++) plume_step(sys, 1000.0 / 60.0); /* 0.9: still, where it stopped */
    NEAR(arr.positions[1], 1.0, 1e-3);
    uint8_t record[PLUME_SPRITE_RECORD_BYTES];
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, record, 1, 0), 1);
    float turn;
    memcpy(&turn, record + PLUME_SPRITE_BILLBOARD_ROTATION, sizeof turn);
    NEAR(turn, 0.9 * 90.0 * 3.14159265 / 180.0, 1e-3); /* radians in the record */

    /* the same particle as a GPU emitter's (the shader's equations), within a 60 Hz step's error */
    plume_emitter_desc e = {.rate = 1, .life = 1000, .speed = {4, 4}, .explicit_zero = PLUME_EMITTER_ZERO_ANGLE,
                            .speed_over_life = d.speed_over_life};
    plume_emitter emitter;
    CHECK_EQ_INT(plume_create_emitter(sys, &e, &emitter), PLUME_OK);
    plume_remove_particle_system(sys, s);
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_arrays_of(sys, s, &arr);
    for (int i = 0; i < 12; i++) {
        plume_step(sys, 1000.0 / 60.0);
        plume_emitter_particle p;
        plume_emitter_sample(sys, emitter, 0, &p);
        NEAR(arr.positions[1], p.position[1], 0.005);
    }

    plume_particle_system bad;
    plume_particle_system_desc wrong = d;
    wrong.speed_over_life.values[0] = -2;
    CHECK_EQ_INT(plume_add_particle_system(sys, &wrong, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "speedOverLife") != NULL);
    wrong = d;
    wrong.rotation_over_life.times[0] = 0.5f, wrong.rotation_over_life.times[1] = 0.2f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &wrong, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "go back") != NULL);
    plume_system_destroy(sys);
}

/* Colour randomness around keys of at most 1 is not HDR: such systems share one draw (a review of issue 16 made
   every one its own item, 100 draws instead of 7 in the systems benchmark); keys above 1 are. */
static void test_random_colour_batches(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.rate = 50, .color_count = 2, .color = {1, 0.8f, 0.5f, 1, 1, 0.3f, 0.1f, 0},
                                    .color_random = {0.1f, 0.1f, 0.1f, 0}};
    plume_particle_system a, b, hdr;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &a), PLUME_OK);
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &b), PLUME_OK);
    for (int i = 0; i < 10; i++) plume_step(sys, 16.0);
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 1);
    CHECK_EQ_INT(list.items[0].source_count, 2);
    d.color[0] = 3.0f; /* HDR: its own item, records over its intensity */
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &hdr), PLUME_OK);
    for (int i = 0; i < 10; i++) plume_step(sys, 16.0);
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 2);
    plume_system_destroy(sys);
}

/* Size and colour over life are the keys' values at each particle's age, whichever way the step computes them (a
   straight line for one or two linear keys without a hue shift, the segment search otherwise): every live particle
   equals plume_curve_value / plume_curve_segment's floats exactly, for keys evenly spaced, at given times, one key,
   three keys, a smooth ease, size and colour keyed differently, HDR colours above the clamp, and a hue shift. */
static void test_look_over_life_on_every_path(void)
{
    static const struct {
        uint32_t size_count, color_count, ease;
        float times[3], hue_shift;
    } cases[] = {{2, 2, PLUME_EASE_LINEAR, {0}, 0},          {2, 2, PLUME_EASE_LINEAR, {0.25f, 0.75f}, 0},
                 {1, 1, PLUME_EASE_LINEAR, {0}, 0},          {3, 3, PLUME_EASE_LINEAR, {0}, 0},
                 {3, 3, PLUME_EASE_LINEAR, {0.1f, 0.2f, 0.9f}, 0}, {2, 2, PLUME_EASE_SMOOTH, {0}, 0},
                 {1, 2, PLUME_EASE_LINEAR, {0}, 0},          {2, 3, PLUME_EASE_LINEAR, {0}, 0},
                 {2, 2, PLUME_EASE_LINEAR, {0}, 90.0f}};
    /* the second colour key is HDR (60 of PLUME_MAX_COLOR_INTENSITY's 64) */
    static const float sizes[3] = {0.5f, 3.0f, 1.5f};
    static const float colors[12] = {1, 0.2f, 0, 1, 60.0f, 0.9f, 0.4f, 0.5f, 0, 0, 1, 0};
    for (uint32_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        plume_system *sys = new_system();
        plume_particle_system_desc d = {.rate = 200, .life = {1000, 1000}, .size_count = cases[c].size_count,
                                        .color_count = cases[c].color_count, .size_ease = cases[c].ease,
                                        .color_ease = cases[c].ease, .look = {.hue_shift = cases[c].hue_shift}};
        memcpy(d.size, sizes, sizeof sizes);
        memcpy(d.color, colors, sizeof colors);
        memcpy(d.size_times, cases[c].times, sizeof cases[c].times);
        memcpy(d.color_times, cases[c].times, sizeof cases[c].times);
        plume_particle_system s;
        CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
        for (int i = 0; i < 50; i++) plume_step(sys, 16.0);
        plume_particle_system_arrays a;
        CHECK_EQ_INT(plume_particle_system_arrays_of(sys, s, &a), PLUME_OK);
        CHECK(a.count > 100);
        float size_times[PLUME_CURVE_MAX_KEYS], color_times[PLUME_CURVE_MAX_KEYS];
        plume_curve_times(cases[c].size_count, cases[c].times, size_times);
        plume_curve_times(cases[c].color_count, cases[c].times, color_times);
        uint32_t wrong = 0;
        for (uint32_t i = 0; i < a.count; i++) {
            float t = 1.0f - a.life[i] / 1000.0f, f;
            float size = plume_curve_value(cases[c].size_count, size_times, cases[c].ease, sizes, t);
            wrong += a.sizes[i] != size;
            uint32_t k = plume_curve_segment(cases[c].color_count, color_times, cases[c].ease, t, &f);
            const float *from = &colors[k * 4], *to = cases[c].color_count > 1 ? from + 4 : from;
            float expected[4];
            for (int ch = 0; ch < 4; ch++) expected[ch] = from[ch] + (to[ch] - from[ch]) * f;
            if (cases[c].hue_shift != 0.0f) { /* turned by the shift times the age, then clamped */
                plume_look_turn_hue(expected, cases[c].hue_shift * (1000.0f - a.life[i]) * 0.001f);
                for (int ch = 0; ch < 3; ch++) wrong += fabsf(a.colors[i * 4 + ch] - fminf(fmaxf(expected[ch], 0.0f),
                                                                   (float)PLUME_MAX_COLOR_INTENSITY)) > 1e-5f;
                continue;
            }
            for (int ch = 0; ch < 3; ch++)
                wrong += a.colors[i * 4 + ch] != fminf(fmaxf(expected[ch], 0.0f), (float)PLUME_MAX_COLOR_INTENSITY);
            wrong += a.colors[i * 4 + 3] != fminf(fmaxf(expected[3], 0.0f), 1.0f);
        }
        CHECK_EQ_INT(wrong, 0);
        plume_system_destroy(sys);
    }
    /* randomness around keys at the HDR limit and at 0: channels clamped to 0 .. PLUME_MAX_COLOR_INTENSITY, alpha to
       0 .. 1, on the straight-line path */
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.rate = 200, .color_count = 2,
                                    .color = {PLUME_MAX_COLOR_INTENSITY, 0, 0, 1, PLUME_MAX_COLOR_INTENSITY, 0, 0, 0},
                                    .color_random = {8, 8, 0, 0.5f}};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    for (int i = 0; i < 30; i++) plume_step(sys, 16.0);
    plume_particle_system_arrays a;
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, s, &a), PLUME_OK);
    uint32_t at_top = 0, at_zero = 0, outside = 0;
    for (uint32_t i = 0; i < a.count; i++) {
        const float *rgba = &a.colors[i * 4];
        at_top += rgba[0] == (float)PLUME_MAX_COLOR_INTENSITY;
        at_zero += rgba[1] == 0.0f;
        outside += !(rgba[0] >= 0.0f && rgba[0] <= (float)PLUME_MAX_COLOR_INTENSITY) || !(rgba[1] >= 0.0f) ||
                   !(rgba[3] >= 0.0f && rgba[3] <= 1.0f);
    }
    CHECK(at_top > 0 && at_zero > 0);
    CHECK_EQ_INT(outside, 0);
    plume_system_destroy(sys);
}

/* The box a step keeps (folded into its integration, grown by spawns) is the box bounds_of measured before: a twin
   whose arrays were handed out (so bounds_of measures every position) gives the same bounds at every frame, through
   flow, deaths, bursts between steps, bounces and deaths on a plane, speed keys, a moving local transform, a seek and
   desc changes (a manual system whose particles the game placed turned into a simulated one); a sub-emitted system's
   kept box holds every particle and has the measured centre (its births are moved after they are placed). */
static void test_kept_box_is_the_measured_box(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.rate = 300, .life = {300, 900}, .seed = 5, .velocity = {1, 4, -2},
                                    .velocity_random = {3, 3, 3}, .gravity = {0, -9, 0}, .size_count = 2,
                                    .size = {0.5f, 2.0f}, .size_random = 0.5f, .collider_count = 2,
                                    .colliders = {{.type = PLUME_COLLIDE_PLANE, .b = {0, 1, 0}, .bounce = 0.5f},
                                                  {.type = PLUME_COLLIDE_PLANE, .a = {3, 0, 0}, .b = {-1, 0, 0},
                                                   .die = 1}},
                                    .speed_over_life = {.count = 2, .values = {1.0f, 0.3f}}};
    plume_particle_system kept[2], measured[2];
    for (int local = 0; local < 2; local++) {
        d.local_space = (uint32_t)local;
        CHECK_EQ_INT(plume_add_particle_system(sys, &d, &kept[local]), PLUME_OK);
        CHECK_EQ_INT(plume_add_particle_system(sys, &d, &measured[local]), PLUME_OK);
        plume_particle_system_arrays a;
        CHECK_EQ_INT(plume_particle_system_arrays_of(sys, measured[local], &a), PLUME_OK);
        CHECK(plume_particle_system_box_kept(sys, kept[local]));
        CHECK(!plume_particle_system_box_kept(sys, measured[local]));
    }
    uint32_t differ = 0, frames = 0;
    for (int f = 0; f < 120; f++) {
        float moved[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, (float)f * 0.1f, 0, 0, 1};
        for (int local = 0; local < 2; local++) {
            plume_particle_system both[2] = {kept[local], measured[local]};
            for (int t = 0; t < 2; t++) {
                plume_particle_system_set_transform(sys, both[t], moved);
                if (f % 17 == 3) plume_particle_system_burst(sys, both[t], 20); /* between steps */
                if (f == 60) plume_particle_system_seek(sys, both[t], 400.0); /* back: replayed from its start */
                if (f == 90) { /* a desc change keeps the particles */
                    plume_particle_system_desc changed = d;
                    changed.local_space = (uint32_t)local, changed.size[1] = 4.0f, changed.speed_over_life.count = 0;
                    CHECK_EQ_INT(plume_particle_system_set_desc(sys, both[t], &changed), PLUME_OK);
                }
            }
        }
        plume_step(sys, 16.0);
        for (int local = 0; local < 2; local++) {
            float klo[3], khi[3], mlo[3], mhi[3];
            CHECK_EQ_INT(plume_particle_system_bounds(sys, kept[local], klo, khi), PLUME_OK);
            CHECK_EQ_INT(plume_particle_system_bounds(sys, measured[local], mlo, mhi), PLUME_OK);
            frames += plume_particle_system_count(sys, kept[local]) > 0;
            for (int k = 0; k < 3; k++) differ += klo[k] != mlo[k] || khi[k] != mhi[k];
        }
    }
    CHECK_EQ_INT(differ, 0);
    CHECK(frames > 200);
    CHECK(plume_particle_system_box_kept(sys, kept[0]));
    /* a manual system the game filled without its arrays' pointers kept (set_count reveals old slots), then simulated:
       its box is measured when the desc changes, not left empty until the next step */
    plume_particle_system_desc md = d;
    md.manual = 1, md.collider_count = 0, md.speed_over_life.count = 0, md.capacity = 64;
    plume_particle_system hand;
    CHECK_EQ_INT(plume_add_particle_system(sys, &md, &hand), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_set_count(sys, hand, 4), PLUME_OK); /* zeros at the origin */
    md.manual = 0;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, hand, &md), PLUME_OK);
    CHECK(plume_particle_system_box_kept(sys, hand));
    float lo[3], hi[3];
    CHECK_EQ_INT(plume_particle_system_bounds(sys, hand, lo, hi), PLUME_OK);
    CHECK(lo[0] <= 0.0f && hi[0] >= 0.0f && lo[1] <= 0.0f && hi[1] >= 0.0f); /* not empty: the four at the origin */
    /* sub-emitted particles: born at their parent's death, moved by the time since */
    plume_particle_system_desc cd = {.life = {500, 500}, .velocity = {0, 10, 0}, .velocity_random = {5, 5, 5},
                                     .parent = kept[0].id, .parent_event = PLUME_SUB_DEATH, .burst = 3, .seed = 9};
    plume_particle_system child, twin;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &child), PLUME_OK);
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &twin), PLUME_OK);
    plume_particle_system_arrays a;
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, twin, &a), PLUME_OK);
    uint32_t outside = 0, off_centre = 0, seen = 0;
    for (int f = 0; f < 60; f++) {
        plume_step(sys, 16.0);
        float klo[3], khi[3], mlo[3], mhi[3];
        if (!plume_particle_system_count(sys, child)) continue;
        seen++;
        plume_particle_system_bounds(sys, child, klo, khi);
        plume_particle_system_bounds(sys, twin, mlo, mhi);
        for (int k = 0; k < 3; k++) {
            outside += klo[k] > mlo[k] || khi[k] < mhi[k];
            off_centre += fabsf((klo[k] + khi[k]) - (mlo[k] + mhi[k])) > 1e-3f; /* what sorted systems order by */
        }
    }
    CHECK(seen > 10);
    CHECK_EQ_INT(outside, 0);
    CHECK_EQ_INT(off_centre, 0);
    plume_system_destroy(sys);
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A desc change with the default capacity keeps the live particles (issue 28: set({rate: 0}) or a shorter life
   re-derived the capacity and cut 480 particles to 16); an explicit smaller capacity still truncates. */
static void test_set_desc_keeps_particles(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.rate = 300, .life = {1600, 1600}};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    for (int i = 0; i < 100; i++) plume_step(sys, 16.0);
    uint32_t live = plume_particle_system_count(sys, s);
    CHECK(live > 400);
    plume_particle_system_desc resolved;
    plume_particle_system_resolved(sys, s, &resolved);
    CHECK_EQ_INT(resolved.capacity, 480);
    plume_particle_system_desc off = d;
    off.rate = 0, off.explicit_zero = PLUME_PSYS_ZERO_RATE; /* the flow stops: 16 would do for what comes */
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &off), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_count(sys, s), live);
    plume_particle_system_resolved(sys, s, &resolved);
    CHECK_EQ_INT(resolved.capacity, 480);
    plume_particle_system_desc shorter = d;
    shorter.life[0] = shorter.life[1] = 100.0f; /* 30 would do */
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &shorter), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_count(sys, s), live);
    plume_particle_system_desc more = d;
    more.rate = 1000; /* needs more: grows, the particles kept */
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &more), PLUME_OK);
    plume_particle_system_resolved(sys, s, &resolved);
    CHECK_EQ_INT(resolved.capacity, 1600);
    CHECK_EQ_INT(plume_particle_system_count(sys, s), live);
    plume_particle_system_desc small = d;
    small.capacity = 100; /* said: the first 100 stay */
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &small), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_count(sys, s), 100);
    plume_system_destroy(sys);
}

/* A seek costs steps × capacity particle updates: past PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK it is refused at once,
   saying how far this system can seek (issue 28: seek(300000) of 262,143 particles ran for minutes). */
static void test_seek_cost_bound(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.rate = 5, .capacity = PLUME_PARTICLE_SYSTEM_MAX_CAPACITY};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_step(sys, 500.0);
    double began = seconds_now();
    CHECK_EQ_INT(plume_particle_system_seek(sys, s, 300000.0), PLUME_ERR_LIMIT);
    CHECK(seconds_now() - began < 0.5);
    CHECK_ERROR_HAS("seek: 300000 ms re-simulates 18000 steps of 262143 particles, over the 16777216 particle updates "
                    "a seek may cost; this system can seek at most 1066 ms (lower its capacity)");
    double t = 0;
    plume_particle_system_time(sys, s, &t);
    NEAR(t, 500.0, 1e-9); /* refused: nothing changed */
    CHECK_EQ_INT(plume_particle_system_seek(sys, s, 1067.0), PLUME_ERR_LIMIT); /* 65 updates */
    CHECK_EQ_INT(plume_particle_system_seek(sys, s, 1066.0), PLUME_OK);         /* 64: within */
    CHECK(plume_last_error()[0] == '\0');
    plume_particle_system_time(sys, s, &t);
    NEAR(t, 1066.0, 1e-9);
    CHECK(plume_particle_system_count(sys, s) >= 5);
    /* a small system seeks the whole 5 minutes */
    plume_particle_system small;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.rate = 5}, &small), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_seek(sys, small, 300000.0), PLUME_OK);
    CHECK_EQ_INT(PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK, 16777216);
    plume_system_destroy(sys);
}

/* Directions whose squares underflow or overflow in float, and the trail width's bound (issue 28). */
static void test_extreme_directions_and_widths(void)
{
    const float lengths[] = {1e-30f, 3e38f, 1e-45f};
    for (int i = 0; i < 3; i++) {
        plume_system *sys = new_system();
        plume_particle_system_desc d = {.rate = 10, .speed = {4, 4}, .direction = {0, 0, -lengths[i]},
                                        .explicit_zero = PLUME_PSYS_ZERO_VELOCITY | PLUME_PSYS_ZERO_VELOCITY_RANDOM |
                                                         PLUME_PSYS_ZERO_ANGLE};
        plume_particle_system s;
        CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
        plume_step(sys, 150.0);
        plume_particle_system_arrays arr;
        plume_particle_system_arrays_of(sys, s, &arr);
        CHECK(arr.count >= 1);
        for (uint32_t k = 0; k < arr.count; k++) {
            NEAR(arr.velocities[k * 3 + 2], -4.0, 1e-4);
            NEAR(arr.velocities[k * 3 + 0], 0.0, 1e-4);
            NEAR(arr.velocities[k * 3 + 1], 0.0, 1e-4);
        }
        plume_system_destroy(sys);
    }
    /* a light direction of the look normalises the same way (all zero: straight down, as before) */
    plume_system *sys = new_system();
    plume_particle_system_desc lit = {.look = {.light = {3e38f, 0, 0}, .light_strength = 1}};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &lit, &s), PLUME_OK);
    plume_particle_system_desc resolved;
    plume_particle_system_resolved(sys, s, &resolved);
    NEAR(resolved.look.light[0], 1.0, 1e-6);
    /* a trail width no screen can show is a mistake, refused by name */
    plume_particle_system_desc wide = {.render = PLUME_RENDER_TRAIL, .trail_width_count = 2, .trail_width = {1, 3e38f}};
    CHECK_EQ_INT(plume_add_particle_system(sys, &wide, &s), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("trail.width");
    CHECK_ERROR_HAS("1e6 world units");
    wide.trail_width[1] = 1e6f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &wide, &s), PLUME_OK);
    plume_system_destroy(sys);
}

/* A lent particle block outlives its system and every reallocation: C never frees it, the lender does
   (issue 28: JavaScript views kept across set({capacity}) or remove() wrote into freed memory). ASan sees a use
   after free, LeakSanitizer a block nobody freed. */
static void test_lent_blocks(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.manual = 1, .capacity = 64};
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_arrays first;
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, s, &first), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_lend(sys, s), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_lend(sys, s), PLUME_OK); /* twice is once */
    /* a capacity change: a new block, the lent one kept as it was */
    first.positions[0] = 7.0f;
    CHECK_EQ_INT(plume_particle_system_set_count(sys, s, 1), PLUME_OK);
    d.capacity = 128;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &d), PLUME_OK);
    plume_particle_system_arrays second;
    plume_particle_system_arrays_of(sys, s, &second);
    CHECK(second.positions != first.positions);
    CHECK_EQ_INT(second.positions[0], 7); /* the particles came along */
    first.positions[63 * 3] = 1.0f;       /* still valid */
    first.frames[63] = 3;
    free(first.positions);                /* the lender's: the system no longer uses it */
    /* lent again, then removed: the block stays for the views */
    CHECK_EQ_INT(plume_particle_system_lend(sys, s), PLUME_OK);
    CHECK_EQ_INT(plume_remove_particle_system(sys, s), PLUME_OK);
    second.positions[0] = 1.0f;
    second.frames[127] = 9;
    plume_particle_system t;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &t), PLUME_OK);
    plume_particle_system_arrays third;
    plume_particle_system_arrays_of(sys, t, &third);
    CHECK(third.positions != second.positions); /* malloc did not hand the lent block to another */
    CHECK_EQ_INT(second.frames[127], 9);
    free(second.positions);
    CHECK_EQ_INT(plume_particle_system_lend(sys, (plume_particle_system){12345}), PLUME_ERR_STALE_HANDLE);
    /* a block allocated after a lend is the system's own: freed with it (LeakSanitizer would see it otherwise) */
    CHECK_EQ_INT(plume_particle_system_lend(sys, t), PLUME_OK);
    d.capacity = 16;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, t, &d), PLUME_OK);
    free(third.positions);
    CHECK_EQ_INT(plume_remove_particle_system(sys, t), PLUME_OK);
    /* destroying the whole plume_system leaves a lent block to its lender */
    plume_particle_system u;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.rate = 50}, &u), PLUME_OK);
    plume_step(sys, 100.0);
    plume_particle_system_arrays last;
    plume_particle_system_arrays_of(sys, u, &last);
    CHECK_EQ_INT(plume_particle_system_lend(sys, u), PLUME_OK);
    plume_system_destroy(sys);
    last.positions[0] = 2.0f;
    CHECK(last.life[0] > 0.0f);
    free(last.positions);
}

/* Births recorded between steps (a parent's burst made with its child, burst()) reach
   the child at the next step as old as that step, as their parents are: a long step leaves none of a short life
   (found by the effects fuzzer: a stopped play's sub-emitter showed births 8e6 ms late and ended 700 ms after). */
static void test_births_between_steps_age_with_the_step(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc pd = {.burst = 3, .seed = 5, .life = {1000.0f, 1000.0f},
                                     .explicit_zero = PLUME_PSYS_ZERO_RATE};
    pd.velocity[0] = 1.0f; /* 1 unit a second along x */
    pd.explicit_zero |= PLUME_PSYS_ZERO_VELOCITY_RANDOM;
    plume_particle_system parent, young, short_lived;
    CHECK_EQ_INT(plume_add_particle_system(sys, &pd, &parent), PLUME_OK);
    plume_particle_system_desc cd = pd;
    cd.burst = 2, cd.parent = parent.id, cd.parent_event = PLUME_SUB_BIRTH;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &young), PLUME_OK);
    cd.life[0] = cd.life[1] = 50.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &short_lived), PLUME_OK);
    plume_step(sys, 200.0);
    plume_particle_system_arrays p, y, s;
    plume_particle_system_arrays_of(sys, parent, &p);
    plume_particle_system_arrays_of(sys, young, &y);
    plume_particle_system_arrays_of(sys, short_lived, &s);
    CHECK_EQ_INT(p.count, 3);
    CHECK_EQ_INT(y.count, 6);
    NEAR(p.life[0], 800.0, 1e-3);
    for (uint32_t i = 0; i < y.count; i++) {
        NEAR(y.life[i], 800.0, 1e-3); /* as old as their parents */
        NEAR(y.positions[i * 3], 0.2, 1e-4); /* and as far along */
    }
    CHECK_EQ_INT(s.count, 0); /* a life of 50 ms ended within the 200 ms step */
    CHECK_EQ_INT(plume_get_stats(sys).sub_emitter_dropped, 0); /* lived and died: not dropped */
    CHECK(plume_particle_system_ended(sys, short_lived) == 0); /* its parent still lives */
    /* burst() between steps: the same */
    CHECK_EQ_INT(plume_particle_system_burst(sys, parent, 1), PLUME_OK);
    plume_step(sys, 100.0);
    plume_particle_system_arrays_of(sys, young, &y);
    plume_particle_system_arrays_of(sys, short_lived, &s);
    CHECK_EQ_INT(y.count, 8);
    NEAR(y.life[y.count - 1], 900.0, 1e-3);
    CHECK_EQ_INT(s.count, 0);
    plume_system_destroy(sys);
}

/* A chain: the births a sub-emitter makes at its parent's events are as old as its particles are made (found by
   review: they were recorded as born at the end of the step, so a grandchild of a long step showed a full life). */
static void test_chained_births_age_with_their_event(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc pd = {.burst = 3, .seed = 5, .life = {1000.0f, 1000.0f},
                                     .explicit_zero = PLUME_PSYS_ZERO_RATE | PLUME_PSYS_ZERO_VELOCITY_RANDOM};
    plume_particle_system top, middle, bottom, short_bottom;
    CHECK_EQ_INT(plume_add_particle_system(sys, &pd, &top), PLUME_OK);
    plume_particle_system_desc cd = pd;
    cd.burst = 1, cd.parent = top.id, cd.parent_event = PLUME_SUB_BIRTH, cd.life[0] = cd.life[1] = 50.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &middle), PLUME_OK);
    cd.parent = middle.id, cd.life[0] = cd.life[1] = 6000.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &bottom), PLUME_OK);
    cd.life[0] = cd.life[1] = 50.0f;
    CHECK_EQ_INT(plume_add_particle_system(sys, &cd, &short_bottom), PLUME_OK);
    plume_step(sys, 5000.0); /* everything was born at its start */
    plume_particle_system_arrays b;
    plume_particle_system_arrays_of(sys, bottom, &b);
    CHECK_EQ_INT(plume_particle_system_count(sys, top), 0);
    CHECK_EQ_INT(plume_particle_system_count(sys, middle), 0);
    CHECK_EQ_INT(b.count, 3);
    for (uint32_t i = 0; i < b.count; i++) NEAR(b.life[i], 1000.0, 1e-2); /* 6000 less the 5000 since their birth */
    CHECK_EQ_INT(plume_particle_system_count(sys, short_bottom), 0);
    CHECK(plume_particle_system_ended(sys, short_bottom));
    plume_system_destroy(sys);
}

int main(void)
{
    test_births_between_steps_age_with_the_step();
    test_chained_births_age_with_their_event();
    test_lent_blocks();
    test_set_desc_keeps_particles();
    test_seek_cost_bound();
    test_extreme_directions_and_widths();
    test_creation_period_and_capacity();
    test_no_allocation_while_playing();
    test_one_shot_ends();
    test_handles();
    test_bounds_and_space();
    test_sort_order();
    test_model_and_wind();
    test_timed_keys_and_look();
    test_speed_and_rotation_keys();
    test_seek_and_atlas();
    test_records();
    test_random_colour_batches();
    test_look_over_life_on_every_path();
    test_kept_box_is_the_measured_box();
    test_trails();
    test_trail_bend();
    test_sub_emitters();
    test_bad_settings();
    return check_report("test_particle_system");
}
