/* plume.h — the GL-free core of Plume: two-keyframe mesh particles.

   Usage
     plume_system *sys = plume_system_create(&(plume_system_desc){ .seed = 42 });
     uint32_t kind;
     if (plume_define_kind(sys, "explosion", &(plume_kind_desc){ .mesh_obj = obj_text }, &kind) != PLUME_OK)
         fprintf(stderr, "%s\n", plume_last_error());
     float at[16]; ...                                  // column-major, as cglm and WebGL use
     plume_instance id = plume_spawn(sys, kind, at, 0, 0, 0); // zeros take the kind's defaults
     plume_step(sys, 16.0);                               // advance time in milliseconds
     // a backend (gl_backend.c) reads each kind's mesh and instance records and draws them

   Contract
   - Functions return a plume_status (PLUME_OK is 0) or an invalid handle (0). On failure
     plume_last_error() says why in one line, and nothing was changed: the system stays usable.
     Every call that can fail clears the last error first, so after a success plume_last_error()
     is "" and plume_last_status() is PLUME_OK; queries that cannot fail (plume_find_kind,
     plume_is_alive, plume_time, plume_get_stats, ...) leave it as it was.
   - Desc structs are zero-is-default (see the PLUME_DEFAULT_* values below).
   - Memory is allocated when kinds and textures are defined and when a kind's pool grows
     (doubling, never past its capacity); stepping and respawning into free slots allocate nothing.
   - Instance handles carry a 25-bit generation: a dead instance's handle stays dead forever. A slot
     serves 2^25 - 1 (33,554,431) instances, then retires instead of wrapping — at 144 reuses of one
     slot a second (a kind of capacity 1 respawned every frame) that is 2.7 days of nonstop respawning,
     and only that slot is lost. Handles are 53 bits, so they are exact integers in a JavaScript number.
   - Everything the GPU needs is kept here on the CPU side, so a lost GL context can be rebuilt. */
#ifndef PLUME_H
#define PLUME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PLUME_DEFAULT_CAPACITY 16384u  /* live instances per kind before the oldest is recycled */
#define PLUME_DEFAULT_MAX_AGE 1000.0f  /* ms, as the book's spawn() */
#define PLUME_DEFAULT_START_SIZE 1.0f
#define PLUME_DEFAULT_END_SIZE 50.0f
#define PLUME_DEFAULT_SEED 0x5eed1234u
/* Tables grow as objects are added; these are the most alive at once (the bits a handle gives them). */
#define PLUME_MAX_KINDS 1023u     /* 10 bits of kind in an instance handle */
#define PLUME_MAX_TEXTURES 65536u /* 16 bits of slot in a texture id */
/* Texture ids: slot (16 bits) | generation (16 bits, never 0) above it; a slot serves 65,535 textures. */
#define PLUME_TEXTURE_SLOT_BITS 16u
#define PLUME_MAX_CAPACITY 262143u     /* 18 bits of slot in an instance handle */
#define PLUME_MAX_MESH_VERTICES 65535u /* 16-bit indices: OpenGL ES 2 has no 32-bit index floor */
#define PLUME_MAX_IMAGE_SIDE 4096

typedef enum plume_status {
    PLUME_OK = 0,
    PLUME_ERR_INVALID_ARGUMENT = 1,
    PLUME_ERR_UNKNOWN_KIND = 2,
    PLUME_ERR_NO_KINDS = 3,
    PLUME_ERR_OBJ_SYNTAX = 4,
    PLUME_ERR_KEYFRAME_MISMATCH = 5,
    PLUME_ERR_IMAGE = 6,
    PLUME_ERR_OUT_OF_MEMORY = 7,
    PLUME_ERR_LIMIT = 8,
    PLUME_ERR_DUPLICATE_KIND = 9,
    PLUME_ERR_GL = 10,
    PLUME_ERR_STALE_HANDLE = 11
} plume_status;

typedef enum plume_blend {
    PLUME_BLEND_ADDITIVE = 0,      /* SRC_ALPHA, ONE: glows that respect the texture's alpha (ordinary art) */
    PLUME_BLEND_ALPHA = 1,         /* SRC_ALPHA, ONE_MINUS_SRC_ALPHA */
    PLUME_BLEND_PREMULTIPLIED = 2, /* ONE, ONE_MINUS_SRC_ALPHA */
    PLUME_BLEND_ADDITIVE_IGNORE_ALPHA = 3 /* ONE, ONE: the book's choice, for glows drawn on black */
} plume_blend;

/* How keys over life (size, colour) go from one key to the next. */
/* Where particles start (every sim's `shape`), with radius, box, angle and surface. */
typedef enum plume_shape_type {
    PLUME_SHAPE_POINT = 0,
    PLUME_SHAPE_SPHERE = 1,
    PLUME_SHAPE_BOX = 2,
    PLUME_SHAPE_CONE = 3, /* a disc of `radius` across the direction, velocities within `angle` */
    PLUME_SHAPE_RING = 4, /* a circle of `radius` across the direction */
    PLUME_SHAPE_MESH = 5  /* a mesh's surface, by area: CPU systems and mesh layers (an emission mesh); emitters refuse it
                             (a stateless shader cannot walk a triangle table) */
} plume_shape_type;
#define PLUME_SHAPE_DEFAULT_ANGLE 25 /* degrees of spread around the direction (a sphere: 180) */

/* Noise that moves with an emitter's or a system's time: its phase grows noise_speed a second, taken modulo
   PLUME_NOISE_PERIOD (the field's three frequencies all repeat over it, so the wrap is seamless). */
#define PLUME_NOISE_MAX_SPEED 1000u
#define PLUME_NOISE_PERIOD 62.83185307f /* 20π */
/* A decal is drawn this fraction of its distance nearer the camera, along the line of sight (its footprint on the
   screen unchanged): in front of the surface it lies on, which the scene wrote into depth, at any distance and angle */
#define PLUME_DECAL_PULL 0.004f

/* The defaults every sim's layer shares where it leaves a field out (effect.h; JavaScript's LAYER_DEFAULTS are these
   numbers, generated into plume_constants.js): an emitter's zeros are these too. */
#define PLUME_LAYER_DEFAULT_RATE 20       /* particles a second */
#define PLUME_LAYER_DEFAULT_LIFE 1500     /* ms */
#define PLUME_LAYER_DEFAULT_DURATION 1000 /* ms of a cycle (of emission when not looping) */
#define PLUME_LAYER_DEFAULT_SPEED_MIN 1   /* units a second along the direction */
#define PLUME_LAYER_DEFAULT_SPEED_MAX 2

/* How a particle's quad is laid out: one list for every sim that draws quads (an emitter's `render`, a CPU system's
   `render`); a sim refuses by name a style it does not draw. */
typedef enum plume_render_style {
    PLUME_RENDER_BILLBOARD = 0, /* camera-facing quads, turned by rotation */
    PLUME_RENDER_SPARK = 1,     /* CPU systems: a streak from stretch seconds of its velocity behind the position to the
                                   position, size wide (the same length whatever the step) */
    PLUME_RENDER_VELOCITY = 2,  /* long side along the velocity: size + stretch × speed long */
    PLUME_RENDER_TRAIL = 3,     /* CPU systems: a ribbon through each particle's recent positions (trail_length ms of
                                   them), trail_width wide along it, fading to the tail, the texture laid along it */
    PLUME_RENDER_DECAL = 4,     /* flat on the surface whose normal is decal_normal (world space), turned by rotation,
                                   drawn a little nearer the camera than the surface (PLUME_DECAL_PULL): scorch marks */
    PLUME_RENDER_PLANE = 5      /* emitters: flat in the emitter's XZ plane */
} plume_render_style;

typedef enum plume_ease {
    PLUME_EASE_LINEAR = 0, /* a straight line between keys */
    PLUME_EASE_SMOOTH = 1  /* smoothstep: leaves and reaches each key flat */
} plume_ease;
#define PLUME_MAX_COLOR_INTENSITY 64u /* colour keys' RGB may exceed 1 (HDR, for engines that tone-map) */
#define PLUME_MAX_KEYS 8u               /* keys over life, any curve */

/* Keys over life of one number: `count` values (0: none), at `times` in 0..1 of life (all 0: evenly spaced),
   with an ease between them. Emitters and CPU systems take two: speed_over_life (the velocity's multiple
   when it moves the particle, >= 0; linear only: the GPU integrates it in closed form) and
   rotation_over_life (degrees added to the particle's turn). */
typedef struct plume_keys {
    uint32_t count;
    float values[PLUME_MAX_KEYS];
    float times[PLUME_MAX_KEYS];
    uint32_t ease; /* plume_ease */
} plume_keys;

/* The pixel effects of the GPU technique (SEEDS.md §001), per layer on every sim: what the emitter,
   CPU system and kind descs hold in `look`. All zero: none. */
typedef struct plume_look {
    float hue_shift;      /* degrees per second of age the colour's hue turns */
    float light[3];       /* the direction light travels, world space; 0,0,0: straight down */
    float light_strength; /* 0..1: how dark the side facing away from the light gets; 0: unlit */
    float erosion;        /* 0..1: how much of a particle's edge noise has eaten by the end of its life */
    uint32_t volume;      /* 1: sphere-like depth against the scene's (plume_gl_set_depth_texture): a particle meets
                             walls and floors along a curve, as a ball would, not a flat quad's straight line.
                             Emitters and CPU systems; a kind accepts it and draws as it does without: a mesh has
                             its own depth (its triangles are tested against the scene's as they are) */
} plume_look;

/* A layer's light (every sim: plume_emitter_desc, plume_particle_system_desc and plume_mesh_layer_desc hold one in
   `light`): a point light at each play's place (the emitter's, the system's or the mesh layer's origin in the world) while
   the play shows something, its intensity and range keys read over the layer's time: from its start (after its delay)
   to the death of its last particle for a layer that ends by itself (t = 0..1 over its emission and one life: an
   explosion's flash is a key at 0.1 falling to 0 at 1), and over each cycle of `cycle` ms, again and again, for a
   layer that plays on (a loop; a CPU system flowing for ever) until its last particle is gone. plume_lights reports
   the brightest of them. All zero: no light. */
/* fog modes (plume_gl_set_fog, and WebGPU's render): none, linear (smoothstep from near to far), exp² */
#define PLUME_FOG_NONE 0
#define PLUME_FOG_LINEAR 1
#define PLUME_FOG_EXP2 2
#define PLUME_MAX_LIGHTS 64u              /* plume_lights reports at most this many */
#define PLUME_LIGHT_DEFAULT_RANGE 5.0f    /* world units, a light's range when it has no range keys */
#define PLUME_LIGHT_MAX_INTENSITY 1.0e6f  /* intensity keys: 0 to this */
#define PLUME_LIGHT_MAX_RANGE 1.0e6f      /* range keys: above 0, up to this */
typedef struct plume_light {
    float color[3];       /* RGB, 0..PLUME_MAX_COLOR_INTENSITY (sRGB, as particle colours); 0,0,0: white */
    plume_keys intensity; /* over the layer's time (above); count 0: no light */
    plume_keys range;     /* world units the light reaches, over the same time; count 0: PLUME_LIGHT_DEFAULT_RANGE */
    float cycle;          /* ms of one pass of the keys while the layer plays on; 0: the layer's duration (gpu and
                             mesh; a CPU system, which has no cycle of its own: PLUME_LAYER_DEFAULT_DURATION's 1000) */
} plume_light;

/* Distortion (heat haze, refracting shockwaves): a layer's `distortion` (plume_emitter_desc, plume_particle_system_desc)
   is how many pixels its particles offset the scene's colour behind them at full strength, times each particle's alpha
   (its colour keys and fade over life) and its texture's alpha (a soft edge), in directions from a noise field that
   drifts with the particle. The scene's colour is the game's (plume_gl_set_color_texture); without one a distorting
   layer draws nothing. 0: none (the layer draws as any other). Mesh kinds cannot distort. */
#define PLUME_MAX_DISTORTION 256u /* pixels: a layer's distortion from 0 to this */

/* A light as plume_lights reports it. */
typedef struct plume_point_light {
    float position[3]; /* world */
    float color[3];
    float intensity;
    float range;
} plume_point_light;

/* How an instance fades over its life t = age / maxAge (after its colour, below, is applied). */
typedef enum plume_fade {
    PLUME_FADE_LINEAR = 0, /* alpha 1 -> 0 (colour too, where the blend mode ignores alpha) */
    PLUME_FADE_BOOK = 1,   /* the book's: colour × (1 - t), alpha = wobble010(age), 0 -> 1 -> 0 each second */
    PLUME_FADE_NONE = 2    /* full strength until it dies */
} plume_fade;

/* How a kind's mesh is turned each frame. The mesh's x and y become the camera's right and up (its z
   points at the camera), at the instance's position and scale; the instance's own turn is ignored. */
typedef enum plume_kind_billboard {
    PLUME_KIND_BILLBOARD_NONE = 0,   /* the mesh as modelled, turned by the instance's transform */
    PLUME_KIND_BILLBOARD_CAMERA = 1, /* always faces the camera: a flat quad is never seen edge-on */
    PLUME_KIND_BILLBOARD_AXIS = 2    /* upright along the instance's y axis, turning only about it (flames, beams) */
} plume_kind_billboard;

/* One line describing the last failure; "" after a call that succeeded (see the contract above).
   Valid until the next call that can fail. */
const char *plume_last_error(void);

/* The library's version (semantic versioning; the npm package plume-particles has the same), as
   "MAJOR.MINOR.PATCH". */
#define PLUME_VERSION_MAJOR 0
#define PLUME_VERSION_MINOR 2
#define PLUME_VERSION_PATCH 0
const char *plume_version(void);
plume_status plume_last_status(void);

typedef struct plume_system plume_system;

/* An instance handle: generation (25 bits) | kind (10) | slot (18); 0 is never a valid handle. */
typedef uint64_t plume_instance;

typedef struct plume_system_desc {
    uint32_t seed; /* 0: PLUME_DEFAULT_SEED */
} plume_system_desc;

/* A kind's keys over life and atlas (plume_kind_desc.keys), as GPU emitters take them (emitter.h: the same
   limits, times and eases; the mesh vertex shader evaluates them as the emitters' does). All zero: none, and the
   kind draws its start/end sizes and colours exactly as a kind without this struct. */
#define PLUME_KIND_MAX_ATLAS_SIDE 64u /* columns or rows of a kind's atlas, as emitters and CPU systems */
typedef struct plume_kind_keys {
    uint32_t size_count;               /* 0: the spawn's start_size -> end_size (or the kind's) */
    float size[PLUME_MAX_KEYS];        /* the mesh's scale at each key: finite, >= 0; a spawn's sizes must then be 0 */
    float size_times[PLUME_MAX_KEYS];  /* each key's time in 0..1 of life, not going back; all 0: evenly spaced */
    uint32_t size_ease;                /* plume_ease */
    uint32_t color_count;              /* 0: start_color -> end_color; the kind's fade multiplies the keys' alpha:
                                          PLUME_FADE_NONE for theirs alone (defineParticle's default with colour keys) */
    float color[PLUME_MAX_KEYS * 4];   /* RGBA multiplying the texture: alpha 0..1, RGB 0..64 (above 1: HDR) */
    float color_times[PLUME_MAX_KEYS];
    uint32_t color_ease;
    uint32_t atlas_cols, atlas_rows;   /* a flipbook: the texture's frames, 1..PLUME_KIND_MAX_ATLAS_SIDE (0: 1) */
    float atlas_fps;                   /* frames a second of age; 0: the frames play once over the life */
    uint32_t atlas_frames;             /* 0: cols × rows */
    uint32_t atlas_random_start;       /* 1: each instance starts on a frame of its own (hashed from its record) */
} plume_kind_keys;

typedef struct plume_kind_desc {
    const char *mesh_obj;   /* required: OBJ text of the start keyframe */
    const char *mesh2_obj;  /* optional end keyframe: same vertex count after parsing */
    uint32_t texture;       /* 0: plain white */
    plume_blend blend;
    float start_size, end_size, max_age; /* 0: defaults above; negative, NaN or infinite: error */
    uint32_t capacity;      /* 0: PLUME_DEFAULT_CAPACITY */
    int no_spin;            /* the book spins each instance randomly about Y; set to keep the mesh's facing */
    int point_down;         /* rotate 180° about X, as the book does for meshes that drift upward */
    int depth_test;         /* test against the scene's depth (never writes depth) */
    plume_fade fade;
    const float *start_color; /* RGBA multiplying the texture at birth, NULL: white; finite, >= 0 */
    const float *end_color;   /* ... and at death, interpolated between; NULL: start_color */
    plume_kind_billboard billboard; /* PLUME_KIND_BILLBOARD_NONE: the mesh as modelled; CAMERA/AXIS: flat meshes face the camera */
    float soft;             /* soft particles: fade over this distance (world units) in front of the scene's depth
                               (plume_gl_set_depth_texture); 0: a hard edge */
    int32_t render_order;   /* lower draws first; within one order, far to near */
    int no_sort;            /* alpha blends: instances draw in spawn order, not far to near */
    plume_look look;        /* hue shift, lighting, erosion */
    plume_kind_keys keys;   /* keys over life (size, colour) and an atlas; all zero: none */
} plume_kind_desc;

typedef struct plume_stats {
    uint32_t particles_created; /* pool instances ever created (reused ones are not counted again) */
    uint32_t particles_active;  /* alive now */
    uint32_t total_polycount;   /* triangles drawn by the last render */
    uint32_t draw_calls;        /* draw calls issued by the last render */
    uint32_t recycled;          /* live instances ended early by a spawn into a full pool (raise capacity) */
    uint32_t emitters;          /* GPU emitters alive (emitter.h) */
    uint32_t emitter_particles; /* their live particles now, counted from the rings */
    uint32_t systems;           /* CPU particle systems alive (particle_system.h) */
    uint32_t system_particles;  /* their live particles now */
    uint32_t uploaded_bytes;    /* CPU systems' vertex bytes the last render uploaded */
    uint32_t sub_emitter_dropped; /* sub-emitted particles never born since the start: their system was full */
    uint32_t effects;           /* C effects alive (effect.h) */
    uint32_t instances;         /* their instances alive (not yet reported by plume_poll_ended, nor killed) */
} plume_stats;

plume_system *plume_system_create(const plume_system_desc *desc);
void plume_system_destroy(plume_system *sys);

/* Textures: PNG or JPEG bytes, decoded by stb_image into RGBA8, resized to powers of two (src/core/texture_decode.c:
   a program that never calls it links no decoder). PLUME_ERR_IMAGE for bytes that are not a readable PNG or JPEG
   or a side outside 1..PLUME_MAX_IMAGE_SIDE, OUT_OF_MEMORY, LIMIT. */
plume_status plume_create_texture(plume_system *sys, const uint8_t *bytes, size_t size, uint32_t *out_texture);
/* Textures from decoded pixels: width × height RGBA8, unpremultiplied, the top row first (as stb_image and the
   browser's decoders give them), copied and resized to powers of two as plume_create_texture's. What the web build
   uses: the browser decodes, so the module carries no decoder. PLUME_ERR_IMAGE for a side outside
   1..PLUME_MAX_IMAGE_SIDE, PLUME_ERR_INVALID_ARGUMENT for NULL pixels, OUT_OF_MEMORY, LIMIT. */
plume_status plume_create_texture_rgba(plume_system *sys, const uint8_t *rgba, uint32_t width, uint32_t height,
                                       uint32_t *out_texture);
/* Frees a texture's pixels. Refused (PLUME_ERR_INVALID_ARGUMENT) while a kind uses it (plume_undefine_kind
   first), or an emitter, a system or a C effect's cpu layer. A destroyed id stays dead
   (PLUME_ERR_STALE_HANDLE) even after its slot is reused. */
plume_status plume_destroy_texture(plume_system *sys, uint32_t texture);
/* The texture's pixels as the core keeps them (a side that is not a power of two was resized up to one);
   STALE_HANDLE for a dead id. */
plume_status plume_texture_size(const plume_system *sys, uint32_t texture, uint32_t *out_width, uint32_t *out_height);
/* Plume's generated art as a texture: `name` is "smoke", "fire", "spark", "glow", "ring", "flare", "debris" or
   "noise" (effects name them 'plume:smoke', ...). Drawn from code, the same pixels everywhere; nothing is read.
   `out_atlas` (may be NULL): its flipbook layout, columns and rows (smoke 4 × 4 and fire 8 × 4 frames of 128 pixels,
   debris 2 × 2, the others 1 × 1); smoke carries a normal map that `lighting` shades it with per pixel. INVALID_ARGUMENT for an unknown name, OUT_OF_MEMORY, LIMIT as plume_create_texture. */
plume_status plume_create_generated_texture(plume_system *sys, const char *name, uint32_t *out_texture,
                                            uint32_t out_atlas[2]);

plume_status plume_define_kind(plume_system *sys, const char *name, const plume_kind_desc *desc, uint32_t *out_kind);
/* Undefines `kind` (frees it; the kind count drops by one and the next plume_define_kind takes its index, under
   another id), so a caller that defined kinds for something it then failed to make leaves none behind. Only the most
   recently defined kind, and only one that never held an instance — alive, scheduled or dead: instance handles name
   their kind by index, and an old one must never name an instance of the next kind there — nor is the kind of a C
   effect's mesh layer. Else INVALID_ARGUMENT, saying which. A backend keeps GPU objects
   per kind: release them too (plume_gl_release_resource(gl, plume_kind_resource(sys, kind)), taken before). */
plume_status plume_forget_last_kind(plume_system *sys, uint32_t kind);
/* Frees `kind` once nothing draws it: refused (INVALID_ARGUMENT, saying why) while it has live instances or a C
   effect's mesh layer draws it; a dead id is STALE_HANDLE. Its index is given to a later kind under another id (kind
   ids are slot | generation as every handle: a dead one never names a later kind), whose instance handles never equal
   an old one of this kind (their generations start above). A backend keeps GPU objects per kind:
   release them too (plume_gl_release_resource(gl, plume_kind_resource(sys, kind)), taken before). */
plume_status plume_undefine_kind(plume_system *sys, uint32_t kind);
/* The draw-item resource slot a defined kind's mesh is drawn from (what a backend keeps its GPU objects under);
   UINT32_MAX for a kind that is not defined. */
uint32_t plume_kind_resource(const plume_system *sys, uint32_t kind);
uint32_t plume_find_kind(const plume_system *sys, const char *name); /* 0 when unknown */
/* Where a kind's instances shown now are (alive and born: scheduled ones wait): x, y, z each in `out`, up to `max`
   of them; returns how many are shown (0 for an unknown kind). For a game's queries (what is near, what to light). */
uint32_t plume_kind_positions(const plume_system *sys, uint32_t kind, float *out, uint32_t max);
/* The brightest lights of the layers playing now (plume_light: emitters, CPU systems, mesh layers, C effects' and
   JavaScript's alike), brightest first (intensity × the colour's largest channel), up to `max` of them (at most
   PLUME_MAX_LIGHTS) into `out`; returns how many. For a game's renderer: an explosion lights the walls around it.
   Reads the state the last plume_step left; allocates nothing, cannot fail (NULL out: 0). */
uint32_t plume_lights(const plume_system *sys, plume_point_light *out, uint32_t max);
/* Kind indices in use, up to the highest (undefined kinds' among them: a kind defined at a freed index gets another
   id, and the old id stays dead). */
uint32_t plume_kind_count(const plume_system *sys);

/* transform: column-major 4x4 (NULL: identity). Zero max_age/sizes take the kind's defaults (a kind with size
   keys takes no sizes: they must be 0).
   Returns 0 on error. When the pool is at capacity the oldest live instance is recycled. */
plume_instance plume_spawn(plume_system *sys, uint32_t kind, const float transform[16], float max_age,
                           float start_size, float end_size);
/* plume_spawn as if the instance had already lived `age` ms (born at now - age): effects seek with it.
   A negative age schedules the birth (the instance is drawn from then on, and counts as alive now).
   age must be finite, below the instance's max age and within PLUME_MAX_START_AGE of 0. */
#define PLUME_MAX_START_AGE 1e9
plume_instance plume_spawn_aged(plume_system *sys, uint32_t kind, const float transform[16], float max_age,
                                float start_size, float end_size, double age);
/* Follow: move a live instance (the book's engine glow); call it every frame the target moves. */
plume_status plume_set_transform(plume_system *sys, plume_instance instance, const float transform[16]);
plume_status plume_kill(plume_system *sys, plume_instance instance);
int plume_is_alive(const plume_system *sys, plume_instance instance);

/* ms: finite and >= 0; refused when it would take the clock past 2^48 ms (8,900 years, where a
   double still resolves 1/32 ms) or is too small to move it (a positive step lost to rounding). */
plume_status plume_step(plume_system *sys, double ms);
double plume_time(const plume_system *sys);
plume_stats plume_get_stats(const plume_system *sys);

#ifdef __cplusplus
}
#endif
#endif
