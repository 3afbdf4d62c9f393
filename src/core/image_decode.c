/* image_decode.c — PNG and JPEG bytes to an image through stb_image, behind the guards of stb_guard.c.
   Only plume_create_texture (texture_decode.c) calls it: the web build decodes in the browser and links none of it. */
#include "image_decode.h"

#include <limits.h>
#include <math.h>
#include <string.h>

#include <stb/stb_image.h>

#include "error.h"
#include "stb_guard.h"

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

    /* stb allocates with calloc (stb_impl.c): the image takes the buffer, resizing it if a side is not a
       power of two */
    plume_status status = plume_image_adopt(decoded, width, height, out);
    if (status)
        return plume_fail(status, "out of memory resizing a %dx%d image to powers of two", width, height);
    return PLUME_OK;
}
