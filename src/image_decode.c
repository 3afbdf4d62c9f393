#include "image_decode.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_image.h>
#include <stb/stb_image_resize.h>

#include "error.h"
#include "stb_guard.h"

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
    int width, height, channels;
    if (!stbi_info_from_memory(bytes, (int)size, &width, &height, &channels))
        return plume_fail(PLUME_ERR_IMAGE, "image of %zu bytes is not a readable PNG or JPEG (%s)", size,
                          stbi_failure_reason());
    if (width <= 0 || height <= 0 || width > PLUME_MAX_IMAGE_SIDE || height > PLUME_MAX_IMAGE_SIDE)
        return plume_fail(PLUME_ERR_IMAGE, "image is %dx%d; each side must be 1..%d pixels", width, height,
                          PLUME_MAX_IMAGE_SIDE);
    if (stbi_is_16_bit_from_memory(bytes, (int)size))
        return plume_fail(PLUME_ERR_IMAGE, "16-bit images are not supported; save the image with 8 bits per channel");

    uint8_t *decoded = stbi_load_from_memory(bytes, (int)size, &width, &height, &channels, 4);
    if (!decoded)
        return plume_fail(PLUME_ERR_IMAGE, "image of %zu bytes could not be decoded (%s): corrupt or truncated?",
                          size, stbi_failure_reason());

    int pot_width = next_power_of_two(width), pot_height = next_power_of_two(height);
    if (pot_width == width && pot_height == height) {
        out->pixels = decoded;
    } else {
        uint8_t *resized = malloc((size_t)pot_width * (size_t)pot_height * 4);
        if (!resized || !stbir_resize_uint8(decoded, width, height, 0, resized, pot_width, pot_height, 0, 4)) {
            free(resized);
            stbi_image_free(decoded);
            return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory resizing a %dx%d image to %dx%d", width, height,
                              pot_width, pot_height);
        }
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
