/* curve.h — keys over life (size, colour) as GPU emitters and CPU systems share them: up to 8 keys
   with times in 0..1 of life (evenly spaced when the desc gives none) and an ease between keys. The
   emitter shader (shaders/emitter.vert, sizeAt/colorAt) walks the same segments. */
#ifndef PLUME_CURVE_H
#define PLUME_CURVE_H

#include <stdint.h>

#include "emitter.h"
#include "error.h"
#include "particle_system.h"

#define PLUME_CURVE_MAX_KEYS PLUME_EMITTER_MAX_KEYS
_Static_assert(PLUME_EMITTER_MAX_KEYS == PLUME_PARTICLE_SYSTEM_MAX_KEYS, "one curve size for every sim");

/* Checks `count` keys of `channels` floats each (a size: 1; a colour: RGBA), their times (used when
   the last one is > 0: non-decreasing, in 0..1) and the ease; a colour's RGB may exceed 1 (HDR) up to
   PLUME_MAX_COLOR_INTENSITY, its alpha may not. `what` names the field in the message. */
plume_status plume_curve_check(const char *what, uint32_t count, const float *values, uint32_t channels,
                               const float *times, uint32_t ease);

/* The times the keys sit at: the given ones, or evenly spaced (count >= 1). */
void plume_curve_times(uint32_t count, const float *given, float out[PLUME_CURVE_MAX_KEYS]);

/* Which segment life fraction t falls in (key k to k + 1) and how far into it, eased, in *frac. With
   one key: segment 0, frac 0. Before the first key: its value; after the last: the last's. */
uint32_t plume_curve_segment(uint32_t count, const float times[PLUME_CURVE_MAX_KEYS], uint32_t ease, float t,
                             float *frac);

/* A value's keys (one float each) at life fraction t. */
float plume_curve_value(uint32_t count, const float times[PLUME_CURVE_MAX_KEYS], uint32_t ease, const float *values, float t);

#endif
