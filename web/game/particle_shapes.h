/* particle_shapes.h — the keyframe meshes of the demo's five particle kinds, as OBJ text pairs
   (start, end: same quads in the same order, so the GPU morphs one into the other; SEEDS.md §000). */
#ifndef GAME_PARTICLE_SHAPES_H
#define GAME_PARTICLE_SHAPES_H

#include "obj_text.h"

typedef struct shape_pair {
    obj_text start, end;
} shape_pair;

/* The book's explosion: 3-quad "stars" (one quad per axis plane, seen from every angle), denser in
   the middle; the end keyframe nudges each star outward and up, enlarges and turns it.
   56 stars = 168 quads = 336 triangles. */
void shape_explosion(shape_pair *out, int stars, unsigned seed);
/* A flat ring in the XZ plane that widens and thins out. */
void shape_shockwave(shape_pair *out, int segments);
/* Sparks flying out in a cone around +Y: crossed thin streaks that travel, stretch and droop. */
void shape_spark_spray(shape_pair *out, int sparks, unsigned seed);
/* A few large soft stars that swell and drift up. */
/* A cone of crossed quads along +Z from the origin (the engine's nozzle), longer at the end. */
void shape_engine_cone(shape_pair *out, int planes);

void shape_free(shape_pair *pair);

#endif
