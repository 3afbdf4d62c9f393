/* particle_system.c — CPU particle systems: handles, settings, the simulation (the model documented
   in particle_system.h), seeking, bounds, sorting, and the producer of sprite draw items. */
#include "particle_system.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "collide.h"
#include "curve.h"
#include "decal.h"
#include "error.h"
#include "handle_table.h"
#include "light.h"
#include "look.h"
#include "noise.h"
#include "particle_system_internal.h"
#include "trail_miter.h"
#include "rng.h"
#include "emission_mesh.h"
#include "shape.h"
#include "system_internal.h"

/* This file is compiled for speed (CMakeLists.txt: the step's and the fill's per-particle loops); what runs once a
   call, a system or a spawn, and the depth sort of `sort` systems (a radix sort, linear either way), is compiled for
   size: the download's bytes, not the frame's time (docs/size.md; minsize is clang's, and gcc's native build does
   without it). */
#if defined(__clang__)
#define PLUME_COLD __attribute__((minsize))
#else
#define PLUME_COLD
#endif
#define DEFAULT_CAPACITY_MIN 16u
#define DEFAULT_CAPACITY_MAX 65536u
#define DEG (3.14159265358979f / 180.0f)
#define TRAIL_FLOATS (PLUME_TRAIL_SEGMENTS * 3u) /* a particle's trail positions */

typedef struct psys {
    plume_particle_system_desc desc; /* resolved: every default filled in */
    uint32_t owner; /* the C effect instance it plays for (effect.c), 0: none */
    uint32_t texture_slot;
    uint32_t frames;  /* atlas cols × rows */
    double period;    /* ms between creations; 0: no flow */
    float transform[16];
    double time, acc; /* own clock and the flow's accumulator, ms */
    plume_rng rng;
    uint32_t capacity, count;
    void *block; /* every array below, one allocation (position first) */
    int lent;    /* block belongs to a lender (plume_particle_system_lend): never freed here */
    float *position, *previous, *velocity, *color, *color_offset;
    float *size, *size_scale, *rotation, *spin, *life, *max_life;
    uint16_t *frame, *frame_start;
    uint32_t *order, *order_tmp, *keys;
    int ordered; /* order[] holds the back-to-front order of the last collect */
    /* The box of the positions and the largest |size|, kept by the step and the spawns for bounds_of (one pass over
       every position a frame fewer); trusted only while `exposed` is 0: once the game was handed the arrays (it may
       move particles itself) or the system is manual, bounds_of measures every frame. */
    float box_lo[3], box_hi[3], box_size;
    int exposed;
    float eye[3]; /* the camera's position at the last collect: a trail's joints are mitred for it (fill_trails) */
    int shaped;  /* spawns through `shape` (an emitter shape or a speed was given) */
    plume_shape shape;
    plume_emission_mesh *mesh; /* PLUME_SHAPE_MESH's triangles (plume_particle_system_set_emission_mesh); NULL: none */
    uint32_t mesh_normal;      /* leave along the triangle's normal */
    float intensity;  /* the brightest colour key's RGB (>= 1): records hold colour / intensity (HDR) */
    float light_strength; /* the look's, as drawn (plume_drawn_light_strength) */
    uint32_t own_look; /* slot + 1 when its look (lighting, erosion, HDR) needs a draw item of its own; 0: none */
    /* trails (PLUME_RENDER_TRAIL): PLUME_TRAIL_SEGMENTS world positions a particle, newest first, sampled every
       trail_length / PLUME_TRAIL_SEGMENTS ms of the system's clock (trail_next); NULL for other styles */
    float *trail;
    double trail_next;
    /* sub-emitters: the table it lives in (to find its parent); what its children ask of it (1 << PLUME_SUB_*)
       and the events of this step (x, y, z, kind) they read after every system stepped */
    struct plume_psys_table *table;
    uint32_t wants;
    int replaying;    /* seek re-simulating: no events (its children do not replay them) */
    float *events;
    uint32_t event_count, event_capacity;
    uint32_t event_begin, event_end; /* deliver_events' pass: the events its children take now */
} psys;

/* A system collect draws this frame, with what orders it. */
struct visible_system {
    uint64_t key; /* state_key: equal keys draw in one item */
    float depth;  /* squared distance of its box's centre to the eye */
    uint32_t slot;
    uint32_t sorted; /* desc.sort */
    int32_t order;   /* desc.render_order: systems of different orders never share an item */
    uint32_t own_look; /* psys.own_look: systems with a look of their own never share an item */
    float center[3]; /* its box's centre */
};

typedef struct plume_psys_table {
    plume_handle_table systems; /* psys * */
    uint32_t sub_dropped;       /* sub-emitted particles never born (plume_stats.sub_emitter_dropped) */
    uint32_t sub_emitters;      /* systems with a parent: the step delivers events only when there are any */
    /* collect's scratch, one entry per system alive (grown with the table, never per frame) */
    uint32_t scratch_capacity;
    struct visible_system *visible;
    const void **sources;
    float (*uniforms)[PLUME_SU_VEC4S * 4]; /* one item per system at most */
} plume_psys_table;

/* ---- handles ---- */

PLUME_COLD static psys *lookup(const plume_system *sys, plume_particle_system handle)
{
    const plume_psys_table *t = sys->particle_systems;
    return t ? plume_table_find(&t->systems, handle.id) : NULL;
}

PLUME_COLD static plume_status stale(plume_particle_system handle)
{
    return plume_table_stale(PLUME_TABLE_SYSTEMS, handle.id, "particle system", "was removed (or never existed)");
}

/* An effect instance's system changes only through its instance (plume_instance_*), as its emitters do: the
   instance keeps its handle and its bookkeeping in step. */
PLUME_COLD static plume_status not_yours(const plume_system *sys, const psys *s, plume_particle_system handle)
{
    if (!s->owner || s->owner == sys->acting_owner) return PLUME_OK; /* 0: nobody's (a play's, not yet its) */
    return plume_fail(PLUME_ERR_INVALID_ARGUMENT,
                      "particle system %u plays for an effect instance: stop, seek, move or kill the instance "
                      "(plume_instance_*)", handle.id);
}

PLUME_COLD void plume_particle_system_set_owner(plume_system *sys, plume_particle_system handle, uint32_t owner)
{
    psys *s = lookup(sys, handle);
    if (s) s->owner = owner;
}

/* ---- settings ---- */

PLUME_COLD static plume_status need_finite(const char *what, const float *v, int n)
{
    for (int i = 0; i < n; i++)
        if (!isfinite(v[i])) {
            char number[32];
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s[%d] must be a finite number, got %s", what, i,
                              plume_format_number(v[i], number));
        }
    return PLUME_OK;
}

static float def(float value, float fallback) { return value == 0.0f ? fallback : value; }

/* The desc with every default filled in; `self`: the system it replaces (set_desc), NULL when adding. */
PLUME_COLD static plume_status resolve(const plume_system *sys, const plume_particle_system_desc *in,
                            plume_particle_system_desc *out, uint32_t *texture_slot, const psys *self)
{
    *out = *in;
    const float scalars[] = {in->rate, in->period, in->duration, in->drag, in->size_random, in->atlas_fps, in->stretch,
                             in->soft, in->burst_every};
    const char *names[] = {"rate", "period", "duration", "drag", "sizeRandom", "atlas.fps", "stretch", "soft", "burstEvery"};
    for (int i = 0; i < 9; i++)
        if (!isfinite(scalars[i]) || scalars[i] < 0.0f) return plume_fail_number(names[i], scalars[i], "a finite number >= 0");
    if (in->burst_every > 0.0f && (in->one_shot || in->manual || in->parent || in->parent_event))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "burstEvery: a %s system does not repeat its burst",
                          in->one_shot ? "one-shot" : in->manual ? "manual" : "sub-emitter");
    struct { const char *name; const float *v; int n; } vectors[] = {
        {"position", in->position, 3}, {"positionRandom", in->position_random, 3}, {"velocity", in->velocity, 3},
        {"velocityRandom", in->velocity_random, 3}, {"gravity", in->gravity, 3}, {"wind", in->wind, 3},
        {"rotation", in->rotation, 2}, {"spin", in->spin, 2}, {"colorRandom", in->color_random, 4}, {"life", in->life, 2},
        {"shape.size", in->box, 3}, {"direction", in->direction, 3}, {"speed", in->speed, 2}};
    for (unsigned i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
        plume_status status = need_finite(vectors[i].name, vectors[i].v, vectors[i].n);
        if (status) return status;
    }
    if (in->rate > PLUME_PARTICLE_SYSTEM_MAX_RATE) return plume_fail_number("rate", in->rate, "at most 1e6 particles per second");
    if (in->life[0] < 0.0f || in->life[1] < in->life[0])
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "life must be [min, max] ms with 0 <= min <= max");
    if (in->life[1] > PLUME_PARTICLE_SYSTEM_MAX_LIFE) {
        char got[32];
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "life must be at most 3.6e6 ms (an hour), got %s",
                          plume_format_exact(in->life[1], got));
    }
    if (in->life[1] > 0.0f && in->life[0] == 0.0f)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "life must be [min, max] with min > 0 (a particle needs a life)");
    if (in->size_random > 1.0f) return plume_fail_number("sizeRandom", in->size_random, "a fraction from 0 to 1");
    if (!(in->distortion >= 0.0f && in->distortion <= (float)PLUME_MAX_DISTORTION)) /* NaN fails too */
        return plume_fail_number("distortion", in->distortion, "from 0 to 256 (pixels of offset at full strength)");
    if (in->blend > PLUME_BLEND_ADDITIVE_IGNORE_ALPHA)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "unknown blend mode %u", in->blend);
    if (in->render >= PLUME_RENDER_PLANE) return plume_render_refused(in->render, "a CPU system");
    const float noise[] = {in->noise_strength, in->noise_scale, in->noise_speed};
    const char *noise_names[] = {"noise.strength", "noise.scale", "noise.speed"};
    for (int i = 0; i < 3; i++)
        if (!(noise[i] >= 0.0f && noise[i] <= (i == 2 ? (float)PLUME_NOISE_MAX_SPEED : 3.4e38f)))
            return plume_fail_number(noise_names[i], noise[i], i == 2 ? "from 0 to 1000 (the field's phase per second)"
                                                                      : "a finite number >= 0");
    if (in->noise_strength > 0.0f && in->manual)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "noise: a manual system's particles are drawn where the game puts them");
    if (in->parent_event > PLUME_SUB_COLLISION) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "unknown parent event %u", in->parent_event);
    if (in->parent || in->parent_event) {
        const plume_psys_table *table = sys->particle_systems;
        if (!in->parent_event) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a sub-emitter needs parent_event (birth, death, interval or collision)");
        int kept = self && self->desc.parent == in->parent; /* a parent that ended since may be gone */
        if (!kept && (!table || !plume_table_find(&table->systems, in->parent)))
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "parent %u is not a live particle system", in->parent);
        if (in->local_space || in->manual)
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a sub-emitter's particles start where its parent's are: %s",
                              in->manual ? "it cannot be manual" : "space must be 'world'");
        if (in->parent_event == PLUME_SUB_INTERVAL && !(in->parent_interval > 0.0f && isfinite(in->parent_interval)))
            return plume_fail_number("interval", in->parent_interval, "a positive number of ms between events");
    }
    if (in->render == PLUME_RENDER_TRAIL && in->manual)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a trail follows the simulation; a manual system draws no trail");
    if (in->render == PLUME_RENDER_TRAIL && (in->atlas_cols > 1 || in->atlas_rows > 1))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a trail lays its texture along the ribbon: render 'trail' takes no atlas");
    if (!(in->trail_length >= 0.0f && in->trail_length <= PLUME_PARTICLE_SYSTEM_MAX_LIFE))
        return plume_fail_number("trail.length", in->trail_length, "from 0 to 3.6e6 ms");
    if (!(fabsf(in->trail_scroll) <= (float)PLUME_TRAIL_MAX_SCROLL) ||
        (in->trail_scroll != 0.0f && in->render != PLUME_RENDER_TRAIL))
        return plume_fail_number("trail.scroll", in->trail_scroll, "from -1000 to 1000 texture lengths a second, on a trail");
    plume_status status = plume_texture_reference(sys, in->texture, texture_slot);
    if (status) return status;
    status = plume_curve_check("size", in->size_count, in->size, 1, in->size_times, in->size_ease);
    if (!status) status = plume_curve_check("color", in->color_count, in->color, 4, in->color_times, in->color_ease);
    if (!status) status = plume_look_check(&in->look);
    if (!status) status = plume_curve_check("trail.width", in->trail_width_count, in->trail_width, 1, in->trail_width_times,
                                            in->trail_width_ease);
    if (!status) status = plume_keys_check("speedOverLife", &in->speed_over_life, 1);
    if (!status) status = plume_keys_check("rotationOverLife", &in->rotation_over_life, 0);
    if (!status) status = plume_colliders_check(in->collider_count, in->colliders, out->colliders, in->manual != 0);
    if (!status) status = plume_light_check(&in->light);
    if (status) return status;
    for (uint32_t k = 0; k < in->trail_width_count; k++) /* wider than any view: a mistake (3e38 drew nothing) */
        if (in->trail_width[k] > (float)PLUME_TRAIL_MAX_WIDTH)
            return plume_fail_number("trail.width", in->trail_width[k], "a width from 0 to 1e6 world units");
    uint32_t cols = in->atlas_cols ? in->atlas_cols : 1, rows = in->atlas_rows ? in->atlas_rows : 1;
    if (cols > PLUME_PARTICLE_SYSTEM_MAX_ATLAS_SIDE || rows > PLUME_PARTICLE_SYSTEM_MAX_ATLAS_SIDE)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "atlas is %u x %u; at most 64 x 64 frames", cols, rows);
    if (in->atlas_frames > cols * rows)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "atlas.frames must be an integer from 1 to %u (a %u x %u atlas), got %u",
                          cols * rows, cols, rows, in->atlas_frames);
    if (*texture_slot) {
        const plume_image *image = plume_system_texture(sys, *texture_slot);
        if ((uint32_t)image->width < cols || (uint32_t)image->height < rows)
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT,
                              "atlas %u x %u does not fit texture %u of %d x %d pixels (a frame needs a pixel at least)",
                              cols, rows, in->texture, image->width, image->height);
    }
    if (in->capacity > PLUME_PARTICLE_SYSTEM_MAX_CAPACITY)
        return plume_fail(PLUME_ERR_LIMIT, "capacity %u exceeds the maximum %u", in->capacity,
                          PLUME_PARTICLE_SYSTEM_MAX_CAPACITY);
    if (in->shape > PLUME_SHAPE_MESH) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "unknown shape %u", in->shape);
    if (!isfinite(in->radius) || in->radius < 0.0f) return plume_fail_number("shape.radius", in->radius, "a finite number >= 0");
    if (!(in->angle >= 0.0f && in->angle <= 180.0f)) return plume_fail_number("shape.angle", in->angle, "from 0 to 180 degrees");
    for (int i = 0; i < 3; i++)
        if (in->box[i] < 0.0f) return plume_fail_number("shape.size", in->box[i], "a finite number >= 0");
    if (in->speed[0] < 0.0f || in->speed[1] < in->speed[0])
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "speed must be [min, max] with 0 <= min <= max");

    uint32_t zero = in->explicit_zero;
    plume_shape_defaults(in->shape, &out->radius, out->box, &out->angle, (zero & PLUME_PSYS_ZERO_ANGLE) != 0);
    out->rate = (zero & PLUME_PSYS_ZERO_RATE) ? 0.0f : def(in->rate, PLUME_PARTICLE_SYSTEM_DEFAULT_RATE);
    if (in->life[1] == 0.0f) {
        out->life[0] = PLUME_PARTICLE_SYSTEM_DEFAULT_LIFE_MIN;
        out->life[1] = PLUME_PARTICLE_SYSTEM_DEFAULT_LIFE_MAX;
    }
    if (!(zero & PLUME_PSYS_ZERO_VELOCITY) && in->velocity[0] == 0.0f && in->velocity[1] == 0.0f &&
        in->velocity[2] == 0.0f)
        out->velocity[1] = PLUME_PARTICLE_SYSTEM_DEFAULT_SPEED;
    if (!(zero & PLUME_PSYS_ZERO_VELOCITY_RANDOM) && in->velocity_random[0] == 0.0f &&
        in->velocity_random[1] == 0.0f && in->velocity_random[2] == 0.0f)
        for (int i = 0; i < 3; i++) out->velocity_random[i] = PLUME_PARTICLE_SYSTEM_DEFAULT_SPREAD;
    plume_curves_resolve(&out->size_count, out->size, out->size_times, &out->color_count, out->color, out->color_times,
                         PLUME_PARTICLE_SYSTEM_DEFAULT_SIZE);
    plume_look_settle(&out->look);
    plume_keys_settle(&out->speed_over_life);
    plume_keys_settle(&out->rotation_over_life);
    plume_light_settle(&out->light);
    if (out->parent) { /* no flow of its own: `burst` particles each event */
        out->rate = out->period = out->duration = 0.0f;
        if (!out->burst) out->burst = 1;
    }
    if (out->render == PLUME_RENDER_TRAIL && out->trail_length == 0.0f) out->trail_length = PLUME_TRAIL_DEFAULT_LENGTH;
    out->noise_scale = def(in->noise_scale, 1.0f);
    status = plume_decal_normal("decal.normal", in->decal_normal, out->decal_normal);
    if (status) return status;
    plume_curve_settle(out->trail_width_count, in->trail_width_count != 0, out->trail_width_times);
    out->atlas_cols = cols;
    out->atlas_rows = rows;
    if (!(zero & PLUME_PSYS_ZERO_STRETCH))
        out->stretch = def(in->stretch, in->render == PLUME_RENDER_SPARK ? PLUME_PARTICLE_SYSTEM_DEFAULT_SPARK_STRETCH
                                                                         : PLUME_PARTICLE_SYSTEM_DEFAULT_STRETCH);
    if (!in->capacity) {
        double per_ms = in->period > 0.0f ? 1.0 / in->period : out->rate / 1000.0;
        double needed = ceil(per_ms * out->life[1] - 1e-9) + in->burst;
        if (out->parent) { /* room for `burst` from every parent particle (each interval of a child's life) */
            const psys *parent = plume_table_find(&((const plume_psys_table *)sys->particle_systems)->systems, out->parent);
            double events = out->parent_event == PLUME_SUB_INTERVAL ? ceil(out->life[1] / out->parent_interval)
                            : out->parent_event == PLUME_SUB_COLLISION ? 4.0 /* a bouncing particle hits more than once */
                                                                       : 1.0;
            needed = parent ? (double)parent->capacity * out->burst * events : (double)self->capacity;
        }
        if (needed < DEFAULT_CAPACITY_MIN) needed = DEFAULT_CAPACITY_MIN;
        if (needed > DEFAULT_CAPACITY_MAX) needed = DEFAULT_CAPACITY_MAX;
        out->capacity = (uint32_t)needed;
        /* a change (set_desc) never shrinks a derived capacity: set({rate: 0}) or a shorter life would cut the
           live particles; only a capacity given smaller does */
        if (self && self->capacity > out->capacity) out->capacity = self->capacity;
    }
    if (in->burst > out->capacity && !out->parent) /* a sub-emitter's burst is per event: what does not fit is counted */
        return plume_fail(PLUME_ERR_LIMIT, "burst %u does not fit capacity %u", in->burst, out->capacity);
    return PLUME_OK;
}

/* ---- storage ---- */

/* The particle arrays for `capacity` (the first particles kept), with trail positions when `trails`. */
PLUME_COLD static plume_status allocate(psys *s, uint32_t capacity, int trails)
{
    size_t n = capacity;
    size_t floats = n * (3 + 3 + 3 + 4 + 4 + 1 + 1 + 1 + 1 + 1 + 1), shorts = n * 2, words = n * 3;
    float *trail = NULL;
    if (trails && !(trail = calloc(n * TRAIL_FLOATS, sizeof(float))))
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for the trails of %u particles", capacity);
    /* zeroed: a manual system's particles the game never wrote are drawn as nothing, not as garbage */
    void *block = calloc(1, floats * sizeof(float) + words * sizeof(uint32_t) + shorts * sizeof(uint16_t));
    if (!block) {
        free(trail);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for %u particles", capacity);
    }
    float *f = block;
    float *old_position = s->position;
    psys old = *s;
    s->position = f, f += 3 * n;
    s->previous = f, f += 3 * n;
    s->velocity = f, f += 3 * n;
    s->color = f, f += 4 * n;
    s->color_offset = f, f += 4 * n;
    s->size = f, f += n;
    s->size_scale = f, f += n;
    s->rotation = f, f += n;
    s->spin = f, f += n;
    s->life = f, f += n;
    s->max_life = f, f += n;
    uint32_t *w = (uint32_t *)f;
    s->order = w, w += n;
    s->order_tmp = w, w += n;
    s->keys = w, w += n;
    uint16_t *h = (uint16_t *)w;
    s->frame = h, h += n;
    s->frame_start = h;
    if (old_position) { /* keep the first particles that fit */
        uint32_t keep = old.count < capacity ? old.count : capacity;
        memcpy(s->position, old.position, keep * 3 * sizeof(float));
        memcpy(s->previous, old.previous, keep * 3 * sizeof(float));
        memcpy(s->velocity, old.velocity, keep * 3 * sizeof(float));
        memcpy(s->color, old.color, keep * 4 * sizeof(float));
        memcpy(s->color_offset, old.color_offset, keep * 4 * sizeof(float));
        memcpy(s->size, old.size, keep * sizeof(float));
        memcpy(s->size_scale, old.size_scale, keep * sizeof(float));
        memcpy(s->rotation, old.rotation, keep * sizeof(float));
        memcpy(s->spin, old.spin, keep * sizeof(float));
        memcpy(s->life, old.life, keep * sizeof(float));
        memcpy(s->max_life, old.max_life, keep * sizeof(float));
        memcpy(s->frame, old.frame, keep * sizeof(uint16_t));
        memcpy(s->frame_start, old.frame_start, keep * sizeof(uint16_t));
        s->count = keep;
        if (!old.lent) free(old.block); /* a lent one is its lender's to free, once no view of it lives */
    }
    if (trail && s->trail) /* the kept particles' trails come along */
        memcpy(trail, s->trail, (size_t)(s->count < capacity ? s->count : capacity) * TRAIL_FLOATS * sizeof(float));
    free(s->trail);
    s->trail = trail;
    s->block = block;
    s->lent = 0; /* a new block is the system's until lent again */
    s->capacity = capacity;
    s->ordered = 0;
    return PLUME_OK;
}

PLUME_COLD static void apply(const plume_system *sys, psys *s, const plume_particle_system_desc *d, uint32_t texture_slot)
{
    s->desc = *d;
    s->texture_slot = texture_slot;
    s->light_strength = plume_drawn_light_strength(sys, texture_slot, d->look.light_strength);
    s->frames = d->atlas_frames ? d->atlas_frames : d->atlas_cols * d->atlas_rows; /* the frames played */
    s->period = d->parent ? 0.0 : d->period > 0.0f ? (double)d->period : (d->rate > 0.0f ? 1000.0 / d->rate : 0.0);
    /* the emitter shapes: only systems that use them draw their random numbers (older systems keep
       their sequences) */
    s->shaped = d->shape != PLUME_SHAPE_POINT || d->speed[1] > 0.0f;
    s->shape = (plume_shape){.type = d->shape, .radius = d->radius, .surface = d->surface,
                             .cos_angle = cosf(d->angle * DEG), .direction = {0.0f, 1.0f, 0.0f}}; /* 0,0,0: +Y */
    plume_unit3(d->direction, s->shape.direction);
    for (int i = 0; i < 3; i++) s->shape.half[i] = 0.5f * d->box[i];
    if (d->shape == PLUME_SHAPE_MESH) s->shape.mesh = s->mesh, s->shape.along_normal = s->mesh_normal;
    /* the longest RGB: turning the hue (about the grey axis) keeps the length, so no channel ever exceeds it.
       Keys of at most 1 are not HDR: their random spread clamps at 1 as it always did, and such systems keep
       sharing draws (one item per HDR system) */
    float brightest = 0.0f;
    for (uint32_t k = 0; k < d->color_count; k++) {
        const float *c = &d->color[k * 4];
        float length = d->look.hue_shift != 0.0f ? sqrtf(c[0] * c[0] + c[1] * c[1] + c[2] * c[2]) : fmaxf(c[0], fmaxf(c[1], c[2]));
        brightest = fmaxf(brightest, length);
    }
    float spread = sqrtf(d->color_random[0] * d->color_random[0] + d->color_random[1] * d->color_random[1] +
                         d->color_random[2] * d->color_random[2]);
    s->intensity = brightest > 1.0f ? fminf(brightest + spread, (float)PLUME_MAX_COLOR_INTENSITY) : 1.0f;
    /* a system playing part of its atlas tells sprite.vert its frame count (where the blend wraps to): its own item;
     * a distorting system draws apart too: its item carries its strength; a trail whose texture flows, its offset */
    s->own_look = s->intensity > 1.0f || d->look.light_strength > 0.0f || d->look.erosion > 0.0f || d->look.volume ||
                  s->frames < d->atlas_cols * d->atlas_rows || d->distortion > 0.0f || d->trail_scroll != 0.0f;
}

/* ---- the simulation ---- */

static inline float clamp01(float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); }
/* A colour channel into 0 .. PLUME_MAX_COLOR_INTENSITY (NaN: 0) by comparisons: fminf and fmaxf are calls in wasm
   (their NaN rule is not the instruction's), made six times a particle a step. */
static inline float clamp_channel(float v)
{
    return v > 0.0f ? (v < (float)PLUME_MAX_COLOR_INTENSITY ? v : (float)PLUME_MAX_COLOR_INTENSITY) : 0.0f;
}

/* The kept box: empty, then grown by each position (comparisons: a NaN a game wrote is skipped alike). */
static void box_clear(psys *s)
{
    for (int a = 0; a < 3; a++) s->box_lo[a] = INFINITY, s->box_hi[a] = -INFINITY;
    s->box_size = 0.0f;
}

static inline void box_grow(float lo[3], float hi[3], const float p[3])
{
    for (int a = 0; a < 3; a++) {
        lo[a] = p[a] < lo[a] ? p[a] : lo[a];
        hi[a] = p[a] > hi[a] ? p[a] : hi[a];
    }
}

/* The kept box holds the particles: nothing but the core moved them (not handed to the game, not manual). */
static int box_trusted(const psys *s) { return !s->exposed && !s->desc.manual; }

/* ...and is the box bounds_of reads: a spark's tail and a velocity quad's length need the velocities. */
static int box_kept(const psys *s)
{
    return box_trusted(s) && s->desc.render != PLUME_RENDER_SPARK && s->desc.render != PLUME_RENDER_VELOCITY;
}

/* How far through its life particle i is: 0 at birth, 1 at death. */
static float life_fraction(const psys *s, uint32_t i)
{
    return s->max_life[i] > 0.0f ? 1.0f - s->life[i] / s->max_life[i] : 1.0f;
}

/* Where particle i is in the frames it plays (before its start frame), continuous: frame n at n.0, halfway to the next
   at n.5. At fps, or once over the life with each frame at the middle of its share of it (emitter.vert's, so the
   sims agree); 0 for a still frame and for manual systems, whose game sets the frame. */
static float frame_position(const psys *s, uint32_t i)
{
    const plume_particle_system_desc *d = &s->desc;
    if (d->manual) return 0.0f;
    if (d->atlas_fps > 0.0f) return (s->max_life[i] - s->life[i]) * d->atlas_fps / 1000.0f;
    if (!d->atlas_over_life) return 0.0f;
    const float last = (float)(s->frames - 1), p = life_fraction(s, i) * (float)s->frames - 0.5f;
    return p < 0.0f ? 0.0f : p > last ? last : p;
}

/* Size and colour keys that make one straight line each over life (at most two keys, linear, no hue shift): the
   common look, computed without plume_curve_segment's search per particle. */
static int linear_look(const plume_particle_system_desc *d)
{
    const float *st = d->size_times, *ct = d->color_times;
    return d->look.hue_shift == 0.0f && d->size_count <= 2 && d->color_count <= 2 &&
           (d->size_count < 2 || (d->size_ease == PLUME_EASE_LINEAR && st[1] - st[0] > 1e-6f)) &&
           (d->color_count < 2 || (d->color_ease == PLUME_EASE_LINEAR && ct[1] - ct[0] > 1e-6f));
}

/* Size, colour and frame of the particles [first, end) at their age now. Runs for every live particle
   every step: the desc's choices are made once per call, and the key segment once for the four colour
   channels. */
static void look_at_ages(psys *s, uint32_t first, uint32_t end)
{
    const plume_particle_system_desc *d = &s->desc;
    const float *restrict life = s->life, *restrict max_life = s->max_life, *restrict scale = s->size_scale;
    const float *restrict offsets = s->color_offset;
    float *restrict sizes = s->size, *restrict colors = s->color;
    uint32_t size_keys = d->size_count, color_keys = d->color_count;
    const uint32_t color_next = color_keys > 1 ? 4u : 0u;
    const float hue_shift = d->look.hue_shift;
    float largest = s->box_size; /* the kept box's pad grows with every size written */
    if (linear_look(d)) { /* each a straight line: no segment search, nothing to branch on per particle */
        const float size_from = d->size[0], color_from[4] = {d->color[0], d->color[1], d->color[2], d->color[3]};
        /* divided, not multiplied by an inverse: the same floats as plume_curve_segment's (the same picture) */
        const float size_start = size_keys > 1 ? d->size_times[0] : 0.0f;
        const float size_span = size_keys > 1 ? d->size_times[1] - d->size_times[0] : 1.0f;
        const float size_rise = size_keys > 1 ? d->size[1] - d->size[0] : 0.0f;
        const float color_start = color_keys > 1 ? d->color_times[0] : 0.0f;
        const float color_span = color_keys > 1 ? d->color_times[1] - d->color_times[0] : 1.0f;
        float color_rise[4];
        for (int c = 0; c < 4; c++) color_rise[c] = color_keys > 1 ? d->color[4 + c] - d->color[c] : 0.0f;
        for (uint32_t i = first; i < end; i++) {
            float t = max_life[i] > 0.0f ? 1.0f - life[i] / max_life[i] : 1.0f;
            float size = (size_from + size_rise * clamp01((t - size_start) / size_span)) * scale[i];
            sizes[i] = size;
            size = fabsf(size);
            largest = size > largest ? size : largest;
            const float f = clamp01((t - color_start) / color_span);
            float *color = &colors[i * 4];
            for (int c = 0; c < 3; c++)
                color[c] = clamp_channel(color_from[c] + color_rise[c] * f + offsets[i * 4 + c]);
            color[3] = clamp01(color_from[3] + color_rise[3] * f + offsets[i * 4 + 3]);
        }
    } else {
    for (uint32_t i = first; i < end; i++) {
        float t = max_life[i] > 0.0f ? 1.0f - life[i] / max_life[i] : 1.0f;
        float f;
        sizes[i] = plume_curve_value(size_keys, d->size_times, d->size_ease, d->size, t) * scale[i];
        largest = fabsf(sizes[i]) > largest ? fabsf(sizes[i]) : largest;
        const float *from = d->color + plume_curve_segment(color_keys, d->color_times, d->color_ease, t, &f) * 4u;
        const float *to = from + color_next;
        float *color = &colors[i * 4];
        for (int c = 0; c < 4; c++) color[c] = from[c] + (to[c] - from[c]) * f + offsets[i * 4 + c];
        if (hue_shift != 0.0f) plume_look_turn_hue(color, hue_shift * (max_life[i] - life[i]) * 0.001f);
        for (int c = 0; c < 3; c++) color[c] = clamp_channel(color[c]);
        color[3] = clamp01(color[3]);
    }
    }
    s->box_size = largest;
    if (d->atlas_fps > 0.0f || d->atlas_over_life) { /* the frame shown; the blend to the next is drawn (fill) */
        for (uint32_t i = first; i < end; i++) {
            uint32_t played = (uint32_t)frame_position(s, i);
            s->frame[i] = (uint16_t)((s->frame_start[i] + played) % s->frames);
        }
    } else if (end > first) {
        memcpy(&s->frame[first], &s->frame_start[first], (end - first) * sizeof *s->frame);
    }
}

static float sym(plume_rng *rng, float range) { return plume_rng_range(rng, -1.0f, 1.0f) * range; }

static void point_through(const float m[16], const float p[3], float out[3]);

/* Particle i's position in the world (local-space systems place theirs through the transform). */
static void world_position(const psys *s, uint32_t i, float out[3])
{
    if (s->desc.local_space) point_through(s->transform, &s->position[i * 3], out);
    else memcpy(out, &s->position[i * 3], 3 * sizeof(float));
}

/* The noise field's phase now: it moves with the system's time (noise.h). */
static float noise_phase(const psys *s) { return plume_noise_phase(s->desc.noise_speed, (float)(s->time * 0.001)); }

/* Particle i where it is drawn, in the system's frame: its position, moved by the noise when the system has some
   (into buf); the simulation, collisions and sub-emitters keep to the position itself. */
static const float *drawn_at(const psys *s, uint32_t i, float phase, float buf[3])
{
    const float *p = &s->position[i * 3];
    if (!(s->desc.noise_strength > 0.0f)) return p;
    memcpy(buf, p, 3 * sizeof(float));
    plume_noise_displace(s->desc.noise_strength, s->desc.noise_scale, phase, (s->max_life[i] - s->life[i]) * 0.001f, buf);
    return buf;
}

/* drawn_at in the world */
static void drawn_position(const psys *s, uint32_t i, float phase, float out[3])
{
    float buf[3];
    const float *p = drawn_at(s, i, phase, buf);
    if (s->desc.local_space) point_through(s->transform, p, out);
    else memcpy(out, p, 3 * sizeof(float));
}

/* A trail that starts where its particle is: every kept position there (zero-length segments draw nothing). */
PLUME_COLD static void trail_reset(psys *s, uint32_t i)
{
    float *t = &s->trail[(size_t)i * TRAIL_FLOATS];
    drawn_position(s, i, noise_phase(s), t);
    for (uint32_t k = 1; k < PLUME_TRAIL_SEGMENTS; k++) memcpy(&t[k * 3], t, 3 * sizeof(float));
}

/* Every trail_length / PLUME_TRAIL_SEGMENTS ms each particle's trail takes its position now, the oldest dropped. */
static void trail_sample(psys *s)
{
    double interval = s->desc.trail_length / PLUME_TRAIL_SEGMENTS;
    if (s->time < s->trail_next) return;
    s->trail_next = s->time - s->trail_next > interval ? s->time + interval : s->trail_next + interval;
    float phase = noise_phase(s);
    for (uint32_t i = 0; i < s->count; i++) {
        float *t = &s->trail[(size_t)i * TRAIL_FLOATS];
        memmove(&t[3], t, (TRAIL_FLOATS - 3) * sizeof(float));
        drawn_position(s, i, phase, t);
    }
}

#define EVENT_FLOATS 5 /* x, y, z, kind, ms before the end of the step */

/* Particle i leaves: the last particle takes its place (its age is not advanced: a loop over particles
   visits i again). */
static void remove_at(psys *s, uint32_t i)
{
    uint32_t last = --s->count;
    if (i == last) return;
    memcpy(&s->position[i * 3], &s->position[last * 3], 3 * sizeof(float));
    memcpy(&s->previous[i * 3], &s->previous[last * 3], 3 * sizeof(float));
    memcpy(&s->velocity[i * 3], &s->velocity[last * 3], 3 * sizeof(float));
    memcpy(&s->color_offset[i * 4], &s->color_offset[last * 4], 4 * sizeof(float));
    s->size_scale[i] = s->size_scale[last];
    s->rotation[i] = s->rotation[last];
    s->spin[i] = s->spin[last];
    s->life[i] = s->life[last];
    s->max_life[i] = s->max_life[last];
    s->frame_start[i] = s->frame_start[last];
    if (s->trail) memcpy(&s->trail[(size_t)i * TRAIL_FLOATS], &s->trail[(size_t)last * TRAIL_FLOATS], TRAIL_FLOATS * sizeof(float));
}

/* A parent's event this step, `ago` ms before its end, for its sub-emitters (delivered after every system
   stepped). */
static void record_event(psys *s, uint32_t i, uint32_t kind, float ago)
{
    if (s->replaying) return;
    if (s->event_count == s->event_capacity) {
        uint32_t capacity = s->event_capacity ? s->event_capacity * 2 : 64;
        float *grown = realloc(s->events, (size_t)capacity * EVENT_FLOATS * sizeof(float));
        if (!grown) { /* out of memory: the event is lost, counted as its particles would be */
            s->table->sub_dropped++;
            return;
        }
        s->events = grown;
        s->event_capacity = capacity;
    }
    float *e = &s->events[(size_t)s->event_count++ * EVENT_FLOATS];
    world_position(s, i, e);
    e[3] = (float)kind;
    e[4] = ago;
}

/* Up to n particles placed through `m` (the system's transform, or a sub-emitter's at its parent's particle), born
   `ago` ms before the end of the step (their births recorded so for a sub-emitter of this one); returns how many fit. */
static uint32_t spawn_from(psys *s, uint32_t n, float ago, const float m[16])
{
    const plume_particle_system_desc *d = &s->desc;
    int world = !d->local_space;
    uint32_t first = s->count;
    for (uint32_t k = 0; k < n && s->count < s->capacity; k++) {
        uint32_t i = s->count++;
        plume_rng *r = &s->rng;
        float p[3], v[3];
        for (int a = 0; a < 3; a++) p[a] = d->position[a] + sym(r, d->position_random[a]);
        for (int a = 0; a < 3; a++) v[a] = d->velocity[a] + sym(r, d->velocity_random[a]);
        if (s->shaped) {
            float rnd[PLUME_SHAPE_RANDOMS], offset[3], dir[3];
            for (int k2 = 0; k2 < PLUME_SHAPE_RANDOMS; k2++) rnd[k2] = plume_rng_range(r, 0.0f, 1.0f);
            float speed = plume_rng_range(r, d->speed[0], d->speed[1]);
            plume_shape_sample(&s->shape, rnd, offset, dir);
            for (int a = 0; a < 3; a++) p[a] += offset[a], v[a] += dir[a] * speed;
        }
        float *pos = &s->position[i * 3], *vel = &s->velocity[i * 3];
        if (world) {
            for (int a = 0; a < 3; a++) {
                pos[a] = m[a] * p[0] + m[4 + a] * p[1] + m[8 + a] * p[2] + m[12 + a];
                vel[a] = m[a] * v[0] + m[4 + a] * v[1] + m[8 + a] * v[2];
            }
        } else {
            memcpy(pos, p, sizeof p);
            memcpy(vel, v, sizeof v);
        }
        memcpy(&s->previous[i * 3], pos, 3 * sizeof(float));
        float life = plume_rng_range(r, d->life[0], d->life[1]);
        if (!(life > 0.0f)) life = d->life[0] > 0.0f ? d->life[0] : 1.0f;
        s->life[i] = s->max_life[i] = life;
        s->size_scale[i] = 1.0f + sym(r, d->size_random);
        for (int c = 0; c < 4; c++) s->color_offset[i * 4 + c] = sym(r, d->color_random[c]);
        s->rotation[i] = plume_rng_range(r, d->rotation[0], d->rotation[1]) * DEG;
        s->spin[i] = plume_rng_range(r, d->spin[0], d->spin[1]) * DEG;
        float start = plume_rng_range(r, 0.0f, (float)s->frames);
        uint32_t frame = d->atlas_fixed_start ? 0u : (uint32_t)start;
        s->frame_start[i] = (uint16_t)(frame < s->frames ? frame : s->frames - 1);
        look_at_ages(s, i, i + 1);
        if (s->trail) trail_reset(s, i);
        if (s->wants & (1u << PLUME_SUB_BIRTH)) record_event(s, i, PLUME_SUB_BIRTH, ago);
    }
    return s->count - first;
}

/* n particles where the system is; the kept box grows by each (spawn_event grows it where its births end up) */
static void spawn(psys *s, uint32_t n)
{
    uint32_t first = s->count;
    spawn_from(s, n, 0.0f, s->transform);
    for (uint32_t i = first; i < s->count; i++) box_grow(s->box_lo, s->box_hi, &s->position[i * 3]);
}

static int flow_over(const psys *s)
{
    if (s->desc.parent) { /* a sub-emitter's flow is its parent's particles: over when the parent has ended */
        const psys *parent = plume_table_find(&s->table->systems, s->desc.parent);
        return !parent || (!parent->desc.manual && parent->count == 0 && flow_over(parent));
    }
    if (s->period <= 0.0 && !(s->desc.burst_every > 0.0f && s->desc.burst)) return 1;
    if (s->desc.duration > 0.0f) return s->time >= s->desc.duration;
    return s->desc.one_shot != 0;
}

/* Collisions (plume_collider in particle_system.h) of the particles this step moved from previous to position; run
   only for systems with colliders. `a`: the step's acceleration (gravity + wind). A particle that hit a die collider
   is removed (the last one takes its place and is looked at next). */
#define COLLIDE_PASSES 3 /* surfaces one particle meets in a step: a floor, then a wall, then a corner */

static void collide(psys *s, float step_ms, float dt, const float a[3])
{
    const plume_particle_system_desc *d = &s->desc;
    const uint32_t colliders = d->collider_count;
    const int impacts = (s->wants & (1u << PLUME_SUB_COLLISION)) != 0, deaths = (s->wants & (1u << PLUME_SUB_DEATH)) != 0;
    float resting[PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS]; /* a resting particle's speed along the surface kept this step */
    for (uint32_t k = 0; k < colliders; k++) { /* (1 - friction)^(dt·60), with expf and logf (powf pulls 1 KB of libm) */
        float keep = 1.0f - d->colliders[k].friction;
        resting[k] = keep > 0.0f ? expf(logf(keep) * dt * 60.0f) : 0.0f;
    }
    for (uint32_t i = 0; i < s->count;) {
        float *p = &s->position[i * 3], *v = &s->velocity[i * 3], t, at[3], n[3], from[3], left_ms = step_ms;
        memcpy(from, &s->previous[i * 3], sizeof from);
        int removed = 0;
        /* the move from where it was, then what is left of it after each hit (sliding along a floor into a wall is
           tested against the wall): at most COLLIDE_PASSES surfaces a step */
        for (int pass = 0; pass < COLLIDE_PASSES; pass++) {
            uint32_t hit = plume_colliders_hit(d->colliders, colliders, from, p, &t, at, n);
            if (!hit) break;
            const plume_collider *c = &d->colliders[hit - 1];
            float move[3] = {p[0] - from[0], p[1] - from[1], p[2] - from[2]}, ago = (1.0f - t) * left_ms;
            memcpy(p, at, sizeof at); /* back on the surface, where it entered */
            if (c->die) {
                if (impacts) record_event(s, i, PLUME_SUB_COLLISION, ago);
                if (deaths) record_event(s, i, PLUME_SUB_DEATH, ago);
                remove_at(s, i);
                removed = 1;
                break;
            }
            float into = -(v[0] * n[0] + v[1] * n[1] + v[2] * n[2]);        /* speed into the surface (> 0) */
            float pull = -(a[0] * n[0] + a[1] * n[1] + a[2] * n[2]) * dt;   /* what a step's acceleration pushes into it */
            pull = pull > 0.0f ? pull : 0.0f;
            /* an impact, not a particle resting on the surface (which comes back in at about `pull` every step):
               friction takes its share once; resting, it takes it per 1/60 s, whatever the step */
            int impact = into > 2.0f * pull;
            if (impacts && impact) record_event(s, i, PLUME_SUB_COLLISION, ago);
            float out = into > 0.0f ? into * c->bounce : -into, keep = impact ? 1.0f - c->friction : resting[hit - 1];
            if (out < pull) out = 0.0f; /* it cannot leave the surface: it stays on it, sliding */
            /* the rest of the step's move, turned as the velocity is: bounced off the surface, or along it for a
               resting particle (it slides as far as it flies); it stays outside (the normal part points out) */
            float normal_move = move[0] * n[0] + move[1] * n[1] + move[2] * n[2], rest = 1.0f - t;
            float back = out > 0.0f && normal_move < 0.0f ? -normal_move * c->bounce : 0.0f;
            for (int k = 0; k < 3; k++) {
                p[k] += ((move[k] - normal_move * n[k]) * keep + back * n[k]) * rest;
                v[k] = (v[k] + into * n[k]) * keep + out * n[k];
            }
            memcpy(from, at, sizeof from);
            left_ms *= rest;
        }
        if (!removed) i++;
    }
}

static void simulate(psys *s, double ms)
{
    const plume_particle_system_desc *d = &s->desc;
    double before = s->time;
    s->time += ms;
    s->ordered = 0;
    if (d->manual) return;
    float step_ms = (float)ms, dt = (float)(ms / 1000.0);
    /* events since the last step (a burst, a child made at its parent's births) are as old as this step when
       delivered, as the particles they came with are: a long step leaves none of a short life */
    for (uint32_t e = 0; e < s->event_count; e++) s->events[e * EVENT_FLOATS + 4] += step_ms;
    /* 1. age; the dead are replaced by the last live particle */
    for (uint32_t i = 0; i < s->count;) {
        s->life[i] -= step_ms;
        if (s->life[i] > 0.0f) {
            i++;
            continue;
        }
        if (s->wants & (1u << PLUME_SUB_DEATH)) record_event(s, i, PLUME_SUB_DEATH, -s->life[i]); /* died -life ms ago */
        remove_at(s, i); /* the last one, not aged yet: the loop ages it at i */
    }
    /* trails keep the positions before this step's move: the head segment is never empty */
    if (s->trail) trail_sample(s);
    /* 2. integrate */
    float a[3] = {d->gravity[0] + d->wind[0], d->gravity[1] + d->wind[1], d->gravity[2] + d->wind[2]};
    float damp = expf(-d->drag * dt);
    /* through restrict locals: the arrays never overlap, so nothing is reloaded after a store */
    float *restrict position = s->position, *restrict previous = s->previous, *restrict velocity = s->velocity;
    float *restrict rotation = s->rotation;
    const float *restrict spin = s->spin;
    uint32_t count = s->count;
    /* the box of the new positions, while they are at hand (bounds_of reads it instead of another pass) */
    float lo[3] = {INFINITY, INFINITY, INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
    if (d->speed_over_life.count == 0) {
        for (uint32_t i = 0; i < count * 3; i += 3) {
            for (int k = 0; k < 3; k++) {
                float v = (velocity[i + k] + a[k] * dt) * damp, p = position[i + k], moved = p + v * dt;
                velocity[i + k] = v;
                previous[i + k] = p;
                position[i + k] = moved;
                lo[k] = moved < lo[k] ? moved : lo[k];
                hi[k] = moved > hi[k] ? moved : hi[k];
            }
        }
    } else { /* the motion is the velocity times the speed keys: their mean over this step of the particle's life */
        for (uint32_t i = 0; i < count; i++) {
            float life_s = s->max_life[i] * 0.001f, age_s = (s->max_life[i] - s->life[i]) * 0.001f;
            float step_start = age_s - dt > 0.0f ? age_s - dt : 0.0f;
            float move = plume_keys_integral(&d->speed_over_life, life_s, age_s) -
                         plume_keys_integral(&d->speed_over_life, life_s, step_start);
            for (int k = 0; k < 3; k++) {
                float v = (velocity[i * 3 + k] + a[k] * dt) * damp, p = position[i * 3 + k];
                velocity[i * 3 + k] = v;
                previous[i * 3 + k] = p;
                position[i * 3 + k] = p + v * move;
            }
            box_grow(lo, hi, &position[i * 3]);
        }
    }
    if (d->collider_count) { /* one branch a step: systems without colliders pay nothing */
        collide(s, step_ms, dt, a);
        count = s->count;
        for (int k = 0; k < 3; k++) lo[k] = INFINITY, hi[k] = -INFINITY; /* bounced: measured again */
        for (uint32_t i = 0; i < count; i++) box_grow(lo, hi, &position[i * 3]);
    }
    memcpy(s->box_lo, lo, sizeof lo);
    memcpy(s->box_hi, hi, sizeof hi);
    s->box_size = 0.0f; /* look_at_ages measures the sizes */
    for (uint32_t i = 0; i < count; i++) rotation[i] += spin[i] * dt;
    look_at_ages(s, 0, count);
    /* 3. spawn */
    if (s->period > 0.0) {
        double inside = ms;
        if (d->duration > 0.0f) {
            double end = d->duration, from = before < end ? before : end, to = s->time < end ? s->time : end;
            inside = to - from;
        } else if (d->one_shot) {
            inside = 0.0;
        }
        s->acc += inside;
        double n = fmax(floor(s->acc / s->period), 0.0), room = (double)(s->capacity - s->count); /* acc may round below 0 */
        if (n > room) { /* capacity stops the flow: no backlog bursts out later */
            n = room;
            s->acc = 0.0;
        } else {
            s->acc -= n * s->period;
        }
        spawn(s, (uint32_t)n);
    }
    if (d->burst_every > 0.0f && d->burst) { /* the burst again at each multiple of burst_every within the duration */
        double end = d->duration > 0.0f ? (double)d->duration : INFINITY, every = d->burst_every;
        double cycles = floor(fmin(s->time, end) / every) - floor(fmin(before, end) / every);
        double room = (double)(s->capacity - s->count); /* many cycles in one long step: what fits, once */
        if (cycles > 0.0) spawn(s, (uint32_t)fmin(cycles * (double)d->burst, room));
    }
}

/* A fresh start: no particles, clock 0, the seed's generator, the burst. */
PLUME_COLD static void restart(psys *s)
{
    s->count = 0;
    box_clear(s);
    s->time = 0.0;
    s->acc = 0.0;
    s->ordered = 0;
    s->trail_next = 0.0;
    plume_rng_seed(&s->rng, s->desc.seed);
    if (!s->desc.manual && !s->desc.parent) spawn(s, s->desc.burst);
}

/* ---- the manager ---- */

PLUME_COLD static void systems_count(const plume_system *sys, plume_stats *stats)
{
    plume_particle_systems_count(sys, &stats->systems, &stats->system_particles);
    stats->sub_emitter_dropped = plume_particle_systems_sub_dropped(sys);
}

static const char *systems_use_texture(const plume_system *sys, uint32_t slot)
{
    return plume_particle_systems_use_texture(sys, slot)
               ? "a particle system; remove the system (or set another texture) first" : NULL;
}

static void systems_lights(plume_system *sys, plume_light_list *list);
static const plume_world_part SYSTEMS = {PLUME_WORLD_ORDER_SYSTEMS, plume_particle_systems_free,
                                         plume_particle_systems_step, NULL, systems_count, systems_use_texture, NULL,
                                         systems_lights, plume_particle_systems_collect_draws};

PLUME_COLD static plume_psys_table *table_of(plume_system *sys)
{
    if (!sys->particle_systems) {
        sys->particle_systems = calloc(1, sizeof(plume_psys_table));
        if (sys->particle_systems) {
            sys->particle_systems->systems.tag = PLUME_TABLE_SYSTEMS;
            plume_world_add_part(sys, &SYSTEMS);
        }
    }
    return sys->particle_systems;
}

PLUME_COLD static void free_system(psys *s)
{
    plume_emission_mesh_destroy(s->mesh);
    if (!s->lent) free(s->block);
    free(s->trail);
    free(s->events);
    free(s);
}

/* collect's scratch holds an entry per slot of the table: grown here, so a frame never allocates. */
PLUME_COLD static int grow_scratch(plume_psys_table *t)
{
    uint32_t capacity = t->systems.capacity;
    if (capacity <= t->scratch_capacity) return 1;
    void *visible = realloc(t->visible, capacity * sizeof *t->visible);
    if (!visible) return 0;
    t->visible = visible;
    void *sources = realloc(t->sources, capacity * sizeof *t->sources);
    if (!sources) return 0;
    t->sources = sources;
    void *uniforms = realloc(t->uniforms, capacity * sizeof *t->uniforms);
    if (!uniforms) return 0;
    t->uniforms = uniforms;
    t->scratch_capacity = capacity;
    return 1;
}

PLUME_COLD plume_status plume_add_particle_system(plume_system *sys, const plume_particle_system_desc *desc,
                                       plume_particle_system *out)
{
    plume_clear_error();
    out->id = 0;
    static const plume_particle_system_desc zero;
    plume_particle_system_desc resolved;
    uint32_t texture_slot;
    plume_status status = resolve(sys, desc ? desc : &zero, &resolved, &texture_slot, NULL);
    if (status) return status;
    plume_psys_table *t = table_of(sys);
    if (!t) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory adding a particle system");
    psys *s = calloc(1, sizeof *s);
    if (!s) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory adding a particle system");
    status = allocate(s, resolved.capacity, resolved.render == PLUME_RENDER_TRAIL);
    if (status) {
        free(s);
        return status;
    }
    if (!resolved.seed) resolved.seed = plume_rng_next(&sys->rng) | 1u;
    for (int i = 0; i < 16; i++) s->transform[i] = (i % 5 == 0) ? 1.0f : 0.0f;
    s->table = t;
    apply(sys, s, &resolved, texture_slot);
    restart(s);
    status = plume_table_put(&t->systems, s, "particle systems", &out->id);
    if (!status && !grow_scratch(t)) {
        plume_table_take(&t->systems, out->id);
        out->id = 0;
        status = plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory adding a particle system");
    }
    if (status) {
        free_system(s);
        return status;
    }
    if (resolved.parent) { /* its parent keeps the events it asks for */
        psys *parent = plume_table_find(&t->systems, resolved.parent);
        int first_births = resolved.parent_event == PLUME_SUB_BIRTH && !(parent->wants & (1u << PLUME_SUB_BIRTH));
        if (resolved.parent_event != PLUME_SUB_INTERVAL) parent->wants |= 1u << resolved.parent_event;
        t->sub_emitters++;
        /* births of this very moment (the parent's burst when both were made together) still count; recorded
           once, for every birth child */
        if (first_births)
            for (uint32_t i = 0; i < parent->count; i++)
                if (parent->max_life[i] == parent->life[i]) record_event(parent, i, PLUME_SUB_BIRTH, 0.0f);
    }
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_check(const plume_system *sys, const plume_particle_system_desc *desc)
{
    plume_particle_system_desc resolved;
    uint32_t texture_slot;
    return resolve(sys, desc, &resolved, &texture_slot, NULL);
}

PLUME_COLD plume_status plume_remove_particle_system(plume_system *sys, plume_particle_system handle)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (not_yours(sys, s, handle)) return plume_last_status();
    plume_psys_table *t = sys->particle_systems;
    if (s->desc.parent) t->sub_emitters--;
    plume_table_take(&t->systems, handle.id);
    free_system(s);
    return PLUME_OK;
}

PLUME_COLD int plume_particle_system_exists(const plume_system *sys, plume_particle_system handle)
{
    return lookup(sys, handle) != NULL;
}

PLUME_COLD void plume_particle_systems_free(plume_system *sys)
{
    plume_psys_table *t = sys->particle_systems;
    if (!t) return;
    for (uint32_t i = 0; i < t->systems.capacity; i++)
        if (t->systems.slots[i]) free_system(t->systems.slots[i]);
    plume_table_free(&t->systems);
    free(t->visible);
    free(t->sources);
    free(t->uniforms);
    free(t);
    sys->particle_systems = NULL;
}

PLUME_COLD plume_status plume_particle_system_set_transform(plume_system *sys, plume_particle_system handle,
                                                 const float transform[16])
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (not_yours(sys, s, handle)) return plume_last_status();
    if (!transform || !plume_all_finite(transform, 16))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a system transform needs 16 finite numbers");
    memcpy(s->transform, transform, sizeof s->transform);
    s->ordered = 0;
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_set_wind(plume_system *sys, plume_particle_system handle, const float wind[3])
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (not_yours(sys, s, handle)) return plume_last_status();
    plume_status status = wind ? need_finite("wind", wind, 3)
                               : plume_fail(PLUME_ERR_INVALID_ARGUMENT, "wind needs 3 finite numbers");
    if (status) return status;
    memcpy(s->desc.wind, wind, sizeof s->desc.wind);
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_set_desc(plume_system *sys, plume_particle_system handle,
                                            const plume_particle_system_desc *desc)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (not_yours(sys, s, handle)) return plume_last_status();
    plume_particle_system_desc resolved;
    uint32_t texture_slot;
    plume_status status = resolve(sys, desc, &resolved, &texture_slot, s);
    if (status) return status;
    if (resolved.parent != s->desc.parent || resolved.parent_event != s->desc.parent_event)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "parent and parent_event are set when the system is added");
    if (!resolved.seed) resolved.seed = s->desc.seed;
    int trails = resolved.render == PLUME_RENDER_TRAIL;
    if (resolved.capacity != s->capacity || trails != (s->trail != NULL)) {
        status = allocate(s, resolved.capacity, trails);
        if (status) return status;
    }
    int trails_began = trails && s->desc.render != PLUME_RENDER_TRAIL;
    apply(sys, s, &resolved, texture_slot);
    box_clear(s); /* measured again: the particles may have been a manual system's, placed by the game */
    for (uint32_t i = 0; i < s->count; i++) { /* a smaller atlas: frames that still exist */
        s->frame_start[i] = (uint16_t)(s->frame_start[i] % s->frames);
        box_grow(s->box_lo, s->box_hi, &s->position[i * 3]);
        if (!s->desc.manual) look_at_ages(s, i, i + 1);
        if (trails_began) trail_reset(s, i); /* the trails start where the particles are */
    }
    if (trails_began) s->trail_next = s->time;
    return PLUME_OK;
}

PLUME_COLD void plume_particle_system_move_to_order(plume_system *sys, plume_particle_system handle, int32_t order)
{
    psys *s = lookup(sys, handle);
    if (s) s->desc.render_order = order;
}

PLUME_COLD plume_status plume_particle_system_set_emission_mesh(plume_system *sys, plume_particle_system handle,
                                                     const float *corners, uint32_t triangle_count, int along_normal)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (not_yours(sys, s, handle)) return plume_last_status();
    if (triangle_count > PLUME_MAX_EMISSION_TRIANGLES) /* before 3 × count can wrap */
        return plume_fail(PLUME_ERR_LIMIT, "shape.mesh has %u triangles; a mesh to emit from has at most %u",
                          triangle_count, PLUME_MAX_EMISSION_TRIANGLES);
    plume_emission_mesh *mesh = NULL;
    plume_status status = plume_emission_mesh_create("shape.mesh", corners, 3u * triangle_count, NULL, 0, &mesh);
    if (status) return status;
    plume_emission_mesh_destroy(s->mesh);
    s->mesh = mesh;
    s->mesh_normal = along_normal != 0;
    if (s->desc.shape == PLUME_SHAPE_MESH) s->shape.mesh = mesh, s->shape.along_normal = s->mesh_normal;
    if (s->time == 0.0 && !s->desc.manual) restart(s); /* just made: its burst on the mesh */
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_burst(plume_system *sys, plume_particle_system handle, uint32_t n)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (not_yours(sys, s, handle)) return plume_last_status();
    if (s->desc.manual)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "burst: a manual system's particles are the game's to add");
    spawn(s, n);
    s->ordered = 0;
    return PLUME_OK;
}

/* The whole sub-steps of a seek to ms, and whether a shorter last one follows. */
PLUME_COLD static uint32_t seek_steps(double ms, int *rest)
{
    uint32_t steps = (uint32_t)floor(ms / PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS + 1e-9);
    *rest = ms - (double)steps * PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS > 1e-9;
    return steps;
}

PLUME_COLD double plume_particle_system_seek_updates(double ms, uint32_t capacity)
{
    int rest;
    uint32_t steps = seek_steps(ms, &rest);
    return ((double)steps + rest) * (capacity ? capacity : 1u);
}

PLUME_COLD double plume_particle_system_seek_reach_ms(uint32_t capacity, double updates)
{
    double steps = floor(updates / (capacity ? capacity : 1u));
    return fmin(steps > 0.0 ? steps * PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS : 0.0, PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS);
}

PLUME_COLD plume_status plume_particle_system_seek_check(const plume_system *sys, plume_particle_system handle, double ms)
{
    const psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (!isfinite(ms) || ms < 0.0 || ms > PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS)
        return plume_fail_number("seek", ms, "a time from 0 to 300000 ms (seek re-simulates from the start)");
    if (s->desc.manual) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "seek: a manual system has no simulation to replay");
    /* its cost is bounded by what it was given: every sub-step updates up to `capacity` particles */
    if (plume_particle_system_seek_updates(ms, s->capacity) > PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK) {
        char number[32];
        return plume_fail(PLUME_ERR_LIMIT, "seek: %s ms re-simulates %u steps of %u particles, over the %u particle "
                          "updates a seek may cost; this system can seek at most %u ms (lower its capacity)",
                          plume_format_number(ms, number), (uint32_t)plume_particle_system_seek_updates(ms, 1), s->capacity,
                          PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK,
                          (uint32_t)plume_particle_system_seek_reach_ms(s->capacity, PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK));
    }
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_seek(plume_system *sys, plume_particle_system handle, double ms)
{
    plume_clear_error();
    plume_status status = plume_particle_system_seek_check(sys, handle, ms);
    if (status) return status;
    psys *s = lookup(sys, handle);
    if (not_yours(sys, s, handle)) return plume_last_status();
    s->replaying = 1; /* sub-emitters are not replayed: no events pile up over thousands of steps */
    s->event_count = 0;
    restart(s);
    const double step = PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS;
    int rest;
    uint32_t steps = seek_steps(ms, &rest);
    for (uint32_t k = 0; k < steps; k++) simulate(s, step);
    if (rest) simulate(s, ms - (double)steps * step);
    s->time = ms;
    s->replaying = 0;
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_time(const plume_system *sys, plume_particle_system handle, double *out_ms)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    *out_ms = s->time;
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_block_of(plume_system *sys, plume_particle_system handle,
                                                       plume_particle_system_arrays *out)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    *out = (plume_particle_system_arrays){s->position, s->previous, s->velocity, s->color, s->size, s->rotation,
                                         s->life, s->frame, s->capacity, s->count};
    s->ordered = 0; /* the caller may move them */
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_arrays_of(plume_system *sys, plume_particle_system handle,
                                             plume_particle_system_arrays *out)
{
    plume_status status = plume_particle_system_block_of(sys, handle, out);
    if (!status) lookup(sys, handle)->exposed = 1; /* the kept box may no longer hold them: measured from now on */
    return status;
}

PLUME_COLD plume_status plume_particle_system_lend(plume_system *sys, plume_particle_system handle)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    s->lent = 1;
    s->exposed = 1;
    return PLUME_OK;
}

PLUME_COLD plume_status plume_particle_system_set_count(plume_system *sys, plume_particle_system handle, uint32_t count)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (!s->desc.manual)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "only a manual system (manual: true) lets the game set its count");
    if (count > s->capacity)
        return plume_fail(PLUME_ERR_LIMIT, "count %u exceeds the system's capacity %u", count, s->capacity);
    for (uint32_t i = s->count; i < count; i++) { /* new manual particles: full life, start frame 0 */
        s->max_life[i] = s->life[i] > 0.0f ? s->life[i] : 1.0f;
        s->frame_start[i] = 0;
    }
    s->count = count;
    s->ordered = 0;
    return PLUME_OK;
}

PLUME_COLD uint32_t plume_particle_system_count(const plume_system *sys, plume_particle_system handle)
{
    psys *s = lookup(sys, handle);
    return s ? s->count : 0;
}

PLUME_COLD plume_status plume_particle_system_resolved(const plume_system *sys, plume_particle_system handle,
                                            plume_particle_system_desc *out)
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    *out = s->desc;
    return PLUME_OK;
}

PLUME_COLD int plume_particle_system_ended(const plume_system *sys, plume_particle_system handle)
{
    const psys *s = lookup(sys, handle);
    if (!s) return 1;
    return !s->desc.manual && s->count == 0 && flow_over(s);
}

/* n particles at the event's place, aged by the `ago` ms since it (moving at their start velocity); those
   whose life ended in the meantime are dropped again. Returns how many were born. */
static uint32_t spawn_event(psys *child, uint32_t n, const float m[16], float ago)
{
    /* each would have lived and died within the step (a long one; a resolved life is > 0), and no sub-emitter of it
       starts at its births: not made, which costs nothing, the count kept */
    if (ago >= child->desc.life[1] && !(child->wants & (1u << PLUME_SUB_BIRTH))) {
        uint32_t room = child->capacity - child->count;
        return n < room ? n : room;
    }
    uint32_t first = child->count, born = spawn_from(child, n, ago, m); /* born at the event, for their own children too */
    if (!(ago > 0.0f)) { /* born now (at a parent's birth): where they are, in the kept box */
        for (uint32_t i = first; i < child->count; i++) box_grow(child->box_lo, child->box_hi, &child->position[i * 3]);
        return born;
    }
    for (uint32_t i = first; i < child->count;) {
        child->life[i] -= ago;
        if (child->life[i] <= 0.0f) { /* lived and died within the step: the last new one takes its place */
            remove_at(child, i);
            continue;
        }
        for (int a = 0; a < 3; a++) child->position[i * 3 + a] += child->velocity[i * 3 + a] * ago * 0.001f;
        memcpy(&child->previous[i * 3], &child->position[i * 3], 3 * sizeof(float));
        box_grow(child->box_lo, child->box_hi, &child->position[i * 3]);
        look_at_ages(child, i, i + 1);
        i++;
    }
    return born;
}

/* Sub-emitters: each child's `burst` at its parent's births and deaths of this step, or where every parent
   particle whose age crossed a multiple of the interval is, aged by the time since. What does not fit the
   child's capacity is counted. */
PLUME_COLD static void deliver_events(plume_psys_table *t, double ms)
{
    /* in passes: the births a pass makes reach their own children in the next (a chain, whatever the slots) */
    for (int pass = 0; pass < 8; pass++) {
        int pending = 0;
        for (uint32_t slot = 0; slot < t->systems.capacity; slot++) {
            psys *s = t->systems.slots[slot];
            if (!s) continue;
            s->event_begin = pass ? s->event_end : 0;
            s->event_end = s->event_count;
            pending |= s->event_end > s->event_begin;
        }
        if (!pending && pass > 0) return;
        for (uint32_t slot = 0; slot < t->systems.capacity; slot++) {
            psys *child = t->systems.slots[slot];
            if (!child || !child->desc.parent) continue;
            const psys *parent = plume_table_find(&t->systems, child->desc.parent);
            if (!parent) continue;
            const plume_particle_system_desc *d = &child->desc;
            float m[16];
            memcpy(m, child->transform, sizeof m);
            uint32_t wanted = 0, born = 0;
            if (d->parent_event == PLUME_SUB_INTERVAL) {
                if (pass) continue; /* a parent particle's intervals are counted once a step */
                double interval = d->parent_interval;
                for (uint32_t i = 0; i < parent->count; i++) {
                    double age = (double)parent->max_life[i] - parent->life[i], before = age - ms;
                    double crossed = floor(age / interval) - floor((before > 0.0 ? before : 0.0) / interval);
                    if (!(crossed >= 1.0)) continue;
                    uint32_t n = d->burst * (uint32_t)fmin(crossed, 64.0); /* a long step: every interval it passed */
                    float at[3];
                    world_position(parent, i, at);
                    memcpy(&m[12], at, sizeof at);
                    wanted += n;
                    born += spawn_event(child, n, m, (float)(age - floor(age / interval) * interval));
                }
            } else {
                for (uint32_t e = parent->event_begin; e < parent->event_end; e++) {
                    const float *event = &parent->events[(size_t)e * EVENT_FLOATS];
                    if ((uint32_t)event[3] != d->parent_event) continue;
                    memcpy(&m[12], event, 3 * sizeof(float));
                    wanted += d->burst;
                    born += spawn_event(child, d->burst, m, event[4]);
                }
            }
            t->sub_dropped += wanted - born;
        }
    }
}

PLUME_COLD plume_status plume_particle_system_advance(plume_system *sys, plume_particle_system handle, double ms)
{
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    if (not_yours(sys, s, handle)) return plume_last_status();
    if (!(ms >= 0.0 && isfinite(ms))) return plume_fail_number("advance", ms, "a finite number of ms >= 0");
    simulate(s, ms);
    return PLUME_OK;
}

PLUME_COLD void plume_particle_systems_step(plume_system *sys, double ms)
{
    plume_psys_table *t = sys->particle_systems;
    if (!t || !t->systems.count) return;
    for (uint32_t slot = 0; slot < t->systems.capacity; slot++) {
        psys *s = t->systems.slots[slot];
        if (s) simulate(s, ms);
    }
    if (t->sub_emitters) deliver_events(t, ms);
    for (uint32_t slot = 0; slot < t->systems.capacity; slot++) {
        psys *s = t->systems.slots[slot];
        if (!s) continue;
        s->event_count = 0; /* delivered: a burst between steps waits for the next */
        if (s->desc.one_shot && !s->desc.manual && s->count == 0 && flow_over(s)) {
            if (s->desc.parent) t->sub_emitters--;
            plume_table_take(&t->systems, plume_table_id(&t->systems, slot));
            free_system(s);
        }
    }
}

PLUME_COLD void plume_particle_systems_count(const plume_system *sys, uint32_t *systems, uint32_t *particles)
{
    const plume_psys_table *t = sys->particle_systems;
    *systems = t ? t->systems.count : 0;
    *particles = 0;
    if (!t) return;
    for (uint32_t i = 0; i < t->systems.capacity; i++)
        if (t->systems.slots[i]) *particles += ((const psys *)t->systems.slots[i])->count;
}

PLUME_COLD uint32_t plume_particle_systems_sub_dropped(const plume_system *sys)
{
    const plume_psys_table *t = sys->particle_systems;
    return t ? t->sub_dropped : 0;
}

/* A lit system's light at its position through its transform, over its clock while it shows or makes particles: over
   its flow and one life (a burst: one life), held at the last key after it (a flow stopped by rate 0); over each cycle
   while it flows for ever. */
PLUME_COLD static void systems_lights(plume_system *sys, plume_light_list *list)
{
    const plume_psys_table *t = sys->particle_systems;
    for (uint32_t i = 0; t && i < t->systems.capacity; i++) {
        const psys *s = t->systems.slots[i];
        if (!s || !s->desc.light.intensity.count || (!s->desc.manual && s->count == 0 && flow_over(s))) continue;
        const plume_light *light = &s->desc.light;
        int endless = s->period > 0.0 && s->desc.duration == 0.0f && !s->desc.one_shot && !s->desc.parent;
        double cycle = endless || s->desc.manual ? (light->cycle > 0.0f ? light->cycle : PLUME_LAYER_DEFAULT_DURATION) : 0.0;
        double span = (s->period > 0.0 ? s->desc.duration : 0.0f) + s->desc.life[1];
        float at[3];
        point_through(s->transform, s->desc.position, at);
        plume_light_offer(list, light, at, plume_light_time(s->time, span, cycle));
    }
}

PLUME_COLD int plume_particle_systems_use_texture(const plume_system *sys, uint32_t texture_slot)
{
    const plume_psys_table *t = sys->particle_systems;
    if (!t) return 0;
    for (uint32_t i = 0; i < t->systems.capacity; i++)
        if (t->systems.slots[i] && ((const psys *)t->systems.slots[i])->texture_slot == texture_slot) return 1;
    return 0;
}

/* ---- bounds ---- */

static void point_through(const float m[16], const float p[3], float out[3])
{
    for (int a = 0; a < 3; a++) out[a] = m[a] * p[0] + m[4 + a] * p[1] + m[8 + a] * p[2] + m[12 + a];
}

/* The box in world space; returns 0 when there is nothing to draw. */
static int bounds_of(const psys *s, float min[3], float max[3])
{
    for (int a = 0; a < 3; a++) min[a] = INFINITY, max[a] = -INFINITY;
    if (s->count == 0) return 0;
    float lo[3] = {INFINITY, INFINITY, INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY}, pad = 0.0f, speed = 0.0f;
    int spark = s->desc.render == PLUME_RENDER_SPARK, velocity = s->desc.render == PLUME_RENDER_VELOCITY;
    /* the box the step kept, where nothing but the core moved the particles and no tail or speed widens it */
    int kept = box_kept(s);
    if (kept) {
        memcpy(lo, s->box_lo, sizeof lo);
        memcpy(hi, s->box_hi, sizeof hi);
        pad = s->box_size;
    }
    for (uint32_t i = 0; i < (kept ? 0u : s->count); i++) {
        const float *p = &s->position[i * 3];
        for (int a = 0; a < 3; a++) {
            lo[a] = p[a] < lo[a] ? p[a] : lo[a]; /* comparisons, not fminf: vectorised, and a NaN is skipped alike */
            hi[a] = p[a] > hi[a] ? p[a] : hi[a];
        }
        if (spark) { /* its tail: stretch seconds of its motion behind it, as fill draws it */
            const float *v = &s->velocity[i * 3];
            float motion = s->desc.stretch, q[3];
            if (s->desc.speed_over_life.count) motion *= plume_keys_value(&s->desc.speed_over_life, life_fraction(s, i), 1.0f);
            for (int a = 0; a < 3; a++) q[a] = p[a] - v[a] * motion;
            for (int a = 0; a < 3; a++) {
                lo[a] = q[a] < lo[a] ? q[a] : lo[a];
                hi[a] = q[a] > hi[a] ? q[a] : hi[a];
            }
        }
        if (velocity) {
            const float *v = &s->velocity[i * 3];
            speed = fmaxf(speed, sqrtf(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]));
        }
        float size = fabsf(s->size[i]);
        pad = size > pad ? size : pad;
    }
    float trail_lo[3] = {INFINITY, INFINITY, INFINITY}, trail_hi[3] = {-INFINITY, -INFINITY, -INFINITY};
    if (s->trail) { /* its kept positions, in the world already */
        for (size_t k = 0; k < (size_t)s->count * TRAIL_FLOATS; k += 3)
            for (int a = 0; a < 3; a++) {
                float v = s->trail[k + a];
                trail_lo[a] = v < trail_lo[a] ? v : trail_lo[a];
                trail_hi[a] = v > trail_hi[a] ? v : trail_hi[a];
            }
        for (uint32_t k = 0; k < s->desc.trail_width_count; k++) pad = fmaxf(pad, s->desc.trail_width[k]);
    }
    if (!(lo[0] <= hi[0] && lo[1] <= hi[1] && lo[2] <= hi[2])) return 0; /* NaN written by a game */
    pad = pad * 0.7072f + (velocity ? s->desc.stretch * speed : 0.0f);
    pad += s->desc.noise_strength * s->desc.life[1] * 0.001f; /* the noise moves a particle at most this far */
    if (s->desc.local_space) { /* the 8 corners through the transform; the pad scaled by the largest axis */
        float scale = 0.0f;
        for (int c = 0; c < 3; c++)
            scale = fmaxf(scale, sqrtf(s->transform[c * 4] * s->transform[c * 4] +
                                       s->transform[c * 4 + 1] * s->transform[c * 4 + 1] +
                                       s->transform[c * 4 + 2] * s->transform[c * 4 + 2]));
        pad *= scale;
        for (int c = 0; c < 8; c++) {
            float corner[3] = {c & 1 ? hi[0] : lo[0], c & 2 ? hi[1] : lo[1], c & 4 ? hi[2] : lo[2]}, w[3];
            point_through(s->transform, corner, w);
            for (int a = 0; a < 3; a++) {
                min[a] = fminf(min[a], w[a]);
                max[a] = fmaxf(max[a], w[a]);
            }
        }
    } else {
        memcpy(min, lo, sizeof lo);
        memcpy(max, hi, sizeof hi);
    }
    for (int a = 0; a < 3; a++) {
        min[a] = fminf(min[a], trail_lo[a]) - pad; /* fminf: no trail (infinities) leaves the box as it is */
        max[a] = fmaxf(max[a], trail_hi[a]) + pad;
    }
    return 1;
}

PLUME_COLD int plume_particle_system_box_kept(const plume_system *sys, plume_particle_system handle)
{
    const psys *s = lookup(sys, handle);
    return s && box_kept(s);
}

PLUME_COLD int plume_particle_systems_boxes_hold(const plume_system *sys)
{
    const plume_psys_table *t = sys->particle_systems;
    for (uint32_t slot = 0; t && slot < t->systems.capacity; slot++) {
        const psys *s = t->systems.slots[slot];
        if (!s) continue;
        for (uint32_t i = 0; box_trusted(s) && i < s->count; i++) { /* untrusted: measured every frame, nothing kept */
            const float *p = &s->position[i * 3];
            for (int a = 0; a < 3; a++)
                if (p[a] < s->box_lo[a] || p[a] > s->box_hi[a]) return 0; /* a NaN is skipped, as by the box */
            if (fabsf(s->size[i]) > s->box_size) return 0;
        }
        /* and in the world: each particle inside the world box (a local-space system's through its transform) */
        float lo[3], hi[3];
        int drawn = bounds_of(s, lo, hi);
        for (uint32_t i = 0; drawn && i < s->count; i++) {
            float w[3];
            world_position(s, i, w);
            for (int a = 0; a < 3; a++) {
                float slack = 1e-4f * (1.0f + fabsf(w[a]));
                if (w[a] < lo[a] - slack || w[a] > hi[a] + slack) return 0;
            }
        }
    }
    return 1;
}

PLUME_COLD plume_status plume_particle_system_bounds(const plume_system *sys, plume_particle_system handle, float min[3],
                                          float max[3])
{
    plume_clear_error();
    psys *s = lookup(sys, handle);
    if (!s) return stale(handle);
    bounds_of(s, min, max);
    return PLUME_OK;
}

/* ---- sorting: back to front by squared distance to the camera, a stable LSD radix sort of indices ---- */

PLUME_COLD static void sort_particles(psys *s, const float eye[3])
{
    uint32_t n = s->count;
    for (uint32_t i = 0; i < n; i++) {
        float w[3];
        if (s->desc.local_space) point_through(s->transform, &s->position[i * 3], w);
        else memcpy(w, &s->position[i * 3], sizeof w);
        float dx = w[0] - eye[0], dy = w[1] - eye[1], dz = w[2] - eye[2];
        float d = dx * dx + dy * dy + dz * dz; /* >= 0: its bits order as the numbers do */
        uint32_t bits;
        memcpy(&bits, &d, sizeof bits);
        s->keys[i] = ~bits; /* far first */
        s->order[i] = i;
    }
    uint32_t *from = s->order, *to = s->order_tmp;
    for (uint32_t shift = 0; shift < 32; shift += 8) {
        uint32_t counts[256] = {0};
        for (uint32_t i = 0; i < n; i++) counts[(s->keys[from[i]] >> shift) & 255u]++;
        uint32_t sum = 0;
        for (uint32_t b = 0; b < 256; b++) {
            uint32_t c = counts[b];
            counts[b] = sum;
            sum += c;
        }
        for (uint32_t i = 0; i < n; i++) to[counts[(s->keys[from[i]] >> shift) & 255u]++] = from[i];
        uint32_t *swap = from;
        from = to;
        to = swap;
    }
    /* four passes: the result is back in s->order */
    s->ordered = 1;
}

/* ---- drawing ---- */

typedef struct sprite_record {
    float position[3], axis[3], size, rotation;
    uint8_t color[4];
    uint16_t frame;
    uint8_t corner[2];
} sprite_record;

_Static_assert(sizeof(sprite_record) == PLUME_SPRITE_RECORD_BYTES, "40-byte records");

typedef struct billboard_record { /* sprite_record without the axis */
    float position[3], size, rotation;
    uint8_t color[4];
    uint16_t frame;
    uint8_t corner[2];
} billboard_record;

_Static_assert(sizeof(billboard_record) == PLUME_SPRITE_BILLBOARD_BYTES, "28-byte records");
_Static_assert(offsetof(billboard_record, size) == PLUME_SPRITE_BILLBOARD_SIZE, "size");
_Static_assert(offsetof(billboard_record, rotation) == PLUME_SPRITE_BILLBOARD_ROTATION, "rotation");
_Static_assert(offsetof(billboard_record, color) == PLUME_SPRITE_BILLBOARD_COLOR, "color");
_Static_assert(offsetof(billboard_record, frame) == PLUME_SPRITE_BILLBOARD_FRAME, "frame");
_Static_assert(offsetof(billboard_record, corner) == PLUME_SPRITE_BILLBOARD_CORNER, "corner");
_Static_assert(offsetof(sprite_record, axis) == PLUME_SPRITE_RECORD_AXIS, "axis");
_Static_assert(offsetof(sprite_record, size) == PLUME_SPRITE_RECORD_SIZE, "size");
_Static_assert(offsetof(sprite_record, rotation) == PLUME_SPRITE_RECORD_ROTATION, "rotation");
_Static_assert(offsetof(sprite_record, color) == PLUME_SPRITE_RECORD_COLOR, "color");
_Static_assert(offsetof(sprite_record, frame) == PLUME_SPRITE_RECORD_FRAME, "frame");
_Static_assert(offsetof(sprite_record, corner) == PLUME_SPRITE_RECORD_CORNER, "corner");
/* Both layouts end alike: from the size on, the same fields at the same distances (put_tail writes them). */
enum { TAIL_SIZE = 0, TAIL_ROTATION = 4, TAIL_COLOR = 8, TAIL_FRAME = 12, TAIL_CORNER = 14 };
#define SAME_TAIL(field, at)                                                                                           \
    _Static_assert(offsetof(sprite_record, field) - offsetof(sprite_record, size) == (at) &&                           \
                       offsetof(billboard_record, field) - offsetof(billboard_record, size) == (at),                   \
                   #field)
SAME_TAIL(rotation, TAIL_ROTATION);
SAME_TAIL(color, TAIL_COLOR);
SAME_TAIL(frame, TAIL_FRAME);
SAME_TAIL(corner, TAIL_CORNER);

static uint8_t unorm8(float v) { return (uint8_t)(clamp01(v) * 255.0f + 0.5f); }

PLUME_COLD uint32_t plume_particle_system_record_bytes(const void *source)
{
    const psys *s = source;
    return s->desc.render == PLUME_RENDER_BILLBOARD ? PLUME_SPRITE_BILLBOARD_BYTES : PLUME_SPRITE_RECORD_BYTES;
}

PLUME_COLD uint32_t plume_particle_system_source_count(const void *source)
{
    const psys *s = source;
    return s->trail ? s->count * PLUME_TRAIL_SEGMENTS : s->count;
}

static const uint8_t CORNERS[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};

/* After a record written at dst (its corner bytes at `corner`: the frame blend above corner 0's bit): where the next
   goes, or (replicate, a backend without instancing) the record again for the quad's other three corners first. */
static uint8_t *replicated(uint8_t *dst, size_t bytes, size_t corner, uint8_t blend, int replicate)
{
    if (!replicate) return dst + bytes;
    for (int c = 1; c < 4; c++) {
        uint8_t *copy = dst + (size_t)c * bytes;
        memcpy(copy, dst, bytes);
        copy[corner] = (uint8_t)(blend | CORNERS[c][0]);
        copy[corner + 1] = CORNERS[c][1];
    }
    return dst + 4 * bytes;
}

/* A particle's colour into a record's RGBA8: RGB over the system's intensity (HDR), its alpha (a trail's fade to the
   tail is sprite.vert's). */
static void put_color(const psys *s, uint32_t i, float inverse_intensity, uint8_t color[4])
{
    for (int c = 0; c < 3; c++) color[c] = unorm8(s->color[i * 4 + c] * inverse_intensity);
    color[3] = unorm8(s->color[i * 4 + 3]);
}

/* The weight of the frame after particle i's, in the record's corner byte above the corner's bit (sprite.vert's
   aBlend): 0 .. 127. */
static uint8_t frame_blend(const psys *s, uint32_t i)
{
    if (s->frames < 2) return 0;
    const float p = frame_position(s, i);
    return (uint8_t)((uint32_t)((p - floorf(p)) * 127.0f + 0.5f) << 1);
}

/* The erosion threshold in the frame's top 4 bits (frames < 4096): 16 steps over life. */
static uint16_t eroded_frame(const psys *s, uint32_t i, uint32_t frame)
{
    float erosion = s->desc.look.erosion;
    if (!(erosion > 0.0f)) return (uint16_t)frame;
    return (uint16_t)(frame | (uint32_t)(clamp01(erosion * life_fraction(s, i)) * 15.0f + 0.5f) << 12);
}

/* Trails: a record per segment, head (the particle now) to tail, frame = segment (the texture along it). */
static uint32_t fill_trails(const psys *s, uint32_t first, uint8_t *dst, uint32_t max, int replicate)
{
    const uint32_t segments = PLUME_TRAIL_SEGMENTS, total = s->count * segments;
    if (first >= total) return 0;
    uint32_t n = total - first < max ? total - first : max;
    const plume_particle_system_desc *d = &s->desc;
    sprite_record r;
    memset(&r, 0, sizeof r);
    float phase = noise_phase(s);
    const float inverse_intensity = 1.0f / s->intensity; /* once: the records written may alias the system */
    for (uint32_t k = first; k < first + n; k++) {
        uint32_t p = k / segments, seg = k % segments, i = s->ordered ? s->order[p] : p;
        const float *trail = &s->trail[(size_t)i * TRAIL_FLOATS];
        /* the path: the particle now, then its kept positions; this segment runs from point seg to seg + 1 */
        float now[3];
        drawn_position(s, i, phase, now);
#define PATH(j) ((j) == 0 ? now : &trail[((j) - 1) * 3])
        memcpy(r.position, PATH(seg), sizeof r.position);
        memcpy(r.axis, PATH(seg + 1), sizeof r.axis);
        /* the width at the segment's head end (size) and at its tail end (rotation): sprite.vert goes from one to the
           other, so the ribbon's edge has no step where segments meet */
        float width[2];
        for (int end = 0; end < 2; end++) {
            float t = (float)(seg + (uint32_t)end) / (float)segments;
            width[end] = d->trail_width_count ? plume_curve_value(d->trail_width_count, d->trail_width_times,
                                                                  d->trail_width_ease, d->trail_width, t)
                                              : s->size[i] * (1.0f - t);
        }
        float along[3] = {0.0f, 0.0f, 0.0f}, across[3] = {0.0f, 0.0f, 0.0f};
        const int faces = plume_trail_axes(PATH(seg), PATH(seg + 1), s->eye, along, across);
        const int drawn = along[0] != 0.0f || along[1] != 0.0f || along[2] != 0.0f; /* no length: nothing */
        /* the joints mitred: the head end against the segment before (nearer the head), the tail end the one after */
        /* an eroding trail's frame holds its threshold in the top 4 bits: 4 bits a shear (sevenths), else 6 (31sts) */
        const int eroding = s->desc.look.erosion > 0.0f, steps = eroding ? 7 : 31, bits = eroding ? 4 : 6;
        uint32_t head_shear = (uint32_t)steps + 1, tail_shear = (uint32_t)steps + 1;
        if (faces) {
            if (seg > 0) head_shear = plume_trail_miter(along, across, PATH(seg - 1), PATH(seg), s->eye, steps);
            if (seg + 1 < segments)
                tail_shear = plume_trail_miter(along, across, PATH(seg + 1), PATH(seg + 2), s->eye, steps);
        }
#undef PATH
        r.size = drawn ? width[0] : 0.0f;
        r.rotation = drawn ? width[1] : 0.0f;
        put_color(s, i, inverse_intensity, r.color); /* the fade to the tail is the shader's, per corner: continuous across joints */
        /* the segment in bits 0..3, the head end's shear above it, the tail end's above that (steps of a half width, +
           steps + 1) */
        r.frame = eroded_frame(s, i, seg | head_shear << 4 | tail_shear << (4 + bits));
        r.corner[0] = r.corner[1] = 0;
        memcpy(dst, &r, sizeof r);
        dst = replicated(dst, sizeof r, offsetof(sprite_record, corner), 0, replicate);
    }
    return n;
}

/* What a fill reads, taken into locals once a call: the records written through dst may alias the system, so anything
   read through s inside the loop would be loaded again after every record (bench/systems.js measures these loops). */
typedef struct fill_view {
    const float *restrict position, *restrict velocity, *restrict size, *restrict rotation, *restrict color;
    const uint16_t *restrict frame;
    const uint32_t *restrict order; /* back to front from `first` on; NULL: in slot order */
    float m[16], phase, inverse_intensity;
    int local, noisy, turns, blends, eroded;
} fill_view;

static fill_view view_of(const psys *s, uint32_t first)
{
    fill_view v = {s->position, s->velocity, s->size, s->rotation, s->color, s->frame,
                   s->ordered ? s->order + first : NULL, {0}, noise_phase(s), 1.0f / s->intensity,
                   s->desc.local_space != 0, s->desc.noise_strength > 0.0f, s->desc.rotation_over_life.count > 0,
                   s->frames >= 2, s->desc.look.erosion > 0.0f};
    memcpy(v.m, s->transform, sizeof v.m);
    return v;
}

/* What both record layouts hold after the position (and a sprite's axis), from `tail` on — size, rotation, colour,
   frame, corner, at the same distances in both (asserted above) — written in place by fixed-size copies (plain stores,
   any alignment of dst); then, replicating, the record again for the quad's other three corners. Where the next goes.
   Always inlined: called, it takes the view's address and the view goes to memory, read again after every record's
   stores (bench/systems.js: +0.3 ms for billboards, +0.5 ms for sparks at 100,000). */
__attribute__((always_inline)) static inline uint8_t *put_tail(const psys *s, const fill_view *v, uint32_t i, uint8_t *dst, size_t tail, size_t bytes,
                                int replicate)
{
    float turned = v->rotation[i];
    if (v->turns) turned += plume_keys_value(&s->desc.rotation_over_life, life_fraction(s, i), 0.0f) * DEG;
    const float *color = &v->color[i * 4];
    const uint8_t rgba[4] = {unorm8(color[0] * v->inverse_intensity), unorm8(color[1] * v->inverse_intensity),
                             unorm8(color[2] * v->inverse_intensity), unorm8(color[3])};
    const uint16_t shown = v->eroded ? eroded_frame(s, i, v->frame[i]) : v->frame[i];
    const uint8_t corner[2] = {v->blends ? frame_blend(s, i) : 0, 0};
    memcpy(dst + tail + TAIL_SIZE, &v->size[i], sizeof(float));
    memcpy(dst + tail + TAIL_ROTATION, &turned, sizeof turned);
    memcpy(dst + tail + TAIL_COLOR, rgba, sizeof rgba);
    memcpy(dst + tail + TAIL_FRAME, &shown, sizeof shown);
    memcpy(dst + tail + TAIL_CORNER, corner, sizeof corner);
    return replicated(dst, bytes, tail + TAIL_CORNER, corner[0], replicate);
}

static uint32_t fill_billboards(const psys *s, uint32_t first, uint8_t *dst, uint32_t max, int replicate);

uint32_t plume_particle_system_fill(const void *source, uint32_t first, uint8_t *dst, uint32_t max, int replicate)
{
    const psys *s = source;
    if (s->trail) return fill_trails(s, first, dst, max, replicate);
    if (first >= s->count) return 0;
    if (s->desc.render == PLUME_RENDER_BILLBOARD) return fill_billboards(s, first, dst, max, replicate);
    uint32_t n = s->count - first < max ? s->count - first : max;
    const fill_view v = view_of(s, first);
    float normal[3], buf[3];
    memcpy(normal, s->desc.decal_normal, sizeof normal);
    const int style = (int)s->desc.render;
    const float stretch = s->desc.stretch;
    const int scaled = s->desc.speed_over_life.count > 0; /* the motion drawn: the velocity × its keys */
    for (uint32_t k = 0; k < n; k++) {
        uint32_t i = v.order ? v.order[k] : first + k;
        const float *p = v.noisy ? drawn_at(s, i, v.phase, buf) : &v.position[i * 3];
        float at[3], axis[3]; /* velocity style: stretch seconds of the motion; spark: the point that far behind */
        float motion = scaled ? stretch * plume_keys_value(&s->desc.speed_over_life, life_fraction(s, i), 1.0f) : stretch;
        for (int a = 0; a < 3; a++) axis[a] = v.velocity[i * 3 + a] * motion;
        if (style == PLUME_RENDER_SPARK)
            for (int a = 0; a < 3; a++) axis[a] = p[a] - axis[a];
        if (v.local) {
            float moved[3];
            point_through(v.m, p, at);
            if (style == PLUME_RENDER_SPARK) point_through(v.m, axis, moved);
            else
                for (int a = 0; a < 3; a++) moved[a] = v.m[a] * axis[0] + v.m[4 + a] * axis[1] + v.m[8 + a] * axis[2];
            memcpy(axis, moved, sizeof axis);
        } else {
            for (int a = 0; a < 3; a++) at[a] = p[a];
        }
        if (style == PLUME_RENDER_DECAL) memcpy(axis, normal, sizeof axis); /* world space, unit */
        memcpy(dst + offsetof(sprite_record, position), at, sizeof at);
        memcpy(dst + offsetof(sprite_record, axis), axis, sizeof axis);
        dst = put_tail(s, &v, i, dst, offsetof(sprite_record, size), sizeof(sprite_record), replicate);
    }
    return n;
}

/* Billboards: the 28-byte record, filled in one pass with nothing per particle beyond what it shows. */
static uint32_t fill_billboards(const psys *s, uint32_t first, uint8_t *dst, uint32_t max, int replicate)
{
    uint32_t n = s->count - first < max ? s->count - first : max;
    const fill_view v = view_of(s, first);
    float buf[3];
    for (uint32_t k = 0; k < n; k++) {
        uint32_t i = v.order ? v.order[k] : first + k;
        const float *p = v.noisy ? drawn_at(s, i, v.phase, buf) : &v.position[i * 3];
        float at[3];
        if (v.local) point_through(v.m, p, at);
        else at[0] = p[0], at[1] = p[1], at[2] = p[2];
        memcpy(dst + offsetof(billboard_record, position), at, sizeof at);
        dst = put_tail(s, &v, i, dst, offsetof(billboard_record, size), sizeof(billboard_record), replicate);
    }
    return n;
}

/* Systems drawn by one item share this. */
PLUME_COLD static uint64_t state_key(const psys *s)
{
    const plume_particle_system_desc *d = &s->desc;
    uint32_t soft_bits; /* soft >= 0: its top 22 bits order and tell apart any two distances a game uses */
    memcpy(&soft_bits, &d->soft, sizeof soft_bits);
    return ((uint64_t)(soft_bits >> 9) << 41) | ((uint64_t)(d->depth_test != 0) << 40) | ((uint64_t)s->texture_slot << 24) | ((uint64_t)d->blend << 20) |
           ((uint64_t)d->render << 16) | ((uint64_t)d->atlas_cols << 8) | (uint64_t)d->atlas_rows;
}

/* Draw order: unsorted systems first, grouped by state (slot order within a group); then sorted
   systems, far to near. A total order (slots differ), so the sort's instability never shows. */
PLUME_COLD static int draw_order(const void *pa, const void *pb)
{
    const struct visible_system *a = pa, *b = pb;
    if (a->order != b->order) return a->order < b->order ? -1 : 1;
    if (a->sorted != b->sorted) return a->sorted ? 1 : -1;
    if (a->sorted && a->depth != b->depth) return a->depth > b->depth ? -1 : 1;
    if (!a->sorted && a->key != b->key) return a->key < b->key ? -1 : 1;
    if (!a->sorted && a->own_look != b->own_look) return a->own_look < b->own_look ? -1 : 1;
    return a->slot < b->slot ? -1 : 1;
}

/* Shell sort (Ciura's gaps): O(n^1.3) for the thousands of systems a frame may hold, no allocation, and a
   fraction of libc's qsort in the download. */
PLUME_COLD static void sort_visible(struct visible_system *v, uint32_t n)
{
    static const uint32_t gaps[] = {44842, 19930, 8858, 3937, 1750, 701, 301, 132, 57, 23, 10, 4, 1};
    /* in order already (collected in slot order: every system of one look, no sorted one), as a frame of many plays
       of one effect is: one pass, not a pass a gap */
    uint32_t sorted = 1;
    while (sorted < n && draw_order(&v[sorted - 1], &v[sorted]) < 0) sorted++;
    if (sorted >= n) return;
    for (uint32_t g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
        uint32_t gap = gaps[g];
        for (uint32_t i = gap; i < n; i++) {
            struct visible_system x = v[i];
            uint32_t j = i;
            for (; j >= gap && draw_order(&v[j - gap], &x) > 0; j -= gap) v[j] = v[j - gap];
            v[j] = x;
        }
    }
}

PLUME_COLD void plume_particle_systems_collect_draws(plume_system *sys, plume_draw_list *list, const float view[16],
                                          const float view_projection[16], int include_idle)
{
    plume_psys_table *t = sys->particle_systems;
    if (!t || !t->systems.count) return;
    float right[3] = {view[0], view[4], view[8]}, up[3] = {view[1], view[5], view[9]}, eye[3];
    for (int i = 0; i < 3; i++)
        eye[i] = -(view[i * 4] * view[12] + view[i * 4 + 1] * view[13] + view[i * 4 + 2] * view[14]);
    uint32_t visible = 0;
    for (uint32_t slot = 0; slot < t->systems.capacity; slot++) {
        psys *s = t->systems.slots[slot];
        if (!s) continue;
        float lo[3], hi[3];
        int any = bounds_of(s, lo, hi);
        if (!include_idle && (!any || plume_box_outside_frustum(view_projection, lo, hi))) continue;
        float depth = 0.0f, center[3] = {0, 0, 0};
        if (any)
            for (int a = 0; a < 3; a++) {
                center[a] = 0.5f * (lo[a] + hi[a]);
                depth += (center[a] - eye[a]) * (center[a] - eye[a]);
            }
        t->visible[visible++] = (struct visible_system){state_key(s), depth, slot, s->desc.sort != 0, s->desc.render_order,
                                                        s->own_look ? slot + 1 : 0, {center[0], center[1], center[2]}};
    }
    sort_visible(t->visible, visible);
    uint32_t items = 0;
    for (uint32_t v = 0; v < visible;) {
        const psys *first = t->systems.slots[t->visible[v].slot];
        uint32_t end = v + 1;
        while (end < visible && t->visible[end].sorted == t->visible[v].sorted && t->visible[end].key == t->visible[v].key &&
               t->visible[end].order == t->visible[v].order && t->visible[end].own_look == t->visible[v].own_look)
            end++;
        plume_draw_item *item = plume_draw_list_add(list);
        if (!item) return;
        uint32_t particles = 0;
        float center[3] = {0, 0, 0};
        for (uint32_t k = v; k < end; k++) {
            psys *s = t->systems.slots[t->visible[k].slot];
            for (int a = 0; a < 3; a++) center[a] += t->visible[k].center[a] / (float)(end - v);
            if (s->desc.sort) sort_particles(s, eye);
            else s->ordered = 0;
            t->sources[k] = s;
            memcpy(s->eye, eye, sizeof s->eye); /* fill_trails mitres the joints for this camera */
            particles += plume_particle_system_source_count(s); /* records: a trail has one per segment */
        }
        const plume_particle_system_desc *d = &first->desc;
        float *u = t->uniforms[items++];
        int ignores_alpha = d->blend == PLUME_BLEND_PREMULTIPLIED || d->blend == PLUME_BLEND_ADDITIVE_IGNORE_ALPHA;
        /* a trail's texture offset along it, in texture lengths (the clock in double: no drift over hours) */
        double flow = first->time * 0.001 * d->trail_scroll;
        float values[PLUME_SU_VEC4S * 4] = {
            right[0], right[1], right[2], (float)d->render, up[0], up[1], up[2], ignores_alpha ? 1.0f : 0.0f,
            eye[0], eye[1], eye[2], (float)(flow - floor(flow)), (float)d->atlas_cols,
            d->render == PLUME_RENDER_TRAIL ? (float)PLUME_TRAIL_SEGMENTS : (float)d->atlas_rows,
            d->render == PLUME_RENDER_TRAIL ? 1.0f : (float)first->frames, 0.0f,
            d->look.light[0], d->look.light[1], d->look.light[2], first->light_strength,
            first->intensity, d->look.erosion > 0.0f ? 1.0f : 0.0f, 0.0f, 0.0f};
        memcpy(u, values, sizeof values);
        item->pipeline = PLUME_PIPELINE_SPRITE;
        item->blend = (plume_blend)d->blend;
        item->depth_test = d->depth_test != 0;
        item->soft = d->soft;
        item->distortion = d->distortion;
        item->volume = d->look.volume;
        item->order = d->render_order;
        memcpy(item->center, center, sizeof center);
        item->texture = first->texture_slot;
        item->resource = d->render == PLUME_RENDER_BILLBOARD ? PLUME_RESOURCE_SPRITE_BILLBOARD : PLUME_RESOURCE_SPRITE;
        item->sources = &t->sources[v];
        item->source_count = end - v;
        item->fill = plume_particle_system_fill;
        item->record_bytes = d->render == PLUME_RENDER_BILLBOARD ? PLUME_SPRITE_BILLBOARD_BYTES : PLUME_SPRITE_RECORD_BYTES;
        item->instance_count = particles;
        item->polygons = particles * 2;
        item->uniforms = u;
        item->uniform_vec4s = PLUME_SU_VEC4S;
        v = end;
    }
}
