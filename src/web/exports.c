/* exports.c — the flat C API the JavaScript wrapper (web/src/plume.js) calls, one function per
   wrapper method. Each is exported, so a page can also reach them with cwrap/ccall:

     plume_web_create(seed, context, webgl_version, flags)           -> plume_web* (0: see plume_last_error)
     plume_web_destroy(web)
     plume_web_texture_rgba(web, rgba, width, height)                 -> texture id (0: error; the browser decodes;
                                                                        rgba, malloc'd, is handed over: never freed by JS)
     plume_web_generated_texture(web, name, atlas2) -> texture id (0: error; atlas2: its columns and rows)
     plume_web_destroy_texture(web, texture)                          -> status (refused while a kind uses it)
     plume_web_define_particle(web, name, mesh, mesh2, texture, blend,
                               start_size, end_size, max_age, capacity, flags,
                               fade, colors8, soft, render_order, look7, keys) -> kind id (0: error)
                               (colors8: start RGBA then end RGBA, or 0 for white; soft: fade distance,
                               left out: 0; render_order: lower draws first, left out: 0; look7: plume_look's
                               seven words, or 0 for none; keys: a plume_kind_keys of PLUME_WEB_KKEYS_WORDS
                               words, or 0 for none)
     plume_web_find_particle(web, name)                               -> kind id (0: unknown)
     plume_web_lights(web, max)            -> n: the brightest lights of the layers playing now (plume_lights), at
                                              plume_web_light_buffer(web): PLUME_WEB_PLIGHT_WORDS floats each
     plume_web_forget_kind(web, kind)        -> status (only the last kind, never used by an instance or an effect:
                                                plume_forget_last_kind; its GL objects go with it)
     plume_web_undefine_kind(web, kind)      -> status (plume_undefine_kind; its GL objects go with it)
     plume_web_spawn(web, kind, matrix16, max_age, size1, size2)    -> instance id (a double; 0: error)
     plume_web_spawn_aged(web, kind, matrix16, max_age, size1, size2, age) -> the same, born `age` ms ago
     plume_web_play_seed(effect_seed, play)                  -> the seed of a play given none (rng.h)
     plume_web_set_transform(web, instance, matrix16)                 -> status
     plume_web_kill(web, instance)                                    -> status
     plume_web_is_alive(web, instance)                                -> 1 or 0
     plume_web_step(web, ms)                                          -> status
     plume_web_time(web)                                              -> ms
     plume_web_render(web, view16, projection16, host_state)          -> status
                     (host_state: PLUME_GL_HOST_* bits of what the caller knows of a host's GL state; 0 if nothing)
     plume_web_prepare(web)                       -> status (programs, meshes and textures on the GPU now)
     plume_web_set_fog(web, mode, r, g, b, near, far, density) -> status (PLUME_FOG_*: for the renders that follow)
     plume_web_set_color_space(web, linear)        (1: the renders that follow draw into a linear target)
     plume_web_set_hdr_target(web, scale)          (> 0: the renders that follow draw into Plume's HDR target)
     plume_web_set_depth_texture(web, texture, x, y, w, h, near, far, attachment, level) -> status (soft particles: a
                                      GL texture id, 0: none; the viewport it is read under; where it is attached to
                                      the framebuffer drawn into, 0: nowhere)
     plume_web_set_color_texture(web, texture, x, y, w, h) -> status (distortion: the scene's colour, a GL texture
                                      id, 0: none; the viewport it is read under)
     plume_web_stats(web)                  -> plume_stats* (created, active, polycount, draw calls,
                                                              recycled, emitters, emitter particles,
                                                              systems, system particles, uploaded bytes,
                                                              sub-emitter drops: 11 × u32)
     plume_web_context_lost(web), plume_web_context_restored(web)
     plume_web_uses_instancing(web), plume_web_uses_vertex_arrays(web) -> 1 or 0
     plume_web_allocated_bytes()          -> bytes malloc'd in the wasm heap by every Plume (leak checks)
     plume_last_error() -> char*, plume_last_status() -> status      (the core's, exported as they are)

   GPU emitters (emitter.h); `desc` is a plume_emitter_desc of PLUME_WEB_EDESC_WORDS 4-byte words:
     plume_web_create_emitter(web, desc)                 -> emitter id (0: error)
     plume_web_emitter_update(web, id, desc)             -> status (every setting replaced, clock kept)
     plume_web_emitter_set_transform(web, id, matrix16)  -> status
     plume_web_emitter_seek(web, id, ms), plume_web_emitter_stop(web, id), plume_web_emitter_destroy(web, id)
     plume_web_emitter_time(web, id)                     -> ms (negative: stale id)
     plume_web_emitter_bounds(web, id, out6)             -> status (min xyz, max xyz)
     plume_web_emitter_ended(web, id)                    -> 1 when it will never show a particle again
     plume_web_emitters_poll_ended(web, out, max)        -> n: ids of emitters that ended since the last poll
   Effects (effect.h; every play from JavaScript runs in effect.c, as a C game's):
     plume_web_effect_layer(l, sim, words, position3, delay, loop, parent, shape, along_normal) -> status (stages layer l: its
                                      desc's words as the emitter, system or mesh layer calls take them; shape: a
                                      mesh shape's table, plume_web_mesh_shape_create, lent for the effect's life)
     plume_web_effect_create(web, layer_count, seed)     -> effect id (0: error; the staged layers 0..layer_count-1,
                                                            up to PLUME_EFFECT_LAYER_LIMIT)
     plume_web_effect_destroy(web, id)                   -> status (its instances end, not reported)
     plume_web_effect_play(web, id, matrix16, seed, loop, time_scale, render_order, given, collide_desc, normal3)
                                                         -> instance id (0: error; plume_play_options by its words)
     plume_web_instance_stop / kill / seek(ms) / set_transform(matrix16) / set_wind(xyz) / set_render_order(order)
                                                         -> status
     plume_web_instance_time(web, id) -> ms; plume_web_instance_bounds(web, id, out6) -> status
     plume_web_instance_part(web, id, layer)             -> the layer's emitter or system id (0: none)
     plume_web_effects_poll_ended(web, out, max)         -> n: instances that ended since the last poll
     plume_web_effects_failure(web, id, status*)         -> why a polled instance ended early (0: it did not)
     plume_web_effects_unborn(web)                       -> mesh particles spawned ahead of their birth
     plume_web_mesh_shape_create(web, corners, n) -> table (0: error); plume_web_mesh_shape_free(web, table)

   CPU particle systems (particle_system.h); `desc` is a plume_particle_system_desc of
   PLUME_WEB_SDESC_WORDS 4-byte words; ids are plume_particle_system ids (0: error):
     plume_web_add_system(web, desc)                    -> system id (0: error)
     plume_web_check_colliders(web, desc)               -> status (the desc's colliders, as add_system checks them)
     plume_web_remove_system(web, id)                   -> status (a removed id stays dead)
     plume_web_system_exists(web, id)                   -> 1 or 0
     plume_web_system_ended(web, id)                    -> 1 when it will show nothing again
     plume_web_system_set_transform(web, id, matrix16)  -> status
     plume_web_system_set_wind(web, id, xyz)            -> status
     plume_web_system_set_desc(web, id, desc)           -> status (every setting replaced; particles kept)
     plume_web_system_set_emission_mesh(web, id, corners, triangles, along_normal) -> status (shape 'mesh')
     plume_web_system_burst(web, id, n)                 -> status
     plume_web_system_seek(web, id, ms)                 -> status (restart from the seed, re-simulate to ms)
     plume_web_system_time(web, id)                     -> ms (negative: stale id)
     plume_web_system_bounds(web, id, out6)             -> status (min xyz, max xyz)
     plume_web_system_arrays(web, id, out10)            -> status (PLUME_WEB_ARRAYS_WORDS: 8 pointers, capacity, count)
     plume_web_system_lend(web, id)                     -> status (the arrays' block is the caller's to free() once the
                                                           system stopped using it and no view of it lives)
     plume_web_system_set_count(web, id, n)             -> status (manual systems)
     plume_web_system_count(web, id)                    -> live particles (0: stale id too)
     plume_web_sprite_orphaning(on)                     (measurement only: orphan the sprite buffer before uploads)
   plume_web_stats's plume_stats then also holds systems, system particles and uploaded bytes.

   Flags are the PLUME_WEB_* values of web_api.h. Strings are UTF-8, NUL-terminated; matrices are
   16 column-major floats; statuses are plume_status values (0 = ok). Zero sizes and ages take the
   kind's defaults. Instance ids are 53-bit integers and cross as doubles (exact up to 2^53); an id
   that is not a positive integer in that range is a stale handle. Sizes and ages cross as doubles
   too and are checked before they narrow to float (src/web/js_numbers.h). */
#include <emscripten/emscripten.h>
#include <malloc.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "collide.h"
#include "effect_internal.h"
#include "effect_mesh.h"
#include "emission_mesh.h"
#include "emitter.h"
#include "error.h"
#include "particle_system_internal.h"
#include "js_numbers.h"
#include "particle_system.h"
#include "plume.h"
#include "rng.h"
#include "system_internal.h"
#include "web_api.h"
#include "web_internal.h"


EMSCRIPTEN_KEEPALIVE plume_web *plume_web_create(uint32_t seed, int context, int webgl_version, int flags)
{
    plume_web *web = calloc(1, sizeof *web);
    if (!web) {
        plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating Plume");
        return NULL;
    }
    web->sys = plume_system_create(&(plume_system_desc){.seed = seed});
    if (!web->sys || !plume_web_attach_backend(web, context, webgl_version, flags)) {
        plume_system_destroy(web->sys);
        free(web);
        return NULL;
    }
    return web;
}

EMSCRIPTEN_KEEPALIVE const char *plume_web_version(void) { return plume_version(); }

EMSCRIPTEN_KEEPALIVE void plume_web_destroy(plume_web *web)
{
    if (!web) return;
    for (uint32_t i = 0; i < web->mesh_shape_count; i++) plume_emission_mesh_destroy(web->mesh_shapes[i]);
    free(web->mesh_shapes);
    plume_web_detach_backend(web);
    plume_system_destroy(web->sys);
    free(web);
}

/* Pixels the browser decoded (plume.js: every loadTexture source becomes RGBA there): the module carries no
   image decoder. `rgba` was malloc'd by JavaScript and is handed over: kept as the texture's (power-of-two sides,
   no copy), or resized into a new buffer and freed, and freed on failure too. JavaScript never frees it. */
EMSCRIPTEN_KEEPALIVE uint32_t plume_web_texture_rgba(plume_web *web, uint8_t *rgba, uint32_t width, uint32_t height)
{
    uint32_t texture;
    return plume_adopt_texture_rgba(web->sys, rgba, width, height, &texture) ? 0 : texture;
}

/* A mesh layer's shape: its triangles (9 floats each) as the core's table, made once per layer and lent to its plays;
   freed by plume_web_mesh_shape_free (its effect went) or with the Plume. 0: error. */
EMSCRIPTEN_KEEPALIVE plume_emission_mesh *plume_web_mesh_shape_create(plume_web *web, const float *corners,
                                                                      uint32_t triangle_count)
{
    plume_clear_error();
    if (web->mesh_shape_count == web->mesh_shape_capacity) {
        uint32_t capacity = web->mesh_shape_capacity ? web->mesh_shape_capacity * 2u : 8u;
        plume_emission_mesh **grown = realloc(web->mesh_shapes, capacity * sizeof *grown);
        if (!grown) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for a mesh shape"), NULL;
        web->mesh_shapes = grown;
        web->mesh_shape_capacity = capacity;
    }
    plume_emission_mesh *mesh = NULL;
    if (plume_emission_mesh_create("shape.mesh", corners, 3u * triangle_count, NULL, 0, &mesh)) return NULL;
    web->mesh_shapes[web->mesh_shape_count++] = mesh;
    return mesh;
}

EMSCRIPTEN_KEEPALIVE void plume_web_mesh_shape_free(plume_web *web, plume_emission_mesh *mesh)
{
    for (uint32_t i = 0; i < web->mesh_shape_count; i++) {
        if (web->mesh_shapes[i] != mesh) continue;
        web->mesh_shapes[i] = web->mesh_shapes[--web->mesh_shape_count];
        plume_emission_mesh_destroy(mesh);
        return;
    }
}

/* The core's seed scheme for the JavaScript runtime's plays (rng.h). */
EMSCRIPTEN_KEEPALIVE uint32_t plume_web_play_seed(uint32_t effect_seed, uint32_t play)
{
    return plume_play_seed(effect_seed, play);
}

/* atlas4: its columns and rows, then its width and height in pixels */
EMSCRIPTEN_KEEPALIVE uint32_t plume_web_generated_texture(plume_web *web, const char *name, uint32_t *atlas4)
{
    uint32_t texture;
    if (plume_create_generated_texture(web->sys, name, &texture, atlas4)) return 0;
    plume_texture_size(web->sys, texture, &atlas4[2], &atlas4[3]);
    return texture;
}

EMSCRIPTEN_KEEPALIVE int plume_web_destroy_texture(plume_web *web, uint32_t texture)
{
    uint32_t slot = plume_texture_slot(web->sys, texture);
    plume_status status = plume_destroy_texture(web->sys, texture);
    if (!status) web->backend->ops->forget_texture(web->backend->self, slot);
    return status;
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_define_particle(plume_web *web, const char *name, const char *mesh,
                                                        const char *mesh2, uint32_t texture, int blend,
                                                        double start_size, double end_size, double max_age,
                                                        uint32_t capacity, int flags, int fade,
                                                        const float *colors, double soft, int32_t render_order,
                                                        const plume_look *look, const plume_kind_keys *keys)
{
    float sizes[3];
    plume_clear_error();
    if (plume_float_from_js(start_size, "startSize", &sizes[0]) ||
        plume_float_from_js(end_size, "endSize", &sizes[1]) || plume_float_from_js(max_age, "maxAge", &sizes[2])) {
        plume_fail(plume_last_status(), "particle kind '%s': %s", name ? name : "", plume_last_error());
        return 0;
    }
    plume_kind_desc desc = {
        .mesh_obj = mesh,
        .mesh2_obj = mesh2,
        .texture = texture,
        .blend = (plume_blend)blend,
        .start_size = sizes[0],
        .end_size = sizes[1],
        .max_age = sizes[2],
        .capacity = capacity,
        .no_spin = flags & PLUME_WEB_KIND_NO_SPIN,
        .point_down = flags & PLUME_WEB_KIND_POINT_DOWN,
        .depth_test = flags & PLUME_WEB_KIND_DEPTH_TEST,
        .no_sort = flags & PLUME_WEB_KIND_NO_SORT,
        .billboard = (flags & PLUME_WEB_KIND_BILLBOARD_CAMERA) ? PLUME_KIND_BILLBOARD_CAMERA
                     : (flags & PLUME_WEB_KIND_BILLBOARD_AXIS) ? PLUME_KIND_BILLBOARD_AXIS
                                                               : PLUME_KIND_BILLBOARD_NONE,
        .fade = (plume_fade)fade,
        .start_color = colors,
        .end_color = colors ? colors + 4 : NULL,
        .soft = soft == soft ? (float)soft : 0.0f, /* NaN: a caller (ccall) that gives no soft: a hard edge */
        .render_order = render_order,
    };
    if (look) desc.look = *look;
    if (keys) desc.keys = *keys;
    uint32_t kind;
    return plume_define_kind(web->sys, name, &desc, &kind) ? 0 : kind;
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_find_particle(plume_web *web, const char *name)
{
    return plume_find_kind(web->sys, name);
}

/* Where a kind's shown instances are: x, y, z each into out (up to max); returns how many are shown. */
EMSCRIPTEN_KEEPALIVE uint32_t plume_web_kind_positions(plume_web *web, uint32_t kind, float *out, uint32_t max)
{
    return plume_kind_positions(web->sys, kind, out, max);
}

/* The brightest lights now into the Plume's own buffer (plume_web_light_buffer); returns how many (max is bounded
   by PLUME_MAX_LIGHTS). No GL: the core's state alone. */
EMSCRIPTEN_KEEPALIVE uint32_t plume_web_lights(plume_web *web, uint32_t max) { return plume_lights(web->sys, web->lights, max); }

EMSCRIPTEN_KEEPALIVE const plume_point_light *plume_web_light_buffer(plume_web *web) { return web->lights; }

/* A kind nothing draws any more (plume_undefine_kind), and its GL objects. */
EMSCRIPTEN_KEEPALIVE int plume_web_undefine_kind(plume_web *web, uint32_t kind)
{
    const uint32_t resource = plume_kind_resource(web->sys, kind);
    plume_status status = plume_undefine_kind(web->sys, kind);
    if (!status) web->backend->ops->release_resource(web->backend->self, resource);
    return status;
}

/* A refused createEffect leaves no kind behind: the kinds it defined are forgotten, last first. */
EMSCRIPTEN_KEEPALIVE int plume_web_forget_kind(plume_web *web, uint32_t kind)
{
    const uint32_t resource = plume_kind_resource(web->sys, kind);
    plume_status status = plume_forget_last_kind(web->sys, kind);
    if (!status) web->backend->ops->release_resource(web->backend->self, resource);
    return status;
}

EMSCRIPTEN_KEEPALIVE double plume_web_spawn_aged(plume_web *web, uint32_t kind, const float *matrix, double max_age,
                                                 double size1, double size2, double start_age)
{
    float age, first, second;
    plume_clear_error();
    if (plume_float_from_js(max_age, "maxAge", &age) || plume_float_from_js(size1, "scale1", &first) ||
        plume_float_from_js(size2, "scale2", &second))
        return 0;
    return (double)plume_spawn_aged(web->sys, kind, matrix, age, first, second, start_age); /* < 2^53: exact */
}

/* The export ccall users already call, with its six arguments (born now). */
EMSCRIPTEN_KEEPALIVE double plume_web_spawn(plume_web *web, uint32_t kind, const float *matrix, double max_age,
                                            double size1, double size2)
{
    return plume_web_spawn_aged(web, kind, matrix, max_age, size1, size2, 0.0);
}

/* A double that is no instance id (not a positive integer below 2^53) is a stale handle. */
static plume_status forged_id(double instance)
{
    char number[32];
    return plume_fail(PLUME_ERR_STALE_HANDLE, "instance %s is not an instance id (a positive integer below 2^53)",
                      plume_format_exact(instance, number));
}

EMSCRIPTEN_KEEPALIVE int plume_web_set_transform(plume_web *web, double instance, const float *matrix)
{
    plume_instance id = plume_instance_from_js(instance);
    return id ? plume_set_transform(web->sys, id, matrix) : forged_id(instance);
}

EMSCRIPTEN_KEEPALIVE int plume_web_kill(plume_web *web, double instance)
{
    plume_instance id = plume_instance_from_js(instance);
    return id ? plume_kill(web->sys, id) : forged_id(instance);
}

EMSCRIPTEN_KEEPALIVE int plume_web_is_alive(plume_web *web, double instance)
{
    return plume_is_alive(web->sys, plume_instance_from_js(instance));
}

EMSCRIPTEN_KEEPALIVE int plume_web_step(plume_web *web, double ms) { return plume_step(web->sys, ms); }

EMSCRIPTEN_KEEPALIVE double plume_web_time(plume_web *web) { return plume_time(web->sys); }


EMSCRIPTEN_KEEPALIVE int plume_web_render(plume_web *web, const float *view, const float *projection,
                                          uint32_t host_state)
{
    plume_clear_error();
    return plume_render(web->sys, web->backend, view, projection, host_state);
}

EMSCRIPTEN_KEEPALIVE int plume_web_prepare(plume_web *web) { return plume_prepare(web->sys, web->backend); }


EMSCRIPTEN_KEEPALIVE const plume_stats *plume_web_stats(plume_web *web)
{
    web->stats = plume_get_stats(web->sys);
    return &web->stats;
}

EMSCRIPTEN_KEEPALIVE void plume_web_context_lost(plume_web *web)
{
    plume_backend_lost(web->backend);
}

EMSCRIPTEN_KEEPALIVE void plume_web_context_restored(plume_web *web)
{
    plume_backend_restored(web->backend);
}

EMSCRIPTEN_KEEPALIVE void plume_web_forget_gl_state(plume_web *web) { web->backend->ops->forget_state(web->backend->self); }


EMSCRIPTEN_KEEPALIVE size_t plume_web_allocated_bytes(void) { return (size_t)mallinfo().uordblks; }

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_create_emitter(plume_web *web, const plume_emitter_desc *desc)
{
    plume_emitter emitter;
    return plume_create_emitter(web->sys, desc, &emitter) ? 0 : emitter.id;
}

EMSCRIPTEN_KEEPALIVE int plume_web_emitter_update(plume_web *web, uint32_t id, const plume_emitter_desc *desc)
{
    return plume_emitter_update(web->sys, (plume_emitter){id}, desc);
}

EMSCRIPTEN_KEEPALIVE int plume_web_emitter_set_transform(plume_web *web, uint32_t id, const float *matrix)
{
    return plume_emitter_set_transform(web->sys, (plume_emitter){id}, matrix);
}

EMSCRIPTEN_KEEPALIVE int plume_web_emitter_seek(plume_web *web, uint32_t id, double ms)
{
    return plume_emitter_seek(web->sys, (plume_emitter){id}, ms);
}

EMSCRIPTEN_KEEPALIVE int plume_web_emitter_stop(plume_web *web, uint32_t id)
{
    return plume_emitter_stop(web->sys, (plume_emitter){id});
}

EMSCRIPTEN_KEEPALIVE int plume_web_emitter_destroy(plume_web *web, uint32_t id)
{
    return plume_emitter_destroy(web->sys, (plume_emitter){id});
}

EMSCRIPTEN_KEEPALIVE int plume_web_emitter_ended(plume_web *web, uint32_t id)
{
    return plume_emitter_ended(web->sys, (plume_emitter){id});
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_emitters_poll_ended(plume_web *web, uint32_t *out, uint32_t max)
{
    return plume_emitters_poll_ended(web->sys, (plume_emitter *)out, max);
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_ended(plume_web *web, uint32_t id)
{
    return plume_particle_system_ended(web->sys, (plume_particle_system){id});
}

EMSCRIPTEN_KEEPALIVE double plume_web_emitter_time(plume_web *web, uint32_t id)
{
    double ms;
    return plume_emitter_time(web->sys, (plume_emitter){id}, &ms) ? -1.0 : ms;
}

EMSCRIPTEN_KEEPALIVE int plume_web_emitter_bounds(plume_web *web, uint32_t id, float *out)
{
    return plume_emitter_bounds(web->sys, (plume_emitter){id}, out, out + 3);
}

/* A desc's colliders checked as plume_add_particle_system checks them (play's collide: nothing is made) */
EMSCRIPTEN_KEEPALIVE int plume_web_check_colliders(plume_web *web, const plume_particle_system_desc *desc)
{
    (void)web;
    plume_clear_error();
    plume_collider settled[PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS];
    return plume_colliders_check(desc->collider_count, desc->colliders, settled, (int)desc->manual);
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_add_system(plume_web *web, const plume_particle_system_desc *desc)
{
    plume_particle_system system;
    return plume_add_particle_system(web->sys, desc, &system) ? 0 : system.id;
}

EMSCRIPTEN_KEEPALIVE int plume_web_remove_system(plume_web *web, uint32_t id)
{
    return plume_remove_particle_system(web->sys, (plume_particle_system){id});
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_exists(plume_web *web, uint32_t id)
{
    return plume_particle_system_exists(web->sys, (plume_particle_system){id});
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_set_transform(plume_web *web, uint32_t id, const float *matrix)
{
    return plume_particle_system_set_transform(web->sys, (plume_particle_system){id}, matrix);
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_set_wind(plume_web *web, uint32_t id, const float *wind)
{
    return plume_particle_system_set_wind(web->sys, (plume_particle_system){id}, wind);
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_set_desc(plume_web *web, uint32_t id, const plume_particle_system_desc *desc)
{
    return plume_particle_system_set_desc(web->sys, (plume_particle_system){id}, desc);
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_set_emission_mesh(plume_web *web, uint32_t id, const float *corners,
                                                             uint32_t triangle_count, int along_normal)
{
    return plume_particle_system_set_emission_mesh(web->sys, (plume_particle_system){id}, corners, triangle_count,
                                                   along_normal);
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_burst(plume_web *web, uint32_t id, uint32_t n)
{
    return plume_particle_system_burst(web->sys, (plume_particle_system){id}, n);
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_seek(plume_web *web, uint32_t id, double ms)
{
    return plume_particle_system_seek(web->sys, (plume_particle_system){id}, ms);
}

EMSCRIPTEN_KEEPALIVE double plume_web_system_time(plume_web *web, uint32_t id)
{
    double ms;
    return plume_particle_system_time(web->sys, (plume_particle_system){id}, &ms) ? -1.0 : ms;
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_bounds(plume_web *web, uint32_t id, float *out)
{
    return plume_particle_system_bounds(web->sys, (plume_particle_system){id}, out, out + 3);
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_arrays(plume_web *web, uint32_t id, uint32_t *out)
{
    plume_particle_system_arrays arrays;
    /* the capacity and the block's address; views of the particles are lent first (plume_web_system_lend), which
       tells the system the game may move them */
    plume_status status = plume_particle_system_block_of(web->sys, (plume_particle_system){id}, &arrays);
    if (status) return status;
    const void *pointers[8] = {arrays.positions, arrays.previous, arrays.velocities, arrays.colors,
                               arrays.sizes, arrays.rotations, arrays.life, arrays.frames};
    for (int i = 0; i < 8; i++) out[i] = (uint32_t)(uintptr_t)pointers[i];
    out[8] = arrays.capacity;
    out[9] = arrays.count;
    return PLUME_OK;
}

/* Views kept across a removal or a capacity change would write into memory malloc hands to someone else: JavaScript
   lends the block its typed arrays view and frees it when they are collected (particle_system.h, lend). */
EMSCRIPTEN_KEEPALIVE int plume_web_system_lend(plume_web *web, uint32_t id)
{
    return plume_particle_system_lend(web->sys, (plume_particle_system){id});
}

EMSCRIPTEN_KEEPALIVE int plume_web_system_set_count(plume_web *web, uint32_t id, uint32_t count)
{
    return plume_particle_system_set_count(web->sys, (plume_particle_system){id}, count);
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_system_count(plume_web *web, uint32_t id)
{
    return plume_particle_system_count(web->sys, (plume_particle_system){id});
}

/* ---- effects: every play from JavaScript runs in effect.c ----
   JavaScript stages an effect layer by layer (its desc words as plume_web_create_emitter, plume_web_add_system or a
   mesh layer take them), then makes it: one desc in static memory, nothing allocated for the staging. */
static plume_effect_layer *staged_layers; /* grown as layers are staged; kept for the next effect */
static plume_effect_shape *staged_shapes;
static uint32_t staged_capacity;

/* Stages layer l (l below PLUME_EFFECT_LAYER_LIMIT): 0, or a status (out of memory, a layer past the limit). */
EMSCRIPTEN_KEEPALIVE int plume_web_effect_layer(uint32_t l, uint32_t sim, const uint32_t *words, const float *position,
                                                float delay, uint32_t loop, uint32_t parent,
                                                const plume_emission_mesh *shape, uint32_t along_normal)
{
    if (l >= PLUME_EFFECT_LAYER_LIMIT)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "an effect has at most %u layers", PLUME_EFFECT_LAYER_LIMIT);
    if (l >= staged_capacity) {
        uint32_t capacity = staged_capacity ? staged_capacity : 8u;
        while (capacity <= l) capacity *= 2u;
        plume_effect_layer *layers = realloc(staged_layers, capacity * sizeof *layers);
        if (layers) staged_layers = layers;
        plume_effect_shape *shapes = layers ? realloc(staged_shapes, capacity * sizeof *shapes) : NULL;
        if (shapes) staged_shapes = shapes;
        if (!layers || !shapes) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for an effect's layers");
        staged_capacity = capacity;
    }
    plume_effect_layer *layer = &staged_layers[l];
    memset(layer, 0, sizeof *layer);
    layer->sim = sim;
    if (sim == PLUME_SIM_GPU) memcpy(&layer->gpu, words, sizeof layer->gpu);
    else if (sim == PLUME_SIM_CPU) memcpy(&layer->cpu, words, sizeof layer->cpu);
    else memcpy(&layer->mesh, words, sizeof layer->mesh);
    memcpy(layer->position, position, sizeof layer->position);
    layer->delay = delay;
    layer->loop = loop;
    layer->parent = parent;
    staged_shapes[l] = (plume_effect_shape){shape, along_normal};
    return PLUME_OK;
}

/* The first layer_count staged layers as an effect (0: error, plume_last_error says why). */
EMSCRIPTEN_KEEPALIVE uint32_t plume_web_effect_create(plume_web *web, uint32_t layer_count, uint32_t seed)
{
    plume_effect effect;
    if (layer_count > staged_capacity) /* never staged */
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "an effect has 1 to %u layers, got %u", PLUME_EFFECT_LAYER_LIMIT,
                          layer_count), 0;
    return plume_effect_create_layers(web->sys, staged_layers, layer_count, seed, staged_shapes, &effect) ? 0 : effect.id;
}

EMSCRIPTEN_KEEPALIVE int plume_web_effect_destroy(plume_web *web, uint32_t effect)
{
    return plume_effect_destroy(web->sys, (plume_effect){effect});
}

/* A play (0: error). `collide` (a system desc holding the play's colliders) and `normal` are read with their flags. */
EMSCRIPTEN_KEEPALIVE uint32_t plume_web_effect_play(plume_web *web, uint32_t effect, const float *matrix, uint32_t seed,
                                                    uint32_t loop, float time_scale, int32_t render_order, uint32_t given,
                                                    const plume_particle_system_desc *collide, const float *normal)
{
    plume_play_options options = {.seed = seed, .loop = loop, .time_scale = time_scale, .render_order = render_order,
                                  .given = given};
    if (given & PLUME_PLAY_COLLIDERS) {
        options.collider_count = collide->collider_count;
        memcpy(options.colliders, collide->colliders, sizeof options.colliders);
    }
    if (given & PLUME_PLAY_NORMAL) memcpy(options.normal, normal, sizeof options.normal);
    plume_effect_instance instance;
    return plume_effect_play_with(web->sys, (plume_effect){effect}, matrix, &options, &instance) ? 0 : instance.id;
}

EMSCRIPTEN_KEEPALIVE int plume_web_instance_stop(plume_web *web, uint32_t id)
{
    return plume_instance_stop(web->sys, (plume_effect_instance){id});
}

EMSCRIPTEN_KEEPALIVE int plume_web_instance_kill(plume_web *web, uint32_t id)
{
    return plume_instance_kill(web->sys, (plume_effect_instance){id});
}

EMSCRIPTEN_KEEPALIVE int plume_web_instance_seek(plume_web *web, uint32_t id, double ms)
{
    return plume_instance_seek(web->sys, (plume_effect_instance){id}, ms);
}

EMSCRIPTEN_KEEPALIVE int plume_web_effect_check_seek(plume_web *web, uint32_t effect, double ms)
{
    return plume_effect_check_seek(web->sys, (plume_effect){effect}, ms);
}

EMSCRIPTEN_KEEPALIVE int plume_web_instance_set_transform(plume_web *web, uint32_t id, const float *matrix)
{
    return plume_instance_set_transform(web->sys, (plume_effect_instance){id}, matrix);
}

EMSCRIPTEN_KEEPALIVE int plume_web_instance_set_wind(plume_web *web, uint32_t id, const float *wind)
{
    return plume_instance_set_wind(web->sys, (plume_effect_instance){id}, wind);
}

EMSCRIPTEN_KEEPALIVE int plume_web_instance_set_render_order(plume_web *web, uint32_t id, int32_t order)
{
    return plume_instance_set_render_order(web->sys, (plume_effect_instance){id}, order);
}

EMSCRIPTEN_KEEPALIVE double plume_web_instance_time(plume_web *web, uint32_t id)
{
    double ms = 0.0;
    plume_instance_time(web->sys, (plume_effect_instance){id}, &ms);
    return ms;
}

/* Writes min xyz, max xyz to out6. */
EMSCRIPTEN_KEEPALIVE int plume_web_instance_bounds(plume_web *web, uint32_t id, float *out6)
{
    return plume_instance_bounds(web->sys, (plume_effect_instance){id}, out6, out6 + 3);
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_instance_part(plume_web *web, uint32_t id, uint32_t layer)
{
    return plume_instance_part(web->sys, (plume_effect_instance){id}, layer);
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_effects_poll_ended(plume_web *web, plume_effect_instance *out, uint32_t max)
{
    return plume_poll_ended(web->sys, out, max);
}

/* Why an instance the last poll reported ended early, or 0 (plume_effects_failure). */
EMSCRIPTEN_KEEPALIVE const char *plume_web_effects_failure(plume_web *web, uint32_t id, plume_status *status)
{
    return plume_effects_failure(web->sys, (plume_effect_instance){id}, status);
}

EMSCRIPTEN_KEEPALIVE uint32_t plume_web_effects_unborn(plume_web *web) { return plume_effects_unborn(web->sys); }


/* Every field at its word index (web_api.h's lists), and every word accounted for: a list that misses a field,
   has one out of order or of the wrong width fails here. */
#define ASSERT_FIELD_(STRUCT, INDEX, field) _Static_assert(offsetof(STRUCT, field) == (INDEX) * 4, #STRUCT "." #field);
#define ASSERT_SDESC_(NAME, field, words) ASSERT_FIELD_(plume_particle_system_desc, PLUME_WEB_SDESC_##NAME, field)
#define ASSERT_EDESC_(NAME, field, words) ASSERT_FIELD_(plume_emitter_desc, PLUME_WEB_EDESC_##NAME, field)
#define ASSERT_KEYS_(NAME, field, words) ASSERT_FIELD_(plume_keys, PLUME_WEB_KEYS_##NAME, field)
PLUME_WEB_SDESC_FIELDS(ASSERT_SDESC_)
PLUME_WEB_EDESC_FIELDS(ASSERT_EDESC_)
PLUME_WEB_KEYS_FIELDS(ASSERT_KEYS_)
#define ASSERT_KKEYS_(NAME, field, words) ASSERT_FIELD_(plume_kind_keys, PLUME_WEB_KKEYS_##NAME, field)
PLUME_WEB_KKEYS_FIELDS(ASSERT_KKEYS_)
#define ASSERT_MDESC_(NAME, field, words) ASSERT_FIELD_(plume_mesh_layer_desc, PLUME_WEB_MDESC_##NAME, field)
PLUME_WEB_MDESC_FIELDS(ASSERT_MDESC_)
_Static_assert(sizeof(plume_mesh_layer_desc) == PLUME_WEB_MDESC_WORDS * 4, "plume.js writes a mesh layer as PLUME_WEB_MDESC_WORDS words");
_Static_assert(sizeof(plume_kind_keys) == PLUME_WEB_KKEYS_WORDS * 4, "plume.js writes a kind's keys as PLUME_WEB_KKEYS_WORDS words");
_Static_assert(sizeof(plume_keys) == PLUME_WEB_KEYS_WORDS * 4, "plume.js writes keys as PLUME_WEB_KEYS_WORDS words");
_Static_assert(sizeof(plume_particle_system_desc) == PLUME_WEB_SDESC_WORDS * 4, "plume.js writes the desc as PLUME_WEB_SDESC_WORDS words");

_Static_assert(sizeof(plume_look) == 7 * 4, "plume_look: seven words");
_Static_assert(sizeof(plume_emitter_desc) == PLUME_WEB_EDESC_WORDS * 4, "plume.js writes the desc as PLUME_WEB_EDESC_WORDS words");

#define ASSERT_LIGHT_(NAME, field, words) ASSERT_FIELD_(plume_light, PLUME_WEB_LIGHT_##NAME, field)
PLUME_WEB_LIGHT_FIELDS(ASSERT_LIGHT_)
_Static_assert(sizeof(plume_light) == PLUME_WEB_LIGHT_WORDS * 4, "plume.js writes a light as PLUME_WEB_LIGHT_WORDS words");
#define ASSERT_PLIGHT_(NAME, field, words) ASSERT_FIELD_(plume_point_light, PLUME_WEB_PLIGHT_##NAME, field)
PLUME_WEB_PLIGHT_FIELDS(ASSERT_PLIGHT_)
_Static_assert(sizeof(plume_point_light) == PLUME_WEB_PLIGHT_WORDS * 4, "plume.js reads a light as PLUME_WEB_PLIGHT_WORDS floats");

#define ASSERT_STAT_(NAME, field, words) ASSERT_FIELD_(plume_stats, PLUME_WEB_STAT_##NAME, field)
PLUME_WEB_STAT_FIELDS(ASSERT_STAT_)
_Static_assert(sizeof(plume_stats) == PLUME_WEB_STAT_WORDS * sizeof(uint32_t), "plume.js reads plume_stats as PLUME_WEB_STAT_WORDS u32s");
