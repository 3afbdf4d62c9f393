/* gl_pipeline_emitter.c — the stateless GPU emitter pipeline: a static buffer of (particle index,
   corner) per capacity bucket, shared by every emitter, and one uniform array per emitter holding
   its settings, cycle-relative time and path. The same program serves WebGL 1 with or without
   instancing and WebGL 2: the index buffer replicates the quad, no instancing is needed. */
#include <stb/stb_sprintf.h>

#include "emitter_internal.h"
#include "error.h"
#include "gl_internal.h"
#include "plume_shaders.h"

enum { ATTR_CORNER };

/* The uniform block's slot numbers, from emitter_internal.h, as #defines for the shader. */
static void write_defines(char *out, size_t size)
{
    stbsp_snprintf(out, (int)size,
                   "#define PLUME_EMITTER_VEC4S %d\n#define PLUME_EU_TIME %d\n#define PLUME_EU_RING %d\n"
                   "#define PLUME_EU_BURST %d\n#define PLUME_EU_M0 %d\n#define PLUME_EU_M1 %d\n#define PLUME_EU_M2 %d\n"
                   "#define PLUME_EU_DIR %d\n#define PLUME_EU_BOX %d\n#define PLUME_EU_SPEED %d\n"
                   "#define PLUME_EU_GRAVITY %d\n#define PLUME_EU_SIZE %d\n#define PLUME_EU_MISC %d\n"
                   "#define PLUME_EU_ROTATION %d\n#define PLUME_EU_ATLAS %d\n#define PLUME_EU_HISTORY_INFO %d\n"
                   "#define PLUME_EU_CAMERA_RIGHT %d\n#define PLUME_EU_CAMERA_UP %d\n"
                   "#define PLUME_EU_CAMERA_POSITION %d\n#define PLUME_EU_COLOR %d\n#define PLUME_EU_HISTORY %d\n",
                   PLUME_EU_VEC4S, PLUME_EU_TIME, PLUME_EU_RING, PLUME_EU_BURST, PLUME_EU_M0, PLUME_EU_M1, PLUME_EU_M2,
                   PLUME_EU_DIR, PLUME_EU_BOX, PLUME_EU_SPEED, PLUME_EU_GRAVITY, PLUME_EU_SIZE, PLUME_EU_MISC,
                   PLUME_EU_ROTATION, PLUME_EU_ATLAS, PLUME_EU_HISTORY_INFO, PLUME_EU_CAMERA_RIGHT, PLUME_EU_CAMERA_UP,
                   PLUME_EU_CAMERA_POSITION, PLUME_EU_COLOR, PLUME_EU_HISTORY);
}

static plume_status build(gl_program *program)
{
    char defines[1024];
    write_defines(defines, sizeof defines);
    const char *vertex[] = {defines, plume_shader_billboard_glsl, plume_shader_emitter_vert};
    static const char *attributes[] = {"aCorner"};
    plume_status status = plume_gl_link_program("emitter", vertex, 3, plume_shader_emitter_frag, attributes, 1,
                                                &program->id);
    if (status) return status;
    program->view_projection = glGetUniformLocation(program->id, "uViewProjection");
    program->time = -1; /* emitters carry their own (cycle-relative) time */
    program->instances = glGetUniformLocation(program->id, "uEmitter");
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
        if (!draws && item->uniform_vec4s) /* 3.1.6 throws on a count of 0 */
            glUniform4fv(program->instances, (GLsizei)item->uniform_vec4s, item->uniforms);
        glDrawElements(GL_TRIANGLES, (GLsizei)(item->range_count[r] * 6), GL_UNSIGNED_SHORT,
                       (const void *)(uintptr_t)(item->range_first[r] * 6 * sizeof(uint16_t)));
        draws++;
    }
    return draws;
}

const gl_pipeline_ops plume_gl_emitter = {
    "emitter", build, create, bind_attributes, unbind_attributes, draw,
};
