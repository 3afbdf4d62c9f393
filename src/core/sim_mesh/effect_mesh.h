/* effect_mesh.h — the 'mesh' sim: one play's particles of one mesh layer (mesh_layer.h), kind instances spawned a
   cycle at a time with their ages, moved while they fly. Effects (effect.c) play them for C and JavaScript alike. */
#ifndef PLUME_EFFECT_MESH_H
#define PLUME_EFFECT_MESH_H

#include "mesh_layer.h"

struct plume_emission_mesh;

typedef struct plume_mesh_part plume_mesh_part;

/* The layer's settings checked (a message naming the field on failure). */
plume_status plume_mesh_layer_check(const plume_system *ctx, const plume_mesh_layer_desc *desc);
/* The particles a play of a checked layer keeps alive or scheduled at once: a cycle's births, times the cycles one life
   spans + 1 when it `loops` — what plume_mesh_part_advance walks in one step at most, however long the step. */
double plume_mesh_layer_live(const plume_system *ctx, const plume_mesh_layer_desc *desc, int loops);
/* A play's particles of a checked layer: `desc` and `offset` (the layer's place in the instance's frame) copied;
   `delay` and `loop` the layer's (plume_effect_layer: one schedule for every sim), `loop` as this play says;
   `kind` this play's (renderOrder copies of a kind); `mesh` a mesh shape's triangles, borrowed (it must outlive the
   part; NULL: none). Allocates the room for every particle alive at once (playing allocates nothing more) and takes
   that room in the kind's pool: PLUME_ERR_LIMIT when the plays alive leave too little, so no play recycles
   another's particles. */
plume_status plume_mesh_part_create(plume_system *ctx, const plume_mesh_layer_desc *desc, const float offset[3],
                                    uint32_t seed, uint32_t layer, float delay, uint32_t loop, uint32_t kind,
                                    const struct plume_emission_mesh *mesh, plume_mesh_part **out);
/* Live particles, those scheduled but not born yet included. */
uint32_t plume_mesh_part_count(const plume_mesh_part *part);
/* Spawns every cycle begun by instance time t (ms) with the instance at `placement`; moves the movers. */
void plume_mesh_part_advance(plume_system *ctx, plume_mesh_part *part, const float placement[16], double t);
/* No more births: particles scheduled after stop_at are killed, live ones finish, placed at instance time now (a part
   made again for a play stopped earlier: stop_at < now). */
void plume_mesh_part_stop(plume_system *ctx, plume_mesh_part *part, const float placement[16], double stop_at,
                          double now);
/* Every particle killed and the schedule back to its start (a seek, a kill). */
void plume_mesh_part_clear(plume_system *ctx, plume_mesh_part *part);
/* Live particles follow a moved instance. */
void plume_mesh_part_replace(plume_system *ctx, plume_mesh_part *part, const float placement[16], double t);
int plume_mesh_part_ended(const plume_mesh_part *part);
/* Whether kind instance `id` is one of the part's particles (born or not). */
int plume_mesh_part_holds(const plume_mesh_part *part, plume_instance id);
/* Particles born by time t and still alive. */
uint32_t plume_mesh_part_particles(const plume_mesh_part *part, double t);
/* Grows [min, max] by the shown particles (their centres ± the mesh's radius at their size now; a keyed kind's largest). */
void plume_mesh_part_grow(const plume_mesh_part *part, const float placement[16], double t, float min[3], float max[3]);
/* Frees the part and gives its room in the kind back (ctx NULL: the system is going, kinds included). */
void plume_mesh_part_free(plume_system *ctx, plume_mesh_part *part);

#endif
