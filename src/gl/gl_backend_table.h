/* gl_backend_table.h — the WebGL backend as the core drives it (src/core/backend.h), for the exports: its table of
   functions and the draw list the core fills for it. plume_gl_render and plume_gl_prepare are plume_render and
   plume_prepare on it. */
#ifndef PLUME_GL_BACKEND_TABLE_H
#define PLUME_GL_BACKEND_TABLE_H

#include "backend.h"
#include "gl_backend.h"

plume_backend *plume_gl_backend(plume_gl *gl);

#endif
