/* test_game_art.c — the demo game's GL-free parts (web/game), natively under ASan/UBSan: the generated
   keyframe meshes parse with matching keyframes and the triangle counts the art calls for, the
   explosion follows the book's recipe, the textures are 128×128 glows on black, the flight keeps the
   camera tilted 15° behind the ship, and holding fire spawns explosions while the engine glow lives on. */
#include <math.h>
#include <stdlib.h>

#include "camera.h"
#include "check.h"
#include "effects.h"
#include "image_decode.h"
#include "models.h"
#include "obj_parse.h"
#include "particle_shapes.h"
#include "particle_textures.h"
#include "system_internal.h"

static void check_pair(shape_pair *shape, uint32_t triangles, plume_mesh *start, plume_mesh *end)
{
    CHECK(!shape->start.failed && !shape->end.failed);
    CHECK_EQ_INT(plume_obj_parse(shape->start.text, shape->start.length, start), PLUME_OK);
    CHECK_EQ_INT(plume_obj_parse(shape->end.text, shape->end.length, end), PLUME_OK);
    CHECK_EQ_INT(start->index_count / 3, triangles);
    CHECK_EQ_INT(end->vertex_count, start->vertex_count); /* keyframes line up vertex for vertex */
    CHECK_EQ_INT(end->index_count, start->index_count);
}

static float mean_distance(const plume_mesh *m)
{
    double sum = 0;
    for (uint32_t v = 0; v < m->vertex_count; v++) {
        const float *p = &m->positions[v * 3];
        sum += sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]);
    }
    return (float)(sum / m->vertex_count);
}

static float mean_edge(const plume_mesh *m) /* first edge of every quad (4 vertices each) */
{
    double sum = 0;
    for (uint32_t q = 0; q < m->vertex_count / 4; q++) {
        const float *a = &m->positions[q * 12], *b = a + 3;
        sum += sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
    }
    return (float)(sum / (m->vertex_count / 4));
}

static void test_shapes(void)
{
    shape_pair shape;
    plume_mesh start, end;

    shape_explosion(&shape, 56, 7);
    check_pair(&shape, 336, &start, &end); /* §000: 56 three-quad stars = 336 triangles */
    /* denser in the middle: most stars sit within half the radius (1/8 of the volume) */
    int inner = 0;
    for (uint32_t s = 0; s < start.vertex_count / 12; s++) {
        float centre[3] = {0, 0, 0};
        for (int v = 0; v < 4; v++)
            for (int k = 0; k < 3; k++) centre[k] += start.positions[(s * 12 + (uint32_t)v) * 3 + (uint32_t)k] / 4;
        inner += sqrtf(centre[0] * centre[0] + centre[1] * centre[1] + centre[2] * centre[2]) < 0.5f;
    }
    CHECK(inner > 56 / 2);
    CHECK(mean_distance(&end) > mean_distance(&start) * 1.3f); /* nudged outward */
    float growth = mean_edge(&end) / mean_edge(&start);
    CHECK(growth > 1.7f && growth < 1.9f); /* enlarged 1.8× */
    plume_mesh_free(&start);
    plume_mesh_free(&end);
    shape_free(&shape);

    shape_shockwave(&shape, 40);
    check_pair(&shape, 80, &start, &end);
    CHECK(mean_distance(&end) > 3 * mean_distance(&start)); /* the ring widens */
    plume_mesh_free(&start);
    plume_mesh_free(&end);
    shape_free(&shape);

    shape_spark_spray(&shape, 36, 21);
    check_pair(&shape, 144, &start, &end);
    int upward = 0; /* a directional spray: the sparks leave along +Y */
    for (uint32_t v = 0; v < start.vertex_count; v++) upward += start.positions[v * 3 + 1] > 0;
    CHECK_EQ_INT(upward, start.vertex_count);
    CHECK(mean_distance(&end) > 5 * mean_distance(&start));
    plume_mesh_free(&start);
    plume_mesh_free(&end);
    shape_free(&shape);

    shape_engine_cone(&shape, 4);
    check_pair(&shape, 10, &start, &end);
    float longest = 0; /* along +Z, behind the nozzle, and longer at the end */
    for (uint32_t v = 0; v < end.vertex_count; v++) {
        CHECK(start.positions[v * 3 + 2] >= 0);
        longest = fmaxf(longest, end.positions[v * 3 + 2]);
    }
    CHECK(longest > 2.5f);
    plume_mesh_free(&start);
    plume_mesh_free(&end);
    shape_free(&shape);
}

static void test_textures(void)
{
    for (int t = 0; t < GAME_TEXTURE_COUNT; t++) {
        size_t size = 0;
        uint8_t *png = game_texture_png((game_texture)t, &size);
        CHECK(png && size > 100);
        plume_image image = {0};
        CHECK_EQ_INT(plume_image_decode(png, size, &image), PLUME_OK);
        CHECK_EQ_INT(image.width, GAME_TEXTURE_SIDE);
        CHECK_EQ_INT(image.height, GAME_TEXTURE_SIDE);
        if (image.pixels) {
            const uint8_t *corner = image.pixels; /* top left */
            CHECK(corner[0] + corner[1] + corner[2] < 8); /* additive: black edges add nothing */
            int brightest = 0;
            for (int i = 0; i < GAME_TEXTURE_SIDE * GAME_TEXTURE_SIDE * 4; i++)
                if (i % 4 != 3 && image.pixels[i] > brightest) brightest = image.pixels[i];
            CHECK(brightest > 150);
        }
        plume_image_free(&image);
        free(png);
    }
}

static void test_models(void)
{
    model ship, cluster, stars;
    model_ship(&ship);
    CHECK(!ship.failed && ship.vertex_count % 3 == 0 && ship.vertex_count / 3 == 19);
    model_asteroid_cluster(&cluster, 14, 11, 1000);
    CHECK_EQ_INT(cluster.vertex_count / 3, 14 * 80); /* an icosahedron split once: 80 faces a rock */
    int unit = 1;
    for (int v = 0; v < cluster.vertex_count; v++) {
        const float *n = &cluster.vertices[v * MODEL_VERTEX_FLOATS + 3];
        unit &= fabsf(n[0] * n[0] + n[1] * n[1] + n[2] * n[2] - 1) < 1e-3f;
    }
    CHECK(unit);
    model_starfield(&stars, 100, 400, 1);
    CHECK_EQ_INT(stars.vertex_count, 100);
    CHECK(fabsf(glm_vec3_norm(stars.vertices) - 400) < 0.01f);
    model_free(&ship);
    model_free(&cluster);
    model_free(&stars);
}

static void test_chase_camera(void)
{
    flight f;
    flight_init(&f);
    for (int i = 0; i < 120; i++) flight_update(&f, INPUT_LEFT, 1 / 60.0f);
    for (int i = 0; i < 300; i++) flight_update(&f, 0, 1 / 60.0f); /* the camera settles behind */
    mat4 view, world;
    flight_view(&f, view);
    glm_mat4_inv(view, world);
    vec3 looking = {-world[2][0], -world[2][1], -world[2][2]}; /* the camera's -Z in the world */
    float tilt = asinf(-looking[1]) * 180 / GAME_PI;
    CHECK(fabsf(tilt - 15) < 0.1f);
    vec3 ship_forward = {-sinf(f.yaw), 0, -cosf(f.yaw)};
    vec3 eye = {world[3][0], world[3][1], world[3][2]}, behind;
    glm_vec3_sub(eye, f.position, behind);
    CHECK(glm_vec3_dot(behind, ship_forward) < -5); /* behind the ship */
    CHECK(eye[1] > f.position[1] + 2);              /* and above it */
    CHECK(f.yaw > 3); /* two seconds of turning left */
}

static void test_effects(void)
{
    effects fx;
    CHECK_EQ_INT(effects_init(&fx, 2024), 1);
    CHECK_EQ_INT(plume_kind_count(fx.sys), 4);
    mat4 ship;
    glm_mat4_identity(ship);
    double now = 0;
    for (int i = 0; i < 60; i++, now += 16) { /* a quiet second: only the glow and the exhaust */
        effects_update(&fx, ship, 0, 16, now);
        plume_step(fx.sys, 16);
    }
    plume_stats quiet = plume_get_stats(fx.sys);
    CHECK_EQ_INT(fx.explosions_fired, 0);
    uint32_t heat = plume_particle_system_count(fx.sys, fx.heat); /* the heat trail streams from the nozzle */
    CHECK(heat >= 12 && heat <= 25);                               /* 45 a second, 0.35-0.5 s lives */
    CHECK_EQ_INT(quiet.system_particles, heat);
    CHECK(quiet.particles_active >= 2 && quiet.particles_active <= EFFECTS_GLOWS); /* staggered glows */
    CHECK_EQ_INT(quiet.emitters, 1);
    for (int i = 0; i < 60; i++, now += 16) { /* a second of holding fire */
        effects_update(&fx, ship, 1, 16, now);
        plume_step(fx.sys, 16);
    }
    CHECK(fx.explosions_fired >= 28 && fx.explosions_fired <= 31); /* 30 a second */
    plume_stats busy = plume_get_stats(fx.sys);
    CHECK(busy.particles_active > fx.explosions_fired);
    CHECK_EQ_INT(busy.systems, 3); /* the heat trail, the debris and the smoke its fragments leave (a sub-emitter) */
    CHECK(plume_effect_instances(fx.sys, fx.smoke) >= 4); /* lingering smoke at some explosions, none ended yet */
    CHECK(busy.system_particles > fx.explosions_fired * DEBRIS_PER_EXPLOSION / 2); /* debris: 0.5-1.1 s lives */
    CHECK_EQ_INT(busy.sub_emitter_dropped, 0); /* the smoke's capacity holds every puff */
    for (int i = 0; i < 250; i++, now += 16) { /* let go: explosions die after 2 s, the glow burns on */
        effects_update(&fx, ship, 0, 16, now);
        plume_step(fx.sys, 16);
    }
    plume_stats after = plume_get_stats(fx.sys);
    CHECK(after.particles_active <= EFFECTS_GLOWS && after.particles_active >= 2);
    /* the debris and its smoke burned out (the systems stay for the next); only the heat trail streams on */
    CHECK_EQ_INT(after.system_particles, plume_particle_system_count(fx.sys, fx.heat));
    CHECK_EQ_INT(after.systems, 3);
    CHECK_EQ_INT(plume_effect_instances(fx.sys, fx.smoke), 0); /* ended by themselves */
    CHECK_EQ_INT(plume_effect_instances(fx.sys, fx.blast), 0);
    CHECK(fx.blasts_ended >= fx.explosions_fired); /* every blast ended by itself and was polled */
    plume_point_light none[1];
    CHECK_EQ_INT(plume_lights(fx.sys, none, 1), 0); /* the glow and the exhaust light nothing */
    plume_system_destroy(fx.sys);
}

/* A blast lights what is round it (main.c hands its light to the asteroids): orange, brightest early, reaching 20
   units, gone with the fire. */
static void test_blast_light(void)
{
    effects fx;
    CHECK_EQ_INT(effects_init(&fx, 7), 1);
    vec3 at = {-26, -4, -42};
    effects_blast_at(&fx, at);
    plume_point_light lights[4];
    float peak = 0;
    for (int ms = 0; ms < 400; ms += 16) {
        plume_step(fx.sys, 16);
        uint32_t n = plume_lights(fx.sys, lights, 4);
        CHECK_EQ_INT(n, 1);
        if (n != 1) break;
        CHECK(fabsf(lights[0].position[0] - at[0]) < 1e-3f && fabsf(lights[0].position[2] - at[2]) < 1e-3f);
        CHECK(lights[0].color[0] > 1.5f * lights[0].color[1] && lights[0].color[1] > 2 * lights[0].color[2]); /* orange */
        CHECK(fabsf(lights[0].range - 20) < 1e-3f);
        if (ms < 40 && lights[0].intensity > peak) peak = lights[0].intensity;
        if (ms > 300) CHECK(lights[0].intensity < peak / 2); /* fading with the fire */
    }
    CHECK(peak > 6);
    for (int ms = 0; ms < 3000; ms += 16) plume_step(fx.sys, 16);
    CHECK_EQ_INT(plume_lights(fx.sys, lights, 4), 0);
    plume_system_destroy(fx.sys);
}

int main(void)
{
    test_shapes();
    test_textures();
    test_models();
    test_chase_camera();
    test_effects();
    test_blast_light();
    return check_report("test_game_art");
}
