/* image_decode.h — PNG/JPEG bytes to RGBA8 pixels with power-of-two sides.

   WebGL 1 cannot mipmap or repeat a non-power-of-two texture (it samples black), so every image
   is resized up to the next power of two here, once, and uploaded the same way on WebGL 1 and 2.
   Only stb_image's PNG and JPEG decoders are compiled, without stdio, with a size cap, and the
   header is checked with stbi_info before any pixel is decoded. */
#ifndef PLUME_IMAGE_DECODE_H
#define PLUME_IMAGE_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "plume.h"

typedef struct plume_image {
    uint8_t *pixels; /* RGBA8, top row first */
    int width, height;
} plume_image;

plume_status plume_image_decode(const uint8_t *bytes, size_t size, plume_image *out);
/* A w×h image of one colour (the default white texture, generated art). */
plume_status plume_image_solid(int width, int height, const uint8_t rgba[4], plume_image *out);
void plume_image_free(plume_image *image);

#endif
