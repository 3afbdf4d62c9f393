/* particle_textures.c — see particle_textures.h. */
#include "particle_textures.h"

#include <math.h>
#include <stdlib.h>

#define STBI_WRITE_NO_STDIO
#define STB_IMAGE_WRITE_IMPLEMENTATION
/* the one translation unit of the game that compiles stb_image_write (stbi_write_png_to_mem) */
#include <stb/stb_image_write.h>

#define SIDE GAME_TEXTURE_SIDE

static float clamp01(float v) { return v < 0 ? 0 : v > 1 ? 1 : v; }
static float smooth(float e0, float e1, float x)
{
    float t = clamp01((x - e0) / (e1 - e0));
    return t * t * (3 - 2 * t);
}

/* Value noise on an 8×8 lattice, wrapped, so glows are not perfectly smooth. */
static float lattice(int x, int y, unsigned seed)
{
    unsigned h = (unsigned)(x & 7) * 374761393u + (unsigned)(y & 7) * 668265263u + seed * 2246822519u;
    h = (h ^ (h >> 13)) * 1274126177u;
    return (float)((h ^ (h >> 16)) & 0xffff) / 65535.0f;
}

static float noise(float u, float v, unsigned seed)
{
    float x = u * 8, y = v * 8;
    int ix = (int)floorf(x), iy = (int)floorf(y);
    float fx = x - (float)ix, fy = y - (float)iy;
    fx = fx * fx * (3 - 2 * fx);
    fy = fy * fy * (3 - 2 * fy);
    float a = lattice(ix, iy, seed), b = lattice(ix + 1, iy, seed);
    float c = lattice(ix, iy + 1, seed), d = lattice(ix + 1, iy + 1, seed);
    return (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
}

/* RGBA 0..1 of texel (u, v), both 0..1 from the image's top left. */
static void texel(game_texture which, float u, float v, float rgba[4])
{
    float dx = u - 0.5f, dy = v - 0.5f, r = sqrtf(dx * dx + dy * dy) * 2; /* 0 centre, 1 edge */
    switch (which) {
    case GAME_TEXTURE_FIREBALL: {
        float n = 0.75f + 0.5f * noise(u, v, 3);
        float glow = powf(clamp01(1 - r), 1.6f) * n;
        rgba[0] = clamp01(glow * 2.2f);
        rgba[1] = clamp01(glow * 1.6f - 0.15f);
        rgba[2] = clamp01(glow * 1.8f - 0.9f);
        break;
    }
    case GAME_TEXTURE_RING: {
        float band = powf(sinf(3.14159265f * v), 3) * (0.8f + 0.2f * noise(u * 4, v, 5));
        rgba[0] = band * 0.55f;
        rgba[1] = band * 0.8f;
        rgba[2] = band;
        break;
    }
    case GAME_TEXTURE_SPARK: {
        float across = expf(-dx * dx * 120), along = smooth(0, 0.3f, v) * smooth(1, 0.8f, v);
        float g = across * along;
        rgba[0] = clamp01(g * 1.3f);
        rgba[1] = clamp01(g * 1.1f);
        rgba[2] = clamp01(g * 0.6f);
        break;
    }
    default: { /* GAME_TEXTURE_FLAME: the nozzle is the bottom row (OBJ v = 0) */
        float along = 1 - v, across = expf(-dx * dx * 18);
        float g = across * powf(clamp01(1 - along), 1.5f) * (0.85f + 0.3f * noise(u, v * 2, 7));
        float core = clamp01(1 - along * 3);
        rgba[0] = clamp01(g * (1.2f - 0.6f * core));
        rgba[1] = clamp01(g * (0.6f + 0.4f * core));
        rgba[2] = clamp01(g * (0.3f + 1.0f * core));
        break;
    }
    }
    rgba[3] = 1;
}

uint8_t *game_texture_png(game_texture which, size_t *out_size)
{
    uint8_t *pixels = malloc(SIDE * SIDE * 4);
    if (!pixels) return NULL;
    for (int y = 0; y < SIDE; y++)
        for (int x = 0; x < SIDE; x++) {
            float rgba[4];
            texel(which, ((float)x + 0.5f) / SIDE, ((float)y + 0.5f) / SIDE, rgba);
            for (int c = 0; c < 4; c++) pixels[(y * SIDE + x) * 4 + c] = (uint8_t)lrintf(clamp01(rgba[c]) * 255);
        }
    int size = 0;
    uint8_t *png = stbi_write_png_to_mem(pixels, SIDE * 4, SIDE, SIDE, 4, &size);
    free(pixels);
    *out_size = png ? (size_t)size : 0;
    return png;
}
