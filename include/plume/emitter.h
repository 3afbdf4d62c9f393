/* emitter.h — stateless GPU emitters: continuous effects whose every particle is a pure function of
   (emitter settings, particle index, time), evaluated in the vertex shader (SEEDS.md §001).

   Usage
     plume_emitter e;
     if (plume_create_emitter(sys, &(plume_emitter_desc){ .rate = 200, .life = 1500 }, &e) != PLUME_OK)
         fprintf(stderr, "%s\n", plume_last_error());
     plume_emitter_set_transform(sys, e, matrix16);  // every frame it moves: the path is recorded
     plume_step(sys, 16.0);                          // advances every emitter's own clock
     plume_emitter_seek(sys, e, 250.0);              // or jump to any time, forwards or backwards

   The ring: `count` slots emit in turn at `rate`; slot j's particle of cycle k is born at
   (j + k*count)/rate. Nothing per particle is stored: the CPU keeps a parameter block (the uniforms)
   and, for a moving emitter, a short position history; the GPU derives everything else.

   Contract as plume.h: statuses, zero-is-default desc (explicit_zero marks zeros that are meant),
   generation-checked handles (a destroyed emitter's handle stays dead), nothing allocated per frame
   (the shared corner geometry is allocated once, at the first emitter). */
#ifndef PLUME_EMITTER_H
#define PLUME_EMITTER_H

#include <stdint.h>

#include "plume.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PLUME_MAX_EMITTERS 65536u /* alive at once: the table grows to it (16 bits of slot in a handle) */
#define PLUME_EMITTER_MAX_CAPACITY 16384u /* 4 corners each: 65,536 vertices, the 16-bit index limit */
#define PLUME_EMITTER_MAX_KEYS 8u         /* size and colour keys over life (with times, or evenly spaced) */
#define PLUME_EMITTER_HISTORY 48u         /* position samples over one life (uniform vec4s) */
#define PLUME_EMITTER_DEFAULT_SIZE 0.5f        /* world units across, growing to twice that */
#define PLUME_EMITTER_MAX_RATE 1000000.0f
#define PLUME_EMITTER_MAX_LIFE 3600000.0f
#define PLUME_EMITTER_MAX_TIME_SCALE 1000.0f /* time_scale: as a play's (PLUME_PLAY_MAX_TIME_SCALE) */

/* explicit_zero bits: these fields' zeros are meant, not defaults */
#define PLUME_EMITTER_ZERO_SPEED 1u
#define PLUME_EMITTER_ZERO_ANGLE 2u
#define PLUME_EMITTER_ZERO_TIME_SCALE 4u
#define PLUME_EMITTER_ZERO_RATE 8u /* no flow: only the burst (which must then be at least 1) */
#define PLUME_EMITTER_ZERO_BOUNCE 16u /* collide_bounce 0: no bounce (a particle stays where it lands) */
#define PLUME_EMITTER_ZERO_SEED 32u /* an effect layer's seed 0 is its own (every play draws the same), not the play's */

/* Every field is 4 bytes (exports.c hands it over from JavaScript as it is). */
typedef struct plume_emitter_desc {
    uint32_t texture;
    float rate;        /* particles per second; 0: default */
    float life;        /* ms; 0: default */
    uint32_t no_loop;  /* emit for `duration` only */
    float duration;    /* ms of emission when not looping; when looping, the burst repeats every duration */
    uint32_t burst;    /* particles all born at the start */
    float delay;       /* ms before emission starts */
    uint32_t shape;    /* plume_shape_type (plume.h) */
    float radius;
    float box[3];      /* box size */
    float angle;       /* degrees, 0..180 */
    uint32_t surface;  /* emit from the surface instead of the volume */
    float direction[3]; /* local; 0,0,0: +Y */
    float speed[2];    /* min, max; 0,0: defaults */
    float gravity[3];  /* units/s² */
    float drag;        /* 1/s: velocity decays as e^(-drag·t) towards gravity/drag */
    uint32_t size_count;
    float size[PLUME_EMITTER_MAX_KEYS];
    uint32_t color_count;
    float color[PLUME_EMITTER_MAX_KEYS * 4]; /* RGBA: alpha 0..1, RGB 0..64 (above 1: HDR) */
    float rotation[2]; /* degrees, random in [min, max] */
    float spin[2];     /* degrees per second, random in [min, max] */
    uint32_t atlas_cols, atlas_rows;
    float atlas_fps;   /* 0: the frames play once over the life */
    uint32_t atlas_frames; /* 0: cols × rows */
    uint32_t atlas_random_start;
    uint32_t blend;    /* plume_blend */
    uint32_t render;   /* plume_render_style (plume.h): billboard, velocity, plane or decal (spark and trail are a CPU
                          system's) */
    float stretch;     /* PLUME_RENDER_VELOCITY: extra length per unit of speed (seconds) */
    float noise_strength, noise_scale; /* turbulence: units/s of displacement, spatial frequency (0: 1) */
    float time_scale;  /* 0: 1 (unless explicit) */
    uint32_t seed;
    uint32_t capacity; /* 0: what rate × life needs */
    uint32_t explicit_zero;
    uint32_t depth_test; /* test against the scene's depth (never writes it) */
    float soft;          /* soft particles: fade over this distance (world units) in front of the scene's depth
                            (plume_gl_set_depth_texture); 0: a hard edge */
    int32_t render_order; /* lower draws first; within one order, far to near */
    uint32_t no_sort;     /* alpha blends: the members of a group draw in play order, not far to near */
    float size_times[PLUME_EMITTER_MAX_KEYS];  /* each size key's time in 0..1 of life, not going back; all 0: evenly
                                                  spaced (JavaScript sends keys all at t = 0 as the last key alone) */
    float color_times[PLUME_EMITTER_MAX_KEYS]; /* the same for colour keys */
    uint32_t size_ease, color_ease;            /* plume_ease between keys */
    plume_look look;                           /* hue shift, lighting, erosion */
    plume_keys speed_over_life;    /* the velocity's multiple over life (count 0: 1 throughout) */
    plume_keys rotation_over_life; /* degrees added to the rotation over life (count 0: none) */
    /* One collision plane, world space, as a function of each particle's age (seeks stay exact). A particle that
       starts on the normal's side and crosses the plane bounces once: at contact its velocity's normal part is
       reversed times `collide_bounce`, its tangential part kept times 1 - `collide_friction`, and it flies on under
       gravity and drag (no speed_over_life after the bounce); when it comes down on the plane again (at once with
       bounce 0 while gravity presses it there) it rests where it touches. `collide_die`: hidden from contact on
       instead. Turbulence (noise) is added on top of the collided path and is not collided itself; particles that
       start on the other side are not collided. */
    uint32_t collide;          /* 1: collide with the plane (0: off, the fields below ignored) */
    float collide_point[3];    /* a point on the plane, world space */
    float collide_normal[3];   /* the side particles live on; any length but zero (normalised by the emitter) */
    float collide_bounce;      /* 0..1: the normal velocity kept, reversed, at contact; 0: default (0.5) */
    float collide_friction;    /* 0..1: the share of the tangential velocity lost at contact */
    uint32_t collide_die;      /* 1: a particle is hidden from its contact on instead of bouncing */
    plume_light light;         /* a point light where the emitter is (plume.h; plume_lights); all zero: none */
    float distortion;          /* pixels the particles offset the scene behind them at full strength (plume.h's
                                  PLUME_MAX_DISTORTION); 0: none */
    /* Decals and moving noise (issue 31 items 4 and 6), kept together at the end. */
    float decal_normal[3]; /* PLUME_RENDER_DECAL: the surface's normal, world space, any length; 0,0,0: +Y (a floor) */
    float noise_speed;     /* how fast the noise field moves with the emitter's time (its phase per second, 0 to
                              PLUME_NOISE_MAX_SPEED); 0: a field that moves only with each particle's age, as before */
} plume_emitter_desc;

typedef struct plume_emitter {
    uint32_t id; /* generation (16 bits) | slot (16); 0 is invalid */
} plume_emitter;

plume_status plume_create_emitter(plume_system *sys, const plume_emitter_desc *desc, plume_emitter *out);
/* Replaces every setting (desc NULL: every one its default, as plume_create_emitter takes it); the emitter keeps its
   clock and path. */
plume_status plume_emitter_update(plume_system *sys, plume_emitter emitter, const plume_emitter_desc *desc);
/* Column-major; its scale scales the shape and the launch velocities (speed 4 at scale 3 leaves at 12 units/s, as
   CPU systems and mesh layers read a transform), not sizes or gravity. */
plume_status plume_emitter_set_transform(plume_system *sys, plume_emitter emitter, const float transform[16]);
plume_status plume_emitter_seek(plume_system *sys, plume_emitter emitter, double ms);
plume_status plume_emitter_stop(plume_system *sys, plume_emitter emitter);
plume_status plume_emitter_destroy(plume_system *sys, plume_emitter emitter);
/* World-space box holding every live particle now (quads included); empty (min > max) when none. */
plume_status plume_emitter_bounds(const plume_system *sys, plume_emitter emitter, float min[3], float max[3]);
plume_status plume_emitter_time(const plume_system *sys, plume_emitter emitter, double *out_ms);
int plume_emitter_alive(const plume_system *sys, plume_emitter emitter);
/* 1 when the emitter will never show a particle again (its emission ended, without loop or by
   stop(), and its last particle died) or the handle is dead; a seek back can bring it back. */
int plume_emitter_ended(const plume_system *sys, plume_emitter emitter);
/* The desc with every default filled in, as the emitter uses it. */
plume_status plume_emitter_resolved(const plume_system *sys, plume_emitter emitter, plume_emitter_desc *out);

/* ---- groups: every play of one layer, drawn in one call ----
   A group holds resolved settings; each play makes an emitter (a full handle: seek, stop, bounds,
   ended, destroy) whose per-play values — transform, seed, start, end — are one 64-byte record, so every member of a group is drawn by one instanced call (a few batched calls without
   instancing) and a frame without plays uploads no record. A member moved after its particles are
   out (set_transform) or given new settings (update) leaves the group and is drawn on its own, with
   its path, as any emitter. Destroying a group destroys its members. */
typedef struct plume_emitter_group {
    uint32_t id; /* generation (16 bits) | slot (16); 0 is invalid */
} plume_emitter_group;

plume_status plume_emitter_group_create(plume_system *sys, const plume_emitter_desc *desc, plume_emitter_group *out);
plume_status plume_emitter_group_destroy(plume_system *sys, plume_emitter_group group);
int plume_emitter_group_alive(const plume_system *sys, plume_emitter_group group);
/* Members alive now (0 for a dead handle): a group without any may be destroyed and its place reused. */
uint32_t plume_emitter_group_members(const plume_system *sys, plume_emitter_group group);
/* A new member at `transform` (16 numbers, column-major) with its own seed; members run at the group's
   time_scale (0: frozen). */
plume_status plume_emitter_group_play(plume_system *sys, plume_emitter_group group, const float transform[16],
                                      uint32_t seed, plume_emitter *out);

/* Emitters that ended since the last poll (plume_emitter_ended turned 1: emission over, last particle
   gone), each reported once — until a seek brings it back. Up to `max` into `out`; returns how many.
   A game playing many one-shot emitters polls once a frame instead of asking each one. */
uint32_t plume_emitters_poll_ended(plume_system *sys, plume_emitter *out, uint32_t max);

/* ---- the reference: the vertex shader's equations in C, for tests and bounds ---- */

/* Position at `age_s` seconds of a particle starting at p0 with velocity v0 (linear drag k). */
void plume_emitter_motion(const float p0[3], const float v0[3], const float gravity[3], float drag, float age_s,
                          float out[3]);

typedef struct plume_emitter_particle {
    int alive;
    float age;      /* ms */
    float position[3];
    float velocity[3];
    float size;
    float color[4]; /* the colour keys at its age (before hue shift and lighting) */
    float rotation; /* degrees: the random start, the spin and rotation_over_life (velocity quads ignore it) */
} plume_emitter_particle;

/* Particle `index` (0..count+burst-1) of the emitter now, computed as the shader does. */
plume_status plume_emitter_sample(const plume_system *sys, plume_emitter emitter, uint32_t index,
                                  plume_emitter_particle *out);
/* Slots in the ring (continuous + burst) and live particles now. */
uint32_t plume_emitter_slots(const plume_system *sys, plume_emitter emitter);
uint32_t plume_emitter_live(const plume_system *sys, plume_emitter emitter);

#ifdef __cplusplus
}
#endif

#endif
