/* effect.h — effects in C, in the shape of plume.createEffect in JavaScript: an effect is a template
   of layers, played as many instances as the game wants; an instance ends by itself when its last
   particle is gone, and plume_poll_ended reports it once.

   Usage
     plume_effect_desc desc = {.layer_count = 1};
     desc.layers[0].gpu = (plume_emitter_desc){.rate = 0, .burst = 56, .life = 2000,
                                               .explicit_zero = PLUME_EMITTER_ZERO_RATE};
     // a layer plays once unless its .loop says otherwise (a looping instance ends only after stop)
     plume_effect boom;
     plume_effect_create(ctx, &desc, &boom);
     plume_effect_instance a;
     plume_effect_play(ctx, boom, transform16, 0, &a);   // as many as wanted, each one handle
     ...every frame: plume_step(ctx, ms); then
     plume_effect_instance ended[64];
     uint32_t n = plume_poll_ended(ctx, ended, 64);      // each ended instance once; its handle is dead

   A layer's `sim` says how its particles are computed, as `sim` does in JavaScript:
     PLUME_SIM_GPU  (0) `gpu`: a plume_emitter_desc; every play of the layer is a member of the layer's
                    emitter group, so all instances of an effect draw in one call per layer.
     PLUME_SIM_CPU  (1) `cpu`: a plume_particle_system_desc; each play adds a system of it, placed by the
                    instance (wind, sorting per particle). Its flow is the system's own: `rate` for
                    `duration` ms (0: 1000; on until plume_instance_stop when the layer loops), `burst` at the
                    start; it ends when its flow is over and its particles are dead. one_shot, manual and cpu.parent are refused (an
                    instance ends by itself; a sub-emitter layer names its parent layer in `parent`).
     PLUME_SIM_MESH (2) `mesh`: a plume_mesh_layer_desc; the book's two-keyframe mesh particles of a kind
                    (plume_define_kind), born on the layer's schedule (src/core/sim_mesh/effect_mesh.c).
                    Its particles live in the kind's pool (plume_kind_desc.capacity, default
                    PLUME_DEFAULT_CAPACITY): each play takes room there for what it can hold at once, or is
                    refused (PLUME_ERR_LIMIT), so no play recycles another's. A play at another render order
                    draws in a copy of the kind at that order ("<name>@<order>", made at first use, undefined
                    with the effect).
   One schedule for every sim: the layer's `delay` (ms after the play before it starts) and `loop` (0: it plays once;
   1: its cycles of `duration` ms repeat until plume_instance_stop: a gpu layer's emission, a cpu layer's flow and its
   burst at the start of every cpu.duration ms, a mesh layer's cycles), as `delay` and `loop` are in JavaScript on every
   sim. The descs' own copies (gpu.delay and gpu.no_loop, an emitter's alone) are refused nonzero in a layer.
   One set of defaults for every sim (plume.h's PLUME_LAYER_DEFAULT_*, JavaScript's too): a `rate` of 0 is 20 a second
   unless its explicit_zero says PLUME_*_ZERO_RATE (a mesh layer's rate 0 is no flow); a `duration` of 0 is a 1000 ms
   cycle; a life of 0 is 1500 ms (a mesh layer's: its kind's max age); a cpu layer without a velocity of its own moves
   at 1 to 2 units a second along its direction, as a gpu layer does (a lone CPU system's zeros mean other things: a
   life of 800 to 1200 ms, a flow for ever, a velocity up ± 0.3). A cpu layer's `parent` makes it a sub-emitter layer.
   A delayed cpu layer whose system cannot be made when a step makes it due (the systems limit, memory) ends its
   instance early: its other layers' particles go, and the next plume_poll_ended reports it like any end (a seek that
   cannot make one leaves that layer out and shows the rest).
   JavaScript's plays (plume.createEffect) run here too: web/src/runtime.js hands each effect to the core
   (plume_effect_create_layers, src/core/effect_internal.h: plume_effect_create for any number of layers, up to
   JavaScript's 4,096, with mesh shapes lent to its layers; this desc holds PLUME_EFFECT_MAX_LAYERS).
   NULL descs and out pointers are refused (PLUME_ERR_INVALID_ARGUMENT), never written through.
   Ended instances are found by plume_poll_ended: call it once a frame (an instance that ended stays
   allocated, drawing nothing, until a poll reports it). */
#ifndef PLUME_EFFECT_H
#define PLUME_EFFECT_H

#include <stdint.h>

#include "emitter.h"
#include "mesh_layer.h"
#include "particle_system.h"
#include "plume.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PLUME_EFFECT_MAX_LAYERS 8u
/* A play's mesh particles alive or scheduled at once, over all its mesh layers (a looping one: births × (ceil(max life /
   duration) + 1), what one step may walk; others: a cycle's births): checked when the effect is made, and when a play
   loops every layer (PLUME_PLAY_LOOP) */
#define PLUME_MAX_MESH_LAYER_LIVE 65536u

typedef enum plume_sim {
    PLUME_SIM_GPU = 0,
    PLUME_SIM_CPU = 1,
    PLUME_SIM_MESH = 2
} plume_sim;

#define PLUME_MAX_EFFECT_INSTANCES 65536u /* alive at once (16 bits of slot in a handle) */

typedef struct plume_effect_layer {
    plume_emitter_desc gpu; /* sim gpu; its seed is the layer's when nonzero (or PLUME_EMITTER_ZERO_SEED), else drawn from the play's */
    float position[3];      /* offset from the instance's origin, in its frame */
    uint32_t sim;           /* plume_sim: which of gpu, cpu, mesh describes the layer */
    plume_particle_system_desc cpu; /* sim cpu (seed as gpu's) */
    plume_mesh_layer_desc mesh;     /* sim mesh */
    /* The layer's schedule, the same on every sim: */
    float delay;     /* ms after the play before the layer starts (at most PLUME_EFFECT_MAX_DELAY_MS) */
    uint32_t loop;   /* 1: its cycles repeat until plume_instance_stop (a looping mesh layer keeps births per cycle ×
                        (ceil(max life / duration) + 1) particles alive at once, counted with the effect's other mesh
                        layers' toward PLUME_MAX_MESH_LAYER_LIVE); 0: it plays once */
    uint32_t parent; /* a sub-emitter: 1 + the index of an earlier cpu layer of the effect; this layer's system is
                        made with that layer's, its particles start from that layer's at cpu.parent_event (cpu.parent
                        itself stays 0; delay and loop are the parent's) */
} plume_effect_layer;
#define PLUME_EFFECT_MAX_DELAY_MS 3600000.0f /* an hour */
#define PLUME_PLAY_MAX_COLLIDERS PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS /* a play's colliders: as many as a cpu layer's */
/* What one seek may cost its layers' re-simulations together (updates × capacity), as one system's seek may */
#define PLUME_EFFECT_MAX_SEEK_WORK PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK
/* How far a seek may go in an effect whose layers re-simulate from their start (cpu layers) */
#define PLUME_EFFECT_MAX_RESIMULATED_SEEK_MS PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS

typedef struct plume_effect_desc {
    uint32_t layer_count; /* 1..PLUME_EFFECT_MAX_LAYERS */
    plume_effect_layer layers[PLUME_EFFECT_MAX_LAYERS];
    uint32_t seed; /* the seed of plays given none: this one for the first play, one drawn from it for each after
                      (plume_play_seed), as an effect's `seed` in JavaScript */
} plume_effect_desc;

typedef struct plume_effect {
    uint32_t id; /* generation (16 bits) | slot (16); 0 is invalid */
} plume_effect;

typedef struct plume_effect_instance {
    uint32_t id; /* generation (16 bits) | slot (16); 0 is invalid */
} plume_effect_instance;

plume_status plume_effect_create(plume_system *ctx, const plume_effect_desc *desc, plume_effect *out);
/* Ends every instance of the effect now (not reported by plume_poll_ended), then frees it. */
plume_status plume_effect_destroy(plume_system *ctx, plume_effect effect);
/* Instances of the effect alive now. */
uint32_t plume_effect_instances(const plume_system *ctx, plume_effect effect);

/* A new instance at `transform` (16 numbers, column-major). seed 0: the effect's next seed (its desc's seed for
   the first play, then one drawn from it for each play: the particles a JavaScript play without a seed shows). */
plume_status plume_effect_play(plume_system *ctx, plume_effect effect, const float transform[16], uint32_t seed,
                               plume_effect_instance *out);
/* What plume_effect_play_with takes besides the transform; all zeros: plume_effect_play's defaults. */
typedef struct plume_play_options {
    uint32_t seed;         /* 0: the effect's next seed (as plume_effect_play) */
    uint32_t loop;         /* PLUME_PLAY_LOOP_LAYERS (0): each layer as its desc says; PLUME_PLAY_LOOP: every layer
                              loops; PLUME_PLAY_NO_LOOP: none does */
    float time_scale;      /* its gpu layers' clocks run this much faster (with PLUME_PLAY_TIME_SCALE; 0: frozen);
                              an effect with a cpu or mesh layer takes 1 only (their clock is plume_step's) */
    int32_t render_order;  /* with PLUME_PLAY_RENDER_ORDER: every layer draws at this order instead of its own */
    uint32_t given;        /* PLUME_PLAY_TIME_SCALE | PLUME_PLAY_RENDER_ORDER | PLUME_PLAY_COLLIDERS | PLUME_PLAY_NORMAL |
                              PLUME_PLAY_SEED */
    /* with PLUME_PLAY_COLLIDERS: its cpu layers collide with these instead of their own (0 of them: none) */
    uint32_t collider_count;
    plume_collider colliders[PLUME_PLAY_MAX_COLLIDERS];
    /* with PLUME_PLAY_NORMAL: its decal layers (render PLUME_RENDER_DECAL, gpu or cpu) lie on the surface of this
       normal (world space, any length but 0) instead of their own decal_normal; an effect without one refuses it.
       A gpu layer's plays of one normal share a group (PLUME_EFFECT_MAX_VARIANTS as other variants). */
    float normal[3];
} plume_play_options;
enum {
    PLUME_PLAY_LOOP_LAYERS = 0,
    PLUME_PLAY_LOOP = 1,
    PLUME_PLAY_NO_LOOP = 2
};
#define PLUME_PLAY_TIME_SCALE 1u
#define PLUME_PLAY_RENDER_ORDER 2u
#define PLUME_PLAY_COLLIDERS 4u
#define PLUME_PLAY_NORMAL 8u
#define PLUME_PLAY_SEED 16u /* seed as given, 0 included (without it a seed of 0 is the effect's next) */
#define PLUME_PLAY_MAX_TIME_SCALE 1000.0f
/* Distinct (loop, time_scale, render_order) a gpu layer's plays may draw with at once: each is a group (one draw);
   a group without members is reused for another */
#define PLUME_EFFECT_MAX_VARIANTS 64u

plume_status plume_effect_play_with(plume_system *ctx, plume_effect effect, const float transform[16],
                                    const plume_play_options *options, plume_effect_instance *out);

/* Gently: nothing more is born; live particles finish, then it ends (and is reported). */
plume_status plume_instance_stop(plume_system *ctx, plume_effect_instance instance);
/* Now: its particles vanish; it is not reported by plume_poll_ended (the caller knows). */
plume_status plume_instance_kill(plume_system *ctx, plume_effect_instance instance);
/* Shows the instance at `ms` of its own time, forwards or backwards (it emits again after a stop); cpu
   layers re-simulate at 60 Hz (at most PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS, and within PLUME_EFFECT_MAX_SEEK_WORK
   together: a layer over it refuses the seek, "layers[i]: seek: ...", before any layer moved). */
plume_status plume_instance_seek(plume_system *ctx, plume_effect_instance instance, double ms);
/* Whether a new play of `effect` could be shown at `ms` (the time bounds plume_instance_seek checks first: 0 to 1e12
   ms, 0 to PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS with a cpu layer), before playing one to seek it: INVALID_ARGUMENT
   saying the bound, or PLUME_OK. */
plume_status plume_effect_check_seek(const plume_system *ctx, plume_effect effect, double ms);
/* Moves it; particles born before keep their place (mesh layers' particles move with it, as the book's
   engine glow follows its ship). */
plume_status plume_instance_set_transform(plume_system *ctx, plume_effect_instance instance,
                                          const float transform[16]);
/* Wind for its cpu layers, units/s² added to gravity, from the next step on; kept for systems made later (a delay,
   a seek). INVALID_ARGUMENT for an effect without a cpu layer or a wind not finite. */
plume_status plume_instance_set_wind(plume_system *ctx, plume_effect_instance instance, const float wind[3]);
/* Draws every layer at `order` from now on (gpu layers play on in the group of that order: the same particles). */
plume_status plume_instance_set_render_order(plume_system *ctx, plume_effect_instance instance, int32_t order);
/* Its time: ms since it was played (or since the time a seek set), on plume_step's clock. */
plume_status plume_instance_time(const plume_system *ctx, plume_effect_instance instance, double *out_ms);
/* World-space box of its live particles, every sim; empty (min > max) when none is shown. */
plume_status plume_instance_bounds(const plume_system *ctx, plume_effect_instance instance, float min[3], float max[3]);
/* Live particles of the instance, every sim (0 for a dead handle). */
uint32_t plume_instance_particles(const plume_system *ctx, plume_effect_instance instance);
/* 1 until it ended (reported by a poll) or was killed. */
int plume_instance_alive(const plume_system *ctx, plume_effect_instance instance);

/* Instances that ended since the last poll, each once, up to `max` into `out`; returns how many.
   A reported instance is freed: its handle is dead. */
uint32_t plume_poll_ended(plume_system *ctx, plume_effect_instance *out, uint32_t max);

#ifdef __cplusplus
}
#endif

#endif
