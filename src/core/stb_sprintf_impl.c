/* The translation unit that compiles stb_sprintf, which formats Plume's error messages: libc's printf
   brings long-double float formatting into the wasm (a fifth of its code). Its own warnings are not ours
   to fix. (It was stb_impl.c's until the web build stopped linking stb_image: issue 29.) */
#define STB_SPRINTF_IMPLEMENTATION
#define STB_SPRINTF_NOFLOAT
#define STB_SPRINTF_NOUNALIGNED /* no misaligned word stores (UBSan flags them) */

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wall"
#pragma GCC diagnostic ignored "-Wextra"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#endif
#include <stb/stb_sprintf.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
