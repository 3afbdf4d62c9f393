/* layer_sims.c — the sims an effect's layers play on, by plume_effect_layer.sim: the one place that names them
   (effect.c asks this table). */
#include "layer_sim.h"

#include <string.h>

extern const plume_layer_sim plume_gpu_layer, plume_cpu_layer, plume_mesh_layer;

const plume_layer_sim *const plume_layer_sims[PLUME_SIM_COUNT] = {
    [PLUME_SIM_GPU] = &plume_gpu_layer,
    [PLUME_SIM_CPU] = &plume_cpu_layer,
    [PLUME_SIM_MESH] = &plume_mesh_layer,
};

void plume_layer_placed(const float transform[16], const float offset[3], float out[16])
{
    memcpy(out, transform, sizeof(float) * 16);
    for (int r = 0; r < 3; r++)
        out[12 + r] = transform[r] * offset[0] + transform[4 + r] * offset[1] + transform[8 + r] * offset[2] + transform[12 + r];
}
