/* plume_format_number must write what printf's %g writes: error messages quote user values with it. */
#include <math.h>
#include <stdio.h>

#include "check.h"
#include "error.h"

static void check_like_printf(double value)
{
    char expected[64], buffer[32];
    snprintf(expected, sizeof expected, "%g", value);
    const char *got = plume_format_number(value, buffer);
    check_count++;
    if (strcmp(got, expected) != 0) {
        check_failures++;
        fprintf(stderr, "plume_format_number(%.17g) = \"%s\", printf %%g gives \"%s\"\n", value, got, expected);
    }
}

int main(void)
{
    const double samples[] = {0.0, -0.0, 1.0, -1.0, 2.5, 10.0, 16.0, 100.0, 123456.0, 999999.0, 1234567.0, 1e6, 1e-4,
                              0.00012345, 1e-5, 3.14159265, -2.71828, 0.1, 0.5, 1000.5, 65535.0, 1e20, 1e-46, 1e39,
                              3.4028234663852886e38, 1.1754943508222875e-38, 123.456, 99999.95, 0.000999999,
                              INFINITY, -INFINITY, 1e-300, 5e-324, 1.7976931348623157e308};
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) check_like_printf(samples[i]);
    char buffer[32];
    CHECK(strcmp(plume_format_number(NAN, buffer), "nan") == 0 || strcmp(buffer, "-nan") == 0);
    /* a sweep of magnitudes and mantissas */
    for (int e = -30; e <= 30; e++)
        for (int m = 1; m < 1000; m += 37) check_like_printf(m * pow(10.0, e) / 7.0);
    return check_report("test_format");
}
