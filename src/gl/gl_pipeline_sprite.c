/* gl_pipeline_sprite.c — CPU particle systems (SEEDS.md §003): one fixed-size dynamic vertex buffer
   per context, allocated once; each draw item's systems are written into a fixed staging array by
   the item's producer (item->fill), uploaded with one bufferSubData and drawn whenever the
   buffer is full, then the rest. Any number of particles goes through the same GPU memory, and the
   backend allocates nothing per frame.

   With instancing (ANGLE_instanced_arrays, WebGL 2): one record per particle (40 bytes; billboards 28,
   without the axis they never read, through a resource of their own) and a static buffer of the quad's 4
   corners. Without: each record written 4 times with its corner and a static 16-bit index buffer. The
   same shader (shaders/sprite.vert) draws both. */
#include "error.h"
#include "gl_internal.h"
#include "particle_system.h" /* the records' layout (the pipeline's contract with its producer) */
#include "plume_shaders.h"

/* ATTR_BLEND: the record's corner byte, whose bits above the corner's carry the weight of the next atlas frame */
enum { ATTR_CORNER, ATTR_POSITION, ATTR_AXIS, ATTR_SIZE_ROTATION, ATTR_COLOR, ATTR_FRAME, ATTR_BLEND, ATTR_COUNT };

#define RECORD PLUME_SPRITE_RECORD_BYTES /* the larger of the two: buffers hold either */

/* Shared by every context and Plume: draws are synchronous, one at a time. In .bss: no download. */
static uint8_t staging[PLUME_SPRITE_BUFFER_PARTICLES * 4u * RECORD];
static int orphan; /* bufferData(NULL) before each bufferSubData: measured, off (docs/internals.md, "CPU systems inside") */

void plume_gl_sprite_set_orphaning(int on) { orphan = on != 0; }

_Static_assert(PLUME_TRAIL_SEGMENTS == 12u, "sprite.vert reads PLUME_TRAIL_SEGMENTS from the define below");

static plume_status build(gl_program *program)
{
    const char *vertex[] = {"#define PLUME_TRAIL_SEGMENTS 12.0\n" PLUME_GL_SHARED_DEFINES, plume_shader_billboard_glsl,
                            plume_shader_sprite_vert};
    static const char *attributes[ATTR_COUNT] = {"aCorner", "aPosition", "aAxis", "aSizeRotation", "aColor", "aFrame",
                                                 "aBlend"};
    plume_status status = plume_gl_link_program("sprite", vertex, 3, NULL, plume_shader_emitter_frag, attributes, ATTR_COUNT,
                                                &program->id);
    if (status) return status;
    program->view_projection = glGetUniformLocation(program->id, "uViewProjection");
    program->time = -1;
    program->instances = -1;
    glUniform1i(glGetUniformLocation(program->id, "uTexture"), 0);
    return PLUME_OK;
}

static plume_status create(gl_resource *resource, int replicate)
{
    uint32_t per = replicate ? 4u : 1u;
    resource->vertices = plume_gl_make_buffer(GL_ARRAY_BUFFER,
                                              (GLsizeiptr)(PLUME_SPRITE_BUFFER_PARTICLES * per * RECORD), NULL,
                                              GL_DYNAMIC_DRAW);
    if (replicate) {
        /* quad q: 4q, 4q+1, 4q+2 and 4q, 4q+2, 4q+3; built in the staging array, which is free now */
        uint16_t *indices = (uint16_t *)(void *)staging;
        for (uint32_t q = 0; q < PLUME_SPRITE_BUFFER_PARTICLES; q++) {
            static const uint16_t QUAD[6] = {0, 1, 2, 0, 2, 3};
            for (uint32_t i = 0; i < 6; i++) indices[q * 6 + i] = (uint16_t)(q * 4 + QUAD[i]);
        }
        resource->indices = plume_gl_make_buffer(GL_ELEMENT_ARRAY_BUFFER,
                                                 (GLsizeiptr)(PLUME_SPRITE_BUFFER_PARTICLES * 6 * sizeof(uint16_t)),
                                                 indices, GL_STATIC_DRAW);
    } else {
        static const uint8_t CORNERS[8] = {0, 0, 1, 0, 0, 1, 1, 1}; /* a triangle strip */
        resource->instances = plume_gl_make_buffer(GL_ARRAY_BUFFER, sizeof CORNERS, CORNERS, GL_STATIC_DRAW);
    }
    resource->instance_slots = PLUME_SPRITE_BUFFER_PARTICLES;
    return PLUME_OK;
}

static plume_status create_instanced(gl_resource *resource, const plume_draw_item *item)
{
    resource->record_bytes = item->record_bytes;
    return create(resource, 0);
}

static plume_status create_replicated(gl_resource *resource, const plume_draw_item *item)
{
    resource->record_bytes = item->record_bytes;
    return create(resource, 1);
}

static void pointer(GLuint attribute, GLint size, GLenum type, GLboolean normalized, GLsizei stride, uint32_t offset)
{
    glVertexAttribPointer(attribute, size, type, normalized, stride, (const void *)(uintptr_t)offset);
}

/* The record's attributes. A billboard record has no axis, which billboards never read; the attribute still
   points into the record (at the position), enabled, so no array or generic value a host left on that location
   can make the draw read out of range or fail a type check. */
static void bind_records(const gl_resource *resource)
{
    GLsizei bytes = (GLsizei)resource->record_bytes;
    int billboard = resource->record_bytes == PLUME_SPRITE_BILLBOARD_BYTES;
    glBindBuffer(GL_ARRAY_BUFFER, resource->vertices);
    for (GLuint a = ATTR_POSITION; a < ATTR_COUNT; a++) glEnableVertexAttribArray(a);
    if (billboard) {
        pointer(ATTR_POSITION, 3, GL_FLOAT, GL_FALSE, bytes, PLUME_SPRITE_BILLBOARD_POSITION);
        pointer(ATTR_AXIS, 3, GL_FLOAT, GL_FALSE, bytes, PLUME_SPRITE_BILLBOARD_POSITION);
        pointer(ATTR_SIZE_ROTATION, 2, GL_FLOAT, GL_FALSE, bytes, PLUME_SPRITE_BILLBOARD_SIZE);
        pointer(ATTR_COLOR, 4, GL_UNSIGNED_BYTE, GL_TRUE, bytes, PLUME_SPRITE_BILLBOARD_COLOR);
        pointer(ATTR_FRAME, 1, GL_UNSIGNED_SHORT, GL_FALSE, bytes, PLUME_SPRITE_BILLBOARD_FRAME);
        pointer(ATTR_BLEND, 1, GL_UNSIGNED_BYTE, GL_FALSE, bytes, PLUME_SPRITE_BILLBOARD_CORNER);
        return;
    }
    pointer(ATTR_POSITION, 3, GL_FLOAT, GL_FALSE, bytes, PLUME_SPRITE_RECORD_POSITION);
    pointer(ATTR_AXIS, 3, GL_FLOAT, GL_FALSE, bytes, PLUME_SPRITE_RECORD_AXIS);
    pointer(ATTR_SIZE_ROTATION, 2, GL_FLOAT, GL_FALSE, bytes, PLUME_SPRITE_RECORD_SIZE);
    pointer(ATTR_COLOR, 4, GL_UNSIGNED_BYTE, GL_TRUE, bytes, PLUME_SPRITE_RECORD_COLOR);
    pointer(ATTR_FRAME, 1, GL_UNSIGNED_SHORT, GL_FALSE, bytes, PLUME_SPRITE_RECORD_FRAME);
    pointer(ATTR_BLEND, 1, GL_UNSIGNED_BYTE, GL_FALSE, bytes, PLUME_SPRITE_RECORD_CORNER);
}

static void bind_instanced(const gl_resource *resource)
{
    glBindBuffer(GL_ARRAY_BUFFER, resource->instances);
    glEnableVertexAttribArray(ATTR_CORNER);
    glVertexAttribPointer(ATTR_CORNER, 2, GL_UNSIGNED_BYTE, GL_FALSE, 2, (const void *)0);
    bind_records(resource);
    for (GLuint a = ATTR_POSITION; a < ATTR_COUNT; a++) glVertexAttribDivisorANGLE(a, 1);
}

static void bind_replicated(const gl_resource *resource)
{
    bind_records(resource);
    glEnableVertexAttribArray(ATTR_CORNER);
    uint32_t corner = resource->record_bytes == PLUME_SPRITE_BILLBOARD_BYTES ? PLUME_SPRITE_BILLBOARD_CORNER
                                                                             : PLUME_SPRITE_RECORD_CORNER;
    pointer(ATTR_CORNER, 2, GL_UNSIGNED_BYTE, GL_FALSE, (GLsizei)resource->record_bytes, corner);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, resource->indices);
}

static void unbind_instanced(void)
{
    for (GLuint a = 0; a < ATTR_COUNT; a++) {
        if (a >= ATTR_POSITION) glVertexAttribDivisorANGLE(a, 0);
        glDisableVertexAttribArray(a);
    }
}

static void unbind_replicated(void)
{
    for (GLuint a = 0; a < ATTR_COUNT; a++) glDisableVertexAttribArray(a);
}

/* Uploads the first `particles` of the staging array and draws them. */
static void flush(const gl_resource *resource, uint32_t particles, int replicate)
{
    uint32_t bytes = particles * (replicate ? 4u : 1u) * resource->record_bytes;
    glBindBuffer(GL_ARRAY_BUFFER, resource->vertices);
    if (orphan)
        glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(PLUME_SPRITE_BUFFER_PARTICLES * (replicate ? 4u : 1u) * RECORD), NULL,
                     GL_DYNAMIC_DRAW);
    glBufferSubData(GL_ARRAY_BUFFER, 0, (GLsizeiptr)bytes, staging);
    plume_gl_count_upload(bytes);
    if (replicate) glDrawElements(GL_TRIANGLES, (GLsizei)(particles * 6), GL_UNSIGNED_SHORT, 0);
    else glDrawArraysInstancedANGLE(GL_TRIANGLE_STRIP, 0, 4, (GLsizei)particles);
}

/* Every system of the item through the buffer: fill, and draw whenever it is full, then the rest. */
static uint32_t draw(const gl_resource *resource, const plume_draw_item *item, int replicate)
{
    uint32_t draws = 0, filled = 0, stride = (replicate ? 4u : 1u) * resource->record_bytes;
    for (uint32_t s = 0; s < item->source_count; s++) {
        const void *source = item->sources[s];
        uint32_t first = 0, n;
        while ((n = item->fill(source, first, staging + (size_t)filled * stride, PLUME_SPRITE_BUFFER_PARTICLES - filled,
                               replicate)) > 0) {
            first += n;
            filled += n;
            if (filled == PLUME_SPRITE_BUFFER_PARTICLES) {
                flush(resource, filled, replicate);
                draws++;
                filled = 0;
            }
        }
    }
    if (filled) {
        flush(resource, filled, replicate);
        draws++;
    }
    return draws;
}

static uint32_t draw_instanced(const gl_program *program, gl_resource *resource, const plume_draw_item *item)
{
    (void)program;
    return draw(resource, item, 0);
}

static uint32_t draw_replicated(const gl_program *program, gl_resource *resource, const plume_draw_item *item)
{
    (void)program;
    return draw(resource, item, 1);
}

const gl_pipeline_ops plume_gl_sprite_instanced = {
    "instanced sprite", build, create_instanced, bind_instanced, unbind_instanced, draw_instanced,
};

const gl_pipeline_ops plume_gl_sprite_replicated = {
    "replicated sprite", build, create_replicated, bind_replicated, unbind_replicated, draw_replicated,
};
