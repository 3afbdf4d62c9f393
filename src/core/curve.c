/* curve.c — keys over life with times and ease (curve.h). */
#include <math.h>

#include "curve.h"

/* What every curve is checked for: how many keys and which ease. */
static plume_status check_count_and_ease(const char *what, uint32_t count, uint32_t ease)
{
    if (count > PLUME_CURVE_MAX_KEYS) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s takes at most %u keys", what,
                                                        PLUME_CURVE_MAX_KEYS);
    if (ease > PLUME_EASE_SMOOTH) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: unknown ease %u", what, ease);
    return PLUME_OK;
}

/* stb_sprintf is built without floats (STB_SPRINTF_NOFLOAT): numbers go through plume_format_number */
static plume_status went_back(const char *what, float later, float earlier)
{
    char a[32], b[32];
    return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s: key times must not go back (%s after %s)", what,
                      plume_format_number(later, a), plume_format_number(earlier, b));
}

static plume_status check_times(const char *what, uint32_t count, const float *times)
{
    if (count < 2) return PLUME_OK;
    if (!(times[count - 1] > 0.0f)) { /* evenly spaced, unless times were given and end at 0 (they went back) */
        for (uint32_t i = 0; i + 1 < count; i++)
            if (times[i] != 0.0f)
                return went_back(what, times[count - 1], times[i]);
        return PLUME_OK;
    }
    for (uint32_t i = 0; i < count; i++) {
        if (!(times[i] >= 0.0f && times[i] <= 1.0f))
            return plume_fail_number(what, times[i], "a key time from 0 to 1 (of life)");
        if (i > 0 && times[i] < times[i - 1])
            return went_back(what, times[i], times[i - 1]);
    }
    return PLUME_OK;
}

plume_status plume_curve_check(const char *what, uint32_t count, const float *values, uint32_t channels,
                               const float *times, uint32_t ease)
{
    plume_status status = check_count_and_ease(what, count, ease);
    if (status) return status;
    for (uint32_t i = 0; i < count * channels; i++) {
        float v = values[i];
        int alpha = channels == 4 && i % 4 == 3;
        float most = channels == 1 ? INFINITY : alpha ? 1.0f : PLUME_MAX_COLOR_INTENSITY;
        if (!isfinite(v) || v < 0.0f || v > most)
            return plume_fail_number(what, v, channels == 1 ? "a finite number >= 0"
                                              : alpha ? "an alpha from 0 to 1"
                                                      : "a channel from 0 to 64 (above 1: HDR)");
    }
    return check_times(what, count, times);
}

void plume_curve_times(uint32_t count, const float *given, float out[PLUME_CURVE_MAX_KEYS])
{
    int timed = count >= 2 && given[count - 1] > 0.0f;
    for (uint32_t i = 0; i < PLUME_CURVE_MAX_KEYS; i++) {
        uint32_t k = i < count ? i : count - 1;
        out[i] = timed ? given[k] : count >= 2 ? (float)k / (float)(count - 1) : 0.0f;
    }
}

void plume_curve_settle(uint32_t count, int given, float times[PLUME_CURVE_MAX_KEYS])
{
    static const float even[PLUME_CURVE_MAX_KEYS]; /* no times: evenly spaced */
    plume_curve_times(count, given ? times : even, times); /* in place: key i reads key k <= i */
}

void plume_curves_resolve(uint32_t *size_count, float size[PLUME_CURVE_MAX_KEYS], float size_times[PLUME_CURVE_MAX_KEYS],
                          uint32_t *color_count, float color[4 * PLUME_CURVE_MAX_KEYS],
                          float color_times[PLUME_CURVE_MAX_KEYS], float default_size)
{
    int size_given = *size_count != 0, color_given = *color_count != 0;
    if (!size_given) {
        *size_count = 2;
        size[0] = default_size;
        size[1] = 2.0f * default_size;
    }
    if (!color_given) { /* white, fading out */
        *color_count = 2;
        for (int i = 0; i < 8; i++) color[i] = i == 7 ? 0.0f : 1.0f;
    }
    plume_curve_settle(*size_count, size_given, size_times);
    plume_curve_settle(*color_count, color_given, color_times);
}

plume_status plume_keys_check(const char *what, const plume_keys *keys, int speed)
{
    plume_status status = check_count_and_ease(what, keys->count, keys->ease);
    if (status) return status;
    if (speed && keys->ease != PLUME_EASE_LINEAR)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT,
                          "%s.ease must be 'linear' on every sim (a 'gpu' layer integrates the speed keys in closed form); add "
                          "keys for a curve", what);
    for (uint32_t i = 0; i < keys->count; i++) {
        float v = keys->values[i];
        if (!isfinite(v) || (speed && (v < 0.0f || v > 1e6f)))
            return plume_fail_number(what, v, speed ? "a multiple of the velocity from 0 to 1e6" : "a finite number of degrees");
        if (!speed && fabsf(v) > 1e6f) return plume_fail_number(what, v, "at most 1e6 degrees either way");
    }
    return check_times(what, keys->count, keys->times);
}

void plume_keys_settle(plume_keys *keys)
{
    if (keys->count == 0) {
        *keys = (plume_keys){0};
        return;
    }
    float times[PLUME_CURVE_MAX_KEYS];
    plume_curve_times(keys->count, keys->times, times);
    for (uint32_t i = 0; i < PLUME_CURVE_MAX_KEYS; i++) {
        keys->times[i] = times[i];
        if (i >= keys->count) keys->values[i] = keys->values[keys->count - 1];
    }
}

float plume_keys_value(const plume_keys *keys, float t, float fallback)
{
    if (keys->count == 0) return fallback;
    return plume_curve_value(keys->count, keys->times, keys->ease, keys->values, t);
}

/* Over [0, w] with rate k: phi1 = ∫ e^-kx, phi2 = ∫ x e^-kx, chi1 = ∫ (1 - e^-kx)/k, chi2 = ∫ x (1 - e^-kx)/k.
   Below y = kw = 0.5 their power series (nine terms: truncated under 1e-8 relative), where the closed forms would
   lose their digits to cancellation; above it the closed forms, which have lost at most a few. */
static float series(const float *c, float y)
{
    float sum = c[8];
    for (int n = 7; n >= 0; n--) sum = c[n] - y * sum; /* Σ c[n] (-y)^n */
    return sum;
}

static void motion_piece(float w, float k, float out[4])
{
    static const float PHI1[9] = {1.0f, 1.0f / 2, 1.0f / 6, 1.0f / 24, 1.0f / 120, 1.0f / 720, 1.0f / 5040,
                                  1.0f / 40320, 1.0f / 362880};
    static const float PHI2[9] = {1.0f / 2, 1.0f / 3, 1.0f / 8, 1.0f / 30, 1.0f / 144, 1.0f / 840, 1.0f / 5760,
                                  1.0f / 45360, 1.0f / 403200};
    static const float CHI1[9] = {1.0f / 2, 1.0f / 6, 1.0f / 24, 1.0f / 120, 1.0f / 720, 1.0f / 5040, 1.0f / 40320,
                                  1.0f / 362880, 1.0f / 3628800};
    static const float CHI2[9] = {1.0f / 3, 1.0f / 8, 1.0f / 30, 1.0f / 144, 1.0f / 840, 1.0f / 5760, 1.0f / 45360,
                                  1.0f / 403200, 1.0f / 3991680};
    float y = k * w;
    if (y < 0.5f) {
        out[0] = w * series(PHI1, y);
        out[1] = w * w * series(PHI2, y);
        out[2] = w * w * series(CHI1, y);
        out[3] = w * w * w * series(CHI2, y);
    } else {
        float e = expf(-y);
        out[0] = (1.0f - e) / k;
        out[1] = (1.0f - e * (1.0f + y)) / (k * k);
        out[2] = (w - out[0]) / k;
        out[3] = (0.5f * w * w - out[1]) / k;
    }
}

/* Piece i (0..count) of speed keys over a life of life_s seconds, clipped to [0, t]: before the first key (its value),
   each segment (linear), after the last (its value). Starts at *a, lasts *w (0: nothing of it before t), the keys
   there are m + slope · (x - a). */
typedef struct key_piece {
    float a, w, m, slope;
} key_piece;

static key_piece piece_of(const plume_keys *keys, uint32_t i, float life_s, float t)
{
    uint32_t n = keys->count;
    key_piece p = {.a = i == 0 ? 0.0f : keys->times[i - 1] * life_s, .m = keys->values[i == 0 ? 0 : i - 1]};
    float b = i == n ? t : keys->times[i] * life_s;
    p.w = (b > t ? t : b) - p.a;
    if (!(p.w > 0.0f)) p.w = 0.0f;
    else if (i > 0 && i < n) p.slope = (keys->values[i] - keys->values[i - 1]) / (keys->times[i] * life_s - p.a);
    return p;
}

float plume_keys_integral(const plume_keys *keys, float life_s, float t)
{
    if (keys->count == 0) return t;
    float sum = 0.0f;
    for (uint32_t i = 0; i <= keys->count; i++) {
        key_piece p = piece_of(keys, i, life_s, t);
        sum += p.m * p.w + p.slope * 0.5f * p.w * p.w;
    }
    return sum;
}

void plume_curve_motion(const plume_keys *speed, float life_s, float k, float t, float *f, float *h)
{
    float piece[4];
    if (!speed || speed->count == 0) {
        motion_piece(t, k, piece);
        *f = piece[0];
        *h = piece[2];
        return;
    }
    float sum_f = 0.0f, sum_h = 0.0f;
    for (uint32_t i = 0; i <= speed->count; i++) {
        key_piece p = piece_of(speed, i, life_s, t);
        if (p.w == 0.0f) continue;
        /* ∫ over [a, a + w] of (m + slope x) times e^-k(a+x), and times (1 - e^-k(a+x))/k =
           (1 - e^-ka)/k + e^-ka (1 - e^-kx)/k */
        float decay = expf(-k * p.a), lead[4];
        motion_piece(p.a, k, lead); /* lead[0]: (1 - e^-ka)/k */
        motion_piece(p.w, k, piece);
        sum_f += decay * (p.m * piece[0] + p.slope * piece[1]);
        sum_h += lead[0] * (p.m * p.w + p.slope * 0.5f * p.w * p.w) + decay * (p.m * piece[2] + p.slope * piece[3]);
    }
    *f = sum_f;
    *h = sum_h;
}

plume_status plume_atlas_check(uint32_t cols, uint32_t rows, uint32_t frames)
{
    if (cols > 64 || rows > 64)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "atlas is %u x %u; at most 64 x 64 frames", cols, rows);
    cols = cols ? cols : 1;
    rows = rows ? rows : 1;
    if (frames > cols * rows)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "atlas.frames is %u but a %u x %u atlas holds %u", frames, cols, rows,
                          cols * rows);
    return PLUME_OK;
}
