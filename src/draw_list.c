/* draw_list.c — the draw list's storage and its picture-preserving sort. */
#include "draw_list.h"

#include <string.h>

void plume_draw_list_clear(plume_draw_list *list, float time)
{
    list->count = 0;
    list->time = time;
}

plume_draw_item *plume_draw_list_add(plume_draw_list *list)
{
    if (list->count == PLUME_DRAW_LIST_CAPACITY) return NULL;
    plume_draw_item *item = &list->items[list->count++];
    memset(item, 0, sizeof *item);
    return item;
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

void plume_draw_list_sort(plume_draw_list *list)
{
    uint32_t run = 0;
    for (uint32_t i = 0; i <= list->count; i++) {
        if (i < list->count && plume_blend_commutes(list->items[i].blend)) continue;
        if (i > run + 1) sort_run(list->items, run, i);
        run = i + 1;
    }
}
