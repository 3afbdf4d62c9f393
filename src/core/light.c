/* light.c — layers' lights (plume_light): one check, one time rule, one list of the brightest for every sim. */
#include "light.h"

#include <math.h>
#include <string.h>

#include "curve.h"
#include "system_internal.h"

static plume_status check_keys(const char *what, const plume_keys *keys, float min, int above, float max)
{
    if (keys->count <= PLUME_MAX_KEYS) /* a larger count is refused by plume_keys_check below, naming it */
        for (uint32_t i = 0; i < keys->count; i++) {
            float v = keys->values[i];
            if (!(v >= min && v <= max) || (above && v <= min))
                return plume_fail_number(what, v, above ? "a finite number above 0, at most 1e6" : "a finite number from 0 to 1e6");
        }
    return plume_keys_check(what, keys, 0);
}

plume_status plume_light_check(const plume_light *light)
{
    for (int i = 0; i < 3; i++)
        if (!(light->color[i] >= 0.0f && light->color[i] <= (float)PLUME_MAX_COLOR_INTENSITY))
            return plume_fail_number("light.color", light->color[i], "channels from 0 to 64 (above 1: HDR)");
    plume_status status = check_keys("light.intensity", &light->intensity, 0.0f, 0, PLUME_LIGHT_MAX_INTENSITY);
    if (!status) status = check_keys("light.range", &light->range, 0.0f, 1, PLUME_LIGHT_MAX_RANGE);
    if (!status && !(light->cycle >= 0.0f && light->cycle <= 3600000.0f))
        status = plume_fail_number("light.cycle", light->cycle, "ms from 0 (the layer's duration) to 3600000");
    return status;
}

void plume_light_settle(plume_light *light)
{
    if (light->intensity.count == 0) { /* no light: nothing else of it means anything */
        *light = (plume_light){0};
        return;
    }
    if (light->color[0] == 0.0f && light->color[1] == 0.0f && light->color[2] == 0.0f)
        light->color[0] = light->color[1] = light->color[2] = 1.0f;
    plume_keys_settle(&light->intensity);
    plume_keys_settle(&light->range);
}

float plume_light_time(double tau, double span, double cycle)
{
    if (cycle > 0.0) return (float)(fmod(tau, cycle) / cycle);
    return span > 0.0 && tau < span ? (float)(tau / span) : 1.0f;
}

void plume_light_offer(plume_light_list *list, const plume_light *light, const float position[3], float t)
{
    float intensity = plume_keys_value(&light->intensity, t, 0.0f);
    if (!(intensity > 0.0f)) return;
    const float *c = light->color;
    float strength = intensity * fmaxf(c[0], fmaxf(c[1], c[2]));
    uint32_t at = list->count; /* after every light as bright or brighter: the first offered stays first */
    while (at > 0 && list->strength[at - 1] < strength) at--;
    if (at >= list->max) return;
    uint32_t last = list->count < list->max ? list->count : list->max - 1;
    for (uint32_t i = last; i > at; i--) {
        list->out[i] = list->out[i - 1];
        list->strength[i] = list->strength[i - 1];
    }
    if (list->count < list->max) list->count++;
    plume_point_light *l = &list->out[at];
    memcpy(l->position, position, sizeof l->position);
    memcpy(l->color, c, sizeof l->color);
    l->intensity = intensity;
    l->range = plume_keys_value(&light->range, t, PLUME_LIGHT_DEFAULT_RANGE);
    list->strength[at] = strength;
}

uint32_t plume_lights(const plume_system *sys, plume_point_light *out, uint32_t max)
{
    if (!sys || !out) return 0;
    plume_light_list list = {.out = out, .max = max < PLUME_MAX_LIGHTS ? max : PLUME_MAX_LIGHTS};
    if (list.max == 0) return 0;
    for (uint32_t p = 0; p < sys->part_count; p++) /* in the world's order: ties go to the earlier part */
        if (sys->parts[p]->lights) sys->parts[p]->lights((plume_system *)sys, &list);
    return list.count;
}
