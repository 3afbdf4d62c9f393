/* obj_text.h — builds OBJ text (the format Plume's kinds take) from quads: four shared texture
   corners, then each quad as four positions and one face, so two keyframes written quad for quad
   have the same vertices in the same order. */
#ifndef GAME_OBJ_TEXT_H
#define GAME_OBJ_TEXT_H

#include <stddef.h>

#include <cglm/cglm.h>

typedef struct obj_text {
    char *text;
    size_t length, capacity;
    int quads;
    int failed; /* out of memory: the text is unusable */
} obj_text;

void obj_begin(obj_text *obj);
/* Corners in order around the quad; texture corners (0,0) (1,0) (1,1) (0,1). */
void obj_quad(obj_text *obj, const vec3 a, const vec3 b, const vec3 c, const vec3 d);
void obj_free(obj_text *obj);

#endif
