#include "grow.h"

#include <stdlib.h>
#include <string.h>

int plume_grow(void *array_pointer, uint32_t *capacity, uint64_t count, size_t size)
{
    if (count <= *capacity) return 1;
    if (count > UINT32_MAX || size == 0 || count > SIZE_MAX / size) return 0;
    uint64_t grown = *capacity ? *capacity : 16u;
    while (grown < count) grown *= 2u;
    if (grown > UINT32_MAX || grown > SIZE_MAX / size) grown = count; /* the doubling would pass a limit: as asked */
    void *array;
    memcpy(&array, array_pointer, sizeof array);
    char *bigger = realloc(array, (size_t)grown * size);
    if (!bigger) return 0;
    memset(bigger + (size_t)*capacity * size, 0, (size_t)(grown - *capacity) * size);
    array = bigger;
    memcpy(array_pointer, &array, sizeof array);
    *capacity = (uint32_t)grown;
    return 1;
}
