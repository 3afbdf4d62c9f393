/* frame_out.c — a backend that hands each frame to JavaScript (the WebGPU backend, web/src/webgpu/): its draw writes
   the core's sorted list as plain words (web_api.h's PLUME_WEB_FRAME_* and PLUME_WEB_ITEM_*) and returns; JavaScript
   reads them after plume_web_render returns, draws, and reports what it drew (plume_web_frame_drawn). What a backend
   must do with the pools' dirty runs and the sprite items' records is done here, once, so the JavaScript reads
   ranges of records and never calls back into the core. */
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "error.h"
#include "frame_out.h"
#include "grow.h"
#include "system_internal.h"
#include "web_api.h"

struct plume_frame_out {
    plume_backend backend;
    uint32_t *words; /* the header, then the items */
    uint32_t word_capacity;
    uint8_t *stream; /* the sprite items' records, streamed by their `fill` */
    uint32_t stream_capacity;
    uint32_t *releases; /* texture slots and resources to free, in the order they went */
    uint32_t release_count, release_capacity, releases_handed;
    plume_shading shading; /* the target and scene the items are shaded for */
};

_Static_assert(sizeof(plume_item_shading) == 11 * sizeof(float), "an item's SHADING words: 11 floats, then the normal map's");

static uint32_t word_of(const void *pointer) { return (uint32_t)(uintptr_t)pointer; }

static uint32_t float_word(float value)
{
    uint32_t word;
    memcpy(&word, &value, sizeof word);
    return word;
}

/* A pool's records for this frame: far to near where the item sorts (the whole copy goes up), else the dirty runs
   as one span; the runs are consumed either way (one backend draws a world). */
static void write_records(const plume_frame *frame, const plume_draw_item *item, uint32_t *w)
{
    plume_pool *pool = item->instances;
    uint32_t count = item->instance_count;
    const float *sorted = item->position_at && frame
                              ? plume_pool_sorted_records(pool, item->position_at, frame->depth_row, &count)
                              : NULL;
    w[PLUME_WEB_ITEM_RECORD_BYTES] = PLUME_RECORD_FLOATS * sizeof(float);
    w[PLUME_WEB_ITEM_RECORD_SLOTS] = pool->allocated;
    if (sorted) {
        w[PLUME_WEB_ITEM_INSTANCE_COUNT] = count;
        w[PLUME_WEB_ITEM_RECORDS] = word_of(sorted);
        w[PLUME_WEB_ITEM_UPLOAD_FIRST] = 0;
        w[PLUME_WEB_ITEM_UPLOAD_COUNT] = count;
    } else {
        if (item->position_at && frame) plume_pool_mark_dirty(pool, 0, pool->draw_count); /* last frame's were sorted */
        uint32_t first = UINT32_MAX, end = 0;
        for (uint32_t r = 0; r < plume_pool_dirty_run_count(pool); r++) {
            uint32_t begin, stop;
            plume_pool_dirty_run(pool, r, &begin, &stop);
            if (begin < first) first = begin;
            if (stop > end) end = stop;
        }
        w[PLUME_WEB_ITEM_RECORDS] = word_of(pool->records);
        w[PLUME_WEB_ITEM_UPLOAD_FIRST] = end > first ? first : 0;
        w[PLUME_WEB_ITEM_UPLOAD_COUNT] = end > first ? end - first : 0;
    }
    if (frame) plume_pool_mark_clean(pool);
}

/* Every record of a sprite item, streamed into `out` (room for instance_count records): the count written. */
static uint32_t stream_sprites(const plume_draw_item *item, uint8_t *out)
{
    uint32_t written = 0;
    for (uint32_t s = 0; s < item->source_count && written < item->instance_count; s++) {
        for (uint32_t first = 0;;) {
            uint32_t n = item->fill(item->sources[s], first, out + (size_t)written * item->record_bytes,
                                    item->instance_count - written, 0);
            if (!n) break;
            first += n;
            written += n;
            if (written == item->instance_count) break;
        }
    }
    return written;
}

static plume_status write_frame(plume_frame_out *out, plume_system *sys, const plume_draw_list *list,
                                const plume_frame *frame)
{
    /* 64-bit sums: size_t is 32 bits in wasm, and a wrapped sum would under-allocate what `fill` then writes */
    uint64_t words = PLUME_WEB_FRAME_WORDS + (uint64_t)list->count * PLUME_WEB_ITEM_WORDS;
    uint64_t stream_bytes = 0;
    for (uint32_t i = 0; frame && i < list->count; i++)
        if (list->items[i].fill) stream_bytes += (uint64_t)list->items[i].instance_count * list->items[i].record_bytes;
    if (!plume_grow(&out->words, &out->word_capacity, words, sizeof *out->words))
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "render: out of memory handing the frame over (%u items)", list->count);
    if (!plume_grow(&out->stream, &out->stream_capacity, stream_bytes, 1))
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "render: out of memory for %llu bytes of particles",
                          (unsigned long long)stream_bytes);
    /* what JavaScript freed after the last frame is gone from the queue; what went since is handed over */
    if (out->releases_handed)
        memmove(out->releases, out->releases + out->releases_handed,
                (out->release_count - out->releases_handed) * sizeof *out->releases);
    out->release_count -= out->releases_handed;
    out->releases_handed = out->release_count;

    uint32_t *h = out->words;
    memset(h, 0, PLUME_WEB_FRAME_WORDS * sizeof *h);
    h[PLUME_WEB_FRAME_ITEMS] = word_of(h + PLUME_WEB_FRAME_WORDS);
    h[PLUME_WEB_FRAME_COUNT] = list->count;
    h[PLUME_WEB_FRAME_TIME] = float_word(list->time);
    h[PLUME_WEB_FRAME_RELEASES] = word_of(out->releases);
    h[PLUME_WEB_FRAME_RELEASE_COUNT] = out->release_count;
    h[PLUME_WEB_FRAME_PREPARE] = frame ? 0 : 1;
    if (frame) {
        memcpy(h + PLUME_WEB_FRAME_VIEW_PROJECTION, frame->view_projection, 16 * sizeof(float));
        memcpy(h + PLUME_WEB_FRAME_DEPTH_ROW, frame->depth_row, 4 * sizeof(float));
        const float *v = frame->view;
        const float camera[6] = {v[0], v[4], v[8], v[1], v[5], v[9]}; /* right, up: rows of the view's rotation */
        memcpy(h + PLUME_WEB_FRAME_CAMERA, camera, sizeof camera);
    }
    size_t streamed = 0;
    for (uint32_t i = 0; i < list->count; i++) {
        const plume_draw_item *item = &list->items[i];
        uint32_t *w = h + PLUME_WEB_FRAME_WORDS + (size_t)i * PLUME_WEB_ITEM_WORDS;
        memset(w, 0, PLUME_WEB_ITEM_WORDS * sizeof *w);
        const plume_image *image = plume_system_texture(sys, item->texture);
        w[PLUME_WEB_ITEM_PIPELINE] = item->pipeline;
        w[PLUME_WEB_ITEM_BLEND] = item->blend;
        plume_item_shading shading;
        plume_shade_item(&out->shading, item, &shading);
        memcpy(w + PLUME_WEB_ITEM_SHADING, &shading, sizeof shading);
        w[PLUME_WEB_ITEM_SHADING + 11] = float_word(image->normals ? 1.0f : 0.0f);
        w[PLUME_WEB_ITEM_DISTORTION] = float_word(item->distortion);
        w[PLUME_WEB_ITEM_TEXTURE] = item->texture;
        w[PLUME_WEB_ITEM_TEXTURE_ID] = plume_texture_id(sys, item->texture);
        w[PLUME_WEB_ITEM_TEXTURE_WIDTH] = (uint32_t)image->width;
        w[PLUME_WEB_ITEM_TEXTURE_HEIGHT] = (uint32_t)image->height;
        w[PLUME_WEB_ITEM_TEXTURE_PIXELS] = word_of(image->pixels);
        w[PLUME_WEB_ITEM_TEXTURE_NORMALS] = word_of(image->normals);
        w[PLUME_WEB_ITEM_RESOURCE] = item->resource;
        w[PLUME_WEB_ITEM_RESOURCE_ID] = item->resource_id;
        if (item->geometry) {
            w[PLUME_WEB_ITEM_VERTICES] = word_of(item->geometry->vertices);
            w[PLUME_WEB_ITEM_VERTEX_COUNT] = item->geometry->vertex_count;
            w[PLUME_WEB_ITEM_VERTEX_FLOATS] = item->geometry->vertex_floats;
            w[PLUME_WEB_ITEM_INDICES] = word_of(item->geometry->indices);
            w[PLUME_WEB_ITEM_INDEX_COUNT] = item->geometry->index_count;
        }
        w[PLUME_WEB_ITEM_UNIFORMS] = word_of(item->uniforms);
        w[PLUME_WEB_ITEM_UNIFORM_VEC4S] = item->uniform_vec4s;
        for (int r = 0; r < 2; r++) {
            w[PLUME_WEB_ITEM_RANGE_FIRST + r] = item->range_first[r];
            w[PLUME_WEB_ITEM_RANGE_COUNT + r] = item->range_count[r];
        }
        w[PLUME_WEB_ITEM_INSTANCE_KEY] = item->instance_key;
        w[PLUME_WEB_ITEM_INSTANCE_COUNT] = item->instance_count;
        w[PLUME_WEB_ITEM_CLOCK] = float_word(item->clock[0]);
        w[PLUME_WEB_ITEM_CLOCK + 1] = float_word(item->clock[1]);
        w[PLUME_WEB_ITEM_POLYGONS] = item->polygons;
        if (item->instances) {
            write_records(frame, item, w);
        } else if (item->fill) {
            uint32_t n = frame ? stream_sprites(item, out->stream + streamed) : 0;
            w[PLUME_WEB_ITEM_INSTANCE_COUNT] = n;
            w[PLUME_WEB_ITEM_RECORDS] = out->stream ? word_of(out->stream + streamed) : 0; /* none before a render */
            w[PLUME_WEB_ITEM_RECORD_BYTES] = item->record_bytes;
            w[PLUME_WEB_ITEM_RECORD_SLOTS] = n;
            w[PLUME_WEB_ITEM_UPLOAD_COUNT] = n;
            streamed += (size_t)n * item->record_bytes;
        }
    }
    return PLUME_OK;
}

static plume_status out_draw(void *self, plume_system *sys, const plume_frame *frame, plume_frame_result *result)
{
    (void)result; /* JavaScript draws after the core returns: plume_frame_out_drawn records what it drew */
    return write_frame(self, sys, frame->list, frame);
}

static plume_status out_prepare(void *self, plume_system *sys, const plume_draw_list *list)
{
    return write_frame(self, sys, list, NULL);
}

static void queue_release(plume_frame_out *out, uint32_t word)
{
    /* out of memory: the slot's GPU objects stay until the device goes (never reused wrongly: ids tell uses apart) */
    if (plume_grow(&out->releases, &out->release_capacity, (uint64_t)out->release_count + 1, sizeof *out->releases))
        out->releases[out->release_count++] = word;
}

static void out_forget_texture(void *self, uint32_t slot) { queue_release(self, slot); }
static void out_release_resource(void *self, uint32_t resource)
{
    queue_release(self, PLUME_WEB_RELEASE_RESOURCE | resource);
}

/* lost: JavaScript drops every GPU object it made; nothing queued means anything after */
static void out_lost(void *self)
{
    plume_frame_out *out = self;
    out->release_count = out->releases_handed = 0;
}

static void out_nothing(void *self) { (void)self; }

static const plume_backend_ops frame_out_ops = {
    "frame out", out_draw, out_prepare, out_forget_texture, out_release_resource, out_lost, out_nothing, out_nothing,
};

plume_frame_out *plume_frame_out_create(void)
{
    plume_frame_out *out = calloc(1, sizeof *out);
    if (!out) {
        plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating Plume");
        return NULL;
    }
    out->backend.ops = &frame_out_ops;
    out->backend.self = out;
    return out;
}

plume_backend *plume_frame_out_backend(plume_frame_out *out) { return &out->backend; }

plume_shading *plume_frame_out_shading(plume_frame_out *out) { return &out->shading; }

const uint32_t *plume_frame_out_words(const plume_frame_out *out) { return out->words; }

const uint32_t *plume_frame_out_releases(const plume_frame_out *out) { return out->releases; }

void plume_frame_out_destroy(plume_frame_out *out)
{
    if (!out) return;
    plume_backend_release(&out->backend);
    free(out->words);
    free(out->stream);
    free(out->releases);
    free(out);
}
