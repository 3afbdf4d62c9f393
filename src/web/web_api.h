/* web_api.h — numbers the JavaScript wrapper shares with exports.c. The build generates
   web/dist/plume_constants.js from this file and plume.h (cmake/generate_constants.cmake), so the
   two languages cannot drift apart. */
#ifndef PLUME_WEB_API_H
#define PLUME_WEB_API_H

/* The structs JavaScript writes or reads word by word (plume_stats, plume_keys, plume_emitter_desc,
   plume_particle_system_desc) are each one field list, X(NAME, c_field, words), in the struct's order and
   naming every field. A field's word index, PLUME_WEB_<STRUCT>_<NAME>, is the sum of the words before it:
   C counts them with the enum after each list, cmake/generate_constants.cmake counts them
   the same way for plume_constants.js, and exports.c asserts every index against offsetof and the total
   (PLUME_WEB_<STRUCT>_WORDS) against sizeof — so a field added, moved or resized in the struct without its
   line here fails the build instead of shifting every later word. */

/* plume_web_define_particle's flags */
#define PLUME_WEB_KIND_NO_SPIN 1
#define PLUME_WEB_KIND_POINT_DOWN 2
#define PLUME_WEB_KIND_DEPTH_TEST 4
#define PLUME_WEB_KIND_BILLBOARD_CAMERA 8
#define PLUME_WEB_KIND_BILLBOARD_AXIS 16
#define PLUME_WEB_KIND_NO_SORT 32

/* plume_web_create's flags (1 alone is what the 4th argument, "allow instancing", always meant) */
#define PLUME_WEB_CREATE_INSTANCING 1
#define PLUME_WEB_CREATE_NO_VERTEX_ARRAYS 2
#define PLUME_WEB_CREATE_EXCLUSIVE 4
#define PLUME_WEB_CREATE_EXTERNAL 8 /* no WebGL: frames are handed to JavaScript's backend (WebGPU: frame_out.c) */

/* A frame handed to JavaScript's backend (frame_out.c): the header, then PLUME_WEB_ITEM_WORDS words per item, in the
   order to draw them. Pointers are byte offsets into the wasm heap; (f) marks a float32 word, the rest are uint32. */
#define PLUME_WEB_FRAME_FIELDS(X) \
    X(ITEMS, items, 1) \
    X(COUNT, count, 1) \
    X(TIME, time, 1) \
    X(RELEASES, releases, 1) \
    X(RELEASE_COUNT, release_count, 1) \
    X(PREPARE, prepare, 1) \
    X(VIEW_PROJECTION, view_projection, 16) \
    X(DEPTH_ROW, depth_row, 4) \
    X(CAMERA, camera, 6)
#define PLUME_WEB_FRAME_INDEX_(NAME, field, words) PLUME_WEB_FRAME_##NAME, PLUME_WEB_FRAME_##NAME##_LAST_ = PLUME_WEB_FRAME_##NAME + (words) - 1,
enum { PLUME_WEB_FRAME_FIELDS(PLUME_WEB_FRAME_INDEX_) PLUME_WEB_FRAME_WORDS };

/* One draw item as frame_out.c writes it (draw_list.h says what each means). SHADING (f): plume_shade_item's fog
   colour (4), soft (4) and output (3) for the frame's target and scene, then 1 where the texture has a normal map. RECORDS: the instance records to draw
   (a pool's, its far-to-near copy, or a sprite item's streamed records); RECORD_SLOTS: slots a GPU copy of the pool
   must hold; UPLOAD_FIRST/UPLOAD_COUNT: the records that changed since the last frame (all of them when sorted or
   streamed). A release word: a texture slot, or PLUME_WEB_RELEASE_RESOURCE | a resource slot. */
#define PLUME_WEB_ITEM_FIELDS(X) \
    X(PIPELINE, pipeline, 1) \
    X(BLEND, blend, 1) \
    X(SHADING, shading, 12) \
    X(DISTORTION, distortion, 1) \
    X(TEXTURE, texture, 1) \
    X(TEXTURE_ID, texture_id, 1) \
    X(TEXTURE_WIDTH, texture_width, 1) \
    X(TEXTURE_HEIGHT, texture_height, 1) \
    X(TEXTURE_PIXELS, texture_pixels, 1) \
    X(TEXTURE_NORMALS, texture_normals, 1) \
    X(RESOURCE, resource, 1) \
    X(RESOURCE_ID, resource_id, 1) \
    X(VERTICES, vertices, 1) \
    X(VERTEX_COUNT, vertex_count, 1) \
    X(VERTEX_FLOATS, vertex_floats, 1) \
    X(INDICES, indices, 1) \
    X(INDEX_COUNT, index_count, 1) \
    X(UNIFORMS, uniforms, 1) \
    X(UNIFORM_VEC4S, uniform_vec4s, 1) \
    X(RANGE_FIRST, range_first, 2) \
    X(RANGE_COUNT, range_count, 2) \
    X(INSTANCE_KEY, instance_key, 1) \
    X(INSTANCE_COUNT, instance_count, 1) \
    X(RECORDS, records, 1) \
    X(RECORD_BYTES, record_bytes, 1) \
    X(RECORD_SLOTS, record_slots, 1) \
    X(UPLOAD_FIRST, upload_first, 1) \
    X(UPLOAD_COUNT, upload_count, 1) \
    X(CLOCK, clock, 2) \
    X(POLYGONS, polygons, 1)
#define PLUME_WEB_ITEM_INDEX_(NAME, field, words) PLUME_WEB_ITEM_##NAME, PLUME_WEB_ITEM_##NAME##_LAST_ = PLUME_WEB_ITEM_##NAME + (words) - 1,
enum { PLUME_WEB_ITEM_FIELDS(PLUME_WEB_ITEM_INDEX_) PLUME_WEB_ITEM_WORDS };
#define PLUME_WEB_RELEASE_RESOURCE 2147483648u

/* plume_stats as plume_web_stats lays it out: u32 fields */
#define PLUME_WEB_STAT_FIELDS(X) \
    X(PARTICLES_CREATED, particles_created, 1) \
    X(PARTICLES_ACTIVE, particles_active, 1) \
    X(TOTAL_POLYCOUNT, total_polycount, 1) \
    X(DRAW_CALLS, draw_calls, 1) \
    X(RECYCLED, recycled, 1) \
    X(EMITTERS, emitters, 1) \
    X(EMITTER_PARTICLES, emitter_particles, 1) \
    X(SYSTEMS, systems, 1) \
    X(SYSTEM_PARTICLES, system_particles, 1) \
    X(UPLOADED_BYTES, uploaded_bytes, 1) \
    X(SUB_EMITTER_DROPPED, sub_emitter_dropped, 1) \
    X(EFFECTS, effects, 1) \
    X(INSTANCES, instances, 1)
#define PLUME_WEB_STAT_INDEX_(NAME, field, words) PLUME_WEB_STAT_##NAME, PLUME_WEB_STAT_##NAME##_LAST_ = PLUME_WEB_STAT_##NAME + (words) - 1,
enum { PLUME_WEB_STAT_FIELDS(PLUME_WEB_STAT_INDEX_) PLUME_WEB_STAT_WORDS };

/* plume_keys inside a desc: its words from the field's first */
#define PLUME_WEB_KEYS_FIELDS(X) \
    X(COUNT, count, 1) \
    X(VALUES, values, 8) \
    X(TIMES, times, 8) \
    X(EASE, ease, 1)
#define PLUME_WEB_KEYS_INDEX_(NAME, field, words) PLUME_WEB_KEYS_##NAME, PLUME_WEB_KEYS_##NAME##_LAST_ = PLUME_WEB_KEYS_##NAME + (words) - 1,
enum { PLUME_WEB_KEYS_FIELDS(PLUME_WEB_KEYS_INDEX_) PLUME_WEB_KEYS_WORDS };

/* plume_light inside a desc (the LIGHT field of the three lists below): its words from the field's first */
#define PLUME_WEB_LIGHT_FIELDS(X) \
    X(COLOR, color, 3) \
    X(INTENSITY, intensity, 18) \
    X(RANGE, range, 18) \
    X(CYCLE, cycle, 1)
#define PLUME_WEB_LIGHT_INDEX_(NAME, field, words) PLUME_WEB_LIGHT_##NAME, PLUME_WEB_LIGHT_##NAME##_LAST_ = PLUME_WEB_LIGHT_##NAME + (words) - 1,
enum { PLUME_WEB_LIGHT_FIELDS(PLUME_WEB_LIGHT_INDEX_) PLUME_WEB_LIGHT_WORDS };

/* plume_point_light as plume_web_lights writes them: floats */
#define PLUME_WEB_PLIGHT_FIELDS(X) \
    X(POSITION, position, 3) \
    X(COLOR, color, 3) \
    X(INTENSITY, intensity, 1) \
    X(RANGE, range, 1)
#define PLUME_WEB_PLIGHT_INDEX_(NAME, field, words) PLUME_WEB_PLIGHT_##NAME, PLUME_WEB_PLIGHT_##NAME##_LAST_ = PLUME_WEB_PLIGHT_##NAME + (words) - 1,
enum { PLUME_WEB_PLIGHT_FIELDS(PLUME_WEB_PLIGHT_INDEX_) PLUME_WEB_PLIGHT_WORDS };

/* plume_mesh_layer_desc as plume_web_mesh_part_create reads it: the JavaScript runtime's mesh layers */
#define PLUME_WEB_MDESC_FIELDS(X) \
    X(KIND, kind, 1) \
    X(RATE, rate, 1) \
    X(BURST, burst, 1) \
    X(DURATION, duration, 1) \
    X(LIFE, life, 2) \
    X(SIZE, size, 2) \
    X(SHAPE, shape, 1) \
    X(RADIUS, radius, 1) \
    X(BOX, box, 3) \
    X(ANGLE, angle, 1) \
    X(SURFACE, surface, 1) \
    X(DIRECTION, direction, 3) \
    X(SPEED, speed, 2) \
    X(GRAVITY, gravity, 3) \
    X(DRAG, drag, 1) \
    X(ROTATION, rotation, 2) \
    X(SEED, seed, 1) \
    X(EXPLICIT_ZERO, explicit_zero, 1) \
    X(SURFACE_NORMAL, surface_normal, 1) \
    X(LIGHT, light, 40)
#define PLUME_WEB_MDESC_INDEX_(NAME, field, words) PLUME_WEB_MDESC_##NAME, PLUME_WEB_MDESC_##NAME##_LAST_ = PLUME_WEB_MDESC_##NAME + (words) - 1,
enum { PLUME_WEB_MDESC_FIELDS(PLUME_WEB_MDESC_INDEX_) PLUME_WEB_MDESC_WORDS };

/* plume_kind_keys (a kind's keys over life and atlas) as plume_web_define_particle reads it */
#define PLUME_WEB_KKEYS_FIELDS(X) \
    X(SIZE_COUNT, size_count, 1) \
    X(SIZE, size, 8) \
    X(SIZE_TIMES, size_times, 8) \
    X(SIZE_EASE, size_ease, 1) \
    X(COLOR_COUNT, color_count, 1) \
    X(COLOR, color, 32) \
    X(COLOR_TIMES, color_times, 8) \
    X(COLOR_EASE, color_ease, 1) \
    X(ATLAS_COLS, atlas_cols, 1) \
    X(ATLAS_ROWS, atlas_rows, 1) \
    X(ATLAS_FPS, atlas_fps, 1) \
    X(ATLAS_FRAMES, atlas_frames, 1) \
    X(ATLAS_RANDOM_START, atlas_random_start, 1)
#define PLUME_WEB_KKEYS_INDEX_(NAME, field, words) PLUME_WEB_KKEYS_##NAME, PLUME_WEB_KKEYS_##NAME##_LAST_ = PLUME_WEB_KKEYS_##NAME + (words) - 1,
enum { PLUME_WEB_KKEYS_FIELDS(PLUME_WEB_KKEYS_INDEX_) PLUME_WEB_KKEYS_WORDS };

/* plume_emitter_desc as plume_web_create_emitter reads it: 4-byte words (u32 or f32), by index */
#define PLUME_WEB_EDESC_FIELDS(X) \
    X(TEXTURE, texture, 1) \
    X(RATE, rate, 1) \
    X(LIFE, life, 1) \
    X(NO_LOOP, no_loop, 1) \
    X(DURATION, duration, 1) \
    X(BURST, burst, 1) \
    X(DELAY, delay, 1) \
    X(SHAPE, shape, 1) \
    X(RADIUS, radius, 1) \
    X(BOX, box, 3) \
    X(ANGLE, angle, 1) \
    X(SURFACE, surface, 1) \
    X(DIRECTION, direction, 3) \
    X(SPEED, speed, 2) \
    X(GRAVITY, gravity, 3) \
    X(DRAG, drag, 1) \
    X(SIZE_COUNT, size_count, 1) \
    X(SIZE, size, 8) \
    X(COLOR_COUNT, color_count, 1) \
    X(COLOR, color, 32) \
    X(ROTATION, rotation, 2) \
    X(SPIN, spin, 2) \
    X(ATLAS_COLS, atlas_cols, 1) \
    X(ATLAS_ROWS, atlas_rows, 1) \
    X(ATLAS_FPS, atlas_fps, 1) \
    X(ATLAS_FRAMES, atlas_frames, 1) \
    X(ATLAS_RANDOM_START, atlas_random_start, 1) \
    X(BLEND, blend, 1) \
    X(RENDER, render, 1) \
    X(STRETCH, stretch, 1) \
    X(NOISE_STRENGTH, noise_strength, 1) \
    X(NOISE_SCALE, noise_scale, 1) \
    X(TIME_SCALE, time_scale, 1) \
    X(SEED, seed, 1) \
    X(CAPACITY, capacity, 1) \
    X(EXPLICIT_ZERO, explicit_zero, 1) \
    X(DEPTH_TEST, depth_test, 1) \
    X(SOFT, soft, 1) \
    X(RENDER_ORDER, render_order, 1) \
    X(NO_SORT, no_sort, 1) \
    X(SIZE_TIMES, size_times, 8) \
    X(COLOR_TIMES, color_times, 8) \
    X(SIZE_EASE, size_ease, 1) \
    X(COLOR_EASE, color_ease, 1) \
    X(LOOK, look, 7) \
    X(SPEED_OVER_LIFE, speed_over_life, 18) \
    X(ROTATION_OVER_LIFE, rotation_over_life, 18) \
    X(COLLIDE, collide, 1) \
    X(COLLIDE_POINT, collide_point, 3) \
    X(COLLIDE_NORMAL, collide_normal, 3) \
    X(COLLIDE_BOUNCE, collide_bounce, 1) \
    X(COLLIDE_FRICTION, collide_friction, 1) \
    X(COLLIDE_DIE, collide_die, 1) \
    X(LIGHT, light, 40) \
    X(DISTORTION, distortion, 1) \
    X(DECAL_NORMAL, decal_normal, 3) \
    X(NOISE_SPEED, noise_speed, 1)
#define PLUME_WEB_EDESC_INDEX_(NAME, field, words) PLUME_WEB_EDESC_##NAME, PLUME_WEB_EDESC_##NAME##_LAST_ = PLUME_WEB_EDESC_##NAME + (words) - 1,
enum { PLUME_WEB_EDESC_FIELDS(PLUME_WEB_EDESC_INDEX_) PLUME_WEB_EDESC_WORDS };

/* plume_web_emitter_bounds writes min xyz, max xyz */
#define PLUME_WEB_BOUNDS_FLOATS 6

/* plume_particle_system_desc as plume_web_add_system reads it: 4-byte words (u32 or f32), by index */
#define PLUME_WEB_SDESC_FIELDS(X) \
    X(TEXTURE, texture, 1) \
    X(BLEND, blend, 1) \
    X(CAPACITY, capacity, 1) \
    X(RATE, rate, 1) \
    X(PERIOD, period, 1) \
    X(DURATION, duration, 1) \
    X(BURST, burst, 1) \
    X(ONE_SHOT, one_shot, 1) \
    X(LIFE, life, 2) \
    X(POSITION, position, 3) \
    X(POSITION_RANDOM, position_random, 3) \
    X(VELOCITY, velocity, 3) \
    X(VELOCITY_RANDOM, velocity_random, 3) \
    X(GRAVITY, gravity, 3) \
    X(WIND, wind, 3) \
    X(DRAG, drag, 1) \
    X(SIZE_COUNT, size_count, 1) \
    X(SIZE, size, 8) \
    X(SIZE_RANDOM, size_random, 1) \
    X(COLOR_COUNT, color_count, 1) \
    X(COLOR, color, 32) \
    X(COLOR_RANDOM, color_random, 4) \
    X(ROTATION, rotation, 2) \
    X(SPIN, spin, 2) \
    X(ATLAS_COLS, atlas_cols, 1) \
    X(ATLAS_ROWS, atlas_rows, 1) \
    X(ATLAS_FPS, atlas_fps, 1) \
    X(ATLAS_FIXED_START, atlas_fixed_start, 1) \
    X(RENDER, render, 1) \
    X(STRETCH, stretch, 1) \
    X(LOCAL_SPACE, local_space, 1) \
    X(SORT, sort, 1) \
    X(MANUAL, manual, 1) \
    X(DEPTH_TEST, depth_test, 1) \
    X(SEED, seed, 1) \
    X(EXPLICIT_ZERO, explicit_zero, 1) \
    X(SHAPE, shape, 1) \
    X(RADIUS, radius, 1) \
    X(BOX, box, 3) \
    X(ANGLE, angle, 1) \
    X(SURFACE, surface, 1) \
    X(DIRECTION, direction, 3) \
    X(SPEED, speed, 2) \
    X(SOFT, soft, 1) \
    X(RENDER_ORDER, render_order, 1) \
    X(SIZE_TIMES, size_times, 8) \
    X(COLOR_TIMES, color_times, 8) \
    X(SIZE_EASE, size_ease, 1) \
    X(COLOR_EASE, color_ease, 1) \
    X(LOOK, look, 7) \
    X(TRAIL_LENGTH, trail_length, 1) \
    X(TRAIL_WIDTH_COUNT, trail_width_count, 1) \
    X(TRAIL_WIDTH, trail_width, 8) \
    X(TRAIL_WIDTH_TIMES, trail_width_times, 8) \
    X(TRAIL_WIDTH_EASE, trail_width_ease, 1) \
    X(PARENT, parent, 1) \
    X(PARENT_EVENT, parent_event, 1) \
    X(PARENT_INTERVAL, parent_interval, 1) \
    X(SPEED_OVER_LIFE, speed_over_life, 18) \
    X(ROTATION_OVER_LIFE, rotation_over_life, 18) \
    X(COLLIDER_COUNT, collider_count, 1) \
    X(COLLIDERS, colliders, 96) \
    X(ATLAS_FRAMES, atlas_frames, 1) \
    X(ATLAS_OVER_LIFE, atlas_over_life, 1) \
    X(BURST_EVERY, burst_every, 1) \
    X(LIGHT, light, 40) \
    X(DISTORTION, distortion, 1) \
    X(DECAL_NORMAL, decal_normal, 3) \
    X(NOISE_STRENGTH, noise_strength, 1) \
    X(NOISE_SCALE, noise_scale, 1) \
    X(NOISE_SPEED, noise_speed, 1) \
    X(TRAIL_SCROLL, trail_scroll, 1)
#define PLUME_WEB_SDESC_INDEX_(NAME, field, words) PLUME_WEB_SDESC_##NAME, PLUME_WEB_SDESC_##NAME##_LAST_ = PLUME_WEB_SDESC_##NAME + (words) - 1,
enum { PLUME_WEB_SDESC_FIELDS(PLUME_WEB_SDESC_INDEX_) PLUME_WEB_SDESC_WORDS };

/* plume_collider inside a system desc (PLUME_WEB_SDESC_COLLIDERS, PLUME_PARTICLE_SYSTEM_MAX_COLLIDERS of them): its
   words from the collider's first (tests/native/test_collide.c asserts them) */
#define PLUME_WEB_COLLIDER_FIELDS(X) \
    X(TYPE, type, 1) \
    X(A, a, 3) \
    X(B, b, 3) \
    X(RADIUS, radius, 1) \
    X(BOUNCE, bounce, 1) \
    X(FRICTION, friction, 1) \
    X(DIE, die, 1) \
    X(EXPLICIT_ZERO, explicit_zero, 1)
#define PLUME_WEB_COLLIDER_INDEX_(NAME, field, words) PLUME_WEB_COLLIDER_##NAME, PLUME_WEB_COLLIDER_##NAME##_LAST_ = PLUME_WEB_COLLIDER_##NAME + (words) - 1,
enum { PLUME_WEB_COLLIDER_FIELDS(PLUME_WEB_COLLIDER_INDEX_) PLUME_WEB_COLLIDER_WORDS };

/* plume_web_system_arrays writes 8 pointers (positions, previous, velocities, colors, sizes, rotations,
   life, frames), then capacity and count: u32 each */
#define PLUME_WEB_ARRAYS_WORDS 10

#endif
