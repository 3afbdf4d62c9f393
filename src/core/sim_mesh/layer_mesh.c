/* layer_mesh.c — the 'mesh' sim as an effect's layer (layer_sim.h): each play's particles of the layer are a
   plume_mesh_part (effect_mesh.c) in the layer's kind, or in a copy of it drawn at the play's render order. */
#include <math.h>
#include <stdlib.h>

#include "effect_mesh.h"
#include "error.h"
#include "grow.h"
#include "layer_sim.h"

/* The kind copies made for the effect's plays at other render orders (its sim_state): undefined with the effect once
   nothing draws them. */
typedef struct copy {
    uint32_t kind;
    uint32_t made_in; /* the effect's call that made it (plume_layered_effect.calls); 0: found by its name, made before */
} copy;
typedef struct copies {
    copy *items;
    uint32_t count, capacity;
} copies;

static plume_status check(plume_system *ctx, const plume_effect_layer *layer, int shaped, plume_layer *out)
{
    plume_mesh_layer_desc mesh = layer->mesh;
    if (shaped && mesh.shape == PLUME_SHAPE_MESH) mesh.shape = PLUME_SHAPE_POINT; /* its triangles were checked */
    plume_status status = plume_mesh_layer_check(ctx, &mesh);
    if (status) return status;
    out->own.mesh = layer->mesh;
    out->seed = layer->mesh.seed;
    out->own_seed = layer->mesh.seed != 0u || (layer->mesh.explicit_zero & PLUME_EMITTER_ZERO_SEED);
    return PLUME_OK;
}

/* A play's mesh layers together keep at most PLUME_MAX_MESH_LAYER_LIVE particles alive or scheduled at once (each
   looping as its desc says, or every one: `loop_all`, a play with PLUME_PLAY_LOOP); the one check of it, in the layer
   vocabulary, JavaScript's effects' too. */
static plume_status check_plays(const plume_system *ctx, const plume_layer *layers, uint32_t count, int loop_all)
{
    double live = 0.0;
    uint32_t meshes = 0;
    for (uint32_t l = 0; l < count; l++) {
        if (layers[l].sim != PLUME_SIM_MESH) continue;
        live += plume_mesh_layer_live(ctx, &layers[l].own.mesh, loop_all || layers[l].loop);
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

/* The copies go too, unless another effect's plays hold room in one (ctx NULL: the world is going). */
static void release_effect(plume_system *ctx, plume_layered_effect *fx)
{
    copies *c = fx->sim_state[PLUME_SIM_MESH];
    for (uint32_t k = 0; ctx && c && k < c->count; k++) plume_undefine_kind(ctx, c->items[k].kind);
    if (c) free(c->items);
    free(c);
    fx->sim_state[PLUME_SIM_MESH] = NULL;
}

static plume_status remember_copy(plume_layered_effect *fx, uint32_t kind, int made)
{
    copies *c = fx->sim_state[PLUME_SIM_MESH];
    if (!c && (c = fx->sim_state[PLUME_SIM_MESH] = calloc(1, sizeof *c)) == NULL)
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an effect");
    for (uint32_t k = 0; k < c->count; k++)
        if (c->items[k].kind == kind) return PLUME_OK;
    if (!plume_grow(&c->items, &c->capacity, (uint64_t)c->count + 1u, sizeof *c->items))
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an effect");
    c->items[c->count++] = (copy){kind, made ? fx->calls : 0u};
    return PLUME_OK;
}

/* The copies the refused call made (its parts discarded, nothing holds room in them) are undefined, so it leaves none;
   copies made before, or found by name, stay. */
static void drop_unused(plume_system *ctx, plume_layered_effect *fx)
{
    copies *c = fx->sim_state[PLUME_SIM_MESH];
    uint32_t kept = 0;
    for (uint32_t k = 0; c && k < c->count; k++)
        if (c->items[k].made_in != fx->calls || plume_undefine_kind(ctx, c->items[k].kind) != PLUME_OK)
            c->items[kept++] = c->items[k];
    if (c) c->count = kept;
}

/* The play's part in the kind drawn at the play's render order, shown at time t (stopped: nothing born after the
   stop). */
static plume_status make(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                         double t, plume_part *out)
{
    (void)owner;
    const plume_layer *layer = &fx->layers[l];
    uint32_t kind = layer->own.mesh.kind;
    plume_status status = PLUME_OK;
    if (in->options.given & PLUME_PLAY_RENDER_ORDER) {
        int made = 0;
        status = plume_kind_at_order(ctx, kind, in->options.render_order, &kind, &made);
        if (!status && kind != layer->own.mesh.kind && (status = remember_copy(fx, kind, made)) != PLUME_OK) {
            plume_failure failure = plume_save_failure();
            if (made) plume_undefine_kind(ctx, kind); /* made now and not remembered: none stays */
            return plume_restore_failure(&failure);
        }
        if (status) return status;
    }
    plume_mesh_part *part;
    status = plume_mesh_part_create(ctx, &layer->own.mesh, layer->position, in->parts[l].seed, l, layer->delay,
                                    (uint32_t)plume_play_loops(layer, in), kind, layer->shape, &part);
    if (status) return status;
    plume_mesh_part_advance(ctx, part, in->transform, t);
    if (in->stopped) plume_mesh_part_stop(ctx, part, in->transform, in->stopped_at, t);
    out->state = part;
    return PLUME_OK;
}

static void discard(plume_system *ctx, plume_part *part, int kill)
{
    if (part->state && kill) plume_mesh_part_clear(ctx, part->state);
    plume_mesh_part_free(ctx, part->state);
    part->state = NULL;
}

static void forget(plume_part *part)
{
    plume_mesh_part_free(NULL, part->state); /* kinds go too */
}

static void stop(plume_system *ctx, const plume_layered_effect *fx, plume_play *in, uint32_t l, double t)
{
    (void)fx;
    plume_mesh_part_stop(ctx, in->parts[l].state, in->transform, t, t);
}

static void seek(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l, double ms,
                 plume_part *fresh, double *budget)
{
    (void)fx, (void)owner, (void)fresh, (void)budget;
    plume_mesh_part_clear(ctx, in->parts[l].state);
    plume_mesh_part_advance(ctx, in->parts[l].state, in->transform, ms);
}

static void set_transform(plume_system *ctx, const plume_layer *layer, plume_play *in, plume_part *part,
                          const float placed[16], double t)
{
    (void)layer, (void)placed; /* its particles are placed in the play's frame by the part */
    plume_mesh_part_replace(ctx, part->state, in->transform, t);
}

/* Another render order: the same particles, in the kind drawn at that order. */
static plume_status reorder(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l,
                            double t, plume_part *fresh)
{
    return make(ctx, fx, in, owner, l, t, fresh);
}

static int step(plume_system *ctx, plume_layered_effect *fx, plume_play *in, uint32_t owner, uint32_t l, double t)
{
    (void)fx, (void)owner;
    plume_mesh_part_advance(ctx, in->parts[l].state, in->transform, t);
    return plume_mesh_part_ended(in->parts[l].state);
}

static uint32_t particles(const plume_system *ctx, const plume_play *in, const plume_part *part, double t)
{
    (void)ctx, (void)in;
    return plume_mesh_part_particles(part->state, t);
}

static uint32_t unborn(const plume_play *in, const plume_part *part, double t)
{
    (void)in;
    return plume_mesh_part_count(part->state) - plume_mesh_part_particles(part->state, t);
}

#ifndef __EMSCRIPTEN__ /* a test's question (plume_effects_holder): the web module leaves it out */
static int holds(const plume_part *part, uint64_t instance) { return part->state && plume_mesh_part_holds(part->state, instance); }
#endif

static plume_status bounds(const plume_system *ctx, const plume_play *in, const plume_part *part, double t, float lo[3],
                           float hi[3])
{
    (void)ctx;
    for (int k = 0; k < 3; k++) lo[k] = INFINITY, hi[k] = -INFINITY;
    plume_mesh_part_grow(part->state, in->transform, t, lo, hi);
    return PLUME_OK;
}

static int uses_kind(const plume_layer *layer, uint32_t kind) { return layer->own.mesh.kind == kind; }

const plume_layer_sim plume_mesh_layer = {
    .name = "mesh",
    .abilities = PLUME_LAYER_TICKS,
    .check = check,
    .check_plays = check_plays,
    .release_effect = release_effect,
    .drop_unused = drop_unused,
    .make = make,
    .discard = discard,
    .forget = forget,
    .stop = stop,
    .seek = seek,
    .set_transform = set_transform,
    .reorder = reorder,
    .step = step,
    .particles = particles,
    .unborn = unborn,
#ifndef __EMSCRIPTEN__
    .holds = holds,
#endif
    .bounds = bounds,
    .uses_kind = uses_kind,
};
