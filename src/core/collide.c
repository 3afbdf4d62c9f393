/* collide.c — the colliders of CPU particle systems (see collide.h and plume_collider in particle_system.h). */
#include "collide.h"

#include <math.h>
#include <string.h>

#include "error.h"
#include "shape.h"

/* ---- checks ---- */

/* This file is compiled for speed (CMakeLists.txt: the step's test, per particle); its checks, once a desc, for size
   (clang's minsize; gcc ignores it). */
#if defined(__clang__)
#define PLUME_COLD __attribute__((minsize))
#else
#define PLUME_COLD
#endif

PLUME_COLD static plume_status need_finite3(uint32_t k, const char *field, const float v[3])
{
    for (int i = 0; i < 3; i++)
        if (!isfinite(v[i])) {
            char number[32];
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "collide[%u].%s[%d] must be a finite number, got %s", k, field, i,
                              plume_format_number(v[i], number));
        }
    return PLUME_OK;
}

/* "collide[k].<field> must be <need>, got <value>", as plume_fail_number says it */
PLUME_COLD static plume_status fail_field(uint32_t k, const char *field, float value, const char *need)
{
    char number[32];
    return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "collide[%u].%s must be %s, got %s", k, field, need,
                      plume_format_number(value, number));
}

PLUME_COLD plume_status plume_collider_check(uint32_t k, const plume_collider *in, plume_collider *out)
{
    char number[32], other[32];
    *out = *in;
    plume_status status = PLUME_OK;
    switch (in->type) {
    case PLUME_COLLIDE_PLANE:
        status = need_finite3(k, "point", in->a);
        if (!status) status = need_finite3(k, "normal", in->b);
        if (status) return status;
        if (!plume_unit3(in->b, out->b))
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "collide[%u].normal must be a non-zero vector (the side particles "
                              "stay on), got [0, 0, 0]", k);
        out->radius = 0.0f;
        break;
    case PLUME_COLLIDE_SPHERE:
        status = need_finite3(k, "center", in->a);
        if (status) return status;
        if (!(isfinite(in->radius) && in->radius > 0.0f))
            return fail_field(k, "radius", in->radius, "a finite number > 0 (world units)");
        memset(out->b, 0, sizeof out->b);
        break;
    case PLUME_COLLIDE_BOX:
        status = need_finite3(k, "min", in->a);
        if (!status) status = need_finite3(k, "max", in->b);
        if (status) return status;
        for (int i = 0; i < 3; i++)
            if (in->a[i] > in->b[i])
                return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "collide[%u].min[%d] must be at most max[%d] (%s), got %s", k,
                                  i, i, plume_format_number(in->b[i], other), plume_format_number(in->a[i], number));
        out->radius = 0.0f;
        break;
    default:
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "collide[%u].type must be %u (plane), %u (sphere) or %u (box), got %u", k,
                          PLUME_COLLIDE_PLANE, PLUME_COLLIDE_SPHERE, PLUME_COLLIDE_BOX, in->type);
    }
    if (!(in->bounce >= 0.0f && in->bounce <= 1.0f))
        return fail_field(k, "bounce", in->bounce, "from 0 to 1 (the fraction of the speed into the surface kept)");
    if (!(in->friction >= 0.0f && in->friction <= 1.0f))
        return fail_field(k, "friction", in->friction, "from 0 to 1 (the fraction of the speed along the surface lost)");
    if (in->explicit_zero & ~PLUME_COLLIDER_ZERO_BOUNCE)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "collide[%u].explicit_zero has unknown bits 0x%x", k,
                          in->explicit_zero & ~PLUME_COLLIDER_ZERO_BOUNCE);
    if (in->bounce == 0.0f && !(in->explicit_zero & PLUME_COLLIDER_ZERO_BOUNCE)) out->bounce = PLUME_COLLIDER_DEFAULT_BOUNCE;
    out->die = in->die != 0;
    return PLUME_OK;
}

PLUME_COLD plume_status plume_colliders_check(uint32_t count, const plume_collider *in, plume_collider *out, int manual)
{
    if (count > PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS)
        return plume_fail(PLUME_ERR_LIMIT, "collide has %u colliders, more than the maximum %u", count,
                          PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS);
    if (count && manual)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "collide: a manual system is not simulated (the game moves its "
                          "particles): it takes no colliders");
    for (uint32_t k = 0; k < count; k++) {
        plume_status status = plume_collider_check(k, &in[k], &out[k]);
        if (status) return status;
    }
    for (uint32_t k = count; k < PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS; k++) memset(&out[k], 0, sizeof out[k]);
    return PLUME_OK;
}

/* ---- the step's test ---- */

/* How far outside its surface a particle is put back: a few float steps at the size of the numbers involved, so
   that rounding never leaves it inside (where the next step's move would start, and not be stopped). */
static float margin(const float x[3], float scale)
{
    float most = fmaxf(fabsf(x[0]), fmaxf(fabsf(x[1]), fabsf(x[2])));
    return 4e-6f * (1.0f + most + scale);
}

static int hit_plane(const plume_collider *c, const float q[3], const float d[3], float *t, float at[3], float n[3])
{
    const float *a = c->a, *normal = c->b;
    float from = (q[0] - a[0]) * normal[0] + (q[1] - a[1]) * normal[1] + (q[2] - a[2]) * normal[2];
    float along = d[0] * normal[0] + d[1] * normal[1] + d[2] * normal[2];
    float to = from + along;
    if (!(from >= 0.0f && to < 0.0f)) return 0; /* NaN: no hit */
    float f = from / (from - to);
    if (!(f >= 0.0f && f <= 1.0f)) return 0;
    *t = f;
    /* rounding grows with the plane's offset along its normal (not with a point far along the plane) and the contact */
    float gap = 4e-6f * (1.0f + fabsf(a[0] * normal[0] + a[1] * normal[1] + a[2] * normal[2]));
    for (int i = 0; i < 3; i++) at[i] = q[i] + d[i] * f;
    float off = (at[0] - a[0]) * normal[0] + (at[1] - a[1]) * normal[1] + (at[2] - a[2]) * normal[2];
    gap = fmaxf(gap, margin(at, 0.0f));
    for (int i = 0; i < 3; i++) at[i] += normal[i] * (gap - off), n[i] = normal[i];
    return 1;
}

static int hit_sphere(const plume_collider *c, const float q[3], const float d[3], float *t, float at[3], float n[3])
{
    const float *center = c->a, r = c->radius;
    float o[3] = {q[0] - center[0], q[1] - center[1], q[2] - center[2]};
    float A = d[0] * d[0] + d[1] * d[1] + d[2] * d[2], half_b = d[0] * o[0] + d[1] * o[1] + d[2] * o[2];
    float outside = o[0] * o[0] + o[1] * o[1] + o[2] * o[2] - r * r;
    if (!(outside >= 0.0f && half_b < 0.0f && A > 0.0f)) return 0; /* inside already, or moving away */
    float disc = half_b * half_b - A * outside;
    if (!(disc >= 0.0f)) return 0; /* passes by */
    float f = outside / (-half_b + sqrtf(disc)); /* the nearer root, without cancellation */
    if (!(f >= 0.0f && f <= 1.0f)) return 0;
    *t = f;
    float h[3] = {o[0] + d[0] * f, o[1] + d[1] * f, o[2] + d[2] * f}; /* from the centre */
    if (!plume_unit3(h, n)) return 0;
    float out = r + margin(center, r);
    for (int i = 0; i < 3; i++) at[i] = center[i] + n[i] * out;
    return 1;
}

static int hit_box(const plume_collider *c, const float q[3], const float d[3], float *t, float at[3], float n[3])
{
    const float *lo = c->a, *hi = c->b;
    if (q[0] > lo[0] && q[0] < hi[0] && q[1] > lo[1] && q[1] < hi[1] && q[2] > lo[2] && q[2] < hi[2]) return 0; /* inside */
    float enter = -INFINITY, leave = INFINITY;
    int axis = -1;
    for (int i = 0; i < 3; i++) {
        if (d[i] == 0.0f) {
            if (!(q[i] > lo[i] && q[i] < hi[i])) return 0; /* beside the box along this axis, and staying there */
            continue;
        }
        float t1 = (lo[i] - q[i]) / d[i], t2 = (hi[i] - q[i]) / d[i];
        float near = fminf(t1, t2), far = fmaxf(t1, t2);
        if (near > enter) enter = near, axis = i;
        if (far < leave) leave = far;
    }
    if (axis < 0 || !(enter >= 0.0f && enter <= 1.0f && enter <= leave)) return 0;
    *t = enter;
    float gap = fmaxf(margin(lo, 0.0f), margin(hi, 0.0f));
    for (int i = 0; i < 3; i++) at[i] = q[i] + d[i] * enter, n[i] = 0.0f;
    n[axis] = d[axis] > 0.0f ? -1.0f : 1.0f;
    at[axis] = d[axis] > 0.0f ? lo[axis] - gap : hi[axis] + gap;
    return 1;
}

uint32_t plume_colliders_hit(const plume_collider *colliders, uint32_t count, const float q[3], const float p[3],
                             float *t, float at[3], float normal[3])
{
    float d[3] = {p[0] - q[0], p[1] - q[1], p[2] - q[2]};
    uint32_t first = 0;
    float best = 2.0f;
    for (uint32_t k = 0; k < count; k++) {
        const plume_collider *c = &colliders[k];
        float f, h[3], n[3];
        int hit = c->type == PLUME_COLLIDE_PLANE    ? hit_plane(c, q, d, &f, h, n)
                  : c->type == PLUME_COLLIDE_SPHERE ? hit_sphere(c, q, d, &f, h, n)
                                                    : hit_box(c, q, d, &f, h, n);
        if (hit && f < best) {
            best = f;
            first = k + 1;
            memcpy(at, h, sizeof h);
            memcpy(normal, n, sizeof n);
        }
    }
    if (first) *t = best;
    return first;
}
