#include "image_decode.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_image.h>
#include <stb/stb_image_resize.h>

#include "error.h"

/* stb_image 2.27 (Debian's) overflows its Huffman size table when a JPEG's DHT segment declares
   more than 256 codes (fixed upstream in 2.28). Walk the marker segments first and refuse such
   files. Returns 1 when the JPEG structure is safe to hand to stb_image (or it is not a JPEG). */
static int jpeg_huffman_tables_are_sane(const uint8_t *bytes, size_t size)
{
    size_t at = 0;
    while (at < size && bytes[at] == 0xFF) at++; /* stb accepts any run of 0xFF before a marker */
    if (at == 0 || at >= size || bytes[at] != 0xD8) return 1;
    at++;
    while (at + 1 < size) {
        if (bytes[at] != 0xFF) { /* entropy-coded data between scans: skip to the next real marker */
            at++;
            continue;
        }
        uint8_t marker = bytes[at + 1];
        if (marker == 0xFF) {
            at++;
            continue;
        }
        if (marker == 0x00 || (marker >= 0xD0 && marker <= 0xD8) || marker == 0x01) {
            at += 2; /* stuffed zero, restart markers, SOI, TEM: no length field */
            continue;
        }
        if (marker == 0xD9 || at + 3 >= size) return 1; /* EOI, or truncated: stb reports that itself */
        size_t length = ((size_t)bytes[at + 2] << 8) | bytes[at + 3];
        size_t end = at + 2 + length;
        if (marker == 0xC4) {
            size_t table = at + 4;
            while (table < end && table < size) { /* stb reads every table that starts inside the segment */
                size_t codes = 0;
                for (size_t i = table + 1; i <= table + 16 && i < size; i++) codes += bytes[i];
                if (codes > 256) return 0;
                table += 17 + codes;
            }
        }
        at = end;
    }
    return 1;
}

/* stb_image 2.27 grows its IDAT buffer to whatever length a chunk header claims, so a few corrupt
   bytes can ask for gigabytes. The whole file is in memory: every chunk must fit in what is left.
   Returns 1 when the chunk lengths are consistent (or it is not a PNG). */
static int png_chunks_fit(const uint8_t *bytes, size_t size)
{
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (size < 8 || memcmp(bytes, signature, 8) != 0) return 1;
    size_t at = 8;
    while (at + 8 <= size) {
        size_t length = ((size_t)bytes[at] << 24) | ((size_t)bytes[at + 1] << 16) | ((size_t)bytes[at + 2] << 8) |
                        bytes[at + 3];
        if (length > size - at - 8) return 0; /* data (and its CRC) would run past the end */
        at += 12 + length;
    }
    return 1;
}

static int next_power_of_two(int n)
{
    int p = 1;
    while (p < n) p <<= 1;
    return p;
}

plume_status plume_image_decode(const uint8_t *bytes, size_t size, plume_image *out)
{
    memset(out, 0, sizeof *out);
    if (!bytes || size == 0) return plume_fail(PLUME_ERR_IMAGE, "image is empty (0 bytes)");
    if (size > INT_MAX) return plume_fail(PLUME_ERR_IMAGE, "image of %zu bytes is too large", size);
    if (!png_chunks_fit(bytes, size))
        return plume_fail(PLUME_ERR_IMAGE, "corrupt or truncated PNG: a chunk is longer than the %zu bytes given", size);
    if (!jpeg_huffman_tables_are_sane(bytes, size))
        return plume_fail(PLUME_ERR_IMAGE, "corrupt JPEG: a Huffman table declares more than 256 codes");
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
