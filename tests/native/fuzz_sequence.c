/* libFuzzer harness: the input bytes drive a sequence of core calls — define kinds, spawn, kill,
   set_transform, step (NaN, negative, huge, tiny and ordinary steps), textures loaded and destroyed,
   GPU emitters and CPU systems made (with live, destroyed and forged textures) and destroyed,
   emitter groups made, played (members), destroyed (their members with them), members moved (one
   moved after its particles are out leaves the group), ends polled (each once, only when ended),
   C effects made, played, stopped, sought, moved, killed, destroyed and their ends polled,
   destroy and recreate, stale and forged handles, CPU systems sought — replayed against a plain model of what is
   alive. Every duration, rate, interval, delay, life and count it passes is now and then a tiny or a huge number
   (1e-30, 1e-5, 1, 1e9, 3e38, FLT_MIN, denormals; counts up to UINT32_MAX): then a refusal (INVALID_ARGUMENT or
   LIMIT) is accepted, and every call, accepted or refused, must return within PLUME_FUZZ_CALL_SECONDS.
   After every call the core must agree with the model: its status, is_alive for every id the model
   knows, the stats, draw_count (highest live slot + 1), the draw list (one item per group and per
   emitter outside a group, none dropped) and the last error ("" after a success, a message with the returned status after a
   failure). Any disagreement traps; ASan/UBSan watch the rest. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "backend.h"
#include "draw_list.h"
#include "effect.h"
#include "effect_internal.h"
#include "emission_mesh.h"
#include "fuzz_input.h"
#include "emitter.h"
#include "emitter_internal.h"
#include "particle_system.h"
#include "particle_system_internal.h"
#include "plume.h"
#include "system_internal.h"

#define MAX_KINDS 3
/* No call may take longer, under the sanitizers: every call's cost is bounded by what it was given (issue 28: a
   seek ran for minutes, a step could walk millions of cycles) */
#define PLUME_FUZZ_CALL_SECONDS 2.0
/* What the model asks of the CPU simulation, so that the run stays short and the bound above means a hang, not
   honest work (PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK, the dearest call the core accepts, takes about 2 s under
   these sanitizers; test_particle_system seeks at that bound): its systems hold at most SYSTEM_PARTICLE_BUDGET
   particles together (the effects' cpu layers PLAY_PARTICLE_BUDGET); seeks that would re-simulate more than
   SEEK_UPDATE_BUDGET particle updates, and seeks and bursts past INPUT_WORK_BUDGET particles in one input, are
   skipped (refused ones are always made) */
#define SYSTEM_PARTICLE_BUDGET 4096u
#define PLAY_PARTICLE_BUDGET 4096u
#define SEEK_UPDATE_BUDGET 65536.0
#define INPUT_WORK_BUDGET 131072.0
#define MAX_LIVE 256 /* the model's live table; spawns beyond it are skipped */
#define DEAD_RING 64

static const char *const QUAD = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nf 1 2 3 4\n";
static const char *const NAMES[4] = {"a", "b", "c", "a"}; /* the fourth is a duplicate */

typedef struct live_instance {
    plume_instance id;
    uint32_t kind; /* 1-based */
    double death;
} live_instance;

/* A 1x1 RGBA PNG (one opaque white pixel). */
static const uint8_t PNG_1x1[] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49,
    0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xff, 0xff, 0xff, 0x7f, 0x00, 0x09, 0xfb, 0x03, 0xfd, 0x05, 0x43, 0x45,
    0xca, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82};

#define MAX_TEXTURES 16
#define MAX_USERS 64 /* emitters and systems the model holds */

typedef struct user { /* a live emitter (kind 0), system (kind 1) or emitter group (kind 2), the texture it samples */
    uint32_t id, kind, texture;
    uint32_t group; /* emitters: the group it is a member of (0: on its own, or it left) */
    /* emitters (groups: their members'): the clock, base + (now - since) × scale (0: frozen), and the delay; a member
       moved once its clock passed the delay (its particles are out) leaves its group */
    double base, since;
    float scale, delay;
    int reported;   /* emitters: its end came out of a poll */
    uint32_t capacity; /* systems: their resolved capacity (SYSTEM_PARTICLE_BUDGET) */
} user;

#define MAX_EFFECTS 4
#define MAX_PLAYS 48

typedef struct play { /* a live instance of a C effect (a gpu layer: one member; a cpu layer: one system) */
    uint32_t id, effect;
    int left, stopped, cpu;
    int made;      /* its cpu layer's system is made (after the layer's delay) */
    double origin; /* the core's clock when the play's time was 0 (played, or sought: now - ms) */
    uint32_t loops; /* its gpu member's group: looping, and its render order (a group per pair) */
    int32_t order;
    int ordered;   /* a render order was given (played with one, or set): the same again changes nothing */
    uint32_t normal;   /* 1 + its normal's index in DECAL_NORMALS, 0: none given */
    uint32_t capacity; /* its cpu layer's system's */
    int endless;       /* a layer of it loops: until stopped, its end is never reported (whatever another layer does) */
    double base, since; /* its gpu member's clock (scale 1), as user's */
    float delay;
} play;

/* An emitter's clock passed its delay: moved now, a member leaves its group (emitter.c, set_transform). */
static int past_delay(double now, double base, double since, float scale, float delay)
{
    return base + (now - since) * scale - delay > 0.0;
}

typedef struct model {
    uint32_t effects[MAX_EFFECTS];
    int effect_cpu[MAX_EFFECTS]; /* it has a cpu layer too */
    uint32_t effect_capacity[MAX_EFFECTS]; /* that layer's systems' capacity */
    float effect_delay[MAX_EFFECTS];       /* its gpu layer's */
    float effect_cpu_delay[MAX_EFFECTS];   /* its cpu layer's: the system is made that far into a play */
    int effect_no_loop[MAX_EFFECTS];       /* its gpu layer's */
    int effect_cpu_loop[MAX_EFFECTS];      /* its cpu layer's */
    uint32_t effect_variants[MAX_EFFECTS]; /* bit (loops × 3 + order + 1, + 6 for another normal): a group made for plays
                                              of that loop, order and (decal layers) normal */
    uint32_t effect_decal[MAX_EFFECTS];    /* 0: no decal layer; 1 + its own normal's index in DECAL_NORMALS */
    uint32_t effect_count;
    play plays[MAX_PLAYS];
    uint32_t play_count;
    uint32_t dead_plays[DEAD_RING];
    uint32_t dead_play_count;
    uint32_t textures[MAX_TEXTURES]; /* ids ever loaded */
    int texture_alive[MAX_TEXTURES];
    uint32_t texture_count;
    user users[MAX_USERS];
    uint32_t user_count;
    uint32_t dead_users[DEAD_RING][2]; /* id, kind */
    uint32_t dead_user_count;
    uint32_t system_particles; /* the users' systems' capacities together */
    double work;               /* particles this input's seeks re-simulated and its bursts spawned */
    double now;
    uint32_t kinds;
    uint32_t capacity[MAX_KINDS];
    float max_age[MAX_KINDS];
    uint32_t peak[MAX_KINDS]; /* most instances ever alive at once: the slots created */
    int defined[4];           /* by name index */
    int gone[MAX_KINDS];      /* undefined (plume_undefine_kind): its index is the next kind's, under another id */
    uint32_t ids[MAX_KINDS];  /* the id the kind at each index has (or had, when gone) */
    uint32_t name_of[MAX_KINDS];
    uint32_t undefined_created; /* the slots undefined kinds had created (still in plume_stats) */
    live_instance live[MAX_LIVE]; /* in spawn order */
    uint32_t live_count;
    plume_instance dead[DEAD_RING];
    uint32_t dead_count;
} model;

static uint64_t u64(reader *r)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v = v << 8 | byte(r);
    return v;
}

/* Speed (>= 0, linear) or rotation keys over life: none, or 1 to 3 with times that never go back (or evenly spaced). */
static plume_keys keys_from(reader *r, int speed)
{
    plume_keys keys = {.count = byte(r) % 4};
    int timed = byte(r) & 1;
    float t = 0.0f;
    for (uint32_t i = 0; i < keys.count; i++) {
        keys.values[i] = speed ? (float)(byte(r) % 8) * 0.5f : (float)byte(r) - 128.0f;
        t += (float)(byte(r) % 4) * 0.25f;
        keys.times[i] = timed ? (t < 1.0f ? t : 1.0f) : 0.0f;
    }
    if (!speed) keys.ease = byte(r) & 1;
    return keys;
}

#define REQUIRE(cond)                                                                  \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            fprintf(stderr, "fuzz_sequence.c:%d: the core disagrees with the model: %s\n", __LINE__, #cond); \
            __builtin_trap();                                                          \
        }                                                                              \
    } while (0)

static void bury(model *m, plume_instance id) { m->dead[m->dead_count++ % DEAD_RING] = id; }

static void remove_live(model *m, uint32_t index)
{
    bury(m, m->live[index].id);
    memmove(&m->live[index], &m->live[index + 1], (m->live_count - index - 1) * sizeof m->live[0]);
    m->live_count--;
}

static uint32_t live_of_kind(const model *m, uint32_t kind)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->live_count; i++) n += m->live[i].kind == kind;
    return n;
}

static int model_alive(const model *m, plume_instance id)
{
    for (uint32_t i = 0; i < m->live_count; i++)
        if (m->live[i].id == id) return 1;
    return 0;
}

/* The last error after a call that returned `status`. */
static void check_error(plume_status status)
{
    REQUIRE(plume_last_status() == status);
    REQUIRE((plume_last_error()[0] == '\0') == (status == PLUME_OK));
}

static int user_alive_in_model(const model *m, uint32_t id, uint32_t kind)
{
    for (uint32_t u = 0; u < m->user_count; u++)
        if (m->users[u].id == id && m->users[u].kind == kind) return 1;
    return 0;
}

static uint32_t users_of(const model *m, uint32_t kind)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->user_count; i++) n += m->users[i].kind == kind;
    return n;
}

static int user_alive(const plume_system *sys, uint32_t id, uint32_t kind)
{
    return kind == 0   ? plume_emitter_alive(sys, (plume_emitter){id})
           : kind == 1 ? plume_particle_system_exists(sys, (plume_particle_system){id})
                       : plume_emitter_group_alive(sys, (plume_emitter_group){id});
}

static void bury_user(model *m, uint32_t u)
{
    m->system_particles -= m->users[u].capacity;
    m->dead_users[m->dead_user_count % DEAD_RING][0] = m->users[u].id;
    m->dead_users[m->dead_user_count++ % DEAD_RING][1] = m->users[u].kind;
    m->users[u] = m->users[--m->user_count];
}

/* Items the draw list holds: one per group and one per emitter outside a group. */
static uint32_t expected_items(const model *m)
{
    uint32_t n = m->effect_count; /* a group each, and one per other loop and render order its plays had */
    for (uint32_t k = 0; k < m->effect_count; k++) n += (uint32_t)__builtin_popcount(m->effect_variants[k]);
    for (uint32_t i = 0; i < m->user_count; i++)
        n += m->users[i].kind == 2 || (m->users[i].kind == 0 && m->users[i].group == 0);
    for (uint32_t i = 0; i < m->play_count; i++) n += m->plays[i].left;
    return n;
}

/* A backend without GL for every frame the sequence draws (backend.h): each item is checked as a backend would read
   it, in the core's order, and a sprite item's records are streamed through a small buffer by its own fill. */
static uint8_t frame_buffer[64u * 4u * PLUME_SPRITE_RECORD_BYTES];

static plume_status check_frame(void *self, plume_system *sys, const plume_frame *frame, plume_frame_result *out)
{
    (void)self;
    for (uint32_t i = 0; i < frame->list->count; i++) {
        const plume_draw_item *item = &frame->list->items[i];
        /* sorted by renderOrder, but for runs of additive items (their sum shows no order), grouped by state */
        const plume_draw_item *before = i > 0 ? &frame->list->items[i - 1] : NULL;
        if (before && before->order > item->order)
            REQUIRE(plume_blend_commutes(before->blend) && plume_blend_commutes(item->blend) &&
                    !(before->distortion > 0.0f) && !(item->distortion > 0.0f));
        REQUIRE(item->pipeline < PLUME_PIPELINE_COUNT);
        REQUIRE(plume_system_texture(sys, item->texture)->pixels != NULL); /* no item draws a destroyed texture */
        if (item->instances) REQUIRE(item->instance_count <= item->instances->allocated);
        if (item->fill) {
            uint32_t all = 0;
            for (uint32_t src = 0; src < item->source_count; src++) {
                uint32_t n, first = 0;
                /* first to last, 64 at a time, written once or 4 times (a backend without instancing) */
                while ((n = item->fill(item->sources[src], first, frame_buffer, 64u, (int)(i & 1u))) > 0) first += n;
                all += first;
            }
            REQUIRE(all == item->instance_count); /* the item says how many records its sources stream */
            REQUIRE(item->record_bytes == PLUME_SPRITE_RECORD_BYTES || item->record_bytes == PLUME_SPRITE_BILLBOARD_BYTES);
            out->uploaded_bytes += all * item->record_bytes;
        }
        out->draw_calls++;
    }
    return PLUME_OK;
}

static void ignore_slot(void *self, uint32_t slot) { (void)self, (void)slot; }
static void ignore_state(void *self) { (void)self; }
static plume_status prepare_nothing(void *self, plume_system *sys, const plume_draw_list *list)
{
    (void)self, (void)sys, (void)list;
    return PLUME_OK;
}
static const plume_backend_ops CHECKING = {"checking", check_frame, prepare_nothing, ignore_slot, ignore_slot,
                                           ignore_state, ignore_state, ignore_state};

static void check_agreement(plume_system *sys, const model *m)
{
    plume_stats stats = plume_get_stats(sys);
    REQUIRE(stats.emitters == users_of(m, 0) + m->play_count);
    for (uint32_t i = 0; i < m->play_count; i++) REQUIRE(plume_instance_alive(sys, (plume_effect_instance){m->plays[i].id}));
    for (uint32_t i = 0; i < m->dead_play_count && i < DEAD_RING; i++)
        REQUIRE(!plume_instance_alive(sys, (plume_effect_instance){m->dead_plays[i]}));
    uint32_t cpu_plays = 0;
    for (uint32_t i = 0; i < m->play_count; i++) cpu_plays += m->plays[i].cpu && m->plays[i].made;
    if (stats.systems != users_of(m, 1) + cpu_plays) { /* what the model holds, to read the disagreement */
        fprintf(stderr, "systems: core %u, model %u of its own + %u plays made; at %.17g ms:\n", stats.systems,
                users_of(m, 1), cpu_plays, m->now);
        for (uint32_t i = 0; i < m->play_count; i++)
            fprintf(stderr, "  play %u: cpu %d made %d stopped %d origin %.17g\n", m->plays[i].id, m->plays[i].cpu,
                    m->plays[i].made, m->plays[i].stopped, m->plays[i].origin);
    }
    REQUIRE(stats.systems == users_of(m, 1) + cpu_plays); /* a cpu layer's system lives as long as its instance */
    REQUIRE(stats.instances == m->play_count && stats.effects == m->effect_count);
    for (uint32_t i = 0; i < m->user_count; i++) REQUIRE(user_alive(sys, m->users[i].id, m->users[i].kind));
    for (uint32_t i = 0; i < m->dead_user_count && i < DEAD_RING; i++) REQUIRE(!user_alive(sys, m->dead_users[i][0], m->dead_users[i][1]));
    for (uint32_t t = 0; t < m->texture_count; t++) REQUIRE((plume_texture_slot(sys, m->textures[t]) != 0) == m->texture_alive[t]);
    static plume_draw_list list; /* every group and every emitter outside one is an item: nothing is dropped */
    static const float identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    plume_draw_list_clear(&list, 0.0f);
    plume_emitters_collect_draws(sys, &list, identity, identity, 1);
    if (list.count != expected_items(m)) { /* what the model holds, to read the disagreement */
        fprintf(stderr, "draw items: core %u, model %u (%u effects; variants", list.count, expected_items(m), m->effect_count);
        for (uint32_t k = 0; k < m->effect_count; k++) fprintf(stderr, " %x", m->effect_variants[k]);
        fprintf(stderr, "); plays:");
        for (uint32_t i = 0; i < m->play_count; i++)
            fprintf(stderr, " %u(left %d loops %u order %d stopped %d)", m->plays[i].id, m->plays[i].left, m->plays[i].loops,
                    m->plays[i].order, m->plays[i].stopped);
        fprintf(stderr, "\n");
    }
    REQUIRE(list.count == expected_items(m) && list.dropped == 0);
    for (uint32_t i = 0; i < list.count; i++) {
        const plume_draw_item *item = &list.items[i];
        if (item->pipeline != PLUME_PIPELINE_EMITTER_GROUP && item->pipeline != PLUME_PIPELINE_EMITTER_GROUP_COLLIDE) continue;
        int of_effect = 1;
        for (uint32_t u = 0; u < m->user_count; u++) of_effect &= !(m->users[u].kind == 2 && m->users[u].id == item->instance_key);
        if (of_effect) continue; /* a C effect's group: its members are counted with the plays */
        uint32_t members = 0;
        for (uint32_t u = 0; u < m->user_count; u++) members += m->users[u].kind == 0 && m->users[u].group == item->instance_key;
        REQUIRE(item->instances->alive == members && item->instance_count >= members);
    }
    REQUIRE(stats.particles_active == m->live_count);
    uint32_t created = m->undefined_created;
    for (uint32_t k = 0; k < m->kinds; k++) created += m->gone[k] ? 0 : m->peak[k];
    REQUIRE(stats.particles_created == created);
    REQUIRE(plume_kind_count(sys) == m->kinds);
    /* a whole frame as a backend meets it: culled, sorted, every sprite record streamed */
    static plume_backend backend = {&CHECKING, NULL, {0}};
    static const float camera[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -0.01f, 0, 0, 0, 0, 1};
    REQUIRE(plume_render(sys, &backend, identity, camera, 0) == PLUME_OK);
    REQUIRE(isfinite(plume_time(sys)) && plume_time(sys) == m->now);
    for (uint32_t k = 0; k < m->kinds; k++) {
        REQUIRE((sys->kinds[k] == NULL) == m->gone[k]);
        if (m->gone[k]) continue;
        uint32_t top = 0;
        for (uint32_t i = 0; i < m->live_count; i++)
            if (m->live[i].kind == k + 1 && plume_handle_slot(m->live[i].id) + 1 > top)
                top = plume_handle_slot(m->live[i].id) + 1;
        const plume_pool *pool = &sys->kinds[k]->pool;
        REQUIRE(pool->draw_count == top);
        REQUIRE(plume_pool_dirty_run_count(pool) <= PLUME_POOL_DIRTY_RUNS);
        /* no ghosts: a dead slot's record is killed (max age < 0) or already past its max age on
           the GPU clock (within float rounding of the death time), so the shader never draws it */
        float gpu_now = plume_system_gpu_time(sys);
        for (uint32_t slot = 0; slot < pool->created; slot++) {
            if (pool->slots[slot].alive) continue;
            const float *record = &pool->records[(size_t)slot * PLUME_RECORD_FLOATS];
            float max_age = record[PLUME_RECORD_MAX_AGE], age = gpu_now - record[PLUME_RECORD_BIRTH];
            REQUIRE(max_age < 0.0f || age >= max_age - 0.25f - max_age * 1e-6f);
        }
    }
    for (uint32_t i = 0; i < m->live_count; i++) REQUIRE(plume_is_alive(sys, m->live[i].id));
    for (uint32_t i = 0; i < m->dead_count && i < DEAD_RING; i++)
        REQUIRE(plume_is_alive(sys, m->dead[i]) == model_alive(m, m->dead[i]));
}

static const float IDENTITY_16[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

static const float *transform_from(reader *r, float storage[16])
{
    uint8_t choice = byte(r) % 4;
    if (choice == 0) return NULL;
    for (int i = 0; i < 16; i++) storage[i] = (i % 5 == 0) ? 1.0f : 0.0f;
    storage[12] = (float)byte(r) - 128.0f;
    if (choice == 3) storage[byte(r) % 16] = (byte(r) & 1) ? NAN : INFINITY;
    return storage;
}

static int transform_ok(const float *t)
{
    if (!t) return 1;
    for (int i = 0; i < 16; i++)
        if (!isfinite(t[i])) return 0;
    return 1;
}

/* Tiny and huge numbers in place of an ordinary one, about one time in three; *hostile says one was taken (the
   model then accepts a refusal as well as a success). */
static float number_from(reader *r, float ordinary, int *hostile)
{
    static const float table[] = {1e-30f, 1e-5f, 1.0f, 1e9f, 3e38f, FLT_MIN, 1e-40f /* denormal */, 1e-45f};
    uint8_t b = byte(r);
    if (b < 170) return ordinary;
    *hostile = 1;
    return table[b % (sizeof table / sizeof table[0])];
}

static uint32_t count_from(reader *r, uint32_t ordinary, int *hostile)
{
    static const uint32_t table[] = {0u, 1u, 2u, 1000u, 65536u, 1000000000u, UINT32_MAX};
    uint8_t b = byte(r);
    if (b < 170) return ordinary;
    *hostile = 1;
    return table[b % (sizeof table / sizeof table[0])];
}

/* An emitter's flow, read in one order (an initializer's expressions are not sequenced: a corpus would mean
   something else to another compiler): rate, life, burst, duration, delay, each ordinary or hostile. */
static void flow_from(reader *r, plume_emitter_desc *d, float rate, float life, uint32_t burst, float duration, int *hostile)
{
    d->rate = number_from(r, rate, hostile);
    d->life = number_from(r, life, hostile);
    d->burst = count_from(r, burst, hostile);
    d->duration = number_from(r, duration, hostile);
    d->delay = number_from(r, 0.0f, hostile);
}

/* A CPU system's flow, in one order: life (min a third of max), rate, burst, period, duration. */
static void system_flow_from(reader *r, plume_particle_system_desc *d, float life, float rate, uint32_t burst,
                             float duration, int *hostile)
{
    d->life[1] = number_from(r, life, hostile);
    d->life[0] = d->life[1] / 3.0f;
    d->rate = number_from(r, rate, hostile);
    d->burst = count_from(r, burst, hostile);
    d->period = number_from(r, 0.0f, hostile);
    d->duration = number_from(r, duration, hostile);
}

/* About the capacity a CPU system desc resolves to (particle_system.c, resolve): the model skips making systems
   its budget would remove at once (their particles are allocated and zeroed: honest but slow work). */
static double capacity_estimate(const plume_particle_system_desc *d)
{
    if (d->capacity) return d->capacity;
    double rate = (d->explicit_zero & PLUME_PSYS_ZERO_RATE) ? 0.0 : d->rate != 0.0f ? d->rate : PLUME_PARTICLE_SYSTEM_DEFAULT_RATE;
    double per_ms = d->period > 0.0f ? 1.0 / d->period : rate / 1000.0;
    double life = d->life[1] != 0.0f ? d->life[1] : PLUME_PARTICLE_SYSTEM_DEFAULT_LIFE_MAX;
    double needed = ceil(per_ms * life - 1e-9) + d->burst;
    return needed < 16.0 ? 16.0 : needed > 65536.0 ? 65536.0 : needed;
}

/* A seek's time: ordinary, tiny, huge, at and past the limits. */
static double seek_from(reader *r)
{
    static const double table[] = {0.0, 120.0, 1e-30, 1e-5, 1.0, 1066.0, 1067.0, 20000.0, 1e9, 3e38, 1.1754943508222875e-38,
                                   1e-45, 300000.0, 300000.5, 1e12, 2e12, -1.0, NAN, INFINITY};
    return table[byte(r) % (sizeof table / sizeof table[0])];
}

/* The particle updates a CPU system's seek to ms re-simulates: its sub-steps (and a shorter last one) × capacity. */
static double seek_updates(double ms, uint32_t capacity)
{
    double steps = floor(ms / PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS + 1e-9);
    return (steps + (ms - steps * PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS > 1e-9)) * capacity;
}

/* The live plays' cpu layers' capacities together. */
static uint32_t play_particles(const model *m)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->play_count; i++) n += m->plays[i].capacity;
    return n;
}

/* Particle work the model does only while the input's budget lasts (counted in m->work). */
static int affordable(model *m, double particles)
{
    if (m->work + particles > INPUT_WORK_BUDGET) return 0;
    m->work += particles;
    return 1;
}

/* A seek the model makes only while it is cheap; refused ones are always made. */
static int seek_affordable(model *m, double updates)
{
    if (updates > PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK) return 1;
    return updates <= SEEK_UPDATE_BUDGET && affordable(m, updates);
}

/* A refusal where hostile numbers were given, a success only when nothing else is wrong. */
static int refused_or(plume_status status, int ok_allowed)
{
    return status == PLUME_ERR_INVALID_ARGUMENT || status == PLUME_ERR_LIMIT || (status == PLUME_OK && ok_allowed);
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static float setting_from(reader *r)
{
    static const float table[] = {0.0f, 1.0f, 16.5f, 100.0f, 1000.0f, 1e6f, 3e38f, 1e-45f, -1.0f, NAN, INFINITY, 0.25f,
                                  1e-30f, 1e-5f, 1e9f, FLT_MIN, 1e-40f};
    return table[byte(r) % (sizeof table / sizeof table[0])];
}

static int setting_ok(float v) { return v == 0.0f || (isfinite(v) && v > 0.0f); }

static double step_from(reader *r)
{
    static const double table[] = {0.0, 16.0, 1000.0 / 60.0, 0.37, 250.0, 5000.0, 1048576.0, 1e9, 1e14, 2.8e14, 1e300,
                                   -1.0, NAN, INFINITY, 1.7976931348623157e308, 1e-9, 281474976710656.0};
    uint8_t b = byte(r);
    return b < 128 ? (double)b * 1.37 : table[b % (sizeof table / sizeof table[0])];
}

/* A play's gpu group for `loops` and `order`: the layer's own (no bit) or another, made at first use (effect.c). */
/* the normals a decal layer or a play gives: a floor, a wall (any length) */
static const float DECAL_NORMALS[2][3] = {{0.0f, 1.0f, 0.0f}, {0.0f, 0.0f, 2.0f}};

/* normal: 1 + the play's normal's index in DECAL_NORMALS, 0: none given */
static void note_group(model *m, uint32_t effect, uint32_t loops, int32_t order, uint32_t normal)
{
    for (uint32_t k = 0; k < m->effect_count; k++) {
        if (m->effects[k] != effect) continue;
        uint32_t other_normal = m->effect_decal[k] && normal && normal != m->effect_decal[k];
        if (!(loops == (uint32_t)!m->effect_no_loop[k] && order == 0 && !other_normal))
            m->effect_variants[k] |= 1u << (loops * 3u + (uint32_t)(order + 1) + 6u * other_normal);
    }
}

static plume_system *create(model *m, reader *r)
{
    memset(m, 0, sizeof *m);
    plume_system *sys = plume_system_create(&(plume_system_desc){.seed = byte(r)});
    REQUIRE(sys != NULL);
    check_error(PLUME_OK);
    return sys;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static model m; /* large: keep it off the stack */
    reader r = {data, size, 0};
    plume_system *sys = create(&m, &r);
    while (more(&r)) {
        uint8_t op = byte(&r) % 18;
        double began = seconds_now();
        if (op == 0 && more(&r) && r.data[r.at] >= 0xf0) { /* undefine a kind: one of those ids, a gone or a forged one */
            uint32_t kind = byte(&r) % (MAX_KINDS + 2); /* the model's index + 1; a gone kind's id is stale */
            int known = kind >= 1 && kind <= m.kinds && !m.gone[kind - 1];
            plume_status status = plume_undefine_kind(sys, kind >= 1 && kind <= m.kinds ? m.ids[kind - 1] : kind);
            plume_status expected = !known ? PLUME_ERR_STALE_HANDLE
                                    : live_of_kind(&m, kind) ? PLUME_ERR_INVALID_ARGUMENT
                                                             : PLUME_OK;
            REQUIRE(status == expected);
            check_error(status);
            if (status == PLUME_OK) {
                m.gone[kind - 1] = 1;
                m.defined[m.name_of[kind - 1]] = 0;
                m.undefined_created += m.peak[kind - 1];
            }
        } else if (op == 0) { /* define a kind */
            int hostile = 0;
            uint32_t name = byte(&r) % 4, capacity = count_from(&r, byte(&r) % 10, &hostile), out;
            float max_age = setting_from(&r);
            plume_kind_desc desc = {.mesh_obj = QUAD, .capacity = capacity, .max_age = max_age};
            plume_status status = plume_define_kind(sys, NAMES[name], &desc, &out);
            int duplicate = m.defined[name % 3];
            plume_status expected = duplicate                         ? PLUME_ERR_DUPLICATE_KIND
                                    : capacity > PLUME_MAX_CAPACITY   ? PLUME_ERR_LIMIT
                                    : setting_ok(max_age)             ? PLUME_OK
                                                                      : PLUME_ERR_INVALID_ARGUMENT;
            REQUIRE(status == expected);
            check_error(status);
            if (status == PLUME_OK) {
                uint32_t index = 0; /* the lowest id an undefined kind left, else the next */
                while (index < m.kinds && !m.gone[index]) index++;
                REQUIRE((out & 1023u) == index + 1 && out != m.ids[index]); /* a new id, even at an old index */
                m.ids[index] = out;
                m.defined[name % 3] = 1;
                m.name_of[index] = name % 3;
                m.gone[index] = 0;
                m.peak[index] = 0;
                m.capacity[index] = capacity ? capacity : PLUME_DEFAULT_CAPACITY;
                m.max_age[index] = max_age != 0.0f ? max_age : PLUME_DEFAULT_MAX_AGE;
                if (index == m.kinds) m.kinds++;
            }
        } else if (op <= 3) { /* spawn */
            uint32_t kind = byte(&r) % (MAX_KINDS + 2);
            float storage[16], age = setting_from(&r), size1 = setting_from(&r), size2 = setting_from(&r);
            const float *transform = transform_from(&r, storage);
            if (m.live_count == MAX_LIVE) continue;
            plume_instance id = plume_spawn(sys, kind >= 1 && kind <= m.kinds ? m.ids[kind - 1] : kind, transform, age, size1,
                                            size2);
            plume_status expected = m.kinds == 0                      ? PLUME_ERR_NO_KINDS
                                    : kind == 0 || kind > m.kinds || m.gone[kind - 1] ? PLUME_ERR_UNKNOWN_KIND
                                    : !setting_ok(age) || !setting_ok(size1) || !setting_ok(size2) ||
                                            !transform_ok(transform)
                                        ? PLUME_ERR_INVALID_ARGUMENT
                                        : PLUME_OK;
            REQUIRE((id != 0) == (expected == PLUME_OK));
            check_error(expected);
            if (id) {
                REQUIRE(id < (1ull << 53) && !model_alive(&m, id));
                for (uint32_t i = 0; i < m.dead_count && i < DEAD_RING; i++) REQUIRE(m.dead[i] != id);
                if (live_of_kind(&m, kind) == m.capacity[kind - 1]) { /* full: the oldest is recycled */
                    uint32_t oldest = 0;
                    while (m.live[oldest].kind != kind) oldest++;
                    remove_live(&m, oldest);
                }
                float resolved = age != 0.0f ? age : m.max_age[kind - 1];
                m.live[m.live_count++] = (live_instance){id, kind, m.now + resolved};
                uint32_t count = live_of_kind(&m, kind);
                if (count > m.peak[kind - 1]) m.peak[kind - 1] = count;
            }
        } else if (op <= 5) { /* kill or set_transform: a live, a dead or a forged id */
            plume_instance id;
            uint8_t which = byte(&r) % 3;
            if (which == 0 && m.live_count) id = m.live[byte(&r) % m.live_count].id;
            else if (which == 1 && m.dead_count) id = m.dead[byte(&r) % (m.dead_count < DEAD_RING ? m.dead_count : DEAD_RING)];
            else id = u64(&r) >> (byte(&r) % 64);
            int alive = model_alive(&m, id);
            if (op == 4) {
                plume_status status = plume_kill(sys, id);
                REQUIRE(status == (alive ? PLUME_OK : PLUME_ERR_STALE_HANDLE));
                check_error(status);
                for (uint32_t i = 0; alive && i < m.live_count; i++)
                    if (m.live[i].id == id) remove_live(&m, i);
            } else {
                float storage[16];
                const float *transform = transform_from(&r, storage);
                plume_status status = plume_set_transform(sys, id, transform);
                REQUIRE(status == (!alive ? PLUME_ERR_STALE_HANDLE
                                          : transform_ok(transform) ? PLUME_OK : PLUME_ERR_INVALID_ARGUMENT));
                check_error(status);
            }
        } else if (op <= 8) { /* step */
            double ms = step_from(&r);
            plume_status status = plume_step(sys, ms);
            int ok = isfinite(ms) && ms >= 0.0 && m.now + ms <= PLUME_MAX_TIME_MS && !(ms > 0.0 && m.now + ms == m.now);
            REQUIRE(status == (ok ? PLUME_OK : PLUME_ERR_INVALID_ARGUMENT));
            check_error(status);
            if (ok) {
                m.now += ms;
                for (uint32_t i = m.live_count; i-- > 0;)
                    if (m.live[i].death <= m.now) remove_live(&m, i);
                for (uint32_t i = 0; i < m.play_count; i++) { /* a cpu layer's system, made once its delay passed */
                    play *p = &m.plays[i];
                    for (uint32_t k = 0; k < m.effect_count; k++)
                        if (m.effects[k] == p->effect && p->cpu && !p->made && !p->stopped &&
                            m.now - p->origin >= (double)m.effect_cpu_delay[k])
                            p->made = 1;
                }
            }
            /* lights: the brightest first, each a real light; none when nothing that could carry one lives */
            plume_point_light lights[PLUME_MAX_LIGHTS];
            uint32_t most = isfinite(ms) && ms > 0.0 ? (uint32_t)fmod(ms, 80.0) : 8u; /* past PLUME_MAX_LIGHTS too */
            uint32_t lit = plume_lights(sys, lights, most);
            REQUIRE(lit <= PLUME_MAX_LIGHTS && lit <= most);
            for (uint32_t i = 0; i < lit; i++) {
                REQUIRE(isfinite(lights[i].position[0]) && isfinite(lights[i].position[1]) && isfinite(lights[i].position[2]) &&
                        lights[i].intensity > 0.0f && lights[i].range > 0.0f);
                REQUIRE(i == 0 || lights[i - 1].intensity * fmaxf(lights[i - 1].color[0], fmaxf(lights[i - 1].color[1],
                        lights[i - 1].color[2])) >= lights[i].intensity * fmaxf(lights[i].color[0], fmaxf(lights[i].color[1],
                        lights[i].color[2])));
            }
            if (m.play_count == 0) REQUIRE(lit == 0); /* only effects' layers carry lights here */
        } else if (op == 9) { /* destroy and recreate */
            plume_system_destroy(sys);
            sys = create(&m, &r);
        } else if (op == 10) { /* load a texture, or destroy one: live, dead or forged */
            if (byte(&r) & 1) {
                if (m.texture_count == MAX_TEXTURES) continue;
                uint32_t id = 0;
                plume_status status = plume_create_texture(sys, PNG_1x1, sizeof PNG_1x1, &id);
                REQUIRE(status == PLUME_OK && id != 0);
                check_error(status);
                for (uint32_t t = 0; t < m.texture_count; t++) REQUIRE(m.textures[t] != id); /* ids never come back */
                m.textures[m.texture_count] = id;
                m.texture_alive[m.texture_count++] = 1;
            } else {
                uint32_t pick = byte(&r), t = m.texture_count ? pick % m.texture_count : 0;
                uint32_t id = m.texture_count && pick < 200 ? m.textures[t] : (uint32_t)u64(&r);
                int alive = 0, used = 0;
                for (uint32_t k = 0; k < m.texture_count; k++) alive |= m.textures[k] == id && m.texture_alive[k];
                for (uint32_t u = 0; u < m.user_count; u++) used |= alive && m.users[u].texture == id;
                plume_status status = plume_destroy_texture(sys, id);
                REQUIRE(status == (!alive ? PLUME_ERR_STALE_HANDLE : used ? PLUME_ERR_INVALID_ARGUMENT : PLUME_OK));
                check_error(status);
                for (uint32_t k = 0; status == PLUME_OK && k < m.texture_count; k++)
                    if (m.textures[k] == id) m.texture_alive[k] = 0;
            }
        } else if (op <= 12) { /* an emitter (op 11) or a system (op 12), with no, a live, a dead or a forged texture */
            uint32_t kind = op - 11, texture = 0;
            uint8_t which = byte(&r) % 4;
            if (which == 1 && m.texture_count) texture = m.textures[byte(&r) % m.texture_count];
            else if (which == 2) texture = (uint32_t)u64(&r);
            int texture_ok = texture == 0;
            for (uint32_t k = 0; k < m.texture_count; k++) texture_ok |= m.textures[k] == texture && m.texture_alive[k];
            int no_flow = byte(&r) % 8 == 0, hostile = 0;
            uint32_t burst = byte(&r) % 3;
            plume_status status;
            uint32_t id = 0, capacity = 0;
            if (m.user_count == MAX_USERS) continue;
            if (kind == 0) {
                plume_emitter e;
                plume_emitter_desc desc = {.texture = texture, .explicit_zero = no_flow ? PLUME_EMITTER_ZERO_RATE : 0u};
                flow_from(&r, &desc, 10, 500, burst, 0, &hostile);
                burst = desc.burst;
                desc.capacity = count_from(&r, 0, &hostile);
                desc.no_loop = byte(&r) % 4 == 0;
                if (no_flow) desc.rate = 0;
                desc.speed_over_life = keys_from(&r, 1);
                desc.rotation_over_life = keys_from(&r, 0);
                status = plume_create_emitter(sys, &desc, &e);
                id = e.id;
                if (hostile) REQUIRE(refused_or(status, texture_ok));
                else REQUIRE(status == (!texture_ok ? PLUME_ERR_INVALID_ARGUMENT
                                                    : no_flow && burst == 0 ? PLUME_ERR_INVALID_ARGUMENT : PLUME_OK));
            } else {
                plume_particle_system s;
                plume_particle_system_desc desc = {.texture = texture, .speed = {1, 2},
                                                   .explicit_zero = no_flow ? PLUME_PSYS_ZERO_RATE : 0u};
                system_flow_from(&r, &desc, 0, 10, burst, 0, &hostile);
                burst = desc.burst;
                desc.capacity = count_from(&r, 0, &hostile);
                uint8_t shape_byte = byte(&r);
                desc.shape = shape_byte % 5;
                /* colliders, from the same byte (the inputs read on as before): none, or 1 to 3 of a floor, a ball
                   and a box near the origin, some bouncing, some killing */
                desc.collider_count = (shape_byte / 5u) % 4u;
                for (uint32_t k = 0; k < desc.collider_count; k++) {
                    uint32_t type = 1u + (k + shape_byte) % 3u;
                    desc.colliders[k] = (plume_collider){.type = type, .a = {-0.5f, 0.2f * (float)k, -0.5f},
                                                         .b = {type == PLUME_COLLIDE_PLANE ? 0.1f : 0.5f, 1.0f, 0.5f},
                                                         .radius = 0.4f, .bounce = (float)(shape_byte & 3u) / 3.0f,
                                                         .friction = (float)((shape_byte >> 2) & 1u), .die = shape_byte >> 7,
                                                         .explicit_zero = PLUME_COLLIDER_ZERO_BOUNCE};
                }
                desc.speed_over_life = keys_from(&r, 1);
                desc.rotation_over_life = keys_from(&r, 0);
                /* a burst that fits (the default capacity holds up to 65536) is spawned when added: honest work the
                   budget would undo at once */
                /* (refused settings are always tried: a refusal allocates nothing) */
                int takes = desc.rate <= PLUME_PARTICLE_SYSTEM_MAX_RATE && desc.life[1] <= PLUME_PARTICLE_SYSTEM_MAX_LIFE &&
                            desc.capacity <= PLUME_PARTICLE_SYSTEM_MAX_CAPACITY && burst <= capacity_estimate(&desc);
                if (takes && (capacity_estimate(&desc) > SYSTEM_PARTICLE_BUDGET - m.system_particles || !affordable(&m, burst)))
                    continue;
                status = plume_add_particle_system(sys, &desc, &s);
                id = s.id;
                if (hostile) REQUIRE(refused_or(status, texture_ok));
                else REQUIRE(status == (texture_ok ? PLUME_OK : PLUME_ERR_INVALID_ARGUMENT));
                plume_particle_system_desc resolved;
                if (status == PLUME_OK) {
                    REQUIRE(plume_particle_system_resolved(sys, s, &resolved) == PLUME_OK);
                    capacity = resolved.capacity;
                }
            }
            check_error(status);
            REQUIRE((id != 0) == (status == PLUME_OK));
            if (id) m.users[m.user_count++] = (user){id, kind, texture, .capacity = capacity};
            m.system_particles += capacity;
            if (m.system_particles > SYSTEM_PARTICLE_BUDGET) { /* too many particles to step cheaply: gone again */
                REQUIRE(plume_remove_particle_system(sys, (plume_particle_system){id}) == PLUME_OK);
                bury_user(&m, m.user_count - 1);
            }
        } else if (op == 14) { /* an emitter group: made, played (a member), or a member moved */
            uint8_t what = byte(&r) % 3;
            if (m.user_count == MAX_USERS) continue;
            if (what == 0) { /* a group, with no, a live, a dead or a forged texture */
                uint32_t texture = 0;
                uint8_t which = byte(&r) % 4;
                if (which == 1 && m.texture_count) texture = m.textures[byte(&r) % m.texture_count];
                else if (which == 2) texture = (uint32_t)u64(&r);
                int texture_ok = texture == 0;
                for (uint32_t k = 0; k < m.texture_count; k++) texture_ok |= m.textures[k] == texture && m.texture_alive[k];
                plume_emitter_group g;
                int hostile = 0;
                plume_emitter_desc desc = {.texture = texture};
                uint32_t burst = byte(&r) % 3;
                desc.no_loop = byte(&r) & 1;
                flow_from(&r, &desc, 10, 300, burst, 200, &hostile);
                uint8_t scale = byte(&r) % 4; /* the members' time scale: 1, 0.25, 4 or 0 (frozen) */
                desc.time_scale = scale == 1 ? 0.25f : scale == 2 ? 4.0f : 0.0f;
                desc.explicit_zero = scale == 3 ? PLUME_EMITTER_ZERO_TIME_SCALE : 0u;
                desc.speed_over_life = keys_from(&r, 1);
                plume_status status = plume_emitter_group_create(sys, &desc, &g);
                if (hostile) REQUIRE(refused_or(status, texture_ok));
                else REQUIRE(status == (texture_ok ? PLUME_OK : PLUME_ERR_INVALID_ARGUMENT));
                check_error(status);
                REQUIRE((g.id != 0) == (status == PLUME_OK));
                static const float scales[] = {1.0f, 0.25f, 4.0f, 0.0f};
                if (g.id) m.users[m.user_count++] = (user){g.id, 2, texture, .scale = scales[scale], .delay = desc.delay};
            } else if (what == 1) { /* a play in a live, a dead or a forged group */
                uint8_t which = byte(&r) % 3;
                uint32_t group = 0, texture = 0;
                float scale = 1.0f, delay = 0.0f;
                if (which == 0) {
                    for (uint32_t u = 0; u < m.user_count; u++)
                        if (m.users[u].kind == 2) group = m.users[u].id;
                } else if (which == 1 && m.dead_user_count) {
                    group = m.dead_users[byte(&r) % (m.dead_user_count < DEAD_RING ? m.dead_user_count : DEAD_RING)][0];
                } else {
                    group = (uint32_t)u64(&r);
                }
                int alive = 0;
                for (uint32_t u = 0; u < m.user_count; u++)
                    if (m.users[u].kind == 2 && m.users[u].id == group) { /* a forged id can name a live group too */
                        alive = 1;
                        texture = m.users[u].texture;
                        scale = m.users[u].scale;
                        delay = m.users[u].delay;
                    }
                float storage[16];
                const float *transform = transform_from(&r, storage);
                if (!transform) continue; /* a play always takes a transform */
                plume_emitter e;
                plume_status status = plume_emitter_group_play(sys, (plume_emitter_group){group}, transform, byte(&r), &e);
                REQUIRE(status == (!alive ? PLUME_ERR_STALE_HANDLE
                                   : !transform_ok(transform) ? PLUME_ERR_INVALID_ARGUMENT : PLUME_OK));
                check_error(status);
                if (status == PLUME_OK)
                    m.users[m.user_count++] = (user){e.id, 0, texture, group, .since = m.now, .scale = scale, .delay = delay};
            } else { /* move an emitter: a member whose clock moved leaves its group */
                uint32_t candidates = users_of(&m, 0);
                if (!candidates) continue;
                uint32_t pick = byte(&r) % candidates, u = 0;
                for (;; u++)
                    if (m.users[u].kind == 0 && pick-- == 0) break;
                float storage[16];
                for (int i = 0; i < 16; i++) storage[i] = (i % 5 == 0) ? 1.0f : 0.0f;
                storage[13] = (float)byte(&r);
                plume_status status = plume_emitter_set_transform(sys, (plume_emitter){m.users[u].id}, storage);
                REQUIRE(status == PLUME_OK);
                check_error(status);
                const user *e = &m.users[u];
                if (past_delay(m.now, e->base, e->since, e->scale, e->delay)) m.users[u].group = 0;
            }
        } else if (op == 16) { /* C effects: made, played (with options), stopped, sought, moved, killed, destroyed,
                                  polled, their wind and render order changed */
            uint8_t what = byte(&r) % 10;
            uint32_t pick = byte(&r);
            if (what == 0) {
                if (m.effect_count == MAX_EFFECTS) continue;
                plume_effect_desc desc = {.layer_count = 1};
                plume_effect_shape shapes[2] = {{0}};
                int hostile = 0;
                uint32_t burst = byte(&r) % 3;
                desc.layers[0].loop = !(byte(&r) & 1);
                flow_from(&r, &desc.layers[0].gpu, 10, 300, burst, 200, &hostile);
                desc.layers[0].delay = desc.layers[0].gpu.delay; /* a layer's schedule is the layer's, on every sim */
                desc.layers[0].gpu.delay = 0.0f;
                static const plume_light flash = {.color = {1.0f, 0.5f, 0.2f}, .range = {.count = 1, .values = {4.0f}},
                                                  .intensity = {.count = 3, .values = {0.0f, 8.0f, 0.0f}, .times = {0.0f, 0.1f, 1.0f}}};
                if (pick & 8) desc.layers[0].gpu.light = flash;
                /* decals on a floor or a wall (every layer of the effect), and noise that moves with its time */
                uint32_t decal = pick & 32 ? 1u + ((pick >> 6) & 1u) : 0u;
                if (decal) {
                    desc.layers[0].gpu.render = PLUME_RENDER_DECAL;
                    memcpy(desc.layers[0].gpu.decal_normal, DECAL_NORMALS[decal - 1], sizeof DECAL_NORMALS[0]);
                }
                if (pick & 128) desc.layers[0].gpu.noise_strength = 0.5f, desc.layers[0].gpu.noise_speed = 2.0f;
                int cpu = pick & 1; /* and a cpu layer: a burst, a flow that ends, or one that runs until stopped */
                if (cpu) {
                    desc.layer_count = 2;
                    desc.layers[1].sim = PLUME_SIM_CPU;
                    desc.layers[1].cpu.explicit_zero = (pick & 4) ? PLUME_PSYS_ZERO_RATE : 0;
                    system_flow_from(&r, &desc.layers[1].cpu, 300, 30, pick % 3, (pick & 2) ? 200.0f : 0.0f, &hostile);
                    if (desc.layers[1].cpu.explicit_zero && !desc.layers[1].cpu.burst) desc.layers[1].cpu.burst = 1;
                    if (pick & 16) desc.layers[1].cpu.light = (plume_light){.intensity = {.count = 2, .values = {1.0f, 3.0f}}};
                    if (decal) {
                        desc.layers[1].cpu.render = PLUME_RENDER_DECAL;
                        memcpy(desc.layers[1].cpu.decal_normal, DECAL_NORMALS[decal - 1], sizeof DECAL_NORMALS[0]);
                    }
                    if (pick & 128) desc.layers[1].cpu.noise_strength = 0.5f, desc.layers[1].cpu.noise_speed = 2.0f;
                    /* hostile flows get a capacity said (48 plays of 65536 derived particles would be slow, not hung) */
                    static const uint32_t capacities[] = {1, 64, 1024};
                    if (hostile) desc.layers[1].cpu.capacity = capacities[byte(&r) % 3];
                    /* its schedule: a delay (ordinary or hostile) and a loop that bursts again every duration */
                    uint8_t schedule = byte(&r);
                    static const float delays[] = {0.0f, 50.0f, 250.0f};
                    desc.layers[1].delay = (schedule & 3) == 3 ? number_from(&r, 100.0f, &hostile) : delays[schedule & 3];
                    desc.layers[1].loop = (schedule >> 2) & 1;
                    /* born on a mesh shape lent to the effect (JavaScript's shape: { type: 'mesh' }), along its normal */
                    if ((schedule >> 3) & 1) {
                        desc.layers[1].cpu.shape = PLUME_SHAPE_MESH;
                        shapes[1] = (plume_effect_shape){fuzz_quad(), (schedule >> 4) & 1u};
                    }
                }
                /* a layer's own seed 0 (JavaScript's seed: 0): every play of it draws the same particles */
                if (byte(&r) & 1) desc.layers[0].gpu.explicit_zero |= PLUME_EMITTER_ZERO_SEED;
                /* rate 30 over 300 ms and a burst below 3: the default capacity's least, 16 */
                uint32_t capacity = desc.layers[1].cpu.capacity ? desc.layers[1].cpu.capacity : 16;
                plume_effect fx;
                plume_status status = plume_effect_create_layers(sys, desc.layers, desc.layer_count, desc.seed, shapes, &fx);
                REQUIRE(hostile ? refused_or(status, 1) : status == PLUME_OK);
                REQUIRE((fx.id != 0) == (status == PLUME_OK));
                check_error(status);
                if (status) continue;
                m.effect_cpu[m.effect_count] = cpu;
                m.effect_capacity[m.effect_count] = cpu ? capacity : 0;
                m.effect_delay[m.effect_count] = desc.layers[0].delay;
                m.effect_cpu_delay[m.effect_count] = desc.layers[1].delay;
                m.effect_no_loop[m.effect_count] = !desc.layers[0].loop;
                m.effect_cpu_loop[m.effect_count] = cpu && desc.layers[1].loop;
                m.effect_variants[m.effect_count] = 0;
                m.effect_decal[m.effect_count] = decal;
                m.effects[m.effect_count++] = fx.id;
            } else if (what == 1) { /* play in a live or a forged effect */
                int live = m.effect_count && (pick & 1);
                uint32_t effect = live ? m.effects[pick % m.effect_count] : (uint32_t)u64(&r);
                for (uint32_t k = 0; !live && k < m.effect_count; k++) live |= m.effects[k] == effect;
                if (m.play_count == MAX_PLAYS) continue;
                for (uint32_t k = 0; live && k < m.effect_count; k++) /* its cpu layer's burst (at most its capacity) */
                    if (m.effects[k] == effect && !affordable(&m, m.effect_capacity[k])) live = -1;
                if (live < 0) continue;
                plume_effect_instance in;
                /* now and then with options: every layer looping or none, another render order */
                uint8_t with = byte(&r);
                plume_play_options options = {.seed = byte(&r)};
                if (with & 1) {
                    options.loop = (uint32_t)(with >> 1) % 3u;
                    if ((with >> 3) & 1) options.given = PLUME_PLAY_RENDER_ORDER, options.render_order = (int32_t)((with >> 4) % 3) - 1;
                    if (with & 64) { /* on a floor or a wall: refused by an effect without decal layers */
                        options.given |= PLUME_PLAY_NORMAL;
                        memcpy(options.normal, DECAL_NORMALS[with >> 7], sizeof options.normal);
                    }
                }
                uint32_t decal = 0, normal = options.given & PLUME_PLAY_NORMAL ? 1u + (with >> 7) : 0u;
                for (uint32_t k = 0; live && k < m.effect_count; k++)
                    if (m.effects[k] == effect) decal = m.effect_decal[k];
                plume_status status = plume_effect_play_with(sys, (plume_effect){effect}, IDENTITY_16, &options, &in);
                REQUIRE(status == (!live ? PLUME_ERR_STALE_HANDLE : normal && !decal ? PLUME_ERR_INVALID_ARGUMENT : PLUME_OK));
                check_error(status);
                int cpu = 0, no_loop = 0, cpu_loop = 0;
                uint32_t capacity = 0;
                float delay = 0.0f, cpu_delay = 0.0f;
                for (uint32_t k = 0; k < m.effect_count; k++)
                    if (m.effects[k] == effect)
                        cpu = m.effect_cpu[k], capacity = m.effect_capacity[k], delay = m.effect_delay[k],
                        cpu_delay = m.effect_cpu_delay[k], no_loop = m.effect_no_loop[k], cpu_loop = m.effect_cpu_loop[k];
                uint32_t loops = options.loop == PLUME_PLAY_LOOP ? 1u : options.loop == PLUME_PLAY_NO_LOOP ? 0u : (uint32_t)!no_loop;
                if (status == PLUME_OK) {
                    m.plays[m.play_count++] = (play){in.id, effect, .cpu = cpu, .capacity = capacity, .since = m.now,
                                                     .delay = delay, .made = cpu && 0.0 >= (double)cpu_delay,
                                                     .origin = m.now, .loops = loops, .order = options.render_order,
                                                     .ordered = (options.given & PLUME_PLAY_RENDER_ORDER) != 0,
                                                     .normal = normal,
                                                     .endless = options.loop == PLUME_PLAY_LOOP ||
                                                                (options.loop == PLUME_PLAY_LOOP_LAYERS && (!no_loop || cpu_loop))};
                    note_group(&m, effect, loops, options.render_order, normal);
                }
                if (status == PLUME_OK && play_particles(&m) > PLAY_PARTICLE_BUDGET) { /* honest but slow: gone again */
                    REQUIRE(plume_instance_kill(sys, in) == PLUME_OK);
                    m.dead_plays[m.dead_play_count++ % DEAD_RING] = in.id;
                    m.play_count--;
                }
            } else if (what <= 5 || what >= 8) { /* stop, seek, move, kill, wind, render order: live, dead or forged */
                uint32_t id, index = MAX_PLAYS;
                if ((pick & 3) != 3 && m.play_count) index = pick % m.play_count, id = m.plays[index].id;
                else if ((pick & 3) == 3 && m.dead_play_count) id = m.dead_plays[pick % (m.dead_play_count < DEAD_RING ? m.dead_play_count : DEAD_RING)];
                else id = (uint32_t)u64(&r);
                plume_effect_instance in = {id};
                for (uint32_t k = 0; index == MAX_PLAYS && k < m.play_count; k++) /* a forged id may be a live play's */
                    if (m.plays[k].id == id) index = k;
                int alive = index < MAX_PLAYS;
                plume_status status, expected = alive ? PLUME_OK : PLUME_ERR_STALE_HANDLE;
                if (what == 2) {
                    status = plume_instance_stop(sys, in);
                    if (alive && status == PLUME_OK && index < MAX_PLAYS) m.plays[index].stopped = 1;
                } else if (what == 3) {
                    double ms = seek_from(&r);
                    int cpu = 0, made = 0;
                    uint32_t capacity = 0;
                    float cpu_delay = 0.0f;
                    for (uint32_t k = 0; k < m.play_count; k++)
                        if (m.plays[k].id == id) cpu = m.plays[k].cpu, capacity = m.plays[k].capacity, made = m.plays[k].made;
                    for (uint32_t k = 0; index < MAX_PLAYS && k < m.effect_count; k++)
                        if (m.effects[k] == m.plays[index].effect) cpu_delay = m.effect_cpu_delay[k];
                    if (alive && !(ms >= 0.0 && ms <= (cpu ? PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS : 1e12)))
                        expected = PLUME_ERR_INVALID_ARGUMENT;
                    /* a made system re-simulates its own time, ms - delay, and refuses what costs too much; one not
                       made now is made as far as a seek may go (effect.c's seek_reach_ms: whole steps) */
                    double local = ms - (double)cpu_delay, updates = 0.0;
                    if (cpu && expected == PLUME_OK && local > 0.0) {
                        double most = floor((double)PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK / (capacity ? capacity : 1u)) *
                                      PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS;
                        updates = seek_updates(made ? local : fmin(local, fmax(most, 0.0)), capacity);
                    }
                    if (alive && !seek_affordable(&m, updates)) continue;
                    if (made && updates > PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK) expected = PLUME_ERR_LIMIT;
                    status = plume_instance_seek(sys, in, ms);
                    if (status == PLUME_OK && index < MAX_PLAYS) {
                        if (m.plays[index].stopped) m.plays[index].left = 0; /* fresh members, in the group */
                        m.plays[index].stopped = 0;
                        m.plays[index].base = ms, m.plays[index].since = m.now;
                        m.plays[index].origin = m.now - ms;
                        m.plays[index].made = cpu && ms >= (double)cpu_delay;
                    }
                } else if (what == 4) {
                    float at[16];
                    memcpy(at, IDENTITY_16, sizeof at);
                    at[12] = (float)byte(&r);
                    status = plume_instance_set_transform(sys, in, at);
                    const play *p = &m.plays[index < MAX_PLAYS ? index : 0];
                    if (alive && index < MAX_PLAYS && past_delay(m.now, p->base, p->since, 1.0f, p->delay)) m.plays[index].left = 1;
                } else if (what == 5) {
                    status = plume_instance_kill(sys, in);
                    if (alive && index < MAX_PLAYS) {
                        m.dead_plays[m.dead_play_count++ % DEAD_RING] = id;
                        m.plays[index] = m.plays[--m.play_count];
                    }
                } else if (what == 8) { /* wind: a cpu layer's; refused when not finite */
                    uint8_t w = byte(&r);
                    float wind[3] = {(float)w - 128.0f, 0.0f, w == 255 ? NAN : 0.0f};
                    int cpu = alive && index < MAX_PLAYS && m.plays[index].cpu;
                    for (uint32_t k = 0; alive && index == MAX_PLAYS && k < m.play_count; k++)
                        if (m.plays[k].id == id) cpu = m.plays[k].cpu;
                    if (alive && (!cpu || w == 255)) expected = PLUME_ERR_INVALID_ARGUMENT;
                    status = plume_instance_set_wind(sys, in, wind);
                } else { /* render order: its gpu member played again into that order's group (sought to the play's
                            clock: refused past 1e12 ms of it, as a seek is) */
                    int32_t order = (int32_t)(byte(&r) % 3) - 1;
                    if (alive && !(m.now - m.plays[index].origin <= 1e12) &&
                        !(m.plays[index].order == order && m.plays[index].ordered))
                        expected = PLUME_ERR_INVALID_ARGUMENT;
                    status = plume_instance_set_render_order(sys, in, order);
                    for (uint32_t k = 0; alive && status == PLUME_OK && k < m.play_count; k++)
                        if (m.plays[k].id == id && !(m.plays[k].ordered && m.plays[k].order == order)) {
                            m.plays[k].left = 0, m.plays[k].order = order, m.plays[k].ordered = 1;
                            note_group(&m, m.plays[k].effect, m.plays[k].loops, order, m.plays[k].normal);
                        }
                }
                if (status != expected) fprintf(stderr, "effect call %u returned %d, the model expected %d (alive %d): %s\n", what, status, expected, alive, plume_last_error());
                REQUIRE(status == expected);
                check_error(status);
            } else if (what == 6) { /* destroy an effect: its instances go with it */
                if (!m.effect_count) continue;
                uint32_t k = pick % m.effect_count, effect = m.effects[k];
                plume_status status = plume_effect_destroy(sys, (plume_effect){effect});
                REQUIRE(status == PLUME_OK);
                check_error(status);
                m.effects[k] = m.effects[--m.effect_count];
                m.effect_cpu[k] = m.effect_cpu[m.effect_count];
                m.effect_capacity[k] = m.effect_capacity[m.effect_count];
                m.effect_delay[k] = m.effect_delay[m.effect_count];
                m.effect_cpu_delay[k] = m.effect_cpu_delay[m.effect_count];
                m.effect_no_loop[k] = m.effect_no_loop[m.effect_count];
                m.effect_cpu_loop[k] = m.effect_cpu_loop[m.effect_count];
                m.effect_variants[k] = m.effect_variants[m.effect_count];
                m.effect_decal[k] = m.effect_decal[m.effect_count]; /* (the model forgot it: found once the sequences changed) */
                for (uint32_t p = m.play_count; p-- > 0;)
                    if (m.plays[p].effect == effect) {
                        m.dead_plays[m.dead_play_count++ % DEAD_RING] = m.plays[p].id;
                        m.plays[p] = m.plays[--m.play_count];
                    }
            } else { /* poll: each reported instance was alive, once, and is freed */
                plume_effect_instance out[8];
                uint32_t n = plume_poll_ended(sys, out, 8);
                REQUIRE(n <= 8);
                for (uint32_t k = 0; k < n; k++) {
                    uint32_t p = 0;
                    while (p < m.play_count && m.plays[p].id != out[k].id) p++;
                    REQUIRE(p < m.play_count);
                    REQUIRE(!m.plays[p].endless || m.plays[p].stopped); /* one layer's end is not the play's */
                    m.dead_plays[m.dead_play_count++ % DEAD_RING] = out[k].id;
                    m.plays[p] = m.plays[--m.play_count];
                }
            }
        } else if (op == 17) { /* seek a system: live, dead or forged, to ordinary, tiny, huge and refused times */
            uint8_t which = byte(&r) % 3;
            uint32_t id = 0, live = users_of(&m, 1);
            if (which == 0 && live) {
                uint32_t pick = byte(&r) % live, u = 0;
                for (;; u++)
                    if (m.users[u].kind == 1 && pick-- == 0) break;
                id = m.users[u].id;
            } else if (which == 1 && m.dead_user_count) {
                id = m.dead_users[byte(&r) % (m.dead_user_count < DEAD_RING ? m.dead_user_count : DEAD_RING)][0];
            } else {
                id = (uint32_t)u64(&r);
            }
            plume_particle_system handle = {id};
            int exists = plume_particle_system_exists(sys, handle); /* a forged id may name an effect's system */
            plume_particle_system_desc resolved;
            if (exists) REQUIRE(plume_particle_system_resolved(sys, handle, &resolved) == PLUME_OK);
            double ms = seek_from(&r);
            plume_status expected = PLUME_OK;
            if (!exists) expected = PLUME_ERR_STALE_HANDLE;
            else if (!(ms >= 0.0 && ms <= PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS)) expected = PLUME_ERR_INVALID_ARGUMENT;
            else if (seek_updates(ms, resolved.capacity) > PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK) expected = PLUME_ERR_LIMIT;
            /* a system the model did not make is a C effect's: it changes only through its instance, refused after
               the checks every seek passes (a forged id sought it before: found by the fuzzer on CI, seed 1) */
            int effects = expected == PLUME_OK && !user_alive_in_model(&m, id, 1);
            if (effects) expected = PLUME_ERR_INVALID_ARGUMENT;
            else if (expected == PLUME_OK && !seek_affordable(&m, seek_updates(ms, resolved.capacity))) continue; /* honest but slow */
            plume_status status = plume_particle_system_seek(sys, handle, ms);
            REQUIRE(status == expected);
            if (effects) REQUIRE(strstr(plume_last_error(), "plays for an effect instance"));
            check_error(status);
            if (status == PLUME_OK) { /* its clock is ms now */
                double t = -1.0;
                REQUIRE(plume_particle_system_time(sys, handle, &t) == PLUME_OK && t == ms);
            }
        } else if (op == 15) { /* poll ends: each once, each truly ended, each a live emitter */
            plume_emitter out[8];
            uint32_t n = plume_emitters_poll_ended(sys, out, 8);
            REQUIRE(n <= 8);
            for (uint32_t k = 0; k < n; k++) {
                int found = 0;
                for (uint32_t u = 0; u < m.user_count; u++) {
                    if (m.users[u].kind != 0 || m.users[u].id != out[k].id) continue;
                    REQUIRE(!m.users[u].reported);
                    m.users[u].reported = 1;
                    found = 1;
                }
                REQUIRE(found);
                REQUIRE(plume_emitter_ended(sys, out[k]));
            }
        } else { /* destroy an emitter or remove a system: live, dead or forged */
            uint8_t which = byte(&r) % 3;
            uint32_t id, kind;
            if (which == 0 && m.user_count) {
                const user *u = &m.users[byte(&r) % m.user_count];
                id = u->id, kind = u->kind;
            } else if (which == 1 && m.dead_user_count) {
                const uint32_t *d = m.dead_users[byte(&r) % (m.dead_user_count < DEAD_RING ? m.dead_user_count : DEAD_RING)];
                id = d[0], kind = d[1];
            } else {
                id = (uint32_t)u64(&r), kind = byte(&r) % 3;
            }
            int alive = 0;
            for (uint32_t u = 0; u < m.user_count; u++) alive |= m.users[u].id == id && m.users[u].kind == kind;
            plume_status status = kind == 0   ? plume_emitter_destroy(sys, (plume_emitter){id})
                                  : kind == 1 ? plume_remove_particle_system(sys, (plume_particle_system){id})
                                              : plume_emitter_group_destroy(sys, (plume_emitter_group){id});
            /* a forged emitter or system id can name a C effect's member: refused, it changes only through its
               instance (a system was removed from under its instance before) */
            int member = kind <= 1 && !alive && status == PLUME_ERR_INVALID_ARGUMENT &&
                         strstr(plume_last_error(), "plays for an effect instance");
            REQUIRE(status == (alive ? PLUME_OK : PLUME_ERR_STALE_HANDLE) || member);
            check_error(status);
            for (uint32_t u = 0; alive && u < m.user_count; u++) {
                if (m.users[u].id != id || m.users[u].kind != kind) continue;
                bury_user(&m, u);
                break;
            }
            for (uint32_t u = m.user_count; alive && kind == 2 && u-- > 0;) /* a group's members go with it */
                if (m.users[u].kind == 0 && m.users[u].group == id) bury_user(&m, u);
        }
        double took = seconds_now() - began;
        if (took > PLUME_FUZZ_CALL_SECONDS) {
            fprintf(stderr, "fuzz_sequence.c: op %u took %.2f s (a call's cost must be bounded)\n", op, took);
            __builtin_trap();
        }
        check_agreement(sys, &m);
        /* the box culling reads, kept by every path that moves a particle: after every call, not only steps (a
           seek, a desc change or a burst between steps must keep it too) */
        REQUIRE(plume_particle_systems_boxes_hold(sys));
    }
    plume_system_destroy(sys);
    return 0;
}
