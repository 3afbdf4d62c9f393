#include "obj_parse.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "grow.h"

/* A growable array of floats or ints; the parser's only allocations. */
typedef struct float_list {
    float *data;
    size_t count;
    uint32_t capacity;
} float_list;

typedef struct u32_list {
    uint32_t *data;
    size_t count;
    uint32_t capacity;
} u32_list;

static int push_float(float_list *list, float value)
{
    if (!plume_grow(&list->data, &list->capacity, (uint64_t)list->count + 1, sizeof(float))) return 0;
    list->data[list->count++] = value;
    return 1;
}

static int push_u32(u32_list *list, uint32_t value)
{
    if (!plume_grow(&list->data, &list->capacity, (uint64_t)list->count + 1, sizeof(uint32_t))) return 0;
    list->data[list->count++] = value;
    return 1;
}

/* Open-addressing map from a (position, texcoord) pair to the output vertex that holds it. */
typedef struct corner_map {
    uint64_t *keys; /* 0 = empty; key = ((v+1) << 32) | (vt+1) */
    uint32_t *values;
    size_t capacity, count;
} corner_map;

static uint64_t hash_key(uint64_t key)
{
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdull;
    key ^= key >> 33;
    return key;
}

static int corner_map_grow(corner_map *map)
{
    size_t capacity = map->capacity ? map->capacity * 2 : 256;
    uint64_t *keys = calloc(capacity, sizeof *keys);
    uint32_t *values = malloc(capacity * sizeof *values);
    if (!keys || !values) {
        free(keys);
        free(values);
        return 0;
    }
    for (size_t i = 0; i < map->capacity; i++) {
        if (!map->keys[i]) continue;
        size_t slot = hash_key(map->keys[i]) & (capacity - 1);
        while (keys[slot]) slot = (slot + 1) & (capacity - 1);
        keys[slot] = map->keys[i];
        values[slot] = map->values[i];
    }
    free(map->keys);
    free(map->values);
    map->keys = keys;
    map->values = values;
    map->capacity = capacity;
    return 1;
}

/* Finds the pair's slot; *found says whether it already held the key. */
static size_t corner_map_slot(const corner_map *map, uint64_t key, int *found)
{
    size_t slot = hash_key(key) & (map->capacity - 1);
    while (map->keys[slot] && map->keys[slot] != key) slot = (slot + 1) & (map->capacity - 1);
    *found = map->keys[slot] == key;
    return slot;
}

typedef struct parser {
    float_list positions, texcoords;  /* as read: xyz, uv */
    float_list out_positions, out_uvs;
    u32_list out_indices;
    corner_map corners;
    size_t line;
} parser;

static void parser_free(parser *p)
{
    free(p->positions.data);
    free(p->texcoords.data);
    free(p->out_positions.data);
    free(p->out_uvs.data);
    free(p->out_indices.data);
    free(p->corners.keys);
    free(p->corners.values);
}

static plume_status out_of_memory(const parser *p)
{
    return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "OBJ line %zu: out of memory", p->line);
}

static char *next_token(char **cursor)
{
    char *s = *cursor;
    while (*s == ' ' || *s == '\t') s++;
    if (!*s) {
        *cursor = s;
        return NULL;
    }
    char *start = s;
    while (*s && *s != ' ' && *s != '\t') s++;
    if (*s) *s++ = '\0';
    *cursor = s;
    return start;
}

/* Exact powers of ten: a decimal with at most 15 significant digits and |exponent| <= 22 is then
   one correctly rounded multiplication or division (Clinger's fast path). */
static const double POWERS_OF_TEN[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                       1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* A decimal number, [+-]digits[.digits][(e|E)[+-]digits], as a finite float. Plume's own parser:
   libc's strtod brings long-double arithmetic into the wasm, and OBJ numbers are plain decimals. */
static int parse_float(const char *token, float *out)
{
    const char *s = token;
    int negative = *s == '-';
    if (*s == '-' || *s == '+') s++;
    uint64_t mantissa = 0;
    int digits = 0, significant = 0, exponent = 0;
    for (; *s >= '0' && *s <= '9'; s++, digits++) {
        if (significant < 19) {
            mantissa = mantissa * 10 + (uint64_t)(*s - '0');
            if (mantissa) significant++;
        } else {
            exponent++; /* digits past 19 only scale */
        }
    }
    if (*s == '.') {
        for (s++; *s >= '0' && *s <= '9'; s++, digits++) {
            if (significant < 19) {
                mantissa = mantissa * 10 + (uint64_t)(*s - '0');
                if (mantissa) significant++;
                exponent--;
            }
        }
    }
    if (digits == 0) return 0;
    if (*s == 'e' || *s == 'E') {
        s++;
        int exponent_negative = *s == '-';
        if (*s == '-' || *s == '+') s++;
        if (*s < '0' || *s > '9') return 0;
        int e = 0;
        for (; *s >= '0' && *s <= '9'; s++)
            if (e < 100000) e = e * 10 + (*s - '0');
        exponent += exponent_negative ? -e : e;
    }
    if (*s) return 0;
    double value = (double)mantissa;
    if (mantissa != 0) {
        if (exponent < -400) value = 0.0;
        else if (exponent > 400) value = INFINITY;
        else if (significant <= 15 && exponent >= -22 && exponent <= 22)
            value = exponent < 0 ? value / POWERS_OF_TEN[-exponent] : value * POWERS_OF_TEN[exponent];
        else {
            for (; exponent >= 22; exponent -= 22) value *= 1e22;
            for (; exponent <= -22; exponent += 22) value /= 1e22;
            value = exponent < 0 ? value / POWERS_OF_TEN[-exponent] : value * POWERS_OF_TEN[exponent];
        }
    }
    if (!isfinite(value) || value > 3.0e38) return 0;
    *out = (float)(negative ? -value : value);
    return 1;
}

/* Reads `count` required numbers then up to `optional` more, all finite; stores the first `stored`. */
static plume_status read_numbers(parser *p, char **cursor, const char *keyword, float *out, int count, int optional,
                                 int stored)
{
    for (int i = 0; i < count + optional; i++) {
        char *token = next_token(cursor);
        if (!token) {
            if (i < count)
                return plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: '%s' needs %d numbers, found %d", p->line,
                                  keyword, count, i);
            return PLUME_OK;
        }
        float ignored;
        if (!parse_float(token, i < stored ? &out[i] : &ignored))
            return plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: '%s' has '%s' where a finite number belongs",
                              p->line, keyword, token);
    }
    if (next_token(cursor))
        return plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: '%s' has more than %d numbers", p->line, keyword,
                          count + optional);
    return PLUME_OK;
}

/* Resolves one index field of a face corner: 1-based, or negative counted back from the end. */
static plume_status resolve_index(const parser *p, const char *field, size_t defined, const char *what,
                                  uint32_t *out)
{
    char *end;
    errno = 0;
    long value = strtol(field, &end, 10);
    if (end == field || *end || errno == ERANGE)
        return plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: bad %s index '%s'", p->line, what, field);
    long resolved = value > 0 ? value - 1 : (long)defined + value;
    if (value == 0 || resolved < 0 || (size_t)resolved >= defined)
        return plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: %s index %ld is out of range (%zu defined so far)",
                          p->line, what, value, defined);
    *out = (uint32_t)resolved;
    return PLUME_OK;
}

/* Parses "v", "v/vt", "v/vt/vn" or "v//vn" into the output vertex it names, adding it if new. */
static plume_status parse_corner(parser *p, char *token, uint32_t *out_vertex)
{
    char *fields[3] = {token, NULL, NULL};
    int field_count = 1;
    for (char *s = token; *s; s++) {
        if (*s != '/') continue;
        if (field_count == 3)
            return plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: face corner has too many '/' fields", p->line);
        *s = '\0';
        fields[field_count++] = s + 1;
    }
    uint32_t v, vt = UINT32_MAX;
    plume_status status = resolve_index(p, fields[0], p->positions.count / 3, "vertex", &v);
    if (status) return status;
    if (field_count >= 2 && fields[1][0]) {
        status = resolve_index(p, fields[1], p->texcoords.count / 2, "texture coordinate", &vt);
        if (status) return status;
    }
    if (field_count == 3 && !fields[2][0])
        return plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: empty normal index in face corner", p->line);

    if (p->corners.count * 2 >= p->corners.capacity && !corner_map_grow(&p->corners)) return out_of_memory(p);
    uint64_t key = ((uint64_t)(v + 1) << 32) | (uint64_t)(vt + 1u);
    int found;
    size_t slot = corner_map_slot(&p->corners, key, &found);
    if (found) {
        *out_vertex = p->corners.values[slot];
        return PLUME_OK;
    }
    uint32_t index = (uint32_t)(p->out_positions.count / 3);
    if (index >= PLUME_MAX_MESH_VERTICES)
        return plume_fail(PLUME_ERR_LIMIT, "OBJ line %zu: mesh has more than %u distinct vertices", p->line,
                          PLUME_MAX_MESH_VERTICES);
    const float *xyz = &p->positions.data[v * 3];
    float u = 0.0f, tv = 0.0f;
    if (vt != UINT32_MAX) {
        u = p->texcoords.data[vt * 2];
        tv = p->texcoords.data[vt * 2 + 1];
    }
    if (!push_float(&p->out_positions, xyz[0]) || !push_float(&p->out_positions, xyz[1]) ||
        !push_float(&p->out_positions, xyz[2]) || !push_float(&p->out_uvs, u) ||
        !push_float(&p->out_uvs, 1.0f - tv))
        return out_of_memory(p);
    p->corners.keys[slot] = key;
    p->corners.values[slot] = index;
    p->corners.count++;
    *out_vertex = index;
    return PLUME_OK;
}

static plume_status parse_face(parser *p, char **cursor)
{
    uint32_t first = 0, previous = 0;
    int corners = 0;
    for (char *token; (token = next_token(cursor)); corners++) {
        uint32_t vertex;
        plume_status status = parse_corner(p, token, &vertex);
        if (status) return status;
        if (corners >= 2) {
            if (!push_u32(&p->out_indices, first) || !push_u32(&p->out_indices, previous) ||
                !push_u32(&p->out_indices, vertex))
                return out_of_memory(p);
        }
        if (corners == 0) first = vertex;
        previous = vertex;
    }
    if (corners < 3)
        return plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: a face needs at least 3 corners, found %d", p->line,
                          corners);
    return PLUME_OK;
}

static plume_status parse_line(parser *p, char *line)
{
    char *cursor = line;
    char *keyword = next_token(&cursor);
    if (!keyword || keyword[0] == '#') return PLUME_OK;
    if (!strcmp(keyword, "v")) {
        float xyz[3];
        /* an optional w (rational curves) is accepted and ignored; vertex colours after xyz too */
        plume_status status = read_numbers(p, &cursor, "v", xyz, 3, 4, 3);
        if (status) return status;
        if (!push_float(&p->positions, xyz[0]) || !push_float(&p->positions, xyz[1]) ||
            !push_float(&p->positions, xyz[2]))
            return out_of_memory(p);
        return PLUME_OK;
    }
    if (!strcmp(keyword, "vt")) {
        float uv[2] = {0.0f, 0.0f};
        plume_status status = read_numbers(p, &cursor, "vt", uv, 1, 2, 2);
        if (status) return status;
        if (!push_float(&p->texcoords, uv[0]) || !push_float(&p->texcoords, uv[1])) return out_of_memory(p);
        return PLUME_OK;
    }
    if (!strcmp(keyword, "f")) return parse_face(p, &cursor);
    return PLUME_OK; /* vn, o, g, s, usemtl, mtllib, l, p and the rest: nothing Plume draws */
}

plume_status plume_obj_parse(const char *text, size_t length, plume_mesh *out)
{
    plume_clear_error();
    memset(out, 0, sizeof *out);
    if (!text) return plume_fail(PLUME_ERR_INVALID_ARGUMENT, "OBJ text is missing");
    char *copy = malloc(length + 1);
    if (!copy) return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory copying %zu bytes of OBJ text", length);
    memcpy(copy, text, length);
    copy[length] = '\0';

    parser p = {0};
    plume_status status = PLUME_OK;
    char *line = copy;
    for (size_t i = 0; i <= length && !status; i++) {
        char c = copy[i];
        if (c != '\n' && c != '\r' && c != '\0') continue;
        p.line++;
        if (c == '\0' && i < length) {
            status = plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ line %zu: contains a NUL byte", p.line);
            break;
        }
        copy[i] = '\0';
        status = parse_line(&p, line);
        if (c == '\r' && i + 1 <= length && copy[i + 1] == '\n') i++;
        line = &copy[i + 1];
    }
    free(copy);
    if (!status && p.out_indices.count == 0)
        status = plume_fail(PLUME_ERR_OBJ_SYNTAX, "OBJ has no faces (%zu lines read)", p.line);
    if (status) {
        parser_free(&p);
        return status;
    }

    uint16_t *indices = malloc(p.out_indices.count * sizeof *indices);
    if (!indices) {
        parser_free(&p);
        return plume_fail(PLUME_ERR_OUT_OF_MEMORY, "out of memory for %zu mesh indices", p.out_indices.count);
    }
    for (size_t i = 0; i < p.out_indices.count; i++) indices[i] = (uint16_t)p.out_indices.data[i];
    out->positions = p.out_positions.data;
    out->uvs = p.out_uvs.data;
    out->indices = indices;
    out->vertex_count = (uint32_t)(p.out_positions.count / 3);
    out->index_count = (uint32_t)p.out_indices.count;
    p.out_positions.data = NULL;
    p.out_uvs.data = NULL;
    parser_free(&p);
    return PLUME_OK;
}

void plume_mesh_free(plume_mesh *mesh)
{
    free(mesh->positions);
    free(mesh->uvs);
    free(mesh->indices);
    memset(mesh, 0, sizeof *mesh);
}
