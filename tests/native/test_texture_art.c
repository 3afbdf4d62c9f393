/* The generated art ('plume:smoke', ...): every name draws a power-of-two picture with its atlas, the same
   pixels each time, shaped as named (soft edges, flipbook frames that change, a hot fire); unknown names are
   refused with the list. PLUME_ART_DIR=folder writes each as a PNG for looking at. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "system_internal.h"
#include "texture_art.h"

#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>

static uint32_t alpha_at(const plume_image *image, int x, int y)
{
    return image->pixels[((size_t)y * (size_t)image->width + (size_t)x) * 4 + 3];
}

/* How many pixels of a w × h cell at (ox, oy) have alpha above `threshold`. */
static int covered(const plume_image *image, int ox, int oy, int w, int h, uint32_t threshold)
{
    int n = 0;
    for (int y = oy; y < oy + h; y++)
        for (int x = ox; x < ox + w; x++) n += alpha_at(image, x, y) > threshold;
    return n;
}

/* The largest alpha on the border of a cell: soft shapes fade out before their frame's edge. */
static uint32_t border_alpha(const plume_image *image, int ox, int oy, int size)
{
    uint32_t most = 0;
    for (int i = 0; i < size; i++) {
        const uint32_t values[4] = {alpha_at(image, ox + i, oy), alpha_at(image, ox + i, oy + size - 1),
                                    alpha_at(image, ox, oy + i), alpha_at(image, ox + size - 1, oy + i)};
        for (int k = 0; k < 4; k++) most = values[k] > most ? values[k] : most;
    }
    return most;
}

static void test_every_name(void)
{
    const char *dir = getenv("PLUME_ART_DIR");
    for (uint32_t i = 0; plume_art_name(i); i++) {
        const char *name = plume_art_name(i);
        plume_image a, b;
        uint32_t cols, rows, cols2, rows2;
        CHECK_EQ_INT(plume_art_generate(name, &a, &cols, &rows), PLUME_OK);
        CHECK_EQ_INT(plume_art_generate(name, &b, &cols2, &rows2), PLUME_OK);
        CHECK(a.width > 0 && (a.width & (a.width - 1)) == 0 && (a.height & (a.height - 1)) == 0); /* WebGL 1 repeats them */
        CHECK(memcmp(a.pixels, b.pixels, (size_t)a.width * (size_t)a.height * 4) == 0); /* deterministic */
        CHECK(cols == cols2 && rows == rows2 && a.width % (int)cols == 0 && a.height % (int)rows == 0);
        const int cell_w = a.width / (int)cols, cell_h = a.height / (int)rows;
        const int area = cell_w * cell_h;
        for (uint32_t f = 0; f < cols * rows; f++) {
            const int ox = (int)(f % cols) * cell_w, oy = (int)(f / cols) * cell_h;
            const int lit = covered(&a, ox, oy, cell_w, cell_h, 8);
            if (strcmp(name, "noise") == 0) {
                CHECK(lit == area); /* opaque */
            } else {
                CHECK(lit > area / 50);       /* something in every frame */
                CHECK(lit < area * 9 / 10);   /* and room around it */
                CHECK(border_alpha(&a, ox, oy, cell_w < cell_h ? cell_w : cell_h) < 40); /* soft: nothing cut at the edge */
            }
        }
        if (dir) {
            char path[512];
            snprintf(path, sizeof path, "%s/%s.png", dir, name);
            stbi_write_png(path, a.width, a.height, 4, a.pixels, a.width * 4);
        }
        plume_image_free(&a);
        plume_image_free(&b);
    }
}

static void test_flipbooks(void)
{
    plume_image smoke, fire, noise;
    uint32_t cols, rows;
    CHECK_EQ_INT(plume_art_generate("smoke", &smoke, &cols, &rows), PLUME_OK);
    CHECK(cols == 8 && rows == 8);
    /* the puff thins and dissolves over its 64 frames, frame after frame */
    int previous = covered(&smoke, 0, 0, 64, 64, 96);
    CHECK(previous > 400);
    for (int f = 8; f < 64; f += 8) {
        const int dense = covered(&smoke, (f % 8) * 64, (f / 8) * 64, 64, 64, 96);
        CHECK(dense < previous);
        previous = dense;
    }
    CHECK(covered(&smoke, 7 * 64, 7 * 64, 64, 64, 8) > 300); /* still there at the end, thin */
    CHECK_EQ_INT(plume_art_generate("fire", &fire, &cols, &rows), PLUME_OK);
    CHECK(cols == 8 && rows == 4);
    /* hot: where it is bright, red leads green leads blue */
    int hot = 0;
    for (size_t p = 0; p < (size_t)fire.width * (size_t)fire.height; p++) {
        const uint8_t *c = &fire.pixels[p * 4];
        if (c[3] > 200) {
            hot++;
            CHECK(c[0] >= c[1] && c[1] >= c[2]);
        }
    }
    CHECK(hot > 1000);
    /* consecutive frames differ (it moves); the noise tiles: its left column meets its right one smoothly */
    CHECK(memcmp(&fire.pixels[0], &fire.pixels[64 * 4], 64 * 4) != 0 || covered(&fire, 0, 0, 64, 64, 8) != covered(&fire, 64, 0, 64, 64, 8));
    CHECK_EQ_INT(plume_art_generate("noise", &noise, &cols, &rows), PLUME_OK);
    int seam = 0;
    for (int y = 0; y < noise.height; y++) {
        const int left = noise.pixels[((size_t)y * (size_t)noise.width) * 4];
        const int right = noise.pixels[((size_t)y * (size_t)noise.width + (size_t)noise.width - 1) * 4];
        seam = abs(left - right) > seam ? abs(left - right) : seam;
    }
    CHECK(seam < 40);
    plume_image_free(&smoke);
    plume_image_free(&fire);
    plume_image_free(&noise);
}

static void test_unknown_names_and_the_system(void)
{
    plume_image image;
    uint32_t cols, rows;
    CHECK_EQ_INT(plume_art_generate("smoak", &image, &cols, &rows), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(strstr(plume_last_error(), "no generated texture 'plume:smoak' (there are plume:smoke, plume:fire") != NULL);
    CHECK(image.pixels == NULL);
    plume_system *sys = plume_system_create(NULL);
    uint32_t texture = 0, atlas[2] = {0, 0};
    CHECK_EQ_INT(plume_create_generated_texture(sys, "debris", &texture, atlas), PLUME_OK);
    CHECK(texture != 0 && atlas[0] == 2 && atlas[1] == 2);
    CHECK(plume_system_texture(sys, plume_texture_slot(sys, texture))->width == 128);
    uint32_t width = 0, height = 0;
    CHECK_EQ_INT(plume_texture_size(sys, texture, &width, &height), PLUME_OK);
    CHECK(width == 128 && height == 128);
    CHECK_EQ_INT(plume_texture_size(sys, texture + 1, &width, &height), PLUME_ERR_STALE_HANDLE);
    CHECK_EQ_INT(plume_create_generated_texture(sys, NULL, &texture, NULL), PLUME_ERR_INVALID_ARGUMENT);
    CHECK(texture == 0);
    plume_system_destroy(sys);
}

int main(void)
{
    test_every_name();
    test_flipbooks();
    test_unknown_names_and_the_system();
    return check_report("texture_art");
}
