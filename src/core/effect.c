/* effect.c — effects and their instances in C: an effect holds one emitter group per layer; an
   instance holds one member per layer (emitters tagged with the instance, so their ends come here
   instead of plume_emitters_poll_ended); handles as every table has them (handle_table.h). */
#include "effect.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_sprintf.h>

#include "emitter_internal.h"
#include "error.h"
#include "handle_table.h"
#include "system_internal.h"

#define QUEUED (1u << 31)

typedef struct effect {
    uint32_t layer_count;
    plume_emitter_group groups[PLUME_EFFECT_MAX_LAYERS];
    float position[PLUME_EFFECT_MAX_LAYERS][3];
    uint32_t seed[PLUME_EFFECT_MAX_LAYERS]; /* the layer's own (0: from the play's) */
    uint32_t instances;
    uint32_t plays;
} effect;

typedef struct instance {
    uint32_t effect; /* its effect's id */
    uint32_t layer_count;
    plume_emitter members[PLUME_EFFECT_MAX_LAYERS];
    uint32_t seeds[PLUME_EFFECT_MAX_LAYERS];
    float transform[16];
    uint32_t ended;  /* bit per member whose end came; QUEUED while it waits in the ring of ended instances */
    int stopped;     /* stop() is for good for an emitter: a seek after it plays fresh members */
} instance;

typedef struct plume_effect_tables {
    plume_handle_table effects, instances;
    plume_effect_instance *ended; /* instances that ended, not yet polled (a ring) */
    uint32_t ended_head, ended_count, ended_capacity;
} plume_effect_tables;

static plume_effect_tables *tables_of(plume_context *ctx)
{
    if (!ctx->effects) ctx->effects = calloc(1, sizeof(plume_effect_tables));
    return ctx->effects;
}

static effect *effect_of(const plume_context *ctx, plume_effect handle)
{
    return ctx->effects ? plume_table_find(&ctx->effects->effects, handle.id) : NULL;
}

static instance *instance_of(const plume_context *ctx, plume_effect_instance handle)
{
    return ctx->effects ? plume_table_find(&ctx->effects->instances, handle.id) : NULL;
}

static plume_status stale_effect(plume_effect handle)
{
    return plume_fail(PLUME_ERR_STALE_HANDLE, "effect %u was destroyed (or never existed)", handle.id);
}

static plume_status stale_instance(plume_effect_instance handle)
{
    return plume_fail(PLUME_ERR_STALE_HANDLE, "effect instance %u ended (or never existed)", handle.id);
}

/* ---- effects ---- */

plume_status plume_effect_create(plume_context *ctx, const plume_effect_desc *desc, plume_effect *out)
{
    plume_clear_error();
    out->id = 0;
    if (!desc || desc->layer_count == 0 || desc->layer_count > PLUME_EFFECT_MAX_LAYERS)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "an effect has 1 to %u layers, got %u", PLUME_EFFECT_MAX_LAYERS,
                          desc ? desc->layer_count : 0);
    plume_effect_tables *tables = tables_of(ctx);
    effect *fx = calloc(1, sizeof *fx);
    if (!tables || !fx) {
        free(fx);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating an effect");
    }
    for (uint32_t l = 0; l < desc->layer_count; l++) {
        const plume_effect_layer *layer = &desc->layers[l];
        plume_status status = plume_all_finite(layer->position, 3)
                                  ? plume_effect_group_create(ctx, &layer->gpu, &fx->groups[l])
                                  : plume_fail(PLUME_ERR_INVALID_ARGUMENT, "position needs finite numbers");
        if (status) { /* nothing half-made stays behind */
            char why[256];
            stbsp_snprintf(why, sizeof why, "%s", plume_last_error());
            for (uint32_t k = 0; k < l; k++) plume_effect_group_destroy(ctx, fx->groups[k]);
            free(fx);
            return plume_fail(status, "layers[%u]: %s", l, why);
        }
        memcpy(fx->position[l], layer->position, sizeof fx->position[l]);
        fx->seed[l] = layer->gpu.seed;
        fx->layer_count = l + 1;
    }
    plume_status status = plume_table_put(&tables->effects, fx, "effects", &out->id);
    if (status) {
        plume_failure failure = plume_save_failure();
        for (uint32_t k = 0; k < fx->layer_count; k++) plume_effect_group_destroy(ctx, fx->groups[k]);
        free(fx);
        return plume_restore_failure(&failure);
    }
    plume_clear_error();
    return PLUME_OK;
}

static void free_instance(plume_context *ctx, uint32_t id, instance *in)
{
    effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    if (fx) fx->instances--;
    plume_table_take(&ctx->effects->instances, id);
    free(in);
}

plume_status plume_effect_destroy(plume_context *ctx, plume_effect handle)
{
    plume_clear_error();
    effect *fx = effect_of(ctx, handle);
    if (!fx) return stale_effect(handle);
    plume_handle_table *instances = &ctx->effects->instances;
    for (uint32_t slot = 0; slot < instances->capacity && fx->instances; slot++) {
        instance *in = instances->slots[slot];
        if (!in || in->effect != handle.id) continue;
        /* members moved out of their group are on their own: they go here, the rest with the groups */
        plume_emitters_act_for(ctx, plume_table_id(instances, slot));
        for (uint32_t l = 0; l < in->layer_count; l++) plume_emitter_destroy(ctx, in->members[l]);
        plume_emitters_act_for(ctx, 0);
        free_instance(ctx, plume_table_id(instances, slot), in);
    }
    for (uint32_t l = 0; l < fx->layer_count; l++) plume_effect_group_destroy(ctx, fx->groups[l]); /* members too */
    plume_table_take(&ctx->effects->effects, handle.id);
    free(fx);
    plume_clear_error();
    return PLUME_OK;
}

uint32_t plume_effect_instances(const plume_context *ctx, plume_effect handle)
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

/* A layer's seed from the play's (the same play seed, the same particles). */
static uint32_t layer_seed(uint32_t seed, uint32_t layer)
{
    uint32_t h = seed * 0x9e3779b9u ^ (layer + 1u) * 0x85ebca6bu;
    h ^= h >> 16;
    h *= 0x7feb352du;
    h ^= h >> 15;
    return h;
}

plume_status plume_effect_play(plume_context *ctx, plume_effect handle, const float transform[16], uint32_t seed,
                               plume_effect_instance *out)
{
    plume_clear_error();
    out->id = 0;
    effect *fx = effect_of(ctx, handle);
    if (!fx) return stale_effect(handle);
    if (!transform || !plume_all_finite(transform, 16))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: the transform needs 16 finite numbers");
    instance *in = calloc(1, sizeof *in);
    if (!in) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an effect");
    in->effect = handle.id;
    memcpy(in->transform, transform, sizeof in->transform);
    plume_effect_tables *tables = ctx->effects;
    /* room for every instance to end at once beside the entries waiting (those of instances killed while
       queued stay until a poll passes them): each live instance has at most one entry */
    if (tables->ended_capacity < tables->instances.count + tables->ended_count + 1u) {
        uint32_t capacity = tables->ended_capacity ? tables->ended_capacity * 2u : 64u;
        while (capacity < tables->instances.count + tables->ended_count + 1u) capacity *= 2u;
        plume_effect_instance *grown = malloc(capacity * sizeof *grown);
        if (!grown) {
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
    if (!seed) seed = layer_seed(fx->plays + 1u, 99u) | 1u; /* a new one each play */
    for (uint32_t l = 0; l < fx->layer_count; l++) {
        float at[16];
        placed(transform, fx->position[l], at);
        in->seeds[l] = fx->seed[l] ? fx->seed[l] : layer_seed(seed, l);
        plume_status status = plume_effect_group_play(ctx, fx->groups[l], at, in->seeds[l], &in->members[l]);
        if (status) {
            plume_failure failure = plume_save_failure();
            for (uint32_t k = 0; k < l; k++) plume_emitter_destroy(ctx, in->members[k]);
            free(in);
            return plume_fail(status, "play: %s", failure.message);
        }
        in->layer_count = l + 1;
    }
    plume_status status = plume_table_put(&ctx->effects->instances, in, "effect instances", &out->id);
    if (status) {
        plume_failure failure = plume_save_failure();
        for (uint32_t k = 0; k < in->layer_count; k++) plume_emitter_destroy(ctx, in->members[k]);
        free(in);
        return plume_restore_failure(&failure);
    }
    for (uint32_t l = 0; l < in->layer_count; l++) plume_emitter_set_owner(ctx, in->members[l], out->id);
    fx->instances++;
    fx->plays++;
    plume_clear_error();
    return PLUME_OK;
}

plume_status plume_instance_stop(plume_context *ctx, plume_effect_instance handle)
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    plume_emitters_act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count; l++) plume_emitter_stop(ctx, in->members[l]);
    plume_emitters_act_for(ctx, 0);
    in->stopped = 1;
    plume_clear_error();
    return PLUME_OK;
}

plume_status plume_instance_kill(plume_context *ctx, plume_effect_instance handle)
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    plume_emitters_act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count; l++) plume_emitter_destroy(ctx, in->members[l]);
    plume_emitters_act_for(ctx, 0);
    free_instance(ctx, handle.id, in);
    plume_clear_error();
    return PLUME_OK;
}

static plume_status seek_members(plume_context *ctx, plume_effect_instance handle, instance *in, effect *fx, double ms);

plume_status plume_instance_seek(plume_context *ctx, plume_effect_instance handle, double ms)
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    if (!isfinite(ms) || ms < 0.0 || ms > 1e12) return plume_fail_number("seek", ms, "a time from 0 to 1e12 ms");
    effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    plume_emitters_act_for(ctx, handle.id);
    plume_status status = seek_members(ctx, handle, in, fx, ms);
    plume_emitters_act_for(ctx, 0);
    if (status) return status;
    in->ended &= QUEUED; /* every member reports its end again (a queued entry is checked when polled) */
    plume_clear_error();
    return PLUME_OK;
}

static plume_status seek_members(plume_context *ctx, plume_effect_instance handle, instance *in, effect *fx, double ms)
{
    if (in->stopped) { /* stop() is for good for an emitter: after it, a seek plays fresh members */
        for (uint32_t l = 0; l < in->layer_count; l++) {
            float at[16];
            placed(in->transform, fx->position[l], at);
            plume_emitter fresh;
            plume_status status = plume_effect_group_play(ctx, fx->groups[l], at, in->seeds[l], &fresh);
            if (status) return status; /* the old member plays on: nothing is lost */
            plume_emitter_destroy(ctx, in->members[l]);
            in->members[l] = fresh;
            plume_emitter_set_owner(ctx, fresh, handle.id);
        }
        in->stopped = 0;
    }
    for (uint32_t l = 0; l < in->layer_count; l++) {
        plume_status status = plume_emitter_seek(ctx, in->members[l], ms);
        if (status) return status;
    }
    return PLUME_OK;
}

plume_status plume_instance_set_transform(plume_context *ctx, plume_effect_instance handle, const float transform[16])
{
    plume_clear_error();
    instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    if (!transform || !plume_all_finite(transform, 16))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "set_transform: the transform needs 16 finite numbers");
    effect *fx = plume_table_find(&ctx->effects->effects, in->effect);
    plume_emitters_act_for(ctx, handle.id);
    for (uint32_t l = 0; l < in->layer_count; l++) {
        float at[16];
        placed(transform, fx->position[l], at);
        plume_emitter_set_transform(ctx, in->members[l], at);
    }
    plume_emitters_act_for(ctx, 0);
    memcpy(in->transform, transform, sizeof in->transform);
    plume_clear_error();
    return PLUME_OK;
}

plume_status plume_instance_time(const plume_context *ctx, plume_effect_instance handle, double *out_ms)
{
    plume_clear_error();
    const instance *in = instance_of(ctx, handle);
    if (!in) return stale_instance(handle);
    return plume_emitter_time(ctx, in->members[0], out_ms);
}

int plume_instance_alive(const plume_context *ctx, plume_effect_instance handle)
{
    return instance_of(ctx, handle) != NULL;
}

/* ---- ends ---- */

/* Takes the members' ends that came due; an instance whose every member ended joins the ring. */
static void collect_ended(plume_context *ctx)
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
                if (in->members[l].id == ends[i].emitter.id) in->ended |= 1u << l;
            if (in->ended != (1u << in->layer_count) - 1u) continue; /* members left, or queued already */
            in->ended |= QUEUED; /* once in the ring: play made room for every instance */
            tables->ended[(tables->ended_head + tables->ended_count++) % tables->ended_capacity] = handle;
        }
    } while (got == 64);
}

uint32_t plume_poll_ended(plume_context *ctx, plume_effect_instance *out, uint32_t max)
{
    plume_effect_tables *tables = ctx->effects;
    if (!tables) return 0;
    collect_ended(ctx);
    uint32_t n = 0;
    while (n < max && tables->ended_count) {
        plume_effect_instance handle = tables->ended[tables->ended_head];
        tables->ended_head = (tables->ended_head + 1) % tables->ended_capacity;
        tables->ended_count--;
        instance *in = instance_of(ctx, handle);
        if (!in) continue; /* killed since */
        in->ended &= ~QUEUED;
        if (in->ended != (1u << in->layer_count) - 1u) continue; /* sought back since: it ends again later */
        plume_emitters_act_for(ctx, handle.id);
        for (uint32_t l = 0; l < in->layer_count; l++) plume_emitter_destroy(ctx, in->members[l]);
        plume_emitters_act_for(ctx, 0);
        free_instance(ctx, handle.id, in);
        out[n++] = handle;
    }
    plume_clear_error();
    return n;
}

void plume_effects_free(plume_context *ctx)
{
    plume_effect_tables *tables = ctx->effects;
    if (!tables) return;
    for (uint32_t i = 0; i < tables->effects.capacity; i++) free(tables->effects.slots[i]);
    for (uint32_t i = 0; i < tables->instances.capacity; i++) free(tables->instances.slots[i]);
    plume_table_free(&tables->effects);
    plume_table_free(&tables->instances);
    free(tables->ended);
    free(tables);
    ctx->effects = NULL;
}
