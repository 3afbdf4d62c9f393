/* scene.h — the game's own drawing, before Plume's particles: the starfield, the ship and the four
   asteroid clusters, with two small WebGL 1 programs. The meshes stay on the CPU, so after a lost
   context scene_gl_create builds everything again. */
#ifndef GAME_SCENE_H
#define GAME_SCENE_H

#include <cglm/cglm.h>

#include "models.h"
#include "plume.h"

#define SCENE_CLUSTERS 4
/* the explosions' point lights the lit program takes, strongest first: two uniform vectors each, so with the key
   light 13 of the 16 fragment uniform vectors OpenGL ES 2 promises */
#define SCENE_LIGHTS 6
#define SCENE_LIGHTS_TEXT "6"

typedef struct scene {
    model ship, clusters[SCENE_CLUSTERS], stars;
    vec3 cluster_at[SCENE_CLUSTERS], cluster_axis[SCENE_CLUSTERS];
    float cluster_spin[SCENE_CLUSTERS]; /* radians per second */
    /* GL objects (0 while lost) */
    unsigned lit_program, star_program;
    int lit_mvp, lit_model, lit_light, lit_point_at, lit_point_color, star_mvp, star_scale;
    unsigned ship_buffer, cluster_buffers[SCENE_CLUSTERS], star_buffer;
    /* what the last draw cost */
    int triangles, draw_calls;
} scene;

int scene_init(scene *s);           /* meshes; 0 when out of memory */
int scene_gl_create(scene *s);      /* programs and buffers on the current context; 0 on failure */
void scene_gl_forget(scene *s);     /* the context was lost: the objects died with it */
/* The sky, the ship and the asteroids on the bound framebuffer, lit by the key light and `lights` (the strongest
   first; SCENE_LIGHTS of them at most are used). */
void scene_draw(scene *s, const mat4 view, const mat4 projection, const mat4 ship, double time_s, float pixel_ratio,
                const plume_point_light *lights, int light_count);
/* The ship and the asteroids into the bound framebuffer's depth alone (the HDR target's, for the particles' depth
   test); its draw calls are added to the last scene_draw's. */
void scene_draw_depth(scene *s, const mat4 view, const mat4 projection, const mat4 ship, double time_s);

#endif
