/* GPU emitters' collision plane, checked on the reference (plume_emitter_sample: the vertex shader's equations in
   C): a drop bounces to bounce² of its height, dies or rests; friction takes its share of the sliding speed; a seek
   shows what stepping shows (a function of time); the bisection (drag, speed keys) agrees with a fine numerical
   integration and with the closed form; bounds hold every particle and stop at the plane; groups carry the plane;
   bad settings are refused by name. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "curve.h"
#include "draw_list.h"
#include "emitter.h"
#include "emitter_internal.h"
#include "plume.h"
#include "system_internal.h"

#define NEAR(a, b, eps) CHECK(fabs((double)(a) - (double)(b)) <= (eps))

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

static plume_system *new_system(void) { return plume_system_create(&(plume_system_desc){.seed = 7}); }

static void placed(float m[16], float x, float y, float z)
{
    memcpy(m, IDENTITY, sizeof IDENTITY);
    m[12] = x, m[13] = y, m[14] = z;
}

/* One particle, born at the start, still (or thrown along `direction` at `speed`), falling under g = 10 onto y = 0. */
static plume_emitter_desc drop(float speed, float bounce, float friction, uint32_t die)
{
    plume_emitter_desc d = {.rate = 0, .burst = 1, .no_loop = 1, .duration = 100, .life = 3000,
                            .explicit_zero = PLUME_EMITTER_ZERO_RATE | PLUME_EMITTER_ZERO_ANGLE,
                            .speed = {speed, speed}, .direction = {1, 0, 0}, .gravity = {0, -10, 0},
                            .collide = 1, .collide_normal = {0, 1, 0}, .collide_bounce = bounce,
                            .collide_friction = friction, .collide_die = die};
    if (speed == 0.0f) d.explicit_zero |= PLUME_EMITTER_ZERO_SPEED;
    if (bounce == 0.0f) d.explicit_zero |= PLUME_EMITTER_ZERO_BOUNCE;
    return d;
}

static plume_emitter make_at(plume_system *sys, const plume_emitter_desc *d, float x, float y, float z)
{
    plume_emitter e = {0};
    CHECK_EQ_INT(plume_create_emitter(sys, d, &e), PLUME_OK);
    float m[16];
    placed(m, x, y, z);
    CHECK_EQ_INT(plume_emitter_set_transform(sys, e, m), PLUME_OK);
    return e;
}

static plume_emitter_particle at(plume_system *sys, plume_emitter e, double ms)
{
    plume_emitter_particle p;
    CHECK_EQ_INT(plume_emitter_seek(sys, e, ms), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_sample(sys, e, 0, &p), PLUME_OK);
    return p;
}

/* Dropped from 2 units with bounce 0.5: it rises to a quarter of that, comes down again and rests on the plane. */
static void test_bounce_height(void)
{
    plume_system *sys = new_system();
    plume_emitter_desc d = drop(0.0f, 0.5f, 0.0f, 0);
    plume_emitter e = make_at(sys, &d, 0, 2, 0);
    const double contact = 1000.0 * sqrt(0.4), second = 2.0 * contact; /* up and down again at half the speed */
    float highest = -1.0f, lowest = 10.0f;
    for (double t = 0.0; t < 2999.0; t += 1.0) {
        plume_emitter_particle p = at(sys, e, t);
        CHECK(p.alive);
        lowest = fminf(lowest, p.position[1]);
        NEAR(p.position[0], 0.0, 1e-6);
        if (t > contact + 1.0) highest = fmaxf(highest, p.position[1]);
        if (t < contact - 1.0) NEAR(p.position[1], 2.0 - 5.0 * (t / 1000) * (t / 1000), 1e-4);
        if (t > second + 1.0) { /* at rest on the plane, still */
            CHECK(p.position[1] == 0.0f);
            CHECK(p.velocity[0] == 0.0f && p.velocity[1] == 0.0f && p.velocity[2] == 0.0f);
        }
    }
    NEAR(highest, 0.5, 2e-3); /* a quarter of the drop: bounce² */
    CHECK(lowest >= -1e-5f);  /* never behind the plane */
    /* just after the contact it moves up at half the speed it hit with */
    plume_emitter_particle p = at(sys, e, contact + 2.0);
    NEAR(p.velocity[1], 0.5 * 10.0 * contact / 1000.0 - 10.0 * 0.002, 0.02);
    plume_system_destroy(sys);
}

/* die: hidden from the contact on; bounce 0: rests where it touched; friction: the share of the sliding speed lost. */
static void test_die_rest_and_friction(void)
{
    plume_system *sys = new_system();
    const double contact = 1000.0 * sqrt(0.4);
    plume_emitter_desc d = drop(0.0f, 0.5f, 0.0f, 1);
    plume_emitter dies = make_at(sys, &d, 0, 2, 0);
    CHECK(at(sys, dies, contact - 5.0).alive);
    CHECK(!at(sys, dies, contact + 5.0).alive);
    CHECK(!at(sys, dies, 2500.0).alive);
    CHECK(at(sys, dies, 100.0).alive); /* a seek back brings it back */

    d = drop(2.0f, 0.0f, 0.0f, 0);
    plume_emitter rests = make_at(sys, &d, 0, 2, 0);
    for (double t = contact + 1.0; t < 2999.0; t += 50.0) {
        plume_emitter_particle p = at(sys, rests, t);
        CHECK(p.alive);
        CHECK(p.position[1] == 0.0f);
        NEAR(p.position[0], 2.0 * contact / 1000.0, 1e-4); /* where it touched (sliding is not modelled) */
    }

    /* thrown along +x at 2, friction 0.5: it leaves the contact at 1 along x, its fall's speed halved upwards */
    d = drop(2.0f, 0.5f, 0.5f, 0);
    plume_emitter slides = make_at(sys, &d, 0, 2, 0);
    for (double t = contact + 10.0; t < 2.0 * contact - 10.0; t += 25.0) {
        plume_emitter_particle p = at(sys, slides, t);
        NEAR(p.position[0], 2.0 * contact / 1000.0 + (t - contact) / 1000.0, 1e-4);
        NEAR(p.velocity[0], 1.0, 1e-5);
        CHECK(p.position[1] > 0.0f);
    }
    plume_system_destroy(sys);
}

/* The collided path is a function of time: seeking to T gives what stepping to T gives, and a seek back too. */
static void test_seek_is_stepping(void)
{
    const plume_emitter_desc descs[] = {
        {.rate = 50, .life = 2000, .shape = PLUME_SHAPE_CONE, .radius = 0.3f, .angle = 30, .speed = {2, 4},
         .gravity = {0, -9.8f, 0}, .collide = 1, .collide_normal = {0, 1, 0}, .collide_bounce = 0.6f,
         .collide_friction = 0.2f, .seed = 11},
        {.rate = 50, .life = 2000, .shape = PLUME_SHAPE_SPHERE, .radius = 0.3f, .speed = {2, 4}, .angle = 60,
         .gravity = {0, -9.8f, 0}, .drag = 0.8f, .collide = 1, .collide_point = {0, -0.5f, 0},
         .collide_normal = {0.2f, 1, 0}, .collide_bounce = 0.7f, .seed = 12},
    };
    for (uint32_t k = 0; k < 2; k++) {
        plume_system *sys = new_system();
        plume_emitter stepped = make_at(sys, &descs[k], 0, 0.5f, 0), sought = make_at(sys, &descs[k], 0, 0.5f, 0);
        CHECK_EQ_INT(plume_emitter_seek(sys, sought, 3000.0), PLUME_OK);
        for (int i = 0; i < 100; i++) plume_step(sys, 16.0);
        CHECK_EQ_INT(plume_emitter_seek(sys, sought, 1600.0), PLUME_OK);
        uint32_t n = plume_emitter_slots(sys, stepped), alive = 0, bounced = 0;
        for (uint32_t j = 0; j < n; j++) {
            plume_emitter_particle a, b;
            plume_emitter_sample(sys, stepped, j, &a);
            plume_emitter_sample(sys, sought, j, &b);
            CHECK_EQ_INT(a.alive, b.alive);
            if (!a.alive) continue;
            alive++;
            for (int i = 0; i < 3; i++) CHECK(a.position[i] == b.position[i] && a.velocity[i] == b.velocity[i]);
            /* every particle is on the plane's side */
            const float *nn = descs[k].collide_normal;
            float len = sqrtf(nn[0] * nn[0] + nn[1] * nn[1] + nn[2] * nn[2]);
            float dist = (nn[0] * a.position[0] + nn[1] * (a.position[1] - descs[k].collide_point[1]) + nn[2] * a.position[2]) / len;
            CHECK(dist >= -1e-4f);
            bounced += dist < 1e-3f || a.velocity[1] > 0.0f;
        }
        CHECK(alive > 50);
        CHECK(bounced > 10);
        plume_system_destroy(sys);
    }
}

/* A fine numerical integration of the same motion: p' = m(t) v, v' = g - k v until contact (m: the speed keys);
   at contact v := the reflected m v, then p' = v, v' = g - k v until it comes down again, where it stops. */
static void integrate(const float p0[3], const float v0[3], const float g[3], float k, const plume_keys *keys,
                      float life_s, float bounce, float friction, double t_end, double out[3])
{
    double p[3] = {p0[0], p0[1], p0[2]}, v[3] = {v0[0], v0[1], v0[2]};
    const double dt = 2e-6;
    int phase = 0; /* 0: before contact, 1: after the bounce, 2: at rest */
    for (double t = 0.0; t < t_end - 0.5 * dt && phase < 2; t += dt) {
        double m = phase == 0 ? plume_keys_value(keys, (float)((t + 0.5 * dt) / life_s), 1.0f) : 1.0;
        double q[3];
        for (int i = 0; i < 3; i++) {
            double a = g[i] - k * v[i];
            q[i] = p[i] + m * (v[i] * dt + 0.5 * a * dt * dt);
            v[i] += a * dt;
        }
        if (q[1] < 0.0 && (phase == 1 || p[1] >= 0.0)) {
            double f = p[1] / (p[1] - q[1]); /* the contact, within the step */
            for (int i = 0; i < 3; i++) q[i] = p[i] + f * (q[i] - p[i]);
            q[1] = 0.0;
            if (phase == 0) {
                double mc = plume_keys_value(keys, (float)((t + f * dt) / life_s), 1.0f);
                v[0] *= mc * (1.0 - friction), v[2] *= mc * (1.0 - friction);
                v[1] = -v[1] * mc * bounce;
                phase = 1;
            } else phase = 2;
        }
        memcpy(p, q, sizeof p);
    }
    memcpy(out, p, sizeof p);
}

static void test_bisection_against_integration(void)
{
    const plume_keys none = {0}, slowing = {.count = 2, .values = {1.0f, 0.4f}, .times = {0.0f, 1.0f}};
    const plume_keys *keys[2] = {&none, &slowing};
    for (int variant = 0; variant < 2; variant++) {
        plume_system *sys = new_system();
        plume_emitter_desc d = drop(5.0f, 0.6f, 0.25f, 0);
        d.direction[0] = 3, d.direction[1] = 4; /* (3, 4, 0) at 5 */
        d.drag = 0.8f;
        d.speed_over_life = *keys[variant];
        plume_emitter e = make_at(sys, &d, 0, 2, 0);
        const float p0[3] = {0, 2, 0}, v0[3] = {3, 4, 0};
        int seen_rest = 0;
        for (double t = 250.0; t < 2999.0; t += 250.0) {
            plume_emitter_particle p = at(sys, e, t);
            double expected[3];
            integrate(p0, v0, d.gravity, d.drag, keys[variant], 3.0f, 0.6f, 0.25f, t / 1000.0, expected);
            CHECK(p.alive);
            for (int i = 0; i < 3; i++) NEAR(p.position[i], expected[i], 5e-4);
            seen_rest += p.position[1] == 0.0f;
        }
        CHECK(seen_rest >= 2); /* the last samples rest on the plane */
        plume_system_destroy(sys);
    }
}

/* Speed keys of 1 throughout (the bisection) move as no keys (the closed form) do, bounce included. */
static void test_bisection_matches_closed_form(void)
{
    plume_system *sys = new_system();
    plume_emitter_desc d = drop(3.0f, 0.7f, 0.1f, 0);
    d.direction[1] = 1;
    plume_emitter closed = make_at(sys, &d, 0, 1, 0);
    d.speed_over_life = (plume_keys){.count = 1, .values = {1.0f}};
    plume_emitter bisected = make_at(sys, &d, 0, 1, 0);
    for (double t = 0.0; t < 2999.0; t += 37.0) {
        plume_emitter_particle a = at(sys, closed, t), b = at(sys, bisected, t);
        CHECK(a.alive && b.alive);
        for (int i = 0; i < 3; i++) NEAR(a.position[i], b.position[i], 1e-3);
    }
    plume_system_destroy(sys);
}

static int inside(const float lo[3], const float hi[3], const float p[3])
{
    for (int i = 0; i < 3; i++)
        if (p[i] < lo[i] - 1e-4f || p[i] > hi[i] + 1e-4f) return 0;
    return 1;
}

/* Bounds hold every particle (a fountain on the ground, a tilted plane with drag, a wall the particles fly back
   from, dying ones) of an emitter moving on a circle; on the ground they stop at the plane. */
static void test_bounds(void)
{
    const plume_emitter_desc descs[] = {
        {.rate = 100, .life = 2000, .shape = PLUME_SHAPE_CONE, .radius = 0.3f, .angle = 25, .speed = {3, 5},
         .gravity = {0, -9.8f, 0}, .collide = 1, .collide_normal = {0, 1, 0}, .collide_bounce = 0.5f},
        {.rate = 100, .life = 2000, .shape = PLUME_SHAPE_SPHERE, .radius = 0.5f, .speed = {1, 4}, .angle = 90,
         .gravity = {0, -6, 0}, .drag = 0.7f, .collide = 1, .collide_point = {0, -1, 0}, .collide_normal = {0.5f, 1, 0.3f},
         .collide_bounce = 0.8f},
        {.rate = 100, .life = 2000, .direction = {1, 0, 0}, .angle = 10, .speed = {4, 6}, .collide = 1,
         .collide_point = {5, 0, 0}, .collide_normal = {-1, 0, 0}, .collide_bounce = 1.0f},
        {.rate = 100, .life = 2000, .angle = 40, .speed = {3, 5}, .gravity = {0, -9.8f, 0}, .drag = 0.3f,
         .collide = 1, .collide_normal = {0, 1, 0}, .collide_die = 1},
    };
    for (uint32_t k = 0; k < sizeof descs / sizeof descs[0]; k++) {
        plume_system *sys = new_system();
        plume_emitter e;
        CHECK_EQ_INT(plume_create_emitter(sys, &descs[k], &e), PLUME_OK);
        uint32_t n = plume_emitter_slots(sys, e), outside = 0, samples = 0;
        float lowest_bound = INFINITY, highest_bound = -INFINITY, widest = 0.0f;
        for (int t = 0; t < 120; t++) {
            plume_step(sys, 23.0);
            float m[16];
            placed(m, 2.0f * cosf(t * 0.05f), 0.5f, 2.0f * sinf(t * 0.05f));
            if (k == 2) m[12] = 0.0f;
            plume_emitter_set_transform(sys, e, m);
            float lo[3], hi[3];
            plume_emitter_bounds(sys, e, lo, hi);
            if (t > 90) { /* once the start at y = 0 is a life ago */
                lowest_bound = fminf(lowest_bound, lo[1]);
                highest_bound = fmaxf(highest_bound, hi[1]);
                widest = fmaxf(widest, fmaxf(hi[0], -lo[0]));
            }
            for (uint32_t j = 0; j < n; j++) {
                plume_emitter_particle p;
                plume_emitter_sample(sys, e, j, &p);
                if (!p.alive) continue;
                samples++;
                if (!inside(lo, hi, p.position)) outside++;
            }
        }
        CHECK(samples > 5000);
        CHECK_EQ_INT(outside, 0);
        if (k == 0 || k == 3) CHECK(lowest_bound > -1.0f); /* cut at the ground: quads (size 1 at most) and slack */
        if (k == 0) CHECK(highest_bound < 3.0f && widest < 7.5f); /* a bounce adds nothing: it rises no higher, slides no further */
        plume_system_destroy(sys);
    }
}

/* A group's settings carry the plane (the key rows' w): a member collides as the emitter its play describes. */
static void test_group_carries_the_plane(void)
{
    plume_system *sys = new_system();
    plume_emitter_desc d = drop(1.0f, 0.5f, 0.3f, 0);
    d.collide_point[1] = -1.0f;
    d.collide_normal[1] = 4.0f; /* any length */
    plume_emitter_group group;
    CHECK_EQ_INT(plume_emitter_group_create(sys, &d, &group), PLUME_OK);
    float m[16];
    placed(m, 1, 2, 3);
    plume_emitter member, twin;
    CHECK_EQ_INT(plume_emitter_group_play(sys, group, m, 0, &member), PLUME_OK);
    twin = make_at(sys, &d, 1, 2, 3);
    plume_step(sys, 1000.0);
    plume_emitter_particle a, b;
    CHECK_EQ_INT(plume_emitter_sample(sys, member, 0, &a), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_sample(sys, twin, 0, &b), PLUME_OK);
    CHECK(a.alive && b.alive);
    for (int i = 0; i < 3; i++) CHECK(a.position[i] == b.position[i]);
    CHECK(a.velocity[1] > 0.0f); /* on its way up from the plane */
    static plume_draw_list list;
    plume_draw_list_clear(&list, plume_system_gpu_time(sys));
    plume_emitters_collect_draws(sys, &list, IDENTITY, IDENTITY, 0);
    int found = 0;
    for (uint32_t i = 0; i < list.count; i++) {
        const plume_draw_item *item = &list.items[i];
        if (item->pipeline != PLUME_PIPELINE_EMITTER_GROUP_COLLIDE) continue; /* its own program: the plane compiled in */
        const float *u = item->uniforms;
        found++;
        CHECK(u[(PLUME_EU_KEYS + PLUME_EC_NORMAL + 1) * 4 + 3] == 1.0f);
        CHECK(u[(PLUME_EU_KEYS + PLUME_EC_OFFSET) * 4 + 3] == -1.0f);
        CHECK(u[(PLUME_EU_KEYS + PLUME_EC_MODE) * 4 + 3] == 1.0f);
        CHECK(u[(PLUME_EU_KEYS + PLUME_EC_BOUNCE) * 4 + 3] == 0.5f);
        NEAR(u[(PLUME_EU_KEYS + PLUME_EC_KEEP) * 4 + 3], 0.7, 1e-7);
    }
    CHECK_EQ_INT(found, 1);
    plume_draw_list_free(&list);
    plume_system_destroy(sys);
}

static void test_bad_settings(void)
{
    plume_system *sys = new_system();
    plume_emitter e;
    plume_emitter_desc d = drop(0.0f, 0.5f, 0.0f, 0);
    d.collide_bounce = 1.5f;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("collide[0].bounce must be from 0 to 1 (the fraction of the speed into the surface kept), got 1.5");
    d.collide_bounce = NAN;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("collide[0].bounce must be from 0 to 1");
    d.collide_bounce = 0.5f;
    d.collide_friction = -0.25f;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("collide[0].friction must be from 0 to 1 (the fraction of the speed along the surface lost), got -0.25");
    d.collide_friction = 0.0f;
    d.collide_normal[1] = 0.0f;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("collide[0].normal must be a non-zero vector (the side particles stay on), got [0, 0, 0]");
    d.collide_normal[1] = INFINITY;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("collide[0].normal[1] must be a finite number, got inf");
    d.collide_normal[1] = 1.0f;
    d.collide_point[2] = NAN;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("collide[0].point[2] must be a finite number, got nan");
    /* off: the plane's fields are not looked at, and resolve to zeros */
    d.collide = 0;
    d.collide_bounce = 7.0f;
    CHECK_EQ_INT(plume_create_emitter(sys, &d, &e), PLUME_OK);
    plume_emitter_desc resolved;
    CHECK_EQ_INT(plume_emitter_resolved(sys, e, &resolved), PLUME_OK);
    CHECK(resolved.collide_bounce == 0.0f && resolved.collide_point[2] == 0.0f);
    /* on: the normal comes back unit, the flags 0 or 1 */
    d = drop(0.0f, 0.25f, 0.5f, 9);
    d.collide = 3;
    d.collide_normal[0] = 3, d.collide_normal[1] = 4;
    CHECK_EQ_INT(plume_emitter_update(sys, e, &d), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_resolved(sys, e, &resolved), PLUME_OK);
    NEAR(resolved.collide_normal[0], 0.6, 1e-7);
    NEAR(resolved.collide_normal[1], 0.8, 1e-7);
    CHECK(resolved.collide == 1 && resolved.collide_die == 1);
    CHECK(resolved.collide_bounce == 0.25f && resolved.collide_friction == 0.5f);
    /* bounce 0: the default (as a cpu collider's), unless meant */
    d.collide_bounce = 0.0f;
    CHECK_EQ_INT(plume_emitter_update(sys, e, &d), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_resolved(sys, e, &resolved), PLUME_OK);
    CHECK(resolved.collide_bounce == PLUME_COLLIDER_DEFAULT_BOUNCE); /* the cpu colliders' default: one validator */
#ifdef PLUME_COLLIDER_DEFAULT_BOUNCE
#endif
    d.explicit_zero |= PLUME_EMITTER_ZERO_BOUNCE;
    CHECK_EQ_INT(plume_emitter_update(sys, e, &d), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_resolved(sys, e, &resolved), PLUME_OK);
    CHECK(resolved.collide_bounce == 0.0f);
    plume_system_destroy(sys);
}

int main(void)
{
    test_bounce_height();
    test_die_rest_and_friction();
    test_seek_is_stepping();
    test_bisection_against_integration();
    test_bisection_matches_closed_form();
    test_bounds();
    test_group_carries_the_plane();
    test_bad_settings();
    return check_report("test_emitter_collide");
}
