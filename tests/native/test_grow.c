/* test_grow.c — plume_grow, the one growing-array helper of the core, the GL backend's caches and the frame writer:
   indices fit after it, new elements are zero, old ones kept, and a room it cannot give leaves the array as it was. */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "grow.h"

typedef struct pair {
    uint32_t a, b;
} pair;

int main(void)
{
    pair *array = NULL;
    uint32_t capacity = 0;
    CHECK(plume_grow(&array, &capacity, 1, sizeof *array));
    CHECK_EQ_INT(capacity, 16); /* doubling starts at 16 */
    for (uint32_t i = 0; i < capacity; i++) CHECK(array[i].a == 0 && array[i].b == 0);
    array[15] = (pair){7, 9};
    CHECK(plume_grow(&array, &capacity, 16, sizeof *array)); /* room already there: nothing moves */
    CHECK_EQ_INT(capacity, 16);
    CHECK(plume_grow(&array, &capacity, (uint64_t)100 + 1, sizeof *array)); /* index 100 */
    CHECK_EQ_INT(capacity, 128);
    CHECK(array[15].a == 7 && array[15].b == 9); /* kept */
    int zero = 1;
    for (uint32_t i = 16; i < capacity; i++) zero &= array[i].a == 0 && array[i].b == 0;
    CHECK(zero);
    array[100].a = 1;

    /* index UINT32_MAX would wrap a 32-bit "index + 1": refused, the array as it was */
    pair *before = array;
    CHECK(!plume_grow(&array, &capacity, (uint64_t)UINT32_MAX + 1, sizeof *array));
    CHECK(array == before && capacity == 128 && array[100].a == 1);
    /* more bytes than memory can hold: refused without a realloc of a wrapped size */
    CHECK(!plume_grow(&array, &capacity, UINT32_MAX, SIZE_MAX / 2));
    CHECK(array == before && capacity == 128);

    /* bytes, as the frame writer's stream grows: a large step doubles from 16 to the first power of two above it
       (the branch that gives exactly the count where doubling would pass UINT32_MAX needs 2 GB: not run here) */
    uint8_t *bytes = NULL;
    uint32_t byte_capacity = 0;
    CHECK(plume_grow(&bytes, &byte_capacity, 5000, 1));
    CHECK_EQ_INT(byte_capacity, 8192);
    free(bytes);
    free(array);
    return check_report("test_grow");
}
