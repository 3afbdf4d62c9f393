/* effect_internal.h — what the web binding asks of effect.c beyond effect.h: effects whose layers emit from mesh
   shapes the caller made (JavaScript's `shape: { type: 'mesh' }` on cpu and mesh layers), an instance's parts by
   layer (effect.emitters / effect.systems) and the mesh particles spawned ahead of their birth (stats). */
#ifndef PLUME_EFFECT_INTERNAL_H
#define PLUME_EFFECT_INTERNAL_H

#include "effect.h"

struct plume_emission_mesh;

typedef struct plume_effect_shapes {
    const struct plume_emission_mesh *mesh[PLUME_EFFECT_MAX_LAYERS]; /* lent for the effect's life; NULL: none */
    uint32_t along_normal[PLUME_EFFECT_MAX_LAYERS]; /* cpu layers: leave along the triangle's normal */
} plume_effect_shapes;

/* plume_effect_create with a mesh shape for some layers (cpu layers with cpu.shape PLUME_SHAPE_MESH, mesh layers). */
plume_status plume_effect_create_shaped(plume_context *ctx, const plume_effect_desc *desc, const plume_effect_shapes *shapes,
                                        plume_effect *out);
/* The id of layer `layer`'s emitter (gpu) or system (cpu) in the instance; 0 for none (a mesh layer, a system not made). */
uint32_t plume_instance_part(const plume_context *ctx, plume_effect_instance instance, uint32_t layer);
/* Mesh particles spawned by live instances ahead of their birth (in their kinds' pools, not shown yet). */
uint32_t plume_effects_unborn(const plume_context *ctx);

/* Why an instance the last plume_poll_ended reported ended early (a cpu layer's system could not be made when it was
   due: the systems limit, memory; its particles were killed): "layers[i]: <the refusal>", kept until the next poll;
   NULL for an instance that ended as planned. */
const char *plume_effects_failure(const plume_context *ctx, plume_effect_instance instance);

#endif
