/* The backend seam (src/core/backend.h): a second backend, written here without GL, draws a world's frames through
   the same table the WebGL one fills — every part's items in the core's order, a CPU system's particles streamed
   through the item's own fill into a fixed buffer, stats from what it reports, a kind's resource told apart from the
   next kind's at the same index. If this file needs a producer's header to draw, the seam leaks. */
#include <stdlib.h>

#include "backend.h"
#include "check.h"
#include "emitter.h"
#include "error.h"
#include "particle_system.h"
#include "plume.h"

static const char *QUAD = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\n"
                          "f 1/1 2/2 3/3 4/4\n";
static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

/* What the recording backend saw. Its buffer is small on purpose: 1,000 particles need many flushes. */
#define BUFFER_RECORDS 64u
#define MAX_SEEN 16u
typedef struct recorder {
    uint32_t frames, items, prepared, streamed, flushes, lost, record_bytes;
    plume_pipeline pipelines[MAX_SEEN];
    int32_t orders[MAX_SEEN];
    uint32_t resource_ids[MAX_SEEN];
    uint8_t buffer[BUFFER_RECORDS * PLUME_SPRITE_RECORD_BYTES]; /* the larger record; never replicated here */
    plume_status fail_at_item; /* nonzero: fail the frame's second item with this status */
} recorder;

static plume_status record_draw(void *self, plume_system *sys, const plume_frame *frame, plume_frame_result *out)
{
    (void)sys;
    recorder *r = self;
    r->frames++;
    for (uint32_t i = 0; i < frame->list->count; i++) {
        const plume_draw_item *item = &frame->list->items[i];
        if (i == 1 && r->fail_at_item) return plume_fail(r->fail_at_item, "recorder: refused its second item");
        if (r->items < MAX_SEEN) {
            r->pipelines[r->items] = item->pipeline;
            r->orders[r->items] = item->order;
            r->resource_ids[r->items] = item->resource_id;
        }
        r->items++;
        out->draw_calls++;
        out->polygons += item->polygons;
        if (!item->fill) continue;
        /* a sprite item: stream every source through the buffer, flushing when full (SEEDS.md §003) */
        uint32_t filled = 0, streamed = 0;
        for (uint32_t s = 0; s < item->source_count; s++) {
            uint32_t first = 0, n;
            while ((n = item->fill(item->sources[s], first, r->buffer + filled * item->record_bytes, BUFFER_RECORDS - filled,
                                   0)) > 0) {
                first += n;
                filled += n;
                streamed += n;
                if (filled == BUFFER_RECORDS) {
                    r->flushes++;
                    filled = 0;
                }
            }
        }
        if (filled) r->flushes++;
        CHECK_EQ_INT(streamed, item->instance_count); /* the item says how many it streams */
        r->streamed += streamed;
        r->record_bytes = item->record_bytes;
        out->uploaded_bytes += streamed * item->record_bytes;
    }
    return PLUME_OK;
}

static plume_status record_prepare(void *self, plume_system *sys, const plume_draw_list *list)
{
    (void)sys;
    ((recorder *)self)->prepared += list->count;
    return PLUME_OK;
}

static void ignore_slot(void *self, uint32_t slot) { (void)self, (void)slot; }
static void record_lost(void *self) { ((recorder *)self)->lost++; }
static void ignore(void *self) { (void)self; }

static const plume_backend_ops RECORDER = {"recorder", record_draw, record_prepare, ignore_slot, ignore_slot,
                                           record_lost, ignore, ignore};

/* A world with a kind's instance, a GPU emitter and a CPU system of 1,000 particles, drawn by a backend that is not
   GL: three items in the core's order, every particle streamed, plume_stats what the backend reported. */
static void test_a_second_backend_draws_every_part(void)
{
    static recorder r;
    plume_backend backend = {&RECORDER, &r, {0}, 0};
    plume_system *sys = plume_system_create(NULL);
    uint32_t kind;
    /* alpha blends: the order shows (additive items commute, and the core groups them by state instead) */
    CHECK_EQ_INT(plume_define_kind(sys, "k", &(plume_kind_desc){.mesh_obj = QUAD, .blend = PLUME_BLEND_ALPHA}, &kind),
                 PLUME_OK);
    plume_spawn(sys, kind, NULL, 0, 0, 0);
    plume_emitter emitter;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.render_order = 2, .blend = PLUME_BLEND_ALPHA}, &emitter),
                 PLUME_OK);
    plume_particle_system system;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.burst = 1000, .one_shot = 1,
                                                                              .render_order = -1, .blend = PLUME_BLEND_ALPHA},
                                           &system),
                 PLUME_OK);
    plume_step(sys, 16.0);
    CHECK_EQ_INT(plume_render(sys, &backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    CHECK_EQ_INT(r.frames, 1);
    CHECK_EQ_INT(r.items, 3);
    /* sorted by renderOrder by the core, for every backend: the system (-1), the kind (0), the emitter (2) */
    CHECK_EQ_INT(r.pipelines[0], PLUME_PIPELINE_SPRITE);
    CHECK_EQ_INT(r.orders[0], -1);
    CHECK_EQ_INT(r.pipelines[1], PLUME_PIPELINE_MESH);
    CHECK_EQ_INT(r.pipelines[2], PLUME_PIPELINE_EMITTER);
    CHECK_EQ_INT(r.streamed, 1000);
    CHECK_EQ_INT(r.flushes, (1000 + BUFFER_RECORDS - 1) / BUFFER_RECORDS);
    plume_stats stats = plume_get_stats(sys);
    CHECK_EQ_INT(stats.draw_calls, 3);
    CHECK_EQ_INT(r.record_bytes, PLUME_SPRITE_BILLBOARD_BYTES); /* the item says its record's size: billboards' 28 */
    CHECK_EQ_INT(stats.uploaded_bytes, 1000 * PLUME_SPRITE_BILLBOARD_BYTES);
    /* prepare hands over what could be drawn, idle parts too */
    CHECK_EQ_INT(plume_prepare(sys, &backend), PLUME_OK);
    CHECK(r.prepared >= 3);
    plume_backend_release(&backend);
    plume_system_destroy(sys);
}

/* A backend that fails a frame: the core returns its status and message, counts what it drew, and the next frame
   draws again. */
static void test_a_failed_frame_is_reported_and_the_next_draws(void)
{
    static recorder r;
    plume_backend backend = {&RECORDER, &r, {0}, 0};
    plume_system *sys = plume_system_create(NULL);
    uint32_t a, b;
    CHECK_EQ_INT(plume_define_kind(sys, "a", &(plume_kind_desc){.mesh_obj = QUAD}, &a), PLUME_OK);
    CHECK_EQ_INT(plume_define_kind(sys, "b", &(plume_kind_desc){.mesh_obj = QUAD, .render_order = 1}, &b), PLUME_OK);
    plume_spawn(sys, a, NULL, 0, 0, 0);
    plume_spawn(sys, b, NULL, 0, 0, 0);
    plume_step(sys, 16.0);
    r.fail_at_item = PLUME_ERR_GL;
    CHECK_EQ_INT(plume_render(sys, &backend, IDENTITY, IDENTITY, 0), PLUME_ERR_GL);
    CHECK_ERROR_HAS("recorder: refused its second item");
    CHECK_EQ_INT(plume_get_stats(sys).draw_calls, 1);
    r.fail_at_item = PLUME_OK;
    CHECK_EQ_INT(plume_render(sys, &backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    CHECK_EQ_INT(plume_get_stats(sys).draw_calls, 2);
    /* lost: the backend hears it once, and frames make no list and call no draw until it is restored */
    uint32_t frames = r.frames;
    plume_backend_lost(&backend);
    CHECK_EQ_INT(r.lost, 1);
    CHECK_EQ_INT(plume_render(sys, &backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    CHECK_EQ_INT(plume_prepare(sys, &backend), PLUME_OK);
    CHECK_EQ_INT(r.frames, frames);
    CHECK_EQ_INT(plume_get_stats(sys).draw_calls, 0);
    plume_backend_restored(&backend);
    CHECK_EQ_INT(plume_render(sys, &backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    CHECK_EQ_INT(r.frames, frames + 1);
    CHECK_EQ_INT(plume_get_stats(sys).draw_calls, 2);
    plume_backend_release(&backend);
    plume_system_destroy(sys);
}

/* A kind undefined and another defined at its index: the same resource slot, another resource id, so a backend
   that was never told of the undefine still makes the new kind's mesh afresh instead of drawing the old one. */
static void test_a_new_kind_at_an_old_index_is_another_resource(void)
{
    static recorder r;
    plume_backend backend = {&RECORDER, &r, {0}, 0};
    plume_system *sys = plume_system_create(NULL);
    uint32_t first, second;
    CHECK_EQ_INT(plume_define_kind(sys, "first", &(plume_kind_desc){.mesh_obj = QUAD}, &first), PLUME_OK);
    plume_instance shown = plume_spawn(sys, first, NULL, 0, 0, 0);
    plume_step(sys, 16.0);
    CHECK_EQ_INT(plume_render(sys, &backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    const uint32_t slot = plume_kind_resource(sys, first);
    CHECK_EQ_INT(plume_kill(sys, shown), PLUME_OK);
    CHECK_EQ_INT(plume_undefine_kind(sys, first), PLUME_OK);
    CHECK_EQ_INT(plume_kind_resource(sys, first), UINT32_MAX); /* not defined: nothing to release */
    CHECK_EQ_INT(plume_define_kind(sys, "second", &(plume_kind_desc){.mesh_obj = QUAD}, &second), PLUME_OK);
    CHECK(second != first); /* another id at the same index: the same resource slot, another resource id */
    CHECK_EQ_INT(plume_kind_resource(sys, second), slot);
    plume_spawn(sys, second, NULL, 0, 0, 0);
    plume_step(sys, 16.0);
    CHECK_EQ_INT(plume_render(sys, &backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    CHECK_EQ_INT(r.items, 2);
    CHECK(r.resource_ids[0] != 0);
    CHECK(r.resource_ids[1] != r.resource_ids[0]);
    plume_backend_release(&backend);
    plume_system_destroy(sys);
}

int main(void)
{
    test_a_second_backend_draws_every_part();
    test_a_failed_frame_is_reported_and_the_next_draws();
    test_a_new_kind_at_an_old_index_is_another_resource();
    return check_report("test_backend");
}
