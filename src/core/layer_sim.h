/* layer_sim.h — an effect's layers and plays as a sim sees them, and the one table of operations every sim implements
   (gpu: sim_gpu/layer_gpu.c, cpu: sim_cpu/layer_cpu.c, mesh: sim_mesh/layer_mesh.c). effect.c makes, plays, steps,
   seeks, stops, moves and ends plays through the table and names no sim; layer_sims.c is the one place that lists them.
   A sim reads the layer and the play it is handed and calls nothing of effect.c's. */
#ifndef PLUME_LAYER_SIM_H
#define PLUME_LAYER_SIM_H

#include "effect.h"
#include "error.h"
#include "system_internal.h"

#define PLUME_SIM_COUNT 3u /* PLUME_SIM_GPU, _CPU, _MESH */

struct plume_emission_mesh;

/* One layer of an effect: the fields every sim shares once, then its sim's own tail. */
typedef struct plume_layer {
    uint32_t sim;
    float position[3];
    float delay;       /* every sim's schedule */
    uint32_t loop;
    uint32_t parent;   /* 1 + its parent layer's index (a sim that takes sub-emitters), or 0 */
    uint32_t seed;     /* the layer's own, where own_seed says so (else from the play's) */
    uint32_t own_seed; /* nonzero, or 0 given explicitly */
    uint32_t decal;    /* it draws decals: a play may give their surface's normal */
    const struct plume_emission_mesh *shape; /* a mesh shape lent for the effect's life (JavaScript's), or NULL */
    uint32_t along_normal;                   /* leave along the shape's triangle normal */
    union {
        struct {
            plume_emitter_desc desc;     /* with the layer's schedule in it: what its groups are made of */
            plume_emitter_group group;   /* the plays with the layer's own settings */
        } gpu;
        plume_particle_system_desc cpu;  /* each play adds a system of it */
        plume_mesh_layer_desc mesh;
    } own;
} plume_layer;

typedef struct plume_layered_effect {
    uint32_t layer_count;
    void *sim_state[PLUME_SIM_COUNT]; /* what a sim keeps for the whole effect (its own to make and free) */
    uint32_t abilities;               /* its layers' sims' PLUME_LAYER_* together */
    int has_decal;
    uint32_t instances;
    uint32_t plays;
    uint32_t seed_base; /* plume_effect_desc.seed */
    uint32_t calls; /* plays and render-order moves begun: a sim stamps what it makes for one (drop_unused; a stamp
                       wraps after 2^32 calls, when a copy found by name and unused may go: harmless) */
    plume_layer layers[]; /* layer_count of them */
} plume_layered_effect;

/* What a play was played with, but its colliders (kept apart, only when given: most plays have none). */
typedef struct plume_play_settings {
    uint32_t seed, loop;
    float time_scale;
    int32_t render_order;
    uint32_t given; /* PLUME_PLAY_* */
    float normal[3];
} plume_play_settings;

/* A play's part for one layer: what its sim made (an emitter or a system by id, a mesh part by pointer). */
typedef struct plume_part {
    uint32_t id;     /* gpu: its member emitter; cpu: its system (0 before its delay or its parent) */
    void *state;     /* mesh: its plume_mesh_part */
    uint32_t seed;
    uint8_t ended;   /* its end came */
    uint8_t skipped; /* its system could not be made when due (it shows nothing) */
} plume_part;

typedef struct plume_play {
    uint32_t effect; /* its effect's id */
    uint32_t layer_count;
    float transform[16];
    double base;     /* its time at plume_step's clock `since` (a play: 0, a seek: the time sought): its time is
                        base + (now - since), so a seek's time reads back exactly (now - ms would round it) */
    double since;
    uint32_t ended_parts; /* parts whose end came */
    int queued;      /* waits in the ring of ended instances */
    int stopped;     /* stop() is for good for an emitter: a seek after it plays fresh members */
    double stopped_at; /* its time at the stop: a part made again later shows nothing born after it */
    int ticking;
    plume_play_settings options; /* what it was played with; render_order as set since */
    plume_collider *colliders; /* its cpu layers' colliders (PLUME_PLAY_COLLIDERS), or NULL */
    uint32_t collider_count;
    float wind[3];
    int windy;       /* plume_instance_set_wind was called: systems made later take wind */
    int failed;             /* a step could not make a due system: the instance ends early (killed) */
    plume_failure *failure; /* why (NULL if even that could not be kept) */
    plume_part parts[]; /* layer_count of them */
} plume_play;

/* What a sim can do, which the world asks by ability instead of by name. */
enum {
    PLUME_LAYER_TIME_SCALED = 1u << 0,  /* a play's timeScale scales its clock (the others follow the step) */
    PLUME_LAYER_COLLIDERS = 1u << 1,    /* a play's collide replaces its colliders */
    PLUME_LAYER_WIND = 1u << 2,         /* wind set at run time steers its particles */
    PLUME_LAYER_SUB_EMITTERS = 1u << 3, /* a layer of it may be another's parent, or have one */
    PLUME_LAYER_RESIMULATES = 1u << 4,  /* a seek re-simulates from the start: bounded to 300000 ms */
    PLUME_LAYER_TICKS = 1u << 5,        /* its plays are looked at after every step (step) */
};

typedef struct plume_layer_sim {
    const char *name; /* as JavaScript and the messages say it */
    uint32_t abilities;
    /* The shared defaults where the sim's own desc has others (NULL: none). */
    void (*resolve)(plume_effect_layer *layer);
    /* Checks the layer (resolved) and fills `out`'s tail, seed and decal flag; `shaped`: a mesh shape was lent. A sim
       whose layers own something (gpu: a group) makes it here and frees it in release. */
    plume_status (*check)(plume_system *ctx, const plume_effect_layer *layer, int shaped, plume_layer *out);
    void (*release)(plume_system *ctx, plume_layer *layer);
    /* Every play's layers of this sim together (NULL: no such bound); `loop_all`: a play that loops every layer. */
    plume_status (*check_plays)(const plume_system *ctx, const plume_layer *layers, uint32_t count, int loop_all);
    /* The effect's state: freed with it (ctx NULL: the world is going, only memory). */
    void (*release_effect)(plume_system *ctx, plume_layered_effect *fx);
    /* A play or a move refused, its fresh parts discarded: what the effect's state made that no part uses goes (mesh:
       a kind copy made for the refused render order), so a refused call leaves nothing behind (NULL: nothing). */
    void (*drop_unused)(plume_system *ctx, plume_layered_effect *fx);
    /* Layer l's part for a play (owner: its id, acted for), shown at play time t, into *out. */
    plume_status (*make)(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                         double t, plume_part *out);
    /* The part goes (kill: its particles too; else, ended, it has none to show). */
    void (*discard)(plume_system *ctx, plume_part *part, int kill);
    /* The world is going: what the part holds outside the world's tables is freed (NULL: nothing). */
    void (*forget)(plume_part *part);
    void (*stop)(plume_system *ctx, const plume_layered_effect *fx, plume_play *in, uint32_t l, double t);
    /* A seek to ms: what may fail first (fresh: a part made again, discarded by the caller on a later failure; the
       play was stopped before the seek), then what cannot (budget: the particle updates the seek's re-simulations have
       left). */
    plume_status (*seek_prepare)(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                                 double ms, int was_stopped, plume_part *fresh);
    void (*seek)(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l, double ms,
                 plume_part *fresh, double *budget);
    /* What a seek to ms would cost (NULL: nothing): *updates grows by its re-simulation's particle updates. */
    plume_status (*seek_cost)(const plume_system *ctx, const plume_layered_effect *fx, const plume_play *in, uint32_t l,
                              double ms, double *updates);
    /* The scale of the part's clock against the play's (in NULL: a new play's), for the bound on seeks. */
    double (*clock_scale)(const plume_layer *layer, const plume_play *in);
    void (*set_transform)(plume_system *ctx, const plume_layer *layer, plume_play *in, plume_part *part,
                          const float placed[16], double t);
    void (*set_wind)(plume_system *ctx, plume_part *part, const float wind[3]);
    /* A render order: a part made again there (into *fresh; nothing made: it moves itself in move_to_order). */
    plume_status (*reorder)(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                            double t, plume_part *fresh);
    void (*move_to_order)(plume_system *ctx, plume_part *part, int32_t order);
    /* After every step (PLUME_LAYER_TICKS): 1 when the part ended. */
    int (*step)(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l, double t);
    /* Ends the sim reports itself (NULL: step says them): each (owner, part id) passed to `ended` with the sim (ids of
       different sims' tables may be equal: an emitter's and a system's are both slot | generation). */
    void (*take_ended)(plume_system *ctx, void (*ended)(plume_system *ctx, const struct plume_layer_sim *sim,
                                                         uint32_t owner, uint32_t part_id));
    uint32_t (*particles)(const plume_system *ctx, const plume_play *in, const plume_part *part, double t);
    /* Mesh particles spawned ahead of their birth (NULL: none). */
    uint32_t (*unborn)(const plume_play *in, const plume_part *part, double t);
    /* Whether the part's particles include kind instance `instance` (the mesh sim's; NULL: it spawns none). */
    int (*holds)(const plume_part *part, uint64_t instance);
    /* The box of what the part shows at play time t (lo above hi: nothing); the world merges the parts' boxes. */
    plume_status (*bounds)(const plume_system *ctx, const plume_play *in, const plume_part *part, double t, float lo[3],
                           float hi[3]);
    /* Whether the layer draws with texture `slot` / kind `kind` (NULL: never). */
    const char *(*uses_texture)(const plume_system *ctx, const plume_layer *layer, uint32_t slot); /* who, in words */
    int (*uses_kind)(const plume_layer *layer, uint32_t kind);
} plume_layer_sim;

/* Every sim, by plume_layer.sim (layer_sims.c). */
extern const plume_layer_sim *const plume_layer_sims[PLUME_SIM_COUNT];

/* A play's time now (ms). */
static inline double plume_play_time(const plume_system *ctx, const plume_play *in)
{
    return in->base + (ctx->now - in->since);
}

/* Whether layer l of a play loops: the play's loop option, else the layer's own. */
static inline int plume_play_loops(const plume_layer *layer, const plume_play *in)
{
    if (in->options.loop == PLUME_PLAY_LOOP) return 1;
    if (in->options.loop == PLUME_PLAY_NO_LOOP) return 0;
    return layer->loop != 0;
}

/* transform · translation(offset): the layer's place in the play's frame. */
void plume_layer_placed(const float transform[16], const float offset[3], float out[16]);

#endif
