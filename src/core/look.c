/* look.c — the pixel effects' settings (look.h). */
#include <math.h>

#include "look.h"
#include "shape.h"

plume_status plume_look_check(const plume_look *look)
{
    if (!isfinite(look->hue_shift) || fabsf(look->hue_shift) > 1e6f)
        return plume_fail_number("hueShift", look->hue_shift, "a finite number of degrees per second");
    for (int i = 0; i < 3; i++)
        if (!isfinite(look->light[i])) return plume_fail_number("lighting.direction", look->light[i], "a finite number");
    if (!(look->light_strength >= 0.0f && look->light_strength <= 1.0f))
        return plume_fail_number("lighting.strength", look->light_strength, "from 0 to 1");
    if (!(look->erosion >= 0.0f && look->erosion <= 1.0f))
        return plume_fail_number("erosion", look->erosion, "from 0 to 1");
    if (look->volume > 1) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "volume must be 0 or 1, got %u", look->volume);
    return PLUME_OK;
}

void plume_look_settle(plume_look *look)
{
    float *l = look->light;
    if (!plume_unit3(l, l)) { /* 0,0,0: straight down */
        l[0] = l[2] = 0.0f;
        l[1] = -1.0f;
    }
}

void plume_look_turn_hue(float rgb[3], float degrees)
{
    /* Rodrigues' rotation about (1,1,1)/√3: the same matrix as shaders/look.glsl's plumeTurnHue */
    float a = degrees * 0.017453292519943295f, c = cosf(a), s = sinf(a) * 0.57735026919f;
    float k = (1.0f - c) / 3.0f;
    float r = rgb[0], g = rgb[1], b = rgb[2];
    rgb[0] = r * (c + k) + g * (k - s) + b * (k + s);
    rgb[1] = r * (k + s) + g * (c + k) + b * (k - s);
    rgb[2] = r * (k - s) + g * (k + s) + b * (c + k);
}

plume_status plume_render_refused(uint32_t render, const char *who)
{
    static const char *const names[] = {"billboard", "spark", "velocity", "trail", "decal", "plane"};
    if (render > PLUME_RENDER_PLANE) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "unknown render style %u", render);
    return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "render: %s is a %s layer's, not %s's", names[render],
                      render == PLUME_RENDER_PLANE ? "gpu" : "cpu", who);
}
