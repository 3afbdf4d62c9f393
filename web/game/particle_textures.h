/* particle_textures.h — the demo's 128×128 particle textures, drawn in code and encoded as PNG
   bytes (what plume_create_texture takes). Glows are on black for additive blending (§000). */
#ifndef GAME_PARTICLE_TEXTURES_H
#define GAME_PARTICLE_TEXTURES_H

#include <stddef.h>
#include <stdint.h>

#define GAME_TEXTURE_SIDE 128

typedef enum game_texture {
    GAME_TEXTURE_FIREBALL, /* white core, yellow, orange, red rim, a little noise */
    GAME_TEXTURE_RING,     /* a blue-white band across v */
    GAME_TEXTURE_SPARK,    /* a thin hot streak along v */
    GAME_TEXTURE_FLAME,    /* the engine: blue-white at the nozzle fading to orange */
    GAME_TEXTURE_COUNT
} game_texture;

/* PNG bytes (free with free()), NULL when out of memory. */
uint8_t *game_texture_png(game_texture which, size_t *out_size);

#endif
