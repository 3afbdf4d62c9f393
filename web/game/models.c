/* models.c — see models.h. Built once at startup (and kept: the GL buffers are rebuilt from these
   copies after a lost context). */
#include "models.h"

#include <stdlib.h>

#include "math3d.h"

static float *reserve(model *m, int floats_per_vertex, int vertices)
{
    if (m->failed) return NULL;
    if (m->vertex_count + vertices > m->capacity) {
        int capacity = (m->capacity ? m->capacity * 2 : 256) + vertices;
        float *grown = realloc(m->vertices, (size_t)capacity * (size_t)floats_per_vertex * sizeof(float));
        if (!grown) {
            m->failed = 1;
            return NULL;
        }
        m->vertices = grown;
        m->capacity = capacity;
    }
    float *at = m->vertices + (size_t)m->vertex_count * (size_t)floats_per_vertex;
    m->vertex_count += vertices;
    return at;
}

void model_triangle(model *m, const vec3 a, const vec3 b, const vec3 c, const vec3 color)
{
    float *out = reserve(m, MODEL_VERTEX_FLOATS, 3);
    if (!out) return;
    vec3 ab, ac, normal;
    glm_vec3_sub((float *)b, (float *)a, ab);
    glm_vec3_sub((float *)c, (float *)a, ac);
    glm_vec3_cross(ab, ac, normal); /* counter-clockwise front; the shader lights both sides */
    glm_vec3_normalize(normal);
    const float *corners[3] = {a, b, c};
    for (int i = 0; i < 3; i++, out += MODEL_VERTEX_FLOATS) {
        glm_vec3_copy((float *)corners[i], out);
        glm_vec3_copy(normal, out + 3);
        glm_vec3_copy((float *)color, out + 6);
    }
}

static void quad(model *m, const vec3 a, const vec3 b, const vec3 c, const vec3 d, const vec3 color)
{
    model_triangle(m, a, b, c, color);
    model_triangle(m, a, c, d, color);
}

void model_free(model *m)
{
    free(m->vertices);
    *m = (model){0};
}

void model_ship(model *out)
{
    *out = (model){0};
    const vec3 hull = {0.62f, 0.68f, 0.78f}, canopy = {0.3f, 0.75f, 1.0f}, wing = {0.26f, 0.38f, 0.68f},
               accent = {0.85f, 0.2f, 0.15f}, nozzle = {0.95f, 0.55f, 0.2f};
    /* a ring at the cockpit and one at the tail, a nose in front */
    const vec3 nose = {0, 0, -2.2f};
    const vec3 top = {0, 0.38f, -0.4f}, left = {-0.5f, 0, -0.2f}, bottom = {0, -0.25f, -0.3f}, right = {0.5f, 0, -0.2f};
    const vec3 top2 = {0, 0.26f, SHIP_ENGINE_Z}, left2 = {-0.36f, 0, SHIP_ENGINE_Z},
               bottom2 = {0, -0.2f, SHIP_ENGINE_Z}, right2 = {0.36f, 0, SHIP_ENGINE_Z};
    model_triangle(out, nose, top, left, canopy);
    model_triangle(out, nose, right, top, canopy);
    model_triangle(out, nose, left, bottom, hull);
    model_triangle(out, nose, bottom, right, hull);
    quad(out, top, top2, left2, left, hull);
    quad(out, right, right2, top2, top, hull);
    quad(out, left, left2, bottom2, bottom, hull);
    quad(out, bottom, bottom2, right2, right, hull);
    quad(out, top2, right2, bottom2, left2, nozzle);
    /* swept wings with a bent tip, a tail fin */
    const vec3 tip_l = {-2.1f, -0.15f, 1.1f}, tip_r = {2.1f, -0.15f, 1.1f};
    model_triangle(out, left, tip_l, left2, wing);
    model_triangle(out, right, right2, tip_r, wing);
    model_triangle(out, tip_l, (vec3){-2.15f, 0.35f, 1.35f}, left2, accent);
    model_triangle(out, tip_r, right2, (vec3){2.15f, 0.35f, 1.35f}, accent);
    model_triangle(out, (vec3){0, 0.33f, 0.3f}, (vec3){0, 1.0f, 1.25f}, top2, accent);
}

/* An icosahedron split once (80 faces), each vertex pushed in or out by smooth waves: a rock. */
static void asteroid(model *out, const mat4 place, game_rng *rng)
{
    static const int faces[20][3] = {{0, 11, 5}, {0, 5, 1},  {0, 1, 7},   {0, 7, 10}, {0, 10, 11},
                                     {1, 5, 9},  {5, 11, 4}, {11, 10, 2}, {10, 7, 6}, {7, 1, 8},
                                     {3, 9, 4},  {3, 4, 2},  {3, 2, 6},   {3, 6, 8},  {3, 8, 9},
                                     {4, 9, 5},  {2, 4, 11}, {6, 2, 10},  {8, 6, 7},  {9, 8, 1}};
    const float t = 1.618034f;
    const vec3 corners[12] = {{-1, t, 0}, {1, t, 0}, {-1, -t, 0}, {1, -t, 0}, {0, -1, t}, {0, 1, t},
                              {0, -1, -t}, {0, 1, -t}, {t, 0, -1}, {t, 0, 1}, {-t, 0, -1}, {-t, 0, 1}};
    float phase[3], freq = game_random_range(rng, 2.0f, 3.5f);
    for (int i = 0; i < 3; i++) phase[i] = game_random_range(rng, 0, 2 * GAME_PI);
    float shade = game_random_range(rng, 0.8f, 1.1f);
    for (int f = 0; f < 20; f++) {
        vec3 v[6];
        for (int i = 0; i < 3; i++) glm_vec3_normalize_to((float *)corners[faces[f][i]], v[i]);
        for (int i = 0; i < 3; i++) { /* midpoints */
            glm_vec3_add(v[i], v[(i + 1) % 3], v[3 + i]);
            glm_vec3_normalize(v[3 + i]);
        }
        vec3 moved[6];
        for (int i = 0; i < 6; i++) {
            float bump = 1 + 0.22f * sinf(freq * v[i][0] + phase[0]) * sinf(freq * v[i][1] + phase[1]) +
                         0.12f * sinf(2 * freq * v[i][2] + phase[2]);
            vec3 scaled;
            glm_vec3_scale(v[i], bump, scaled);
            glm_mat4_mulv3((vec4 *)place, scaled, 1, moved[i]);
        }
        static const int split[4][3] = {{0, 3, 5}, {3, 1, 4}, {5, 4, 2}, {3, 4, 5}};
        for (int s = 0; s < 4; s++) {
            float k = shade * game_random_range(rng, 0.85f, 1.0f);
            vec3 color = {0.52f * k, 0.45f * k, 0.40f * k};
            model_triangle(out, moved[split[s][0]], moved[split[s][1]], moved[split[s][2]], color);
        }
    }
}

void model_asteroid_cluster(model *out, int rocks, float radius, unsigned seed)
{
    *out = (model){0};
    game_rng rng = {seed};
    for (int i = 0; i < rocks; i++) {
        vec3 direction, at;
        game_random_direction(&rng, direction);
        direction[1] *= 0.5f; /* a flattened swarm */
        glm_vec3_scale(direction, radius * sqrtf(game_random(&rng)), at);
        mat4 place;
        game_compose(at, game_random_range(&rng, 0, 6.3f), game_random_range(&rng, 0, 6.3f), 0,
                     game_random_range(&rng, 0.7f, 2.4f), place);
        asteroid(out, place, &rng);
    }
}

void model_starfield(model *out, int count, float radius, unsigned seed)
{
    *out = (model){0};
    game_rng rng = {seed};
    float *v = reserve(out, STAR_VERTEX_FLOATS, count);
    if (!v) return;
    for (int i = 0; i < count; i++, v += STAR_VERTEX_FLOATS) {
        vec3 direction;
        game_random_direction(&rng, direction);
        glm_vec3_scale(direction, radius, v);
        float brightness = powf(game_random(&rng), 3) * 0.8f + 0.2f, tint = game_random_range(&rng, -0.15f, 0.15f);
        v[3] = brightness * (1 + tint);
        v[4] = brightness;
        v[5] = brightness * (1 - tint);
        v[6] = 1 + 2.0f * powf(game_random(&rng), 6); /* a few large ones */
    }
}
