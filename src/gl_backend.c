/* gl_backend.c — the thin WebGL layer: turns the core's kinds and instance records into draws. */
#define GL_GLEXT_PROTOTYPES
#include "gl_backend.h"

#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>
#include <emscripten/html5.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cglm/cglm.h>

#include "error.h"
#include "plume_shaders.h"
#include "system_internal.h"

#define GL_UNPACK_FLIP_Y_WEBGL 0x9240
#define GL_UNPACK_PREMULTIPLY_ALPHA_WEBGL 0x9241

enum { ATTR_START, ATTR_END, ATTR_UV, ATTR_ROW0, ATTR_ROW1, ATTR_ROW2, ATTR_LIFE, ATTR_COUNT };
#define ATTR_INSTANCE ATTR_ROW0 /* the fallback's per-vertex copy index */

typedef struct program {
    GLuint id;
    GLint view_projection, time, texture, instances;
} program;

typedef struct kind_gpu {
    int ready;
    GLuint mesh_vertices, mesh_indices;     /* instanced path */
    GLuint batch_vertices, batch_indices;   /* fallback path */
    uint32_t batch_copies;
    GLuint instances;
    uint32_t instance_slots; /* size of the instance buffer, in records */
} kind_gpu;

struct plume_gl {
    int context;
    int webgl2;
    int allow_instancing;
    int instancing;
    int lost;
    int programs_ready;
    program particles;
    GLuint vertex_array; /* WebGL 2: our own, so the host's vertex arrays are never touched */
    kind_gpu kinds[PLUME_MAX_KINDS];
    GLuint textures[PLUME_MAX_TEXTURES + 1]; /* [0]: the white default */
};

static void enable_extensions(plume_gl *gl)
{
    gl->instancing = gl->allow_instancing &&
                     (gl->webgl2 || emscripten_webgl_enable_extension(gl->context, "ANGLE_instanced_arrays"));
}

plume_gl *plume_gl_create(int context, int webgl_version, int allow_instancing)
{
    plume_gl *gl = calloc(1, sizeof *gl);
    if (!gl) {
        plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating the WebGL backend");
        return NULL;
    }
    gl->context = context;
    gl->webgl2 = webgl_version >= 2;
    gl->allow_instancing = allow_instancing;
    if (emscripten_webgl_make_context_current(context) != EMSCRIPTEN_RESULT_SUCCESS) {
        free(gl);
        plume_fail(PLUME_ERR_GL, "could not make WebGL context %d current", context);
        return NULL;
    }
    enable_extensions(gl);
    return gl;
}

int plume_gl_uses_instancing(const plume_gl *gl) { return gl->instancing; }

/* ---- programs ---- */

static GLuint compile_shader(GLenum type, const char *const *sources, GLsizei count, const char *what)
{
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, count, sources, NULL);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[400] = "";
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        plume_fail(PLUME_ERR_GL, "%s shader failed to compile: %s", what, log);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

static plume_status build_program(program *out, int batched)
{
    char batch_define[64];
    snprintf(batch_define, sizeof batch_define, "#define PLUME_BATCH_SIZE %d\n", PLUME_BATCH_SIZE);
    const char *vertex_sources[] = {batch_define, plume_shader_particle_common_glsl,
                                    batched ? plume_shader_particle_batched_vert : plume_shader_particle_instanced_vert};
    const char *fragment_sources[] = {plume_shader_particle_frag};
    GLuint vs = compile_shader(GL_VERTEX_SHADER, vertex_sources, 3, batched ? "batched vertex" : "instanced vertex");
    if (!vs) return PLUME_ERR_GL;
    GLuint fs = compile_shader(GL_FRAGMENT_SHADER, fragment_sources, 1, "fragment");
    if (!fs) {
        glDeleteShader(vs);
        return PLUME_ERR_GL;
    }
    GLuint id = glCreateProgram();
    glAttachShader(id, vs);
    glAttachShader(id, fs);
    static const char *names[ATTR_COUNT] = {"aStart", "aEnd", "aUv", "aRow0", "aRow1", "aRow2", "aLife"};
    for (int i = 0; i < (batched ? ATTR_ROW0 : ATTR_COUNT); i++) glBindAttribLocation(id, (GLuint)i, names[i]);
    if (batched) glBindAttribLocation(id, ATTR_INSTANCE, "aInstance");
    glLinkProgram(id);
    glDeleteShader(vs); /* flagged: freed with the program */
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(id, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[400] = "";
        glGetProgramInfoLog(id, sizeof log, NULL, log);
        glDeleteProgram(id);
        return plume_fail(PLUME_ERR_GL, "particle program failed to link: %s", log);
    }
    out->id = id;
    out->view_projection = glGetUniformLocation(id, "uViewProjection");
    out->time = glGetUniformLocation(id, "uTime");
    out->texture = glGetUniformLocation(id, "uTexture");
    out->instances = batched ? glGetUniformLocation(id, "uInstances") : -1;
    return PLUME_OK;
}

static plume_status ensure_programs(plume_gl *gl)
{
    if (gl->programs_ready) return PLUME_OK;
    plume_status status = build_program(&gl->particles, !gl->instancing);
    if (status) return status;
    if (gl->webgl2) glGenVertexArraysOES(1, &gl->vertex_array);
    gl->programs_ready = 1;
    return PLUME_OK;
}

/* ---- textures and buffers, from the core's CPU copies ---- */

static GLuint ensure_texture(plume_gl *gl, const plume_system *sys, uint32_t texture)
{
    if (gl->textures[texture]) return gl->textures[texture];
    const plume_image *image = plume_system_texture(sys, texture);
    GLuint id;
    glGenTextures(1, &id);
    glBindTexture(GL_TEXTURE_2D, id);
    /* the host may have left WebGL's unpack flips on (three.js does): pixels go up as stored */
    glPixelStorei(GL_UNPACK_FLIP_Y_WEBGL, GL_FALSE);
    glPixelStorei(GL_UNPACK_PREMULTIPLY_ALPHA_WEBGL, GL_FALSE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, image->width, image->height, 0, GL_RGBA, GL_UNSIGNED_BYTE, image->pixels);
    glGenerateMipmap(GL_TEXTURE_2D); /* sides are powers of two: the core resized them */
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
    gl->textures[texture] = id;
    return id;
}

static GLuint make_buffer(GLenum target, GLsizeiptr size, const void *data, GLenum usage)
{
    GLuint id;
    glGenBuffers(1, &id);
    glBindBuffer(target, id);
    glBufferData(target, size, data, usage);
    return id;
}

/* The fallback's vertex buffer: the mesh copied batch_copies times, each vertex tagged with its copy. */
static plume_status build_batch_buffers(kind_gpu *gpu, const plume_kind *kind)
{
    uint32_t copies = PLUME_BATCH_SIZE;
    if (copies * kind->vertex_count > 65535u) copies = 65535u / kind->vertex_count;
    size_t floats_per_vertex = PLUME_VERTEX_FLOATS + 1;
    float *vertices = malloc((size_t)copies * kind->vertex_count * floats_per_vertex * sizeof(float));
    uint16_t *indices = malloc((size_t)copies * kind->index_count * sizeof(uint16_t));
    if (!vertices || !indices) {
        free(vertices);
        free(indices);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for the fallback batch of kind '%s'", kind->name);
    }
    for (uint32_t c = 0; c < copies; c++) {
        for (uint32_t v = 0; v < kind->vertex_count; v++) {
            float *out = &vertices[((size_t)c * kind->vertex_count + v) * floats_per_vertex];
            memcpy(out, &kind->vertices[(size_t)v * PLUME_VERTEX_FLOATS], PLUME_VERTEX_FLOATS * sizeof(float));
            out[PLUME_VERTEX_FLOATS] = (float)c;
        }
        for (uint32_t i = 0; i < kind->index_count; i++)
            indices[(size_t)c * kind->index_count + i] = (uint16_t)(kind->indices[i] + c * kind->vertex_count);
    }
    gpu->batch_vertices = make_buffer(GL_ARRAY_BUFFER,
                                      (GLsizeiptr)((size_t)copies * kind->vertex_count * floats_per_vertex * sizeof(float)),
                                      vertices, GL_STATIC_DRAW);
    gpu->batch_indices = make_buffer(GL_ELEMENT_ARRAY_BUFFER,
                                     (GLsizeiptr)((size_t)copies * kind->index_count * sizeof(uint16_t)), indices,
                                     GL_STATIC_DRAW);
    gpu->batch_copies = copies;
    free(vertices);
    free(indices);
    return PLUME_OK;
}

static plume_status ensure_kind(plume_gl *gl, kind_gpu *gpu, const plume_kind *kind)
{
    if (gpu->ready) return PLUME_OK;
    if (gl->instancing) {
        gpu->mesh_vertices = make_buffer(GL_ARRAY_BUFFER,
                                         (GLsizeiptr)(kind->vertex_count * PLUME_VERTEX_FLOATS * sizeof(float)),
                                         kind->vertices, GL_STATIC_DRAW);
        gpu->mesh_indices = make_buffer(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)(kind->index_count * sizeof(uint16_t)),
                                        kind->indices, GL_STATIC_DRAW);
        glGenBuffers(1, &gpu->instances);
        gpu->instance_slots = 0;
    } else {
        plume_status status = build_batch_buffers(gpu, kind);
        if (status) return status;
    }
    gpu->ready = 1;
    return PLUME_OK;
}

/* One bufferSubData of the changed records, or one bufferData when the pool outgrew the buffer. */
static void upload_instances(kind_gpu *gpu, plume_pool *pool)
{
    const size_t record_bytes = PLUME_RECORD_FLOATS * sizeof(float);
    glBindBuffer(GL_ARRAY_BUFFER, gpu->instances);
    if (gpu->instance_slots < pool->allocated) {
        glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(pool->allocated * record_bytes), pool->records, GL_DYNAMIC_DRAW);
        gpu->instance_slots = pool->allocated;
    } else {
        for (uint32_t run = 0; run < plume_pool_dirty_run_count(pool); run++) {
            uint32_t begin, end;
            plume_pool_dirty_run(pool, run, &begin, &end);
            glBufferSubData(GL_ARRAY_BUFFER, (GLintptr)(begin * record_bytes),
                            (GLsizeiptr)((end - begin) * record_bytes), &pool->records[(size_t)begin * PLUME_RECORD_FLOATS]);
        }
    }
    plume_pool_mark_clean(pool);
}

/* ---- drawing ---- */

static void apply_kind_state(const plume_kind *kind)
{
    glEnable(GL_BLEND);
    glBlendEquation(GL_FUNC_ADD);
    switch (kind->blend) {
    case PLUME_BLEND_ALPHA: glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA); break;
    case PLUME_BLEND_PREMULTIPLIED: glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA); break;
    default: glBlendFunc(GL_ONE, GL_ONE); break;
    }
    if (kind->depth_test) {
        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_LEQUAL);
        glDepthMask(GL_FALSE); /* particles are tested against the scene but never occlude */
    } else {
        glDisable(GL_DEPTH_TEST);
    }
}

static void bind_mesh_attributes(GLuint vertices, GLsizei stride)
{
    glBindBuffer(GL_ARRAY_BUFFER, vertices);
    glVertexAttribPointer(ATTR_START, 3, GL_FLOAT, GL_FALSE, stride, (const void *)0);
    glVertexAttribPointer(ATTR_END, 3, GL_FLOAT, GL_FALSE, stride, (const void *)(3 * sizeof(float)));
    glVertexAttribPointer(ATTR_UV, 2, GL_FLOAT, GL_FALSE, stride, (const void *)(6 * sizeof(float)));
}

static uint32_t draw_instanced(kind_gpu *gpu, const plume_kind *kind)
{
    bind_mesh_attributes(gpu->mesh_vertices, PLUME_VERTEX_FLOATS * sizeof(float));
    glBindBuffer(GL_ARRAY_BUFFER, gpu->instances);
    const GLsizei stride = PLUME_RECORD_FLOATS * sizeof(float);
    for (int row = 0; row < 4; row++) {
        GLuint attr = (GLuint)(ATTR_ROW0 + row);
        glEnableVertexAttribArray(attr);
        glVertexAttribPointer(attr, 4, GL_FLOAT, GL_FALSE, stride, (const void *)(row * 4 * sizeof(float)));
        glVertexAttribDivisorANGLE(attr, 1);
    }
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu->mesh_indices);
    glDrawElementsInstancedANGLE(GL_TRIANGLES, (GLsizei)kind->index_count, GL_UNSIGNED_SHORT, 0,
                                 (GLsizei)kind->pool.draw_count);
    for (int row = 0; row < 4; row++) {
        glVertexAttribDivisorANGLE((GLuint)(ATTR_ROW0 + row), 0);
        glDisableVertexAttribArray((GLuint)(ATTR_ROW0 + row));
    }
    return 1;
}

static uint32_t draw_batched(plume_gl *gl, kind_gpu *gpu, const plume_kind *kind)
{
    const GLsizei stride = (PLUME_VERTEX_FLOATS + 1) * sizeof(float);
    bind_mesh_attributes(gpu->batch_vertices, stride);
    glEnableVertexAttribArray(ATTR_INSTANCE);
    glVertexAttribPointer(ATTR_INSTANCE, 1, GL_FLOAT, GL_FALSE, stride, (const void *)(PLUME_VERTEX_FLOATS * sizeof(float)));
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu->batch_indices);
    const plume_pool *pool = &kind->pool;
    uint32_t draws = 0;
    for (uint32_t first = 0; first < pool->draw_count; first += gpu->batch_copies) {
        uint32_t count = pool->draw_count - first;
        if (count > gpu->batch_copies) count = gpu->batch_copies;
        int any_alive = 0;
        for (uint32_t s = first; s < first + count && !any_alive; s++) any_alive = pool->slots[s].alive;
        if (!any_alive) continue; /* the same picture: dead instances draw nothing either way */
        glUniform4fv(gl->particles.instances, (GLsizei)(count * 4), &pool->records[(size_t)first * PLUME_RECORD_FLOATS]);
        glDrawElements(GL_TRIANGLES, (GLsizei)(count * kind->index_count), GL_UNSIGNED_SHORT, 0);
        draws++;
    }
    glDisableVertexAttribArray(ATTR_INSTANCE);
    return draws;
}

plume_status plume_gl_render(plume_gl *gl, plume_system *sys, const float view[16], const float projection[16])
{
    if (gl->lost) {
        plume_system_record_frame(sys, 0, 0);
        return PLUME_OK;
    }
    emscripten_webgl_make_context_current(gl->context);
    plume_status status = ensure_programs(gl);
    if (status) return status;

    mat4 v, p, view_projection;
    memcpy(v, view, sizeof v);
    memcpy(p, projection, sizeof p);
    glm_mat4_mul(p, v, view_projection);

    if (gl->vertex_array) glBindVertexArrayOES(gl->vertex_array);
    glUseProgram(gl->particles.id);
    glUniformMatrix4fv(gl->particles.view_projection, 1, GL_FALSE, (const float *)view_projection);
    glUniform1f(gl->particles.time, plume_system_gpu_time(sys));
    glUniform1i(gl->particles.texture, 0);
    glActiveTexture(GL_TEXTURE0);
    glDisable(GL_CULL_FACE);
    glEnableVertexAttribArray(ATTR_START);
    glEnableVertexAttribArray(ATTR_END);
    glEnableVertexAttribArray(ATTR_UV);

    uint32_t draws = 0, polygons = 0;
    for (uint32_t k = 0; k < sys->kind_count; k++) {
        plume_kind *kind = sys->kinds[k];
        if (kind->pool.alive == 0) continue;
        kind_gpu *gpu = &gl->kinds[k];
        status = ensure_kind(gl, gpu, kind);
        if (status) break;
        glBindTexture(GL_TEXTURE_2D, ensure_texture(gl, sys, kind->texture));
        apply_kind_state(kind);
        if (gl->instancing) {
            upload_instances(gpu, &kind->pool);
            draws += draw_instanced(gpu, kind);
        } else {
            plume_pool_mark_clean(&kind->pool); /* records go up as uniforms at every draw */
            draws += draw_batched(gl, gpu, kind);
        }
        polygons += kind->pool.alive * (kind->index_count / 3);
    }

    glDisableVertexAttribArray(ATTR_START);
    glDisableVertexAttribArray(ATTR_END);
    glDisableVertexAttribArray(ATTR_UV);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    if (gl->vertex_array) glBindVertexArrayOES(0);
    else glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
    plume_system_record_frame(sys, draws, polygons);
    return status;
}

/* ---- context loss ---- */

static void forget_objects(plume_gl *gl)
{
    memset(gl->kinds, 0, sizeof gl->kinds);
    memset(gl->textures, 0, sizeof gl->textures);
    memset(&gl->particles, 0, sizeof gl->particles);
    gl->vertex_array = 0;
    gl->programs_ready = 0;
}

void plume_gl_context_lost(plume_gl *gl)
{
    gl->lost = 1;
    forget_objects(gl); /* they died with the context */
}

void plume_gl_context_restored(plume_gl *gl)
{
    gl->lost = 0;
    forget_objects(gl);
    emscripten_webgl_make_context_current(gl->context);
    enable_extensions(gl);
}

void plume_gl_destroy(plume_gl *gl)
{
    if (!gl) return;
    if (!gl->lost && gl->programs_ready) {
        emscripten_webgl_make_context_current(gl->context);
        for (uint32_t k = 0; k < PLUME_MAX_KINDS; k++) {
            kind_gpu *gpu = &gl->kinds[k];
            if (!gpu->ready) continue;
            GLuint buffers[5] = {gpu->mesh_vertices, gpu->mesh_indices, gpu->batch_vertices, gpu->batch_indices,
                                 gpu->instances};
            glDeleteBuffers(5, buffers);
        }
        for (uint32_t t = 0; t <= PLUME_MAX_TEXTURES; t++)
            if (gl->textures[t]) glDeleteTextures(1, &gl->textures[t]);
        glDeleteProgram(gl->particles.id);
        if (gl->vertex_array) glDeleteVertexArraysOES(1, &gl->vertex_array);
    }
    free(gl);
}
