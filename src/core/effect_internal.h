/* effect_internal.h — what the web binding asks of effect.c beyond effect.h: effects of any number of layers whose
   layers may emit from mesh shapes the caller made (JavaScript's `shape: { type: 'mesh' }` on cpu and mesh layers), an
   instance's parts by layer (effect.emitters / effect.systems), the mesh particles spawned ahead of their birth
   (stats) and why an instance ended early. */
#ifndef PLUME_EFFECT_INTERNAL_H
#define PLUME_EFFECT_INTERNAL_H

#include "effect.h"

struct plume_emission_mesh;

/* A layer's mesh shape: its triangles, lent for the effect's life (NULL: none), and whether a cpu layer's particles
   leave along the triangle's normal. */
typedef struct plume_effect_shape {
    const struct plume_emission_mesh *mesh;
    uint32_t along_normal;
} plume_effect_shape;

/* Layers an effect made by plume_effect_create_layers may have: JavaScript's bound (layer_desc.js's MAX_LAYERS);
   plume_effect_desc holds PLUME_EFFECT_MAX_LAYERS. */
#define PLUME_EFFECT_LAYER_LIMIT 4096u

/* plume_effect_create with `count` layers (up to PLUME_EFFECT_LAYER_LIMIT) and, where `shapes` is given (count of
   them), mesh shapes for some layers (cpu layers with cpu.shape PLUME_SHAPE_MESH, mesh layers). */
plume_status plume_effect_create_layers(plume_system *ctx, const plume_effect_layer *layers, uint32_t count, uint32_t seed,
                                        const plume_effect_shape *shapes, plume_effect *out);
/* The id of layer `layer`'s emitter (gpu) or system (cpu) in the instance; 0 for none (a mesh layer, a system not made). */
uint32_t plume_instance_part(const plume_system *ctx, plume_effect_instance instance, uint32_t layer);
/* Mesh particles spawned by live instances ahead of their birth (in their kinds' pools, not shown yet). */
uint32_t plume_effects_unborn(const plume_system *ctx);

/* The play whose particles include kind instance `kind_instance` (0: none, an instance spawned by the game or one a play
   lost track of), and how many plays do (*holders: 1 where every mesh particle has one play). For tests. */
uint32_t plume_effects_holder(const plume_system *ctx, uint64_t kind_instance, uint32_t *holders);

/* Why an instance the last plume_poll_ended reported ended early (a cpu layer's system could not be made when it was
   due: the systems limit, memory; its particles were killed): "layers[i]: <the refusal>", kept until the next poll;
   NULL for an instance that ended as planned (or whose why could not be kept). *status: the refusal's status. */
const char *plume_effects_failure(const plume_system *ctx, plume_effect_instance instance, plume_status *status);

#endif
