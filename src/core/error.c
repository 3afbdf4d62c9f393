#include "error.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include <stb/stb_sprintf.h>

static char last_message[512];
static plume_status last_status = PLUME_OK;
static const char *last_field;

static plume_status fail_with(plume_status status, const char *field, const char *fmt, va_list args)
{
    /* format into a scratch buffer: callers may pass plume_last_error() as an argument to add context */
    char message[sizeof last_message];
    stbsp_vsnprintf(message, sizeof message, fmt, args);
    memcpy(last_message, message, sizeof message);
    last_status = status;
    last_field = field;
    return status;
}

plume_status plume_fail(plume_status status, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    fail_with(status, NULL, fmt, args);
    va_end(args);
    return status;
}

plume_status plume_fail_field(plume_status status, const char *field, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    fail_with(status, field, fmt, args);
    va_end(args);
    return status;
}

const char *plume_failed_field(void) { return last_field; }

void plume_clear_error(void)
{
    last_message[0] = '\0';
    last_status = PLUME_OK;
    last_field = NULL;
}

plume_failure plume_save_failure(void)
{
    plume_failure failure = {last_status, {0}, last_field};
    memcpy(failure.message, last_message, sizeof failure.message);
    return failure;
}

plume_status plume_restore_failure(const plume_failure *failure)
{
    memcpy(last_message, failure->message, sizeof last_message);
    last_status = failure->status;
    last_field = failure->field;
    return last_status;
}

const char *plume_last_error(void) { return last_message; }

#define PLUME_STRINGIFY_(x) #x
#define PLUME_STRINGIFY(x) PLUME_STRINGIFY_(x)
const char *plume_version(void)
{
    return PLUME_STRINGIFY(PLUME_VERSION_MAJOR) "." PLUME_STRINGIFY(PLUME_VERSION_MINOR) "." PLUME_STRINGIFY(PLUME_VERSION_PATCH);
}
plume_status plume_last_status(void) { return last_status; }

const char *plume_format_number(double value, char buffer[32])
{
    if (isnan(value)) return strcpy(buffer, "nan");
    if (isinf(value)) return strcpy(buffer, value < 0 ? "-inf" : "inf");
    char *out = buffer;
    if (value < 0 || (value == 0 && signbit(value))) *out++ = '-';
    double magnitude = fabs(value);
    int exponent = 0;
    if (magnitude != 0) { /* scale into [1, 10) */
        while (magnitude >= 10) magnitude /= 10, exponent++;
        while (magnitude < 1) magnitude *= 10, exponent--;
    }
    uint64_t digits = (uint64_t)(magnitude * 100000.0 + 0.5); /* 6 significant digits */
    if (digits >= 1000000) digits /= 10, exponent++;
    char mantissa[8];
    for (int i = 5; i >= 0; i--, digits /= 10) mantissa[i] = (char)('0' + digits % 10);
    int used = 6;
    while (used > 1 && mantissa[used - 1] == '0') used--; /* %g drops trailing zeros */
    if (exponent < -4 || exponent >= 6) {
        *out++ = mantissa[0];
        if (used > 1) {
            *out++ = '.';
            memcpy(out, mantissa + 1, (size_t)used - 1);
            out += used - 1;
        }
        stbsp_sprintf(out, "e%c%02d", exponent < 0 ? '-' : '+', exponent < 0 ? -exponent : exponent);
        return buffer;
    }
    if (exponent < 0) { /* 0.000ddd */
        *out++ = '0';
        *out++ = '.';
        for (int i = -1; i > exponent; i--) *out++ = '0';
        memcpy(out, mantissa, (size_t)used);
        out += used;
    } else {
        for (int i = 0; i < used || i <= exponent; i++) {
            if (i == exponent + 1) *out++ = '.';
            *out++ = i < used ? mantissa[i] : '0';
        }
    }
    *out = '\0';
    return buffer;
}

const char *plume_format_exact(double value, char buffer[32])
{
    if (value == floor(value) && fabs(value) < 9.2e18 && fabs(value) >= 1e6) {
        stbsp_sprintf(buffer, "%lld", (long long)value);
        return buffer;
    }
    return plume_format_number(value, buffer);
}

int plume_all_finite(const float *values, int n)
{
    for (int i = 0; i < n; i++)
        if (!isfinite(values[i])) return 0;
    return 1;
}

plume_status plume_fail_number(const char *what, double value, const char *need)
{
    char number[32];
    return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s must be %s, got %s", what, need,
                      plume_format_number(value, number));
}
