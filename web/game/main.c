/* main.c — the Plume demo: the book's chapter-8 spaceship game (SEEDS.md §000) as a C program
   built with Emscripten, linking plume_core and plume_webgl as any C game would.

   It makes its own WebGL context on the page's canvas (#view), draws its scene with its own GL
   code, then Plume's particles into the same context. web/index.html hosts it: it loads the wasm
   with a progress bar, sends input and the canvas size through the game_* exports below, and shows
   the HUD from game_stat(). The game tells the page about failures (no WebGL, a lost context) and
   finished frames through the Module.onGame* hooks. */
#include <GLES2/gl2.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
#include <math.h>
#include <stdio.h>

#include "camera.h"
#include "effects.h"
#include "gl_backend.h"
#include "hdr.h"
#include "scene.h"

#define CANVAS "#view"
#define HEARTBEAT_MS 5000.0 /* the book's periodic stats line */
#define FPS_WINDOW_MS 500.0

/* What game_stat(which) answers; the page's HUD and the tests read these. */
enum game_stat_id {
    STAT_FPS, STAT_CPU_MS, STAT_LIVE, STAT_CREATED, STAT_POLYGONS, STAT_DRAW_CALLS,
    STAT_MESH_LIVE, STAT_EMITTER_LIVE, STAT_CPU_SYSTEM_LIVE, STAT_PARTICLE_POLYGONS, STAT_SCENE_POLYGONS,
    STAT_SHIP_X, STAT_SHIP_Y, STAT_GLOW_X, STAT_GLOW_Y, /* pixels from the canvas's bottom left */
    STAT_WEBGL_VERSION, STAT_FRAMES, STAT_LOST, STAT_EXPLOSIONS, STAT_SHIP_YAW, STAT_SHIP_SPEED,
    STAT_HDR,      /* the path the particles drew through: 0 straight onto the canvas, 1 8 bits, 2 half floats */
    STAT_LIGHTS,   /* point lights the asteroids were lit by */
    STAT_TARGET_X, STAT_TARGET_Y, /* where game_blast_in_view's blast went, on screen */
    STAT_COUNT
};

/* messages to the page (Module.onGameMessage) */
enum { MESSAGE_CLEAR = 0, MESSAGE_NO_WEBGL = 1, MESSAGE_CONTEXT_LOST = 2, MESSAGE_FAILED = 3 };

EM_JS(void, page_message, (int kind, const char *text), {
    if (Module['onGameMessage']) Module['onGameMessage'](kind, UTF8ToString(text));
});
EM_JS(void, page_frame_done, (void), {
    if (Module['onGameFrame']) Module['onGameFrame']();
});

typedef struct game {
    EMSCRIPTEN_WEBGL_CONTEXT_HANDLE context;
    int webgl_version, lost, width, height;
    float pixel_ratio;
    plume_gl *gl;
    hdr_target hdr;
    int hdr_on, lights_on, paused; /* the page's switches (game_set_hdr, game_set_lights, game_pause) */
    int light_count;
    plume_point_light lights[SCENE_LIGHTS];
    scene scene;
    effects fx;
    flight flight;
    unsigned input;
    double last_ms, time_ms;
    /* frame rate and CPU time, averaged over FPS_WINDOW_MS */
    double window_start, window_cpu, heartbeat_at;
    int window_frames;
    double stats[STAT_COUNT];
} game;

static game G;

static int create_context(void)
{
    EmscriptenWebGLContextAttributes attributes;
    emscripten_webgl_init_context_attributes(&attributes);
    attributes.alpha = 0;
    attributes.depth = 1;
    attributes.antialias = 1;
    attributes.powerPreference = EM_WEBGL_POWER_PREFERENCE_HIGH_PERFORMANCE;
    for (int version = 2; version >= 1; version--) { /* WebGL 2 when there is one; Plume runs on both */
        attributes.majorVersion = version;
        G.context = emscripten_webgl_create_context(CANVAS, &attributes);
        if (G.context > 0) {
            G.webgl_version = version;
            G.stats[STAT_WEBGL_VERSION] = version;
            return 1;
        }
    }
    return 0;
}

static void project(const mat4 view_projection, const vec3 world, double *x, double *y)
{
    vec4 clip;
    glm_mat4_mulv((vec4 *)view_projection, (vec4){world[0], world[1], world[2], 1}, clip);
    *x = (clip[0] / clip[3] * 0.5 + 0.5) * G.width;
    *y = (clip[1] / clip[3] * 0.5 + 0.5) * G.height;
}

static void record_stats(const mat4 view_projection, const mat4 ship, double cpu_ms, double now)
{
    plume_stats ps = plume_get_stats(G.fx.sys);
    double *s = G.stats;
    s[STAT_MESH_LIVE] = ps.particles_active;
    s[STAT_EMITTER_LIVE] = ps.emitter_particles;
    s[STAT_CPU_SYSTEM_LIVE] = ps.system_particles;
    s[STAT_LIVE] = s[STAT_MESH_LIVE] + s[STAT_EMITTER_LIVE] + s[STAT_CPU_SYSTEM_LIVE];
    s[STAT_CREATED] = ps.particles_created;
    s[STAT_PARTICLE_POLYGONS] = ps.total_polycount;
    s[STAT_SCENE_POLYGONS] = G.scene.triangles;
    s[STAT_POLYGONS] = ps.total_polycount + (double)G.scene.triangles;
    s[STAT_DRAW_CALLS] = ps.draw_calls + (double)G.scene.draw_calls + (double)G.hdr.draw_calls;
    vec3 ship_at = {ship[3][0], ship[3][1], ship[3][2]}, glow_at;
    effects_glow_position(ship, glow_at);
    project(view_projection, ship_at, &s[STAT_SHIP_X], &s[STAT_SHIP_Y]);
    project(view_projection, glow_at, &s[STAT_GLOW_X], &s[STAT_GLOW_Y]);
    s[STAT_WEBGL_VERSION] = G.webgl_version;
    s[STAT_FRAMES] += 1;
    s[STAT_LOST] = G.lost;
    s[STAT_EXPLOSIONS] = G.fx.explosions_fired;
    s[STAT_SHIP_YAW] = G.flight.yaw;
    s[STAT_SHIP_SPEED] = G.flight.speed;
    s[STAT_LIGHTS] = G.light_count;

    G.window_frames++;
    G.window_cpu += cpu_ms;
    if (now - G.window_start >= FPS_WINDOW_MS) {
        s[STAT_FPS] = G.window_frames * 1000.0 / (now - G.window_start);
        s[STAT_CPU_MS] = G.window_cpu / G.window_frames;
        G.window_frames = 0;
        G.window_cpu = 0;
        G.window_start = now;
    }
    if (now - G.heartbeat_at >= HEARTBEAT_MS) {
        printf("heartbeat: %.1f fps, %.2f ms CPU a frame, %.0f particles live (%.0f mesh, %.0f emitter), "
               "%.0f created, %.0f polies, %.0f draw calls\n",
               s[STAT_FPS], s[STAT_CPU_MS], s[STAT_LIVE], s[STAT_MESH_LIVE], s[STAT_EMITTER_LIVE], s[STAT_CREATED],
               s[STAT_POLYGONS], s[STAT_DRAW_CALLS]);
        G.heartbeat_at = now;
    }
}

static EM_BOOL frame(double now, void *user)
{
    (void)user;
    double started = emscripten_get_now();
    /* a hidden tab must not fast-forward a minute; the first frame steps nothing */
    double ms = G.last_ms > 0 && !G.paused ? glm_clamp(now - G.last_ms, 0, 100) : 0;
    G.last_ms = now;
    G.time_ms += ms;

    flight_update(&G.flight, G.input, (float)(ms / 1000.0));
    mat4 ship, view, projection, view_projection;
    flight_ship_matrix(&G.flight, ship);
    flight_view(&G.flight, view);
    glm_perspective(glm_rad(60), G.height > 0 ? (float)G.width / (float)G.height : 1, 0.2f, 1000, projection);
    glm_mat4_mul(projection, view, view_projection);

    if (!G.paused) effects_update(&G.fx, ship, (G.input & INPUT_FIRE) != 0, ms, G.time_ms);
    if (ms > 0) plume_step(G.fx.sys, ms);
    /* the explosions light the asteroids: the strongest of Plume's lights, as point lights of the scene's program */
    G.light_count = G.lights_on ? (int)plume_lights(G.fx.sys, G.lights, SCENE_LIGHTS) : 0;

    if (!G.lost) {
        emscripten_webgl_make_context_current(G.context);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glViewport(0, 0, G.width, G.height);
        glClearColor(0.01f, 0.012f, 0.03f, 1);
        glClearDepthf(1);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        double time_s = G.time_ms / 1000.0;
        scene_draw(&G.scene, view, projection, ship, time_s, G.pixel_ratio, G.lights, G.light_count);
        /* the HDR path (hdr.h): the particles into a target of their own, tested against the scene's depth drawn
           there again, then the bloom and the tonemap over the scene on the canvas; without it, onto the canvas */
        int hdr = G.hdr_on && hdr_begin(&G.hdr, G.width, G.height);
        if (hdr) scene_draw_depth(&G.scene, view, projection, ship, time_s);
        plume_gl_set_hdr_target(G.gl, hdr ? G.hdr.scale : 0);
        /* a failure is reported once, not sixty times a second, until a frame draws again */
        static int reported;
        if (plume_gl_render(G.gl, G.fx.sys, (const float *)view, (const float *)projection, 0) != PLUME_OK) {
            if (!reported) fprintf(stderr, "plume: %s\n", plume_last_error());
            reported = 1;
        } else {
            reported = 0;
        }
        if (hdr) hdr_finish(&G.hdr);
        else G.hdr.draw_calls = 0;
        G.stats[STAT_HDR] = hdr ? G.hdr.path : HDR_OFF;
    }
    record_stats(view_projection, ship, emscripten_get_now() - started, now);
    page_frame_done();
    return EM_TRUE;
}

static EM_BOOL context_lost(int type, const void *event, void *user)
{
    (void)type, (void)event, (void)user;
    G.lost = 1;
    plume_gl_context_lost(G.gl);
    scene_gl_forget(&G.scene);
    hdr_forget(&G.hdr);
    page_message(MESSAGE_CONTEXT_LOST, "The graphics context was lost (the GPU was reset or the browser reclaimed "
                                       "it). Waiting for the browser to restore it...");
    return EM_TRUE; /* preventDefault: ask for the context back */
}

static EM_BOOL context_restored(int type, const void *event, void *user)
{
    (void)type, (void)event, (void)user;
    emscripten_webgl_make_context_current(G.context);
    plume_gl_context_restored(G.gl);
    hdr_init(&G.hdr, (int)G.context, G.webgl_version == 2); /* extensions went with the context */
    if (!scene_gl_create(&G.scene)) {
        page_message(MESSAGE_FAILED, "The graphics context came back but the scene could not be rebuilt.");
        return EM_TRUE;
    }
    G.lost = 0;
    page_message(MESSAGE_CLEAR, "");
    return EM_TRUE;
}

/* ---- what the page calls ---- */

EMSCRIPTEN_KEEPALIVE void game_set_input(unsigned bits) { G.input = bits; }
EMSCRIPTEN_KEEPALIVE void game_look(float dx_pixels, float dy_pixels) { flight_look(&G.flight, dx_pixels, dy_pixels); }
EMSCRIPTEN_KEEPALIVE void game_resize(int width, int height, float pixel_ratio)
{
    G.width = width > 1 ? width : 1;
    G.height = height > 1 ? height : 1;
    G.pixel_ratio = pixel_ratio > 0 ? pixel_ratio : 1;
    emscripten_set_canvas_element_size(CANVAS, G.width, G.height);
}
/* The tests' switches: the explosions' lights on the asteroids, the HDR path (off: the particles straight onto the
   canvas, as before it), and time held still (frames draw the same moment again). */
EMSCRIPTEN_KEEPALIVE void game_set_lights(int on) { G.lights_on = on != 0; }
EMSCRIPTEN_KEEPALIVE void game_set_hdr(int on) { G.hdr_on = on != 0; }
EMSCRIPTEN_KEEPALIVE void game_pause(int paused) { G.paused = paused != 0; }
/* One blast at the middle of the nearest asteroid cluster in view (its middle within the screen's inner 80%); its
   place on screen goes into STAT_TARGET_X/Y. Returns the cluster, or -1 when none is in view. */
EMSCRIPTEN_KEEPALIVE int game_blast_in_view(void)
{
    mat4 view, projection, view_projection;
    flight_view(&G.flight, view);
    glm_perspective(glm_rad(60), (float)G.width / (float)G.height, 0.2f, 1000, projection);
    glm_mat4_mul(projection, view, view_projection);
    int best = -1;
    float best_distance = 1e9f;
    for (int i = 0; i < SCENE_CLUSTERS; i++) {
        vec4 clip;
        const float *at = G.scene.cluster_at[i];
        glm_mat4_mulv(view_projection, (vec4){at[0], at[1], at[2], 1}, clip);
        if (clip[3] <= 0) continue;
        float x = clip[0] / clip[3], y = clip[1] / clip[3];
        if (fabsf(x) < 0.8f && fabsf(y) < 0.8f && clip[3] < best_distance) best = i, best_distance = clip[3];
    }
    if (best < 0) return -1;
    effects_blast_at(&G.fx, G.scene.cluster_at[best]);
    project(view_projection, G.scene.cluster_at[best], &G.stats[STAT_TARGET_X], &G.stats[STAT_TARGET_Y]);
    return best;
}
EMSCRIPTEN_KEEPALIVE double game_stat(int which) { return which >= 0 && which < STAT_COUNT ? G.stats[which] : 0; }

int main(void)
{
    if (!create_context()) {
        page_message(MESSAGE_NO_WEBGL, "This demo needs WebGL, and this browser did not give it a WebGL context. "
                                       "Turn on hardware acceleration or try another browser.");
        return 1;
    }
    emscripten_webgl_make_context_current(G.context);
    flight_init(&G.flight);
    game_resize(640, 360, 1); /* until the page says */
    if (!scene_init(&G.scene) || !scene_gl_create(&G.scene)) {
        page_message(MESSAGE_FAILED, "The scene could not be built (out of memory or a shader failed).");
        return 1;
    }
    hdr_init(&G.hdr, (int)G.context, G.webgl_version == 2);
    G.hdr_on = G.lights_on = 1;
    G.gl = plume_gl_create(&(plume_gl_desc){.context = (int)G.context, .webgl_version = G.webgl_version});
    if (!G.gl || !effects_init(&G.fx, 2024) || plume_gl_prepare(G.gl, G.fx.sys) != PLUME_OK) {
        char text[400];
        snprintf(text, sizeof text, "Plume could not start: %s", plume_last_error());
        page_message(MESSAGE_FAILED, text);
        return 1;
    }
    emscripten_set_webglcontextlost_callback(CANVAS, NULL, EM_FALSE, context_lost);
    emscripten_set_webglcontextrestored_callback(CANVAS, NULL, EM_FALSE, context_restored);
    G.window_start = G.heartbeat_at = emscripten_get_now();
    printf("Plume demo: WebGL %d, %s; %u particle kinds; HDR through %s\n", G.webgl_version,
           plume_gl_uses_instancing(G.gl) ? "instanced" : "batched fallback", plume_kind_count(G.fx.sys),
           G.hdr.path == HDR_HALF_FLOAT ? "half floats" : "8 bits");
    emscripten_request_animation_frame_loop(frame, NULL);
    return 0;
}
