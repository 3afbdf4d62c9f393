/* look.h — the pixel effects every sim shares (plume_look, plume.h): checked and settled once here,
   drawn by each pipeline's shaders; the CPU systems turn their colours' hue themselves. */
#ifndef PLUME_LOOK_H
#define PLUME_LOOK_H

#include "error.h"
#include "plume.h"

plume_status plume_look_check(const plume_look *look);

/* In place: the light's direction made unit (straight down when 0,0,0). */
void plume_look_settle(plume_look *look);

/* A render style (plume_render_style) refused by the sim `who` ("an emitter", "a CPU system") that does not draw it:
   named with the sim that does, or unknown. */
plume_status plume_render_refused(uint32_t render, const char *who);

/* The hue of `rgb` turned by `degrees` about the grey axis (luminance kept roughly, as the shaders do). */
void plume_look_turn_hue(float rgb[3], float degrees);

#endif
