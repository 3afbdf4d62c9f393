/* Emission meshes (emission_mesh.c): triangles picked by area, points uniform on them and on their plane, normals,
   indexed / non-indexed / OBJ input, and every refusal by name (bounds, bad indices, no area). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "emission_mesh.h"
#include "emitter.h"
#include "particle_system.h"
#include "plume.h"

#include "count_allocations.h" /* `allocations`: every malloc/calloc/realloc (-Wl,--wrap) */

#define NEAR(a, b, eps) CHECK(fabs((double)(a) - (double)(b)) <= (eps))

static float uniform(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (float)(*state >> 8) / 16777216.0f;
}

/* Two separated triangles in the plane z = 0: the second has 3× the first's area. */
static const float TWO[] = {
    0, 0, 0, 1, 0, 0, 0, 1, 0,   /* area 0.5, x < 1 */
    5, 0, 0, 8, 0, 0, 5, 1, 0,   /* area 1.5, x >= 5 */
};

static void test_area_weighting(void)
{
    plume_emission_mesh *mesh = NULL;
    CHECK_EQ_INT(plume_emission_mesh_create("two", TWO, 6, NULL, 0, &mesh), PLUME_OK);
    CHECK(mesh != NULL);
    CHECK_EQ_INT(mesh->triangle_count, 2);
    NEAR(mesh->cumulative[1], 2.0, 1e-9);
    NEAR(mesh->normals[2], 1.0, 1e-6);
    int counts[2] = {0, 0};
    uint32_t state = 7;
    for (int i = 0; i < 40000; i++) {
        float p[3], n[3];
        plume_emission_mesh_sample(mesh, uniform(&state), uniform(&state), uniform(&state), p, n);
        CHECK(p[2] == 0.0f);
        CHECK(n[2] == 1.0f);
        if (p[0] < 1.0f) {
            counts[0]++;
            CHECK(p[0] >= 0.0f && p[1] >= 0.0f && p[0] + p[1] <= 1.0f + 1e-6f); /* on the first */
        } else {
            counts[1]++;
            CHECK(p[0] >= 5.0f && p[1] >= 0.0f && (p[0] - 5.0f) / 3.0f + p[1] <= 1.0f + 1e-6f); /* on the second */
        }
    }
    double ratio = (double)counts[1] / counts[0];
    CHECK(ratio > 2.8 && ratio < 3.2);
    /* uniform on the triangle: half the first triangle's points within the part x + y < 1/√2 (area 1/4) */
    int inner = 0, first = 0;
    state = 11;
    for (int i = 0; i < 20000; i++) {
        float p[3], n[3];
        plume_emission_mesh_sample(mesh, 0.0f, uniform(&state), uniform(&state), p, n);
        first++;
        if (p[0] + p[1] < 0.70710678f) inner++;
    }
    NEAR((double)inner / first, 0.5, 0.02);
    /* the ends of [0, 1) */
    CHECK_EQ_INT(plume_emission_mesh_triangle(mesh, 0.0f), 0);
    CHECK_EQ_INT(plume_emission_mesh_triangle(mesh, 0.2499f), 0);
    CHECK_EQ_INT(plume_emission_mesh_triangle(mesh, 0.2501f), 1);
    CHECK_EQ_INT(plume_emission_mesh_triangle(mesh, 0.99999994f), 1);
    CHECK_EQ_INT(plume_emission_mesh_triangle(mesh, 1.0f), 1); /* rounded up: the last with an area */
    /* the same numbers, the same point */
    float a[3], b[3], n[3];
    plume_emission_mesh_sample(mesh, 0.6f, 0.3f, 0.9f, a, n);
    plume_emission_mesh_sample(mesh, 0.6f, 0.3f, 0.9f, b, n);
    CHECK(memcmp(a, b, sizeof a) == 0);
    plume_emission_mesh_destroy(mesh);
}

static void test_indexed_and_degenerate(void)
{
    /* a unit quad as two indexed triangles, plus a degenerate one (never picked) between them */
    const float quad[] = {0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1};
    const uint32_t indices[] = {0, 2, 1, 0, 0, 1, 0, 3, 2};
    plume_emission_mesh *mesh = NULL;
    CHECK_EQ_INT(plume_emission_mesh_create("quad", quad, 4, indices, 9, &mesh), PLUME_OK);
    CHECK_EQ_INT(mesh->triangle_count, 3);
    NEAR(mesh->cumulative[2], 1.0, 1e-9);
    CHECK_EQ_INT(mesh->last, 2);
    NEAR(mesh->normals[1], 1.0, 1e-6); /* (2 - 0) × (1 - 0) faces +y */
    uint32_t state = 3;
    int degenerate = 0;
    for (int i = 0; i < 10000; i++) {
        float pick = uniform(&state);
        if (plume_emission_mesh_triangle(mesh, pick) == 1) degenerate++;
        float p[3], n[3];
        plume_emission_mesh_sample(mesh, pick, uniform(&state), uniform(&state), p, n);
        CHECK(p[1] == 0.0f && p[0] >= 0.0f && p[0] <= 1.0f && p[2] >= 0.0f && p[2] <= 1.0f);
    }
    CHECK_EQ_INT(degenerate, 0);
    plume_emission_mesh_destroy(mesh);
}

static void test_obj(void)
{
    const char *obj = "# a quad as one polygon\nv 0 0 0\nv 2 0 0\nv 2 2 0\nv 0 2 0\nvt 0 0\nf 1 2 3 4\n";
    plume_emission_mesh *mesh = NULL;
    CHECK_EQ_INT(plume_emission_mesh_create_obj("obj", obj, strlen(obj), &mesh), PLUME_OK);
    CHECK_EQ_INT(mesh->triangle_count, 2);
    NEAR(mesh->cumulative[1], 4.0, 1e-9);
    plume_emission_mesh_destroy(mesh);
    const char *bad = "v 0 0 0\nf 1 2 3\n";
    CHECK(plume_emission_mesh_create_obj("obj", bad, strlen(bad), &mesh) != PLUME_OK);
    CHECK(mesh == NULL);
    CHECK(plume_last_error()[0] != '\0');
}

static void test_refusals(void)
{
    plume_emission_mesh *mesh = (plume_emission_mesh *)1;
    CHECK_EQ_INT(plume_emission_mesh_create("m", TWO, 5, NULL, 0, &mesh), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("multiple of 3");
    CHECK(mesh == NULL);
    CHECK_EQ_INT(plume_emission_mesh_create("m", TWO, 0, NULL, 0, &mesh), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("no triangles");
    const uint32_t far[] = {0, 1, 6};
    CHECK_EQ_INT(plume_emission_mesh_create("m", TWO, 6, far, 3, &mesh), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("index 6");
    const float flat[] = {0, 0, 0, 1, 1, 1, 2, 2, 2};
    CHECK_EQ_INT(plume_emission_mesh_create("m", flat, 3, NULL, 0, &mesh), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("no area");
    float nan[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
    nan[4] = NAN;
    CHECK_EQ_INT(plume_emission_mesh_create("m", nan, 3, NULL, 0, &mesh), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("finite");
    /* the bound: one triangle over is refused, the bound itself is not */
    uint32_t n = PLUME_MAX_EMISSION_TRIANGLES + 1u;
    float *soup = malloc(sizeof(float) * 9u * n);
    for (uint32_t t = 0; t < n; t++) memcpy(soup + 9u * t, TWO, sizeof(float) * 9u);
    CHECK_EQ_INT(plume_emission_mesh_create("big", soup, 3u * n, NULL, 0, &mesh), PLUME_ERR_LIMIT);
    CHECK_ERROR_HAS("at most 196608");
    uint32_t *indices = malloc(sizeof(uint32_t) * 3u * n);
    for (uint32_t i = 0; i < 3u * n; i++) indices[i] = i % 3u;
    CHECK_EQ_INT(plume_emission_mesh_create("big", soup, 3, indices, 3u * n, &mesh), PLUME_ERR_LIMIT);
    CHECK_ERROR_HAS("at most 65536");
    CHECK_EQ_INT(plume_emission_mesh_create("big", soup, 3u * (n - 1u), NULL, 0, &mesh), PLUME_OK);
    CHECK_EQ_INT(mesh->triangle_count, PLUME_MAX_EMISSION_TRIANGLES);
    NEAR(mesh->cumulative[mesh->triangle_count - 1u], 0.5 * PLUME_MAX_EMISSION_TRIANGLES, 1e-6);
    plume_emission_mesh_destroy(mesh);
    free(indices);
    free(soup);
}

/* Which triangle of TWO (moved by dx) p lies on: 0, 1, or -1. */
static int on_two(const float *p, float dx)
{
    float x = p[0] - dx, y = p[1];
    if (fabsf(p[2]) > 1e-5f) return -1;
    if (x >= -1e-5f && y >= -1e-5f && x + y <= 1.0f + 1e-5f) return 0;
    if (x >= 5.0f - 1e-5f && y >= -1e-5f && (x - 5.0f) / 3.0f + y <= 1.0f + 1e-5f) return 1;
    return -1;
}

static void test_cpu_system(void)
{
    plume_system *sys = plume_system_create(&(plume_system_desc){.seed = 7});
    plume_particle_system_desc desc = {.shape = PLUME_SHAPE_MESH, .burst = 4000, .capacity = 8000, .rate = 100.0f,
                                       .life = {60000.0f, 60000.0f}, .seed = 21,
                                       .explicit_zero = PLUME_PSYS_ZERO_VELOCITY | PLUME_PSYS_ZERO_VELOCITY_RANDOM};
    plume_particle_system ps;
    CHECK_EQ_INT(plume_add_particle_system(sys, &desc, &ps), PLUME_OK);
    float moved[18];
    for (int i = 0; i < 18; i++) moved[i] = TWO[i] + (i % 3 == 0 ? 10.0f : 0.0f); /* 10 along x */
    CHECK_EQ_INT(plume_particle_system_set_emission_mesh(sys, ps, moved, 2, 0), PLUME_OK);
    plume_particle_system_arrays a;
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, ps, &a), PLUME_OK);
    CHECK_EQ_INT(a.count, 4000); /* the burst again, on the mesh */
    int counts[2] = {0, 0}, off = 0;
    for (uint32_t i = 0; i < a.count; i++) {
        int t = on_two(a.positions + 3u * i, 10.0f);
        if (t < 0) off++;
        else counts[t]++;
    }
    CHECK_EQ_INT(off, 0);
    double ratio = (double)counts[1] / (counts[0] ? counts[0] : 1);
    CHECK(ratio > 2.7 && ratio < 3.3);
    float first[3];
    memcpy(first, a.positions, sizeof first);
    /* stepping allocates nothing; the flow's births are on the mesh too */
    unsigned long before = allocations;
    for (int k = 0; k < 60; k++) CHECK_EQ_INT(plume_step(sys, 16.0), PLUME_OK);
    CHECK_EQ_INT(allocations - before, 0);
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, ps, &a), PLUME_OK);
    CHECK(a.count > 4050);
    off = 0;
    for (uint32_t i = 0; i < a.count; i++) off += on_two(a.positions + 3u * i, 10.0f) < 0;
    CHECK_EQ_INT(off, 0);
    /* seeking back shows the same points (the seed decides) */
    CHECK_EQ_INT(plume_particle_system_seek(sys, ps, 0.0), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, ps, &a), PLUME_OK);
    CHECK(memcmp(first, a.positions, sizeof first) == 0);
    /* the mesh stays across set_desc; along the normal with speed: +z */
    desc.speed[0] = desc.speed[1] = 2.0f;
    desc.angle = 0.0f;
    desc.explicit_zero |= PLUME_PSYS_ZERO_ANGLE;
    CHECK_EQ_INT(plume_particle_system_set_desc(sys, ps, &desc), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_set_emission_mesh(sys, ps, moved, 2, 1), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_seek(sys, ps, 0.0), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, ps, &a), PLUME_OK);
    for (uint32_t i = 0; i < a.count; i += 97) {
        NEAR(a.velocities[3u * i], 0.0, 1e-5);
        NEAR(a.velocities[3u * i + 2], 2.0, 1e-5);
        CHECK(on_two(a.positions + 3u * i, 10.0f) >= 0);
    }
    /* refusals: the bound (before any copy), no area, a stale handle; the old mesh stays */
    CHECK_EQ_INT(plume_particle_system_set_emission_mesh(sys, ps, moved, PLUME_MAX_EMISSION_TRIANGLES + 1u, 0),
                 PLUME_ERR_LIMIT);
    CHECK_ERROR_HAS("at most 65536");
    const float flat[9] = {0, 0, 0, 1, 1, 1, 2, 2, 2};
    CHECK_EQ_INT(plume_particle_system_set_emission_mesh(sys, ps, flat, 1, 0), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("shape.mesh");
    CHECK_EQ_INT(plume_particle_system_burst(sys, ps, 10), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, ps, &a), PLUME_OK);
    CHECK(on_two(a.positions + 3u * (a.count - 1u), 10.0f) >= 0);
    CHECK_EQ_INT(plume_remove_particle_system(sys, ps), PLUME_OK);
    CHECK_EQ_INT(plume_particle_system_set_emission_mesh(sys, ps, moved, 2, 0), PLUME_ERR_STALE_HANDLE);
    plume_system_destroy(sys);
}

int main(void)
{
    test_area_weighting();
    test_indexed_and_degenerate();
    test_obj();
    test_refusals();
    test_cpu_system();
    return check_report("test_emission_mesh");
}
