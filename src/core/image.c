/* image.c — RGBA8 images: power-of-two resizing, copies, solid colours. No decoder: stb_image is only
   linked by what calls plume_create_texture (texture_decode.c). */
#include "image.h"

#include <stdlib.h>
#include <string.h>

#include "error.h"

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

/* A new power-of-two image of `src`: copied when its sides are powers of two already, else resized. */
static plume_status power_of_two_copy(const uint8_t *src, int width, int height, plume_image *out)
{
    int pot_width = next_power_of_two(width), pot_height = next_power_of_two(height);
    out->pixels = malloc((size_t)pot_width * (size_t)pot_height * 4);
    if (!out->pixels)
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for a %dx%d image (resized to %dx%d)", width, height,
                          pot_width, pot_height);
    if (pot_width == width && pot_height == height) memcpy(out->pixels, src, (size_t)width * (size_t)height * 4);
    else resize_bilinear(src, width, height, out->pixels, pot_width, pot_height);
    out->width = pot_width;
    out->height = pot_height;
    return PLUME_OK;
}

plume_status plume_image_check_rgba(const uint8_t *rgba, uint32_t width, uint32_t height)
{
    if (width < 1 || height < 1 || width > PLUME_MAX_IMAGE_SIDE || height > PLUME_MAX_IMAGE_SIDE)
        return plume_fail(PLUME_ERR_IMAGE, "image is %ux%u; each side must be 1..%d pixels", width, height,
                          PLUME_MAX_IMAGE_SIDE);
    if (!rgba) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "the pixels of a %ux%u image are NULL", width, height);
    return PLUME_OK;
}

plume_status plume_image_from_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, plume_image *out)
{
    memset(out, 0, sizeof *out);
    plume_status status = plume_image_check_rgba(rgba, width, height);
    return status ? status : power_of_two_copy(rgba, (int)width, (int)height, out);
}

plume_status plume_image_adopt(uint8_t *pixels, int width, int height, plume_image *out)
{
    memset(out, 0, sizeof *out);
    if (next_power_of_two(width) == width && next_power_of_two(height) == height) {
        out->pixels = pixels;
        out->width = width;
        out->height = height;
        return PLUME_OK;
    }
    plume_status status = power_of_two_copy(pixels, width, height, out);
    free(pixels);
    return status;
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
    free(image->pixels); /* stb's allocations are calloc'd (stb_impl.c), so one free serves every image */
    free(image->normals);
    memset(image, 0, sizeof *image);
}
