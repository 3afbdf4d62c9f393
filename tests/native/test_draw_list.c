/* The draw list: what the core hands a backend, and the sort that groups state without changing
   the picture. */
#include <math.h>

#include "check.h"
#include "draw_list.h"
#include "emitter_internal.h"
#include "particle_system_internal.h"
#include "system_internal.h"

static const char *QUAD = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\n"
                          "f 1/1 2/2 3/3 4/4\n";

/* The view's third row of a camera at the origin looking down -z: an item's depth is -z. */
static const float LOOK_DOWN_Z[4] = {0, 0, 1, 0};

static plume_draw_item *add(plume_draw_list *list, plume_blend blend, uint32_t texture, uint32_t tag)
{
    plume_draw_item *item = plume_draw_list_add(list);
    item->blend = blend;
    item->texture = texture;
    item->resource = tag; /* identifies the item after sorting */
    return item;
}

static void test_sort_groups_additive_runs_and_keeps_alpha_in_place(void)
{
    static plume_draw_list list;
    plume_draw_list_clear(&list, 5.0f);
    add(&list, PLUME_BLEND_ADDITIVE, 2, 0);
    add(&list, PLUME_BLEND_ADDITIVE, 1, 1);
    add(&list, PLUME_BLEND_ADDITIVE, 2, 2);
    add(&list, PLUME_BLEND_ALPHA, 0, 3); /* order matters from here on */
    add(&list, PLUME_BLEND_ADDITIVE, 3, 4);
    add(&list, PLUME_BLEND_ADDITIVE, 1, 5);
    add(&list, PLUME_BLEND_PREMULTIPLIED, 9, 6);
    add(&list, PLUME_BLEND_ALPHA, 1, 7);
    plume_draw_list_sort(&list, LOOK_DOWN_Z);
    const uint32_t expected[] = {1, 0, 2, 3, 5, 4, 6, 7}; /* texture 1 first, then 2 (stable: 0 before 2) */
    CHECK_EQ_INT(list.count, 8);
    for (uint32_t i = 0; i < 8; i++) CHECK_EQ_INT(list.items[i].resource, expected[i]);
    CHECK(list.time == 5.0f);
}

static void test_sort_groups_by_pipeline_and_depth_before_texture(void)
{
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0.0f);
    add(&list, PLUME_BLEND_ADDITIVE, 1, 0)->depth_test = 1;
    add(&list, PLUME_BLEND_ADDITIVE, 2, 1);
    add(&list, PLUME_BLEND_ADDITIVE, 1, 2);
    plume_draw_list_sort(&list, LOOK_DOWN_Z);
    CHECK_EQ_INT(list.items[0].resource, 2);
    CHECK_EQ_INT(list.items[1].resource, 1);
    CHECK_EQ_INT(list.items[2].resource, 0);
}

/* Far to near within a renderOrder, lower orders first, whatever the blend: an alpha item behind an additive
   one draws first and one in front draws after (from the other side, the other way round); ties keep the
   collection order. Fails on a sort that keeps collection order. */
static void test_sort_far_to_near_within_render_order(void)
{
    static plume_draw_list list;
    for (int side = 0; side < 2; side++) {
        const float row[4] = {0, 0, side ? -1.0f : 1.0f, 0}; /* side 1: the camera looks down +z */
        plume_draw_list_clear(&list, 0.0f);
        add(&list, PLUME_BLEND_ADDITIVE, 1, 0)->center[2] = -5.0f;  /* fire */
        add(&list, PLUME_BLEND_ALPHA, 2, 1)->center[2] = -8.0f;     /* smoke, behind the fire from side 0 */
        add(&list, PLUME_BLEND_ALPHA, 2, 2)->center[2] = -5.0f;     /* a tie with the fire: after it */
        plume_draw_item *late = add(&list, PLUME_BLEND_ALPHA, 3, 3); /* renderOrder 1: after everything */
        late->center[2] = -100.0f;
        late->order = 1;
        plume_draw_item *early = add(&list, PLUME_BLEND_ALPHA, 3, 4); /* renderOrder -1: before everything */
        early->center[2] = 100.0f;
        early->order = -1;
        plume_draw_list_sort(&list, row);
        const uint32_t from0[] = {4, 1, 0, 2, 3}, from1[] = {4, 0, 2, 1, 3};
        for (uint32_t i = 0; i < 5; i++) CHECK_EQ_INT(list.items[i].resource, (side ? from1 : from0)[i]);
    }
    plume_draw_list_free(&list);
}

/* No cap: the list grows past any count, keeps what it held, and a later frame reuses its storage. */
static void test_list_grows(void)
{
    static plume_draw_list list;
    plume_draw_list_clear(&list, 0.0f);
    for (uint32_t i = 0; i < 5000; i++) {
        plume_draw_item *item = plume_draw_list_add(&list);
        CHECK(item != NULL);
        if (item) item->resource = i;
    }
    CHECK_EQ_INT(list.count, 5000);
    CHECK_EQ_INT(list.dropped, 0);
    CHECK_EQ_INT(list.items[4321].resource, 4321);
    plume_draw_item *storage = list.items;
    plume_draw_list_clear(&list, 0.0f);
    for (uint32_t i = 0; i < 5000; i++) plume_draw_list_add(&list);
    CHECK(list.items == storage);
    plume_draw_list_free(&list);
    CHECK(list.items == NULL && list.capacity == 0);
}

static void test_collect_one_item_per_live_kind(void)
{
    static plume_draw_list list;
    plume_system *sys = plume_system_create(NULL);
    uint32_t a, b, c;
    CHECK_EQ_INT(plume_define_kind(sys, "a", &(plume_kind_desc){.mesh_obj = QUAD}, &a), PLUME_OK);
    CHECK_EQ_INT(plume_define_kind(sys, "b", &(plume_kind_desc){.mesh_obj = QUAD, .blend = PLUME_BLEND_ALPHA,
                                                                .depth_test = 1}, &b), PLUME_OK);
    CHECK_EQ_INT(plume_define_kind(sys, "c", &(plume_kind_desc){.mesh_obj = QUAD}, &c), PLUME_OK);
    plume_spawn(sys, b, NULL, 0, 0, 0);
    plume_spawn(sys, b, NULL, 0, 0, 0);
    plume_spawn(sys, c, NULL, 0, 0, 0);
    plume_step(sys, 10.0);

    plume_system_collect_draws(sys, &list, 0);
    CHECK_EQ_INT(list.count, 2); /* "a" has nothing alive: no item */
    const plume_draw_item *item = &list.items[0];
    CHECK_EQ_INT(item->pipeline, PLUME_PIPELINE_MESH);
    CHECK_EQ_INT(item->blend, PLUME_BLEND_ALPHA);
    CHECK_EQ_INT(item->depth_test, 1);
    CHECK_EQ_INT(item->resource, PLUME_RESOURCE_MESH_KIND(b - 1));
    CHECK_EQ_INT(item->instance_count, 2);
    CHECK_EQ_INT(item->polygons, 4);
    CHECK_EQ_INT(item->geometry->vertex_count, 4);
    CHECK_EQ_INT(item->geometry->index_count, 6);
    CHECK(item->instances == &sys->kinds[b - 1]->pool);
    CHECK_EQ_INT(list.items[1].resource, PLUME_RESOURCE_MESH_KIND(c - 1));
    CHECK(list.time == plume_system_gpu_time(sys));

    plume_system_collect_draws(sys, &list, 1); /* prepare: every kind */
    CHECK_EQ_INT(list.count, 3);
    CHECK_EQ_INT(list.items[0].instance_count, 0);
    plume_system_destroy(sys);
}

static void test_kind_look_reaches_the_item(void)
{
    static plume_draw_list list;
    plume_system *sys = plume_system_create(NULL);
    uint32_t a, b;
    const float start[4] = {1, 0, 0, 1}, end[4] = {0, 0, 1, 0.5f};
    CHECK_EQ_INT(plume_define_kind(sys, "a", &(plume_kind_desc){.mesh_obj = QUAD}, &a), PLUME_OK);
    CHECK_EQ_INT(plume_define_kind(sys, "b",
                                   &(plume_kind_desc){.mesh_obj = QUAD, .blend = PLUME_BLEND_ADDITIVE_IGNORE_ALPHA,
                                                      .fade = PLUME_FADE_BOOK, .start_color = start, .end_color = end},
                                   &b),
                 PLUME_OK);
    plume_system_collect_draws(sys, &list, 1);
    const float white_linear[12] = {1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0};
    const float tinted_book[12] = {1, 0, 0, 1, 0, 0, 1, 0.5f, 1, 0, 1, 0}; /* ONE, ONE ignores alpha: fade colour */
    CHECK_EQ_INT(list.items[0].uniform_vec4s, 3);
    CHECK(!memcmp(list.items[0].uniforms, white_linear, sizeof white_linear));
    CHECK(!memcmp(list.items[1].uniforms, tinted_book, sizeof tinted_book));
    CHECK(plume_blend_commutes(PLUME_BLEND_ADDITIVE_IGNORE_ALPHA) && !plume_blend_commutes(PLUME_BLEND_PREMULTIPLIED));

    uint32_t bad;
    const float negative[4] = {1, -0.5f, 0, 1};
    CHECK_EQ_INT(plume_define_kind(sys, "c", &(plume_kind_desc){.mesh_obj = QUAD, .start_color = negative}, &bad),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("startColor[1] is -0.5");
    CHECK_EQ_INT(plume_define_kind(sys, "c", &(plume_kind_desc){.mesh_obj = QUAD, .fade = (plume_fade)7}, &bad),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("unknown fade 7");
    CHECK_EQ_INT(plume_kind_count(sys), 2);
    plume_system_destroy(sys);
}

/* A layer's distortion reaches its draw item (emitters, groups and CPU systems), bounded by PLUME_MAX_DISTORTION;
   a distorting CPU system never shares an item with one that does not (the item carries one strength). */
static void test_distortion_reaches_the_item(void)
{
    static plume_draw_list list;
    static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    plume_system *sys = plume_system_create(NULL);
    plume_emitter emitter;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.distortion = 12.5f}, &emitter), PLUME_OK);
    plume_emitter_group group;
    plume_emitter member;
    CHECK_EQ_INT(plume_emitter_group_create(sys, &(plume_emitter_desc){.distortion = 3.0f}, &group), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_group_play(sys, group, IDENTITY, 7u, &member), PLUME_OK);
    plume_step(sys, 200.0);
    plume_draw_list_clear(&list, 0.0f);
    plume_emitters_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 2);
    float seen = 0.0f;
    for (uint32_t i = 0; i < list.count; i++) seen += list.items[i].distortion;
    CHECK(seen == 15.5f);

    plume_emitter bad;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.distortion = 257.0f}, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("distortion must be from 0 to 256");
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.distortion = -1.0f}, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.distortion = NAN}, &bad), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("got nan");

    plume_particle_system plain, hazy;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.burst = 4, .one_shot = 1}, &plain), PLUME_OK);
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.burst = 4, .one_shot = 1, .distortion = 40.0f},
                                           &hazy), PLUME_OK);
    plume_step(sys, 16.0);
    plume_draw_list_clear(&list, 0.0f);
    plume_particle_systems_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 2);
    CHECK(list.items[0].distortion + list.items[1].distortion == 40.0f);
    plume_particle_system worse;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.burst = 1, .distortion = INFINITY}, &worse),
                 PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("distortion must be from 0 to 256");

    /* distorting items draw first within their renderOrder, even when nearer or additive */
    plume_draw_list_clear(&list, 0.0f);
    add(&list, PLUME_BLEND_ADDITIVE, 1, 0)->center[2] = -9.0f;
    plume_draw_item *haze = add(&list, PLUME_BLEND_ADDITIVE, 1, 1);
    haze->distortion = 8.0f;
    haze->center[2] = -1.0f;
    add(&list, PLUME_BLEND_ALPHA, 1, 2)->center[2] = -5.0f;
    add(&list, PLUME_BLEND_ALPHA, 1, 3)->order = -1;
    plume_draw_list_sort(&list, LOOK_DOWN_Z);
    const uint32_t expected[] = {3, 1, 0, 2};
    for (uint32_t i = 0; i < 4; i++) CHECK_EQ_INT(list.items[i].resource, expected[i]);
    plume_draw_list_free(&list);
    plume_system_destroy(sys);
}

/* what a backend asks for: one call gives the kinds' items, then the emitters', then the systems' (the world's parts
   in their order); a world without emitters or systems gives the kinds' alone */
static void test_world_collects_every_part(void)
{
    static plume_draw_list list;
    static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    plume_system *sys = plume_system_create(NULL);
    uint32_t kind;
    CHECK_EQ_INT(plume_define_kind(sys, "k", &(plume_kind_desc){.mesh_obj = QUAD}, &kind), PLUME_OK);
    plume_spawn(sys, kind, NULL, 0, 0, 0);
    plume_step(sys, 10.0);
    plume_world_collect_draws(sys, &list, IDENTITY, IDENTITY, 0);
    CHECK_EQ_INT(list.count, 1);
    plume_particle_system system;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.burst = 4, .one_shot = 1}, &system), PLUME_OK);
    plume_emitter emitter;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){0}, &emitter), PLUME_OK);
    plume_step(sys, 16.0);
    plume_world_collect_draws(sys, &list, IDENTITY, IDENTITY, 1);
    CHECK_EQ_INT(list.count, 3);
    CHECK_EQ_INT(list.items[0].pipeline, PLUME_PIPELINE_MESH);
    CHECK_EQ_INT(list.items[1].pipeline, PLUME_PIPELINE_EMITTER);
    CHECK_EQ_INT(list.items[2].pipeline, PLUME_PIPELINE_SPRITE);
    plume_system_destroy(sys);
}

int main(void)
{
    test_distortion_reaches_the_item();
    test_kind_look_reaches_the_item();
    test_sort_groups_additive_runs_and_keeps_alpha_in_place();
    test_sort_groups_by_pipeline_and_depth_before_texture();
    test_sort_far_to_near_within_render_order();
    test_list_grows();
    test_collect_one_item_per_live_kind();
    test_world_collects_every_part();
    return check_report("test_draw_list");
}
