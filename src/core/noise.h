/* noise.h — the turbulence the GPU emitters and the CPU systems share: an analytic field, bounded by 1 per axis,
   that moves a drawn particle from its path by strength × age (s) × field(position, age, phase). The field flows with
   the particle's age and, through `phase`, with the emitter's (system's) own time at noise_speed, so particles born
   at different times follow a moving field: a steady column wavers. shaders/emitter.vert computes the same in GLSL
   (emitter_reference.c calls this as the shader's oracle). */
#ifndef PLUME_NOISE_H
#define PLUME_NOISE_H

/* The field's phase at `time_s` seconds of the emitter's time: speed × time, modulo PLUME_NOISE_PERIOD. */
float plume_noise_phase(float speed, float time_s);

/* p += strength × age_s × field(p, age_s + phase), in place. */
void plume_noise_displace(float strength, float scale, float phase, float age_s, float p[3]);

#endif
