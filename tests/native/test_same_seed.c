/* test_same_seed.c — one seed scheme for C and JavaScript plays (issue 29): a mesh layer played by a C game
   (effect.c) with a seed shows its particles where the JavaScript runtime's play of the same layer and seed
   shows them. Both sides compare with tests/shared/same_seed.txt: this test (run from the repository's root,
   as ctest does) plays the layer in C, and tests/browser/runtime.test.mjs plays it through createEffect;
   PLUME_WRITE_SAME_SEED=1 rewrites the file. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "effect.h"
#include "rng.h"

static const float IDENTITY[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
#define PLAYS 6
#define STEPS 15 /* of 1000/60 ms: 250 ms */

/* The layer of the browser test: { sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, life: 1000,
   speed: [1, 2], shape: { type: 'sphere', radius: 1 }, gravity: [0, -1, 0], rotation: [0, 90], size: 1 } */
#define UNSEEDED 3 /* plays without a seed of an effect whose seed is 5 */
#define CPU 3 /* plays of a cpu layer, seeds 1..CPU */
#define ROWS (PLAYS + UNSEEDED + CPU)

/* The centre of each play's one particle at 250 ms: seeds 1..PLAYS, then UNSEEDED plays given none, then the cpu
   layer's plays of seeds 1..CPU. */
static void centres(float out[ROWS][3])
{
    plume_system *ctx = plume_system_create(&(plume_system_desc){.seed = 1});
    CHECK(ctx != NULL);
    uint32_t kind = 0;
    CHECK_EQ_INT(plume_define_kind(ctx, "quad",
                                   &(plume_kind_desc){.mesh_obj = "v -0.5 -0.5 0\nv 0.5 -0.5 0\nv 0.5 0.5 0\nv -0.5 0.5 0\nf 1 2 3 4\n",
                                                      .start_size = 1, .end_size = 1, .max_age = 1000},
                                   &kind), PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1, .seed = 5};
    desc.layers[0].sim = PLUME_SIM_MESH;
    desc.layers[0].mesh = (plume_mesh_layer_desc){.kind = kind, .burst = 1, .life = {1000, 1000}, .size = {1, 1},
                                                  .speed = {1, 2}, .shape = PLUME_SHAPE_SPHERE, .radius = 1,
                                                  .gravity = {0, -1, 0}, .rotation = {0, 90}};
    plume_effect seeded, unseeded;
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &seeded), PLUME_OK);
    CHECK_EQ_INT(plume_effect_create(ctx, &desc, &unseeded), PLUME_OK);
    /* the browser test's { sim: 'cpu', rate: 0, burst: 1, life: 1000, speed: [1, 2], shape: { type: 'sphere', radius: 1 },
       gravity: [0, -1, 0], size: 1 }, as the JavaScript runtime writes it */
    plume_effect_desc cpu_desc = {.layer_count = 1};
    cpu_desc.layers[0].sim = PLUME_SIM_CPU;
    cpu_desc.layers[0].cpu = (plume_particle_system_desc){
        .burst = 1, .duration = 1000, .life = {1000, 1000}, .shape = PLUME_SHAPE_SPHERE, .radius = 1, .speed = {1, 2},
        .gravity = {0, -1, 0}, .size_count = 1, .size = {1},
        .explicit_zero = PLUME_PSYS_ZERO_RATE | PLUME_PSYS_ZERO_VELOCITY | PLUME_PSYS_ZERO_VELOCITY_RANDOM};
    plume_effect cpu;
    CHECK_EQ_INT(plume_effect_create(ctx, &cpu_desc, &cpu), PLUME_OK);
    plume_effect_instance plays[ROWS];
    for (uint32_t i = 0; i < PLAYS; i++) CHECK_EQ_INT(plume_effect_play(ctx, seeded, IDENTITY, i + 1, &plays[i]), PLUME_OK);
    for (uint32_t i = 0; i < UNSEEDED; i++) CHECK_EQ_INT(plume_effect_play(ctx, unseeded, IDENTITY, 0, &plays[PLAYS + i]), PLUME_OK);
    for (uint32_t i = 0; i < CPU; i++) CHECK_EQ_INT(plume_effect_play(ctx, cpu, IDENTITY, i + 1, &plays[PLAYS + UNSEEDED + i]), PLUME_OK);
    for (int s = 0; s < STEPS; s++) CHECK_EQ_INT(plume_step(ctx, 1000.0 / 60.0), PLUME_OK);
    for (uint32_t i = 0; i < ROWS; i++) {
        float lo[3], hi[3];
        CHECK_EQ_INT(plume_instance_bounds(ctx, plays[i], lo, hi), PLUME_OK);
        for (int a = 0; a < 3; a++) out[i][a] = (lo[a] + hi[a]) / 2;
    }
    plume_system_destroy(ctx);
}

/* s1..s6: seeded mesh plays, u0..u2: mesh plays given no seed, c1..c3: seeded cpu plays */
static char label_of(int row) { return row < PLAYS ? 's' : row < PLAYS + UNSEEDED ? 'u' : 'c'; }
static int number_of(int row) { return row < PLAYS ? row + 1 : row < PLAYS + UNSEEDED ? row - PLAYS : row - PLAYS - UNSEEDED + 1; }

#define SHARED "tests/shared/same_seed.txt"

int main(void)
{
    float got[ROWS][3];
    centres(got);
    /* the particles differ from play to play (the seed matters), unseeded plays too */
    CHECK(fabsf(got[0][0] - got[1][0]) + fabsf(got[0][2] - got[1][2]) > 0.01f);
    CHECK(fabsf(got[PLAYS][0] - got[PLAYS + 1][0]) + fabsf(got[PLAYS][2] - got[PLAYS + 1][2]) > 0.01f);
    CHECK(plume_play_seed(5, 0) == 5); /* the first play given none takes the effect's seed */
    if (getenv("PLUME_WRITE_SAME_SEED")) {
        FILE *file = fopen(SHARED, "w");
        CHECK(file != NULL);
        fprintf(file, "# play: the centre of its one particle at 250 ms; s<seed>: played with that seed, u<n>: the n-th play "
                      "given none of an effect of seed 5, c<seed>: a cpu layer (tests/native/test_same_seed.c writes it)\n");
        for (int i = 0; i < ROWS; i++)
            fprintf(file, "%c%d %.6f %.6f %.6f\n", label_of(i), number_of(i), got[i][0], got[i][1], got[i][2]);
        fclose(file);
    }
    FILE *file = fopen(SHARED, "r");
    CHECK(file != NULL);
    char line[256];
    CHECK(fgets(line, sizeof line, file) != NULL);
    for (int i = 0; i < ROWS; i++) {
        char label = 0;
        int n = -1;
        float want[3];
        CHECK(fscanf(file, " %c%d %f %f %f", &label, &n, &want[0], &want[1], &want[2]) == 5);
        CHECK_EQ_INT(label, label_of(i));
        CHECK_EQ_INT(n, number_of(i));
        for (int a = 0; a < 3; a++) CHECK(fabsf(got[i][a] - want[a]) < 1e-4f);
    }
    fclose(file);
    /* the layer seed never 0 (a cpu system takes 0 as "draw one") */
    CHECK(plume_layer_seed(0, 0) != 0);
    return check_report("test_same_seed");
}
