/* The instance pool: reuse, growth, the capacity cap, oldest-first recycling, death order. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "instance_pool.h"

static void test_reuse_before_growth(void)
{
    plume_pool pool;
    CHECK_EQ_INT(plume_pool_init(&pool, 1000), PLUME_OK);
    uint32_t a, b, c;
    plume_pool_acquire(&pool, 0, 100, &a);
    plume_pool_acquire(&pool, 0, 200, &b);
    CHECK_EQ_INT(pool.created, 2);
    CHECK_EQ_INT(pool.draw_count, 2);
    CHECK_EQ_INT(plume_pool_expire(&pool, 100), 1); /* a dies exactly at its death time */
    CHECK_EQ_INT(pool.alive, 1);
    plume_pool_acquire(&pool, 100, 300, &c);
    CHECK_EQ_INT(c, a); /* the dead slot is reused... */
    CHECK_EQ_INT(pool.created, 2); /* ...so nothing new is created */
    CHECK(pool.slots[c].generation == 2);
    plume_pool_free(&pool);
}

static void test_growth_doubles_up_to_capacity(void)
{
    plume_pool pool;
    plume_pool_init(&pool, 100);
    CHECK_EQ_INT(pool.allocated, 64);
    uint32_t slot;
    for (int i = 0; i < 65; i++) plume_pool_acquire(&pool, i, 1000 + i, &slot);
    CHECK_EQ_INT(pool.allocated, 100); /* doubled, clamped to the capacity */
    CHECK_EQ_INT(pool.created, 65);
    CHECK_EQ_INT(pool.draw_count, 65);
    plume_pool_free(&pool);
}

static void test_full_pool_recycles_the_oldest(void)
{
    plume_pool pool;
    plume_pool_init(&pool, 4);
    uint32_t slots[4], slot;
    for (int i = 0; i < 4; i++) plume_pool_acquire(&pool, i * 10, 10000 - i, &slots[i]); /* later dies sooner */
    CHECK_EQ_INT(pool.alive, 4);
    plume_pool_acquire(&pool, 50, 60, &slot);
    CHECK_EQ_INT(slot, slots[0]); /* oldest by birth, although it would die last */
    CHECK_EQ_INT(pool.alive, 4);
    CHECK_EQ_INT(pool.created, 4);
    CHECK_EQ_INT(pool.allocated, 4); /* memory did not grow */
    plume_pool_acquire(&pool, 51, 61, &slot);
    CHECK_EQ_INT(slot, slots[1]);
    /* the recycled instances die first now: their death times are earliest */
    CHECK_EQ_INT(plume_pool_expire(&pool, 61), 2);
    CHECK(!pool.slots[slots[0]].alive && !pool.slots[slots[1]].alive && pool.slots[slots[2]].alive);
    plume_pool_free(&pool);
}

static void test_draw_count_shrinks_when_the_top_dies(void)
{
    plume_pool pool;
    plume_pool_init(&pool, 16);
    uint32_t slot;
    for (int i = 0; i < 5; i++) plume_pool_acquire(&pool, 0, i < 2 ? 1000 : 10, &slot);
    CHECK_EQ_INT(pool.draw_count, 5);
    plume_pool_expire(&pool, 10);
    CHECK_EQ_INT(pool.draw_count, 2);
    plume_pool_expire(&pool, 1000);
    CHECK_EQ_INT(pool.draw_count, 0);
    CHECK_EQ_INT(pool.alive, 0);
    plume_pool_free(&pool);
}

/* Random spawns, kills and expiries checked against a plain array model after every operation. */
static void test_matches_a_naive_model(void)
{
    enum { CAP = 50 };
    plume_pool pool;
    plume_pool_init(&pool, CAP);
    double death[CAP], birth[CAP];
    int alive[CAP] = {0};
    unsigned state = 99;
    double now = 0;
    for (int op = 0; op < 20000; op++) {
        state = state * 1664525u + 1013904223u;
        unsigned r = state >> 16;
        if (r % 4 == 0) {
            now += r % 7;
            plume_pool_expire(&pool, now);
            for (int i = 0; i < CAP; i++)
                if (alive[i] && death[i] <= now) alive[i] = 0;
        } else if (r % 4 == 1 && pool.alive > 0) {
            uint32_t victim = pool.heap[r % pool.alive];
            plume_pool_release(&pool, victim);
            alive[victim] = 0;
        } else {
            int live = 0, oldest = -1;
            for (int i = 0; i < CAP; i++)
                if (alive[i]) {
                    live++;
                    if (oldest < 0 || birth[i] < birth[oldest]) oldest = i;
                }
            uint32_t slot;
            double d = now + 1 + (r % 50);
            CHECK_EQ_INT(plume_pool_acquire(&pool, now, d, &slot), PLUME_OK);
            if (live == CAP) CHECK_EQ_INT(slot, oldest);
            else CHECK(!alive[slot]);
            alive[slot] = 1;
            birth[slot] = now + op * 1e-6; /* spawn order breaks ties, as the pool's list does */
            death[slot] = d;
        }
        int live = 0, top = 0;
        for (int i = 0; i < CAP; i++)
            if (alive[i]) {
                live++;
                top = i + 1;
                CHECK(pool.slots[i].alive);
            }
        CHECK_EQ_INT(pool.alive, live);
        CHECK_EQ_INT(pool.draw_count, top);
        if (check_failures) break;
    }
    plume_pool_free(&pool);
}

/* The lowest free slot is reused first, whatever order the slots died in. */
static void test_lowest_free_slot_first(void)
{
    plume_pool pool;
    plume_pool_init(&pool, 100);
    uint32_t slot;
    for (int i = 0; i < 10; i++) plume_pool_acquire(&pool, 0, 1000, &slot);
    plume_pool_release(&pool, 7);
    plume_pool_release(&pool, 3);
    plume_pool_release(&pool, 9);
    plume_pool_release(&pool, 5);
    CHECK_EQ_INT(pool.draw_count, 9);
    const uint32_t expected[] = {3, 5, 7, 9, 10};
    for (int i = 0; i < 5; i++) {
        plume_pool_acquire(&pool, 1, 1000, &slot);
        CHECK_EQ_INT(slot, expected[i]);
    }
    plume_pool_free(&pool);
}

/* A slot whose generation is spent retires instead of wrapping, so its handles never repeat. */
static void test_spent_slot_retires(void)
{
    plume_pool pool;
    plume_pool_init(&pool, 2);
    uint32_t slot;
    plume_pool_acquire(&pool, 0, 10, &slot);
    CHECK_EQ_INT(slot, 0);
    pool.slots[0].generation = PLUME_GENERATION_MAX - 1; /* as after 2^25 - 2 reuses */
    plume_pool_release(&pool, 0);
    plume_pool_acquire(&pool, 0, 10, &slot);
    CHECK_EQ_INT(slot, 0);
    CHECK_EQ_INT(pool.slots[0].generation, PLUME_GENERATION_MAX);
    plume_pool_release(&pool, 0);
    CHECK(pool.slots[0].retired);
    plume_pool_acquire(&pool, 0, 10, &slot);
    CHECK_EQ_INT(slot, 1); /* not slot 0 with generation 1 again */
    pool.slots[1].generation = PLUME_GENERATION_MAX;
    pool.records[1 * PLUME_RECORD_FLOATS + PLUME_RECORD_MAX_AGE] = 10.0f;
    plume_pool_mark_clean(&pool);
    /* full and the only live slot is spent: recycling it retires it, and nothing is left */
    CHECK_EQ_INT(plume_pool_acquire(&pool, 0, 10, &slot), PLUME_ERR_LIMIT);
    /* the recycled instance's record is hidden at once: no later spawn rewrites a retired slot */
    CHECK(pool.records[1 * PLUME_RECORD_FLOATS + PLUME_RECORD_MAX_AGE] < 0.0f);
    CHECK_EQ_INT(plume_pool_dirty_slots(&pool), 1);
    CHECK_EQ_INT(pool.alive, 0);
    CHECK_EQ_INT(pool.draw_count, 0);
    plume_pool_free(&pool);
}

static uint32_t runs_in(const unsigned char *marked, int slots)
{
    uint32_t runs = 0;
    for (int i = 0; i < slots; i++) runs += marked[i] && (i == 0 || !marked[i - 1]);
    return runs;
}

/* Random dirty marks against a bitmap: every marked slot is inside a run; runs are sorted, apart and
   at most PLUME_POOL_DIRTY_RUNS; while the marks always fit in that many runs nothing clean is covered. */
static void test_dirty_runs_match_a_bitmap(void)
{
    enum { SLOTS = 300 };
    plume_pool pool;
    plume_pool_init(&pool, SLOTS);
    unsigned state = 7;
    for (int round = 0; round < 2000; round++) {
        unsigned char marked[SLOTS] = {0};
        plume_pool_mark_clean(&pool);
        int marks = 1 + round % 40, merged = 0;
        for (int m = 0; m < marks; m++) {
            state = state * 1664525u + 1013904223u;
            uint32_t begin = (state >> 8) % SLOTS, length = 1 + (state >> 20) % (round % 3 ? 3 : 40);
            uint32_t end = begin + length > SLOTS ? SLOTS : begin + length;
            plume_pool_mark_dirty(&pool, begin, end);
            memset(&marked[begin], 1, end - begin);
            merged |= runs_in(marked, SLOTS) > PLUME_POOL_DIRTY_RUNS;
        }
        uint32_t runs = plume_pool_dirty_run_count(&pool), covered = 0, previous_end = 0;
        CHECK(runs >= 1 && runs <= PLUME_POOL_DIRTY_RUNS);
        for (uint32_t i = 0; i < runs; i++) {
            uint32_t begin, end;
            plume_pool_dirty_run(&pool, i, &begin, &end);
            CHECK(begin < end && end <= SLOTS);
            CHECK(i == 0 || begin > previous_end); /* sorted, and touching runs were joined */
            previous_end = end;
            covered += end - begin;
        }
        uint32_t marked_count = 0;
        for (int i = 0; i < SLOTS; i++) {
            marked_count += marked[i];
            if (marked[i]) {
                int inside = 0;
                for (uint32_t r = 0; r < runs; r++) {
                    uint32_t begin, end;
                    plume_pool_dirty_run(&pool, r, &begin, &end);
                    inside |= (uint32_t)i >= begin && (uint32_t)i < end;
                }
                CHECK(inside);
            }
        }
        CHECK_EQ_INT(plume_pool_dirty_slots(&pool), covered);
        if (!merged) {
            CHECK_EQ_INT(runs, runs_in(marked, SLOTS));
            CHECK_EQ_INT(covered, marked_count);
        }
        if (check_failures) break;
    }
    plume_pool_free(&pool);
}

/* Alpha-blended instances draw far to near: the live records come out ordered by depth along the view row,
   dead ones left out, ties in slot order; the centre is the live ones' mean. Fails on slot order. */
static void test_sorted_records_far_to_near(void)
{
    plume_pool pool;
    plume_pool_init(&pool, 1000);
    const float z[5] = {-3.0f, -9.0f, -1.0f, -9.0f, -5.0f};
    uint32_t slots[5];
    for (int i = 0; i < 5; i++) {
        plume_pool_acquire(&pool, 0, i == 2 ? 50 : 1000, &slots[i]);
        float *r = &pool.records[(size_t)slots[i] * PLUME_RECORD_FLOATS];
        r[3] = (float)i;  /* x: which instance */
        r[11] = z[i];
    }
    plume_pool_expire(&pool, 60); /* the one at z = -1 dies */
    static const uint8_t at[3] = {3, 7, 11};
    const float looking_down_minus_z[4] = {0, 0, 1, 0}; /* depth = -z */
    uint32_t count = 0;
    const float *sorted = plume_pool_sorted_records(&pool, at, looking_down_minus_z, &count);
    CHECK(sorted != NULL);
    CHECK_EQ_INT(count, 4);
    const int expected[4] = {1, 3, 4, 0}; /* z -9 (slot order), -9, -5, -3 */
    for (uint32_t i = 0; i < count && sorted; i++) CHECK_EQ_INT((int)sorted[i * PLUME_RECORD_FLOATS + 3], expected[i]);
    const float looking_down_plus_z[4] = {0, 0, -1, 0};
    count = 0;
    sorted = plume_pool_sorted_records(&pool, at, looking_down_plus_z, &count);
    CHECK(sorted != NULL);
    CHECK_EQ_INT(count, 4);
    const int reversed[4] = {0, 4, 1, 3};
    for (uint32_t i = 0; i < count && sorted; i++) CHECK_EQ_INT((int)sorted[i * PLUME_RECORD_FLOATS + 3], reversed[i]);
    float center[3];
    plume_pool_center(&pool, at, center);
    CHECK(center[0] == 2.0f && center[2] == -6.5f); /* (0 + 1 + 3 + 4) / 4, (-3 - 9 - 9 - 5) / 4 */
    plume_pool_free(&pool);
}

int main(void)
{
    test_reuse_before_growth();
    test_growth_doubles_up_to_capacity();
    test_full_pool_recycles_the_oldest();
    test_draw_count_shrinks_when_the_top_dies();
    test_matches_a_naive_model();
    test_lowest_free_slot_first();
    test_spent_slot_retires();
    test_dirty_runs_match_a_bitmap();
    test_sorted_records_far_to_near();
    return check_report("instance_pool");
}
