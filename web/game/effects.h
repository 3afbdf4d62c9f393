/* effects.h — the game's particles, all through Plume's C API: four two-keyframe mesh kinds
   (explosion, shockwave ring, spark spray, engine glow), the engine's exhaust as a GPU emitter and its
   heat trail as CPU ribbons, hot debris as a CPU particle system, a blast (the explosion kind as a mesh layer,
   a flash, a fireball flipbook and embers) and lingering smoke as effects played at explosions (one draw call a layer for all plays, every
   instance ending by itself), and the explosions a held fire button sets off in front of the ship. */
#ifndef GAME_EFFECTS_H
#define GAME_EFFECTS_H

#include <cglm/cglm.h>

#include "debris.h"
#include "effect.h"
#include "emitter.h"
#include "math3d.h"
#include "plume.h"

#define EFFECTS_GLOWS 4 /* engine glow instances alive at once, staggered */

typedef struct effects {
    plume_system *sys;
    uint32_t explosion, shockwave, sparks, glow; /* kinds */
    plume_emitter exhaust;
    plume_particle_system heat;   /* the engine's heat trail: ribbons from the nozzle */
    plume_effect smoke;           /* lit, dissolving smoke played at some explosions */
    plume_particle_system debris; /* CPU sparks flung from every explosion */
    plume_effect blast;           /* fireball mesh, flash, fire and embers, played at every explosion; plume_poll_ended frees what ended */
    uint32_t blasts_ended;        /* blast and smoke instances that ended */
    plume_instance glows[EFFECTS_GLOWS];
    double next_glow_ms, fire_credit;
    int was_firing;
    game_rng rng;
    uint32_t explosions_fired;
} effects;

/* Generates the art and defines everything; 0 on failure (plume_last_error() says why). */
int effects_init(effects *fx, uint32_t seed);
/* One frame: `ship` is the ship's model matrix, `firing` whether fire is held, `ms` the step. */
void effects_update(effects *fx, const mat4 ship, int firing, double ms, double time_ms);
/* One blast (no debris, smoke or sparks) at `at` in the world: the tests' explosion by an asteroid. */
void effects_blast_at(effects *fx, const vec3 at);
/* Where the engine glow sits (world space), for the tests' probe. */
void effects_glow_position(const mat4 ship, vec3 out);

#endif
