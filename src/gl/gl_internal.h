/* gl_internal.h — what the WebGL backend's draw loop (gl_backend.c) shares with its pipelines
   (gl_pipeline_*.c): programs, per-resource GPU objects, and the state cache every GL state
   change goes through, so state is set only when it differs from what is already set. */
#ifndef PLUME_GL_INTERNAL_H
#define PLUME_GL_INTERNAL_H

#define GL_GLEXT_PROTOTYPES
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>

#include "draw_list.h"
#include "gl_backend.h"

#define GL_UNKNOWN ((GLuint)0xffffffffu) /* cache value: whatever the host left */

/* Each pipeline's shaders may declare `uniform vec4 uItem[n]`: the draw item's own values
   (plume_draw_item.uniforms), set when they differ from what the program holds. */
/* vec4s one glUniform4fv sends at most: longer blocks go in two calls (with -sGL_POOL_TEMP_BUFFERS=0 the glue makes
   one heap view per call on WebGL 1, none on WebGL 2). */
#define PLUME_GL_UNIFORM_CHUNK 72
#define GL_ITEM_UNIFORM_VEC4S 45 /* emitter groups use PLUME_EU_HISTORY (44) */

/* What a program's per-frame uniforms hold (gl_backend.c's set_frame_uniforms sends only what changed). */
typedef struct gl_frame_uniforms {
    float view_projection[16], time, fog_depth[4], fog_params[4], depth_projection[4], viewport[4], color_viewport[4];
    int depth_unit, color_unit;
} gl_frame_uniforms;

typedef struct gl_program {
    GLuint id;
    GLint view_projection, time, instances; /* emitters: `instances` is their uniform block */
    GLint instances_rest; /* emitters: uEmitter[PLUME_GL_UNIFORM_CHUNK], where an upload's second part goes */
    GLint item; /* uItem, or -1 */
    GLint clock; /* emitter groups: uGroupClock */
    GLint camera; /* meshes: uCamera (camera right + the kind's facing, camera up), or -1 */
    GLint fog_depth, fog_params, fog_color; /* every program: uFogDepth, uFogParams (per frame), uFogColor (per blend) */
    int fog_blend;  /* the blend uFogColor was set for this frame, or -1 */
    GLint depth_sampler, depth_projection, viewport, soft; /* every program: soft particles (fog_fragment.glsl) */
    float soft_values[4]; /* what uPlumeSoft holds now */
    GLint color_sampler, color_viewport, distort; /* every program: distortion (fog_fragment.glsl) */
    float distort_value;    /* what uPlumeDistort.x holds now; < 0: unknown */
    GLint output;           /* every program: uPlumeOutput (linear output, premultiplied colour, HDR target's scale) */
    float output_values[3]; /* what it holds now; [0] < 0: unknown */
    GLint normal_map;       /* every program: uPlumeNormalMap (1: the texture's lower half is its normal map) */
    float normal_map_value; /* what it holds now; < 0: unknown */
    float item_values[GL_ITEM_UNIFORM_VEC4S * 4]; /* what uItem holds now (programs keep their uniforms) */
    uint32_t item_vec4s_known;                    /* how many of them are known */
    uint32_t frame; /* the frame whose per-frame uniforms are set */
    gl_frame_uniforms frame_values; /* what they hold, once frame_values_known */
    int frame_values_known;
} gl_program;

/* A GL texture and the core texture id (slot + generation) it was made for. */
typedef struct gl_texture {
    GLuint id;
    uint32_t core_id;
} gl_texture;

/* GPU objects of one draw-list resource, built from the core's CPU copies on first use. */
typedef struct gl_resource {
    int ready;
    uint32_t id; /* the item's resource_id it was made for */
    GLuint vertex_array; /* holds the attribute setup; 0 without vertex arrays */
    GLuint vertices, indices;
    GLuint instances;         /* per-instance records (instanced path) */
    uint32_t instance_slots;  /* size of `instances`, in records */
    uint32_t copies;          /* batched path: mesh copies in `vertices` and `indices` */
    uint32_t record_bytes;    /* sprite path: 40, or 28 for billboards (no axis) */
    uint32_t pointed_key;     /* emitter groups: whose records (key, buffer) its vertex array points at now */
    GLuint pointed_buffer;
} gl_resource;

/* What a pipeline does; the draw loop calls these and nothing pipeline-specific. */
typedef struct gl_pipeline_ops {
    const char *name;
    plume_status (*build)(gl_program *program);
    /* Uploads the item's static geometry and creates its buffers. */
    plume_status (*create)(gl_resource *resource, const plume_draw_item *item);
    /* Points the attributes at the resource's buffers: once per vertex array, or per draw without. */
    void (*bind_attributes)(const gl_resource *resource);
    void (*unbind_attributes)(void); /* without vertex arrays: leave nothing enabled or divided */
    /* Uploads what changed and draws; returns the number of draw calls. */
    uint32_t (*draw)(const gl_program *program, gl_resource *resource, const plume_draw_item *item);
} gl_pipeline_ops;

extern const gl_pipeline_ops plume_gl_mesh_instanced;
extern const gl_pipeline_ops plume_gl_mesh_batched;
extern const gl_pipeline_ops plume_gl_mesh_keyed_instanced;
/* shaders/keys.glsl (keys over life), shared by the emitters' and the keyed mesh programs: one copy in the download */
extern const char *const plume_gl_shader_keys;
extern const gl_pipeline_ops plume_gl_mesh_keyed_batched;
extern const gl_pipeline_ops plume_gl_emitter;
extern const gl_pipeline_ops plume_gl_emitter_group_instanced;
extern const gl_pipeline_ops plume_gl_emitter_group_batched;
extern const gl_pipeline_ops plume_gl_emitter_collide;
extern const gl_pipeline_ops plume_gl_emitter_group_instanced_collide;
extern const gl_pipeline_ops plume_gl_emitter_group_batched_collide;
extern const gl_pipeline_ops plume_gl_sprite_instanced;
extern const gl_pipeline_ops plume_gl_sprite_replicated;

/* A GPU copy of per-instance records kept for an owner that is not a resource (item->instance_key). */
typedef struct gl_keyed_buffer {
    GLuint buffer;
    uint32_t key;   /* the owner it was made for: a new owner in the same slot gets a new buffer */
    uint32_t slots; /* its size, in records */
} gl_keyed_buffer;

/* The buffer kept for item->instance_key (slot: the key's low 16 bits); NULL when memory ran out. */
gl_keyed_buffer *plume_gl_keyed_buffer(uint32_t key);

/* Brings `buffer` (of `*slots` records) up to date with the pool: one bufferSubData per dirty run, or
   one bufferData when the pool outgrew it. */
void plume_gl_upload_records(GLuint buffer, uint32_t *slots, plume_pool *pool);
/* The item's live instance records far to near for this render's camera (item->position_at), or NULL: the item
   draws its records as they are (additive, or memory ran out). */
const float *plume_gl_sorted_records(const plume_draw_item *item, uint32_t *count);
/* Uploads `count` sorted records to the front of `buffer` (sized for the whole pool) and marks the pool clean. */
void plume_gl_upload_sorted(GLuint buffer, uint32_t *slots, const float *records, uint32_t count, plume_pool *pool);

/* Vertex bytes uploaded by pipelines during this render (stats.uploaded_bytes). */
void plume_gl_count_upload(uint32_t bytes);
/* The camera of the render in progress, in world space: right (3 floats) then up (3 floats). */
const float *plume_gl_camera_axes(void);

/* Compiles vertex sources + a fragment source and links them with attribute locations bound. The fog's helpers go in
   front of both; `fragment_defines` (NULL: none) in front of the fragment source: the vertex sources' #defines reach
   the fragment program only where the caller passes them there. */
plume_status plume_gl_link_program(const char *what, const char *const *vertex_sources, int vertex_count,
                                   const char *fragment_defines, const char *fragment_source,
                                   const char *const *attributes, int attribute_count, GLuint *out_program);
GLuint plume_gl_make_buffer(GLenum target, GLsizeiptr size, const void *data, GLenum usage);
/* The item's static geometry into resource->vertices and resource->indices (bound to their targets). */
void plume_gl_upload_geometry(gl_resource *resource, const plume_geometry *geometry);
/* The fallback without instancing: the geometry copied `copies` times (fewer where its indices would reach 0xFFFF),
   each vertex its floats then its copy's number, into resource->vertices, ->indices and ->copies. */
plume_status plume_gl_upload_copies(gl_resource *resource, const plume_geometry *geometry, uint32_t copies);

#endif
