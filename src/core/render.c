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
