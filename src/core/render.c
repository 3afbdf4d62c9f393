/* render.c — a frame, from the world to a backend: collect every part's items, cull, sort, hand them over,
   record what was drawn. The only place the core meets a backend, and only through its table (backend.h). */
#include <string.h>

#include <cglm/cglm.h>

#include "backend.h"
#include "error.h"
#include "system_internal.h"

plume_status plume_render(plume_system *sys, plume_backend *backend, const float view[16], const float projection[16],
                          uint32_t host)
{
    if (backend->lost) { /* nothing to draw into: no list made either */
        plume_system_record_frame(sys, 0, 0, 0);
        return PLUME_OK;
    }
    mat4 v, p, view_projection;
    memcpy(v, view, sizeof v);
    memcpy(p, projection, sizeof p);
    glm_mat4_mul(p, v, view_projection);
    const float depth_row[4] = {view[2], view[6], view[10], view[14]};
    plume_draw_list *list = &backend->list;
    plume_world_collect_draws(sys, list, view, (const float *)view_projection, 0);
    if (list->dropped) {
        plume_system_record_frame(sys, 0, 0, 0);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "render: out of memory for the draw list (%u items did not fit)",
                          list->dropped);
    }
    plume_draw_list_sort(list, depth_row);
    const plume_frame frame = {list, view, projection, (const float *)view_projection, depth_row, host};
    plume_frame_result result = {0, 0, 0};
    plume_status status = backend->ops->draw(backend->self, sys, &frame, &result);
    plume_system_record_frame(sys, result.draw_calls, result.polygons, result.uploaded_bytes);
    return status;
}

plume_status plume_prepare(plume_system *sys, plume_backend *backend)
{
    static const float identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    if (backend->lost) return PLUME_OK; /* made at the first render after the restore */
    plume_world_collect_draws(sys, &backend->list, identity, identity, 1);
    if (backend->list.dropped)
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "prepare: out of memory for the draw list (%u items did not fit)",
                          backend->list.dropped);
    return backend->ops->prepare(backend->self, sys, &backend->list);
}

void plume_backend_release(plume_backend *backend) { plume_draw_list_free(&backend->list); }

void plume_backend_lost(plume_backend *backend)
{
    backend->lost = 1;
    backend->ops->lost(backend->self);
}

void plume_backend_restored(plume_backend *backend)
{
    backend->lost = 0;
    backend->ops->restored(backend->self);
}

plume_status plume_fog_check(int mode, const float color[3], float near, float far, float density)
{
    plume_clear_error();
    if (mode != PLUME_FOG_NONE && mode != PLUME_FOG_LINEAR && mode != PLUME_FOG_EXP2)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "fog: unknown mode %d", mode);
    if (mode != PLUME_FOG_NONE && (!color || !plume_all_finite(color, 3)))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "fog: the colour needs 3 finite numbers");
    const float numbers[3] = {near, far, density};
    if (!plume_all_finite(numbers, 3) || near < 0.0f || density < 0.0f)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "fog: near, far and density must be finite numbers >= 0");
    if (mode == PLUME_FOG_LINEAR && !(far > near)) /* smoothstep is undefined for far <= near */
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "fog: far must be greater than near");
    return PLUME_OK;
}

float plume_srgb_to_linear(float c)
{
    return c * (c * (c * 0.305306011f + 0.682171111f) + 0.012522878f);
}

void plume_shade_item(const plume_shading *frame, const plume_draw_item *item, plume_item_shading *out)
{
    const plume_blend blend = item->blend;
    /* additive blends fade to nothing in fog, alpha ones towards its colour, premultiplied ones its colour × alpha */
    const float fog_k = blend == PLUME_BLEND_ADDITIVE || blend == PLUME_BLEND_ADDITIVE_IGNORE_ALPHA ? 0.0f : 1.0f;
    for (int i = 0; i < 3; i++)
        out->fog_color[i] = (frame->linear ? plume_srgb_to_linear(frame->fog_color[i]) : frame->fog_color[i]) * fog_k;
    out->fog_color[3] = blend == PLUME_BLEND_PREMULTIPLIED ? 1.0f : 0.0f;
    /* compared with the scene's depth where there is one and the item depth-tests or is soft; a hard item fades over
       a distance no game can see (a step): 1/distance stays within mediump's guaranteed 2^14 (1e-4 units) */
    const int compared = frame->scene_depth && (item->depth_test || item->soft > 0.0f);
    /* rgb already scaled by alpha: premultiplied colours, and the blend that ignores alpha (the shader scales it) */
    const float scaled = blend == PLUME_BLEND_PREMULTIPLIED || blend == PLUME_BLEND_ADDITIVE_IGNORE_ALPHA ? 1.0f : 0.0f;
    out->soft[0] = compared ? 1.0f / (item->soft > 1e-4f ? item->soft : 1e-4f) : 0.0f;
    out->soft[1] = compared ? 0.0f : 1.0f;
    out->soft[2] = scaled;
    out->soft[3] = item->volume ? 1.0f : 0.0f;
    out->output[0] = frame->linear ? 1.0f : 0.0f;
    out->output[1] = scaled;
    out->output[2] = frame->hdr_scale > 0.0f ? frame->hdr_scale : 1.0f;
}
