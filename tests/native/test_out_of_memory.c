/* A call that fails leaves nothing behind: every allocation that creating an effect, playing it, seeking a stopped
   play, moving a play to another render order, seeking a cpu layer, defining a kind, making an emitter, a system or a
   texture, playing an emitter group and seeking or reshaping a system make fails in turn (count_allocations.h), and
   each refused call must say PLUME_ERR_OUT_OF_MEMORY and leave the world as it was — the same stats, plays, clocks,
   particles, boxes and draw items now, and the same after the world steps on, as a world where the call was never
   made. ASan's leak check at exit says nothing was lost on the way. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "count_allocations.h" /* fail_allocation: the allocation that many calls from now returns NULL */
#include "draw_list.h"
#include "effect.h"
#include "emitter_internal.h"
#include "system_internal.h"

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
static const char *const QUAD = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nf 1 2 3 4\n";

enum { PLAYS = 3 };

/* One world: an effect with two gpu layers (a burst and a looping flow), a looping cpu flow with a sub-emitter at
   its particles' deaths and a mesh burst, three plays of it 200 ms along, the second one stopped; an emitter group of
   its own with one member and a looping system of its own. */
typedef struct world {
    plume_system *ctx;
    uint32_t kind;
    plume_emitter_group group;
    plume_particle_system system;
    plume_effect_desc desc;
    plume_effect fx;
    plume_effect_instance plays[PLAYS];
} world;

static plume_effect_desc five_layers(uint32_t kind)
{
    plume_effect_desc desc = {.layer_count = 5};
    desc.layers[0].gpu = (plume_emitter_desc){.burst = 12, .life = 600, .speed = {1, 2}, .shape = PLUME_SHAPE_SPHERE,
                                              .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    desc.layers[1].gpu = (plume_emitter_desc){.rate = 40, .life = 300, .duration = 500, .speed = {1, 1}};
    desc.layers[1].loop = 1;
    desc.layers[2].sim = PLUME_SIM_CPU;
    desc.layers[2].cpu = (plume_particle_system_desc){.rate = 30, .life = {200, 400}, .duration = 400};
    desc.layers[2].loop = 1;
    desc.layers[3].sim = PLUME_SIM_MESH;
    desc.layers[3].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 6, .life = {500, 500}, .speed = {1, 2},
                                                  .shape = PLUME_SHAPE_SPHERE};
    desc.layers[3].position[1] = 2.0f;
    desc.layers[4].sim = PLUME_SIM_CPU;
    desc.layers[4].cpu = (plume_particle_system_desc){.burst = 2, .life = {150, 150}, .explicit_zero = PLUME_PSYS_ZERO_RATE,
                                                      .parent_event = PLUME_SUB_DEATH};
    desc.layers[4].parent = 3; /* layers[2] */
    return desc;
}

static void world_make(world *w, int with_effect, int with_plays)
{
    memset(w, 0, sizeof *w);
    w->ctx = plume_system_create(&(plume_system_desc){.seed = 7});
    CHECK(w->ctx != NULL);
    CHECK_EQ_INT(plume_define_kind(w->ctx, "quad", &(plume_kind_desc){.mesh_obj = QUAD, .start_size = 0.5f,
                                                                       .end_size = 0.5f}, &w->kind), PLUME_OK);
    w->desc = five_layers(w->kind);
    CHECK_EQ_INT(plume_emitter_group_create(w->ctx, &w->desc.layers[1].gpu, &w->group), PLUME_OK);
    plume_emitter member;
    CHECK_EQ_INT(plume_emitter_group_play(w->ctx, w->group, IDENTITY, 3, &member), PLUME_OK);
    CHECK_EQ_INT(plume_add_particle_system(w->ctx, &w->desc.layers[2].cpu, &w->system), PLUME_OK);
    if (!with_effect) {
        CHECK_EQ_INT(plume_step(w->ctx, 100), PLUME_OK);
        return;
    }
    CHECK_EQ_INT(plume_effect_create(w->ctx, &w->desc, &w->fx), PLUME_OK);
    if (!with_plays) return;
    /* a play at render order 5, killed: its mesh layer's kind copy for that order stays, unused, the effect's */
    plume_effect_instance gone;
    plume_play_options at_5 = {.given = PLUME_PLAY_RENDER_ORDER, .render_order = 5};
    CHECK_EQ_INT(plume_effect_play_with(w->ctx, w->fx, IDENTITY, &at_5, &gone), PLUME_OK);
    CHECK_EQ_INT(plume_instance_kill(w->ctx, gone), PLUME_OK);
    for (uint32_t i = 0; i < PLAYS; i++) {
        float at[16];
        memcpy(at, IDENTITY, sizeof at);
        at[12] = 10.0f * (float)i;
        CHECK_EQ_INT(plume_effect_play(w->ctx, w->fx, at, 11 + i, &w->plays[i]), PLUME_OK);
    }
    CHECK_EQ_INT(plume_step(w->ctx, 200), PLUME_OK);
    CHECK_EQ_INT(plume_instance_stop(w->ctx, w->plays[1]), PLUME_OK);
    CHECK_EQ_INT(plume_step(w->ctx, 16), PLUME_OK);
}

/* What a game can see of a world: stats, every play's life, clock, particles and box, the gpu draw items. */
typedef struct seen {
    plume_stats stats;
    uint32_t instances, items, kinds;
    int alive[PLAYS];
    double time[PLAYS];
    uint32_t particles[PLAYS];
    float lo[PLAYS][3], hi[PLAYS][3];
} seen;

static seen see(world *w)
{
    seen s;
    memset(&s, 0, sizeof s);
    s.stats = plume_get_stats(w->ctx);
    s.stats.particles_created = 0; /* pool slots made: room, not something drawn */
    for (uint32_t k = 0; k < plume_kind_count(w->ctx); k++) s.kinds += w->ctx->kinds[k] != NULL; /* defined now */
    s.instances = w->fx.id ? plume_effect_instances(w->ctx, w->fx) : 0;
    for (uint32_t i = 0; i < PLAYS; i++) {
        if (!w->plays[i].id) continue;
        s.alive[i] = plume_instance_alive(w->ctx, w->plays[i]);
        if (!s.alive[i]) continue;
        CHECK_EQ_INT(plume_instance_time(w->ctx, w->plays[i], &s.time[i]), PLUME_OK);
        s.particles[i] = plume_instance_particles(w->ctx, w->plays[i]);
        CHECK_EQ_INT(plume_instance_bounds(w->ctx, w->plays[i], s.lo[i], s.hi[i]), PLUME_OK);
    }
    static plume_draw_list list;
    plume_draw_list_clear(&list, plume_system_gpu_time(w->ctx));
    plume_emitters_collect_draws(w->ctx, &list, IDENTITY, IDENTITY, 0);
    s.items = list.count;
    plume_draw_list_free(&list);
    return s;
}

static int same(const seen *a, const seen *b, const char *call, long at, const char *when)
{
    int equal = !memcmp(&a->stats, &b->stats, sizeof a->stats) && a->instances == b->instances && a->items == b->items &&
                a->kinds == b->kinds;
    for (uint32_t i = 0; i < PLAYS; i++) {
        equal &= a->alive[i] == b->alive[i] && a->time[i] == b->time[i] && a->particles[i] == b->particles[i];
        equal &= !memcmp(a->lo[i], b->lo[i], sizeof a->lo[i]) && !memcmp(a->hi[i], b->hi[i], sizeof a->hi[i]);
    }
    if (!equal) {
        fprintf(stderr, "%s refused at allocation %ld changed the world (%s): particles %u/%u, emitters %u/%u, systems "
                "%u/%u, instances %u/%u, items %u/%u, kinds %u/%u", call, at, when, a->stats.particles_active,
                b->stats.particles_active, a->stats.emitters, b->stats.emitters, a->stats.systems, b->stats.systems,
                a->instances, b->instances, a->items, b->items, a->kinds, b->kinds);
        for (uint32_t i = 0; i < PLAYS; i++)
            fprintf(stderr, "; play %u: alive %d/%d time %g/%g particles %u/%u", i, a->alive[i], b->alive[i],
                    a->time[i], b->time[i], a->particles[i], b->particles[i]);
        fprintf(stderr, "\n");
    }
    return equal;
}

typedef plume_status (*call_fn)(world *w);

/* Fails the call's allocations one by one, each in a world of its own, until the call needs no more than it was let
   have; every refusal says so and changes nothing, now or after the world steps on. Returns how many it failed (0: the
   call allocates nothing). */
static long fail_each_allocation(const char *name, int with_effect, int with_plays, call_fn call)
{
    long at = 0;
    for (;; at++) {
        world w, untouched;
        world_make(&w, with_effect, with_plays);
        world_make(&untouched, with_effect, with_plays);
        seen before = see(&w);
        fail_allocation = at;
        plume_status status = call(&w);
        int failed = fail_allocation < 0; /* the allocation was reached (and failed) */
        fail_allocation = -1;
        if (!failed) {
            CHECK_EQ_INT(status, PLUME_OK);
            plume_system_destroy(w.ctx);
            plume_system_destroy(untouched.ctx);
            break;
        }
        if (status == PLUME_OK) { /* an allocation the call could do without (a cache, room to grow later) */
            plume_system_destroy(w.ctx);
            plume_system_destroy(untouched.ctx);
            continue;
        }
        CHECK_EQ_INT(status, PLUME_ERR_OUT_OF_MEMORY);
        CHECK(plume_last_error()[0] != '\0');
        seen after = see(&w);
        CHECK(same(&before, &after, name, at, "at once"));
        for (int frame = 0; frame < 30; frame++) {
            CHECK_EQ_INT(plume_step(w.ctx, 16), PLUME_OK);
            CHECK_EQ_INT(plume_step(untouched.ctx, 16), PLUME_OK);
        }
        seen later = see(&w), expected = see(&untouched);
        CHECK(same(&expected, &later, name, at, "stepped on"));
        plume_system_destroy(w.ctx);
        plume_system_destroy(untouched.ctx);
    }
    return at;
}

static plume_status create(world *w)
{
    plume_status status = plume_effect_create(w->ctx, &w->desc, &w->fx);
    CHECK((status == PLUME_OK) == (w->fx.id != 0));
    return status;
}

static plume_status play(world *w)
{
    plume_play_options options = {.seed = 5, .given = PLUME_PLAY_RENDER_ORDER | PLUME_PLAY_COLLIDERS,
                                  .render_order = 2, .collider_count = 1};
    options.colliders[0] = (plume_collider){.type = PLUME_COLLIDE_PLANE, .b = {0, 1, 0}};
    plume_effect_instance made = {0};
    plume_status status = plume_effect_play_with(w->ctx, w->fx, IDENTITY, &options, &made);
    CHECK((status == PLUME_OK) == (made.id != 0));
    return status;
}

/* at the order a killed play left a copy for: the copy is found, and stays when the play is refused */
static plume_status play_at_5(world *w)
{
    plume_play_options options = {.seed = 5, .given = PLUME_PLAY_RENDER_ORDER, .render_order = 5};
    plume_effect_instance made = {0};
    return plume_effect_play_with(w->ctx, w->fx, IDENTITY, &options, &made);
}

/* the stopped play sought: fresh members for both gpu layers, a system made again for the cpu layer */
static plume_status seek_stopped(world *w) { return plume_instance_seek(w->ctx, w->plays[1], 100.0); }

static plume_status seek_playing(world *w) { return plume_instance_seek(w->ctx, w->plays[0], 350.0); }

static plume_status move_order(world *w) { return plume_instance_set_render_order(w->ctx, w->plays[2], -3); }

static plume_status define_kind(world *w)
{
    uint32_t kind = 0;
    return plume_define_kind(w->ctx, "another", &(plume_kind_desc){.mesh_obj = QUAD, .capacity = 300}, &kind);
}

static plume_status create_emitter(world *w)
{
    plume_emitter made = {0};
    return plume_create_emitter(w->ctx, &w->desc.layers[1].gpu, &made);
}

static plume_status play_group(world *w)
{
    plume_emitter made = {0};
    return plume_emitter_group_play(w->ctx, w->group, IDENTITY, 9, &made);
}

static plume_status seek_system(world *w) { return plume_particle_system_seek(w->ctx, w->system, 250.0); }

static plume_status reshape_system(world *w)
{
    static const float triangle[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
    return plume_particle_system_set_emission_mesh(w->ctx, w->system, triangle, 1, 1);
}

static plume_status create_texture(world *w)
{
    uint8_t rgba[4 * 4 * 4];
    for (size_t i = 0; i < sizeof rgba; i++) rgba[i] = (uint8_t)(i * 37u);
    uint32_t texture = 0;
    plume_status status = plume_create_texture_rgba(w->ctx, rgba, 4, 4, &texture);
    CHECK((status == PLUME_OK) == (texture != 0));
    return status;
}

static plume_status add_system(world *w)
{
    plume_particle_system made = {0};
    return plume_add_particle_system(w->ctx, &w->desc.layers[2].cpu, &made);
}

/* A step refused for memory may have moved the clock and some parts (it is no transaction); it must say so and
   leave a world that steps on, ends its plays and frees everything. */
static long fail_each_allocation_of_a_step(void)
{
    long at = 0;
    for (;; at++) {
        world w;
        world_make(&w, 1, 1);
        for (uint32_t i = 0; i < PLAYS; i++) CHECK_EQ_INT(plume_instance_stop(w.ctx, w.plays[i]), PLUME_OK);
        fail_allocation = at;
        plume_status status = plume_step(w.ctx, 700); /* every play's particles die: their ends are queued */
        int failed = fail_allocation < 0;
        fail_allocation = -1;
        CHECK(status == PLUME_OK || status == PLUME_ERR_OUT_OF_MEMORY);
        uint32_t reported = 0;
        for (int frame = 0; frame < 10; frame++) {
            CHECK_EQ_INT(plume_step(w.ctx, 16), PLUME_OK);
            plume_effect_instance out[PLAYS + 1];
            reported += plume_poll_ended(w.ctx, out, PLAYS + 1);
        }
        CHECK_EQ_INT(reported, PLAYS); /* every end told once, the refused step's included */
        plume_system_destroy(w.ctx);
        if (!failed) break;
    }
    return at;
}

int main(void)
{
    long counts[14] = {
        fail_each_allocation("plume_effect_create", 0, 0, create),
        fail_each_allocation("plume_effect_play_with", 1, 1, play),
        fail_each_allocation("plume_effect_play_with (an order with a copy)", 1, 1, play_at_5),
        fail_each_allocation("plume_instance_seek (a stopped play)", 1, 1, seek_stopped),
        fail_each_allocation("plume_instance_seek", 1, 1, seek_playing),
        fail_each_allocation("plume_instance_set_render_order", 1, 1, move_order),
        fail_each_allocation("plume_define_kind", 1, 1, define_kind),
        fail_each_allocation("plume_create_emitter", 1, 1, create_emitter),
        fail_each_allocation("plume_add_particle_system", 1, 1, add_system),
        fail_each_allocation("plume_emitter_group_play", 1, 1, play_group),
        fail_each_allocation("plume_particle_system_seek", 1, 1, seek_system),
        fail_each_allocation("plume_particle_system_set_emission_mesh", 1, 1, reshape_system),
        fail_each_allocation("plume_create_texture_rgba", 1, 1, create_texture),
        fail_each_allocation_of_a_step(),
    };
    for (int c = 0; c < 6; c++) CHECK(counts[c] > 0); /* the effects' calls allocate: something was failed */
    printf("test_out_of_memory: allocations failed in turn: create %ld, play %ld, play at an order with a copy %ld, seek a stopped play %ld, seek %ld, "
           "set_render_order %ld, define_kind %ld, create_emitter %ld, add_particle_system %ld, group play %ld, system seek %ld, emission mesh %ld, texture %ld, a step with ends %ld\n",
           counts[0], counts[1], counts[2], counts[3], counts[4], counts[5], counts[6], counts[7], counts[8], counts[9],
           counts[10], counts[11], counts[12], counts[13]);
    return check_report("test_out_of_memory");
}
