/* camera.c — see camera.h. */
#include "camera.h"

#include "math3d.h"

#define TURN_RATE 1.6f      /* radians per second */
#define CRUISE_SPEED 4.0f   /* units per second with no input */
#define MAX_SPEED 18.0f
#define ACCELERATION 12.0f
#define CAMERA_TILT (15.0f * GAME_PI / 180.0f)
#define CAMERA_DISTANCE 9.0f
#define FIELD_RADIUS 140.0f /* past this the ship is turned gently home */

void flight_init(flight *f) { *f = (flight){.speed = CRUISE_SPEED}; }

static float approach(float value, float target, float rate, float seconds)
{
    return value + (target - value) * (1 - expf(-rate * seconds));
}

void flight_update(flight *f, unsigned input, float seconds)
{
    float turn = (float)((input & INPUT_LEFT) != 0) - (float)((input & INPUT_RIGHT) != 0);
    f->yaw += turn * TURN_RATE * seconds;
    f->bank = approach(f->bank, turn * 0.5f, 5, seconds);
    float target = CRUISE_SPEED;
    if (input & INPUT_FORWARD) target = MAX_SPEED;
    if (input & INPUT_BACK) target = 0;
    f->speed = approach(f->speed, target, ACCELERATION / MAX_SPEED * 3, seconds);
    vec3 forward = {-sinf(f->yaw), 0, -cosf(f->yaw)};
    glm_vec3_muladds(forward, f->speed * seconds, f->position);
    if (glm_vec3_norm(f->position) > FIELD_RADIUS) glm_vec3_scale(f->position, 0.999f, f->position);
    f->camera_yaw = approach(f->camera_yaw, f->yaw, 3, seconds);
    if (!(input & INPUT_LOOKING)) { /* mouse look springs back when released */
        f->look_yaw = approach(f->look_yaw, 0, 2, seconds);
        f->look_pitch = approach(f->look_pitch, 0, 2, seconds);
    }
}

void flight_look(flight *f, float dx_pixels, float dy_pixels)
{
    f->look_yaw = glm_clamp(f->look_yaw - dx_pixels * 0.005f, -GAME_PI, GAME_PI);
    f->look_pitch = glm_clamp(f->look_pitch - dy_pixels * 0.004f, -0.9f, 0.6f);
}

void flight_ship_matrix(const flight *f, mat4 out) { game_compose(f->position, f->yaw, 0, f->bank, 1, out); }

void flight_view(const flight *f, mat4 out)
{
    float yaw = f->camera_yaw + f->look_yaw, pitch = -CAMERA_TILT + f->look_pitch;
    vec3 forward = {-sinf(yaw) * cosf(pitch), sinf(pitch), -cosf(yaw) * cosf(pitch)};
    vec3 target, eye;
    glm_vec3_copy((float *)f->position, target);
    target[1] += 1.2f; /* look over the ship: it sits low in the frame, the field ahead shows */
    glm_vec3_copy(target, eye);
    glm_vec3_muladds(forward, -CAMERA_DISTANCE, eye);
    glm_lookat(eye, target, (vec3){0, 1, 0}, out);
}
