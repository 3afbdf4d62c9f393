/* libFuzzer harness: image bytes must decode to a power-of-two RGBA image or fail cleanly. */
#include <stddef.h>
#include <stdint.h>

#include "image_decode.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    plume_image image;
    if (plume_image_decode(data, size, &image) == PLUME_OK) {
        if (image.width & (image.width - 1)) __builtin_trap();
        plume_image_free(&image);
    }
    return 0;
}
