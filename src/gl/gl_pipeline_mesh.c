/* gl_pipeline_mesh.c — the two-keyframe mesh pipelines: instanced (one draw per kind) and the
   batched fallback for WebGL 1 without ANGLE_instanced_arrays (mesh copies + uniform records). */
#include <stdlib.h>
#include <string.h>

#include <stb/stb_sprintf.h>

#include "error.h"
#include "gl_internal.h"
#include "plume_shaders.h"
#include "system_internal.h"

enum { ATTR_START, ATTR_END, ATTR_UV, ATTR_ROW0, ATTR_ROW1, ATTR_ROW2, ATTR_LIFE, ATTR_COUNT };
#define ATTR_INSTANCE ATTR_ROW0 /* the batched path's per-vertex copy index */

/* Instances a batch of a keyed kind's fallback: its block (PLUME_KIND_KEYED_VEC4S) takes uniform vectors the plain
   kind's batch has: view-projection (4), time, uCamera (6), fog (2), the block and 4 a record: 124 of ES 2's 128,
   leaving at least the 3 spare the plain batch leaves (a driver may take a vector or two of its own). */
#define PLUME_KEYED_BATCH_SIZE 22
#define PLUME_SPARE_VEC4S 3
_Static_assert(4 + 1 + 6 + 2 + 4 * PLUME_BATCH_SIZE + PLUME_SPARE_VEC4S <= 128,
               "a plain kind's batch leaves fewer than 3 of ES 2's 128 vertex uniform vectors");
_Static_assert(4 + 1 + 6 + 2 + PLUME_KIND_KEYED_VEC4S + 4 * PLUME_KEYED_BATCH_SIZE + PLUME_SPARE_VEC4S <= 128,
               "a keyed kind's batch leaves fewer than 3 of ES 2's 128 vertex uniform vectors");
_Static_assert(PLUME_KIND_KEYED_VEC4S <= GL_ITEM_UNIFORM_VEC4S, "a keyed kind's block must fit the item uniforms");

#define PLUME_STRING_(x) #x
#define PLUME_STRING(x) PLUME_STRING_(x)
_Static_assert(PLUME_MAX_KEYS == 8u && PLUME_KIND_KEYED_VEC4S == 23, "particle_common.glsl's keyed block (uItem[23])");

static plume_status build(gl_program *program, int batched, int keyed)
{
    /* a keyed kind's: keys.glsl and the kind's block, a smaller batch; its fragment program takes PLUME_MESH_KEYS
       (the fade moved to the vertex shader), the plain one nothing */
#define MESH_KEYS_DEFINE "#define PLUME_MESH_KEYS 1\n"
    const char *defines = keyed ? "#define PLUME_BATCH_SIZE " PLUME_STRING(PLUME_KEYED_BATCH_SIZE)
                                  "\n" MESH_KEYS_DEFINE "#define PLUME_MAX_KEYS 8\n"
                                : "#define PLUME_BATCH_SIZE " PLUME_STRING(PLUME_BATCH_SIZE) "\n";
    const char *vertex[] = {defines, keyed ? plume_gl_shader_keys : "", plume_shader_particle_common_glsl,
                            batched ? plume_shader_particle_batched_vert : plume_shader_particle_instanced_vert};
    static const char *instanced_attributes[ATTR_COUNT] = {"aStart", "aEnd", "aUv", "aRow0", "aRow1", "aRow2", "aLife"};
    static const char *batched_attributes[] = {"aStart", "aEnd", "aUv", "aInstance"};
    plume_status status = plume_gl_link_program(batched ? "batched mesh" : "instanced mesh", vertex, 4,
                                                keyed ? MESH_KEYS_DEFINE : NULL, plume_shader_particle_frag,
                                                batched ? batched_attributes : instanced_attributes,
                                                batched ? 4 : ATTR_COUNT, &program->id);
    if (status) return status;
    program->view_projection = glGetUniformLocation(program->id, "uViewProjection");
    program->time = glGetUniformLocation(program->id, "uTime");
    program->instances = batched ? glGetUniformLocation(program->id, "uInstances") : -1;
    program->camera = glGetUniformLocation(program->id, "uCamera");
    glUniform1i(glGetUniformLocation(program->id, "uTexture"), 0); /* the linker left the program in use */
    return PLUME_OK;
}

static plume_status build_instanced(gl_program *program) { return build(program, 0, 0); }
static plume_status build_batched(gl_program *program) { return build(program, 1, 0); }
static plume_status build_keyed_instanced(gl_program *program) { return build(program, 0, 1); }
static plume_status build_keyed_batched(gl_program *program) { return build(program, 1, 1); }

static plume_status create_instanced(gl_resource *resource, const plume_draw_item *item)
{
    plume_gl_upload_geometry(resource, item->geometry);
    glGenBuffers(1, &resource->instances);
    resource->instance_slots = 0;
    return PLUME_OK;
}

/* The fallback's buffers: the mesh copied `copies` times, each vertex tagged with its copy. */
static plume_status create_batched(gl_resource *resource, const plume_draw_item *item)
{
    return plume_gl_upload_copies(resource, item->geometry,
                                  item->pipeline == PLUME_PIPELINE_MESH_KEYED ? PLUME_KEYED_BATCH_SIZE : PLUME_BATCH_SIZE);
}

static void bind_mesh(GLuint vertices, GLuint indices, GLsizei stride)
{
    glBindBuffer(GL_ARRAY_BUFFER, vertices);
    for (GLuint a = ATTR_START; a <= ATTR_UV; a++) glEnableVertexAttribArray(a);
    glVertexAttribPointer(ATTR_START, 3, GL_FLOAT, GL_FALSE, stride, (const void *)0);
    glVertexAttribPointer(ATTR_END, 3, GL_FLOAT, GL_FALSE, stride, (const void *)(3 * sizeof(float)));
    glVertexAttribPointer(ATTR_UV, 2, GL_FLOAT, GL_FALSE, stride, (const void *)(6 * sizeof(float)));
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indices);
}

static void bind_instanced(const gl_resource *resource)
{
    bind_mesh(resource->vertices, resource->indices, PLUME_VERTEX_FLOATS * sizeof(float));
    glBindBuffer(GL_ARRAY_BUFFER, resource->instances);
    const GLsizei stride = PLUME_RECORD_FLOATS * sizeof(float);
    for (GLuint row = 0; row < 4; row++) {
        glEnableVertexAttribArray(ATTR_ROW0 + row);
        glVertexAttribPointer(ATTR_ROW0 + row, 4, GL_FLOAT, GL_FALSE, stride, (const void *)(row * 4 * sizeof(float)));
        glVertexAttribDivisorANGLE(ATTR_ROW0 + row, 1);
    }
}

static void unbind_instanced(void)
{
    for (GLuint a = 0; a < ATTR_COUNT; a++) {
        if (a >= ATTR_ROW0) glVertexAttribDivisorANGLE(a, 0);
        glDisableVertexAttribArray(a);
    }
}

static void bind_batched(const gl_resource *resource)
{
    const GLsizei stride = (PLUME_VERTEX_FLOATS + 1) * sizeof(float);
    bind_mesh(resource->vertices, resource->indices, stride);
    glEnableVertexAttribArray(ATTR_INSTANCE);
    glVertexAttribPointer(ATTR_INSTANCE, 1, GL_FLOAT, GL_FALSE, stride, (const void *)(PLUME_VERTEX_FLOATS * sizeof(float)));
}

static void unbind_batched(void)
{
    for (GLuint a = 0; a <= ATTR_INSTANCE; a++) glDisableVertexAttribArray(a);
}

/* The camera axes and the kind's facing (look[PLUME_KIND_LOOK_FACING]), its colours and its
   look (look[12..19]), per kind drawn. */
static void set_camera(const gl_program *program, const plume_draw_item *item)
{
    const float *c = plume_gl_camera_axes(), *look = item->uniforms;
    float values[24] = {c[0], c[1], c[2], look[PLUME_KIND_LOOK_FACING], c[3], c[4], c[5], 0.0f};
    memcpy(values + 8, look, 8 * sizeof(float));
    memcpy(values + 16, look + 12, 8 * sizeof(float));
    glUniform4fv(program->camera, 6, values);
}

static uint32_t draw_instanced(const gl_program *program, gl_resource *resource, const plume_draw_item *item)
{
    set_camera(program, item);
    uint32_t count = item->instance_count;
    const float *sorted = plume_gl_sorted_records(item, &count);
    if (sorted) plume_gl_upload_sorted(resource->instances, &resource->instance_slots, sorted, count, item->instances);
    else plume_gl_upload_records(resource->instances, &resource->instance_slots, item->instances);
    if (count) glDrawElementsInstancedANGLE(GL_TRIANGLES, (GLsizei)item->geometry->index_count, GL_UNSIGNED_SHORT, 0,
                                            (GLsizei)count);
    return count ? 1 : 0;
}

static uint32_t draw_batched(const gl_program *program, gl_resource *resource, const plume_draw_item *item)
{
    plume_pool *pool = item->instances;
    set_camera(program, item);
    uint32_t total = item->instance_count;
    const float *sorted = plume_gl_sorted_records(item, &total); /* live ones only, far to near */
    const float *records = sorted ? sorted : pool->records;
    plume_pool_mark_clean(pool); /* records go up as uniforms at every draw */
    uint32_t draws = 0;
    for (uint32_t first = 0; first < total; first += resource->copies) {
        uint32_t count = total - first;
        if (count > resource->copies) count = resource->copies;
        int any_alive = sorted != NULL;
        for (uint32_t s = first; s < first + count && !any_alive; s++) any_alive = pool->slots[s].alive;
        if (!any_alive) continue; /* the same picture: dead instances draw nothing either way */
        glUniform4fv(program->instances, (GLsizei)(count * 4), &records[(size_t)first * PLUME_RECORD_FLOATS]);
        glDrawElements(GL_TRIANGLES, (GLsizei)(count * item->geometry->index_count), GL_UNSIGNED_SHORT, 0);
        draws++;
    }
    return draws;
}

const gl_pipeline_ops plume_gl_mesh_instanced = {
    "instanced mesh", build_instanced, create_instanced, bind_instanced, unbind_instanced, draw_instanced,
};

const gl_pipeline_ops plume_gl_mesh_batched = {
    "batched mesh", build_batched, create_batched, bind_batched, unbind_batched, draw_batched,
};

/* kinds with keys or an atlas: their own programs, the same buffers and attributes */
const gl_pipeline_ops plume_gl_mesh_keyed_instanced = {
    "instanced mesh with keys", build_keyed_instanced, create_instanced, bind_instanced, unbind_instanced, draw_instanced,
};

const gl_pipeline_ops plume_gl_mesh_keyed_batched = {
    "batched mesh with keys", build_keyed_batched, create_batched, bind_batched, unbind_batched, draw_batched,
};
