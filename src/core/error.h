/* error.h — the last-error slot behind plume_last_error(). */
#ifndef PLUME_ERROR_H
#define PLUME_ERROR_H

#include "plume.h"

/* Records status and a printf-style message; returns status so callers can `return plume_fail(...)`. */
plume_status plume_fail(plume_status status, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void plume_clear_error(void);
/* plume_fail about one field of a desc (`field`: a string literal, the name JavaScript gives it): an effect names a
   layer's failure "layers[i].field: message" with it, as JavaScript's readers name theirs. */
plume_status plume_fail_field(plume_status status, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
const char *plume_failed_field(void); /* the last failure's field (NULL: none named) */

/* The last error, kept while cleanup calls (which clear it) undo a half-made object. */
typedef struct plume_failure {
    plume_status status;
    char message[512];
    const char *field;
} plume_failure;
plume_failure plume_save_failure(void);
plume_status plume_restore_failure(const plume_failure *failure); /* returns its status */

/* Writes `value` as printf's %g would (6 significant digits), for messages: the formatter Plume
   uses (stb_sprintf, built without float support to keep the wasm small) has no %g. */
const char *plume_format_number(double value, char buffer[32]);
/* Integers (below 2^63) in full, as %.17g would write them; other values as plume_format_number. */
const char *plume_format_exact(double value, char buffer[32]);

/* The checks settings share: 1 when all n values are finite; an INVALID_ARGUMENT "<what> must be <need>,
   got <value>" (what: the setting's name, need: what it takes). */
int plume_all_finite(const float *values, int n);
plume_status plume_fail_number(const char *what, double value, const char *need);

#endif
