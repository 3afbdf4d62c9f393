/* exports.c — the flat C API the JavaScript wrapper (web/src/plume.js) calls, one function per
   wrapper method. Each is exported, so a page can also reach them with cwrap/ccall:

     plume_web_create(seed, context, webgl_version, flags)           -> plume_web* (0: see plume_last_error)
     plume_web_destroy(web)
     plume_web_load_texture(web, bytes, size)                         -> texture id (0: error)
     plume_web_destroy_texture(web, texture)                          -> status (refused while a kind uses it)
     plume_web_define_particle(web, name, mesh, mesh2, texture, blend,
                               start_size, end_size, max_age, capacity, flags) -> kind id (0: error)
     plume_web_find_particle(web, name)                               -> kind id (0: unknown)
     plume_web_spawn(web, kind, matrix16, max_age, size1, size2)      -> instance id (0: error)
     plume_web_set_transform(web, instance, matrix16)                 -> status
     plume_web_kill(web, instance)                                    -> status
     plume_web_is_alive(web, instance)                                -> 1 or 0
     plume_web_step(web, ms)                                          -> status
     plume_web_time(web)                                              -> ms
     plume_web_render(web, view16, projection16, host_state)          -> status
                     (host_state: PLUME_GL_HOST_* bits of what the caller knows of a host's GL state; 0 if nothing)
     plume_web_prepare(web)                       -> status (programs, meshes and textures on the GPU now)
     plume_web_stats(web)                  -> plume_stats* (created, active, polycount, draw calls,
                                                              recycled: 5 × u32)
     plume_web_context_lost(web), plume_web_context_restored(web)
     plume_web_uses_instancing(web), plume_web_uses_vertex_arrays(web) -> 1 or 0
     plume_web_allocated_bytes()          -> bytes malloc'd in the wasm heap by every Plume (leak checks)
     plume_last_error() -> char*, plume_last_status() -> status      (the core's, exported as they are)

   Flags are the PLUME_WEB_* values of web_api.h. Strings are UTF-8, NUL-terminated; matrices are 16 column-major floats; statuses are
   plume_status values (0 = ok). Zero sizes and ages take the kind's defaults. */
#include <emscripten/emscripten.h>
#include <malloc.h>
#include <stdlib.h>

#include "error.h"
#include "gl_backend.h"
#include "plume.h"
#include "system_internal.h"
#include "web_api.h"

typedef struct plume_web {
    plume_system *sys;
    plume_gl *gl;
    plume_stats stats;
} plume_web;

EMSCRIPTEN_KEEPALIVE plume_web *plume_web_create(uint32_t seed, int context, int webgl_version, int flags)
{
    plume_web *web = calloc(1, sizeof *web);
    if (!web) {
        plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating Plume");
        return NULL;
    }
    web->sys = plume_system_create(&(plume_system_desc){.seed = seed});
    plume_gl_desc gl_desc = {
        .context = context,
        .webgl_version = webgl_version,
        .no_instancing = flags & PLUME_WEB_CREATE_NO_INSTANCING,
        .no_vertex_arrays = flags & PLUME_WEB_CREATE_NO_VERTEX_ARRAYS,
        .exclusive = flags & PLUME_WEB_CREATE_EXCLUSIVE,
    };
    web->gl = web->sys ? plume_gl_create(&gl_desc) : NULL;
    if (!web->gl) {
        plume_system_destroy(web->sys);
        free(web);
        return NULL;
    }
    return web;
}

EMSCRIPTEN_KEEPALIVE void plume_web_destroy(plume_web *web)
{
    if (!web) return;
    plume_gl_destroy(web->gl);
    plume_system_destroy(web->sys);
    free(web);
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_load_texture(plume_web *web, const uint8_t *bytes, size_t size)
{
    uint32_t texture;
    return plume_create_texture(web->sys, bytes, size, &texture) ? 0 : texture;
}

EMSCRIPTEN_KEEPALIVE int plume_web_destroy_texture(plume_web *web, uint32_t texture)
{
    uint32_t slot = plume_texture_slot(web->sys, texture);
    plume_status status = plume_destroy_texture(web->sys, texture);
    if (!status) plume_gl_forget_texture(web->gl, slot);
    return status;
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_define_particle(plume_web *web, const char *name, const char *mesh,
                                                        const char *mesh2, uint32_t texture, int blend,
                                                        float start_size, float end_size, float max_age,
                                                        uint32_t capacity, int flags)
{
    plume_kind_desc desc = {
        .mesh_obj = mesh,
        .mesh2_obj = mesh2,
        .texture = texture,
        .blend = (plume_blend)blend,
        .start_size = start_size,
        .end_size = end_size,
        .max_age = max_age,
        .capacity = capacity,
        .no_spin = flags & PLUME_WEB_KIND_NO_SPIN,
        .point_down = flags & PLUME_WEB_KIND_POINT_DOWN,
        .depth_test = flags & PLUME_WEB_KIND_DEPTH_TEST,
    };
    uint32_t kind;
    return plume_define_kind(web->sys, name, &desc, &kind) ? 0 : kind;
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_find_particle(plume_web *web, const char *name)
{
    return plume_find_kind(web->sys, name);
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_spawn(plume_web *web, uint32_t kind, const float *matrix, float max_age,
                                              float size1, float size2)
{
    return plume_spawn(web->sys, kind, matrix, max_age, size1, size2);
}

EMSCRIPTEN_KEEPALIVE int plume_web_set_transform(plume_web *web, uint32_t instance, const float *matrix)
{
    return plume_set_transform(web->sys, instance, matrix);
}

EMSCRIPTEN_KEEPALIVE int plume_web_kill(plume_web *web, uint32_t instance) { return plume_kill(web->sys, instance); }

EMSCRIPTEN_KEEPALIVE int plume_web_is_alive(plume_web *web, uint32_t instance)
{
    return plume_is_alive(web->sys, instance);
}

EMSCRIPTEN_KEEPALIVE int plume_web_step(plume_web *web, double ms) { return plume_step(web->sys, ms); }

EMSCRIPTEN_KEEPALIVE double plume_web_time(plume_web *web) { return plume_time(web->sys); }

EMSCRIPTEN_KEEPALIVE int plume_web_render(plume_web *web, const float *view, const float *projection,
                                          uint32_t host_state)
{
    return plume_gl_render(web->gl, web->sys, view, projection, host_state);
}

EMSCRIPTEN_KEEPALIVE int plume_web_prepare(plume_web *web) { return plume_gl_prepare(web->gl, web->sys); }

EMSCRIPTEN_KEEPALIVE const plume_stats *plume_web_stats(plume_web *web)
{
    web->stats = plume_get_stats(web->sys);
    return &web->stats;
}

EMSCRIPTEN_KEEPALIVE void plume_web_context_lost(plume_web *web) { plume_gl_context_lost(web->gl); }

EMSCRIPTEN_KEEPALIVE void plume_web_context_restored(plume_web *web) { plume_gl_context_restored(web->gl); }

EMSCRIPTEN_KEEPALIVE int plume_web_uses_instancing(plume_web *web) { return plume_gl_uses_instancing(web->gl); }

EMSCRIPTEN_KEEPALIVE int plume_web_uses_vertex_arrays(plume_web *web)
{
    return plume_gl_uses_vertex_arrays(web->gl);
}

EMSCRIPTEN_KEEPALIVE size_t plume_web_allocated_bytes(void) { return (size_t)mallinfo().uordblks; }

_Static_assert(sizeof(plume_stats) == PLUME_WEB_STATS_FIELDS * sizeof(uint32_t),
               "plume.js reads plume_stats as PLUME_WEB_STATS_FIELDS u32s");
