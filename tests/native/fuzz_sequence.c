/* libFuzzer harness: the input bytes drive a sequence of core calls — define kinds, spawn, kill,
   set_transform, step (NaN, negative, huge, tiny and ordinary steps), textures loaded and destroyed,
   GPU emitters and CPU systems made (with live, destroyed and forged textures) and destroyed,
   emitter groups made, played (members), destroyed (their members with them), members moved (one
   moved after its particles are out leaves the group), ends polled (each once, only when ended),
   C effects made, played, stopped, sought, moved, killed, destroyed and their ends polled,
   destroy and recreate, stale and forged handles — replayed against a plain model of what is alive.
   After every call the core must agree with the model: its status, is_alive for every id the model
   knows, the stats, draw_count (highest live slot + 1), the draw list (one item per group and per
   emitter outside a group, none dropped) and the last error ("" after a success, a message with the returned status after a
   failure). Any disagreement traps; ASan/UBSan watch the rest. */
#include <math.h>
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "draw_list.h"
#include "effect.h"
#include "emitter.h"
#include "emitter_internal.h"
#include "particle_system.h"
#include "plume.h"
#include "system_internal.h"

#define MAX_KINDS 3
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
    int aged;       /* emitters: a step moved its clock since it was made */
    int frozen;     /* emitters: played with a time scale of 0 (its clock never moves) */
    int reported;   /* emitters: its end came out of a poll */
} user;

#define MAX_EFFECTS 4
#define MAX_PLAYS 48

typedef struct play { /* a live instance of a C effect (a gpu layer: one member; a cpu layer: one system) */
    uint32_t id, effect;
    int aged, left, stopped, cpu;
} play;

typedef struct model {
    uint32_t effects[MAX_EFFECTS];
    int effect_cpu[MAX_EFFECTS]; /* it has a cpu layer too */
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
    double now;
    uint32_t kinds;
    uint32_t capacity[MAX_KINDS];
    float max_age[MAX_KINDS];
    uint32_t peak[MAX_KINDS]; /* most instances ever alive at once: the slots created */
    int defined[4];           /* by name index */
    live_instance live[MAX_LIVE]; /* in spawn order */
    uint32_t live_count;
    plume_instance dead[DEAD_RING];
    uint32_t dead_count;
} model;

typedef struct reader {
    const uint8_t *data;
    size_t size, at;
} reader;

static int more(const reader *r) { return r->at < r->size; }
static uint8_t byte(reader *r) { return r->at < r->size ? r->data[r->at++] : 0; }
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
    m->dead_users[m->dead_user_count % DEAD_RING][0] = m->users[u].id;
    m->dead_users[m->dead_user_count++ % DEAD_RING][1] = m->users[u].kind;
    m->users[u] = m->users[--m->user_count];
}

/* Items the draw list holds: one per group and one per emitter outside a group. */
static uint32_t expected_items(const model *m)
{
    uint32_t n = m->effect_count; /* a group each */
    for (uint32_t i = 0; i < m->user_count; i++)
        n += m->users[i].kind == 2 || (m->users[i].kind == 0 && m->users[i].group == 0);
    for (uint32_t i = 0; i < m->play_count; i++) n += m->plays[i].left;
    return n;
}

static void check_agreement(plume_system *sys, const model *m)
{
    plume_stats stats = plume_get_stats(sys);
    REQUIRE(stats.emitters == users_of(m, 0) + m->play_count);
    for (uint32_t i = 0; i < m->play_count; i++) REQUIRE(plume_instance_alive(sys, (plume_effect_instance){m->plays[i].id}));
    for (uint32_t i = 0; i < m->dead_play_count && i < DEAD_RING; i++)
        REQUIRE(!plume_instance_alive(sys, (plume_effect_instance){m->dead_plays[i]}));
    uint32_t cpu_plays = 0;
    for (uint32_t i = 0; i < m->play_count; i++) cpu_plays += m->plays[i].cpu;
    REQUIRE(stats.systems == users_of(m, 1) + cpu_plays); /* a cpu layer's system lives as long as its instance */
    REQUIRE(stats.instances == m->play_count && stats.effects == m->effect_count);
    for (uint32_t i = 0; i < m->user_count; i++) REQUIRE(user_alive(sys, m->users[i].id, m->users[i].kind));
    for (uint32_t i = 0; i < m->dead_user_count && i < DEAD_RING; i++) REQUIRE(!user_alive(sys, m->dead_users[i][0], m->dead_users[i][1]));
    for (uint32_t t = 0; t < m->texture_count; t++) REQUIRE((plume_texture_slot(sys, m->textures[t]) != 0) == m->texture_alive[t]);
    static plume_draw_list list; /* every group and every emitter outside one is an item: nothing is dropped */
    static const float identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    plume_draw_list_clear(&list, 0.0f);
    plume_emitters_collect_draws(sys, &list, identity, identity, 1);
    REQUIRE(list.count == expected_items(m) && list.dropped == 0);
    for (uint32_t i = 0; i < list.count; i++) {
        const plume_draw_item *item = &list.items[i];
        if (item->pipeline != PLUME_PIPELINE_EMITTER_GROUP) continue;
        int of_effect = 1;
        for (uint32_t u = 0; u < m->user_count; u++) of_effect &= !(m->users[u].kind == 2 && m->users[u].id == item->instance_key);
        if (of_effect) continue; /* a C effect's group: its members are counted with the plays */
        uint32_t members = 0;
        for (uint32_t u = 0; u < m->user_count; u++) members += m->users[u].kind == 0 && m->users[u].group == item->instance_key;
        REQUIRE(item->instances->alive == members && item->instance_count >= members);
    }
    REQUIRE(stats.particles_active == m->live_count);
    uint32_t created = 0;
    for (uint32_t k = 0; k < m->kinds; k++) created += m->peak[k];
    REQUIRE(stats.particles_created == created);
    REQUIRE(plume_kind_count(sys) == m->kinds);
    REQUIRE(isfinite(plume_time(sys)) && plume_time(sys) == m->now);
    for (uint32_t k = 0; k < m->kinds; k++) {
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

static float setting_from(reader *r)
{
    static const float table[] = {0.0f, 1.0f, 16.5f, 100.0f, 1000.0f, 1e6f, 3e38f, 1e-45f, -1.0f, NAN, INFINITY, 0.25f};
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
        uint8_t op = byte(&r) % 17;
        if (op == 0) { /* define a kind */
            uint32_t name = byte(&r) % 4, capacity = byte(&r) % 10, out;
            float max_age = setting_from(&r);
            plume_kind_desc desc = {.mesh_obj = QUAD, .capacity = capacity, .max_age = max_age};
            plume_status status = plume_define_kind(sys, NAMES[name], &desc, &out);
            int duplicate = m.defined[name % 3];
            plume_status expected =
                duplicate ? PLUME_ERR_DUPLICATE_KIND : setting_ok(max_age) ? PLUME_OK : PLUME_ERR_INVALID_ARGUMENT;
            REQUIRE(status == expected);
            check_error(status);
            if (status == PLUME_OK) {
                REQUIRE(out == m.kinds + 1);
                m.defined[name % 3] = 1;
                m.capacity[m.kinds] = capacity ? capacity : PLUME_DEFAULT_CAPACITY;
                m.max_age[m.kinds] = max_age != 0.0f ? max_age : PLUME_DEFAULT_MAX_AGE;
                m.kinds++;
            }
        } else if (op <= 3) { /* spawn */
            uint32_t kind = byte(&r) % (MAX_KINDS + 2);
            float storage[16], age = setting_from(&r), size1 = setting_from(&r), size2 = setting_from(&r);
            const float *transform = transform_from(&r, storage);
            if (m.live_count == MAX_LIVE) continue;
            plume_instance id = plume_spawn(sys, kind, transform, age, size1, size2);
            plume_status expected = m.kinds == 0                      ? PLUME_ERR_NO_KINDS
                                    : kind == 0 || kind > m.kinds      ? PLUME_ERR_UNKNOWN_KIND
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
                for (uint32_t u = 0; ms > 0.0 && u < m.user_count; u++) m.users[u].aged = !m.users[u].frozen;
                for (uint32_t p = 0; ms > 0.0 && p < m.play_count; p++) m.plays[p].aged = 1;
                for (uint32_t i = m.live_count; i-- > 0;)
                    if (m.live[i].death <= m.now) remove_live(&m, i);
            }
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
            int no_flow = byte(&r) % 8 == 0, burst = byte(&r) % 3;
            plume_status status;
            uint32_t id = 0;
            if (m.user_count == MAX_USERS) continue;
            if (kind == 0) {
                plume_emitter e;
                plume_emitter_desc desc = {.texture = texture, .rate = 10, .life = 500, .burst = (uint32_t)burst,
                                           .explicit_zero = no_flow ? PLUME_EMITTER_ZERO_RATE : 0u};
                if (no_flow) desc.rate = 0;
                desc.speed_over_life = keys_from(&r, 1);
                desc.rotation_over_life = keys_from(&r, 0);
                status = plume_create_emitter(sys, &desc, &e);
                id = e.id;
                REQUIRE(status == (!texture_ok ? PLUME_ERR_INVALID_ARGUMENT
                                               : no_flow && burst == 0 ? PLUME_ERR_INVALID_ARGUMENT : PLUME_OK));
            } else {
                plume_particle_system s;
                plume_particle_system_desc desc = {.texture = texture, .rate = 10, .burst = (uint32_t)burst,
                                                   .shape = byte(&r) % 5, .speed = {1, 2},
                                                   .explicit_zero = no_flow ? PLUME_PSYS_ZERO_RATE : 0u};
                desc.speed_over_life = keys_from(&r, 1);
                desc.rotation_over_life = keys_from(&r, 0);
                status = plume_add_particle_system(sys, &desc, &s);
                id = s.id;
                REQUIRE(status == (texture_ok ? PLUME_OK : PLUME_ERR_INVALID_ARGUMENT));
            }
            check_error(status);
            REQUIRE((id != 0) == (status == PLUME_OK));
            if (id) m.users[m.user_count++] = (user){id, kind, texture, 0, 0, 0, 0};
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
                plume_emitter_desc desc = {.texture = texture, .rate = 10, .life = 300, .burst = byte(&r) % 3,
                                           .no_loop = byte(&r) & 1, .duration = 200};
                uint8_t scale = byte(&r) % 4; /* the members' time scale: 1, 0.25, 4 or 0 (frozen) */
                desc.time_scale = scale == 1 ? 0.25f : scale == 2 ? 4.0f : 0.0f;
                desc.explicit_zero = scale == 3 ? PLUME_EMITTER_ZERO_TIME_SCALE : 0u;
                desc.speed_over_life = keys_from(&r, 1);
                plume_status status = plume_emitter_group_create(sys, &desc, &g);
                REQUIRE(status == (texture_ok ? PLUME_OK : PLUME_ERR_INVALID_ARGUMENT));
                check_error(status);
                REQUIRE((g.id != 0) == (status == PLUME_OK));
                if (g.id) m.users[m.user_count++] = (user){g.id, 2, texture, 0, 0, scale == 3, 0}; /* frozen: its members' */
            } else if (what == 1) { /* a play in a live, a dead or a forged group */
                uint8_t which = byte(&r) % 3;
                uint32_t group = 0, texture = 0;
                int frozen = 0;
                if (which == 0) {
                    for (uint32_t u = 0; u < m.user_count; u++)
                        if (m.users[u].kind == 2) group = m.users[u].id, texture = m.users[u].texture, frozen = m.users[u].frozen;
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
                        frozen = m.users[u].frozen;
                    }
                float storage[16];
                const float *transform = transform_from(&r, storage);
                if (!transform) continue; /* a play always takes a transform */
                plume_emitter e;
                plume_status status = plume_emitter_group_play(sys, (plume_emitter_group){group}, transform, byte(&r), &e);
                REQUIRE(status == (!alive ? PLUME_ERR_STALE_HANDLE
                                   : !transform_ok(transform) ? PLUME_ERR_INVALID_ARGUMENT : PLUME_OK));
                check_error(status);
                if (status == PLUME_OK) m.users[m.user_count++] = (user){e.id, 0, texture, group, 0, frozen, 0};
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
                if (m.users[u].aged) m.users[u].group = 0;
            }
        } else if (op == 16) { /* C effects: made, played, stopped, sought, moved, killed, destroyed, polled */
            uint8_t what = byte(&r) % 8;
            uint32_t pick = byte(&r);
            if (what == 0) {
                if (m.effect_count == MAX_EFFECTS) continue;
                plume_effect_desc desc = {.layer_count = 1};
                desc.layers[0].gpu = (plume_emitter_desc){.rate = 10, .life = 300, .burst = byte(&r) % 3,
                                                          .no_loop = byte(&r) & 1, .duration = 200};
                int cpu = pick & 1; /* and a cpu layer: a burst, a flow that ends, or one that runs until stopped */
                if (cpu) {
                    desc.layer_count = 2;
                    desc.layers[1].sim = PLUME_SIM_CPU;
                    desc.layers[1].cpu = (plume_particle_system_desc){.rate = 30, .life = {100, 300}, .burst = pick % 3,
                                                                      .duration = (pick & 2) ? 200.0f : 0.0f,
                                                                      .explicit_zero = (pick & 4) ? PLUME_PSYS_ZERO_RATE : 0};
                    if (desc.layers[1].cpu.explicit_zero && !desc.layers[1].cpu.burst) desc.layers[1].cpu.burst = 1;
                }
                plume_effect fx;
                plume_status status = plume_effect_create(sys, &desc, &fx);
                REQUIRE(status == PLUME_OK && fx.id);
                check_error(status);
                m.effect_cpu[m.effect_count] = cpu;
                m.effects[m.effect_count++] = fx.id;
            } else if (what == 1) { /* play in a live or a forged effect */
                int live = m.effect_count && (pick & 1);
                uint32_t effect = live ? m.effects[pick % m.effect_count] : (uint32_t)u64(&r);
                for (uint32_t k = 0; !live && k < m.effect_count; k++) live |= m.effects[k] == effect;
                if (m.play_count == MAX_PLAYS) continue;
                plume_effect_instance in;
                plume_status status = plume_effect_play(sys, (plume_effect){effect}, IDENTITY_16, byte(&r), &in);
                REQUIRE(status == (live ? PLUME_OK : PLUME_ERR_STALE_HANDLE));
                check_error(status);
                int cpu = 0;
                for (uint32_t k = 0; k < m.effect_count; k++) cpu |= m.effects[k] == effect && m.effect_cpu[k];
                if (status == PLUME_OK) m.plays[m.play_count++] = (play){in.id, effect, 0, 0, 0, cpu};
            } else if (what <= 5) { /* stop, seek, move or kill an instance: live, dead or forged */
                uint32_t id, index = MAX_PLAYS;
                if ((pick & 3) != 3 && m.play_count) index = pick % m.play_count, id = m.plays[index].id;
                else if ((pick & 3) == 3 && m.dead_play_count) id = m.dead_plays[pick % (m.dead_play_count < DEAD_RING ? m.dead_play_count : DEAD_RING)];
                else id = (uint32_t)u64(&r);
                plume_effect_instance in = {id};
                int alive = index < MAX_PLAYS;
                for (uint32_t k = 0; !alive && k < m.play_count; k++) alive |= m.plays[k].id == id;
                plume_status status;
                if (what == 2) {
                    status = plume_instance_stop(sys, in);
                    if (alive && status == PLUME_OK && index < MAX_PLAYS) m.plays[index].stopped = 1;
                } else if (what == 3) {
                    double ms = (byte(&r) & 1) ? 0.0 : 120.0;
                    status = plume_instance_seek(sys, in, ms);
                    if (alive && index < MAX_PLAYS) {
                        if (m.plays[index].stopped) m.plays[index].left = 0; /* fresh members, in the group */
                        m.plays[index].stopped = 0;
                        m.plays[index].aged = ms > 0.0;
                    }
                } else if (what == 4) {
                    float at[16];
                    memcpy(at, IDENTITY_16, sizeof at);
                    at[12] = (float)byte(&r);
                    status = plume_instance_set_transform(sys, in, at);
                    if (alive && index < MAX_PLAYS && m.plays[index].aged) m.plays[index].left = 1;
                } else {
                    status = plume_instance_kill(sys, in);
                    if (alive && index < MAX_PLAYS) {
                        m.dead_plays[m.dead_play_count++ % DEAD_RING] = id;
                        m.plays[index] = m.plays[--m.play_count];
                    }
                }
                REQUIRE(status == (alive ? PLUME_OK : PLUME_ERR_STALE_HANDLE));
                check_error(status);
            } else if (what == 6) { /* destroy an effect: its instances go with it */
                if (!m.effect_count) continue;
                uint32_t k = pick % m.effect_count, effect = m.effects[k];
                plume_status status = plume_effect_destroy(sys, (plume_effect){effect});
                REQUIRE(status == PLUME_OK);
                check_error(status);
                m.effects[k] = m.effects[--m.effect_count];
                m.effect_cpu[k] = m.effect_cpu[m.effect_count];
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
                    m.dead_plays[m.dead_play_count++ % DEAD_RING] = out[k].id;
                    m.plays[p] = m.plays[--m.play_count];
                }
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
            /* a forged emitter id can name a C effect's member: refused, it changes only through its instance */
            int member = kind == 0 && !alive && status == PLUME_ERR_INVALID_ARGUMENT &&
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
        check_agreement(sys, &m);
    }
    plume_system_destroy(sys);
    return 0;
}
