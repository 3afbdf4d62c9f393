/* texture_decode.c — plume_create_texture: PNG or JPEG bytes decoded by stb_image (image_decode.c), for native
   C games. Its own file so that a program that never calls it links no decoder: the web module hands the core
   pixels the browser decoded (plume_create_texture_rgba), and its wasm holds no stb_image (issue 29). */
#include <stdlib.h>

#include "error.h"
#include "image_decode.h"
#include "system_internal.h"

plume_status plume_create_texture(plume_system *sys, const uint8_t *bytes, size_t size, uint32_t *out_texture)
{
    plume_clear_error();
    *out_texture = 0;
    plume_image *image = calloc(1, sizeof *image);
    if (!image) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory loading a texture");
    plume_status status = plume_image_decode(bytes, size, image);
    if (status) {
        plume_image_free(image);
        free(image);
        return status;
    }
    return plume_texture_add(sys, image, out_texture);
}
