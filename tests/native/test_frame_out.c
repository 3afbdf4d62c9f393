/* The backend that hands frames to JavaScript (src/web/frame_out.c, WebGPU's): each frame as plain words in the core's
   order, a pool's changed records as one span (nothing the next frame when nothing changed), a CPU system's particles
   streamed whole, the textures and resources the core let go handed over once, prepare marked as such. */
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "check.h"
#include "emitter.h"
#include "frame_out.h"
#include "particle_system.h"
#include "plume.h"
#include "web_api.h"

static const char *QUAD = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\n"
                          "f 1/1 2/2 3/3 4/4\n";
static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

static const uint32_t *item_words(const uint32_t *frame, uint32_t i)
{
    return frame + PLUME_WEB_FRAME_WORDS + (size_t)i * PLUME_WEB_ITEM_WORDS;
}

static const uint32_t *find_item(const uint32_t *frame, uint32_t pipeline)
{
    for (uint32_t i = 0; i < frame[PLUME_WEB_FRAME_COUNT]; i++)
        if (item_words(frame, i)[PLUME_WEB_ITEM_PIPELINE] == pipeline) return item_words(frame, i);
    return NULL;
}

static void test_a_frame_as_words(void)
{
    plume_frame_out *out = plume_frame_out_create();
    plume_backend *backend = plume_frame_out_backend(out);
    plume_system *sys = plume_system_create(NULL);
    uint32_t kind, texture;
    const uint8_t white[4] = {255, 255, 255, 255};
    CHECK_EQ_INT(plume_create_texture_rgba(sys, white, 1, 1, &texture), PLUME_OK);
    CHECK_EQ_INT(plume_define_kind(sys, "k", &(plume_kind_desc){.mesh_obj = QUAD, .texture = texture, .depth_test = 1} /* additive: drawn in slot order, dirty runs uploaded */, &kind), PLUME_OK);
    plume_spawn(sys, kind, NULL, 0, 0, 0);
    plume_spawn(sys, kind, NULL, 0, 0, 0);
    plume_emitter emitter;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){.render_order = 2, .blend = PLUME_BLEND_ALPHA}, &emitter), PLUME_OK);
    plume_particle_system system;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.burst = 1000, .one_shot = 1,
                                                                              .render_order = -1, .blend = PLUME_BLEND_ALPHA}, &system),
                 PLUME_OK);
    plume_step(sys, 16.0);
    CHECK_EQ_INT(plume_render(sys, backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    const uint32_t *frame = plume_frame_out_words(out);
    CHECK_EQ_INT(frame[PLUME_WEB_FRAME_COUNT], 3);
    CHECK_EQ_INT(frame[PLUME_WEB_FRAME_PREPARE], 0);
    CHECK_EQ_INT(item_words(frame, 0)[PLUME_WEB_ITEM_PIPELINE], PLUME_PIPELINE_SPRITE); /* renderOrder -1 first */
    const uint32_t *sprites = find_item(frame, PLUME_PIPELINE_SPRITE);
    CHECK_EQ_INT(sprites[PLUME_WEB_ITEM_INSTANCE_COUNT], 1000); /* every particle, streamed whole */
    CHECK_EQ_INT(sprites[PLUME_WEB_ITEM_UPLOAD_COUNT], 1000);
    CHECK_EQ_INT(sprites[PLUME_WEB_ITEM_RECORD_BYTES], PLUME_SPRITE_BILLBOARD_BYTES);
    const uint32_t *mesh = find_item(frame, PLUME_PIPELINE_MESH);
    CHECK(mesh != NULL);
    CHECK(mesh[PLUME_WEB_ITEM_TEXTURE] != 0);
    CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_TEXTURE_WIDTH], 1);
    CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_INSTANCE_COUNT], 2);
    CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_UPLOAD_FIRST], 0);
    CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_UPLOAD_COUNT], 2); /* both spawns changed */
    CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_RECORD_BYTES], 64);
    CHECK(mesh[PLUME_WEB_ITEM_RECORD_SLOTS] >= 2);
    CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_INDEX_COUNT], 6);
    CHECK(find_item(frame, PLUME_PIPELINE_EMITTER) != NULL);

    /* each item's shading is the core's (plume_shade_item, what WebGL sets): no scene depth, sRGB target */
    float shade[12];
    memcpy(shade, mesh + PLUME_WEB_ITEM_SHADING, sizeof shade);
    CHECK(shade[4] == 0.0f && shade[5] == 1.0f); /* not compared with a depth the frame does not have */
    CHECK(shade[8] == 0.0f && shade[10] == 1.0f); /* written as given */
    /* a linear target, fog of orange and the scene's depth: the additive kind adds no fog, the alpha emitter fades to
       the fog's colour decoded to linear, and depth-tested items are compared */
    plume_shading *shading = plume_frame_out_shading(out);
    shading->linear = 1;
    shading->scene_depth = 1;
    shading->fog_color[0] = 1.0f, shading->fog_color[1] = 0.5f, shading->fog_color[2] = 0.0f;
    CHECK_EQ_INT(plume_render(sys, backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    frame = plume_frame_out_words(out);
    memcpy(shade, find_item(frame, PLUME_PIPELINE_MESH) + PLUME_WEB_ITEM_SHADING, sizeof shade);
    CHECK(shade[0] == 0.0f && shade[1] == 0.0f && shade[2] == 0.0f); /* additive: nothing in fog */
    CHECK(shade[4] == 1e4f && shade[5] == 0.0f); /* compared, a hard edge (1 / 1e-4) */
    CHECK(shade[8] == 1.0f);
    memcpy(shade, find_item(frame, PLUME_PIPELINE_EMITTER) + PLUME_WEB_ITEM_SHADING, sizeof shade);
    CHECK(shade[0] > 0.99f && shade[0] < 1.01f && shade[1] > 0.2f && shade[1] < 0.23f && shade[2] == 0.0f); /* 0.5 → ~0.214 */
    CHECK(shade[3] == 0.0f); /* alpha, not premultiplied */
    shading->linear = shading->scene_depth = 0;
    memset(shading->fog_color, 0, sizeof shading->fog_color);

    /* nothing changed: nothing to upload; one spawn: its slot alone */
    plume_step(sys, 16.0);
    CHECK_EQ_INT(plume_render(sys, backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    frame = plume_frame_out_words(out);
    CHECK_EQ_INT(find_item(frame, PLUME_PIPELINE_MESH)[PLUME_WEB_ITEM_UPLOAD_COUNT], 0);
    plume_spawn(sys, kind, NULL, 0, 0, 0);
    plume_step(sys, 16.0);
    CHECK_EQ_INT(plume_render(sys, backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    frame = plume_frame_out_words(out);
    CHECK_EQ_INT(find_item(frame, PLUME_PIPELINE_MESH)[PLUME_WEB_ITEM_UPLOAD_FIRST], 2);
    CHECK_EQ_INT(find_item(frame, PLUME_PIPELINE_MESH)[PLUME_WEB_ITEM_UPLOAD_COUNT], 1);

    /* what the core let go is handed over at the next frame, once */
    uint32_t spare;
    CHECK_EQ_INT(plume_create_texture_rgba(sys, white, 1, 1, &spare), PLUME_OK);
    CHECK_EQ_INT(plume_destroy_texture(sys, spare), PLUME_OK);
    backend->ops->forget_texture(backend->self, 7); /* as exports.c does after a destroy */
    CHECK_EQ_INT(plume_render(sys, backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    CHECK_EQ_INT(plume_frame_out_words(out)[PLUME_WEB_FRAME_RELEASE_COUNT], 1);
    CHECK_EQ_INT(plume_frame_out_releases(out)[0], 7); /* a texture slot, as it went */
    backend->ops->release_resource(backend->self, 3); /* after this frame: the next one hands it over alone */
    CHECK_EQ_INT(plume_render(sys, backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    CHECK_EQ_INT(plume_frame_out_words(out)[PLUME_WEB_FRAME_RELEASE_COUNT], 1);
    CHECK_EQ_INT(plume_frame_out_releases(out)[0], PLUME_WEB_RELEASE_RESOURCE | 3u); /* a resource, marked */
    CHECK_EQ_INT(plume_render(sys, backend, IDENTITY, IDENTITY, 0), PLUME_OK);
    CHECK_EQ_INT(plume_frame_out_words(out)[PLUME_WEB_FRAME_RELEASE_COUNT], 0);

    /* prepare: every item, marked, no records taken */
    CHECK_EQ_INT(plume_prepare(sys, backend), PLUME_OK);
    frame = plume_frame_out_words(out);
    CHECK_EQ_INT(frame[PLUME_WEB_FRAME_PREPARE], 1);
    CHECK(frame[PLUME_WEB_FRAME_COUNT] >= 2);
    plume_system_destroy(sys);
    plume_frame_out_destroy(out);
}

/* An alpha kind's instances are drawn far to near: its sorted copy goes up whole every frame, nearest last; the
   frame's matrices are the view's (column-major), not transposed. */
static void test_sorted_records_and_matrices(void)
{
    plume_frame_out *out = plume_frame_out_create();
    plume_backend *backend = plume_frame_out_backend(out);
    plume_system *sys = plume_system_create(NULL);
    uint32_t kind;
    CHECK_EQ_INT(plume_define_kind(sys, "a", &(plume_kind_desc){.mesh_obj = QUAD, .blend = PLUME_BLEND_ALPHA}, &kind),
                 PLUME_OK);
    for (int i = 0; i < 3; i++) {
        float m[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -(float)i * 2.0f, 1}; /* nearer the camera first */
        plume_spawn(sys, kind, m, 0, 0, 0);
    }
    plume_step(sys, 16.0);
    const float view[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -10, 1}; /* the camera at z = 10 */
    for (int frame = 0; frame < 2; frame++) {
        CHECK_EQ_INT(plume_render(sys, backend, view, IDENTITY, 0), PLUME_OK);
        const uint32_t *words = plume_frame_out_words(out);
        const uint32_t *mesh = find_item(words, PLUME_PIPELINE_MESH);
        CHECK(mesh != NULL);
        CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_INSTANCE_COUNT], 3);
        CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_UPLOAD_FIRST], 0);
        CHECK_EQ_INT(mesh[PLUME_WEB_ITEM_UPLOAD_COUNT], 3); /* every frame: the order may have changed */
        float vp[16], row[4];
        memcpy(vp, words + PLUME_WEB_FRAME_VIEW_PROJECTION, sizeof vp);
        memcpy(row, words + PLUME_WEB_FRAME_DEPTH_ROW, sizeof row);
        CHECK(vp[14] == -10.0f && vp[11] == 0.0f); /* column-major: the translation in [12..14] */
        CHECK(row[2] == 1.0f && row[3] == -10.0f);  /* the view's third row: z and its translation */
    }
    plume_system_destroy(sys);
    plume_frame_out_destroy(out);
}

int main(void)
{
    test_a_frame_as_words();
    test_sorted_records_and_matrices();
    return check_report("test_frame_out");
}
