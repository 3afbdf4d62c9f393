/* image_samples.h — PNG and JPEG bytes made in memory with stb_image_write, for the image tests. */
#ifndef PLUME_IMAGE_SAMPLES_H
#define PLUME_IMAGE_SAMPLES_H

#include <stdlib.h>
#include <string.h>

#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>

typedef struct byte_buffer {
    unsigned char *data;
    size_t size;
} byte_buffer;

static void append_bytes(void *context, void *data, int size)
{
    byte_buffer *buffer = context;
    buffer->data = realloc(buffer->data, buffer->size + (size_t)size);
    memcpy(buffer->data + buffer->size, data, (size_t)size);
    buffer->size += (size_t)size;
}

/* A w×h RGBA gradient: red grows along x, green along y, blue constant, alpha opaque. */
static unsigned char *gradient_pixels(int w, int h)
{
    unsigned char *pixels = malloc((size_t)w * h * 4);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            unsigned char *p = &pixels[(y * w + x) * 4];
            p[0] = (unsigned char)(x * 255 / (w > 1 ? w - 1 : 1));
            p[1] = (unsigned char)(y * 255 / (h > 1 ? h - 1 : 1));
            p[2] = 77;
            p[3] = 255;
        }
    return pixels;
}

static byte_buffer make_png(int w, int h)
{
    byte_buffer buffer = {0};
    unsigned char *pixels = gradient_pixels(w, h);
    stbi_write_png_to_func(append_bytes, &buffer, w, h, 4, pixels, w * 4);
    free(pixels);
    return buffer;
}

static byte_buffer make_jpeg(int w, int h)
{
    byte_buffer buffer = {0};
    unsigned char *pixels = gradient_pixels(w, h);
    stbi_write_jpg_to_func(append_bytes, &buffer, w, h, 4, pixels, 90);
    free(pixels);
    return buffer;
}

#endif
