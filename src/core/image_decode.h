/* image_decode.h — PNG/JPEG bytes to RGBA8 pixels with power-of-two sides (image.h).

   Only stb_image's PNG and JPEG decoders are compiled, without stdio, with a size cap, and the
   header is checked with stbi_info before any pixel is decoded. Native C games reach it through
   plume_create_texture (texture_decode.c); the web build decodes in the browser and links none of it. */
#ifndef PLUME_IMAGE_DECODE_H
#define PLUME_IMAGE_DECODE_H

#include "image.h"

plume_status plume_image_decode(const uint8_t *bytes, size_t size, plume_image *out);

#endif
