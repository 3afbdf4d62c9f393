/* stb_guard.h — refuses the corrupt PNG and JPEG structures that reach known bugs of Debian's
   stb_image 2.27 (fixed upstream in 2.28), before stb_image reads a byte of them.

   Found by Plume's fuzzers (tests/native/fuzz_image.c); the inputs are kept as regression seeds
   in tests/native/corpus_image/. */
#ifndef PLUME_STB_GUARD_H
#define PLUME_STB_GUARD_H

#include <stddef.h>
#include <stdint.h>

/* NULL when the file is safe to hand to stb_image (or is neither PNG nor JPEG: stb says why);
   otherwise what is wrong with it. */
const char *plume_stb_guard(const uint8_t *bytes, size_t size);

#endif
