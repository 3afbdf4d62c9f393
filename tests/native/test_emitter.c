/* GPU emitters in the core: the motion equation, the ring, the path history, bounds, seeded
   determinism, long-session precision, handles and bad settings. The reference (plume_emitter_sample)
   evaluates the same uniform block the vertex shader reads, with the shader's equations. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "emitter.h"
#include "emitter_internal.h"
#include "plume.h"
#include "curve.h"
#include "draw_list.h"

#define NEAR(a, b, eps) CHECK(fabs((double)(a) - (double)(b)) <= (eps))

static plume_system *new_system(void) { return plume_system_create(&(plume_system_desc){.seed = 7}); }

static void translation(float m[16], float x, float y, float z)
{
    for (int i = 0; i < 16; i++) m[i] = (i % 5 == 0) ? 1.0f : 0.0f;
    m[12] = x, m[13] = y, m[14] = z;
}

static void test_motion_equation(void)
{
    float p0[3] = {1, 2, 3}, v0[3] = {2, 0, -1}, g[3] = {0, -10, 0}, out[3];
    plume_emitter_motion(p0, v0, g, 0.0f, 0.5f, out); /* p0 + v t + g t²/2 */
    NEAR(out[0], 2.0, 1e-5);
    NEAR(out[1], 2.0 - 1.25, 1e-5);
    NEAR(out[2], 2.5, 1e-5);
    /* with drag: against a fine numerical integration of v' = g - k v */
    float k = 1.5f;
    double p[3] = {1, 2, 3}, v[3] = {2, 0, -1};
    const double dt = 1e-5;
    for (int step = 0; step < 100000; step++) /* 1 s */
        for (int i = 0; i < 3; i++) {
            double a = g[i] - k * v[i];
            p[i] += v[i] * dt + 0.5 * a * dt * dt;
            v[i] += a * dt;
        }
    plume_emitter_motion(p0, v0, g, k, 1.0f, out);
    for (int i = 0; i < 3; i++) NEAR(out[i], p[i], 1e-3);
    /* terminal velocity g/k: after a long time the fall rate approaches it */
    float a1[3], a2[3];
    plume_emitter_motion(p0, v0, g, k, 20.0f, a1);
    plume_emitter_motion(p0, v0, g, k, 21.0f, a2);
    NEAR(a2[1] - a1[1], -10.0 / 1.5, 1e-3);
}

/* rate 10/s, life 1000 ms: ten slots, slot j born at 100 j ms, reborn every 1000 ms */
static void test_ring(void)
{
    plume_system *sys = new_system();
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.rate = 10, .life = 1000}, &e), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_slots(sys, e), 10);
    plume_emitter_particle p;
    plume_emitter_sample(sys, e, 0, &p);
    CHECK(p.alive);
    NEAR(p.age, 0.0, 1e-3);
    CHECK_EQ_INT(plume_emitter_live(sys, e), 1);
    plume_step(sys, 250);
    CHECK_EQ_INT(plume_emitter_live(sys, e), 3);
    for (uint32_t j = 0; j < 10; j++) {
        plume_emitter_sample(sys, e, j, &p);
        CHECK(p.alive == (j < 3));
        if (j < 3) NEAR(p.age, 250.0 - 100.0 * j, 1e-3);
    }
    plume_step(sys, 800); /* 1050: slot 0 reborn 50 ms ago, slot 1 is 950 ms old */
    plume_emitter_sample(sys, e, 0, &p);
    CHECK(p.alive);
    NEAR(p.age, 50.0, 1e-3);
    plume_emitter_sample(sys, e, 1, &p);
    NEAR(p.age, 950.0, 1e-3);
    CHECK_EQ_INT(plume_emitter_live(sys, e), 10);
    /* a reborn particle is a different particle (its cycle enters the hash), the same slot's previous self
       is reproduced by seeking back */
    plume_emitter_particle reborn, first;
    plume_emitter_sample(sys, e, 0, &reborn);
    plume_emitter_seek(sys, e, 50);
    plume_emitter_sample(sys, e, 0, &first);
    NEAR(first.age, 50.0, 1e-3);
    CHECK(first.position[0] != reborn.position[0] || first.position[2] != reborn.position[2]);
    /* not looping: emission ends after duration, the last particles finish their life */
    plume_emitter n;
    plume_create_emitter(sys, &(plume_emitter_desc){.rate = 10, .life = 1000, .no_loop = 1, .duration = 500}, &n);
    plume_step(sys, 700);
    CHECK_EQ_INT(plume_emitter_live(sys, n), 5);
    plume_step(sys, 1000);
    CHECK_EQ_INT(plume_emitter_live(sys, n), 0);
    /* stop(): no more births, live ones finish */
    plume_emitter_seek(sys, e, 5000);
    plume_emitter_stop(sys, e);
    CHECK_EQ_INT(plume_emitter_live(sys, e), 10);
    plume_step(sys, 500);
    CHECK_EQ_INT(plume_emitter_live(sys, e), 5);
    plume_step(sys, 600);
    CHECK_EQ_INT(plume_emitter_live(sys, e), 0);
    /* burst: all at the start, again every duration while looping */
    plume_emitter b;
    plume_create_emitter(sys, &(plume_emitter_desc){.rate = 10, .life = 1000, .burst = 20, .duration = 2000}, &b);
    CHECK_EQ_INT(plume_emitter_slots(sys, b), 30);
    CHECK_EQ_INT(plume_emitter_live(sys, b), 21);
    plume_emitter_seek(sys, b, 1500);
    CHECK_EQ_INT(plume_emitter_live(sys, b), 10);
    plume_emitter_seek(sys, b, 2100);
    CHECK_EQ_INT(plume_emitter_live(sys, b), 30);
    plume_emitter_sample(sys, b, 25, &p);
    NEAR(p.age, 100.0, 1e-3);
    plume_system_destroy(sys);
}

static int same_particles(plume_system *a, plume_emitter ea, plume_system *b, plume_emitter eb, uint32_t n, double eps)
{
    int same = 1;
    for (uint32_t j = 0; j < n; j++) {
        plume_emitter_particle p, q;
        plume_emitter_sample(a, ea, j, &p);
        plume_emitter_sample(b, eb, j, &q);
        if (p.alive != q.alive) same = 0;
        for (int i = 0; i < 3 && p.alive; i++)
            if (fabs(p.position[i] - q.position[i]) > eps) same = 0;
    }
    return same;
}

static const plume_emitter_desc SPARKS = {.rate = 200, .life = 1200, .shape = PLUME_SHAPE_SPHERE, .radius = 0.5f,
                                          .speed = {1, 4}, .gravity = {0, -9.8f, 0}, .drag = 0.5f, .seed = 99};

static void test_seeded_determinism(void)
{
    plume_system *a = new_system(), *b = new_system();
    plume_emitter ea, eb, ec;
    plume_create_emitter(a, &SPARKS, &ea);
    plume_create_emitter(b, &SPARKS, &eb);
    for (int i = 0; i < 20; i++) plume_step(a, 16.5);
    plume_emitter_seek(b, eb, 20 * 16.5);
    CHECK(same_particles(a, ea, b, eb, 240, 1e-6));
    plume_emitter_desc other = SPARKS;
    other.seed = 100;
    plume_create_emitter(b, &other, &ec);
    plume_emitter_seek(b, ec, 20 * 16.5);
    CHECK(!same_particles(a, ea, b, ec, 240, 1e-3));
    /* the hash: in [0, 1), spread out */
    double sum = 0.0;
    float lo = 1.0f, hi = 0.0f;
    for (uint32_t j = 0; j < 10000; j++) {
        float r = plume_emitter_random(99, j, 3, 0);
        sum += r;
        lo = fminf(lo, r), hi = fmaxf(hi, r);
    }
    CHECK(lo >= 0.0f && hi < 1.0f && lo < 0.01f && hi > 0.99f);
    NEAR(sum / 10000.0, 0.5, 0.02);
    plume_system_destroy(a);
    plume_system_destroy(b);
}

/* After a day the numbers sent to the GPU are as small as after a minute: the same particles when the
   cycle counter (mod 83,521 in the hash) lines up, and the same ages whatever it is. */
static void test_long_session_precision(void)
{
    plume_system *a = new_system(), *b = new_system();
    plume_emitter ea, eb;
    plume_emitter_desc desc = SPARKS;
    desc.rate = 100, desc.life = 1000; /* 100 slots, a 1000 ms ring */
    plume_create_emitter(a, &desc, &ea);
    plume_create_emitter(b, &desc, &eb);
    plume_emitter_seek(a, ea, 60000.0 + 123.0);
    plume_emitter_seek(b, eb, (60.0 + PLUME_EMITTER_HASH_PERIOD) * 1000.0 + 123.0); /* 23.2 hours */
    CHECK(same_particles(a, ea, b, eb, 100, 1e-5));
    plume_emitter_seek(b, eb, 86400000.0 + 123.0); /* 24 hours: other particles, same ages */
    for (uint32_t j = 0; j < 100; j++) {
        plume_emitter_particle p, q;
        plume_emitter_sample(a, ea, j, &p);
        plume_emitter_sample(b, eb, j, &q);
        CHECK(p.alive == q.alive);
        NEAR(p.age, q.age, 1e-3);
    }
    plume_system_destroy(a);
    plume_system_destroy(b);
}

static int inside(const float lo[3], const float hi[3], const float p[3])
{
    for (int i = 0; i < 3; i++)
        if (p[i] < lo[i] - 1e-4f || p[i] > hi[i] + 1e-4f) return 0;
    return 1;
}

/* The emitter's particles in its first `max` slots, as the shader places them (plume_emitter_sample): how many are
   alive (added to *alive) and how many of those lie outside [lo, hi]. */
static uint32_t sampled_outside(plume_system *sys, plume_emitter e, uint32_t max, const float lo[3], const float hi[3],
                                uint32_t *alive)
{
    uint32_t outside = 0;
    for (uint32_t j = 0; j < plume_emitter_slots(sys, e) && j < max; j++) {
        plume_emitter_particle p;
        CHECK_EQ_INT(plume_emitter_sample(sys, e, j, &p), PLUME_OK);
        if (!p.alive) continue;
        (*alive)++;
        if (!inside(lo, hi, p.position)) outside++;
    }
    return outside;
}

/* Bounds hold every particle's position at 100 times (100 particles each: 10,000 positions) for
   several shapes, with gravity, drag, noise, and an emitter moving on a circle. */
static void test_bounds_contain_particles(void)
{
    const plume_emitter_desc descs[] = {
        SPARKS,
        {.rate = 100, .life = 1000, .shape = PLUME_SHAPE_BOX, .box = {2, 1, 3}, .speed = {0.5f, 3}, .angle = 60,
         .direction = {1, 1, 0}, .gravity = {0.5f, -3, 2}, .drag = 2.0f},
        {.rate = 100, .life = 1000, .shape = PLUME_SHAPE_CONE, .radius = 1, .angle = 10, .speed = {5, 6},
         .gravity = {0, -20, 0}, .noise_strength = 2, .noise_scale = 1.3f},
        {.rate = 100, .life = 1000, .shape = PLUME_SHAPE_RING, .radius = 2, .direction = {0, 0, 1}, .angle = 90,
         .speed = {1, 1}, .render = PLUME_RENDER_VELOCITY, .stretch = 0.2f},
        {.rate = 100, .life = 1000, .speed = {2, 5}, .angle = 70, .gravity = {0, -6, 1}, .drag = 0.7f,
         .speed_over_life = {.count = 4, .values = {3, 0.2f, 0, 2}, .times = {0, 0.3f, 0.5f, 1}}},
        /* a narrow cone from a point, stretched unevenly below (5): the stretch opens the cone in the world */
        {.rate = 100, .life = 1000, .speed = {5, 6}, .angle = 25, .size_count = 1, .size = {0.01f}},
    };
    for (uint32_t d = 0; d < sizeof descs / sizeof descs[0]; d++) {
        plume_system *sys = new_system();
        plume_emitter e;
        CHECK_EQ_INT(plume_create_emitter(sys, &descs[d], &e), PLUME_OK);
        uint32_t outside = 0, samples = 0;
        for (int t = 0; t < 100; t++) {
            plume_step(sys, 23.0);
            float m[16];
            translation(m, 3.0f * cosf(t * 0.05f), 1.0f, 3.0f * sinf(t * 0.05f));
            if (d == 2) m[0] = 2.0f; /* a stretched emitter */
            if (d == 5) m[0] = 3.0f, m[5] = 0.6f, m[10] = 1.5f; /* stretched unevenly: the cone opens */
            plume_emitter_set_transform(sys, e, m);
            float lo[3], hi[3];
            plume_emitter_bounds(sys, e, lo, hi);
            outside += sampled_outside(sys, e, 100, lo, hi, &samples);
        }
        CHECK(samples > 5000);
        CHECK_EQ_INT(outside, 0);
        plume_system_destroy(sys);
    }
}

/* A transform's scale scales launch speeds; one within the box's tolerance of a uniform scale (a hair of stretch or
   shear: taken as uniform, the cone kept narrow) still stretches a speed by up to its largest stretch, not by its
   first column's length. Fast particles at the end of their life (1,000 units out) went 0.4 (stretch) and 0.28
   (shear) past a box that took the first column's length; a uniform scale 3 triples the reach. */
static void test_bounds_hold_scaled_speeds(void)
{
    float stretched[16], sheared[16], tripled[16];
    translation(stretched, 0, 0, 0);
    stretched[5] = 1.0005f;
    translation(sheared, 0, 0, 0);
    sheared[4] = 9.9e-4f;
    translation(tripled, 1, 2, 3);
    const float c = cosf(0.7f) * 3.0f, s = sinf(0.7f) * 3.0f;
    tripled[0] = c, tripled[1] = s, tripled[4] = -s, tripled[5] = c, tripled[10] = 3.0f;
    const float *transforms[] = {stretched, sheared, tripled};
    const float directions[][3] = {{0, 1, 0}, {1, 1, 0}, {0, 1, 0}};
    for (int k = 0; k < 3; k++) {
        plume_system *sys = new_system();
        plume_emitter e;
        plume_emitter_desc desc = {.rate = 0, .burst = 20, .life = 1000, .speed = {1000, 1000}, .angle = k == 2 ? 10.0f : 0.0f,
                                   .size_count = 1, .size = {0.01f},
                                   .explicit_zero = PLUME_EMITTER_ZERO_RATE | PLUME_EMITTER_ZERO_ANGLE};
        memcpy(desc.direction, directions[k], sizeof desc.direction);
        CHECK_EQ_INT(plume_create_emitter(sys, &desc, &e), PLUME_OK);
        CHECK_EQ_INT(plume_emitter_set_transform(sys, e, transforms[k]), PLUME_OK);
        CHECK_EQ_INT(plume_step(sys, 999.9), PLUME_OK);
        float lo[3], hi[3];
        CHECK_EQ_INT(plume_emitter_bounds(sys, e, lo, hi), PLUME_OK);
        uint32_t alive = 0;
        CHECK_EQ_INT(sampled_outside(sys, e, UINT32_MAX, lo, hi, &alive), 0);
        CHECK_EQ_INT(alive, 20);
        for (uint32_t j = 0; k == 2 && j < 20; j++) { /* 3 times as fast: 3 × 999.9 units from where it was played */
            plume_emitter_particle p;
            CHECK_EQ_INT(plume_emitter_sample(sys, e, plume_emitter_slots(sys, e) - 20 + j, &p), PLUME_OK);
            float dx = p.position[0] - 1.0f, dy = p.position[1] - 2.0f, dz = p.position[2] - 3.0f;
            CHECK(p.alive && fabsf(sqrtf(dx * dx + dy * dy + dz * dz) - 2999.7f) < 0.5f);
        }
        plume_system_destroy(sys);
    }
}

/* A box bounds the motion over the ages shown now, not over a whole life: a burst's particles are all one age, and an
   explosion's box 200 ms in took the reach of its whole 2 s life, ten times what it drew (a game culling by it, and
   Plume's own frustum test, kept it long after it left the view). A young flow's box is its newest ages'. */
static void test_box_holds_the_ages_shown(void)
{
    const plume_emitter_desc burst = {.rate = 0, .burst = 40, .life = 2000, .shape = PLUME_SHAPE_POINT, .angle = 180,
                                      .speed = {5, 5}, .size_count = 1, .size = {0.01f},
                                      .no_loop = 1, .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    const plume_emitter_desc flow = {.rate = 200, .life = 2000, .shape = PLUME_SHAPE_POINT, .angle = 180,
                                     .speed = {5, 5}, .size_count = 1, .size = {0.01f}, .gravity = {0, -3, 0}};
    /* a narrow cone up: the newest particles near the emitter, the oldest 5 units a second up (a box of the oldest
       ages alone misses the newest) */
    const plume_emitter_desc up = {.rate = 200, .life = 2000, .shape = PLUME_SHAPE_POINT, .angle = 5, .speed = {5, 5},
                                   .size_count = 1, .size = {0.01f}};
    const plume_emitter_desc *descs[] = {&burst, &flow, &up};
    for (int k = 0; k < 3; k++) {
        plume_system *sys = new_system();
        plume_emitter e;
        CHECK_EQ_INT(plume_create_emitter(sys, descs[k], &e), PLUME_OK);
        double t = 0.0;
        const double at[] = {200.0, 700.0, 1500.0};
        for (int i = 0; i < 3; i++) {
            CHECK_EQ_INT(plume_step(sys, at[i] - t), PLUME_OK);
            t = at[i];
            float lo[3], hi[3];
            CHECK_EQ_INT(plume_emitter_bounds(sys, e, lo, hi), PLUME_OK);
            uint32_t alive = 0;
            CHECK_EQ_INT(sampled_outside(sys, e, UINT32_MAX, lo, hi, &alive), 0);
            CHECK(alive >= 40);
            /* 5 units/s for the oldest age shown (a millisecond more), a hair of the quad: not 10 units (2 s) */
            int axis = k == 2 ? 1 : 0; /* along x (no gravity there), or up the cone */
            CHECK(hi[axis] <= 5.0f * (float)(at[i] + 1.0) * 0.001f + 0.05f);
            CHECK(hi[axis] >= 5.0f * (float)at[i] * 0.001f * 0.99f);
        }
        plume_system_destroy(sys);
    }
}

/* A particle starts where the emitter was at its birth, interpolated between the positions set. */
static void test_history(void)
{
    plume_system *sys = new_system();
    plume_emitter e;
    plume_create_emitter(sys, &(plume_emitter_desc){.rate = 50, .life = 1000, .explicit_zero = PLUME_EMITTER_ZERO_SPEED},
                         &e);
    float m[16];
    for (int frame = 1; frame <= 60; frame++) { /* moves at 10 units/s along x, set after each step */
        plume_step(sys, 1000.0 / 60.0);
        translation(m, 10.0f * frame / 60.0f, 0, 0);
        plume_emitter_set_transform(sys, e, m);
    }
    /* at 1000 ms, slot j was born at 20 j ms (the ring has wrapped once: slot 0 is newborn) */
    for (uint32_t j = 1; j < 50; j++) {
        plume_emitter_particle p;
        plume_emitter_sample(sys, e, j, &p);
        CHECK(p.alive);
        NEAR(p.position[0], 10.0 * (20.0 * j) / 1000.0, 0.02);
    }
    /* the same picture at 20 steps a second, and with one 500 ms hitch */
    for (int variant = 0; variant < 2; variant++) {
        plume_system *other = new_system();
        plume_emitter o;
        plume_create_emitter(other, &(plume_emitter_desc){.rate = 50, .life = 1000,
                                                           .explicit_zero = PLUME_EMITTER_ZERO_SPEED}, &o);
        double t = 0.0;
        while (t < 999.999) {
            double dt = variant == 0 ? 50.0 : (t < 1.0 ? 500.0 : 1000.0 / 60.0);
            if (t + dt > 1000.0) dt = 1000.0 - t;
            plume_step(other, dt);
            t += dt;
            translation(m, (float)(10.0 * t / 1000.0), 0, 0);
            plume_emitter_set_transform(other, o, m);
        }
        for (uint32_t j = 1; j < 50; j++) { /* slot 0 is reborn at exactly 1000 ms: a sum of 60ths may not be */
            plume_emitter_particle p, q;
            plume_emitter_sample(sys, e, j, &p);
            plume_emitter_sample(other, o, j, &q);
            CHECK(p.alive && q.alive);
            NEAR(p.position[0], q.position[0], 0.02);
        }
        plume_system_destroy(other);
    }
    /* seeking back inside the recorded path: the emitter is where it was */
    plume_emitter_seek(sys, e, 500.0);
    plume_emitter_particle p;
    plume_emitter_sample(sys, e, 25, &p); /* born now */
    NEAR(p.position[0], 5.0, 0.02);
    plume_system_destroy(sys);
}

static void test_handles_and_errors(void)
{
    plume_system *sys = new_system();
    plume_emitter e, f;
    CHECK_EQ_INT(plume_create_emitter(sys, NULL, &e), PLUME_OK); /* all defaults */
    plume_emitter_desc resolved;
    plume_emitter_resolved(sys, e, &resolved);
    CHECK(resolved.rate == PLUME_LAYER_DEFAULT_RATE && resolved.life == PLUME_LAYER_DEFAULT_LIFE);
    CHECK(resolved.speed[0] == PLUME_LAYER_DEFAULT_SPEED_MIN && resolved.direction[1] == 1.0f);
    CHECK(resolved.time_scale == 1.0f && resolved.capacity == 30);
    CHECK_EQ_INT(plume_emitter_destroy(sys, e), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_destroy(sys, e), PLUME_ERR_STALE_HANDLE);
    float m[16];
    translation(m, 0, 0, 0);
    CHECK_EQ_INT(plume_emitter_set_transform(sys, e, m), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_create_emitter(sys, NULL, &f), PLUME_OK);
    CHECK(f.id != e.id && (f.id & 0xffff) == (e.id & 0xffff)); /* same slot, new generation */
    CHECK(!plume_emitter_alive(sys, e) && plume_emitter_alive(sys, f));
    CHECK_EQ_INT(plume_emitter_seek(sys, e, 10), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_emitter_seek(sys, f, -1), PLUME_ERR_INVALID_ARGUMENT);
    m[3] = NAN;
    CHECK_EQ_INT(plume_emitter_set_transform(sys, f, m), PLUME_ERR_INVALID_ARGUMENT);

    plume_emitter bad;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.life = -5}, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("life must be a finite number >= 0, got -5");
    CHECK(bad.id == 0);
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.rate = NAN}, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("rate");
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.shape = 9}, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("unknown shape 9");
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.capacity = PLUME_EMITTER_MAX_CAPACITY + 1}, &bad),
                 PLUME_ERR_LIMIT);
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.rate = 100000, .life = 10000}, &bad), PLUME_ERR_LIMIT);
    CHECK_ERROR_HAS("lower rate or life");
    /* a burst of UINT32_MAX with a capacity said: once wrapped past the check (burst + 1 == 0) */
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.rate = 10, .capacity = 1000, .burst = 0xffffffffu}, &bad),
                 PLUME_ERR_LIMIT);
    CHECK_ERROR_HAS("burst 4294967295 does not fit capacity 1000");
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.atlas_cols = 2, .atlas_rows = 2, .atlas_frames = 5},
                                      &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("atlas.frames is 5 but a 2 x 2 atlas holds 4");
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.texture = 3}, &bad), PLUME_ERR_INVALID_ARGUMENT);
    /* timeScale 0 freezes the clock; update keeps time */
    plume_emitter_desc frozen = {.explicit_zero = PLUME_EMITTER_ZERO_TIME_SCALE};
    CHECK_EQ_INT(plume_emitter_update(sys, f, &frozen), PLUME_OK);
    double before, after;
    plume_step(sys, 100);
    plume_emitter_time(sys, f, &before);
    plume_step(sys, 100);
    plume_emitter_time(sys, f, &after);
    CHECK(before == after);
    /* no desc: every setting its default, as plume_create_emitter takes it (it read through NULL) */
    CHECK_EQ_INT(plume_emitter_update(sys, f, NULL), PLUME_OK);
    plume_step(sys, 100);
    plume_emitter_time(sys, f, &after);
    CHECK(after > before); /* the default time scale, 1 */
    plume_stats stats = plume_get_stats(sys);
    CHECK_EQ_INT(stats.emitters, 1);
    CHECK_EQ_INT(stats.emitter_particles, plume_emitter_live(sys, f));
    plume_system_destroy(sys);
}

/* Keys with times (curve.c) as the shader reads them from the uniform block: size and colour. */
static void test_timed_keys(void)
{
    plume_system *sys = new_system();
    plume_emitter_desc d = {.rate = 1, .life = 1000, .size_count = 3, .size = {1, 4, 0}, .size_times = {0, 0.1f, 1},
                            .color_count = 3, .color = {1, 1, 1, 1, 8, 4, 2, 1, 0, 0, 0, 0},
                            .color_times = {0, 0.8f, 1}, .color_ease = PLUME_EASE_SMOOTH};
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_OK);
    plume_emitter_particle p;
    plume_step(sys, 100); /* slot 0 is 100 ms old: t = 0.1 */
    plume_emitter_sample(sys, e, 0, &p);
    NEAR(p.size, 4.0, 1e-3);
    NEAR(p.color[0], 1.0 + 7.0 * (0.125 * 0.125 * (3 - 0.25)), 1e-3); /* smooth, an eighth of the way to 0.8 */
    plume_step(sys, 700); /* t = 0.8: the HDR key */
    plume_emitter_sample(sys, e, 0, &p);
    NEAR(p.size, 4.0 * (1 - 0.7 / 0.9), 1e-3);
    NEAR(p.color[0], 8.0, 1e-3);
    NEAR(p.color[1], 4.0, 1e-3);
    plume_system_destroy(sys);
}

/* The speed keys' closed-form integrals against a fine numerical integration of dp/dt = m(t/L) v, v' = g - k v:
   f is where v0 = 1, g = 0 takes a particle, h where v0 = 0, g = 1 does — for keys with times (a stop, a ramp
   before the first key and a hold after the last), evenly spaced ones, one key and none, drags from none to
   strong, including the small ones where the closed forms would lose their digits. */
static void test_speed_integrals(void)
{
    plume_keys cases[4] = {
        {.count = 4, .values = {2, 0, 0, 1.5f}, .times = {0.1f, 0.4f, 0.6f, 0.9f}},
        {.count = 3, .values = {1, 3, 0.5f}},
        {.count = 1, .values = {0.25f}},
        {.count = 0},
    };
    const float drags[] = {0.0f, 0.0004f, 0.03f, 0.12f, 0.3f, 0.9f, 7.0f}; /* kw about 0.1 to 0.6: the cutover */
    const float life = 2.0f;
    for (int c = 0; c < 4; c++) {
        plume_keys_settle(&cases[c]);
        for (int d = 0; d < 7; d++) {
            float k = drags[d];
            double pf = 0, vf = 1, ph = 0, vh = 0;
            const int steps = 200000;
            const double dt = life / steps;
            for (int i = 0; i < steps; i++) { /* midpoint rule on the motion, exact decay of v */
                double t = (i + 0.5) * dt;
                double m = plume_keys_value(&cases[c], (float)(t / life), 1.0f);
                double e = exp(-k * 0.5 * dt);
                double vf_mid = vf * e, vh_mid = k > 0 ? vh * e + (1 - e) / k : vh + 0.5 * dt;
                pf += m * vf_mid * dt;
                ph += m * vh_mid * dt;
                double e2 = exp(-k * dt);
                vf *= e2;
                vh = k > 0 ? vh * e2 + (1 - e2) / k : vh + dt;
                if (i == steps / 2 - 1 || i == steps - 1) {
                    float f, h;
                    plume_curve_motion(&cases[c], life, k, (float)((i + 1) * dt), &f, &h);
                    NEAR(f, pf, 1e-6 + 2e-5 * fabs(pf));
                    NEAR(h, ph, 1e-6 + 2e-5 * fabs(ph));
                }
            }
        }
    }
}

/* speed_over_life and rotation_over_life through an emitter: the reference (the shader's equations) stops a
   particle where the keys reach 0, turns it by the rotation keys, and the bounds still hold every particle. */
static void test_speed_and_rotation_keys(void)
{
    plume_system *sys = new_system();
    plume_emitter_desc d = {.rate = 1, .life = 1000, .speed = {4, 4}, .angle = 0,
                            .explicit_zero = PLUME_EMITTER_ZERO_ANGLE,
                            .speed_over_life = {.count = 2, .values = {1, 0}, .times = {0, 0.5f}},
                            .rotation_over_life = {.count = 2, .values = {0, 90}}};
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_OK);
    plume_emitter_particle p;
    plume_step(sys, 250); /* a quarter of its life: 4 m/s slowing linearly to 0 at half */
    plume_emitter_sample(sys, e, 0, &p);
    NEAR(p.position[1], 4 * (0.25 - 0.25 * 0.25), 1e-4);
    NEAR(p.velocity[1], 2.0, 1e-4);
    NEAR(p.rotation, 22.5, 1e-3);
    plume_step(sys, 650); /* 0.9 of its life: it stopped at half, 4 × 0.25 = 1 unit up */
    plume_emitter_sample(sys, e, 0, &p);
    NEAR(p.position[1], 1.0, 1e-4);
    NEAR(p.velocity[1], 0.0, 1e-6);
    NEAR(p.rotation, 81.0, 1e-3);
    /* bad keys are refused by name: a negative speed, an eased speed, a rotation that is not a number */
    plume_emitter bad;
    plume_emitter_desc wrong = d;
    wrong.speed_over_life.values[1] = -1;
    CHECK_EQ_INT(plume_create_emitter(sys, &wrong, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "speedOverLife") != NULL);
    wrong = d;
    wrong.speed_over_life.ease = PLUME_EASE_SMOOTH;
    CHECK_EQ_INT(plume_create_emitter(sys, &wrong, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "linear") != NULL);
    wrong = d;
    wrong.rotation_over_life.values[0] = NAN;
    CHECK_EQ_INT(plume_create_emitter(sys, &wrong, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "rotationOverLife") != NULL);
    wrong = d;
    wrong.rotation_over_life.count = 9;
    CHECK_EQ_INT(plume_create_emitter(sys, &wrong, &bad), PLUME_ERR_INVALID_ARGUMENT);
    plume_system_destroy(sys);
}

/* The turbulence flows with age: a particle standing at the origin, where the field's space part is 0, is still
   pushed, along the time part (t · sin(0.9 t), t · sin(1.2 t), t · sin(0.7 t)) times the strength. */
static void test_noise_flows(void)
{
    plume_system *sys = new_system();
    plume_emitter_desc d = {.rate = 1, .life = 2000, .noise_strength = 2, .noise_scale = 1,
                            .explicit_zero = PLUME_EMITTER_ZERO_SPEED};
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_OK);
    plume_emitter_particle p;
    plume_step(sys, 500);
    plume_emitter_sample(sys, e, 0, &p);
    NEAR(p.position[0], 2 * 0.5 * sin(0.45), 1e-4);
    NEAR(p.position[1], 2 * 0.5 * sin(0.6), 1e-4);
    NEAR(p.position[2], 2 * 0.5 * sin(0.35), 1e-4);
    plume_system_destroy(sys);
}

/* Directions whose squares underflow (1e-30) or overflow (3e38) in float still point where they say: the
   particle leaves along +X at its speed (issue 28: both once stood still, or moved as NaN). */
static void test_extreme_directions(void)
{
    const float lengths[] = {1e-30f, 3e38f, 1e-45f};
    for (int i = 0; i < 3; i++) {
        plume_system *sys = new_system();
        plume_emitter_desc d = {.rate = 1, .life = 1000, .speed = {4, 4}, .direction = {lengths[i], 0, 0},
                                .explicit_zero = PLUME_EMITTER_ZERO_ANGLE};
        plume_emitter e;
        CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_OK);
        plume_step(sys, 500);
        plume_emitter_particle p;
        plume_emitter_sample(sys, e, 0, &p);
        CHECK(p.alive);
        NEAR(p.velocity[0], 4.0, 1e-4);
        NEAR(p.velocity[1], 0.0, 1e-4);
        NEAR(p.position[0], 2.0, 1e-3);
        float lo[3], hi[3];
        CHECK_EQ_INT(plume_emitter_bounds(sys, e, lo, hi), PLUME_OK);
        CHECK(isfinite(lo[0]) && isfinite(hi[0]) && hi[0] >= 2.0f);
        plume_system_destroy(sys);
    }
}

/* A life of 1e-44 ms (a denormal: its path's grid saturates) and a rate of 1e-44 a second, moved over hours and sought
   back: what the shader is sent and its box stay finite (the seek's blend along the path ran to infinity, found by
   fuzz_effects; the ring's period was infinite). */
static void test_tiny_life_sought_back(void)
{
    plume_system *sys = new_system();
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.burst = 4, .life = 9.8e-45f, .rate = 9.8e-45f,
                                                                   .no_loop = 1, .duration = 62.5f}, &e), PLUME_OK);
    float at[16];
    for (int k = 0; k < 3; k++) { /* moved now and then over hours */
        CHECK_EQ_INT(plume_step(sys, 1e7), PLUME_OK);
        translation(at, -55.0f + 64.0f * (float)k, 2, 0);
        CHECK_EQ_INT(plume_emitter_set_transform(sys, e, at), PLUME_OK);
    }
    CHECK_EQ_INT(plume_emitter_seek(sys, e, 2500.0), PLUME_OK); /* back along the path */
    static plume_draw_list list; /* what the shader is sent: the path's samples, where it is now */
    static const float identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    plume_draw_list_clear(&list, 0.0f);
    plume_emitters_collect_draws(sys, &list, identity, identity, 1);
    CHECK_EQ_INT(list.count, 1);
    int finite = list.count == 1;
    for (uint32_t i = 0; finite && i < list.items[0].uniform_vec4s * 4u; i++) finite &= isfinite(list.items[0].uniforms[i]);
    CHECK(finite);
    plume_draw_list_free(&list);
    CHECK_EQ_INT(plume_emitter_seek(sys, e, 0.0), PLUME_OK); /* at its burst */
    float lo[3], hi[3];
    CHECK_EQ_INT(plume_emitter_bounds(sys, e, lo, hi), PLUME_OK);
    CHECK(plume_emitter_live(sys, e) >= 4);
    for (int a = 0; a < 3; a++) CHECK(isfinite(lo[a]) && isfinite(hi[a]) && lo[a] <= hi[a]);
    plume_system_destroy(sys);
}

/* An emitter's own time scale is bounded as JavaScript's and a play's are (3e38 ran its clock past what an index
   holds: fuzz_effects), and a clock that runs for years at the bound still counts its particles (its indices pass
   what an int64 holds: saturated, their span kept). */
static void test_time_scale_bounded(void)
{
    plume_system *sys = new_system();
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.rate = 10, .time_scale = 3e38f}, &e),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("timeScale");
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.rate = 1e6f, .life = 100, .capacity = 16384,
                                                                   .time_scale = 1000}, &e), PLUME_OK);
    for (int k = 0; k < 4; k++) CHECK_EQ_INT(plume_step(sys, 1e13), PLUME_OK); /* 4e16 ms of its clock */
    CHECK(plume_emitter_live(sys, e) > 16384u / 2u); /* its ring is full at 1e6 a second over a life of 100 ms */
    float lo[3], hi[3];
    CHECK_EQ_INT(plume_emitter_bounds(sys, e, lo, hi), PLUME_OK);
    plume_system_destroy(sys);
}

int main(void)
{
    test_extreme_directions();
    test_motion_equation();
    test_ring();
    test_seeded_determinism();
    test_long_session_precision();
    test_bounds_contain_particles();
    test_bounds_hold_scaled_speeds();
    test_box_holds_the_ages_shown();
    test_history();
    test_timed_keys();
    test_speed_integrals();
    test_speed_and_rotation_keys();
    test_noise_flows();
    test_handles_and_errors();
    test_tiny_life_sought_back();
    test_time_scale_bounded();
    return check_report("test_emitter");
}
