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

/* An atlas of cols × rows frames (0: 1), `frames` of them played (0: all): at most 64 a side, the frames within the
   grid. Emitters and mesh kinds; the same messages. */
plume_status plume_atlas_check(uint32_t cols, uint32_t rows, uint32_t frames);

/* The times the keys sit at: the given ones, or evenly spaced (count >= 1). */
void plume_curve_times(uint32_t count, const float *given, float out[PLUME_CURVE_MAX_KEYS]);
/* In place: `times` as given (`given` nonzero) or evenly spaced over `count` keys (keys that came without times). */
void plume_curve_settle(uint32_t count, int given, float times[PLUME_CURVE_MAX_KEYS]);
/* Size and colour keys over life as every sim resolves them, in place: none given is `size` growing to twice it and
   white fading out, evenly spaced. */
void plume_curves_resolve(uint32_t *size_count, float size[PLUME_CURVE_MAX_KEYS], float size_times[PLUME_CURVE_MAX_KEYS],
                          uint32_t *color_count, float color[4 * PLUME_CURVE_MAX_KEYS],
                          float color_times[PLUME_CURVE_MAX_KEYS], float default_size);

/* Which segment life fraction t falls in (key k to k + 1) and how far into it, eased, in *frac. With
   one key: segment 0, frac 0. Before the first key: its value; after the last: the last's. Inline: the CPU
   systems look it up for every particle every step, from code compiled apart from this file's. */
static inline uint32_t plume_curve_segment(uint32_t count, const float times[PLUME_CURVE_MAX_KEYS], uint32_t ease,
                                           float t, float *frac)
{
    *frac = 0.0f;
    if (count < 2) return 0;
    uint32_t k = 0;
    while (k + 2 < count && t >= times[k + 1]) k++; /* the last segment whose start is at or before t */
    float span = times[k + 1] - times[k];
    float f = span > 1e-6f ? (t - times[k]) / span : (t >= times[k + 1] ? 1.0f : 0.0f);
    f = f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f;
    *frac = ease == PLUME_EASE_SMOOTH ? f * f * (3.0f - 2.0f * f) : f;
    return k;
}

/* A value's keys (one float each) at life fraction t. */
static inline float plume_curve_value(uint32_t count, const float times[PLUME_CURVE_MAX_KEYS], uint32_t ease,
                                      const float *values, float t)
{
    float f;
    uint32_t k = plume_curve_segment(count, times, ease, t, &f);
    return count < 2 ? values[0] : values[k] + (values[k + 1] - values[k]) * f;
}

/* speed_over_life / rotation_over_life: the count, the values (speed: >= 0, linear only), the times, the ease. */
plume_status plume_keys_check(const char *what, const plume_keys *keys, int speed);
/* Fills in evenly spaced times when none were given (as plume_curve_times). */
void plume_keys_settle(plume_keys *keys);
/* The keys' value at life fraction t; `fallback` when there are none. */
float plume_keys_value(const plume_keys *keys, float t, float fallback);

/* ∫ keys over [0, t] seconds of a life of life_s seconds (t without keys): how far a CPU particle's step moves
   is v times the difference of this at the step's two ends (the keys' mean over the step, exactly). */
float plume_keys_integral(const plume_keys *keys, float life_s, float t);

/* The motion integrals of a particle whose velocity obeys v' = g - k v and whose motion is that velocity
   times the speed keys m over its life of life_s seconds: after t seconds it has moved v0·f + g·h, with
   f = ∫ m(u) e^(-ku) du and h = ∫ m(u) (1 - e^(-ku))/k du over [0, t] (without keys, m = 1: f = (1 - e^-kt)/k,
   h = (t - f)/k). Exact for piecewise-linear keys, written to keep float precision as k goes to 0;
   shaders/emitter.vert's motionAt computes the same. */
void plume_curve_motion(const plume_keys *speed, float life_s, float k, float t, float *f, float *h);

#endif
