/* mesh_reference.h — where the mesh vertex shader (shaders/particle_common.glsl's placeParticleVertex) puts a kind's
   vertices, computed on the CPU from the records the pool uploads, for tests that hold a box to what is drawn: a box
   that misses a drawn vertex lets a game cull a visible effect. */
#ifndef PLUME_TEST_MESH_REFERENCE_H
#define PLUME_TEST_MESH_REFERENCE_H

#include <math.h>
#include <stdio.h>

#include "instance_pool.h"
#include "system_internal.h"

/* A record's drawn size at t in 0..1 of its life: its start and end sizes, or a keyed kind's largest key (a bound the
   keys never pass: the shader's sizeAt interpolates between them). */
static inline float mesh_reference_size(const plume_kind *kind, const float *record, float t)
{
    if (!kind->size_keyed) return record[PLUME_RECORD_START_SIZE] + (record[PLUME_RECORD_END_SIZE] - record[PLUME_RECORD_START_SIZE]) * t;
    float largest = 0.0f;
    for (uint32_t i = 0; i < PLUME_MAX_KEYS; i++) largest = fmaxf(largest, kind->look[(PLUME_KIND_KEY_ROWS + i) * 4 + 1]);
    return largest;
}

/* Calls `visit(x, y, z, reach, user)` for every vertex of the instance in `slot` of `kind` if it is drawn at the
   system's time: the vertex as modelled (x, y, z, reach 0), or for a kind drawn facing the camera, whose turn follows
   the view, its instance's origin and the distance the vertex may be from it. Returns the vertices visited. */
static inline uint32_t mesh_reference_slot_vertices(const plume_system *sys, const plume_kind *kind, uint32_t slot,
                                                    void (*visit)(float x, float y, float z, float reach, void *user),
                                                    void *user)
{
    if (slot >= kind->pool.draw_count || !kind->pool.slots[slot].alive) return 0;
    const float *record = kind->pool.records + (size_t)slot * PLUME_RECORD_FLOATS;
    float age = plume_system_gpu_time(sys) - record[PLUME_RECORD_BIRTH], life = record[PLUME_RECORD_MAX_AGE];
    if (age < 0.0f || age >= life) return 0; /* the shader sends it outside the clip volume */
    /* age exactly 0: a birth the core's double clock has not reached may round to the GPU's float clock (a play
       counts it at the next step); the shader draws it at its birth place for that frame */
    if (age == 0.0f) return 0;
    float t = fminf(fmaxf(age / life, 0.0f), 1.0f), size = mesh_reference_size(kind, record, t);
    for (uint32_t v = 0; v < kind->vertex_count; v++) {
        const float *vertex = kind->vertices + (size_t)v * PLUME_VERTEX_FLOATS;
        float local[3];
        for (int i = 0; i < 3; i++) local[i] = (vertex[i] * (1.0f - t) + vertex[3 + i] * t) * size;
        float world[3], reach = 0.0f;
        if (kind->look[PLUME_KIND_LOOK_FACING] < 0.5f) { /* as modelled */
            for (int r = 0; r < 3; r++) {
                const float *row = record + 4 * r;
                world[r] = row[0] * local[0] + row[1] * local[1] + row[2] * local[2] + row[3];
            }
        } else {
            float scale = sqrtf(record[0] * record[0] + record[4] * record[4] + record[8] * record[8]);
            for (int r = 0; r < 3; r++) world[r] = record[4 * r + 3];
            reach = sqrtf(local[0] * local[0] + local[1] * local[1] + local[2] * local[2]) * scale;
        }
        visit(world[0], world[1], world[2], reach, user);
    }
    return kind->vertex_count;
}

/* mesh_reference_slot_vertices for every instance of `kind`. */
static inline uint32_t mesh_reference_vertices(const plume_system *sys, const plume_kind *kind,
                                               void (*visit)(float x, float y, float z, float reach, void *user), void *user)
{
    uint32_t visited = 0;
    for (uint32_t slot = 0; slot < kind->pool.draw_count; slot++)
        visited += mesh_reference_slot_vertices(sys, kind, slot, visit, user);
    return visited;
}

typedef struct mesh_reference_box {
    float lo[3], hi[3];
    uint32_t outside;
} mesh_reference_box;

/* mesh_reference_vertices' visit: counts (and prints the first few of) the vertices outside the box, with a hair of
   slack for float rounding */
static inline void mesh_reference_inside(float x, float y, float z, float reach, void *user)
{
    mesh_reference_box *box = (mesh_reference_box *)user;
    const float at[3] = {x, y, z};
    for (int a = 0; a < 3; a++) {
        float slack = 1e-3f + 1e-4f * fabsf(at[a]);
        if (at[a] - reach >= box->lo[a] - slack && at[a] + reach <= box->hi[a] + slack) continue;
        if (box->outside++ < 4)
            fprintf(stderr, "mesh vertex (%g %g %g) ± %g outside [%g %g %g]..[%g %g %g] on axis %d\n", (double)x,
                    (double)y, (double)z, (double)reach, (double)box->lo[0], (double)box->lo[1], (double)box->lo[2],
                    (double)box->hi[0], (double)box->hi[1], (double)box->hi[2], a);
        return;
    }
}

#endif
