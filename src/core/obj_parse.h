/* obj_parse.h — Wavefront OBJ text to an indexed triangle mesh.

   Reads v, vt and f (triangles and polygons, fan-triangulated; corners v, v/vt, v/vt/vn, v//vn,
   negative indices counted back from the last element defined). Ignores normals, o, g, s, usemtl,
   mtllib, comments and other statements it does not draw. Rejects malformed input with the line
   number in plume_last_error(). Output vertices are the distinct (v, vt) pairs in order of first
   use, so two keyframes written with the same topology line up vertex for vertex. */
#ifndef PLUME_OBJ_PARSE_H
#define PLUME_OBJ_PARSE_H

#include <stddef.h>
#include <stdint.h>

#include "plume.h"

typedef struct plume_mesh {
    float *positions;   /* xyz per vertex */
    float *uvs;         /* uv per vertex; v is flipped (1 - v) because images are stored top row first */
    uint16_t *indices;  /* three per triangle */
    uint32_t vertex_count;
    uint32_t index_count;
} plume_mesh;

plume_status plume_obj_parse(const char *text, size_t length, plume_mesh *out);
void plume_mesh_free(plume_mesh *mesh);

#endif
