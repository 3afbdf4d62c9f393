/* trail_miter.c — a trail's mitred joints (particle_system.c's fill_trails, sprite.vert): each segment's axes as the
   shader makes them and the shear that turns its end edge onto the bisector it shares with its neighbour. Apart from
   particle_system.c so that it is compiled for size, not speed: tens to hundreds of trails, twelve joints each. */
#include "trail_miter.h"

#include <math.h>

/* A trail segment's axes as sprite.vert makes them: along (tail to head) and across (facing the camera at `eye`), unit;
   0 where they are undefined (no length, or the camera on its line). */
int plume_trail_axes(const float head[3], const float tail[3], const float eye[3], float along[3], float across[3])
{
    float to_eye[3], n = 0.0f, m = 0.0f;
    for (int a = 0; a < 3; a++) along[a] = head[a] - tail[a], n += along[a] * along[a];
    if (!(n > 1e-12f)) return 0;
    n = sqrtf(n);
    for (int a = 0; a < 3; a++) along[a] /= n, to_eye[a] = eye[a] - 0.5f * (head[a] + tail[a]);
    across[0] = along[1] * to_eye[2] - along[2] * to_eye[1];
    across[1] = along[2] * to_eye[0] - along[0] * to_eye[2];
    across[2] = along[0] * to_eye[1] - along[1] * to_eye[0];
    for (int a = 0; a < 3; a++) m += across[a] * across[a];
    if (!(m > 1e-12f)) return 0;
    m = sqrtf(m);
    for (int a = 0; a < 3; a++) across[a] /= m;
    return 1;
}

/* A mitred joint: how far this segment's end corners shift along it, in half widths, so that its end edge lies on
   the bisector of its and its neighbour's across axes, where the neighbour's end edge lies too: the two quads meet
   corner to corner (no wedge of background outside a bend, no overlap inside), each facing the camera. At most 1
   either way; 0 without a neighbour. Quantized for the record's frame bits (sprite.vert): in `steps` either way. */
uint32_t plume_trail_miter(const float along[3], const float across[3], const float *next_head, const float *next_tail,
                      const float eye[3], int steps)
{
    float b_along[3], b_across[3], mid[3], on_across = 0.0f, on_along = 0.0f;
    if (!plume_trail_axes(next_head, next_tail, eye, b_along, b_across)) return (uint32_t)(steps + 1);
    for (int a = 0; a < 3; a++) mid[a] = across[a] + b_across[a];
    for (int a = 0; a < 3; a++) on_across += mid[a] * across[a], on_along += mid[a] * along[a];
    float q = on_across > 1e-6f ? on_along / on_across : 0.0f;
    q = q < -1.0f ? -1.0f : q > 1.0f ? 1.0f : q;
    return (uint32_t)(steps + 1 + (int)lroundf(q * (float)steps));
}
