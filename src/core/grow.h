/* grow.h — room for `count` elements in an array that grows by doubling: one helper for the core's, the backends'
   and the frame writer's tables, so each does not keep its own realloc loop. */
#ifndef PLUME_GROW_H
#define PLUME_GROW_H

#include <stddef.h>
#include <stdint.h>

/* `array_pointer` is the address of a T* (any T: read and written through memcpy, not a void **), `*capacity` the
   elements it holds. Makes room for at least `count` elements of `size` bytes, doubling from 16; the new elements
   are zeroed. Returns 1, or 0 (the array and capacity as they were) when memory runs out or the room would pass
   UINT32_MAX elements or SIZE_MAX bytes. `count` is 64 bits so that "index + 1" never wraps, on wasm32 too. */
int plume_grow(void *array_pointer, uint32_t *capacity, uint64_t count, size_t size);

#endif
