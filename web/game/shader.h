/* shader.h — the game's one way to compile a GLSL ES shader (its scene programs and its HDR passes). */
#ifndef GAME_SHADER_H
#define GAME_SHADER_H

#include <GLES2/gl2.h>

/* A shader of `head` then `body` (head "" for none); a failure's log goes to stderr under `what`, and the shader is
   returned anyway: the program's link then fails, which the caller checks. */
unsigned game_compile_shader(GLenum type, const char *head, const char *body, const char *what);

#endif
