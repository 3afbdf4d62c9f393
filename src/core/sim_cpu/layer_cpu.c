/* layer_cpu.c — the 'cpu' sim as an effect's layer (layer_sim.h): each play adds a particle system of the layer's desc
   once its delay passed (a sub-emitter's with its parent's), bursting again every cycle while it loops; a seek makes it
   again from its start, a step reports its end. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_sprintf.h>

#include "emission_mesh.h"
#include "error.h"
#include "layer_sim.h"
#include "particle_system_internal.h"

/* The defaults every sim shares where a lone system's desc has others (its life of 800 to 1200 ms, its flow for ever,
   its velocity up ± 0.3): a cpu layer's zeros become what a gpu layer's are (plume.h's PLUME_LAYER_DEFAULT_*,
   JavaScript's LAYER_DEFAULTS): a life of 1500 ms, a cycle of 1000 ms (its flow runs on when the layer loops), a speed
   of 1 to 2 along its direction, a light's cycle the layer's. */
static void resolve(plume_effect_layer *layer)
{
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

/* A sub-emitter's desc tried against a parent made for the trial (its check needs a live parent). */
static plume_status check_sub_emitter(plume_system *ctx, const plume_particle_system_desc *desc)
{
    /* seeded: drawing one from the world's generator would change the seeds of the systems made after */
    plume_particle_system_desc trial_parent = {.burst = 1, .seed = 1, .explicit_zero = PLUME_PSYS_ZERO_RATE};
    plume_particle_system stand_in;
    plume_status status = plume_add_particle_system(ctx, &trial_parent, &stand_in);
    if (status) return status;
    plume_particle_system_desc child = *desc;
    child.parent = stand_in.id;
    status = plume_particle_system_check(ctx, &child);
    plume_failure failure = plume_save_failure();
    plume_remove_particle_system(ctx, stand_in);
    return status ? plume_restore_failure(&failure) : PLUME_OK;
}

static plume_status check_desc(plume_system *ctx, const plume_effect_layer *layer, int shaped)
{
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
    /* no flow (PLUME_PSYS_ZERO_RATE, no period; a sub-emitter has none) and no burst: the words every sim says it in */
    if (cpu->burst == 0 && (layer->parent || ((cpu->explicit_zero & PLUME_PSYS_ZERO_RATE) && cpu->period <= 0.0f)))
        return plume_fail_field(PLUME_ERR_INVALID_ARGUMENT, "rate", "rate 0 emits nothing without a burst; give burst >= 1");
    if (layer->parent) return check_sub_emitter(ctx, cpu);
    return plume_particle_system_check(ctx, cpu);
}

static plume_status check(plume_system *ctx, const plume_effect_layer *layer, int shaped, plume_layer *out)
{
    plume_status status = check_desc(ctx, layer, shaped);
    if (status) return status;
    out->own.cpu = layer->cpu;
    out->seed = layer->cpu.seed;
    out->own_seed = layer->cpu.seed != 0u;
    out->decal = layer->cpu.render == PLUME_RENDER_DECAL;
    return PLUME_OK;
}

static uint32_t capacity_of(const plume_system *ctx, plume_particle_system system)
{
    plume_particle_system_desc resolved;
    return plume_particle_system_resolved(ctx, system, &resolved) ? 1u : (resolved.capacity ? resolved.capacity : 1u);
}

/* Its flow runs on and bursts every cycle: the play loops it and was not stopped. */
static int loops_now(const plume_layer *layer, const plume_play *in) { return !in->stopped && plume_play_loops(layer, in); }

/* A layer's system is made after its delay; a sub-emitter's with its parent's. */
static int due(const plume_layered_effect *fx, const plume_play *in, uint32_t l, double t)
{
    return fx->layers[l].parent ? in->parts[fx->layers[l].parent - 1].id != 0 : t >= (double)fx->layers[l].delay;
}

/* The layer's system for one play at play time t: placed, its burst born there (a system bursts when added: seek(0)
   bursts again under the transform), then shown at its own time t - delay: re-simulated exactly for a seek (`replay`:
   the particle updates the seek has left, less what this one costs; as far as they reach), or one step of it when a
   step made it (NULL: its delay passed within that step: plume_step gives every system one step, so a long step costs
   one pass over its capacity, not a replay of the gap). */
static plume_status add_system(plume_system *ctx, const plume_layered_effect *fx, plume_play *in, uint32_t owner,
                               uint32_t l, double t, double *replay, plume_part *out)
{
    const plume_layer *layer = &fx->layers[l];
    plume_particle_system_desc desc = layer->own.cpu;
    desc.seed = in->parts[l].seed;
    uint32_t parent = layer->parent;
    if (parent) {
        desc.parent = in->parts[parent - 1].id;
    } else if (loops_now(layer, in)) { /* its flow runs on, its burst again every cycle */
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
    plume_particle_system_set_owner(ctx, system, owner); /* the caller acts for the play */
    if (layer->shape) { /* each play's system holds its own copy of the layer's triangles */
        status = plume_particle_system_set_emission_mesh(ctx, system, layer->shape->corners, layer->shape->triangle_count,
                                                         (int)layer->along_normal);
        if (status) {
            plume_failure failure = plume_save_failure();
            plume_remove_particle_system(ctx, system);
            return plume_restore_failure(&failure);
        }
    }
    float at[16];
    plume_layer_placed(in->transform, layer->position, at);
    plume_particle_system_set_transform(ctx, system, at);
    plume_particle_system_seek(ctx, system, 0.0);
    double local = parent ? 0.0 : t - (double)layer->delay;
    if (local > 0.0 && replay) {
        uint32_t capacity = capacity_of(ctx, system);
        double reach = fmin(local, plume_particle_system_seek_reach_ms(capacity, *replay));
        *replay -= ceil(reach / PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS) * capacity;
        plume_particle_system_seek(ctx, system, reach);
    } else if (local > 0.0) {
        plume_particle_system_advance(ctx, system, local);
    }
    out->id = system.id;
    plume_clear_error();
    return PLUME_OK;
}

static plume_status make(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                         double t, plume_part *out)
{
    return due(fx, in, l, t) ? add_system(ctx, fx, in, owner, l, t, NULL, out) : PLUME_OK;
}

static void discard(plume_system *ctx, plume_part *part, int kill)
{
    (void)kill;
    if (part->id) plume_remove_particle_system(ctx, (plume_particle_system){part->id});
    part->id = 0;
}

/* No more flow: rate 0 and no period, the capacity kept so every live particle finishes its life (a sub-emitter has no
   flow of its own). */
static void stop(plume_system *ctx, const plume_layered_effect *fx, plume_play *in, uint32_t l, double t)
{
    (void)t;
    plume_particle_system system = {in->parts[l].id};
    plume_particle_system_desc desc;
    if (!system.id || fx->layers[l].parent || plume_particle_system_resolved(ctx, system, &desc)) return;
    desc.rate = 0.0f;
    desc.period = 0.0f;
    desc.burst_every = 0.0f;
    desc.explicit_zero |= PLUME_PSYS_ZERO_RATE;
    plume_particle_system_set_desc(ctx, system, &desc);
}

/* Made again from its start (its delay, its loop's cycles, its sub-emitters, the wind): sub-emitted particles are not
   replayed; one that cannot be made now (the systems limit, memory) is left out, as a step leaves it. */
static void seek(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l, double ms,
                 plume_part *fresh, double *budget)
{
    (void)fresh;
    discard(ctx, &in->parts[l], 1);
    in->parts[l].skipped = 0;
    if (due(fx, in, l, ms)) in->parts[l].skipped = add_system(ctx, fx, in, owner, l, ms, budget, &in->parts[l]) != PLUME_OK;
}

/* A made system re-simulates its own time, ms - delay (one not made now is made within what the others leave). */
static plume_status seek_cost(const plume_system *ctx, const plume_layered_effect *fx, const plume_play *in, uint32_t l,
                              double ms, double *updates)
{
    double local = ms - (double)fx->layers[l].delay;
    plume_particle_system system = {in->parts[l].id};
    if (fx->layers[l].parent || local <= 0.0 || !system.id) return PLUME_OK;
    plume_status status = plume_particle_system_seek_check(ctx, system, local);
    if (!status) *updates += plume_particle_system_seek_updates(local, capacity_of(ctx, system));
    return status;
}

static void set_transform(plume_system *ctx, const plume_layer *layer, plume_play *in, plume_part *part,
                          const float placed[16], double t)
{
    (void)layer, (void)in, (void)t;
    if (part->id) plume_particle_system_set_transform(ctx, (plume_particle_system){part->id}, placed);
}

static void set_wind(plume_system *ctx, plume_part *part, const float wind[3])
{
    if (part->id) plume_particle_system_set_wind(ctx, (plume_particle_system){part->id}, wind);
}

static void move_to_order(plume_system *ctx, plume_part *part, int32_t order)
{
    if (part->id) plume_particle_system_move_to_order(ctx, (plume_particle_system){part->id}, order);
}

/* After a step at play time t: its system made once due; 1 when it ended (a layer not made ends only when stopped; a
   looping one only after its stop). */
static int step(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l, double t)
{
    plume_part *part = &in->parts[l];
    if (!part->id) {
        uint32_t parent = fx->layers[l].parent;
        if (parent && in->parts[parent - 1u].skipped) part->skipped = 1; /* no parent: none */
        if (part->skipped) return 1;
        if (in->stopped || !due(fx, in, l, t)) return in->stopped;
        ctx->acting_owner = owner;
        plume_status status = add_system(ctx, fx, in, owner, l, t, NULL, part);
        ctx->acting_owner = 0;
        /* a system that cannot be made now (the systems limit, memory): the play ends early, killed at the poll that
           reports it, which says why (plume_effects_failure) */
        if (status) {
            part->skipped = 1;
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
    return !loops_now(&fx->layers[l], in) && plume_particle_system_ended(ctx, (plume_particle_system){part->id});
}

static uint32_t particles(const plume_system *ctx, const plume_play *in, const plume_part *part, double t)
{
    (void)in, (void)t;
    return part->id ? plume_particle_system_count(ctx, (plume_particle_system){part->id}) : 0u;
}

static plume_status bounds(const plume_system *ctx, const plume_play *in, const plume_part *part, double t, float lo[3],
                           float hi[3])
{
    (void)in, (void)t;
    if (part->id) return plume_particle_system_bounds(ctx, (plume_particle_system){part->id}, lo, hi);
    for (int k = 0; k < 3; k++) lo[k] = INFINITY, hi[k] = -INFINITY; /* not made yet: nothing */
    return PLUME_OK;
}

static const char *uses_texture(const plume_system *ctx, const plume_layer *layer, uint32_t slot)
{
    uint32_t texture = layer->own.cpu.texture;
    return texture && plume_texture_slot(ctx, texture) == slot ? "a cpu layer of an effect; destroy the effect first" : NULL;
}

const plume_layer_sim plume_cpu_layer = {
    .name = "cpu",
    .abilities = PLUME_LAYER_COLLIDERS | PLUME_LAYER_WIND | PLUME_LAYER_SUB_EMITTERS | PLUME_LAYER_RESIMULATES |
                 PLUME_LAYER_TICKS,
    .resolve = resolve,
    .check = check,
    .make = make,
    .discard = discard,
    .stop = stop,
    .seek = seek,
    .seek_cost = seek_cost,
    .set_transform = set_transform,
    .set_wind = set_wind,
    .move_to_order = move_to_order,
    .step = step,
    .particles = particles,
    .bounds = bounds,
    .uses_texture = uses_texture,
};
