/* shader.c — see shader.h. */
#include "shader.h"

#include <stdio.h>

unsigned game_compile_shader(GLenum type, const char *head, const char *body, const char *what)
{
    unsigned shader = glCreateShader(type);
    const char *parts[2] = {head, body};
    glShaderSource(shader, 2, parts, NULL);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[300] = "";
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        fprintf(stderr, "%s shader failed to compile: %s\n", what, log);
    }
    return shader;
}
