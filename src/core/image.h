/* image.h — RGBA8 images with power-of-two sides: what the core keeps of every texture.

   WebGL 1 cannot mipmap or repeat a non-power-of-two texture (it samples black), so every image
   is resized up to the next power of two here, once, and uploaded the same way on WebGL 1 and 2.
   Pixels come decoded (plume_create_texture_rgba: the browser decodes in the web build), from
   stb_image (image_decode.h: plume_create_texture, for native C games) or from code (texture_art.h). */
#ifndef PLUME_IMAGE_H
#define PLUME_IMAGE_H

#include <stddef.h>
#include <stdint.h>

#include "plume.h"

typedef struct plume_image {
    uint8_t *pixels; /* RGBA8, top row first */
    int width, height;
    /* NULL, or the picture's normal map, the same size (generated smoke): RGB the surface's normal × 0.5 + 0.5 in
       the picture's frame (x right, y up toward the top row, z toward the viewer), A 255. Layers with `lighting`
       shade a texture that has one per pixel (fog_fragment.glsl's plumeShade). */
    uint8_t *normals;
} plume_image;

/* A copy of `rgba` (width × height RGBA8, top row first, unpremultiplied) resized up to powers of two.
   PLUME_ERR_INVALID_ARGUMENT for NULL pixels, PLUME_ERR_IMAGE for a side outside 1..PLUME_MAX_IMAGE_SIDE,
   OUT_OF_MEMORY. */
plume_status plume_image_from_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, plume_image *out);
/* plume_image_from_rgba's checks alone (the same statuses and messages), for a caller about to adopt the pixels. */
plume_status plume_image_check_rgba(const uint8_t *rgba, uint32_t width, uint32_t height);
/* The image of `pixels` (malloc'd, width × height within the limits): kept as they are when both sides are
   powers of two, else resized into a new buffer and freed. `pixels` is the image's or freed, even on failure. */
plume_status plume_image_adopt(uint8_t *pixels, int width, int height, plume_image *out);
/* A w×h image of one colour (the default white texture, generated art). */
plume_status plume_image_solid(int width, int height, const uint8_t rgba[4], plume_image *out);
void plume_image_free(plume_image *image);

#endif
