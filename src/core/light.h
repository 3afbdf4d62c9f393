/* light.h — a layer's light (plume_light, plume.h) for every sim: checked and settled once here, and the list
   plume_lights fills, brightest first. Each sim says where its plays are and how far into their time. */
#ifndef PLUME_LIGHT_H
#define PLUME_LIGHT_H

#include "error.h"
#include "plume.h"

/* The lights plume_lights keeps: the brightest `max` offered so far, brightest first. */
typedef struct plume_light_list {
    plume_point_light *out;
    float strength[PLUME_MAX_LIGHTS]; /* intensity × the colour's largest channel, of out[i] */
    uint32_t max, count;
} plume_light_list;

/* "light.<field> ..." for a colour outside 0..PLUME_MAX_COLOR_INTENSITY, keys outside their bounds, a bad cycle. */
plume_status plume_light_check(const plume_light *light);
/* In place: the keys' times filled in, a black colour white. */
void plume_light_settle(plume_light *light);

/* The keys' time t (0..1) of a layer `tau` ms into its time: over each `cycle` ms while it plays on (cycle > 0),
   else over `span` ms (its emission and one life), held at 1 after it. */
float plume_light_time(double tau, double span, double cycle);
/* The light at keys' time t, at `position`, into the list if it is among the brightest `max` (an intensity of 0 is
   no light). */
void plume_light_offer(plume_light_list *list, const plume_light *light, const float position[3], float t);

#endif
