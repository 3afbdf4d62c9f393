/* gl_pipeline_emitter.c — the stateless GPU emitter pipelines. One emitter: a static buffer of
   (particle index, corner) per capacity bucket, shared by every emitter, and one uniform array per
   emitter holding its settings, cycle-relative time and path; the index buffer replicates the quad,
   no instancing is needed. An emitter group: the same corners, the shared settings as uniforms and
   one record per member — instanced attributes (one draw for every member), or without instancing
   the corners replicated PLUME_GROUP_COPIES times and the records sent as uniforms, a batch a draw. */
#include <stdlib.h>
#include <string.h>

#include <stb/stb_sprintf.h>

#include "emitter_internal.h"
#include "error.h"
#include "gl_internal.h"
#include "plume_shaders.h"

enum { ATTR_CORNER, ATTR_INSTANCE0, ATTR_COUNT = ATTR_INSTANCE0 + 4 };
#define ATTR_COPY ATTR_INSTANCE0 /* the batched group's per-vertex record index */
#define PLUME_GROUP_COPIES 19 /* records a batch: 44 + 76 + 7 uniform vectors, within ES 2's 128 */
/* uViewProjection (4), the settings (PLUME_EU_HISTORY), uGroupClock (1), the fog's (2) and the records: within the
   128 vertex uniform vectors ES 2 guarantees (tests/browser/shader_limits.test.mjs counts the compiled shader) */
_Static_assert(4 + PLUME_EU_HISTORY + 1 + 2 + 4 * PLUME_GROUP_COPIES <= 128, "a batched group's uniforms exceed ES 2's 128");
_Static_assert(PLUME_EU_HISTORY <= GL_ITEM_UNIFORM_VEC4S, "a group's settings must fit the backend's item uniforms");

const char *const plume_gl_shader_keys = plume_shader_keys_glsl;

/* The uniform block's slot numbers, from emitter_internal.h, as #defines for the shader. */
static void write_defines(char *out, size_t size, uint32_t vec4s)
{
    stbsp_snprintf(out, (int)size,
                   "#define PLUME_EMITTER_VEC4S %d\n#define PLUME_EU_TIME %d\n#define PLUME_EU_RING %d\n"
                   "#define PLUME_EU_BURST %d\n#define PLUME_EU_M0 %d\n#define PLUME_EU_M1 %d\n#define PLUME_EU_M2 %d\n"
                   "#define PLUME_EU_DIR %d\n#define PLUME_EU_BOX %d\n#define PLUME_EU_SPEED %d\n"
                   "#define PLUME_EU_GRAVITY %d\n#define PLUME_EU_LIGHT %d\n#define PLUME_EU_LOOK %d\n#define PLUME_EU_KEYS %d\n"
                   "#define PLUME_EU_MISC %d\n#define PLUME_MAX_KEYS %d\n"
                   "#define PLUME_EU_ROTATION %d\n#define PLUME_EU_ATLAS %d\n#define PLUME_EU_HISTORY_INFO %d\n"
                   "#define PLUME_EU_CAMERA_RIGHT %d\n#define PLUME_EU_CAMERA_UP %d\n"
                   "#define PLUME_EU_CAMERA_POSITION %d\n#define PLUME_EU_COLOR %d\n#define PLUME_EU_HISTORY %d\n"
                   "#define PLUME_EU_MOTION %d\n#define PLUME_EU_MOTION_KEYS %d\n" PLUME_GL_SHARED_DEFINES,
                   (int)vec4s, PLUME_EU_TIME, PLUME_EU_RING, PLUME_EU_BURST, PLUME_EU_M0, PLUME_EU_M1, PLUME_EU_M2,
                   PLUME_EU_DIR, PLUME_EU_BOX, PLUME_EU_SPEED, PLUME_EU_GRAVITY, PLUME_EU_LIGHT, PLUME_EU_LOOK, PLUME_EU_KEYS,
                   PLUME_EU_MISC, (int)PLUME_EMITTER_MAX_KEYS,
                   PLUME_EU_ROTATION, PLUME_EU_ATLAS, PLUME_EU_HISTORY_INFO, PLUME_EU_CAMERA_RIGHT, PLUME_EU_CAMERA_UP,
                   PLUME_EU_CAMERA_POSITION, PLUME_EU_COLOR, PLUME_EU_HISTORY, PLUME_EU_MOTION, PLUME_EU_MOTION_KEYS);
}

static plume_status build_emitter(gl_program *program, int collide)
{
    char defines[1536];
    write_defines(defines, sizeof defines, PLUME_EU_VEC4S);
    const char *vertex[] = {defines, collide ? "#define PLUME_COLLIDE 1\n" : "", plume_shader_billboard_glsl,
                            plume_shader_keys_glsl, plume_shader_emitter_vert};
    static const char *attributes[] = {"aCorner"};
    plume_status status = plume_gl_link_program("emitter", vertex, 5, NULL, plume_shader_emitter_frag, attributes, 1,
                                                &program->id);
    if (status) return status;
    program->view_projection = glGetUniformLocation(program->id, "uViewProjection");
    program->time = -1; /* emitters carry their own (cycle-relative) time */
    program->instances = glGetUniformLocation(program->id, "uEmitter");
    char rest[32];
    stbsp_snprintf(rest, sizeof rest, "uEmitter[%d]", PLUME_GL_UNIFORM_CHUNK);
    program->instances_rest = glGetUniformLocation(program->id, rest);
    glUniform1i(glGetUniformLocation(program->id, "uTexture"), 0);
    return PLUME_OK;
}

static plume_status create(gl_resource *resource, const plume_draw_item *item)
{
    plume_gl_upload_geometry(resource, item->geometry);
    return PLUME_OK;
}

static void bind_attributes(const gl_resource *resource)
{
    glBindBuffer(GL_ARRAY_BUFFER, resource->vertices);
    glEnableVertexAttribArray(ATTR_CORNER);
    glVertexAttribPointer(ATTR_CORNER, 2, GL_FLOAT, GL_FALSE, PLUME_EMITTER_VERTEX_FLOATS * sizeof(float), (const void *)0);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, resource->indices);
}

static void unbind_attributes(void) { glDisableVertexAttribArray(ATTR_CORNER); }

/* Uniforms, then the live part of the ring: at most two draws. */
static uint32_t draw(const gl_program *program, gl_resource *resource, const plume_draw_item *item)
{
    (void)resource;
    uint32_t draws = 0;
    for (int r = 0; r < 2; r++) {
        if (!item->range_count[r]) continue;
        if (!draws && item->uniform_vec4s) { /* 3.1.6 throws on a count of 0 */
            uint32_t first = item->uniform_vec4s < PLUME_GL_UNIFORM_CHUNK ? item->uniform_vec4s : PLUME_GL_UNIFORM_CHUNK;
            glUniform4fv(program->instances, (GLsizei)first, item->uniforms);
            if (item->uniform_vec4s > first)
                glUniform4fv(program->instances_rest, (GLsizei)(item->uniform_vec4s - first), item->uniforms + first * 4);
        }
        glDrawElements(GL_TRIANGLES, (GLsizei)(item->range_count[r] * 6), GL_UNSIGNED_SHORT,
                       (const void *)(uintptr_t)(item->range_first[r] * 6 * sizeof(uint16_t)));
        draws++;
    }
    return draws;
}

static plume_status build(gl_program *program) { return build_emitter(program, 0); }
static plume_status build_collide(gl_program *program) { return build_emitter(program, 1); }

const gl_pipeline_ops plume_gl_emitter = {
    "emitter", build, create, bind_attributes, unbind_attributes, draw,
};

/* the same with the collision plane (its own program; the same corner buffers and attributes) */
const gl_pipeline_ops plume_gl_emitter_collide = {
    "emitter with a collision plane", build_collide, create, bind_attributes, unbind_attributes, draw,
};

/* ---- emitter groups ---- */

static plume_status build_group(gl_program *program, int batched, int collide)
{
    char defines[1536], mode[160];
    write_defines(defines, sizeof defines, PLUME_EU_HISTORY);
    /* the settings are the item's uniforms (uItem): the draw loop sends them only when they changed */
    stbsp_snprintf(mode, sizeof mode, "#define PLUME_GROUP 1\n#define uEmitter uItem\n%s%s#define PLUME_GROUP_COPIES %d\n",
                   batched ? "#define PLUME_GROUP_BATCHED 1\n" : "", collide ? "#define PLUME_COLLIDE 1\n" : "",
                   PLUME_GROUP_COPIES);
    const char *vertex[] = {defines, mode, plume_shader_billboard_glsl, plume_shader_keys_glsl, plume_shader_emitter_vert};
    static const char *instanced[ATTR_COUNT] = {"aCorner", "aInstance0", "aInstance1", "aInstance2", "aInstance3"};
    static const char *copies[] = {"aCorner", "aCopy"};
    plume_status status = plume_gl_link_program(batched ? "batched emitter group" : "emitter group", vertex, 5,
                                                NULL, plume_shader_emitter_frag, batched ? copies : instanced,
                                                batched ? 2 : ATTR_COUNT, &program->id);
    if (status) return status;
    program->view_projection = glGetUniformLocation(program->id, "uViewProjection");
    program->time = -1; /* the group clock instead: see draw */
    program->clock = glGetUniformLocation(program->id, "uGroupClock");
    program->instances = batched ? glGetUniformLocation(program->id, "uInstances") : -1;
    glUniform1i(glGetUniformLocation(program->id, "uTexture"), 0);
    return PLUME_OK;
}

static plume_status build_group_instanced(gl_program *program) { return build_group(program, 0, 0); }
static plume_status build_group_batched(gl_program *program) { return build_group(program, 1, 0); }
static plume_status build_group_instanced_collide(gl_program *program) { return build_group(program, 0, 1); }
static plume_status build_group_batched_collide(gl_program *program) { return build_group(program, 1, 1); }

static void bind_group_instanced(const gl_resource *resource)
{
    bind_attributes(resource);
    for (GLuint a = ATTR_INSTANCE0; a < ATTR_COUNT; a++) {
        glEnableVertexAttribArray(a);
        glVertexAttribDivisorANGLE(a, 1);
    }
}

static void unbind_group_instanced(void)
{
    for (GLuint a = ATTR_INSTANCE0; a < ATTR_COUNT; a++) {
        glVertexAttribDivisorANGLE(a, 0);
        glDisableVertexAttribArray(a);
    }
    glDisableVertexAttribArray(ATTR_CORNER);
}

static uint32_t draw_group_instanced(const gl_program *program, gl_resource *resource, const plume_draw_item *item)
{
    gl_keyed_buffer *records = plume_gl_keyed_buffer(item->instance_key);
    if (!records) return 0;
    uint32_t count = item->instance_count;
    const float *sorted = plume_gl_sorted_records(item, &count);
    if (sorted) plume_gl_upload_sorted(records->buffer, &records->slots, sorted, count, item->instances);
    else plume_gl_upload_records(records->buffer, &records->slots, item->instances);
    if (!count) return 0;
    /* the bucket's vertex array keeps the pointers into the last group's records drawn through it: a group drawn
       alone in its bucket frame after frame sets them once */
    if (!resource->vertex_array || resource->pointed_key != item->instance_key || resource->pointed_buffer != records->buffer) {
        glBindBuffer(GL_ARRAY_BUFFER, records->buffer);
        const GLsizei stride = PLUME_RECORD_FLOATS * sizeof(float);
        for (GLuint a = 0; a < 4; a++)
            glVertexAttribPointer(ATTR_INSTANCE0 + a, 4, GL_FLOAT, GL_FALSE, stride, (const void *)(a * 4 * sizeof(float)));
        resource->pointed_key = item->instance_key;
        resource->pointed_buffer = records->buffer;
    }
    glUniform2f(program->clock, item->clock[0], item->clock[1]);
    glDrawElementsInstancedANGLE(GL_TRIANGLES, (GLsizei)(item->range_count[0] * 6), GL_UNSIGNED_SHORT, 0, (GLsizei)count);
    return 1;
}

/* The fallback's corners: the bucket's quads copied `copies` times, each vertex tagged with its copy. */
static plume_status create_group_batched(gl_resource *resource, const plume_draw_item *item)
{
    return plume_gl_upload_copies(resource, item->geometry, PLUME_GROUP_COPIES);
}

static void bind_group_batched(const gl_resource *resource)
{
    glBindBuffer(GL_ARRAY_BUFFER, resource->vertices);
    glEnableVertexAttribArray(ATTR_CORNER);
    glEnableVertexAttribArray(ATTR_COPY);
    glVertexAttribPointer(ATTR_CORNER, 2, GL_FLOAT, GL_FALSE, 3 * sizeof(float), (const void *)0);
    glVertexAttribPointer(ATTR_COPY, 1, GL_FLOAT, GL_FALSE, 3 * sizeof(float), (const void *)(2 * sizeof(float)));
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, resource->indices);
}

static void unbind_group_batched(void)
{
    glDisableVertexAttribArray(ATTR_CORNER);
    glDisableVertexAttribArray(ATTR_COPY);
}

/* Batches of `copies` members: records as uniforms, every quad of the bucket drawn (the shader hides
   slots past the group's capacity and members that are gone). */
static uint32_t draw_group_batched(const gl_program *program, gl_resource *resource, const plume_draw_item *item)
{
    plume_pool *pool = item->instances;
    uint32_t total = item->instance_count;
    const float *sorted = plume_gl_sorted_records(item, &total); /* live ones only, far to near */
    const float *records = sorted ? sorted : pool->records;
    plume_pool_mark_clean(pool); /* records go up as uniforms at every draw */
    glUniform2f(program->clock, item->clock[0], item->clock[1]);
    uint32_t per_copy = item->geometry->index_count, draws = 0;
    for (uint32_t first = 0; first < total; first += resource->copies) {
        uint32_t count = total - first;
        if (count > resource->copies) count = resource->copies;
        int any_alive = sorted != NULL;
        for (uint32_t s = first; s < first + count && !any_alive; s++) any_alive = pool->slots[s].alive;
        if (!any_alive) continue;
        glUniform4fv(program->instances, (GLsizei)(count * 4), &records[(size_t)first * PLUME_RECORD_FLOATS]);
        glDrawElements(GL_TRIANGLES, (GLsizei)(count * per_copy), GL_UNSIGNED_SHORT, 0);
        draws++;
    }
    return draws;
}

const gl_pipeline_ops plume_gl_emitter_group_instanced = {
    "emitter group", build_group_instanced, create, bind_group_instanced, unbind_group_instanced, draw_group_instanced,
};

const gl_pipeline_ops plume_gl_emitter_group_batched = {
    "batched emitter group", build_group_batched, create_group_batched, bind_group_batched, unbind_group_batched,
    draw_group_batched,
};

const gl_pipeline_ops plume_gl_emitter_group_instanced_collide = {
    "emitter group with a collision plane", build_group_instanced_collide, create, bind_group_instanced,
    unbind_group_instanced, draw_group_instanced,
};

const gl_pipeline_ops plume_gl_emitter_group_batched_collide = {
    "batched emitter group with a collision plane", build_group_batched_collide, create_group_batched,
    bind_group_batched, unbind_group_batched, draw_group_batched,
};
