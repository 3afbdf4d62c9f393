/* particle_system_internal.h — what the system (system.c) and the backend share about CPU particle
   systems: the step hook, the producer of draw items, the item uniforms the sprite shader reads. */
#ifndef PLUME_PARTICLE_SYSTEM_INTERNAL_H
#define PLUME_PARTICLE_SYSTEM_INTERNAL_H

#include "draw_list.h"
#include "particle_system.h"

/* A sprite draw item's uniforms (uItem vec4s; shaders/sprite.vert names the same slots). */
enum {
    PLUME_SU_RIGHT,  /* camera right xyz, render style */
    PLUME_SU_UP,     /* camera up xyz, premultiply colour by alpha (blend modes that ignore alpha) */
    PLUME_SU_CAMERA, /* camera position xyz, a trail's texture offset (trail_scroll × its clock, modulo 1) */
    PLUME_SU_ATLAS,  /* cols, rows, frames played (where the blend to the next frame wraps), - */
    PLUME_SU_LIGHT,  /* the look's light direction xyz, strength */
    PLUME_SU_LOOK,   /* colour intensity (records hold colour / it: HDR), 1 when eroding (threshold in the frame's top bits), -, - */
    PLUME_SU_VEC4S
};

/* Updates every system by ms (the model in particle_system.h) and removes one-shot systems that ended. */
void plume_particle_systems_step(plume_system *sys, double ms);
/* Appends the visible systems' draw items: grouped by (texture, blend, style, atlas, depth test),
   sorted systems last, back to front. include_idle: one item per state even with nothing live (prepare). */
void plume_particle_systems_collect_draws(plume_system *sys, plume_draw_list *list, const float view[16],
                                          const float view_projection[16], int include_idle);
void plume_particle_systems_free(plume_system *sys);
/* C effects (effect.c): a system played for an effect instance refuses the public calls that change it (remove,
   set_desc, seek, set_transform) unless effect.c acts for that instance (the world's acting_owner, system_internal.h;
   0: nobody). */
void plume_particle_system_set_owner(plume_system *sys, plume_particle_system system, uint32_t owner);
/* What plume_add_particle_system would say of `desc`, without adding (effect layers are checked when made). */
plume_status plume_particle_system_check(const plume_system *sys, const plume_particle_system_desc *desc);
/* One step of `ms` for one system, as plume_step gives every system (effect.c: a cpu layer made within a step, its
   delay passed part-way through it). */
plume_status plume_particle_system_advance(plume_system *sys, plume_particle_system system, double ms);
/* Draws a live system at another render order: nothing else of its desc is checked again, so it cannot fail part-way
   (effect.c moves a play's layers together). */
void plume_particle_system_move_to_order(plume_system *sys, plume_particle_system system, int32_t order);

/* What plume_particle_system_seek would say of seeking to ms (stale handle, bad time, manual system, over
   PLUME_PARTICLE_SYSTEM_MAX_SEEK_WORK), without seeking: an effect checks every layer before it moves any. */
plume_status plume_particle_system_seek_check(const plume_system *sys, plume_particle_system system, double ms);
/* The one cost model of a seek: a system of `capacity` particles sought to ms updates capacity particles per 60 Hz
   sub-step (a shorter last one counts whole); and its inverse, how far `updates` reach (at most the seek bound). */
double plume_particle_system_seek_updates(double ms, uint32_t capacity);
double plume_particle_system_seek_reach_ms(uint32_t capacity, double updates);
void plume_particle_systems_count(const plume_system *sys, uint32_t *systems, uint32_t *particles);
/* Sub-emitted particles never born because their system was full, since the start. */
uint32_t plume_particle_systems_sub_dropped(const plume_system *sys);
/* For the fuzzers: 1 when every system whose box the step keeps (arrays never handed out, not manual) has each live
   particle inside that box and no size above its pad, and every system's particles lie inside its world box (a
   local-space system's placed through its transform); 0 names a path that moved or sized a particle unseen. */
int plume_particle_systems_boxes_hold(const plume_system *sys);
/* Whether bounds_of reads the box the step kept for this system (for tests: a twin that measures must agree). */
int plume_particle_system_box_kept(const plume_system *sys, plume_particle_system system);
/* plume_particle_system_arrays_of without telling the system its particles may be moved by the caller (its kept box
   stays trusted): for a binding that reads the capacity or the block's address, not the particles. */
plume_status plume_particle_system_block_of(plume_system *sys, plume_particle_system system,
                                            plume_particle_system_arrays *out);
/* A texture slot some system samples (destroy_texture refuses it); 0 when none. */
int plume_particle_systems_use_texture(const plume_system *sys, uint32_t texture_slot);

#endif
