/* noise.c — the shared turbulence field (noise.h); emitter.vert writes the same equations in GLSL. */
#include "noise.h"

#include <math.h>

#include "plume.h"


float plume_noise_phase(float speed, float time_s)
{
    float x = speed * time_s; /* GLSL's mod(x, y) = x - y floor(x / y), as the shader takes it */
    return x - PLUME_NOISE_PERIOD * floorf(x / PLUME_NOISE_PERIOD);
}

void plume_noise_displace(float strength, float scale, float phase, float age_s, float p[3])
{
    if (!(strength > 0.0f)) return;
    float flow = age_s + phase; /* 0.9, 1.2 and 0.7 a second each repeat over PLUME_NOISE_PERIOD */
    float n[3] = {sinf(scale * p[1] + 1.7f * sinf(scale * 0.7f * p[2]) + 0.9f * flow),
                  sinf(scale * p[2] + 1.7f * sinf(scale * 0.7f * p[0]) + 1.2f * flow),
                  sinf(scale * p[0] + 1.7f * sinf(scale * 0.7f * p[1]) + 0.7f * flow)};
    for (int i = 0; i < 3; i++) p[i] += strength * age_s * n[i];
}
