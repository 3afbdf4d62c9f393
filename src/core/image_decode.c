#include "image_decode.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_image.h>

#include "error.h"
#include "stb_guard.h"

/* Bilinear resampling of RGBA8, pixel centres aligned. Plume only ever enlarges (to the next power
   of two, less than 2x per side), where bilinear is as good as a wider filter; stb_image_resize's
   filters cost the download a tenth of its wasm. */
static void resize_bilinear(const uint8_t *src, int width, int height, uint8_t *dst, int out_width, int out_height)
{
    for (int y = 0; y < out_height; y++) {
        float sy = ((float)y + 0.5f) * (float)height / (float)out_height - 0.5f;
        if (sy < 0) sy = 0;
        int y0 = (int)sy, y1 = y0 + 1 < height ? y0 + 1 : y0;
        float fy = sy - (float)y0;
        for (int x = 0; x < out_width; x++) {
            float sx = ((float)x + 0.5f) * (float)width / (float)out_width - 0.5f;
            if (sx < 0) sx = 0;
            int x0 = (int)sx, x1 = x0 + 1 < width ? x0 + 1 : x0;
            float fx = sx - (float)x0;
            const uint8_t *a = &src[((size_t)y0 * width + x0) * 4], *b = &src[((size_t)y0 * width + x1) * 4];
            const uint8_t *c = &src[((size_t)y1 * width + x0) * 4], *d = &src[((size_t)y1 * width + x1) * 4];
            uint8_t *out = &dst[((size_t)y * out_width + x) * 4];
            for (int i = 0; i < 4; i++) {
                float top = (float)a[i] + ((float)b[i] - (float)a[i]) * fx;
                float bottom = (float)c[i] + ((float)d[i] - (float)c[i]) * fx;
                out[i] = (uint8_t)(top + (bottom - top) * fy + 0.5f);
            }
        }
    }
}

static int next_power_of_two(int n)
{
    int p = 1;
    while (p < n) p <<= 1;
    return p;
}

plume_status plume_image_decode(const uint8_t *bytes, size_t size, plume_image *out)
{
    plume_clear_error();
    memset(out, 0, sizeof *out);
    if (!bytes || size == 0) return plume_fail(PLUME_ERR_IMAGE, "image is empty (0 bytes)");
    if (size > INT_MAX) return plume_fail(PLUME_ERR_IMAGE, "image of %zu bytes is too large", size);
    const char *problem = plume_stb_guard(bytes, size);
    if (problem) return plume_fail(PLUME_ERR_IMAGE, "%s (%zu bytes)", problem, size);
    /* sides and plausibility from the header itself: stb_image's own dimension cap would only
       say "not readable", and it allocates for whatever size a header claims */
    plume_image_claim claim;
    if (plume_image_read_claim(bytes, size, &claim)) {
        if (claim.width < 1 || claim.height < 1 || claim.width > PLUME_MAX_IMAGE_SIDE ||
            claim.height > PLUME_MAX_IMAGE_SIDE)
            return plume_fail(PLUME_ERR_IMAGE, "%s image is %ux%u; each side must be 1..%d pixels", claim.format,
                              claim.width, claim.height, PLUME_MAX_IMAGE_SIDE);
        if ((double)size < claim.min_bytes)
            return plume_fail(PLUME_ERR_IMAGE,
                              "%s image claims %ux%u pixels, which need at least %llu bytes, but has %zu: "
                              "corrupt or truncated",
                              claim.format, claim.width, claim.height, (unsigned long long)ceil(claim.min_bytes), size);
    }
    int width, height, channels;
    plume_stb_out_of_memory = 0;
    if (!stbi_info_from_memory(bytes, (int)size, &width, &height, &channels)) {
        if (plume_stb_out_of_memory) /* stb's JPEG reader allocates its decoder state */
            return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory reading the header of a %zu-byte image", size);
        return plume_fail(PLUME_ERR_IMAGE, "image of %zu bytes is not a readable PNG or JPEG (%s)", size,
                          stbi_failure_reason());
    }
    if (width <= 0 || height <= 0 || width > PLUME_MAX_IMAGE_SIDE || height > PLUME_MAX_IMAGE_SIDE)
        return plume_fail(PLUME_ERR_IMAGE, "image is %dx%d; each side must be 1..%d pixels", width, height,
                          PLUME_MAX_IMAGE_SIDE);
    if (stbi_is_16_bit_from_memory(bytes, (int)size))
        return plume_fail(PLUME_ERR_IMAGE, "16-bit images are not supported; save the image with 8 bits per channel");

    plume_stb_out_of_memory = 0;
    uint8_t *decoded = stbi_load_from_memory(bytes, (int)size, &width, &height, &channels, 4);
    if (!decoded && plume_stb_out_of_memory)
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory decoding a %dx%d image (%zu bytes)", width, height,
                          size);
    if (!decoded)
        return plume_fail(PLUME_ERR_IMAGE, "image of %zu bytes could not be decoded (%s): corrupt or truncated?",
                          size, stbi_failure_reason());

    int pot_width = next_power_of_two(width), pot_height = next_power_of_two(height);
    if (pot_width == width && pot_height == height) {
        out->pixels = decoded;
    } else {
        uint8_t *resized = malloc((size_t)pot_width * (size_t)pot_height * 4);
        if (!resized) {
            stbi_image_free(decoded);
            return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory resizing a %dx%d image to %dx%d", width, height,
                              pot_width, pot_height);
        }
        resize_bilinear(decoded, width, height, resized, pot_width, pot_height);
        stbi_image_free(decoded);
        out->pixels = resized;
    }
    out->width = pot_width;
    out->height = pot_height;
    return PLUME_OK;
}

plume_status plume_image_solid(int width, int height, const uint8_t rgba[4], plume_image *out)
{
    memset(out, 0, sizeof *out);
    out->pixels = malloc((size_t)width * (size_t)height * 4);
    if (!out->pixels) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for a %dx%d image", width, height);
    for (int i = 0; i < width * height; i++) memcpy(&out->pixels[i * 4], rgba, 4);
    out->width = width;
    out->height = height;
    return PLUME_OK;
}

void plume_image_free(plume_image *image)
{
    free(image->pixels); /* stbi's default allocator is malloc, so one free serves both paths */
    memset(image, 0, sizeof *image);
}
