/* shape.c — the emitter shapes, as emitter.vert computes them (see shape.h). */
#include "shape.h"

#include <float.h>
#include <math.h>
#include <string.h>

#include "emission_mesh.h"

#define PI_F 3.14159265358979f

int plume_unit3(const float v[3], float out[3])
{
    if (!isfinite(v[0]) || !isfinite(v[1]) || !isfinite(v[2])) return 0; /* fmaxf would pass over a NaN */
    float most = fmaxf(fabsf(v[0]), fmaxf(fabsf(v[1]), fabsf(v[2])));
    if (!(most > 0.0f)) return 0; /* all zero */
    float s[3] = {v[0] / most, v[1] / most, v[2] / most}; /* the largest is ±1: the length is 1 to √3 */
    float length = sqrtf(s[0] * s[0] + s[1] * s[1] + s[2] * s[2]);
    for (int i = 0; i < 3; i++) out[i] = s[i] / length;
    return 1;
}

static void basis(const float d[3], float u[3], float w[3])
{
    float a[3] = {0.0f, 1.0f, 0.0f};
    if (fabsf(d[1]) > 0.999f) a[0] = 1.0f, a[1] = 0.0f;
    float c[3] = {a[1] * d[2] - a[2] * d[1], a[2] * d[0] - a[0] * d[2], a[0] * d[1] - a[1] * d[0]};
    plume_unit3(c, u); /* d is a unit vector at least 2.5 degrees off a: never all zero */
    w[0] = d[1] * u[2] - d[2] * u[1];
    w[1] = d[2] * u[0] - d[0] * u[2];
    w[2] = d[0] * u[1] - d[1] * u[0];
}

void plume_shape_defaults(uint32_t type, float *radius, float box[3], float *angle, int angle_explicit)
{
    if (type != PLUME_SHAPE_POINT && type != PLUME_SHAPE_BOX && *radius == 0.0f) *radius = 1.0f;
    if (type == PLUME_SHAPE_BOX)
        for (int i = 0; i < 3; i++)
            if (box[i] == 0.0f) box[i] = 1.0f;
    if (!angle_explicit && *angle == 0.0f) *angle = type == PLUME_SHAPE_SPHERE ? 180.0f : PLUME_SHAPE_DEFAULT_ANGLE;
}

void plume_shape_sample(const plume_shape *shape, const float rnd[PLUME_SHAPE_RANDOMS], float offset[3], float dir[3])
{
    const float *d = shape->direction;
    float normal[3];
    memset(offset, 0, sizeof(float) * 3);
    if (shape->mesh) { /* the shape's three numbers: the triangle (by area), then the point on it */
        plume_emission_mesh_sample(shape->mesh, rnd[PLUME_SHAPE_R_SHAPE0], rnd[PLUME_SHAPE_R_SHAPE1],
                                   rnd[PLUME_SHAPE_R_SHAPE2], offset, normal);
        if (shape->along_normal) d = normal;
    }
    float bu[3], bw[3];
    basis(d, bu, bw);
    float radius = shape->radius;
    int surface = shape->surface != 0;
    if (shape->mesh) {
        /* placed above */
    } else if (shape->type == PLUME_SHAPE_SPHERE) {
        float z = 2.0f * rnd[PLUME_SHAPE_R_SHAPE0] - 1.0f, phi = 2.0f * PI_F * rnd[PLUME_SHAPE_R_SHAPE1];
        float s = sqrtf(fmaxf(0.0f, 1.0f - z * z));
        float r = surface ? radius : radius * cbrtf(rnd[PLUME_SHAPE_R_SHAPE2]);
        offset[0] = r * s * cosf(phi), offset[1] = r * s * sinf(phi), offset[2] = r * z;
    } else if (shape->type == PLUME_SHAPE_BOX) {
        const float *half = shape->half;
        int axis = 0;
        float most = -1.0f;
        for (int i = 0; i < 3; i++) {
            offset[i] = (2.0f * rnd[PLUME_SHAPE_R_SHAPE0 + i] - 1.0f) * half[i];
            float t = fabsf(2.0f * rnd[PLUME_SHAPE_R_SHAPE0 + i] - 1.0f);
            if (t > most) most = t, axis = i;
        }
        if (surface) offset[axis] = offset[axis] < 0.0f ? -half[axis] : half[axis];
    } else if (shape->type == PLUME_SHAPE_CONE || shape->type == PLUME_SHAPE_RING) {
        float r = shape->type == PLUME_SHAPE_RING || surface ? radius : radius * sqrtf(rnd[PLUME_SHAPE_R_SHAPE0]);
        float phi = 2.0f * PI_F * rnd[PLUME_SHAPE_R_SHAPE1];
        for (int i = 0; i < 3; i++) offset[i] = r * (cosf(phi) * bu[i] + sinf(phi) * bw[i]);
    }
    float cos_a = 1.0f - rnd[PLUME_SHAPE_R_DIR0] * (1.0f - shape->cos_angle);
    float sin_a = sqrtf(fmaxf(0.0f, 1.0f - cos_a * cos_a)), phi = 2.0f * PI_F * rnd[PLUME_SHAPE_R_DIR1];
    for (int i = 0; i < 3; i++) dir[i] = cos_a * d[i] + sin_a * (cosf(phi) * bu[i] + sinf(phi) * bw[i]);
}
