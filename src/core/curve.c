/* curve.c — keys over life with times and ease (curve.h). */
#include <math.h>

#include "curve.h"

plume_status plume_curve_check(const char *what, uint32_t count, const float *values, uint32_t channels,
                               const float *times, uint32_t ease)
{
    if (count > PLUME_CURVE_MAX_KEYS) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s takes at most %u keys", what,
                                                        PLUME_CURVE_MAX_KEYS);
    if (ease > PLUME_EASE_SMOOTH) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: unknown ease %u", what, ease);
    for (uint32_t i = 0; i < count * channels; i++) {
        float v = values[i];
        int alpha = channels == 4 && i % 4 == 3;
        float most = channels == 1 ? INFINITY : alpha ? 1.0f : PLUME_MAX_COLOR_INTENSITY;
        if (!isfinite(v) || v < 0.0f || v > most)
            return plume_fail_number(what, v, channels == 1 ? "a finite number >= 0"
                                              : alpha ? "an alpha from 0 to 1"
                                                      : "a channel from 0 to 64 (above 1: HDR)");
    }
    if (count < 2) return PLUME_OK;
    if (!(times[count - 1] > 0.0f)) { /* evenly spaced, unless times were given and end at 0 (they went back) */
        for (uint32_t i = 0; i + 1 < count; i++)
            if (times[i] != 0.0f)
                return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: key times must not go back (%g after %g)", what,
                                  (double)times[count - 1], (double)times[i]);
        return PLUME_OK;
    }
    for (uint32_t i = 0; i < count; i++) {
        if (!(times[i] >= 0.0f && times[i] <= 1.0f))
            return plume_fail_number(what, times[i], "a key time from 0 to 1 (of life)");
        if (i > 0 && times[i] < times[i - 1])
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: key times must not go back (%g after %g)", what,
                              (double)times[i], (double)times[i - 1]);
    }
    return PLUME_OK;
}

void plume_curve_times(uint32_t count, const float *given, float out[PLUME_CURVE_MAX_KEYS])
{
    int timed = count >= 2 && given[count - 1] > 0.0f;
    for (uint32_t i = 0; i < PLUME_CURVE_MAX_KEYS; i++) {
        uint32_t k = i < count ? i : count - 1;
        out[i] = timed ? given[k] : count >= 2 ? (float)k / (float)(count - 1) : 0.0f;
    }
}

uint32_t plume_curve_segment(uint32_t count, const float times[PLUME_CURVE_MAX_KEYS], uint32_t ease, float t,
                             float *frac)
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

float plume_curve_value(uint32_t count, const float times[PLUME_CURVE_MAX_KEYS], uint32_t ease, const float *values, float t)
{
    float f;
    uint32_t k = plume_curve_segment(count, times, ease, t, &f);
    return count < 2 ? values[0] : values[k] + (values[k + 1] - values[k]) * f;
}
