/* draw_list.h — what the core asks a backend to draw this frame, as a list of draw items.

   The core's parts (mesh kinds, GPU emitters and groups, CPU systems) append items; the core sorts them to
   group equal state (render.c) and a backend turns each into GPU work. An item names a pipeline (program +
   vertex layout), its fixed-function state (blend, depth), a texture, a static geometry and an
   optional stream of per-instance records. Adding an effect type means adding a pipeline and a
   producer, not editing the backend's draw loop. Nothing here includes GL; a backend (backend.h) reads
   these items, the world's textures and the records the items point at. */
#ifndef PLUME_DRAW_LIST_H
#define PLUME_DRAW_LIST_H

#include <stdint.h>

#include "instance_pool.h"
#include "plume.h"

typedef enum plume_pipeline {
    PLUME_PIPELINE_MESH = 0, /* two-keyframe meshes, one instance record each (gl_pipeline_mesh.c) */
    PLUME_PIPELINE_EMITTER = 1, /* stateless GPU emitters: corners + uniforms (gl_pipeline_emitter.c) */
    PLUME_PIPELINE_SPRITE = 2, /* CPU particle systems: records filled into one dynamic buffer (gl_pipeline_sprite.c) */
    PLUME_PIPELINE_EMITTER_GROUP = 3, /* every member of an emitter group: corners × per-member records */
    /* the same two with the collision plane compiled in (emitter.vert's PLUME_COLLIDE): an emitter without `collide`
       never pays its compile time (16 bisection steps inlined: the first frame twice as long in SwiftShader) */
    PLUME_PIPELINE_EMITTER_COLLIDE = 4,
    PLUME_PIPELINE_EMITTER_GROUP_COLLIDE = 5,
    /* kinds with keys over life or an atlas (plume_kind_keys): the mesh program with the keys compiled in
       (particle_common.glsl's PLUME_MESH_KEYS), so a kind without them compiles and draws what it did */
    PLUME_PIPELINE_MESH_KEYED = 6,
    PLUME_PIPELINE_COUNT
} plume_pipeline;

/* Static vertices and 16-bit indices: uploaded once, when a backend first meets the resource. */
typedef struct plume_geometry {
    const float *vertices;
    uint32_t vertex_count, vertex_floats;
    const uint16_t *indices;
    uint32_t index_count;
} plume_geometry;

/* Backends keep GPU objects (buffers, vertex arrays) per resource slot (their table grows with the
   highest slot met); producers own slot ranges. An item's resource_id tells one use of a slot from the next (a
   kind index reused by a new kind): a backend holding objects made for another id rebuilds them. */
#define PLUME_RESOURCE_EMITTER(bucket) (bucket) /* 0..3: corner buffers of 256..16384 quads */
#define PLUME_RESOURCE_SPRITE 4u /* the one dynamic vertex buffer every CPU particle system is drawn through */
#define PLUME_RESOURCE_EMITTER_GROUP(bucket) (5u + (bucket)) /* 5..8: group corners (batched: replicated) */
#define PLUME_RESOURCE_SPRITE_BILLBOARD 9u /* the same for billboards: 28-byte records (their own attribute setup) */
#define PLUME_RESOURCE_MESH_KIND(kind_index) (10u + (kind_index)) /* one per kind, as many as there are kinds */

typedef struct plume_draw_item {
    plume_pipeline pipeline;
    plume_blend blend;
    uint32_t depth_test;
    float soft;         /* fade distance in front of the scene's depth (when the backend has it); 0: hard */
    uint32_t volume;    /* compared with the scene's depth as balls of the particles' size, not flat quads */
    int32_t order;      /* renderOrder: lower draws first */
    float center[3];    /* where its particles are (world): items draw far to near within an order */
    const uint8_t *position_at; /* alpha-blended items with instance records: where a record holds its position,
                                   so the backend draws the instances far to near (NULL: in slot order) */
    uint32_t texture;   /* the core's texture slot (1-based: plume_texture_slot); 0 is the white default */
    uint32_t resource;  /* PLUME_RESOURCE_* */
    const plume_geometry *geometry;
    plume_pool *instances; /* per-instance records and their dirty runs; NULL when the pipeline has none */
    uint32_t instance_count; /* records to draw (slots below the pool's draw count) */
    uint32_t instance_key;   /* nonzero: the records' owner (an emitter group's id), whose GPU copy the
                                backend keeps apart from the resource's (the resource is shared) */
    float clock[2];          /* emitter groups: the clock their records count from, whole ms and fraction */
    uint32_t polygons;       /* triangles shown, for stats */
    /* the item's own uniforms, as the pipeline lays them out (mesh kinds: colours and fade, set as
       uItem; emitters: settings, time, path, uploaded by their pipeline) */
    const float *uniforms;
    uint32_t uniform_vec4s;
    /* quads of the geometry to draw, in up to two ranges (emitters: the live part of the ring) */
    uint32_t range_first[2], range_count[2];
    /* CPU particle systems drawn by this item, in order (the sprite pipeline fills its buffer from
       them with `fill`); instance_count is their particles together */
    const void *const *sources;
    uint32_t source_count;
    /* Writes up to `max` records of `source`'s particles from its `first` into `dst` (each written 4 times, with its
       corner, when `replicate`: a backend without instancing) and returns how many; 0 when none are left. The
       producer puts it on the item, so a backend streams any number of particles through a fixed buffer (SEEDS.md
       §003: flushed when full) without knowing what made them. */
    uint32_t (*fill)(const void *source, uint32_t first, uint8_t *dst, uint32_t max, int replicate);
    uint32_t record_bytes; /* what `fill` writes per record (once; 4 times that when replicating) */
    uint32_t resource_id; /* nonzero: this use of `resource` (see above); 0: the slot is only ever one thing */
    float distortion; /* pixels its particles offset the scene's colour behind them (plume_gl_set_color_texture); 0: none */
} plume_draw_item;

/* Constants the emitter and sprite shaders share with the core, for any backend's shaders: emitter.h's
   PLUME_DECAL_PULL and PLUME_NOISE_PERIOD written out for GLSL (no C suffix; clang's _Static_assert takes no float
   comparison: test_decal_noise.c reads these digits back against the header's) */
#define PLUME_GL_SHARED_DEFINES "#define PLUME_DECAL_PULL 0.004\n#define PLUME_NOISE_PERIOD 62.83185307\n"

/* The list grows (doubling) when a frame has more items than any frame before, so a steady scene
   allocates nothing per frame; it never drops an item unless memory runs out, and then it counts it. */
#define PLUME_DRAW_LIST_INITIAL 64u

typedef struct plume_draw_list {
    plume_draw_item *items; /* zero-initialise the list; plume_draw_list_free releases it */
    uint32_t count, capacity;
    uint32_t dropped; /* items this frame that did not fit because memory ran out: the render fails */
    struct plume_draw_key *keys; /* the sort's scratch, grown with the items */
    float time; /* the GPU clock every pipeline compares ages with */
} plume_draw_list;

void plume_draw_list_clear(plume_draw_list *list, float time);
/* Returns the new item (zeroed), or NULL (counted in `dropped`) when memory runs out. */
plume_draw_item *plume_draw_list_add(plume_draw_list *list);
void plume_draw_list_free(plume_draw_list *list);

/* Orders the list for drawing: by renderOrder, distorting items first within one (they draw the scene handed over,
   displaced, which holds none of Plume's particles: drawn later, they would hide those under them), then far to near (the view's depth of each item's center:
   `depth_row` is the view matrix's third row), so alpha-blended items cover what is behind them; runs of
   additive items, whose order never shows, are then grouped by state. Stable: items at one place and
   order keep the order they were collected in. */
void plume_draw_list_sort(plume_draw_list *list, const float depth_row[4]);

/* True when every corner of the box [min, max] lies beyond one clip plane of view_projection
   (column-major): nothing in it can be seen. */
int plume_box_outside_frustum(const float view_projection[16], const float min[3], const float max[3]);

/* True when drawing a then b gives the same picture as b then a. */
int plume_blend_commutes(plume_blend blend);

#endif
