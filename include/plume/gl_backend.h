/* gl_backend.h — draws a plume_system with WebGL 1 / OpenGL ES 2 (and WebGL 2 when handed one).

   Each render draws the core's draw list for the frame (collected, culled and sorted to group equal state
   by the core) item by item, each with its pipeline. Every GL object is built lazily from the core's CPU-side copies (or up front
   by plume_gl_prepare), so a lost context is survived by forgetting the objects and rebuilding
   them at the next render. */
#ifndef PLUME_GL_BACKEND_H
#define PLUME_GL_BACKEND_H

#include "plume.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Replicated mesh copies per batch in the fallback: 28 × 4 vec4 + view-projection + time + camera axes, the
   kind's colours and look (6) + fog (2) = 125 of the 128 vertex uniform vectors OpenGL ES 2 guarantees. */
#define PLUME_BATCH_SIZE 28

/* CPU particle systems go through one dynamic vertex buffer per context of this many particles
   (40 bytes each with instancing, 160 without): drawn whenever full, then the rest. */
#define PLUME_SPRITE_BUFFER_PARTICLES 16384

/* Orphan that buffer (bufferData NULL) before each upload, for every context; off by default
   (measured, docs/internals.md "CPU systems inside"). */
void plume_gl_sprite_set_orphaning(int on);

typedef struct plume_gl plume_gl;

typedef struct plume_gl_desc {
    int context;       /* an Emscripten WebGL context handle */
    int webgl_version; /* 1 or 2 */
    int no_instancing; /* force the batched fallback (also used when WebGL 1 lacks ANGLE_instanced_arrays) */
    int no_vertex_arrays; /* set attributes at every draw (also when WebGL 1 lacks OES_vertex_array_object) */
    int exclusive;     /* Plume owns the context: its GL state survives between frames */
} plume_gl_desc;

plume_gl *plume_gl_create(const plume_gl_desc *desc);
void plume_gl_destroy(plume_gl *gl);
/* Deletes the GL texture of a core texture slot (after plume_destroy_texture freed its pixels). */
void plume_gl_forget_texture(plume_gl *gl, uint32_t slot);
/* Deletes the GL objects (buffers, vertex array) kept for one draw-item resource, if made, so the next item
   naming it builds them afresh: after plume_undefine_kind or plume_forget_last_kind, release
   plume_kind_resource(sys, kind) (taken before) to free the kind's GPU memory now. Without the call nothing is
   drawn wrong: a kind defined again at that index has its own resource id, and its objects are made afresh. */
void plume_gl_release_resource(plume_gl *gl, uint32_t resource);
int plume_gl_uses_instancing(const plume_gl *gl);
int plume_gl_uses_vertex_arrays(const plume_gl *gl);

/* What a caller keeping a host's state knows of it before a render (0: nothing). */
#define PLUME_GL_HOST_BLEND_ENABLED 1
#define PLUME_GL_HOST_EQUATION_ADD 2   /* blend equation FUNC_ADD for colour and alpha */
#define PLUME_GL_HOST_CULL_DISABLED 4
#define PLUME_GL_HOST_UNIT0_ACTIVE 8   /* active texture TEXTURE0 */
#define PLUME_GL_HOST_DEPTH_DISABLED 16
#define PLUME_GL_HOST_RESTORED_AFTER 32 /* the caller puts the host's vertex array back */

plume_status plume_gl_render(plume_gl *gl, plume_system *sys, const float view[16], const float projection[16],
                             uint32_t host);

/* Fog for the renders that follow, as three.js has it: PLUME_FOG_LINEAR (smoothstep from `near` to `far` in
   view-space depth) or PLUME_FOG_EXP2 (1 - exp(-(density · depth)²)), towards `color` (RGB, 0..1). Alpha
   layers fade to the colour, additive ones to nothing. PLUME_FOG_NONE (the default) turns it off.
   INVALID_ARGUMENT (and the fog as it was) for an unknown mode, numbers that are not finite or negative, or
   far <= near. (PLUME_FOG_* are plume.h's: every backend takes them.) */
plume_status plume_gl_set_fog(plume_gl *gl, int mode, const float color[3], float near, float far, float density);
/* The colour space of the target the renders that follow draw into. Plume's colours (and textures) are sRGB as
   given, right for a canvas or an sRGB target (linear = 0, the default); a linear target (three.js's working space:
   its render targets, an EffectComposer's buffers) gets them decoded to linear (linear = 1), fog included, so that
   after the host's output encoding a particle shows the colour it was given. */
void plume_gl_set_color_space(plume_gl *gl, int linear);
/* Plume's own HDR target (the JS wrapper's createPlume({ hdr: true }), web/src/hdr.js) for the renders that follow:
   colours are written times `scale` (1 / the headroom an 8-bit target keeps: 1 for half floats), and alpha holds how
   much of the scene behind the particles shows no more (additive blends leave it, alpha blends cover), so the
   tonemap pass can put the particles over the canvas with ONE, ONE_MINUS_SRC_ALPHA. scale <= 0 (the default):
   off, the target is what the particles are seen on. */
void plume_gl_set_hdr_target(plume_gl *gl, float scale);
/* sRGB's transfer function undone (a cubic within half an 8-bit step over 0..1; HDR values above 1 continue it). */
float plume_srgb_to_linear(float c);
/* Soft particles: `texture` (a GL texture of this context holding the scene's depth, as a depth pre-pass or
   a render target's depth attachment leaves it) for the renders that follow; 0 turns it off. Layers with a
   `soft` distance fade over it in front of the scene; every depth-testing layer is hidden behind it (the
   comparison is made in the shader). It is bound on texture unit 1 during renders (and left there). Where it is
   attached to the framebuffer being drawn into, say so with plume_gl_set_depth_attachment after this call.
   `near`/`far`: its camera's clip planes; both 0: taken from each
   render's projection. `viewport`: x, y, width, height of the renders' viewport (the depth texture's pixels
   under it). INVALID_ARGUMENT unless 0 < near < far (or both 0) and the viewport has a size. */
plume_status plume_gl_set_depth_texture(plume_gl *gl, uint32_t texture, const int32_t viewport[4], float near, float far);
/* The depth texture is attached to the framebuffer the renders draw into at `attachment` (GL_DEPTH_ATTACHMENT or
   GL_DEPTH_STENCIL_ATTACHMENT), mip `level`; 0: it is not. A render then samples it (and detaches it for its draws,
   re-attaching it after: sampling an attachment is a feedback loop) only when an item is soft or has volume; other
   frames test against the framebuffer's depth and touch no attachment. Nothing is asked of GL: the caller knows. */
void plume_gl_set_depth_attachment(plume_gl *gl, uint32_t attachment, int32_t level);
/* Puts the depth texture back on the framebuffer where a render that detached it was cut short (a host's GL hook
   threw through it); a no-op otherwise. */
void plume_gl_reattach_depth(plume_gl *gl);
/* Distortion: `texture` (a GL texture of this context holding the scene's colour, the size of `viewport`: x, y,
   width, height of the renders' viewport) for the renders that follow; 0 turns it off. Layers with a `distortion`
   draw it displaced under their particles (by coverage, over what is there); without one they draw nothing. It is
   bound on texture unit 2 during renders that have a distorting item (and left there), sampled with its own filter
   and wrap settings. It must not be attached to the framebuffer drawn into (a feedback loop): hand a copy.
   INVALID_ARGUMENT unless the viewport has a size. */
plume_status plume_gl_set_color_texture(plume_gl *gl, uint32_t texture, const int32_t viewport[4]);
/* Compiles every program and uploads every kind's mesh and every texture now, so the first frame
   that shows them does not. */
plume_status plume_gl_prepare(plume_gl *gl, plume_system *sys);

/* While lost, render draws nothing and no GL call is made. */
void plume_gl_context_lost(plume_gl *gl);
/* After the browser restored the context: extensions again, objects rebuilt at the next render. */
void plume_gl_context_restored(plume_gl *gl);
/* Something else set GL state since Plume's last call (another Plume drawing into the same context, or a call a
   host's exception cut short): the next call sets everything again instead of trusting what it cached. */
void plume_gl_forget_state(plume_gl *gl);

#ifdef __cplusplus
}
#endif

#endif
