/* scene.c — see scene.h. */
#include "scene.h"

#include <GLES2/gl2.h>

#include "shader.h"

static const char *LIT_VERTEX =
    "attribute vec3 aPosition; attribute vec3 aNormal; attribute vec3 aColor;\n"
    "uniform mat4 uMvp; uniform mat4 uModel;\n"
    "varying vec3 vNormal; varying vec3 vColor; varying vec3 vWorld;\n"
    "void main() {\n"
    "  vNormal = (uModel * vec4(aNormal, 0.0)).xyz; vColor = aColor; vWorld = (uModel * vec4(aPosition, 1.0)).xyz;\n"
    "  gl_Position = uMvp * vec4(aPosition, 1.0);\n"
    "}\n";
/* two-sided: a back face is lit as seen from behind. The key light, a faint fill, and the explosions' point lights
   (Plume's plume_lights: position and range, colour times intensity; unused ones black): each fades to nothing at
   its range, squared so the edge is soft, and wraps a little round the rock so the side away from it glows too. */
_Static_assert(1 + 2 * SCENE_LIGHTS <= 16, "the lit fragment shader's uniform vectors: OpenGL ES 2 promises 16");
static const char *LIT_FRAGMENT =
    "precision mediump float;\n"
    "#define LIGHTS " SCENE_LIGHTS_TEXT "\n"
    "uniform vec3 uLight; uniform vec4 uPointAt[LIGHTS]; uniform vec3 uPointColor[LIGHTS];\n"
    "varying vec3 vNormal; varying vec3 vColor; varying vec3 vWorld;\n"
    "void main() {\n"
    "  vec3 n = normalize(vNormal) * (gl_FrontFacing ? 1.0 : -1.0);\n"
    "  float key = max(dot(n, uLight), 0.0), fill = max(dot(n, vec3(-0.3, -0.2, 0.6)), 0.0) * 0.25;\n"
    "  vec3 light = vec3(0.22 + 0.9 * key + fill);\n"
    "  for (int i = 0; i < LIGHTS; i++) {\n"
    "    vec3 to = uPointAt[i].xyz - vWorld; float d = length(to);\n"
    "    float fall = max(1.0 - d / uPointAt[i].w, 0.0);\n"
    "    light += uPointColor[i] * fall * fall * (0.2 + 0.8 * max(dot(n, to / max(d, 1e-3)), 0.0));\n"
    "  }\n"
    "  gl_FragColor = vec4(vColor * light, 1.0);\n"
    "}\n";
static const char *STAR_VERTEX =
    "attribute vec3 aPosition; attribute vec4 aColor;\n"
    "uniform mat4 uMvp; uniform float uScale;\n"
    "varying vec3 vColor;\n"
    "void main() { vColor = aColor.rgb; gl_PointSize = aColor.a * uScale; gl_Position = uMvp * vec4(aPosition, 1.0); }\n";
static const char *STAR_FRAGMENT =
    "precision mediump float;\n"
    "varying vec3 vColor;\n"
    "void main() { gl_FragColor = vec4(vColor, 1.0); }\n";

int scene_init(scene *s)
{
    model_ship(&s->ship);
    model_starfield(&s->stars, 2400, 400, 99);
    /* four swarms around the start, each turning about its own axis */
    static const float at[SCENE_CLUSTERS][3] = {{-26, -4, -42}, {30, 3, -58}, {-8, -9, -95}, {40, -6, 10}};
    static const float axis[SCENE_CLUSTERS][3] = {{0.2f, 1, 0.1f}, {-0.3f, 1, 0.4f}, {0.6f, 0.8f, 0}, {0, 1, -0.5f}};
    static const float spin[SCENE_CLUSTERS] = {0.12f, -0.09f, 0.07f, -0.15f};
    int ok = !s->ship.failed && !s->stars.failed;
    for (int i = 0; i < SCENE_CLUSTERS; i++) {
        model_asteroid_cluster(&s->clusters[i], 14, 11, 1000u + (unsigned)i * 77u);
        ok = ok && !s->clusters[i].failed;
        glm_vec3_copy((float *)at[i], s->cluster_at[i]);
        glm_vec3_normalize_to((float *)axis[i], s->cluster_axis[i]);
        s->cluster_spin[i] = spin[i];
    }
    return ok;
}

static unsigned link_program(const char *vertex, const char *fragment, const char *const *attributes, int count)
{
    unsigned program = glCreateProgram();
    unsigned vs = game_compile_shader(GL_VERTEX_SHADER, "", vertex, "scene"),
             fs = game_compile_shader(GL_FRAGMENT_SHADER, "", fragment, "scene");
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    for (int i = 0; i < count; i++) glBindAttribLocation(program, (GLuint)i, attributes[i]);
    glLinkProgram(program);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (!ok) {
        glDeleteProgram(program);
        return 0;
    }
    return program;
}

static unsigned upload(const model *m, int floats_per_vertex)
{
    unsigned buffer;
    glGenBuffers(1, &buffer);
    glBindBuffer(GL_ARRAY_BUFFER, buffer);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)m->vertex_count * (size_t)floats_per_vertex * sizeof(float)),
                 m->vertices, GL_STATIC_DRAW);
    return buffer;
}

int scene_gl_create(scene *s)
{
    static const char *const lit_attributes[] = {"aPosition", "aNormal", "aColor"};
    static const char *const star_attributes[] = {"aPosition", "aColor"};
    s->lit_program = link_program(LIT_VERTEX, LIT_FRAGMENT, lit_attributes, 3);
    s->star_program = link_program(STAR_VERTEX, STAR_FRAGMENT, star_attributes, 2);
    if (!s->lit_program || !s->star_program) return 0;
    s->lit_mvp = glGetUniformLocation(s->lit_program, "uMvp");
    s->lit_model = glGetUniformLocation(s->lit_program, "uModel");
    s->lit_light = glGetUniformLocation(s->lit_program, "uLight");
    s->lit_point_at = glGetUniformLocation(s->lit_program, "uPointAt");
    s->lit_point_color = glGetUniformLocation(s->lit_program, "uPointColor");
    s->star_mvp = glGetUniformLocation(s->star_program, "uMvp");
    s->star_scale = glGetUniformLocation(s->star_program, "uScale");
    s->ship_buffer = upload(&s->ship, MODEL_VERTEX_FLOATS);
    for (int i = 0; i < SCENE_CLUSTERS; i++) s->cluster_buffers[i] = upload(&s->clusters[i], MODEL_VERTEX_FLOATS);
    s->star_buffer = upload(&s->stars, STAR_VERTEX_FLOATS);
    return 1;
}

void scene_gl_forget(scene *s)
{
    s->lit_program = s->star_program = 0;
    s->ship_buffer = s->star_buffer = 0;
    for (int i = 0; i < SCENE_CLUSTERS; i++) s->cluster_buffers[i] = 0;
}

static void draw_lit(scene *s, unsigned buffer, int vertex_count, const mat4 model_matrix, const mat4 view_projection)
{
    mat4 mvp;
    glm_mat4_mul((vec4 *)view_projection, (vec4 *)model_matrix, mvp);
    glUniformMatrix4fv(s->lit_mvp, 1, GL_FALSE, (const float *)mvp);
    glUniformMatrix4fv(s->lit_model, 1, GL_FALSE, (const float *)model_matrix);
    glBindBuffer(GL_ARRAY_BUFFER, buffer);
    const GLsizei stride = MODEL_VERTEX_FLOATS * sizeof(float);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, (const void *)0);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, stride, (const void *)(3 * sizeof(float)));
    glVertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, stride, (const void *)(6 * sizeof(float)));
    glDrawArrays(GL_TRIANGLES, 0, vertex_count);
    s->triangles += vertex_count / 3;
    s->draw_calls++;
}

/* The point lights, strongest first: at most SCENE_LIGHTS, the rest black (a range of 1 and no colour). */
static void set_point_lights(const scene *s, const plume_point_light *lights, int count)
{
    float at[SCENE_LIGHTS * 4], color[SCENE_LIGHTS * 3];
    for (int i = 0; i < SCENE_LIGHTS; i++) {
        const plume_point_light *l = i < count ? &lights[i] : NULL;
        for (int k = 0; k < 3; k++) {
            at[i * 4 + k] = l ? l->position[k] : 0;
            color[i * 3 + k] = l ? l->color[k] * l->intensity : 0;
        }
        at[i * 4 + 3] = l && l->range > 0 ? l->range : 1;
    }
    glUniform4fv(s->lit_point_at, SCENE_LIGHTS, at);
    glUniform3fv(s->lit_point_color, SCENE_LIGHTS, color);
}

static void place_cluster(const scene *s, int i, double time_s, mat4 place)
{
    glm_translate_make(place, (float *)s->cluster_at[i]);
    glm_rotate(place, (float)(time_s * s->cluster_spin[i]), (float *)s->cluster_axis[i]);
}

void scene_draw_depth(scene *s, const mat4 view, const mat4 projection, const mat4 ship, double time_s)
{
    if (!s->lit_program) return;
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LESS);
    glDepthMask(GL_TRUE);
    glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
    mat4 view_projection;
    glm_mat4_mul((vec4 *)projection, (vec4 *)view, view_projection);
    glUseProgram(s->lit_program);
    glEnableVertexAttribArray(0);
    glEnableVertexAttribArray(1);
    glEnableVertexAttribArray(2);
    int triangles = s->triangles; /* the scene's polygons are counted once: this pass draws the same ones */
    draw_lit(s, s->ship_buffer, s->ship.vertex_count, ship, view_projection);
    for (int i = 0; i < SCENE_CLUSTERS; i++) {
        mat4 place;
        place_cluster(s, i, time_s, place);
        draw_lit(s, s->cluster_buffers[i], s->clusters[i].vertex_count, place, view_projection);
    }
    s->triangles = triangles;
    glDisableVertexAttribArray(0);
    glDisableVertexAttribArray(1);
    glDisableVertexAttribArray(2);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
}

void scene_draw(scene *s, const mat4 view, const mat4 projection, const mat4 ship, double time_s, float pixel_ratio,
                const plume_point_light *lights, int light_count)
{
    s->triangles = s->draw_calls = 0;
    if (!s->lit_program) return;
    /* Plume sets what it needs and leaves it: put back what this scene assumes */
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LESS);
    glDepthMask(GL_TRUE);

    /* the sky: stars around the camera (the view's rotation only), behind everything */
    mat4 sky_view, sky_vp;
    glm_mat4_copy((vec4 *)view, sky_view);
    sky_view[3][0] = sky_view[3][1] = sky_view[3][2] = 0;
    glm_mat4_mul((vec4 *)projection, sky_view, sky_vp);
    glDepthMask(GL_FALSE);
    glUseProgram(s->star_program);
    glUniformMatrix4fv(s->star_mvp, 1, GL_FALSE, (const float *)sky_vp);
    glUniform1f(s->star_scale, pixel_ratio);
    glBindBuffer(GL_ARRAY_BUFFER, s->star_buffer);
    glEnableVertexAttribArray(0);
    glEnableVertexAttribArray(1);
    const GLsizei star_stride = STAR_VERTEX_FLOATS * sizeof(float);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, star_stride, (const void *)0);
    glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, star_stride, (const void *)(3 * sizeof(float)));
    glDrawArrays(GL_POINTS, 0, s->stars.vertex_count);
    s->draw_calls++;
    glDepthMask(GL_TRUE);

    mat4 view_projection;
    glm_mat4_mul((vec4 *)projection, (vec4 *)view, view_projection);
    glUseProgram(s->lit_program);
    vec3 light = {0.45f, 0.8f, 0.35f};
    glm_vec3_normalize(light);
    glUniform3fv(s->lit_light, 1, light);
    set_point_lights(s, lights, light_count);
    glEnableVertexAttribArray(2);
    draw_lit(s, s->ship_buffer, s->ship.vertex_count, ship, view_projection);
    for (int i = 0; i < SCENE_CLUSTERS; i++) {
        mat4 place;
        place_cluster(s, i, time_s, place);
        draw_lit(s, s->cluster_buffers[i], s->clusters[i].vertex_count, place, view_projection);
    }
    glDisableVertexAttribArray(0);
    glDisableVertexAttribArray(1);
    glDisableVertexAttribArray(2);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}
