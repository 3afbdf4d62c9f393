/* Collisions of CPU particle systems (plume_collider): bouncing off a plane, dying on it, friction, spheres and
   boxes kept empty (fast particles included), local space, seek replaying them, the collision sub-emitter event,
   bad colliders refused by name, no allocation while colliding; and sparks as long whatever the step. */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "draw_list.h"
#include "particle_system.h"
#include "particle_system_internal.h"
#include "plume.h"
#include "web_api.h"

#define NEAR(a, b, eps) CHECK(fabs((double)(a) - (double)(b)) <= (eps))

/* JavaScript writes colliders through web_api.h's word indices: each field where the list says */
#define ASSERT_COLLIDER_(NAME, field, words)                                                                          \
    _Static_assert(offsetof(plume_collider, field) == PLUME_WEB_COLLIDER_##NAME * 4, "plume_collider." #field);       \
    _Static_assert(sizeof(((plume_collider *)0)->field) == (words) * 4, "plume_collider." #field " words");
PLUME_WEB_COLLIDER_FIELDS(ASSERT_COLLIDER_)
_Static_assert(sizeof(plume_collider) == PLUME_WEB_COLLIDER_WORDS * 4, "plume_collider: every word listed");
_Static_assert(PLUME_WEB_SDESC_COLLIDERS_LAST_ + 1 - PLUME_WEB_SDESC_COLLIDERS ==
                   PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS * PLUME_WEB_COLLIDER_WORDS,
               "the desc holds PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS colliders");

#include "count_allocations.h" /* `allocations`: every malloc/calloc/realloc (-Wl,--wrap) */

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

static plume_system *new_system(void) { return plume_system_create(&(plume_system_desc){.seed = 7}); }

/* One particle at p moving at v under gravity g, living 20 s; no flow. */
static plume_particle_system_desc one(float px, float py, float pz, float vx, float vy, float vz, float g)
{
    return (plume_particle_system_desc){
        .burst = 1, .life = {20000, 20000}, .position = {px, py, pz}, .velocity = {vx, vy, vz}, .gravity = {0, g, 0},
        .seed = 3, .explicit_zero = PLUME_PSYS_ZERO_RATE | PLUME_PSYS_ZERO_VELOCITY | PLUME_PSYS_ZERO_VELOCITY_RANDOM};
}

static plume_collider floor_plane(float bounce, float friction)
{
    return (plume_collider){.type = PLUME_COLLIDE_PLANE, .b = {0, 2, 0}, .bounce = bounce, .friction = friction,
                            .explicit_zero = bounce == 0.0f ? PLUME_COLLIDER_ZERO_BOUNCE : 0};
}

static plume_particle_system_arrays arrays(plume_system *sys, plume_particle_system s)
{
    plume_particle_system_arrays a;
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, s, &a), PLUME_OK);
    return a;
}

/* A particle dropped from 1 unit onto y = 0 with bounce 0.5 leaves with half the speed it came in with, never
   goes below the plane, and comes to rest on it. */
static void test_plane_bounce(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = one(0, 1, 0, 0, 0, 0, -10);
    d.collider_count = 1;
    d.colliders[0] = floor_plane(0.5f, 0.0f);
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    const float dt = 0.016f, g = -10.0f;
    float vy = 0.0f, lowest = 1.0f;
    int hits = 0;
    for (int i = 0; i < 500; i++) { /* 8 s */
        plume_step(sys, 16.0);
        plume_particle_system_arrays a = arrays(sys, s);
        CHECK_EQ_INT(a.count, 1);
        lowest = fminf(lowest, a.positions[1]);
        if (a.velocities[1] > 0.0f && vy <= 0.0f && hits++ == 0) {
            float into = -(vy + g * dt); /* the speed this step brought it in with */
            NEAR(a.velocities[1], 0.5f * into, 1e-4);
            NEAR(a.velocities[1], 0.5f * sqrtf(2.0f * 10.0f * 1.0f), 0.15); /* sqrt(2 g h) / 2 */
            /* on the surface, plus the rest of the step's move bounced back */
            CHECK(a.positions[1] >= 0.0f && a.positions[1] <= 0.5f * into * dt + 1e-4f);
        }
        vy = a.velocities[1];
    }
    CHECK(hits >= 3);      /* 0.25, 0.06, ... high */
    CHECK(lowest >= 0.0f); /* never below the plane */
    plume_particle_system_arrays a = arrays(sys, s);
    NEAR(a.positions[1], 0.0f, 1e-3); /* at rest on it */
    NEAR(a.velocities[1], 0.0f, 0.2);
    /* the resolved desc: the normal of unit length, bounce as given; 0 without the explicit bit: the default */
    plume_particle_system_desc r;
    CHECK_EQ_INT(plume_particle_system_resolved(sys, s, &r), PLUME_OK);
    CHECK_EQ_INT(r.collider_count, 1);
    NEAR(r.colliders[0].b[1], 1.0f, 1e-6);
    NEAR(r.colliders[0].bounce, 0.5f, 0);
    d.colliders[0].bounce = 0.0f;
    d.colliders[0].explicit_zero = 0;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &d), PLUME_OK);
    plume_particle_system_resolved(sys, s, &r);
    NEAR(r.colliders[0].bounce, PLUME_COLLIDER_DEFAULT_BOUNCE, 0);
    d.colliders[0].explicit_zero = PLUME_COLLIDER_ZERO_BOUNCE;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &d), PLUME_OK);
    plume_particle_system_resolved(sys, s, &r);
    NEAR(r.colliders[0].bounce, 0.0f, 0);
    plume_system_destroy(sys);
}

/* die: the particle dies the step it hits (and its death reaches death sub-emitters). */
static void test_die(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = one(0, 1, 0, 0, -5, 0, 0);
    d.collider_count = 1;
    d.colliders[0] = floor_plane(0.5f, 0.0f);
    d.colliders[0].die = 1;
    plume_particle_system s, child;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_desc c = one(0, 0, 0, 0, 0, 0, 0);
    c.burst = 2, c.parent = s.id, c.parent_event = PLUME_SUB_DEATH;
    CHECK_EQ_INT(plume_add_particle_system(sys, &c, &child), PLUME_OK);
    plume_step(sys, 100.0); /* y 0.5 */
    CHECK_EQ_INT(plume_particle_system_count(sys, s), 1);
    plume_step(sys, 50.0); /* y 0.25 */
    CHECK_EQ_INT(plume_particle_system_count(sys, s), 1);
    plume_step(sys, 100.0); /* would be -0.25: hit at 0.05 s into the step */
    CHECK_EQ_INT(plume_particle_system_count(sys, s), 0);
    CHECK_EQ_INT(plume_particle_system_count(sys, child), 2);
    plume_particle_system_arrays a = arrays(sys, child);
    NEAR(a.positions[1], 0.0f, 1e-4); /* where it hit */
    plume_system_destroy(sys);
}

/* Friction 1 stops a particle sliding along the plane; friction 0 lets it slide on. */
static void test_friction(void)
{
    for (int rough = 0; rough < 2; rough++) {
        plume_system *sys = new_system();
        plume_particle_system_desc d = one(0, 0.2f, 0, 2, 0, 0, -10);
        d.collider_count = 1;
        d.colliders[0] = floor_plane(0.3f, rough ? 1.0f : 0.0f);
        plume_particle_system s;
        CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
        for (int i = 0; i < 60; i++) plume_step(sys, 16.0); /* it lands at 0.2 s */
        plume_particle_system_arrays a = arrays(sys, s);
        float x = a.positions[0];
        if (rough) {
            NEAR(a.velocities[0], 0.0f, 0);
            CHECK(x < 0.45f); /* 2 units/s for 0.2 s, then stopped */
        } else {
            NEAR(a.velocities[0], 2.0f, 1e-5);
        }
        for (int i = 0; i < 30; i++) plume_step(sys, 16.0);
        a = arrays(sys, s);
        if (rough) NEAR(a.positions[0], x, 0);
        else NEAR(a.positions[0], x + 2.0f * 0.48f, 1e-3);
        CHECK(a.positions[1] >= 0.0f);
        plume_system_destroy(sys);
    }
}

/* A particle sliding along a floor into a wall stops at the wall (the rest of a step's move after the floor is
   tested again: it went through at 33 ms steps), whichever collider comes first; at 100 ms steps too. */
static void test_floor_then_wall(void)
{
    for (int order = 0; order < 2; order++)
        for (int coarse = 0; coarse < 2; coarse++) {
            plume_system *sys = new_system();
            plume_particle_system_desc d = one(0, 0.01f, 0, 20, 0, 0, -10);
            plume_collider wall = {.type = PLUME_COLLIDE_PLANE, .a = {1, 0, 0}, .b = {-1, 0, 0}, .bounce = 0.2f};
            d.collider_count = 2;
            d.colliders[order] = floor_plane(0.3f, 0.0f);
            d.colliders[1 - order] = wall;
            plume_particle_system s;
            CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
            for (int i = 0; i < 30; i++) {
                plume_step(sys, coarse ? 100.0 : 33.0);
                plume_particle_system_arrays a = arrays(sys, s);
                CHECK(a.positions[0] <= 1.0f); /* never behind the wall */
                CHECK(a.positions[1] >= 0.0f); /* nor under the floor */
            }
            plume_system_destroy(sys);
        }
}

/* A floor given by a point far along it rests particles on it, not a rounding margin above it. */
static void test_far_plane_point(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = one(0, 0.5f, 0, 0, 0, 0, -10);
    d.collider_count = 1;
    d.colliders[0] = floor_plane(0.0f, 0.0f);
    d.colliders[0].a[0] = 1e5f;
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    for (int i = 0; i < 120; i++) plume_step(sys, 16.0);
    plume_particle_system_arrays a = arrays(sys, s);
    CHECK(a.positions[1] >= 0.0f && a.positions[1] < 1e-3f);
    plume_system_destroy(sys);
}

/* Spheres and boxes stay empty: particles thrown at them from every side (and one far too fast for the step to
   land inside) never end a step inside. */
static void test_sphere_and_box(void)
{
    static const float from[][3] = {{3, 0.1f, 0},  {-3, 0, 0.2f}, {0, 3, 0.1f}, {0.1f, -3, 0}, {0, 0.2f, 3},
                                    {0, 0, -3},    {2, 2, 2},     {-2, 1.5f, -2}};
    for (int type = PLUME_COLLIDE_SPHERE; type <= PLUME_COLLIDE_BOX; type++) {
        plume_system *sys = new_system();
        plume_particle_system s[8];
        for (int k = 0; k < 8; k++) {
            const float *p = from[k];
            plume_particle_system_desc d = one(p[0], p[1], p[2], -p[0] * 3, -p[1] * 3, -p[2] * 3, 0);
            d.collider_count = 1;
            d.colliders[0] = type == PLUME_COLLIDE_SPHERE
                                 ? (plume_collider){.type = PLUME_COLLIDE_SPHERE, .a = {0, 0, 0}, .radius = 1}
                                 : (plume_collider){.type = PLUME_COLLIDE_BOX, .a = {-1, -1, -1}, .b = {1, 1, 1}};
            CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s[k]), PLUME_OK);
        }
        int inside = 0, bounced = 0;
        for (int i = 0; i < 120; i++) {
            plume_step(sys, 16.0);
            for (int k = 0; k < 8; k++) {
                plume_particle_system_arrays a = arrays(sys, s[k]);
                const float *p = a.positions;
                if (type == PLUME_COLLIDE_SPHERE) inside += p[0] * p[0] + p[1] * p[1] + p[2] * p[2] < 1.0f;
                else inside += fabsf(p[0]) < 1.0f && fabsf(p[1]) < 1.0f && fabsf(p[2]) < 1.0f;
                if (i == 119 && k < 6) /* thrown straight at a face: came back */
                    bounced += p[0] * from[k][0] + p[1] * from[k][1] + p[2] * from[k][2] > 0.0f;
            }
        }
        CHECK_EQ_INT(inside, 0);
        CHECK_EQ_INT(bounced, 6);
        /* 500 units/s in 100 ms steps: 50 units a step, through the whole collider; it bounces off the near side */
        plume_particle_system_desc fast = one(5, 0.3f, 0, -500, 0, 0, 0);
        fast.collider_count = 1;
        fast.colliders[0] = type == PLUME_COLLIDE_SPHERE
                                ? (plume_collider){.type = PLUME_COLLIDE_SPHERE, .a = {0, 0, 0}, .radius = 1}
                                : (plume_collider){.type = PLUME_COLLIDE_BOX, .a = {-1, -1, -1}, .b = {1, 1, 1}};
        plume_particle_system f;
        CHECK_EQ_INT(plume_add_particle_system(sys, &fast, &f), PLUME_OK);
        plume_step(sys, 100.0);
        plume_particle_system_arrays a = arrays(sys, f);
        CHECK(a.positions[0] > 0.9f);
        CHECK(a.velocities[0] > 0.0f); /* bounced back */
        plume_system_destroy(sys);
    }
}

/* A local-space system collides in its own frame: a floor at its y = 0 moves with it. */
static void test_local_space(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = one(0, 1, 0, 0, 0, 0, -10);
    d.local_space = 1;
    d.collider_count = 1;
    d.colliders[0] = floor_plane(0.0f, 0.0f);
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    float m[16];
    memcpy(m, IDENTITY, sizeof m);
    m[13] = 5.0f;
    plume_particle_system_set_transform(sys, s, m);
    for (int i = 0; i < 100; i++) plume_step(sys, 16.0);
    plume_particle_system_arrays a = arrays(sys, s);
    NEAR(a.positions[1], 0.0f, 1e-4); /* on its floor, at rest (bounce 0) */
    NEAR(a.velocities[1], 0.0f, 1e-6);
    float lo[3], hi[3];
    plume_particle_system_bounds(sys, s, lo, hi);
    CHECK(lo[1] > 4.0f && hi[1] < 6.0f); /* in the world: 5 units up */
    plume_system_destroy(sys);
}

/* Seek replays the collisions: the same particles as stepping at 60 a second; and colliding allocates nothing. */
static void test_seek_and_no_allocation(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = {.rate = 300, .life = {1500, 2500}, .velocity = {0, 3, 0},
                                    .velocity_random = {2, 1, 2}, .gravity = {0, -9.8f, 0}, .seed = 11};
    d.collider_count = 3;
    d.colliders[0] = floor_plane(0.6f, 0.2f);
    d.colliders[1] = (plume_collider){.type = PLUME_COLLIDE_SPHERE, .a = {0.5f, 0.5f, 0}, .radius = 0.3f, .bounce = 0.9f};
    d.colliders[2] = (plume_collider){.type = PLUME_COLLIDE_BOX, .a = {-1, 0, -1}, .b = {-0.5f, 0.4f, 1}, .die = 1};
    plume_particle_system s, child;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_desc c = {.parent = s.id, .parent_event = PLUME_SUB_COLLISION, .life = {100, 200}};
    CHECK_EQ_INT(plume_add_particle_system(sys, &c, &child), PLUME_OK);
    /* warm-up: the events' buffer grows to what a step records (as for births and deaths), then never again */
    for (int i = 0; i < 90; i++) plume_step(sys, PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS);
    unsigned long before = allocations;
    for (int i = 90; i < 180; i++) plume_step(sys, PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS);
    CHECK_EQ_INT(allocations - before, 0);
    CHECK(plume_particle_system_count(sys, child) > 0);
    plume_particle_system_arrays a = arrays(sys, s);
    uint32_t count = a.count;
    CHECK(count > 100);
    float *stepped = malloc((size_t)count * 6 * sizeof(float));
    memcpy(stepped, a.positions, count * 3 * sizeof(float));
    memcpy(stepped + count * 3, a.velocities, count * 3 * sizeof(float));
    int below = 0;
    for (uint32_t i = 0; i < count; i++) below += a.positions[i * 3 + 1] < 0.0f;
    CHECK_EQ_INT(below, 0);
    CHECK_EQ_INT(plume_particle_system_seek(sys, s, 1500.0), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_seek(sys, s, 180 * PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS), PLUME_OK);
    plume_particle_system_arrays b = arrays(sys, s);
    CHECK_EQ_INT(b.count, count);
    if (b.count == count) {
        CHECK(!memcmp(stepped, b.positions, count * 3 * sizeof(float)));
        CHECK(!memcmp(stepped + count * 3, b.velocities, count * 3 * sizeof(float)));
    }
    free(stepped);
    plume_system_destroy(sys);
}

/* A collision sub-emitter gets `burst` particles where the parent's particle hits, once a hit: not every step
   the particle then rests on the surface. */
static void test_collision_sub_emitter(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = one(0.25f, 1, -0.5f, 0, 0, 0, -10);
    d.collider_count = 1;
    d.colliders[0] = floor_plane(0.5f, 0.0f);
    plume_particle_system s, child, births;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_particle_system_desc c = one(0, 0, 0, 0, 0, 0, 0);
    c.burst = 3, c.parent = s.id, c.parent_event = PLUME_SUB_COLLISION;
    CHECK_EQ_INT(plume_add_particle_system(sys, &c, &child), PLUME_OK);
    plume_particle_system_desc b = one(0, 0, 0, 0, 0, 0, 0);
    b.parent = s.id, b.parent_event = PLUME_SUB_BIRTH; /* other events go on as before */
    CHECK_EQ_INT(plume_add_particle_system(sys, &b, &births), PLUME_OK);
    uint32_t first = 0;
    for (int i = 0; i < 60 && !first; i++) {
        plume_step(sys, 16.0);
        first = plume_particle_system_count(sys, child);
    }
    CHECK_EQ_INT(first, 3);
    plume_particle_system_arrays a = arrays(sys, child);
    for (uint32_t k = 0; k < a.count; k++) {
        NEAR(a.positions[k * 3 + 0], 0.25f, 1e-5);
        NEAR(a.positions[k * 3 + 1], 0.0f, 1e-4);
        NEAR(a.positions[k * 3 + 2], -0.5f, 1e-5);
    }
    for (int i = 0; i < 250; i++) plume_step(sys, 16.0); /* 4 s: bounces, then at rest */
    uint32_t settled = plume_particle_system_count(sys, child);
    CHECK(settled >= 9 && settled <= 30); /* a few impacts, 3 particles each */
    for (int i = 0; i < 120; i++) plume_step(sys, 16.0);
    CHECK_EQ_INT(plume_particle_system_count(sys, child), settled); /* resting: no more events */
    CHECK_EQ_INT(plume_particle_system_count(sys, births), 1);
    CHECK_EQ_INT(plume_get_stats(sys).sub_emitter_dropped, 0);
    /* parent_event past collision is refused */
    c.parent_event = PLUME_SUB_COLLISION + 1;
    CHECK_EQ_INT(plume_add_particle_system(sys, &c, &child), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("unknown parent event 5");
    plume_system_destroy(sys);
}

static void refused(plume_system *sys, const plume_particle_system_desc *d, plume_status status, const char *needle)
{
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, d, &s), status);
    CHECK_ERROR_HAS(needle);
    CHECK_EQ_INT(plume_particle_system_check(sys, d), status);
}

static void test_bad_colliders(void)
{
    plume_system *sys = new_system();
    plume_particle_system_desc d = one(0, 1, 0, 0, 0, 0, -10);
    d.collider_count = 2;
    d.colliders[0] = floor_plane(0.5f, 0.0f);
    d.colliders[1] = (plume_collider){.type = PLUME_COLLIDE_SPHERE, .radius = 1};
    plume_particle_system ok;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &ok), PLUME_OK);
    plume_particle_system_desc bad = d;
    bad.colliders[1].type = 0;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[1].type must be 1 (plane), 2 (sphere) or 3 (box), got 0");
    bad.colliders[1].type = 9;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "got 9");
    bad = d;
    bad.colliders[0].b[1] = 0;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[0].normal must be a non-zero vector");
    bad = d;
    bad.colliders[0].a[1] = NAN;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[0].point[1] must be a finite number, got nan");
    bad = d;
    bad.colliders[1].radius = 0;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[1].radius must be a finite number > 0 (world units), got 0");
    bad.colliders[1].radius = -2;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[1].radius must be a finite number > 0 (world units), got -2");
    bad.colliders[1].radius = INFINITY;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[1].radius");
    bad = d;
    bad.colliders[1].a[2] = INFINITY;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[1].center[2] must be a finite number");
    bad = d;
    bad.colliders[1] = (plume_collider){.type = PLUME_COLLIDE_BOX, .a = {0, 0, 3}, .b = {1, 1, 2}};
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[1].min[2] must be at most max[2] (2), got 3");
    bad.colliders[1].b[2] = NAN;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[1].max[2] must be a finite number, got nan");
    bad = d;
    bad.colliders[0].bounce = 1.5f;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[0].bounce must be from 0 to 1");
    bad.colliders[0].bounce = NAN;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[0].bounce must be from 0 to 1");
    bad = d;
    bad.colliders[1].friction = -0.1f;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[1].friction must be from 0 to 1");
    bad = d;
    bad.colliders[0].explicit_zero = 6;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide[0].explicit_zero has unknown bits");
    bad = d;
    bad.collider_count = PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS + 1;
    refused(sys, &bad, PLUME_ERR_LIMIT, "collide has 9 colliders, more than the maximum 8");
    bad = d;
    bad.manual = 1;
    refused(sys, &bad, PLUME_ERR_INVALID_ARGUMENT, "collide: a manual system is not simulated");
    /* a change is checked the same way, and leaves the system as it was */
    bad = d;
    bad.colliders[1].radius = -1;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, ok, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("collide[1].radius");
    plume_particle_system_desc r;
    plume_particle_system_resolved(sys, ok, &r);
    NEAR(r.colliders[1].radius, 1.0f, 0);
    /* colliders past collider_count are not read (nor kept) */
    bad = d;
    bad.collider_count = 1;
    bad.colliders[1].radius = -1;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, ok, &bad), PLUME_OK);
    plume_particle_system_resolved(sys, ok, &r);
    CHECK_EQ_INT(r.colliders[1].type, 0);
    plume_system_destroy(sys);
}

/* The axis of a spark's record (its tail) and the position: their distance. */
static float spark_length(plume_system *sys)
{
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 1);
    if (list.count != 1) return 0.0f;
    uint8_t out[PLUME_SPRITE_RECORD_BYTES];
    CHECK_EQ_INT(plume_particle_system_fill(list.items[0].sources[0], 0, out, 1, 0), 1);
    float f[6];
    memcpy(f, out, sizeof f);
    return sqrtf((f[0] - f[3]) * (f[0] - f[3]) + (f[1] - f[4]) * (f[1] - f[4]) + (f[2] - f[5]) * (f[2] - f[5]));
}

/* A spark is as long at 100 ms steps as at 16 ms steps (it was the step's motion: 6 times longer): stretch
   seconds of its velocity, 1/60 s by default; and the bounds hold its tail. */
static void test_spark_length_whatever_the_step(void)
{
    float length[2], tail[2];
    const double steps[2] = {16.0, 100.0};
    for (int k = 0; k < 2; k++) {
        plume_system *sys = new_system();
        plume_particle_system_desc d = one(0, 0, 0, 12, 0, 0, 0);
        d.render = PLUME_RENDER_SPARK;
        plume_particle_system s;
        CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
        for (double t = 0; t < 400.0; t += steps[k]) plume_step(sys, steps[k]);
        length[k] = spark_length(sys);
        plume_particle_system_desc r;
        plume_particle_system_resolved(sys, s, &r);
        NEAR(r.stretch, PLUME_PARTICLE_SYSTEM_DEFAULT_SPARK_STRETCH, 0);
        float lo[3], hi[3];
        plume_particle_system_bounds(sys, s, lo, hi);
        plume_particle_system_arrays a = arrays(sys, s);
        tail[k] = a.positions[0] - length[k];
        CHECK(lo[0] <= tail[k] && hi[0] >= a.positions[0]);
        plume_system_destroy(sys);
    }
    NEAR(length[0], 12.0f / 60.0f, 1e-4); /* what a 60 fps step drew before */
    CHECK(fabsf(length[1] - length[0]) <= 0.1f * length[0]);
    /* a stretch given, and the velocity style keeps its own default */
    plume_system *sys = new_system();
    plume_particle_system_desc d = one(0, 0, 0, 12, 0, 0, 0);
    d.render = PLUME_RENDER_SPARK;
    d.stretch = 0.25f;
    plume_particle_system s;
    CHECK_EQ_INT(plume_add_particle_system(sys, &d, &s), PLUME_OK);
    plume_step(sys, 100.0);
    NEAR(spark_length(sys), 3.0f, 1e-4);
    d.render = PLUME_RENDER_VELOCITY;
    d.stretch = 0.0f;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &d), PLUME_OK);
    plume_particle_system_desc r;
    plume_particle_system_resolved(sys, s, &r);
    NEAR(r.stretch, PLUME_PARTICLE_SYSTEM_DEFAULT_STRETCH, 0);
    /* speed over life scales the spark as it scales the motion: half the speed, half the length */
    d.render = PLUME_RENDER_SPARK;
    d.stretch = 0.25f;
    d.speed_over_life = (plume_keys){.count = 1, .values = {0.5f}};
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, s, &d), PLUME_OK);
    NEAR(spark_length(sys), 1.5f, 1e-4);
    plume_system_destroy(sys);
}

int main(void)
{
    test_plane_bounce();
    test_die();
    test_friction();
    test_floor_then_wall();
    test_far_plane_point();
    test_sphere_and_box();
    test_local_space();
    test_seek_and_no_allocation();
    test_collision_sub_emitter();
    test_bad_colliders();
    test_spark_length_whatever_the_step();
    return check_report("test_collide");
}
