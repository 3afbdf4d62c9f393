/* layer_gpu.c — the 'gpu' sim as an effect's layer (layer_sim.h): the layer is an emitter group; every play of it is a
   member of that group, or of a variant group made for plays of another loop, time scale, render order or decal
   normal. The members' ends come from the emitters (take_ended). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "decal.h"
#include "emitter_internal.h"
#include "error.h"
#include "layer_sim.h"

/* A group for plays with another loop, time scale, render order or (a decal layer) normal than the layer's own. */
typedef struct variant {
    uint32_t layer, loops;
    float scale;
    int32_t order;
    plume_emitter_group group;
    float normal[3]; /* unit: the decal's surface (a layer that is no decal: its own, unused) */
} variant;

/* The effect's variant groups (its sim_state), made at the first play that needs one. */
typedef struct variants {
    variant made[PLUME_EFFECT_MAX_VARIANTS];
    uint32_t count;
} variants;

static float own_scale(const plume_emitter_desc *d)
{
    return d->time_scale == 0.0f && !(d->explicit_zero & PLUME_EMITTER_ZERO_TIME_SCALE) ? 1.0f : d->time_scale;
}

/* A member's clock against the play's: the layer's own time scale times the play's. */
static double clock_scale(const plume_layer *layer, const plume_play *in)
{
    float play = in && (in->options.given & PLUME_PLAY_TIME_SCALE) ? in->options.time_scale : 1.0f;
    return (double)own_scale(&layer->own.gpu.desc) * play;
}

static plume_status check(plume_system *ctx, const plume_effect_layer *layer, int shaped, plume_layer *out)
{
    (void)shaped;
    if (layer->gpu.delay != 0.0f || layer->gpu.no_loop)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "gpu.%s: a layer's schedule is the layer's delay and loop, on every "
                          "sim (gpu.delay and gpu.no_loop are a lone emitter's; give 0)",
                          layer->gpu.delay != 0.0f ? "delay" : "no_loop");
    plume_emitter_desc desc = layer->gpu; /* with the layer's schedule in it */
    desc.delay = layer->delay;
    desc.no_loop = !layer->loop;
    plume_status status = plume_emitter_check_time_scale(&desc);
    if (!status) status = plume_effect_group_create(ctx, &desc, &out->own.gpu.group);
    if (status) return status;
    out->own.gpu.desc = desc;
    out->seed = desc.seed;
    out->own_seed = desc.seed != 0u || (desc.explicit_zero & PLUME_EMITTER_ZERO_SEED);
    out->decal = desc.render == PLUME_RENDER_DECAL;
    return PLUME_OK;
}

static void release(plume_system *ctx, plume_layer *layer)
{
    plume_effect_group_destroy(ctx, layer->own.gpu.group); /* members too */
}

static void release_effect(plume_system *ctx, plume_layered_effect *fx)
{
    variants *v = fx->sim_state[PLUME_SIM_GPU];
    for (uint32_t k = 0; ctx && v && k < v->count; k++) plume_effect_group_destroy(ctx, v->made[k].group);
    free(v);
    fx->sim_state[PLUME_SIM_GPU] = NULL;
}

/* The group a play of layer l draws in: the layer's own, or one for the play's loop, time scale and render order (made
   at its first play; one without members is reused when PLUME_EFFECT_MAX_VARIANTS are made). */
static plume_status group_for(plume_system *ctx, plume_layered_effect *fx, const plume_play *in, uint32_t l,
                              plume_emitter_group *out)
{
    const plume_layer *layer = &fx->layers[l];
    const plume_emitter_desc *own = &layer->own.gpu.desc;
    uint32_t loops = (uint32_t)plume_play_loops(layer, in);
    float scale = own_scale(own) * (in->options.given & PLUME_PLAY_TIME_SCALE ? in->options.time_scale : 1.0f);
    int32_t order = in->options.given & PLUME_PLAY_RENDER_ORDER ? in->options.render_order : own->render_order;
    float own_normal[3], normal[3]; /* both checked already: at create, at play */
    plume_decal_normal("decal.normal", own->decal_normal, own_normal);
    memcpy(normal, own_normal, sizeof normal);
    if ((in->options.given & PLUME_PLAY_NORMAL) && own->render == PLUME_RENDER_DECAL)
        plume_decal_normal("play: normal", in->options.normal, normal);
    int same_normal = !memcmp(normal, own_normal, sizeof normal);
    if (loops == !own->no_loop && scale == own_scale(own) && order == own->render_order && same_normal) {
        *out = layer->own.gpu.group;
        return PLUME_OK;
    }
    variants *v = fx->sim_state[PLUME_SIM_GPU];
    for (uint32_t k = 0; v && k < v->count; k++) {
        const variant *made = &v->made[k];
        if (made->layer == l && made->loops == loops && made->scale == scale && made->order == order &&
            !memcmp(made->normal, normal, sizeof normal)) {
            *out = made->group;
            return PLUME_OK;
        }
    }
    if (!v && (v = fx->sim_state[PLUME_SIM_GPU] = calloc(1, sizeof *v)) == NULL)
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an effect");
    for (uint32_t k = 0; v->count == PLUME_EFFECT_MAX_VARIANTS && k < v->count; k++) {
        if (plume_effect_group_members(ctx, v->made[k].group)) continue;
        plume_effect_group_destroy(ctx, v->made[k].group);
        v->made[k] = v->made[--v->count];
    }
    if (v->count == PLUME_EFFECT_MAX_VARIANTS)
        return plume_fail(PLUME_ERR_LIMIT, "the effect's gpu layers already play in %u groups of other loops, time scales, "
                          "render orders and normals (PLUME_EFFECT_MAX_VARIANTS), each with plays: play with fewer distinct ones",
                          PLUME_EFFECT_MAX_VARIANTS);
    plume_emitter_desc desc = *own;
    desc.no_loop = !loops;
    desc.time_scale = scale;
    if (scale == 0.0f) desc.explicit_zero |= PLUME_EMITTER_ZERO_TIME_SCALE;
    desc.render_order = order;
    memcpy(desc.decal_normal, normal, sizeof normal);
    variant *made = &v->made[v->count];
    plume_status status = plume_effect_group_create(ctx, &desc, &made->group);
    if (status) return status;
    made->layer = l, made->loops = loops, made->scale = scale, made->order = order;
    memcpy(made->normal, normal, sizeof normal);
    v->count++;
    *out = made->group;
    return PLUME_OK;
}

/* A member of its group at play time t, the play's own from then on (the caller acts for it). */
static plume_status make(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                         double t, plume_part *out)
{
    plume_emitter_group group;
    plume_status status = group_for(ctx, fx, in, l, &group);
    if (status) return status;
    float at[16];
    plume_layer_placed(in->transform, fx->layers[l].position, at);
    plume_emitter member;
    status = plume_effect_group_play(ctx, group, at, in->parts[l].seed, &member);
    if (status) return status;
    plume_emitter_set_owner(ctx, member, owner); /* first: its end, rescheduled by the seek, is the play's */
    double scale = clock_scale(&fx->layers[l], in);
    if (in->stopped) { /* stopped at its stop time, then shown now: nothing born after the stop comes back */
        if (in->stopped_at > 0.0) plume_emitter_seek(ctx, member, in->stopped_at * scale);
        plume_emitter_stop(ctx, member);
    }
    if (t > 0.0) plume_emitter_seek(ctx, member, t * scale);
    out->id = member.id;
    return PLUME_OK;
}

static void discard(plume_system *ctx, plume_part *part, int kill)
{
    (void)kill;
    if (part->id) plume_emitter_destroy(ctx, (plume_emitter){part->id});
}

static void stop(plume_system *ctx, const plume_layered_effect *fx, plume_play *in, uint32_t l, double t)
{
    (void)fx, (void)t;
    plume_emitter_stop(ctx, (plume_emitter){in->parts[l].id});
}

/* stop() is for good for an emitter: after it, a seek plays a fresh member. */
static plume_status seek_prepare(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                                 double ms, int was_stopped, plume_part *fresh)
{
    return was_stopped ? make(ctx, fx, in, owner, l, ms, fresh) : PLUME_OK;
}

static void seek(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l, double ms,
                 plume_part *fresh, double *budget)
{
    (void)owner, (void)budget;
    if (!fresh->id) {
        plume_emitter_seek(ctx, (plume_emitter){in->parts[l].id}, ms * clock_scale(&fx->layers[l], in));
        return;
    }
    discard(ctx, &in->parts[l], 1);
    in->parts[l].id = fresh->id;
}

static void set_transform(plume_system *ctx, const plume_layer *layer, plume_play *in, plume_part *part,
                          const float placed[16], double t)
{
    (void)layer, (void)in, (void)t;
    plume_emitter_set_transform(ctx, (plume_emitter){part->id}, placed);
}

/* Another render order: a fresh member in that order's group (the old one, stopped where the play was, goes). */
static plume_status reorder(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                            double t, plume_part *fresh)
{
    return in->parts[l].id ? make(ctx, fx, in, owner, l, t, fresh) : PLUME_OK;
}

extern const plume_layer_sim plume_gpu_layer;

static void take_ended(plume_system *ctx, void (*ended)(plume_system *ctx, const plume_layer_sim *sim, uint32_t owner,
                                                        uint32_t part_id))
{
    plume_emitter_end ends[64];
    uint32_t got;
    do {
        got = plume_emitters_take_ended(ctx, 1, ends, 64);
        for (uint32_t i = 0; i < got; i++) ended(ctx, &plume_gpu_layer, ends[i].owner, ends[i].emitter.id);
    } while (got == 64);
}

static uint32_t particles(const plume_system *ctx, const plume_play *in, const plume_part *part, double t)
{
    (void)in, (void)t;
    return part->id ? plume_emitter_live(ctx, (plume_emitter){part->id}) : 0u;
}

static plume_status bounds(const plume_system *ctx, const plume_play *in, const plume_part *part, double t, float lo[3],
                           float hi[3])
{
    (void)in, (void)t;
    return plume_emitter_bounds(ctx, (plume_emitter){part->id}, lo, hi);
}

const plume_layer_sim plume_gpu_layer = {
    .name = "gpu",
    .abilities = PLUME_LAYER_TIME_SCALED,
    .check = check,
    .release = release,
    .release_effect = release_effect,
    .make = make,
    .discard = discard,
    .stop = stop,
    .seek_prepare = seek_prepare,
    .seek = seek,
    .clock_scale = clock_scale,
    .set_transform = set_transform,
    .reorder = reorder,
    .take_ended = take_ended,
    .particles = particles,
    .bounds = bounds,
};
