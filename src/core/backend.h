/* backend.h — what a renderer implements to draw a world, and the frame the core hands it.

   The core makes each frame's draw list (every part's items, culled against the view, sorted: render.c); a
   backend is a table of functions over its own state that turns that list into GPU work. It reads nothing of the
   world but the items (draw_list.h), the world's textures (plume_system_texture) and the records an item streams
   (item->fill); it names no producer, and the core names no backend. It knows each pipeline it draws: what the
   records and uniforms of that pipeline mean (the layouts in draw_list.h and the public headers). It consumes the
   pools' dirty runs (plume_pool_mark_clean): one backend draws a world. src/gl/ is the WebGL one
   (gl_backend_table.h); docs/ARCHITECTURE.md, "A second backend", says how another plugs in. */
#ifndef PLUME_BACKEND_H
#define PLUME_BACKEND_H

#include "draw_list.h"
#include "plume.h"

/* One frame as the core made it. */
typedef struct plume_frame {
    const plume_draw_list *list; /* sorted: draw the items in this order */
    const float *view, *projection, *view_projection; /* column-major 4x4s */
    const float *depth_row; /* the view's third row: an item's or record's view depth (far to near) */
    uint32_t host;          /* what the caller knows of a host's GPU state (the backend's own bits; 0: nothing) */
} plume_frame;

/* What a backend did with a frame, for plume_stats. */
typedef struct plume_frame_result {
    uint32_t draw_calls, polygons, uploaded_bytes;
} plume_frame_result;

typedef struct plume_backend_ops {
    const char *name;
    /* Draws the frame's items in order. A failure stops the frame where it happened (the result counts what was
       drawn) and leaves the backend usable for the next. */
    plume_status (*draw)(void *self, plume_system *sys, const plume_frame *frame, plume_frame_result *out);
    /* Makes now what drawing `list` (every item, idle ones included) and every texture would make at first use. */
    plume_status (*prepare)(void *self, plume_system *sys, const plume_draw_list *list);
    /* Frees what it made for a texture slot (the texture was destroyed) or a resource slot (its kind went). */
    void (*forget_texture)(void *self, uint32_t slot);
    void (*release_resource)(void *self, uint32_t resource);
    /* The device or context was lost (everything made is gone: draw nothing) / is back (make it again at the next
       draw); something else changed the GPU state it caches. */
    void (*lost)(void *self);
    void (*restored)(void *self);
    void (*forget_state)(void *self);
} plume_backend_ops;

/* A backend as the core drives it: its functions, its state, the draw list the core fills for it, and whether its
   device or context is lost (plume_backend_lost: frames then make no list and draw nothing). */
typedef struct plume_backend {
    const plume_backend_ops *ops;
    void *self;
    plume_draw_list list;
    int lost;
} plume_backend;

/* One frame: the world's items collected (culled by view × projection), sorted, drawn by `backend`; plume_stats'
   draw calls, polygons and bytes are what it reports. */
plume_status plume_render(plume_system *sys, plume_backend *backend, const float view[16], const float projection[16],
                          uint32_t host);
/* Every item the world could draw (idle ones too) handed to backend->ops->prepare. */
plume_status plume_prepare(plume_system *sys, plume_backend *backend);
/* The draw list's memory (the backend's own state is its own to free). */
void plume_backend_release(plume_backend *backend);
/* The device or context was lost / is back: the flag every frame reads, then the backend's own lost / restored. */
void plume_backend_lost(plume_backend *backend);
void plume_backend_restored(plume_backend *backend);
/* A frame's fog (plume.h's PLUME_FOG_*), as every backend accepts it: PLUME_OK, or the reason it is refused. */
plume_status plume_fog_check(int mode, const float color[3], float near, float far, float density);

/* What a backend's target and scene are for the frames that follow: the inputs of plume_shade_item. */
typedef struct plume_shading {
    int scene_depth;     /* the scene's depth is sampled this frame (soft particles, hiding) */
    int linear;          /* the target is linear: colours (sRGB as given) are decoded when written */
    float hdr_scale;     /* Plume's rgba8 HDR target: colours written times this; 0: off (written as they are) */
    float fog_color[3];  /* the fog's colour as given (sRGB) */
} plume_shading;

/* The per-item shading every program takes besides its own uniforms (the shaders' uPlumeFogColor, uPlumeSoft,
   uPlumeOutput; WGSL's draw.fogColor, soft, output): one computation for every backend. */
typedef struct plume_item_shading {
    float fog_color[4]; /* what the fog adds under the item's blend (additive: nothing); w: 1 when premultiplied */
    float soft[4];      /* 1 / fade distance (compared with the scene's depth) or 0; 1: not compared; 1: rgb scales
                           with alpha (premultiplied, additive-ignore-alpha); 1: a volume */
    float output[3];    /* 1: decode to linear; 1: the colour is premultiplied; colours written times this */
} plume_item_shading;
void plume_shade_item(const plume_shading *frame, const plume_draw_item *item, plume_item_shading *out);
/* A cubic within half an 8-bit step of sRGB's curve over 0..1 (no libm pow in the wasm for a fog colour). */
float plume_srgb_to_linear(float c);

#endif
