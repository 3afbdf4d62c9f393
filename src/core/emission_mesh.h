/* emission_mesh.h — a mesh's surface as an emitter shape: a table of triangles with their cumulative areas, so a
   random number picks a triangle with probability proportional to its area and two more a uniform point on it.
   Made once (from positions and optional indices, or OBJ text), read-only afterwards: sampling allocates nothing.
   web/src/emission_mesh.js is the same table and the same sampling in JavaScript (the 'mesh' sim). */
#ifndef PLUME_EMISSION_MESH_H
#define PLUME_EMISSION_MESH_H

#include <stddef.h>
#include <stdint.h>

#include "plume.h"

/* Triangles an emission mesh may hold (after fan triangulation of OBJ polygons): 65,536 × 64 bytes = 4 MB. */
#define PLUME_MAX_EMISSION_TRIANGLES 65536u

typedef struct plume_emission_mesh {
    uint32_t triangle_count; /* 1 to PLUME_MAX_EMISSION_TRIANGLES */
    uint32_t last;           /* the last triangle with an area: what a random number rounded up to 1 picks */
    float *corners;          /* 9 floats a triangle: its corners a, b, c */
    float *normals;          /* 3 floats a triangle: (b - a) × (c - a) at length 1 (0, 1, 0 where it has no area) */
    double *cumulative;      /* the sum of the areas of triangles 0..i; the last is the total (> 0) */
} plume_emission_mesh;

/* A mesh from `vertex_count` xyz positions and `index_count` indices (three a triangle), or without indices
   (`indices` NULL) every three positions a triangle. Refuses non-finite positions, indices out of range, counts not
   a multiple of 3, no triangles, more than PLUME_MAX_EMISSION_TRIANGLES, and a mesh whose triangles have no area,
   each with a message naming `what`. On success *out is a new mesh (plume_emission_mesh_destroy frees it). */
plume_status plume_emission_mesh_create(const char *what, const float *positions, uint32_t vertex_count,
                                        const uint32_t *indices, uint32_t index_count, plume_emission_mesh **out);

/* The same from Wavefront OBJ text (obj_parse.c: v and f statements; polygons fan-triangulated). */
plume_status plume_emission_mesh_create_obj(const char *what, const char *text, size_t length,
                                            plume_emission_mesh **out);

void plume_emission_mesh_destroy(plume_emission_mesh *mesh);

/* The triangle `pick` (in [0, 1)) chooses: the first whose cumulative area exceeds pick × total. */
uint32_t plume_emission_mesh_triangle(const plume_emission_mesh *mesh, float pick);

/* A point of the surface from three random numbers in [0, 1): `pick` the triangle (by area), `a` and `b` the
   point (uniform on the triangle: √a along the corners' fan). Writes the point and its triangle's unit normal. */
void plume_emission_mesh_sample(const plume_emission_mesh *mesh, float pick, float a, float b, float point[3],
                                float normal[3]);

#endif
