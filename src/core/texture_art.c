/* texture_art.c — the generated textures: soft shapes from formulas, smoke and fire from tiling fractal value
   noise. Everything is computed in float from integer hashes, so the pixels are the same on every machine
   (the native tests and the browser agree). */
#include "texture_art.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"

static const char *const NAMES[PLUME_ART_COUNT] = {"smoke", "fire", "spark", "glow", "ring", "flare", "debris", "noise"};

const char *plume_art_name(uint32_t i) { return i < PLUME_ART_COUNT ? NAMES[i] : NULL; }

static float clamp01(float v) { return v < 0.0f ? 0.0f : v > 1.0f ? 1.0f : v; }
static float smooth(float v) { return v * v * (3.0f - 2.0f * v); }

/* A lattice value in [0, 1] from integer coordinates (a 32-bit integer hash: no float state, no table). */
static float lattice(int x, int y, uint32_t seed)
{
    uint32_t h = (uint32_t)x * 374761393u + (uint32_t)y * 668265263u + seed * 2246822519u;
    h = (h ^ (h >> 13)) * 1274126177u;
    h ^= h >> 16;
    return (float)(h & 0xffffu) / 65535.0f;
}

static int wrap(int v, int period) { return ((v % period) + period) % period; }

/* Value noise that repeats every `period` lattice cells in x and y. */
static float value_noise(float x, float y, int period, uint32_t seed)
{
    const float fx = floorf(x), fy = floorf(y);
    const int x0 = (int)fx, y0 = (int)fy;
    const float tx = smooth(x - fx), ty = smooth(y - fy);
    const float a = lattice(wrap(x0, period), wrap(y0, period), seed);
    const float b = lattice(wrap(x0 + 1, period), wrap(y0, period), seed);
    const float c = lattice(wrap(x0, period), wrap(y0 + 1, period), seed);
    const float d = lattice(wrap(x0 + 1, period), wrap(y0 + 1, period), seed);
    return (a + (b - a) * tx) * (1.0f - ty) + (c + (d - c) * tx) * ty;
}

/* Four octaves, each twice the frequency (and period) of the last: still tiling with `period` at octave 0. */
static float fractal(float x, float y, int period, uint32_t seed)
{
    float sum = 0.0f, amplitude = 0.5f, total = 0.0f;
    for (int octave = 0; octave < 4; octave++) {
        sum += amplitude * value_noise(x, y, period, seed + (uint32_t)octave);
        total += amplitude;
        x *= 2.0f;
        y *= 2.0f;
        period *= 2;
        amplitude *= 0.5f;
    }
    return sum / total;
}

static void put(plume_image *image, int x, int y, float r, float g, float b, float a)
{
    uint8_t *p = &image->pixels[((size_t)y * (size_t)image->width + (size_t)x) * 4];
    const float rgba[4] = {r, g, b, a};
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(clamp01(rgba[i]) * 255.0f + 0.5f);
}

/* Cell coordinates: u, v in [-1, 1] across a `size`-pixel frame, v up. */
typedef struct frame_point {
    float u, v, r;
} frame_point;

static frame_point at(int x, int y, int size)
{
    frame_point p;
    p.u = ((float)x + 0.5f) / (float)size * 2.0f - 1.0f;
    p.v = 1.0f - ((float)y + 0.5f) / (float)size * 2.0f;
    p.r = sqrtf(p.u * p.u + p.v * p.v);
    return p;
}

/* An evolving puff: grows, thins and dissolves over the 64 frames, its edges eaten by noise; lit from above. */
static void smoke_frame(plume_image *image, int ox, int oy, int size, float t)
{
    const float radius = 0.8f + 0.18f * t;
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            frame_point p = at(x, y, size);
            const float n = fractal(p.u * 2.0f + 4.0f + t * 1.5f, p.v * 2.0f + 4.0f - t * 0.8f, 8, 11u);
            const float falloff = clamp01(1.0f - p.r / radius);
            const float density = clamp01(falloff * (0.2f + 1.6f * n) * (1.6f - 0.6f * t) - 0.25f * t * (1.0f - n));
            const float light = 0.78f + 0.22f * clamp01(0.5f + 0.5f * p.v + 0.3f * (n - 0.5f));
            put(image, ox + x, oy + y, light, light, light, density * (1.0f - 0.55f * t));
        }
    }
}

/* A flame licking upward: hot white-yellow at the root, orange, red at the edges; the turbulence scrolls up
   one noise period over the 32 frames, so the sheet loops. */
static void fire_frame(plume_image *image, int ox, int oy, int size, float t)
{
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            frame_point p = at(x, y, size);
            const float h = clamp01((p.v + 0.9f) / 1.8f); /* 0 at the root .. 1 at the tip */
            const float n = fractal(p.u * 2.0f + 8.0f, (h * 2.0f - t * 8.0f), 8, 29u);
            const float width = 0.6f * sqrtf(1.0f - h) * (0.75f + 0.5f * n) + 0.001f;
            const float body = clamp01(1.0f - fabsf(p.u + (n - 0.5f) * 0.35f * h) / width);
            const float root = smooth(clamp01((p.v + 1.0f) / 0.3f)); /* fades in above the frame's bottom edge */
            const float heat = clamp01(body * (1.15f - h) * (0.7f + 0.6f * n) * root);
            put(image, ox + x, oy + y, heat * 2.4f, heat * 1.7f - 0.25f, heat * 1.6f - 0.95f, heat * 1.8f);
        }
    }
}

/* An irregular rock: its outline a noisy circle, shaded from the upper left. */
static void debris_frame(plume_image *image, int ox, int oy, int size, uint32_t seed)
{
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            frame_point p = at(x, y, size);
            /* the outline: noise sampled on a circle (the direction from the centre), so it closes on itself */
            const float dx = p.u / (p.r + 1e-6f), dy = p.v / (p.r + 1e-6f);
            const float outline = 0.45f + 0.35f * value_noise(dx * 1.5f + 4.0f, dy * 1.5f + 4.0f, 64, seed);
            const float inside = clamp01((outline - p.r) * (float)size * 0.5f); /* a pixel of antialiased edge */
            const float n = fractal(p.u * 3.0f + 3.0f, p.v * 3.0f + 3.0f, 8, seed + 7u);
            const float shade = clamp01(0.35f + 0.35f * (0.5f - 0.35f * p.u + 0.35f * p.v) + 0.3f * n);
            put(image, ox + x, oy + y, shade * 0.95f, shade * 0.85f, shade * 0.72f, inside);
        }
    }
}

static plume_status allocate(plume_image *out, int width, int height)
{
    out->pixels = calloc((size_t)width * (size_t)height, 4);
    if (!out->pixels) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory generating a %dx%d texture", width, height);
    out->width = width;
    out->height = height;
    return PLUME_OK;
}

plume_status plume_art_generate(const char *name, plume_image *out, uint32_t *atlas_cols, uint32_t *atlas_rows)
{
    memset(out, 0, sizeof *out);
    *atlas_cols = *atlas_rows = 1;
    int which = -1;
    for (int i = 0; i < PLUME_ART_COUNT && name; i++)
        if (strcmp(name, NAMES[i]) == 0) which = i;
    if (which < 0)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "no generated texture 'plume:%.40s' (there are plume:smoke, plume:fire, "
                          "plume:spark, plume:glow, plume:ring, plume:flare, plume:debris, plume:noise)", name ? name : "");
    static const int sides[PLUME_ART_COUNT][2] = {{512, 512}, {512, 256}, {64, 64}, {64, 64}, {128, 128}, {128, 128},
                                                  {128, 128}, {128, 128}};
    plume_status status = allocate(out, sides[which][0], sides[which][1]);
    if (status) return status;
    const int w = out->width, h = out->height;
    switch (which) {
    case 0: /* smoke: 8 × 8 frames of 64 pixels */
        *atlas_cols = *atlas_rows = 8;
        for (uint32_t f = 0; f < 64; f++) smoke_frame(out, (int)(f % 8) * 64, (int)(f / 8) * 64, 64, (float)f / 63.0f);
        break;
    case 1: /* fire: 8 × 4 frames of 64 pixels, looping */
        *atlas_cols = 8;
        *atlas_rows = 4;
        for (uint32_t f = 0; f < 32; f++) fire_frame(out, (int)(f % 8) * 64, (int)(f / 8) * 64, 64, (float)f / 32.0f);
        break;
    case 6: /* debris: 2 × 2 rocks */
        *atlas_cols = *atlas_rows = 2;
        for (uint32_t f = 0; f < 4; f++) debris_frame(out, (int)(f % 2) * 64, (int)(f / 2) * 64, 64, 101u + f * 17u);
        break;
    default:
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                frame_point p = at(x, y, w);
                float a;
                if (which == 2) { /* spark: a hot core in a small halo */
                    a = expf(-p.r * p.r * 40.0f) + 0.35f * expf(-p.r * p.r * 6.0f);
                } else if (which == 3) { /* glow: a soft disc */
                    const float f = clamp01(1.0f - p.r);
                    a = f * f;
                } else if (which == 4) { /* ring: a shock front */
                    const float d = (p.r - 0.75f) / 0.09f;
                    a = expf(-d * d);
                } else if (which == 5) { /* flare: a core, four rays and a halo */
                    const float fu = fabsf(p.u), fv = fabsf(p.v), halo = clamp01(1.0f - p.r);
                    a = expf(-p.r * p.r * 30.0f) + expf(-fu * 40.0f) * expf(-fv * 3.0f) + expf(-fv * 40.0f) * expf(-fu * 3.0f) +
                        0.25f * halo * halo;
                    a *= clamp01((1.0f - p.r) * 4.0f); /* nothing at the frame's edge */
                } else { /* noise: tiling fractal value noise, for erosion and motion */
                    const float n = fractal((float)x / (float)w * 8.0f, (float)y / (float)h * 8.0f, 8, 3u);
                    put(out, x, y, n, n, n, 1.0f);
                    continue;
                }
                put(out, x, y, 1.0f, 1.0f, 1.0f, a);
            }
        }
    }
    return PLUME_OK;
}
