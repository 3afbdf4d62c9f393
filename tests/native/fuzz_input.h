/* fuzz_input.h — what the libFuzzer harnesses share: the input read a byte at a time (0 past its end), and a quad
   lent as a mesh shape to the effects that ask for one. Include it in one harness. */
#ifndef PLUME_FUZZ_INPUT_H
#define PLUME_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "emission_mesh.h"

typedef struct reader {
    const uint8_t *data;
    size_t size, at;
} reader;

static inline int more(const reader *r) { return r->at < r->size; }
static inline uint8_t byte(reader *r) { return r->at < r->size ? r->data[r->at++] : 0; }

/* A quad to emit from, made once and lent to every effect that asks (still reachable at exit: no leak). */
static inline const plume_emission_mesh *fuzz_quad(void)
{
    static plume_emission_mesh *quad;
    static const float corners[] = {-1, 0, -1, 1, 0, -1, 1, 0, 1, -1, 0, -1, 1, 0, 1, -1, 0, 1};
    if (!quad && plume_emission_mesh_create("fuzz", corners, 6, NULL, 0, &quad)) abort();
    return quad;
}

#endif
