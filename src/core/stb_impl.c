/* The one translation unit that compiles stb_image, configured for Plume: PNG and JPEG only, no
   stdio, dimensions capped. Its own warnings are not ours to fix. Only plume_create_texture
   (texture_decode.c, through image_decode.c) calls it: the web build, which decodes in the browser,
   links none of it. stb_sprintf has a file of its own (stb_sprintf_impl.c): every message needs it. */
#include "plume.h"

#define STBI_ONLY_PNG
#define STBI_ONLY_JPEG
#define STBI_NO_STDIO
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#define STBI_MAX_DIMENSIONS PLUME_MAX_IMAGE_SIDE
/* stb 2.27 can read parts of its decoder state it never wrote when a file is corrupt: start every
   allocation zeroed, so such a read is at least deterministic and in bounds */
#include <stdlib.h>

#include "stb_guard.h"

size_t plume_stb_allocation_limit;
int plume_stb_out_of_memory;

static void *noted(void *allocation)
{
    if (!allocation) plume_stb_out_of_memory = 1;
    return allocation;
}

static void *plume_stb_malloc(size_t size)
{
    return noted(plume_stb_allocation_limit && size > plume_stb_allocation_limit ? NULL : calloc(1, size));
}

static void *plume_stb_realloc(void *pointer, size_t size)
{
    return noted(plume_stb_allocation_limit && size > plume_stb_allocation_limit ? NULL : realloc(pointer, size));
}

#define STBI_MALLOC(size) plume_stb_malloc(size)
#define STBI_REALLOC(pointer, size) plume_stb_realloc(pointer, size)
#define STBI_FREE(pointer) free(pointer)
#define STB_IMAGE_IMPLEMENTATION

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wall"
#pragma GCC diagnostic ignored "-Wextra"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#endif
#include <stb/stb_image.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
