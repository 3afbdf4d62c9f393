/* hdr.c — see hdr.h. The passes mirror web/src/hdr.js's HdrTarget, one GL call for one GL call. */
#include "hdr.h"

#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>
#include <emscripten/html5.h>

#include "shader.h"
#include "hdr_shaders.h" /* generated from shaders/hdr* by cmake/embed_shaders.cmake */

#define HDR_RGBA8_HEADROOM 4.0f /* an 8-bit target keeps colours / 4: up to 4 without clipping (hdr.js's RGBA8_HEADROOM) */
#define HDR_LEVELS 3            /* bloom textures: 1/2 (threshold), 1/4 and 1/8 (blurred) */
#define GL_HALF_FLOAT_WEBGL2 0x140B
#define GL_RGBA16F_WEBGL2 0x881A

static void set_path(hdr_target *h, hdr_path path)
{
    h->path = path;
    h->scale = path == HDR_HALF_FLOAT ? 1.0f : 1.0f / HDR_RGBA8_HEADROOM;
}

void hdr_init(hdr_target *h, int context, int webgl2)
{
    *h = (hdr_target){.context = context, .webgl2 = webgl2};
    EMSCRIPTEN_WEBGL_CONTEXT_HANDLE c = context;
    if (webgl2) {
        h->half_float = emscripten_webgl_enable_extension(c, "EXT_color_buffer_float") ||
                                emscripten_webgl_enable_extension(c, "EXT_color_buffer_half_float")
                            ? GL_HALF_FLOAT_WEBGL2
                            : 0;
    } else {
        /* blurring reads them filtered; rendering to them needs a colour-buffer extension */
        int ok = emscripten_webgl_enable_extension(c, "OES_texture_half_float") &&
                 emscripten_webgl_enable_extension(c, "OES_texture_half_float_linear") &&
                 (emscripten_webgl_enable_extension(c, "EXT_color_buffer_half_float") ||
                  emscripten_webgl_enable_extension(c, "WEBGL_color_buffer_float"));
        h->half_float = ok ? GL_HALF_FLOAT_OES : 0;
    }
    set_path(h, h->half_float ? HDR_HALF_FLOAT : HDR_RGBA8);
}

static unsigned link_pass(const hdr_target *h, const char *fragment)
{
    unsigned program = glCreateProgram();
    unsigned vs = game_compile_shader(GL_VERTEX_SHADER, "", plume_shader_hdr_vert, "hdr");
    unsigned fs = game_compile_shader(GL_FRAGMENT_SHADER, plume_shader_hdr_head_glsl, fragment, "hdr");
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glBindAttribLocation(program, 0, "p");
    glLinkProgram(program);
    glDeleteShader(vs); /* they go with the program */
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (!ok) {
        glDeleteProgram(program);
        return 0;
    }
    glUseProgram(program);
    int s = glGetUniformLocation(program, "s"), b = glGetUniformLocation(program, "b"),
        c = glGetUniformLocation(program, "c"); /* -1 where a pass has none */
    if (s >= 0) glUniform1f(s, 1.0f / h->scale);
    if (b >= 0) glUniform1i(b, 2);
    if (c >= 0) glUniform1i(c, 3);
    return program;
}

static void delete_objects(hdr_target *h)
{
    if (!h->built) return;
    glDeleteBuffers(1, &h->triangle);
    glDeleteRenderbuffers(1, &h->depth);
    glDeleteTextures(HDR_TARGETS, h->textures);
    glDeleteFramebuffers(HDR_TARGETS, h->framebuffers);
    glDeleteProgram(h->threshold);
    glDeleteProgram(h->down);
    glDeleteProgram(h->blur);
    glDeleteProgram(h->composite);
    h->built = 0;
}

static int build(hdr_target *h)
{
    static const float triangle[6] = {-1, -1, 3, -1, -1, 3};
    glGenBuffers(1, &h->triangle);
    glBindBuffer(GL_ARRAY_BUFFER, h->triangle);
    glBufferData(GL_ARRAY_BUFFER, sizeof triangle, triangle, GL_STATIC_DRAW);
    glGenRenderbuffers(1, &h->depth);
    glGenTextures(HDR_TARGETS, h->textures);
    glGenFramebuffers(HDR_TARGETS, h->framebuffers);
    h->threshold = link_pass(h, plume_shader_hdr_threshold_frag);
    h->down = link_pass(h, plume_shader_hdr_down_frag);
    h->blur = link_pass(h, plume_shader_hdr_blur_frag);
    h->composite = link_pass(h, plume_shader_hdr_composite_frag);
    h->blur_d = glGetUniformLocation(h->blur, "d");
    h->built = 1;
    h->width = h->height = 0;
    if (!h->threshold || !h->down || !h->blur || !h->composite) {
        delete_objects(h);
        return 0;
    }
    return 1;
}

static void allocate(hdr_target *h, int i, int width, int height)
{
    const int half = h->path == HDR_HALF_FLOAT;
    glBindTexture(GL_TEXTURE_2D, h->textures[i]);
    glTexImage2D(GL_TEXTURE_2D, 0, half && h->webgl2 ? GL_RGBA16F_WEBGL2 : GL_RGBA, width, height, 0, GL_RGBA,
                 half ? h->half_float : GL_UNSIGNED_BYTE, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindFramebuffer(GL_FRAMEBUFFER, h->framebuffers[i]);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, h->textures[i], 0);
    h->sizes[i][0] = width;
    h->sizes[i][1] = height;
}

/* Every texture sized for a canvas of width × height (the bloom levels at 1/2, 1/4, 1/8), the depth buffer beside
   the particles' target. The first time, a half-float target the driver will not draw into turns the path to 8 bits. */
static int resize(hdr_target *h, int width, int height)
{
    for (int i = 0; i < HDR_TARGETS; i++) {
        int shift = i < 2 ? i : (i >> 1) + 1; /* 1, 1/2, 1/4, 1/4, 1/8, 1/8 */
        allocate(h, i, width >> shift > 1 ? width >> shift : 1, height >> shift > 1 ? height >> shift : 1);
    }
    glBindRenderbuffer(GL_RENDERBUFFER, h->depth);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT16, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, h->framebuffers[0]);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, h->depth);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
        if (h->path != HDR_HALF_FLOAT) return 0;
        delete_objects(h);
        set_path(h, HDR_RGBA8);
        return build(h) && resize(h, width, height);
    }
    h->width = width;
    h->height = height;
    return 1;
}

int hdr_begin(hdr_target *h, int width, int height)
{
    if (h->path == HDR_OFF) return 0;
    if (!h->built && !build(h)) { /* once: a program that did not link would fail again every frame */
        delete_objects(h);
        h->path = HDR_OFF;
        return 0;
    }
    if ((width != h->width || height != h->height) && !resize(h, width, height)) {
        delete_objects(h);
        h->path = HDR_OFF; /* drawn straight onto the canvas from now on */
        return 0;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, h->framebuffers[0]);
    glViewport(0, 0, width, height);
    glClearColor(0, 0, 0, 0);
    glClearDepthf(1);
    glDepthMask(GL_TRUE);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    return 1;
}

static void pass(hdr_target *h, unsigned program, int from, int to, float dx, float dy)
{
    glBindFramebuffer(GL_FRAMEBUFFER, h->framebuffers[to]);
    glViewport(0, 0, h->sizes[to][0], h->sizes[to][1]);
    glUseProgram(program);
    if (dx != 0 || dy != 0) glUniform2f(h->blur_d, dx / (float)h->sizes[from][0], dy / (float)h->sizes[from][1]);
    glBindTexture(GL_TEXTURE_2D, h->textures[from]);
    glDrawArrays(GL_TRIANGLES, 0, 3);
    h->draw_calls++;
}

void hdr_finish(hdr_target *h)
{
    h->draw_calls = 0;
    if (!h->built || !h->width) return;
    glDisable(GL_BLEND);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glActiveTexture(GL_TEXTURE0);
    glBindBuffer(GL_ARRAY_BUFFER, h->triangle);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, (const void *)0);
    pass(h, h->threshold, 0, 1, 0, 0);
    for (int level = 1; level < HDR_LEVELS; level++) {
        int texture = level * 2, across = level * 2 + 1;
        pass(h, h->down, level == 1 ? 1 : level * 2 - 2, texture, 0, 0);
        pass(h, h->blur, texture, across, 1, 0);
        pass(h, h->blur, across, texture, 0, 1);
    }
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, h->width, h->height);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glUseProgram(h->composite);
    glActiveTexture(GL_TEXTURE0 + 3);
    glBindTexture(GL_TEXTURE_2D, h->textures[4]);
    glActiveTexture(GL_TEXTURE0 + 2);
    glBindTexture(GL_TEXTURE_2D, h->textures[2]);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, h->textures[0]);
    glDrawArrays(GL_TRIANGLES, 0, 3);
    h->draw_calls++;
    glDisableVertexAttribArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void hdr_forget(hdr_target *h) { h->built = 0; }
