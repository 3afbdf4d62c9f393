/* emission_mesh.c — a mesh's surface as an emitter shape (see emission_mesh.h). */
#include "emission_mesh.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "obj_parse.h"
#include "shape.h"

void plume_emission_mesh_destroy(plume_emission_mesh *mesh)
{
    if (!mesh) return;
    free(mesh->corners);
    free(mesh->normals);
    free(mesh->cumulative);
    free(mesh);
}

/* The table from a position and an index reader: `index(i)` is the vertex of corner i. */
static plume_status build(const char *what, const float *positions, uint32_t vertex_count, const uint32_t *indices,
                          const uint16_t *indices16, uint32_t corner_count, plume_emission_mesh **out)
{
    *out = NULL;
    if (!positions && vertex_count > 0) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: positions is NULL", what);
    if (corner_count % 3 != 0) {
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: %s (%u) must be a multiple of 3 (three a triangle)", what,
                          indices || indices16 ? "the index count" : "the vertex count", corner_count);
    }
    uint32_t count = corner_count / 3;
    if (count == 0) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: has no triangles", what);
    if (count > PLUME_MAX_EMISSION_TRIANGLES) {
        return plume_fail(PLUME_ERR_LIMIT, "%s: has %u triangles; a mesh to emit from has at most %u", what, count,
                          PLUME_MAX_EMISSION_TRIANGLES);
    }
    if (!plume_all_finite(positions, (int)(vertex_count * 3u))) {
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: its positions must be finite numbers", what);
    }
    plume_emission_mesh *mesh = calloc(1, sizeof *mesh);
    if (mesh) {
        mesh->corners = malloc(sizeof(float) * 9u * count);
        mesh->normals = malloc(sizeof(float) * 3u * count);
        mesh->cumulative = malloc(sizeof(double) * count);
    }
    if (!mesh || !mesh->corners || !mesh->normals || !mesh->cumulative) {
        plume_emission_mesh_destroy(mesh);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "%s: out of memory for %u triangles", what, count);
    }
    mesh->triangle_count = count;
    double total = 0.0;
    for (uint32_t t = 0; t < count; t++) {
        float *c = mesh->corners + 9u * t;
        for (uint32_t k = 0; k < 3; k++) {
            uint32_t corner = 3u * t + k;
            uint32_t v = indices ? indices[corner] : indices16 ? indices16[corner] : corner;
            if (v >= vertex_count) {
                plume_emission_mesh_destroy(mesh);
                return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: index %u (of corner %u) is past the last vertex (%u)",
                                  what, v, corner, vertex_count - 1u);
            }
            memcpy(c + 3u * k, positions + 3u * v, sizeof(float) * 3u);
        }
        double e[3], f[3];
        for (int i = 0; i < 3; i++) e[i] = (double)c[3 + i] - c[i], f[i] = (double)c[6 + i] - c[i];
        double n[3] = {e[1] * f[2] - e[2] * f[1], e[2] * f[0] - e[0] * f[2], e[0] * f[1] - e[1] * f[0]};
        double area = 0.5 * sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        float nf[3] = {(float)n[0], (float)n[1], (float)n[2]};
        float *normal = mesh->normals + 3u * t;
        if (!(area > 0.0) || !isfinite(area) || !plume_unit3(nf, normal)) {
            normal[0] = 0.0f, normal[1] = 1.0f, normal[2] = 0.0f;
            area = 0.0;
        } else {
            mesh->last = t;
        }
        total += area;
        mesh->cumulative[t] = total;
    }
    if (!(total > 0.0) || !isfinite(total)) {
        plume_emission_mesh_destroy(mesh);
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s has triangles with no area (every one is degenerate)", what);
    }
    *out = mesh;
    return PLUME_OK;
}

plume_status plume_emission_mesh_create(const char *what, const float *positions, uint32_t vertex_count,
                                        const uint32_t *indices, uint32_t index_count, plume_emission_mesh **out)
{
    plume_clear_error();
    if (!out) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: out is NULL", what);
    if (vertex_count > 3u * PLUME_MAX_EMISSION_TRIANGLES) { /* three corners a triangle: more are never all used */
        *out = NULL;
        return plume_fail(PLUME_ERR_LIMIT, "%s: has %u vertices; a mesh to emit from has at most %u", what,
                          vertex_count, 3u * PLUME_MAX_EMISSION_TRIANGLES);
    }
    return build(what, positions, vertex_count, indices, NULL, indices ? index_count : vertex_count, out);
}

plume_status plume_emission_mesh_create_obj(const char *what, const char *text, size_t length,
                                            plume_emission_mesh **out)
{
    plume_clear_error();
    if (!out) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: out is NULL", what);
    *out = NULL;
    if (!text) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: the OBJ text is NULL", what);
    plume_mesh parsed = {0};
    plume_status status = plume_obj_parse(text, length, &parsed);
    if (status != PLUME_OK) return status; /* the parser's message names the line */
    status = build(what, parsed.positions, parsed.vertex_count, NULL, parsed.indices, parsed.index_count, out);
    plume_failure failure = plume_save_failure();
    plume_mesh_free(&parsed);
    return plume_restore_failure(&failure);
}

uint32_t plume_emission_mesh_triangle(const plume_emission_mesh *mesh, float pick)
{
    double target = (double)pick * mesh->cumulative[mesh->triangle_count - 1u];
    uint32_t lo = 0, hi = mesh->triangle_count; /* the first with cumulative > target is in [lo, hi) */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2u;
        if (mesh->cumulative[mid] > target) hi = mid;
        else lo = mid + 1u;
    }
    return lo < mesh->triangle_count ? lo : mesh->last;
}

void plume_emission_mesh_sample(const plume_emission_mesh *mesh, float pick, float a, float b, float point[3],
                                float normal[3])
{
    uint32_t t = plume_emission_mesh_triangle(mesh, pick);
    const float *c = mesh->corners + 9u * t;
    float s = sqrtf(a);
    float wa = 1.0f - s, wb = s * (1.0f - b), wc = s * b;
    for (int i = 0; i < 3; i++) {
        point[i] = wa * c[i] + wb * c[3 + i] + wc * c[6 + i];
        normal[i] = mesh->normals[3u * t + i];
    }
}
