/* libFuzzer harness: C effects of every sim and feature through the one runtime (effect.c and the sims' tables):
   effects of one to six layers — gpu (bursts, flows, cones, decals, noise, a collision plane, its own time scale), cpu (flows,
   repeated bursts, sub-emitters (and chains of them) at birth, death, intervals and collisions, colliders, trails and sparks, a mesh shape
   lent, local space), mesh (two kinds' meshes — one as modelled, one facing the camera with size keys and an atlas —
   bursts and flows) — each with a delay and a loop, played with options (seed, loop,
   time scale, render order, colliders, a decal's normal), stopped, sought, moved, given wind, moved to another render
   order, killed and destroyed, the world stepped by ordinary, tiny and huge times and polled; the plays' transforms
   plain, scaled, stretched and turned, or mirrored (the world's seed byte picks which, for the world or, with its bit 5,
   for each play and move by its place's byte). Numbers are now and then
   hostile (NaN, infinities, negatives, 1e-30, 3e38, huge counts): a refusal is then accepted.
   Against a plain model of which plays are alive, after every call: the call's status and last error agree, every
   play the model holds is alive and every one it let go is not, the stats count its plays and effects, every play's
   clock is finite and within its bounds, its box holds its particles (a gpu layer's as its shader places them, every
   mesh vertex as the mesh vertex shader does: mesh_reference.h; each mesh particle in a kind is one play's), and an end is reported once, only for a play
   the model holds, never for one that loops until it is stopped (unless the core says why it ended early).
   At the end every play is stopped and stepped far: every one without a hostile number or a frozen clock must then
   have been reported; then every effect is destroyed: no play, emitter, system, particle or kind copy may remain, and
   ASan checks that nothing leaked. Built twice: tagged handles and, as the web module has them, untagged.
   Reading a failure: FUZZ_SHOW=1 prints each call, its effect's layers and its error; FUZZ_SLOW=0.2 the calls slower
   than that many seconds. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "effect.h"
#include "effect_internal.h"
#include "emitter.h"
#include "emission_mesh.h"
#include "fuzz_input.h"
#include "mesh_reference.h"
#include "particle_system_internal.h"
#include "plume.h"
#include "system_internal.h"

#define MAX_EFFECTS 4
#define MAX_PLAYS 32
#define DEAD_RING 64
#define CALL_SECONDS 2.0 /* no call may take longer under the sanitizers: each bounds the work it is given */

#define REQUIRE(cond)                                                                                        \
    do {                                                                                                     \
        if (!(cond)) {                                                                                       \
            fprintf(stderr, "fuzz_effects.c:%d: the core disagrees with the model: %s\n", __LINE__, #cond); \
            __builtin_trap();                                                                                \
        }                                                                                                    \
    } while (0)

typedef struct play {
    uint32_t id, effect;
    int endless; /* a layer loops (the play's loop option, else the layer's): it ends only once stopped */
    int must_end; /* nothing hostile in its effect, its clock not frozen: stopped, it ends within hours */
    int stopped;
} play;

typedef struct model {
    uint32_t effects[MAX_EFFECTS];
    int effect_loops[MAX_EFFECTS]; /* a layer of it loops */
    int effect_hostile[MAX_EFFECTS]; /* made with a hostile number (a clock 1e-30 as fast may never end) */
    uint32_t effect_gpu[MAX_EFFECTS];  /* bit l: layers[l] is a gpu layer */
    int effect_mesh[MAX_EFFECTS];      /* it has a mesh layer */
    uint32_t effect_burst[MAX_EFFECTS][6]; /* a gpu layer's burst, and whether it has a flow (its ring's slots drawn) */
    int effect_flow[MAX_EFFECTS][6];
    uint32_t effect_count;
    play plays[MAX_PLAYS];
    uint32_t play_count;
    uint32_t dead[DEAD_RING]; /* plays killed, reported or destroyed with their effect */
    uint32_t dead_count;
    float linear[9]; /* every play's and move's transform but its place (the world's seed byte picks it) */
    int linear_per_play; /* the world's seed byte's bit 5: each play and move picks its own by its place's byte */
} model;

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

/* The plays' transforms but their place, by the top two bits of the world's seed byte: none, 3 times as large,
   stretched (4, 0.5, 2) and turned 30 degrees about z, mirrored in x: each sim's box must hold what it draws through
   any of them (column-major 3 × 3) */
static const float LINEARS[4][9] = {{1, 0, 0, 0, 1, 0, 0, 0, 1},
                                    {3, 0, 0, 0, 3, 0, 0, 0, 3},
                                    {3.4641016f, 2, 0, -0.25f, 0.4330127f, 0, 0, 0, 2},
                                    {-1, 0, 0, 0, 1, 0, 0, 0, 1}};

/* A play's or a move's transform from its place's byte. libFuzzer seldom mutates an input's first byte, so a linear
   part picked per play, by a byte each play reads, reaches the stretched and mirrored ones far more often (the
   place's x and its linear part share the byte: each linear part meets a quarter of the places). */
static void placed_at(const model *m, uint8_t place, float at[16])
{
    const float *linear = m->linear_per_play ? LINEARS[place & 3u] : m->linear;
    memcpy(at, IDENTITY, 16 * sizeof(float));
    for (int c = 0; c < 3; c++) memcpy(at + 4 * c, linear + 3 * c, 3 * sizeof(float));
    at[12] = (float)place - 128.0f;
}

/* Every mesh particle a kind holds is one play's (plume_effects_holder: no orphans, none shared) and drawn inside that
   play's box (a box that misses it lets a game cull a visible effect). */
static void check_mesh_particles_held(plume_system *sys, const model *m, float lo[][3], float hi[][3])
{
    uint32_t outside = 0;
    for (uint32_t k = 0; k < plume_kind_count(sys); k++) {
        const plume_kind *kind = sys->kinds[k];
        for (uint32_t slot = 0; kind && slot < kind->pool.draw_count; slot++) {
            if (!kind->pool.slots[slot].alive) continue;
            uint32_t holders = 0;
            uint32_t holder = plume_effects_holder(sys, plume_handle_make(k, slot, kind->pool.slots[slot].generation), &holders);
            if (holders != 1) fprintf(stderr, "kind '%s' slot %u: held by %u plays\n", kind->name, slot, holders);
            REQUIRE(holders == 1);
            mesh_reference_box box = {.outside = 0};
            uint32_t i = 0;
            while (i < m->play_count && m->plays[i].id != holder) i++;
            REQUIRE(i < m->play_count);
            memcpy(box.lo, lo[i], sizeof box.lo), memcpy(box.hi, hi[i], sizeof box.hi);
            mesh_reference_slot_vertices(sys, kind, slot, mesh_reference_inside, &box);
            if (box.outside) fprintf(stderr, "kind '%s' slot %u of play %u: outside its box\n", kind->name, slot, holder);
            outside += box.outside;
        }
    }
    REQUIRE(outside == 0);
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); /* this process's time: other jobs on the machine do not count */
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}


/* An ordinary value about `typical` (0.25× to 2×), now and then a hostile one (then *hostile is set). */
static float value(reader *r, float typical, int *hostile)
{
    uint8_t b = byte(r);
    if (b < 232) return typical * (0.25f + (float)(b % 8) * 0.25f);
    static const float HOSTILE[] = {0.0f, 1e-30f, 1e-5f, 3e38f, -1.0f, FLT_MIN, 1e9f, NAN, INFINITY, -INFINITY,
                                    1e-44f, 65536.0f, 7e6f};
    *hostile = 1;
    return HOSTILE[b % (sizeof HOSTILE / sizeof HOSTILE[0])];
}

static uint32_t count(reader *r, uint32_t typical, int *hostile)
{
    uint8_t b = byte(r);
    if (b < 240) return b % (typical + 1u);
    /* beyond every capacity: refused before any work (a count the core accepts costs what it says: fuzz_sequence
       bounds those by its budget) */
    static const uint32_t HOSTILE[] = {UINT32_MAX, 1u << 31, 0x80000001u, 4000000u};
    *hostile = 1;
    return HOSTILE[b % 4u];
}

static const float DECAL_NORMALS[2][3] = {{0, 1, 0}, {0, 0, 1}};

/* Keys over life: none, or 1 to 3 (speed: multiples >= 0; rotation: degrees), with times that never go back. */
static plume_keys keys_from(reader *r, int speed)
{
    plume_keys keys = {.count = byte(r) % 4u};
    float t = 0.0f;
    for (uint32_t i = 0; i < keys.count; i++) {
        keys.values[i] = speed ? (float)(byte(r) % 8u) * 0.5f : (float)byte(r) - 128.0f;
        t = fminf(1.0f, t + (float)(byte(r) % 4u) * 0.25f);
        keys.times[i] = t;
    }
    return keys;
}

/* A light (every sim takes one): intensity keys over the layer's time, now and then a range and a cycle. */
static plume_light light_from(reader *r, int *hostile)
{
    plume_light light = {.color = {1.0f, 0.5f, 0.2f}, .intensity = {.count = 1u + byte(r) % 3u}};
    for (uint32_t i = 0; i < light.intensity.count; i++) {
        light.intensity.values[i] = (float)(byte(r) % 8u);
        light.intensity.times[i] = (float)i / 2.0f;
    }
    if (byte(r) & 1u) light.range = (plume_keys){.count = 1, .values = {value(r, 4.0f, hostile)}};
    if (byte(r) & 1u) light.cycle = value(r, 300.0f, hostile);
    return light;
}

/* Layer l of an effect: its sim, schedule and a handful of each sim's features. *cramped: a gpu layer's capacity
   given too small for its burst (refused: the only refusal an effect without a hostile number may meet). */
static void layer_from(reader *r, plume_effect_layer *layers, uint32_t l, const uint32_t kinds[2],
                       plume_effect_shape *shapes, int *hostile, int *cramped)
{
    plume_effect_layer *layer = &layers[l];
    uint8_t b = byte(r), f = byte(r);
    layer->sim = b % 3u;
    layer->loop = (b >> 2) & 1u;
    layer->delay = (b >> 3) & 1u ? value(r, 120.0f, hostile) : 0.0f;
    layer->position[1] = (float)(f & 3u);
    float rate = (b >> 4) & 1u ? value(r, 40.0f, hostile) : 0.0f;
    uint32_t burst = count(r, 6u, hostile);
    if (rate == 0.0f && burst == 0u) burst = 1u;
    float life = value(r, 300.0f, hostile), duration = value(r, 250.0f, hostile);
    uint8_t extra = byte(r); /* lights, keys and seeds, on every sim */
    if (layer->sim == PLUME_SIM_GPU) {
        plume_emitter_desc *g = &layer->gpu;
        *g = (plume_emitter_desc){.rate = rate, .burst = burst, .life = life, .duration = duration, .speed = {1, 2},
                                  .shape = PLUME_SHAPE_SPHERE, .capacity = (f >> 2) & 1u ? count(r, 64u, hostile) : 0u};
        if (rate == 0.0f) g->explicit_zero |= PLUME_EMITTER_ZERO_RATE;
        if (g->capacity && (g->burst > g->capacity || (rate > 0.0f && g->burst == g->capacity))) *cramped = 1;
        if ((f >> 3) & 1u) g->noise_strength = 0.5f, g->noise_speed = value(r, 2.0f, hostile);
        if ((f >> 4) & 1u) {
            g->render = PLUME_RENDER_DECAL;
            memcpy(g->decal_normal, DECAL_NORMALS[(f >> 5) & 1u], sizeof g->decal_normal);
        }
        if ((f >> 6) & 1u) g->collide = 1, g->collide_normal[1] = 1.0f, g->collide_bounce = 0.5f;
        if ((f >> 7) & 1u) g->time_scale = value(r, 1.0f, hostile);
        if (extra & 1u) g->light = light_from(r, hostile);
        if ((extra >> 1) & 1u) g->speed_over_life = keys_from(r, 1), g->rotation_over_life = keys_from(r, 0);
        if ((extra >> 2) & 1u) g->seed = byte(r), g->explicit_zero |= g->seed ? 0u : PLUME_EMITTER_ZERO_SEED;
        if ((extra >> 3) & 1u) /* a fast narrow cone, which a stretch opens in the world */
            g->shape = PLUME_SHAPE_POINT, g->angle = 25.0f, g->speed[0] = 8.0f, g->speed[1] = 12.0f;
    } else if (layer->sim == PLUME_SIM_CPU) {
        plume_particle_system_desc *c = &layer->cpu;
        static const uint32_t CAPACITIES[] = {0u, 8u, 64u, 512u};
        *c = (plume_particle_system_desc){.rate = rate, .burst = burst, .life = {life, life * 1.5f}, .duration = duration,
                                          .capacity = CAPACITIES[f & 3u], .speed = {1, 2}, .shape = PLUME_SHAPE_SPHERE};
        if (rate == 0.0f) c->explicit_zero |= PLUME_PSYS_ZERO_RATE;
        uint8_t g = byte(r);
        if (g & 1u) c->burst_every = value(r, 100.0f, hostile);
        if ((g >> 1) & 1u) { /* a floor to collide with (die now and then) */
            c->collider_count = 1;
            c->colliders[0] = (plume_collider){.type = PLUME_COLLIDE_PLANE, .b = {0, 1, 0}, .die = (g >> 2) & 1u};
        }
        static const uint32_t RENDERS[] = {PLUME_RENDER_BILLBOARD, PLUME_RENDER_SPARK, PLUME_RENDER_TRAIL,
                                           PLUME_RENDER_DECAL};
        c->render = RENDERS[(g >> 3) & 3u];
        if (c->render == PLUME_RENDER_SPARK) c->stretch = 0.05f;
        if ((g >> 5) & 1u) { /* born on a quad lent to the effect */
            c->shape = PLUME_SHAPE_MESH;
            shapes[l] = (plume_effect_shape){fuzz_quad(), (g >> 6) & 1u};
        }
        if ((g >> 7) & 1u) c->noise_strength = 0.5f, c->noise_speed = 1.0f;
        if (extra & 1u) c->light = light_from(r, hostile);
        if ((extra >> 1) & 1u) c->speed_over_life = keys_from(r, 1), c->rotation_over_life = keys_from(r, 0);
        if ((extra >> 2) & 1u) c->seed = 1u + byte(r); /* its own (0: the play's; JavaScript's 0 is a stand-in) */
        /* a sub-emitter of the first earlier cpu layer that is none, or now and then of the last earlier cpu layer
           (a sub-emitter itself, maybe: a chain): its events start it, its schedule is its parent's */
        uint8_t s = byte(r);
        for (uint32_t k = 0; (s & 1u) && k < l; k++) {
            uint32_t p = (s & 0x80u) ? l - 1u - k : k;
            if (layers[p].sim != PLUME_SIM_CPU || (layers[p].parent && !(s & 0x80u))) continue;
            layer->parent = p + 1u;
            layer->delay = 0.0f;
            layer->loop = 0u;
            c->parent_event = 1u + (s >> 1) % 4u; /* birth, death, interval, collision */
            if (c->parent_event == PLUME_SUB_INTERVAL) c->parent_interval = value(r, 60.0f, hostile);
            c->rate = 0.0f;
            c->duration = 0.0f;
            c->burst_every = 0.0f;
            c->explicit_zero |= PLUME_PSYS_ZERO_RATE;
            if (!c->burst) c->burst = 1u;
            if (c->shape == PLUME_SHAPE_MESH) c->shape = PLUME_SHAPE_POINT, shapes[l] = (plume_effect_shape){0};
            break;
        }
        /* now and then its particles move with the play's transform (a sub-emitter's start in the world) */
        c->local_space = !layer->parent && ((extra >> 3) & 1u);
    } else {
        layer->mesh = (plume_mesh_layer_desc){.kind = kinds[(extra >> 5) & 1u], .rate = rate, .burst = burst, .life = {life, life},
                                              .duration = duration, .speed = {0, 1}, .shape = PLUME_SHAPE_SPHERE};
        if (extra & 1u) layer->mesh.light = light_from(r, hostile);
        if ((extra >> 2) & 1u) layer->mesh.seed = byte(r), layer->mesh.explicit_zero |= layer->mesh.seed ? 0u : PLUME_EMITTER_ZERO_SEED;
        if ((extra >> 3) & 1u) { /* born on a quad lent to the effect, now and then along its normal */
            layer->mesh.shape = PLUME_SHAPE_MESH;
            layer->mesh.surface_normal = (extra >> 4) & 1u;
            shapes[l] = (plume_effect_shape){fuzz_quad(), layer->mesh.surface_normal};
        }
    }
}

static void check_error(plume_status status)
{
    REQUIRE(status == plume_last_status());
    REQUIRE(status == PLUME_OK ? plume_last_error()[0] == '\0' : plume_last_error()[0] != '\0');
}

static int refused(plume_status status)
{
    return status == PLUME_ERR_INVALID_ARGUMENT || status == PLUME_ERR_LIMIT;
}

static void let_go(model *m, uint32_t index)
{
    m->dead[m->dead_count++ % DEAD_RING] = m->plays[index].id;
    m->plays[index] = m->plays[--m->play_count];
}

static int find_play(const model *m, uint32_t id)
{
    for (uint32_t i = 0; i < m->play_count; i++)
        if (m->plays[i].id == id) return (int)i;
    return -1;
}

static void check_agreement(plume_system *sys, const model *m)
{
    plume_stats stats = plume_get_stats(sys);
    REQUIRE(stats.instances == m->play_count && stats.effects == m->effect_count);
    float boxes_lo[MAX_PLAYS][3], boxes_hi[MAX_PLAYS][3];
    for (uint32_t i = 0; i < m->play_count; i++) {
        plume_effect_instance in = {m->plays[i].id};
        REQUIRE(plume_instance_alive(sys, in));
        double t = -1.0;
        REQUIRE(plume_instance_time(sys, in, &t) == PLUME_OK && isfinite(t) && t >= 0.0 && t <= 2e12);
        float lo[3], hi[3];
        REQUIRE(plume_instance_bounds(sys, in, lo, hi) == PLUME_OK);
        uint32_t shown = plume_instance_particles(sys, in);
        for (int a = 0; shown > 0 && a < 3; a++) /* a box with something in it: finite, not inside out */
            if (!(isfinite(lo[a]) && isfinite(hi[a]) && lo[a] <= hi[a]))
                fprintf(stderr, "play %u: %u particles, box [%g %g %g]..[%g %g %g]\n", in.id, shown, lo[0], lo[1], lo[2],
                        hi[0], hi[1], hi[2]);
        for (int a = 0; shown > 0 && a < 3; a++) REQUIRE(isfinite(lo[a]) && isfinite(hi[a]) && lo[a] <= hi[a]);
        /* a gpu layer's particles, computed as the shader does, inside its member's box (it culls them) */
        uint32_t e = 0;
        while (e < m->effect_count && m->effects[e] != m->plays[i].effect) e++;
        memcpy(boxes_lo[i], lo, sizeof lo), memcpy(boxes_hi[i], hi, sizeof hi); /* for its mesh particles, below */
        for (uint32_t l = 0; e < m->effect_count && !m->effect_hostile[e] && l < 6; l++) {
            if (!(m->effect_gpu[e] >> l & 1u)) continue;
            plume_emitter member = {plume_instance_part(sys, in, l)};
            float elo[3], ehi[3];
            if (!member.id || plume_emitter_bounds(sys, member, elo, ehi) != PLUME_OK) continue;
            /* the slots a draw covers: the ring's when the layer flows, then its burst's (a ring slot of a burst-only
               layer is never drawn, and samples as garbage) */
            uint32_t slots = plume_emitter_slots(sys, member), burst = m->effect_burst[e][l];
            uint32_t from = m->effect_flow[e][l] || burst > slots ? 0u : slots - burst;
            for (uint32_t j = from; j < slots && j < from + 48u; j++) {
                plume_emitter_particle p;
                if (plume_emitter_sample(sys, member, j, &p) != PLUME_OK || !p.alive) continue;
                for (int a = 0; a < 3; a++) {
                    float slack = 1e-3f + 1e-4f * fabsf(p.position[a]);
                    if (!(p.position[a] >= elo[a] - slack && p.position[a] <= ehi[a] + slack))
                        fprintf(stderr, "play %u layer %u particle %u: axis %d at %g outside [%g, %g]\n", in.id, l, j, a,
                                (double)p.position[a], (double)elo[a], (double)ehi[a]);
                    REQUIRE(p.position[a] >= elo[a] - slack && p.position[a] <= ehi[a] + slack);
                }
            }
        }
    }
    for (uint32_t i = 0; i < m->dead_count && i < DEAD_RING; i++)
        REQUIRE(!plume_instance_alive(sys, (plume_effect_instance){m->dead[i]}));
    REQUIRE(plume_particle_systems_boxes_hold(sys)); /* every cpu system's kept box holds its particles */
    /* every mesh a kind draws (the mesh layers' kinds and their copies per render order), as its vertex shader places
       it, one play's and inside its box */
    check_mesh_particles_held(sys, m, boxes_lo, boxes_hi);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    reader r = {data, size, 0};
    model m;
    memset(&m, 0, sizeof m);
    uint8_t world_seed = byte(&r);
    memcpy(m.linear, LINEARS[world_seed >> 6], sizeof m.linear);
    m.linear_per_play = (world_seed >> 5) & 1u;
    plume_system *sys = plume_system_create(&(plume_system_desc){.seed = world_seed});
    REQUIRE(sys != NULL);
    /* the mesh layers' kinds: a triangle as modelled, and one facing the camera whose size keys grow it 4 times */
    uint32_t kinds[2] = {0, 0};
    REQUIRE(plume_define_kind(sys, "quad", &(plume_kind_desc){.mesh_obj = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n",
                                                             .capacity = 256}, &kinds[0]) == PLUME_OK);
    plume_kind_keys keys = {.size_count = 3, .size = {1, 4, 0.5f}, .size_times = {0, 0.5f, 1}, .atlas_cols = 2,
                            .atlas_rows = 2};
    REQUIRE(plume_define_kind(sys, "keyed", &(plume_kind_desc){.mesh_obj = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n",
                                                              .capacity = 256, .billboard = PLUME_KIND_BILLBOARD_CAMERA,
                                                              .keys = keys}, &kinds[1]) == PLUME_OK);
    for (int calls = 0; calls < 200 && r.at < r.size; calls++) {
        uint8_t op = byte(&r) % 12u;
        uint8_t pick = byte(&r);
        double began = seconds();
        if (op == 0) { /* an effect of 1..6 layers */
            if (m.effect_count == MAX_EFFECTS) continue;
            plume_effect_layer layers[6];
            plume_effect_shape shapes[6];
            memset(layers, 0, sizeof layers);
            memset(shapes, 0, sizeof shapes);
            uint32_t n = 1u + pick % 6u;
            int hostile = 0, cramped = 0, loops = 0;
            uint32_t gpu = 0;
            int mesh = 0;
            for (uint32_t l = 0; l < n; l++) {
                layer_from(&r, layers, l, kinds, shapes, &hostile, &cramped);
                loops |= layers[l].loop != 0;
                gpu |= (uint32_t)(layers[l].sim == PLUME_SIM_GPU) << l;
                mesh |= layers[l].sim == PLUME_SIM_MESH;
                m.effect_burst[m.effect_count][l] = layers[l].gpu.burst;
                m.effect_flow[m.effect_count][l] = layers[l].gpu.rate > 0.0f || !(layers[l].gpu.explicit_zero & PLUME_EMITTER_ZERO_RATE);
            }
            plume_effect fx = {0};
            plume_status status = plume_effect_create_layers(sys, layers, n, byte(&r), shapes, &fx);
            check_error(status);
            REQUIRE(status == PLUME_OK || refused(status) || (hostile && status == PLUME_ERR_OUT_OF_MEMORY));
            REQUIRE((fx.id != 0) == (status == PLUME_OK));
            /* an effect of ordinary numbers is made, unless a gpu layer's capacity leaves its burst no room */
            if (status != PLUME_OK && !hostile && !cramped) fprintf(stderr, "an ordinary effect refused: %s\n", plume_last_error());
            REQUIRE(status == PLUME_OK || hostile || cramped);
            if (status == PLUME_OK)
                m.effect_loops[m.effect_count] = loops, m.effect_hostile[m.effect_count] = hostile,
                m.effect_gpu[m.effect_count] = gpu, m.effect_mesh[m.effect_count] = mesh, m.effects[m.effect_count++] = fx.id;
            if (getenv("FUZZ_SHOW") && status == PLUME_OK)
                for (uint32_t l = 0; l < n; l++)
                    fprintf(stderr, "effect %u layer %u: sim %u delay %g loop %u parent %u gpu rate %g burst %u life %g dur %g "
                            "ts %g render %u collide %u | cpu rate %g burst %u life %g dur %g every %g render %u shape %u "
                            "colliders %u event %u | mesh rate %g burst %u life %g dur %g\n", fx.id, l, layers[l].sim,
                            (double)layers[l].delay, layers[l].loop, layers[l].parent, (double)layers[l].gpu.rate,
                            layers[l].gpu.burst, (double)layers[l].gpu.life, (double)layers[l].gpu.duration,
                            (double)layers[l].gpu.time_scale, layers[l].gpu.render, layers[l].gpu.collide,
                            (double)layers[l].cpu.rate, layers[l].cpu.burst, (double)layers[l].cpu.life[0],
                            (double)layers[l].cpu.duration, (double)layers[l].cpu.burst_every, layers[l].cpu.render,
                            layers[l].cpu.shape, layers[l].cpu.collider_count, layers[l].cpu.parent_event,
                            (double)layers[l].mesh.rate, layers[l].mesh.burst, (double)layers[l].mesh.life[0],
                            (double)layers[l].mesh.duration);
            if (getenv("FUZZ_SHOW")) fprintf(stderr, "call %d: op %u\n", calls, op);
        } else if (op <= 2) { /* play a live effect (or a forged one) with options */
            if (m.play_count == MAX_PLAYS) continue;
            int live = m.effect_count && (pick & 7u) != 7u;
            uint32_t k = live ? pick % m.effect_count : 0u;
            uint32_t effect = live ? m.effects[k] : (uint32_t)pick * 65537u;
            for (uint32_t e = 0; !live && e < m.effect_count; e++) live |= m.effects[e] == effect;
            uint8_t with = byte(&r);
            plume_play_options options = {.seed = byte(&r), .loop = with % 3u};
            if ((with >> 2) & 1u) options.given |= PLUME_PLAY_TIME_SCALE, options.time_scale = (float)(byte(&r) % 5u) * 0.5f;
            if ((with >> 3) & 1u) options.given |= PLUME_PLAY_RENDER_ORDER, options.render_order = (int32_t)(byte(&r) % 3u) - 1;
            if ((with >> 4) & 1u) {
                options.given |= PLUME_PLAY_COLLIDERS;
                options.collider_count = byte(&r) % 3u;
                for (uint32_t c = 0; c < options.collider_count; c++)
                    options.colliders[c] = (plume_collider){.type = PLUME_COLLIDE_SPHERE, .a = {0, 1, 0}, .radius = 0.5f};
            }
            if ((with >> 5) & 1u) options.given |= PLUME_PLAY_NORMAL, memcpy(options.normal, DECAL_NORMALS[1], 12);
            if ((with >> 6) & 1u) options.given |= PLUME_PLAY_SEED;
            float at[16];
            placed_at(&m, byte(&r), at);
            if ((with >> 7) & 1u && (byte(&r) & 3u) == 0u) at[13] = NAN; /* refused */
            plume_effect_instance in = {0};
            plume_status status = plume_effect_play_with(sys, (plume_effect){effect}, at, &options, &in);
            if (getenv("FUZZ_SHOW"))
                fprintf(stderr, "play %u of %u: seed %u loop %u given %u scale %g order %d -> %u\n", in.id, effect, options.seed,
                        options.loop, options.given, (double)options.time_scale, options.render_order, status);
            check_error(status);
            REQUIRE(live || status == PLUME_ERR_STALE_HANDLE);
            REQUIRE(status == PLUME_OK || refused(status) || status == PLUME_ERR_STALE_HANDLE);
            REQUIRE((in.id != 0) == (status == PLUME_OK));
            if (status == PLUME_OK) {
                for (uint32_t e = 0; e < m.effect_count; e++)
                    if (m.effects[e] == effect) k = e;
                int endless = options.loop == PLUME_PLAY_LOOP || (options.loop == PLUME_PLAY_LOOP_LAYERS && m.effect_loops[k]);
                int frozen = (options.given & PLUME_PLAY_TIME_SCALE) && options.time_scale == 0.0f;
                m.plays[m.play_count++] = (play){.id = in.id, .effect = effect, .endless = endless,
                                                 .must_end = !frozen && !m.effect_hostile[k]};
            }
        } else if (op <= 8) { /* stop, seek, move, wind, render order, kill: a live, dead or forged play */
            uint32_t id;
            if (m.play_count && (pick & 3u) != 3u) id = m.plays[pick % m.play_count].id;
            else if (m.dead_count && (pick & 4u)) id = m.dead[pick % (m.dead_count < DEAD_RING ? m.dead_count : DEAD_RING)];
            else {
                uint32_t high = byte(&r); /* read in order: an input decodes the same under any compiler */
                id = high << 16 | byte(&r);
            }
            int index = find_play(&m, id);
            plume_effect_instance in = {id};
            plume_status status;
            int must = 0; /* a call on a play the model holds that nothing in it can refuse */
            if (op == 3) {
                status = plume_instance_stop(sys, in);
                must = 1;
            } else if (op == 4) {
                /* a cpu layer re-simulates up to its budget (PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK, seconds under ASan):
                   short seeks here, the long ones refused (past 300000 ms for cpu layers) or cheap (gpu: a clock) */
                static const double TIMES[] = {0.0, 16.0, 250.0, 1000.0, 2500.0, 400.0, 3e5 + 1.0, 1e12, -1.0, NAN,
                                               1e-30, 123.456};
                double ms = TIMES[byte(&r) % 12u];
                status = plume_instance_seek(sys, in, ms);
                if (getenv("FUZZ_SHOW")) fprintf(stderr, "seek %u (effect %u) to %g\n", id, index >= 0 ? m.plays[index].effect : 0u, ms);
            } else if (op == 5) {
                float at[16];
                placed_at(&m, byte(&r), at);
                must = (byte(&r) & 7u) != 0u;
                if (!must) at[0] = INFINITY; /* refused */
                status = plume_instance_set_transform(sys, in, at);
            } else if (op == 6) {
                float wind[3] = {(float)byte(&r) - 128.0f, 0.0f, 0.0f};
                if ((byte(&r) & 15u) == 0u) wind[2] = NAN;
                status = plume_instance_set_wind(sys, in, wind);
            } else if (op == 7) {
                int32_t order = (int32_t)(byte(&r) % 4u) - 2;
                status = plume_instance_set_render_order(sys, in, order);
                if (getenv("FUZZ_SHOW")) fprintf(stderr, "order of %u: %d\n", id, order);
            } else {
                status = plume_instance_kill(sys, in);
                must = 1;
            }
            check_error(status);
            REQUIRE(index >= 0 ? status != PLUME_ERR_STALE_HANDLE : status == PLUME_ERR_STALE_HANDLE);
            REQUIRE(status == PLUME_OK || refused(status) || status == PLUME_ERR_STALE_HANDLE ||
                    status == PLUME_ERR_OUT_OF_MEMORY);
            REQUIRE(index < 0 || !must || status == PLUME_OK);
            if (status == PLUME_OK && op == 3) m.plays[index].stopped = 1;
            if (status == PLUME_OK && op == 4) m.plays[index].stopped = 0; /* a seek plays again */
            if (status == PLUME_OK && op == 8) let_go(&m, (uint32_t)index);
        } else if (op == 9) { /* step: ordinary, tiny, long, and refused times */
            static const float STEPS[] = {16.0f, 16.0f, 33.0f, 1.0f, 250.0f, 1e-30f, 0.0f, 4000.0f, NAN, -5.0f, INFINITY,
                                          1e7f};
            float dt = STEPS[pick % 12u];
            plume_status status = plume_step(sys, dt);
            check_error(status);
            /* refused: not a finite time >= 0, or a step too small to move the clock (1e-30 ms at 1 ms) */
            int fine = isfinite(dt) && dt >= 0.0f;
            REQUIRE(status == (fine ? PLUME_OK : PLUME_ERR_INVALID_ARGUMENT) ||
                    (fine && dt < 1e-6f && status == PLUME_ERR_INVALID_ARGUMENT && strstr(plume_last_error(), "too small")));
        } else if (op == 10) { /* poll: each end once, of a play the model holds, never of an endless one not stopped */
            plume_effect_instance out[8];
            uint32_t n = plume_poll_ended(sys, out, 1u + pick % 8u);
            REQUIRE(n <= 1u + pick % 8u);
            for (uint32_t k = 0; k < n; k++) {
                int index = find_play(&m, out[k].id);
                REQUIRE(index >= 0);
                plume_status why = PLUME_OK;
                int early = plume_effects_failure(sys, out[k], &why) != NULL; /* a part it could not make when due */
                REQUIRE(!m.plays[index].endless || m.plays[index].stopped || early);
                let_go(&m, (uint32_t)index);
            }
        } else { /* destroy an effect: its plays go with it, unreported */
            if (!m.effect_count) continue;
            uint32_t k = pick % m.effect_count;
            plume_status status = plume_effect_destroy(sys, (plume_effect){m.effects[k]});
            check_error(status);
            REQUIRE(status == PLUME_OK);
            for (uint32_t i = m.play_count; i-- > 0;)
                if (m.plays[i].effect == m.effects[k]) let_go(&m, i);
            m.effects[k] = m.effects[--m.effect_count];
            m.effect_loops[k] = m.effect_loops[m.effect_count];
            m.effect_hostile[k] = m.effect_hostile[m.effect_count];
            m.effect_gpu[k] = m.effect_gpu[m.effect_count];
            m.effect_mesh[k] = m.effect_mesh[m.effect_count];
            memcpy(m.effect_burst[k], m.effect_burst[m.effect_count], sizeof m.effect_burst[k]);
            memcpy(m.effect_flow[k], m.effect_flow[m.effect_count], sizeof m.effect_flow[k]);
        }
        if (getenv("FUZZ_SLOW") && seconds() - began >= atof(getenv("FUZZ_SLOW")))
            fprintf(stderr, "call %d (op %u) took %.2f s: %s\n", calls, op, seconds() - began, plume_last_error());
        if (getenv("FUZZ_SHOW") && op) fprintf(stderr, "call %d: op %u pick %u -> %s\n", calls, op, pick, plume_last_error());
        REQUIRE(seconds() - began < CALL_SECONDS);
        check_agreement(sys, &m);
    }
    /* every play stopped ends: within hours (a delay and a life are at most one each), each reported once */
    for (uint32_t i = 0; i < m.play_count; i++) {
        REQUIRE(plume_instance_stop(sys, (plume_effect_instance){m.plays[i].id}) == PLUME_OK);
        m.plays[i].stopped = 1;
    }
    REQUIRE(plume_step(sys, 8e6) == PLUME_OK);
    /* reported at the poll right after that step (FUZZ_FRAMES=n: n frames more, to see how late an end comes) */
    int frames = getenv("FUZZ_FRAMES") ? atoi(getenv("FUZZ_FRAMES")) : 0;
    for (int frame = 0; frame <= frames; frame++) {
        if (frame) REQUIRE(plume_step(sys, 16) == PLUME_OK);
        for (;;) {
            plume_effect_instance out[8];
            uint32_t n = plume_poll_ended(sys, out, 8);
            if (n == 0) break;
            for (uint32_t k = 0; k < n; k++) {
                int index = find_play(&m, out[k].id);
                REQUIRE(index >= 0);
                if (frame > 0) fprintf(stderr, "play %u ended %d frames late\n", out[k].id, frame);
                let_go(&m, (uint32_t)index);
            }
        }
    }
    /* a stopped play without a hostile number or a frozen clock has ended by now (tests/native/corpus_effects/
       effects_stopped_play_never_ends: births recorded at a seek reached a sub-emitter 8e6 ms late, as newborns) */
    for (uint32_t i = 0; i < m.play_count; i++) {
        if (m.plays[i].must_end) fprintf(stderr, "play %u never ended\n", m.plays[i].id);
        REQUIRE(!m.plays[i].must_end);
    }
    check_agreement(sys, &m);
    /* everything goes with its effect: no play, emitter, system, particle or kind copy stays */
    while (m.effect_count) {
        REQUIRE(plume_effect_destroy(sys, (plume_effect){m.effects[--m.effect_count]}) == PLUME_OK);
    }
    m.play_count = 0;
    REQUIRE(plume_step(sys, 16.0f) == PLUME_OK);
    plume_stats stats = plume_get_stats(sys);
    REQUIRE(stats.instances == 0 && stats.effects == 0 && stats.emitters == 0 && stats.systems == 0);
    if (stats.particles_active)
        for (uint32_t k = 0; k < plume_kind_count(sys); k++)
            if (sys->kinds[k]) fprintf(stderr, "kind %u '%s': %u alive, %u reserved\n", k, sys->kinds[k]->name, sys->kinds[k]->pool.alive, sys->kinds[k]->reserved);
    REQUIRE(stats.particles_active == 0);
    for (uint32_t k = 2; k < plume_kind_count(sys); k++) REQUIRE(sys->kinds[k] == NULL); /* the copies: undefined */
    plume_effect_instance out[8];
    REQUIRE(plume_poll_ended(sys, out, 8) == 0);
    plume_system_destroy(sys);
    return 0;
}
