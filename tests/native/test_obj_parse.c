/* OBJ parsing: the statements and corner forms Plume reads, what it ignores, what it rejects. */
#include <stdlib.h>

#include "check.h"
#include "obj_parse.h"

static plume_status parse(const char *text, plume_mesh *mesh) { return plume_obj_parse(text, strlen(text), mesh); }

static void test_quad_with_uvs(void)
{
    const char *text = "# a unit quad\n"
                       "mtllib quad.mtl\no quad\ng group\nusemtl stuff\ns off\n"
                       "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\n"
                       "vt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\n"
                       "vn 0 0 1\n"
                       "f 1/1/1 2/2/1 3/3/1 4/4/1\n";
    plume_mesh mesh;
    CHECK_EQ_INT(parse(text, &mesh), PLUME_OK);
    CHECK_EQ_INT(mesh.vertex_count, 4);
    CHECK_EQ_INT(mesh.index_count, 6); /* polygon fan-triangulated: 0 1 2, 0 2 3 */
    const uint16_t expected[6] = {0, 1, 2, 0, 2, 3};
    for (int i = 0; i < 6; i++) CHECK_EQ_INT(mesh.indices[i], expected[i]);
    CHECK(mesh.positions[3] == 1.0f && mesh.positions[4] == -1.0f);
    /* v is flipped because image rows are stored top first */
    CHECK(mesh.uvs[0] == 0.0f && mesh.uvs[1] == 1.0f);
    CHECK(mesh.uvs[4] == 1.0f && mesh.uvs[5] == 0.0f);
    plume_mesh_free(&mesh);
}

static void test_corner_forms_and_negative_indices(void)
{
    const char *text = "v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0.5 0.5\nvn 0 0 1\n"
                       "f 1 2 3\n"            /* plain */
                       "f 1//1 2//1 3//1\n"   /* v//vn: same vertices as the plain face */
                       "f -3/-1 -2/-1 -1/-1\n"; /* negative, with a texcoord: three new pairs */
    plume_mesh mesh;
    CHECK_EQ_INT(parse(text, &mesh), PLUME_OK);
    CHECK_EQ_INT(mesh.vertex_count, 6);
    CHECK_EQ_INT(mesh.index_count, 9);
    CHECK_EQ_INT(mesh.indices[3], 0);
    CHECK_EQ_INT(mesh.indices[6], 3);
    CHECK(mesh.uvs[3 * 2] == 0.5f && mesh.uvs[3 * 2 + 1] == 0.5f);
    CHECK(mesh.positions[5 * 3 + 1] == 1.0f);
    plume_mesh_free(&mesh);
}

static void test_line_endings_and_whitespace(void)
{
    const char *text = "v 0 0 0\r\nv\t1 0 0  \r\nv 0 1 0\rf 1 2 3"; /* CRLF, CR, tabs, no final newline */
    plume_mesh mesh;
    CHECK_EQ_INT(parse(text, &mesh), PLUME_OK);
    CHECK_EQ_INT(mesh.vertex_count, 3);
    plume_mesh_free(&mesh);
}

static void expect_error(const char *text, plume_status status, const char *needle)
{
    plume_mesh mesh;
    CHECK_EQ_INT(parse(text, &mesh), status);
    CHECK_ERROR_HAS(needle);
    CHECK(mesh.positions == NULL && mesh.indices == NULL);
}

static void test_malformed_inputs_name_the_line(void)
{
    expect_error("v 0 0 0\nv 1 0\n", PLUME_ERR_OBJ_SYNTAX, "line 2: 'v' needs 3 numbers, found 2");
    expect_error("v 0 0 x\n", PLUME_ERR_OBJ_SYNTAX, "line 1: 'v' has 'x'");
    expect_error("v 0 0 nan\n", PLUME_ERR_OBJ_SYNTAX, "line 1");
    expect_error("v 0 0 1e999\n", PLUME_ERR_OBJ_SYNTAX, "line 1");
    expect_error("v 0 0 0\nv 1 0 0\nv 0 1 0\n\nf 1 2\n", PLUME_ERR_OBJ_SYNTAX,
                 "line 5: a face needs at least 3 corners, found 2");
    expect_error("v 0 0 0\nv 1 0 0\nf 1 2 3\n", PLUME_ERR_OBJ_SYNTAX,
                 "line 3: vertex index 3 is out of range (2 defined so far)");
    expect_error("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n", PLUME_ERR_OBJ_SYNTAX, "line 4: vertex index 0");
    expect_error("v 0 0 0\nv 1 0 0\nv 0 1 0\nf -4 1 2\n", PLUME_ERR_OBJ_SYNTAX, "vertex index -4 is out of range");
    expect_error("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/a 2 3\n", PLUME_ERR_OBJ_SYNTAX, "bad texture coordinate index 'a'");
    expect_error("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/1 2 3\n", PLUME_ERR_OBJ_SYNTAX,
                 "texture coordinate index 1 is out of range (0 defined so far)");
    expect_error("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/1/1/1 2 3\n", PLUME_ERR_OBJ_SYNTAX, "too many '/'");
    expect_error("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1// 2 3\n", PLUME_ERR_OBJ_SYNTAX, "empty normal index");
    expect_error("vt\n", PLUME_ERR_OBJ_SYNTAX, "line 1: 'vt' needs 1 numbers");
    expect_error("# nothing\nv 0 0 0\n", PLUME_ERR_OBJ_SYNTAX, "OBJ has no faces");
    expect_error("", PLUME_ERR_OBJ_SYNTAX, "no faces");
}

static void test_embedded_nul_is_rejected(void)
{
    const char text[] = "v 0 0 0\nv 1 0 0\0\nv 0 1 0\nf 1 2 3\n";
    plume_mesh mesh;
    CHECK_EQ_INT(plume_obj_parse(text, sizeof text - 1, &mesh), PLUME_ERR_OBJ_SYNTAX);
    CHECK_ERROR_HAS("line 2: contains a NUL byte");
}

static void test_vertex_limit(void)
{
    /* 65,536 distinct vertices cannot be indexed with 16 bits */
    size_t size = 70000 * 40;
    char *text = malloc(size), *p = text;
    for (int i = 0; i < 65536; i++) p += sprintf(p, "v %d 0 0\n", i);
    for (int i = 0; i + 2 < 65536; i += 3) p += sprintf(p, "f %d %d %d\n", i + 1, i + 2, i + 3);
    p += sprintf(p, "f 65536 1 2\n");
    plume_mesh mesh;
    CHECK_EQ_INT(plume_obj_parse(text, (size_t)(p - text), &mesh), PLUME_ERR_LIMIT);
    CHECK_ERROR_HAS("more than 65535 distinct vertices");
    free(text);
}

/* Fuzz-style: mutate a valid file byte by byte many times; every outcome must be a clean
   success or a clean error, never a crash, leak or sanitizer report. */
static void test_mutation_loop(void)
{
    const char *base = "v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\n"
                       "f 1/1 2/2 3/3 4/4\nf -4/-4/1 -3//2 -2/3\n";
    const char alphabet[] = "vtf/-0123456789. \n\r#e+x";
    size_t length = strlen(base);
    char buffer[256];
    unsigned state = 12345;
    int ok = 0, rejected = 0;
    for (int round = 0; round < 20000; round++) {
        memcpy(buffer, base, length);
        size_t mutated_length = length;
        int edits = 1 + (int)(state % 4);
        for (int e = 0; e < edits; e++) {
            state = state * 1103515245u + 12345u;
            size_t at = (state >> 8) % mutated_length;
            state = state * 1103515245u + 12345u;
            switch ((state >> 8) % 3) {
            case 0: buffer[at] = alphabet[(state >> 12) % (sizeof alphabet - 1)]; break;
            case 1: mutated_length = at + 1; break;                 /* truncate */
            default: buffer[at] = (char)((state >> 12) & 0xff); break; /* any byte, NUL included */
            }
        }
        plume_mesh mesh;
        if (plume_obj_parse(buffer, mutated_length, &mesh) == PLUME_OK) {
            CHECK(mesh.vertex_count > 0 && mesh.index_count % 3 == 0);
            CHECK(plume_last_error()[0] == '\0'); /* no message left over from an earlier input */
            for (uint32_t i = 0; i < mesh.index_count; i++)
                if (mesh.indices[i] >= mesh.vertex_count) CHECK(!"index out of range");
            plume_mesh_free(&mesh);
            ok++;
        } else {
            /* plume_obj_parse clears the last error first, so this is this input's own message */
            CHECK(plume_last_status() != PLUME_OK);
            CHECK(strncmp(plume_last_error(), "OBJ ", 4) == 0);
            rejected++;
        }
    }
    CHECK(ok > 100 && rejected > 100);
}

int main(void)
{
    test_quad_with_uvs();
    test_corner_forms_and_negative_indices();
    test_line_endings_and_whitespace();
    test_malformed_inputs_name_the_line();
    test_embedded_nul_is_rejected();
    test_vertex_limit();
    test_mutation_loop();
    return check_report("obj_parse");
}
