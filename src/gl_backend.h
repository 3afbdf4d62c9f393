/* gl_backend.h — draws a plume_system with WebGL 1 / OpenGL ES 2 (and WebGL 2 when handed one).

   Every GL object is built lazily from the core's CPU-side copies at render time, so a lost
   context is survived by forgetting the objects and rebuilding them at the next render. */
#ifndef PLUME_GL_BACKEND_H
#define PLUME_GL_BACKEND_H

#include "plume.h"

/* Replicated mesh copies per batch in the fallback: 30 × 4 vec4 + view-projection + time
   = 125 of the 128 vertex uniform vectors OpenGL ES 2 guarantees. */
#define PLUME_BATCH_SIZE 30

typedef struct plume_gl plume_gl;

/* context: an Emscripten WebGL context handle; webgl_version 1 or 2; allow_instancing 0 forces
   the fallback (instancing is also off when WebGL 1 lacks ANGLE_instanced_arrays). */
plume_gl *plume_gl_create(int context, int webgl_version, int allow_instancing);
void plume_gl_destroy(plume_gl *gl);
int plume_gl_uses_instancing(const plume_gl *gl);

plume_status plume_gl_render(plume_gl *gl, plume_system *sys, const float view[16], const float projection[16]);

/* While lost, render draws nothing and no GL call is made. */
void plume_gl_context_lost(plume_gl *gl);
/* After the browser restored the context: extensions again, objects rebuilt at the next render. */
void plume_gl_context_restored(plume_gl *gl);

#endif
