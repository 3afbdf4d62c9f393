/* debris.h — hot debris flung from every explosion: one CPU particle system (particle_system.h) in
   world space with no flow of its own, fed a burst wherever an explosion goes off. Fragments are drawn as
   trails (ribbons through their last 220 ms), falling and slowing in C every frame, and leave puffs of
   lit, dissolving smoke behind them (a sub-emitter on the generated smoke flipbook). */
#ifndef GAME_DEBRIS_H
#define GAME_DEBRIS_H

#include <cglm/cglm.h>

#include "particle_system.h"

#define DEBRIS_PER_EXPLOSION 24u

/* 0 on failure (plume_last_error() says why). */
int debris_init(plume_system *sys, uint32_t texture, plume_particle_system *out);
void debris_burst(plume_system *sys, plume_particle_system debris, const vec3 at);

#endif
