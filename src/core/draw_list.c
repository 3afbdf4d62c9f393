/* draw_list.c — the draw list's storage and its picture-preserving sort. */
#include "draw_list.h"

#include <stdlib.h>
#include <string.h>

struct plume_draw_key {
    int32_t order;
    uint32_t distorts; /* 1: drawn first in its order (it displaces the scene handed over, the others draw over it) */
    float depth; /* view-space distance: larger is farther */
    uint32_t index; /* collection order: the last tie-break, so the order is total and the sort stable */
};

void plume_draw_list_clear(plume_draw_list *list, float time)
{
    list->count = 0;
    list->dropped = 0;
    list->time = time;
}

plume_draw_item *plume_draw_list_add(plume_draw_list *list)
{
    if (list->count == list->capacity) {
        uint32_t capacity = list->capacity ? list->capacity * 2u : PLUME_DRAW_LIST_INITIAL;
        plume_draw_item *grown = capacity > list->capacity ? realloc(list->items, capacity * sizeof *grown) : NULL;
        if (grown) list->items = grown;
        /* the sort's keys grow with the items, so a steady scene allocates nothing in later frames */
        struct plume_draw_key *keys = grown ? realloc(list->keys, capacity * sizeof *keys) : NULL;
        if (!keys) {
            list->dropped++;
            return NULL;
        }
        list->keys = keys;
        list->capacity = capacity;
    }
    plume_draw_item *item = &list->items[list->count++];
    memset(item, 0, sizeof *item);
    return item;
}

void plume_draw_list_free(plume_draw_list *list)
{
    free(list->keys);
    free(list->items);
    *list = (plume_draw_list){0};
}

int plume_blend_commutes(plume_blend blend)
{
    return blend == PLUME_BLEND_ADDITIVE || blend == PLUME_BLEND_ADDITIVE_IGNORE_ALPHA;
}

static uint64_t state_key(const plume_draw_item *item)
{
    return ((uint64_t)item->pipeline << 48) | ((uint64_t)item->depth_test << 40) | ((uint64_t)item->texture << 8) |
           (uint64_t)item->blend;
}

/* Insertion sort of items[begin, end): stable, and lists are short (a few dozen items). */
static void sort_run(plume_draw_item *items, uint32_t begin, uint32_t end)
{
    for (uint32_t i = begin + 1; i < end; i++) {
        plume_draw_item moving = items[i];
        uint64_t key = state_key(&moving);
        uint32_t j = i;
        while (j > begin && state_key(&items[j - 1]) > key) {
            items[j] = items[j - 1];
            j--;
        }
        items[j] = moving;
    }
}

static int draw_before(const struct plume_draw_key *a, const struct plume_draw_key *b)
{
    if (a->order != b->order) return a->order < b->order;
    if (a->distorts != b->distorts) return a->distorts > b->distorts;
    if (a->depth != b->depth) return a->depth > b->depth;
    return a->index < b->index;
}

/* renderOrder, then far to near. Shell sort (Ciura's gaps) of keys, then the items moved once. */
static void sort_by_order_and_depth(plume_draw_list *list, const float row[4])
{
    const uint32_t n = list->count;
    if (n < 2) return;
    struct plume_draw_key *k = list->keys; /* as many as the items (plume_draw_list_add) */
    int sorted = 1;
    for (uint32_t i = 0; i < n; i++) {
        const plume_draw_item *item = &list->items[i];
        const float *c = item->center;
        k[i] = (struct plume_draw_key){item->order, item->distortion > 0.0f, -(row[0] * c[0] + row[1] * c[1] + row[2] * c[2] + row[3]), i};
        if (i > 0 && !draw_before(&k[i - 1], &k[i])) sorted = 0;
    }
    if (sorted) return;
    static const uint32_t gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (uint32_t g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
        const uint32_t gap = gaps[g];
        for (uint32_t i = gap; i < n; i++) {
            struct plume_draw_key x = k[i];
            uint32_t j = i;
            for (; j >= gap && draw_before(&x, &k[j - gap]); j -= gap) k[j] = k[j - gap];
            k[j] = x;
        }
    }
    /* apply the permutation in place, cycle by cycle (index marks what is placed) */
    for (uint32_t i = 0; i < n; i++) {
        if (k[i].index == i || k[i].index == UINT32_MAX) continue;
        plume_draw_item first = list->items[i];
        uint32_t at = i;
        while (k[at].index != i) {
            uint32_t from = k[at].index;
            list->items[at] = list->items[from];
            k[at].index = UINT32_MAX;
            at = from;
        }
        list->items[at] = first;
        k[at].index = UINT32_MAX;
    }
}

void plume_draw_list_sort(plume_draw_list *list, const float depth_row[4])
{
    sort_by_order_and_depth(list, depth_row);
    uint32_t run = 0;
    for (uint32_t i = 0; i <= list->count; i++) {
        /* a distorting item covers what is under it (it is drawn alpha-blended, whatever its blend) */
        if (i < list->count && plume_blend_commutes(list->items[i].blend) && !(list->items[i].distortion > 0.0f)) continue;
        if (i > run + 1) sort_run(list->items, run, i);
        run = i + 1;
    }
}

int plume_box_outside_frustum(const float vp[16], const float min[3], const float max[3])
{
    int out[6] = {1, 1, 1, 1, 1, 1};
    for (int c = 0; c < 8; c++) {
        float p[3] = {c & 1 ? max[0] : min[0], c & 2 ? max[1] : min[1], c & 4 ? max[2] : min[2]}, clip[4];
        for (int r = 0; r < 4; r++) clip[r] = vp[r] * p[0] + vp[4 + r] * p[1] + vp[8 + r] * p[2] + vp[12 + r];
        for (int a = 0; a < 3; a++) {
            out[a * 2] &= clip[a] < -clip[3];
            out[a * 2 + 1] &= clip[a] > clip[3];
        }
    }
    for (int i = 0; i < 6; i++)
        if (out[i]) return 1;
    return 0;
}
