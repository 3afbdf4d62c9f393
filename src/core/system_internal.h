/* system_internal.h — what the core keeps per system and per kind, shared with the GL backend. */
#ifndef PLUME_SYSTEM_INTERNAL_H
#define PLUME_SYSTEM_INTERNAL_H

#include "draw_list.h"
#include "handle_table.h"
#include "image.h"
#include "instance_pool.h"
#include "plume.h"
#include "rng.h"

#define PLUME_VERTEX_FLOATS 8 /* start xyz, end xyz, uv: one-mesh kinds repeat start as end */
/* start RGBA, end RGBA, fade (book, linear, fade colour too, facing): the fragment's uItem (3 vec4s); then
   the look for the vertex shader: light direction + strength, hue shift (rad/s) + erosion */
#define PLUME_KIND_LOOK_FLOATS 20
#define PLUME_KIND_LOOK_FACING 11 /* the fade row's facing: 0 as modelled, 1 camera, 2 axis (plume_kind_billboard) */
#define PLUME_KIND_ITEM_VEC4S 3
/* A kind with keys or an atlas (plume_kind_keys) draws through its own program (PLUME_PIPELINE_MESH_KEYED), whose
   vertex shader takes the whole block as uItem: the look above (its [18]: the atlas's random start), then these
   rows (vec4 indices). Its fragment shader has no uItem: the vertex shader applies the fade. */
#define PLUME_KIND_KEY_COUNTS 5 /* size keys, colour keys, size ease, colour ease */
#define PLUME_KIND_KEY_ATLAS 6  /* cols, rows, fps (0: once over life), frames */
#define PLUME_KIND_KEY_ROWS 7   /* PLUME_MAX_KEYS rows: size key time, size, colour key time, 0 (as the emitters' keys) */
#define PLUME_KIND_KEY_COLORS (PLUME_KIND_KEY_ROWS + PLUME_MAX_KEYS) /* as many colour keys (RGBA) */
#define PLUME_KIND_KEYED_VEC4S (PLUME_KIND_KEY_COLORS + PLUME_MAX_KEYS)

/* Per-instance birth times reach the GPU as floats relative to an epoch, rebased before the
   float's precision drops below 1/16 ms. */
#define PLUME_EPOCH_SPAN_MS 1048576.0
/* The clock stops at 2^48 ms (8,900 years): below it a double keeps 1/32 ms, finer than the GPU's
   1/16, so death times (now + max age) and the ages the shader computes agree. Further out they
   do not (at 2^53 a double counts whole ms: an instance spawned with a 1 ms max age died at once
   yet stayed drawn — found by fuzz_sequence). A step past it, or one too small to move the clock,
   is a mistake and is refused. */
#define PLUME_MAX_TIME_MS 281474976710656.0

typedef struct plume_kind {
    char *name;
    float *vertices; /* PLUME_VERTEX_FLOATS per vertex */
    uint16_t *indices;
    uint32_t vertex_count, index_count;
    plume_geometry geometry; /* the two arrays above, as draw items name them */
    float look[PLUME_KIND_KEYED_VEC4S * 4]; /* start colour, end colour, fade, look: the pipeline's per-kind uniforms;
                                               then a keyed kind's keys and atlas */
    int keyed; /* keys or an atlas: drawn through PLUME_PIPELINE_MESH_KEYED */
    int size_keyed; /* size keys: spawns take no sizes */
    uint32_t texture; /* texture slot (1-based, not the id); 0: the system's white texture */
    plume_blend blend;
    float start_size, end_size, max_age;
    int spin, point_down, depth_test;
    float soft;
    int32_t render_order;
    int no_sort;
    uint32_t reserved; /* room C effects' mesh plays hold in the pool (effect_mesh.c): no play recycles another's */
    uint32_t resource_id; /* its draw items' resource_id: unique among every kind any world defined */
    plume_pool pool;
} plume_kind;

struct plume_light_list; /* light.h */

#define PLUME_WORLD_MAX_PARTS 4u
struct plume_world_part;

struct plume_system {
    plume_rng rng;
    double now;   /* ms since creation */
    double epoch; /* what the GPU's time zero means on this clock */
    uint32_t epoch_generation; /* bumped at each rebase: every record was rewritten */
    plume_kind **kinds; /* by index (plume_kind_id: the index and how many kinds were there before); NULL where a kind
                           was undefined (plume_undefine_kind): the index is used again, with another id, its pool's
                           generations above the old ones (kind_floors) */
    uint32_t *kind_floors; /* per index: the highest generation a kind there ever handed out */
    uint32_t *kind_uses;   /* per index: the kinds defined there so far (the generation of the next one's id) */
    uint32_t kind_count, kind_capacity; /* indices in use (holes included), allocated */
    uint64_t undefined_created, undefined_recycled; /* undefined kinds' share of plume_stats */
    plume_handle_table textures; /* plume_image *; a texture's draw-item slot is its table slot + 1 */
    plume_image white;
    uint32_t last_draw_calls, last_polycount;
    struct plume_emitter_table *emitters; /* emitter.c; NULL until the first emitter */
    struct plume_psys_table *particle_systems; /* particle_system.c; NULL until the first system */
    struct plume_effect_tables *effects; /* effect.c; NULL until the first effect */
    uint32_t acting_owner; /* the C effect instance effect.c acts for now: its emitters and systems take its calls (the
                              world's, not a table's: a play may make the first system, and the table with it) */
    const struct plume_world_part *parts[PLUME_WORLD_MAX_PARTS]; /* by step order: plume_world_add_part */
    uint32_t part_count;
    uint32_t last_uploaded_bytes;
    struct plume_mesh_part *lit_meshes; /* effect_mesh.c's parts with a light: its world part offers them */
};

/* Instance handles: generation (25 bits) | kind index (10) | slot (18) = 53 bits, so a handle is an
   exact integer in a JavaScript number. The generation is never 0, so neither is a handle. */
#define PLUME_HANDLE_SLOT_BITS 18u
#define PLUME_HANDLE_KIND_BITS 10u
#define PLUME_HANDLE_GENERATION_BITS 25u
#define PLUME_HANDLE_BITS (PLUME_HANDLE_SLOT_BITS + PLUME_HANDLE_KIND_BITS + PLUME_HANDLE_GENERATION_BITS)

/* Kind ids, slot | generation as every other handle: (the index's use << PLUME_HANDLE_KIND_BITS) | (index + 1). The
   first kind at an index is index + 1; a kind defined there after an undefine has another id, so an old id never
   names the new kind. Instance handles carry the index alone (their own generations tell kinds at one index apart). */
#define PLUME_KIND_USES_MAX (1u << (32u - PLUME_HANDLE_KIND_BITS)) /* an index this used is not used again */
static inline uint32_t plume_kind_id(uint32_t index, uint32_t use) { return (use << PLUME_HANDLE_KIND_BITS) | (index + 1u); }
static inline uint32_t plume_kind_index(uint32_t id) { return (id & ((1u << PLUME_HANDLE_KIND_BITS) - 1u)) - 1u; }
/* The kind an id names; NULL for 0, an undefined kind's id, or a forged one. */
static inline plume_kind *plume_kind_find(const plume_system *sys, uint32_t id)
{
    uint32_t index = plume_kind_index(id); /* slot 0 wraps above any count */
    if (index >= sys->kind_count || !sys->kinds[index] || sys->kind_uses[index] - 1u != id >> PLUME_HANDLE_KIND_BITS)
        return NULL;
    return sys->kinds[index];
}

/* plume_spawn_aged with the instance's spin about Y given (`spin`, radians; NULL: drawn from the world's generator, as
   plume_spawn's): a play's mesh particle draws its own, so the same birth made again (a seek, a move to another render
   order) turns as it did. */
plume_instance plume_spawn_spun(plume_system *sys, uint32_t kind, const float transform[16], float max_age,
                                float start_size, float end_size, double age, const float *spin);

static inline plume_instance plume_handle_make(uint32_t kind_index, uint32_t slot, uint32_t generation)
{
    return ((plume_instance)generation << (PLUME_HANDLE_SLOT_BITS + PLUME_HANDLE_KIND_BITS)) |
           ((plume_instance)kind_index << PLUME_HANDLE_SLOT_BITS) | slot;
}

static inline uint32_t plume_handle_slot(plume_instance handle)
{
    return (uint32_t)(handle & ((1u << PLUME_HANDLE_SLOT_BITS) - 1));
}

/* Appends one draw item per kind with live instances (every kind when include_idle is set, so a
   backend can prepare their GPU objects before the first frame), in definition order. */
void plume_system_collect_draws(plume_system *sys, plume_draw_list *list, int include_idle);
/* The backend reports what the last render drew (and the vertex bytes it uploaded for CPU systems). */
void plume_system_record_frame(plume_system *sys, uint32_t draw_calls, uint32_t polycount, uint32_t uploaded_bytes);
/* The texture a kind samples (by slot, as draw items name it): its own, or the white default.
   A destroyed texture's slot gives an image with pixels == NULL. */
const plume_image *plume_system_texture(const plume_system *sys, uint32_t slot);
/* plume_create_texture_rgba without the copy: `rgba` (malloc'd) becomes the texture's when both sides are powers of
   two, else it is resized into a new buffer and freed; on any failure it is freed too. The web build's loads
   (plume_web_texture_rgba): a 4096x4096 picture needs its 64 MiB once in the heap, not twice. */
plume_status plume_adopt_texture_rgba(plume_system *sys, uint8_t *rgba, uint32_t width, uint32_t height,
                                      uint32_t *out_texture);
/* Puts `image` (calloc'd, its pixels the core's) into the texture table; frees it on failure. */
plume_status plume_texture_add(plume_system *sys, plume_image *image, uint32_t *out_texture);
/* The one texture reference check of kinds, emitters and systems: texture 0 is the white default
   (slot 0); any other id must name a live texture (its slot in *out_slot), else INVALID_ARGUMENT
   "texture N does not exist (destroyed, or never loaded)". */
plume_status plume_texture_reference(const plume_system *sys, uint32_t texture, uint32_t *out_slot);
/* A look's light strength as the shaders take it for texture slot `slot`: negated when the texture carries a normal
   map (plume_image.normals), which fog_fragment.glsl lights per pixel instead of fog.glsl's plumeLight per vertex. */
float plume_drawn_light_strength(const plume_system *sys, uint32_t slot, float strength);
/* The draw-item slot (1-based) of a live texture id; 0 for a stale or forged id. */
uint32_t plume_texture_slot(const plume_system *sys, uint32_t texture);
/* The highest draw-item texture slot there has been (backends walk 0..this). */
uint32_t plume_texture_slots(const plume_system *sys);
/* The id a slot's texture has now (its generation); 0 for slot 0, the white default. Backends key
   their GL textures by it. */
uint32_t plume_texture_id(const plume_system *sys, uint32_t slot);
/* GPU time of the system clock: what the shaders compare instance birth times with. */
float plume_system_gpu_time(const plume_system *sys);
/* A part of the world beside its kinds and textures — GPU emitters, CPU systems, C effects — as the world sees it:
   what it asks of each part, which registers itself with its first object (plume_world_add_part). The world
   names no part, and a program links only the parts it uses (a JavaScript build makes no C effect). */
typedef struct plume_world_part {
    uint32_t order;                             /* stepped in this order, lower first; freed and asked the other way */
    void (*free)(plume_system *sys);
    void (*step)(plume_system *sys, double ms); /* after the clock moved */
    void (*rebase)(plume_system *sys);          /* after the GPU's time zero moved (NULL: nothing to do) */
    void (*count)(const plume_system *sys, plume_stats *stats); /* its share of plume_get_stats */
    /* what of the part samples texture slot `slot`, "an emitter; destroy it ... first" (NULL: nothing) */
    const char *(*use_texture)(const plume_system *sys, uint32_t slot);
    int (*use_kind)(const plume_system *sys, uint32_t kind); /* 1 when it draws kind `kind` (NULL: never) */
    /* offers its plays' lights to plume_lights' list (NULL: none; light.h). Not const: emitters bring their clocks up
       to the world's as they are read */
    void (*lights)(plume_system *sys, struct plume_light_list *list);
    /* appends its draw items for a frame (NULL: it draws nothing of its own): the view, its projection's product and
       include_idle (prepare: every program, however idle) */
    void (*collect_draws)(plume_system *sys, struct plume_draw_list *list, const float view[16],
                          const float view_projection[16], int include_idle);
} plume_world_part;
#define PLUME_WORLD_ORDER_EMITTERS 0u
#define PLUME_WORLD_ORDER_SYSTEMS 1u
#define PLUME_WORLD_ORDER_EFFECTS 2u /* after the others step: its instances look at what they did; freed first */
#define PLUME_WORLD_ORDER_MESH_PARTS 3u /* effect_mesh.c: only their lights (their owners step and free them) */
void plume_world_add_part(plume_system *sys, const plume_world_part *part); /* once per part: later calls do nothing */
/* A frame's draw items, what a backend consumes: the list cleared, the kinds' items, then each part's in its order.
   A backend calls this alone: it names no producer. */
void plume_world_collect_draws(plume_system *sys, struct plume_draw_list *list, const float view[16],
                               const float view_projection[16], int include_idle);

/* The kind that draws `kind`'s particles at another render order (every instance of a kind is one draw, so an order is
   a kind): `kind` itself at its own order, else the copy named "<name>@<order>", made at first use (the same mesh,
   look, texture and capacity; the pool its own). *made (read when it succeeds): 1 when the copy was made by this call, 0 when found. */
plume_status plume_kind_at_order(plume_system *sys, uint32_t kind, int32_t render_order, uint32_t *out_kind, int *made);

#endif
