/* gl_backend.c — the draw loop: takes the core's sorted draw list (render.c) and draws each item with
   its pipeline, changing GL state only where it differs from the last item's. Pipelines
   (gl_pipeline_*.c) know programs and vertex layouts; this file knows none. */
#include <emscripten/html5.h>
#include <stdlib.h>
#include <string.h>

#include <cglm/cglm.h>

#include "error.h"
#include "gl_backend_table.h"
#include "gl_internal.h"
#include "grow.h"
#include "plume_shaders.h"
#include "system_internal.h"

#define GL_UNPACK_FLIP_Y_WEBGL 0x9240
#define GL_UNPACK_PREMULTIPLY_ALPHA_WEBGL 0x9241

/* Plume's own canvas between frames: the depth test on with LEQUAL as Plume set it, depth writes back on for the
   game's clear (gl_draw's end), so the next depth-testing frame turns the writes off and nothing else. */
#define DEPTH_TEST_WRITING 2

/* What GL state Plume last set; GL_UNKNOWN / -1 where the host may have changed it since. */
typedef struct gl_cache {
    GLuint program, vertex_array, texture;
    int blend;      /* plume_blend, or -1 */
    int depth_test; /* 0, 1, -1 or DEPTH_TEST_WRITING */
    /* 1 when known to be so: blending on with FUNC_ADD, culling off, texture unit 0 active */
    int blending, equation_add, cull_off, unit0;
} gl_cache;

struct plume_gl {
    int context;
    int webgl2;
    int allow_instancing, allow_vertex_arrays;
    int instancing, vertex_arrays;
    int exclusive; /* Plume's own context: nothing else changes its state between frames */
    uint32_t frame;
    const gl_pipeline_ops *pipelines[PLUME_PIPELINE_COUNT];
    gl_program programs[PLUME_PIPELINE_COUNT];
    gl_resource *resources; /* by item->resource; grows with the highest met */
    uint32_t resource_capacity;
    gl_keyed_buffer *keyed; /* per-instance records of owners that are not resources (emitter groups), by slot */
    uint32_t keyed_capacity;
    gl_texture *textures; /* by the core's texture slot; [0]: the white default; grows with the highest met */
    uint32_t texture_capacity;
    gl_cache cache;
    mat4 view_projection;
    float fog_depth[4];  /* this render's view matrix, third row: view-space z */
    float fog_params[4]; /* mode, near, far, density */
    plume_shading shading; /* the fog's colour, the target's colour space and HDR scale, whether this frame samples
                              the scene's depth: what plume_shade_item shades each item for (HDR: alpha as coverage) */
    GLuint depth_texture; /* the scene's depth for soft particles (the caller's texture), or 0 */
    GLenum depth_attachment; /* where it is attached to the framebuffer drawn into (0: it is not), at depth_level */
    GLint depth_level;
    GLuint frame_depth;   /* what this render samples: depth_texture, or 0 when no item needs it */
    int depth_detached;   /* this render took it off the framebuffer (and puts it back after its draws) */
    float depth_near, depth_far; /* its camera's; 0, 0: taken from each render's projection */
    float depth_projection[4]; /* this render's: what linearises the depth texture */
    float viewport[4];    /* the renders' viewport, where the depth texture's pixels are: x, y, 1/w, 1/h */
    GLuint color_texture; /* the scene's colour for distortion (the caller's texture), or 0 */
    float color_viewport[4]; /* where its pixels are: x, y, 1/w, 1/h */
    GLuint frame_color;   /* what this render samples: color_texture, or 0 when no item distorts */
    const plume_draw_list *frame_list; /* the list being drawn (during gl_draw) */
    plume_backend backend; /* this backend as the core drives it: the table below, the draw list it fills */
};

/* Every GL object cache below grows as ids need it (plume_grow, zero-filled): a game meets no fixed count. */
static const plume_backend_ops gl_ops;
static void free_resource(plume_gl *gl, gl_resource *r);

static void forget_state(plume_gl *gl)
{
    gl->cache = (gl_cache){GL_UNKNOWN, GL_UNKNOWN, GL_UNKNOWN, -1, -1, 0, 0, 0, 0};
}

/* What the caller knows of the host's state (PLUME_GL_HOST_* bits): calls that would set it to
   what it already is are skipped. */
static void assume_host_state(plume_gl *gl, uint32_t host)
{
    gl->cache.blending = (host & PLUME_GL_HOST_BLEND_ENABLED) != 0;
    gl->cache.equation_add = (host & PLUME_GL_HOST_EQUATION_ADD) != 0;
    gl->cache.cull_off = (host & PLUME_GL_HOST_CULL_DISABLED) != 0;
    gl->cache.unit0 = (host & PLUME_GL_HOST_UNIT0_ACTIVE) != 0;
    if (host & PLUME_GL_HOST_DEPTH_DISABLED) gl->cache.depth_test = 0;
}

static void enable_extensions(plume_gl *gl)
{
    gl->instancing = gl->allow_instancing &&
                     (gl->webgl2 || emscripten_webgl_enable_ANGLE_instanced_arrays(gl->context));
    gl->vertex_arrays = gl->allow_vertex_arrays &&
                        (gl->webgl2 || emscripten_webgl_enable_OES_vertex_array_object(gl->context));
    gl->pipelines[PLUME_PIPELINE_MESH] = gl->instancing ? &plume_gl_mesh_instanced : &plume_gl_mesh_batched;
    gl->pipelines[PLUME_PIPELINE_MESH_KEYED] = gl->instancing ? &plume_gl_mesh_keyed_instanced : &plume_gl_mesh_keyed_batched;
    gl->pipelines[PLUME_PIPELINE_EMITTER] = &plume_gl_emitter;
    gl->pipelines[PLUME_PIPELINE_EMITTER_GROUP] =
        gl->instancing ? &plume_gl_emitter_group_instanced : &plume_gl_emitter_group_batched;
    gl->pipelines[PLUME_PIPELINE_EMITTER_COLLIDE] = &plume_gl_emitter_collide;
    gl->pipelines[PLUME_PIPELINE_EMITTER_GROUP_COLLIDE] =
        gl->instancing ? &plume_gl_emitter_group_instanced_collide : &plume_gl_emitter_group_batched_collide;
    gl->pipelines[PLUME_PIPELINE_SPRITE] = gl->instancing ? &plume_gl_sprite_instanced : &plume_gl_sprite_replicated;
}

plume_gl *plume_gl_create(const plume_gl_desc *desc)
{
    plume_gl *gl = calloc(1, sizeof *gl);
    if (!gl) {
        plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating the WebGL backend");
        return NULL;
    }
    gl->context = desc->context;
    gl->webgl2 = desc->webgl_version >= 2;
    gl->allow_instancing = !desc->no_instancing;
    gl->allow_vertex_arrays = !desc->no_vertex_arrays;
    gl->exclusive = desc->exclusive;
    if (emscripten_webgl_make_context_current(gl->context) != EMSCRIPTEN_RESULT_SUCCESS) {
        free(gl);
        plume_fail(PLUME_ERR_GL, "could not make WebGL context %d current", desc->context);
        return NULL;
    }
    enable_extensions(gl);
    forget_state(gl);
    gl->backend = (plume_backend){&gl_ops, gl, {0}, 0};
    return gl;
}

int plume_gl_uses_instancing(const plume_gl *gl) { return gl->instancing; }
int plume_gl_uses_vertex_arrays(const plume_gl *gl) { return gl->vertex_arrays; }

/* ---- shared helpers for pipelines ---- */

static uint32_t uploaded_bytes; /* this render's; one render runs at a time */
static plume_gl *rendering;      /* the backend whose render runs now */

void plume_gl_count_upload(uint32_t bytes) { uploaded_bytes += bytes; }

static float camera_axes[6]; /* this render's camera right and up (rows of the view's rotation) */

const float *plume_gl_camera_axes(void) { return camera_axes; }

gl_keyed_buffer *plume_gl_keyed_buffer(uint32_t key)
{
    plume_gl *gl = rendering;
    uint32_t slot = key & 0xffffu;
    if (!plume_grow(&gl->keyed, &gl->keyed_capacity, (uint64_t)slot + 1, sizeof *gl->keyed)) return NULL;
    gl_keyed_buffer *kb = &gl->keyed[slot];
    if (kb->buffer && kb->key == key) return kb;
    if (kb->buffer) glDeleteBuffers(1, &kb->buffer); /* its owner is gone: a new one took the slot */
    glGenBuffers(1, &kb->buffer);
    kb->key = key;
    kb->slots = 0;
    return kb;
}

void plume_gl_upload_records(GLuint buffer, uint32_t *slots, plume_pool *pool)
{
    const size_t record_bytes = PLUME_RECORD_FLOATS * sizeof(float);
    if (*slots < pool->allocated) {
        glBindBuffer(GL_ARRAY_BUFFER, buffer);
        glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(pool->allocated * record_bytes), pool->records, GL_DYNAMIC_DRAW);
        *slots = pool->allocated;
        plume_gl_count_upload((uint32_t)(pool->allocated * record_bytes));
    } else if (plume_pool_dirty_run_count(pool) > 0) {
        glBindBuffer(GL_ARRAY_BUFFER, buffer);
        for (uint32_t run = 0; run < plume_pool_dirty_run_count(pool); run++) {
            uint32_t begin, end;
            plume_pool_dirty_run(pool, run, &begin, &end);
            glBufferSubData(GL_ARRAY_BUFFER, (GLintptr)(begin * record_bytes), (GLsizeiptr)((end - begin) * record_bytes),
                            &pool->records[(size_t)begin * PLUME_RECORD_FLOATS]);
            plume_gl_count_upload((uint32_t)((end - begin) * record_bytes));
        }
    }
    plume_pool_mark_clean(pool);
}

/* A context lost before its event arrived fails every compile and link, and answers info-log
   queries with null (which Emscripten's GL layer cannot turn into a string): report the loss. */
static int context_is_lost(void)
{
    if (!emscripten_is_webgl_context_lost(emscripten_webgl_get_current_context())) return 0;
    plume_fail(PLUME_ERR_GL, "the WebGL context is lost");
    return 1;
}

static GLuint compile_shader(GLenum type, const char *const *sources, GLsizei count, const char *what)
{
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, count, sources, NULL);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[400] = "";
        if (!context_is_lost()) {
            glGetShaderInfoLog(shader, sizeof log, NULL, log);
            plume_fail(PLUME_ERR_GL, "%s shader failed to compile: %s", what, log);
        }
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

plume_status plume_gl_link_program(const char *what, const char *const *vertex_sources, int vertex_count,
                                   const char *fragment_defines, const char *fragment_source,
                                   const char *const *attributes, int attribute_count, GLuint *out_program)
{
    /* every program takes the fog: its helpers go in front of the pipeline's own sources */
    const char *vertex[8] = {plume_shader_fog_glsl};
    if (vertex_count < 1 || vertex_count > 7) return plume_fail(PLUME_ERR_GL, "%s: %d vertex sources (1 to 7)", what, vertex_count);
    for (int i = 0; i < vertex_count; i++) vertex[i + 1] = vertex_sources[i];
    /* the fragment program's own #defines (the caller's, none by default), then the fog's helpers */
    const char *fragment[3] = {fragment_defines ? fragment_defines : "", plume_shader_fog_fragment_glsl, fragment_source};
    GLuint vs = compile_shader(GL_VERTEX_SHADER, vertex, vertex_count + 1, what);
    if (!vs) return PLUME_ERR_GL;
    GLuint fs = compile_shader(GL_FRAGMENT_SHADER, fragment, 3, what);
    if (!fs) {
        glDeleteShader(vs);
        return PLUME_ERR_GL;
    }
    GLuint id = glCreateProgram();
    glAttachShader(id, vs);
    glAttachShader(id, fs);
    for (int i = 0; i < attribute_count; i++) glBindAttribLocation(id, (GLuint)i, attributes[i]);
    glLinkProgram(id);
    glDeleteShader(vs); /* flagged: freed with the program */
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(id, GL_LINK_STATUS, &ok);
    if (!ok) {
        if (context_is_lost()) {
            glDeleteProgram(id);
            return PLUME_ERR_GL;
        }
        char log[400] = "";
        glGetProgramInfoLog(id, sizeof log, NULL, log);
        glDeleteProgram(id);
        return plume_fail(PLUME_ERR_GL, "%s program failed to link: %s", what, log);
    }
    glUseProgram(id); /* so the pipeline can set its constant uniforms (samplers) */
    *out_program = id;
    return PLUME_OK;
}

const float *plume_gl_sorted_records(const plume_draw_item *item, uint32_t *count)
{
    if (!item->position_at || !item->instances) return NULL;
    const float *sorted = plume_pool_sorted_records(item->instances, item->position_at, rendering->fog_depth, count);
    /* out of memory: drawn unsorted, and the GPU copy (sorted last frame) replaced whole */
    if (!sorted) plume_pool_mark_dirty(item->instances, 0, item->instances->draw_count);
    return sorted;
}

void plume_gl_upload_sorted(GLuint buffer, uint32_t *slots, const float *records, uint32_t count, plume_pool *pool)
{
    const size_t record_bytes = PLUME_RECORD_FLOATS * sizeof(float);
    glBindBuffer(GL_ARRAY_BUFFER, buffer);
    if (*slots < pool->allocated) {
        glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(pool->allocated * record_bytes), NULL, GL_DYNAMIC_DRAW);
        *slots = pool->allocated;
    }
    if (count) glBufferSubData(GL_ARRAY_BUFFER, 0, (GLsizeiptr)(count * record_bytes), records);
    plume_gl_count_upload((uint32_t)(count * record_bytes));
    plume_pool_mark_clean(pool);
}

GLuint plume_gl_make_buffer(GLenum target, GLsizeiptr size, const void *data, GLenum usage)
{
    GLuint id;
    glGenBuffers(1, &id);
    glBindBuffer(target, id);
    glBufferData(target, size, data, usage);
    return id;
}

void plume_gl_upload_geometry(gl_resource *resource, const plume_geometry *g)
{
    resource->vertices = plume_gl_make_buffer(GL_ARRAY_BUFFER,
                                              (GLsizeiptr)((size_t)g->vertex_count * g->vertex_floats * sizeof(float)),
                                              g->vertices, GL_STATIC_DRAW);
    resource->indices = plume_gl_make_buffer(GL_ELEMENT_ARRAY_BUFFER,
                                             (GLsizeiptr)((size_t)g->index_count * sizeof(uint16_t)), g->indices,
                                             GL_STATIC_DRAW);
}

plume_status plume_gl_upload_copies(gl_resource *resource, const plume_geometry *g, uint32_t copies)
{
    /* every index below 0xFFFF, which WebGL 2 takes for a primitive restart */
    if (copies * g->vertex_count > 65535u) copies = 65535u / g->vertex_count;
    size_t stride = g->vertex_floats + 1;
    size_t vertex_bytes = (size_t)copies * g->vertex_count * stride * sizeof(float);
    size_t index_bytes = (size_t)copies * g->index_count * sizeof(uint16_t);
    float *vertices = malloc(vertex_bytes);
    uint16_t *indices = malloc(index_bytes);
    if (!vertices || !indices) {
        free(vertices);
        free(indices);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for a fallback batch of %u vertices",
                          copies * g->vertex_count);
    }
    for (uint32_t c = 0; c < copies; c++) {
        for (uint32_t v = 0; v < g->vertex_count; v++) {
            float *out = &vertices[((size_t)c * g->vertex_count + v) * stride];
            memcpy(out, &g->vertices[(size_t)v * g->vertex_floats], g->vertex_floats * sizeof(float));
            out[g->vertex_floats] = (float)c;
        }
        for (uint32_t i = 0; i < g->index_count; i++)
            indices[(size_t)c * g->index_count + i] = (uint16_t)(g->indices[i] + c * g->vertex_count);
    }
    resource->vertices = plume_gl_make_buffer(GL_ARRAY_BUFFER, (GLsizeiptr)vertex_bytes, vertices, GL_STATIC_DRAW);
    resource->indices = plume_gl_make_buffer(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)index_bytes, indices, GL_STATIC_DRAW);
    resource->copies = copies;
    free(vertices);
    free(indices);
    return PLUME_OK;
}

/* ---- state changes, each only when needed ---- */

static void use_program(plume_gl *gl, GLuint program)
{
    if (gl->cache.program != program) glUseProgram(program);
    gl->cache.program = program;
}

static void bind_vertex_array(plume_gl *gl, GLuint vertex_array)
{
    if (gl->cache.vertex_array != vertex_array) glBindVertexArrayOES(vertex_array);
    gl->cache.vertex_array = vertex_array;
}

static void bind_texture(plume_gl *gl, GLuint texture)
{
    if (gl->cache.texture != texture) glBindTexture(GL_TEXTURE_2D, texture);
    gl->cache.texture = texture;
}

static void set_frame_state(plume_gl *gl)
{
    gl_cache *c = &gl->cache;
    if (!c->blending) glEnable(GL_BLEND);
    if (!c->equation_add) glBlendEquation(GL_FUNC_ADD);
    if (!c->cull_off) glDisable(GL_CULL_FACE);
    if (!c->unit0) glActiveTexture(GL_TEXTURE0);
    c->blending = c->equation_add = c->cull_off = c->unit0 = 1;
}

static void set_blend(plume_gl *gl, plume_blend blend)
{
    if (gl->cache.blend == (int)blend) return;
    GLenum src, dst;
    switch (blend) {
    case PLUME_BLEND_ALPHA: src = GL_SRC_ALPHA, dst = GL_ONE_MINUS_SRC_ALPHA; break;
    case PLUME_BLEND_PREMULTIPLIED: src = GL_ONE, dst = GL_ONE_MINUS_SRC_ALPHA; break;
    case PLUME_BLEND_ADDITIVE_IGNORE_ALPHA: src = GL_ONE, dst = GL_ONE; break;
    default: src = GL_SRC_ALPHA, dst = GL_ONE; break;
    }
    /* an HDR target's alpha is coverage: what additive light adds hides nothing of the scene behind */
    if (gl->shading.hdr_scale > 0.0f)
        glBlendFuncSeparate(src, dst, dst == GL_ONE ? GL_ZERO : GL_ONE, dst == GL_ONE ? GL_ONE : GL_ONE_MINUS_SRC_ALPHA);
    else
        glBlendFunc(src, dst);
    gl->cache.blend = (int)blend;
}

static void set_depth_test(plume_gl *gl, int depth_test)
{
    if (gl->cache.depth_test == depth_test) return;
    if (depth_test && gl->cache.depth_test == DEPTH_TEST_WRITING) { /* on, LEQUAL: only the writes go off again */
        glDepthMask(GL_FALSE);
    } else if (depth_test) {
        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_LEQUAL);
        glDepthMask(GL_FALSE); /* particles are tested against the scene but never occlude */
    } else {
        glDisable(GL_DEPTH_TEST);
    }
    gl->cache.depth_test = depth_test;
}

/* ---- GL objects, built from the core's CPU copies on first use ---- */

static plume_status ensure_program(plume_gl *gl, plume_pipeline pipeline, gl_program **out)
{
    gl_program *program = &gl->programs[pipeline];
    if (!program->id) {
        plume_status status = gl->pipelines[pipeline]->build(program);
        if (status) return status;
        program->item = glGetUniformLocation(program->id, "uItem");
        program->fog_depth = glGetUniformLocation(program->id, "uFogDepth");
        program->fog_params = glGetUniformLocation(program->id, "uFogParams");
        program->fog_color = glGetUniformLocation(program->id, "uFogColor");
        program->depth_sampler = glGetUniformLocation(program->id, "uPlumeDepth");
        program->depth_projection = glGetUniformLocation(program->id, "uPlumeDepthProjection");
        program->viewport = glGetUniformLocation(program->id, "uPlumeViewport");
        program->soft = glGetUniformLocation(program->id, "uPlumeSoft");
        program->output = glGetUniformLocation(program->id, "uPlumeOutput");
        program->normal_map = glGetUniformLocation(program->id, "uPlumeNormalMap");
        program->normal_map_value = -1.0f;
        program->color_sampler = glGetUniformLocation(program->id, "uPlumeColor");
        program->color_viewport = glGetUniformLocation(program->id, "uPlumeColorViewport");
        program->distort = glGetUniformLocation(program->id, "uPlumeDistort");
        program->item_vec4s_known = 0;
        program->frame_values_known = 0;
        program->distort_value = -1.0f;
        program->soft_values[1] = -1.0f;
        program->output_values[0] = -1.0f;
        gl->cache.program = program->id;
        program->frame = 0;
    }
    *out = program;
    return PLUME_OK;
}

/* GL textures are cached by (slot, generation): a texture loaded into a reused slot gets its own GL
   texture even when nobody told the backend that the old one was destroyed (C games call
   plume_destroy_texture directly). */
static plume_status ensure_texture(plume_gl *gl, const plume_system *sys, uint32_t texture, GLuint *out)
{
    *out = 0;
    if (!plume_grow(&gl->textures, &gl->texture_capacity, (uint64_t)texture + 1, sizeof *gl->textures))
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory keeping GL textures");
    gl_texture *cached = &gl->textures[texture];
    uint32_t id_now = plume_texture_id(sys, texture);
    if (cached->id && cached->core_id == id_now) {
        *out = cached->id;
        return PLUME_OK;
    }
    if (cached->id) {
        if (gl->cache.texture == cached->id) gl->cache.texture = GL_UNKNOWN;
        glDeleteTextures(1, &cached->id);
        cached->id = 0;
    }
    const plume_image *image = plume_system_texture(sys, texture);
    GLuint id;
    glGenTextures(1, &id);
    glBindTexture(GL_TEXTURE_2D, id);
    gl->cache.texture = id;
    /* the host may have left WebGL's unpack flips on (three.js does): pixels go up as stored */
    glPixelStorei(GL_UNPACK_FLIP_Y_WEBGL, GL_FALSE);
    glPixelStorei(GL_UNPACK_PREMULTIPLY_ALPHA_WEBGL, GL_FALSE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    if (image->normals) { /* its normal map under the picture, in one texture: no second unit to keep from the host */
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, image->width, image->height * 2, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, image->width, image->height, GL_RGBA, GL_UNSIGNED_BYTE, image->pixels);
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, image->height, image->width, image->height, GL_RGBA, GL_UNSIGNED_BYTE,
                        image->normals);
    } else {
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, image->width, image->height, 0, GL_RGBA, GL_UNSIGNED_BYTE, image->pixels);
    }
    glGenerateMipmap(GL_TEXTURE_2D); /* sides are powers of two: the core resized them */
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
    cached->id = id;
    cached->core_id = id_now;
    *out = id;
    return PLUME_OK;
}

/* Buffers, and a vertex array holding the attribute setup so a draw binds one object. */
static plume_status ensure_resource(plume_gl *gl, const plume_draw_item *item, gl_resource **out)
{
    *out = NULL;
    if (!plume_grow(&gl->resources, &gl->resource_capacity, (uint64_t)item->resource + 1, sizeof *gl->resources))
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory keeping GL buffers");
    gl_resource *resource = &gl->resources[item->resource];
    *out = resource;
    if (resource->ready && resource->id == item->resource_id) return PLUME_OK;
    if (resource->ready) free_resource(gl, resource); /* made for what held the slot before (a kind undefined) */
    const gl_pipeline_ops *ops = gl->pipelines[item->pipeline];
    if (gl->vertex_arrays) {
        glGenVertexArraysOES(1, &resource->vertex_array);
        bind_vertex_array(gl, resource->vertex_array); /* before any ELEMENT_ARRAY_BUFFER binding */
    }
    plume_status status = ops->create(resource, item);
    if (status) { /* nothing half-made stays behind: the next render tries again from scratch */
        if (resource->vertex_array) {
            bind_vertex_array(gl, 0);
            glDeleteVertexArraysOES(1, &resource->vertex_array);
        }
        memset(resource, 0, sizeof *resource);
        return status;
    }
    if (gl->vertex_arrays) ops->bind_attributes(resource);
    resource->ready = 1;
    resource->id = item->resource_id;
    return PLUME_OK;
}

/* ---- drawing ---- */

/* The item's own uniforms (a kind's colours and fade), uploaded only when they changed. */
static void set_item_uniforms(gl_program *program, const plume_draw_item *item)
{
    uint32_t vec4s = item->uniform_vec4s < GL_ITEM_UNIFORM_VEC4S ? item->uniform_vec4s : GL_ITEM_UNIFORM_VEC4S;
    if (vec4s == 0 || program->item < 0) return;
    size_t bytes = vec4s * 4 * sizeof(float);
    if (program->item_vec4s_known >= vec4s && !memcmp(program->item_values, item->uniforms, bytes)) return;
    glUniform4fv(program->item, (GLsizei)vec4s, item->uniforms);
    memcpy(program->item_values, item->uniforms, bytes);
    program->item_vec4s_known = vec4s;
}


void plume_gl_set_color_space(plume_gl *gl, int linear) { gl->shading.linear = linear != 0; }

void plume_gl_set_hdr_target(plume_gl *gl, float scale)
{
    const float value = scale > 0.0f && scale <= 1.0f ? scale : 0.0f;
    if (value != gl->shading.hdr_scale) gl->cache.blend = -1; /* the alpha factors change */
    gl->shading.hdr_scale = value;
}

/* uPlumeFogColor (once per blend a frame, with fog), uPlumeSoft and uPlumeOutput for an item, as the core shades it
   (plume_shade_item: the WebGPU backend takes the same values); each set only when it changes. */
static void set_shading(const plume_gl *gl, gl_program *program, const plume_draw_item *item)
{
    plume_item_shading shading;
    plume_shade_item(&gl->shading, item, &shading);
    if (gl->fog_params[0] != 0.0f && program->fog_blend != (int)item->blend) {
        glUniform4fv(program->fog_color, 1, shading.fog_color);
        program->fog_blend = (int)item->blend;
    }
    if (memcmp(shading.soft, program->soft_values, sizeof shading.soft) != 0) {
        glUniform4fv(program->soft, 1, shading.soft);
        memcpy(program->soft_values, shading.soft, sizeof shading.soft);
    }
    if (memcmp(shading.output, program->output_values, sizeof shading.output) != 0) {
        glUniform3fv(program->output, 1, shading.output);
        memcpy(program->output_values, shading.output, sizeof shading.output);
    }
}

plume_status plume_gl_set_fog(plume_gl *gl, int mode, const float color[3], float near, float far, float density)
{
    plume_status status = plume_fog_check(mode, color, near, far, density);
    if (status) return status;
    const float params[4] = {(float)mode, near, far, density};
    memcpy(gl->fog_params, params, sizeof params);
    for (int i = 0; i < 3; i++) gl->shading.fog_color[i] = color ? color[i] : 0.0f;
    return PLUME_OK;
}

void plume_gl_set_depth_attachment(plume_gl *gl, uint32_t attachment, int32_t level)
{
    /* WebGL's DEPTH_STENCIL_ATTACHMENT (0x821A, ES 3's; WebGL 1 has it too): ES 2's headers do not name it */
    int known = attachment == GL_DEPTH_ATTACHMENT || attachment == 0x821Au;
    gl->depth_attachment = gl->depth_texture && known ? (GLenum)attachment : 0;
    gl->depth_level = level;
}

void plume_gl_reattach_depth(plume_gl *gl)
{
    if (!gl->depth_detached) return;
    gl->depth_detached = 0;
    if (!gl->backend.lost) glFramebufferTexture2D(GL_FRAMEBUFFER, gl->depth_attachment, GL_TEXTURE_2D, gl->depth_texture, gl->depth_level);
}

plume_status plume_gl_set_depth_texture(plume_gl *gl, uint32_t texture, const int32_t viewport[4], float near, float far)
{
    if (texture && (!viewport || viewport[2] <= 0 || viewport[3] <= 0))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "depth texture: the viewport needs a width and height > 0");
    const int from_projection = near == 0.0f && far == 0.0f;
    if (!from_projection && !(isfinite(far) && near > 0.0f && far > near))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "depth texture: near and far must be 0 < near < far (or both 0: "
                          "taken from the projection)");
    gl->depth_texture = texture;
    gl->depth_attachment = 0;
    if (texture) {
        const float v[4] = {(float)viewport[0], (float)viewport[1], 1.0f / (float)viewport[2], 1.0f / (float)viewport[3]};
        memcpy(gl->viewport, v, sizeof v);
    }
    gl->depth_near = near;
    gl->depth_far = far;
    return PLUME_OK;
}

plume_status plume_gl_set_color_texture(plume_gl *gl, uint32_t texture, const int32_t viewport[4])
{
    if (texture && (!viewport || viewport[2] <= 0 || viewport[3] <= 0))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "colour texture: the viewport needs a width and height > 0");
    gl->color_texture = texture;
    if (texture) {
        const float v[4] = {(float)viewport[0], (float)viewport[1], 1.0f / (float)viewport[2], 1.0f / (float)viewport[3]};
        memcpy(gl->color_viewport, v, sizeof v);
    }
    return PLUME_OK;
}

/* The colour texture this render samples: only when an item distorts (a frame without one binds nothing). */
static GLuint color_for_frame(const plume_gl *gl)
{
    if (!gl->color_texture) return 0;
    for (uint32_t i = 0; i < gl->frame_list->count; i++)
        if (gl->frame_list->items[i].distortion > 0.0f) return gl->color_texture;
    return 0;
}

/* What turns the depth texture's [0, 1] back into view-space depth: the projection's third and fourth
   columns' z and w rows, from the camera's near and far where given, else from this render's projection. */
static void set_depth_projection(plume_gl *gl, const float projection[16])
{
    const float n = gl->depth_near, f = gl->depth_far;
    if (f > 0.0f) {
        const float values[4] = {-(f + n) / (f - n), -2.0f * f * n / (f - n), -1.0f, 0.0f};
        memcpy(gl->depth_projection, values, sizeof values);
    } else {
        const float values[4] = {projection[10], projection[14], projection[11], projection[15]};
        memcpy(gl->depth_projection, values, sizeof values);
    }
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, gl->frame_depth);
    glActiveTexture(GL_TEXTURE0);
    gl->cache.unit0 = 1;
}

/* The depth texture this render samples. Not attached to the framebuffer drawn into: every depth-testing item
   compares with it in the shader (the framebuffer's own depth may not hold the scene). Attached (a composer's
   buffer): the framebuffer's depth test does the same job, so it is sampled, and detached for the draws (a feedback
   loop otherwise), only when an item is soft or has volume: a frame without one touches no attachment. */
static GLuint depth_for_frame(const plume_gl *gl)
{
    if (!gl->depth_texture || !gl->depth_attachment) return gl->depth_texture;
    for (uint32_t i = 0; i < gl->frame_list->count; i++)
        if (gl->frame_list->items[i].soft > 0.0f || gl->frame_list->items[i].volume) return gl->depth_texture;
    return 0;
}

/* Whether `bytes` at `now` differ from what `known` holds (or nothing is known: `all`); if so `known` takes them. */
static int changed(int all, void *known, const void *now, size_t bytes)
{
    if (!all && !memcmp(known, now, bytes)) return 0;
    memcpy(known, now, bytes);
    return 1;
}

/* The per-frame uniforms of a program, each sent only when it differs from what the program holds (a program keeps
   its uniforms: a still camera, the fog and the samplers cost no call from one frame to the next). */
static void set_frame_uniforms(const plume_gl *gl, gl_program *program)
{
    gl_frame_uniforms *known = &program->frame_values;
    const int all = !program->frame_values_known;
    program->frame_values_known = 1;
    if (changed(all, known->view_projection, gl->view_projection, sizeof known->view_projection))
        glUniformMatrix4fv(program->view_projection, 1, GL_FALSE, known->view_projection);
    if (program->time >= 0 && changed(all, &known->time, &gl->frame_list->time, sizeof known->time))
        glUniform1f(program->time, known->time);
    if (changed(all, known->fog_depth, gl->fog_depth, sizeof known->fog_depth)) glUniform4fv(program->fog_depth, 1, known->fog_depth);
    if (changed(all, known->fog_params, gl->fog_params, sizeof known->fog_params))
        glUniform4fv(program->fog_params, 1, known->fog_params);
    /* without a depth texture the sampler points at unit 0: a texture left on unit 1 by the host could be
       the target's attachment, a feedback loop that fails the draw even where the branch is not taken */
    const int depth_unit = gl->frame_depth ? 1 : 0, color_unit = gl->frame_color ? 2 : 0; /* unit 0 without: as the depth's */
    if (changed(all, &known->depth_unit, &depth_unit, sizeof depth_unit)) glUniform1i(program->depth_sampler, depth_unit);
    if (gl->frame_depth && changed(all, known->depth_projection, gl->depth_projection, sizeof known->depth_projection))
        glUniform4fv(program->depth_projection, 1, known->depth_projection);
    if (gl->frame_depth && changed(all, known->viewport, gl->viewport, sizeof known->viewport))
        glUniform4fv(program->viewport, 1, known->viewport);
    if (changed(all, &known->color_unit, &color_unit, sizeof color_unit)) glUniform1i(program->color_sampler, color_unit);
    if (gl->frame_color && changed(all, known->color_viewport, gl->color_viewport, sizeof known->color_viewport))
        glUniform4fv(program->color_viewport, 1, known->color_viewport);
}

static plume_status draw_item(plume_gl *gl, plume_system *sys, const plume_draw_item *item, uint32_t *draws)
{
    if (item->distortion > 0.0f && !gl->frame_color) return PLUME_OK; /* no scene to displace: nothing drawn */
    const gl_pipeline_ops *ops = gl->pipelines[item->pipeline];
    gl_program *program;
    gl_resource *resource;
    set_frame_state(gl); /* first: texture uploads below bind on unit 0 */
    plume_status status = ensure_program(gl, item->pipeline, &program);
    if (!status) status = ensure_resource(gl, item, &resource);
    GLuint texture = 0;
    if (!status) status = ensure_texture(gl, sys, item->texture, &texture);
    if (status) return status;

    use_program(gl, program->id);
    if (program->frame != gl->frame) { /* per-frame uniforms, once per program */
        set_frame_uniforms(gl, program);
        program->fog_blend = -1;
        program->frame = gl->frame;
    }
    set_shading(gl, program, item);
    set_item_uniforms(program, item);
    const float normal_map = plume_system_texture(sys, item->texture)->normals ? 1.0f : 0.0f;
    if (program->normal_map_value != normal_map) {
        glUniform1f(program->normal_map, normal_map);
        program->normal_map_value = normal_map;
    }
    if (program->distort_value != item->distortion) {
        glUniform1f(program->distort, item->distortion);
        program->distort_value = item->distortion;
    }
    /* a distorting item puts the displaced scene over itself by coverage, whatever its layer's blend */
    set_blend(gl, item->distortion > 0.0f ? PLUME_BLEND_ALPHA : item->blend);
    set_depth_test(gl, (int)item->depth_test);
    bind_texture(gl, texture);
    if (gl->vertex_arrays) bind_vertex_array(gl, resource->vertex_array);
    else ops->bind_attributes(resource);
    *draws += ops->draw(program, resource, item);
    if (!gl->vertex_arrays) ops->unbind_attributes();
    return PLUME_OK;
}

static void begin_frame(plume_gl *gl, uint32_t host)
{
    emscripten_webgl_make_context_current(gl->context);
    if (!gl->exclusive) { /* the host may have changed anything since our last call */
        forget_state(gl);
        assume_host_state(gl, host);
    }
    if (++gl->frame == 0) gl->frame = 1;  /* 0 marks "uniforms never set" */
}

/* backend.h's draw: the core's sorted list, item by item. */
static plume_status gl_draw(void *self, plume_system *sys, const plume_frame *frame, plume_frame_result *out)
{
    plume_gl *gl = self;
    begin_frame(gl, frame->host);
    rendering = gl;
    gl->frame_list = frame->list;
    memcpy(gl->view_projection, frame->view_projection, sizeof gl->view_projection);
    const float *view = frame->view;
    const float axes[6] = {view[0], view[4], view[8], view[1], view[5], view[9]};
    memcpy(camera_axes, axes, sizeof axes);
    memcpy(gl->fog_depth, frame->depth_row, sizeof gl->fog_depth);
    gl->frame_depth = depth_for_frame(gl);
    gl->shading.scene_depth = gl->frame_depth != 0;
    if (gl->frame_depth) set_depth_projection(gl, frame->projection);
    gl->frame_color = color_for_frame(gl);
    if (gl->frame_color) { /* unit 2, left there as the depth texture is on unit 1 */
        glActiveTexture(GL_TEXTURE2);
        glBindTexture(GL_TEXTURE_2D, gl->frame_color);
        glActiveTexture(GL_TEXTURE0);
        gl->cache.unit0 = 1;
    }
    if (gl->frame_depth && gl->depth_attachment) {
        glFramebufferTexture2D(GL_FRAMEBUFFER, gl->depth_attachment, GL_TEXTURE_2D, 0, 0);
        gl->depth_detached = 1;
    }
    uploaded_bytes = 0;
    plume_status status = PLUME_OK;
    for (uint32_t i = 0; i < frame->list->count && !status; i++) {
        const plume_draw_item *item = &frame->list->items[i];
        status = draw_item(gl, sys, item, &out->draw_calls);
        if (!status) out->polygons += item->polygons;
    }
    plume_gl_reattach_depth(gl);
    /* host attribute calls must not land in ours (unless the caller puts the host's back anyway) */
    if (gl->vertex_arrays && !gl->exclusive && !(frame->host & PLUME_GL_HOST_RESTORED_AFTER)) bind_vertex_array(gl, 0);
    /* On Plume's own canvas the game clears (and may draw) between frames: depth writes go back on, so a depth
       clear works, and the next frame that depth-tests turns them off again (particles never write depth). */
    if (gl->exclusive && gl->cache.depth_test == 1) {
        glDepthMask(GL_TRUE);
        gl->cache.depth_test = DEPTH_TEST_WRITING;
    }
    out->uploaded_bytes = uploaded_bytes;
    gl->frame_list = NULL;
    return status;
}

plume_status plume_gl_render(plume_gl *gl, plume_system *sys, const float view[16], const float projection[16],
                             uint32_t host)
{
    return plume_render(sys, &gl->backend, view, projection, host);
}

static plume_status gl_prepare(void *self, plume_system *sys, const plume_draw_list *list)
{
    plume_gl *gl = self;
    begin_frame(gl, 0);
    rendering = gl;
    set_frame_state(gl);
    for (uint32_t i = 0; i < list->count; i++) {
        const plume_draw_item *item = &list->items[i];
        gl_program *program;
        gl_resource *resource;
        plume_status status = ensure_program(gl, item->pipeline, &program);
        if (!status) status = ensure_resource(gl, item, &resource);
        GLuint texture;
        if (!status) status = ensure_texture(gl, sys, item->texture, &texture);
        if (status) return status;
    }
    for (uint32_t t = 0; t <= plume_texture_slots(sys); t++) {
        GLuint texture;
        if (!plume_system_texture(sys, t)->pixels) continue; /* destroyed slots stay empty */
        plume_status status = ensure_texture(gl, sys, t, &texture);
        if (status) return status;
    }
    if (gl->vertex_arrays && !gl->exclusive) bind_vertex_array(gl, 0);
    return PLUME_OK;
}

plume_status plume_gl_prepare(plume_gl *gl, plume_system *sys) { return plume_prepare(sys, &gl->backend); }

static void gl_forget_texture(void *self, uint32_t slot) { plume_gl_forget_texture(self, slot); }
static void gl_release_resource(void *self, uint32_t resource) { plume_gl_release_resource(self, resource); }
static void gl_lost(void *self) { plume_gl_context_lost(self); }
static void gl_restored(void *self) { plume_gl_context_restored(self); }
static void gl_forget_state(void *self) { plume_gl_forget_state(self); }

static const plume_backend_ops gl_ops = {
    "webgl", gl_draw, gl_prepare, gl_forget_texture, gl_release_resource, gl_lost, gl_restored, gl_forget_state,
};

plume_backend *plume_gl_backend(plume_gl *gl) { return &gl->backend; }

/* ---- context loss ---- */

static void forget_objects(plume_gl *gl)
{
    if (gl->resources) memset(gl->resources, 0, gl->resource_capacity * sizeof *gl->resources);
    if (gl->keyed) memset(gl->keyed, 0, gl->keyed_capacity * sizeof *gl->keyed);
    if (gl->textures) memset(gl->textures, 0, gl->texture_capacity * sizeof *gl->textures);
    memset(gl->programs, 0, sizeof gl->programs);
    forget_state(gl);
}

void plume_gl_context_lost(plume_gl *gl)
{
    gl->backend.lost = 1;
    forget_objects(gl); /* they died with the context */
}

void plume_gl_forget_state(plume_gl *gl) { forget_state(gl); }

void plume_gl_context_restored(plume_gl *gl)
{
    gl->backend.lost = 0;
    forget_objects(gl);
    emscripten_webgl_make_context_current(gl->context);
    enable_extensions(gl);
}

void plume_gl_forget_texture(plume_gl *gl, uint32_t slot)
{
    if (slot == 0 || slot >= gl->texture_capacity || !gl->textures[slot].id) return;
    if (!gl->backend.lost) {
        emscripten_webgl_make_context_current(gl->context);
        glDeleteTextures(1, &gl->textures[slot].id);
    }
    if (gl->cache.texture == gl->textures[slot].id) gl->cache.texture = GL_UNKNOWN;
    gl->textures[slot].id = 0;
}

/* Deletes what was made for a resource slot; the next item naming it makes it afresh. */
static void free_resource(plume_gl *gl, gl_resource *r)
{
    if (r->ready && !gl->backend.lost) { /* lost: they died with the context */
        emscripten_webgl_make_context_current(gl->context);
        GLuint buffers[3] = {r->vertices, r->indices, r->instances};
        glDeleteBuffers(3, buffers); /* 0s are ignored */
        if (r->vertex_array) {
            glDeleteVertexArraysOES(1, &r->vertex_array);
            if (gl->cache.vertex_array == r->vertex_array) gl->cache.vertex_array = GL_UNKNOWN;
        }
    }
    memset(r, 0, sizeof *r);
}

void plume_gl_release_resource(plume_gl *gl, uint32_t resource)
{
    if (gl && resource < gl->resource_capacity) free_resource(gl, &gl->resources[resource]); /* else never made */
}

void plume_gl_destroy(plume_gl *gl)
{
    if (!gl) return;
    for (uint32_t r = 0; r < gl->resource_capacity; r++) free_resource(gl, &gl->resources[r]);
    if (!gl->backend.lost) {
        emscripten_webgl_make_context_current(gl->context);
        for (uint32_t k = 0; k < gl->keyed_capacity; k++)
            if (gl->keyed[k].buffer) glDeleteBuffers(1, &gl->keyed[k].buffer);
        for (uint32_t t = 0; t < gl->texture_capacity; t++)
            if (gl->textures[t].id) glDeleteTextures(1, &gl->textures[t].id);
        for (uint32_t p = 0; p < PLUME_PIPELINE_COUNT; p++)
            if (gl->programs[p].id) glDeleteProgram(gl->programs[p].id);
    }
    plume_backend_release(&gl->backend);
    free(gl->keyed);
    free(gl->resources);
    free(gl->textures);
    free(gl);
}
