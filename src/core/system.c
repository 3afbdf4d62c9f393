/* system.c — kinds, textures, spawning, time and stats: the core behind plume.h. */
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <cglm/cglm.h>
#include <stb/stb_sprintf.h>

#include "curve.h"
#include "error.h"
#include "grow.h"
#include "handle_table.h"
#include "look.h"
#include "obj_parse.h"
#include "system_internal.h"
#include "texture_art.h"

static const uint8_t WHITE[4] = {255, 255, 255, 255};

plume_system *plume_system_create(const plume_system_desc *desc)
{
    plume_clear_error();
    plume_system *sys = calloc(1, sizeof *sys);
    if (!sys) {
        plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory creating a particle system");
        return NULL;
    }
    sys->textures.tag = PLUME_TABLE_TEXTURES;
    uint32_t seed = desc && desc->seed ? desc->seed : PLUME_DEFAULT_SEED;
    plume_rng_seed(&sys->rng, seed);
    if (plume_image_solid(1, 1, WHITE, &sys->white)) {
        free(sys);
        return NULL;
    }
    return sys;
}

static void kind_free(plume_kind *kind)
{
    if (!kind) return;
    free(kind->name);
    free(kind->vertices);
    free(kind->indices);
    plume_pool_free(&kind->pool);
    free(kind);
}

static void free_image(plume_image *image)
{
    if (!image) return;
    plume_image_free(image);
    free(image);
}

void plume_system_destroy(plume_system *sys)
{
    if (!sys) return;
    for (uint32_t i = 0; i < sys->kind_count; i++) kind_free(sys->kinds[i]);
    free(sys->kinds);
    free(sys->kind_floors);
    free(sys->kind_uses);
    for (uint32_t i = 0; i < sys->textures.capacity; i++) free_image(sys->textures.slots[i]);
    plume_table_free(&sys->textures);
    plume_image_free(&sys->white);
    for (uint32_t p = sys->part_count; p-- > 0;)
        if (sys->parts[p]->free) sys->parts[p]->free(sys); /* effects before the groups they play in */
    free(sys);
}

/* Texture ids are the texture table's (handle_table.h); draw items name a texture by its table slot
   + 1, so 0 stays the white default. */
uint32_t plume_texture_id(const plume_system *sys, uint32_t slot)
{
    if (slot == 0) return 0;
    return plume_table_id(&sys->textures, slot - 1);
}

uint32_t plume_texture_slots(const plume_system *sys) { return sys->textures.capacity; }

plume_status plume_texture_reference(const plume_system *sys, uint32_t texture, uint32_t *out_slot)
{
    *out_slot = texture ? plume_texture_slot(sys, texture) : 0;
    if (texture && !*out_slot)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "texture %u does not exist (destroyed, or never loaded)", texture);
    return PLUME_OK;
}

uint32_t plume_texture_slot(const plume_system *sys, uint32_t texture)
{
    return plume_table_find(&sys->textures, texture) ? plume_table_slot(texture) + 1u : 0;
}

plume_status plume_texture_add(plume_system *sys, plume_image *image, uint32_t *out_texture)
{
    plume_status status = plume_table_put(&sys->textures, image, "textures", out_texture);
    if (status) free_image(image);
    return status;
}

plume_status plume_create_texture_rgba(plume_system *sys, const uint8_t *rgba, uint32_t width, uint32_t height,
                                       uint32_t *out_texture)
{
    plume_clear_error();
    *out_texture = 0;
    plume_image *image = calloc(1, sizeof *image);
    if (!image) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory loading a texture");
    plume_status status = plume_image_from_rgba(rgba, width, height, image);
    if (status) {
        free(image);
        return status;
    }
    return plume_texture_add(sys, image, out_texture);
}

plume_status plume_adopt_texture_rgba(plume_system *sys, uint8_t *rgba, uint32_t width, uint32_t height,
                                      uint32_t *out_texture)
{
    plume_clear_error();
    *out_texture = 0;
    plume_image *image = calloc(1, sizeof *image);
    plume_status status = image ? plume_image_check_rgba(rgba, width, height)
                                : plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory loading a texture");
    if (status) {
        free(rgba);
        free(image);
        return status;
    }
    status = plume_image_adopt(rgba, (int)width, (int)height, image); /* rgba is the image's now, or freed */
    if (status) {
        free(image);
        return status;
    }
    return plume_texture_add(sys, image, out_texture);
}

/* plume_create_texture (PNG or JPEG bytes through stb_image) is in texture_decode.c: a build that never
   calls it (the web module: the browser decodes) links no decoder. */

plume_status plume_create_generated_texture(plume_system *sys, const char *name, uint32_t *out_texture,
                                            uint32_t out_atlas[2])
{
    plume_clear_error();
    *out_texture = 0;
    plume_image *image = calloc(1, sizeof *image);
    if (!image) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory generating a texture");
    uint32_t atlas[2];
    plume_status status = plume_art_generate(name, image, &atlas[0], &atlas[1]);
    if (status) {
        free_image(image);
        return status;
    }
    status = plume_texture_add(sys, image, out_texture);
    if (!status && out_atlas) memcpy(out_atlas, atlas, sizeof atlas);
    return status;
}

float plume_drawn_light_strength(const plume_system *sys, uint32_t slot, float strength)
{
    return plume_system_texture(sys, slot)->normals ? -strength : strength;
}

plume_status plume_texture_size(const plume_system *sys, uint32_t texture, uint32_t *out_width, uint32_t *out_height)
{
    plume_clear_error();
    const plume_image *image = plume_table_find(&sys->textures, texture);
    if (!image) return plume_table_stale(PLUME_TABLE_TEXTURES, texture, "texture", "was destroyed (or never existed)");
    if (out_width) *out_width = (uint32_t)image->width;
    if (out_height) *out_height = (uint32_t)image->height;
    return PLUME_OK;
}

plume_status plume_destroy_texture(plume_system *sys, uint32_t texture)
{
    plume_clear_error();
    uint32_t slot = plume_texture_slot(sys, texture);
    if (!slot) return plume_table_stale(PLUME_TABLE_TEXTURES, texture, "texture", "does not exist (destroyed, or never loaded)");
    for (uint32_t k = 0; k < sys->kind_count; k++) {
        if (sys->kinds[k] && sys->kinds[k]->texture == slot)
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT,
                              "texture %u is used by particle kind '%s': undefine the kind first", texture,
                              sys->kinds[k]->name);
    }
    for (uint32_t p = sys->part_count; p-- > 0;) {
        const char *user = sys->parts[p]->use_texture ? sys->parts[p]->use_texture(sys, slot) : NULL;
        if (user) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "texture %u is used by %s", texture, user);
    }
    free_image(plume_table_take(&sys->textures, texture));
    return PLUME_OK;
}

const plume_image *plume_system_texture(const plume_system *sys, uint32_t slot)
{
    static const plume_image destroyed; /* pixels == NULL */
    if (!slot) return &sys->white;
    const plume_image *image = slot <= sys->textures.capacity ? sys->textures.slots[slot - 1] : NULL;
    return image ? image : &destroyed;
}

/* A zero setting takes the default; anything else must be a positive finite number. */
static plume_status resolve_positive(float value, float fallback, const char *what, float *out)
{
    if (value == 0.0f) {
        *out = fallback;
        return PLUME_OK;
    }
    if (!isfinite(value) || value < 0.0f) {
        char number[32];
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "%s must be a positive finite number, got %s", what,
                          plume_format_number(value, number));
    }
    *out = value;
    return PLUME_OK;
}

/* Keys and atlas as the emitters check theirs (curve.c: counts, values, times, eases). */
static plume_status check_kind_keys(const plume_kind_keys *keys)
{
    plume_status status = plume_curve_check("size", keys->size_count, keys->size, 1, keys->size_times, keys->size_ease);
    if (!status)
        status = plume_curve_check("color", keys->color_count, keys->color, 4, keys->color_times, keys->color_ease);
    if (status) return status;
    _Static_assert(PLUME_KIND_MAX_ATLAS_SIDE == 64, "plume_atlas_check's 64 a side");
    status = plume_atlas_check(keys->atlas_cols, keys->atlas_rows, keys->atlas_frames);
    if (status) return status;
    if (!isfinite(keys->atlas_fps) || keys->atlas_fps < 0.0f || keys->atlas_fps > 1e6f)
        return plume_fail_number("atlas.fps", keys->atlas_fps, "a finite number of frames a second from 0 to 1e6");
    return PLUME_OK;
}

/* The index a new kind takes: the lowest an undefined kind left whose generations are not nearly spent, else the
   next (PLUME_MAX_KINDS when none is left). */
#define KIND_FLOOR_MAX (PLUME_GENERATION_MAX - (1u << 20)) /* an index this worn is not used again */
static uint32_t free_kind_index(const plume_system *sys)
{
    for (uint32_t i = 0; i < sys->kind_count; i++)
        if (!sys->kinds[i] && sys->kind_floors[i] < KIND_FLOOR_MAX && sys->kind_uses[i] < PLUME_KIND_USES_MAX - 1u) return i;
    /* above the count: the first whose ids are not spent (a later one would name an old kind) */
    uint32_t next = sys->kind_count;
    while (next < PLUME_MAX_KINDS && next < sys->kind_capacity && sys->kind_uses[next] >= PLUME_KIND_USES_MAX - 1u) next++;
    return next;
}

static plume_status validate_kind_desc(const plume_system *sys, const char *name, const plume_kind_desc *desc)
{
    if (!name || !name[0]) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "a particle kind needs a non-empty name");
    if (plume_find_kind(sys, name))
        return plume_fail(PLUME_ERR_DUPLICATE_KIND, "particle kind '%s' is already defined", name);
    if (free_kind_index(sys) == PLUME_MAX_KINDS)
        return plume_fail(PLUME_ERR_LIMIT, "too many particle kinds (at most %u defined at once: undefine the ones no "
                          "longer drawn)", PLUME_MAX_KINDS);
    if (!desc || !desc->mesh_obj)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle kind '%s' needs a mesh (OBJ text)", name);
    uint32_t texture_slot;
    if (plume_texture_reference(sys, desc->texture, &texture_slot))
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle kind '%s': texture %u does not exist (destroyed, or never "
                          "loaded)", name, desc->texture);
    if ((unsigned)desc->blend > PLUME_BLEND_ADDITIVE_IGNORE_ALPHA)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle kind '%s': unknown blend mode %d", name,
                          (int)desc->blend);
    if ((unsigned)desc->billboard > PLUME_KIND_BILLBOARD_AXIS)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle kind '%s': unknown billboard %d", name,
                          (int)desc->billboard);
    if ((unsigned)desc->fade > PLUME_FADE_NONE)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle kind '%s': unknown fade %d", name, (int)desc->fade);
    const float *colors[2] = {desc->start_color, desc->end_color};
    for (int c = 0; c < 2; c++)
        for (int i = 0; colors[c] && i < 4; i++)
            if (!isfinite(colors[c][i]) || colors[c][i] < 0.0f) {
                char number[32];
                return plume_fail(PLUME_ERR_INVALID_ARGUMENT,
                                  "particle kind '%s': %s[%d] is %s; colour components are finite numbers >= 0",
                                  name, c ? "endColor" : "startColor", i, plume_format_number(colors[c][i], number));
            }
    /* look.volume is accepted: a mesh has its own depth, and draws with it as it is */
    if (plume_look_check(&desc->look) || check_kind_keys(&desc->keys)) {
        char why[256]; /* the message is rewritten from the buffer it sits in */
        stbsp_snprintf(why, sizeof why, "%s", plume_last_error());
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle kind '%s': %s", name, why);
    }
    if (!isfinite(desc->soft) || desc->soft < 0.0f) {
        char number[32];
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle kind '%s': soft is %s; a finite distance >= 0", name,
                          plume_format_number(desc->soft, number));
    }
    if (desc->capacity > PLUME_MAX_CAPACITY)
        return plume_fail(PLUME_ERR_LIMIT, "particle kind '%s': capacity %u exceeds the maximum %u", name,
                          desc->capacity, PLUME_MAX_CAPACITY);
    return PLUME_OK;
}

/* Parses both keyframes and interleaves them into the kind's vertex array. */
static plume_status build_mesh(plume_kind *kind, const plume_kind_desc *desc)
{
    plume_mesh start, end = {0};
    plume_status status = plume_obj_parse(desc->mesh_obj, strlen(desc->mesh_obj), &start);
    if (status) return plume_fail(status, "mesh: %s", plume_last_error());
    if (desc->mesh2_obj) {
        status = plume_obj_parse(desc->mesh2_obj, strlen(desc->mesh2_obj), &end);
        if (status) {
            plume_mesh_free(&start);
            return plume_fail(status, "mesh2: %s", plume_last_error());
        }
        if (end.vertex_count != start.vertex_count) {
            status = plume_fail(PLUME_ERR_KEYFRAME_MISMATCH,
                                "mesh2 has %u vertices but mesh has %u: both keyframes need the same vertex count",
                                end.vertex_count, start.vertex_count);
            plume_mesh_free(&start);
            plume_mesh_free(&end);
            return status;
        }
    }
    kind->vertices = malloc((size_t)start.vertex_count * PLUME_VERTEX_FLOATS * sizeof(float));
    if (!kind->vertices) {
        plume_mesh_free(&start);
        plume_mesh_free(&end);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for %u vertices", start.vertex_count);
    }
    const float *end_positions = desc->mesh2_obj ? end.positions : start.positions;
    for (uint32_t v = 0; v < start.vertex_count; v++) {
        float *out = &kind->vertices[v * PLUME_VERTEX_FLOATS];
        memcpy(out, &start.positions[v * 3], 3 * sizeof(float));
        memcpy(out + 3, &end_positions[v * 3], 3 * sizeof(float));
        memcpy(out + 6, &start.uvs[v * 2], 2 * sizeof(float));
    }
    kind->vertex_count = start.vertex_count;
    kind->index_count = start.index_count;
    kind->indices = start.indices; /* keyframes share the start mesh's topology */
    start.indices = NULL;
    kind->geometry = (plume_geometry){.vertices = kind->vertices,
                                      .vertex_count = kind->vertex_count,
                                      .vertex_floats = PLUME_VERTEX_FLOATS,
                                      .indices = kind->indices,
                                      .index_count = kind->index_count};
    plume_mesh_free(&start);
    plume_mesh_free(&end);
    return PLUME_OK;
}

/* A keyed kind's rows after the look (system_internal.h's PLUME_KIND_KEY_*), packed as the emitters pack theirs:
   times evenly spaced where none were given, the last key repeated. Without colour keys, the start and end colours
   are two keys; without size keys the shader takes the spawn's sizes. */
static void set_keys(plume_kind *kind, const plume_kind_desc *desc, const float *start, const float *end)
{
    const plume_kind_keys *k = &desc->keys;
    uint32_t cols = k->atlas_cols ? k->atlas_cols : 1, rows = k->atlas_rows ? k->atlas_rows : 1;
    kind->size_keyed = k->size_count > 0;
    kind->keyed = kind->size_keyed || k->color_count > 0 || cols * rows > 1;
    if (!kind->keyed) return;
    float colors[PLUME_MAX_KEYS * 4];
    uint32_t color_count = k->color_count;
    if (color_count) memcpy(colors, k->color, sizeof colors);
    else {
        color_count = 2;
        memcpy(colors, start, 4 * sizeof(float));
        memcpy(colors + 4, end, 4 * sizeof(float));
    }
    static const float even[PLUME_MAX_KEYS];
    float size_times[PLUME_MAX_KEYS], color_times[PLUME_MAX_KEYS];
    plume_curve_times(k->size_count ? k->size_count : 1, k->size_times, size_times);
    plume_curve_times(color_count, k->color_count ? k->color_times : even, color_times);
    float *u = kind->look;
    u[18] = (float)(k->atlas_random_start != 0);
    const float counts[8] = {(float)k->size_count, (float)color_count, (float)k->size_ease, (float)k->color_ease,
                             (float)cols, (float)rows, k->atlas_fps,
                             (float)(k->atlas_frames ? k->atlas_frames : cols * rows)};
    memcpy(u + PLUME_KIND_KEY_COUNTS * 4, counts, sizeof counts);
    for (uint32_t i = 0; i < PLUME_MAX_KEYS; i++) {
        uint32_t size_key = k->size_count == 0 ? 0 : i < k->size_count ? i : k->size_count - 1;
        uint32_t color_key = i < color_count ? i : color_count - 1;
        float *row = u + (PLUME_KIND_KEY_ROWS + i) * 4;
        row[0] = size_times[i];
        row[1] = k->size[size_key];
        row[2] = color_times[i];
        row[3] = 0.0f;
        memcpy(u + (PLUME_KIND_KEY_COLORS + i) * 4, colors + color_key * 4, 4 * sizeof(float));
    }
}

/* The pipeline's per-kind uniforms: colours and how the fade applies. */
static void set_look(const plume_system *sys, plume_kind *kind, const plume_kind_desc *desc)
{
    static const float WHITE_RGBA[4] = {1, 1, 1, 1};
    const float *start = desc->start_color ? desc->start_color : WHITE_RGBA;
    const float *end = desc->end_color ? desc->end_color : start;
    memcpy(kind->look, start, 4 * sizeof(float));
    memcpy(kind->look + 4, end, 4 * sizeof(float));
    /* blend modes that ignore alpha need the colour faded too */
    int alpha_ignored = desc->blend == PLUME_BLEND_PREMULTIPLIED || desc->blend == PLUME_BLEND_ADDITIVE_IGNORE_ALPHA;
    float *fade = kind->look + 8;
    fade[0] = desc->fade == PLUME_FADE_BOOK ? 1.0f : 0.0f;
    fade[1] = desc->fade == PLUME_FADE_LINEAR ? 1.0f : 0.0f;
    fade[2] = alpha_ignored ? 1.0f : 0.0f;
    kind->look[PLUME_KIND_LOOK_FACING] = (float)desc->billboard; /* the vertex shader's facing */
    plume_look look = desc->look;
    plume_look_settle(&look);
    const float vertex_look[8] = {look.light[0], look.light[1], look.light[2],
                                  plume_drawn_light_strength(sys, kind->texture, look.light_strength),
                                  look.hue_shift * 0.017453292519943295f, look.erosion, 0.0f, 0.0f};
    memcpy(kind->look + 12, vertex_look, sizeof vertex_look);
    set_keys(kind, desc, start, end);
}

/* 1 when a part of the world draws kind `kind` (a C effect's mesh layer). */
static int world_uses_kind(const plume_system *sys, uint32_t kind)
{
    for (uint32_t p = 0; p < sys->part_count; p++)
        if (sys->parts[p]->use_kind && sys->parts[p]->use_kind(sys, kind)) return 1;
    return 0;
}

void plume_world_add_part(plume_system *sys, const plume_world_part *part)
{
    uint32_t at = 0;
    for (; at < sys->part_count; at++) {
        if (sys->parts[at] == part) return;
        if (sys->parts[at]->order > part->order) break;
    }
    if (sys->part_count == PLUME_WORLD_MAX_PARTS) return; /* four parts exist: this cannot happen */
    memmove(&sys->parts[at + 1], &sys->parts[at], (sys->part_count - at) * sizeof sys->parts[0]);
    sys->parts[at] = part;
    sys->part_count++;
}

/* Puts a made kind at the lowest free index (freed, with its name, on failure). */
static plume_status place_kind(plume_system *sys, plume_kind *kind, uint32_t *out_kind)
{
    uint32_t index = free_kind_index(sys);
    if (index == PLUME_MAX_KINDS) {
        plume_status status = plume_fail(PLUME_ERR_LIMIT, "too many particle kinds (at most %u defined at once: undefine "
                                         "the ones no longer drawn)", PLUME_MAX_KINDS);
        kind_free(kind);
        return status;
    }
    /* the three arrays by index, grown alike (each keeps its old room where a later one fails) */
    uint32_t kinds_room = sys->kind_capacity, floors_room = sys->kind_capacity, uses_room = sys->kind_capacity;
    if (!plume_grow(&sys->kinds, &kinds_room, (uint64_t)index + 1, sizeof *sys->kinds) ||
        !plume_grow(&sys->kind_floors, &floors_room, (uint64_t)index + 1, sizeof *sys->kind_floors) ||
        !plume_grow(&sys->kind_uses, &uses_room, (uint64_t)index + 1, sizeof *sys->kind_uses)) {
        plume_status status = plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory defining kind '%s'", kind->name);
        kind_free(kind);
        return status;
    }
    sys->kind_capacity = uses_room;
    kind->pool.generation_base = sys->kind_floors[index];
    /* a backend holding objects of an earlier kind at this index (of this world or one before it) makes them afresh */
    static uint32_t kinds_placed; /* every world's: a backend may outlive its world, or draw another */
    if (++kinds_placed == 0) kinds_placed = 1; /* 0 means "one thing only" to a backend */
    kind->resource_id = kinds_placed;
    sys->kinds[index] = kind;
    if (index >= sys->kind_count) sys->kind_count = index + 1; /* above spent ones: they stay holes */
    *out_kind = plume_kind_id(index, sys->kind_uses[index]++);
    return PLUME_OK;
}

plume_status plume_kind_at_order(plume_system *sys, uint32_t kind_id, int32_t render_order, uint32_t *out_kind, int *made)
{
    plume_clear_error();
    *out_kind = 0;
    *made = 0;
    const plume_kind *base = plume_kind_find(sys, kind_id);
    if (!base) return plume_fail(PLUME_ERR_STALE_HANDLE, "particle kind %u does not exist", kind_id);
    if (base->render_order == render_order) {
        *out_kind = kind_id;
        return PLUME_OK;
    }
    size_t name_bytes = strlen(base->name) + 16; /* "@" and an int32 */
    char *name = malloc(name_bytes);
    if (!name) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory copying kind '%s'", base->name);
    stbsp_snprintf(name, (int)name_bytes, "%s@%d", base->name, (int)render_order);
    uint32_t found = plume_find_kind(sys, name);
    plume_kind *kind = found ? NULL : malloc(sizeof *kind);
    if (found || !kind) {
        free(name);
        *out_kind = found;
        return found ? PLUME_OK : plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory copying kind '%s'", base->name);
    }
    *kind = *base; /* its look, keys, texture, blend and sizes; the arrays and the pool its own */
    size_t vertex_bytes = (size_t)base->vertex_count * PLUME_VERTEX_FLOATS * sizeof(float);
    size_t index_bytes = (size_t)base->index_count * sizeof(uint16_t);
    kind->name = name;
    kind->vertices = malloc(vertex_bytes ? vertex_bytes : 1);
    kind->indices = malloc(index_bytes ? index_bytes : 1);
    memset(&kind->pool, 0, sizeof kind->pool);
    kind->reserved = 0;
    kind->render_order = render_order;
    if (!kind->name || !kind->vertices || !kind->indices || plume_pool_init(&kind->pool, base->pool.capacity)) {
        kind_free(kind);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory copying kind '%s'", base->name);
    }
    memcpy(kind->vertices, base->vertices, vertex_bytes);
    memcpy(kind->indices, base->indices, index_bytes);
    kind->geometry.vertices = kind->vertices;
    kind->geometry.indices = kind->indices;
    *made = 1; /* (read only when placed) */
    return place_kind(sys, kind, out_kind);
}

plume_status plume_define_kind(plume_system *sys, const char *name, const plume_kind_desc *desc, uint32_t *out_kind)
{
    plume_clear_error();
    *out_kind = 0;
    plume_status status = validate_kind_desc(sys, name, desc);
    if (status) return status;
    plume_kind *kind = calloc(1, sizeof *kind);
    if (!kind) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory defining kind '%s'", name);
    status = resolve_positive(desc->start_size, PLUME_DEFAULT_START_SIZE, "startSize", &kind->start_size);
    if (!status) status = resolve_positive(desc->end_size, PLUME_DEFAULT_END_SIZE, "endSize", &kind->end_size);
    if (!status) status = resolve_positive(desc->max_age, PLUME_DEFAULT_MAX_AGE, "maxAge", &kind->max_age);
    if (!status) status = build_mesh(kind, desc);
    if (!status) status = plume_pool_init(&kind->pool, desc->capacity ? desc->capacity : PLUME_DEFAULT_CAPACITY);
    if (!status) {
        kind->name = malloc(strlen(name) + 1);
        if (!kind->name) status = plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory defining kind '%s'", name);
        else strcpy(kind->name, name);
    }
    if (status) {
        kind_free(kind);
        return plume_fail(status, "particle kind '%s': %s", name, plume_last_error());
    }
    kind->texture = desc->texture ? plume_texture_slot(sys, desc->texture) : 0;
    kind->blend = desc->blend;
    set_look(sys, kind, desc);
    kind->spin = !desc->no_spin;
    kind->point_down = desc->point_down != 0;
    kind->depth_test = desc->depth_test != 0;
    kind->soft = desc->soft;
    kind->render_order = desc->render_order;
    kind->no_sort = desc->no_sort != 0;
    return place_kind(sys, kind, out_kind);
}

plume_status plume_forget_last_kind(plume_system *sys, uint32_t kind)
{
    plume_clear_error();
    plume_kind *k = plume_kind_find(sys, kind);
    if (!k) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "forget: kind %u is not defined", kind);
    uint32_t index = plume_kind_index(kind);
    if (index + 1u != sys->kind_count) /* forgetting another would leave a hole below the count */
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "forget: kind %u ('%s') is not the last defined; only the most "
                          "recent kind can be forgotten", kind, k->name);
    /* instance handles name the kind by its index: a stale one of this kind could name an instance of the next
       kind defined there, so a kind that ever held an instance (alive, scheduled or dead) stays */
    if (k->pool.created)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "forget: kind %u ('%s') has had instances (%u alive); a kind that "
                          "ever held one stays (its old handles must never name another kind's)", kind, k->name,
                          k->pool.alive);
    if (world_uses_kind(sys, kind) || k->reserved)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "forget: kind %u ('%s') is the kind of an effect's mesh layer; destroy "
                          "the effect first", kind, k->name);
    kind_free(k);
    sys->kinds[--sys->kind_count] = NULL;
    while (sys->kind_count && !sys->kinds[sys->kind_count - 1] && !sys->kind_floors[sys->kind_count - 1]) sys->kind_count--;
    return PLUME_OK;
}

plume_status plume_undefine_kind(plume_system *sys, uint32_t kind)
{
    plume_clear_error();
    plume_kind *k = plume_kind_find(sys, kind);
    if (!k) return plume_fail(PLUME_ERR_STALE_HANDLE, "undefine: kind %u is not defined (never, or undefined already)", kind);
    uint32_t index = plume_kind_index(kind);
    if (k->pool.alive)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "undefine: kind %u ('%s') has %u live instances: kill them or let "
                          "them die first", kind, k->name, k->pool.alive);
    if (world_uses_kind(sys, kind) || k->reserved)
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "undefine: kind %u ('%s') is the kind of an effect's mesh layer; "
                          "destroy the effect first", kind, k->name);
    /* its index is used again by a later kind, whose generations start above every one handed out here */
    if (k->pool.generation_top > sys->kind_floors[index]) sys->kind_floors[index] = k->pool.generation_top;
    sys->undefined_created += k->pool.created;
    sys->undefined_recycled += k->pool.recycled;
    kind_free(k);
    sys->kinds[index] = NULL;
    return PLUME_OK;
}

uint32_t plume_kind_resource(const plume_system *sys, uint32_t kind)
{
    return plume_kind_find(sys, kind) ? PLUME_RESOURCE_MESH_KIND(plume_kind_index(kind)) : UINT32_MAX;
}

uint32_t plume_find_kind(const plume_system *sys, const char *name)
{
    if (!name) return 0;
    for (uint32_t i = 0; i < sys->kind_count; i++)
        if (sys->kinds[i] && !strcmp(sys->kinds[i]->name, name)) return plume_kind_id(i, sys->kind_uses[i] - 1u);
    return 0;
}

uint32_t plume_kind_count(const plume_system *sys) { return sys->kind_count; }

uint32_t plume_kind_positions(const plume_system *sys, uint32_t kind, float *out, uint32_t max)
{
    const plume_kind *k = plume_kind_find(sys, kind);
    uint32_t shown = 0;
    for (uint32_t slot = 0; k && slot < k->pool.created; slot++) {
        const plume_slot *s = &k->pool.slots[slot];
        if (!s->alive || s->birth > sys->now) continue;
        const float *record = &k->pool.records[(size_t)slot * PLUME_RECORD_FLOATS];
        if (out && shown < max)
            for (int i = 0; i < 3; i++) out[3 * shown + i] = record[4 * i + 3]; /* the model matrix's translation */
        shown++;
    }
    return shown;
}

float plume_system_gpu_time(const plume_system *sys) { return (float)(sys->now - sys->epoch); }

/* Writes the instance's model matrix (transform · spin about Y · optional flip about X) as the
   three affine rows the vertex shader reads. */
static void write_transform(const plume_kind *kind, const plume_slot *slot, const float transform[16], float *record)
{
    mat4 model;
    if (transform) memcpy(model, transform, sizeof model);
    else glm_mat4_identity(model);
    if (kind->spin) glm_rotate_y(model, slot->spin, model);
    if (kind->point_down) glm_rotate_x(model, GLM_PIf, model);
    for (int row = 0; row < 3; row++)
        for (int col = 0; col < 4; col++) record[row * 4 + col] = model[col][row];
}

static plume_status check_transform(const float transform[16])
{
    if (!transform) return PLUME_OK;
    for (int i = 0; i < 16; i++)
        if (!isfinite(transform[i]))
            return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "transform element %d is not a finite number", i);
    return PLUME_OK;
}

static plume_kind *kind_of_handle(const plume_system *sys, plume_instance instance, uint32_t *out_slot)
{
    if (instance >> PLUME_HANDLE_BITS) return NULL; /* forged: bits no handle has */
    uint32_t kind_index = (uint32_t)(instance >> PLUME_HANDLE_SLOT_BITS) & ((1u << PLUME_HANDLE_KIND_BITS) - 1);
    uint32_t slot = plume_handle_slot(instance);
    uint32_t generation = (uint32_t)(instance >> (PLUME_HANDLE_SLOT_BITS + PLUME_HANDLE_KIND_BITS));
    if (kind_index >= sys->kind_count || generation == 0) return NULL;
    plume_kind *kind = sys->kinds[kind_index];
    if (!kind || slot >= kind->pool.created) return NULL;
    const plume_slot *s = &kind->pool.slots[slot];
    if (!s->alive || s->generation != generation) return NULL;
    *out_slot = slot;
    return kind;
}

plume_instance plume_spawn(plume_system *sys, uint32_t kind_handle, const float transform[16], float max_age,
                           float start_size, float end_size)
{
    return plume_spawn_aged(sys, kind_handle, transform, max_age, start_size, end_size, 0.0);
}

plume_instance plume_spawn_aged(plume_system *sys, uint32_t kind_handle, const float transform[16], float max_age,
                                float start_size, float end_size, double age)
{
    return plume_spawn_spun(sys, kind_handle, transform, max_age, start_size, end_size, age, NULL);
}

plume_instance plume_spawn_spun(plume_system *sys, uint32_t kind_handle, const float transform[16], float max_age,
                                float start_size, float end_size, double age, const float *spin)
{
    plume_clear_error();
    if (sys->kind_count == 0) {
        plume_fail(PLUME_ERR_NO_KINDS, "no particle kinds are defined yet: define one before spawning");
        return 0;
    }
    plume_kind *kind = plume_kind_find(sys, kind_handle);
    if (!kind) {
        plume_fail(PLUME_ERR_UNKNOWN_KIND, "unknown particle kind %u", kind_handle);
        return 0;
    }
    float age_limit, size1, size2;
    if (resolve_positive(max_age, kind->max_age, "maxAge", &age_limit) ||
        resolve_positive(start_size, kind->start_size, "startSize", &size1) ||
        resolve_positive(end_size, kind->end_size, "endSize", &size2) || check_transform(transform))
        return 0;
    if (kind->size_keyed && (start_size != 0.0f || end_size != 0.0f)) {
        plume_fail(PLUME_ERR_INVALID_ARGUMENT, "particle kind '%s' has size keys (its scale over life): a spawn of it "
                   "takes no startSize or endSize", kind->name);
        return 0;
    }
    /* an age at or past maxAge would be dead at birth; a birth more than PLUME_MAX_START_AGE away is a unit mistake */
    if (!isfinite(age) || age >= (double)age_limit || age < -PLUME_MAX_START_AGE || age > PLUME_MAX_START_AGE) {
        char number[32], limit[32];
        plume_fail(PLUME_ERR_INVALID_ARGUMENT, "age must be a finite number of ms below maxAge (%s) and within 1e9 of 0, got %s",
                   plume_format_number(age_limit, limit), plume_format_number(age, number));
        return 0;
    }
    double birth = sys->now - age;

    uint32_t slot;
    if (plume_pool_acquire(&kind->pool, birth, birth + age_limit, &slot)) return 0;
    plume_slot *s = &kind->pool.slots[slot];
    s->spin = spin ? *spin : plume_rng_range(&sys->rng, -GLM_PIf, GLM_PIf);
    float *record = &kind->pool.records[(size_t)slot * PLUME_RECORD_FLOATS];
    write_transform(kind, s, transform, record);
    record[PLUME_RECORD_BIRTH] = (float)(birth - sys->epoch);
    record[PLUME_RECORD_MAX_AGE] = age_limit;
    record[PLUME_RECORD_START_SIZE] = size1;
    record[PLUME_RECORD_END_SIZE] = size2;
    plume_pool_mark_dirty(&kind->pool, slot, slot + 1);
    return plume_handle_make(plume_kind_index(kind_handle), slot, s->generation);
}

plume_status plume_set_transform(plume_system *sys, plume_instance instance, const float transform[16])
{
    plume_clear_error();
    uint32_t slot;
    plume_kind *kind = kind_of_handle(sys, instance, &slot);
    if (!kind) return plume_fail(PLUME_ERR_STALE_HANDLE, "instance %" PRIu64 " is not alive", instance);
    plume_status status = check_transform(transform);
    if (status) return status;
    write_transform(kind, &kind->pool.slots[slot], transform,
                    &kind->pool.records[(size_t)slot * PLUME_RECORD_FLOATS]);
    plume_pool_mark_dirty(&kind->pool, slot, slot + 1);
    return PLUME_OK;
}

plume_status plume_kill(plume_system *sys, plume_instance instance)
{
    plume_clear_error();
    uint32_t slot;
    plume_kind *kind = kind_of_handle(sys, instance, &slot);
    if (!kind) return plume_fail(PLUME_ERR_STALE_HANDLE, "instance %" PRIu64 " is not alive", instance);
    plume_pool_release(&kind->pool, slot);
    kind->pool.records[(size_t)slot * PLUME_RECORD_FLOATS + PLUME_RECORD_MAX_AGE] = -1.0f; /* the shader hides it */
    plume_pool_mark_dirty(&kind->pool, slot, slot + 1);
    return PLUME_OK;
}

int plume_is_alive(const plume_system *sys, plume_instance instance)
{
    uint32_t slot;
    return kind_of_handle(sys, instance, &slot) != NULL;
}

/* Moves the GPU's time zero to now, rewriting the record of every slot that can ever be drawn
   again (every created slot, not just those below draw_count: draw_count grows back over dead
   slots, and a dead record left with an old-epoch birth time would be drawn again as a ghost once
   the new clock reached it). One upload per kind every ~17 minutes. */
static void rebase_epoch(plume_system *sys)
{
    sys->epoch = sys->now;
    sys->epoch_generation++;
    for (uint32_t p = 0; p < sys->part_count; p++)
        if (sys->parts[p]->rebase) sys->parts[p]->rebase(sys);
    for (uint32_t k = 0; k < sys->kind_count; k++) {
        if (!sys->kinds[k]) continue;
        plume_pool *pool = &sys->kinds[k]->pool;
        for (uint32_t slot = 0; slot < pool->created; slot++) {
            float *record = &pool->records[(size_t)slot * PLUME_RECORD_FLOATS];
            if (pool->slots[slot].alive) record[PLUME_RECORD_BIRTH] = (float)(pool->slots[slot].birth - sys->epoch);
            else record[PLUME_RECORD_MAX_AGE] = -1.0f;
        }
        plume_pool_mark_dirty(pool, 0, pool->created);
    }
}

plume_status plume_step(plume_system *sys, double ms)
{
    plume_clear_error();
    if (!isfinite(ms) || ms < 0.0) {
        char number[32];
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "step needs a finite, non-negative number of ms, got %s",
                          plume_format_number(ms, number));
    }
    double next = sys->now + ms;
    if (next > PLUME_MAX_TIME_MS) {
        char step[32], now[32];
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT,
                          "step of %s ms would take the clock from %s ms past 2^48 ms (8,900 years)",
                          plume_format_number(ms, step), plume_format_exact(sys->now, now));
    }
    if (ms > 0.0 && next == sys->now) {
        char step[32], now[32];
        return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "step of %s ms is too small to move the clock at %s ms",
                          plume_format_number(ms, step), plume_format_exact(sys->now, now));
    }
    sys->now = next;
    for (uint32_t p = 0; p < sys->part_count; p++)
        if (sys->parts[p]->step) sys->parts[p]->step(sys, ms);
    for (uint32_t k = 0; k < sys->kind_count; k++)
        if (sys->kinds[k]) plume_pool_expire(&sys->kinds[k]->pool, sys->now);
    if (sys->now - sys->epoch > PLUME_EPOCH_SPAN_MS) rebase_epoch(sys);
    return PLUME_OK;
}

double plume_time(const plume_system *sys) { return sys->now; }

plume_stats plume_get_stats(const plume_system *sys)
{
    plume_stats stats = {0};
    stats.particles_created = (uint32_t)sys->undefined_created;
    stats.recycled = (uint32_t)sys->undefined_recycled;
    for (uint32_t k = 0; k < sys->kind_count; k++) {
        if (!sys->kinds[k]) continue;
        stats.particles_created += sys->kinds[k]->pool.created;
        stats.particles_active += sys->kinds[k]->pool.alive;
        stats.recycled += sys->kinds[k]->pool.recycled;
    }
    stats.total_polycount = sys->last_polycount;
    stats.draw_calls = sys->last_draw_calls;
    for (uint32_t p = 0; p < sys->part_count; p++)
        if (sys->parts[p]->count) sys->parts[p]->count(sys, &stats);
    stats.uploaded_bytes = sys->last_uploaded_bytes;
    return stats;
}

void plume_world_collect_draws(plume_system *sys, plume_draw_list *list, const float view[16],
                               const float view_projection[16], int include_idle)
{
    plume_system_collect_draws(sys, list, include_idle);
    for (uint32_t p = 0; p < sys->part_count; p++)
        if (sys->parts[p]->collect_draws) sys->parts[p]->collect_draws(sys, list, view, view_projection, include_idle);
}

void plume_system_collect_draws(plume_system *sys, plume_draw_list *list, int include_idle)
{
    plume_draw_list_clear(list, plume_system_gpu_time(sys));
    for (uint32_t k = 0; k < sys->kind_count; k++) {
        plume_kind *kind = sys->kinds[k];
        if (!kind || (kind->pool.alive == 0 && !include_idle)) continue;
        plume_draw_item *item = plume_draw_list_add(list);
        if (!item) return; /* out of memory: counted in list->dropped, the render fails */
        item->pipeline = kind->keyed ? PLUME_PIPELINE_MESH_KEYED : PLUME_PIPELINE_MESH;
        item->blend = kind->blend;
        item->depth_test = (uint32_t)kind->depth_test;
        item->soft = kind->soft;
        item->order = kind->render_order;
        static const uint8_t translation[3] = {3, 7, 11};
        plume_pool_center(&kind->pool, translation, item->center);
        if (!plume_blend_commutes(item->blend) && !kind->no_sort) item->position_at = translation; /* its instances far to near */
        item->texture = kind->texture;
        item->resource = PLUME_RESOURCE_MESH_KIND(k);
        item->resource_id = kind->resource_id;
        item->geometry = &kind->geometry;
        item->instances = &kind->pool;
        item->instance_count = kind->pool.draw_count;
        item->polygons = kind->pool.alive * (kind->index_count / 3);
        item->uniforms = kind->look;
        /* the rest of look is the vertex shader's (gl_pipeline_mesh.c); a keyed kind's vertex shader takes it all */
        item->uniform_vec4s = kind->keyed ? PLUME_KIND_KEYED_VEC4S : PLUME_KIND_ITEM_VEC4S;
    }
}

void plume_system_record_frame(plume_system *sys, uint32_t draw_calls, uint32_t polycount, uint32_t uploaded_bytes)
{
    sys->last_draw_calls = draw_calls;
    sys->last_polycount = polycount;
    sys->last_uploaded_bytes = uploaded_bytes;
}
