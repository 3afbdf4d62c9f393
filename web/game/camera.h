/* camera.h — the ship's flight and the book's chase camera: behind and above the ship, looking
   down 15°, easing after the ship's turns; mouse look adds an offset that springs back. */
#ifndef GAME_CAMERA_H
#define GAME_CAMERA_H

#include <cglm/cglm.h>

/* input bits the page sends (game_set_input) */
#define INPUT_LEFT 1
#define INPUT_RIGHT 2
#define INPUT_FORWARD 4
#define INPUT_BACK 8
#define INPUT_FIRE 16
#define INPUT_LOOKING 32 /* a mouse look drag is in progress: keep the offset */

typedef struct flight {
    vec3 position;
    float yaw, speed, bank;
    float camera_yaw;             /* lags the ship's yaw */
    float look_yaw, look_pitch;   /* mouse look offset, radians */
} flight;

void flight_init(flight *f);
void flight_update(flight *f, unsigned input, float seconds);
void flight_look(flight *f, float dx_pixels, float dy_pixels);
void flight_ship_matrix(const flight *f, mat4 out);
void flight_view(const flight *f, mat4 out);

#endif
