/* emitter_reference.c — the emitter vertex shader's equations in C (shaders/emitter.vert): the hash,
   the shapes, the motion, the path lookup and the keys over life, evaluated from the same uniform block
   the GPU gets. Native tests check it; bounds and stats rely on the same model. */
#include <math.h>
#include <string.h>

#include "curve.h"
#include "noise.h"
#include "emitter_internal.h"
#include "shape.h"

#define PI_F 3.14159265358979f

static uint32_t perm(uint32_t x) { return (x * (34u * x + 1u)) % 289u; }

float plume_emitter_random(uint32_t seed, uint32_t slot, uint32_t cycle, uint32_t n)
{
    uint32_t sa = seed % 289u, sb = seed / 289u % 289u, ja = slot % 289u, jb = slot / 289u % 289u;
    uint32_t ca = cycle % 289u, cb = cycle / 289u % 289u;
    uint32_t h1 = perm(perm(perm(perm(perm(perm(sa) + sb) + ja) + jb) + ca) + cb);
    uint32_t h2 = perm(perm(perm(perm(perm(perm(sb + 7u) + jb) + ca) + ja) + cb) + sa);
    uint32_t a = perm(perm(h1 + n) + h2), b = perm(perm(h2 + n) + h1 + 1u);
    return (float)(a * 289u + b) / 83521.0f;
}

void plume_emitter_motion(const float p0[3], const float v0[3], const float gravity[3], float drag, float age_s,
                          float out[3])
{
    /* v' = g - k v: p = p0 + v0 f + g h, f = (1 - e^-kt)/k, h = (t - f)/k (series near k = 0) */
    float f, h;
    plume_curve_motion(NULL, 0.0f, drag, age_s, &f, &h);
    for (int i = 0; i < 3; i++) out[i] = p0[i] + v0[i] * f + gravity[i] * h;
}

/* The speed (column 0) or rotation (column 2) keys of the MOTION rows, as a plume_keys. */
static plume_keys motion_keys(const float *u, int column)
{
    plume_keys keys = {.count = (uint32_t)u[PLUME_EU_MOTION * 4 + column / 2],
                       .ease = column ? (uint32_t)u[PLUME_EU_MOTION * 4 + 3] : PLUME_EASE_LINEAR};
    for (uint32_t i = 0; i < PLUME_CURVE_MAX_KEYS; i++) {
        keys.times[i] = u[(PLUME_EU_MOTION_KEYS + i) * 4 + column];
        keys.values[i] = u[(PLUME_EU_MOTION_KEYS + i) * 4 + column + 1];
    }
    return keys;
}

enum { R_SHAPE0, R_SHAPE1, R_SHAPE2, R_DIR0, R_DIR1, R_SPEED, R_ROTATION, R_SPIN, R_FRAME };

/* Local start offset and unit direction of a particle, from its random numbers (as emitter.vert). */
static void start_of(const float *u, const float rnd[9], float offset[3], float dir[3])
{
    plume_shape shape = {.type = (uint32_t)u[PLUME_EU_M0 * 4 + 3], .radius = u[PLUME_EU_M1 * 4 + 3],
                         .surface = u[PLUME_EU_M2 * 4 + 3] > 0.5f, .cos_angle = u[PLUME_EU_DIR * 4 + 3]};
    memcpy(shape.half, &u[PLUME_EU_BOX * 4], sizeof shape.half);
    memcpy(shape.direction, &u[PLUME_EU_DIR * 4], sizeof shape.direction);
    plume_shape_sample(&shape, rnd, offset, dir); /* R_SHAPE0..R_DIR1 are the shape's five */
}

static void mat3_apply(const float *u, const float v[3], float out[3])
{
    for (int i = 0; i < 3; i++)
        out[i] = u[PLUME_EU_M0 * 4 + i] * v[0] + u[PLUME_EU_M1 * 4 + i] * v[1] + u[PLUME_EU_M2 * 4 + i] * v[2];
}

/* Where the emitter was `ago` ms before now, from the packed history (as the shader reads it). */
static void history_at(const float *u, float ago, float out[3])
{
    const float *h = &u[PLUME_EU_HISTORY * 4];
    int n = (int)u[PLUME_EU_HISTORY_INFO * 4 + 1];
    if (n <= 1) {
        memcpy(out, h, sizeof(float) * 3);
        return;
    }
    float rel = -ago, spacing = u[PLUME_EU_HISTORY_INFO * 4 + 2];
    int i = (int)floorf((rel - h[3]) / spacing);
    if (i < 0) i = 0;
    if (i > n - 2) i = n - 2;
    const float *a = &h[i * 4], *b = &h[(i + 1) * 4];
    float f = (rel - a[3]) / fmaxf(b[3] - a[3], 1e-3f);
    f = fminf(fmaxf(f, 0.0f), 1.0f);
    for (int k = 0; k < 3; k++) out[k] = a[k] + (b[k] - a[k]) * f;
}

/* The size and colour keys over life at fraction t, from the KEYS and COLOR rows (as sizeAt/colorAt). */
static void keys_at(const float *u, float t, float *size, float color[4])
{
    float size_times[PLUME_CURVE_MAX_KEYS], color_times[PLUME_CURVE_MAX_KEYS], f;
    for (int i = 0; i < (int)PLUME_CURVE_MAX_KEYS; i++) {
        size_times[i] = u[(PLUME_EU_KEYS + i) * 4];
        color_times[i] = u[(PLUME_EU_KEYS + i) * 4 + 2];
    }
    const float *look = &u[PLUME_EU_LOOK * 4];
    uint32_t k = plume_curve_segment((uint32_t)u[PLUME_EU_MISC * 4], size_times, (uint32_t)look[2], t, &f);
    float a = u[(PLUME_EU_KEYS + k) * 4 + 1], b = u[(PLUME_EU_KEYS + k + (f > 0.0f)) * 4 + 1];
    *size = a + (b - a) * f;
    k = plume_curve_segment((uint32_t)u[PLUME_EU_MISC * 4 + 1], color_times, (uint32_t)look[3], t, &f);
    for (int c = 0; c < 4; c++) {
        float from = u[(PLUME_EU_COLOR + k) * 4 + c], to = u[(PLUME_EU_COLOR + k + (f > 0.0f)) * 4 + c];
        color[c] = from + (to - from) * f;
    }
}

/* ---- the collision plane (PLUME_EC_* lanes; emitter.vert's collide()) ----
   The path's signed distance to the plane is d(t) = d0 + b F(t) + c H(t) (b = n·v0, c = n·g, F and H the motion
   integrals): its derivative is the speed keys times b e^-kt + c (1 - e^-kt)/k, which changes sign at most once, so
   d has at most one turning point and a path that starts on the plane's side crosses it at most once going down. */

#define COLLIDE_STEPS 16       /* bisection steps (the shader's loops need constant bounds) */
#define COLLIDE_SLACK 1e-4f    /* a start this far behind the plane still counts as on it (a shape on the plane) */

static float lane(const float *u, int row) { return u[(PLUME_EU_KEYS + row) * 4 + 3]; }

static float dot3(const float a[3], const float b[3]) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

static float distance_at(const plume_keys *keys, float life_s, float k, float d0, float b, float c, float t)
{
    float f, h;
    plume_curve_motion(keys, life_s, k, t, &f, &h);
    return d0 + b * f + c * h;
}

/* Where the velocity's normal part b e^-kt + c (1 - e^-kt)/k turns sign (t > 0), or -1: never. */
static float turning_time(float b, float c, float k)
{
    if (k < 1e-6f) return c != 0.0f ? -b / c : -1.0f;
    if (c - k * b == 0.0f) return -1.0f;
    float e = c / (c - k * b);
    return e > 0.0f && e < 1.0f ? -logf(e) / k : -1.0f;
}

/* The time in [0, t] at which d(x) = d0 + b F(x) + c H(x) first goes below 0, or -1: not by t. Closed form (the
   downward root of d0 + b x + c x²/2) without drag and keys; otherwise a bisection of COLLIDE_STEPS steps, which
   returns the end of its last interval on the plane's side. */
static float contact_time(const plume_keys *keys, float life_s, float k, float d0, float b, float c, float t)
{
    if (d0 < -COLLIDE_SLACK) return -1.0f; /* starts behind the plane: never collides */
    d0 = fmaxf(d0, 0.0f);
    if (k == 0.0f && keys->count == 0) {
        float a = 0.5f * c, disc = b * b - 4.0f * a * d0;
        if (disc < 0.0f) return -1.0f;
        float s = sqrtf(disc), tc;
        if (b <= 0.0f) { /* 2 d0 / (s - b): the same root, without cancellation */
            if (s - b <= 0.0f) return a < 0.0f ? 0.0f : -1.0f; /* d0 = b = 0: on the plane, pulled into it or not */
            tc = 2.0f * d0 / (s - b);
        } else {
            if (a >= 0.0f) return -1.0f;
            tc = (-b - s) / (2.0f * a);
        }
        return tc <= t ? tc : -1.0f;
    }
    float hi = t, turn = turning_time(b, c, k);
    if (turn > 0.0f && turn < t && distance_at(keys, life_s, k, d0, b, c, turn) < 0.0f) hi = turn; /* down, back up */
    else if (!(distance_at(keys, life_s, k, d0, b, c, t) < 0.0f)) return -1.0f;
    float lo = 0.0f;
    for (int i = 0; i < COLLIDE_STEPS; i++) {
        float mid = 0.5f * (lo + hi);
        if (distance_at(keys, life_s, k, d0, b, c, mid) >= 0.0f) lo = mid;
        else hi = mid;
    }
    return lo;
}

/* The plane applied to the path at age_s seconds (position and velocity replaced); 0 when the particle is hidden
   (died at contact). p0, v0: its start; keys, life_s, k: its motion. */
static int collide(const float *u, const plume_keys *keys, float life_s, float k, const float p0[3], const float v0[3],
                   float age_s, float position[3], float velocity[3])
{
    const float *g = &u[PLUME_EU_GRAVITY * 4];
    float n[3] = {lane(u, PLUME_EC_NORMAL), lane(u, PLUME_EC_NORMAL + 1), lane(u, PLUME_EC_NORMAL + 2)};
    float d0 = dot3(n, p0) - lane(u, PLUME_EC_OFFSET), b = dot3(n, v0), c = dot3(n, g);
    float tc = contact_time(keys, life_s, k, d0, b, c, age_s);
    if (tc < 0.0f) return 1;
    if (lane(u, PLUME_EC_MODE) > 1.5f) return 0; /* die */
    /* the contact: on the plane, with the velocity there (the speed keys' multiple included) */
    float f, h, pc[3], vc[3], offset = lane(u, PLUME_EC_OFFSET);
    plume_curve_motion(keys, life_s, k, tc, &f, &h);
    float decay = expf(-k * tc), g_f = k * tc < 1e-3f ? tc : (1.0f - decay) / k;
    float m = plume_keys_value(keys, tc / life_s, 1.0f);
    for (int i = 0; i < 3; i++) {
        pc[i] = p0[i] + v0[i] * f + g[i] * h;
        vc[i] = m * (v0[i] * decay + g[i] * g_f);
    }
    float dc = dot3(n, pc) - offset;
    for (int i = 0; i < 3; i++) pc[i] -= n[i] * dc; /* onto the plane */
    /* the bounce: the normal part reversed (away from the plane) times bounce, the tangential part kept times
       1 - friction */
    float vn = dot3(n, vc), bounce = lane(u, PLUME_EC_BOUNCE), keep = lane(u, PLUME_EC_KEEP), v1[3];
    for (int i = 0; i < 3; i++) v1[i] = (vc[i] - n[i] * vn) * keep + n[i] * fabsf(vn) * bounce;
    /* then ballistic (gravity and drag, no speed keys) until it comes down on the plane again, where it rests */
    static const plume_keys none;
    float rest = contact_time(&none, life_s, k, 0.0f, dot3(n, v1), c, age_s - tc);
    float s = age_s - tc;
    float t1 = rest >= 0.0f ? rest : s;
    plume_curve_motion(&none, life_s, k, t1, &f, &h);
    decay = expf(-k * t1);
    g_f = k * t1 < 1e-3f ? t1 : (1.0f - decay) / k;
    for (int i = 0; i < 3; i++) {
        position[i] = pc[i] + v1[i] * f + g[i] * h;
        velocity[i] = rest >= 0.0f ? 0.0f : v1[i] * decay + g[i] * g_f;
    }
    if (rest >= 0.0f) { /* at rest on the plane */
        float d1 = dot3(n, position) - offset;
        for (int i = 0; i < 3; i++) position[i] -= n[i] * d1;
    }
    return 1;
}

void plume_emitter_evaluate(const float *u, uint32_t index, plume_emitter_particle *out)
{
    memset(out, 0, sizeof *out);
    float count = u[PLUME_EU_RING * 4 + 3], life = u[PLUME_EU_RING * 4 + 2];
    float age, cycle;
    if ((float)index >= count) { /* burst */
        age = u[PLUME_EU_BURST * 4 + 1];
        cycle = u[PLUME_EU_BURST * 4 + 2];
        if (age < 0.0f) return;
    } else {
        float s = u[PLUME_EU_TIME * 4] - (float)index / u[PLUME_EU_RING * 4];
        cycle = u[PLUME_EU_TIME * 4 + 1];
        if (s < 0.0f) {
            s += u[PLUME_EU_RING * 4 + 1];
            cycle -= 1.0f;
            if (cycle < 0.0f) cycle += (float)PLUME_EMITTER_HASH_PERIOD;
        }
        age = s;
        if (-age < u[PLUME_EU_TIME * 4 + 2] || -age >= u[PLUME_EU_TIME * 4 + 3]) return;
    }
    if (age >= life) return;
    float rnd[9];
    for (uint32_t n = 0; n < 9; n++)
        rnd[n] = plume_emitter_random((uint32_t)u[PLUME_EU_BURST * 4 + 3], index, (uint32_t)cycle, n);
    float offset[3], dir[3], p0[3], v0[3], base[3];
    start_of(u, rnd, offset, dir);
    mat3_apply(u, offset, p0);
    mat3_apply(u, dir, v0);
    float speed = u[PLUME_EU_SPEED * 4] + (u[PLUME_EU_SPEED * 4 + 1] - u[PLUME_EU_SPEED * 4]) * rnd[R_SPEED];
    for (int i = 0; i < 3; i++) v0[i] *= speed; /* through the transform: its scale scales the speed, as on every sim */
    history_at(u, age, base);
    for (int i = 0; i < 3; i++) p0[i] += base[i];
    float age_s = age * 0.001f, drag = u[PLUME_EU_BOX * 4 + 3], f, h;
    plume_keys speed_keys = motion_keys(u, 0);
    plume_curve_motion(&speed_keys, u[PLUME_EU_MOTION * 4 + 2], drag, age_s, &f, &h);
    for (int i = 0; i < 3; i++) out->position[i] = p0[i] + v0[i] * f + u[PLUME_EU_GRAVITY * 4 + i] * h;
    float decay = expf(-drag * age_s), g_f = drag * age_s < 1e-3f ? age_s : (1.0f - decay) / drag;
    float m = plume_keys_value(&speed_keys, age / life, 1.0f); /* the motion is the velocity times the speed keys */
    for (int i = 0; i < 3; i++) out->velocity[i] = m * (v0[i] * decay + u[PLUME_EU_GRAVITY * 4 + i] * g_f);
    if (lane(u, PLUME_EC_MODE) > 0.5f &&
        !collide(u, &speed_keys, u[PLUME_EU_MOTION * 4 + 2], drag, p0, v0, age_s, out->position, out->velocity)) {
        memset(out, 0, sizeof *out); /* died on the plane: hidden, as a dead particle */
        return;
    }
    /* noise (analytic): a bounded field at the particle's undisturbed (but collided) position, growing with age and
       flowing with it; the plane does not stop the noise's displacement */
    /* the field moves with the emitter's time too (noise.h): its phase from the emission time now (-start) */
    float emission_s = -u[PLUME_EU_TIME * 4 + 2] * 0.001f;
    float phase = plume_noise_phase(u[PLUME_EU_HISTORY_INFO * 4 + 3], emission_s);
    plume_noise_displace(u[PLUME_EU_SPEED * 4 + 2], u[PLUME_EU_SPEED * 4 + 3], phase, age_s, out->position);
    out->alive = 1;
    out->age = age;
    keys_at(u, age / life, &out->size, out->color);
    const float *rot = &u[PLUME_EU_ROTATION * 4]; /* radians, radians a second */
    plume_keys turn = motion_keys(u, 2);
    float angle = rot[0] + (rot[1] - rot[0]) * rnd[R_ROTATION] + (rot[2] + (rot[3] - rot[2]) * rnd[R_SPIN]) * age_s +
                  plume_keys_value(&turn, age / life, 0.0f);
    out->rotation = angle / (PI_F / 180.0f);
}

