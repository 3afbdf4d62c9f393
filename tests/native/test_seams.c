/* The seams between kinds, emitters and systems (issue 14's "Why", issue 18): one texture reference
   check for everyone, one handle scheme that retires slots instead of wrapping, every call clearing
   or setting the last error, and a draw list that grows instead of dropping what does not fit. Each
   test here failed on the code before the fix. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "draw_list.h"
#include "emitter.h"
#include "emitter_internal.h"
#include "image_samples.h"
#include "particle_system.h"
#include "particle_system_internal.h"
#include "system_internal.h"

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

static uint32_t load_texture(plume_system *sys)
{
    byte_buffer png = make_png(4, 4);
    uint32_t texture = 0;
    CHECK_EQ_INT(plume_create_texture(sys, png.data, png.size, &texture), PLUME_OK);
    free(png.data);
    return texture;
}

/* A destroyed texture's id is dead for emitters as for systems and kinds; a live texture with a high
   id (its slot reused) is accepted by all three. Before: emitters compared the id with a count. */
static void test_emitters_check_textures_as_everyone_does(void)
{
    plume_system *sys = plume_system_create(NULL);
    uint32_t a = load_texture(sys);
    CHECK_EQ_INT(plume_destroy_texture(sys, a), PLUME_OK);
    uint32_t b = load_texture(sys); /* a's slot, a new generation */
    CHECK(b != a && b > 1024);
    plume_emitter e = {0};
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.texture = a}, &e), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("does not exist (destroyed, or never loaded)");
    CHECK_EQ_INT(e.id, 0);
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.texture = b}, &e), PLUME_OK);
    plume_particle_system s = {0};
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.texture = a}, &s), PLUME_ERR_INVALID_ARGUMENT);
    /* the texture an emitter uses cannot be destroyed under it */
    CHECK_EQ_INT(plume_destroy_texture(sys, b), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("emitter");
    CHECK_EQ_INT(plume_emitter_destroy(sys, e), PLUME_OK);
    CHECK_EQ_INT(plume_destroy_texture(sys, b), PLUME_OK);
    plume_system_destroy(sys);
}

/* A texture slot retires after its last generation instead of handing an old id back. */
static void test_texture_ids_never_come_back(void)
{
    plume_system *sys = plume_system_create(NULL);
    uint32_t first = load_texture(sys);
    CHECK_EQ_INT(plume_destroy_texture(sys, first), PLUME_OK);
    sys->textures.generation[0] = PLUME_TABLE_GENERATION_LIMIT - 2u; /* fast-forward: the next load is the slot's last life */
    uint32_t last = load_texture(sys);
    CHECK_EQ_INT(plume_texture_slot(sys, last), 1);
    CHECK_EQ_INT(plume_destroy_texture(sys, last), PLUME_OK);
    uint32_t next = load_texture(sys); /* slot 1 is spent: a new slot, never generation 0 again */
    CHECK(next != first);
    CHECK_EQ_INT(plume_texture_slot(sys, first), 0);
    CHECK(plume_texture_slot(sys, next) != 1);
    plume_system_destroy(sys);
}

/* Before: a 16-bit generation that wrapped, so a destroyed emitter came back after 65,535 lives. */
static void test_emitter_handles_never_come_back(void)
{
    plume_system *sys = plume_system_create(NULL);
    plume_emitter first, e;
    CHECK_EQ_INT(plume_create_emitter(sys, NULL, &first), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_destroy(sys, first), PLUME_OK);
    int came_back = 0;
    uint32_t lives = 0;
    for (uint32_t i = 0; i < 70000; i++) {
        if (plume_create_emitter(sys, NULL, &e) != PLUME_OK) break;
        lives++;
        came_back |= plume_emitter_alive(sys, first);
        plume_emitter_destroy(sys, e);
    }
    CHECK_EQ_INT(lives, 70000); /* past the 65,535 lives of slot 0: another slot served the rest */
    CHECK(!came_back);
    CHECK_EQ_INT(plume_create_emitter(sys, NULL, &e), PLUME_OK); /* another slot serves */
    CHECK(!plume_emitter_alive(sys, first));
    plume_system_destroy(sys);
}

/* plume.h: every call that can fail clears the last error. Before: emitter calls never did. */
static void test_emitter_calls_clear_the_last_error(void)
{
    plume_system *sys = plume_system_create(NULL);
    plume_emitter e, stale = {12345};
    CHECK_EQ_INT(plume_create_emitter(sys, NULL, &e), PLUME_OK);
    double ms;
    float lo[3], hi[3];
#define AFTER_A_FAILURE(call)                                                \
    do {                                                                     \
        CHECK_EQ_INT(plume_emitter_seek(sys, stale, 1), PLUME_ERR_STALE_HANDLE); \
        CHECK_EQ_INT((call), PLUME_OK);                                      \
        CHECK_EQ_INT(plume_last_status(), PLUME_OK);                         \
        CHECK(plume_last_error()[0] == 0);                                   \
    } while (0)
    AFTER_A_FAILURE(plume_emitter_set_transform(sys, e, IDENTITY));
    AFTER_A_FAILURE(plume_emitter_update(sys, e, &(plume_emitter_desc){.rate = 5}));
    AFTER_A_FAILURE(plume_emitter_seek(sys, e, 10));
    AFTER_A_FAILURE(plume_emitter_stop(sys, e));
    AFTER_A_FAILURE(plume_emitter_time(sys, e, &ms));
    AFTER_A_FAILURE(plume_emitter_bounds(sys, e, lo, hi));
    AFTER_A_FAILURE(plume_emitter_destroy(sys, e));
#undef AFTER_A_FAILURE
    plume_system_destroy(sys);
}

/* The blend modes are one list: an emitter takes 'additive-ignore-alpha' as kinds and systems do, and
   premultiplies its colour only where the blend ignores alpha (additive applies alpha once, in the
   blend, as systems and kinds do). */
static void test_emitters_take_every_blend_mode(void)
{
    plume_system *sys = plume_system_create(NULL);
    plume_emitter e;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.blend = PLUME_BLEND_ADDITIVE_IGNORE_ALPHA}, &e),
                 PLUME_OK);
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_emitters_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 1);
    if (list.count == 1) {
        CHECK_EQ_INT(list.items[0].blend, PLUME_BLEND_ADDITIVE_IGNORE_ALPHA);
        CHECK(list.items[0].uniforms[PLUME_EU_MISC * 4 + 3] == 1.0f); /* colour × alpha: the blend ignores alpha */
    }
    plume_emitter additive;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.blend = PLUME_BLEND_ADDITIVE}, &additive), PLUME_OK);
    plume_draw_list_clear(&list, 0);
    plume_emitters_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 2);
    for (uint32_t i = 0; i < list.count; i++)
        if (list.items[i].blend == PLUME_BLEND_ADDITIVE) CHECK(list.items[i].uniforms[PLUME_EU_MISC * 4 + 3] == 0.0f);
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.blend = 4}, &e), PLUME_ERR_INVALID_ARGUMENT);
    plume_draw_list_free(&list);
    plume_system_destroy(sys);
}

/* 256 emitters, 300 systems and a kind: every one is an item. Before: the list stopped at 256. */
static void test_the_draw_list_grows(void)
{
    plume_system *sys = plume_system_create(NULL);
    uint32_t kind;
    CHECK_EQ_INT(plume_define_kind(sys, "quad", &(plume_kind_desc){.mesh_obj = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"},
                                   &kind), PLUME_OK);
    CHECK(plume_spawn(sys, kind, NULL, 0, 0, 0) != 0);
    for (int i = 0; i < 256; i++) {
        plume_emitter e;
        CHECK_EQ_INT(plume_create_emitter(sys, NULL, &e), PLUME_OK);
    }
    for (int i = 0; i < 300; i++) {
        plume_particle_system s;
        /* sorted by distance, one a step further than the last, blend modes alternating: no two
           neighbours share an item */
        plume_particle_system_desc desc = {.burst = 1, .blend = (uint32_t)(i % 2), .sort = 1, .local_space = 1};
        CHECK_EQ_INT(plume_add_particle_system(sys, &desc, &s), PLUME_OK);
        float at[16];
        memcpy(at, IDENTITY, sizeof at);
        at[14] = 100.0f * (float)i;
        CHECK_EQ_INT(plume_particle_system_set_transform(sys, s, at), PLUME_OK);
    }
    plume_step(sys, 16);
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_system_collect_draws(sys, &list, 0);
    plume_emitters_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 1 + 256 + 300);
    CHECK_EQ_INT(list.dropped, 0);
    if (list.count) CHECK_EQ_INT(list.items[list.count - 1].pipeline, PLUME_PIPELINE_SPRITE);
    plume_draw_list_free(&list);
    plume_system_destroy(sys);
}

/* Kinds, textures and CPU systems grow as a game adds them (issue 14: 63 kinds, 1,024 textures and
   1,024 systems were fixed caps), every one drawn, each kind with its own GL resource slot. */
static void test_no_fixed_caps(void)
{
    plume_system *sys = plume_system_create(NULL);
    enum { KINDS = 200, TEXTURES = 1500, SYSTEMS = 3000 };
    byte_buffer png = make_png(1, 1);
    static uint32_t textures[TEXTURES];
    for (int i = 0; i < TEXTURES; i++)
        CHECK_EQ_INT(plume_create_texture(sys, png.data, png.size, &textures[i]), PLUME_OK);
    free(png.data);
    for (int i = 0; i < TEXTURES; i++) CHECK(plume_texture_slot(sys, textures[i]) != 0);
    for (int i = 0; i < KINDS; i++) {
        char name[16];
        snprintf(name, sizeof name, "k%d", i);
        uint32_t kind;
        plume_kind_desc desc = {.mesh_obj = "v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nvt 1 0\nvt 0 1\nf 1/1 2/2 3/3\n",
                                .texture = textures[TEXTURES - 1 - i], .capacity = 4};
        CHECK_EQ_INT(plume_define_kind(sys, name, &desc, &kind), PLUME_OK);
        plume_instance instance = plume_spawn(sys, kind, NULL, 0, 0, 0);
        CHECK(instance != 0);
        CHECK(plume_is_alive(sys, instance));
    }
    CHECK_EQ_INT(plume_kind_count(sys), KINDS);
    CHECK_EQ_INT(plume_destroy_texture(sys, textures[TEXTURES - 1]), PLUME_ERR_INVALID_ARGUMENT); /* kind k0's */
    CHECK_ERROR_HAS("k0");
    for (int i = 0; i < SYSTEMS; i++) {
        plume_particle_system s;
        CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.burst = 1, .capacity = 1}, &s), PLUME_OK);
    }
    plume_step(sys, 16);
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0);
    plume_system_collect_draws(sys, &list, 0);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, KINDS + 1); /* one item per kind; the systems share a state: one item */
    uint32_t systems_drawn = 0;
    for (uint32_t i = 0; i < list.count; i++) {
        const plume_draw_item *item = &list.items[i];
        if (item->pipeline == PLUME_PIPELINE_SPRITE) systems_drawn += item->source_count;
        else CHECK_EQ_INT(item->resource, PLUME_RESOURCE_MESH_KIND(i));
    }
    CHECK_EQ_INT(systems_drawn, SYSTEMS);
    uint32_t systems, particles;
    plume_particle_systems_count(sys, &systems, &particles);
    CHECK_EQ_INT(systems, SYSTEMS);
    CHECK_EQ_INT(particles, SYSTEMS);
    plume_draw_list_free(&list);
    plume_system_destroy(sys);
}

/* What the effect runtime asks to end an instance: rate 0 + burst N is exactly N particles, and an
   emitter or a system says when it will never show a particle again (a seek back undoes it). */
static void test_bursts_and_endings(void)
{
    plume_system *sys = plume_system_create(NULL);
    plume_emitter e;
    plume_emitter_desc burst = {.burst = 5, .life = 1000, .no_loop = 1, .explicit_zero = PLUME_EMITTER_ZERO_RATE};
    CHECK_EQ_INT(plume_create_emitter(sys, &burst, &e), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_slots(sys, e), 5);
    plume_step(sys, 10);
    CHECK_EQ_INT(plume_emitter_live(sys, e), 5);
    CHECK(!plume_emitter_ended(sys, e));
    plume_step(sys, 1000);
    CHECK_EQ_INT(plume_emitter_live(sys, e), 0);
    CHECK(plume_emitter_ended(sys, e));
    CHECK_EQ_INT(plume_emitter_seek(sys, e, 500), PLUME_OK);
    CHECK(!plume_emitter_ended(sys, e));
    plume_emitter none;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.explicit_zero = PLUME_EMITTER_ZERO_RATE}, &none),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("rate 0 emits nothing without a burst");
    /* a looping emitter ends only after stop() and its particles' life */
    plume_emitter flow;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.rate = 10, .life = 500}, &flow), PLUME_OK);
    plume_step(sys, 3000);
    CHECK(!plume_emitter_ended(sys, flow));
    CHECK_EQ_INT(plume_emitter_stop(sys, flow), PLUME_OK);
    plume_step(sys, 400);
    CHECK(!plume_emitter_ended(sys, flow));
    plume_step(sys, 200);
    CHECK(plume_emitter_ended(sys, flow));
    CHECK(plume_emitter_ended(sys, (plume_emitter){0}));
    /* stopped during its delay: nothing was ever emitted, it ended at once */
    plume_emitter late;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.rate = 10, .life = 500, .delay = 1000}, &late), PLUME_OK);
    plume_step(sys, 100);
    CHECK(!plume_emitter_ended(sys, late));
    CHECK_EQ_INT(plume_emitter_stop(sys, late), PLUME_OK);
    CHECK(plume_emitter_ended(sys, late));

    plume_particle_system s;
    plume_particle_system_desc puff = {.burst = 3, .life = {200, 200}, .explicit_zero = PLUME_PSYS_ZERO_RATE};
    CHECK_EQ_INT(plume_add_particle_system(sys, &puff, &s), PLUME_OK);
    CHECK(!plume_particle_system_ended(sys, s));
    plume_step(sys, 250);
    CHECK(plume_particle_system_exists(sys, s)); /* not one-shot: it stays, ended */
    CHECK(plume_particle_system_ended(sys, s));
    CHECK_EQ_INT(plume_particle_system_seek(sys, s, 100), PLUME_OK);
    CHECK(!plume_particle_system_ended(sys, s));
    plume_system_destroy(sys);
}

/* CPU systems take the emitter shapes: a sphere's surface, a speed along a direction. */
static void test_systems_take_emitter_shapes(void)
{
    plume_system *sys = plume_system_create(NULL);
    plume_particle_system s;
    plume_particle_system_desc desc = {
        .burst = 200, .shape = PLUME_SHAPE_SPHERE, .radius = 2, .surface = 1, .position = {1, 0, 0},
        .direction = {1, 0, 0}, .speed = {3, 3}, .explicit_zero = PLUME_PSYS_ZERO_RATE | PLUME_PSYS_ZERO_VELOCITY |
        PLUME_PSYS_ZERO_VELOCITY_RANDOM | PLUME_PSYS_ZERO_ANGLE};
    CHECK_EQ_INT(plume_add_particle_system(sys, &desc, &s), PLUME_OK);
    plume_particle_system_arrays a;
    CHECK_EQ_INT(plume_particle_system_arrays_of(sys, s, &a), PLUME_OK);
    CHECK_EQ_INT(a.count, 200);
    int on_sphere = 1, along_x = 1;
    for (uint32_t i = 0; i < a.count; i++) {
        const float *p = &a.positions[i * 3], *v = &a.velocities[i * 3];
        float r = sqrtf((p[0] - 1) * (p[0] - 1) + p[1] * p[1] + p[2] * p[2]);
        on_sphere &= fabsf(r - 2.0f) < 1e-3f;
        along_x &= fabsf(v[0] - 3.0f) < 1e-4f && fabsf(v[1]) < 1e-4f && fabsf(v[2]) < 1e-4f;
    }
    CHECK(on_sphere);
    CHECK(along_x);
    desc.shape = 9;
    CHECK_EQ_INT(plume_add_particle_system(sys, &desc, &s), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("unknown shape 9");
    plume_system_destroy(sys);
}

int main(void)
{
    test_systems_take_emitter_shapes();
    test_bursts_and_endings();
    test_emitters_check_textures_as_everyone_does();
    test_texture_ids_never_come_back();
    test_emitter_handles_never_come_back();
    test_emitter_calls_clear_the_last_error();
    test_emitters_take_every_blend_mode();
    test_the_draw_list_grows();
    test_no_fixed_caps();
    printf("test_seams: %d checks, %d failed\n", check_count, check_failures);
    return check_failures ? 1 : 0;
}
