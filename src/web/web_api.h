/* web_api.h — numbers the JavaScript wrapper shares with exports.c. The build generates
   web/dist/plume_constants.js from this file and plume.h (cmake/generate_constants.cmake), so the
   two languages cannot drift apart. */
#ifndef PLUME_WEB_API_H
#define PLUME_WEB_API_H

/* plume_web_define_particle's flags */
#define PLUME_WEB_KIND_NO_SPIN 1
#define PLUME_WEB_KIND_POINT_DOWN 2
#define PLUME_WEB_KIND_DEPTH_TEST 4
#define PLUME_WEB_KIND_BILLBOARD_CAMERA 8
#define PLUME_WEB_KIND_BILLBOARD_AXIS 16

/* plume_web_create's flags (1 alone is what the 4th argument, "allow instancing", always meant) */
#define PLUME_WEB_CREATE_INSTANCING 1
#define PLUME_WEB_CREATE_NO_VERTEX_ARRAYS 2
#define PLUME_WEB_CREATE_EXCLUSIVE 4

/* plume_stats as plume_web_stats lays it out: u32 fields */
#define PLUME_WEB_STATS_FIELDS 10


/* plume_emitter_desc as plume_web_create_emitter reads it: 4-byte words (u32 or f32), by index */
#define PLUME_WEB_EDESC_TEXTURE 0
#define PLUME_WEB_EDESC_RATE 1
#define PLUME_WEB_EDESC_LIFE 2
#define PLUME_WEB_EDESC_NO_LOOP 3
#define PLUME_WEB_EDESC_DURATION 4
#define PLUME_WEB_EDESC_BURST 5
#define PLUME_WEB_EDESC_DELAY 6
#define PLUME_WEB_EDESC_SHAPE 7
#define PLUME_WEB_EDESC_RADIUS 8
#define PLUME_WEB_EDESC_BOX 9
#define PLUME_WEB_EDESC_ANGLE 12
#define PLUME_WEB_EDESC_SURFACE 13
#define PLUME_WEB_EDESC_DIRECTION 14
#define PLUME_WEB_EDESC_SPEED 17
#define PLUME_WEB_EDESC_GRAVITY 19
#define PLUME_WEB_EDESC_DRAG 22
#define PLUME_WEB_EDESC_SIZE_COUNT 23
#define PLUME_WEB_EDESC_SIZE 24
#define PLUME_WEB_EDESC_COLOR_COUNT 28
#define PLUME_WEB_EDESC_COLOR 29
#define PLUME_WEB_EDESC_ROTATION 45
#define PLUME_WEB_EDESC_SPIN 47
#define PLUME_WEB_EDESC_ATLAS_COLS 49
#define PLUME_WEB_EDESC_ATLAS_ROWS 50
#define PLUME_WEB_EDESC_ATLAS_FPS 51
#define PLUME_WEB_EDESC_ATLAS_FRAMES 52
#define PLUME_WEB_EDESC_ATLAS_RANDOM_START 53
#define PLUME_WEB_EDESC_BLEND 54
#define PLUME_WEB_EDESC_BILLBOARD 55
#define PLUME_WEB_EDESC_STRETCH 56
#define PLUME_WEB_EDESC_NOISE_STRENGTH 57
#define PLUME_WEB_EDESC_NOISE_SCALE 58
#define PLUME_WEB_EDESC_TIME_SCALE 59
#define PLUME_WEB_EDESC_SEED 60
#define PLUME_WEB_EDESC_CAPACITY 61
#define PLUME_WEB_EDESC_EXPLICIT_ZERO 62
#define PLUME_WEB_EDESC_DEPTH_TEST 63
#define PLUME_WEB_EDESC_WORDS 64

/* plume_web_emitter_bounds writes min xyz, max xyz */
#define PLUME_WEB_BOUNDS_FLOATS 6

/* plume_particle_system_desc as plume_web_add_system reads it: 4-byte words (u32 or f32), by index */
#define PLUME_WEB_SDESC_TEXTURE 0
#define PLUME_WEB_SDESC_BLEND 1
#define PLUME_WEB_SDESC_CAPACITY 2
#define PLUME_WEB_SDESC_RATE 3
#define PLUME_WEB_SDESC_PERIOD 4
#define PLUME_WEB_SDESC_DURATION 5
#define PLUME_WEB_SDESC_BURST 6
#define PLUME_WEB_SDESC_ONE_SHOT 7
#define PLUME_WEB_SDESC_LIFE 8
#define PLUME_WEB_SDESC_POSITION 10
#define PLUME_WEB_SDESC_POSITION_RANDOM 13
#define PLUME_WEB_SDESC_VELOCITY 16
#define PLUME_WEB_SDESC_VELOCITY_RANDOM 19
#define PLUME_WEB_SDESC_GRAVITY 22
#define PLUME_WEB_SDESC_WIND 25
#define PLUME_WEB_SDESC_DRAG 28
#define PLUME_WEB_SDESC_SIZE_COUNT 29
#define PLUME_WEB_SDESC_SIZE 30
#define PLUME_WEB_SDESC_SIZE_RANDOM 34
#define PLUME_WEB_SDESC_COLOR_COUNT 35
#define PLUME_WEB_SDESC_COLOR 36
#define PLUME_WEB_SDESC_COLOR_RANDOM 52
#define PLUME_WEB_SDESC_ROTATION 56
#define PLUME_WEB_SDESC_SPIN 58
#define PLUME_WEB_SDESC_ATLAS_COLS 60
#define PLUME_WEB_SDESC_ATLAS_ROWS 61
#define PLUME_WEB_SDESC_ATLAS_FPS 62
#define PLUME_WEB_SDESC_ATLAS_FIXED_START 63
#define PLUME_WEB_SDESC_RENDER 64
#define PLUME_WEB_SDESC_STRETCH 65
#define PLUME_WEB_SDESC_LOCAL_SPACE 66
#define PLUME_WEB_SDESC_SORT 67
#define PLUME_WEB_SDESC_MANUAL 68
#define PLUME_WEB_SDESC_DEPTH_TEST 69
#define PLUME_WEB_SDESC_SEED 70
#define PLUME_WEB_SDESC_EXPLICIT_ZERO 71
#define PLUME_WEB_SDESC_SHAPE 72
#define PLUME_WEB_SDESC_RADIUS 73
#define PLUME_WEB_SDESC_BOX 74
#define PLUME_WEB_SDESC_ANGLE 77
#define PLUME_WEB_SDESC_SURFACE 78
#define PLUME_WEB_SDESC_DIRECTION 79
#define PLUME_WEB_SDESC_SPEED 82
#define PLUME_WEB_SDESC_WORDS 84

/* plume_web_system_arrays writes 8 pointers (positions, previous, velocities, colors, sizes, rotations,
   life, frames), then capacity and count: u32 each */
#define PLUME_WEB_ARRAYS_WORDS 10

#endif
