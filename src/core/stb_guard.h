/* stb_guard.h — refuses the corrupt PNG and JPEG structures that reach known bugs of Debian's
   stb_image 2.27 (fixed upstream in 2.28), before stb_image reads a byte of them, and reads what
   a header claims so that impossible claims are refused before stb_image allocates for them.

   Found by Plume's fuzzers (tests/native/fuzz_image.c); the inputs are kept as regression seeds
   in tests/native/corpus_image/. */
#ifndef PLUME_STB_GUARD_H
#define PLUME_STB_GUARD_H

#include <stddef.h>
#include <stdint.h>

/* NULL when the file is safe to hand to stb_image (or is neither PNG nor JPEG: stb says why);
   otherwise what is wrong with it. */
const char *plume_stb_guard(const uint8_t *bytes, size_t size);

/* What a PNG or JPEG header claims, read before stb_image allocates anything for it. */
typedef struct plume_image_claim {
    const char *format;    /* "PNG" or "JPEG" */
    uint32_t width, height;
    double min_bytes;      /* the fewest bytes that could encode that many pixels */
} plume_image_claim;

/* 1 and *out filled when a PNG IHDR or a JPEG frame header is found; 0 otherwise (stb says why).
   min_bytes is a floor no real encoder goes below: deflate packs at most 1032:1 (PNG pixel bits
   / 8 / 1032); a JPEG spends at least one bit per 8x8 block of its least sampled component. */
int plume_image_read_claim(const uint8_t *bytes, size_t size, plume_image_claim *out);

/* Set when an stb_image allocation fails: stb does not always say "outofmem" (its zlib reader
   returns NULL with no reason), so the decoder clears this before each stb call and checks it. */
extern int plume_stb_out_of_memory;
/* Tests only: stb allocations above this many bytes fail, as when the wasm heap cannot grow.
   0 (the default): no limit. */
extern size_t plume_stb_allocation_limit;

#endif
