/* check.h — the few assertions the native tests need: report every failure, exit non-zero at the end. */
#ifndef PLUME_CHECK_H
#define PLUME_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;
static int check_count;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        check_count++;                                                               \
        if (!(cond)) {                                                               \
            check_failures++;                                                        \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                            \
    } while (0)

#define CHECK_EQ_INT(a, b)                                                                                   \
    do {                                                                                                     \
        long long check_a_ = (long long)(a), check_b_ = (long long)(b);                                      \
        check_count++;                                                                                       \
        if (check_a_ != check_b_) {                                                                          \
            check_failures++;                                                                                \
            fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n", __FILE__, __LINE__, #a, #b, check_a_, \
                    check_b_);                                                                               \
        }                                                                                                    \
    } while (0)

/* |a - b| <= tolerance, as doubles. */
#define CHECK_NEAR(a, b, tolerance)                                                                            \
    do {                                                                                                       \
        double check_a_ = (double)(a), check_b_ = (double)(b);                                                 \
        check_count++;                                                                                         \
        if (!(check_a_ - check_b_ <= (tolerance) && check_b_ - check_a_ <= (tolerance))) {                     \
            check_failures++;                                                                                  \
            fprintf(stderr, "%s:%d: %s near %s failed: %g, %g\n", __FILE__, __LINE__, #a, #b, check_a_, check_b_); \
        }                                                                                                      \
    } while (0)

/* The last error message must contain `needle`. */
#define CHECK_ERROR_HAS(needle)                                                                           \
    do {                                                                                                  \
        check_count++;                                                                                    \
        if (!strstr(plume_last_error(), (needle))) {                                                      \
            check_failures++;                                                                             \
            fprintf(stderr, "%s:%d: error \"%s\" lacks \"%s\"\n", __FILE__, __LINE__, plume_last_error(), \
                    (needle));                                                                            \
        }                                                                                                 \
    } while (0)

static int check_report(const char *suite)
{
    printf("%s: %d checks, %d failed\n", suite, check_count, check_failures);
    return check_failures ? 1 : 0;
}

#endif
