/* decal.c — the decal normal's check and the quad's axes on it (decal.h). */
#include "decal.h"

#include <math.h>

#include "shape.h"

plume_status plume_decal_normal(const char *path, const float normal[3], float out[3])
{
    if (!plume_all_finite(normal, 3))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: must be [x, y, z] of finite numbers (the surface's normal)", path);
    if (normal[0] == 0.0f && normal[1] == 0.0f && normal[2] == 0.0f) {
        out[0] = 0.0f, out[1] = 1.0f, out[2] = 0.0f; /* the default: a floor */
        return PLUME_OK;
    }
    plume_unit3(normal, out); /* finite and not all zero: always a unit vector */
    return PLUME_OK;
}

void plume_decal_axes(const float n[3], float right[3], float up[3])
{
    /* right = normalize(ref × n), ref the world's up unless n is (nearly) along it, then -Z */
    float ref[3] = {0.0f, 1.0f, 0.0f};
    if (fabsf(n[1]) > 0.999f) ref[1] = 0.0f, ref[2] = -1.0f;
    float r[3] = {ref[1] * n[2] - ref[2] * n[1], ref[2] * n[0] - ref[0] * n[2], ref[0] * n[1] - ref[1] * n[0]};
    float length = sqrtf(r[0] * r[0] + r[1] * r[1] + r[2] * r[2]);
    for (int i = 0; i < 3; i++) right[i] = r[i] / length;
    up[0] = n[1] * right[2] - n[2] * right[1];
    up[1] = n[2] * right[0] - n[0] * right[2];
    up[2] = n[0] * right[1] - n[1] * right[0];
}
