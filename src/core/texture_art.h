/* texture_art.h — Plume's generated art: the textures effects name as 'plume:<name>' ('plume:smoke',
   'plume:fire', ...), made from code at first use (nothing is downloaded), the same pixels on every machine.
   Flipbooks (smoke, fire, debris) come with their atlas layout. */
#ifndef PLUME_TEXTURE_ART_H
#define PLUME_TEXTURE_ART_H

#include <stdint.h>

#include "image.h"
#include "plume.h"

/* The names, in the order plume_art_name gives them. */
#define PLUME_ART_COUNT 9

/* The i-th name without its 'plume:' prefix ("smoke", "fire", ...), or NULL past the last. */
const char *plume_art_name(uint32_t i);
/* Draws the texture called `name` (without the prefix) into `out` (RGBA8, power-of-two sides) and gives its
   atlas layout (1 × 1 for single pictures). INVALID_ARGUMENT for an unknown name (the message lists them),
   OUT_OF_MEMORY when its pixels do not fit. */
plume_status plume_art_generate(const char *name, plume_image *out, uint32_t *atlas_cols, uint32_t *atlas_rows);

#endif
