/* particle_system.h — CPU particle systems and their manager (SEEDS.md §002, §003, §004): effects that
   react to the game every frame (wind, a moving transform, bursts, particles the game moves itself),
   simulated in C in tight arrays and drawn as camera-facing billboards, sparks or velocity-aligned
   quads through one fixed-size dynamic vertex buffer.

   Usage (a C game links plume_core, and plume_webgl to draw)
     plume_particle_system smoke;
     plume_particle_system_desc desc = { .texture = tex, .rate = 40, .life = {800, 1200},
                                         .velocity = {0, 1.5f, 0}, .velocity_random = {0.3f, 0.2f, 0.3f},
                                         .gravity = {0, -0.5f, 0}, .blend = PLUME_BLEND_ALPHA, .sort = 1 };
     if (plume_add_particle_system(sys, &desc, &smoke) != PLUME_OK)
         fprintf(stderr, "%s\n", plume_last_error());
     plume_particle_system_set_transform(sys, smoke, cigarette_matrix16); // every frame it moves
     plume_particle_system_set_wind(sys, smoke, (float[3]){2, 0, 0});      // from the next update on
     plume_step(sys, 16.0);    // updates every system; drops one-shot systems that ended
     plume_gl_render(gl, sys, view, projection, 0); // draws them with everything else

   Contract as plume.h: functions return a plume_status (plume_last_error() says why), desc structs
   are zero-is-default (explicit_zero marks zeros that are meant), handles carry a generation so a
   removed system's handle is dead forever (PLUME_ERR_STALE_HANDLE, never reused memory). Memory is
   allocated by plume_add_particle_system (and by a desc change that changes the capacity); stepping,
   spawning, bursts, seeking and drawing allocate nothing. A particle block lent to the caller
   (plume_particle_system_lend) is the caller's to free.

   The simulation model (the contract the benchmark's JavaScript baseline reimplements)
   Per system, struct of arrays of `capacity` particles, live ones packed in [0, count).
   plume_step(sys, ms), with dt = ms / 1000 seconds, for every system that is not manual:
     1. time += ms. Age: life[i] -= ms for each live particle; a particle with life <= 0 dies and the
        last live particle moves into its place (count--): dead particles are reused, never freed.
     2. Integrate the survivors, with acceleration a = gravity + wind (both units/s²; a wind change
        takes effect here, on the next update) and damp = exp(-drag·dt) computed once per system:
          v = (v + a·dt)·damp;  previous = position;  position += v·dt;  rotation += spin·dt
          t = 1 - life/maxLife (0 at birth, 1 at death)
          size = keys(size, t)·sizeScale;  colour = clamp01(keys(color, t) + colorOffset)
          frame = (startFrame + floor((maxLife - life)·fps/1000)) mod (cols·rows)
        keys(k, t) with n keys: x = t·(n-1), i = min(floor(x), n-2), k[i] + (k[i+1]-k[i])·(x-i) (n = 1: k[0]).
        Collisions (systems with colliders only; see plume_collider): a particle whose move from previous to
        position enters a collider is put back on its surface where it entered, and dies there (die) or
        bounces: velocity's normal part × -bounce, its tangential part × (1 - friction), the rest of the
        step's move turned the same way.
     3. Spawn (the §004 flow emitter, a minimum creation period P = period, or 1000/rate ms): the flow
        runs while time <= duration (duration 0: forever, or never for a one-shot system);
        acc += the ms of this step inside the flow; n = floor(acc / P); acc -= n·P; but when
        n > capacity - count, only capacity - count are spawned and acc = 0 (no backlog bursts out
        later). A new particle draws 15 uniform numbers r in [0, 1) from the
        system's PCG32 (rng.h; seeded with the desc seed) in this order, sym(x) = (2r-1)·x:
          position + sym(positionRandom) (x, y, z), velocity + sym(velocityRandom) (x, y, z),
          life = lerp(life[0], life[1], r), sizeScale = 1 + sym(sizeRandom),
          colorOffset = sym(colorRandom) (r, g, b, a), rotation = lerp(rotation[0], rotation[1], r),
          spin = lerp(spin[0], spin[1], r), startFrame = randomStart ? floor(r·frames) : 0 (r drawn anyway)
        World space: position and velocity go through the system transform at birth (then the
        particle keeps where it was born); local space: they stay local and the transform is applied
        when drawing (the particles move with the system). previous = position; size, colour and
        frame at t = 0. Bursts (desc.burst at time 0, burst(n) at once) spawn the same way.
   Bounds (computed when drawn or asked for, not in the step): the box of positions (and the tails of
   sparks) padded by half the largest quad diagonal (plus stretch × speed for velocity quads); local-space
   boxes go through the transform.
   A one-shot system whose flow is over and whose particles are all dead is removed by plume_step
   (its handle then reports "does not exist"). Manual systems are not simulated: the game writes
   positions, colours, sizes (and the rest, plume_particle_system_arrays) and the count.

   Drawing: a vertex record of 40 bytes per particle (PLUME_SPRITE_RECORD_*): position xyz (f32),
   axis xyz (f32; spark: its tail, position - velocity × stretch; velocity style: velocity × stretch; both with
   the velocity × speed_over_life as it moves the particle), size (f32),
   rotation (f32, radians), colour RGBA8, atlas frame (u16), corner (2 × u8); billboards, which need no
   axis, 28 bytes (PLUME_SPRITE_BILLBOARD_*: the same without it). Consecutive
   systems with the same texture, blend, render style, atlas layout (and depth test) are one draw
   item; the backend fills its one dynamic buffer from them with plume_particle_system_fill and
   draws whenever it is full, then the rest. */
#ifndef PLUME_PARTICLE_SYSTEM_H
#define PLUME_PARTICLE_SYSTEM_H

#include <stdint.h>

#include "plume.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PLUME_MAX_PARTICLE_SYSTEMS 65536u /* alive at once: the table grows to it (16 bits of slot in a handle) */
#define PLUME_PARTICLE_SYSTEM_MAX_CAPACITY 262143u /* a kind's too (PLUME_MAX_CAPACITY): one largest capacity */
#define PLUME_PARTICLE_SYSTEM_MAX_KEYS 8u /* size and colour keys over life */
#define PLUME_PARTICLE_SYSTEM_DEFAULT_RATE 20.0f      /* particles per second */
#define PLUME_PARTICLE_SYSTEM_DEFAULT_LIFE_MIN 800.0f /* ms */
#define PLUME_PARTICLE_SYSTEM_DEFAULT_LIFE_MAX 1200.0f
#define PLUME_PARTICLE_SYSTEM_DEFAULT_SPEED 1.0f      /* velocity [0, 1, 0] units/s */
#define PLUME_PARTICLE_SYSTEM_DEFAULT_SPREAD 0.3f     /* velocity_random [0.3, 0.3, 0.3] */
#define PLUME_PARTICLE_SYSTEM_DEFAULT_SIZE 0.5f       /* world units across, growing to twice that */
#define PLUME_PARTICLE_SYSTEM_DEFAULT_STRETCH 0.1f    /* velocity style: seconds of motion added to the length */
/* spark style: seconds of motion behind the position (a 60 fps step: the length the previous position gave) */
#define PLUME_PARTICLE_SYSTEM_DEFAULT_SPARK_STRETCH 0.016666668f
#define PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS 8u /* plume_particle_system_desc.colliders */
#define PLUME_COLLIDER_DEFAULT_BOUNCE 0.5f     /* a collider's bounce 0 without PLUME_COLLIDER_ZERO_BOUNCE */
#define PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS 300000.0    /* seek re-simulates at most 5 minutes */
#define PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS 16.666666666666668 /* seek's fixed sub-step: 60 a second */
/* A seek's cost bound, in particle updates (sub-steps × capacity): about a second of a browser's main thread */
#define PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK 16777216u
#define PLUME_PARTICLE_SYSTEM_MAX_ATLAS_SIDE 64u
#define PLUME_PARTICLE_SYSTEM_MAX_RATE 1000000.0f
#define PLUME_PARTICLE_SYSTEM_MAX_LIFE 3600000.0f
#define PLUME_TRAIL_SEGMENTS 12u /* a trail's ribbon: segments (and positions kept) per particle */
#define PLUME_TRAIL_DEFAULT_LENGTH 500.0f /* ms of path */
#define PLUME_TRAIL_MAX_WIDTH 1000000u    /* world units: trail.width keys above it are refused */
#define PLUME_TRAIL_MAX_SCROLL 1000u      /* texture lengths a second either way: a faster trail.scroll is refused */

/* render: plume.h's plume_render_style (billboard, spark, velocity, trail, decal; plane is an emitter's) */

/* What starts a sub-emitter's particles (plume_particle_system_desc.parent_event). */
typedef enum plume_sub_event {
    PLUME_SUB_NONE = 0,
    PLUME_SUB_BIRTH = 1,   /* where each parent particle is born */
    PLUME_SUB_DEATH = 2,   /* where each parent particle dies */
    PLUME_SUB_INTERVAL = 3, /* where each parent particle is, every parent_interval ms of its life */
    PLUME_SUB_COLLISION = 4 /* where each parent particle hits one of its colliders: an impact, coming in faster than
                               twice what a step's gravity and wind push into the surface (not a particle resting on
                               it, which touches it every step); every hit of a die collider */
} plume_sub_event;

/* What a collider is (plume_collider.type). */
typedef enum plume_collider_type {
    PLUME_COLLIDE_NONE = 0,   /* refused among the first collider_count colliders */
    PLUME_COLLIDE_PLANE = 1,  /* a = a point on it, b = its normal (any length but 0): particles stay on b's side */
    PLUME_COLLIDE_SPHERE = 2, /* a = centre, radius > 0: particles stay outside */
    PLUME_COLLIDE_BOX = 3     /* axis-aligned, a = min corner, b = max corner (min <= max): particles stay outside */
} plume_collider_type;

/* plume_collider.explicit_zero: a bounce of 0 is meant (no bounce), not the default */
#define PLUME_COLLIDER_ZERO_BOUNCE 1u

/* A surface the particles of a simulated system do not go through: one whose move over a step (previous ->
   position) enters it is put back on the surface where it entered, and then dies this step (die) or bounces:
   the velocity's part along the surface normal × -bounce, the part along the surface × (1 - friction), and the
   rest of the step's move (after the hit) turned the same way, so the particle ends the step outside. A
   particle that cannot leave the surface again (its bounce is less than what the step's gravity and wind take
   back) rests on it: it slides, its speed along the surface × (1 - friction) per 1/60 s of contact. Particles
   that start inside a collider are left alone until they leave it; one collision per particle per step (the
   first surface its move enters). Colliders are in the system's frame: the world for world-space systems,
   the system's own (moving with its transform) for local-space ones. Seek replays them exactly.
   Messages name the JavaScript fields (collide[i].normal, .center, .min, .max, ...). */
typedef struct plume_collider {
    uint32_t type;          /* plume_collider_type */
    float a[3];             /* plane: a point; sphere: centre; box: min corner */
    float b[3];             /* plane: normal (normalised when checked); box: max corner; sphere: unused */
    float radius;           /* sphere: > 0 */
    float bounce;           /* 0..1, the normal speed kept; 0: PLUME_COLLIDER_DEFAULT_BOUNCE unless explicit */
    float friction;         /* 0..1, the tangential speed lost at a hit */
    uint32_t die;           /* particles that hit it die (no bounce) */
    uint32_t explicit_zero; /* PLUME_COLLIDER_ZERO_* */
} plume_collider;

/* explicit_zero bits: these fields' zeros are meant, not defaults */
#define PLUME_PSYS_ZERO_RATE 1u            /* no flow: bursts only */
#define PLUME_PSYS_ZERO_VELOCITY 2u        /* velocity [0, 0, 0] */
#define PLUME_PSYS_ZERO_VELOCITY_RANDOM 4u /* velocity_random [0, 0, 0] */
#define PLUME_PSYS_ZERO_ANGLE 16u          /* angle 0: exactly along direction */
#define PLUME_PSYS_ZERO_STRETCH 8u

/* Every field is 4 bytes (exports.c takes it from JavaScript as it is). Zero takes the default. */
typedef struct plume_particle_system_desc {
    uint32_t texture;      /* a texture id (plume_create_texture); 0: plain white */
    uint32_t blend;        /* plume_blend; 0: additive */
    uint32_t capacity;     /* most live particles; 0: what rate × life[1] + burst needs (at least 16), and
                              in a desc change at least the capacity the system has (its particles kept) */
    float rate;            /* particles per second; 0: default (or none with PLUME_PSYS_ZERO_RATE) */
    float period;          /* ms between creations; overrides rate when > 0 */
    float duration;        /* ms the flow runs; 0: forever (one-shot: no flow, bursts only) */
    uint32_t burst;        /* particles spawned at time 0 */
    uint32_t one_shot;     /* the system removes itself when its flow is over and its particles are dead */
    float life[2];         /* ms, random in [min, max]; 0,0: defaults */
    float position[3];     /* base particle, in the system's frame */
    float position_random[3]; /* ± per axis (a box) */
    float velocity[3];     /* units/s; 0,0,0: [0, 1, 0] unless explicit */
    float velocity_random[3]; /* ± per axis; 0,0,0: 0.3 each unless explicit */
    float gravity[3];      /* units/s² */
    float wind[3];         /* units/s², added to gravity; plume_particle_system_set_wind changes it */
    float drag;            /* 1/s: velocity × exp(-drag·dt) each step */
    uint32_t size_count;   /* size keys over life (at size_times, or evenly spaced); 0: [0.5, 1] */
    float size[PLUME_PARTICLE_SYSTEM_MAX_KEYS];
    float size_random;     /* ± fraction of the size, per particle (0..1) */
    uint32_t color_count;  /* colour keys over life; 0: white fading out */
    float color[PLUME_PARTICLE_SYSTEM_MAX_KEYS * 4]; /* RGBA: alpha 0..1, RGB 0..64 (above 1: HDR) */
    float color_random[4]; /* ± per channel, per particle */
    float rotation[2];     /* degrees, random in [min, max] */
    float spin[2];         /* degrees per second, random in [min, max] */
    uint32_t atlas_cols, atlas_rows; /* 0: 1 */
    float atlas_fps;       /* frames per second; 0: each particle keeps its start frame */
    uint32_t atlas_fixed_start; /* start every particle at frame 0 instead of a random frame */
    uint32_t render;       /* plume_render_style */
    float stretch;         /* velocity style: seconds of motion added to the length; spark: seconds of motion behind
                              the position; 0: PLUME_PARTICLE_SYSTEM_DEFAULT_STRETCH (velocity) or
                              PLUME_PARTICLE_SYSTEM_DEFAULT_SPARK_STRETCH (spark) unless explicit */
    uint32_t local_space;  /* particles move with the system's transform */
    uint32_t sort;         /* draw back to front (for alpha blending): the system among sorted systems,
                              its particles within it */
    uint32_t manual;       /* not simulated: the game writes the particles (plume_particle_system_arrays) */
    uint32_t depth_test;   /* test against the scene's depth (never writes it) */
    uint32_t seed;         /* 0: drawn from the plume_system's generator when added */
    uint32_t explicit_zero; /* PLUME_PSYS_ZERO_* */
    /* The emitter shapes (emitter.h): where particles start, added to position ± position_random, and
       the direction they leave along with a speed, added to velocity ± velocity_random. All zero: a
       point, no speed (the settings above alone). */
    uint32_t shape;        /* plume_shape_type */
    float radius;          /* sphere, cone, ring; 0: 1 */
    float box[3];          /* box size; 0: 1 */
    float angle;           /* degrees of spread around direction, 0..180; 0: 25 (sphere: 180) unless explicit */
    uint32_t surface;      /* start on the surface instead of in the volume */
    float direction[3];    /* 0,0,0: +Y */
    float speed[2];        /* units/s, random in [min, max] along the drawn direction */
    float soft;            /* soft particles: fade over this distance (world units) in front of the scene's depth
                              (plume_gl_set_depth_texture); 0: a hard edge */
    int32_t render_order;  /* lower draws first; within one order, far to near */
    float size_times[PLUME_PARTICLE_SYSTEM_MAX_KEYS];  /* each size key's time in 0..1 of life, not going back; all 0:
                                                          evenly spaced */
    float color_times[PLUME_PARTICLE_SYSTEM_MAX_KEYS]; /* the same for colour keys */
    uint32_t size_ease, color_ease;                    /* plume_ease between keys */
    plume_look look;                                   /* hue shift, lighting, erosion */
    /* PLUME_RENDER_TRAIL: the ribbon's length in ms of path (0: PLUME_TRAIL_DEFAULT_LENGTH) and its width over
       the trail, head (0) to tail (1), in world units (at most PLUME_TRAIL_MAX_WIDTH); no keys: the particle's size
       narrowing to 0 */
    float trail_length;
    uint32_t trail_width_count;
    float trail_width[PLUME_PARTICLE_SYSTEM_MAX_KEYS];
    float trail_width_times[PLUME_PARTICLE_SYSTEM_MAX_KEYS];
    uint32_t trail_width_ease;
    /* A sub-emitter: this system's particles start only from another system's (parent, an id from
       plume_add_particle_system) at parent_event, `burst` of them each time (0: 1), at the parent particle's
       world position; it has no flow of its own (rate, period and duration are not used) and ends when its
       parent has ended and its own particles are gone (collision: where they hit the parent's colliders). World space only. Bounded by its capacity: particles
       that do not fit are counted in plume_stats.sub_emitter_dropped. Events reach it after every system
       stepped (born at the end of the step). Set when the system is added; seek does not replay them. */
    uint32_t parent;
    uint32_t parent_event;  /* plume_sub_event */
    float parent_interval;  /* PLUME_SUB_INTERVAL: ms of a parent particle's life between two events (> 0) */
    plume_keys speed_over_life;    /* the velocity's multiple when it moves a particle (count 0: 1): position +=
                                      keys(t)·v·dt; gravity, wind and drag act on v as always */
    plume_keys rotation_over_life; /* degrees added to the rotation over life when drawn (count 0: none) */
    /* Surfaces the particles do not go through (plume_collider), the first collider_count of them (at most
       PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS); not for manual systems. 0: none, and the step costs nothing more. */
    uint32_t collider_count;
    plume_collider colliders[PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS];
    /* The atlas as a GPU emitter plays it (effects' layers ask for it on every sim): atlas_frames of the sheet (0:
       cols × rows) and, with atlas_fps 0 and atlas_over_life set, the frames once over each particle's life from its
       start frame (instead of the start frame kept). */
    uint32_t atlas_frames;
    uint32_t atlas_over_life;
    /* ms: `burst` comes again at every multiple of it while the flow's duration lasts (0, the default: once, at time
       0); a seek replays them. Not for one-shot, manual or sub-emitter systems. */
    float burst_every;
    plume_light light; /* a point light at the system's position (plume.h; plume_lights); all zero: none */
    float distortion;  /* pixels the particles offset the scene behind them at full strength (plume.h's
                          PLUME_MAX_DISTORTION); 0: none */
    /* Decals and noise (issue 31 items 4 and 6), kept together at the end. */
    float decal_normal[3]; /* PLUME_RENDER_DECAL: the surface's normal, world space, any length; 0,0,0: +Y (a floor) */
    /* Turbulence, as a GPU emitter's (emitter.h): the drawn particle is moved from its simulated path by
       noise_strength × age (s) × a bounded field at its position (in the system's frame) flowing with its age and, at
       noise_speed, with the system's time; the simulation, collisions and sub-emitters follow the path itself.
       strength 0: none; scale 0: 1. */
    float noise_strength, noise_scale, noise_speed;
    /* PLUME_RENDER_TRAIL: how fast the texture laid along the ribbon flows, in texture lengths (the whole ribbon) a
       second toward the tail (negative: toward the head), at most PLUME_TRAIL_MAX_SCROLL either way; 0: it stays
       put. Other styles: 0. */
    float trail_scroll;
} plume_particle_system_desc;

typedef struct plume_particle_system {
    uint32_t id; /* generation (16 bits) | slot (16); 0 is invalid */
} plume_particle_system;

/* The particle arrays of a system (manual systems: the game writes them), `capacity` entries each,
   live ones in [0, *count). Valid until the system is removed or its capacity changes (a desc change that
   reallocates: plume_particle_system_set_desc), unless its block was lent (plume_particle_system_lend). They
   are one allocation, the particle block, which starts at `positions`. */
typedef struct plume_particle_system_arrays {
    float *positions, *previous, *velocities; /* xyz per particle (a manual spark is drawn from its velocity:
                                                 stretch seconds of it behind the position) */
    float *colors;                            /* RGBA 0..1 per particle */
    float *sizes, *rotations, *life;          /* world units, radians, remaining ms */
    uint16_t *frames;                         /* atlas frame */
    uint32_t capacity;
    uint32_t count;
} plume_particle_system_arrays;

plume_status plume_add_particle_system(plume_system *sys, const plume_particle_system_desc *desc,
                                       plume_particle_system *out);
plume_status plume_remove_particle_system(plume_system *sys, plume_particle_system system);
int plume_particle_system_exists(const plume_system *sys, plume_particle_system system);
/* 1 when the system will show nothing again (no particle alive, its flow over; never for manual
   systems) or was removed. */
int plume_particle_system_ended(const plume_system *sys, plume_particle_system system);

/* Column-major 4x4: where the system is (spawn positions and velocities of world-space systems;
   the whole system for local-space ones). Takes effect at once. */
plume_status plume_particle_system_set_transform(plume_system *sys, plume_particle_system system,
                                                 const float transform[16]);
plume_status plume_particle_system_set_wind(plume_system *sys, plume_particle_system system, const float wind[3]);
/* Replaces every setting; live particles, the clock and the transform stay. Capacity 0 keeps the larger of
   the system's capacity and what the new settings need: a lower rate (even 0) or a shorter life never cuts
   live particles. Only a capacity given smaller than the live count truncates (the first particles that fit
   stay). A capacity change reallocates the particle block (see plume_particle_system_lend). */
plume_status plume_particle_system_set_desc(plume_system *sys, plume_particle_system system,
                                            const plume_particle_system_desc *desc);
/* The mesh a system of shape PLUME_SHAPE_MESH is born on: `triangle_count` triangles, 9 floats each (corners a, b, c)
   in the system's space, copied into a table of cumulative areas (allocated here, never while stepping): each
   particle starts on a triangle chosen with probability proportional to its area, at a uniform point of it (the
   shape's three random numbers; the same seed, the same points). The direction/angle rules stay, around the
   triangle's normal instead of `direction` when along_normal is 1. Refuses more than PLUME_MAX_EMISSION_TRIANGLES
   (65,536) triangles (PLUME_ERR_LIMIT), non-finite corners, and a mesh with no area. A system not yet stepped starts
   again (its burst on the mesh); one that has run keeps its particles. Without a mesh, PLUME_SHAPE_MESH starts
   particles at the origin, as a point. The mesh stays across plume_particle_system_set_desc. */
plume_status plume_particle_system_set_emission_mesh(plume_system *sys, plume_particle_system system,
                                                     const float *corners, uint32_t triangle_count, int along_normal);
/* Spawns n particles now (as many as fit). */
plume_status plume_particle_system_burst(plume_system *sys, plume_particle_system system, uint32_t n);
/* Restarts the system from its seed and re-simulates in fixed sub-steps of
   PLUME_PARTICLE_SYSTEM_SEEK_STEP_MS up to ms (at most PLUME_PARTICLE_SYSTEM_MAX_SEEK_MS): the same
   seed gives the same particles, forwards or backwards. Costs ceil(ms / 16.67) updates of up to `capacity`
   particles each: a seek whose updates × capacity exceed PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK is refused
   (PLUME_ERR_LIMIT, changing nothing; the message says how far this system can seek), so a 262,143-particle
   system seeks at most 1066 ms and a 16,384-particle one 17 s. */
plume_status plume_particle_system_seek(plume_system *sys, plume_particle_system system, double ms);
plume_status plume_particle_system_time(const plume_system *sys, plume_particle_system system, double *out_ms);
/* World-space box of the live particles (quads included); empty (min > max) when none. */
plume_status plume_particle_system_bounds(const plume_system *sys, plume_particle_system system, float min[3],
                                          float max[3]);
/* The system's arrays, for the game to read or write (a manual system's particles are the game's). The step keeps the
   box that culls a system as it moves its particles; once a system's arrays were handed out (here or by
   plume_particle_system_lend) the game may move them too, so from then on, for good, that system's box is measured
   over every particle each frame (a little more CPU). */
plume_status plume_particle_system_arrays_of(plume_system *sys, plume_particle_system system,
                                             plume_particle_system_arrays *out);
/* Lends the system's current particle block (the arrays plume_particle_system_arrays_of gives, one calloc'd
   allocation starting at `positions`) to the caller, for views that may outlive it (JavaScript's typed arrays).
   From then on C never frees that block: not when the system is removed (by the game, by plume_step ending a
   one-shot system, by an effect), not when a capacity change replaces it, not when the plume_system is
   destroyed. The system goes on using it until one of those; the lender frees it with free() once the system
   no longer uses it (the handle is dead, or arrays_of's positions is another block) and no view of it lives.
   Freeing it earlier is a use after free; never freeing it leaks it. A block allocated later (after a capacity
   change) is the system's own again until lent again. Lending twice is lending once. STALE_HANDLE for a dead
   handle. */
plume_status plume_particle_system_lend(plume_system *sys, plume_particle_system system);
/* Manual systems only: how many particles (from index 0) are live; at most the capacity. Particles
   the game never wrote are zeros (size 0: nothing drawn). */
plume_status plume_particle_system_set_count(plume_system *sys, plume_particle_system system, uint32_t count);
uint32_t plume_particle_system_count(const plume_system *sys, plume_particle_system system);
/* The desc with every default filled in, as the system uses it. */
plume_status plume_particle_system_resolved(const plume_system *sys, plume_particle_system system,
                                            plume_particle_system_desc *out);

/* ---- drawing (the backend's side) ---- */

#define PLUME_SPRITE_RECORD_BYTES 40u
#define PLUME_SPRITE_RECORD_POSITION 0u /* byte offsets */
#define PLUME_SPRITE_RECORD_AXIS 12u
#define PLUME_SPRITE_RECORD_SIZE 24u
#define PLUME_SPRITE_RECORD_ROTATION 28u
#define PLUME_SPRITE_RECORD_COLOR 32u
#define PLUME_SPRITE_RECORD_FRAME 36u
#define PLUME_SPRITE_RECORD_CORNER 38u
/* Billboards need no axis: their record is 28 bytes, the same fields without it (30% less to fill and upload) */
#define PLUME_SPRITE_BILLBOARD_BYTES 28u
#define PLUME_SPRITE_BILLBOARD_POSITION 0u
#define PLUME_SPRITE_BILLBOARD_SIZE 12u
#define PLUME_SPRITE_BILLBOARD_ROTATION 16u
#define PLUME_SPRITE_BILLBOARD_COLOR 20u
#define PLUME_SPRITE_BILLBOARD_FRAME 24u
#define PLUME_SPRITE_BILLBOARD_CORNER 26u

/* Writes records of the particles [first, first + max) of a system in draw order (sorted systems:
   back to front, as ordered by the last collect) into dst — PLUME_SPRITE_BILLBOARD_BYTES each for
   billboards, PLUME_SPRITE_RECORD_BYTES for the other styles (plume_particle_system_record_bytes); replicate:
   4 records per particle with corners (0,0) (1,0) (1,1) (0,1), for drawing without instancing. Returns the
   particles written. */
uint32_t plume_particle_system_fill(const void *source, uint32_t first, uint8_t *dst, uint32_t max, int replicate);
/* The bytes of one of a source's records (every source of one draw item has the same render style). */
uint32_t plume_particle_system_record_bytes(const void *source);
/* Live particles of a draw item's source. */
uint32_t plume_particle_system_source_count(const void *source);

#ifdef __cplusplus
}
#endif
#endif
