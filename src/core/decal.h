/* decal.h — decals (render PLUME_RENDER_DECAL, emitters' and CPU systems'): particles laid flat
   on a surface given by its normal. The normal is checked here for every sim (one message) and turned into the
   quad's axes here (the emitters hand them to emitter.vert in the camera rows, the CPU systems' records carry the
   normal and sprite.vert builds the same axes). */
#ifndef PLUME_DECAL_H
#define PLUME_DECAL_H

#include "error.h"

/* `normal` (any length; 0,0,0: +Y) made unit into out, or INVALID_ARGUMENT naming `path` (a number not finite, or
   one so small that its length is lost in 32-bit floats). */
plume_status plume_decal_normal(const char *path, const float normal[3], float out[3]);

/* The quad's axes on the surface of unit normal n: right × up = n, so the texture reads unmirrored from the side
   the normal points to; on a floor (+Y) right is +X and up is -Z (sprite.vert's decalAxes computes the same). */
void plume_decal_axes(const float n[3], float right[3], float up[3]);

#endif
