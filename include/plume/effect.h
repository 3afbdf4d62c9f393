/* effect.h — effects in C, in the shape of plume.createEffect in JavaScript: an effect is a template
   of layers, played as many instances as the game wants; an instance ends by itself when its last
   particle is gone, and plume_poll_ended reports it once.

   Usage
     plume_effect_desc desc = {.layer_count = 1};
     desc.layers[0].gpu = (plume_emitter_desc){.rate = 0, .burst = 56, .life = 2000, .no_loop = 1,
                                               .explicit_zero = PLUME_EMITTER_ZERO_RATE};
     // (.no_loop = 1: a zeroed emitter desc loops, and a looping instance ends only after stop)
     plume_effect boom;
     plume_effect_create(ctx, &desc, &boom);
     plume_effect_instance a;
     plume_effect_play(ctx, boom, transform16, 0, &a);   // as many as wanted, each one handle
     ...every frame: plume_step(ctx, ms); then
     plume_effect_instance ended[64];
     uint32_t n = plume_poll_ended(ctx, ended, 64);      // each ended instance once; its handle is dead

   In C the layers are 'gpu' layers (plume_emitter_desc): every play of a layer is a member of the
   layer's emitter group, so all instances of an effect draw in one call per layer. 'cpu' and 'mesh'
   layers are played by the JavaScript runtime (web/src/runtime.js) on top of addSystem and spawn.
   Ended instances are found by plume_poll_ended: call it once a frame (an instance that ended stays
   allocated, drawing nothing, until a poll reports it). */
#ifndef PLUME_EFFECT_H
#define PLUME_EFFECT_H

#include <stdint.h>

#include "emitter.h"
#include "plume.h"

/* The world every effect, texture and kind lives in (the book's plume_system; one per GL context). */
typedef plume_system plume_context;

#define PLUME_EFFECT_MAX_LAYERS 8u
#define PLUME_MAX_EFFECT_INSTANCES 65536u /* alive at once (16 bits of slot in a handle) */

typedef struct plume_effect_layer {
    plume_emitter_desc gpu; /* its seed is the layer's when nonzero, else drawn from the play's seed */
    float position[3];      /* offset from the instance's origin, in its frame */
} plume_effect_layer;

typedef struct plume_effect_desc {
    uint32_t layer_count; /* 1..PLUME_EFFECT_MAX_LAYERS */
    plume_effect_layer layers[PLUME_EFFECT_MAX_LAYERS];
} plume_effect_desc;

typedef struct plume_effect {
    uint32_t id; /* generation (16 bits) | slot (16); 0 is invalid */
} plume_effect;

typedef struct plume_effect_instance {
    uint32_t id; /* generation (16 bits) | slot (16); 0 is invalid */
} plume_effect_instance;

plume_status plume_effect_create(plume_context *ctx, const plume_effect_desc *desc, plume_effect *out);
/* Ends every instance of the effect now (not reported by plume_poll_ended), then frees it. */
plume_status plume_effect_destroy(plume_context *ctx, plume_effect effect);
/* Instances of the effect alive now. */
uint32_t plume_effect_instances(const plume_context *ctx, plume_effect effect);

/* A new instance at `transform` (16 numbers, column-major). seed 0: a new seed each play. */
plume_status plume_effect_play(plume_context *ctx, plume_effect effect, const float transform[16], uint32_t seed,
                               plume_effect_instance *out);
/* Gently: nothing more is born; live particles finish, then it ends (and is reported). */
plume_status plume_instance_stop(plume_context *ctx, plume_effect_instance instance);
/* Now: its particles vanish; it is not reported by plume_poll_ended (the caller knows). */
plume_status plume_instance_kill(plume_context *ctx, plume_effect_instance instance);
/* Shows the instance at `ms` of its own time, forwards or backwards (it emits again after a stop). */
plume_status plume_instance_seek(plume_context *ctx, plume_effect_instance instance, double ms);
/* Moves it; particles born before keep their place. */
plume_status plume_instance_set_transform(plume_context *ctx, plume_effect_instance instance,
                                          const float transform[16]);
plume_status plume_instance_time(const plume_context *ctx, plume_effect_instance instance, double *out_ms);
/* 1 until it ended (reported by a poll) or was killed. */
int plume_instance_alive(const plume_context *ctx, plume_effect_instance instance);

/* Instances that ended since the last poll, each once, up to `max` into `out`; returns how many.
   A reported instance is freed: its handle is dead. */
uint32_t plume_poll_ended(plume_context *ctx, plume_effect_instance *out, uint32_t max);

#endif
