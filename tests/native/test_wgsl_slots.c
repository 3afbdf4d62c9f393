/* test_wgsl_slots.c — shaders/wgsl/slots.wgsl, the numbers the WebGPU programs share with the core, read back against
   the C headers (run from the repository's root, as ctest does): every `const PLUME_X = value;` line there must name a
   constant of the table below and hold its value, and every name of the table must be there. The WGSL cannot include
   the headers, so a slot moved in C without the WGSL following would read the wrong uniforms; this test says which. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "emitter.h"
#include "emitter_internal.h"
#include "particle_system.h"
#include "particle_system_internal.h"
#include "plume.h"
#include "system_internal.h"

#define SLOTS_PATH "shaders/wgsl/slots.wgsl"

/* common.wgsl's keys over life (keys.glsl's) loop to PLUME_MAX_KEYS over an emitter's rows (emitter.wgsl) and a keyed
   mesh kind's (mesh.wgsl): one bound for both */
_Static_assert(PLUME_EMITTER_MAX_KEYS == PLUME_MAX_KEYS, "slots.wgsl's PLUME_MAX_KEYS serves emitters and mesh kinds");
/* mesh.wgsl names a keyed kind's rows by number, as particle_common.glsl does (uItem[5], [6], [7 + k], [15 + k]) */
_Static_assert(PLUME_KIND_KEY_COUNTS == 5 && PLUME_KIND_KEY_ATLAS == 6 && PLUME_KIND_KEY_ROWS == 7 &&
                   PLUME_KIND_KEY_COLORS == 15 && PLUME_KIND_KEYED_VEC4S == 23,
               "mesh.wgsl's keyed block (draw.item[0..22])");

typedef enum {
    SLOT_INT,     /* an integer, written as one (WGSL's abstract int: slot arithmetic with i32 indices) */
    SLOT_FLOAT,   /* within 1e-6 of the value, relatively */
    SLOT_AT_LEAST /* an integer no smaller than the value */
} slot_kind;

typedef struct slot {
    const char *name;
    double value;
    slot_kind kind;
    int seen;
} slot;

#define INT_SLOT(name) {#name, (double)(name), SLOT_INT, 0}
#define FLOAT_SLOT(name) {#name, (double)(name), SLOT_FLOAT, 0}
#define LARGER(a, b) ((a) > (b) ? (a) : (b))
/* Draw.item's length: the most any item sends (an emitter's block, a keyed mesh kind's, a sprite item's) */
#define ITEM_VEC4S_LEAST LARGER(LARGER((int)PLUME_EU_VEC4S, (int)PLUME_KIND_KEYED_VEC4S), (int)PLUME_SU_VEC4S)

static slot table[] = {
    {"PLUME_ITEM_VEC4S", (double)ITEM_VEC4S_LEAST, SLOT_AT_LEAST, 0},
    INT_SLOT(PLUME_MAX_KEYS),
    INT_SLOT(PLUME_EU_TIME),
    INT_SLOT(PLUME_EU_RING),
    INT_SLOT(PLUME_EU_BURST),
    INT_SLOT(PLUME_EU_M0),
    INT_SLOT(PLUME_EU_M1),
    INT_SLOT(PLUME_EU_M2),
    INT_SLOT(PLUME_EU_DIR),
    INT_SLOT(PLUME_EU_BOX),
    INT_SLOT(PLUME_EU_SPEED),
    INT_SLOT(PLUME_EU_GRAVITY),
    INT_SLOT(PLUME_EU_MISC),
    INT_SLOT(PLUME_EU_ROTATION),
    INT_SLOT(PLUME_EU_ATLAS),
    INT_SLOT(PLUME_EU_HISTORY_INFO),
    INT_SLOT(PLUME_EU_CAMERA_RIGHT),
    INT_SLOT(PLUME_EU_CAMERA_UP),
    INT_SLOT(PLUME_EU_CAMERA_POSITION),
    INT_SLOT(PLUME_EU_LIGHT),
    INT_SLOT(PLUME_EU_LOOK),
    INT_SLOT(PLUME_EU_MOTION),
    INT_SLOT(PLUME_EU_KEYS),
    INT_SLOT(PLUME_EU_COLOR),
    INT_SLOT(PLUME_EU_MOTION_KEYS),
    INT_SLOT(PLUME_EU_HISTORY),
    INT_SLOT(PLUME_EU_VEC4S),
    INT_SLOT(PLUME_EC_NORMAL),
    INT_SLOT(PLUME_EC_OFFSET),
    INT_SLOT(PLUME_EC_MODE),
    INT_SLOT(PLUME_EC_BOUNCE),
    INT_SLOT(PLUME_EC_KEEP),
    FLOAT_SLOT(PLUME_DECAL_PULL),
    FLOAT_SLOT(PLUME_NOISE_PERIOD),
    FLOAT_SLOT(PLUME_TRAIL_SEGMENTS), /* 12.0: sprite programs use it in float arithmetic */
};
#define TABLE_SIZE (sizeof table / sizeof table[0])

static slot *find(const char *name)
{
    for (size_t i = 0; i < TABLE_SIZE; i++)
        if (strcmp(table[i].name, name) == 0) return &table[i];
    return NULL;
}

static char *read_text(const char *path)
{
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    char *text = NULL;
    if (fseek(file, 0, SEEK_END) == 0) {
        long size = ftell(file);
        if (size >= 0 && fseek(file, 0, SEEK_SET) == 0 && (text = malloc((size_t)size + 1))) {
            size_t got = fread(text, 1, (size_t)size, file);
            text[got] = '\0';
        }
    }
    fclose(file);
    return text;
}

static const char *skip_space(const char *p)
{
    while (*p == ' ' || *p == '\t') p++;
    return p;
}

/* A WGSL numeric literal: decimal, an integer (optional i/u suffix) or a float (optional f/h suffix). */
static int parse_number(const char *token, double *value, int *integer)
{
    char *end;
    *value = strtod(token, &end);
    if (end == token) return 0;
    *integer = 1;
    for (const char *p = token; p < end; p++)
        if (!(isdigit((unsigned char)*p) || (p == token && *p == '-'))) *integer = 0;
    if (*end == 'i' || *end == 'u') {
        if (!*integer) return 0;
        end++;
    } else if (*end == 'f' || *end == 'h') {
        *integer = 0;
        end++;
    }
    return *end == '\0';
}

/* One `const NAME[: type] = value;` line (after its indentation); 0 when it is not of that form. */
static int parse_const(const char *line, char *name, size_t name_size, char *value, size_t value_size)
{
    const char *p = line + strlen("const");
    if (*p != ' ' && *p != '\t') return 0;
    p = skip_space(p);
    size_t n = 0;
    while (isalnum((unsigned char)p[n]) || p[n] == '_') n++;
    if (n == 0 || n >= name_size) return 0;
    memcpy(name, p, n);
    name[n] = '\0';
    p = skip_space(p + n);
    if (*p == ':') { /* a type: i32, u32, f32 */
        p = skip_space(p + 1);
        while (isalnum((unsigned char)*p)) p++;
        p = skip_space(p);
    }
    if (*p != '=') return 0;
    p = skip_space(p + 1);
    n = 0;
    while (p[n] && p[n] != ';' && p[n] != ' ' && p[n] != '\t' && p[n] != '\n' && p[n] != '\r') n++;
    if (n == 0 || n >= value_size) return 0;
    memcpy(value, p, n);
    value[n] = '\0';
    p = skip_space(p + n);
    return *p == ';';
}

static void check_line(const char *line, int number)
{
    char name[128], literal[64];
    if (!parse_const(line, name, sizeof name, literal, sizeof literal)) {
        fprintf(stderr, "%s:%d: not a `const NAME = value;` line: %.80s\n", SLOTS_PATH, number, line);
        CHECK(!"a const line of slots.wgsl in the form this test reads");
        return;
    }
    slot *s = find(name);
    if (!s) {
        fprintf(stderr, "%s:%d: %s has no C constant in test_wgsl_slots.c's table (add it there)\n", SLOTS_PATH,
                number, name);
        CHECK(!"every const of slots.wgsl in the table");
        return;
    }
    if (s->seen) {
        fprintf(stderr, "%s:%d: %s defined twice\n", SLOTS_PATH, number, name);
        CHECK(!"each const of slots.wgsl once");
    }
    s->seen = 1;
    double value;
    int integer, ok = parse_number(literal, &value, &integer);
    if (!ok) {
        fprintf(stderr, "%s:%d: %s = %s: not a number\n", SLOTS_PATH, number, name, literal);
        CHECK(!"a numeric literal");
        return;
    }
    switch (s->kind) {
    case SLOT_INT:
        ok = integer && value == s->value;
        if (!ok) fprintf(stderr, "%s:%d: %s = %s, the C constant is %.0f (an integer)\n", SLOTS_PATH, number, name,
                         literal, s->value);
        break;
    case SLOT_FLOAT:
        ok = fabs(value - s->value) <= 1e-6 * fabs(s->value);
        if (!ok) fprintf(stderr, "%s:%d: %s = %s, the C constant is %.9g\n", SLOTS_PATH, number, name, literal,
                         s->value);
        break;
    case SLOT_AT_LEAST:
        ok = integer && value >= s->value;
        if (!ok) fprintf(stderr, "%s:%d: %s = %s, below %.0f (the largest of PLUME_EU_VEC4S, PLUME_KIND_KEYED_VEC4S "
                         "and PLUME_SU_VEC4S)\n", SLOTS_PATH, number, name, literal, s->value);
        break;
    }
    CHECK(ok);
}

static void test_slots(void)
{
    char *text = read_text(SLOTS_PATH);
    if (!text) fprintf(stderr, "cannot read %s: run from the repository's root\n", SLOTS_PATH);
    CHECK(text != NULL);
    if (!text) return;
    int number = 0, consts = 0;
    for (char *line = text; line && *line;) {
        char *next = strchr(line, '\n');
        if (next) *next++ = '\0';
        number++;
        const char *p = skip_space(line);
        if (strncmp(p, "const", strlen("const")) == 0 && (p[5] == ' ' || p[5] == '\t')) {
            consts++;
            check_line(p, number);
        }
        line = next;
    }
    free(text);
    CHECK_EQ_INT(consts, TABLE_SIZE);
    for (size_t i = 0; i < TABLE_SIZE; i++) {
        if (!table[i].seen) fprintf(stderr, "%s lacks `const %s = ...;` (test_wgsl_slots.c's table has it)\n",
                                    SLOTS_PATH, table[i].name);
        CHECK(table[i].seen);
    }
}

/* The reader itself: it must refuse what it cannot read rather than pass it. */
static void test_reader(void)
{
    char name[128], literal[64];
    double value;
    int integer;
    CHECK(parse_const("const PLUME_EU_TIME = 0; // comment", name, sizeof name, literal, sizeof literal));
    CHECK(strcmp(name, "PLUME_EU_TIME") == 0 && strcmp(literal, "0") == 0);
    CHECK(parse_const("const PLUME_X: f32 = 1.5;", name, sizeof name, literal, sizeof literal));
    CHECK(strcmp(name, "PLUME_X") == 0 && strcmp(literal, "1.5") == 0);
    CHECK(!parse_const("const PLUME_X = 1", name, sizeof name, literal, sizeof literal));
    CHECK(!parse_const("const PLUME_X 1;", name, sizeof name, literal, sizeof literal));
    CHECK(parse_number("8u", &value, &integer) && integer && value == 8.0);
    CHECK(parse_number("12.0", &value, &integer) && !integer && value == 12.0);
    CHECK(parse_number("0.004", &value, &integer) && !integer);
    CHECK(!parse_number("1.5u", &value, &integer));
    CHECK(!parse_number("PLUME_EU_KEYS + 8", &value, &integer));
}

int main(void)
{
    test_reader();
    test_slots();
    CHECK_EQ_INT(PLUME_EMITTER_MAX_KEYS, PLUME_MAX_KEYS);
    return check_report("test_wgsl_slots");
}
