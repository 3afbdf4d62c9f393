/* The generated art ('plume:smoke', ...): every name draws a power-of-two picture with its atlas, the same
   pixels each time, shaped as named (soft edges, flipbook frames that change, a hot fire); unknown names are
   refused with the list. PLUME_ART_DIR=folder writes each as a PNG for looking at. */
#include <math.h>
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
            } else if (strcmp(name, "trail") == 0) {
                CHECK(lit > area / 2); /* a ribbon's cross-section: it tiles along y (test_trail checks its profile) */
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

/* Brightness of a colour as the eye sees it (Rec. 709 weights), 0..255. */
static float luma(const uint8_t *c) { return 0.2126f * (float)c[0] + 0.7152f * (float)c[1] + 0.0722f * (float)c[2]; }

static void test_flipbooks(void)
{
    plume_image smoke, fire, noise;
    uint32_t cols, rows;
    CHECK_EQ_INT(plume_art_generate("smoke", &smoke, &cols, &rows), PLUME_OK);
    CHECK(cols == 4 && rows == 4 && smoke.width / 4 >= 128); /* frames of 128 pixels at least (issue 31) */
    /* the puff spreads, thins and dissolves over its 16 frames, row after row: more pixels, less alpha in them */
    const int cell = smoke.width / 4;
    double previous_alpha = 256.0;
    int previous_area = 0;
    for (int f = 0; f < 16; f += 4) {
        const int ox = (f % 4) * cell, oy = (f / 4) * cell, area = covered(&smoke, ox, oy, cell, cell, 8);
        double sum = 0.0;
        for (int y = oy; y < oy + cell; y++)
            for (int x = ox; x < ox + cell; x++) sum += alpha_at(&smoke, x, y);
        CHECK(sum / area < previous_alpha && area > previous_area);
        previous_alpha = sum / area;
        previous_area = area;
    }
    CHECK(covered(&smoke, 0, 0, cell, cell, 160) > 1600); /* dense at first */
    CHECK(covered(&smoke, 3 * cell, 3 * cell, cell, cell, 8) > 1200); /* still there at the end, thin */
    /* its normal map: flat (facing the viewer) where there is no smoke; where there is, the billows' right sides face
       +X and their left sides -X, so a light from +X lights the right half of each frame and shades the left */
    CHECK(smoke.normals != NULL);
    for (int f = 0; f < 16; f++) {
        const int ox = (f % 4) * cell, oy = (f / 4) * cell;
        double right_x = 0, left_x = 0;
        int right_n = 0, left_n = 0;
        for (int y = oy; y < oy + cell; y++) {
            for (int x = ox; x < ox + cell; x++) {
                const size_t i = ((size_t)y * (size_t)smoke.width + (size_t)x) * 4;
                if (smoke.pixels[i + 3] < 24) continue;
                const double nx = smoke.normals[i] / 127.5 - 1.0;
                if (x - ox >= cell / 2) right_x += nx, right_n++;
                else left_x += nx, left_n++;
            }
        }
        CHECK(smoke.normals[(size_t)oy * (size_t)smoke.width * 4 + (size_t)ox * 4 + 2] == 255); /* empty corner: flat */
        CHECK(right_n > 100 && left_n > 100);
        CHECK(right_x / right_n > 0.15 && left_x / left_n < -0.15);
    }
    CHECK_EQ_INT(plume_art_generate("fire", &fire, &cols, &rows), PLUME_OK);
    CHECK(cols == 8 && rows == 4 && fire.width / 8 >= 128 && fire.height / 4 >= 128);
    /* hot: where it is opaque, red leads green leads blue; it holds a white-hot core (near white), yellow, and red
       tongues, and darker smoke over its top (issue 31: white through yellow, orange and red to dark smoke) */
    int hot = 0, white = 0, yellow = 0, red = 0, smoky = 0;
    for (size_t p = 0; p < (size_t)fire.width * (size_t)fire.height; p++) {
        const uint8_t *c = &fire.pixels[p * 4];
        if (c[3] > 200) {
            hot++;
            CHECK(c[0] >= c[1] && c[1] >= c[2]);
            white += c[0] > 245 && c[1] > 235 && c[2] > 200;
            yellow += c[0] > 240 && c[1] > 150 && c[1] < 220 && c[2] < 90;
            red += c[0] > 110 && c[1] < 50 && c[2] < 30;
        }
        smoky += c[3] > 40 && c[3] < 200 && luma(c) < 40;
    }
    CHECK(hot > 20000);
    CHECK(white > 2000);
    CHECK(yellow > 2000);
    CHECK(red > 1000);
    CHECK(smoky > 2000);
    /* consecutive frames differ (it moves) */
    CHECK(memcmp(&fire.pixels[0], &fire.pixels[128 * 4], 128 * 4) != 0 || covered(&fire, 0, 0, 128, 128, 8) != covered(&fire, 128, 0, 128, 128, 8));
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

/* plume:trail, across a ribbon (x): brightest at the centre, falling steadily to nothing at both edges, the same
   on both sides; along it (y) streaks that change (a scrolling UV shows them move) and tile (no seam where it wraps). */
static void test_trail(void)
{
    plume_image t;
    uint32_t cols, rows;
    CHECK_EQ_INT(plume_art_generate("trail", &t, &cols, &rows), PLUME_OK);
    CHECK(cols == 1 && rows == 1 && t.width == 64 && t.height == 64);
    const int w = t.width, h = t.height;
    float profile[64] = {0}; /* each column's mean alpha */
    for (int x = 0; x < w; x++) {
        for (int y = 0; y < h; y++) profile[x] += (float)alpha_at(&t, x, y) / (float)h;
        const uint8_t *p = &t.pixels[((size_t)(h / 2) * (size_t)w + (size_t)x) * 4];
        CHECK(p[0] == 255 && p[1] == 255 && p[2] == 255); /* white: the layer's colour tints it */
    }
    CHECK(profile[w / 2] > 170.0f && profile[w / 2 - 1] > 170.0f); /* bright at the centre */
    CHECK(profile[0] < 2.0f && profile[w - 1] < 2.0f);               /* nothing at the edges */
    CHECK(profile[w / 8] < 0.25f * profile[w / 2]);                  /* soft: most of the light in the middle */
    for (int x = 1; x <= w / 2 - 1; x++) {
        CHECK(profile[x] >= profile[x - 1]);                     /* rising to the centre */
        CHECK(fabsf(profile[x] - profile[w - 1 - x]) < 0.05f * profile[w / 2]); /* symmetric */
    }
    int lo = 255, hi = 0, seam = 0; /* along the centre line: streaks; and the last row meets the first */
    for (int y = 0; y < h; y++) {
        const int a = (int)alpha_at(&t, w / 2, y);
        lo = a < lo ? a : lo;
        hi = a > hi ? a : hi;
    }
    for (int x = 0; x < w; x++) {
        const int d = (int)alpha_at(&t, x, 0) - (int)alpha_at(&t, x, h - 1);
        seam = abs(d) > seam ? abs(d) : seam;
    }
    CHECK(hi - lo > 25);
    CHECK(seam < 12);
    plume_image_free(&t);
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
    test_trail();
    test_unknown_names_and_the_system();
    return check_report("texture_art");
}
