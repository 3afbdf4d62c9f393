/* js_numbers.h — numbers that arrive from JavaScript as doubles, checked before they narrow.

   A JavaScript number is a double. Passed straight into a float or uint32_t parameter it would be
   rounded silently (1e39 becomes inf, 1e-46 becomes 0 and takes a default, id + 2^32 becomes id),
   so the exports take doubles and convert them here, naming what was wrong. Header-only, so the
   native tests check the same code the wasm module runs. */
#ifndef PLUME_JS_NUMBERS_H
#define PLUME_JS_NUMBERS_H

#include <float.h>
#include <math.h>

#include "error.h"
#include "plume.h"

#define PLUME_JS_MAX_SAFE_INTEGER 9007199254740991.0 /* 2^53 - 1 */

/* An instance id from JavaScript: a positive integer up to 2^53 - 1, else 0 (never a live handle). */
static inline plume_instance plume_instance_from_js(double id)
{
    if (!(id >= 1.0 && id <= PLUME_JS_MAX_SAFE_INTEGER) || id != floor(id)) return 0;
    return (plume_instance)id;
}

/* A float setting: 0 stays 0 (the default); anything else must survive the narrowing to float,
   neither overflowing to infinity nor underflowing to 0 or a denormal. */
static inline plume_status plume_float_from_js(double value, const char *what, float *out)
{
    *out = 0.0f;
    if (isnan(value)) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s is NaN; it must be a finite number", what);
    if (isinf(value))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s is %s; it must be a finite number", what,
                          value > 0 ? "Infinity" : "-Infinity");
    char number[32], limit[32];
    if (fabs(value) > FLT_MAX)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s %s is beyond float range (at most %s)", what,
                          plume_format_number(value, number), plume_format_number((double)FLT_MAX, limit));
    if (value != 0.0 && fabs(value) < FLT_MIN)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s %s is too small for a float (at least %s, or 0 for the default)",
                          what, plume_format_number(value, number), plume_format_number((double)FLT_MIN, limit));
    *out = (float)value;
    return PLUME_OK;
}

#endif
