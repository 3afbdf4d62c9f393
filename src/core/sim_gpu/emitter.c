/* emitter.c — GPU emitters in the core: handles, settings, the clock, the position history, the
   uniform block the vertex shader reads, and the same equations in C (reference, bounds, stats). */
#include "emitter.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "emitter_internal.h"
#include "collide.h"
#include "curve.h"
#include "decal.h"
#include "error.h"
#include "handle_table.h"
#include "light.h"
#include "look.h"
#include "shape.h"
#include "system_internal.h"

#define PI_F 3.14159265358979f
#define DEG (PI_F / 180.0f)
#define HISTORY_GRID (PLUME_EMITTER_HISTORY - 1u) /* grid samples; the last sample is "now" */
#define FAR_MS 1.0e9f

typedef struct emitter {
    plume_emitter_desc desc; /* resolved: every default filled in */
    uint32_t texture_slot;   /* of desc.texture, found once (destroying a texture in use is refused) */
    float light_strength;    /* the look's, as drawn (plume_drawn_light_strength) */
    uint32_t count;          /* continuous slots */
    double rate_ms, period, life; /* particles per ms, ring period, effective life (ms) */
    double time;             /* the emitter's own clock, ms since creation: base + (table clock - since) × scale */
    double base, since;      /* its time when the scale or a seek last set it, and the table clock then */
    double stop_at;          /* emission clock time of stop(); INFINITY when emitting */
    double end_key;          /* table clock at which it ends (ended-poll heap key); INFINITY: not scheduled */
    int reported;            /* its end was taken off the heap (handed to a poll) */
    int queued;              /* an entry with key end_key waits in the heap */
    int pending;             /* an entry waits in the ring of ends not yet polled */
    uint32_t owner;          /* the C effect instance it plays for (effect.c), 0: none: where its end goes */
    uint32_t group;          /* slot + 1 of its group in the table (0: drawn on its own), and its member slot */
    uint32_t member;
    float transform[16];
    /* the path: grid samples every `spacing` ms of the emitter clock, a ring indexed by grid index */
    double spacing, key_time; /* key: the last position set, and when */
    float key[3];
    float grid[HISTORY_GRID][3];
    int64_t grid_hi;  /* last grid index written; -1: none */
    uint32_t grid_valid;
    float uniforms[PLUME_EU_VEC4S * 4];
} emitter;

/* Every play of one layer, drawn in one call (the groups section below). */
typedef struct emitter_group {
    emitter model;     /* the resolved settings and what follows from them (ring, life, grid spacing) */
    plume_pool pool;   /* one record per member: what the shader reads per instance */
    uint32_t *members; /* emitter slot of each pool slot */
    uint32_t member_capacity;
    int owned; /* made by effect.c for an effect's layer: the public group calls do not reach it */
    float uniforms[PLUME_EU_HISTORY * 4]; /* settings, camera: sent when they change */
} emitter_group;

typedef struct ended_entry {
    double key; /* table clock */
    uint32_t id;
} ended_entry;

typedef struct plume_emitter_table {
    double clock;          /* the system's clock (plume_time): every emitter's time derives from it */
    double epoch;          /* the system's epoch: groups' records count from it, as the GPU clock uTime does */
    ended_entry *ended;    /* min-heap by key: emitters due to end */
    uint32_t ended_count, ended_capacity;
    plume_emitter_end *done; /* ended, not yet polled: for plume_emitters_poll_ended (owner 0) or effect.c */
    uint32_t done_head, done_count, done_capacity; /* a ring */
    plume_handle_table groups;   /* emitter_group *: every play of one layer, drawn in one call */
    plume_handle_table emitters; /* emitter * (members of groups too) */
    float *vertices; /* corner geometry of the largest bucket in use */
    uint16_t *indices;
    uint32_t quads;
    plume_geometry buckets[PLUME_EMITTER_BUCKETS];
} plume_emitter_table;

static plume_status schedule_end(plume_emitter_table *t, emitter *e, uint32_t id);
static double last_moment(const emitter *e);
static void collect_group_draws(plume_emitter_table *t, plume_draw_list *list, const float right[3],
                                const float up[3], const float eye[3], int include_idle);
static void write_member(plume_emitter_table *t, const emitter *e);
static plume_status leave_group(plume_emitter_table *t, emitter *e);
static void release_member(plume_emitter_table *t, emitter *e);

static uint32_t bucket_quads(uint32_t bucket) { return 256u << (2u * bucket); }

static uint32_t bucket_for(uint32_t slots)
{
    uint32_t b = 0;
    while (bucket_quads(b) < slots) b++;
    return b;
}

/* ---- handles ---- */

static emitter *emitter_at(const plume_emitter_table *t, uint32_t slot) { return t->emitters.slots[slot]; }
static emitter_group *group_at(const plume_emitter_table *t, uint32_t slot) { return t->groups.slots[slot]; }

/* The emitter's own clock now (its scale may be 0: frozen). */
static void sync_time(const plume_emitter_table *t, emitter *e)
{
    e->time = e->base + (t->clock - e->since) * e->desc.time_scale;
}

/* The live emitter behind a handle, its time brought up to the table clock; NULL when stale. */
static emitter *lookup(const plume_system *sys, plume_emitter handle)
{
    const plume_emitter_table *t = sys->emitters;
    emitter *e = t ? plume_table_find(&t->emitters, handle.id) : NULL;
    if (e) sync_time(t, e);
    return e;
}

/* Sets the emitter's time to `ms` from now on (seek, a new scale). */
static void set_time(const plume_emitter_table *t, emitter *e, double ms)
{
    e->base = ms;
    e->since = t->clock;
    e->time = ms;
}

static plume_emitter handle_of(const plume_emitter_table *t, uint32_t slot)
{
    return (plume_emitter){plume_table_id(&t->emitters, slot)};
}

static plume_status stale(plume_emitter handle)
{
    return plume_table_stale(PLUME_TABLE_EMITTERS, handle.id, "emitter", "was destroyed (or never existed)");
}

/* An effect instance's member changes only through its instance (plume_instance_*): its end, its
   group and its instance's bookkeeping stay in step. */
/* The emitter a changing call may change (*out): alive, and the caller's (an effect instance's members change only
   through the instance: effect.c acts for it). */
static plume_status yours(const plume_system *sys, plume_emitter handle, emitter **out)
{
    emitter *e = *out = lookup(sys, handle);
    if (!e) return stale(handle);
    if (e->owner == sys->acting_owner) return PLUME_OK;
    return plume_fail(PLUME_ERR_INVALID_ARGUMENT,
                      "emitter %u plays for an effect instance: stop, seek, move or kill the instance (plume_instance_*)",
                      handle.id);
}

/* ---- settings ---- */

static float def(float value, float fallback) { return value == 0.0f ? fallback : value; }

/* The collision plane of a desc with collide on, checked as a cpu system's plane collider (collide.c: one validator,
   the same messages, collide[0].…) and written back resolved: the normal unit, bounce 0 the shared default unless
   explicit. The plane's offset must also fit a float (the shader's). */
static plume_status check_plane(const plume_emitter_desc *in, plume_emitter_desc *out)
{
    plume_collider plane = {.type = PLUME_COLLIDE_PLANE, .bounce = in->collide_bounce, .friction = in->collide_friction,
                            .die = in->collide_die,
                            .explicit_zero = in->explicit_zero & PLUME_EMITTER_ZERO_BOUNCE ? PLUME_COLLIDER_ZERO_BOUNCE : 0u};
    memcpy(plane.a, in->collide_point, sizeof plane.a);
    memcpy(plane.b, in->collide_normal, sizeof plane.b);
    plume_collider resolved;
    plume_status status = plume_collider_check(0, &plane, &resolved);
    if (status) return status;
    const float *n = resolved.b, *p = resolved.a;
    if (!isfinite(n[0] * p[0] + n[1] * p[1] + n[2] * p[2]))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "collide[0].point is too far from the origin for 32-bit floats");
    memcpy(out->collide_normal, n, sizeof out->collide_normal);
    out->collide = 1;
    out->collide_die = resolved.die;
    out->collide_bounce = resolved.bounce;
    return PLUME_OK;
}

/* An emitter's own time scale, as JavaScript's timeScale: at most PLUME_EMITTER_MAX_TIME_SCALE (a play's group runs at
   its layer's times the play's, each bounded so: resolve takes any, the ring's indices are saturated). */
plume_status plume_emitter_check_time_scale(const plume_emitter_desc *desc)
{
    return desc && desc->time_scale > PLUME_EMITTER_MAX_TIME_SCALE
               ? plume_fail_number("timeScale", desc->time_scale, "a number from 0 to 1000")
               : PLUME_OK;
}

static const plume_emitter_desc NO_DESC; /* a desc not given: every setting its default */

/* Validates `in` and writes the resolved settings. */
static plume_status resolve(const plume_system *sys, const plume_emitter_desc *in, plume_emitter_desc *out,
                            uint32_t *texture_slot)
{
    *out = *in;
    const float scalars[] = {in->rate, in->life, in->duration, in->delay, in->radius, in->angle, in->drag,
                             in->stretch, in->noise_strength, in->noise_scale, in->time_scale, in->atlas_fps,
                             in->soft};
    const char *names[] = {"rate", "life", "duration", "delay", "shape.radius", "shape.angle", "drag", "stretch",
                           "noise.strength", "noise.scale", "timeScale", "atlas.fps", "soft"};
    for (int i = 0; i < 13; i++) {
        if (!isfinite(scalars[i]) || scalars[i] < 0.0f)
            return plume_fail_number(names[i], scalars[i], "a finite number >= 0");
    }
    if (!plume_all_finite(in->box, 3)) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "shape.size needs finite numbers");
    if (!plume_all_finite(in->direction, 3)) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "direction needs finite numbers");
    if (!plume_all_finite(in->gravity, 3)) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "gravity needs finite numbers");
    if (!plume_all_finite(in->speed, 2) || in->speed[0] < 0.0f || in->speed[1] < in->speed[0])
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "speed must be [min, max] with 0 <= min <= max");
    if (!plume_all_finite(in->rotation, 2) || !plume_all_finite(in->spin, 2))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "rotation and spin need finite numbers");
    if (in->rate > PLUME_EMITTER_MAX_RATE) return plume_fail_number("rate", in->rate, "at most 1e6 particles per second");
    if (in->life > PLUME_EMITTER_MAX_LIFE) return plume_fail_number("life", in->life, "at most 3.6e6 ms (an hour)");
    if (in->angle > 180.0f) return plume_fail_number("shape.angle", in->angle, "from 0 to 180 degrees");
    if (!(in->distortion >= 0.0f && in->distortion <= (float)PLUME_MAX_DISTORTION)) /* NaN fails too */
        return plume_fail_number("distortion", in->distortion, "from 0 to 256 (pixels of offset at full strength)");
    if (in->shape == PLUME_SHAPE_MESH) /* emission meshes: cpu systems and mesh layers */
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "shape: gpu layers cannot emit from a mesh; use sim: 'cpu' or 'mesh'");
    if (in->shape > PLUME_SHAPE_RING)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "unknown shape %u", in->shape);
    if (in->render == PLUME_RENDER_SPARK || in->render == PLUME_RENDER_TRAIL || in->render > PLUME_RENDER_PLANE)
        return plume_render_refused(in->render, "an emitter");
    if (!(in->noise_speed >= 0.0f && in->noise_speed <= PLUME_NOISE_MAX_SPEED))
        return plume_fail_number("noise.speed", in->noise_speed, "from 0 to 1000 (the field's phase per second)");
    if (in->blend > PLUME_BLEND_ADDITIVE_IGNORE_ALPHA)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "unknown blend mode %u", in->blend);
    plume_status status = plume_texture_reference(sys, in->texture, texture_slot);
    if (status) return status;
    status = plume_curve_check("size", in->size_count, in->size, 1, in->size_times, in->size_ease);
    if (!status) status = plume_curve_check("color", in->color_count, in->color, 4, in->color_times, in->color_ease);
    if (!status) status = plume_look_check(&in->look);
    if (!status) status = plume_keys_check("speedOverLife", &in->speed_over_life, 1);
    if (!status) status = plume_keys_check("rotationOverLife", &in->rotation_over_life, 0);
    if (!status) status = plume_light_check(&in->light);
    if (status) return status;
    status = plume_atlas_check(in->atlas_cols, in->atlas_rows, in->atlas_frames);
    if (status) return status;
    if (in->capacity > PLUME_EMITTER_MAX_CAPACITY)
        return plume_fail(PLUME_ERR_LIMIT, "capacity %u exceeds the maximum %u", in->capacity,
                          PLUME_EMITTER_MAX_CAPACITY);
    if (in->collide) {
        status = check_plane(in, out);
        if (status) return status;
    } else { /* off: the plane's fields mean nothing */
        memset(out->collide_point, 0, sizeof out->collide_point);
        memset(out->collide_normal, 0, sizeof out->collide_normal);
        out->collide_bounce = out->collide_friction = 0.0f;
        out->collide_die = 0;
    }

    int no_flow = (in->explicit_zero & PLUME_EMITTER_ZERO_RATE) && in->rate == 0.0f;
    if (no_flow && in->burst == 0)
        return plume_fail_field(PLUME_ERR_INVALID_ARGUMENT, "rate", "rate 0 emits nothing without a burst; give burst >= 1");
    out->rate = no_flow ? 0.0f : def(in->rate, PLUME_LAYER_DEFAULT_RATE);
    out->life = def(in->life, PLUME_LAYER_DEFAULT_LIFE);
    out->duration = def(in->duration, PLUME_LAYER_DEFAULT_DURATION);
    out->noise_scale = def(in->noise_scale, 1.0f);
    status = plume_decal_normal("decal.normal", in->decal_normal, out->decal_normal);
    if (status) return status;
    if (in->direction[0] == 0.0f && in->direction[1] == 0.0f && in->direction[2] == 0.0f) out->direction[1] = 1.0f;
    if (!(in->explicit_zero & PLUME_EMITTER_ZERO_SPEED) && in->speed[0] == 0.0f && in->speed[1] == 0.0f) {
        out->speed[0] = PLUME_LAYER_DEFAULT_SPEED_MIN;
        out->speed[1] = PLUME_LAYER_DEFAULT_SPEED_MAX;
    }
    plume_shape_defaults(in->shape, &out->radius, out->box, &out->angle, (in->explicit_zero & PLUME_EMITTER_ZERO_ANGLE) != 0);
    if (!(in->explicit_zero & PLUME_EMITTER_ZERO_TIME_SCALE) && in->time_scale == 0.0f) out->time_scale = 1.0f;
    plume_curves_resolve(&out->size_count, out->size, out->size_times, &out->color_count, out->color, out->color_times,
                         PLUME_EMITTER_DEFAULT_SIZE);
    plume_look_settle(&out->look);
    plume_keys_settle(&out->speed_over_life);
    plume_keys_settle(&out->rotation_over_life);
    plume_light_settle(&out->light);
    out->atlas_cols = in->atlas_cols ? in->atlas_cols : 1;
    out->atlas_rows = in->atlas_rows ? in->atlas_rows : 1;
    out->atlas_frames = in->atlas_frames ? in->atlas_frames : out->atlas_cols * out->atlas_rows;
    out->seed = in->seed % PLUME_EMITTER_HASH_PERIOD;

    double needed = ceil((double)out->rate * out->life / 1000.0 - 1e-9);
    if (needed < 1.0 && !no_flow) needed = 1.0;
    uint32_t capacity = in->capacity;
    if (!capacity) {
        char number[32];
        if (needed + in->burst > PLUME_EMITTER_MAX_CAPACITY)
            return plume_fail(PLUME_ERR_LIMIT,
                              "rate x life needs %s particles (+%u burst), more than the maximum capacity %u; "
                              "lower rate or life",
                              plume_format_number(needed, number), in->burst, PLUME_EMITTER_MAX_CAPACITY);
        capacity = (uint32_t)needed + in->burst;
    }
    if (in->burst > capacity || (!no_flow && in->burst == capacity)) /* not burst + 1 > capacity: it wraps at UINT32_MAX */
        return plume_fail(PLUME_ERR_LIMIT, "burst %u does not fit capacity %u (the ring needs a slot too)", in->burst,
                          capacity);
    out->capacity = capacity;
    return PLUME_OK;
}

static void apply(const plume_system *sys, emitter *e, const plume_emitter_desc *d, uint32_t texture_slot)
{
    e->desc = *d;
    e->texture_slot = texture_slot;
    e->light_strength = plume_drawn_light_strength(sys, texture_slot, d->look.light_strength);
    e->count = d->capacity - d->burst;
    e->rate_ms = d->rate / 1000.0;
    e->period = e->rate_ms > 0.0 ? e->count / e->rate_ms : FAR_MS; /* rate 0: bursts only */
    if (!(e->period < 1e30)) e->period = 1e30; /* a rate of 1e-44 a second: a float the shader can hold */
    e->life = d->life < e->period ? d->life : e->period; /* a smaller ring recycles particles early */
    double spacing = e->life / (HISTORY_GRID - 1);
    if (spacing != e->spacing) { /* a new grid: the path so far is forgotten, the position kept */
        e->spacing = spacing;
        e->grid_hi = -1;
        e->grid_valid = 0;
    }
}

static void emitters_step(plume_system *sys, double ms)
{
    (void)ms; /* the emitters read the world's clock */
    plume_emitters_step(sys);
}

static void emitters_count(const plume_system *sys, plume_stats *stats)
{
    plume_emitters_count(sys, &stats->emitters, &stats->emitter_particles);
}

static const char *emitters_use_texture(const plume_system *sys, uint32_t slot)
{
    return plume_emitters_use_texture(sys, slot) ? "an emitter; destroy the emitter (or set another texture) first" : NULL;
}

static void emitters_lights(plume_system *sys, plume_light_list *list);
static const plume_world_part EMITTERS = {PLUME_WORLD_ORDER_EMITTERS, plume_emitters_free, emitters_step,
                                          plume_emitters_rebase, emitters_count, emitters_use_texture, NULL,
                                          emitters_lights, plume_emitters_collect_draws};

static plume_emitter_table *table_of(plume_system *sys)
{
    if (!sys->emitters) {
        sys->emitters = calloc(1, sizeof(plume_emitter_table));
        if (sys->emitters) sys->emitters->clock = sys->now, sys->emitters->epoch = sys->epoch;
        if (sys->emitters) {
            sys->emitters->emitters.tag = PLUME_TABLE_EMITTERS;
            sys->emitters->groups.tag = PLUME_TABLE_GROUPS;
            plume_world_add_part(sys, &EMITTERS);
        }
    }
    return sys->emitters;
}

/* Grows the shared corner geometry to hold `slots` quads (rounded up to a bucket). */
static plume_status ensure_geometry(plume_emitter_table *t, uint32_t slots)
{
    uint32_t quads = bucket_quads(bucket_for(slots));
    if (quads <= t->quads) return PLUME_OK;
    float *vertices = malloc((size_t)quads * 4 * PLUME_EMITTER_VERTEX_FLOATS * sizeof(float));
    uint16_t *indices = malloc((size_t)quads * 6 * sizeof(uint16_t));
    if (!vertices || !indices) {
        free(vertices);
        free(indices);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for %u emitter quads", quads);
    }
    static const uint16_t QUAD[6] = {0, 1, 2, 0, 2, 3};
    for (uint32_t q = 0; q < quads; q++) {
        for (uint32_t c = 0; c < 4; c++) {
            vertices[(q * 4 + c) * 2] = (float)q;
            vertices[(q * 4 + c) * 2 + 1] = (float)c;
        }
        for (uint32_t i = 0; i < 6; i++) indices[q * 6 + i] = (uint16_t)(q * 4 + QUAD[i]);
    }
    free(t->vertices);
    free(t->indices);
    t->vertices = vertices;
    t->indices = indices;
    t->quads = quads;
    for (uint32_t b = 0; b < PLUME_EMITTER_BUCKETS; b++) {
        uint32_t n = bucket_quads(b) < quads ? bucket_quads(b) : quads;
        t->buckets[b] = (plume_geometry){.vertices = vertices, .vertex_count = n * 4,
                                         .vertex_floats = PLUME_EMITTER_VERTEX_FLOATS, .indices = indices,
                                         .index_count = n * 6};
    }
    return PLUME_OK;
}

plume_status plume_create_emitter(plume_system *sys, const plume_emitter_desc *desc, plume_emitter *out)
{
    plume_clear_error();
    out->id = 0;
    plume_emitter_desc resolved;
    uint32_t texture_slot;
    plume_status status = plume_emitter_check_time_scale(desc);
    if (!status) status = resolve(sys, desc ? desc : &NO_DESC, &resolved, &texture_slot);
    if (status) return status;
    plume_emitter_table *t = table_of(sys);
    if (!t) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating an emitter");
    uint32_t slot;
    status = plume_table_reserve(&t->emitters, "emitters", &slot);
    if (status) return status;
    status = ensure_geometry(t, resolved.capacity);
    if (status) return status;
    emitter *e = calloc(1, sizeof *e);
    if (!e) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating an emitter");
    e->stop_at = INFINITY;
    for (int i = 0; i < 16; i++) e->transform[i] = (i % 5 == 0) ? 1.0f : 0.0f;
    apply(sys, e, &resolved, texture_slot);
    set_time(t, e, 0.0);
    out->id = plume_table_occupy(&t->emitters, slot, e);
    status = schedule_end(t, e, out->id);
    if (status) { /* nothing half-made stays behind */
        plume_emitter_destroy(sys, *out);
        out->id = 0;
        return plume_fail(status, "out of memory creating an emitter");
    }
    return PLUME_OK;
}

plume_status plume_emitter_update(plume_system *sys, plume_emitter handle, const plume_emitter_desc *desc)
{
    plume_clear_error();
    emitter *e;
    plume_status mine = yours(sys, handle, &e);
    if (mine) return mine;
    plume_emitter_desc resolved;
    uint32_t texture_slot;
    plume_status status = plume_emitter_check_time_scale(desc);
    if (!status) status = resolve(sys, desc ? desc : &NO_DESC, &resolved, &texture_slot);
    if (!status) status = ensure_geometry(sys->emitters, resolved.capacity);
    if (!status && e->group) status = leave_group(sys->emitters, e); /* its settings are its own now */
    if (status) return status;
    apply(sys, e, &resolved, texture_slot);
    set_time(sys->emitters, e, e->time); /* the new scale runs from now */
    if (e->time < last_moment(e)) e->reported = 0; /* new settings brought it back: its end comes again */
    return schedule_end(sys->emitters, e, handle.id);
}

plume_status plume_emitter_destroy(plume_system *sys, plume_emitter handle)
{
    plume_clear_error();
    emitter *e;
    plume_status mine = yours(sys, handle, &e);
    if (mine) return mine;
    plume_emitter_table *t = sys->emitters;
    if (e->group) release_member(t, e);
    plume_table_take(&t->emitters, handle.id);
    free(e);
    return PLUME_OK;
}

int plume_emitter_alive(const plume_system *sys, plume_emitter handle) { return lookup(sys, handle) != NULL; }

/* The emitter time from which it never shows a particle again (INFINITY: while it loops). */
static double last_moment(const emitter *e)
{
    if (e->stop_at <= 0.0) return -INFINITY; /* stopped before its emission began: it never shows a particle */
    double end = e->desc.no_loop ? e->desc.duration : INFINITY;
    if (e->stop_at < end) end = e->stop_at;
    if (e->desc.rate == 0.0f && isfinite(end)) /* bursts only: the last one was at the start of its cycle */
        end = e->desc.no_loop ? 0.0 : floor(fmax(end - 1e-6, 0.0) / e->desc.duration) * e->desc.duration;
    return e->desc.delay + end + e->desc.life; /* the last particle born before the end has died */
}

int plume_emitter_ended(const plume_system *sys, plume_emitter handle)
{
    const emitter *e = lookup(sys, handle);
    return !e || e->time >= last_moment(e);
}

plume_status plume_emitter_resolved(const plume_system *sys, plume_emitter handle, plume_emitter_desc *out)
{
    plume_clear_error();
    emitter *e = lookup(sys, handle);
    if (!e) return stale(handle);
    *out = e->desc;
    return PLUME_OK;
}

void plume_emitters_free(plume_system *sys)
{
    plume_emitter_table *t = sys->emitters;
    if (!t) return;
    for (uint32_t i = 0; i < t->emitters.capacity; i++) free(t->emitters.slots[i]);
    for (uint32_t i = 0; i < t->groups.capacity; i++) {
        emitter_group *g = group_at(t, i);
        if (!g) continue;
        plume_pool_free(&g->pool);
        free(g->members);
        free(g);
    }
    plume_table_free(&t->groups);
    plume_table_free(&t->emitters);
    free(t->ended);
    free(t->done);
    free(t->vertices);
    free(t->indices);
    free(t);
    sys->emitters = NULL;
}

/* ---- the clock and the path ---- */

/* The grid index of time ms: saturated far below INT64_MAX, so a life of 1e-30 ms (spacing 2e-32) or a clock
   sped up by a time scale never overflows the cast (fuzz_sequence); such a path is degenerate, not undefined. */
static int64_t grid_index(double ms, double spacing)
{
    double g = floor(ms / spacing);
    return g < 4e18 ? (g > -4e18 ? (int64_t)g : (int64_t)-4e18) : (int64_t)4e18;
}

static void grid_write(emitter *e, int64_t g, const float p[3])
{
    memcpy(e->grid[(uint64_t)g % HISTORY_GRID], p, sizeof(float) * 3);
    if (g == e->grid_hi + 1) e->grid_valid = e->grid_valid < HISTORY_GRID ? e->grid_valid + 1 : HISTORY_GRID;
    else if (g > e->grid_hi) e->grid_valid = 1;
    if (g > e->grid_hi) e->grid_hi = g;
}

/* The emitter was at `key` at key_time and is at p now (e->time): grid samples in between are on
   the straight line; the one at or after key_time is rewritten (a repeated set at the same time). */
static void record(emitter *e, const float p[3])
{
    int64_t last = grid_index(e->time, e->spacing);
    int64_t first = e->grid_hi + 1;
    if (e->grid_hi >= 0 && (double)e->grid_hi * e->spacing >= e->key_time) first = e->grid_hi;
    if (first < last - (int64_t)HISTORY_GRID + 1) first = last - (int64_t)HISTORY_GRID + 1;
    if (first < 0) first = 0;
    double span = e->time - e->key_time;
    for (int64_t g = first; g <= last; g++) {
        double f = span > 0.0 ? ((double)g * e->spacing - e->key_time) / span : 1.0;
        if (f < 0.0) f = 0.0;
        if (f > 1.0) f = 1.0;
        float s[3];
        for (int i = 0; i < 3; i++) s[i] = (float)(e->key[i] + (p[i] - e->key[i]) * f);
        grid_write(e, g, s);
    }
    memcpy(e->key, p, sizeof e->key);
    e->key_time = e->time;
}

/* Position of the path at grid index g (before the first sample: the oldest; after: the key). */
static const float *grid_at(const emitter *e, int64_t g)
{
    if (e->grid_valid == 0 || g > e->grid_hi) return e->key;
    int64_t lo = e->grid_hi - (int64_t)e->grid_valid + 1;
    if (g < lo) g = lo;
    return e->grid[(uint64_t)g % HISTORY_GRID];
}

plume_status plume_emitter_set_transform(plume_system *sys, plume_emitter handle, const float transform[16])
{
    plume_clear_error();
    emitter *e;
    plume_status mine = yours(sys, handle, &e);
    if (mine) return mine;
    if (!plume_all_finite(transform, 16))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "emitter transform needs 16 finite numbers");
    /* a group member moved once its particles are out needs a path of its own: it leaves the group */
    if (e->group && e->time - e->desc.delay > 0.0) leave_group(sys->emitters, e);
    memcpy(e->transform, transform, sizeof e->transform);
    record(e, &transform[12]);
    if (e->group) write_member(sys->emitters, e);
    return PLUME_OK;
}

/* O(1): every emitter's time derives from the system's clock, which plume_step has moved. */
void plume_emitters_step(plume_system *sys)
{
    plume_emitter_table *t = sys->emitters;
    if (t) t->clock = sys->now;
}

plume_status plume_emitter_seek(plume_system *sys, plume_emitter handle, double ms)
{
    plume_clear_error();
    emitter *e;
    plume_status mine = yours(sys, handle, &e);
    if (mine) return mine;
    if (!isfinite(ms) || ms < 0.0 || ms > 1e12) return plume_fail_number("seek", ms, "a time from 0 to 1e12 ms");
    if (ms < e->key_time) { /* back into the recorded path: forget what comes after */
        int64_t g = grid_index(ms, e->spacing);
        const float *a = grid_at(e, g), *b = grid_at(e, g + 1);
        double f = ms / e->spacing - (double)g; /* from 0 to 1, but far past a saturated index (a life of 1e-44 ms) */
        if (f > 1.0) f = 1.0;
        for (int i = 0; i < 3; i++) e->key[i] = (float)(a[i] + (b[i] - a[i]) * f);
        if (g < e->grid_hi) {
            int64_t dropped = e->grid_hi - g;
            e->grid_valid = dropped >= (int64_t)e->grid_valid ? 0 : e->grid_valid - (uint32_t)dropped;
            e->grid_hi = g;
        }
        e->key_time = ms;
    }
    set_time(sys->emitters, e, ms);
    /* sought back: its end comes again; a play's member tells it again even sought past it, since a seek asks every
       part of the play for its end once more (effect.c) */
    if (e->time < last_moment(e) || e->owner) e->reported = 0;
    if (e->group) write_member(sys->emitters, e);
    return schedule_end(sys->emitters, e, handle.id);
}

plume_status plume_emitter_stop(plume_system *sys, plume_emitter handle)
{
    plume_clear_error();
    emitter *e;
    plume_status mine = yours(sys, handle, &e);
    if (mine) return mine;
    double emission = e->time - e->desc.delay + 1e-3; /* a particle born right now stays */
    if (emission < e->stop_at) e->stop_at = emission < 0.0 ? 0.0 : emission;
    if (e->group) write_member(sys->emitters, e);
    return schedule_end(sys->emitters, e, handle.id);
}

plume_status plume_emitter_time(const plume_system *sys, plume_emitter handle, double *out_ms)
{
    plume_clear_error();
    emitter *e = lookup(sys, handle);
    if (!e) return stale(handle);
    *out_ms = e->time;
    return PLUME_OK;
}

/* ---- the ring ---- */

typedef struct ring_state {
    double emission;   /* emission clock: emitter time - delay */
    double end;        /* no births at or after this emission time */
    int64_t first, last; /* global birth numbers alive now (first > last: none) */
    double burst_age;  /* < 0: no burst particles alive */
    uint32_t burst_cycle;
} ring_state;

/* A particle index as int64: saturated far below INT64_MAX (a clock sped up by its time scale for years, times the
   rate, passes it; the cast would be undefined). */
static int64_t saturated_index(double i) { return i < 4e18 ? (int64_t)i : (int64_t)4e18; }

static ring_state ring_now(const emitter *e)
{
    ring_state r;
    r.emission = e->time - e->desc.delay;
    r.end = e->desc.no_loop ? e->desc.duration : INFINITY;
    if (e->stop_at < r.end) r.end = e->stop_at;
    r.first = 1;
    r.last = 0;
    r.burst_age = -1.0;
    r.burst_cycle = 0;
    if (r.emission < 0.0) return r;
    if (e->desc.rate > 0.0f) {
        double newest = floor(r.emission * e->rate_ms);
        if (isfinite(r.end)) {
            double before_end = ceil(r.end * e->rate_ms) - 1.0;
            if (before_end < newest) newest = before_end;
        }
        double oldest = floor((r.emission - e->life) * e->rate_ms) + 1.0;
        if (oldest < 0.0) oldest = 0.0;
        r.last = saturated_index(newest);
        r.first = r.last - saturated_index(newest - oldest); /* the live span kept, however far the clock */
    }
    if (e->desc.burst) { /* all at the start of emission; while looping, again every duration */
        double cycle = e->desc.no_loop ? 0.0 : floor(r.emission / e->desc.duration);
        if (cycle * e->desc.duration >= r.end) cycle = e->desc.no_loop ? -1.0 : ceil(r.end / e->desc.duration) - 1.0;
        double age = r.emission - cycle * e->desc.duration;
        if (cycle >= 0.0 && age < e->life) {
            r.burst_age = age;
            r.burst_cycle = (uint32_t)fmod(cycle, PLUME_EMITTER_HASH_PERIOD);
        }
    }
    return r;
}

uint32_t plume_emitter_slots(const plume_system *sys, plume_emitter handle)
{
    emitter *e = lookup(sys, handle);
    return e ? e->desc.capacity : 0;
}

static uint32_t live_of(const emitter *e)
{
    ring_state r = ring_now(e);
    uint32_t live = r.last >= r.first ? (uint32_t)(r.last - r.first + 1) : 0;
    if (live > e->count) live = e->count;
    return live + (r.burst_age >= 0.0 ? e->desc.burst : 0);
}

uint32_t plume_emitter_live(const plume_system *sys, plume_emitter handle)
{
    emitter *e = lookup(sys, handle);
    return e ? live_of(e) : 0;
}

void plume_emitters_count(const plume_system *sys, uint32_t *emitters, uint32_t *particles)
{
    const plume_emitter_table *t = sys->emitters;
    *emitters = t ? t->emitters.count : 0;
    *particles = 0;
    if (!t) return;
    for (uint32_t i = 0; i < t->emitters.capacity; i++) {
        emitter *e = emitter_at(t, i);
        if (!e) continue;
        sync_time(t, e);
        *particles += live_of(e);
    }
}

/* A lit emitter's light where it is (its transform's origin), over its time after the delay: until its last particle
   died (last_moment); while it loops, over each cycle. */
static void emitters_lights(plume_system *sys, plume_light_list *list)
{
    plume_emitter_table *t = sys->emitters;
    for (uint32_t i = 0; t && i < t->emitters.capacity; i++) {
        emitter *e = emitter_at(t, i);
        if (!e || !e->desc.light.intensity.count) continue;
        sync_time(t, e);
        double tau = e->time - e->desc.delay, end = last_moment(e) - e->desc.delay;
        if (!(tau >= 0.0 && tau < end)) continue; /* not begun, or ended */
        const plume_light *light = &e->desc.light;
        double cycle = e->desc.no_loop ? 0.0 : light->cycle > 0.0f ? light->cycle : e->desc.duration;
        plume_light_offer(list, light, &e->transform[12], plume_light_time(tau, end, cycle));
    }
}

int plume_emitters_use_texture(const plume_system *sys, uint32_t slot)
{
    const plume_emitter_table *t = sys->emitters;
    for (uint32_t i = 0; t && i < t->emitters.capacity; i++)
        if (emitter_at(t, i) && emitter_at(t, i)->texture_slot == slot) return 1;
    for (uint32_t i = 0; t && i < t->groups.capacity; i++)
        if (group_at(t, i) && group_at(t, i)->model.texture_slot == slot) return 1;
    return 0;
}

/* ---- the uniform block ---- */

static void set4(float *u, int slot, float x, float y, float z, float w)
{
    u[slot * 4] = x;
    u[slot * 4 + 1] = y;
    u[slot * 4 + 2] = z;
    u[slot * 4 + 3] = w;
}

/* emitter.vert's facing (PLUME_EU_MISC.z): 0 camera, 1 along the velocity, 2 the emitter's XZ plane, 3 a decal */
static float facing_code(uint32_t render)
{
    return render == PLUME_RENDER_VELOCITY ? 1.0f : render == PLUME_RENDER_PLANE ? 2.0f
                                                : render == PLUME_RENDER_DECAL ? 3.0f : 0.0f;
}

/* The settings: every slot below PLUME_EU_HISTORY but the time, the burst's age and the camera
   (a group's members share them; pack() adds one emitter's time and path). */
static void pack_settings(const emitter *e, float *u)
{
    const plume_emitter_desc *d = &e->desc;
    set4(u, PLUME_EU_RING, (float)e->rate_ms, (float)e->period, (float)e->life, (float)e->count);
    set4(u, PLUME_EU_BURST, (float)d->burst, -1.0f, 0.0f, (float)d->seed);
    const float *m = e->transform;
    set4(u, PLUME_EU_M0, m[0], m[1], m[2], (float)d->shape);
    set4(u, PLUME_EU_M1, m[4], m[5], m[6], d->radius);
    set4(u, PLUME_EU_M2, m[8], m[9], m[10], (float)(d->surface != 0));
    float dir[3] = {0.0f, 1.0f, 0.0f}; /* resolve made an all-zero direction +Y */
    plume_unit3(d->direction, dir);
    set4(u, PLUME_EU_DIR, dir[0], dir[1], dir[2], cosf(d->angle * DEG));
    set4(u, PLUME_EU_BOX, d->box[0] * 0.5f, d->box[1] * 0.5f, d->box[2] * 0.5f, d->drag);
    set4(u, PLUME_EU_SPEED, d->speed[0], d->speed[1], d->noise_strength, d->noise_scale);
    set4(u, PLUME_EU_GRAVITY, d->gravity[0], d->gravity[1], d->gravity[2], d->stretch);
    for (uint32_t i = 0; i < PLUME_EMITTER_MAX_KEYS; i++) {
        uint32_t size_key = i < d->size_count ? i : d->size_count - 1, color_key = i < d->color_count ? i : d->color_count - 1;
        set4(u, PLUME_EU_KEYS + i, d->size_times[i], d->size[size_key], d->color_times[i], 0.0f);
        memcpy(&u[(PLUME_EU_COLOR + i) * 4], &d->color[color_key * 4], sizeof(float) * 4);
    }
    const plume_look *look = &d->look;
    set4(u, PLUME_EU_LIGHT, look->light[0], look->light[1], look->light[2], e->light_strength);
    set4(u, PLUME_EU_LOOK, look->hue_shift * DEG, look->erosion, (float)d->size_ease, (float)d->color_ease);
    const plume_keys *speed = &d->speed_over_life, *turn = &d->rotation_over_life;
    set4(u, PLUME_EU_MOTION, (float)speed->count, (float)turn->count, (float)e->life * 0.001f, (float)turn->ease);
    for (uint32_t i = 0; i < PLUME_EMITTER_MAX_KEYS; i++)
        set4(u, PLUME_EU_MOTION_KEYS + i, speed->times[i], speed->values[i], turn->times[i], turn->values[i] * DEG);
    /* the collision plane in the key rows' w (PLUME_EC_*): normal, offset, mode, bounce, what friction keeps */
    if (d->collide) {
        const float *n = d->collide_normal, *p = d->collide_point;
        for (int i = 0; i < 3; i++) u[(PLUME_EU_KEYS + PLUME_EC_NORMAL + i) * 4 + 3] = n[i];
        u[(PLUME_EU_KEYS + PLUME_EC_OFFSET) * 4 + 3] = n[0] * p[0] + n[1] * p[1] + n[2] * p[2];
        u[(PLUME_EU_KEYS + PLUME_EC_MODE) * 4 + 3] = d->collide_die ? 2.0f : 1.0f;
        u[(PLUME_EU_KEYS + PLUME_EC_BOUNCE) * 4 + 3] = d->collide_bounce;
        u[(PLUME_EU_KEYS + PLUME_EC_KEEP) * 4 + 3] = 1.0f - d->collide_friction;
    }
    /* colour × alpha only where the blend ignores alpha: additive applies it in the blend, once */
    int alpha_ignored = d->blend == PLUME_BLEND_PREMULTIPLIED || d->blend == PLUME_BLEND_ADDITIVE_IGNORE_ALPHA;
    set4(u, PLUME_EU_MISC, (float)d->size_count, (float)d->color_count, facing_code(d->render), alpha_ignored ? 1.0f : 0.0f);
    set4(u, PLUME_EU_ROTATION, d->rotation[0] * DEG, d->rotation[1] * DEG, d->spin[0] * DEG, d->spin[1] * DEG);
    set4(u, PLUME_EU_ATLAS, (float)d->atlas_cols, (float)d->atlas_rows, d->atlas_fps, (float)d->atlas_frames);
    set4(u, PLUME_EU_HISTORY_INFO, (float)(d->atlas_random_start != 0), 1.0f, (float)e->spacing, d->noise_speed);
}

/* The quad's axes: the camera's, or a decal's on its surface (emitter.vert takes both from the camera rows). */
static void set_axes(float *u, const plume_emitter_desc *d, const float right[3], const float up[3])
{
    float r[3], v[3];
    if (d->render == PLUME_RENDER_DECAL) plume_decal_axes(d->decal_normal, r, v);
    else memcpy(r, right, sizeof r), memcpy(v, up, sizeof v);
    set4(u, PLUME_EU_CAMERA_RIGHT, r[0], r[1], r[2], 0.0f);
    set4(u, PLUME_EU_CAMERA_UP, v[0], v[1], v[2], 0.0f);
}

/* Writes everything but the camera; returns the vec4s in use (history included). */
static uint32_t pack(emitter *e, const ring_state *r)
{
    float *u = e->uniforms;
    const plume_emitter_desc *d = &e->desc;
    pack_settings(e, u);
    double cycle = floor(r->emission / e->period);
    double in_cycle = r->emission - cycle * e->period;
    float start = (float)(r->emission > FAR_MS ? -FAR_MS : -r->emission);
    float end = (float)(r->end - r->emission > FAR_MS ? FAR_MS : r->end - r->emission);
    set4(u, PLUME_EU_TIME, (float)in_cycle, (float)fmod(cycle, PLUME_EMITTER_HASH_PERIOD), start, end);
    set4(u, PLUME_EU_BURST, (float)d->burst, (float)r->burst_age, (float)r->burst_cycle, (float)d->seed);
    /* the path over the last life: grid samples, then now; one sample when it did not move */
    int64_t newest = grid_index(e->time, e->spacing);
    int64_t oldest = newest - (int64_t)HISTORY_GRID + 1;
    float *h = &u[PLUME_EU_HISTORY * 4];
    int moved = 0;
    for (int64_t g = oldest; g <= newest; g++) {
        const float *p = grid_at(e, g);
        float *s = &h[(g - oldest) * 4];
        memcpy(s, p, sizeof(float) * 3);
        s[3] = (float)((double)g * e->spacing - e->time);
        moved |= p[0] != e->key[0] || p[1] != e->key[1] || p[2] != e->key[2];
    }
    uint32_t samples = moved ? PLUME_EMITTER_HISTORY : 1u;
    float *now = &h[(samples - 1) * 4];
    memcpy(now, e->key, sizeof(float) * 3);
    now[3] = 0.0f;
    set4(u, PLUME_EU_HISTORY_INFO, (float)(d->atlas_random_start != 0), (float)samples, (float)e->spacing, d->noise_speed);
    return PLUME_EU_HISTORY + samples;
}

plume_status plume_emitter_sample(const plume_system *sys, plume_emitter handle, uint32_t index,
                                  plume_emitter_particle *out)
{
    plume_clear_error();
    emitter *e = lookup(sys, handle);
    if (!e) return stale(handle);
    if (index >= e->desc.capacity)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle %u is beyond the %u slots", index, e->desc.capacity);
    ring_state r = ring_now(e);
    memset(out, 0, sizeof *out);
    if (r.emission < 0.0) return PLUME_OK;
    pack(e, &r);
    plume_emitter_evaluate(e->uniforms, index, out);
    return PLUME_OK;
}

/* ---- bounds: closed-form extremes of the motion over a life ---- */

static void mat3_apply(const float *u, const float v[3], float out[3])
{
    for (int i = 0; i < 3; i++)
        out[i] = u[PLUME_EU_M0 * 4 + i] * v[0] + u[PLUME_EU_M1 * 4 + i] * v[1] + u[PLUME_EU_M2 * 4 + i] * v[2];
}

/* Range of v f(t) + g h(t) over t in [t0, t1] (seconds of age; the speed keys over a life of life_s) for v in
   [vlo, vhi] (per axis): the minimum uses vlo, the maximum vhi (f >= 0), each a 1-D function with at most one
   stationary point — the speed keys (>= 0) scale the motion but never turn it, so the extremes stay where the
   velocity is zero or at the ends. */
static void motion_range(float vlo, float vhi, float g, float k, float t0, float t1, float life_s, const plume_keys *speed,
                         float *lo, float *hi)
{
    *lo = INFINITY;
    *hi = -INFINITY;
    for (int pass = 0; pass < 2; pass++) {
        float v = pass ? vhi : vlo;
        float times[3] = {t0, t1, -1.0f};
        /* velocity zero: v e^-kt + g (1 - e^-kt)/k = 0 */
        if (k < 1e-6f) {
            if (g != 0.0f) times[2] = -v / g;
        } else if (g - k * v != 0.0f) {
            float e = g / (g - k * v);
            if (e > 0.0f && e < 1.0f) times[2] = -logf(e) / k;
        }
        for (int i = 0; i < 3; i++) {
            if (times[i] < t0 || times[i] > t1) continue;
            float f, h;
            plume_curve_motion(speed, life_s, k, times[i], &f, &h);
            float at = v * f + g * h;
            if (at < *lo) *lo = at;
            if (at > *hi) *hi = at;
        }
    }
}

/* The collision plane in the bounds. A contact lies on the path the box already holds; after the bounce a particle
   moves from there under gravity and drag at a velocity v1 whose range per axis is the smallest of three supersets:
   any direction at max(bounce, 1 - friction) times the fastest speed; keep × the velocity's range over the life
   (`vlo`..`vhi` at launch, decayed, plus gravity's share, times the speed keys) plus (keep + bounce) × the normal
   times the speed; and, for a normal along an axis, bounce × the largest speed along it (on the normal's side) with
   keep × the range on the other axes. The box grows by that motion's range (two cases are tighter, below). When the normal is an axis and every
   particle starts on its side (the start box: the path `lo`..`hi` widened by the shape's `extent`), no particle goes
   behind the plane (a bounced one rests on it, a dying one is hidden): the box is cut there (noise, quads: `pad`). */
static void plane_bounds(const plume_emitter_desc *d, const float lo[3], const float hi[3], const float extent[3],
                         const float vlo[3], const float vhi[3], float vmax, float fastest, float life_s, float pad,
                         float min[3], float max[3])
{
    static const plume_keys none;
    const float *n = d->collide_normal, *p = d->collide_point;
    int axis = n[0] != 0.0f ? 0 : n[1] != 0.0f ? 1 : 2;
    int aligned = n[(axis + 1) % 3] == 0.0f && n[(axis + 2) % 3] == 0.0f;
    if (!d->collide_die) {
        float k = d->drag, keep = 1.0f - d->collide_friction, bounce = d->collide_bounce;
        float decay = expf(-k * life_s), g_f = k * life_s < 1e-3f ? life_s : (1.0f - decay) / k;
        float any = fmaxf(bounce, keep) * vmax, c_lo[3], c_hi[3];
        for (int i = 0; i < 3; i++) { /* the velocity at a contact: its range over the life */
            c_lo[i] = (vlo[i] > 0.0f ? vlo[i] * decay : vlo[i]) + fminf(0.0f, d->gravity[i] * g_f);
            c_hi[i] = (vhi[i] < 0.0f ? vhi[i] * decay : vhi[i]) + fmaxf(0.0f, d->gravity[i] * g_f);
            if (d->speed_over_life.count) c_lo[i] = fminf(c_lo[i], 0.0f) * fastest, c_hi[i] = fmaxf(c_hi[i], 0.0f) * fastest;
        }
        int keyed = d->speed_over_life.count != 0;
        for (int i = 0; i < 3; i++) {
            /* along the plane, without gravity or keys there: the velocity only shrinks at the contact, so the
               particle stays between its start and where it would have been (inside the box already) */
            if (n[i] == 0.0f && d->gravity[i] == 0.0f && !keyed) continue;
            float s = n[i] > 0.0f ? 1.0f : -1.0f, g_n = s * d->gravity[i];
            if (aligned && i == axis && g_n < 0.0f && !keyed) {
                /* pressed to the plane: each axis moves on its own (linear drag), and drag only takes energy, so
                   it rises after the bounce at most bounce² × (its launch's rise + its start's height) above it */
                float offset = n[0] * p[0] + n[1] * p[1] + n[2] * p[2];
                float top = s > 0.0f ? hi[i] + extent[i] - offset : -(lo[i] - extent[i]) - offset;
                float up = fmaxf(s > 0.0f ? vhi[i] : -vlo[i], 0.0f);
                float rise = bounce * bounce * (up * up / (-2.0f * g_n) + fmaxf(top, 0.0f)) + pad;
                if (s > 0.0f) max[i] = fmaxf(max[i], offset + rise);
                else min[i] = fminf(min[i], -offset - rise);
                continue;
            }
            float a = (keep + bounce) * n[i] * vmax;
            float v1_lo = fmaxf(-any, keep * c_lo[i] + fminf(0.0f, a)), v1_hi = fminf(any, keep * c_hi[i] + fmaxf(0.0f, a));
            if (aligned && i == axis) { /* bounce × the speed it came in with, away from the plane */
                float in = bounce * fmaxf(fabsf(c_lo[i]), fabsf(c_hi[i]));
                v1_lo = fmaxf(v1_lo, n[i] > 0.0f ? 0.0f : -in);
                v1_hi = fminf(v1_hi, n[i] > 0.0f ? in : 0.0f);
            }
            float mlo, mhi;
            motion_range(v1_lo, v1_hi, d->gravity[i], k, 0.0f, life_s, life_s, &none, &mlo, &mhi);
            min[i] += mlo;
            max[i] += mhi;
        }
    }
    if (!aligned) return;
    float offset = n[0] * p[0] + n[1] * p[1] + n[2] * p[2];
    float slack = 1e-3f + 1e-5f * fabsf(offset); /* the contact's float error, and starts within the reference's slack */
    if (n[axis] > 0.0f && lo[axis] - extent[axis] >= offset) min[axis] = fmaxf(min[axis], offset - pad - slack);
    if (n[axis] < 0.0f && -(hi[axis] + extent[axis]) >= offset) max[axis] = fminf(max[axis], -offset + pad + slack);
}

plume_status plume_emitter_bounds(const plume_system *sys, plume_emitter handle, float min[3], float max[3])
{
    plume_clear_error();
    emitter *e = lookup(sys, handle);
    if (!e) return stale(handle);
    const plume_emitter_desc *d = &e->desc;
    for (int i = 0; i < 3; i++) min[i] = INFINITY, max[i] = -INFINITY;
    ring_state r = ring_now(e);
    if (live_of(e) == 0) return PLUME_OK;
    pack(e, &r);
    const float *u = e->uniforms;
    /* where particles start: the path over the last life, plus the shape's extent through the matrix */
    int n = (int)u[PLUME_EU_HISTORY_INFO * 4 + 1];
    float lo[3] = {INFINITY, INFINITY, INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
    for (int s = 0; s < n; s++)
        for (int i = 0; i < 3; i++) {
            lo[i] = fminf(lo[i], u[(PLUME_EU_HISTORY + s) * 4 + i]);
            hi[i] = fmaxf(hi[i], u[(PLUME_EU_HISTORY + s) * 4 + i]);
        }
    float extent[3];
    float radius = d->shape == PLUME_SHAPE_POINT ? 0.0f : d->radius;
    for (int i = 0; i < 3; i++) {
        extent[i] = 0.0f;
        for (int c = 0; c < 3; c++) {
            float m = fabsf(e->transform[c * 4 + i]);
            extent[i] += m * (d->shape == PLUME_SHAPE_BOX ? d->box[c] * 0.5f : radius);
        }
    }
    /* velocity ranges: directions within `angle` of the world axis, speeds in [min, max] */
    float axis[3], dir[3] = {u[PLUME_EU_DIR * 4], u[PLUME_EU_DIR * 4 + 1], u[PLUME_EU_DIR * 4 + 2]};
    mat3_apply(u, dir, axis);
    int aimed = plume_unit3(axis, axis); /* 0: a transform that flattens the direction to nothing */
    /* a transform that stretches unevenly (or shears) opens the cone in the world beyond its angle: any direction */
    float len[3], cross = 0.0f;
    for (int c = 0; c < 3; c++) {
        const float *a = u + (PLUME_EU_M0 + c) * 4, *b = u + (PLUME_EU_M0 + (c + 1) % 3) * 4;
        len[c] = a[0] * a[0] + a[1] * a[1] + a[2] * a[2];
        cross = fmaxf(cross, fabsf(a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
    }
    float top = fmaxf(len[0], fmaxf(len[1], len[2])), bottom = fminf(len[0], fminf(len[1], len[2]));
    float tolerance = 1e-3f * top;
    int similar = fabsf(len[0] - len[1]) <= tolerance && fabsf(len[0] - len[2]) <= tolerance && cross <= tolerance;
    float spread = similar ? d->angle * DEG : PI_F, life_s = (float)e->life * 0.001f, pad = 0.0f;
    /* the transform scales launch speeds (the shader's M·dir·speed). Similar (within the tolerance): between the
       square roots of MᵀM's least and largest eigenvalues, which its diagonal (the columns' lengths) and its
       off-diagonal (their dot products, each at most `cross`) bound (Gershgorin). Else: along axis i by at most the
       length of M's row i (below), and in all by at most the columns' joint length. */
    float slow = d->speed[0] * sqrtf(fmaxf(0.0f, bottom - 2.0f * cross));
    float fast = d->speed[1] * sqrtf(similar ? top + 2.0f * cross : len[0] + len[1] + len[2]);
    for (uint32_t i = 0; i < d->size_count; i++) pad = fmaxf(pad, d->size[i]);
    float gl = sqrtf(d->gravity[0] * d->gravity[0] + d->gravity[1] * d->gravity[1] + d->gravity[2] * d->gravity[2]);
    float fastest = 1.0f; /* the speed keys' largest multiple */
    for (uint32_t i = 0; i < d->speed_over_life.count; i++)
        fastest = i == 0 ? d->speed_over_life.values[0] : fmaxf(fastest, d->speed_over_life.values[i]);
    float vmax = (fast + gl * life_s) * fastest;
    pad = 0.7072f * (pad + (d->render == PLUME_RENDER_VELOCITY ? d->stretch * vmax : 0.0f));
    /* the ages shown now, a ring slot and a millisecond wider each side (the draw's margin slot, the shader's float
       clock): the motion is bounded over those, not the whole life (a burst's particles are all one age); with a
       collision plane over the whole life (plane_bounds grows the box from every contact) */
    double young = INFINITY, old = -INFINITY;
    if (r.last >= r.first) {
        int64_t first = r.last - r.first + 1 > (int64_t)e->count ? r.last - (int64_t)e->count + 1 : r.first;
        double spacing = 1.0 / e->rate_ms;
        young = r.emission - (double)(r.last + 1) * spacing;
        old = r.emission - (double)(first - 1) * spacing;
    }
    if (r.burst_age >= 0.0) young = fmin(young, r.burst_age), old = fmax(old, r.burst_age);
    /* a group member's shader works out its clock and burst cycle in floats (emitter.vert's PLUME_GROUP branch): past
       2^20 ms its ages may be more than a millisecond off, and within 2 ms of a cycle's turn or of a stop on one it may
       take the neighbouring cycle's burst, a whole duration older or younger (the review found a member 14 minutes in
       drawing its burst at age 0 where C had 999.7 ms): the whole life then, for every emitter alike (a member's box
       is its twin's standing alone) */
    if (d->burst && !d->no_loop) {
        double turn = fmod(r.emission, (double)d->duration), stop = isfinite(r.end) ? fmod(r.end, (double)d->duration) : 2.0;
        if (turn < 2.0 || turn > d->duration - 2.0 || stop < 2.0 || stop > d->duration - 2.0) young = 0.0, old = e->life;
    }
    if (d->burst && d->no_loop && r.end < 2.0) young = 0.0, old = e->life; /* its one burst stopped as it came */
    if (r.emission >= 1048576.0) young = 0.0, old = e->life;
    float young_s = d->collide ? 0.0f : (float)(fmax(0.0, young - 1.0) * 0.001);
    float old_s = d->collide ? life_s : (float)(fmin(e->life, old + 1.0) * 0.001);
    if (!(young_s <= old_s)) young_s = 0.0f, old_s = life_s; /* nothing alive measured: the whole life */
    pad += d->noise_strength * old_s;
    float vlo[3], vhi[3]; /* the launch velocity's range per axis */
    for (int i = 0; i < 3; i++) {
        float alpha = aimed ? acosf(fmaxf(-1.0f, fminf(1.0f, axis[i]))) : PI_F * 0.5f;
        float c_lo = cosf(fminf(PI_F, alpha + spread)), c_hi = cosf(fmaxf(0.0f, alpha - spread));
        vlo[i] = fminf(slow * c_lo, fast * c_lo), vhi[i] = fmaxf(slow * c_hi, fast * c_hi);
        if (!similar) {
            const float *m = u + PLUME_EU_M0 * 4 + i;
            vhi[i] = d->speed[1] * sqrtf(m[0] * m[0] + m[4] * m[4] + m[8] * m[8]);
            vlo[i] = -vhi[i];
        }
        float mlo, mhi;
        motion_range(vlo[i], vhi[i], d->gravity[i], d->drag, young_s, old_s, life_s, &d->speed_over_life, &mlo, &mhi);
        min[i] = lo[i] - extent[i] + mlo - pad;
        max[i] = hi[i] + extent[i] + mhi + pad;
    }
    if (d->collide) plane_bounds(d, lo, hi, extent, vlo, vhi, vmax, fastest, life_s, pad, min, max);
    return PLUME_OK;
}

/* ---- the producer ---- */

void plume_emitters_collect_draws(plume_system *sys, plume_draw_list *list, const float view[16],
                                  const float view_projection[16], int include_idle)
{
    plume_emitter_table *t = sys->emitters;
    if (!t) return;
    /* camera axes and position from the view matrix (rows of its rotation; -Rᵀ·translation) */
    float right[3] = {view[0], view[4], view[8]}, up[3] = {view[1], view[5], view[9]}, eye[3];
    for (int i = 0; i < 3; i++) eye[i] = -(view[i * 4] * view[12] + view[i * 4 + 1] * view[13] + view[i * 4 + 2] * view[14]);
    collect_group_draws(t, list, right, up, eye, include_idle);
    uint32_t members = 0; /* emitters drawn by their group: when every emitter is, nothing is left to visit */
    for (uint32_t g = 0; g < t->groups.capacity; g++) members += group_at(t, g) ? group_at(t, g)->pool.alive : 0;
    for (uint32_t s = 0; s < t->emitters.capacity && members < t->emitters.count; s++) {
        emitter *e = emitter_at(t, s);
        if (!e || e->group) continue;
        sync_time(t, e);
        ring_state r = ring_now(e);
        int64_t live = r.last >= r.first ? r.last - r.first + 1 : 0;
        if (!include_idle && live == 0 && r.burst_age < 0.0) continue;
        float lo[3], hi[3];
        plume_emitter_bounds(sys, handle_of(t, s), lo, hi);
        if (!include_idle && plume_box_outside_frustum(view_projection, lo, hi)) continue;
        plume_draw_item *item = plume_draw_list_add(list);
        if (!item) return;
        uint32_t vec4s = pack(e, &r);
        set_axes(e->uniforms, &e->desc, right, up);
        set4(e->uniforms, PLUME_EU_CAMERA_POSITION, eye[0], eye[1], eye[2], 0.0f);
        item->pipeline = e->desc.collide ? PLUME_PIPELINE_EMITTER_COLLIDE : PLUME_PIPELINE_EMITTER;
        item->blend = (plume_blend)e->desc.blend;
        item->depth_test = e->desc.depth_test != 0;
        item->soft = e->desc.soft;
        item->distortion = e->desc.distortion;
        item->volume = e->desc.look.volume;
        item->order = e->desc.render_order;
        for (int a = 0; a < 3; a++) item->center[a] = lo[a] <= hi[a] ? 0.5f * (lo[a] + hi[a]) : 0.0f;
        item->texture = e->texture_slot;
        uint32_t bucket = bucket_for(e->desc.capacity);
        item->resource = PLUME_RESOURCE_EMITTER(bucket);
        item->geometry = &t->buckets[bucket];
        item->uniforms = e->uniforms;
        item->uniform_vec4s = vec4s;
        /* the live part of the ring (one slot of margin each side: the shader decides), then the burst */
        uint32_t n = e->count, ranges = 0, shown = 0;
        if (live > 0) {
            int64_t first = r.first - 1 < 0 ? 0 : r.first - 1, count = r.last + 1 - first + 1;
            if (count >= n) {
                item->range_first[ranges] = 0;
                item->range_count[ranges++] = n;
            } else {
                uint32_t f = (uint32_t)(first % n), c = (uint32_t)count;
                uint32_t head = f + c > n ? n - f : c;
                item->range_first[ranges] = f;
                item->range_count[ranges++] = head;
                if (head < c) {
                    item->range_first[ranges] = 0;
                    item->range_count[ranges++] = c - head;
                }
            }
            shown += (uint32_t)(live > n ? n : live);
        }
        if (r.burst_age >= 0.0 && e->desc.burst) {
            if (ranges && item->range_first[0] + item->range_count[0] == n) item->range_count[0] += e->desc.burst;
            else {
                item->range_first[ranges] = n;
                item->range_count[ranges++] = e->desc.burst;
            }
            shown += e->desc.burst;
        }
        if (include_idle && ranges == 0) {
            item->range_first[0] = 0;
            item->range_count[0] = 0;
        }
        item->polygons = shown * 2;
    }
}

/* ---- ends, polled: a min-heap of when each emitter will end, so nobody asks every emitter every frame ---- */

#define ENDED_SLACK 1e-3 /* ms: keys due this close to the clock are checked (the clock's rounding) */

static void heap_sift_up(ended_entry *h, uint32_t i)
{
    while (i > 0) {
        uint32_t parent = (i - 1) / 2;
        if (h[parent].key <= h[i].key) break;
        ended_entry tmp = h[parent];
        h[parent] = h[i];
        h[i] = tmp;
        i = parent;
    }
}

static void heap_sift_down(ended_entry *h, uint32_t n, uint32_t i)
{
    for (;;) {
        uint32_t least = i, l = 2 * i + 1, r = l + 1;
        if (l < n && h[l].key < h[least].key) least = l;
        if (r < n && h[r].key < h[least].key) least = r;
        if (least == i) return;
        ended_entry tmp = h[least];
        h[least] = h[i];
        h[i] = tmp;
        i = least;
    }
}

/* Keeps only entries that still stand (their emitter alive, with that key: one each, `queued`); rebuilds the heap. */
static void heap_compact(plume_emitter_table *t)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->ended_count; i++) {
        ended_entry x = t->ended[i];
        const emitter *e = plume_table_find(&t->emitters, x.id);
        if (e && e->end_key == x.key)
            t->ended[n++] = x;
    }
    t->ended_count = n;
    for (uint32_t i = n / 2; i-- > 0;) heap_sift_down(t->ended, n, i);
}

/* Queues the emitter's end at table clock `key` (a stale entry is skipped when it comes up). */
static plume_status queue_end(plume_emitter_table *t, emitter *e, uint32_t id, double key)
{
    if (key == e->end_key && e->queued) return PLUME_OK; /* already waiting (a repeated stop or seek) */
    e->end_key = key;
    e->queued = 0;
    if (!isfinite(key)) return PLUME_OK;
    if (t->ended_count > 2u * t->emitters.count + 64u) heap_compact(t);
    if (t->ended_count == t->ended_capacity) {
        uint32_t capacity = t->ended_capacity ? t->ended_capacity * 2u : 64u;
        ended_entry *grown = realloc(t->ended, capacity * sizeof *grown);
        if (!grown) {
            e->end_key = INFINITY;
            return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory queueing an emitter's end");
        }
        t->ended = grown;
        t->ended_capacity = capacity;
    }
    t->ended[t->ended_count] = (ended_entry){key, id};
    heap_sift_up(t->ended, t->ended_count++);
    e->queued = 1;
    return PLUME_OK;
}

/* When the emitter ends, on the table clock: INFINITY while it loops or its clock is frozen. */
static double end_key_of(const plume_emitter_table *t, const emitter *e)
{
    double last = last_moment(e);
    if (e->time >= last) return t->clock;
    if (isfinite(last) && e->desc.time_scale > 0.0f) return t->clock + (last - e->time) / e->desc.time_scale;
    return INFINITY;
}

static plume_status schedule_end(plume_emitter_table *t, emitter *e, uint32_t id)
{
    return queue_end(t, e, id, end_key_of(t, e));
}

/* Moves every end that is due from the heap to the ring of ends not yet polled. */
static void drain_ended(plume_system *sys)
{
    plume_emitter_table *t = sys->emitters;
    while (t && t->ended_count && t->ended[0].key <= t->clock + ENDED_SLACK) {
        if (t->done_count == t->done_capacity) { /* grow the ring (unrolled into the new block) */
            uint32_t capacity = t->done_capacity ? t->done_capacity * 2u : 64u;
            plume_emitter_end *grown = malloc(capacity * sizeof *grown);
            if (!grown) return; /* the ends stay on the heap: a later poll takes them */
            for (uint32_t i = 0; i < t->done_count; i++) grown[i] = t->done[(t->done_head + i) % t->done_capacity];
            free(t->done);
            t->done = grown;
            t->done_head = 0;
            t->done_capacity = capacity;
        }
        ended_entry top = t->ended[0];
        t->ended[0] = t->ended[--t->ended_count];
        heap_sift_down(t->ended, t->ended_count, 0);
        emitter *e = lookup(sys, (plume_emitter){top.id});
        if (!e || e->end_key != top.key) continue; /* destroyed, or rescheduled since */
        e->queued = 0;
        if (e->reported) continue;
        if (e->time < last_moment(e)) { /* not quite (the clock's rounding): at a later poll */
            double later = t->clock + fmax(2.0 * ENDED_SLACK, fabs(t->clock) * 1e-12); /* beyond this poll's reach */
            queue_end(t, e, top.id, fmax(end_key_of(t, e), later));
            continue;
        }
        e->reported = 1;
        if (e->pending) continue; /* its entry from before a seek still waits in the ring: that one reports it */
        e->pending = 1;
        t->done[(t->done_head + t->done_count++) % t->done_capacity] = (plume_emitter_end){{top.id}, e->owner};
    }
}

uint32_t plume_emitters_take_ended(plume_system *sys, int owned, plume_emitter_end *out, uint32_t max)
{
    plume_emitter_table *t = sys->emitters;
    drain_ended(sys);
    uint32_t n = 0;
    if (!t) return 0;
    /* take the ring's entries of the kind asked for, keeping the others in order */
    uint32_t kept = 0, count = t->done_count;
    for (uint32_t i = 0; i < count; i++) {
        plume_emitter_end end = t->done[(t->done_head + i) % t->done_capacity];
        emitter *e = lookup(sys, end.emitter);
        int wanted = (end.owner != 0) == (owned != 0) && n < max;
        if (e && !wanted) {
            t->done[(t->done_head + kept) % t->done_capacity] = end;
            kept++;
            continue;
        }
        if (e) e->pending = 0;
        if (!e || !e->reported || e->time < last_moment(e)) continue; /* destroyed or sought back since: dropped */
        out[n++] = end;
    }
    t->done_count = kept;
    return n;
}

uint32_t plume_emitters_poll_ended(plume_system *sys, plume_emitter *out, uint32_t max)
{
    plume_emitter_end ends[32];
    uint32_t n = 0;
    while (n < max) {
        uint32_t want = max - n < 32u ? max - n : 32u;
        uint32_t got = plume_emitters_take_ended(sys, 0, ends, want);
        for (uint32_t i = 0; i < got; i++) out[n++] = ends[i].emitter;
        if (got < want) break;
    }
    return n;
}

void plume_emitter_set_owner(plume_system *sys, plume_emitter handle, uint32_t owner)
{
    emitter *e = lookup(sys, handle);
    if (e) e->owner = owner;
}

/* ---- groups: every play of one layer, drawn in one call ---- */


/* The group behind a handle, when it is the caller's: `owned` for effect.c, 0 for the public calls. */
static emitter_group *group_lookup(const plume_emitter_table *t, plume_emitter_group handle, uint32_t *out_slot,
                                   int owned)
{
    emitter_group *g = t ? plume_table_find(&t->groups, handle.id) : NULL;
    if (!g || g->owned != owned) return NULL;
    if (out_slot) *out_slot = plume_table_slot(handle.id);
    return g;
}

static plume_status stale_group(plume_emitter_group handle)
{
    return plume_table_stale(PLUME_TABLE_GROUPS, handle.id, "emitter group", "was destroyed (or never existed)");
}

/* The member's record, as shaders/emitter.vert reads it (PLUME_EG_*), marked for upload. */
static void write_member(plume_emitter_table *t, const emitter *e)
{
    emitter_group *g = group_at(t, e->group - 1);
    float *r = &g->pool.records[(size_t)e->member * PLUME_RECORD_FLOATS];
    const float *m = e->transform;
    const plume_emitter_desc *d = &e->desc;
    double end = d->no_loop ? d->duration : INFINITY;
    if (e->stop_at < end) end = e->stop_at;
    double scale = d->time_scale;
    for (int c = 0; c < 3; c++)
        for (int i = 0; i < 3; i++) r[c * 4 + i] = m[c * 4 + i];
    r[PLUME_EG_SEED] = (float)d->seed;
    r[PLUME_EG_END] = (float)(end > FAR_MS ? FAR_MS : end);
    memcpy(&r[PLUME_EG_ORIGIN], e->key, sizeof(float) * 3);
    /* time = (clock - start) × scale, clock counted from the epoch; a frozen clock keeps its time in start.
       Start and clock go as whole + fraction of a ms, so the shader's difference is what double gives */
    double start = scale > 0.0 ? e->since - t->epoch - e->base / scale : e->base;
    double whole = floor(start);
    r[PLUME_EG_START] = (float)whole;
    r[PLUME_EG_START_FRACTION] = (float)(start - whole);
    plume_pool_mark_dirty(&g->pool, e->member, e->member + 1);
}

static void release_member(plume_emitter_table *t, emitter *e)
{
    emitter_group *g = group_at(t, e->group - 1);
    memset(&g->pool.records[(size_t)e->member * PLUME_RECORD_FLOATS], 0, PLUME_RECORD_FLOATS * sizeof(float));
    plume_pool_mark_dirty(&g->pool, e->member, e->member + 1);
    plume_pool_release(&g->pool, e->member);
    e->group = 0;
}

/* The emitter goes on alone, drawn by its own call: it stood still at its origin until now. */
static plume_status leave_group(plume_emitter_table *t, emitter *e)
{
    release_member(t, e);
    record(e, e->key);
    return PLUME_OK;
}

/* Records count from a recent epoch, so float32 keeps their times to a fraction of a millisecond:
   plume_step moved the system's epoch (every ~17 minutes); every live member's record follows. */
void plume_emitters_rebase(plume_system *sys)
{
    plume_emitter_table *t = sys->emitters;
    if (!t) return;
    t->clock = sys->now;
    t->epoch = sys->epoch;
    for (uint32_t gs = 0; gs < t->groups.capacity; gs++) {
        emitter_group *g = group_at(t, gs);
        for (uint32_t m = 0; g && m < g->pool.draw_count; m++) {
            if (!g->pool.slots[m].alive) continue;
            emitter *e = emitter_at(t, g->members[m]);
            sync_time(t, e);
            write_member(t, e);
        }
    }
}

static plume_status group_create(plume_system *sys, const plume_emitter_desc *desc, plume_emitter_group *out,
                                 int owned)
{
    plume_clear_error();
    out->id = 0;
    plume_emitter_desc resolved;
    uint32_t texture_slot;
    plume_status status = resolve(sys, desc ? desc : &NO_DESC, &resolved, &texture_slot);
    if (status) return status;
    plume_emitter_table *t = table_of(sys);
    if (!t) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating an emitter group");
    status = ensure_geometry(t, resolved.capacity);
    if (status) return status;
    uint32_t slot;
    status = plume_table_reserve(&t->groups, "emitter groups", &slot);
    if (status) return status;
    emitter_group *g = calloc(1, sizeof *g);
    if (!g || plume_pool_init(&g->pool, PLUME_MAX_EMITTERS)) {
        free(g);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating an emitter group");
    }
    g->model.stop_at = INFINITY;
    for (int i = 0; i < 16; i++) g->model.transform[i] = (i % 5 == 0) ? 1.0f : 0.0f;
    apply(sys, &g->model, &resolved, texture_slot);
    g->owned = owned;
    out->id = plume_table_occupy(&t->groups, slot, g);
    return PLUME_OK;
}

plume_status plume_emitter_group_create(plume_system *sys, const plume_emitter_desc *desc, plume_emitter_group *out)
{
    out->id = 0;
    plume_status status = plume_emitter_check_time_scale(desc);
    return status ? status : group_create(sys, desc, out, 0);
}

plume_status plume_effect_group_create(plume_system *sys, const plume_emitter_desc *desc, plume_emitter_group *out)
{
    return group_create(sys, desc, out, 1);
}

static plume_status group_destroy(plume_system *sys, plume_emitter_group handle, int owned)
{
    plume_clear_error();
    plume_emitter_table *t = sys->emitters;
    uint32_t slot;
    emitter_group *g = group_lookup(t, handle, &slot, owned);
    if (!g) return stale_group(handle);
    for (uint32_t m = 0; m < g->pool.draw_count; m++) {
        if (!g->pool.slots[m].alive) continue;
        free(plume_table_take(&t->emitters, plume_table_id(&t->emitters, g->members[m])));
    }
    plume_pool_free(&g->pool);
    free(g->members);
    free(g);
    plume_table_take(&t->groups, handle.id);
    return PLUME_OK;
}

plume_status plume_emitter_group_destroy(plume_system *sys, plume_emitter_group handle)
{
    return group_destroy(sys, handle, 0);
}

plume_status plume_effect_group_destroy(plume_system *sys, plume_emitter_group handle)
{
    return group_destroy(sys, handle, 1);
}

uint32_t plume_effect_group_members(const plume_system *sys, plume_emitter_group handle)
{
    const emitter_group *g = group_lookup(sys->emitters, handle, NULL, 1);
    return g ? g->pool.alive : 0;
}

uint32_t plume_emitter_group_members(const plume_system *sys, plume_emitter_group handle)
{
    const emitter_group *g = group_lookup(sys->emitters, handle, NULL, 0);
    return g ? g->pool.alive : 0;
}

int plume_emitter_group_alive(const plume_system *sys, plume_emitter_group handle)
{
    return group_lookup(sys->emitters, handle, NULL, 0) != NULL;
}

static plume_status group_play(plume_system *sys, plume_emitter_group handle, const float transform[16],
                               uint32_t seed, plume_emitter *out, int owned)
{
    plume_clear_error();
    out->id = 0;
    plume_emitter_table *t = sys->emitters;
    uint32_t group_slot;
    emitter_group *g = group_lookup(t, handle, &group_slot, owned);
    if (!g) return stale_group(handle);
    if (!plume_all_finite(transform, 16))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "play: the transform needs 16 finite numbers");
    uint32_t slot;
    plume_status status = plume_table_reserve(&t->emitters, "emitters", &slot);
    if (status) return status;
    emitter *e = malloc(sizeof *e);
    uint32_t member;
    if (!e || plume_pool_acquire(&g->pool, 0.0, INFINITY, &member)) {
        free(e);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an emitter");
    }
    if (g->pool.allocated > g->member_capacity) {
        uint32_t *members = realloc(g->members, g->pool.allocated * sizeof *members);
        if (!members) {
            plume_pool_release(&g->pool, member);
            free(e);
            return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing an emitter");
        }
        g->members = members;
        g->member_capacity = g->pool.allocated;
    }
    *e = g->model;
    e->desc.seed = seed % PLUME_EMITTER_HASH_PERIOD;
    memcpy(e->transform, transform, sizeof e->transform);
    memcpy(e->key, &transform[12], sizeof e->key);
    e->key_time = 0.0;
    set_time(t, e, 0.0);
    e->group = group_slot + 1;
    e->member = member;
    g->members[member] = slot;
    out->id = plume_table_occupy(&t->emitters, slot, e);
    write_member(t, e);
    status = schedule_end(t, e, out->id);
    if (status) {
        plume_emitter_destroy(sys, *out);
        out->id = 0;
        return plume_fail(status, "out of memory playing an emitter");
    }
    return PLUME_OK;
}

plume_status plume_emitter_group_play(plume_system *sys, plume_emitter_group handle, const float transform[16],
                                      uint32_t seed, plume_emitter *out)
{
    return group_play(sys, handle, transform, seed, out, 0);
}

plume_status plume_effect_group_play(plume_system *sys, plume_emitter_group handle, const float transform[16],
                                     uint32_t seed, plume_emitter *out)
{
    return group_play(sys, handle, transform, seed, out, 1);
}

/* One item per group with members: every member drawn by one instanced call (or a few batches). */
static void collect_group_draws(plume_emitter_table *t, plume_draw_list *list, const float right[3],
                                const float up[3], const float eye[3], int include_idle)
{
    for (uint32_t gs = 0; gs < t->groups.capacity; gs++) {
        emitter_group *g = group_at(t, gs);
        if (!g || (!g->pool.alive && !include_idle)) continue;
        plume_draw_item *item = plume_draw_list_add(list);
        if (!item) return;
        const plume_emitter_desc *d = &g->model.desc;
        float *u = g->uniforms;
        pack_settings(&g->model, u);
        /* the clock comes as uGroupClock (the settings stay the same frame after frame) */
        set4(u, PLUME_EU_TIME, d->time_scale, d->delay, d->duration, d->no_loop ? 1.0f : 0.0f);
        set_axes(u, d, right, up);
        set4(u, PLUME_EU_CAMERA_POSITION, eye[0], eye[1], eye[2], 0.0f);
        item->pipeline = d->collide ? PLUME_PIPELINE_EMITTER_GROUP_COLLIDE : PLUME_PIPELINE_EMITTER_GROUP;
        item->blend = (plume_blend)d->blend;
        item->depth_test = d->depth_test != 0;
        item->soft = d->soft;
        item->distortion = d->distortion;
        item->volume = d->look.volume;
        item->order = d->render_order;
        static const uint8_t origin[3] = {PLUME_EG_ORIGIN, PLUME_EG_ORIGIN + 1, PLUME_EG_ORIGIN + 2};
        plume_pool_center(&g->pool, origin, item->center);
        if (!plume_blend_commutes(item->blend) && !d->no_sort) item->position_at = origin; /* its members far to near */
        item->texture = g->model.texture_slot;
        uint32_t bucket = bucket_for(d->capacity);
        item->resource = PLUME_RESOURCE_EMITTER_GROUP(bucket);
        item->geometry = &t->buckets[bucket];
        item->instances = &g->pool;
        item->instance_count = g->pool.draw_count;
        item->instance_key = plume_table_id(&t->groups, gs);
        double now = t->clock - t->epoch;
        item->clock[0] = (float)floor(now);
        item->clock[1] = (float)(now - floor(now));
        item->uniforms = u;
        item->uniform_vec4s = PLUME_EU_HISTORY;
        item->range_first[0] = 0;
        item->range_count[0] = d->capacity;
        item->polygons = g->pool.alive * d->capacity * 2; /* slots drawn: the shader hides the unborn and dead */
    }
}
