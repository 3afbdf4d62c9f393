/* libFuzzer harness: image bytes must decode to a power-of-two RGBA image or fail cleanly.
   A success must be a whole, consistent image: sides powers of two within 1..PLUME_MAX_IMAGE_SIDE,
   every one of its width·height·4 bytes readable (ASan watches the reads), opaque when the input
   was a JPEG, and the same pixels when decoded again. A failure must leave nothing allocated and a
   message with the status it returned. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "image_decode.h"

static int power_of_two_side(int side) { return side >= 1 && side <= PLUME_MAX_IMAGE_SIDE && !(side & (side - 1)); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    plume_image image;
    plume_status status = plume_image_decode(data, size, &image);
    if (status != PLUME_OK) {
        if (image.pixels || image.width || image.height) __builtin_trap();
        if (plume_last_status() != status || plume_last_error()[0] == '\0') __builtin_trap();
        return 0;
    }
    if (plume_last_error()[0] != '\0' || !image.pixels) __builtin_trap();
    if (!power_of_two_side(image.width) || !power_of_two_side(image.height)) __builtin_trap();
    size_t bytes = (size_t)image.width * (size_t)image.height * 4;
    int jpeg = size >= 2 && data[0] == 0xFF && data[1] == 0xD8;
    unsigned sum = 0;
    for (size_t i = 0; i < bytes; i++) {
        sum += image.pixels[i];
        if (jpeg && i % 4 == 3 && image.pixels[i] != 255) __builtin_trap();
    }
    plume_image again;
    if (plume_image_decode(data, size, &again) != PLUME_OK || again.width != image.width ||
        again.height != image.height || memcmp(again.pixels, image.pixels, bytes) != 0)
        __builtin_trap();
    plume_image_free(&again);
    plume_image_free(&image);
    return (int)(sum & 0); /* the sum keeps the reads */
}
