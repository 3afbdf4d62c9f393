// The numbers the WebGPU programs share with the core (first in every program). Each is a C constant's value:
// tests/native/test_wgsl_slots.c reads this file back against the headers (emitter_internal.h's PLUME_EU_* and
// PLUME_EC_*, emitter.h, particle_system.h; PLUME_ITEM_VEC4S against the largest item block). sprite.wgsl reads
// particle_system_internal.h's PLUME_SU_* rows by number (draw.item[0..5]), mesh.wgsl system_internal.h's
// PLUME_KIND_KEY_* rows (the test asserts those numbers).
const PLUME_ITEM_VEC4S = 96; // the most any item sends: an emitter's block (PLUME_EU_VEC4S)
const PLUME_MAX_KEYS = 8;
const PLUME_EU_TIME = 0;
const PLUME_EU_RING = 1;
const PLUME_EU_BURST = 2;
const PLUME_EU_M0 = 3;
const PLUME_EU_M1 = 4;
const PLUME_EU_M2 = 5;
const PLUME_EU_DIR = 6;
const PLUME_EU_BOX = 7;
const PLUME_EU_SPEED = 8;
const PLUME_EU_GRAVITY = 9;
const PLUME_EU_MISC = 10;
const PLUME_EU_ROTATION = 11;
const PLUME_EU_ATLAS = 12;
const PLUME_EU_HISTORY_INFO = 13;
const PLUME_EU_CAMERA_RIGHT = 14;
const PLUME_EU_CAMERA_UP = 15;
const PLUME_EU_CAMERA_POSITION = 16;
const PLUME_EU_LIGHT = 17;
const PLUME_EU_LOOK = 18;
const PLUME_EU_MOTION = 19;
const PLUME_EU_KEYS = 20;
const PLUME_EU_COLOR = 28;
const PLUME_EU_MOTION_KEYS = 36;
const PLUME_EU_HISTORY = 44;
const PLUME_EU_VEC4S = 92;
const PLUME_EC_NORMAL = 0;
const PLUME_EC_OFFSET = 3;
const PLUME_EC_MODE = 4;
const PLUME_EC_BOUNCE = 5;
const PLUME_EC_KEEP = 6;
const PLUME_DECAL_PULL = 0.004;
const PLUME_NOISE_PERIOD = 62.83185307;
const PLUME_TRAIL_SEGMENTS = 12.0;
