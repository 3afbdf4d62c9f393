#include "stb_guard.h"

#include <math.h>
#include <string.h>

static size_t read_be16(const uint8_t *p) { return ((size_t)p[0] << 8) | p[1]; }

/* Walks a JPEG's marker segments as stb_image does and refuses
   - a DHT table declaring more than 256 codes: stb writes past its 257-entry size table;
   - a scan whose Huffman tables were never defined: stb decodes with uninitialised tables and
     indexes its symbol arrays with garbage. */
static const char *check_jpeg(const uint8_t *bytes, size_t size)
{
    size_t at = 0;
    while (at < size && bytes[at] == 0xFF) at++; /* stb accepts any run of 0xFF before a marker */
    if (at == 0 || at >= size || bytes[at] != 0xD8) return NULL;
    at++;
    unsigned defined_dc = 0, defined_ac = 0; /* bit n: table n was defined */
    while (at + 1 < size) {
        if (bytes[at] != 0xFF) { /* entropy-coded data between scans: skip to the next real marker */
            at++;
            continue;
        }
        uint8_t marker = bytes[at + 1];
        if (marker == 0xFF) {
            at++;
            continue;
        }
        if (marker == 0x00 || (marker >= 0xD0 && marker <= 0xD8) || marker == 0x01) {
            at += 2; /* stuffed zero, restart markers, SOI, TEM: no length field */
            continue;
        }
        if (marker == 0xD9 || at + 3 >= size) return NULL; /* EOI, or truncated: stb reports that itself */
        size_t end = at + 2 + read_be16(&bytes[at + 2]);
        if (marker == 0xC4) {
            for (size_t table = at + 4; table < end && table < size;) { /* stb reads every table starting inside */
                size_t codes = 0;
                for (size_t i = table + 1; i <= table + 16 && i < size; i++) codes += bytes[i];
                if (codes > 256) return "corrupt JPEG: a Huffman table declares more than 256 codes";
                unsigned kind = bytes[table] >> 4, id = bytes[table] & 15;
                if (id < 4 && kind == 0) defined_dc |= 1u << id;
                if (id < 4 && kind == 1) defined_ac |= 1u << id;
                table += 17 + codes;
            }
        } else if (marker == 0xDA && at + 4 < size) {
            size_t components = bytes[at + 4];
            size_t spectral = at + 5 + 2 * components; /* Ss, then Se */
            if (spectral + 1 >= size) return NULL;
            for (size_t c = 0; c < components; c++) {
                unsigned tables = bytes[at + 6 + 2 * c], dc = tables >> 4, ac = tables & 15;
                if (dc > 3 || ac > 3) return NULL; /* stb rejects these itself */
                if (bytes[spectral] == 0 && !(defined_dc >> dc & 1u))
                    return "corrupt JPEG: a scan uses a DC Huffman table that was never defined";
                if (bytes[spectral + 1] > 0 && !(defined_ac >> ac & 1u))
                    return "corrupt JPEG: a scan uses an AC Huffman table that was never defined";
            }
        }
        at = end;
    }
    return NULL;
}

/* stb grows its IDAT buffer to whatever length a chunk header claims, so a few corrupt bytes can
   ask for gigabytes. The whole file is in memory: every chunk must fit in what is left. */
static const char *check_png(const uint8_t *bytes, size_t size)
{
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (size < 8 || memcmp(bytes, signature, 8) != 0) return NULL;
    for (size_t at = 8; at + 8 <= size;) {
        size_t length = (read_be16(&bytes[at]) << 16) | read_be16(&bytes[at + 2]);
        if (length > size - at - 8) return "corrupt or truncated PNG: a chunk is longer than the bytes given";
        at += 12 + length;
    }
    return NULL;
}

const char *plume_stb_guard(const uint8_t *bytes, size_t size)
{
    const char *problem = check_png(bytes, size);
    return problem ? problem : check_jpeg(bytes, size);
}

/* ---- what a header claims ---- */

static uint32_t read_be32(const uint8_t *p) { return (uint32_t)(read_be16(p) << 16 | read_be16(p + 2)); }

static int claim_png(const uint8_t *bytes, size_t size, plume_image_claim *out)
{
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (size < 26 || memcmp(bytes, signature, 8) != 0 || memcmp(bytes + 12, "IHDR", 4) != 0) return 0;
    static const int samples_of_type[7] = {1, 0, 3, 1, 2, 0, 4}; /* grey, -, RGB, palette, grey+alpha, -, RGBA */
    unsigned depth = bytes[24], type = bytes[25];
    if (type > 6 || !samples_of_type[type] || depth == 0 || depth > 16) return 0;
    out->format = "PNG";
    out->width = read_be32(bytes + 16);
    out->height = read_be32(bytes + 20);
    out->min_bytes = (double)out->width * out->height * samples_of_type[type] * depth / 8.0 / 1032.0;
    return 1;
}

static int claim_jpeg(const uint8_t *bytes, size_t size, plume_image_claim *out)
{
    if (size < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8) return 0;
    for (size_t at = 2; at + 4 <= size;) {
        if (bytes[at] != 0xFF) return 0;
        uint8_t marker = bytes[at + 1];
        if (marker == 0xFF) { /* fill byte */
            at++;
            continue;
        }
        size_t length = read_be16(&bytes[at + 2]);
        int frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
        if (marker == 0xDA || marker == 0xD9) return 0; /* a scan or the end before any frame header */
        if (!frame) {
            at += 2 + length;
            continue;
        }
        if (length < 8 || at + 2 + length > size) return 0;
        const uint8_t *f = &bytes[at + 4]; /* precision, height, width, components, then 3 bytes each */
        uint32_t height = (uint32_t)read_be16(f + 1), width = (uint32_t)read_be16(f + 3), count = f[5];
        if (count == 0 || 8 + 3 * (size_t)count > length) return 0;
        unsigned h_max = 1, v_max = 1;
        for (uint32_t c = 0; c < count; c++) {
            unsigned h = f[7 + 3 * c] >> 4, v = f[7 + 3 * c] & 15;
            if (h > h_max) h_max = h;
            if (v > v_max) v_max = v;
        }
        double fewest_blocks = -1;
        for (uint32_t c = 0; c < count; c++) {
            unsigned h = f[7 + 3 * c] >> 4, v = f[7 + 3 * c] & 15;
            if (h == 0 || v == 0) return 0; /* stb refuses these itself */
            double columns = ceil(ceil((double)width * h / h_max) / 8.0);
            double rows = ceil(ceil((double)height * v / v_max) / 8.0);
            if (fewest_blocks < 0 || columns * rows < fewest_blocks) fewest_blocks = columns * rows;
        }
        out->format = "JPEG";
        out->width = width;
        out->height = height;
        out->min_bytes = fewest_blocks / 8.0; /* at least one Huffman-coded DC bit per block */
        return 1;
    }
    return 0;
}

int plume_image_read_claim(const uint8_t *bytes, size_t size, plume_image_claim *out)
{
    return claim_png(bytes, size, out) || claim_jpeg(bytes, size, out);
}
