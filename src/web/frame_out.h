/* frame_out.h — the backend that hands frames to JavaScript (frame_out.c). */
#ifndef PLUME_FRAME_OUT_H
#define PLUME_FRAME_OUT_H

#include <stdint.h>

#include "backend.h"

typedef struct plume_frame_out plume_frame_out;

plume_frame_out *plume_frame_out_create(void);
plume_backend *plume_frame_out_backend(plume_frame_out *out);
/* The last frame or prepare as words (web_api.h's PLUME_WEB_FRAME_*), valid until the next render or prepare. */
const uint32_t *plume_frame_out_words(const plume_frame_out *out);
/* The release words that frame handed over (PLUME_WEB_FRAME_RELEASE_COUNT of them): the header holds their wasm
   address, this their address anywhere (tests). */
const uint32_t *plume_frame_out_releases(const plume_frame_out *out);
/* The target and scene of the frames that follow (fog colour, colour space, the scene's depth), as the items' shading
   words take them (plume_shade_item). */
plume_shading *plume_frame_out_shading(plume_frame_out *out);
void plume_frame_out_destroy(plume_frame_out *out);

#endif
