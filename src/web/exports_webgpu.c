/* exports_webgpu.c — plume_webgpu.wasm's backend half: no WebGL; each frame handed to JavaScript's WebGPU backend
   (frame_out.c, web/src/webgpu/backend.js), which keeps its own settings (fog, colour space, depth and colour
   textures): the core checks the fog and shades each item for the target (plume_shade_item), the rest is
   JavaScript's. */
#include <emscripten/emscripten.h>
#include <string.h>

#include "error.h"
#include "frame_out.h"
#include "system_internal.h"
#include "web_api.h"
#include "web_internal.h"

int plume_web_attach_backend(plume_web *web, int context, int webgl_version, int flags)
{
    (void)context, (void)webgl_version;
    if (!(flags & PLUME_WEB_CREATE_EXTERNAL)) {
        plume_fail(PLUME_ERR_INVALID_ARGUMENT, "this is plume_webgpu.wasm, WebGPU's: WebGL's module is plume.wasm");
        return 0;
    }
    web->out = plume_frame_out_create();
    if (!web->out) return 0;
    web->backend = plume_frame_out_backend(web->out);
    return 1;
}

void plume_web_detach_backend(plume_web *web) { plume_frame_out_destroy(web->out); }

EMSCRIPTEN_KEEPALIVE int plume_web_set_fog(plume_web *web, int mode, float r, float g, float b, float near, float far,
                                           float density)
{
    const float color[3] = {r, g, b};
    int status = plume_fog_check(mode, color, near, far, density);
    if (!status) memcpy(plume_frame_out_shading(web->out)->fog_color, color, sizeof color);
    return status;
}

/* What the items are shaded for (plume_shade_item: their SHADING words): the target's colour space and whether the
   render samples the scene's depth (render's colorSpace and depthTexture, read by JavaScript's backend). */
EMSCRIPTEN_KEEPALIVE void plume_web_set_color_space(plume_web *web, int linear)
{
    plume_frame_out_shading(web->out)->linear = linear != 0;
}

EMSCRIPTEN_KEEPALIVE void plume_web_set_scene_depth(plume_web *web, int present)
{
    plume_frame_out_shading(web->out)->scene_depth = present != 0;
}

/* instancing always */
EMSCRIPTEN_KEEPALIVE int plume_web_uses_instancing(plume_web *web) { return (void)web, 1; }

/* Without WebGL: the frame (or prepare) the last call handed over, and what JavaScript then drew, for plume_stats. */
EMSCRIPTEN_KEEPALIVE const uint32_t *plume_web_frame(plume_web *web) { return plume_frame_out_words(web->out); }

EMSCRIPTEN_KEEPALIVE void plume_web_frame_drawn(plume_web *web, uint32_t draw_calls, uint32_t polygons, uint32_t bytes)
{
    plume_system_record_frame(web->sys, draw_calls, polygons, bytes);
}
