/* trail_miter.h — a trail's mitred joints (trail_miter.c). */
#ifndef PLUME_TRAIL_MITER_H
#define PLUME_TRAIL_MITER_H

#include <stdint.h>

/* A trail segment's axes as sprite.vert makes them: along (tail to head) and across (facing the camera at `eye`),
   unit; 0 where they are undefined (no length, or the camera on its line). */
int plume_trail_axes(const float head[3], const float tail[3], const float eye[3], float along[3], float across[3]);

/* The shear of a segment's end (along, across: its axes) at its joint with the segment from next_head to next_tail,
   in `steps` of a half width either way, + steps + 1 (at most 1 half width either way; none without a neighbour). */
uint32_t plume_trail_miter(const float along[3], const float across[3], const float *next_head, const float *next_tail,
                           const float eye[3], int steps);

#endif
