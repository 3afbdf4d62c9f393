/* effect_mesh.c — a 'mesh' effect layer's particles for one instance: each cycle's births (a burst at its
   start, then `rate` a second) are spawned at once as kind instances with their ages — those not born yet
   with a negative age, which the pool schedules — so a seek shows exactly what playing showed. Particles
   given a speed or gravity move on the emitters' equation (plume_curve_motion) and are placed each step;
   the others are never touched after their spawn. */
#include "effect_mesh.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "curve.h"
#include "emission_mesh.h"
#include "error.h"
#include "light.h"
#include "rng.h"
#include "shape.h"
#include "system_internal.h"

#define DEG 0.017453292519943295

typedef struct mesh_particle {
    plume_instance id;
    double born;    /* instance ms */
    float life;     /* ms */
    float local[3]; /* where it starts, in the instance's frame */
    float velocity[3];
    float turn;     /* radians about Y */
} mesh_particle;

struct plume_mesh_part {
    const plume_mesh_layer_desc *desc; /* &own: the layer's settings and this play's kind */
    const float *offset;               /* own_offset */
    plume_mesh_layer_desc own;
    float own_offset[3];
    const plume_emission_mesh *mesh;   /* a mesh shape's triangles (borrowed: shared by every play of a layer), or NULL */
    plume_mesh_part *lit_prev, *lit_next;   /* in the system's parts with a light (ctx->lit_meshes) */
    float placement[16]; /* the instance's, and its time, at the last advance, stop or replace: where the light is */
    double t;
    int placed;
    plume_shape shape;
    uint32_t seed, layer;
    uint32_t births;     /* a cycle's */
    float duration, life[2], size[2];
    float delay;         /* the layer's (plume_effect_layer.delay) */
    int loop;            /* this play's: the layer's loop or the play's PLUME_PLAY_LOOP / NO_LOOP */
    float far;           /* the mesh's radius over both keyframes (bounds) */
    float reach;         /* a kind with size keys: far × its largest key (bounds; others scale far by their size now) */
    int moves, stopped;
    int facing;          /* the kind faces the camera: its meshes turn with the view (bounds) */
    int keyed;           /* the kind has size keys: `reach` bounds every age (bounds) */
    int64_t cycle;       /* cycles below it are spawned */
    mesh_particle *live;
    uint32_t count, capacity;
};

/* A cycle's births, in double: checked against PLUME_MESH_LAYER_MAX_BIRTHS before any cast. */
static double births_of(const plume_mesh_layer_desc *d, float duration)
{
    /* less a millionth: rate × duration in float is a hair over the whole number it means (0.1/s for 10 s is
       1.0000000149 births), and that hair must not make a second birth */
    double x = (double)d->rate * duration / 1000.0;
    double flow = d->rate > 0.0f ? ceil(x - x * 1e-6) : 0.0;
    return (double)d->burst + (flow > 0.0 ? flow : 0.0);
}

plume_status plume_mesh_layer_check(const plume_system *ctx, const plume_mesh_layer_desc *d)
{
    const plume_kind *kind = plume_kind_find(ctx, d->kind);
    if (!kind)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "mesh.kind: %u is not a defined kind (plume_define_kind's id)", d->kind);
    const float scalars[] = {d->rate, d->duration, d->radius, d->drag};
    const char *names[] = {"rate", "duration", "shape.radius", "drag"};
    for (int i = 0; i < 4; i++)
        if (!isfinite(scalars[i]) || scalars[i] < 0.0f) return plume_fail_number(names[i], scalars[i], "a finite number >= 0");
    /* a cycle shorter than a millisecond makes every step walk thousands of cycles; births are scheduled at most
       PLUME_MAX_START_AGE ahead */
    if (d->duration != 0.0f && !(d->duration >= 1.0f && d->duration <= PLUME_EMITTER_MAX_LIFE)) /* 0: 1000 */
        return plume_fail_field(PLUME_ERR_INVALID_ARGUMENT, "duration", "a 'mesh' layer's cycle must be from 1 ms to "
                                "3600000 ms (an hour), got %s", plume_format_exact(d->duration, (char[32]){0}));
    if (!(d->angle >= 0.0f && d->angle <= 180.0f)) return plume_fail_number("shape.angle", d->angle, "from 0 to 180 degrees");
    if (d->shape > PLUME_SHAPE_RING) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "shape: unknown shape %u (0 to 4)", d->shape);
    struct { const char *name; const float *v; int n; } vectors[] = {
        {"life", d->life, 2}, {"size", d->size, 2}, {"shape.size", d->box, 3}, {"direction", d->direction, 3},
        {"speed", d->speed, 2}, {"gravity", d->gravity, 3}, {"rotation", d->rotation, 2}};
    for (unsigned i = 0; i < sizeof vectors / sizeof vectors[0]; i++)
        if (!plume_all_finite(vectors[i].v, vectors[i].n))
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s needs finite numbers", vectors[i].name);
    for (int i = 0; i < 2; i++) {
        if (d->life[i] < 0.0f || d->life[i] > PLUME_EMITTER_MAX_LIFE)
            return plume_fail_number("life", d->life[i], "ms from 0 (the kind's) to 3600000");
        if (d->size[i] < 0.0f) return plume_fail_number("size", d->size[i], "a scale >= 0 (0,0: the kind's)");
        if (d->speed[i] < 0.0f) return plume_fail_number("speed", d->speed[i], "units/s >= 0");
    }
    char a[32], b[32]; /* stb_sprintf is built without floats: numbers go through plume_format_number */
    if (d->life[0] > d->life[1])
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "life: min %s ms is above max %s ms", plume_format_number(d->life[0], a),
                          plume_format_number(d->life[1], b));
    if (d->speed[0] > d->speed[1])
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "speed: min %s is above max %s", plume_format_number(d->speed[0], a),
                          plume_format_number(d->speed[1], b));
    for (int i = 0; i < 3; i++)
        if (d->box[i] < 0.0f) return plume_fail_number("shape.size", d->box[i], "a finite number >= 0");
    if (d->rate == 0.0f && d->burst == 0)
        return plume_fail_field(PLUME_ERR_INVALID_ARGUMENT, "rate", "rate 0 emits nothing without a burst; give burst >= 1");
    float duration = d->duration > 0.0f ? d->duration : PLUME_LAYER_DEFAULT_DURATION;
    if (d->rate > PLUME_EMITTER_MAX_RATE || births_of(d, duration) > PLUME_MESH_LAYER_MAX_BIRTHS)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a 'mesh' layer's cycle has %s births (burst + rate × duration / 1000); at most %u",
                          plume_format_exact((double)d->burst + ceil((double)d->rate * duration / 1000.0), a),
                          PLUME_MESH_LAYER_MAX_BIRTHS);
    if (kind->size_keyed && (d->size[0] > 0.0f || d->size[1] > 0.0f))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "size: kind '%s' has size keys (its scale over life): a layer drawing "
                          "it takes them; leave size out (0, 0)", kind->name);
    return plume_light_check(&d->light);
}

double plume_mesh_layer_live(const plume_system *ctx, const plume_mesh_layer_desc *d, int loops)
{
    /* as plume_mesh_part_create counts a part's room: in float, to the particle */
    float duration = d->duration > 0.0f ? d->duration : PLUME_LAYER_DEFAULT_DURATION;
    float life = d->life[1] > 0.0f ? d->life[1] : plume_kind_find(ctx, d->kind)->max_age;
    return births_of(d, duration) * (loops ? ceil(life / duration) + 1.0 : 1.0);
}

/* Each lit part's light at the layer's place in the instance, over the layer's time after its delay: one cycle and a
   life when it ends by itself, each cycle while it loops; none before its delay or once its last particle is gone. */
static void mesh_lights(plume_system *ctx, plume_light_list *list)
{
    for (const plume_mesh_part *part = ctx->lit_meshes; part; part = part->lit_next) {
        const plume_mesh_layer_desc *d = part->desc;
        double tau = part->t - part->delay;
        if (!part->placed || !(tau >= 0.0) || plume_mesh_part_ended(part)) continue;
        double cycle = part->loop ? (d->light.cycle > 0.0f ? d->light.cycle : part->duration) : 0.0;
        double span = (d->rate > 0.0f ? part->duration : 0.0f) + part->life[1];
        const float *m = part->placement, *o = part->offset;
        float at[3];
        for (int r = 0; r < 3; r++) at[r] = m[r] * o[0] + m[4 + r] * o[1] + m[8 + r] * o[2] + m[12 + r];
        plume_light_offer(list, &d->light, at, plume_light_time(tau, span, cycle));
    }
}

static const plume_world_part MESH_PARTS = {.order = PLUME_WORLD_ORDER_MESH_PARTS, .lights = mesh_lights};

/* Where the instance is now and its time: the light's (a lit part only). */
static void place(plume_mesh_part *part, const float placement[16], double t)
{
    if (!part->own.light.intensity.count) return;
    memcpy(part->placement, placement, sizeof part->placement);
    part->t = t;
    part->placed = 1;
}

plume_status plume_mesh_part_create(plume_system *ctx, const plume_mesh_layer_desc *given, const float offset[3],
                                    uint32_t seed, uint32_t layer, float delay, uint32_t loop, uint32_t kind_id,
                                    const plume_emission_mesh *mesh, plume_mesh_part **out)
{
    *out = NULL;
    plume_status checked = plume_light_check(&given->light); /* the one field the JavaScript reader leaves to the core */
    if (checked) return checked;
    plume_mesh_part *part = calloc(1, sizeof *part);
    if (!part) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing a mesh layer");
    part->own = *given;
    plume_light_settle(&part->own.light);
    part->delay = delay;
    part->loop = loop != 0;
    part->own.kind = kind_id;
    memcpy(part->own_offset, offset, sizeof part->own_offset);
    const plume_mesh_layer_desc *d = part->desc = &part->own;
    part->offset = part->own_offset;
    part->mesh = mesh;
    plume_kind *kind = plume_kind_find(ctx, d->kind); /* checked by the caller; a kind drawn by a part stays defined */
    part->seed = seed;
    part->layer = layer;
    part->duration = d->duration > 0.0f ? d->duration : PLUME_LAYER_DEFAULT_DURATION;
    part->births = (uint32_t)births_of(d, part->duration); /* checked: at most PLUME_MESH_LAYER_MAX_BIRTHS */
    int own_life = d->life[1] > 0.0f;
    part->life[0] = own_life ? d->life[0] : kind->max_age;
    part->life[1] = own_life ? d->life[1] : kind->max_age;
    part->size[0] = d->size[0] > 0.0f ? d->size[0] : kind->start_size; /* each 0: the kind's */
    part->size[1] = d->size[1] > 0.0f ? d->size[1] : kind->end_size;
    float far = 0.0f; /* the mesh's radius over both keyframes */
    for (uint32_t v = 0; v < kind->vertex_count; v++)
        for (int k = 0; k < 2; k++) {
            const float *x = kind->vertices + v * PLUME_VERTEX_FLOATS + 3 * k;
            far = fmaxf(far, sqrtf(x[0] * x[0] + x[1] * x[1] + x[2] * x[2]));
        }
    part->far = far;
    part->reach = 0.0f;
    part->keyed = kind->size_keyed != 0;
    if (kind->size_keyed) { /* the keys' largest scale; spawns take no sizes */
        part->size[0] = part->size[1] = 0.0f;
        for (uint32_t i = 0; i < PLUME_MAX_KEYS; i++)
            part->reach = fmaxf(part->reach, far * kind->look[(PLUME_KIND_KEY_ROWS + i) * 4 + 1]);
    }
    part->facing = kind->look[PLUME_KIND_LOOK_FACING] > 0.5f;
    part->moves = d->speed[1] > 0.0f || d->gravity[0] != 0.0f || d->gravity[1] != 0.0f || d->gravity[2] != 0.0f;
    float radius = d->radius, box[3] = {d->box[0], d->box[1], d->box[2]}, angle = d->angle;
    plume_shape_defaults(d->shape, &radius, box, &angle, (d->explicit_zero & PLUME_EMITTER_ZERO_ANGLE) != 0);
    part->shape = (plume_shape){.type = d->shape, .radius = radius, .surface = d->surface, .cos_angle = cosf(angle * (float)DEG),
                                .direction = {0.0f, 1.0f, 0.0f}}; /* 0,0,0: +Y */
    plume_unit3(d->direction, part->shape.direction);
    for (int i = 0; i < 3; i++) part->shape.half[i] = 0.5f * box[i];
    part->shape.mesh = mesh;
    part->shape.along_normal = d->surface_normal;
    /* every particle alive at once: a cycle's births, times the cycles a life spans when looping */
    double cycles = part->loop ? ceil(part->life[1] / part->duration) + 1.0 : 1.0;
    double capacity = (double)part->births * cycles;
    if (capacity + kind->reserved > kind->pool.capacity) {
        char need[32];
        uint32_t taken = kind->reserved;
        free(part);
        return plume_fail(PLUME_ERR_LIMIT, "this play's mesh particles (up to %s alive at once) do not fit in kind '%s': "
                          "it holds %u (its capacity) and the plays alive now take %u; end some plays, or raise the kind's "
                          "capacity, or lower burst, rate or life", plume_format_exact(capacity, need), kind->name,
                          kind->pool.capacity, taken);
    }
    part->capacity = (uint32_t)capacity; /* within the kind's capacity, itself at most PLUME_MAX_CAPACITY */
    part->live = malloc((size_t)part->capacity * sizeof *part->live);
    if (!part->live) {
        uint32_t wanted = part->capacity;
        free(part);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory playing a mesh layer (%u particles)", wanted);
    }
    kind->reserved += part->capacity;
    if (part->own.light.intensity.count) { /* plume_lights finds it */
        part->lit_next = ctx->lit_meshes;
        if (ctx->lit_meshes) ctx->lit_meshes->lit_prev = part;
        ctx->lit_meshes = part;
        plume_world_add_part(ctx, &MESH_PARTS);
    }
    *out = part;
    return PLUME_OK;
}

/* placement × translate(local + v f) × rotateY(turn), then + g h in the world */
static void transform_at(const plume_mesh_part *part, const mesh_particle *p, const float *m, double age_ms, float out[16])
{
    float f = 0.0f, h = 0.0f;
    if (part->moves) plume_curve_motion(NULL, 0.0f, part->desc->drag, (float)(age_ms / 1000.0), &f, &h);
    float l[3], c = cosf(p->turn), s = sinf(p->turn);
    for (int i = 0; i < 3; i++) l[i] = p->local[i] + p->velocity[i] * f;
    for (int r = 0; r < 4; r++) {
        out[r] = c * m[r] - s * m[8 + r];
        out[4 + r] = m[4 + r];
        out[8 + r] = s * m[r] + c * m[8 + r];
        out[12 + r] = m[r] * l[0] + m[4 + r] * l[1] + m[8 + r] * l[2] + m[12 + r];
    }
    for (int i = 0; i < 3; i++) out[12 + i] += part->desc->gravity[i] * h;
}

/* Birth b of a cycle, in ms from its start, on a microsecond grid (whole-ms clocks see the same ages
   forwards and after a seek). */
static double birth_at(const plume_mesh_part *part, uint32_t b)
{
    if (b < part->desc->burst) return 0.0;
    return round((double)(b - part->desc->burst) * 1e9 / part->desc->rate) / 1e6;
}

static void spawn(plume_system *ctx, plume_mesh_part *part, const float placement[16], uint32_t cycle, uint32_t b,
                  double born, double t)
{
    const plume_mesh_layer_desc *d = part->desc;
    float rnd[PLUME_BIRTH_RANDOMS], offset[3], dir[3];
    plume_birth_randoms(part->seed, part->layer, cycle, b, rnd); /* the same numbers for a play and a seek back */
    plume_shape_sample(&part->shape, rnd, offset, dir);
    float speed = d->speed[0] + (d->speed[1] - d->speed[0]) * rnd[5];
    float turn = (d->rotation[0] + (d->rotation[1] - d->rotation[0]) * rnd[6]) * (float)DEG;
    float life = part->life[0] + (part->life[1] - part->life[0]) * rnd[7];
    double age = t - born;
    if (age >= life || part->count == part->capacity) return; /* dead already: nothing to show */
    mesh_particle *p = &part->live[part->count];
    *p = (mesh_particle){.born = born, .life = life, .turn = turn};
    for (int i = 0; i < 3; i++) {
        p->local[i] = part->offset[i] + offset[i];
        p->velocity[i] = dir[i] * speed;
    }
    float m[16];
    transform_at(part, p, placement, age > 0.0 ? age : 0.0, m); /* one not born yet waits where it will be born */
    float spin = (rnd[8] * 360.0f - 180.0f) * (float)DEG; /* the kind's spin about Y, the birth's own */
    p->id = plume_spawn_spun(ctx, d->kind, m, life, part->size[0], part->size[1], age, &spin);
    if (p->id) part->count++;
}

/* Drops the particles dead by time t (their life over, or recycled by a full kind pool); moves the others
   (place: 0 when only pruning). */
static void prune(plume_system *ctx, plume_mesh_part *part, const float placement[16], double t, int place)
{
    uint32_t kept = 0;
    for (uint32_t i = 0; i < part->count; i++) {
        mesh_particle *p = &part->live[i];
        if (t - p->born >= p->life) { /* its life over by the play's clock: gone from the pool too, not a frame on */
            if (plume_is_alive(ctx, p->id)) plume_kill(ctx, p->id);
            continue;
        }
        if (!plume_is_alive(ctx, p->id)) continue;
        if (place && part->moves && p->born <= t) {
            float m[16];
            transform_at(part, p, placement, t - p->born, m);
            plume_set_transform(ctx, p->id, m);
        }
        part->live[kept++] = *p;
    }
    part->count = kept;
}

void plume_mesh_part_advance(plume_system *ctx, plume_mesh_part *part, const float placement[16], double t)
{
    int loop = part->loop && !part->stopped;
    double period = part->duration;
    int64_t cycle = 0;
    if (loop) cycle = (int64_t)fmax(0.0, floor((t - part->delay) / period));
    if ((!loop && part->cycle > 0) || part->stopped) cycle = -1; /* the one cycle is spawned, or stopped */
    /* far behind (a seek, a long step): from the first cycle with a particle still alive. Births fall within
       their cycle, so cycle c's are dead by c + 1 + ceil(life / period) cycles: a step walks at most
       ceil(life / period) + 1 cycles, the births × that plume_mesh_layer_check bounds */
    int64_t first = part->cycle;
    if (loop) {
        int64_t alive_from = cycle - (int64_t)ceil(part->life[1] / period);
        if (alive_from > first) first = alive_from;
    }
    prune(ctx, part, placement, t, 0); /* room for the new births: the dead of the last step go first */
    for (int64_t c = first; c <= cycle; c++) {
        double start = part->delay + (double)c * period;
        if (c > 0 && start > t) break;
        for (uint32_t b = 0; b < part->births; b++) spawn(ctx, part, placement, (uint32_t)c, b, start + birth_at(part, b), t);
        part->cycle = c + 1;
    }
    prune(ctx, part, placement, t, 1);
    place(part, placement, t);
}

void plume_mesh_part_stop(plume_system *ctx, plume_mesh_part *part, const float placement[16], double stop_at,
                          double now)
{
    if (part->cycle == 0) part->cycle = 1;
    part->stopped = 1;
    for (uint32_t i = 0; i < part->count; i++)
        if (part->live[i].born > stop_at) plume_kill(ctx, part->live[i].id);
    prune(ctx, part, placement, now, 1); /* where they are now, not where they were at the stop */
    place(part, placement, now);
}

void plume_mesh_part_clear(plume_system *ctx, plume_mesh_part *part)
{
    for (uint32_t i = 0; i < part->count; i++)
        if (plume_is_alive(ctx, part->live[i].id)) plume_kill(ctx, part->live[i].id);
    part->count = 0;
    part->cycle = 0;
    part->stopped = 0;
    part->placed = 0; /* until the next advance shows it again */
}

void plume_mesh_part_replace(plume_system *ctx, plume_mesh_part *part, const float placement[16], double t)
{
    for (uint32_t i = 0; i < part->count; i++) {
        mesh_particle *p = &part->live[i];
        if (!plume_is_alive(ctx, p->id)) continue;
        float m[16];
        transform_at(part, p, placement, t > p->born ? t - p->born : 0.0, m);
        plume_set_transform(ctx, p->id, m);
    }
    place(part, placement, t);
}

int plume_mesh_part_ended(const plume_mesh_part *part)
{
    return (!part->loop || part->stopped) && part->cycle > 0 && part->count == 0;
}

uint32_t plume_mesh_part_count(const plume_mesh_part *part) { return part->count; }

int plume_mesh_part_holds(const plume_mesh_part *part, plume_instance id)
{
    for (uint32_t i = 0; i < part->count; i++)
        if (part->live[i].id == id) return 1;
    return 0;
}

uint32_t plume_mesh_part_particles(const plume_mesh_part *part, double t)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < part->count; i++) n += part->live[i].born <= t;
    return n;
}

void plume_mesh_part_grow(const plume_mesh_part *part, const float placement[16], double t, float min[3], float max[3])
{
    for (uint32_t i = 0; i < part->count; i++) {
        const mesh_particle *p = &part->live[i];
        if (p->born > t) continue; /* not born yet: not shown */
        float m[16];
        transform_at(part, p, placement, t - p->born, m);
        /* its size now, as the shader draws it (start to end size over its life), the larger a millisecond either side
           (the GPU's float clock rounds the age); a kind with size keys: its largest */
        float reach = part->reach;
        if (!part->keyed) {
            double before = (t - p->born - 1.0) / p->life, after = (t - p->born + 1.0) / p->life;
            float u = (float)fmin(1.0, fmax(0.0, part->size[1] > part->size[0] ? after : before));
            reach = part->far * (part->size[0] + (part->size[1] - part->size[0]) * u);
        }
        /* a vertex within reach of the centre is, through the transform (and the kind's own spin about Y and flip about
           X after it), within reach × the length of the matrix's row k along axis k; a kind facing the camera draws at
           the length of the spun x axis, |cos·x − sin·z| of the matrix's columns: at most √(|x|² + |z|²) */
        float facing = 0.0f;
        for (int w = 0; part->facing && w < 3; w++) facing += m[w] * m[w] + m[8 + w] * m[8 + w];
        for (int k = 0; k < 3; k++) {
            float along = reach * sqrtf(part->facing ? facing : m[k] * m[k] + m[4 + k] * m[4 + k] + m[8 + k] * m[8 + k]);
            min[k] = fminf(min[k], m[12 + k] - along);
            max[k] = fmaxf(max[k], m[12 + k] + along);
        }
    }
}

void plume_mesh_part_free(plume_system *ctx, plume_mesh_part *part)
{
    if (!part) return;
    if (ctx) plume_kind_find(ctx, part->desc->kind)->reserved -= part->capacity;
    if (ctx && part->own.light.intensity.count) { /* out of the system's lit parts (NULL: the system is going too) */
        if (part->lit_prev) part->lit_prev->lit_next = part->lit_next;
        else ctx->lit_meshes = part->lit_next;
        if (part->lit_next) part->lit_next->lit_prev = part->lit_prev;
    }
    free(part->live);
    free(part);
}
