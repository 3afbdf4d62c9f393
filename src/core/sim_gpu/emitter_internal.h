/* emitter_internal.h — what the system, the backend and the emitter pipeline share about emitters:
   the layout of the uniform block (vec4 slots) that shaders/emitter.vert reads, the producer of
   draw items, and the stats. */
#ifndef PLUME_EMITTER_INTERNAL_H
#define PLUME_EMITTER_INTERNAL_H

#include "draw_list.h"
#include "emitter.h"

/* The uniform block, in vec4s (shaders/emitter.vert names the same slots). */
enum {
    PLUME_EU_TIME,   /* cycle-relative time ms, cycle mod 83521, start (-time), end of emission (relative) */
    PLUME_EU_RING,   /* rate per ms, ring period ms, life ms, continuous slots */
    PLUME_EU_BURST,  /* burst slots, burst age ms (<0: none), burst cycle, seed (mod 83521) */
    PLUME_EU_M0,     /* emitter rotation/scale column 0, shape type */
    PLUME_EU_M1,     /* column 1, radius */
    PLUME_EU_M2,     /* column 2, surface */
    PLUME_EU_DIR,    /* local direction (unit), cos(angle) */
    PLUME_EU_BOX,    /* box half size, drag */
    PLUME_EU_SPEED,  /* speed min, max, noise strength, noise scale */
    PLUME_EU_GRAVITY, /* gravity, stretch */
    PLUME_EU_MISC,   /* size keys, colour keys (counts), billboard, premultiply colour */
    PLUME_EU_ROTATION, /* rotation min, max (rad), spin min, max (rad/s) */
    PLUME_EU_ATLAS,  /* cols, rows, fps, frames */
    PLUME_EU_HISTORY_INFO, /* random start frame, history samples, sample spacing ms, noise speed (noise.h) */
    PLUME_EU_CAMERA_RIGHT, /* the quad's axes: the camera's, or a decal's on its surface (decal.h) */
    PLUME_EU_CAMERA_UP,
    PLUME_EU_CAMERA_POSITION,
    PLUME_EU_LIGHT,  /* the look (plume_look): the light's direction (unit), strength */
    PLUME_EU_LOOK,   /* hue shift (radians per second of age), erosion, size ease, colour ease */
    PLUME_EU_MOTION, /* speed keys (count), rotation keys (count), life (s), rotation ease */
    PLUME_EU_KEYS,   /* PLUME_EMITTER_MAX_KEYS rows: size key time, size, colour key time, collision (PLUME_EC_*) */
    PLUME_EU_COLOR = PLUME_EU_KEYS + PLUME_EMITTER_MAX_KEYS, /* colour keys (RGBA), as many */
    PLUME_EU_MOTION_KEYS = PLUME_EU_COLOR + PLUME_EMITTER_MAX_KEYS, /* as many: speed key time, speed (a multiple
                                                                       of the velocity), rotation key time, turn (rad) */
    PLUME_EU_HISTORY = PLUME_EU_MOTION_KEYS + PLUME_EMITTER_MAX_KEYS, /* samples: position, time relative to now (ms) */
    PLUME_EU_VEC4S = PLUME_EU_HISTORY + PLUME_EMITTER_HISTORY
};

/* The collision plane (desc.collide_*) rides in the w of the PLUME_EU_KEYS rows: row PLUME_EU_KEYS + PLUME_EC_x,
   lane w. Settings shared by every member of a group (the plane is in world space), below PLUME_EU_HISTORY: no row
   of its own, so a batched group's uniforms stay within ES 2's 128 vectors. shaders/emitter.vert reads the same. */
enum {
    PLUME_EC_NORMAL = 0, /* rows 0..2: the plane's unit normal x, y, z */
    PLUME_EC_OFFSET = 3, /* normal · point: a position p is on the plane's side when normal · p - offset >= 0 */
    PLUME_EC_MODE = 4,   /* 0: off, 1: bounce, 2: die at contact */
    PLUME_EC_BOUNCE = 5, /* the normal velocity kept (reversed) at contact, 0..1 */
    PLUME_EC_KEEP = 6    /* the tangential velocity kept at contact: 1 - friction; row 7's w is free */
};
_Static_assert(PLUME_EC_KEEP < PLUME_EMITTER_MAX_KEYS, "the collision lanes need a key row each");

/* A group member's record (plume_pool's 16 floats, per instance): shaders/emitter.vert's aInstance0..3.
   Columns 0..2 of its transform (xyz) with, in w: the seed, the fraction of a ms of its start, and the
   end of emission (ms of emission time: loop off or stop(); 1e9: none); then its origin and the whole ms
   of its start. Its time is (clock - start) × the group's time scale, clock the item's (whole ms and
   fraction again: the shader subtracts wholes and fractions apart, so a member sought to T and one
   played T ago show the same floats); a frozen group's member keeps its time in start. A free slot is
   all zeros: a member whose emission ended at 0, which shows nothing. */
enum {
    PLUME_EG_SEED = 3,
    PLUME_EG_START_FRACTION = 7,
    PLUME_EG_END = 11,
    PLUME_EG_ORIGIN = 12,
    PLUME_EG_START = 15
};


#define PLUME_EMITTER_HASH_PERIOD 83521u /* 289²: the shader's hash takes two base-289 digits */

/* Corner geometry: quad q has vertices 4q..4q+3, each (q, corner); buckets share one array. */
#define PLUME_EMITTER_BUCKETS 4u /* 256, 1024, 4096, 16384 quads */
#define PLUME_EMITTER_VERTEX_FLOATS 2u

/* Appends one item per visible emitter with live particles (every emitter when include_idle is
   set: the backend prepares their GPU objects). view: column-major; view_projection: culling. */
void plume_emitters_collect_draws(plume_system *sys, plume_draw_list *list, const float view[16],
                                  const float view_projection[16], int include_idle);
void plume_emitters_step(plume_system *sys); /* after plume_step moved the system's clock */
void plume_emitters_rebase(plume_system *sys); /* after it moved its epoch: group records follow */
void plume_emitters_free(plume_system *sys);
/* 1 when a live emitter samples texture slot `slot` (destroying the texture is refused then). */
int plume_emitters_use_texture(const plume_system *sys, uint32_t slot);
void plume_emitters_count(const plume_system *sys, uint32_t *emitters, uint32_t *particles);

/* An emitter whose end came out of the heap, and the C effect instance it played for (0: none). */
typedef struct plume_emitter_end {
    plume_emitter emitter;
    uint32_t owner;
} plume_emitter_end;

/* Ends that came due, taken in order: owned (effect.c's instances) or not (plume_emitters_poll_ended). */
uint32_t plume_emitters_take_ended(plume_system *sys, int owned, plume_emitter_end *out, uint32_t max);
/* effect.c's groups: the same as plume_emitter_group_*, for groups the public calls cannot reach (a
   forged or stale group handle never plays into an effect's layer). */
plume_status plume_effect_group_create(plume_system *sys, const plume_emitter_desc *desc, plume_emitter_group *out);
plume_status plume_effect_group_destroy(plume_system *sys, plume_emitter_group group);
uint32_t plume_effect_group_members(const plume_system *sys, plume_emitter_group group); /* alive now */
plume_status plume_effect_group_play(plume_system *sys, plume_emitter_group group, const float transform[16],
                                     uint32_t seed, plume_emitter *out);

/* While effect.c acts for instance `owner` (the world's acting_owner, system_internal.h; 0: nobody), the public
   emitter calls that change an emitter (update, destroy, set_transform, seek, stop) reach that instance's members;
   otherwise they refuse any member, which changes only through its instance. */

/* Sends the emitter's end to instance `owner` (effect.c) instead of plume_emitters_poll_ended. */
void plume_emitter_set_owner(plume_system *sys, plume_emitter emitter, uint32_t owner);
/* A desc's own time_scale (a user's or a layer's): at most PLUME_EMITTER_MAX_TIME_SCALE. */
plume_status plume_emitter_check_time_scale(const plume_emitter_desc *desc);

/* Particle `index` from a packed uniform block, as emitter.vert computes it (emitter_reference.c). */
void plume_emitter_evaluate(const float *uniforms, uint32_t index, plume_emitter_particle *out);

/* The shader's per-particle hash: a random number in [0, 1) per (seed, slot, cycle, n). */
float plume_emitter_random(uint32_t seed, uint32_t slot, uint32_t cycle, uint32_t n);

#endif
