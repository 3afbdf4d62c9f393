/* web_internal.h — the state behind a JavaScript Plume (exports.c) and the half of it that is a backend's. Two wasm
   modules are built from the same exports: plume.wasm with the WebGL backend (exports_gl.c), plume_webgpu.wasm with
   frames handed to JavaScript's WebGPU backend (exports_webgpu.c, frame_out.c): a WebGL game downloads nothing of
   WebGPU's, a WebGPU one nothing of WebGL's. */
#ifndef PLUME_WEB_INTERNAL_H
#define PLUME_WEB_INTERNAL_H

#include "backend.h"
#include "emission_mesh.h"
#include "plume.h"

struct plume_gl;
struct plume_frame_out;

typedef struct plume_web {
    plume_system *sys;
    plume_point_light lights[PLUME_MAX_LIGHTS]; /* plume_web_lights writes here: JavaScript reads it, nothing allocated */
    struct plume_gl *gl;         /* plume.wasm: the WebGL backend (its own settings: fog, depth and colour textures) */
    struct plume_frame_out *out; /* plume_webgpu.wasm: frames handed to JavaScript (WebGPU) */
    plume_backend *backend;      /* either, as the core drives it: everything else goes through its table */
    plume_stats stats;
    plume_emission_mesh **mesh_shapes;   /* effect layers' mesh shapes (one per layer, lent to its effect) */
    uint32_t mesh_shape_count, mesh_shape_capacity;
} plume_web;

/* The backend's part of plume_web_create (1: made; 0: the error is set) and plume_web_destroy. */
int plume_web_attach_backend(plume_web *web, int context, int webgl_version, int flags);
void plume_web_detach_backend(plume_web *web);

#endif
