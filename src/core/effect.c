/* effect.c — effects and their instances in C: an effect holds, per layer, an emitter group (gpu), a
   system desc (cpu) or a mesh layer desc (mesh); an instance holds one part per layer: a member of the
   group (emitters tagged with the instance, so their ends come here instead of plume_emitters_poll_ended),
   a particle system, or a plume_mesh_part. Handles as every table has them (handle_table.h). */
#include "effect.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_sprintf.h>

#include "decal.h"
#include "effect_internal.h"
#include "effect_mesh.h"
#include "emission_mesh.h"
#include "rng.h"
#include "emitter_internal.h"
#include "error.h"
#include "handle_table.h"
#include "particle_system_internal.h"
#include "system_internal.h"


/* A gpu layer's group for plays with another loop, time scale, render order or (a decal layer) normal than the
   layer's own. */
typedef struct variant {
    uint32_t layer, loops;
    float scale;
    int32_t order;
    plume_emitter_group group;
    float normal[3]; /* unit: the decal's surface (a layer that is no decal: its own, unused) */
} variant;

/* One layer of an effect: what each play of it is made of. */
typedef struct effect_layer {
    uint32_t sim;
    plume_emitter_group group;       /* gpu: the plays with the layer's own settings */
    plume_emitter_desc gpu;          /* gpu: what a variant group is made of */
    plume_particle_system_desc cpu;  /* cpu: each play adds a system of it */
    plume_mesh_layer_desc mesh;      /* mesh */
    float position[3];
    float delay;     /* every sim's schedule (a gpu layer's is also in its desc: scheduled_gpu) */
    uint32_t loop;
    uint32_t parent; /* cpu: 1 + its parent layer's index */
    uint32_t seed;     /* the layer's own, where own_seed says so (else from the play's) */
    uint32_t own_seed; /* nonzero, or 0 with PLUME_EMITTER_ZERO_SEED */
    const plume_emission_mesh *shape; /* a mesh shape lent for the effect's life (JavaScript's), or NULL */
    uint32_t along_normal;            /* cpu: leave along the shape's triangle normal */
} effect_layer;

typedef struct effect {
    uint32_t layer_count;
    variant variants[PLUME_EFFECT_MAX_VARIANTS];
    uint32_t variant_count;
    uint32_t *copies; /* kinds made for its mesh layers' plays at other render orders (plume_kind_at_order) */
    uint32_t copy_count, copy_capacity;
    int ticking;     /* has a cpu or mesh layer: its instances are looked at after every step */
    int has_cpu, has_mesh;
    int has_decal; /* a gpu or cpu layer draws decals: plays may give their normal */
    uint32_t instances;
    uint32_t plays;
    uint32_t seed_base; /* plume_effect_desc.seed */
    effect_layer layers[]; /* layer_count of them */
} effect;

/* What a play was played with, but its colliders (kept apart, only when given: most plays have none). */
typedef struct play_settings {
    uint32_t seed, loop;
    float time_scale;
    int32_t render_order;
    uint32_t given; /* PLUME_PLAY_* */
    float normal[3];
} play_settings;

/* An instance's part for one layer. */
typedef struct part {
    plume_emitter member;          /* gpu */
    plume_emitter_group group;     /* gpu: the group the member plays in */
    plume_particle_system system;  /* cpu (0 before its delay or its parent) */
    plume_mesh_part *mesh;         /* mesh */
    uint32_t seed;
    uint8_t ended;   /* its end came */
    uint8_t skipped; /* cpu: its system could not be made when due (it shows nothing) */
    /* set_render_order's moves, made whole before any is taken */
    plume_emitter fresh;
    plume_mesh_part *moved;
    plume_emitter_group old_group;
} part;

typedef struct instance {
    uint32_t effect; /* its effect's id */
    uint32_t layer_count;
    float transform[16];
    double base;     /* its time at plume_step's clock `since` (a play: 0, a seek: the time sought): its time is
                        base + (now - since), so a seek's time reads back exactly (now - ms would round it) */
    double since;
    uint32_t ended_parts; /* parts whose end came */
    int queued;      /* waits in the ring of ended instances */
    int stopped;     /* stop() is for good for an emitter: a seek after it plays fresh members */
    double stopped_at; /* its time at the stop: a mesh part moved to another order shows nothing born after it */
    int ticking;
    play_settings options; /* what it was played with; render_order as set since */
    plume_collider *colliders; /* its cpu layers' colliders (PLUME_PLAY_COLLIDERS), or NULL */
    uint32_t collider_count;
    float wind[3];
    int windy;       /* plume_instance_set_wind was called: systems made later take wind */
    int failed;             /* a step could not make a due system: the instance ends early (killed) */
    plume_failure *failure; /* why (NULL if even that could not be kept) */
    part parts[]; /* layer_count of them */
} instance;

typedef struct plume_effect_tables {
    plume_handle_table effects, instances;
    plume_effect_instance *ended; /* instances that ended, not yet polled (a ring) */
    uint32_t ended_head, ended_count, ended_capacity;
    uint32_t ticking; /* live instances with a cpu or mesh layer */
    struct {
        uint32_t id;
        plume_failure *failure;
    } *early; /* instances the last poll reported that ended early, with why (plume_effects_failure) */
    uint32_t early_count, early_capacity;
} plume_effect_tables;

static void effects_free(plume_system *ctx);
static void effects_step(plume_system *ctx, double ms);
static void effects_count(const plume_system *ctx, plume_stats *stats);
static const char *effects_use_texture(const plume_system *ctx, uint32_t slot);
static int effects_use_kind(const plume_system *ctx, uint32_t kind);

/* The world reaches effects through this, set with the first effect: a program that never makes a C effect links none
   of effect.c. */
static const plume_world_part EFFECTS = {PLUME_WORLD_ORDER_EFFECTS, effects_free, effects_step, NULL, effects_count,
                                         effects_use_texture, effects_use_kind, NULL, NULL}; /* its lights and draws
                                                                                                  are its parts' */

static plume_effect_tables *tables_of(plume_system *ctx)
{
    if (!ctx->effects) {
        ctx->effects = calloc(1, sizeof(plume_effect_tables));
        if (ctx->effects) {
            ctx->effects->effects.tag = PLUME_TABLE_EFFECTS;
            ctx->effects->instances.tag = PLUME_TABLE_INSTANCES;
            plume_world_add_part(ctx, &EFFECTS);
        }
    }
    return ctx->effects;
}

static effect *effect_of(const plume_system *ctx, plume_effect handle)
{
    return ctx->effects ? plume_table_find(&ctx->effects->effects, handle.id) : NULL;
}

static instance *instance_of(const plume_system *ctx, plume_effect_instance handle)
{
    return ctx->effects ? plume_table_find(&ctx->effects->instances, handle.id) : NULL;
}

static plume_status stale_effect(plume_effect handle)
{
    return plume_table_stale(PLUME_TABLE_EFFECTS, handle.id, "effect", "was destroyed (or never existed)");
}

static plume_status stale_instance(plume_effect_instance handle)
{
    return plume_table_stale(PLUME_TABLE_INSTANCES, handle.id, "effect instance", "ended (or never existed)");
}

static plume_status no_out(const char *call)
{
    return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: the out pointer is NULL (where the result goes)", call);
}

/* ---- effects ---- */

/* The defaults every sim shares where a sim's own desc has others (a lone CPU system's life of 800 to 1200 ms, its flow
   for ever, its velocity up ± 0.3): a cpu layer's zeros become what a gpu layer's are (plume.h's PLUME_LAYER_DEFAULT_*,
   JavaScript's LAYER_DEFAULTS): a life of 1500 ms, a cycle of 1000 ms (its flow runs on when the layer loops), a speed
   of 1 to 2 along its direction, a light's cycle the layer's. Mesh layers keep their kind's life and sizes where they
   give none. */
static void resolve_layer(plume_effect_layer *layer)
{
    if (layer->sim != PLUME_SIM_CPU) return;
    plume_particle_system_desc *cpu = &layer->cpu;
    if (cpu->life[0] == 0.0f && cpu->life[1] == 0.0f) cpu->life[0] = cpu->life[1] = PLUME_LAYER_DEFAULT_LIFE;
    if (cpu->duration == 0.0f) cpu->duration = PLUME_LAYER_DEFAULT_DURATION;
    const uint32_t zero_velocity = PLUME_PSYS_ZERO_VELOCITY | PLUME_PSYS_ZERO_VELOCITY_RANDOM;
    int no_velocity = !(cpu->explicit_zero & zero_velocity) && cpu->velocity[0] == 0.0f && cpu->velocity[1] == 0.0f &&
                      cpu->velocity[2] == 0.0f && cpu->velocity_random[0] == 0.0f && cpu->velocity_random[1] == 0.0f &&
                      cpu->velocity_random[2] == 0.0f;
    if (no_velocity && cpu->speed[0] == 0.0f && cpu->speed[1] == 0.0f) { /* the layers' motion: speed along direction */
        cpu->speed[0] = PLUME_LAYER_DEFAULT_SPEED_MIN;
        cpu->speed[1] = PLUME_LAYER_DEFAULT_SPEED_MAX;
    }
    if (no_velocity) cpu->explicit_zero |= zero_velocity;
    /* a looping layer's light goes over its cycle, as a gpu or mesh layer's does (a lone system flowing for ever has
       none of its own: PLUME_LAYER_DEFAULT_DURATION) */
    if (cpu->light.intensity.count && cpu->light.cycle == 0.0f) cpu->light.cycle = cpu->duration;
}

/* A gpu layer's emitter desc with the layer's schedule (delay, loop) in it: what its group and members play. */
static plume_emitter_desc scheduled_gpu(const plume_effect_layer *layer)
{
    plume_emitter_desc gpu = layer->gpu;
    gpu.delay = layer->delay;
    gpu.no_loop = !layer->loop;
    return gpu;
}

static plume_status check_layer(plume_system *ctx, const plume_effect_layer *layer, int shaped, plume_emitter_group *group)
{
    if (layer->sim == PLUME_SIM_GPU) {
        if (layer->gpu.delay != 0.0f || layer->gpu.no_loop)
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "gpu.%s: a layer's schedule is the layer's delay and loop, on every "
                              "sim (gpu.delay and gpu.no_loop are a lone emitter's; give 0)",
                              layer->gpu.delay != 0.0f ? "delay" : "no_loop");
        plume_emitter_desc gpu = scheduled_gpu(layer);
        return plume_effect_group_create(ctx, &gpu, group);
    }
    if (layer->sim == PLUME_SIM_MESH) {
        plume_mesh_layer_desc mesh = layer->mesh;
        if (shaped && mesh.shape == PLUME_SHAPE_MESH) mesh.shape = PLUME_SHAPE_POINT; /* its triangles were checked */
        return plume_mesh_layer_check(ctx, &mesh);
    }
    if (layer->sim != PLUME_SIM_CPU)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "sim: unknown sim %u (PLUME_SIM_GPU, PLUME_SIM_CPU or PLUME_SIM_MESH)", layer->sim);
    const plume_particle_system_desc *cpu = &layer->cpu;
    if (cpu->one_shot)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "cpu.one_shot: a cpu layer ends by itself when its flow is over and its "
                                                      "particles are dead; for a burst alone give PLUME_PSYS_ZERO_RATE");
    if (cpu->manual)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "cpu.manual: a manual system never ends; add it with plume_add_particle_system");
    if (cpu->parent)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "cpu.parent: sub-emitters are not effect layers in C; add them with "
                                                      "plume_add_particle_system on a system of your own");
    if (cpu->shape == PLUME_SHAPE_MESH && !shaped) /* the table is given to a system (plume_particle_system_set_emission_mesh) */
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "cpu.shape: a C effect's cpu layer takes no emission mesh; add the "
                                                      "system with plume_add_particle_system and give it one with "
                                                      "plume_particle_system_set_emission_mesh");
    if (layer->parent) return PLUME_OK; /* a sub-emitter: tried with a parent by check_schedule */
    if ((cpu->explicit_zero & PLUME_PSYS_ZERO_RATE) && cpu->period <= 0.0f && cpu->burst == 0)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "cpu: no flow (PLUME_PSYS_ZERO_RATE) and no burst: the layer would "
                                                      "show nothing; give burst >= 1");
    return plume_particle_system_check(ctx, cpu);
}

/* A layer's schedule: delay and loop (every sim's), parent (a cpu layer's: an earlier cpu layer), and a sub-emitter's
   desc tried against a parent made for the trial (a sub-emitter's check needs a live parent). */
static plume_status check_schedule(plume_system *ctx, const plume_effect_layer *layers, uint32_t l,
                                   const plume_effect_layer *layer)
{
    if (!(layer->delay >= 0.0f && layer->delay <= PLUME_EFFECT_MAX_DELAY_MS))
        return plume_fail_number("delay", layer->delay, "ms from 0 to 3600000 (an hour)");
    if (layer->loop > 1) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "loop must be 0 or 1, got %u", layer->loop);
    if (layer->parent && layer->sim != PLUME_SIM_CPU)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "parent: a sub-emitter is a cpu layer; a %s layer has none",
                          layer->sim == PLUME_SIM_GPU ? "gpu" : "mesh");
    if (!layer->parent) return PLUME_OK;
    uint32_t parent = layer->parent - 1;
    if (parent >= l || layers[parent].sim != PLUME_SIM_CPU)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "parent: %u names no earlier cpu layer (1 + the index of one, "
                          "below %u)", layer->parent, l + 1);
    if (layer->delay != 0.0f || layer->loop)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a sub-emitter starts and loops with its parent: its delay and loop "
                          "are its parent's (give 0)");
    /* seeded: drawing one from the world's generator would change the seeds of the systems made after */
    plume_particle_system_desc trial_parent = {.burst = 1, .seed = 1, .explicit_zero = PLUME_PSYS_ZERO_RATE};
    plume_particle_system stand_in;
    plume_status status = plume_add_particle_system(ctx, &trial_parent, &stand_in);
    if (status) return status;
    plume_particle_system_desc child = layer->cpu;
    child.parent = stand_in.id;
    status = plume_particle_system_check(ctx, &child);
    plume_failure failure = plume_save_failure();
    plume_remove_particle_system(ctx, stand_in);
    return status ? plume_restore_failure(&failure) : PLUME_OK;
}

static void destroy_groups(plume_system *ctx, effect *fx)
{
    for (uint32_t k = 0; k < fx->layer_count; k++)
        if (fx->layers[k].sim == PLUME_SIM_GPU) plume_effect_group_destroy(ctx, fx->layers[k].group); /* members too */
    for (uint32_t v = 0; v < fx->variant_count; v++) plume_effect_group_destroy(ctx, fx->variants[v].group);
    fx->variant_count = 0;
}

plume_status plume_effect_create(plume_system *ctx, const plume_effect_desc *desc, plume_effect *out)
{
    plume_clear_error();
    if (!out) return no_out("plume_effect_create");
    out->id = 0;
    if (!desc) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "plume_effect_create needs a desc (got NULL)");
    if (desc->layer_count == 0 || desc->layer_count > PLUME_EFFECT_MAX_LAYERS)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "an effect has 1 to %u layers, got %u", PLUME_EFFECT_MAX_LAYERS,
                          desc->layer_count);
    return plume_effect_create_layers(ctx, desc->layers, desc->layer_count, desc->seed, NULL, out);
}

static plume_status check_mesh_live(const plume_system *ctx, const effect_layer *layers, uint32_t count, int loop_all);

plume_status plume_effect_create_layers(plume_system *ctx, const plume_effect_layer *layers, uint32_t count, uint32_t seed,
                                        const plume_effect_shape *shapes, plume_effect *out)
{
    plume_clear_error();
    if (!out) return no_out("plume_effect_create");
    out->id = 0;
    if (!layers || count == 0 || count > PLUME_EFFECT_LAYER_LIMIT)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "an effect has 1 to %u layers, got %u", PLUME_EFFECT_LAYER_LIMIT,
                          layers ? count : 0u);
    plume_effect_tables *tables = tables_of(ctx);
    effect *fx = calloc(1, sizeof *fx + count * sizeof(effect_layer));
    if (!tables || !fx) {
        free(fx);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating an effect");
    }
    for (uint32_t l = 0; l < count; l++) {
        plume_effect_layer resolved = layers[l];
        resolve_layer(&resolved);
        const plume_effect_layer *layer = &resolved;
        plume_status status = !plume_all_finite(layer->position, 3)
                                  ? plume_fail(PLUME_ERR_INVALID_ARGUMENT, "position needs finite numbers")
                                  : check_schedule(ctx, layers, l, layer);
        if (!status) status = check_layer(ctx, layer, shapes && shapes[l].mesh, &fx->layers[l].group);
        if (status) { /* nothing half-made stays behind */
            char why[256];
            stbsp_snprintf(why, sizeof why, "%s", plume_last_error());
            destroy_groups(ctx, fx);
            free(fx);
            return plume_fail(status, "layers[%u]: %s", l, why);
        }
        memcpy(fx->layers[l].position, layer->position, sizeof fx->layers[l].position);
        fx->layers[l].sim = layer->sim;
        fx->layers[l].gpu = scheduled_gpu(layer);
        fx->layers[l].cpu = layer->cpu;
        fx->layers[l].mesh = layer->mesh;
        fx->layers[l].delay = layer->delay;
        fx->layers[l].loop = layer->loop;
        fx->layers[l].parent = layer->parent;
        if (shapes) fx->layers[l].shape = shapes[l].mesh, fx->layers[l].along_normal = shapes[l].along_normal;
        fx->has_cpu |= layer->sim == PLUME_SIM_CPU;
        fx->has_mesh |= layer->sim == PLUME_SIM_MESH;
        fx->has_decal |= (layer->sim == PLUME_SIM_GPU && layer->gpu.render == PLUME_RENDER_DECAL) ||
                         (layer->sim == PLUME_SIM_CPU && layer->cpu.render == PLUME_RENDER_DECAL);
        fx->layers[l].seed = layer->sim == PLUME_SIM_CPU ? layer->cpu.seed : layer->sim == PLUME_SIM_MESH ? layer->mesh.seed : layer->gpu.seed;
        uint32_t zeros = layer->sim == PLUME_SIM_MESH ? layer->mesh.explicit_zero : layer->sim == PLUME_SIM_GPU ? layer->gpu.explicit_zero : 0u;
        fx->layers[l].own_seed = fx->layers[l].seed != 0u || (zeros & PLUME_EMITTER_ZERO_SEED);
        fx->ticking |= layer->sim != PLUME_SIM_GPU;
        fx->layer_count = l + 1;
    }
    fx->seed_base = seed;
    plume_status status = fx->has_mesh ? check_mesh_live(ctx, fx->layers, fx->layer_count, 0) : PLUME_OK;
    if (!status) status = plume_table_put(&tables->effects, fx, "effects", &out->id);
    if (status) {
        plume_failure failure = plume_save_failure();
        destroy_groups(ctx, fx);
        free(fx);
        return plume_restore_failure(&failure);
    }
    plume_clear_error();
    return PLUME_OK;
}

/* effect.c changes an instance's emitters and systems, which refuse anyone else (their owner is the instance). */
static void act_for(plume_system *ctx, uint32_t owner)
{
    ctx->acting_owner = owner;
}

/* The instance's parts go: emitters destroyed, systems removed, mesh particles killed when `kill` (an
   instance that ended has none left) — then the instance itself. */
static void free_instance(plume_system *ctx, uint32_t id, instance *in, int kill)
{
    act_for(ctx, id);
    for (uint32_t l = 0; l < in->layer_count; l++) {
        if (in->parts[l].member.id) plume_emitter_destroy(ctx, in->parts[l].member);
        if (in->parts[l].system.id) plume_remove_particle_system(ctx, in->parts[l].system);
        if (in->parts[l].mesh && kill) plume_mesh_part_clear(ctx, in->parts[l].mesh);
        plume_mesh_part_free(ctx, in->parts[l].mesh);
    }
    act_for(ctx, 0);
    effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    if (fx) fx->instances--;
    if (in->ticking) ctx->effects->ticking--;
    plume_table_take(&ctx->effects->instances, id);
    free(in->failure);
    free(in->colliders);
    free(in);
}

plume_status plume_effect_destroy(plume_system *ctx, plume_effect handle)
{
    plume_clear_error();
    effect *fx = effect_of(ctx, handle);
    if (!fx) return stale_effect(handle);
    plume_handle_table *instances = &ctx->effects->instances;
    for (uint32_t slot = 0; slot < instances->capacity && fx->instances; slot++) {
        instance *in = instances->slots[slot];
        if (!in || in->effect != handle.id) continue;
        /* members moved out of their group are on their own: they go here, the rest with the groups */
        free_instance(ctx, plume_table_id(instances, slot), in, 1);
    }
    destroy_groups(ctx, fx);
    /* the kind copies its plays drew at other orders go too, unless another effect's plays hold room in one */
    for (uint32_t c = 0; c < fx->copy_count; c++) plume_undefine_kind(ctx, fx->copies[c]);
    free(fx->copies);
    plume_table_take(&ctx->effects->effects, handle.id);
    free(fx);
    plume_clear_error();
    return PLUME_OK;
}

uint32_t plume_effect_instances(const plume_system *ctx, plume_effect handle)
{
    const effect *fx = effect_of(ctx, handle);
    return fx ? fx->instances : 0;
}

/* ---- instances ---- */

/* transform · translation(offset): the layer's place in the instance's frame. */
static void placed(const float transform[16], const float offset[3], float out[16])
{
    memcpy(out, transform, sizeof(float) * 16);
    for (int r = 0; r < 3; r++)
        out[12 + r] = transform[r] * offset[0] + transform[4 + r] * offset[1] + transform[8 + r] * offset[2] + transform[12 + r];
}

static double time_of(const plume_system *ctx, const instance *in) { return in->base + (ctx->now - in->since); }

/* Whether layer l of a play loops: the play's loop option, else the layer's own. */
static int plays_looping(const effect *fx, const instance *in, uint32_t l)
{
    if (in->options.loop == PLUME_PLAY_LOOP) return 1;
    if (in->options.loop == PLUME_PLAY_NO_LOOP) return 0;
    return fx->layers[l].loop != 0;
}

static int loops_now(const effect *fx, const instance *in, uint32_t l) { return !in->stopped && plays_looping(fx, in, l); }

static float own_scale(const plume_emitter_desc *d)
{
    return d->time_scale == 0.0f && !(d->explicit_zero & PLUME_EMITTER_ZERO_TIME_SCALE) ? 1.0f : d->time_scale;
}

/* A gpu member's clock against the instance's: the layer's own time scale times the play's. */
static double member_scale(const effect *fx, const instance *in, uint32_t l)
{
    float play = in->options.given & PLUME_PLAY_TIME_SCALE ? in->options.time_scale : 1.0f;
    return (double)own_scale(&fx->layers[l].gpu) * play;
}

/* The group a play of gpu layer l draws in: the layer's own, or one for the play's loop, time scale and render order
   (made at its first play; one without members is reused when PLUME_EFFECT_MAX_VARIANTS are made). */
static plume_status group_for(plume_system *ctx, effect *fx, const instance *in, uint32_t l, plume_emitter_group *out)
{
    const plume_emitter_desc *own = &fx->layers[l].gpu;
    uint32_t loops = (uint32_t)plays_looping(fx, in, l);
    float scale = own_scale(own) * (in->options.given & PLUME_PLAY_TIME_SCALE ? in->options.time_scale : 1.0f);
    int32_t order = in->options.given & PLUME_PLAY_RENDER_ORDER ? in->options.render_order : own->render_order;
    float own_normal[3], normal[3]; /* both checked already: at create, at play */
    plume_decal_normal("decal.normal", own->decal_normal, own_normal);
    memcpy(normal, own_normal, sizeof normal);
    if ((in->options.given & PLUME_PLAY_NORMAL) && own->render == PLUME_RENDER_DECAL)
        plume_decal_normal("play: normal", in->options.normal, normal);
    int same_normal = !memcmp(normal, own_normal, sizeof normal);
    if (loops == !own->no_loop && scale == own_scale(own) && order == own->render_order && same_normal) {
        *out = fx->layers[l].group;
        return PLUME_OK;
    }
    for (uint32_t v = 0; v < fx->variant_count; v++) {
        const variant *k = &fx->variants[v];
        if (k->layer == l && k->loops == loops && k->scale == scale && k->order == order &&
            !memcmp(k->normal, normal, sizeof normal)) {
            *out = k->group;
            return PLUME_OK;
        }
    }
    for (uint32_t v = 0; fx->variant_count == PLUME_EFFECT_MAX_VARIANTS && v < fx->variant_count; v++) {
        if (plume_effect_group_members(ctx, fx->variants[v].group)) continue;
        plume_effect_group_destroy(ctx, fx->variants[v].group);
        fx->variants[v] = fx->variants[--fx->variant_count];
    }
    if (fx->variant_count == PLUME_EFFECT_MAX_VARIANTS)
        return plume_fail(PLUME_ERR_LIMIT, "the effect's gpu layers already play in %u groups of other loops, time scales, "
                          "render orders and normals (PLUME_EFFECT_MAX_VARIANTS), each with plays: play with fewer distinct ones",
                          PLUME_EFFECT_MAX_VARIANTS);
    plume_emitter_desc desc = *own;
    desc.no_loop = !loops;
    desc.time_scale = scale;
    if (scale == 0.0f) desc.explicit_zero |= PLUME_EMITTER_ZERO_TIME_SCALE;
    desc.render_order = order;
    memcpy(desc.decal_normal, normal, sizeof normal);
    variant *k = &fx->variants[fx->variant_count];
    plume_status status = plume_effect_group_create(ctx, &desc, &k->group);
    if (status) return status;
    k->layer = l, k->loops = loops, k->scale = scale, k->order = order;
    memcpy(k->normal, normal, sizeof normal);
    fx->variant_count++;
    *out = k->group;
    return PLUME_OK;
}

/* A gpu part: a member of its group, at instance time t; the instance's own from then on (the caller acts for it:
   act_for). */
static plume_status play_member(plume_system *ctx, effect *fx, instance *in, uint32_t id, uint32_t l, double t,
                                plume_emitter *out)
{
    plume_emitter_group group;
    plume_status status = group_for(ctx, fx, in, l, &group);
    if (status) return status;
    float at[16];
    placed(in->transform, fx->layers[l].position, at);
    status = plume_effect_group_play(ctx, group, at, in->parts[l].seed, out);
    if (status) return status;
    plume_emitter_set_owner(ctx, *out, id); /* first: its end, rescheduled by the seek, is the instance's */
    double scale = member_scale(fx, in, l);
    if (in->stopped) { /* stopped at its stop time, then shown now: nothing born after the stop comes back */
        if (in->stopped_at > 0.0) plume_emitter_seek(ctx, *out, in->stopped_at * scale);
        plume_emitter_stop(ctx, *out);
    }
    if (t > 0.0) plume_emitter_seek(ctx, *out, t * scale);
    in->parts[l].group = group;
    return PLUME_OK;
}

static uint32_t capacity_of(const plume_system *ctx, plume_particle_system system)
{
    plume_particle_system_desc resolved;
    return plume_particle_system_resolved(ctx, system, &resolved) ? 1u : (resolved.capacity ? resolved.capacity : 1u);
}

/* A cpu layer's system is made after its delay; a sub-emitter's with its parent's. */
static int cpu_due(const effect *fx, const instance *in, uint32_t l, double t)
{
    return fx->layers[l].parent ? in->parts[fx->layers[l].parent - 1].system.id != 0 : t >= (double)fx->layers[l].delay;
}

/* A cpu layer's system for one play at instance time t: placed, its burst born there (a system bursts when added:
   seek(0) bursts again under the transform), then shown at its own time t - delay: re-simulated exactly for a seek
   (`replay`: the particle updates the seek has left, less what this one costs; as far as they reach), or one step of
   it when a step made it (NULL: its delay passed within
   that step: plume_step gives every system one step, so a long step costs one pass over its capacity, not a
   replay of the gap). */
static plume_status add_cpu(plume_system *ctx, const effect *fx, instance *in, uint32_t id, uint32_t l, double t,
                            double *replay)
{
    plume_particle_system_desc desc = fx->layers[l].cpu;
    desc.seed = in->parts[l].seed;
    int loops = loops_now(fx, in, l);
    uint32_t parent = fx->layers[l].parent;
    if (parent) {
        desc.parent = in->parts[parent - 1].system.id;
    } else if (loops) { /* its flow runs on, its burst again every cycle (the system replays them when sought) */
        desc.burst_every = desc.duration;
        desc.duration = 0.0f;
    }
    if (in->windy) memcpy(desc.wind, in->wind, sizeof desc.wind);
    if (in->options.given & PLUME_PLAY_RENDER_ORDER) desc.render_order = in->options.render_order;
    if (in->options.given & PLUME_PLAY_COLLIDERS) {
        desc.collider_count = in->collider_count;
        if (in->collider_count) memcpy(desc.colliders, in->colliders, in->collider_count * sizeof *in->colliders);
    }
    if ((in->options.given & PLUME_PLAY_NORMAL) && desc.render == PLUME_RENDER_DECAL)
        memcpy(desc.decal_normal, in->options.normal, sizeof desc.decal_normal); /* checked at play */
    plume_particle_system system;
    plume_status status = plume_add_particle_system(ctx, &desc, &system);
    if (status) return status;
    plume_particle_system_set_owner(ctx, system, id); /* the caller acts for the instance (act_for) */
    const plume_emission_mesh *shape = fx->layers[l].shape;
    if (shape) { /* each play's system holds its own copy of the layer's triangles */
        status = plume_particle_system_set_emission_mesh(ctx, system, shape->corners, shape->triangle_count,
                                                         (int)fx->layers[l].along_normal);
        if (status) {
            plume_failure failure = plume_save_failure();
            plume_remove_particle_system(ctx, system);
            return plume_restore_failure(&failure);
        }
    }
    float at[16];
    placed(in->transform, fx->layers[l].position, at);
    plume_particle_system_set_transform(ctx, system, at);
    plume_particle_system_seek(ctx, system, 0.0);
    double local = parent ? 0.0 : t - (double)fx->layers[l].delay;
    if (local > 0.0 && replay) {
        uint32_t capacity = capacity_of(ctx, system);
        double reach = fmin(local, plume_particle_system_seek_reach_ms(capacity, *replay));
        *replay -= ceil(reach / PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS) * capacity;
        plume_particle_system_seek(ctx, system, reach);
    } else if (local > 0.0) {
        plume_particle_system_advance(ctx, system, local);
    }
    in->parts[l].system = system;
    plume_clear_error();
    return PLUME_OK;
}

/* A kind copy made for the effect is remembered, to be undefined with it once nothing draws it. */
static plume_status remember_copy(effect *fx, uint32_t kind)
{
    for (uint32_t c = 0; c < fx->copy_count; c++)
        if (fx->copies[c] == kind) return PLUME_OK;
    if (fx->copy_count == fx->copy_capacity) {
        uint32_t capacity = fx->copy_capacity ? fx->copy_capacity * 2u : 4u;
        uint32_t *copies = realloc(fx->copies, capacity * sizeof *copies);
        if (!copies) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an effect");
        fx->copies = copies;
        fx->copy_capacity = capacity;
    }
    fx->copies[fx->copy_count++] = kind;
    return PLUME_OK;
}

/* A mesh layer's part for a play, in the kind drawn at the play's render order (the layer's own kind, or a copy of it
   at that order), shown at time t (stopped: nothing born after the stop). */
static plume_status make_mesh_part(plume_system *ctx, effect *fx, instance *in, uint32_t l, double t,
                                   plume_mesh_part **out)
{
    uint32_t kind = fx->layers[l].mesh.kind;
    plume_status status = PLUME_OK;
    if (in->options.given & PLUME_PLAY_RENDER_ORDER) {
        status = plume_kind_at_order(ctx, kind, in->options.render_order, &kind);
        if (!status && kind != fx->layers[l].mesh.kind) status = remember_copy(fx, kind);
        if (status) return status;
    }
    status = plume_mesh_part_create(ctx, &fx->layers[l].mesh, fx->layers[l].position, in->parts[l].seed, l,
                                    fx->layers[l].delay, (uint32_t)plays_looping(fx, in, l), kind, fx->layers[l].shape, out);
    if (status) return status;
    plume_mesh_part_advance(ctx, *out, in->transform, t);
    if (in->stopped) plume_mesh_part_stop(ctx, *out, in->transform, in->stopped_at);
    return PLUME_OK;
}

/* The part of layer l for an instance (its members[l], systems[l] or meshes[l]), shown at time t. */
static plume_status make_part(plume_system *ctx, effect *fx, instance *in, uint32_t id, uint32_t l, double t)
{
    if (fx->layers[l].sim == PLUME_SIM_GPU) return play_member(ctx, fx, in, id, l, t, &in->parts[l].member);
    if (fx->layers[l].sim == PLUME_SIM_CPU) return cpu_due(fx, in, l, t) ? add_cpu(ctx, fx, in, id, l, t, NULL) : PLUME_OK;
    return make_mesh_part(ctx, fx, in, l, t, &in->parts[l].mesh);
}

/* A play's mesh layers together keep at most PLUME_MAX_MESH_LAYER_LIVE particles alive or scheduled at once (each
   looping as its desc says, or every one: `loop_all`, a play with PLUME_PLAY_LOOP); the one check of it, in the layer
   vocabulary, JavaScript's effects' too. */
static plume_status check_mesh_live(const plume_system *ctx, const effect_layer *layers, uint32_t count, int loop_all)
{
    double live = 0.0;
    uint32_t meshes = 0;
    for (uint32_t l = 0; l < count; l++) {
        if (layers[l].sim != PLUME_SIM_MESH) continue;
        live += plume_mesh_layer_live(ctx, &layers[l].mesh, loop_all || layers[l].loop);
        meshes++;
    }
    if (live <= PLUME_MAX_MESH_LAYER_LIVE) return PLUME_OK;
    char n[32], layers_n[32];
    const int many = meshes > 1;
    return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%slayers: its %s%s up to %s particles alive or scheduled at once (the "
                      "births of a cycle × (the cycles a life spans + 1) where it loops); a play holds at most %u: lower "
                      "burst, rate or life, or lengthen duration%s", loop_all ? "play: with loop: true, " : "",
                      many ? plume_format_exact((double)meshes, layers_n) : "",
                      many ? " 'mesh' layers have" : "'mesh' layer has", plume_format_exact(live, n),
                      PLUME_MAX_MESH_LAYER_LIVE, loop_all ? " (or play it without loop: true)" : "");
}

static plume_status check_options(const plume_system *ctx, const effect *fx, const plume_play_options *o)
{
    if (o->loop == PLUME_PLAY_LOOP && fx->has_mesh) { /* every mesh layer loops: its particles bounded as a looping one's */
        plume_status status = check_mesh_live(ctx, fx->layers, fx->layer_count, 1);
        if (status) return status;
    }
    if (o->loop > PLUME_PLAY_NO_LOOP)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: loop is PLUME_PLAY_LOOP_LAYERS, PLUME_PLAY_LOOP or "
                          "PLUME_PLAY_NO_LOOP, got %u", o->loop);
    /* the play's options in the layer vocabulary (timeScale, collide, normal): the one check of them, JavaScript's
       plays' too */
    if (o->given & PLUME_PLAY_TIME_SCALE) {
        if (!(o->time_scale >= 0.0f && o->time_scale <= PLUME_PLAY_MAX_TIME_SCALE))
            return plume_fail_number("play: timeScale", o->time_scale, "a number from 0 to 1000");
        for (uint32_t l = 0; o->time_scale != 1.0f && l < fx->layer_count; l++)
            if (fx->layers[l].sim != PLUME_SIM_GPU)
                return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: timeScale scales 'gpu' layers only (their clock is "
                                  "their own); layers[%u] is a '%s' layer, which follows the Plume's step: play without "
                                  "timeScale, or put the 'gpu' layers in an effect of their own", l,
                                  fx->layers[l].sim == PLUME_SIM_CPU ? "cpu" : "mesh");
    }
    if (o->given & PLUME_PLAY_COLLIDERS) {
        if (!fx->has_cpu)
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: collide replaces the colliders of an effect's 'cpu' layers, "
                              "and this effect has none ('gpu' layers collide with the plane of their layer's own collide)");
        if (o->collider_count > PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS)
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: collider_count is at most %u, got %u",
                              PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS, o->collider_count);
    }
    if (o->given & PLUME_PLAY_NORMAL) {
        float unit[3];
        plume_status status = plume_decal_normal("play: normal", o->normal, unit);
        if (status) return status;
        if (!fx->has_decal)
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: normal lays an effect's decal layers (render: 'decal') on a "
                              "surface, and this effect has none");
    }
    return PLUME_OK;
}

plume_status plume_effect_play(plume_system *ctx, plume_effect handle, const float transform[16], uint32_t seed,
                               plume_effect_instance *out)
{
    plume_play_options options = {.seed = seed};
    return plume_effect_play_with(ctx, handle, transform, &options, out);
}

plume_status plume_effect_play_with(plume_system *ctx, plume_effect handle, const float transform[16],
                                    const plume_play_options *options, plume_effect_instance *out)
{
    plume_clear_error();
    if (!out) return no_out("plume_effect_play");
    out->id = 0;
    effect *fx = effect_of(ctx, handle);
    if (!fx) return stale_effect(handle);
    if (!options) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: the options are NULL (zeros are the defaults)");
    if (!transform || !plume_all_finite(transform, 16))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: the transform needs 16 finite numbers");
    plume_play_options given = *options; /* read once */
    plume_status status = check_options(ctx, fx, &given);
    if (status) return status;
    instance *in = calloc(1, sizeof *in + fx->layer_count * sizeof(part));
    size_t collider_bytes = (given.given & PLUME_PLAY_COLLIDERS) ? given.collider_count * sizeof(plume_collider) : 0u;
    if (in && collider_bytes && (in->colliders = malloc(collider_bytes)) != NULL) {
        memcpy(in->colliders, given.colliders, collider_bytes);
        in->collider_count = given.collider_count;
    }
    if (!in || (collider_bytes && !in->colliders)) {
        free(in);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an effect");
    }
    in->effect = handle.id;
    in->options = (play_settings){.seed = given.seed, .loop = given.loop, .time_scale = given.time_scale,
                                  .render_order = given.render_order, .given = given.given};
    memcpy(in->options.normal, given.normal, sizeof in->options.normal);
    in->base = 0.0, in->since = ctx->now;
    memcpy(in->transform, transform, sizeof in->transform);
    plume_effect_tables *tables = ctx->effects;
    /* room for every instance to end at once beside the entries waiting (those of instances killed while
       queued stay until a poll passes them): each live instance has at most one entry */
    if (tables->ended_capacity < tables->instances.count + tables->ended_count + 1u) {
        uint32_t capacity = tables->ended_capacity ? tables->ended_capacity * 2u : 64u;
        while (capacity < tables->instances.count + tables->ended_count + 1u) capacity *= 2u;
        plume_effect_instance *grown = malloc(capacity * sizeof *grown);
        if (!grown) {
            free(in->colliders);
            free(in);
            return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an effect");
        }
        for (uint32_t k = 0; k < tables->ended_count; k++)
            grown[k] = tables->ended[(tables->ended_head + k) % tables->ended_capacity];
        free(tables->ended);
        tables->ended = grown;
        tables->ended_head = 0;
        tables->ended_capacity = capacity;
    }
    uint32_t seed = given.seed || (given.given & PLUME_PLAY_SEED) ? given.seed : plume_play_seed(fx->seed_base, fx->plays); /* the effect's, then a new one each play */
    in->options.seed = seed;
    status = plume_table_put(&ctx->effects->instances, in, "effect instances", &out->id);
    if (status) {
        free(in->colliders);
        free(in);
        if (status != PLUME_ERR_LIMIT) return status;
        plume_failure failure = plume_save_failure(); /* the usual cause: ended instances nobody polled */
        return plume_fail(status, "%s; an instance that ended stays until plume_poll_ended reports it: poll once a frame",
                          failure.message);
    }
    in->ticking = fx->ticking;
    tables->ticking += (uint32_t)in->ticking;
    fx->instances++;
    for (uint32_t l = 0; l < fx->layer_count; l++) {
        in->parts[l].seed = fx->layers[l].own_seed ? fx->layers[l].seed : plume_layer_seed(seed, l);
        in->layer_count = l + 1;
        act_for(ctx, out->id);
        status = make_part(ctx, fx, in, out->id, l, 0.0);
        act_for(ctx, 0);
        if (status) { /* nothing half-played stays behind */
            plume_failure failure = plume_save_failure();
            free_instance(ctx, out->id, in, 1);
            out->id = 0;
            return plume_fail(status, "play: layers[%u]: %s", l, failure.message);
        }
    }
    fx->plays++;
    plume_clear_error();
    return PLUME_OK;
}

/* No more flow for a cpu layer's system: rate 0 and no period, the capacity kept so every live
   particle finishes its life. */
static void stop_system(plume_system *ctx, plume_particle_system system)
{
    plume_particle_system_desc desc;
    if (plume_particle_system_resolved(ctx, system, &desc)) return;
    desc.rate = 0.0f;
    desc.period = 0.0f;
    desc.burst_every = 0.0f;
    desc.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    plume_particle_system_set_desc(ctx, system, &desc);
}

plume_status plume_instance_stop(plume_system *ctx, plume_effect_instance handle)
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    const effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    double t = time_of(ctx, in);
    act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count; l++) {
        if (in->parts[l].member.id) plume_emitter_stop(ctx, in->parts[l].member);
        if (in->parts[l].system.id && !fx->layers[l].parent) stop_system(ctx, in->parts[l].system); /* a sub-emitter has no flow */
        if (in->parts[l].mesh) plume_mesh_part_stop(ctx, in->parts[l].mesh, in->transform, t);
    }
    act_for(ctx, 0);
    in->stopped = 1;
    in->stopped_at = t;
    plume_clear_error();
    return PLUME_OK;
}

plume_status plume_instance_kill(plume_system *ctx, plume_effect_instance handle)
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    free_instance(ctx, handle.id, in, 1);
    plume_clear_error();
    return PLUME_OK;
}

static plume_status seek_parts(plume_system *ctx, plume_effect_instance handle, instance *in, effect *fx, double ms);

/* A seek's time, as the effect's layers bound it (the one check of it: JavaScript's seeks ask here too): a cpu layer
   re-simulates from its start, a gpu member's clock runs at its time scale (the instance's, or a new play's: `in`
   NULL). What the re-simulation would cost is checked against the systems a play made (plume_instance_seek). */
static plume_status check_seek_time(const effect *fx, const instance *in, double ms)
{
    if (fx->has_cpu && !(ms >= 0.0 && ms <= PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS))
        return plume_fail_number("seek: ms", ms, "a number of milliseconds from 0 to 300000 (a cpu layer re-simulates "
                                                 "from the start: at most 5 minutes)");
    if (!isfinite(ms) || ms < 0.0 || ms > 1e12)
        return plume_fail_number("seek: ms", ms, "a number of milliseconds from 0 to 1e12");
    for (uint32_t l = 0; l < fx->layer_count; l++) { /* a gpu member's clock runs at its scale: bounded as the play's */
        double scale = in ? member_scale(fx, in, l) : (double)own_scale(&fx->layers[l].gpu);
        if (fx->layers[l].sim == PLUME_SIM_GPU && !(ms * scale <= 1e12))
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "seek: layers[%u]'s clock would pass 1e12 ms (ms × its time "
                              "scale): seek less far", l);
    }
    return PLUME_OK;
}

plume_status plume_effect_check_seek(const plume_system *ctx, plume_effect handle, double ms)
{
    plume_clear_error();
    const effect *fx = effect_of(ctx, handle);
    return fx ? check_seek_time(fx, NULL, ms) : stale_effect(handle);
}

plume_status plume_instance_seek(plume_system *ctx, plume_effect_instance handle, double ms)
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    plume_status checked = check_seek_time(fx, in, ms);
    if (checked) return checked;
    /* the cpu layers' re-simulations share one bound, checked before any layer moved (a layer not made now is made
       within what the others leave: add_cpu) */
    double updates = 0.0;
    for (uint32_t l = 0; l < in->layer_count; l++) {
        double local = ms - (double)fx->layers[l].delay;
        if (fx->layers[l].parent || local <= 0.0 || !in->parts[l].system.id) continue;
        if (plume_particle_system_seek_check(ctx, in->parts[l].system, local)) {
            plume_failure failure = plume_save_failure();
            return plume_fail(failure.status, "layers[%u]: %s", l, failure.message);
        }
        updates += plume_particle_system_seek_updates(local, capacity_of(ctx, in->parts[l].system));
    }
    if (updates > PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK) {
        char asked[32]; /* the updates as an integer: stb_sprintf is built without %f */
        return plume_fail(PLUME_ERR_LIMIT, "seek: %s ms re-simulates the instance's cpu layers for %llu particle updates "
                          "together, over the %u a seek may cost: seek less far, or lower their capacities",
                          plume_format_number(ms, asked), (unsigned long long)updates, PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK);
    }
    act_for(ctx, handle.id);
    plume_status status = seek_parts(ctx, handle, in, fx, ms);
    act_for(ctx, 0);
    if (status) return status;
    in->base = ms, in->since = ctx->now;
    for (uint32_t l = 0; l < in->layer_count; l++) in->parts[l].ended = 0; /* every part reports its end again */
    in->ended_parts = 0; /* (a queued entry is checked when polled) */
    in->failed = 0; /* shown again from its start: a layer left out now is left out, not an early end */
    free(in->failure);
    in->failure = NULL;
    plume_clear_error();
    return PLUME_OK;
}

static plume_status seek_parts(plume_system *ctx, plume_effect_instance handle, instance *in, effect *fx, double ms)
{
    double budget = PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK; /* what the cpu layers' re-simulations may cost together */
    int was_stopped = in->stopped;
    in->stopped = 0;
    for (uint32_t l = 0; l < in->layer_count; l++) {
        if (fx->layers[l].sim != PLUME_SIM_GPU) continue;
        if (!was_stopped) { /* stop() is for good for an emitter: after it, a seek plays fresh members */
            plume_emitter_seek(ctx, in->parts[l].member, ms * member_scale(fx, in, l));
            continue;
        }
        plume_emitter fresh;
        plume_status status = play_member(ctx, fx, in, handle.id, l, ms, &fresh);
        if (status) { /* the old members play on: nothing is lost */
            in->stopped = was_stopped;
            return status;
        }
        plume_emitter_destroy(ctx, in->parts[l].member);
        in->parts[l].member = fresh;
    }
    for (uint32_t l = 0; l < in->layer_count; l++) {
        if (in->parts[l].mesh) {
            plume_mesh_part_clear(ctx, in->parts[l].mesh);
            plume_mesh_part_advance(ctx, in->parts[l].mesh, in->transform, ms);
        }
        if (fx->layers[l].sim != PLUME_SIM_CPU) continue;
        /* made again from its start (its delay, its loop's cycles, its sub-emitters, the wind): sub-emitted particles
           are not replayed; one that cannot be made now (the systems limit, memory) is left out, as a step leaves it */
        if (in->parts[l].system.id) plume_remove_particle_system(ctx, in->parts[l].system);
        in->parts[l].system.id = 0;
        in->parts[l].skipped = 0;
        if (!cpu_due(fx, in, l, ms)) continue;
        in->parts[l].skipped = add_cpu(ctx, fx, in, handle.id, l, ms, &budget) != PLUME_OK;
    }
    return PLUME_OK;
}

plume_status plume_instance_set_transform(plume_system *ctx, plume_effect_instance handle, const float transform[16])
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    if (!transform || !plume_all_finite(transform, 16))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "set_transform: the transform needs 16 finite numbers");
    effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    memcpy(in->transform, transform, sizeof in->transform);
    double t = time_of(ctx, in);
    act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count; l++) {
        float at[16];
        placed(transform, fx->layers[l].position, at);
        if (in->parts[l].member.id) plume_emitter_set_transform(ctx, in->parts[l].member, at);
        if (in->parts[l].system.id) plume_particle_system_set_transform(ctx, in->parts[l].system, at);
        if (in->parts[l].mesh) plume_mesh_part_replace(ctx, in->parts[l].mesh, transform, t);
    }
    act_for(ctx, 0);
    plume_clear_error();
    return PLUME_OK;
}

plume_status plume_instance_set_wind(plume_system *ctx, plume_effect_instance handle, const float wind[3])
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    const effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    if (!fx->has_cpu)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "set_wind: the effect has no cpu layer; wind that changes at run "
                          "time is a cpu layer's (gpu and mesh particles cannot change course)");
    if (!wind || !plume_all_finite(wind, 3))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "set_wind: wind needs 3 finite numbers (units/s²)");
    memcpy(in->wind, wind, sizeof in->wind);
    in->windy = 1;
    act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count; l++)
        if (in->parts[l].system.id) plume_particle_system_set_wind(ctx, in->parts[l].system, in->wind);
    act_for(ctx, 0);
    plume_clear_error();
    return PLUME_OK;
}

plume_status plume_instance_set_render_order(plume_system *ctx, plume_effect_instance handle, int32_t order)
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    plume_status status = PLUME_OK;
    if ((in->options.given & PLUME_PLAY_RENDER_ORDER) && in->options.render_order == order) return PLUME_OK;
    double now = time_of(ctx, in);
    for (uint32_t l = 0; l < in->layer_count; l++) /* a gpu layer plays a fresh member sought to the play's clock */
        if (in->parts[l].member.id && !(now * member_scale(fx, in, l) <= 1e12))
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "set_render_order: layers[%u] has played past 1e12 ms of its "
                              "clock, further than a member can be sought: play the effect again at that order", l);
    play_settings before = in->options;
    in->options.given |= PLUME_PLAY_RENDER_ORDER;
    in->options.render_order = order;
    double t = time_of(ctx, in);
    /* every new member and mesh part first (a mesh part in the kind drawn at that order, taking its room there): a
       refusal leaves each layer where it was */
    for (uint32_t l = 0; l < in->layer_count; l++) {
        in->parts[l].fresh.id = 0;
        in->parts[l].moved = NULL;
        in->parts[l].old_group = in->parts[l].group;
    }
    act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count && !status; l++) /* an ended member too: its end is counted once */
        if (in->parts[l].member.id) status = play_member(ctx, fx, in, handle.id, l, t, &in->parts[l].fresh);
        else if (in->parts[l].mesh) status = make_mesh_part(ctx, fx, in, l, t, &in->parts[l].moved);
    if (status) {
        plume_failure failure = plume_save_failure();
        for (uint32_t l = 0; l < in->layer_count; l++) {
            if (in->parts[l].fresh.id) plume_emitter_destroy(ctx, in->parts[l].fresh);
            if (in->parts[l].moved) plume_mesh_part_clear(ctx, in->parts[l].moved);
            plume_mesh_part_free(ctx, in->parts[l].moved);
        }
        for (uint32_t l = 0; l < in->layer_count; l++) in->parts[l].group = in->parts[l].old_group;
        in->options = before;
        act_for(ctx, 0);
        return plume_fail(failure.status, "set_render_order: %s", failure.message);
    }
    for (uint32_t l = 0; l < in->layer_count; l++) {
        if (in->parts[l].fresh.id) { /* stopped by play_member where the play was */
            plume_emitter_destroy(ctx, in->parts[l].member);
            in->parts[l].member = in->parts[l].fresh;
        }
        if (in->parts[l].moved) { /* the same particles, in the kind drawn at that order */
            plume_mesh_part_clear(ctx, in->parts[l].mesh);
            plume_mesh_part_free(ctx, in->parts[l].mesh);
            in->parts[l].mesh = in->parts[l].moved;
        }
        if (in->parts[l].system.id) plume_particle_system_move_to_order(ctx, in->parts[l].system, order);
    }
    act_for(ctx, 0);
    plume_clear_error();
    return PLUME_OK;
}

plume_status plume_instance_time(const plume_system *ctx, plume_effect_instance handle, double *out_ms)
{
    plume_clear_error();
    if (!out_ms) return no_out("plume_instance_time");
    const instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    *out_ms = time_of(ctx, in);
    return PLUME_OK;
}

plume_status plume_instance_bounds(const plume_system *ctx, plume_effect_instance handle, float min[3], float max[3])
{
    plume_clear_error();
    if (!min || !max) return no_out("plume_instance_bounds");
    for (int k = 0; k < 3; k++) min[k] = INFINITY, max[k] = -INFINITY;
    const instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    for (uint32_t l = 0; l < in->layer_count; l++) {
        float lo[3], hi[3];
        plume_status status = PLUME_OK;
        if (in->parts[l].member.id) status = plume_emitter_bounds(ctx, in->parts[l].member, lo, hi);
        else if (in->parts[l].system.id) status = plume_particle_system_bounds(ctx, in->parts[l].system, lo, hi);
        else if (in->parts[l].mesh) {
            plume_mesh_part_grow(in->parts[l].mesh, in->transform, time_of(ctx, in), min, max);
            continue;
        }
        if (status) return status;
        for (int k = 0; k < 3; k++) min[k] = fminf(min[k], lo[k]), max[k] = fmaxf(max[k], hi[k]);
    }
    return PLUME_OK;
}

uint32_t plume_instance_particles(const plume_system *ctx, plume_effect_instance handle)
{
    const instance *in = instance_of(ctx, handle);
    uint32_t n = 0;
    for (uint32_t l = 0; in && l < in->layer_count; l++) {
        if (in->parts[l].member.id) n += plume_emitter_live(ctx, in->parts[l].member);
        if (in->parts[l].system.id) n += plume_particle_system_count(ctx, in->parts[l].system);
        if (in->parts[l].mesh) n += plume_mesh_part_particles(in->parts[l].mesh, time_of(ctx, in));
    }
    return n;
}

int plume_instance_alive(const plume_system *ctx, plume_effect_instance handle)
{
    return instance_of(ctx, handle) != NULL;
}

uint32_t plume_instance_part(const plume_system *ctx, plume_effect_instance handle, uint32_t layer)
{
    const instance *in = instance_of(ctx, handle);
    if (!in || layer >= in->layer_count) return 0;
    return in->parts[layer].member.id ? in->parts[layer].member.id : in->parts[layer].system.id;
}

uint32_t plume_effects_unborn(const plume_system *ctx)
{
    const plume_effect_tables *tables = ctx->effects;
    uint32_t n = 0;
    for (uint32_t slot = 0; tables && slot < tables->instances.capacity; slot++) {
        const instance *in = tables->instances.slots[slot];
        for (uint32_t l = 0; in && l < in->layer_count; l++)
            if (in->parts[l].mesh) n += plume_mesh_part_count(in->parts[l].mesh) - plume_mesh_part_particles(in->parts[l].mesh, time_of(ctx, in));
    }
    return n;
}

/* ---- ends ---- */

/* Part l of the instance ended; once every part has, it joins the ring (once: play made room for every
   instance). */
static void part_ended(plume_effect_tables *tables, plume_effect_instance handle, instance *in, uint32_t l)
{
    if (in->parts[l].ended) return;
    in->parts[l].ended = 1;
    if (++in->ended_parts < in->layer_count || in->queued) return; /* parts left, or queued already */
    in->queued = 1;
    tables->ended[(tables->ended_head + tables->ended_count++) % tables->ended_capacity] = handle;
}

/* A cpu part after a step at instance time t: its system made once due (its delay passed, its parent's made); 1 when
   it ended (a layer not made ends only when stopped; a looping one only after its stop). */
static int step_cpu(plume_system *ctx, effect *fx, instance *in, uint32_t id, uint32_t l, double t)
{
    if (!in->parts[l].system.id) {
        uint32_t parent = fx->layers[l].parent;
        if (parent && in->parts[parent - 1u].skipped) in->parts[l].skipped = 1; /* no parent: none */
        if (in->parts[l].skipped) return 1;
        if (in->stopped || !cpu_due(fx, in, l, t)) return in->stopped;
        act_for(ctx, id);
        plume_status status = add_cpu(ctx, fx, in, id, l, t, NULL);
        act_for(ctx, 0);
        /* a system that cannot be made now (the systems limit, memory): the play ends early, killed at the poll that
           reports it, which says why (plume_effects_failure) */
        if (status) {
            in->parts[l].skipped = 1;
            in->failed = 1;
            if (!in->failure && (in->failure = malloc(sizeof *in->failure)) != NULL) {
                *in->failure = plume_save_failure();
                char *at = in->failure->message, why[sizeof in->failure->message];
                stbsp_snprintf(why, sizeof why, "%s", at);
                stbsp_snprintf(at, sizeof in->failure->message, "layers[%u]: %s", l, why);
            }
            return 1;
        }
    }
    return !loops_now(fx, in, l) && plume_particle_system_ended(ctx, in->parts[l].system);
}

/* After every plume_step: mesh layers' births and motion on the instance's clock, cpu layers' schedules, and the ends
   of cpu and mesh parts (gpu parts' ends come from the emitters, collect_ended). */
static void effects_step(plume_system *ctx, double ms)
{
    (void)ms;
    plume_effect_tables *tables = ctx->effects;
    if (!tables || !tables->ticking) return;
    plume_handle_table *instances = &tables->instances;
    for (uint32_t slot = 0; slot < instances->capacity; slot++) {
        instance *in = instances->slots[slot];
        if (!in || !in->ticking) continue;
        plume_effect_instance handle = {plume_table_id(instances, slot)};
        effect *fx = plume_table_find(&tables->effects, in->effect);
        double t = time_of(ctx, in);
        for (uint32_t l = 0; l < in->layer_count; l++) {
            int ended;
            if (in->parts[l].mesh) {
                plume_mesh_part_advance(ctx, in->parts[l].mesh, in->transform, t);
                ended = plume_mesh_part_ended(in->parts[l].mesh);
            } else if (fx->layers[l].sim == PLUME_SIM_CPU) {
                ended = step_cpu(ctx, fx, in, handle.id, l, t);
            } else {
                continue;
            }
            if (ended) part_ended(tables, handle, in, l);
        }
        for (uint32_t l = 0; in->failed && l < in->layer_count; l++) /* ended early: every part now */
            part_ended(tables, handle, in, l);
    }
    plume_clear_error(); /* plume_step succeeded: what the parts' calls said along the way is not its error */
}

/* Takes the members' ends that came due. */
static void collect_ended(plume_system *ctx)
{
    plume_effect_tables *tables = ctx->effects;
    plume_emitter_end ends[64];
    uint32_t got;
    do {
        got = plume_emitters_take_ended(ctx, 1, ends, 64);
        for (uint32_t i = 0; i < got; i++) {
            plume_effect_instance handle = {ends[i].owner};
            instance *in = instance_of(ctx, handle);
            if (!in) continue;
            for (uint32_t l = 0; l < in->layer_count; l++)
                if (in->parts[l].member.id == ends[i].emitter.id) part_ended(tables, handle, in, l);
        }
    } while (got == 64);
}

uint32_t plume_poll_ended(plume_system *ctx, plume_effect_instance *out, uint32_t max)
{
    plume_effect_tables *tables = ctx->effects;
    if (!out && max) {
        no_out("plume_poll_ended");
        return 0;
    }
    if (!tables) return 0;
    for (uint32_t k = 0; k < tables->early_count; k++) free(tables->early[k].failure);
    tables->early_count = 0;
    collect_ended(ctx);
    uint32_t n = 0;
    while (n < max && tables->ended_count) {
        plume_effect_instance handle = tables->ended[tables->ended_head];
        tables->ended_head = (tables->ended_head + 1) % tables->ended_capacity;
        tables->ended_count--;
        instance *in = instance_of(ctx, handle);
        if (!in) continue; /* killed since */
        in->queued = 0;
        if (in->ended_parts < in->layer_count) continue; /* sought back since: it ends again later */
        int early = in->failed;
        if (in->failure && tables->early_count == tables->early_capacity) {
            uint32_t capacity = tables->early_capacity ? tables->early_capacity * 2u : 8u;
            void *grown = realloc(tables->early, capacity * sizeof *tables->early);
            if (grown) tables->early = grown, tables->early_capacity = capacity;
        }
        if (in->failure && tables->early_count < tables->early_capacity) { /* kept until the next poll */
            tables->early[tables->early_count].id = handle.id;
            tables->early[tables->early_count++].failure = in->failure;
            in->failure = NULL;
        }
        free_instance(ctx, handle.id, in, early); /* ended early: its other layers' particles go */
        out[n++] = handle;
    }
    plume_clear_error();
    return n;
}

const char *plume_effects_failure(const plume_system *ctx, plume_effect_instance handle, plume_status *status)
{
    const plume_effect_tables *tables = ctx->effects;
    for (uint32_t k = 0; tables && k < tables->early_count; k++) {
        if (tables->early[k].id != handle.id) continue;
        *status = tables->early[k].failure->status;
        return tables->early[k].failure->message;
    }
    *status = PLUME_OK;
    return NULL;
}

static void effects_count(const plume_system *ctx, plume_stats *stats)
{
    stats->effects = ctx->effects ? ctx->effects->effects.count : 0;
    stats->instances = ctx->effects ? ctx->effects->instances.count : 0;
}

static const char *effects_use_texture(const plume_system *ctx, uint32_t slot)
{
    const plume_effect_tables *tables = ctx->effects;
    for (uint32_t i = 0; tables && i < tables->effects.capacity; i++) {
        const effect *fx = tables->effects.slots[i];
        for (uint32_t l = 0; fx && l < fx->layer_count; l++)
            if (fx->layers[l].sim == PLUME_SIM_CPU && fx->layers[l].cpu.texture && plume_texture_slot(ctx, fx->layers[l].cpu.texture) == slot)
                return "a cpu layer of an effect; destroy the effect first";
    }
    return NULL;
}

static int effects_use_kind(const plume_system *ctx, uint32_t kind)
{
    const plume_effect_tables *tables = ctx->effects;
    for (uint32_t i = 0; tables && i < tables->effects.capacity; i++) {
        const effect *fx = tables->effects.slots[i];
        for (uint32_t l = 0; fx && l < fx->layer_count; l++)
            if (fx->layers[l].sim == PLUME_SIM_MESH && fx->layers[l].mesh.kind == kind) return 1;
    }
    return 0;
}

static void effects_free(plume_system *ctx)
{
    plume_effect_tables *tables = ctx->effects;
    if (!tables) return;
    for (uint32_t i = 0; i < tables->effects.capacity; i++) {
        effect *fx = tables->effects.slots[i];
        if (fx) free(fx->copies);
        free(fx);
    }
    for (uint32_t i = 0; i < tables->instances.capacity; i++) {
        instance *in = tables->instances.slots[i];
        for (uint32_t l = 0; in && l < in->layer_count; l++) plume_mesh_part_free(NULL, in->parts[l].mesh); /* kinds go too */
        if (in) free(in->failure), free(in->colliders);
        free(in);
    }
    for (uint32_t k = 0; k < tables->early_count; k++) free(tables->early[k].failure);
    free(tables->early);
    plume_table_free(&tables->effects);
    plume_table_free(&tables->instances);
    free(tables->ended);
    free(tables);
    ctx->effects = NULL;
}
