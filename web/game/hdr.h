/* hdr.h — the demo's HDR path, as createPlume({ hdr: true }) draws on Plume's own canvas (web/src/hdr.js) and from the
   same shader files (shaders/hdr*): the particles draw into a target of their own (half floats where WebGL 2, or
   WebGL 1's OES_texture_half_float with a colour-buffer extension, render to them; else 8 bits keeping colours / 4),
   tested against the scene's depth (drawn into the target's depth buffer first), then a bloom (threshold at 1/2 size,
   blurred at 1/4 and 1/8) and a filmic shoulder put them over the scene the game drew on the canvas. */
#ifndef GAME_HDR_H
#define GAME_HDR_H

#define HDR_TARGETS 6 /* [0] the particles, [1] the threshold at 1/2, then per level (1/4, 1/8) its texture and its blur's half-way */

typedef enum hdr_path { HDR_OFF = 0, HDR_RGBA8 = 1, HDR_HALF_FLOAT = 2 } hdr_path;

typedef struct hdr_target {
    int context, webgl2;
    unsigned half_float;   /* the type half-float textures take; 0: none */
    hdr_path path;
    float scale;           /* what Plume writes colours times (plume_gl_set_hdr_target) */
    int built, width, height;
    unsigned triangle, depth, textures[HDR_TARGETS], framebuffers[HDR_TARGETS];
    int sizes[HDR_TARGETS][2];
    unsigned threshold, down, blur, composite; /* programs */
    int blur_d;
    int draw_calls;        /* what the last finish drew */
} hdr_target;

/* What the context renders to (extensions enabled on `context`, an Emscripten WebGL handle). */
void hdr_init(hdr_target *h, int context, int webgl2);
/* Binds the target (made, or resized to width × height) and clears its colour and depth; 0 when it cannot be made. */
int hdr_begin(hdr_target *h, int width, int height);
/* The bloom and the tonemap onto the canvas (framebuffer 0), blending over what is there. */
void hdr_finish(hdr_target *h);
/* The context was lost: its objects went with it (and its extensions: hdr_init again once restored). */
void hdr_forget(hdr_target *h);

#endif
