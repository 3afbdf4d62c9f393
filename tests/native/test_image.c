/* Image decoding: PNG and JPEG to power-of-two RGBA, and clean errors for bad bytes. */
#include "check.h"
#include "stb_guard.h"
#include "image_decode.h"
#include "image_samples.h"
#include "system_internal.h"

static void test_png_round_trip(void)
{
    byte_buffer png = make_png(4, 4);
    plume_image image;
    CHECK_EQ_INT(plume_image_decode(png.data, png.size, &image), PLUME_OK);
    CHECK_EQ_INT(image.width, 4);
    CHECK_EQ_INT(image.height, 4);
    unsigned char *expected = gradient_pixels(4, 4);
    CHECK(memcmp(image.pixels, expected, 4 * 4 * 4) == 0); /* top row first, not flipped */
    free(expected);
    plume_image_free(&image);
    free(png.data);
}

static void test_npot_is_resized_to_power_of_two(void)
{
    byte_buffer png = make_png(3, 5);
    plume_image image;
    CHECK_EQ_INT(plume_image_decode(png.data, png.size, &image), PLUME_OK);
    CHECK_EQ_INT(image.width, 4);
    CHECK_EQ_INT(image.height, 8);
    /* corners keep their colours closely; nothing turned black */
    CHECK(image.pixels[0] < 40 && image.pixels[1] < 40 && abs(image.pixels[2] - 77) < 4);
    const unsigned char *last = &image.pixels[(8 * 4 - 1) * 4];
    CHECK(last[0] > 215 && last[1] > 215 && last[3] == 255);
    plume_image_free(&image);
    free(png.data);
}

static void test_jpeg_decodes(void)
{
    byte_buffer jpeg = make_jpeg(16, 16);
    plume_image image;
    CHECK_EQ_INT(plume_image_decode(jpeg.data, jpeg.size, &image), PLUME_OK);
    CHECK_EQ_INT(image.width, 16);
    CHECK_EQ_INT(image.height, 16);
    /* every channel of every pixel close to the gradient it was made from (lossy, so a tolerance) */
    unsigned char *expected = gradient_pixels(16, 16);
    int worst[4] = {0}, total = 0;
    for (int i = 0; i < 16 * 16 * 4; i++) {
        int diff = abs(image.pixels[i] - expected[i]);
        if (diff > worst[i % 4]) worst[i % 4] = diff;
        total += diff;
    }
    printf("JPEG 16x16: worst channel error r %d g %d b %d a %d, mean %.2f\n", worst[0], worst[1], worst[2],
           worst[3], total / (16.0 * 16 * 4));
    CHECK(worst[0] <= 16 && worst[1] <= 16 && worst[2] <= 16);
    CHECK_EQ_INT(worst[3], 0); /* JPEG has no alpha: opaque */
    CHECK(total <= 16 * 16 * 4 * 3); /* mean error at most 3 levels */
    free(expected);
    plume_image_free(&image);
    free(jpeg.data);
}

static void test_bad_bytes_are_rejected(void)
{
    plume_image image;
    CHECK_EQ_INT(plume_image_decode(NULL, 0, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("empty");
    const unsigned char junk[] = "definitely not an image";
    CHECK_EQ_INT(plume_image_decode(junk, sizeof junk, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("not a readable PNG or JPEG");
    CHECK(image.pixels == NULL);

    byte_buffer png = make_png(16, 16);
    CHECK_EQ_INT(plume_image_decode(png.data, png.size / 2, &image), PLUME_ERR_IMAGE); /* truncated */
    CHECK_ERROR_HAS("truncated");

    unsigned char *patched = malloc(png.size);
    memcpy(patched, png.data, png.size);
    patched[8 + 8 + 8] = 16; /* IHDR bit depth: claim 16 bits per channel */
    CHECK_EQ_INT(plume_image_decode(patched, png.size, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("16-bit");
    memcpy(patched, png.data, png.size);
    patched[8 + 8 + 2] = 0x40; /* IHDR width: 0x4010 = 16400 pixels */
    CHECK_EQ_INT(plume_image_decode(patched, png.size, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("PNG image is 16400x16; each side must be 1..4096 pixels");
    memcpy(patched, png.data, png.size);
    patched[33] = 0x7f; /* the IDAT after IHDR claims 2 GiB: refused before stb allocates for it */
    CHECK_EQ_INT(plume_image_decode(patched, png.size, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("a chunk is longer than the bytes given");
    free(patched);
    free(png.data);
}

/* A scan that names Huffman tables no DHT segment defined: stb 2.27 would decode with tables it
   never initialised, so the guard refuses the file first. */
static void test_jpeg_with_undefined_tables_is_refused(void)
{
    byte_buffer jpeg = make_jpeg(8, 8);
    size_t sos = 0;
    for (size_t i = 0; i + 1 < jpeg.size && !sos; i++)
        if (jpeg.data[i] == 0xFF && jpeg.data[i + 1] == 0xDA) sos = i;
    CHECK(sos > 0);
    jpeg.data[sos + 6] = 0x23; /* first component: DC table 2, AC table 3 */
    plume_image image;
    CHECK_EQ_INT(plume_image_decode(jpeg.data, jpeg.size, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("Huffman table that was never defined");
    free(jpeg.data);
}

/* Mutations of valid files: each decode succeeds with a power-of-two image or fails cleanly. */
static void mutate_and_decode(const byte_buffer *base, unsigned seed, int rounds, int *ok, int *rejected)
{
    unsigned char *buffer = malloc(base->size);
    unsigned state = seed;
    for (int round = 0; round < rounds; round++) {
        memcpy(buffer, base->data, base->size);
        size_t size = base->size;
        int edits = 1 + (int)(state % 3);
        for (int e = 0; e < edits; e++) {
            state = state * 1103515245u + 12345u;
            size_t at = (state >> 8) % size;
            state = state * 1103515245u + 12345u;
            if ((state >> 8) % 8 == 0) size = at + 1;
            else buffer[at] = (unsigned char)(state >> 16);
        }
        plume_image image;
        plume_status status = plume_image_decode(buffer, size, &image);
        if (status == PLUME_OK) {
            CHECK(plume_last_error()[0] == '\0'); /* nothing left over from an earlier input */
            CHECK(image.width > 0 && (image.width & (image.width - 1)) == 0);
            CHECK(image.height > 0 && (image.height & (image.height - 1)) == 0);
            plume_image_free(&image);
            (*ok)++;
        } else {
            CHECK(image.pixels == NULL);
            CHECK_EQ_INT(plume_last_status(), status);
            CHECK(strstr(plume_last_error(), "image") || strstr(plume_last_error(), "JPEG") ||
                  strstr(plume_last_error(), "PNG"));
            (*rejected)++;
        }
    }
    free(buffer);
}

static void test_mutation_loop(void)
{
    byte_buffer png = make_png(13, 9), jpeg = make_jpeg(24, 17);
    int ok = 0, rejected = 0;
    mutate_and_decode(&png, 1, 3000, &ok, &rejected);
    mutate_and_decode(&jpeg, 2, 3000, &ok, &rejected);
    CHECK(ok > 50 && rejected > 50);
    free(png.data);
    free(jpeg.data);
}

/* One pixel too wide says so; stb's own cap would only have said "not a readable PNG or JPEG". */
static void test_oversized_sides_name_the_limit(void)
{
    plume_image image;
    byte_buffer png = make_png(4097, 16), jpeg = make_jpeg(16, 4097);
    CHECK_EQ_INT(plume_image_decode(png.data, png.size, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("PNG image is 4097x16; each side must be 1..4096 pixels");
    CHECK_EQ_INT(plume_image_decode(jpeg.data, jpeg.size, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("JPEG image is 16x4097; each side must be 1..4096 pixels");
    free(png.data);
    free(jpeg.data);
    byte_buffer edge = make_png(4096, 1);
    CHECK_EQ_INT(plume_image_decode(edge.data, edge.size, &image), PLUME_OK);
    plume_image_free(&image);
    free(edge.data);
}

static void put_be32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (24 - 8 * i));
}

/* A few dozen bytes cannot hold 4096x4096 pixels: refused from the header, before stb_image
   allocates anything (every stb allocation fails during these calls, and the message is not
   "out of memory"). */
static void test_implausible_claims_are_refused_before_allocating(void)
{
    plume_image image;
    byte_buffer png = make_png(1, 1);
    CHECK(png.size < 100);
    put_be32(&png.data[16], 4096); /* IHDR width and height; stb does not check the CRC */
    put_be32(&png.data[20], 4096);
    plume_stb_allocation_limit = 1;
    CHECK_EQ_INT(plume_image_decode(png.data, png.size, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("PNG image claims 4096x4096 pixels, which need at least 65028 bytes, but has 70");
    CHECK(image.pixels == NULL);

    byte_buffer jpeg = make_jpeg(8, 8);
    size_t sof = 0;
    for (size_t i = 2; i + 9 < jpeg.size && !sof; i++)
        if (jpeg.data[i] == 0xFF && jpeg.data[i + 1] == 0xC0) sof = i;
    CHECK(sof > 0);
    jpeg.data[sof + 5] = 0x10, jpeg.data[sof + 6] = 0x00; /* height 4096 */
    jpeg.data[sof + 7] = 0x10, jpeg.data[sof + 8] = 0x00; /* width 4096 */
    CHECK_EQ_INT(plume_image_decode(jpeg.data, jpeg.size, &image), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("JPEG image claims 4096x4096 pixels");
    CHECK_ERROR_HAS("corrupt or truncated");
    plume_stb_allocation_limit = 0;
    free(png.data);
    free(jpeg.data);
}

/* Running out of heap while decoding is OUT_OF_MEMORY, not a corrupt image (stb says "outofmem"). */
static void test_out_of_memory_is_reported_as_such(void)
{
    plume_image image;
    byte_buffer png = make_png(256, 256), jpeg = make_jpeg(256, 256);
    plume_stb_allocation_limit = 64 * 1024; /* the 256x256 RGBA output alone needs 256 KiB */
    CHECK_EQ_INT(plume_image_decode(png.data, png.size, &image), PLUME_ERR_OUT_OF_MEMORY);
    CHECK_ERROR_HAS("out of memory decoding a 256x256 image");
    CHECK(image.pixels == NULL);
    CHECK_EQ_INT(plume_image_decode(jpeg.data, jpeg.size, &image), PLUME_ERR_OUT_OF_MEMORY);
    CHECK_ERROR_HAS("out of memory");
    plume_stb_allocation_limit = 1; /* even the JPEG reader's state cannot be allocated */
    CHECK_EQ_INT(plume_image_decode(jpeg.data, jpeg.size, &image), PLUME_ERR_OUT_OF_MEMORY);
    CHECK_ERROR_HAS("out of memory");
    plume_stb_allocation_limit = 0;
    CHECK_EQ_INT(plume_image_decode(png.data, png.size, &image), PLUME_OK); /* and memory back: fine */
    plume_image_free(&image);
    free(png.data);
    free(jpeg.data);
}

/* plume_create_texture_rgba (what the web build uses: the browser decodes) keeps the same pixels as decoding the
   same picture's PNG: copied exactly at power-of-two sides (every alpha 0..255 kept, nothing premultiplied), resized
   the same way otherwise; sides and NULL pixels are refused with the decoder's words. */
static void test_rgba_pixels_match_the_decoded_png(void)
{
    plume_system *sys = plume_system_create(NULL);
    CHECK(sys != NULL);
    const int sizes[][2] = {{16, 16}, {3, 5}, {1, 1}, {5, 64}};
    for (int i = 0; i < 4; i++) {
        int w = sizes[i][0], h = sizes[i][1];
        unsigned char *pixels = gradient_pixels(w, h);
        for (int p = 0; p < w * h; p++) pixels[p * 4 + 3] = (unsigned char)(p * 37 % 256); /* every alpha */
        byte_buffer png = {0};
        stbi_write_png_to_func(append_bytes, &png, w, h, 4, pixels, w * 4);
        uint32_t from_png, from_rgba;
        CHECK_EQ_INT(plume_create_texture(sys, png.data, png.size, &from_png), PLUME_OK);
        CHECK_EQ_INT(plume_create_texture_rgba(sys, pixels, (uint32_t)w, (uint32_t)h, &from_rgba), PLUME_OK);
        CHECK(from_rgba != 0 && from_rgba != from_png);
        const plume_image *a = plume_system_texture(sys, plume_texture_slot(sys, from_png));
        const plume_image *b = plume_system_texture(sys, plume_texture_slot(sys, from_rgba));
        CHECK(b->pixels != pixels); /* a copy: the caller's buffer stays the caller's */
        CHECK_EQ_INT(b->width, a->width);
        CHECK_EQ_INT(b->height, a->height);
        CHECK(memcmp(a->pixels, b->pixels, (size_t)a->width * a->height * 4) == 0);
        if (w == 16) CHECK(memcmp(b->pixels, pixels, 16 * 16 * 4) == 0); /* top row first, exact */
        CHECK_EQ_INT(plume_destroy_texture(sys, from_rgba), PLUME_OK);
        free(png.data);
        free(pixels);
    }
    static const uint8_t pixel[4] = {1, 2, 3, 4};
    uint32_t texture = 99;
    CHECK_EQ_INT(plume_create_texture_rgba(sys, pixel, 4097, 1, &texture), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("image is 4097x1; each side must be 1..4096 pixels");
    CHECK_EQ_INT(texture, 0);
    CHECK_EQ_INT(plume_create_texture_rgba(sys, pixel, 1, 0, &texture), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("image is 1x0; each side must be 1..4096 pixels");
    CHECK_EQ_INT(plume_create_texture_rgba(sys, NULL, 1, 1, &texture), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("pixels of a 1x1 image are NULL");
    CHECK_EQ_INT(plume_create_texture_rgba(sys, pixel, 1, 1, &texture), PLUME_OK);
    CHECK_EQ_INT(plume_last_status(), PLUME_OK);
    plume_system_destroy(sys);
}

/* plume_adopt_texture_rgba (the web build's loads) takes the caller's malloc'd pixels: kept as they are at
   power-of-two sides (no second copy: a 4096x4096 load needs 64 MiB once, not twice), resized into a new buffer
   and freed otherwise, freed on every refusal (ASan's leak check and double-free check watch each path). */
static void test_adopted_pixels_are_kept_without_a_copy(void)
{
    plume_system *sys = plume_system_create(NULL);
    CHECK(sys != NULL);
    const int sizes[][2] = {{16, 16}, {3, 5}, {1, 1}, {5, 64}};
    for (int i = 0; i < 4; i++) {
        int w = sizes[i][0], h = sizes[i][1];
        unsigned char *pixels = gradient_pixels(w, h);
        unsigned char *adopted = malloc((size_t)w * h * 4);
        CHECK(adopted != NULL);
        memcpy(adopted, pixels, (size_t)w * h * 4);
        uint32_t copied, kept;
        CHECK_EQ_INT(plume_create_texture_rgba(sys, pixels, (uint32_t)w, (uint32_t)h, &copied), PLUME_OK);
        CHECK_EQ_INT(plume_adopt_texture_rgba(sys, adopted, (uint32_t)w, (uint32_t)h, &kept), PLUME_OK);
        const plume_image *a = plume_system_texture(sys, plume_texture_slot(sys, copied));
        const plume_image *b = plume_system_texture(sys, plume_texture_slot(sys, kept));
        int power_of_two = (w & (w - 1)) == 0 && (h & (h - 1)) == 0;
        CHECK(power_of_two ? b->pixels == adopted : b->pixels != adopted); /* kept, or resized (and freed) */
        CHECK_EQ_INT(b->width, a->width);
        CHECK_EQ_INT(b->height, a->height);
        CHECK(memcmp(a->pixels, b->pixels, (size_t)a->width * a->height * 4) == 0);
        CHECK_EQ_INT(plume_destroy_texture(sys, kept), PLUME_OK); /* frees the adopted buffer: no leak, no double free */
        free(pixels);
    }
    uint32_t texture = 99;
    CHECK_EQ_INT(plume_adopt_texture_rgba(sys, calloc(1, 4), 4097, 1, &texture), PLUME_ERR_IMAGE);
    CHECK_ERROR_HAS("image is 4097x1; each side must be 1..4096 pixels");
    CHECK_EQ_INT(texture, 0);
    CHECK_EQ_INT(plume_adopt_texture_rgba(sys, calloc(1, 4), 0, 1, &texture), PLUME_ERR_IMAGE);
    CHECK_EQ_INT(plume_adopt_texture_rgba(sys, NULL, 1, 1, &texture), PLUME_ERR_INVALID_ARGUMENT);
    CHECK_ERROR_HAS("pixels of a 1x1 image are NULL");
    CHECK_EQ_INT(plume_adopt_texture_rgba(sys, calloc(1, 4), 1, 1, &texture), PLUME_OK);
    CHECK_EQ_INT(plume_last_status(), PLUME_OK);
    plume_system_destroy(sys); /* frees the last adopted buffer */
}

int main(void)
{
    test_adopted_pixels_are_kept_without_a_copy();
    test_rgba_pixels_match_the_decoded_png();
    test_png_round_trip();
    test_npot_is_resized_to_power_of_two();
    test_jpeg_decodes();
    test_bad_bytes_are_rejected();
    test_jpeg_with_undefined_tables_is_refused();
    test_oversized_sides_name_the_limit();
    test_implausible_claims_are_refused_before_allocating();
    test_out_of_memory_is_reported_as_such();
    test_mutation_loop();
    return check_report("image_decode");
}
