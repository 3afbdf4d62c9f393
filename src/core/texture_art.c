/* texture_art.c — the generated textures: soft shapes from formulas, smoke and fire from tiling fractal value
   noise. Everything is computed in float from integer hashes, so the pixels are the same on every machine
   (the native tests and the browser agree). */
#include "texture_art.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"

static const char *const NAMES[PLUME_ART_COUNT] = {"smoke", "fire", "spark", "glow", "ring",
                                                   "flare", "debris", "noise", "trail"};

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

/* periods are powers of two: a mask, not a division (the smoke and fire sheets call this millions of times) */
static int wrap(int v, int period) { return v & (period - 1); }

/* Value noise that repeats every `period` (a power of two) lattice cells in x and y. */
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

/* `octaves` octaves, each twice the frequency (and period) of the last: still tiling with `period` at octave 0. */
static float fractal_of(float x, float y, int period, uint32_t seed, int octaves)
{
    float sum = 0.0f, amplitude = 0.5f, total = 0.0f;
    for (int octave = 0; octave < octaves; octave++) {
        sum += amplitude * value_noise(x, y, period, seed + (uint32_t)octave);
        total += amplitude;
        x *= 2.0f;
        y *= 2.0f;
        period *= 2;
        amplitude *= 0.5f;
    }
    return sum / total;
}

static float fractal(float x, float y, int period, uint32_t seed) { return fractal_of(x, y, period, seed, 4); }

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

#define SMOKE_FRAME 128 /* pixels a side */

/* An evolving puff: a cluster of billows (balls of differing sizes, their union's surface crinkled by noise) that
   spreads, thins and dissolves over the frames (t: 0 .. 1). The cluster's thickness is a height field: alpha from
   it, and the normal map from its slopes, so a lit layer shades each billow (fog_fragment.glsl's plumeShade). The
   colour is soft grey, a little lighter on top (the sky), the same left and right: unlit, nothing says where a
   light is. `height` is scratch for one frame's heights (size × size). */
#define SMOKE_BILLOWS 9
static void smoke_frame(plume_image *image, int ox, int oy, int size, float t, float *height)
{
    float bx[SMOKE_BILLOWS], by[SMOKE_BILLOWS], br[SMOKE_BILLOWS];
    for (int k = 0; k < SMOKE_BILLOWS; k++) { /* a golden-angle spiral, jittered: the big ones near the middle */
        const float angle = (float)k * 2.39996f + lattice(k, 1, 5u) * 0.8f;
        const float reach = (0.36f + 0.22f * t) * sqrtf(((float)k + 0.3f) / (float)SMOKE_BILLOWS) * (0.7f + 0.6f * lattice(k, 3, 5u));
        bx[k] = cosf(angle) * reach;
        by[k] = sinf(angle) * reach * 0.85f - 0.03f;
        br[k] = (0.36f - 0.02f * (float)k + 0.1f * lattice(k, 2, 5u)) * (1.0f + 0.25f * t);
    }
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            frame_point p = at(x, y, size);
            float ball = 0.0f;
            for (int k = 0; k < SMOKE_BILLOWS; k++) {
                const float dx = p.u - bx[k], dy = p.v - by[k], q = br[k] * br[k] - dx * dx - dy * dy;
                if (q > 0.0f) ball = fmaxf(ball, sqrtf(q));
            }
            /* the surface crinkled, the crinkles drifting as it ages */
            const float n = ball > 0.0f ? fractal(p.u * 3.0f + 4.0f + t * 0.7f, p.v * 3.0f + 4.0f - t * 0.9f, 8, 11u) : 0.5f;
            height[y * size + x] = ball * (0.75f + 0.5f * n);
        }
    }
    const float step = 2.0f / (float)size; /* a pixel, in frame units */
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            frame_point p = at(x, y, size);
            const float h = height[y * size + x];
            const float left = height[y * size + (x > 0 ? x - 1 : x)], right = height[y * size + (x < size - 1 ? x + 1 : x)];
            const float up = height[(y > 0 ? y - 1 : y) * size + x], down = height[(y < size - 1 ? y + 1 : y) * size + x];
            float nx = -(right - left) / (2.0f * step), ny = -(up - down) / (2.0f * step), nz = 1.0f;
            const float length = sqrtf(nx * nx + ny * ny + nz * nz);
            nx /= length, ny /= length, nz /= length;
            /* soft at the rim, thick inside; thinning as it ages, holes opening where the billows are shallow */
            const float wisp = fractal(p.u * 4.0f + 9.0f, p.v * 4.0f + 2.0f - t * 1.5f, 8, 61u);
            const float edge = smooth(clamp01(h / (0.3f + 0.2f * t) * (0.6f + 0.8f * wisp)));
            const float density = clamp01(edge * (0.9f - 0.5f * t) - 0.4f * t * (1.0f - wisp));
            const float shade = 0.82f + 0.18f * clamp01(0.5f + 0.6f * ny) - 0.1f * (1.0f - nz) + 0.03f * p.v;
            put(image, ox + x, oy + y, shade, shade, shade * 1.02f, density);
            uint8_t *normal = &image->normals[((size_t)(oy + y) * (size_t)image->width + (size_t)(ox + x)) * 4];
            normal[0] = (uint8_t)(clamp01(nx * 0.5f + 0.5f) * 255.0f + 0.5f);
            normal[1] = (uint8_t)(clamp01(ny * 0.5f + 0.5f) * 255.0f + 0.5f);
            normal[2] = (uint8_t)(clamp01(nz * 0.5f + 0.5f) * 255.0f + 0.5f);
            normal[3] = 255;
        }
    }
}

/* The fire's colour at a heat from 0 to 1: white-hot, yellow, orange, red, then the dark smoke it becomes.
   Each channel falls as the heat does, red last: r >= g >= b everywhere. */
static void fire_ramp(float heat, float rgb[3])
{
    static const float KEYS[6][4] = {
        {0.00f, 0.10f, 0.08f, 0.07f}, /* smoke */
        {0.22f, 0.55f, 0.06f, 0.02f}, /* red */
        {0.42f, 0.95f, 0.32f, 0.04f}, /* orange */
        {0.62f, 1.00f, 0.72f, 0.16f}, /* yellow */
        {0.80f, 1.00f, 0.93f, 0.66f}, /* pale */
        {0.92f, 1.00f, 0.99f, 0.95f}, /* white-hot */
    };
    int k = 0;
    while (k < 4 && heat > KEYS[k + 1][0]) k++;
    const float f = clamp01((heat - KEYS[k][0]) / (KEYS[k + 1][0] - KEYS[k][0]));
    for (int c = 0; c < 3; c++) rgb[c] = KEYS[k][c + 1] + (KEYS[k + 1][c + 1] - KEYS[k][c + 1]) * f;
}

#define FIRE_FRAME 128

/* A flame licking upward: a white-hot core at the root, through yellow and orange to red tongues, and dark smoke
   at its tip and edges. The turbulence scrolls up one noise period over the frames (t: 0 .. 1), so the sheet
   loops. */
static void fire_frame(plume_image *image, int ox, int oy, int size, float t)
{
    for (int y = 0; y < size; y++) {
        const float row_h = clamp01((at(0, y, size).v + 0.8f) / 1.7f);
        const float sway = value_noise(row_h * 1.5f - t * 4.0f, 3.0f, 4, 7u) - 0.5f; /* the whole row leans */
        for (int x = 0; x < size; x++) {
            frame_point p = at(x, y, size);
            const float h = row_h; /* 0 at the root .. 1 at the tip */
            /* three octaves: a fourth is finer than a 128-pixel frame shows once blended, and costs a third more */
            const float n = fractal_of(p.u * 3.0f + 8.0f, h * 3.0f - t * 8.0f, 8, 29u, 3);
            const float u = p.u - sway * 0.5f * h * h - (n - 0.5f) * 0.3f * h;
            /* a teardrop: round at the root, narrowing to a tip; the noise tears tongues out of its upper half */
            const float below = clamp01(-(p.v + 0.8f) / 0.14f); /* under the root: the drop's round bottom */
            const float width = 0.55f * sqrtf(clamp01(1.0f - h)) * (1.0f - 0.6f * below) * (1.0f + 0.9f * h * (n - 0.45f)) + 0.02f;
            const float across = clamp01(1.0f - fabsf(u) / width);
            /* nothing at the frame's bottom and top edges; the root fades in over its round bottom, so a flame turned
               any way (an explosion's fireball) shows no cut edge */
            const float root = smooth(clamp01((p.v + 0.97f) / 0.3f)) * smooth(clamp01((0.97f - p.v) / 0.2f));
            const float heat = clamp01(across * (1.25f - 0.9f * h) * (1.0f - 0.85f * h * (1.0f - n)) * 1.1f * root - 0.08f);
            /* smoke: a wider, softer plume over the top, where the fire has cooled */
            const float swidth = 0.35f + 0.3f * h;
            const float sacross = clamp01(1.0f - (u * u) / (swidth * swidth));
            const float where = sacross * smooth(clamp01((h - 0.45f) / 0.35f)) * smooth(clamp01((0.9f - p.v) / 0.3f));
            /* three octaves, and only where there is smoke: half the sheet's generation time */
            const float sn = where > 0.0f ? fractal_of(p.u * 2.0f + 3.0f, h * 2.0f - t * 8.0f, 8, 53u, 3) : 0.0f;
            const float smoke = clamp01((sn * 1.6f - 0.5f) * where * 1.5f);
            float rgb[3];
            fire_ramp(heat, rgb);
            const float flame = smooth(clamp01(heat * 2.5f)); /* its edge eased in, not cut */
            const float alpha = flame + (1.0f - flame) * smoke * 0.75f;
            put(image, ox + x, oy + y, rgb[0], rgb[1], rgb[2], alpha);
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
                          "plume:spark, plume:glow, plume:ring, plume:flare, plume:debris, plume:noise, plume:trail)",
                          name ? name : "");
    static const int sides[PLUME_ART_COUNT][2] = {{4 * SMOKE_FRAME, 4 * SMOKE_FRAME}, {8 * FIRE_FRAME, 4 * FIRE_FRAME},
                                                  {64, 64}, {64, 64}, {128, 128}, {128, 128}, {128, 128}, {128, 128},
                                                  {64, 64}};
    plume_status status = allocate(out, sides[which][0], sides[which][1]);
    if (status) return status;
    const int w = out->width, h = out->height;
    switch (which) {
    case 0: { /* smoke: 4 × 4 frames of 128 pixels over its life (blended between frames when drawn), with normals */
        float *height = malloc(sizeof(float) * SMOKE_FRAME * SMOKE_FRAME);
        out->normals = malloc((size_t)w * (size_t)h * 4);
        if (!height || !out->normals) {
            free(height);
            plume_image_free(out);
            return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory generating plume:smoke");
        }
        *atlas_cols = *atlas_rows = 4;
        for (uint32_t f = 0; f < 16; f++)
            smoke_frame(out, (int)(f % 4) * SMOKE_FRAME, (int)(f / 4) * SMOKE_FRAME, SMOKE_FRAME, (float)f / 15.0f, height);
        free(height);
        break;
    }
    case 1: /* fire: 8 × 4 frames of 128 pixels, looping */
        *atlas_cols = 8;
        *atlas_rows = 4;
        for (uint32_t f = 0; f < 32; f++)
            fire_frame(out, (int)(f % 8) * FIRE_FRAME, (int)(f / 8) * FIRE_FRAME, FIRE_FRAME, (float)f / 32.0f);
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
                } else if (which == 8) { /* trail: a ribbon's cross-section (x across): bright at the centre, nothing at
                                            either edge, with streaks along it (y, tiling) that show its UVs scroll */
                    const float f = clamp01(1.0f - fabsf(p.u));
                    a = smooth(f) * f * (0.7f + 0.3f * fractal((float)x / (float)w * 4.0f, (float)y / (float)h * 4.0f, 4, 17u));
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
