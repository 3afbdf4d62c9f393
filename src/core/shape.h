/* shape.h — where a particle starts and which way it leaves, from a few random numbers: the emitter
   shapes (point, sphere, box, cone, ring) shared by the GPU emitters' reference model (emitter.vert's
   equations, emitter_reference.c) and the CPU systems' spawning (particle_system.c), which also take a mesh's
   surface (emission_mesh.h). */
#ifndef PLUME_SHAPE_H
#define PLUME_SHAPE_H

#include <stdint.h>

struct plume_emission_mesh;

typedef struct plume_shape {
    uint32_t type;      /* plume_shape_type */
    float radius;       /* sphere, cone, ring */
    float half[3];      /* box: half its size */
    uint32_t surface;   /* on the surface (sphere, box, cone's rim) instead of in the volume */
    float direction[3]; /* unit */
    float cos_angle;    /* cos of the spread around direction */
    /* PLUME_SHAPE_MESH with its table (emission_mesh.h): a point of the surface, chosen by area; NULL: the shape of
       `type` (a mesh shape without a table starts at the origin, as a point) */
    const struct plume_emission_mesh *mesh;
    uint32_t along_normal; /* a mesh: the spread is around the triangle's normal instead of direction */
} plume_shape;

/* Random numbers a sample takes, each in [0, 1). */
enum { PLUME_SHAPE_R_SHAPE0, PLUME_SHAPE_R_SHAPE1, PLUME_SHAPE_R_SHAPE2, PLUME_SHAPE_R_DIR0, PLUME_SHAPE_R_DIR1,
       PLUME_SHAPE_RANDOMS };

/* The shape settings' defaults, in place (zero means default), for emitters and CPU systems alike:
   radius 1 (sphere, cone, ring), a box 1 a side, PLUME_SHAPE_DEFAULT_ANGLE degrees around the
   direction (a sphere: 180) unless the angle's 0 is meant (angle_explicit). */
void plume_shape_defaults(uint32_t type, float *radius, float box[3], float *angle, int angle_explicit);

/* v at length 1 into out, scaled by its largest component first: lengths whose squares underflow (1e-30) or
   overflow (3e38) in float still give their direction. Returns 0 (out untouched) when every component is 0 or
   one is not finite: the caller keeps its default. Every direction Plume normalises goes through it. */
int plume_unit3(const float v[3], float out[3]);

/* The start offset (shape space) and unit direction of a particle. */
void plume_shape_sample(const plume_shape *shape, const float rnd[PLUME_SHAPE_RANDOMS], float offset[3], float dir[3]);

#endif
