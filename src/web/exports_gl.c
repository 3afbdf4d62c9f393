/* exports_gl.c — plume.wasm's backend half: the WebGL backend (src/gl/) and the exports only it has (fog, colour
   space, HDR target, the game's depth and colour textures, instancing and vertex arrays). */
#include <emscripten/emscripten.h>

#include "error.h"
#include "gl_backend_table.h"
#include "web_api.h"
#include "web_internal.h"

int plume_web_attach_backend(plume_web *web, int context, int webgl_version, int flags)
{
    if (flags & PLUME_WEB_CREATE_EXTERNAL) {
        plume_fail(PLUME_ERR_INVALID_ARGUMENT, "this is plume.wasm, WebGL's: WebGPU's module is plume_webgpu.wasm");
        return 0;
    }
    plume_gl_desc gl_desc = {
        .context = context,
        .webgl_version = webgl_version,
        .no_instancing = !(flags & PLUME_WEB_CREATE_INSTANCING),
        .no_vertex_arrays = flags & PLUME_WEB_CREATE_NO_VERTEX_ARRAYS,
        .exclusive = flags & PLUME_WEB_CREATE_EXCLUSIVE,
    };
    web->gl = plume_gl_create(&gl_desc);
    if (!web->gl) return 0;
    web->backend = plume_gl_backend(web->gl);
    return 1;
}

void plume_web_detach_backend(plume_web *web) { plume_gl_destroy(web->gl); }

EMSCRIPTEN_KEEPALIVE int plume_web_set_fog(plume_web *web, int mode, float r, float g, float b, float near, float far,
                                           float density)
{
    const float color[3] = {r, g, b};
    return plume_gl_set_fog(web->gl, mode, color, near, far, density);
}

EMSCRIPTEN_KEEPALIVE void plume_web_set_color_space(plume_web *web, int linear)
{
    plume_gl_set_color_space(web->gl, linear);
}

EMSCRIPTEN_KEEPALIVE void plume_web_set_hdr_target(plume_web *web, float scale)
{
    plume_gl_set_hdr_target(web->gl, scale);
}

EMSCRIPTEN_KEEPALIVE void plume_web_reattach_depth(plume_web *web)
{
    plume_gl_reattach_depth(web->gl);
}

EMSCRIPTEN_KEEPALIVE int plume_web_set_depth_texture(plume_web *web, uint32_t texture, int32_t x, int32_t y,
                                                     int32_t width, int32_t height, float near, float far,
                                                     uint32_t attachment, int32_t level)
{
    const int32_t viewport[4] = {x, y, width, height};
    plume_status status = plume_gl_set_depth_texture(web->gl, texture, viewport, near, far);
    if (!status) plume_gl_set_depth_attachment(web->gl, attachment, level);
    return status;
}

EMSCRIPTEN_KEEPALIVE int plume_web_set_color_texture(plume_web *web, uint32_t texture, int32_t x, int32_t y,
                                                     int32_t width, int32_t height)
{
    const int32_t viewport[4] = {x, y, width, height};
    return plume_gl_set_color_texture(web->gl, texture, viewport);
}

EMSCRIPTEN_KEEPALIVE int plume_web_uses_instancing(plume_web *web) { return plume_gl_uses_instancing(web->gl); }

EMSCRIPTEN_KEEPALIVE int plume_web_uses_vertex_arrays(plume_web *web)
{
    return plume_gl_uses_vertex_arrays(web->gl);
}

EMSCRIPTEN_KEEPALIVE void plume_web_sprite_orphaning(int on) { plume_gl_sprite_set_orphaning(on); }
