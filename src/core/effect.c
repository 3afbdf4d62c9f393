/* effect.c — effects and their plays in C and JavaScript alike: an effect holds its layers (layer_sim.h), a play holds
   one part per layer, made, stepped, sought, stopped, moved and ended through the layer's sim's table of operations
   (plume_layer_sims): this file names no sim. A play's emitters and systems are tagged with it, so their ends come here.
   Handles as every table has them (handle_table.h). */
#include "effect.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_sprintf.h>

#include "decal.h"
#include "effect_internal.h"
#include "error.h"
#include "handle_table.h"
#include "layer_sim.h"
#include "rng.h"
#include "system_internal.h"

typedef plume_layered_effect effect; /* this file's short names */
typedef plume_play instance;

static const plume_layer_sim *sim_of(const plume_layer *layer) { return plume_layer_sims[layer->sim]; }

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

/* A layer's schedule: delay and loop (every sim's), and parent (an earlier layer of a sim that takes sub-emitters). */
static plume_status check_schedule(const plume_effect_layer *layers, uint32_t l, const plume_effect_layer *layer)
{
    char number[32];
    if (!(layer->delay >= 0.0f))
        return plume_fail_field(PLUME_ERR_INVALID_ARGUMENT, "delay", "must be a finite number >= 0, got %s",
                                plume_format_exact(layer->delay, number));
    if (layer->delay > PLUME_EFFECT_MAX_DELAY_MS) /* JavaScript's words (it checks its double first: this is a float) */
        return plume_fail_field(PLUME_ERR_INVALID_ARGUMENT, "delay", "must be at most 3600000 ms (an hour), got %s",
                                plume_format_exact(layer->delay, number));
    if (layer->loop > 1) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "loop must be 0 or 1, got %u", layer->loop);
    if (layer->parent && !(plume_layer_sims[layer->sim]->abilities & PLUME_LAYER_SUB_EMITTERS))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "parent: a sub-emitter is a cpu layer; a %s layer has none",
                          plume_layer_sims[layer->sim]->name);
    if (!layer->parent) return PLUME_OK;
    uint32_t parent = layer->parent - 1;
    if (parent >= l || layers[parent].sim != layer->sim)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "parent: %u names no earlier cpu layer (1 + the index of one, "
                          "below %u)", layer->parent, l + 1);
    if (layer->delay != 0.0f || layer->loop)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a sub-emitter starts and loops with its parent: its delay and loop "
                          "are its parent's (give 0)");
    return PLUME_OK;
}

/* What the effect's layers made (gpu groups, kind copies) goes; each layer's sim releases its own. */
static void release_layers(plume_system *ctx, effect *fx)
{
    for (uint32_t l = 0; l < fx->layer_count; l++)
        if (sim_of(&fx->layers[l])->release) sim_of(&fx->layers[l])->release(ctx, &fx->layers[l]);
    for (uint32_t s = 0; s < PLUME_SIM_COUNT; s++)
        if (plume_layer_sims[s]->release_effect) plume_layer_sims[s]->release_effect(ctx, fx);
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
    effect *fx = calloc(1, sizeof *fx + count * sizeof(plume_layer));
    if (!tables || !fx) {
        free(fx);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating an effect");
    }
    for (uint32_t l = 0; l < count; l++) {
        plume_effect_layer resolved = layers[l];
        const plume_effect_layer *layer = &resolved;
        plume_status status = layer->sim >= PLUME_SIM_COUNT
                                  ? plume_fail(PLUME_ERR_INVALID_ARGUMENT, "sim: unknown sim %u (PLUME_SIM_GPU, PLUME_SIM_CPU "
                                               "or PLUME_SIM_MESH)", layer->sim)
                              : !plume_all_finite(layer->position, 3)
                                  ? plume_fail(PLUME_ERR_INVALID_ARGUMENT, "position needs finite numbers")
                                  : check_schedule(layers, l, layer);
        const plume_layer_sim *sim = status ? NULL : plume_layer_sims[layer->sim];
        if (sim && sim->resolve) sim->resolve(&resolved);
        plume_layer *made = &fx->layers[l];
        made->sim = layer->sim;
        made->delay = layer->delay;
        made->loop = layer->loop;
        made->parent = layer->parent;
        if (sim) status = sim->check(ctx, layer, shapes && shapes[l].mesh, made);
        if (status) { /* nothing half-made stays behind */
            char why[256];
            stbsp_snprintf(why, sizeof why, "%s", plume_last_error());
            const char *field = plume_failed_field(); /* "layers[i].rate: ...", as JavaScript's readers say it */
            release_layers(ctx, fx);
            free(fx);
            return field ? plume_fail(status, "layers[%u].%s: %s", l, field, why) : plume_fail(status, "layers[%u]: %s", l, why);
        }
        memcpy(made->position, layer->position, sizeof made->position);
        if (shapes) made->shape = shapes[l].mesh, made->along_normal = shapes[l].along_normal;
        fx->abilities |= sim->abilities;
        fx->has_decal |= (int)made->decal;
        fx->layer_count = l + 1;
    }
    fx->seed_base = seed;
    plume_status status = PLUME_OK;
    for (uint32_t s = 0; !status && s < PLUME_SIM_COUNT; s++) /* what every play of the effect holds at once */
        if (plume_layer_sims[s]->check_plays) status = plume_layer_sims[s]->check_plays(ctx, fx->layers, fx->layer_count, 0);
    if (!status) status = plume_table_put(&tables->effects, fx, "effects", &out->id);
    if (status) {
        plume_failure failure = plume_save_failure();
        release_layers(ctx, fx);
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

/* The instance's parts go, each by its sim (its particles killed when `kill`: an instance that ended has none left),
   then the instance itself. */
static void free_instance(plume_system *ctx, uint32_t id, instance *in, int kill)
{
    effect *fx = plume_table_find(&ctx->effects->effects, in->effect); /* an effect outlives its plays */
    act_for(ctx, id);
    for (uint32_t l = 0; l < in->layer_count; l++) sim_of(&fx->layers[l])->discard(ctx, &in->parts[l], kill);
    act_for(ctx, 0);
    fx->instances--;
    if (in->ticking) ctx->effects->ticking--;
    plume_table_take(&ctx->effects->instances, id);
    free(in->failure);
    free(in->colliders);
    free(in);
}

/* After a refused play or move: what each sim made for the effect that no part uses goes. */
static void drop_unused(plume_system *ctx, effect *fx)
{
    for (uint32_t s = 0; s < PLUME_SIM_COUNT; s++)
        if (plume_layer_sims[s]->drop_unused) plume_layer_sims[s]->drop_unused(ctx, fx);
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
    release_layers(ctx, fx);
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

static double time_of(const plume_system *ctx, const instance *in) { return plume_play_time(ctx, in); }

static plume_status check_options(const plume_system *ctx, const effect *fx, const plume_play_options *o)
{
    for (uint32_t s = 0; o->loop == PLUME_PLAY_LOOP && s < PLUME_SIM_COUNT; s++) { /* every layer loops: bounded so */
        plume_status status = plume_layer_sims[s]->check_plays ? plume_layer_sims[s]->check_plays(ctx, fx->layers, fx->layer_count, 1) : PLUME_OK;
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
            if (!(sim_of(&fx->layers[l])->abilities & PLUME_LAYER_TIME_SCALED))
                return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: timeScale scales 'gpu' layers only (their clock is "
                                  "their own); layers[%u] is a '%s' layer, which follows the Plume's step: play without "
                                  "timeScale, or put the 'gpu' layers in an effect of their own", l,
                                  sim_of(&fx->layers[l])->name);
    }
    if (o->given & PLUME_PLAY_COLLIDERS) {
        if (!(fx->abilities & PLUME_LAYER_COLLIDERS))
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: collide replaces the colliders of an effect's 'cpu' layers, "
                              "and this effect has none ('gpu' layers collide with the plane of their layer's own collide)");
        if (o->collider_count > PLUME_PLAY_MAX_COLLIDERS)
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: collider_count is at most %u, got %u",
                              PLUME_PLAY_MAX_COLLIDERS, o->collider_count);
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
    instance *in = calloc(1, sizeof *in + fx->layer_count * sizeof(plume_part));
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
    in->options = (plume_play_settings){.seed = given.seed, .loop = given.loop, .time_scale = given.time_scale,
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
    in->ticking = (fx->abilities & PLUME_LAYER_TICKS) != 0;
    tables->ticking += (uint32_t)in->ticking;
    fx->instances++;
    fx->calls++; /* what a sim makes for this play is stamped with it (drop_unused) */
    for (uint32_t l = 0; l < fx->layer_count; l++) {
        in->parts[l].seed = fx->layers[l].own_seed ? fx->layers[l].seed : plume_layer_seed(seed, l);
        in->layer_count = l + 1;
        act_for(ctx, out->id);
        status = sim_of(&fx->layers[l])->make(ctx, fx, in, out->id, l, 0.0, &in->parts[l]);
        act_for(ctx, 0);
        if (status) { /* nothing half-played stays behind */
            plume_failure failure = plume_save_failure();
            free_instance(ctx, out->id, in, 1);
            drop_unused(ctx, fx);
            out->id = 0;
            return plume_fail(status, "play: layers[%u]: %s", l, failure.message);
        }
    }
    fx->plays++;
    plume_clear_error();
    return PLUME_OK;
}

plume_status plume_instance_stop(plume_system *ctx, plume_effect_instance handle)
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    if (in->stopped) return PLUME_OK; /* stopped already: its stop time stays (a part made again stops there) */
    const effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    double t = time_of(ctx, in);
    act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count; l++) sim_of(&fx->layers[l])->stop(ctx, fx, in, l, t);
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
    if ((fx->abilities & PLUME_LAYER_RESIMULATES) && !(ms >= 0.0 && ms <= PLUME_EFFECT_MAX_RESIMULATED_SEEK_MS))
        return plume_fail_number("seek: ms", ms, "a number of milliseconds from 0 to 300000 (a cpu layer re-simulates "
                                                 "from the start: at most 5 minutes)");
    if (!isfinite(ms) || ms < 0.0 || ms > 1e12)
        return plume_fail_number("seek: ms", ms, "a number of milliseconds from 0 to 1e12");
    for (uint32_t l = 0; l < fx->layer_count; l++) { /* a part's own clock runs at its scale: bounded as the play's */
        const plume_layer_sim *sim = sim_of(&fx->layers[l]);
        if (sim->clock_scale && !(ms * sim->clock_scale(&fx->layers[l], in) <= 1e12))
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
    /* the layers' re-simulations share one bound, checked before any layer moved (a layer not made now is made within
       what the others leave) */
    double updates = 0.0;
    for (uint32_t l = 0; l < in->layer_count; l++) {
        const plume_layer_sim *sim = sim_of(&fx->layers[l]);
        if (sim->seek_cost && sim->seek_cost(ctx, fx, in, l, ms, &updates)) {
            plume_failure failure = plume_save_failure();
            return plume_fail(failure.status, "layers[%u]: %s", l, failure.message);
        }
    }
    if (updates > PLUME_EFFECT_MAX_SEEK_WORK) {
        char asked[32]; /* the updates as an integer: stb_sprintf is built without %f */
        return plume_fail(PLUME_ERR_LIMIT, "seek: %s ms re-simulates the instance's cpu layers for %llu particle updates "
                          "together, over the %u a seek may cost: seek less far, or lower their capacities",
                          plume_format_number(ms, asked), (unsigned long long)updates, PLUME_EFFECT_MAX_SEEK_WORK);
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

/* Parts made again for a seek or a render order, each in place of its layer's part once all are made; a failure discards
   those made (nothing changed). */
static plume_part *fresh_parts(uint32_t count)
{
    plume_part *fresh = calloc(count, sizeof *fresh);
    if (!fresh) plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory");
    return fresh;
}

static void discard_fresh(plume_system *ctx, const effect *fx, plume_part *fresh, uint32_t count)
{
    for (uint32_t l = 0; l < count; l++) sim_of(&fx->layers[l])->discard(ctx, &fresh[l], 1);
    free(fresh);
}

static plume_status seek_parts(plume_system *ctx, plume_effect_instance handle, instance *in, effect *fx, double ms)
{
    double budget = PLUME_EFFECT_MAX_SEEK_WORK; /* what the layers' re-simulations may cost together */
    plume_part *fresh = fresh_parts(in->layer_count);
    if (!fresh) return PLUME_ERR_OUT_OF_MEMORY;
    int was_stopped = in->stopped;
    in->stopped = 0;
    for (uint32_t l = 0; l < in->layer_count; l++) { /* what may fail first: the old parts play on if it does */
        const plume_layer_sim *sim = sim_of(&fx->layers[l]);
        plume_status status = sim->seek_prepare ? sim->seek_prepare(ctx, fx, in, handle.id, l, ms, was_stopped, &fresh[l]) : PLUME_OK;
        if (status) {
            plume_failure failure = plume_save_failure();
            in->stopped = was_stopped;
            discard_fresh(ctx, fx, fresh, l);
            return plume_restore_failure(&failure);
        }
    }
    for (uint32_t l = 0; l < in->layer_count; l++) sim_of(&fx->layers[l])->seek(ctx, fx, in, handle.id, l, ms, &fresh[l], &budget);
    free(fresh);
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
        plume_layer_placed(transform, fx->layers[l].position, at);
        sim_of(&fx->layers[l])->set_transform(ctx, &fx->layers[l], in, &in->parts[l], at, t);
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
    if (!(fx->abilities & PLUME_LAYER_WIND))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "set_wind: this effect has no 'cpu' layer; wind that changes at run "
                          "time is a 'cpu' layer's (gpu and mesh particles cannot change course)");
    if (!wind || !plume_all_finite(wind, 3))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "set_wind: wind needs 3 finite numbers (units/s²)");
    memcpy(in->wind, wind, sizeof in->wind);
    in->windy = 1;
    act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count; l++)
        if (sim_of(&fx->layers[l])->set_wind) sim_of(&fx->layers[l])->set_wind(ctx, &in->parts[l], in->wind);
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
    double t = time_of(ctx, in);
    for (uint32_t l = 0; l < in->layer_count; l++) { /* a part made again is sought to the play's clock */
        const plume_layer_sim *sim = sim_of(&fx->layers[l]);
        if (sim->reorder && sim->clock_scale && !(t * sim->clock_scale(&fx->layers[l], in) <= 1e12))
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "set_render_order: layers[%u] has played past 1e12 ms of its "
                              "clock, further than a member can be sought: play the effect again at that order", l);
    }
    plume_part *fresh = fresh_parts(in->layer_count);
    if (!fresh) return PLUME_ERR_OUT_OF_MEMORY;
    plume_play_settings before = in->options;
    fx->calls++;
    in->options.given |= PLUME_PLAY_RENDER_ORDER;
    in->options.render_order = order;
    /* every part made again first (a gpu member in that order's group, a mesh part in the kind drawn at that order,
       taking its room there): a refusal leaves each layer where it was */
    act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count && !status; l++) { /* an ended part too: its end is counted once */
        const plume_layer_sim *sim = sim_of(&fx->layers[l]);
        if (sim->reorder) status = sim->reorder(ctx, fx, in, handle.id, l, t, &fresh[l]);
    }
    if (status) {
        plume_failure failure = plume_save_failure();
        discard_fresh(ctx, fx, fresh, in->layer_count);
        in->options = before;
        act_for(ctx, 0);
        drop_unused(ctx, fx);
        return plume_fail(failure.status, "set_render_order: %s", failure.message);
    }
    for (uint32_t l = 0; l < in->layer_count; l++) {
        const plume_layer_sim *sim = sim_of(&fx->layers[l]);
        if (fresh[l].id || fresh[l].state) { /* in place of the old part, stopped where the play was */
            sim->discard(ctx, &in->parts[l], 1);
            in->parts[l].id = fresh[l].id;
            in->parts[l].state = fresh[l].state;
        }
        if (sim->move_to_order) sim->move_to_order(ctx, &in->parts[l], order);
    }
    free(fresh);
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
    const effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    for (uint32_t l = 0; l < in->layer_count; l++) {
        float lo[3], hi[3];
        plume_status status = sim_of(&fx->layers[l])->bounds(ctx, in, &in->parts[l], time_of(ctx, in), lo, hi);
        if (status) return status;
        for (int k = 0; k < 3; k++) min[k] = fminf(min[k], lo[k]), max[k] = fmaxf(max[k], hi[k]);
    }
    return PLUME_OK;
}

uint32_t plume_instance_particles(const plume_system *ctx, plume_effect_instance handle)
{
    const instance *in = instance_of(ctx, handle);
    const effect *fx = in ? plume_table_find(&ctx->effects->effects, in->effect) : NULL;
    uint32_t n = 0;
    for (uint32_t l = 0; in && l < in->layer_count; l++)
        n += sim_of(&fx->layers[l])->particles(ctx, in, &in->parts[l], time_of(ctx, in));
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
    return in->parts[layer].id;
}

uint32_t plume_effects_unborn(const plume_system *ctx)
{
    const plume_effect_tables *tables = ctx->effects;
    uint32_t n = 0;
    for (uint32_t slot = 0; tables && slot < tables->instances.capacity; slot++) {
        const instance *in = tables->instances.slots[slot];
        const effect *fx = in ? plume_table_find(&tables->effects, in->effect) : NULL;
        for (uint32_t l = 0; in && l < in->layer_count; l++) {
            const plume_layer_sim *sim = sim_of(&fx->layers[l]);
            if (sim->unborn) n += sim->unborn(in, &in->parts[l], time_of(ctx, in));
        }
    }
    return n;
}

uint32_t plume_effects_holder(const plume_system *ctx, uint64_t kind_instance, uint32_t *holders)
{
    const plume_effect_tables *tables = ctx->effects;
    uint32_t holder = 0;
    *holders = 0;
    for (uint32_t slot = 0; tables && slot < tables->instances.capacity; slot++) {
        const instance *in = tables->instances.slots[slot];
        const effect *fx = in ? plume_table_find(&tables->effects, in->effect) : NULL;
        for (uint32_t l = 0; in && l < in->layer_count; l++) {
            const plume_layer_sim *sim = sim_of(&fx->layers[l]);
            if (sim->holds && sim->holds(&in->parts[l], kind_instance)) holder = plume_table_id(&tables->instances, slot), ++*holders;
        }
    }
    return holder;
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
            const plume_layer_sim *sim = sim_of(&fx->layers[l]);
            if (sim->step && sim->step(ctx, fx, in, handle.id, l, t)) part_ended(tables, handle, in, l);
        }
        for (uint32_t l = 0; in->failed && l < in->layer_count; l++) /* ended early: every part now */
            part_ended(tables, handle, in, l);
    }
    plume_clear_error(); /* plume_step succeeded: what the parts' calls said along the way is not its error */
}

/* A part whose sim reports its end itself (an emitter's end, tagged with its play): only that sim's layers are looked
   at, since another sim's part may have the same id (found by review: a gpu layer's end ended a looping cpu layer). */
static void part_id_ended(plume_system *ctx, const plume_layer_sim *sim, uint32_t owner, uint32_t part_id)
{
    plume_effect_instance handle = {owner};
    instance *in = instance_of(ctx, handle);
    const effect *fx = in ? plume_table_find(&ctx->effects->effects, in->effect) : NULL;
    for (uint32_t l = 0; in && l < in->layer_count; l++)
        if (sim_of(&fx->layers[l]) == sim && in->parts[l].id == part_id) part_ended(ctx->effects, handle, in, l);
}

/* Takes the ends the sims report themselves that came due. */
static void collect_ended(plume_system *ctx)
{
    for (uint32_t s = 0; s < PLUME_SIM_COUNT; s++)
        if (plume_layer_sims[s]->take_ended) plume_layer_sims[s]->take_ended(ctx, part_id_ended);
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
            if (sim_of(&fx->layers[l])->uses_texture) {
                const char *user = sim_of(&fx->layers[l])->uses_texture(ctx, &fx->layers[l], slot);
                if (user) return user;
            }
    }
    return NULL;
}

static int effects_use_kind(const plume_system *ctx, uint32_t kind)
{
    const plume_effect_tables *tables = ctx->effects;
    for (uint32_t i = 0; tables && i < tables->effects.capacity; i++) {
        const effect *fx = tables->effects.slots[i];
        for (uint32_t l = 0; fx && l < fx->layer_count; l++)
            if (sim_of(&fx->layers[l])->uses_kind && sim_of(&fx->layers[l])->uses_kind(&fx->layers[l], kind)) return 1;
    }
    return 0;
}

static void effects_free(plume_system *ctx)
{
    plume_effect_tables *tables = ctx->effects;
    if (!tables) return;
    for (uint32_t i = 0; i < tables->instances.capacity; i++) {
        instance *in = tables->instances.slots[i];
        const effect *fx = in ? plume_table_find(&tables->effects, in->effect) : NULL;
        for (uint32_t l = 0; in && l < in->layer_count; l++)
            if (sim_of(&fx->layers[l])->forget) sim_of(&fx->layers[l])->forget(&in->parts[l]);
        if (in) free(in->failure), free(in->colliders);
        free(in);
    }
    for (uint32_t i = 0; i < tables->effects.capacity; i++) {
        effect *fx = tables->effects.slots[i];
        for (uint32_t s = 0; fx && s < PLUME_SIM_COUNT; s++)
            if (plume_layer_sims[s]->release_effect) plume_layer_sims[s]->release_effect(NULL, fx);
        free(fx);
    }
    for (uint32_t k = 0; k < tables->early_count; k++) free(tables->early[k].failure);
    free(tables->early);
    plume_table_free(&tables->effects);
    plume_table_free(&tables->instances);
    free(tables->ended);
    free(tables);
    ctx->effects = NULL;
}
