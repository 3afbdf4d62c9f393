/* mesh_layer.h — the 'mesh' sim's layer desc: the book's two-keyframe mesh particles of a kind (plume.h's
   plume_define_kind), born on a layer's schedule (src/core/sim_mesh/effect_mesh.c). Effects (effect.h) hold one per
   mesh layer; the sim knows nothing of effects. */
#ifndef PLUME_MESH_LAYER_H
#define PLUME_MESH_LAYER_H

#include <stdint.h>

#include "emitter.h" /* the explicit-zero bits it shares with emitters */
#include "plume.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PLUME_MESH_LAYER_MAX_BIRTHS 65536u /* burst + rate × duration of one cycle (spawned at once) */

/* A 'mesh' layer (layers[i].mesh in JavaScript): particles of a kind born in cycles of `duration` ms — a
   burst at each cycle's start, then `rate` a second through it — at a point of the shape, leaving along
   `direction` within `angle` at `speed`, under gravity and drag; each a kind instance spawned with its
   age, so any time shows exactly (a seek spawns what playing had shown). The kind holds the mesh, the
   texture, the colours, the fade and the blend. Zeros are defaults except where said. */
typedef struct plume_mesh_layer_desc {
    uint32_t kind;        /* plume_define_kind's id (required) */
    float rate;           /* particles a second during a cycle; 0: none (then burst >= 1) */
    uint32_t burst;       /* at each cycle's start */
    float duration;       /* ms, a cycle; 0: PLUME_LAYER_DEFAULT_DURATION */
    float life[2];        /* ms, random in [min, max]; 0,0: the kind's max age */
    float size[2];        /* the mesh's scale at birth and at death; 0,0: the kind's */
    uint32_t shape;       /* plume_shape_type, with radius, box, angle, surface, direction as emitters */
    float radius;
    float box[3];
    float angle;          /* degrees around direction; 0: 25 (sphere: 180) unless PLUME_EMITTER_ZERO_ANGLE */
    uint32_t surface;
    float direction[3];   /* 0,0,0: +Y */
    float speed[2];       /* units/s, random in [min, max]; 0,0: they stay where they are born */
    float gravity[3];     /* units/s² */
    float drag;           /* 1/s */
    float rotation[2];    /* degrees about the mesh's Y, random in [min, max] per particle */
    uint32_t seed;        /* 0: from the play's seed (unless PLUME_EMITTER_ZERO_SEED) */
    uint32_t explicit_zero; /* PLUME_EMITTER_ZERO_ANGLE, PLUME_EMITTER_ZERO_SEED */
    uint32_t surface_normal; /* a mesh shape (the JavaScript runtime's): leave along the triangle's normal */
    plume_light light;       /* a point light at the layer's place in the instance (plume.h; plume_lights); all zero: none */
} plume_mesh_layer_desc;

#ifdef __cplusplus
}
#endif

#endif
