/* collide.h — the colliders of CPU particle systems (and the check of a GPU emitter's plane) (plume_collider in particle_system.h): their checks, and the
   segment test the step runs for the systems that have any (particle_system.c's collide). */
#ifndef PLUME_COLLIDE_H
#define PLUME_COLLIDE_H

#include <stdint.h>

#include "particle_system.h"

/* Checks the first `count` colliders of `in` (every field, messages naming the JavaScript fields: collide[i].normal,
   .radius, ...) and writes them settled into `out` (a plane's normal of unit length, a bounce of 0 the default
   unless explicit, the colliders past `count` zeroed). `manual`: the system is not simulated (refused). */
plume_status plume_colliders_check(uint32_t count, const plume_collider *in, plume_collider *out, int manual);
/* One collider, `collide[k]` in messages, settled into `out` (a gpu emitter's plane is checked by it too). */
plume_status plume_collider_check(uint32_t k, const plume_collider *in, plume_collider *out);

/* The first of `count` colliders whose surface the move from q to p enters (from outside: a move that starts
   inside one is not stopped by it). Returns its index + 1 (0: none), with the fraction of the move t in [0, 1]
   where it enters, the outward unit normal there and `at`: the point on the surface, a hair outside it (so that
   the next step's move starts outside). */
uint32_t plume_colliders_hit(const plume_collider *colliders, uint32_t count, const float q[3], const float p[3],
                             float *t, float at[3], float normal[3]);

#endif
