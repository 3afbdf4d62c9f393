/* particle_shapes.c — see particle_shapes.h. */
#include "particle_shapes.h"

#include "math3d.h"

/* One quad per axis plane through `centre`, each turned by `twist` within its plane. */
static void star(obj_text *obj, const vec3 centre, float half, float twist)
{
    float c = cosf(twist) * half, s = sinf(twist) * half;
    const float x = centre[0], y = centre[1], z = centre[2];
    obj_quad(obj, (vec3){x - c, y - s, z}, (vec3){x + s, y - c, z}, (vec3){x + c, y + s, z}, (vec3){x - s, y + c, z});
    obj_quad(obj, (vec3){x, y - c, z - s}, (vec3){x, y + s, z - c}, (vec3){x, y + c, z + s}, (vec3){x, y - s, z + c});
    obj_quad(obj, (vec3){x - c, y, z - s}, (vec3){x + s, y, z - c}, (vec3){x + c, y, z + s}, (vec3){x - s, y, z + c});
}

static void begin(shape_pair *out)
{
    obj_begin(&out->start);
    obj_begin(&out->end);
}

void shape_explosion(shape_pair *out, int stars, unsigned seed)
{
    game_rng rng = {seed};
    begin(out);
    for (int i = 0; i < stars; i++) {
        vec3 direction, centre, moved;
        game_random_direction(&rng, direction);
        float r = game_random(&rng);
        glm_vec3_scale(direction, r * r, centre); /* squared: denser in the middle */
        float half = game_random_range(&rng, 0.15f, 0.35f);
        float twist = game_random_range(&rng, 0, GAME_PI);
        star(&out->start, centre, half, twist);
        glm_vec3_scale(centre, 1.6f, moved);
        moved[1] += game_random_range(&rng, 0.2f, 0.5f);
        star(&out->end, moved, half * 1.8f, twist + 0.4f);
    }
}

void shape_shockwave(shape_pair *out, int segments)
{
    begin(out);
    for (int i = 0; i < segments; i++) {
        float a0 = 2 * GAME_PI * (float)i / (float)segments, a1 = 2 * GAME_PI * (float)(i + 1) / (float)segments;
        float c0 = cosf(a0), s0 = sinf(a0), c1 = cosf(a1), s1 = sinf(a1);
        /* start: radius 0.5, 0.25 wide; end: radius 2, 0.6 wide, turned a little */
        const float radii[2][2] = {{0.25f, 0.5f}, {1.4f, 2.0f}};
        for (int k = 0; k < 2; k++) {
            float in = radii[k][0], outer = radii[k][1];
            float turn = k ? 0.15f : 0;
            float cc0 = cosf(a0 + turn), ss0 = sinf(a0 + turn), cc1 = cosf(a1 + turn), ss1 = sinf(a1 + turn);
            if (!k) cc0 = c0, ss0 = s0, cc1 = c1, ss1 = s1;
            obj_quad(k ? &out->end : &out->start, (vec3){cc0 * in, 0, ss0 * in}, (vec3){cc1 * in, 0, ss1 * in},
                     (vec3){cc1 * outer, 0, ss1 * outer}, (vec3){cc0 * outer, 0, ss0 * outer});
        }
    }
}

/* A streak from `from` to `to`, `width` across, as two crossed quads (visible from any side). */
static void streak(obj_text *obj, const vec3 from, const vec3 to, float width)
{
    vec3 along, side1, side2, helper = {0, 0, 1};
    glm_vec3_sub((float *)to, (float *)from, along);
    glm_vec3_normalize(along);
    if (fabsf(along[2]) > 0.9f) helper[0] = 1, helper[2] = 0;
    glm_vec3_cross(along, helper, side1);
    glm_vec3_normalize(side1);
    glm_vec3_cross(along, side1, side2);
    glm_vec3_scale(side1, width * 0.5f, side1);
    glm_vec3_scale(side2, width * 0.5f, side2);
    const float *sides[2] = {side1, side2};
    for (int i = 0; i < 2; i++) {
        vec3 a, b, c, d;
        glm_vec3_sub((float *)from, (float *)sides[i], a);
        glm_vec3_add((float *)from, (float *)sides[i], b);
        glm_vec3_add((float *)to, (float *)sides[i], c);
        glm_vec3_sub((float *)to, (float *)sides[i], d);
        obj_quad(obj, a, b, c, d);
    }
}

void shape_spark_spray(shape_pair *out, int sparks, unsigned seed)
{
    game_rng rng = {seed};
    begin(out);
    for (int i = 0; i < sparks; i++) {
        /* within 35° of +Y */
        float spread = game_random_range(&rng, 0, 0.6f), around = game_random_range(&rng, 0, 2 * GAME_PI);
        vec3 direction = {sinf(spread) * cosf(around), cosf(spread), sinf(spread) * sinf(around)};
        float speed = game_random_range(&rng, 0.6f, 1.0f);
        vec3 tail, head, end_tail, end_head;
        glm_vec3_scale(direction, 0.05f, tail);
        glm_vec3_scale(direction, 0.05f + 0.25f * speed, head);
        streak(&out->start, tail, head, 0.06f);
        /* the end: far along the direction, falling under gravity, stretched */
        glm_vec3_scale(direction, 2.4f * speed, end_tail);
        glm_vec3_scale(direction, 3.2f * speed, end_head);
        end_tail[1] -= 0.9f;
        end_head[1] -= 1.0f;
        streak(&out->end, end_tail, end_head, 0.04f);
    }
}

void shape_engine_cone(shape_pair *out, int planes)
{
    begin(out);
    for (int k = 0; k < 2; k++) {
        obj_text *obj = k ? &out->end : &out->start;
        float length = k ? 2.6f : 1.6f, base = k ? 0.42f : 0.32f, tip = k ? 0.05f : 0.12f;
        float turn = k ? GAME_PI / (float)planes : 0; /* the end turns half a step: a twisting flame */
        for (int i = 0; i < planes; i++) {
            float a = GAME_PI * (float)i / (float)planes + turn; /* planes through the Z axis */
            float c = cosf(a), s = sinf(a);
            obj_quad(obj, (vec3){-c * base, -s * base, 0}, (vec3){c * base, s * base, 0},
                     (vec3){c * tip, s * tip, length}, (vec3){-c * tip, -s * tip, length});
        }
        /* the nozzle's bright disc, facing along the axis */
        float disc = k ? 0.5f : 0.4f;
        obj_quad(obj, (vec3){-disc, -disc, 0.02f}, (vec3){disc, -disc, 0.02f}, (vec3){disc, disc, 0.02f},
                 (vec3){-disc, disc, 0.02f});
    }
}

void shape_free(shape_pair *pair)
{
    obj_free(&pair->start);
    obj_free(&pair->end);
}
