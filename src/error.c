#include "error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static char last_message[512];
static plume_status last_status = PLUME_OK;

plume_status plume_fail(plume_status status, const char *fmt, ...)
{
    /* format into a scratch buffer: callers may pass plume_last_error() as an argument to add context */
    char message[sizeof last_message];
    va_list args;
    va_start(args, fmt);
    vsnprintf(message, sizeof message, fmt, args);
    va_end(args);
    memcpy(last_message, message, sizeof message);
    last_status = status;
    return status;
}

void plume_clear_error(void)
{
    last_message[0] = '\0';
    last_status = PLUME_OK;
}

const char *plume_last_error(void) { return last_message; }
plume_status plume_last_status(void) { return last_status; }
