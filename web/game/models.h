/* models.h — the scene's low-poly meshes as vertex arrays: flat-shaded triangles of
   position, normal and colour (9 floats a vertex), and the starfield as points. */
#ifndef GAME_MODELS_H
#define GAME_MODELS_H

#include <cglm/cglm.h>

#define MODEL_VERTEX_FLOATS 9
#define STAR_VERTEX_FLOATS 7 /* position, colour, point size */

typedef struct model {
    float *vertices;
    int vertex_count, capacity;
    int failed; /* out of memory */
} model;

void model_triangle(model *m, const vec3 a, const vec3 b, const vec3 c, const vec3 color);
void model_free(model *m);

/* The player's ship, nose along -Z, engine nozzle at (0, 0, SHIP_ENGINE_Z). */
#define SHIP_ENGINE_Z 1.0f
void model_ship(model *out);
/* A cluster of `rocks` lumpy asteroids within `radius` of the origin. */
void model_asteroid_cluster(model *out, int rocks, float radius, unsigned seed);
/* `count` stars on a sphere of `radius` (drawn as points, around the camera). */
void model_starfield(model *out, int count, float radius, unsigned seed);

#endif
